//! Seller `app`: settings, details, stats, pause, version and program hashes.

use crate::harness::Sandbox;
use serde_json::{json, Value};

const DAY: i64 = 86_400;

const PAUSED: &str = "Application is currently paused";

fn keys_of(v: &Value) -> Vec<&str> {
    v.as_object().unwrap().keys().map(String::as_str).collect()
}

/// `(expiry, paused)` of alice's one subscription, as `users subs` shows it.
fn alice_sub(sb: &Sandbox) -> (String, i64) {
    let subs = sb.json(&["users", "subs", "alice"]);
    let row = &subs[0];
    assert!(
        row.get("app").is_none(),
        "the app secret is dropped: {subs}"
    );
    (
        row["expiry"].as_i64().unwrap().to_string(),
        row["paused"].as_bool().unwrap() as i64,
    )
}

fn login_alice(sb: &Sandbox) -> crate::harness::Run {
    sb.run_stdin(
        &[
            "client",
            "login",
            "--username",
            "alice",
            "--hwid",
            "HWID-ALICE-0001",
            "--password-stdin",
        ],
        "s3cret\n",
    )
}

#[test]
fn pause_freezes_subscriptions_and_unpause_resumes() {
    let sb = Sandbox::start();
    // A fresh sandbox has `default` at level 1.
    let r = sb.create_user("alice", "default", "10d", "s3cret");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(alice_sub(&sb), ((sb.now() + 10 * DAY).to_string(), 0));

    assert!(sb.fails(2, &["app", "pause"]).contains("--yes"));
    sb.ok(&["client", "init"]);
    assert_eq!(
        sb.json(&["app", "pause", "--yes"])["message"],
        "Successfully paused application"
    );
    let err = sb.fails(1, &["client", "init"]);
    assert!(err.contains(PAUSED), "{err}");
    assert_eq!(
        alice_sub(&sb),
        ((10 * DAY).to_string(), 1),
        "frozen: the remaining time is kept"
    );
    let err = sb.fails(1, &["app", "pause", "--yes"]);
    assert!(err.contains("Failed to pause application"), "{err}");
    assert_eq!(
        alice_sub(&sb),
        ((10 * DAY).to_string(), 1),
        "not frozen twice"
    );

    // Twenty days pass while paused: longer than the subscription had left.
    sb.advance(20 * DAY);
    assert_eq!(
        sb.ok(&["app", "unpause"]).trim(),
        "Successfully unpaused application"
    );
    assert_eq!(alice_sub(&sb), ((sb.now() + 10 * DAY).to_string(), 0));
    let err = sb.fails(1, &["app", "unpause"]);
    assert!(err.contains("Failed to unpause application"), "{err}");
    sb.ok(&["client", "init"]);
    let r = login_alice(&sb);
    assert_eq!(r.code, 0, "the subscription resumed: {}", r.stderr);

    // The resumed time runs out ten days later.
    sb.advance(10 * DAY + 1);
    sb.ok(&["client", "init"]);
    login_alice(&sb).expect_failure(1, "No active subscription(s) found");
}

