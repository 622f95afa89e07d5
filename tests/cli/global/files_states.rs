//! Files and states (issue 21): directories 0700 whatever the umask, a loose audit log tightened
//! with a warning, reads and dry runs never needing the audit log, and a config file that cannot
//! be written a config problem (exit 3).

use crate::harness::bounded::Bounded;
use crate::harness::Sandbox;

#[cfg(unix)]
#[test]
fn directories_are_0700_whatever_the_umask() {
    let sb = Sandbox::start();
    let bin = assert_cmd::cargo::cargo_bin("licensectl");
    let config = sb.home.path().join("deep/er/config.toml");
    let data = sb.home.path().join("data/dir");
    let r = std::process::Command::new("sh")
        .args(["-c", "umask 000 && exec \"$0\" \"$@\""])
        .arg(&bin)
        .args(["config", "set", "app_version", "2.0"])
        .env("HOME", sb.home.path())
        .env("LICENSECTL_CONFIG", &config)
        .env("LICENSECTL_DATA_DIR", &data)
        .bounded_output();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    for dir in [sb.home.path().join("deep"), sb.home.path().join("deep/er")] {
        assert_eq!(
            crate::harness::mode(&dir) & 0o777,
            0o700,
            "{}",
            dir.display()
        );
    }
    assert_eq!(crate::harness::mode(&config) & 0o777, 0o600);
}

#[cfg(target_os = "linux")]
#[test]
fn a_config_file_that_cannot_be_written_is_a_config_problem() {
    let sb = Sandbox::start();
    // /proc takes no new file, even from root (tests may run as root, which ignores modes).
    let mut c = sb.bare();
    c.env("LICENSECTL_CONFIG", "/proc/licensectl-config.toml");
    let r = sb.run_with(&mut c, &["config", "set", "app_version", "2.0"], None);
    r.expect_failure(3, "cannot write the config file");
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

#[test]
fn reads_and_dry_runs_never_need_the_audit_log() {
    let sb = Sandbox::start();
    let keys = sb.keys(1);
    let mut c = sb.cmd();
    c.env(
        "LICENSECTL_AUDIT_LOG",
        sb.home.path().join("no/such/dir/audit.log"),
    );
    let r = sb.run_with(&mut c, &["licenses", "list"], None);
    assert_eq!(r.code, 0, "a read: {}", r.stderr);
    let mut c = sb.cmd();
    c.env(
        "LICENSECTL_AUDIT_LOG",
        sb.home.path().join("no/such/dir/audit.log"),
    );
    let r = sb.run_with(
        &mut c,
        &["--dry-run", "licenses", "delete", &keys[0], "--yes"],
        None,
    );
    assert_eq!(r.code, 0, "a dry run: {}", r.stderr);
    // A change still needs it, and is refused before it is sent.
    let mut c = sb.cmd();
    c.env(
        "LICENSECTL_AUDIT_LOG",
        sb.home.path().join("no/such/dir/audit.log"),
    );
    let r = sb.run_with(&mut c, &["licenses", "delete", &keys[0], "--yes"], None);
    r.expect_failure(3, "audit log");
    let listed = sb.json(&["licenses", "list"]);
    assert_eq!(listed.as_array().unwrap().len(), 1, "nothing sent");
}

#[cfg(unix)]
#[test]
fn a_loose_audit_log_is_tightened_with_a_warning() {
    use std::os::unix::fs::PermissionsExt;
    let sb = Sandbox::start();
    let keys = sb.keys(1);
    let log = sb.home.path().join("audit.log");
    std::fs::write(&log, "").unwrap();
    std::fs::set_permissions(&log, std::fs::Permissions::from_mode(0o644)).unwrap();
    let mut c = sb.cmd();
    c.env("LICENSECTL_AUDIT_LOG", &log);
    let r = sb.run_with(
        &mut c,
        &["licenses", "set-note", &keys[0], "--note", "vip"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("audit log") && r.stderr.contains("0600"),
        "{}",
        r.stderr
    );
    assert_eq!(crate::harness::mode(&log) & 0o777, 0o600);
}

#[test]
fn profile_names_are_validated() {
    let sb = Sandbox::start();
    let long = "p".repeat(100_000);
    for name in ["../../etc/passwd", "a/b", "a\nb", long.as_str(), "", "-x"] {
        let r = sb.run(&["--profile", name, "config", "set", "app_version", "2.0"]);
        assert_eq!(r.code, 2, "{name:.20?}: {}", r.stderr);
        let r = sb.run(&["config", "init", name, "--yes"]);
        assert_eq!(r.code, 2, "{name:.20?}: {}", r.stderr);
        let mut c = sb.bare();
        c.env("LICENSECTL_PROFILE", name);
        let r = sb.run_with(&mut c, &["config", "show"], None);
        assert!(r.code == 3 || name.is_empty(), "{name:.20?}: {}", r.stderr);
    }
    assert!(!sb.config_path().exists(), "no profile was written");
    sb.ok(&[
        "--profile",
        "prod-2.eu_west",
        "config",
        "set",
        "app_version",
        "2.0",
    ]);
}
