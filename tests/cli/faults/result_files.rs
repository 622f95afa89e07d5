//! Result files, attacked by construction: every argument `output::file::FILE_ARGS` declares a
//! result is written into a FIFO (read and unread), a character device, a symlink to this
//! process's stdout, `/dev/stdout`, a directory, a missing directory, a symlink to a file, a full
//! disk — and its stdout form into a full disk. A stream or device is written into (or refused
//! with exit 2), a non-regular file is never replaced, a full disk names the output. A test also
//! fails when the command tree has a file argument the declarations do not name.

use std::io::Read;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};

use licensectl::output::file::{FileUse, FILE_ARGS};

use crate::harness::bounded::{self, Bounded};
use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::{Run, Sandbox};

/// How long a FIFO's reader may take to get a result once its writer has ended (`bounded`).
const READER_AFTER_WRITER: std::time::Duration = std::time::Duration::from_secs(10);

/// Every argument of the command tree, with its command's words.
pub(crate) fn args_of(cmd: &clap::Command, path: &str, out: &mut Vec<(String, clap::Arg)>) {
    for a in cmd.get_arguments() {
        out.push((path.to_string(), a.clone()));
    }
    for sub in cmd.get_subcommands() {
        let p = if path.is_empty() {
            sub.get_name().to_string()
        } else {
            format!("{path} {}", sub.get_name())
        };
        args_of(sub, &p, out);
    }
}

fn declared(path: &str, id: &str) -> Option<FileUse> {
    FILE_ARGS
        .iter()
        .find(|(c, a, _)| (*c == path || *c == "*") && *a == id)
        .map(|(_, _, u)| *u)
}

#[test]
fn every_file_argument_is_declared() {
    let mut all = Vec::new();
    args_of(&licensectl::cli::tree::command(), "", &mut all);
    let mut undeclared = Vec::new();
    for (path, a) in &all {
        let names = a.get_value_names().unwrap_or_default();
        let looks_like_file = names
            .iter()
            .any(|n| matches!(n.as_str(), "FILE" | "PATH" | "DIR"))
            || a.get_value_hint() == clap::ValueHint::FilePath
            || ["file", "output-file", "html", "db", "resume"].contains(&a.get_id().as_str());
        if looks_like_file
            && a.get_action().takes_values()
            && declared(path, a.get_id().as_str()).is_none()
        {
            undeclared.push(format!("{path} {}", a.get_id()));
        }
    }
    assert!(
        undeclared.is_empty(),
        "file arguments missing from output::file::FILE_ARGS: {undeclared:?}"
    );
    // And every declaration names an argument that exists.
    for (c, id, _) in FILE_ARGS {
        assert!(
            all.iter()
                .any(|(p, a)| (p == c || *c == "*") && a.get_id() == id),
            "FILE_ARGS names {c} {id}, which the command tree does not have"
        );
    }
}

/// The fixture every result command runs in: a file to download and a logged-in customer.
struct Fixture {
    sb: Sandbox,
    file_id: String,
}

fn fixture() -> Fixture {
    let sb = Sandbox::start();
    sb.ok(&["licenses", "create", "--amount", "2", "--expiry", "30d"]);
    let origin = serve(Fault::Raw(http("200 OK", &[], b"payload bytes")));
    let up = sb.json(&["files", "upload", &format!("{origin}/dl/loader.bin")]);
    let file_id = up["id"].as_str().unwrap().to_string();
    sb.register("alice", "pw");
    Fixture { sb, file_id }
}

/// The words that run `command` writing its result to `target` (`None`: to stdout).
fn words(fx: &Fixture, command: &str, arg: &str, target: Option<&Path>) -> Vec<String> {
    let mut w: Vec<String> = command.split(' ').map(str::to_string).collect();
    // The command's own positional values, from the catalogue's declaration of what they name.
    if let Some(op) = licensectl_catalogue::all().find(|op| op.command == command) {
        for p in op.params.iter().filter(|p| p.positional) {
            match p.completes {
                Some(licensectl_catalogue::Objects::Files) => w.push(fx.file_id.clone()),
                other => panic!(
                    "the result-file matrix has no fixture value for {command}'s {} ({other:?}): add one to fixture()",
                    p.name
                ),
            }
        }
    }
    let positional = {
        let mut all = Vec::new();
        args_of(&licensectl::cli::tree::command(), "", &mut all);
        all.iter()
            .find(|(p, a)| p == command && a.get_id() == arg)
            .map(|(_, a)| a.is_positional())
            .expect("declared argument exists")
    };
    match (target, positional) {
        (Some(t), true) => w.push(t.display().to_string()),
        (Some(t), false) => {
            w.push(format!("--{arg}"));
            w.push(t.display().to_string());
        }
        (None, _) => {}
    }
    w
}

