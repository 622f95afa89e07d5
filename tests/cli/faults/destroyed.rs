//! Nothing destroyed, nothing said wrong (issue 38): an empty app's `delete-all`s are nothing to
//! do (exit 0) on both generations, like `licenses delete-*`; a fault's type with a newline is shown
//! escaped in the "faults on" notes.

use crate::harness::Sandbox;

#[test]
fn an_empty_apps_delete_alls_are_nothing_to_do_on_both_generations() {
    for generation in ["current", "2022"] {
        let sb = Sandbox::generation(generation, false);
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
            assert_eq!(
                r.code, 0,
                "{generation}: {cmd} on an empty app: {}",
                r.stderr
            );
            assert!(
                r.stderr.contains(&format!("nothing to do: {said}")),
                "{generation}: {cmd}: {}",
                r.stderr
            );
        }
    }
}

/// A newline in a fault's `--type` was printed raw in the "faults on" notes (a forged line of
/// its own). `faults add` now refuses a type no operation has (exit 2), and says the value
/// escaped; the notes show every spec escaped besides (`output::escape_value`).
#[test]
fn a_newline_in_a_faults_type_is_shown_escaped() {
    let sb = Sandbox::start();
    let run = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    let forged = "login\nlicensectl: every fault cleared";
    let r = run(&["sandbox", "faults", "add", "502", "--type", forged]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("login\\nlicensectl: every fault cleared"),
        "{}",
        r.stderr
    );
    let r = run(&["sandbox", "clock"]);
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

/// Whether `dir` holds a result's partial file.
fn has_partial(dir: &std::path::Path) -> bool {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .any(|e| e.file_name().to_string_lossy().ends_with(".partial"))
}

/// Stops `pid` (SIGSTOP) and says whether, stopped, it is inside a result file's write: its
/// partial file there and its handler for `sig` installed (`SigCgt` of `/proc/PID/status`). A
/// child caught outside it (the partial file made but the handler not yet installed, or the
/// file already renamed) is let go on (SIGCONT). Never a sleep: the stop is seen in `/proc`.
fn stopped_inside_the_write(pid: i32, sig: i32, partial: &dyn Fn() -> bool) -> Stopped {
    let status = |field: &str| {
        std::fs::read_to_string(format!("/proc/{pid}/status"))
            .unwrap_or_default()
            .lines()
            .find_map(|l| l.strip_prefix(field).map(|v| v.trim().to_string()))
            .unwrap_or_default()
    };
    // SAFETY: kill(2) of the child this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGSTOP) }, 0);
    let deadline = std::time::Instant::now() + crate::harness::bounded::BOUND;
    while !status("State:").starts_with('T') {
        if status("State:").is_empty() {
            return Stopped::Outside;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the child never stopped"
        );
    }
    let caught = u64::from_str_radix(&status("SigCgt:"), 16).unwrap_or(0);
    let found = match (partial(), caught & (1 << (sig - 1)) != 0) {
        (true, true) => Stopped::Inside,
        (true, false) => Stopped::Unhandled,
        (false, _) => Stopped::Outside,
    };
    if found != Stopped::Inside {
        // SAFETY: as above.
        unsafe { libc::kill(pid, libc::SIGCONT) };
    }
    found
}

/// Where a stopped child was (`stopped_inside_the_write`).
#[derive(PartialEq)]
enum Stopped {
    /// In the write, its handler installed: the signal can be sent.
    Inside,
    /// Its partial file there but no handler for the signal: just made, or the handler missing.
    Unhandled,
    /// Not in the write (its partial file renamed or not there).
    Outside,
}

/// Ctrl-C, SIGTERM or SIGHUP during `backup FILE` left a hidden `.licensectl-*.partial` of
/// megabytes beside FILE, and no word. The partial file is removed and said, the target never
/// made, and the exit is the signal's (130, 143, 129). Caught mid-write, deterministically: the
/// child is stopped the moment its partial file is seen, and the signal is sent only while it is
/// stopped inside the write (a run that finishes first is run again).
#[test]
fn a_signal_during_a_result_file_write_removes_the_partial_file_and_says_so() {
    let sb = Sandbox::start_seeded_with(8000, 20);
    for (sig, name, code) in [
        (libc::SIGTERM, "SIGTERM", 143),
        (libc::SIGINT, "SIGINT", 130),
        (libc::SIGHUP, "SIGHUP", 129),
    ] {
        let mut attempts = 0;
        let (out, dir, target) = loop {
            attempts += 1;
            assert!(
                attempts <= 20,
                "{name}: never caught inside the write in 20 runs"
            );
            let dir = tempfile::tempdir().unwrap();
            let target = dir.path().join("backup.json");
            let mut cmd = sb.std_cmd();
            // The signals as a person's terminal leaves them: a test run from a background job
            // (`cmd &` in a script, nohup) inherits SIGINT ignored, and licensectl rightly leaves
            // an ignored signal ignored.
            // SAFETY: only signal(2), async-signal-safe, between fork and exec.
            unsafe {
                std::os::unix::process::CommandExt::pre_exec(&mut cmd, || {
                    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
                        libc::signal(sig, libc::SIG_DFL);
                    }
                    Ok(())
                });
            }
            let mut child = cmd
                .args(["backup", target.to_str().unwrap()])
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let partial = || has_partial(dir.path());
            let pid = child.id() as i32;
            // Bounded: the backup writes within the harness's bound, or has ended.
            let deadline = std::time::Instant::now() + crate::harness::bounded::BOUND;
            let (mut inside, mut unhandled) = (false, 0);
            while child.try_wait().unwrap().is_none() {
                assert!(
                    std::time::Instant::now() < deadline,
                    "{name}: no partial file appeared"
                );
                if !partial() {
                    continue;
                }
                match stopped_inside_the_write(pid, sig, &partial) {
                    Stopped::Inside => {
                        inside = true;
                        break;
                    }
                    // Once, just after the file is made; again and again, no handler at all.
                    Stopped::Unhandled => unhandled += 1,
                    Stopped::Outside => {}
                }
                assert!(
                    unhandled < 50,
                    "{name}: the write has no handler for the signal (stopped in it 50 times)"
                );
            }
            if !inside {
                continue;
            }
            // SAFETY: kill(2) of the child this test started, stopped: the signal waits for
            // SIGCONT, and its handler runs before the child takes another step.
            assert_eq!(unsafe { libc::kill(pid, sig) }, 0);
            assert_eq!(unsafe { libc::kill(pid, libc::SIGCONT) }, 0);
            let out = crate::harness::bounded::wait_with_output(child, "the interrupted backup");
            break (out, dir, target);
        };
        let partial = || has_partial(dir.path());
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(code), "{name}: {said}");
        assert!(
            said.contains("interrupted: removed the partial file")
                && said.contains("nothing was written to"),
            "{name}: {said}"
        );
        assert!(!partial(), "{name}: the partial file was left");
        assert!(!target.exists(), "{name}: a target was made");
    }
}
