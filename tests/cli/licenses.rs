//! Seller `licenses`: creating (single, chunked, durations), info and list, the key lifecycle,
//! units, notes and the bulk deletes.

use crate::harness::{Sandbox, HWID};
use serde_json::{json, Value};

#[test]
fn licenses_create_info_list() {
    let sb = Sandbox::start();
    let keys = sb.keys(3);
    assert_eq!(
        keys.len(),
        3,
        "a multi-key create (HTTP 302) reports every key"
    );
    let info = sb.json(&["licenses", "info", &keys[0]]);
    assert_eq!(info["status"], "Not Used");
    assert_eq!(
        info["expires"], 2592000,
        "one name and a number whichever command prints a license"
    );
    let list = sb.json(&["licenses", "list"]);
    assert_eq!(list.as_array().unwrap().len(), 3);
    assert!(
        list[0].get("app").is_none(),
        "the app secret is dropped from JSON"
    );
    let table = sb.ok(&["licenses", "info", &keys[0], "-o", "table"]);
    assert!(
        table.contains("30d"),
        "tables show human durations: {table}"
    );
}

#[test]
fn single_key_create_reports_a_keys_array() {
    let sb = Sandbox::start();
    let v = sb.json(&[
        "licenses",
        "create",
        "--expiry",
        "1d",
        "--note",
        "one & only",
        "--level",
        "2",
    ]);
    assert_eq!(v["success"], true);
    assert_eq!(v["keys"].as_array().unwrap().len(), 1);
    let key = v["keys"][0].as_str().unwrap();
    let info = sb.json(&["licenses", "info", key]);
    assert_eq!(info["note"], "one & only", "values are URL-encoded");
    assert_eq!(info["level"], 2, "a level is a number");
    // Without -o, stdout that is not a terminal gets one key per line (TSV-friendly).
    let plain = sb.ok(&["licenses", "create", "--amount", "2", "--expiry", "12h"]);
    assert_eq!(plain.lines().count(), 2, "{plain}");
}

#[test]
fn create_over_100_is_chunked() {
    let sb = Sandbox::start();
    let v = sb.json(&["licenses", "create", "--amount", "250", "--expiry", "30d"]);
    let keys = v["keys"].as_array().unwrap();
    assert_eq!(keys.len(), 250);
    let mut unique: Vec<_> = keys.iter().map(|k| k.as_str().unwrap()).collect();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 250);
    assert_eq!(
        sb.json(&["licenses", "list"]).as_array().unwrap().len(),
        250
    );
}

