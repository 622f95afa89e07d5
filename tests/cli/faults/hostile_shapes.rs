//! Answers and documents of the wrong shape (issue 14): a backup that would silently lack a
//! section, a restore that would skip or misread one, keys that would become garbage rows.

use crate::export_plan_apply::{write, HEAD};
use crate::faults::hostile::{echo, response};
use crate::harness::Sandbox;

/// A service whose every list is empty ("No … found") and whose settings are a short record,
/// except `ty`, which answers `body`.
fn service_with(ty: &'static str, body: &'static str) -> String {
    let host = echo(move |head| {
        let line = head.lines().next().unwrap_or("");
        if line.contains(&format!("type={ty}&")) || line.contains(&format!("type={ty} ")) {
            response("200 OK", body)
        } else if line.contains("type=getsettings") {
            // The settings are a record: one with its fields (one without is refused too).
            response(
                "200 OK",
                r#"{"success":true,"enabled":true,"version":"1.0"}"#,
            )
        } else if line.contains("type=fetchall") || line.contains("type=fetchteam") {
            response("200 OK", r#"{"success":false,"message":"No items found"}"#)
        } else {
            response("200 OK", r#"{"success":true,"message":"ok"}"#)
        }
    });
    format!("http://{host}")
}

#[test]
fn backup_refuses_missing_or_mistyped_lists() {
    let sb = Sandbox::start();
    for (body, needle) in [
        (r#"{"success":true}"#, "`keys` list missing"),
        (
            r#"{"success":true,"keys":{"a":1}}"#,
            "`keys` is an object, not a list",
        ),
        (
            r#"{"success":true,"keys":"AAA"}"#,
            "`keys` is a string, not a list",
        ),
        (
            r#"{"success":true,"keys":[1,2]}"#,
            "`keys[0]` is a number, not a row",
        ),
    ] {
        let base = service_with("fetchallkeys", body);
        let out = sb.data_dir().join("b.json");
        let mut c = sb.cmd();
        c.env("LICENSECTL_BASE_URL", &base);
        let r = sb.run_with(&mut c, &["backup", out.to_str().unwrap()], None);
        r.expect_failure(6, needle);
        assert!(!out.exists(), "{body}: no document written");
    }
    // Teams too: a missing `managers` list is not "no managers".
    let base = service_with("fetchteam", r#"{"success":true,"resellers":[]}"#);
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &base);
    sb.run_with(&mut c, &["backup"], None)
        .expect_failure(6, "`managers` list missing");
}

#[test]
fn lists_and_created_keys_of_the_wrong_shape_are_refused() {
    let sb = Sandbox::start();
    let list = service_with("fetchallkeys", r#"{"success":true,"keys":"AAA-BBB"}"#);
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &list);
    let r = sb.run_with(&mut c, &["licenses", "list"], None);
    r.expect_failure(6, "`keys` is a string, not a list");
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    for (body, needle) in [
        (
            r#"{"success":true,"keys":"AAA"}"#,
            "`keys` is a string, not a list",
        ),
        (
            r#"{"success":true,"keys":[{"k":1},"B"]}"#,
            "`keys[0]` is an object, not a key",
        ),
        (
            r#"{"success":true,"message":"done"}"#,
            "neither `key` nor `keys`",
        ),
    ] {
        let base = service_with("add", body);
        let mut c = sb.cmd();
        c.env("LICENSECTL_BASE_URL", &base);
        let r = sb.run_with(
            &mut c,
            &["licenses", "create", "--amount", "3", "--expiry", "1d"],
            None,
        );
        r.expect_failure(6, needle);
        assert!(
            r.stdout.trim().is_empty(),
            "{body}: no garbage rows: {}",
            r.stdout
        );
    }
}

#[test]
fn amount_is_bounded_by_the_daily_cap() {
    let sb = Sandbox::start();
    for amount in ["9223372036854775807", "5001"] {
        let r = sb.run(&[
            "--dry-run",
            "licenses",
            "create",
            "--amount",
            amount,
            "--expiry",
            "1d",
        ]);
        r.expect_failure(2, "5000 keys per 24 hours");
        assert!(r.stdout.is_empty());
    }
    let r = sb.run(&[
        "--dry-run",
        "licenses",
        "create",
        "--amount",
        "5000",
        "--expiry",
        "1d",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 50, "50 requests of 100");
}

#[test]
fn restore_validates_the_whole_document_first() {
    let sb = Sandbox::start();
    let subs_before = sb.json(&["subs", "list"]);
    let good = |extra: serde_json::Value| {
        let mut doc = serde_json::json!({
            "format": "licensectl-backup", "version": 1,
            "subscriptions": [{"name": "gold", "level": "1"}],
            "licenses": [{"key": "GOOD-KEY-1", "expires": 86400, "level": "1"}],
            "users": [],
        });
        for (k, v) in extra.as_object().unwrap() {
            doc[k] = v.clone();
        }
        doc
    };
    for (extra, needle) in [
        (
            serde_json::json!({"users": {"alice": {}}}),
            "`users` is an object, not a list",
        ),
        (
            serde_json::json!({"licenses": [{"key": "GOOD-KEY-1", "expires": 86400}, {"key": "K2", "expires": "tomorrow"}]}),
            "`licenses[1].expires` is a string, not an integer",
        ),
        (
            serde_json::json!({"licenses": [{"key": "GOOD-KEY-1", "expires": -5}]}),
            "`licenses[0].expires` is -5, out of range",
        ),
        (
            serde_json::json!({"vars": [{"varid": 7}]}),
            "`vars[0].varid` is a number",
        ),
    ] {
        let path = sb.data_dir().join("doc.json");
        std::fs::create_dir_all(sb.data_dir()).unwrap();
        std::fs::write(&path, good(extra).to_string()).unwrap();
        let r = sb.run(&["restore", path.to_str().unwrap()]);
        r.expect_failure(2, needle);
        assert!(r.stderr.contains("nothing was restored"), "{}", r.stderr);
    }
    assert_eq!(sb.json(&["subs", "list"]), subs_before, "nothing written");
    let keys = sb.json(&["licenses", "list"]);
    assert_eq!(
        keys.as_array().map(Vec::len),
        Some(0),
        "nothing written: {keys}"
    );
}

/// `service_with`, the answer built at run time.
fn keys_service(keys: String) -> String {
    let body = format!(r#"{{"success":true,"keys":[{keys}]}}"#);
    let host = echo(move |head| {
        if head.contains("type=fetchallkeys") {
            response("200 OK", &body)
        } else {
            response("200 OK", r#"{"success":false,"message":"No items found"}"#)
        }
    });
    format!("http://{host}")
}

#[test]
fn report_refuses_a_level_or_date_it_cannot_read() {
    let sb = Sandbox::start();
    let t = sb.now() - 3600;
    for (row, needle) in [
        (
            format!(
                r#"{{"key":"AAA-1","level":"gold","gendate":{t},"genby":"x","status":"Not Used"}}"#
            ),
            "`keys[1]` (key AAA-1) has level \"gold\", not a whole number",
        ),
        (
            r#"{"key":"AAA-1","level":1,"gendate":"yesterday","genby":"x","status":"Not Used"}"#
                .to_string(),
            "`keys[1]` (key AAA-1) has gendate \"yesterday\", not a whole number",
        ),
        ("7".to_string(), "`keys[1]` is a number, not a row"),
    ] {
        let good =
            format!(r#"{{"key":"AAA-0","level":1,"gendate":{t},"genby":"x","status":"Not Used"}}"#);
        let base = keys_service(format!("{good},{row}"));
        let mut c = sb.cmd();
        c.env("LICENSECTL_BASE_URL", &base);
        sb.run_with(&mut c, &["report", "-o", "json"], None)
            .expect_failure(6, needle);
    }
}

#[test]
fn report_lists_at_most_50_creators_and_says_so() {
    let sb = Sandbox::start();
    let t = sb.now() - 3600;
    let rows: Vec<String> = (0..70)
        .map(|i| {
            format!(r#"{{"key":"K-{i}","level":1,"gendate":{t},"genby":"reseller{i:03}","status":"Not Used"}}"#)
        })
        .collect();
    let base = keys_service(rows.join(","));
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &base);
    let r = sb.run_with(&mut c, &["report", "-o", "json"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = r.json();
    assert_eq!(doc["resellers"].as_array().unwrap().len(), 50, "{doc}");
    let today = doc["days"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(today["keys_created"], 70, "totals count every key");
    assert_eq!(today["by_creator"].as_array().unwrap().len(), 50);
    let said = "20 more key creators are not listed";
    let warned = doc["warnings"].as_array().map(|w| {
        w.iter()
            .any(|x| x.as_str().is_some_and(|s| s.contains(said)))
    });
    assert_eq!(warned, Some(true), "{}", doc["warnings"]);
    assert!(r.stderr.contains(said), "{}", r.stderr);
}

/// `plan` walks the service's lists row by row: a list missing, of the wrong type, or holding a
/// row no value can hold is refused as the whole list was (exit 6), never read as "none".
#[test]
fn plan_refuses_a_list_of_the_wrong_shape() {
    let sb = Sandbox::start();
    let text = format!("{HEAD}[[vars]]\nname = \"a\"\ndata = \"b\"\n");
    let file = write(&sb, "app.toml", &text);
    for (body, needle) in [
        (r#"{"success":true}"#, "`vars` list missing"),
        (
            r#"{"success":true,"vars":"x"}"#,
            "`vars` is a string, not a list",
        ),
        (
            r#"{"success":true,"vars":[{"varid":"a","msg":"b"},{"varid":"c","msg":1e999}]}"#,
            "`vars` list as null",
        ),
    ] {
        let base = service_with("fetchallvars", body);
        let mut c = sb.cmd();
        c.env("LICENSECTL_BASE_URL", &base);
        sb.run_with(&mut c, &["plan", file.to_str().unwrap()], None)
            .expect_failure(6, needle);
    }
}
