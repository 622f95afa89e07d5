//! The foundation: the request path, output formats, exit codes and the embedded default.

use crate::harness::Sandbox;
use serde_json::json;

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
    assert_eq!(info["level"], "2");
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

#[test]
fn list_formats() {
    let sb = Sandbox::start();
    sb.keys(2);
    let tsv = sb.ok(&["licenses", "list", "-o", "tsv"]);
    assert!(tsv.starts_with("key\tstatus\tlevel"), "{tsv}");
    assert_eq!(tsv.lines().count(), 3);
    let csv = sb.ok(&["licenses", "list", "-o", "csv"]);
    assert!(csv.starts_with("key,status,level"), "{csv}");
    let jsonl = sb.ok(&["licenses", "list", "-o", "jsonl"]);
    assert_eq!(jsonl.lines().count(), 2);
    assert!(serde_json::from_str::<serde_json::Value>(jsonl.lines().next().unwrap()).is_ok());
}

#[test]
fn empty_list_is_exit_0() {
    let sb = Sandbox::start();
    assert_eq!(sb.json(&["licenses", "list"]), json!([]));
    assert_eq!(sb.json(&["chats", "mutes"]), json!([]));
}

#[test]
fn subs_buttons_webhooks_files_chats() {
    let sb = Sandbox::start();
    assert_eq!(
        sb.json(&["subs", "create", "gold", "--level", "3"])["success"],
        true
    );
    assert_eq!(
        sb.json(&["subs", "edit", "gold", "--level", "4"])["message"],
        "Subscription successfully edited"
    );
    assert_eq!(
        sb.json(&["subs", "list"]),
        json!([{"name": "default", "level": "1"}, {"name": "gold", "level": "4"}]),
        "a fresh sandbox has `default` at level 1"
    );
    assert!(sb
        .fails(1, &["subs", "edit", "nope", "--level", "1"])
        .contains("Failed to edit subscription"));

    assert_eq!(
        sb.json(&["buttons", "create", "--value", "go", "--text", "Go!"])["message"],
        "Succesfully added button!"
    );
    assert!(sb
        .fails(
            1,
            &["buttons", "create", "--value", "go", "--text", "again"]
        )
        .contains("same value"));

    let hook = sb.json(&[
        "webhooks",
        "create",
        "--url",
        "https://example.com/h",
        "--no-authed",
        "--user-agent",
        "ua",
    ]);
    assert_eq!(hook["message"], "Successfully added webhook!");
    assert!(sb
        .fails(1, &["webhooks", "create", "--url", "not a url"])
        .contains("URL isn't a valid URL!"));
    assert!(
        sb.fails(2, &["webhooks", "delete-all"]).contains("--yes"),
        "destructive without a terminal needs --yes"
    );
    assert_eq!(
        sb.json(&["webhooks", "delete-all", "--yes"])["message"],
        "Successfully deleted all webhooks!"
    );
    assert!(sb
        .fails(1, &["webhooks", "delete-all", "--yes"])
        .contains("Failed to find any webhooks!"));

    assert!(sb
        .fails(1, &["files", "delete", "123456", "--yes"])
        .contains("Failed to delete"));
    assert!(sb
        .fails(1, &["files", "upload", "ftp://x/y"])
        .contains("local path"));

    sb.create_user("alice", "gold", "30d", "pw");
    assert_eq!(
        sb.json(&["chats", "mute", "alice", "--duration", "1h"])["message"],
        "Successfully muted user!"
    );
    let mutes = sb.json(&["chats", "mutes"]);
    assert_eq!(mutes[0]["user"], "alice");
    assert_eq!(
        mutes[0]["time"],
        sb.now() + 3600,
        "mute duration sent in seconds"
    );
    assert!(sb
        .fails(1, &["chats", "mute", "nobody", "--duration", "1h"])
        .contains("User doesn't exist!"));
}