#[test]
fn durations_convert_exactly_or_are_refused() {
    let sb = Sandbox::start();
    let err = sb.fails(2, &["licenses", "create", "--expiry", "1h"]);
    assert!(err.contains("does not convert exactly to days"), "{err}");
    let err = sb.fails(2, &["licenses", "create", "--expiry", "30"]);
    assert!(err.contains("expected a number with a unit"), "{err}");
    let v = sb.json(&["licenses", "create", "--expiry", "2w"]);
    let info = sb.json(&["licenses", "info", v["keys"][0].as_str().unwrap()]);
    assert_eq!(info["expires"], 14 * 86_400);
    // A year is the service's 365 days; lifetime is 9,999 days.
    for (given, days) in [("1y", 365), ("lifetime", 9_999)] {
        let v = sb.json(&["licenses", "create", "--expiry", given]);
        let info = sb.json(&["licenses", "info", v["keys"][0].as_str().unwrap()]);
        assert_eq!(info["expires"], days * 86_400, "{given}");
    }
}

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
        (Some("Not Used"), None),
        "absent is null"
    );
    sb.advance(100);

    // assign: Not Used -> Used, with usedby/usedon, seen through info and of-user.
    let v = sb.json(&["licenses", "assign", &k[0], "--user", "bob"]);
    assert_eq!(v["message"], "Successfully Assigned Key To User!");
    let used = info(&sb, &k[0]);
    assert_eq!(used["status"], "Used");
    assert_eq!(used["usedby"], "bob");
    assert_eq!(used["usedon"], sb.now());
    // A license's record: its key and its user, null where `getkey` does not say.
    let of = sb.json(&["licenses", "of-user", "bob"]);
    assert_eq!(
        (&of["key"], &of["usedby"], &of["status"]),
        (&json!(k[0]), &json!("bob"), &Value::Null)
    );
    assert_eq!(
        of.as_object().unwrap().len(),
        info(&sb, &k[0]).as_object().unwrap().len(),
        "one key set: {of}"
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

#[test]
fn units_notes_and_edit() {
    let sb = Sandbox::start();
    let k = sb.keys(3);
    user_create(&sb, "bob", "default", "7d");
    sb.json(&["licenses", "assign", &k[0], "--user", "bob"]);

    // add-time is in days: 7d adds 604800 s to every unused key, never to used ones.
    let v = sb.json(&["licenses", "add-time", "--time", "7d", "--yes"]);
    assert_eq!(v["message"], "Added time to unused licenses!");
    for (key, expires) in durations(&sb) {
        let want = if key == k[0] {
            2_592_000
        } else {
            2_592_000 + 604_800
        };
        assert_eq!(expires, want.to_string(), "{key}");
    }
    let err = sb.fails(2, &["licenses", "add-time", "--time", "1h", "--yes"]);
    assert!(err.contains("does not convert exactly to days"), "{err}");
    sb.json(&["licenses", "add-time", "--time", "12h", "--yes"]);
    assert_eq!(
        info(&sb, &k[1])["expires"],
        2_592_000 + 604_800 + 43_200,
        "12h is exactly 0.5 days"
    );

    // edit is in seconds: 60d is sent as 5184000.
    assert_eq!(
        sb.json(&["licenses", "edit", &k[1], "--expiry", "60d"])["message"],
        "License Edit Successful"
    );
    assert_eq!(info(&sb, &k[1])["expires"], 5184000);
    sb.json(&["licenses", "edit", &k[2], "--expiry", "90m"]);
    assert_eq!(info(&sb, &k[2])["expires"], 5400);
    let err = sb.fails(2, &["licenses", "edit", &k[2], "--expiry", "soon"]);
    assert!(err.contains("expected a number with a unit"), "{err}");
    assert_eq!(info(&sb, &k[2])["expires"], 5400);
    let table = sb.ok(&["licenses", "info", &k[1], "-o", "table"]);
    assert!(table.contains("60d"), "{table}");

    // add-time with no unused key left is the service's failure.
    sb.json(&["licenses", "delete-unused", "--yes"]);
    let err = sb.fails(1, &["licenses", "add-time", "--time", "1d", "--yes"]);
    assert!(
        err.contains("Failed to add time! Key must not be used."),
        "{err}"
    );

    // Notes: set-note, note and info agree; limits are checked before sending.
    let v = sb.json(&[
        "licenses",
        "set-note",
        &k[0],
        "--note",
        "reseller: bob & co",
    ]);
    assert_eq!(v["message"], "Successfully set note");
    // A license's record always carries its key, and every other field (null: `fetchnote`
    // answers the note alone).
    let note = sb.json(&["licenses", "note", &k[0]]);
    assert_eq!(
        (&note["key"], &note["note"], &note["status"]),
        (&json!(k[0]), &json!("reseller: bob & co"), &Value::Null)
    );
    let full = info(&sb, &k[0]);
    assert_eq!(full["note"], "reseller: bob & co");
    let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&note), keys(&full), "one key set");
    assert!(sb
        .fails(1, &["licenses", "set-note", "NOPE", "--note", "x"])
        .contains("Failed to set note"));
    assert!(sb
        .fails(1, &["licenses", "note", "NOPE"])
        .contains("Key not found"));
    let long = "n".repeat(70);
    assert!(sb
        .fails(2, &["licenses", "set-note", &k[0], "--note", &long])
        .contains("at most 69"));
    assert_eq!(info(&sb, &k[0])["note"], "reseller: bob & co");
}

