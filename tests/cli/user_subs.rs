//! `users` subscriptions: subs, extend, subtract, pause, unpause and delete-sub; rename.

use crate::harness::{Sandbox, HWID};
use crate::users::{login, two_users};
use serde_json::json;

const DAY: i64 = 86_400;

/// `(subscription, expiry, paused)` of each row `users subs` shows.
fn subs(sb: &Sandbox, user: &str) -> Vec<(String, i64, i64)> {
    let v = sb.json(&["users", "subs", user]);
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["subscription"].as_str().unwrap().to_string(),
                s["expiry"].as_i64().unwrap(),
                s["paused"].as_bool().unwrap() as i64,
            )
        })
        .collect()
}

fn row(sub: &str, expiry: i64, paused: i64) -> (String, i64, i64) {
    (sub.to_string(), expiry, paused)
}

#[test]
fn subs_lists_one_users_rows() {
    let sb = Sandbox::start();
    two_users(&sb);
    let v = sb.json(&["users", "subs", "alice"]);
    let rows = v.as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["user"], "alice");
    assert_eq!(rows[0]["subscription"], "default");
    assert_eq!(rows[0]["expiry"], sb.now() + 30 * DAY);
    assert_eq!(rows[0]["paused"], false);
    assert!(rows[0].get("app").is_none(), "the app secret is dropped");
    let tsv = sb.ok(&["users", "subs", "bob", "-o", "tsv"]);
    assert!(
        tsv.starts_with("subscription\texpiry\tpaused\tkey\n"),
        "{tsv}"
    );
    assert_eq!(tsv.lines().count(), 2);
    assert_eq!(
        sb.json(&["users", "subs", "zed"]),
        json!([]),
        "none: exit 0"
    );
    sb.fails(2, &["users", "subs"]);
}

#[test]
fn extend_adds_time_or_grants_a_sub() {
    let sb = Sandbox::start();
    two_users(&sb);
    let t0 = sb.now();
    let v = sb.json(&[
        "users", "extend", "alice", "--sub", "default", "--expiry", "7d",
    ]);
    assert_eq!(v["message"], "Successfully extended user(s)!");
    assert_eq!(
        subs(&sb, "alice"),
        [row("default", t0 + 30 * DAY + 604_800, 0)]
    );
    assert_eq!(
        subs(&sb, "bob"),
        [row("default", t0 + DAY, 0)],
        "bob untouched"
    );

    sb.ok(&["subs", "create", "gold", "--level", "2"]);
    sb.ok(&["users", "extend", "bob", "--sub", "gold", "--expiry", "7d"]);
    assert_eq!(
        subs(&sb, "bob"),
        [row("default", t0 + DAY, 0), row("gold", t0 + 604_800, 0)],
        "no gold sub: one is granted from now"
    );
    let gold = sb.json(&["users", "info", "bob"])["subscriptions"][1].clone();
    assert_eq!(gold["subscription"], "gold");

    // `all --active-only` adds to those who hold it and grants nobody.
    sb.ok(&[
        "users",
        "extend",
        "all",
        "--sub",
        "gold",
        "--expiry",
        "1d",
        "--active-only",
        "--yes",
    ]);
    assert_eq!(subs(&sb, "alice").len(), 1, "alice had no gold");
    assert_eq!(subs(&sb, "bob")[1], row("gold", t0 + 604_800 + DAY, 0));

    let err = sb.fails(
        1,
        &[
            "users", "extend", "alice", "--sub", "nope", "--expiry", "1d",
        ],
    );
    assert!(err.contains("Subscription not found!"), "{err}");
    let err = sb.fails(
        1,
        &["users", "extend", "zed", "--sub", "gold", "--expiry", "1d"],
    );
    assert!(err.contains("User(s) not found!"), "{err}");
    // Days go as an exact decimal (36h = 1.5 days); a time that is not one is refused.
    sb.ok(&[
        "users", "extend", "alice", "--sub", "gold", "--expiry", "36h",
    ]);
    assert_eq!(subs(&sb, "alice")[1], row("gold", t0 + 129_600, 0));
    let err = sb.fails(
        2,
        &[
            "users", "extend", "alice", "--sub", "gold", "--expiry", "1h",
        ],
    );
    assert!(err.contains("does not convert exactly to days"), "{err}");
}

