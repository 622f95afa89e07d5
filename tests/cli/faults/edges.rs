//! The CLI's edges: exit codes, redirects, redaction in --dry-run and --verbose, timeouts and
//! oversized answers, closed pipes, colour.

use crate::harness::bounded;
use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;

#[test]
fn exit_codes_1_to_6() {
    let sb = Sandbox::start();
    // 1: the service said no.
    let err = sb.fails(1, &["licenses", "info", "NOPE"]);
    assert_eq!(
        err.trim(),
        "licensectl: error: licenses info: the service said: Key Not Found"
    );
    // 2: usage.
    sb.fails(2, &["licenses", "info"]);
    sb.fails(2, &["licenses", "frobnicate"]);
    let long = "x".repeat(70);
    assert!(sb
        .fails(2, &["licenses", "set-note", "K", "--note", &long])
        .contains("at most 69"));
    // 3: config.
    assert!(sb
        .fails(3, &["--profile", "ghost", "licenses", "list"])
        .contains("unknown profile 'ghost'"));
    // 4: seller key not valid.
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_SELLER_KEY", "x".repeat(32)),
        &["licenses", "list"],
        None,
    );
    r.expect_failure(4, "No application found");
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_SELLER_KEY", "short"),
        &["licenses", "list"],
        None,
    );
    assert_eq!(r.code, 4, "{}", r.stderr);
    // 5: network.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_BASE_URL", &url),
        &["licenses", "list"],
        None,
    );
    r.expect_failure(5, "cannot connect");
    // 6: an answer that is not the service's (a proxy's page, from the sandbox's faults).
    sb.ok(&["sandbox", "faults", "add", "502"]);
    let r = sb.run(&["licenses", "list"]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(
        r.stderr.contains("HTTP 502") && r.stderr.contains("Bad Gateway"),
        "{}",
        r.stderr
    );
}

#[test]
fn redirects_are_never_followed() {
    let sb = Sandbox::start();
    let evil = serve(Fault::Raw(http(
        "302 Found",
        &[("location", "https://evil.example/steal")],
        b"",
    )));
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_BASE_URL", &evil),
        &["licenses", "list"],
        None,
    );
    assert_eq!(r.code, 6, "{}", r.stderr);
}

#[test]
fn dry_run_and_verbose_redact_the_key() {
    let sb = Sandbox::start();
    let out = sb.ok(&["--dry-run", "licenses", "info", "ABC"]);
    assert!(out.starts_with("GET http://127.0.0.1:"), "{out}");
    assert!(
        out.contains("sellerkey=***") && out.contains("type=info") && out.contains("key=ABC"),
        "{out}"
    );
    assert!(
        sb.ok(&["--dry-run", "licenses", "delete-all"])
            .contains("type=delalllicenses"),
        "dry run needs no --yes"
    );
    let r = sb.run(&["-v", "licenses", "list"]);
    assert_eq!(r.code, 0);
    assert!(
        r.stderr.contains("> GET") && r.stderr.contains("sellerkey=***"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("< HTTP 406"), "{}", r.stderr);
}

#[test]
fn closed_pipe_exits_quietly() {
    let sb = Sandbox::start();
    sb.json(&["licenses", "create", "--amount", "100", "--expiry", "1d"]);
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
        .args(["licenses", "list", "-o", "tsv"])
        .env("LICENSECTL_BASE_URL", &sb.info.base_url)
        .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key)
        .env("LICENSECTL_CONFIG", sb.config_path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = bounded::wait_with_output(child, "licensectl");
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn silent_server_times_out_and_huge_bodies_are_refused() {
    let sb = Sandbox::start();
    // The sandbox holds every `fetchallkeys` without a word.
    sb.add_fault(&["hang", "--type", "fetchallkeys"]);
    let r = sb.run(&["--timeout", "1s", "licenses", "list"]);
    r.expect_failure(5, "no answer within 1s");
    assert!(sb.faults()[0]["hits"].as_u64() >= Some(1), "it was held");
    let big = serve(Fault::Raw(http("200 OK", &[], &vec![b' '; 4096])));
    let r = sb.run_with(
        sb.cmd()
            .env("LICENSECTL_BASE_URL", &big)
            .env("LICENSECTL_MAX_BODY", "1024"),
        &["licenses", "list"],
        None,
    );
    r.expect_failure(6, "larger than");
}

#[test]
fn colour_only_when_asked_and_never_with_no_color() {
    let sb = Sandbox::start();
    let forced = sb.run_with(
        sb.cmd().env_remove("NO_COLOR").env("CLICOLOR_FORCE", "1"),
        &["licenses", "info", "X"],
        None,
    );
    assert!(
        forced.stderr.contains("\x1b[1;31merror"),
        "{}",
        forced.stderr
    );
    let plain = sb.run_with(
        sb.cmd().env("CLICOLOR_FORCE", "1"),
        &["licenses", "info", "X"],
        None,
    );
    assert!(
        !plain.stderr.contains('\x1b'),
        "NO_COLOR and no terminal: {}",
        plain.stderr
    );
}

/// Durations past the end of time in the global settings: a rate-limit window of 2^64 seconds
/// (`--rate-limit 1/213503982334600d`, which the parser takes) lets the first request go at
/// once; the limiter's window plus its margin overflowed (a panic, exit 101) before it was sent.
#[test]
fn a_rate_limit_window_past_the_end_of_time_is_no_panic() {
    let sb = Sandbox::start();
    let keys = sb.keys(1);
    let listed = sb.ok(&[
        "--rate-limit",
        "1/213503982334600d",
        "licenses",
        "list",
        "-q",
    ]);
    assert_eq!(listed.trim(), keys[0]);
}
