//! Nothing destroyed, nothing said wrong (issue 38): an empty app's `delete-all`s are nothing to
//! do (exit 0) on both flavours, like `licenses delete-*`; a fault's type with a newline is shown
//! escaped in the "faults on" notes.

use crate::harness::Sandbox;

#[test]
fn an_empty_apps_delete_alls_are_nothing_to_do_on_both_flavours() {
    for flavor in ["current", "2022"] {
        let sb = Sandbox::generation(flavor, false);
        for (cmd, said) in [
            ("vars delete-all", "Failed to delete all variables!"),
            ("files delete-all", "Failed to delete all files!"),
            ("blacklists delete-all", "Failed to delete all blacklists!"),
            ("users delete-all", "Failed to delete all users!"),
            ("sessions kill-all", "Failed to kill all sessions!"),
        ] {
            let mut args: Vec<&str> = cmd.split(' ').collect();
            args.push("--yes");
            let r = sb.run(&args);
            assert_eq!(r.code, 0, "{flavor}: {cmd} on an empty app: {}", r.stderr);
            assert!(
                r.stderr.contains(&format!("nothing to do: {said}")),
                "{flavor}: {cmd}: {}",
                r.stderr
            );
        }
    }
}

#[test]
fn a_newline_in_a_faults_type_is_shown_escaped() {
    let sb = Sandbox::start();
    let run = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    let forged = "login\nlicensectl: every fault cleared";
    let r = run(&["sandbox", "faults", "add", "502", "--type", forged]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["sandbox", "clock"]);
    assert!(
        r.stderr
            .contains("type=login\\nlicensectl: every fault cleared"),
        "{}",
        r.stderr
    );
    assert!(
        !r.stderr
            .lines()
            .any(|l| l.starts_with("licensectl: every fault")),
        "a line of its own:\n{}",
        r.stderr
    );
}

/// `backup s.db`, where `s.db` is the database a running `sandbox start --db s.db` serves,
/// exited 0, and when the sandbox stopped both the backup and the database were lost
/// (`database disk image is malformed`). A result file that any licensectl process has open as
/// its database is refused (exit 2) by identity: under another name (a hard link) too.
#[test]
fn a_backup_over_the_database_a_running_sandbox_serves_is_refused() {
    let sb = Sandbox::start_on_file(1000);
    let db = sb.home.path().join("served.db");
    let alias = sb.home.path().join("alias.db");
    std::fs::hard_link(&db, &alias).unwrap();
    sb.ok(&["licenses", "create", "--expiry", "1d"]);
    let before = std::fs::metadata(&db).unwrap();
    for target in [&db, &alias] {
        let r = sb.run(&["backup", target.to_str().unwrap()]);
        r.expect_failure(2, "a licensectl sandbox has that database open");
    }
    let after = std::fs::metadata(&db).unwrap();
    use std::os::unix::fs::MetadataExt;
    assert_eq!(before.ino(), after.ino(), "the database file was replaced");
    let keys = sb.json(&["licenses", "list"]);
    assert_eq!(
        keys.as_array().unwrap().len(),
        1,
        "the sandbox still serves it: {keys}"
    );
    // A file no sandbox has open is written as before.
    let other = sb.home.path().join("backup.json");
    let r = sb.run(&["backup", other.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}
