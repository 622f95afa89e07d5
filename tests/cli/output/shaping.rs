//! Selecting and shaping output as gh does (`--json FIELDS`, `--jq EXPR`), and the service's
//! control characters shown escaped wherever they reach a terminal, errors included.

use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;
use serde_json::{json, Value};

#[test]
fn json_fields_select_and_are_checked_before_anything_is_sent() {
    let sb = Sandbox::start();
    let keys = sb.keys(2);
    let v = sb.json(&["licenses", "list", "--json", "key,level"]);
    let rows = v.as_array().unwrap();
    assert_eq!(rows.len(), 2, "{v}");
    for row in rows {
        let names: Vec<&String> = row.as_object().unwrap().keys().collect();
        assert_eq!(
            names,
            ["key", "level"],
            "only the fields asked, in order: {row}"
        );
    }
    let one = sb.json(&["licenses", "info", &keys[0], "--json", "key,status"]);
    assert_eq!(one, json!({"key": keys[0], "status": "Not Used"}));
    let jsonl = sb.ok(&["licenses", "list", "--json", "key", "-o", "jsonl"]);
    assert_eq!(jsonl.lines().count(), 2, "{jsonl}");
    for line in jsonl.lines() {
        let row: Value = serde_json::from_str(line).unwrap();
        assert_eq!(row.as_object().unwrap().len(), 1, "{line}");
    }

    let err = sb.fails(2, &["licenses", "list", "--json", "key,bogus"]);
    assert!(
        err.contains("\"bogus\"") && err.contains("gendate"),
        "names the valid ones: {err}"
    );
    let err = sb.fails(2, &["licenses", "list", "--json", "app"]);
    assert!(err.contains("--show-secrets"), "{err}");
    // Checked before the request: a mutating command with a bad field changes nothing.
    sb.fails(
        2,
        &["licenses", "delete", &keys[0], "--yes", "--json", "nope"],
    );
    assert_eq!(sb.json(&["licenses", "list"]).as_array().unwrap().len(), 2);

    let help = sb.ok(&["licenses", "list", "--help"]);
    assert!(help.contains("JSON fields (--json FIELDS):"), "{help}");
    assert!(help.contains("gendate"), "{help}");
    // Bare --json is still -o json.
    let all = sb.json(&["licenses", "list", "--json"]);
    assert!(all[0].get("gendate").is_some(), "{all}");
}

#[test]
fn jq_filters_in_process_and_prints_strings_raw() {
    let sb = Sandbox::start();
    let keys = sb.keys(3);
    let out = sb.ok(&["licenses", "list", "--jq", ".[].key"]);
    let mut got: Vec<&str> = out.lines().collect();
    let mut want: Vec<&str> = keys.iter().map(String::as_str).collect();
    got.sort();
    want.sort();
    assert_eq!(got, want, "raw strings, one per line");
    assert_eq!(sb.ok(&["licenses", "list", "--jq", "length"]).trim(), "3");
    let obj = sb.ok(&["licenses", "list", "--jq", ".[0] | {key, level}"]);
    let v: Value = serde_json::from_str(obj.trim()).unwrap();
    assert_eq!(v.as_object().unwrap().len(), 2, "{obj}");
    // --json FIELDS first, then the filter.
    let out = sb.ok(&["licenses", "list", "--json", "key", "--jq", ".[0] | keys[]"]);
    assert_eq!(out.trim(), "key");
    // A record, and `api`'s raw answer.
    let out = sb.ok(&["licenses", "info", &keys[0], "--jq", ".status"]);
    assert_eq!(out.trim(), "Not Used");
    let out = sb.ok(&["api", "seller", "fetchallkeys", "--jq", ".keys | length"]);
    assert_eq!(out.trim(), "3");

    let err = sb.fails(2, &["licenses", "list", "--jq", ".[] | select("]);
    assert!(err.contains("not a valid jq filter"), "{err}");
    let err = sb.fails(2, &["licenses", "list", "--jq", ".[0].level | .[]"]);
    assert!(err.contains("--jq"), "a runtime error says where: {err}");
    let err = sb.fails(2, &["licenses", "list", "--jq", ".", "-o", "csv"]);
    assert!(err.contains("drop -o csv"), "{err}");
}

#[test]
fn escape_sequences_from_the_service_never_reach_the_terminal() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["client", "log", "--message", "\u{1b}]0;PWNED\u{7}\u{1b}[2J"]);
    for format in ["json", "jsonl"] {
        let logs = sb.ok(&["logs", "list", "-o", format]);
        assert!(!logs.contains('\u{1b}'), "{format}: {logs:?}");
        assert!(
            logs.contains("\\u001b]0;PWNED"),
            "JSON escapes it: {logs:?}"
        );
    }
    // At a terminal too: JSON, and --jq's raw strings.
    for args in [
        &["logs", "list", "-o", "json"][..],
        &["logs", "list", "--jq", ".[].logdata"][..],
    ] {
        let (code, screen) = crate::harness::pty::Pty::spawn(&sb, args).finish();
        assert_eq!(code, 0, "{screen}");
        assert!(screen.contains("PWNED"), "{screen:?}");
        assert!(!screen.contains("\u{1b}]0;"), "{args:?}: {screen:?}");
    }
    // An error quoting the service.
    let body = br#"{"success":false,"message":"\u001b]0;PWNED\u0007\u001b[2Jgone"}"#;
    let url = serve(Fault::Raw(http(
        "200 OK",
        &[("content-type", "application/json")],
        body,
    )));
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &url);
    let r = sb.run_with(&mut c, &["licenses", "info", "K"], None);
    assert_ne!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains('\u{1b}'), "{:?}", r.stderr);
    assert!(!r.stderr.contains('\u{7}'), "{:?}", r.stderr);
    assert!(r.stderr.contains("\\u{1b}]0;PWNED"), "{:?}", r.stderr);
    // doctor's report quotes the service too.
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &url);
    let r = sb.run_with(&mut c, &["doctor", "-o", "table"], None);
    assert!(r.stdout.contains("PWNED"), "quoted: {}", r.stdout);
    assert!(!r.stdout.contains('\u{1b}'), "{:?}", r.stdout);
    assert!(!r.stderr.contains('\u{1b}'), "{:?}", r.stderr);
}

#[test]
fn a_backup_leaves_out_every_secret_the_field_model_declares() {
    let sb = Sandbox::start();
    let secret = "sellix-s3cret-value";
    let r = sb.run_stdin(
        &["app", "update", "--sellix-secret-stdin"],
        &format!("{secret}\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let raw = sb.ok(&["api", "seller", "getsettings", "--show-secrets"]);
    assert!(raw.contains(secret), "the service has it: {raw}");
    let doc = sb.ok(&["backup", "-"]);
    assert!(!doc.contains(secret), "the Sellix secret: {doc}");
    assert!(!doc.contains(&sb.info.app_secret));
}
