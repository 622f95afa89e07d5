//! One road for every row: a record has one JSON shape whichever command printed it (list,
//! info, lookup, a `--from-file` row, a read-back), `--json` offers what the command fills, and
//! every command that prints data honours `--json`/`--jq` or refuses them.

use serde_json::{json, Value};

use crate::harness::{Run, Sandbox};

/// The JSON type of a value, for comparing shapes.
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// A used license of a seeded customer.
const HANA: &str = "HANA8Z-X3C5VB-N7M1QW-E9R2TY-U4I6OP-A8S0DF";

#[test]
fn a_license_has_one_shape_in_list_info_lookup_and_bulk_rows() {
    let sb = Sandbox::start_seeded();
    let list = sb.json(&["licenses", "list", "--note", "order #52210"]);
    let listed = &list[0];
    let info = sb.json(&["licenses", "info", HANA]);
    let looked = sb.json(&["lookup", HANA])["licenses"][0].clone();
    let bulk = sb.run_stdin(
        &["licenses", "info", "--from-file", "-", "-o", "json"],
        &format!("{HANA}\n"),
    );
    assert_eq!(bulk.code, 0, "{}", bulk.stderr);
    let row = bulk.json()[0].clone();
    assert_eq!(
        (&row["item"], &row["ok"], &row["error"]),
        (&json!(HANA), &json!(true), &Value::Null),
        "a bulk row is the record plus item, ok, error: {row}"
    );
    for (name, rec) in [("info", &info), ("lookup", &looked), ("bulk", &row)] {
        for (field, v) in listed.as_object().unwrap() {
            assert!(
                rec.get(field).is_some(),
                "{name} has the list's `{field}`: {rec}"
            );
            // What only a read of the user gives: null in the list, which reads none.
            const COMPUTED: [&str; 5] =
                ["expiry", "timeleft", "user_banned", "hwid", "expiry_from"];
            if COMPUTED.contains(&field.as_str()) {
                assert_eq!(v, &Value::Null, "the list does not know `{field}`");
                continue;
            }
            if field == "id" && name != "lookup" {
                assert_eq!(rec[field], Value::Null, "`info` does not answer it: null");
                continue;
            }
            assert_eq!(
                (field, kind(&rec[field])),
                (field, kind(v)),
                "{name} shapes `{field}` as the list does: {rec}"
            );
            assert_eq!(&rec[field], v, "{name}: {field}");
        }
        for computed in ["expiry", "timeleft", "user_banned", "hwid", "expiry_from"] {
            assert_eq!(rec[computed], info[computed], "{name}: {computed}: {rec}");
        }
    }
    for old in [
        "duration",
        "createdby",
        "creationdate",
        "created_by",
        "used_by",
        "used_on",
    ] {
        assert!(info.get(old).is_none() && looked.get(old).is_none() && row.get(old).is_none());
    }
    // A level is a number, so a filter on it matches.
    assert_eq!(listed["level"], 2, "{listed}");
    let selected = sb.ok(&["licenses", "list", "--jq", ".[] | select(.level==2) | .key"]);
    assert!(selected.lines().any(|k| k == HANA), "{selected}");
    // Absent is null: an unused key's `usedby` is not "" beside a null `usedon`.
    let unused = sb.json(&["licenses", "list", "--status", "Not Used", "--limit", "1"]);
    assert_eq!(
        (&unused[0]["usedby"], &unused[0]["usedon"]),
        (&Value::Null, &Value::Null),
        "{unused}"
    );
}

#[test]
fn bulk_rows_select_like_single_records() {
    let sb = Sandbox::start();
    let key = sb.keys(1).remove(0);
    let picked = sb.run_stdin(
        &[
            "licenses",
            "info",
            "--from-file",
            "-",
            "--json",
            "key,status",
        ],
        &format!("{key}\n"),
    );
    assert_eq!(picked.code, 0, "{}", picked.stderr);
    assert_eq!(
        picked.json(),
        json!([{"key": key, "status": "Not Used"}]),
        "the key is a field of the row"
    );
    let expires = sb.run_stdin(
        &[
            "licenses",
            "info",
            "--from-file",
            "-",
            "--jq",
            ".[0].expires",
        ],
        &format!("{key}\n"),
    );
    let single = sb.json(&["licenses", "info", &key])["expires"].to_string();
    assert_eq!(expires.stdout.trim(), single, "{}", expires.stderr);
    // `item`, `ok` and `error` are offered with --from-file only.
    let err = sb.fails(2, &["licenses", "info", &key, "--json", "item"]);
    assert!(err.contains("no field \"item\""), "{err}");
}

#[test]
fn json_offers_exactly_what_the_command_fills() {
    let sb = Sandbox::start_seeded();
    let doc = sb.json(&["licenses", "info", HANA, "--json", "key,expiry,hwid"]);
    assert_eq!(doc["key"], HANA);
    assert!(
        doc["expiry"].is_i64(),
        "the table shows it, so JSON has it: {doc}"
    );
    assert_eq!(doc["hwid"], "S-1-5-21-1846305220-2471539063-405298855-1004");
    // `licenses list` does not read users: it does not offer what only `info` fills.
    let err = sb.fails(2, &["licenses", "list", "--json", "key,expiry"]);
    assert!(err.contains("no field \"expiry\""), "{err}");
    let help = sb.ok(&["licenses", "list", "--help"]);
    assert!(!help.contains("user_banned"), "{help}");
    let help = sb.ok(&["licenses", "info", "--help"]);
    assert!(help.contains("user_banned"), "{help}");
}