#[test]
fn bulk_deletes_touch_only_what_they_name() {
    let sb = Sandbox::start();
    let k = sb.keys(4);
    user_create(&sb, "bob", "default", "7d");
    sb.json(&["licenses", "assign", &k[0], "--user", "bob"]);

    assert!(sb
        .fails(2, &["licenses", "delete-unused"])
        .contains("--yes"));
    assert_eq!(listed(&sb).len(), 4);
    let v = sb.json(&["licenses", "delete-unused", "--yes"]);
    assert_eq!(v["message"], "Successfully deleted all unused keys!");
    let left = listed(&sb);
    assert_eq!(left.len(), 1);
    assert_eq!(
        (left[0]["key"].as_str(), left[0]["status"].as_str()),
        (Some(k[0].as_str()), Some("Used"))
    );
    // Nothing to do is not a failure: exit 0, a note on stderr (issue 11).
    let err = sb.fails(0, &["licenses", "delete-unused", "--yes"]);
    assert!(
        err.contains("nothing to do: Didn't find any unused keys!"),
        "{err}"
    );

    // delete-many takes a comma list; --user-too removes the users who redeemed them.
    let m = sb.json(&["licenses", "create", "--amount", "3", "--expiry", "1d"])["keys"].clone();
    let m: Vec<&str> = m
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap())
        .collect();
    user_create(&sb, "eve", "default", "7d");
    sb.json(&["licenses", "assign", m[0], "--user", "eve"]);
    let both = format!("{},{}", m[0], m[1]);
    assert!(sb
        .fails(2, &["licenses", "delete-many", "--keys", &both])
        .contains("--yes"));
    let v = sb.json(&[
        "licenses",
        "delete-many",
        "--keys",
        &both,
        "--user-too",
        "--yes",
    ]);
    assert_eq!(v["message"], "Successfully deleted license(s)");
    let keys: Vec<String> = durations(&sb).into_iter().map(|(k, _)| k).collect();
    assert_eq!(keys, vec![k[0].clone(), m[2].to_string()]);
    assert!(sb
        .fails(1, &["users", "info", "eve"])
        .contains("User not found"));
    let err = sb.fails(1, &["licenses", "delete-many", "--keys", "NOPE", "--yes"]);
    assert!(err.contains("Failed to delete license(s)"), "{err}");

    // delete-used leaves the unused key; delete-all takes the rest.
    assert!(sb.fails(2, &["licenses", "delete-used"]).contains("--yes"));
    assert_eq!(
        sb.json(&["licenses", "delete-used", "--yes"])["message"],
        "Successfully deleted all used keys!"
    );
    let left = listed(&sb);
    assert_eq!((left.len(), left[0]["key"].as_str()), (1, Some(m[2])));
    assert!(sb
        .fails(0, &["licenses", "delete-used", "--yes"])
        .contains("Didn't find any used keys!"));
    assert_eq!(sb.json(&["users", "info", "bob"])["username"], "bob");
    assert!(sb.fails(2, &["licenses", "delete-all"]).contains("--yes"));
    assert_eq!(listed(&sb).len(), 1);
    assert_eq!(
        sb.json(&["licenses", "delete-all", "--yes"])["message"],
        "Deleted all keys!"
    );
    assert_eq!(sb.json(&["licenses", "list"]), json!([]));
    assert!(sb
        .fails(0, &["licenses", "delete-all", "--yes"])
        .contains("Didn't find any keys!"));
}