fn run(fx: &Fixture, w: &[String]) -> Run {
    let args: Vec<&str> = w.iter().map(String::as_str).collect();
    fx.sb.run(&args)
}

fn mkfifo(p: &Path) {
    let c = std::ffi::CString::new(p.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

fn is_fifo(p: &Path) -> bool {
    std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_fifo())
}

fn is_char_device(p: &Path) -> bool {
    std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_char_device())
}

fn is_symlink(p: &Path) -> bool {
    std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_symlink())
}

/// The first `count` descriptor numbers from 3 that a child of this test does not inherit (a
/// test runs with some inherited ones: cargo's jobserver pipe).
fn not_given(count: usize) -> Vec<i32> {
    (3..)
        // SAFETY: F_GETFD only reads the descriptor's flags.
        .filter(|fd| {
            let flags = unsafe { libc::fcntl(*fd, libc::F_GETFD) };
            flags < 0 || flags & libc::FD_CLOEXEC != 0
        })
        .take(count)
        .collect()
}

#[test]
fn result_files_meet_fifos_devices_symlinks_directories_and_full_disks() {
    let fx = fixture();
    let dir = tempfile::tempdir().unwrap();
    let results: Vec<_> = FILE_ARGS
        .iter()
        .filter(|(_, _, u)| *u == FileUse::Result)
        .collect();
    assert!(results.len() >= 4);
    for (n, (command, arg, _)) in results.iter().enumerate() {
        let case = |name: &str| -> PathBuf { dir.path().join(format!("{n}-{name}")) };
        let what = |t: &str| format!("`{command}` into {t}");

        // A FIFO with a reader: the reader gets the result, the FIFO stays a FIFO.
        let fifo = case("fifo");
        mkfifo(&fifo);
        let reader = {
            let fifo = fifo.clone();
            bounded::spawn(move || {
                let mut got = Vec::new();
                std::fs::File::open(&fifo)
                    .unwrap()
                    .read_to_end(&mut got)
                    .unwrap();
                got
            })
        };
        let r = run(&fx, &words(&fx, command, arg, Some(&fifo)));
        assert_eq!(r.code, 0, "{}: {}", what("a read FIFO"), r.stderr);
        // The writer has ended: its reader has the result at once, or never (a FIFO replaced
        // by a file leaves the reader waiting in `open` for a writer that will not come).
        let got = reader.wait(
            &format!("{}: the FIFO's reader never got the result", what("a FIFO")),
            READER_AFTER_WRITER,
        );
        assert!(
            !got.is_empty(),
            "{}: the reader got nothing",
            what("a FIFO")
        );
        assert!(is_fifo(&fifo), "{}: the FIFO was replaced", what("a FIFO"));

        // A FIFO nobody reads: refused at once, not a hang, and kept.
        let lonely = case("lonely");
        mkfifo(&lonely);
        run(&fx, &words(&fx, command, arg, Some(&lonely))).expect_failure(2, "no process reads");
        assert!(is_fifo(&lonely));

        // Character devices: written into, never replaced.
        let r = run(&fx, &words(&fx, command, arg, Some(Path::new("/dev/null"))));
        assert_eq!(r.code, 0, "{}: {}", what("/dev/null"), r.stderr);
        assert!(is_char_device(Path::new("/dev/null")));
        let r = run(&fx, &words(&fx, command, arg, Some(Path::new("/dev/full"))));
        r.expect_failure(1, "to /dev/full: No space left on device");
        assert!(is_char_device(Path::new("/dev/full")));

        // This process's stdout, through /dev/stdout and through a symlink of our own.
        let link = case("to-stdout");
        std::os::unix::fs::symlink("/proc/self/fd/1", &link).unwrap();
        for t in [Path::new("/dev/stdout"), link.as_path()] {
            let r = run(&fx, &words(&fx, command, arg, Some(t)));
            assert_eq!(
                r.code,
                0,
                "{}: {}",
                what(&t.display().to_string()),
                r.stderr
            );
            assert!(
                !r.stdout.is_empty(),
                "{}: nothing on stdout",
                what(&t.display().to_string())
            );
        }
        assert!(is_symlink(&link) && is_symlink(Path::new("/dev/stdout")));

        // A descriptor licensectl was not started with (one it opened itself), named or through
        // a symlink: refused, nothing written into it.
        let n = not_given(3);
        let to_fd = case("to-fd");
        std::os::unix::fs::symlink(format!("/dev/fd/{}", n[0]), &to_fd).unwrap();
        let named = [
            format!("/dev/fd/{}", n[1]),
            format!("/proc/self/fd/{}", n[2]),
        ];
        for t in [Path::new(&named[0]), Path::new(&named[1]), &to_fd] {
            run(&fx, &words(&fx, command, arg, Some(t)))
                .expect_failure(2, "which licensectl was not started with");
        }

        // A directory, a missing directory, a dangling link: refused, nothing made.
        let d = case("dir");
        std::fs::create_dir(&d).unwrap();
        run(&fx, &words(&fx, command, arg, Some(&d))).expect_failure(2, "is a directory");
        assert!(d.is_dir());
        let missing = case("missing").join("out");
        run(&fx, &words(&fx, command, arg, Some(&missing))).expect_failure(2, "does not exist");
        assert!(!missing.parent().unwrap().exists());
        let dangling = case("dangling");
        std::os::unix::fs::symlink(case("nowhere"), &dangling).unwrap();
        run(&fx, &words(&fx, command, arg, Some(&dangling)))
            .expect_failure(2, "symlink to nothing");
        assert!(is_symlink(&dangling) && !case("nowhere").exists());

        // A symlink to a file: the file is replaced, the link kept.
        let real = case("real");
        std::fs::write(&real, "old").unwrap();
        let to_real = case("to-real");
        std::os::unix::fs::symlink(&real, &to_real).unwrap();
        let r = run(&fx, &words(&fx, command, arg, Some(&to_real)));
        assert_eq!(r.code, 0, "{}: {}", what("a symlink to a file"), r.stderr);
        assert!(
            is_symlink(&to_real),
            "{}: the link was replaced",
            what("a symlink")
        );
        let now = std::fs::read(&real).unwrap();
        assert!(
            !now.is_empty() && now != b"old",
            "{}",
            what("a symlink to a file")
        );

        // Its stdout form into a full disk: the output is named.
        let w = words(&fx, command, arg, None);
        let child = fx
            .sb
            .std_cmd()
            .args(&w)
            .stdin(std::process::Stdio::null())
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let out = bounded::wait_with_output(child, &format!("`{}` > /dev/full", w.join(" ")));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(1),
            "`{}` > /dev/full: {stderr}",
            w.join(" ")
        );
        assert!(
            stderr.contains("cannot write to stdout: No space left on device"),
            "{stderr}"
        );
        assert_eq!(
            stderr.lines().filter(|l| l.contains("error")).count(),
            1,
            "{stderr}"
        );
    }
}

