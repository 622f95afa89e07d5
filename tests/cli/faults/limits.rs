//! Values past what a request can carry (issue #27): refused before sending, naming the
//! parameter and the limit, never the whole value; `plan` checks every value against the
//! catalogue before `apply` sends anything; a `--from-file` line that is JSON is refused.

use crate::harness::Sandbox;
use serde_json::json;

#[test]
fn a_value_too_long_for_a_url_is_a_usage_error_naming_the_parameter() {
    let sb = Sandbox::start();
    let long = "u".repeat(100_000);
    let r = sb.run_stdin(
        &[
            "users",
            "create",
            &long,
            "--sub",
            "default",
            "--expiry",
            "1d",
            "--password-stdin",
        ],
        "pw\n",
    );
    r.expect_failure(2, "USER is 100000 characters");
    assert!(r.stderr.contains("at most 16384"), "{}", r.stderr);
    assert!(r.stderr.contains("nothing was sent"), "{}", r.stderr);
    assert!(
        r.stderr.len() < 1000,
        "the value is not echoed:\n{:.2000}",
        r.stderr
    );
    // The same through the raw road.
    let r = sb.run(&["api", "seller", "verifyuser", &format!("user={long}")]);
    r.expect_failure(2, "is 100000 characters");
}

#[test]
fn restore_says_a_name_too_long_without_echoing_it() {
    let sb = Sandbox::start();
    let long = "u".repeat(100_000);
    let doc = json!({
        "format": "licensectl-backup", "version": 1, "created": sb.now(),
        "subscriptions": [{"name": "default", "level": "1"}],
        "users": [{"username": long, "subscriptions": [], "hwid": "", "banned": null}],
    });
    let path = sb.home.path().join("long.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let r = sb.run(&["restore", path.to_str().unwrap()]);
    assert_ne!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("…(100000 characters)"),
        "{:.3000}",
        r.stderr
    );
    assert!(r.stderr.contains("not on the target"), "{:.3000}", r.stderr);
    assert!(
        r.stderr.len() < 4000,
        "the whole name is not echoed ({} bytes):\n{:.3000}",
        r.stderr.len(),
        r.stderr
    );
    assert!(r.stdout.len() < 4000, "{:.3000}", r.stdout);
}

#[test]
fn plan_refuses_what_the_catalogue_refuses_and_apply_sends_nothing() {
    use crate::export_plan_apply::{write, HEAD};
    let sb = Sandbox::start();
    let long = "d".repeat(5000);
    for (record, needle) in [
        (
            "[[subscriptions]]\nname = \"gold\"\nlevel = 1234567890123456789\n".to_string(),
            "create subscription gold: --level is 19 characters; the service allows at most 12",
        ),
        (
            format!("[[vars]]\nname = \"motd\"\ndata = \"{long}\"\n"),
            "create variable motd: --data is 5000 characters",
        ),
        (
            "[[subscriptions]]\nname = \" \"\nlevel = 1\n".to_string(),
            "NAME is empty",
        ),
    ] {
        // A good record first: apply would have sent it before failing on the bad one.
        let text = format!("{HEAD}[[buttons]]\nvalue = \"go\"\ntext = \"Go\"\n{record}");
        let f = write(&sb, "app.toml", &text);
        let f = f.to_str().unwrap();
        sb.run(&["plan", f]).expect_failure(2, needle);
        let r = sb.run(&["apply", f, "--yes"]);
        r.expect_failure(2, needle);
        assert!(r.stderr.len() < 2000, "{:.2000}", r.stderr);
        assert_eq!(
            sb.run(&["buttons", "list", "-o", "json"]).stdout.trim(),
            "[]",
            "nothing was sent"
        );
    }
}

#[test]
fn a_json_line_in_a_file_of_values_is_refused_not_sent_as_a_key() {
    let sb = Sandbox::start();
    let keys = sb.keys(2);
    for (line, what) in [
        (format!(r#"{{"key": "{}"}}"#, keys[1]), "is a JSON object"),
        (format!(r#""{}""#, keys[1]), "is a JSON string"),
    ] {
        let file = sb.home.path().join("keys.txt");
        std::fs::write(&file, format!("{}\n{line}\n", keys[0])).unwrap();
        let r = sb.run(&[
            "licenses",
            "ban",
            "--from-file",
            file.to_str().unwrap(),
            "--reason",
            "x",
            "--yes",
        ]);
        r.expect_failure(2, "keys.txt line 2: ");
        assert!(r.stderr.contains(what), "{}", r.stderr);
        let banned = sb.ok(&["licenses", "list", "--status", "banned", "-q"]);
        assert!(banned.trim().is_empty(), "nothing was sent: {banned}");
    }
}
