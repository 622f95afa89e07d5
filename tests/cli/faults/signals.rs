//! Signals and output failures during work that changes things (issue 14.2): real signals sent to
//! the child, synchronised on what the sandbox or the child reports, never on sleeps.

#![cfg(unix)]

use crate::harness::bounded::{self, Bounded};
use crate::harness::Sandbox;
use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The binary with the harness's environment, for a child the test signals.
fn child(sb: &Sandbox, base_url: &str) -> Command {
    let mut c = Command::new(assert_cmd::cargo::cargo_bin("licensectl"));
    c.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", sb.home.path())
        .env("LICENSECTL_CONFIG", sb.config_path())
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_BASE_URL", base_url)
        .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key)
        .env("NO_COLOR", "1")
        .current_dir(sb.home.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

fn signal(c: &Child, sig: &str) {
    let ok = Command::new("kill")
        .args([sig, &c.id().to_string()])
        .bounded_status()
        .success();
    assert!(ok);
}

#[track_caller]
fn wait_until(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !ready() {
        assert!(Instant::now() < deadline, "never happened: {what}");
        std::thread::yield_now();
    }
}

fn banned(sb: &Sandbox) -> Vec<String> {
    sb.ok(&["licenses", "list", "--status", "banned", "-q"])
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn sigterm_stops_a_bulk_ban_and_the_resume_file_holds_exactly_the_rest() {
    let sb = Sandbox::start();
    let keys = sb.keys(120);
    let file = sb.home.path().join("keys.txt");
    std::fs::write(&file, keys.join("\n")).unwrap();
    let left = sb.home.path().join("left.json");
    let (file, left_s) = (file.to_str().unwrap(), left.to_str().unwrap());
    let job = |from: &str| {
        child(&sb, &sb.info.base_url)
            .args([
                "--rate-limit",
                "10/1s",
                "licenses",
                "ban",
                "--from-file",
                from,
            ])
            .args([
                "--reason", "x", "--yes", "-j", "2", "-o", "jsonl", "--resume", left_s,
            ])
            .spawn()
            .unwrap()
    };
    let c = job(file);
    wait_until("a first key banned", || !banned(&sb).is_empty());
    signal(&c, "-TERM");
    let out = bounded::wait_with_output(c, "licensectl");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("error: interrupted:"), "{stderr}");
    assert!(!stderr.contains("the service said"), "{stderr}");
    let done = banned(&sb);
    let rows: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let ok_rows = rows.iter().filter(|r| r["ok"] == true).count();
    assert_eq!(ok_rows, done.len(), "a row for every finished item");
    assert!(done.len() < keys.len(), "the job was cut short");
    assert_eq!(crate::harness::mode(&left), 0o600);
    let resume: serde_json::Value = crate::harness::resume_file(&left);
    let mut rest: Vec<String> = resume
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["key"].as_str().unwrap().to_string())
        .collect();
    assert!(rest.iter().all(|k| !done.contains(k)), "no item done twice");
    rest.extend(done);
    rest.sort();
    let mut all = keys.clone();
    all.sort();
    assert_eq!(rest, all, "exactly the items not done");
    // The rerun finishes the job and removes the resume file it was given.
    let out = bounded::wait_with_output(job(left_s), "the job");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(banned(&sb).len(), keys.len());
    assert!(!left.exists());
}

#[test]
fn a_second_signal_aborts_at_once_and_still_writes_the_resume_file() {
    let sb = Sandbox::start();
    // The sandbox holds every `info` without a word.
    sb.add_fault(&["hang", "--type", "info"]);
    let left = sb.home.path().join("left.json");
    let mut c = child(&sb, &sb.info.base_url)
        .args([
            "--timeout",
            "60s",
            "--retries",
            "0",
            "licenses",
            "info",
            "--from-file",
            "-",
        ])
        .args(["-j", "1", "--resume", left.to_str().unwrap()])
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    c.stdin.take().unwrap().write_all(b"K1\nK2\nK3\n").unwrap();
    sb.wait_faults("the first request", |f| f[0]["hits"].as_u64() >= Some(1));
    let started = Instant::now();
    signal(&c, "-INT");
    let err = std::io::BufReader::new(c.stderr.take().unwrap());
    let (_err, _) = bounded::read_until(
        err,
        "finishing the requests under way",
        "the interruption notice",
    );
    signal(&c, "-INT");
    let status = bounded::wait(&mut c, "licensectl");
    assert_eq!(status.code(), Some(130));
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "did not wait for the 60 s timeout"
    );
    let resume: serde_json::Value = crate::harness::resume_file(&left);
    assert_eq!(resume.as_array().unwrap().len(), 3, "{resume}");
}

