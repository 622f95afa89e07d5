//! Seller `licenses`: the key lifecycle, units, notes, bulk deletes, and a seller's ordinary day.

use crate::harness::{Sandbox, HWID};
use serde_json::{json, Value};

pub fn info(sb: &Sandbox, key: &str) -> Value {
    sb.json(&["licenses", "info", key])
}

pub fn listed(sb: &Sandbox) -> Vec<Value> {
    sb.json(&["licenses", "list"]).as_array().unwrap().clone()
}

pub fn durations(sb: &Sandbox) -> Vec<(String, String)> {
    listed(sb)
        .iter()
        .map(|r| {
            (
                r["key"].as_str().unwrap().to_string(),
                r["expires"].as_i64().unwrap().to_string(),
            )
        })
        .collect()
}

pub fn user_create(sb: &Sandbox, name: &str, sub: &str, expiry: &str) -> Value {
    let r = sb.run_stdin(
        &[
            "users",
            "create",
            name,
            "--sub",
            sub,
            "--expiry",
            expiry,
            "--password-stdin",
            "-o",
            "json",
        ],
        "pw\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.json()
}

#[test]
fn license_lifecycle_assign_activate_ban_unban_delete() {
    let sb = Sandbox::start();
    let k = sb.keys(3);
    user_create(&sb, "bob", "default", "7d");
    let before = info(&sb, &k[0]);
    assert_eq!(
        (before["status"].as_str(), before["usedby"].as_str()),
        (Some("Not Used"), Some(""))
    );
    sb.advance(100);

    // assign: Not Used -> Used, with usedby/usedon, seen through info and of-user.
    let v = sb.json(&["licenses", "assign", &k[0], "--user", "bob"]);
    assert_eq!(v["message"], "Successfully Assigned Key To User!");
    let used = info(&sb, &k[0]);
    assert_eq!(used["status"], "Used");
    assert_eq!(used["usedby"], "bob");
    assert_eq!(used["usedon"], sb.now());
    assert_eq!(
        sb.json(&["licenses", "of-user", "bob"]),
        json!({"key": k[0]})
    );
    let err = sb.fails(1, &["licenses", "assign", &k[0], "--user", "bob"]);
    assert!(err.contains("Key is already assigned to a user!"), "{err}");
    let err = sb.fails(1, &["licenses", "assign", &k[1], "--user", "ghost"]);
    assert!(err.contains("Username not found!"), "{err}");
    let err = sb.fails(1, &["licenses", "assign", "NOPE", "--user", "bob"]);
    assert!(err.contains("License not found!"), "{err}");
    let err = sb.fails(1, &["licenses", "of-user", "ghost"]);
    assert!(err.contains("License not found"), "{err}");

    // activate: creates the user from the key.
    let act = [
        "licenses",
        "activate",
        &k[1],
        "--user",
        "carl",
        "--hwid",
        HWID,
        "--password-stdin",
        "-o",
        "json",
    ];
    let r = sb.run_stdin(&act, "s3cret\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = r.json();
    assert_eq!(v["message"], "Logged in!");
    assert_eq!(v["info"]["username"], "carl");
    let sub = &v["info"]["subscriptions"]["subscriptions"][0];
    assert_eq!(
        (sub["subscription"].as_str(), sub["key"].as_str()),
        (Some("default"), Some(k[1].as_str()))
    );
    let carl = sb.json(&["users", "info", "carl"]);
    assert_eq!(carl["subscriptions"][0]["expiry"], sb.now() + 30 * 86_400);
    assert_eq!(carl["hwid"], HWID);
    assert_eq!(info(&sb, &k[1])["usedby"], "carl");
    let r = sb.run_stdin(&act, "s3cret\n");
    r.expect_failure(1, "Username Already Exists.");
    let r = sb.run_stdin(
        &[
            "licenses",
            "activate",
            &k[1],
            "--user",
            "dave",
            "--password-stdin",
        ],
        "pw\n",
    );
    r.expect_failure(1, "Key Already Used.");
    let r = sb.run_stdin(
        &[
            "licenses",
            "activate",
            "NOPE",
            "--user",
            "dave",
            "--password-stdin",
        ],
        "pw\n",
    );
    r.expect_failure(1, "Key Not Found.");
    assert_eq!(
        sb.run(&["licenses", "activate", &k[2], "--user", "dave"])
            .code,
        2,
        "the password only comes from stdin or a prompt"
    );

    // ban is destructive; it shows as Banned in info and keeps its reason in the list.
    assert!(sb.fails(2, &["licenses", "ban", &k[2]]).contains("--yes"));
    assert_eq!(
        info(&sb, &k[2])["status"],
        "Not Used",
        "refused means untouched"
    );
    let v = sb.json(&["licenses", "ban", &k[2], "--reason", "chargeback", "--yes"]);
    assert_eq!(v["message"], "Successfully banned license!");
    assert_eq!(info(&sb, &k[2])["status"], "Banned");
    let row = listed(&sb)
        .into_iter()
        .find(|r| r["key"] == k[2].as_str())
        .unwrap();
    assert_eq!(row["banned"], "chargeback");
    let err = sb.fails(1, &["licenses", "assign", &k[2], "--user", "bob"]);
    assert!(
        err.contains("Key is banned, and can not be assigned!"),
        "{err}"
    );
    let r = sb.run_stdin(
        &[
            "licenses",
            "activate",
            &k[2],
            "--user",
            "dave",
            "--password-stdin",
        ],
        "pw\n",
    );
    r.expect_failure(1, "Your license is banned.");
    let err = sb.fails(1, &["licenses", "ban", "NOPE", "--yes"]);
    assert!(err.contains("Failed to ban license!"), "{err}");

    // unban restores Not Used (never redeemed) or Used (redeemed).
    assert_eq!(
        sb.json(&["licenses", "unban", &k[2]])["message"],
        "Successfully unbanned license!"
    );
    assert_eq!(info(&sb, &k[2])["status"], "Not Used");
    sb.json(&[
        "licenses",
        "ban",
        &k[1],
        "--reason",
        "fraud",
        "--user-too",
        "--yes",
    ]);
    assert_eq!(info(&sb, &k[1])["status"], "Banned");
    assert_eq!(
        sb.json(&["users", "info", "carl"])["banned"],
        "fraud",
        "--user-too bans carl too"
    );
    sb.json(&["licenses", "unban", &k[1]]);
    let back = info(&sb, &k[1]);
    assert_eq!(
        (back["status"].as_str(), back["usedby"].as_str()),
        (Some("Used"), Some("carl"))
    );
    assert!(
        sb.json(&["users", "info", "carl"])["banned"].is_null(),
        "unbanning the key unbans its user"
    );
    let err = sb.fails(1, &["licenses", "unban", "NOPE"]);
    assert!(err.contains("Failed to unban license!"), "{err}");

    // delete: refused without --yes; --user-too removes the user who redeemed it.
    assert!(sb
        .fails(2, &["licenses", "delete", &k[1], "--user-too"])
        .contains("--yes"));
    assert_eq!(
        sb.json(&["licenses", "verify", &k[1]])["message"],
        "Key Successfully Verified"
    );
    let v = sb.json(&["licenses", "delete", &k[1], "--user-too", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted license!");
    assert!(sb
        .fails(1, &["licenses", "verify", &k[1]])
        .contains("Key Not Found"));
    assert!(sb
        .fails(1, &["users", "info", "carl"])
        .contains("User not found"));
    sb.json(&["licenses", "delete", &k[0], "--yes"]);
    assert_eq!(
        sb.json(&["users", "info", "bob"])["username"],
        "bob",
        "without --user-too the user stays"
    );
    let err = sb.fails(1, &["licenses", "delete", &k[0], "--yes"]);
    assert!(err.contains("Failed to delete license!"), "{err}");
}
