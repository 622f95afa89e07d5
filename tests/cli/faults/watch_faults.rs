//! `watch` against a failing service (issue #27): the sandbox's own faults (`sandbox faults add
//! KIND --next N --type OP`, issue #30) fail the next requests; a failed read is never a change,
//! the failure is said once and the watch goes on; SIGHUP exits 130; off a terminal the TSV header
//! is printed once. Synchronised on the requests the sandbox counted (`sandbox faults` lists each
//! fault's `hits`) and on what the child prints, never on sleeps.

#![cfg(unix)]

use crate::harness::bounded::{self, Bounded};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use serde_json::Value;

use crate::harness::{Sandbox, HWID};

const PATIENCE: Duration = Duration::from_secs(60);

/// `licensectl watch ARGS` against the sandbox, its stdout and stderr read line by line as they
/// come.
struct Watching {
    child: Child,
    out: Receiver<String>,
    err: Receiver<String>,
    stdout: String,
    stderr: String,
}

fn lines(r: impl std::io::Read + Send + 'static) -> Receiver<String> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for l in BufReader::new(r).lines().map_while(Result::ok) {
            if tx.send(l).is_err() {
                break;
            }
        }
    });
    rx
}

/// Reads `rx`'s lines into `seen` until `needle` is in it; `false`: nothing more came within
/// the patience.
fn read_until(rx: &Receiver<String>, seen: &mut String, needle: &str) -> bool {
    while !seen.contains(needle) {
        match rx.recv_timeout(PATIENCE) {
            Ok(l) => seen.push_str(&(l + "\n")),
            Err(_) => return false,
        }
    }
    true
}

impl Watching {
    fn spawn(sb: &Sandbox, args: &[&str]) -> Watching {
        Watching::spawn_with(sb, args, &[])
    }

