//! Two configuration records of one key on the server (a blacklist entry added twice: the
//! service's `bans` table has no unique index, and `black` stores each request): `export` writes
//! a file that plans clean against that server, and `plan`/`apply --prune` name the copies and
//! never delete more than the plan said (the service deletes by key: every copy at once).

use crate::export_plan_apply::{actions, apply, plan, write, HEAD};
use crate::harness::Sandbox;
use serde_json::Value;

const IP: &str = "198.51.100.7";
const HWID: &str = "HWID-TWICE-0001";

/// A sandbox holding `ip 198.51.100.7` twice, `hwid HWID-TWICE-0001` three times and
/// `ip 203.0.113.9` once.
fn copies() -> Sandbox {
    let sb = Sandbox::start();
    for _ in 0..2 {
        sb.ok(&["blacklists", "create", "--ip", IP]);
    }
    for _ in 0..3 {
        sb.ok(&["blacklists", "create", "--hwid", HWID]);
    }
    sb.ok(&["blacklists", "create", "--ip", "203.0.113.9"]);
    // The sandbox stores each, as the service does.
    assert_eq!((listed(&sb, IP), listed(&sb, HWID)), (2, 3));
    sb
}

/// How many entries the server lists for `value`.
fn listed(sb: &Sandbox, value: &str) -> usize {
    let rows = sb.json(&["blacklists", "list"]);
    rows.as_array()
        .unwrap()
        .iter()
        .filter(|r| r["ip"] == value || r["hwid"] == value)
        .count()
}

fn notes(p: &Value) -> Vec<String> {
    p["notes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn export_of_an_entry_the_server_holds_twice_writes_it_once_and_plans_clean() {
    let sb = copies();
    let file = sb.home.path().join("app.toml");
    let r = sb.run(&["export", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!(
            "blacklist entry ip {IP}: the server holds 2 copies"
        )),
        "{}",
        r.stderr
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains(&format!("ip = [\"{IP}\", \"203.0.113.9\"]")),
        "one entry per key: {text}"
    );
    assert!(text.contains(&format!("hwid = [\"{HWID}\"]")), "{text}");
    assert!(
        text.contains(&format!(
            "# The server holds 3 copies of blacklist entry hwid \"{HWID}\": declared once, for all of them."
        )),
        "the file says so too: {text}"
    );

    // The file plans clean against the server it came from, --prune included, and says why.
    let p = plan(&sb, &file, &["--prune"]);
    assert_eq!(p["changes"], serde_json::json!([]), "{p}");
    let n = notes(&p);
    assert!(
        n.iter().any(|n| n.contains(&format!(
            "blacklist entry ip {IP}: the server holds 2 copies"
        ))),
        "{n:?}"
    );
    assert!(
        n.iter().any(|n| n.contains(&format!(
            "blacklist entry hwid {HWID}: the server holds 3 copies"
        ))),
        "{n:?}"
    );
    let r = sb.run(&["plan", file.to_str().unwrap(), "--prune", "--exit-code"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("No changes"), "{}", r.stdout);

    // Apply sends nothing and the copies stay.
    let r = apply(&sb, &file, &["--prune"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!((listed(&sb, IP), listed(&sb, HWID)), (2, 3));
}

#[test]
fn prune_never_deletes_an_entry_the_file_declares_once_and_the_server_holds_twice() {
    let sb = copies();
    let file = write(
        &sb,
        "app.toml",
        &format!("{HEAD}\n[blacklists]\nip = [\"{IP}\", \"203.0.113.9\"]\nhwid = [\"{HWID}\"]\n"),
    );
    let p = plan(&sb, &file, &["--prune"]);
    assert_eq!(actions(&p), [], "{p}");
    let r = apply(&sb, &file, &["--prune"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        (
            listed(&sb, IP),
            listed(&sb, HWID),
            listed(&sb, "203.0.113.9")
        ),
        (2, 3, 1),
        "nothing deleted"
    );
}

#[test]
fn prune_of_an_entry_held_twice_says_every_copy_goes_and_deletes_only_that() {
    let sb = copies();
    let file = write(
        &sb,
        "app.toml",
        &format!("{HEAD}\n[blacklists]\nhwid = [\"{HWID}\"]\n"),
    );
    let p = plan(&sb, &file, &["--prune"]);
    let deletes: Vec<(String, u64)> = p["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            assert_eq!(c["action"], "delete", "{p}");
            (
                c["key"].as_str().unwrap().to_string(),
                c["copies"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        deletes,
        [(format!("ip {IP}"), 2), ("ip 203.0.113.9".to_string(), 1)],
        "{p}"
    );
    assert_eq!(p["summary"]["delete"], 2, "{p}");
    assert!(
        notes(&p).iter().any(|n| n.contains(&format!(
            "blacklist entry ip {IP}: the server holds 2 copies; the service deletes them together, by key: deleting one alone is not possible"
        ))),
        "{p}"
    );

    // The text plan says it on the change's line, and apply's question counts the records.
    let r = sb.run(&["plan", file.to_str().unwrap(), "--prune"]);
    assert!(
        r.stdout.contains(&format!(
            "- delete blacklist entry ip {IP} (all 2 copies: the service deletes by key)"
        )),
        "{}",
        r.stdout
    );
    let r = sb.run(&["apply", file.to_str().unwrap(), "--prune"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("deleting 3 record(s)"), "{}", r.stderr);
    let r = apply(&sb, &file, &["--prune"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        (
            listed(&sb, IP),
            listed(&sb, HWID),
            listed(&sb, "203.0.113.9")
        ),
        (0, 3, 0),
        "exactly what the plan said"
    );
    let after = plan(&sb, &file, &["--prune"]);
    assert_eq!(after["changes"], serde_json::json!([]), "{after}");
}

#[test]
fn left_alone_names_the_copies_prune_would_delete() {
    let sb = copies();
    let file = write(&sb, "app.toml", &format!("{HEAD}\n[blacklists]\n"));
    let r = sb.run(&["plan", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(&format!(
            "blacklist entry ip {IP} (2 copies); --prune deletes them all"
        )),
        "{}",
        r.stdout
    );
    let p = plan(&sb, &file, &[]);
    let left: Vec<&Value> = p["left_alone"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "blacklists")
        .collect();
    assert_eq!(left.len(), 3, "one row per key: {p}");
    assert!(left
        .iter()
        .any(|l| l["key"] == format!("hwid {HWID}") && l["copies"] == 3));
}