#[test]
fn update_version_and_switches_change_init_and_settings() {
    let sb = Sandbox::start();
    let settings = sb.json(&["app", "settings"]);
    assert_eq!(settings["enabled"], true);
    assert_eq!(settings["hwid-lock"], true);
    assert_eq!(settings["version"], "1.0");
    assert_eq!(settings["cooldown"], 604800, "a duration, as a number");
    assert_eq!(
        settings["blackedmsg"],
        "You've been blacklisted from our application"
    );
    assert!(settings.get("success").is_none(), "{settings}");
    assert_eq!(
        keys_of(&settings)[..4],
        ["enabled", "hwid-lock", "version", "download"],
        "the field model's order (docs/json.md)"
    );

    let r = sb.json(&[
        "app",
        "update",
        "--app-version",
        "2.0",
        "--download",
        "https://example.com/app.exe",
    ]);
    assert_eq!(r["message"], "Settings Update Successful");
    // The profile's app_version defaults to 1.0, so init is now outdated.
    let err = sb.fails(1, &["client", "init"]);
    assert!(err.contains("invalidver"), "{err}");
    assert_eq!(sb.json(&["sessions", "list"]), json!([]), "no session made");
    let init = sb.json(&["client", "init", "--app-version", "2.0"]);
    assert_eq!(init["appinfo"]["version"], "2.0");
    let settings = sb.json(&["app", "settings"]);
    assert_eq!(settings["version"], "2.0");
    assert_eq!(settings["download"], "https://example.com/app.exe");
    assert_eq!(sb.json(&["app", "details"])["version"], "2.0");
    assert!(sb
        .fails(2, &["app", "update", "--app-version", "123456"])
        .contains("at most 5"));
    assert_eq!(
        sb.json(&["app", "settings"])["version"],
        "2.0",
        "nothing sent"
    );

    let r = sb.run(&[
        "app",
        "update",
        "--no-enabled",
        "--no-hwid-lock",
        "--disabled-msg",
        "Down for maintenance",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let settings = sb.json(&["app", "settings"]);
    assert_eq!(
        (&settings["enabled"], &settings["hwid-lock"]),
        (&json!(false), &json!(false))
    );
    assert_eq!(settings["disabledmsg"], "Down for maintenance");
    let err = sb.fails(1, &["client", "init", "--app-version", "2.0"]);
    assert!(err.contains("Down for maintenance"), "{err}");
    sb.ok(&["app", "update", "--enabled"]);
    assert_eq!(sb.json(&["app", "settings"])["enabled"], true);
    assert_eq!(
        sb.json(&["app", "settings"])["hwid-lock"],
        false,
        "left alone"
    );
    sb.ok(&["client", "init", "--app-version", "2.0"]);
}

#[test]
fn details_hide_the_secret_and_stats_count() {
    let sb = Sandbox::start();
    let d = sb.json(&["app", "details"]);
    assert_eq!(
        d,
        json!({"name": sb.info.app_name, "ownerid": sb.info.ownerid, "version": "1.0"}),
        "the secret is dropped"
    );
    let table = sb.ok(&["app", "details", "-o", "table"]);
    assert!(table.contains(&sb.info.ownerid), "{table}");
    let r = sb.run(&["app", "details", "-o", "json", "--show-secrets"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["secret"], sb.info.app_secret.as_str());

    let stats = sb.json(&["app", "stats"]);
    assert_eq!(stats["totalkeys"], 0);
    let keys = sb.keys(3);
    sb.ok(&["licenses", "ban", &keys[0], "--yes"]);
    sb.ok(&["webhooks", "create", "--url", "https://example.com/h"]);
    let stats = sb.json(&["app", "stats"]);
    assert_eq!(
        keys_of(&stats),
        [
            "unused",
            "used",
            "paused",
            "banned",
            "totalkeys",
            "webhooks",
            "files",
            "vars",
            "resellers",
            "managers",
            "totalaccs"
        ],
        "{stats}"
    );
    assert_eq!((&stats["unused"], &stats["banned"]), (&json!(2), &json!(1)));
    assert_eq!(
        (&stats["totalkeys"], &stats["webhooks"]),
        (&json!(3), &json!(1))
    );
    assert_eq!(stats["totalaccs"], 0);
    let tsv = sb.ok(&["app", "stats", "-o", "tsv"]);
    assert!(
        tsv.starts_with("unused\tused\tpaused\tbanned\ttotalkeys\t"),
        "{tsv}"
    );
    assert_eq!(tsv.lines().nth(1).unwrap().split('\t').next(), Some("2"));
}

#[test]
fn program_hashes_are_added_and_reset() {
    let sb = Sandbox::start();
    assert!(sb.fails(2, &["app", "reset-hash"]).contains("--yes"));
    let err = sb.fails(1, &["app", "reset-hash", "--yes"]);
    assert!(err.contains("Failed to reset hash!"), "none yet: {err}");
    sb.fails(2, &["app", "add-hash"]);
    let r = sb.json(&["app", "add-hash", "9e107d9d372bb6826bd81d3542a419d6"]);
    assert_eq!(r["message"], "Successfully added hash!");
    assert_eq!(
        sb.ok(&["app", "reset-hash", "--yes"]).trim(),
        "Successfully reset hash!"
    );
    sb.fails(1, &["app", "reset-hash", "--yes"]);
}
