//! `watch`: in a pseudo-terminal, a login, a log line and a ban made while it runs each appear
//! once; Ctrl-C ends it with exit 0. `--all -o jsonl` prints each change as one JSON object.

use crate::harness::pty::Pty;
use crate::harness::Sandbox;

/// `client init`, then `client login` (`client::login`), which must succeed.
fn login(sb: &Sandbox, user: &str, pw: &str) {
    sb.ok(&["client", "init"]);
    let r = crate::client::login(sb, user, pw, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn a_login_a_log_line_and_a_ban_each_appear_once() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    let mut term = Pty::spawn(&sb, &["watch", "alice", "--interval", "100ms"]);
    term.expect("User alice");
    term.expect("watching alice");
    sb.advance(60);
    login(&sb, "alice", "pw");
    term.expect("  login ");
    sb.advance(60);
    sb.ok(&["client", "log", "--message", "opened the settings page"]);
    term.expect("opened the settings page");
    sb.advance(60);
    sb.ok(&["users", "ban", "alice", "--reason", "key sharing", "--yes"]);
    term.expect("reason: key sharing");
    term.send("\u{3}");
    let (code, screen) = term.finish();
    assert_eq!(code, 0, "Ctrl-C ends it with 0:\n{screen}");
    let events: Vec<&str> = screen.lines().filter(|l| l.starts_with("20")).collect();
    for (what, needle) in [
        ("login", "  login "),
        ("log line", "opened the settings page"),
        ("ban", "reason: key sharing"),
    ] {
        let n = events.iter().filter(|l| l.contains(needle)).count();
        assert_eq!(n, 1, "the {what} appears once:\n{screen}");
    }
}

#[test]
fn all_follows_the_apps_logs_and_sessions_as_json_lines() {
    let sb = Sandbox::start();
    sb.register("bob", "pw");
    let mut term = Pty::spawn(
        &sb,
        &["watch", "--all", "--interval", "100ms", "-o", "jsonl"],
    );
    term.expect("watching the app");
    login(&sb, "bob", "pw");
    term.expect("\"event\":\"login\"");
    sb.ok(&["client", "log", "--message", "from the loader"]);
    term.expect("from the loader");
    term.send("\u{3}");
    let (code, screen) = term.finish();
    assert_eq!(code, 0, "{screen}");
    let events: Vec<serde_json::Value> = screen
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l.trim()).expect("one JSON object a line"))
        .collect();
    let login = events.iter().find(|e| e["event"] == "login").unwrap();
    assert_eq!(login["user"], "bob");
    assert!(login["time"].is_i64(), "{login}");
    let log = events.iter().find(|e| e["event"] == "log").unwrap();
    assert_eq!(log["detail"], "from the loader");
}

#[test]
fn usage() {
    let sb = Sandbox::start();
    sb.run(&["watch"]).expect_failure(2, "TERM");
    sb.run(&["watch", "x", "--interval", "1ms"])
        .expect_failure(2, "shorter than 100ms");
}

/// On the 2022 server the user's record carries no ban; the users list does: `watch USER`
/// reports the ban and the unban there too. Its `userdata` names no key per subscription: a
/// user made by `licenses activate` has one subscription on the page, not two.
#[test]
fn a_ban_and_an_unban_appear_on_the_2022_server() {
    let sb = Sandbox::generation("2022", false);
    let key = sb.keys(1).remove(0);
    let args = [
        "licenses",
        "activate",
        &key,
        "--user",
        "olga",
        "--password-stdin",
    ];
    assert_eq!(sb.run_stdin(&args, "pw-olga-1\n").code, 0);
    let mut term = Pty::spawn(&sb, &["watch", "olga", "--interval", "100ms"]);
    term.expect("watching olga");
    let subs = term
        .screen
        .lines()
        .filter(|l| l.trim_start().starts_with("default "))
        .count();
    assert_eq!(subs, 1, "one subscription row:\n{}", term.screen);
    sb.advance(60);
    sb.ok(&["users", "ban", "olga", "--reason", "chargeback", "--yes"]);
    term.expect("reason: chargeback");
    sb.advance(60);
    sb.ok(&["users", "unban", "olga", "--yes"]);
    term.expect(" unban ");
    term.send("\u{3}");
    let (code, screen) = term.finish();
    assert_eq!(code, 0, "{screen}");
}