#[test]
fn an_interrupted_licenses_create_prints_every_key_made() {
    let sb = Sandbox::start();
    let count = || sb.ok(&["licenses", "list", "-q"]).lines().count();
    let c = child(&sb, &sb.info.base_url)
        .args([
            "--rate-limit",
            "4/1s",
            "licenses",
            "create",
            "--amount",
            // The most the service makes in a day; 50 chunks at 4/s leave time to interrupt.
            "5000",
        ])
        .args(["--expiry", "1d"])
        .spawn()
        .unwrap();
    wait_until("a first chunk of keys", || count() >= 100);
    signal(&c, "-INT");
    let out = bounded::wait_with_output(c, "licensectl");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted: created"), "{stderr}");
    let printed = String::from_utf8_lossy(&out.stdout).lines().count();
    assert!(printed >= 100);
    assert_eq!(printed, count(), "every key made is printed");
    // ...and recorded in a private file, named, with what is left to make.
    let path = stderr
        .split("also saved in ")
        .nth(1)
        .and_then(|s| s.split(';').next())
        .unwrap_or_else(|| panic!("{stderr}"))
        .trim();
    let saved = std::fs::read_to_string(path).unwrap();
    assert_eq!(saved.lines().count(), printed);
    assert_eq!(crate::harness::mode(std::path::Path::new(path)), 0o600);
    assert!(
        stderr.contains(&format!("--amount {} makes the rest", 5000 - printed)),
        "{stderr}"
    );
}

#[test]
fn keys_stdout_cannot_take_go_to_a_recovery_file() {
    let sb = Sandbox::start();
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = child(&sb, &sb.info.base_url)
        .args(["licenses", "create", "--amount", "3", "--expiry", "1d"])
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = bounded::wait_with_output(out, "licenses create > /dev/full");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let path = stderr
        .split("keys made are in ")
        .nth(1)
        .unwrap_or_else(|| panic!("{stderr}"))
        .trim();
    let saved = std::fs::read_to_string(path).unwrap();
    let made = sb.ok(&["licenses", "list", "-q"]);
    let (mut a, mut b): (Vec<&str>, Vec<&str>) = (saved.lines().collect(), made.lines().collect());
    a.sort();
    b.sort();
    assert_eq!(a, b);
    assert_eq!(crate::harness::mode(std::path::Path::new(path)), 0o600);
}

#[test]
fn a_failing_stderr_never_panics() {
    let sb = Sandbox::start();
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = child(&sb, &sb.info.base_url)
        .args(["licenses", "info", "MISSING"])
        .stderr(full)
        .bounded_output();
    assert_eq!(
        out.status.code(),
        Some(1),
        "an answer of no, not a crash (134)"
    );
}

