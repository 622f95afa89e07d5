//! licensectl's own times follow the sandbox's clock (issue 38): every sandbox answer states it
//! (`x-sandbox-clock`), so after `sandbox clock advance 31d` a served sandbox's 30-day customer
//! shows no time left in `lookup`, `watch` reports the expiry, `report` ends its period at the
//! sandbox's day and `doctor` names the moved clock; the embedded sandbox says a moved clock on
//! every command, and `sandbox clock reset` returns to real time.

use crate::harness::pty::Pty;
use crate::harness::Sandbox;

const DAY: i64 = 86_400;

#[test]
fn a_served_sandbox_clock_is_the_time_lookup_report_and_doctor_reckon_with() {
    let sb = Sandbox::start();
    let r = sb.create_user("alice", "default", "30d", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    sb.ok(&["sandbox", "clock", "advance", "31d"]);
    // Main said 2,591,999 s left while the sandbox refused alice's login.
    let v = sb.json(&["lookup", "alice"]);
    let left = v["subscriptions"][0]["timeleft"].as_i64().unwrap();
    assert!(left <= -DAY + 60, "a day past its end: {v}");
    let v = sb.json(&["report", "--period", "7d"]);
    assert_eq!(
        v["until"],
        sb.now(),
        "the period ends at the sandbox's now: {v}"
    );
    let r = sb.run(&["doctor", "-o", "json"]);
    let rows: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let row = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["check"] == "sandbox clock")
        .unwrap_or_else(|| panic!("no sandbox clock check: {rows}"));
    assert_eq!(row["status"], "warn", "{row}");
    let detail = row["detail"].as_str().unwrap();
    assert!(
        detail.contains("moved") && detail.contains("31d ahead"),
        "{detail}"
    );
    // Back at real time, doctor says so, and the signatures were never moved.
    sb.ok(&["sandbox", "clock", "reset"]);
    let v = sb.json(&["sandbox", "clock"]);
    assert_eq!(
        (v["offset"].as_i64(), v["frozen"].as_bool()),
        (Some(0), Some(false))
    );
    let r = sb.run(&["doctor", "-o", "json"]);
    assert!(r.stdout.contains("runs at real time"), "{}", r.stdout);
}

#[test]
fn watch_reports_the_expiry_the_sandbox_clock_brings() {
    let sb = Sandbox::start();
    let r = sb.create_user("alice", "default", "30d", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut term = Pty::spawn(
        &sb,
        &["watch", "alice", "--interval", "100ms", "-o", "jsonl"],
    );
    term.expect("watching alice");
    sb.ok(&["sandbox", "clock", "advance", "31d"]);
    // Main judged expiries by its own clock, fixed when it started: never an expiry.
    term.expect("\"event\":\"expired\"");
    term.send("\u{3}");
    let (code, screen) = term.finish();
    assert_eq!(code, 0, "{screen}");
}

#[test]
fn the_embedded_sandbox_says_a_moved_clock_and_reset_returns_to_real_time() {
    let sb = Sandbox::start();
    let run = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    let r = run(&["sandbox", "clock", "advance", "31d"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["licenses", "list"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("the embedded sandbox's clock is moved")
            && r.stderr.contains("31d ahead of real time")
            && r.stderr.contains("sandbox clock reset"),
        "{}",
        r.stderr
    );
    // `set now` is no way back (it names the way); `reset` is.
    run(&["sandbox", "clock", "set", "now"]).expect_failure(2, "sandbox clock reset");
    let r = run(&["sandbox", "clock", "reset", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["offset"], 0, "{}", r.stdout);
    assert_eq!(r.json()["frozen"], false);
    let r = run(&["licenses", "list"]);
    assert!(!r.stderr.contains("clock is moved"), "{}", r.stderr);
}

/// docs/sandbox.md told users to set `LICENSECTL_NOW=$(licensectl sandbox clock --jq .now)`:
/// every client command then failed with "signature is stale". The docs no longer say it, and
/// licensectl follows the clock by itself.
#[test]
fn the_docs_no_longer_set_licensectl_now_to_the_sandbox_clock() {
    let docs = include_str!("../../../docs/sandbox.md");
    assert!(
        !docs.contains("LICENSECTL_NOW=$(licensectl sandbox clock"),
        "docs/sandbox.md still gives the recipe"
    );
    assert!(docs.contains("x-sandbox-clock"));
}
