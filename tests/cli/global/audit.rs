//! The audit trail: one JSON line per change sent, secrets redacted, one per bulk item, 0600,
//! and whole lines even when several runs append at once.

use crate::harness::bounded;
use crate::harness::Sandbox;
use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::Stdio;

fn lines(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not one JSON line ({e}): {l}")))
        .collect()
}

#[test]
fn a_bulk_job_writes_one_line_per_item_and_redacts_secrets() {
    let sb = Sandbox::start();
    let keys = sb.keys(2);
    let log = sb.home.path().join("audit.log");
    let mut c = sb.cmd();
    c.env("LICENSECTL_AUDIT_LOG", &log);
    let list = format!("{}\n{}\nNOPE\n", keys[0], keys[1]);
    let r = sb.run_with(
        &mut c,
        &[
            "licenses",
            "set-note",
            "--from-file",
            "-",
            "--note",
            "vip",
            "--continue-on-error",
        ],
        Some(&list),
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    #[cfg(unix)]
    assert_eq!(crate::harness::mode(&log), 0o600);
    let got = lines(&log);
    assert_eq!(got.len(), 3, "{got:?}");
    // Bulk items run concurrently: lines come in the order they finish.
    let mut sent: Vec<&str> = got
        .iter()
        .map(|l| l["params"]["key"].as_str().unwrap())
        .collect();
    sent.sort();
    let mut want = vec![keys[0].as_str(), keys[1].as_str(), "NOPE"];
    want.sort();
    assert_eq!(sent, want);
    for l in &got {
        assert_eq!(l["type"], "setnote");
        assert_eq!(l["command"], "licenses set-note");
        assert_eq!(l["params"]["note"], "vip");
        // The full host (two sandboxes on one host are told apart) and the profile as resolved:
        // none exists here, the settings come from the environment.
        let host = sb.info.base_url.trim_start_matches("http://");
        assert_eq!(l["host"], host.trim_end_matches('/'));
        assert_eq!(l["profile"], "(environment)");
        assert_eq!(l["ran"], "licenses set-note", "the command the person ran");
        assert!(l["time"].as_str().unwrap().starts_with("2027-"), "{l}");
    }
    let ok = got.iter().filter(|l| l["result"] == "ok").count();
    assert_eq!(ok, 2);
    let failed = got.iter().find(|l| l["result"] == "error").unwrap();
    assert_eq!(failed["params"]["key"], "NOPE");
    assert_eq!(failed["exit_code"], 1);
    assert!(
        failed["message"].as_str().unwrap().contains("said"),
        "{failed}"
    );

    // A password is redacted; reads and --dry-run write nothing.
    let mut c = sb.cmd();
    c.env("LICENSECTL_AUDIT_LOG", &log);
    let args = [
        "users",
        "create",
        "alice",
        "--sub",
        "default",
        "--expiry",
        "1d",
        "--password-stdin",
    ];
    assert_eq!(sb.run_with(&mut c, &args, Some("hunter2-secret\n")).code, 0);
    for args in [
        &["subs", "list"][..],
        &["subs", "create", "x", "--level", "1", "--dry-run"],
    ] {
        let mut c = sb.cmd();
        c.env("LICENSECTL_AUDIT_LOG", &log);
        assert_eq!(sb.run_with(&mut c, args, None).code, 0);
    }
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(!text.contains("hunter2-secret"), "{text}");
    let got = lines(&log);
    assert_eq!(got.len(), 4, "{got:?}");
    assert_eq!(got[3]["type"], "adduser");
    assert_eq!(got[3]["params"]["pass"], "***");
    assert!(!text.contains(&sb.info.seller_key));
}

#[test]
fn a_profile_names_the_log_and_parallel_runs_never_interleave() {
    let sb = Sandbox::start();
    let keys = sb.keys(40);
    let log = sb.home.path().join("trail.jsonl");
    std::fs::create_dir_all(sb.config_path().parent().unwrap()).unwrap();
    std::fs::write(
        sb.config_path(),
        format!("[profiles.ci]\naudit_log = {:?}\n", log.to_str().unwrap()),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let private = std::fs::Permissions::from_mode(0o600);
        std::fs::set_permissions(sb.config_path(), private).unwrap();
    }
    let note = "n".repeat(60);
    let mut children = Vec::new();
    for chunk in keys.chunks(10) {
        let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("licensectl"));
        c.env_clear()
            .env("HOME", sb.home.path())
            .env("LICENSECTL_CONFIG", sb.config_path())
            .env("LICENSECTL_DATA_DIR", sb.data_dir())
            .env("LICENSECTL_NOW", sb.now().to_string())
            .env("LICENSECTL_BASE_URL", &sb.info.base_url)
            .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key)
            .args([
                "--profile",
                "ci",
                "licenses",
                "set-note",
                "--from-file",
                "-",
                "--note",
                &note,
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        let mut child = c.spawn().unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(chunk.join("\n").as_bytes())
            .unwrap();
        children.push(child);
    }
    for child in children {
        let out = bounded::wait_with_output(child, "licensectl");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let got = lines(&log);
    assert_eq!(got.len(), 40);
    for l in &got {
        assert_eq!(l["profile"], "ci");
        assert_eq!(l["result"], "ok");
    }
    let mut seen: Vec<&str> = got
        .iter()
        .map(|l| l["params"]["key"].as_str().unwrap())
        .collect();
    seen.sort();
    let mut want: Vec<&str> = keys.iter().map(String::as_str).collect();
    want.sort();
    assert_eq!(seen, want, "one line per item");
}

#[test]
fn an_unusable_log_path_stops_before_anything_is_sent() {
    let sb = Sandbox::start();
    let mut c = sb.cmd();
    c.env(
        "LICENSECTL_AUDIT_LOG",
        sb.home.path().join("no/such/dir/audit.log"),
    );
    let r = sb.run_with(&mut c, &["subs", "create", "gold", "--level", "1"], None);
    r.expect_failure(3, "cannot open the audit log");
    let subs = sb.json(&["subs", "list"]);
    assert!(
        subs.as_array().unwrap().iter().all(|s| s["name"] != "gold"),
        "nothing sent: {subs}"
    );
}

/// An `apply` is told from a hand edit: its lines name `apply` as the command run, beside the
/// operation it sent.
#[test]
fn an_apply_names_itself_beside_the_operation_it_sent() {
    use crate::export_plan_apply::{write, HEAD};
    let sb = Sandbox::start();
    let log = sb.home.path().join("audit.log");
    let f = write(
        &sb,
        "app.toml",
        &format!("{HEAD}[[subscriptions]]\nname = \"gold\"\nlevel = 1\n"),
    );
    let mut c = sb.cmd();
    c.env("LICENSECTL_AUDIT_LOG", &log);
    let r = sb.run_with(&mut c, &["apply", f.to_str().unwrap(), "--yes"], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let mut c = sb.cmd();
    c.env("LICENSECTL_AUDIT_LOG", &log);
    let r = sb.run_with(&mut c, &["subs", "create", "silver", "--level", "2"], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let got = lines(&log);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[0]["ran"], "apply");
    assert_eq!(got[1]["ran"], "subs create");
    assert_eq!(got[0]["type"], got[1]["type"], "the same operation sent");
}
