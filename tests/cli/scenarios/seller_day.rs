//! A seller's ordinary day, end to end: tiers and keys, customers, notes, a chargeback, account
//! sharing, user variables, a loyalty extension and the evening clean-up.

use crate::harness::Sandbox;
use crate::licenses::user_create;
use serde_json::json;

/// What a seller's script does on an ordinary day, relying only on `-o json`.
#[test]
fn seller_ordinary_day() {
    let sb = Sandbox::start();
    // Morning: a product line with two tiers and a batch of keys for each.
    for (name, level) in [("basic", "1"), ("pro", "2")] {
        let v = sb.json(&["subs", "create", name, "--level", level]);
        assert_eq!(v["success"], true);
    }
    let subs = sb.json(&["subs", "list"]);
    assert_eq!(
        subs,
        json!([{"name": "default", "level": 1}, {"name": "basic", "level": 1}, {"name": "pro", "level": 2}]),
        "a fresh sandbox has `default` at level 1"
    );
    let batch = sb.json(&[
        "licenses", "create", "--amount", "5", "--expiry", "30d", "--level", "2", "--note",
        "batch 42",
    ]);
    assert_eq!(batch["success"], true);
    let keys: Vec<String> = batch["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap().to_string())
        .collect();
    assert_eq!(keys.len(), 5);
    let rows = sb.json(&["licenses", "list"]);
    assert!(rows
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["level"] == 2 && r["note"] == "batch 42" && r["status"] == "Not Used"));

    // Customers: one created directly, one from a key.
    assert_eq!(
        user_create(&sb, "alice", "basic", "30d")["message"],
        "Successfully created user!"
    );
    let r = sb.run_stdin(
        &[
            "licenses",
            "activate",
            &keys[0],
            "--user",
            "bob",
            "--password-stdin",
            "-o",
            "json",
        ],
        "pw\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["info"]["username"], "bob");
    let users = sb.json(&["users", "list"]);
    let mut names: Vec<&str> = users
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["username"].as_str().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["alice", "bob"]);
    assert!(
        users
            .as_array()
            .unwrap()
            .iter()
            .all(|u| u.get("password").is_none() && u.get("app").is_none()),
        "no hashes or app secret in JSON: {users}"
    );

    // Bookkeeping: notes on the sold key.
    sb.json(&["licenses", "set-note", &keys[0], "--note", "sold to bob"]);
    assert_eq!(
        sb.json(&["licenses", "note", &keys[0]])["note"],
        "sold to bob"
    );

    // A chargeback: ban bob's key and bob, then sort it out and unban both.
    sb.json(&[
        "licenses",
        "ban",
        &keys[0],
        "--reason",
        "chargeback",
        "--user-too",
        "--yes",
    ]);
    assert_eq!(sb.json(&["licenses", "info", &keys[0]])["status"], "Banned");
    assert_eq!(sb.json(&["users", "info", "bob"])["banned"], "chargeback");
    assert_eq!(sb.json(&["licenses", "unban", &keys[0]])["success"], true);
    assert_eq!(sb.json(&["licenses", "info", &keys[0]])["status"], "Used");
    assert!(
        sb.json(&["users", "info", "bob"])["banned"].is_null(),
        "the key's unban lifts bob's too"
    );
    // Account sharing: ban alice herself for a while.
    sb.json(&[
        "users",
        "ban",
        "alice",
        "--reason",
        "account sharing",
        "--yes",
    ]);
    assert_eq!(
        sb.json(&["users", "info", "alice"])["banned"],
        "account sharing"
    );
    assert_eq!(
        sb.json(&["users", "unban", "alice"])["message"],
        "Successfully unbanned user!"
    );
    assert!(sb.json(&["users", "info", "alice"])["banned"].is_null());

    // Variables: a tier flag per user.
    assert_eq!(
        sb.json(&["users", "set-var", "alice", "--var", "tier", "--data", "gold"])["message"],
        "Successfully set variable!"
    );
    let alice = sb.json(&["users", "info", "alice"]);
    assert_eq!(
        alice["uservars"],
        json!([{"user": "alice", "name": "tier", "data": "gold", "readOnly": null}])
    );
    assert!(sb
        .fails(
            1,
            &["users", "set-var", "ghost", "--var", "tier", "--data", "x"]
        )
        .contains("No users found!"));

    // Loyalty: a week more for alice, added to her running subscription.
    let expiry = |sb: &Sandbox, who: &str| -> i64 {
        sb.json(&["users", "info", who])["subscriptions"][0]["expiry"]
            .as_i64()
            .unwrap()
    };
    let before = expiry(&sb, "alice");
    assert_eq!(before, sb.now() + 30 * 86_400);
    assert_eq!(
        sb.json(&["users", "extend", "alice", "--sub", "basic", "--expiry", "7d"])["message"],
        "Successfully extended user(s)!"
    );
    assert_eq!(expiry(&sb, "alice"), before + 604_800);
    assert!(sb
        .fails(
            2,
            &["users", "extend", "alice", "--sub", "basic", "--expiry", "1h"]
        )
        .contains("does not convert exactly"));

    // Evening clean-up: unsold keys go, the sold one stays.
    sb.advance(86_400);
    sb.json(&["licenses", "delete-unused", "--yes"]);
    let left = sb.json(&["licenses", "list"]);
    assert_eq!(left.as_array().unwrap().len(), 1);
    assert_eq!(left[0]["key"], keys[0].as_str());
    assert_eq!(left[0]["usedby"], "bob");
}
