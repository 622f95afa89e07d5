//! `restore`: what it refuses, and the records it cannot recreate.

use crate::harness::Sandbox;
use serde_json::json;

#[test]
fn restore_refusals_and_unrestorable_records() {
    let sb = Sandbox::start();
    let bad = sb.home.path().join("bad.json");
    std::fs::write(&bad, r#"{"format":"other"}"#).unwrap();
    let err = sb.fails(2, &["restore", bad.to_str().unwrap()]);
    assert!(err.contains("is not a licensectl backup"), "{err}");
    // Random bytes are the wrong file: a usage error naming it, not a failure to read.
    let noise = sb.home.path().join("noise.bin");
    let bytes: Vec<u8> = (0u32..4096)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(&noise, bytes).unwrap();
    let err = sb.fails(2, &["restore", noise.to_str().unwrap()]);
    assert!(
        err.contains(&format!("{} is not a licensectl backup", noise.display())),
        "{err}"
    );
    let err = sb.fails(1, &["restore", "/nonexistent/backup.json"]);
    assert!(err.contains("reading /nonexistent/backup.json"), "{err}");

    // A webhook URL of 21+ characters was cut short by the service: reported, not guessed.
    let doc = json!({
        "format": "licensectl-backup", "version": 1, "created": sb.now(),
        "subscriptions": [{"name": "default", "level": "1"}],
        "webhooks": [{"webid": "w1", "short_baselink": "https://api.example.c", "useragent": "KeyAuth", "authed": 1}],
        "buttons": [{"value": "go", "text": "Go"}],
    });
    let path = sb.home.path().join("partial.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let path = path.to_str().unwrap();
    let plan = sb.ok(&["restore", path, "--dry-run"]);
    assert!(plan.contains("create webhook w1 (https://api.example.c) (cannot: the service lists only the first 21 characters"), "{plan}");
    let r = sb.run(&["restore", path]);
    r.expect_failure(1, "not restored: create webhook w1");
    assert!(
        r.stdout.contains("restored 1 records, 1 not restored"),
        "{}",
        r.stdout
    );
    assert_eq!(sb.json(&["buttons", "list"])[0]["value"], "go");

    // --force restores into an application that has data; the service's refusals are reported.
    sb.keys(1);
    sb.fails(1, &["restore", path]);
    // (The target's own `default` subscription is not made again; the button is a duplicate.)
    sb.run(&["restore", path, "--force"])
        .expect_failure(1, "buttons create said: ");
}

/// A name or key with a line break or an escape sequence stays on its step's line, shown escaped
/// (the one escaper), in the dry run and in the real run's refusals.
#[test]
fn step_lines_show_names_and_keys_escaped() {
    let sb = Sandbox::start();
    let doc = json!({
        "format": "licensectl-backup", "version": 1, "created": sb.now(),
        "subscriptions": [{"name": "gold\nEVIL", "level": "1"}],
        "licenses": [{"key": "KEY-1\nfake line", "expires": 86400, "level": "1", "usedby": "ann\u{1b}[31m"}],
        "users": [{"username": "bo\nb", "subscriptions": [{"subscription": "gold\nEVIL", "expiry": sb.now() + 86_400}],
                   "vars": [{"name": "v\r1", "data": "x"}]}],
        "vars": [{"varid": "motd\u{202e}", "msg": "hi"}],
    });
    let path = sb.home.path().join("hostile.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let plan = sb.ok(&["restore", path.to_str().unwrap(), "--dry-run"]);
    for line in [
        "create subscription gold\\nEVIL (level 1)",
        "create license KEY-1\\nfake line (level 1, 1d); unused: its user ann\\u{1b}[31m is not in the backup",
        "create user bo\\nb with 1 subscription(s)",
        "set variable v\\r1 of user bo\\nb",
        "create variable motd\\u{202e} (authed: the backup does not say; restored as true, fail closed)",
    ] {
        assert!(plan.lines().any(|l| l == line), "{line}:\n{plan}");
    }
    assert_eq!(plan.lines().count(), 5 + 1, "one line per record:\n{plan}");
    assert!(
        !plan.contains('\u{1b}') && !plan.contains('\u{202e}'),
        "{plan}"
    );
}
