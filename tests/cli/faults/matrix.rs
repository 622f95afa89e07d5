//! The fault matrix (docs/reliability.md): each way the network or a server can misbehave, with
//! the exit code and message it must produce. What a failing licensing service does (a hang, a
//! proxy's 5xx page, JSON cut short, the rate-limit answer) comes from the sandbox's own faults
//! (`sandbox faults add`); the rest from a misbehaving server on loopback.

use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;

fn against(sb: &Sandbox, base: &str, extra: &[&str]) -> crate::harness::Run {
    let mut args = vec!["--timeout", "2s", "--retries", "0"];
    args.extend_from_slice(extra);
    args.extend(["licenses", "info", "SOMEKEY"]);
    sb.run_with(sb.cmd().env("LICENSECTL_BASE_URL", base), &args, None)
}

/// `against` the sandbox, whose next `info` request gets the fault `kind`; checks it got it.
fn faulted(sb: &Sandbox, kind: &str) -> crate::harness::Run {
    sb.add_fault(&[kind, "--next", "1", "--type", "info"]);
    let r = against(sb, &sb.info.base_url, &[]);
    assert!(sb.faults().is_empty(), "{kind}: the fault was served");
    r
}

/// `Run::expect_failure`, plus one line on stderr and nothing on stdout.
fn expect(r: &crate::harness::Run, code: i32, needle: &str) {
    r.expect_failure(code, needle);
    assert_eq!(
        r.stderr.lines().count(),
        1,
        "one line on stderr: {}",
        r.stderr
    );
    assert!(r.stdout.is_empty(), "nothing on stdout: {}", r.stdout);
}

#[test]
fn network_rows() {
    let sb = Sandbox::start();
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let refused = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    expect(&against(&sb, &refused, &[]), 5, "cannot connect");
    expect(&against(&sb, "https://no-such-host.invalid", &[]), 5, "");
    // TLS to a server that speaks plain HTTP.
    let plain = serve(Fault::Raw(http("200 OK", &[], b"{}")));
    let tls = plain.replace("http://", "https://");
    expect(&against(&sb, &tls, &[]), 5, "cannot connect");
    expect(&faulted(&sb, "hang"), 5, "no answer within 2s");
    let stall = http("200 OK", &[], &[b'{'; 64]);
    expect(
        &against(
            &sb,
            &serve(Fault::Stall(stall[..stall.len() - 32].to_vec())),
            &[],
        ),
        5,
        "no answer within 2s",
    );
    let cut = http("200 OK", &[], &[b' '; 64]);
    expect(
        &against(
            &sb,
            &serve(Fault::Reset(cut[..cut.len() - 32].to_vec())),
            &[],
        ),
        5,
        "",
    );
}

#[test]
fn answer_rows() {
    let sb = Sandbox::start();
    expect(&faulted(&sb, "502"), 6, "not JSON (HTTP 502): \"<html>");
    expect(&faulted(&sb, "malformed"), 6, "not JSON (HTTP 200)");
    let latin1 = serve(Fault::Raw(http("200 OK", &[], b"{\"note\":\"caf\xe9\"}")));
    expect(&against(&sb, &latin1, &[]), 6, "not valid UTF-8");
    let odd = serve(Fault::Raw(http(
        "200 OK",
        &[],
        br#"{"success":"perhaps","message":7}"#,
    )));
    expect(&against(&sb, &odd, &[]), 6, "no success flag");
    let list = serve(Fault::Raw(http("200 OK", &[], b"[true]")));
    expect(&against(&sb, &list, &[]), 6, "not a JSON object");
    let empty = serve(Fault::Raw(http("200 OK", &[], b"")));
    expect(&against(&sb, &empty, &[]), 6, "empty answer");
    let huge = serve(Fault::Raw(http("200 OK", &[], &vec![b' '; 1 << 16])));
    let r = sb.run_with(
        sb.cmd()
            .env("LICENSECTL_BASE_URL", &huge)
            .env("LICENSECTL_MAX_BODY", "4096"),
        &["--retries", "0", "licenses", "info", "K"],
        None,
    );
    expect(&r, 6, "larger than 4096 bytes");
    let redirect = serve(Fault::Raw(http(
        "302 Found",
        &[("location", "https://elsewhere.example/x")],
        b"",
    )));
    expect(
        &against(&sb, &redirect, &[]),
        6,
        "redirected (HTTP 302) to elsewhere.example",
    );
}

#[test]
fn rate_limit_rows() {
    let sb = Sandbox::start();
    expect(&faulted(&sb, "ratelimit"), 7, "used too frequently");
    let with_after = serve(Fault::Raw(http(
        "429 Too Many Requests",
        &[("retry-after", "0")],
        b"{\"success\":false,\"message\":\"slow down\"}",
    )));
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_BASE_URL", &with_after),
        &["--retries", "2", "licenses", "list"],
        None,
    );
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert_eq!(r.stderr.matches("retrying").count(), 2, "{}", r.stderr);
    let without = serve(Fault::Raw(http(
        "429 Too Many Requests",
        &[],
        b"{\"success\":false,\"message\":\"slow down\"}",
    )));
    expect(&against(&sb, &without, &[]), 7, "slow down");
}

#[test]
fn plain_http_to_a_remote_host_is_refused() {
    let sb = Sandbox::start();
    let r = sb.run_with(
        sb.cmd()
            .env("LICENSECTL_BASE_URL", "http://licensing.example.com"),
        &["licenses", "list"],
        None,
    );
    r.expect_failure(3, "--allow-insecure-http");
}
