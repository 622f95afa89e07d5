//! `--from-file` reads its input once, whatever the path is (issue 38, Deliver 2): a pipe,
//! `/dev/stdin`, a process substitution, a FIFO, a file. A FIFO nobody writes into is a wait that
//! SIGINT and SIGTERM end (130, 143), never a process deaf in `open`. Synchronised on what the
//! kernel says the child is doing (`/proc/PID/task/*/wchan`), never on sleeps.

#![cfg(target_os = "linux")]

use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::harness::Sandbox;

/// `bash -c SCRIPT` with the sandbox's environment; the binary is `$0`.
fn bash(sb: &Sandbox, script: &str) -> Command {
    let cmd = sb.std_cmd();
    let mut sh = Command::new("bash");
    sh.env_clear();
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            sh.env(k, v);
        }
    }
    sh.args(["-c", script]).arg(cmd.get_program());
    sh.stdin(Stdio::null());
    sh
}

/// The child's exit, or a failure naming what it waited for after `secs`: never a hang.
#[track_caller]
fn finish(mut c: Child, secs: u64, what: &str) -> (i32, String, String) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if let Some(_status) = c.try_wait().unwrap() {
            let out = c.wait_with_output().unwrap();
            return (
                out.status.code().unwrap_or(-1),
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            );
        }
        if Instant::now() > deadline {
            let _ = c.kill();
            panic!("{what}: the child did not end within {secs} s");
        }
        std::thread::yield_now();
    }
}

/// Whether a thread of `pid` waits in the kernel for a FIFO's other end.
fn waits_for_a_writer(pid: u32) -> bool {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return false;
    };
    tasks.flatten().any(|t| {
        std::fs::read_to_string(t.path().join("wchan")).is_ok_and(|w| w == "wait_for_partner")
    })
}

#[track_caller]
fn wait_until(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !ready() {
        assert!(Instant::now() < deadline, "never happened: {what}");
        std::thread::yield_now();
    }
}

fn gone(sb: &Sandbox, key: &str) -> bool {
    sb.run(&["licenses", "info", key]).code == 1
}