#[test]
fn subtract_takes_seconds_off() {
    let sb = Sandbox::start();
    two_users(&sb);
    let t0 = sb.now();
    let v = sb.json(&[
        "users", "subtract", "alice", "--sub", "default", "--time", "1h", "--yes",
    ]);
    assert_eq!(
        v["message"],
        "Successfully subtracted time from subscription!"
    );
    assert_eq!(
        subs(&sb, "alice"),
        [row("default", t0 + 30 * DAY - 3600, 0)]
    );
    sb.ok(&[
        "users", "subtract", "all", "--sub", "default", "--time", "90s", "--yes",
    ]);
    assert_eq!(subs(&sb, "alice")[0].1, t0 + 30 * DAY - 3690);
    assert_eq!(subs(&sb, "bob")[0].1, t0 + DAY - 90);
    // Taking a whole day off bob ends his subscription: the info view lists only running ones.
    sb.ok(&[
        "users", "subtract", "bob", "--sub", "default", "--time", "1d", "--yes",
    ]);
    assert_eq!(
        sb.json(&["users", "info", "bob"])["subscriptions"],
        json!([])
    );

    let err = sb.fails(
        1,
        &[
            "users", "subtract", "alice", "--sub", "gold", "--time", "1h", "--yes",
        ],
    );
    assert!(err.contains("Failed to subtract"), "{err}");
    sb.fails(
        2,
        &[
            "users", "subtract", "alice", "--sub", "default", "--time", "1x", "--yes",
        ],
    );
}

#[test]
fn pause_and_unpause_keep_the_remaining_time() {
    let sb = Sandbox::start();
    two_users(&sb);
    let t0 = sb.now();
    let v = sb.json(&["users", "pause", "alice"]);
    assert_eq!(v["message"], "Successfully paused user!");
    assert_eq!(
        subs(&sb, "alice"),
        [row("default", 30 * DAY, 1)],
        "holds seconds left"
    );
    assert_eq!(
        sb.json(&["users", "info", "alice"])["subscriptions"],
        json!([])
    );
    // A paused user cannot log in.
    login(&sb, "alice", HWID, "pw").expect_failure(1, "paused");
    let err = sb.fails(1, &["users", "pause", "alice"]);
    assert!(err.contains("Failed to pause user!"), "{err}");

    sb.advance(100 * DAY);
    // Paused is not expired: delete-expired takes bob only.
    sb.ok(&["users", "delete-expired", "--yes"]);
    assert_eq!(sb.json(&["users", "names"]), json!([{"username": "alice"}]));

    let v = sb.json(&["users", "unpause", "alice"]);
    assert_eq!(v["message"], "Successfully unpaused user!");
    assert_eq!(subs(&sb, "alice"), [row("default", t0 + 130 * DAY, 0)]);
    assert_eq!(
        sb.json(&["users", "info", "alice"])["subscriptions"][0]["expiry"],
        sb.now() + 30 * DAY
    );
    let r = login(&sb, "alice", HWID, "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let err = sb.fails(1, &["users", "unpause", "alice"]);
    assert!(err.contains("Failed to unpause user!"), "{err}");
    let err = sb.fails(1, &["users", "pause", "zed"]);
    assert!(err.contains("Failed to pause user!"), "{err}");
}

#[test]
fn delete_sub_removes_one_subscription() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&["subs", "create", "gold", "--level", "2"]);
    sb.ok(&[
        "users", "extend", "alice", "--sub", "gold", "--expiry", "1d",
    ]);
    assert_eq!(subs(&sb, "alice").len(), 2);
    assert!(sb
        .fails(2, &["users", "delete-sub", "alice", "--sub", "gold"])
        .contains("--yes"));
    assert_eq!(subs(&sb, "alice").len(), 2);
    let v = sb.json(&["users", "delete-sub", "alice", "--sub", "gold", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted subscription!");
    let left = subs(&sb, "alice");
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].0, "default");
    let err = sb.fails(
        1,
        &["users", "delete-sub", "alice", "--sub", "gold", "--yes"],
    );
    assert!(err.contains("Failed to delete subscription!"), "{err}");
}

#[test]
fn rename_moves_subs_and_vars() {
    let sb = Sandbox::start();
    two_users(&sb);
    sb.ok(&[
        "users", "set-var", "alice", "--var", "tier", "--data", "gold",
    ]);
    let err = sb.fails(1, &["users", "rename", "alice", "--new-username", "bob"]);
    assert!(err.contains("Username already used!"), "{err}");
    let v = sb.json(&["users", "rename", "alice", "--new-username", "alicia"]);
    assert_eq!(
        v["message"],
        "Successfully changed username, user logged out!"
    );
    assert_eq!(
        sb.json(&["users", "names"]),
        json!([{"username": "alicia"}, {"username": "bob"}])
    );
    sb.fails(1, &["users", "verify", "alice"]);
    let a = sb.json(&["users", "info", "alicia"]);
    assert_eq!(a["subscriptions"][0]["subscription"], "default");
    assert_eq!(a["uservars"], json!([{"name": "tier", "data": "gold"}]));
    let v = sb.json(&["users", "get-var", "alicia", "--var", "tier"]);
    assert_eq!(v["response"], "gold");
    let r = login(&sb, "alicia", HWID, "pw");
    assert_eq!(r.code, 0, "the password moves too: {}", r.stderr);
    let err = sb.fails(1, &["users", "rename", "ghost", "--new-username", "x"]);
    assert!(err.contains("Failed to change username!"), "{err}");
    let long = "n".repeat(71);
    sb.fails(2, &["users", "rename", "bob", "--new-username", &long]);
}
