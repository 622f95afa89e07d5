//! `app release VERSION --file BUILD` (issue 41): the build's MD5 accepted and the version (and
//! download link) set in one confirmed change, `--dry-run` showing the requests, a client `init`
//! of the build checked afterwards, `--replace-hashes` forgetting the older builds.

use crate::harness::Sandbox;

const BUILD: &[u8] = b"MZ\x90\x00 a client program, version 1.3\n";

fn md5(bytes: &[u8]) -> String {
    use md5::{Digest, Md5};
    hex::encode(Md5::digest(bytes))
}

/// A sandbox that checks program hashes, and a build file in its home.
fn fixture() -> (Sandbox, std::path::PathBuf) {
    let sb = Sandbox::start_set(&[("hashcheck", "1")]);
    let build = sb.home.path().join("app.exe");
    std::fs::write(&build, BUILD).unwrap();
    (sb, build)
}

fn init(sb: &Sandbox, ver: &str, hash: &str) -> crate::harness::Run {
    sb.run(&["client", "init", "--app-version", ver, "--hash", hash])
}

#[test]
fn a_release_is_one_confirmed_change_and_a_client_of_the_build_starts() {
    let (sb, build) = fixture();
    let file = build.to_str().unwrap();
    let url = "https://example.com/app-1.3.exe";
    // Off a terminal it asks for --yes, and nothing is sent.
    sb.run(&["app", "release", "1.3", "--file", file, "--download", url])
        .expect_failure(2, "--yes");
    let before = sb.json(&["app", "settings"]);
    assert_ne!(before["version"], "1.3");
    let r = sb.run(&[
        "app",
        "release",
        "1.3",
        "--file",
        file,
        "--download",
        url,
        "--yes",
        "-o",
        "json",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let hash = md5(BUILD);
    let row = r.json();
    assert_eq!(row["hash"], hash.as_str());
    assert_eq!(row["client_starts"], true);
    assert!(
        r.stderr
            .contains("a client init with that version and hash succeeds"),
        "{}",
        r.stderr
    );
    let after = sb.json(&["app", "settings"]);
    assert_eq!(
        (after["version"].as_str(), after["download"].as_str()),
        (Some("1.3"), Some(url))
    );
    // What the service now answers a client of this build, and of another.
    assert_eq!(init(&sb, "1.3", &hash).code, 0);
    let other = init(&sb, "1.3", &md5(b"another build"));
    assert_eq!(other.code, 1, "{}", other.stderr);
}

#[test]
fn a_dry_run_shows_the_requests_and_sends_none() {
    let (sb, build) = fixture();
    let r = sb.run(&[
        "--dry-run",
        "app",
        "release",
        "1.3",
        "--file",
        build.to_str().unwrap(),
        "--replace-hashes",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let hash = md5(BUILD);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", r.stdout);
    assert!(lines[0].contains("type=resethash"), "{}", r.stdout);
    assert!(
        lines[1].contains("type=addhash") && lines[1].contains(&hash),
        "{}",
        r.stdout
    );
    assert!(
        lines[2].contains("type=updatesettings") && lines[2].contains("ver=1.3"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("sellerkey=***"), "{}", r.stdout);
    assert_ne!(
        sb.json(&["app", "settings"])["version"],
        "1.3",
        "nothing sent"
    );
}

#[test]
fn replace_hashes_forgets_the_older_builds() {
    let (sb, build) = fixture();
    let file = build.to_str().unwrap();
    let old = md5(b"build 1.2");
    sb.ok(&["app", "add-hash", &old]);
    sb.ok(&["app", "release", "1.3", "--file", file, "--yes"]);
    assert_eq!(
        init(&sb, "1.3", &old).code,
        0,
        "kept without --replace-hashes"
    );
    sb.ok(&[
        "app",
        "release",
        "1.3",
        "--file",
        file,
        "--replace-hashes",
        "--yes",
    ]);
    let r = init(&sb, "1.3", &old);
    assert_eq!(r.code, 1, "forgotten: {}", r.stderr);
    assert_eq!(init(&sb, "1.3", &md5(BUILD)).code, 0);
}

#[test]
fn a_client_that_cannot_start_after_the_release_is_exit_1_saying_so() {
    let (sb, build) = fixture();
    sb.ok(&[
        "sandbox",
        "faults",
        "add",
        "unavailable",
        "--api",
        "client",
        "--type",
        "init",
        "--next",
        "1",
    ]);
    let r = sb.run(&[
        "app",
        "release",
        "1.3",
        "--file",
        build.to_str().unwrap(),
        "--yes",
    ]);
    r.expect_failure(1, "but a client init with that version and hash fails");
    assert_eq!(sb.json(&["app", "settings"])["version"], "1.3", "released");
}

#[test]
fn the_build_is_read_as_a_stream_and_a_special_file_is_no_build() {
    let (sb, _) = fixture();
    let dir = sb.home.path();
    // A directory, a device, a missing and an empty file: exit 2, nothing sent.
    let empty = dir.join("empty.exe");
    std::fs::write(&empty, b"").unwrap();
    for (path, why) in [
        (dir.to_path_buf(), "a directory"),
        ("/dev/zero".into(), "special file"),
        (dir.join("missing.exe"), "cannot read"),
        (empty, "is empty"),
    ] {
        sb.run(&[
            "app",
            "release",
            "1.3",
            "--file",
            path.to_str().unwrap(),
            "--yes",
        ])
        .expect_failure(2, why);
    }
    assert_ne!(sb.json(&["app", "settings"])["version"], "1.3");
    // A pipe (`--file <(…)`): read to its end, whatever its size.
    let fifo = dir.join("build.fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let big: Vec<u8> = (0..3_000_000u32).map(|i| (i % 253) as u8).collect();
    let writer = {
        let (fifo, big) = (fifo.clone(), big.clone());
        std::thread::spawn(move || std::fs::write(fifo, big).unwrap())
    };
    let r = sb.run(&[
        "app",
        "release",
        "1.4",
        "--file",
        fifo.to_str().unwrap(),
        "--yes",
        "-o",
        "json",
    ]);
    writer.join().unwrap();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["hash"], md5(&big).as_str());
    assert_eq!(r.json()["bytes"], 3_000_000);
}

#[test]
fn the_help_example_runs_as_written() {
    let (sb, _) = fixture();
    let cwd = tempfile::tempdir().unwrap();
    std::fs::create_dir(cwd.path().join("dist")).unwrap();
    std::fs::write(cwd.path().join("dist/app.exe"), BUILD).unwrap();
    let ex = licensectl::cli::tree::command()
        .find_subcommand_mut("app")
        .and_then(|a| a.find_subcommand_mut("release"))
        .map(|c| c.render_long_help().to_string())
        .and_then(|h| licensectl::examples::of_help(&h).into_iter().next())
        .expect("app release has an example");
    let how = crate::output::examples::invocation(&sb, &ex);
    let mut c = sb.cmd();
    c.current_dir(cwd.path());
    let args: Vec<&str> = how.args.iter().map(String::as_str).collect();
    let r = sb.run_with(&mut c, &args, None);
    assert_eq!(r.code, 0, "{ex}: {}", r.stderr);
}