/// `backup /dev/fd/7` in a shell that gave no descriptor 7 named one the embedded sandbox had
/// opened — its database, its WAL — and licensectl wrote the backup into it ("wrote the backup",
/// exit 0): the database was destroyed, no command could open it again. A descriptor number the
/// shell did not give is refused (exit 2), directly or through links; one it gave (`3>FILE`) is
/// written into.
#[test]
fn a_descriptor_licensectl_opened_itself_is_never_a_result_file() {
    let sb = Sandbox::start();
    let embedded = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    let made = embedded(&["licenses", "create", "--expiry", "30d"]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let dir = tempfile::tempdir().unwrap();
    let n = not_given(14);
    let link = dir.path().join("to-fd");
    let link_to_link = dir.path().join("to-link");
    std::os::unix::fs::symlink(format!("/dev/fd/{}", n[0]), &link).unwrap();
    std::os::unix::fs::symlink(&link, &link_to_link).unwrap();
    let mut targets: Vec<String> = n.iter().map(|n| format!("/dev/fd/{n}")).collect();
    targets.push(format!("/proc/self/fd/{}", n[1]));
    for l in [&link, &link_to_link] {
        targets.push(l.display().to_string());
    }
    for t in &targets {
        embedded(&["backup", t]).expect_failure(2, "which licensectl was not started with");
    }
    let keys = embedded(&["licenses", "list", "-q"]);
    assert_eq!(keys.code, 0, "the database survived: {}", keys.stderr);
    assert_eq!(keys.stdout.trim(), made.stdout.trim());
    // A descriptor the shell gave: the backup goes there.
    let given = dir.path().join("given.json");
    let out = Sandbox::in_sh(
        &sb.std_bare(),
        r#"umask 022; exec "$0" backup /dev/fd/3 3>"$1""#,
    )
    .arg(&given)
    .bounded_output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&given).unwrap()).unwrap();
    assert_eq!(doc["format"], "licensectl-backup");
    // The shell made that file (its mode is the shell's): no mode is claimed for it; a path
    // licensectl writes itself is 0600 and says so.
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("wrote the backup") && !said.contains("mode 0600"),
        "{said}"
    );
    let own = dir.path().join("own.json");
    let r = embedded(&["backup", own.to_str().unwrap()]);
    assert!(r.stderr.contains("(mode 0600)"), "{}", r.stderr);
}