/// A banned key's reason is only in the whole license list: `licenses info` reads that list only
/// when `--json` names `banned` (once, whatever the number of keys), and a `--from-file` job
/// never does — per item it sends what the single command sends (`info` for an unused key).
#[test]
fn banned_keys_reason_reads_the_key_list_only_when_asked() {
    let sb = Sandbox::start();
    let keys = sb.keys(4);
    for (i, k) in keys.iter().take(3).enumerate() {
        let reason = format!("reason {i}");
        sb.ok(&["licenses", "ban", k, "--reason", &reason, "--yes"]);
    }
    let r = sb.run_stdin(
        &["-v", "licenses", "info", "--from-file", "-", "-o", "jsonl"],
        &keys.join("\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let rows: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 4, "{}", r.stdout);
    for (row, k) in rows.iter().zip(&keys) {
        assert_eq!(row["key"], k.as_str(), "{}", r.stdout);
        assert!(row["banned"].is_null(), "{}", r.stdout);
    }
    assert_eq!(rows[0]["status"], "Banned", "{}", r.stdout);
    assert_eq!(
        r.stderr.matches("type=fetchallkeys").count(),
        0,
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.matches("type=info").count(), 4, "{}", r.stderr);

    // One key, not asked for: null, and no list read.
    let r = sb.run(&["-v", "licenses", "info", &keys[1], "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["status"], "Banned");
    assert!(v["banned"].is_null(), "{}", r.stdout);
    assert_eq!(
        r.stderr.matches("type=fetchallkeys").count(),
        0,
        "{}",
        r.stderr
    );

    // A job asked for `banned` by name: still no list read, and it says why the reasons are
    // null (once), so a null is never taken for "not banned".
    let r = sb.run_stdin(
        &[
            "licenses",
            "info",
            "--from-file",
            "-",
            "--json",
            "key,banned",
        ],
        &keys.join("\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let rows: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(rows.as_array().map(Vec::len), Some(4), "{}", r.stdout);
    assert!(rows
        .as_array()
        .unwrap()
        .iter()
        .all(|v| v["banned"].is_null()));
    assert_eq!(
        r.stderr
            .matches("`banned` is null for the banned keys of a --from-file job")
            .count(),
        1,
        "{}",
        r.stderr
    );

    // Asked for by name: the reason, from one read of the list.
    let r = sb.run(&["-v", "licenses", "info", &keys[1], "--json", "key,banned"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v, serde_json::json!({"key": keys[1], "banned": "reason 1"}));
    assert_eq!(
        r.stderr.matches("type=fetchallkeys").count(),
        1,
        "{}",
        r.stderr
    );
}

/// A key whose length reaches past the last representable time (`--expiry 106751991167300d` is
/// 2^63 seconds; licensectl and the service take it): its term ends in the far future. Adding it
/// to the used-on time overflowed: `licenses info`, `lookup` and `--expiring-within` panicked
/// (exit 101) in debug builds, and a release build showed the key ending in the year
/// −292,000,000,000 once no subscription held it (the expiry computed from used on + length);
/// a filter's window past the end of time panicked, or wrapped and listed nothing.
#[test]
fn a_term_past_the_end_of_time_is_the_far_future_never_a_panic_or_the_past() {
    let sb = Sandbox::start();
    let made = sb.json(&["licenses", "create", "--expiry", "106751991167300d"]);
    let key = made["keys"][0].as_str().unwrap().to_string();
    let r = sb.activate(&key, "eve", "pw-eve-1");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let info = sb.json(&["licenses", "info", &key]);
    assert_eq!(info["expiry_from"], "subscription", "{info}");
    // The subscription gone, the expiry is computed: used on + length, saturated.
    sb.ok(&["users", "delete-sub", "eve", "--sub", "default", "--yes"]);
    let info = sb.json(&["licenses", "info", &key]);
    assert_eq!(info["expiry_from"], "computed", "{info}");
    assert_eq!(info["expiry"], json!(i64::MAX), "{info}");
    assert!(info["timeleft"].as_i64().unwrap() > 0, "{info}");
    sb.ok(&["lookup", &key]);
    let soon = sb.ok(&["licenses", "list", "--expiring-within", "30d", "-q"]);
    assert!(!soon.contains(&key), "{soon}");
    // Windows reaching past the end (or the start) of time: until then (since then), never an
    // overflow (a panic) or a wrap to a negative window (nothing listed, exit 0).
    for (filter, within) in [
        ("--expiring-within", "106751991167300d"),
        ("--expiring-within", "213503982334600d"),
        ("--created-after", "213503982334600d"),
    ] {
        let rows = sb.ok(&["licenses", "list", filter, within, "-q"]);
        assert!(rows.contains(&key), "{filter} {within}: {rows}");
    }
}

/// `licenses list --expiring-within` judges a used key as `licenses info` does, by the
/// subscription it granted (one function decides both): a customer who renewed is not listed,
/// so a reminder script never mails them. It listed a key extended by 60 days as expiring
/// within 31 days (exit 0, a note on stderr that `-q` kept). `--by-term` judges by the key's
/// own term and reads nothing more, as its name says.
#[test]
fn expiring_within_judges_used_keys_by_their_subscription_as_info_does() {
    let sb = Sandbox::start();
    let made = sb.json(&["licenses", "create", "--expiry", "30d"]);
    let key = made["keys"][0].as_str().unwrap().to_string();
    let unused = sb.run(&["licenses", "list", "--expiring-within", "31d", "-q"]);
    assert_eq!(unused.code, 0, "{}", unused.stderr);
    assert!(
        unused.stdout.trim().is_empty(),
        "an unused key has not started"
    );
    let r = sb.activate(&key, "eve", "pw-eve-1");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let due = sb.run(&["licenses", "list", "--expiring-within", "31d", "-q"]);
    assert_eq!(due.stdout.trim(), key, "due in 30 days: {}", due.stderr);
    sb.ok(&[
        "users", "extend", "eve", "--sub", "default", "--expiry", "60d", "-q",
    ]);
    let info = sb.json(&["licenses", "info", &key]);
    assert_eq!(info["expiry_from"], "subscription", "{info}");
    let ends = info["expiry"].as_i64().unwrap();
    assert!(ends > sb.now() + 89 * 86_400, "extended: {info}");
    let listed = sb.run(&["licenses", "list", "--expiring-within", "31d", "-q"]);
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    assert!(
        listed.stdout.trim().is_empty() && listed.stderr.trim().is_empty(),
        "renewed: not due, nothing to say: {}{}",
        listed.stdout,
        listed.stderr
    );
    let within = |secs: i64, extra: &[&str]| {
        let w = format!("{secs}s");
        let args = [
            &["licenses", "list", "--expiring-within", &w, "-q"][..],
            extra,
        ]
        .concat();
        sb.ok(&args)
    };
    assert_eq!(within(ends - sb.now() + 5, &[]).trim(), key, "{info}");
    assert!(within(ends - sb.now() - 5, &[]).trim().is_empty(), "{info}");
    // --by-term: the key's own term (30 days), as the flag says, nothing read.
    assert_eq!(within(31 * 86_400, &["--by-term"]).trim(), key);
    sb.fails(2, &["licenses", "list", "--by-term"]);
    // A subscription row carries its own end.
    let subs = sb.run(&["users", "subs", "eve", "--expiring-within", "31d", "-q"]);
    assert_eq!(subs.code, 0, "{}", subs.stderr);
    assert!(subs.stdout.trim().is_empty(), "{}", subs.stdout);
    // With no subscription left, info computes the end from the term, and the filter too.
    sb.ok(&["users", "delete-sub", "eve", "--sub", "default", "--yes"]);
    let info = sb.json(&["licenses", "info", &key]);
    assert_eq!(info["expiry_from"], "computed", "{info}");
    let term = info["expiry"].as_i64().unwrap();
    assert_eq!(within(term - sb.now() + 5, &[]).trim(), key, "{info}");
    assert!(within(term - sb.now() - 5, &[]).trim().is_empty(), "{info}");
}

/// `--json` offers only what the command fills: the list reads no user, so it never has a
/// HWID (it accepted `key,hwid` and printed null on every row); `licenses info` fills it.
#[test]
fn list_refuses_a_json_field_it_never_fills() {
    let sb = Sandbox::start();
    let key = sb.keys(1).remove(0);
    let r = sb.run(&["licenses", "list", "--json", "key,hwid"]);
    r.expect_failure(2, "has no field \"hwid\"");
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    let r = sb.run(&["users", "list", "--json", "username,subscriptions"]);
    r.expect_failure(2, "has no field \"subscriptions\"");
    let info = sb.json(&["licenses", "info", &key, "--json", "key,hwid"]);
    assert_eq!(info["key"], json!(key));
}