#[test]
fn whole_app_commands_honour_json_and_jq_or_refuse_them() {
    let sb = Sandbox::start();
    assert_eq!(
        sb.ok(&["backup", "--jq", ".format"]).trim(),
        "licensectl-backup"
    );
    let sections = sb.json(&["backup", "--json", "format,version"]);
    assert_eq!(
        sections,
        json!({"format": "licensectl-backup", "version": 1})
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("b.json");
    let err = sb.fails(2, &["backup", file.to_str().unwrap(), "--jq", ".format"]);
    assert!(err.contains("leave out FILE"), "{err}");
    assert!(!file.exists(), "nothing written");
    let err = sb.fails(2, &["export", "--jq", "."]);
    assert!(err.contains("TOML"), "{err}");
    let err = sb.fails(2, &["completions", "bash", "--json"]);
    assert!(err.contains("shell script"), "{err}");
    let steps = sb.ok(&[
        "client",
        "smoke",
        "--key",
        &sb.keys(1)[0],
        "--jq",
        ".[].step",
    ]);
    assert_eq!(steps.lines().next(), Some("init"), "{steps}");
    let checks = sb.ok(&["config", "show", "--json", "field", "--jq", ".[0].field"]);
    assert_eq!(checks.trim(), "profile");
}

/// One header and one row: the read-back is fields of the change's record.
fn one_row(r: &Run, field: &str) {
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "one header, one row: {}", r.stdout);
    assert!(lines[0].split(',').any(|c| c == field), "{}", r.stdout);
}

#[test]
fn read_backs_are_fields_not_rows() {
    let sb = Sandbox::start();
    let created = sb.run_stdin(
        &[
            "users",
            "create",
            "carol",
            "--sub",
            "default",
            "--expiry",
            "30d",
            "--password-stdin",
            "-o",
            "csv",
        ],
        "a long enough password\n",
    );
    one_row(&created, "expiry");
    one_row(
        &sb.run(&["users", "extend", "carol", "--expiry", "7d", "-o", "csv"]),
        "expiry",
    );
    let doc = sb.json(&["users", "extend", "carol", "--expiry", "7d"]);
    assert_eq!(
        (&doc["user"], &doc["subscription"]),
        (&json!("carol"), &json!("default")),
        "{doc}"
    );
    assert_eq!(doc["expiry"], sb.now() + 44 * 86_400, "{doc}");
    let keys = sb.keys(2);
    one_row(
        &sb.run(&["licenses", "edit", &keys[0], "--expiry", "2d", "-o", "csv"]),
        "expires",
    );
    one_row(
        &sb.run(&["licenses", "add-time", "--time", "1d", "--yes", "-o", "csv"]),
        "unused",
    );
    let activated = sb.run_stdin(
        &[
            "licenses",
            "activate",
            &keys[1],
            "--user",
            "dave",
            "--password-stdin",
            "-o",
            "csv",
        ],
        "a long enough password\n",
    );
    one_row(&activated, "expiry");
}

#[test]
fn users_info_lists_paused_and_expired_subscriptions() {
    let sb = Sandbox::start_seeded();
    // gus is paused, dana's basic ran out 10 days ago (docs/support.md).
    let gus = sb.json(&["users", "info", "gus"]);
    let subs = gus["subscriptions"].as_array().unwrap();
    assert!(
        subs.iter()
            .any(|s| s["paused"] == true && s["expiry"].as_i64() > Some(0)),
        "{gus}"
    );
    let dana = sb.json(&["users", "info", "dana"]);
    let basic = dana["subscriptions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["subscription"] == "basic")
        .cloned()
        .unwrap_or_else(|| panic!("{dana}"));
    assert!(basic["expiry"].as_i64().unwrap() < sb.now(), "{basic}");
    let table = sb.ok(&["users", "info", "dana", "-o", "table"]);
    assert!(!table.contains("Subscriptions:\n  (none)"), "{table}");
    assert!(table.contains("basic"), "{table}");
}

#[test]
fn a_restore_report_is_one_row_per_record() {
    let sb = Sandbox::start();
    sb.ok(&["vars", "create", "motd", "--data", "hello"]);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("app.json");
    sb.ok(&["backup", file.to_str().unwrap()]);
    let other = Sandbox::start();
    let rows = other.json(&["restore", file.to_str().unwrap(), "--dry-run"]);
    let rows = rows.as_array().unwrap();
    assert!(
        rows.iter()
            .any(|r| r["state"] == "would create" && r["step"].as_str().unwrap().contains("motd")),
        "{rows:?}"
    );
    assert!(
        rows.iter().all(|r| r.as_object().unwrap().len() == 3),
        "{rows:?}"
    );
    let csv = other.run(&["restore", file.to_str().unwrap(), "-o", "csv"]);
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    assert!(csv.stdout.starts_with("step,state,why\n"), "{}", csv.stdout);
    assert!(
        csv.stdout.lines().skip(1).all(|l| l.contains(",restored,")),
        "{}",
        csv.stdout
    );
}
