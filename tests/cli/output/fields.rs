//! The field model at work: one shape per resource, machine formats as contracts, filters
//! checked against the rows, people's tables (issue 11's cases).

use crate::harness::Sandbox;
use serde_json::Value;

#[test]
fn a_license_has_one_shape_whichever_command_prints_it() {
    let sb = Sandbox::start();
    let k = sb.keys(1);
    let info = sb.json(&["licenses", "info", &k[0]]);
    let listed = sb.json(&["licenses", "list"])[0].clone();
    for field in ["key", "expires", "gendate", "genby", "status", "level"] {
        assert_eq!(info[field], listed[field], "{field}: {info} vs {listed}");
    }
    assert!(
        info["gendate"].is_i64() && info["expires"].is_i64(),
        "{info}"
    );
    let raw = sb.ok(&["api", "seller", "info", &format!("key={}", k[0])]);
    assert!(
        raw.contains("\"duration\":\"2592000\""),
        "api keeps the raw answer: {raw}"
    );
}

#[test]
fn machine_formats_carry_only_data() {
    let sb = Sandbox::start();
    let _ = sb.run(&["subs", "create", "default", "--level", "1"]);
    let csv = sb.ok(&["licenses", "create", "--expiry", "1d", "-o", "csv"]);
    assert!(csv.starts_with("key\n"), "a header first: {csv}");
    let jsonl = sb.ok(&["licenses", "create", "--expiry", "1d", "-o", "jsonl"]);
    assert_eq!(jsonl.lines().count(), 1, "one compact line: {jsonl}");
    serde_json::from_str::<Value>(&jsonl).unwrap();
    let init = sb.run(&["client", "init", "-o", "csv"]);
    assert_eq!(init.code, 0, "{}", init.stderr);
    assert!(
        init.stdout.starts_with("sessionid,") && init.stdout.lines().count() == 2,
        "no message line before the header, one row: {}",
        init.stdout
    );
    let jsonl = sb.ok(&["client", "init", "-o", "jsonl"]);
    assert_eq!(jsonl.lines().count(), 1, "{jsonl}");
}

#[test]
fn filters_are_checked_against_the_rows() {
    let sb = Sandbox::start();
    sb.keys(2);
    let err = sb.fails(2, &["licenses", "list", "--status", "Usd"]);
    assert!(err.contains("did you mean \"Used\""), "{err}");
    let err = sb.fails(2, &["licenses", "list", "--sort", "bogus"]);
    assert!(err.contains("no such field"), "{err}");
    let err = sb.fails(2, &["vars", "list", "--status", "Used"]);
    assert!(err.contains("--status"), "vars have no status: {err}");

    sb.create_user("alice", "default", "30d", "pw");
    sb.create_user("bob", "default", "30d", "pw");
    sb.ok(&["users", "ban", "bob", "--reason", "chargeback", "--yes"]);
    let banned = sb.json(&["users", "list", "--status", "Banned"]);
    assert_eq!(banned.as_array().unwrap().len(), 1, "{banned}");
    assert_eq!(banned[0]["username"], "bob");
    let soon = sb.json(&["users", "subs", "alice", "--expiring-within", "31d"]);
    assert_eq!(soon.as_array().unwrap().len(), 1, "{soon}");
}

#[test]
fn quiet_prints_unmasked_ids_to_feed_back() {
    let sb = Sandbox::start();
    sb.ok(&["client", "init"]);
    let ids = sb.ok(&["sessions", "list", "-q"]);
    let id = ids.trim();
    assert_eq!(id.len(), 10, "the whole id: {ids}");
    sb.ok(&["sessions", "kill", id, "--yes"]);
}

#[test]
fn tables_for_people() {
    let sb = Sandbox::start();
    let settings = sb.ok(&["app", "settings", "-o", "table"]);
    let line = settings
        .lines()
        .find(|l| l.trim_start().starts_with("HWID reset cooldown"))
        .unwrap();
    assert!(line.contains("7d") && !line.contains("1970"), "{line}");
    assert!(!settings.contains("sellixsecret"), "a secret: {settings}");

    sb.register("alice", "pw");
    sb.ok(&["client", "log", "--message", "\u{1b}]0;PWNED\u{7}\u{1b}[2J"]);
    for format in ["table", "csv", "tsv"] {
        let logs = sb.ok(&["logs", "list", "-o", format]);
        assert!(!logs.contains('\u{1b}'), "{format} escapes: {logs:?}");
    }
    let info = sb.ok(&["users", "info", "alice", "-o", "table"]);
    assert!(!info.contains("[{"), "no raw JSON cells: {info}");
    assert!(info.contains("Subscriptions:"), "{info}");
}

#[test]
fn lists_fit_an_80_column_terminal() {
    let sb = Sandbox::start();
    sb.keys(2);
    let list = sb.json(&["licenses", "list"]);
    let note = "a rather long note that would make every row wrap at 80 columns";
    let key = list[0]["key"].as_str().unwrap();
    sb.ok(&["licenses", "set-note", key, "--note", note]);
    let (code, screen) = crate::harness::pty::Pty::spawn(&sb, &["licenses", "list"]).finish();
    assert_eq!(code, 0, "{screen}");
    for line in screen.lines() {
        let w = line.trim_end_matches('\r').chars().count();
        assert!(w <= 80, "{w} columns: {line:?}\n{screen}");
    }
    assert!(
        screen.contains("columns fit the terminal"),
        "says so: {screen}"
    );
    let full = sb.ok(&["licenses", "list", "-o", "csv"]);
    assert!(
        full.contains("wrap at 80 columns"),
        "machine formats keep it whole"
    );
}