#[test]
fn users_create_refuses_password_flags_and_checks_input() {
    let sb = Sandbox::start();
    sb.run(&["subs", "create", "default", "--level", "1"]);
    let r = sb.run(&[
        "users",
        "create",
        "bob",
        "--sub",
        "default",
        "--expiry",
        "7d",
        "--password",
        "x",
    ]);
    assert_eq!(r.code, 2, "no password flag exists: {}", r.stderr);
    assert_eq!(
        sb.json(&["users", "create", "bob", "--sub", "default", "--expiry", "7d"])["message"],
        "Successfully created user!"
    );
    assert!(sb
        .fails(
            1,
            &["users", "create", "bob", "--sub", "default", "--expiry", "7d"]
        )
        .contains("Username already exists!"));
    assert!(sb
        .fails(
            1,
            &["users", "create", "carl", "--sub", "nope", "--expiry", "7d"]
        )
        .contains("Subscription not found!"));
}

#[test]
fn embedded_default_persists_between_runs() {
    let sb = Sandbox::start();
    let r = sb.run_with(
        &mut sb.bare(),
        &["licenses", "create", "--amount", "3", "--expiry", "30d"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("embedded sandbox"),
        "says so on stderr: {}",
        r.stderr
    );
    let notice = r
        .stderr
        .lines()
        .find(|l| l.contains("embedded sandbox"))
        .unwrap();
    assert!(notice.chars().count() <= 80, "one short line: {notice}");
    let again = sb.run_with(&mut sb.bare(), &["licenses", "list", "-q"], None);
    assert!(
        !again.stderr.contains("embedded sandbox"),
        "once per data directory: {}",
        again.stderr
    );
    let key = r.stdout.lines().next().unwrap().to_string();
    let r = sb.run_with(
        &mut sb.bare(),
        &["licenses", "info", &key, "-o", "json"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["status"], "Not Used");
    assert!(sb.data_dir().join("sandbox.db").exists());
}

#[test]
fn embedded_default_serves_commands_run_in_parallel() {
    // Scripts run commands side by side (`xargs -P`); each process opens the same database file.
    // Two of them starting on a fresh file must also agree on the application they create.
    let sb = Sandbox::start();
    let children: Vec<_> = (0..12)
        .map(|_| {
            std::process::Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
                .args(["licenses", "create", "--amount", "5", "--expiry", "1d"])
                .env_clear()
                .env("HOME", sb.home.path())
                .env("LICENSECTL_CONFIG", sb.config_path())
                .env("LICENSECTL_DATA_DIR", sb.data_dir())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let listed = sb.run_with(&mut sb.bare(), &["licenses", "list", "-q"], None);
    assert_eq!(listed.stdout.lines().count(), 60, "{}", listed.stderr);
}

#[test]
fn ops_list_json_shape() {
    let sb = Sandbox::start();
    let ops = sb.json(&["ops", "list"]);
    let info = ops
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["type"] == "info" && o["api"] == "seller")
        .unwrap();
    assert_eq!(info["command"], "licenses info");
    assert_eq!(
        info["params"],
        json!([{"name": "key", "flag": "KEY", "required": true}])
    );
    let add = ops
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["type"] == "add")
        .unwrap();
    assert!(add["params"]
        .as_array()
        .unwrap()
        .contains(&json!({"name": "note", "flag": "--note", "required": false})));
    assert!(ops
        .as_array()
        .unwrap()
        .iter()
        .any(|o| o["api"] == "client" && o["command"] == "client init"));
}

#[test]
fn help_lists_exit_codes_and_groups() {
    let sb = Sandbox::start();
    let help = sb.ok(&["--help"]);
    for needle in [
        "Exit codes:",
        "7  rate limited",
        "licenses",
        "client",
        "sandbox",
    ] {
        assert!(help.contains(needle), "--help lacks {needle}");
    }
    let info = sb.ok(&["licenses", "info", "--help"]);
    assert!(
        info.contains("Example:\n  licensectl licenses info"),
        "{info}"
    );
    let create = sb.ok(&["licenses", "create", "--help"]);
    assert!(create.contains("sent in days"), "{create}");
}