#[test]
fn every_kind_of_path_is_read_once_and_every_item_is_done() {
    let sb = Sandbox::start();
    let keys = sb.keys(4);
    let one_ok = "1 items: 1 ok, 0 failed, 0 not run";
    // A process substitution (a pipe named /dev/fd/N), and a pipe on stdin named /dev/stdin.
    for (script, what, key) in [
        (
            format!(
                "\"$0\" licenses delete --from-file <(echo {}) --yes",
                keys[0]
            ),
            "a process substitution",
            &keys[0],
        ),
        (
            format!(
                "echo {} | \"$0\" licenses delete --from-file /dev/stdin --yes",
                keys[1]
            ),
            "/dev/stdin",
            &keys[1],
        ),
    ] {
        let c = bash(&sb, &script)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (code, _, err) = finish(c, 60, what);
        assert_eq!(code, 0, "{what}: {err}");
        assert!(err.contains(one_ok), "{what}: {err}");
        assert!(gone(&sb, key), "the key of {what} is deleted");
    }
    // A named FIFO, written once the job waits on it.
    let fifo = sb.home.path().join("keys.fifo");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let c = sb
        .std_cmd()
        .args(["licenses", "delete", "--yes", "--from-file"])
        .arg(&fifo)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Opening the FIFO for writing waits for the job's reader: no race either way.
    let mut w = std::fs::OpenOptions::new().write(true).open(&fifo).unwrap();
    writeln!(w, "{}", keys[2]).unwrap();
    drop(w);
    let (code, _, err) = finish(c, 60, "a FIFO");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains(one_ok), "{err}");
    assert!(
        gone(&sb, &keys[2]),
        "the key written into the FIFO is deleted"
    );
    // A regular file, as before.
    let file = sb.home.path().join("keys.txt");
    std::fs::write(&file, format!("{}\n", keys[3])).unwrap();
    let out = sb.run(&[
        "licenses",
        "delete",
        "--yes",
        "--from-file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(gone(&sb, &keys[3]));
}

#[test]
fn a_fifo_nobody_writes_into_ends_on_sigint_and_sigterm() {
    let sb = Sandbox::start();
    let key = sb.keys(1).remove(0);
    let fifo = sb.home.path().join("never.fifo");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    for (sig, code, word) in [("-INT", 130, "interrupted"), ("-TERM", 143, "terminated")] {
        let c = sb
            .std_cmd()
            .args(["licenses", "delete", "--yes", "--from-file"])
            .arg(&fifo)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let pid = c.id();
        wait_until("the job waits for a writer on the FIFO", || {
            waits_for_a_writer(pid)
        });
        assert!(Command::new("kill")
            .args([sig, &pid.to_string()])
            .status()
            .unwrap()
            .success());
        let (got, _, err) = finish(c, 30, "a signalled wait on a FIFO");
        assert_eq!(got, code, "{sig}: {err}");
        assert!(
            err.contains(&format!("{word} while waiting to read"))
                && err.contains("nothing was sent"),
            "{err}"
        );
    }
    assert!(!gone(&sb, &key), "nothing was sent");
}

/// The words that run the command of an input argument `FILE_ARGS` declares, `{}` where the
/// file goes (and every other value the command requires).
fn input_line(path: &str, id: &str) -> Vec<String> {
    let path = if path == "*" { "licenses info" } else { path };
    let mut cmd = licensectl::cli::tree::command();
    let mut words: Vec<String> = Vec::new();
    for w in path.split(' ') {
        cmd = cmd
            .find_subcommand(w)
            .unwrap_or_else(|| panic!("FILE_ARGS names `{path}`, which the tree lacks"))
            .clone();
        words.push(w.into());
    }
    let arg = cmd
        .get_arguments()
        .find(|a| a.get_id() == id)
        .unwrap_or_else(|| panic!("FILE_ARGS names `{path}` {id}, which the tree lacks"));
    if let Some(long) = arg.get_long() {
        words.push(format!("--{long}"));
    }
    words.push("{}".into());
    let rest: &[&str] = match (path, id) {
        ("app release", _) => &["9.9", "--yes"],
        ("restore" | "apply", _) => &["--yes"],
        ("gateway serve", "tls_cert") => &["--tls-key", "{}"],
        ("gateway serve", "tls_key") => &["--tls-cert", "{}"],
        ("gateway token create", _) => &["someone", "--role", "viewer"],
        _ => &[],
    };
    words.extend(rest.iter().map(|w| w.to_string()));
    words
}

/// Attacked by construction: every file argument `output::file::FILE_ARGS` declares as read
/// (`FileUse::Input`: `--from-file`, a backup, an app file, a build, a roles file, a certificate)
/// is given what is no text — endless zeros, endless random bytes — and a directory. Each ends
/// at once (within the harness's bound) with one line naming the file and an exit code that is
/// neither 0 nor a crash, under a 2 GiB address-space limit (`ulimit -v`; `restore /dev/zero`
/// took 5 GiB before its reads were bounded, `--from-file /dev/zero` filled the disk).
#[test]
fn every_input_file_refuses_what_is_no_text_at_once_and_bounded() {
    use crate::harness::bounded::Bounded;
    use licensectl::output::file::{FileUse, FILE_ARGS};
    let sb = Sandbox::start();
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path().to_str().unwrap().to_string();
    let mut runs = 0;
    for (path, id, used) in FILE_ARGS {
        if *used != FileUse::Input {
            continue;
        }
        let line = input_line(path, id);
        for special in ["/dev/zero", "/dev/urandom", dir.as_str()] {
            let args: Vec<String> = line.iter().map(|w| w.replace("{}", special)).collect();
            let out = Sandbox::in_sh(&sb.std_cmd(), "ulimit -v 2097152; exec \"$0\" \"$@\"")
                .args(&args)
                .stdin(Stdio::null())
                .bounded_output();
            let (code, err) = (out.status.code(), String::from_utf8_lossy(&out.stderr));
            let what = format!("licensectl {}", args.join(" "));
            assert!(matches!(code, Some(1..=6)), "{what}: exit {code:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{what}: {err}");
            assert!(err.contains(special), "{what}: {err}");
            runs += 1;
        }
    }
    assert!(runs >= 3 * 8, "{runs} runs");
}