    /// `spawn` with more environment (`LICENSECTL_NOW`: licensectl's clock).
    fn spawn_with(sb: &Sandbox, args: &[&str], env: &[(&str, String)]) -> Watching {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", sb.home.path())
            .env("LICENSECTL_CONFIG", sb.config_path())
            .env("LICENSECTL_DATA_DIR", sb.data_dir())
            .env("LICENSECTL_BASE_URL", &sb.info.base_url)
            .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key)
            .env("NO_COLOR", "1")
            .envs(env.iter().map(|(k, v)| (k, v)))
            // A hang is given up after a second.
            .args(["--timeout", "1", "watch", "--interval", "100ms"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let out = lines(child.stdout.take().unwrap());
        let err = lines(child.stderr.take().unwrap());
        let mut w = Watching {
            child,
            out,
            err,
            stdout: String::new(),
            stderr: String::new(),
        };
        w.expect_err("licensectl: watching");
        w
    }

    #[track_caller]
    fn expect_out(&mut self, needle: &str) {
        if !read_until(&self.out, &mut self.stdout, needle) {
            panic!("{needle:?} never printed:\n{}{}", self.stdout, self.stderr);
        }
    }

    #[track_caller]
    fn expect_err(&mut self, needle: &str) {
        if !read_until(&self.err, &mut self.stderr, needle) {
            panic!("{needle:?} never said:\n{}{}", self.stdout, self.stderr);
        }
    }

    fn signal(&self, sig: &str) {
        let ok = Command::new("kill")
            .args([sig, &self.child.id().to_string()])
            .bounded_status()
            .success();
        assert!(ok);
    }

    /// Stops the child where it stands (SIGSTOP): it sends nothing until `cont`.
    fn pause(&self) {
        self.signal("-STOP");
        let pid = self.child.id();
        // Every thread stopped (Linux: each task's state; elsewhere what `ps` says).
        let stopped = || match std::fs::read_dir(format!("/proc/{pid}/task")) {
            Ok(tasks) => tasks.map_while(Result::ok).all(|t| {
                let stat = std::fs::read_to_string(t.path().join("stat")).unwrap_or_default();
                stat.rsplit_once(')')
                    .is_some_and(|(_, rest)| rest.trim_start().starts_with(['T', 't']))
            }),
            Err(_) => {
                let out = Command::new("ps")
                    .args(["-o", "stat=", "-p", &pid.to_string()])
                    .bounded_output();
                String::from_utf8_lossy(&out.stdout)
                    .trim_start()
                    .starts_with('T')
            }
        };
        // Bounded: a stopped process says so at once.
        assert!((0..100_000).any(|_| stopped()), "the watch never stopped");
    }

    fn cont(&self) {
        self.signal("-CONT");
    }

    /// Sends `sig`, waits for the end; the exit code (`None`: killed by the signal).
    fn stop(mut self, sig: &str) -> (Option<i32>, String, String) {
        self.signal(sig);
        let status = bounded::wait(&mut self.child, "the watch");
        self.stdout.extend(self.out.iter().map(|l| l + "\n"));
        self.stderr.extend(self.err.iter().map(|l| l + "\n"));
        let (out, err) = (
            std::mem::take(&mut self.stdout),
            std::mem::take(&mut self.stderr),
        );
        (status.code(), out, err)
    }
}

/// A test that fails before `stop` leaves no watch polling behind it.
impl Drop for Watching {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `user` registered and logged in (the client session kept for `log`); their key.
fn customer(sb: &Sandbox, user: &str) -> String {
    let key = sb.register(user, "pw");
    let args = ["client", "login", "--username", user, "--hwid", HWID];
    let r = sb.run_stdin(&[&args[..], &["--password-stdin"]].concat(), "pw\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
    key
}

fn log(sb: &Sandbox, message: &str) {
    sb.advance(60);
    sb.ok(&["client", "log", "--message", message]);
}

/// The one door to faults: the next `n` requests of `ty` (any: `None`) get `kind`, from the
/// sandbox (`sandbox faults add KIND --next N [--type TYPE]`, sent in-process: switching on an
/// outage's faults takes milliseconds).
fn fail_next(sb: &Sandbox, kind: &str, n: usize, ty: Option<&str>) {
    let only = ty.map(|t| format!(",type={t}")).unwrap_or_default();
    sb.add_fault_spec(&format!("{kind},next={n}{only}"));
}

/// Waits until every fault asked for has been served (a `--next` fault used up is removed).
fn wait_served(sb: &Sandbox) {
    sb.wait_faults("the faults served", |list| {
        list.iter().all(|f| f["next"].is_null())
    });
}

/// The read each poll makes once: the user's subscriptions (`--all`: the sessions).
fn per_poll(args: &[&str]) -> &'static str {
    if args.contains(&"--all") {
        "fetchallsessions"
    } else {
        "usersub"
    }
}

/// The polls the sandbox counted so far: the hits of the counter `watching` switched on, a fault
/// that changes nothing (no delay) on the read each poll makes once.
fn polls(list: &[Value]) -> u64 {
    let counter = list
        .iter()
        .find(|f| f["kind"] == "latency" && f["arg"] == "0ms");
    counter.expect("the poll counter")["hits"].as_u64().unwrap()
}

/// Waits until `n` more polls than now have reached the sandbox.
fn wait_polls(sb: &Sandbox, n: u64) {
    let from = polls(&sb.faults());
    sb.wait_faults("the polls", |list| polls(list) >= from + n);
}

/// A watch whose baseline poll is done: the next polls compare with it.
fn watching(sb: &Sandbox, args: &[&str]) -> Watching {
    watching_with(sb, args, &[])
}

/// `watching` with more environment.
fn watching_with(sb: &Sandbox, args: &[&str], env: &[(&str, String)]) -> Watching {
    sb.add_fault(&["latency", "0ms", "--type", per_poll(args)]);
    let w = Watching::spawn_with(sb, args, env);
    // A second poll started: the first, the baseline, is kept.
    wait_polls(sb, 2);
    w
}

/// "watching" is said once the first poll is in: a change made as soon as it is said is
/// reported, even when the first polls failed (the line used to come before any poll, and a change
/// made while they failed became the starting state: never reported).
#[test]
fn a_change_made_once_watching_is_said_is_reported_though_the_first_polls_failed() {
    let sb = Sandbox::start();
    let key = customer(&sb, "cust");
    // The page reads no `info`; each poll of a key does: the first three polls fail.
    fail_next(&sb, "unavailable", 3, Some("info"));
    let mut w = Watching::spawn(&sb, &[&key, "-o", "jsonl"]);
    log(&sb, "right after the line");
    w.expect_out("right after the line");
    let (code, out, err) = w.stop("-INT");
    assert_eq!(code, Some(0), "{out}{err}");
    assert_eq!(err.matches("temporarily unavailable").count(), 1, "{err}");
    assert!(
        !err.contains("connected again"),
        "never connected before:\n{err}"
    );
    let said = |needle: &str| {
        err.find(needle)
            .unwrap_or_else(|| panic!("{needle}: {err}"))
    };
    assert!(
        said("cannot read the service") < said("licensectl: watching"),
        "{err}"
    );
}

/// A refused read of one of the poll's reads fails the whole poll: nothing of it is a change
/// (`invented`: what taking the refusal as "none" would print), the failure said once.
fn a_refused_read_invents_nothing(ty: &str, invented: &[&str]) {
    let sb = Sandbox::start();
    customer(&sb, "cust");
    let mut w = watching(&sb, &["cust", "-o", "jsonl"]);
    fail_next(&sb, "unavailable", 1, Some(ty));
    wait_served(&sb);
    w.expect_err("connected again");
    log(&sb, "after the blip");
    w.expect_out("after the blip");
    let (code, out, err) = w.stop("-INT");
    assert_eq!(code, Some(0), "{out}{err}");
    for invented in invented {
        assert!(!out.contains(invented), "{ty}: {invented} invented:\n{out}");
    }
    assert_eq!(out.lines().count(), 1, "{ty}: only the log line:\n{out}");
    assert_eq!(err.matches("temporarily unavailable").count(), 1, "{err}");
}

#[test]
fn a_refused_user_read_is_not_the_user_gone_and_back() {
    a_refused_read_invents_nothing("userdata", &["\"gone\"", "\"new user\""]);
}

/// The subscriptions come with the user's record, as `users info` completes it (`Hook::AllSubs`):
/// a refused read of them fails the poll, never shows them removed and granted again.
#[test]
fn a_refused_subscriptions_read_is_no_subscription_gone_and_back() {
    a_refused_read_invents_nothing("usersub", &["\"gone\"", "\"extended\""]);
}

#[test]
fn a_failed_log_read_replays_no_old_line() {
    let sb = Sandbox::start();
    customer(&sb, "cust");
    log(&sb, "before the watch");
    let mut w = watching(&sb, &["cust", "-o", "jsonl"]);
    fail_next(&sb, "unavailable", 1, Some("fetchalllogs"));
    wait_served(&sb);
    w.expect_err("connected again");
    log(&sb, "after the blip");
    w.expect_out("after the blip");
    let (code, out, err) = w.stop("-INT");
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        !out.contains("before the watch"),
        "an old line replayed:\n{out}"
    );
}

/// A 502 page for several polls, a 500, a malformed answer, a dropped connection and a hang, one
/// after the other: one outage, said once, no in-request retries; the watch goes on.
fn rides_out_a_failing_service(args: &[&str]) {
    let sb = Sandbox::start();
    customer(&sb, "cust");
    let mut w = watching(&sb, args);
    // Switched on while the watch is stopped, so no poll gets through between two of them.
    w.pause();
    for (kind, n) in [
        ("502", 9),
        ("500", 2),
        ("malformed", 1),
        ("drop", 1),
        ("hang", 1),
    ] {
        fail_next(&sb, kind, n, None);
    }
    w.cont();
    wait_served(&sb);
    w.expect_err("connected again");
    log(&sb, "after the outage");
    w.expect_out("after the outage");
    let (code, out, err) = w.stop("-INT");
    assert_eq!(
        code,
        Some(0),
        "still watching, stopped by Ctrl-C:\n{out}{err}"
    );
    assert_eq!(err.matches("cannot read the service").count(), 1, "{err}");
    assert_eq!(err.matches("connected again").count(), 1, "{err}");
    assert!(
        !err.contains("retrying in"),
        "retried at the interval only:\n{err}"
    );
    assert!(err.contains("502"), "the failure is named:\n{err}");
    let events: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    assert!(
        events.iter().all(|e| e["event"] == "log"),
        "nothing but the new line:\n{out}"
    );
}

#[test]
fn watching_one_customer_rides_out_a_failing_service() {
    rides_out_a_failing_service(&["cust", "-o", "jsonl"]);
}

#[test]
fn watching_the_app_rides_out_a_failing_service() {
    rides_out_a_failing_service(&["--all", "-o", "jsonl"]);
}

#[test]
fn sighup_exits_130() {
    let sb = Sandbox::start();
    customer(&sb, "cust");
    let w = watching(&sb, &["cust"]);
    let (code, out, err) = w.stop("-HUP");
    assert_eq!(
        code,
        Some(130),
        "exit 130, not death by the signal:\n{out}{err}"
    );
}

#[test]
fn off_a_terminal_the_tsv_header_is_printed_once() {
    let sb = Sandbox::start();
    customer(&sb, "cust");
    let mut w = watching(&sb, &["cust"]);
    log(&sb, "first line");
    w.expect_out("first line");
    log(&sb, "second line");
    w.expect_out("second line");
    let (code, out, err) = w.stop("-TERM");
    assert_eq!(code, Some(0), "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "time\tevent\tuser\tkey\tdetail", "{out}");
    assert_eq!(lines.len(), 3, "one header, two events:\n{out}");
}

#[test]
fn a_server_without_logs_is_no_failure() {
    // The 2022 server has no `fetchalllogs`: the watch follows the rest, failing nothing.
    let sb = Sandbox::generation("2022", false);
    sb.keys(1);
    let r = sb.create_user("cust", "default", "30d", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let w = watching(&sb, &["cust", "-o", "jsonl"]);
    wait_polls(&sb, 3);
    let (code, out, err) = w.stop("-INT");
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(!err.contains("cannot read"), "{err}");
}

/// A subscription renewed after it ended has two rows (`users extend` of an ended one adds a row
/// beside the old). When the service stops listing the renewed row as running (here its clock
/// moved past the end, `sandbox clock`), the watch read the old row first and printed `expired`
/// stamped with the old row's end, long past. Each subscription is now the row ending last
/// whatever the order: one expiry, at the renewed row's end (licensectl reckons by the sandbox's
/// clock, issue 38); the ban after it is said too.
#[test]
fn a_renewed_subscriptions_old_row_is_never_an_expiry() {
    let sb = Sandbox::start();
    let made = sb.create_user("ren", "default", "1d", "pw");
    assert_eq!(made.code, 0, "{}", made.stderr);
    // Ended 60 days ago, then renewed for 30 days: a new row.
    sb.ok(&["users", "subtract", "ren", "--time", "61d", "--yes"]);
    sb.ok(&[
        "users", "extend", "ren", "--sub", "default", "--expiry", "30d",
    ]);
    let rows = sb.json(&["users", "subs", "ren"]);
    let ends: Vec<i64> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["expiry"].as_i64().unwrap())
        .collect();
    assert_eq!(ends.len(), 2, "{rows}");
    let renewed_end = *ends.iter().max().unwrap();
    let mut w = watching_with(&sb, &["ren", "-o", "jsonl"], &[]);
    sb.ok(&["sandbox", "clock", "advance", "40d"]);
    wait_polls(&sb, 2);
    sb.ok(&["users", "ban", "ren", "--reason", "marker", "--yes"]);
    w.expect_out("marker");
    let (code, out, err) = w.stop("-INT");
    assert_eq!(code, Some(0), "{out}{err}");
    let expired: Vec<serde_json::Value> = out
        .lines()
        .filter(|l| l.contains("\"expired\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(expired.len(), 1, "one expiry, the renewed row's:\n{out}");
    assert_eq!(
        expired[0]["time"], renewed_end,
        "never the old row's end:\n{out}"
    );
    assert_eq!(out.lines().count(), 2, "the expiry and the ban:\n{out}");
}

/// A failure whose message merely contains "not found" (`Temporary failure: upstream not found,
/// retry`) was taken as the user gone: `gone`, then `new user` at the next good poll. Only the
/// catalogue's declared not-found answers (`desk::not_found_answers`) are a record gone; this
/// one is a failed read, said once, and nothing changed.
#[test]
fn a_failure_that_merely_says_not_found_is_never_a_user_gone() {
    use crate::harness::tamper::{Proxy, Tamper};
    let sb = Sandbox::start();
    let made = sb.create_user("ann", "default", "30d", "pw");
    assert_eq!(made.code, 0, "{}", made.stderr);
    let proxy = Proxy::start(&sb.info.base_url, Tamper::Nothing);
    let via = [("LICENSECTL_BASE_URL", proxy.url.clone())];
    let mut w = watching_with(&sb, &["ann", "-o", "jsonl"], &via);
    let blip = "Temporary failure: upstream not found, retry";
    proxy.set(Tamper::Refuse(&["userdata"], blip));
    w.expect_err("cannot read the service");
    proxy.set(Tamper::Nothing);
    sb.ok(&["users", "ban", "ann", "--reason", "marker", "--yes"]);
    w.expect_out("marker");
    let (code, out, err) = w.stop("-INT");
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        !out.contains("\"gone\"") && !out.contains("new user"),
        "a failed read taken for a user gone:\n{out}"
    );
    assert_eq!(out.lines().count(), 1, "only the ban:\n{out}");
}