/// `backup /proc/thread-self/fd/1 >> app.log` replaced app.log: descriptor paths were known by
/// their spelling (`/dev/fd/N`, `/proc/self/fd/N`), and this one was followed to app.log, a
/// regular file, and renamed over. A path is now judged by what it is: the file of a descriptor
/// licensectl was given (same device and inode) is written through it, `>>` appending.
#[test]
fn a_descriptor_path_is_judged_by_what_it_is_not_its_spelling() {
    let sb = Sandbox::start();
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("app.log");
    for spelling in ["/proc/thread-self/fd/1", "\"$1\""] {
        std::fs::write(&log, "an earlier line\n").unwrap();
        let script = format!(r#"exec "$0" backup {spelling} >> "$1""#);
        let out = Sandbox::in_sh(&sb.std_cmd(), &script)
            .arg(&log)
            .bounded_output();
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{spelling}: {said}");
        let text = std::fs::read_to_string(&log).unwrap();
        assert!(
            text.starts_with("an earlier line\n"),
            "{spelling}: app.log was replaced:\n{text}"
        );
        assert!(
            text.contains("licensectl-backup"),
            "{spelling}: appended:\n{text}"
        );
    }
}

/// A result file that licensectl has open itself — the embedded sandbox's database or its WAL —
/// is refused (exit 2), never replaced: `backup <data dir>/sandbox.db` renamed the backup over
/// the database the sandbox was serving from ("wrote the backup", exit 0).
#[test]
fn a_file_licensectl_has_open_is_never_replaced_by_a_result() {
    let sb = Sandbox::start();
    let embedded = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    let made = embedded(&["licenses", "create", "--expiry", "30d"]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    for name in ["sandbox.db", "sandbox.db-wal"] {
        let db = sb.data_dir().join(name);
        embedded(&["backup", db.to_str().unwrap()])
            .expect_failure(2, "licensectl has that file open");
    }
    let head = std::fs::read(sb.data_dir().join("sandbox.db")).unwrap();
    assert!(
        head.starts_with(b"SQLite format 3\0"),
        "the database was replaced"
    );
    let keys = embedded(&["licenses", "list", "-q"]);
    assert_eq!(keys.stdout.trim(), made.stdout.trim(), "{}", keys.stderr);
}

/// The config file behind a symlink (a dotfiles checkout) is written where it lives, the link
/// kept; a config path that is a FIFO is refused (exit 3), never replaced.
#[test]
fn the_config_file_is_written_through_its_symlink_and_never_over_a_fifo() {
    let sb = Sandbox::start();
    let elsewhere = sb.home.path().join("dotfiles");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let real = elsewhere.join("config.toml");
    std::fs::write(&real, "[profiles.a]\nbase_url = \"http://127.0.0.1:1\"\n").unwrap();
    std::fs::create_dir_all(sb.config_path().parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(&real, sb.config_path()).unwrap();
    sb.ok(&["config", "set", "timeout", "9", "--profile", "a"]);
    assert!(is_symlink(&sb.config_path()));
    assert!(std::fs::read_to_string(&real).unwrap().contains("timeout"));
    std::fs::remove_file(sb.config_path()).unwrap();
    mkfifo(&sb.config_path());
    let r = sb.run(&["config", "set", "timeout", "9", "--profile", "a"]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(is_fifo(&sb.config_path()));
}

/// Resume files (`--resume FILE`, declared `FileUse::Resume`) are created new: a FIFO, a
/// character device, this process's stdout, a directory or any file already there is refused
/// (exit 2) before anything is sent, and left as it was; a missing directory likewise.
#[test]
fn resume_files_are_never_written_over_a_fifo_device_or_directory() {
    let sb = Sandbox::start();
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    mkfifo(&fifo);
    let link = dir.path().join("to-stdout");
    std::os::unix::fs::symlink("/proc/self/fd/1", &link).unwrap();
    let missing = dir.path().join("missing").join("left.json");
    let resumes: Vec<_> = FILE_ARGS
        .iter()
        .filter(|(_, _, u)| *u == FileUse::Resume)
        .collect();
    assert_eq!(resumes.len(), 1, "{resumes:?}");
    for target in [
        fifo.as_path(),
        Path::new("/dev/null"),
        link.as_path(),
        dir.path(),
        missing.as_path(),
    ] {
        let r = sb.run_stdin(
            &[
                "licenses",
                "info",
                "--from-file",
                "-",
                "--resume",
                target.to_str().unwrap(),
            ],
            "NO-SUCH-KEY\n",
        );
        assert_eq!(r.code, 2, "--resume {}: {}", target.display(), r.stderr);
        assert!(r.stderr.contains("--resume"), "{}", r.stderr);
    }
    assert!(is_fifo(&fifo) && is_char_device(Path::new("/dev/null")) && is_symlink(&link));
    assert!(!missing.parent().unwrap().exists());
}