fn vars(sb: &Sandbox) -> Vec<String> {
    let v = sb.json(&["vars", "list"]);
    v.as_array()
        .unwrap()
        .iter()
        .map(|r| r["varid"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn an_interrupted_apply_finishes_the_change_under_way_says_what_is_left_and_a_rerun_finishes() {
    let sb = Sandbox::start();
    let mut text = String::from("format = \"licensectl-app\"\nversion = 1\n");
    for i in 0..40 {
        text.push_str(&format!("[[vars]]\nname = \"v{i:02}\"\ndata = \"d{i}\"\n"));
    }
    let file = sb.home.path().join("app.toml");
    std::fs::write(&file, text).unwrap();
    let file = file.to_str().unwrap();
    let c = child(&sb, &sb.info.base_url)
        .args(["--rate-limit", "10/1s", "apply", file, "--yes"])
        .spawn()
        .unwrap();
    wait_until("a first variable made", || !vars(&sb).is_empty());
    signal(&c, "-INT");
    let out = bounded::wait_with_output(c, "licensectl");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    let made = vars(&sb);
    assert!(made.len() < 40, "the job was cut short: {stderr}");
    let done = stderr
        .lines()
        .find_map(|l| l.strip_prefix("licensectl: done: "))
        .unwrap_or_else(|| panic!("{stderr}"));
    assert_eq!(done.split(", ").count(), made.len(), "{stderr}");
    let not_done = stderr
        .lines()
        .find_map(|l| l.strip_prefix("licensectl: not done: "))
        .unwrap_or_else(|| panic!("{stderr}"));
    assert_eq!(not_done.split(", ").count(), 40 - made.len(), "{stderr}");
    assert!(
        stderr.contains(&format!("interrupted: applied {} of 40", made.len())),
        "{stderr}"
    );
    let r = sb.run(&["apply", file, "--yes"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut all = vars(&sb);
    all.sort();
    let want: Vec<String> = (0..40).map(|i| format!("v{i:02}")).collect();
    assert_eq!(all, want, "each variable once");
}

#[test]
fn an_interrupted_restore_says_what_is_left_and_the_same_command_resumes_without_duplicates() {
    let from = Sandbox::start();
    from.keys(30);
    for i in 0..10 {
        from.ok(&["vars", "create", &format!("g{i}"), "--data", "x"]);
    }
    let backup = from.home.path().join("b.json");
    from.ok(&["backup", backup.to_str().unwrap()]);
    let to = Sandbox::start();
    let keys = |sb: &Sandbox| {
        let mut k: Vec<String> = sb
            .ok(&["licenses", "list", "-q"])
            .lines()
            .map(str::to_string)
            .collect();
        k.sort();
        k
    };
    let restore = || {
        child(&to, &to.info.base_url)
            .args(["--rate-limit", "10/1s", "restore"])
            .arg(&backup)
            .spawn()
            .unwrap()
    };
    let c = restore();
    wait_until("a first license restored", || !keys(&to).is_empty());
    signal(&c, "-TERM");
    let out = bounded::wait_with_output(c, "licensectl");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    let made = keys(&to).len();
    assert!(made < 30, "the job was cut short: {stderr}");
    assert!(
        stderr.contains(&format!("licensectl: done: {made} of 41 records restored")),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("licensectl: not done: {}: ", 41 - made)),
        "{stderr}"
    );
    assert!(stderr.contains("run the same command again"), "{stderr}");
    // The same command (no --force): it resumes, making nothing twice.
    let out = bounded::wait_with_output(restore(), "the job");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("resuming the restore"), "{stderr}");
    assert_eq!(keys(&to), keys(&from), "every key once");
    assert_eq!(vars(&to).len(), 10);
    // Finished: a third run is a fresh restore again, refused on a full app.
    to.fails(1, &["restore", backup.to_str().unwrap()]);
}

/// Ctrl-C while users are restored whose keys granted `basic` in an app without `default`, into a
/// fresh target (`default` at level 1, parked while each key is assigned): the step under way
/// finishes, `default` is back at level 1, and the same command finishes the job exactly.
#[test]
fn a_restore_interrupted_among_users_leaves_the_targets_subscriptions_as_they_were() {
    let from = Sandbox::start();
    from.ok(&["subs", "create", "basic", "--level", "1"]);
    from.ok(&["subs", "delete", "default", "--yes"]);
    for (i, key) in from.keys(6).iter().enumerate() {
        let user = format!("u{i}");
        let r = from.run_stdin(
            &[
                "licenses",
                "activate",
                key,
                "--user",
                &user,
                "--password-stdin",
            ],
            "pw\n",
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    from.keys(10);
    let backup = from.home.path().join("b.json");
    from.ok(&["backup", backup.to_str().unwrap()]);
    let to = Sandbox::start();
    let users = |sb: &Sandbox| sb.ok(&["users", "names", "-q"]).lines().count();
    let restore = || {
        child(&to, &to.info.base_url)
            // The sandbox's clock: the subscriptions' time left is counted from it.
            .env("LICENSECTL_NOW", to.now().to_string())
            .args(["--rate-limit", "10/1s", "restore", "-j", "4"])
            .arg(&backup)
            .spawn()
            .unwrap()
    };
    let c = restore();
    wait_until("a first user restored", || users(&to) > 0);
    signal(&c, "-INT");
    let out = bounded::wait_with_output(c, "licensectl");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    let made = users(&to);
    assert!(made < 6, "the job was cut short: {stderr}");
    assert!(stderr.contains("licensectl: done: "), "{stderr}");
    assert!(stderr.contains("run the same command again"), "{stderr}");
    let subs = to.json(&["subs", "list"]);
    let level_of = |name: &str| {
        subs.as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == name)
            .map(|s| s["level"].clone())
    };
    assert_eq!(level_of("default"), Some(1.into()), "{subs}");
    assert_eq!(level_of("basic"), Some(1.into()), "{subs}");
    let out = bounded::wait_with_output(restore(), "the job");
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Exit 0: the read-back found every key on the subscription the backup says it granted.
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("resuming the restore"), "{stderr}");
    assert_eq!(users(&to), 6);
    let info = to.json(&["users", "info", "u3"]);
    assert_eq!(info["subscriptions"][0]["subscription"], "basic", "{info}");
}
