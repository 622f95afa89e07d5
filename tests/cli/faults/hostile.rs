//! Hostile answers (issue 14): a server or proxy that echoes the request — the seller key, the app
//! secret, passwords, session ids, tokens — back in its pages; none of them may come out of
//! licensectl, and a huge service message is cut.

use crate::harness::{Run, Sandbox};
use std::io::{Read, Write};
use std::net::TcpListener;
use std::time::Duration;

// 32 characters, as every seller key (issue 13 checks the form before sending).
const SELLER_KEY: &str = "Sk/+ 3cret=SellerKey&0123456789a";
const APP_SECRET: &str = "AppS3cretPlantedInTheAnswer000000";
const SESSION: &str = "SessPlanted42";
const PASSWORD: &str = "Passw0rd planted/+";
const TOKEN: &str = "T0kenPlantedWebLoader";

/// Serves on loopback: every answer is `answer(request head)`, a whole HTTP response.
pub fn echo(answer: impl Fn(&str) -> Vec<u8> + Send + 'static) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(64) {
            let Ok(mut s) = stream else { continue };
            let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
            let mut buf = vec![0u8; 16384];
            let n = s.read(&mut buf).unwrap_or(0);
            let head = String::from_utf8_lossy(&buf[..n]).into_owned();
            let _ = s.write_all(&answer(&head));
        }
    });
    format!("127.0.0.1:{}", addr.port())
}

pub fn response(status: &str, body: &str) -> Vec<u8> {
    format!(
        "HTTP/1.1 {status}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Everything the server knows, planted in its answer: the request line (the URL with every
/// secret, encoded) and each secret in clear.
fn planted(head: &str) -> String {
    let line = head.lines().next().unwrap_or("");
    format!("{line} {SELLER_KEY} {APP_SECRET} {SESSION} {PASSWORD} {TOKEN}")
}

/// A 502 page of a proxy that echoes the request.
fn proxy_page(head: &str) -> Vec<u8> {
    response(
        "502 Bad Gateway",
        &format!(
            "<html><body>upstream failed for {}</body></html>",
            planted(head)
        ),
    )
}

/// The service's refusal with everything planted in its message.
fn refusal(head: &str) -> Vec<u8> {
    let msg = planted(head).replace('"', "'");
    response(
        "200 OK",
        &format!(r#"{{"success":false,"message":"{msg}"}}"#),
    )
}

/// None of the configured secrets, nor `also` (the ones this invocation was given), in any form.
fn assert_clean(r: &Run, what: &str, also: &[&str]) {
    let mut needles = vec!["3cret=SellerKey", "SellerKey&0123", APP_SECRET];
    needles.extend_from_slice(also);
    let encoded: Vec<String> = [SELLER_KEY]
        .iter()
        .chain(also)
        .map(|s| url::form_urlencoded::byte_serialize(s.as_bytes()).collect())
        .collect();
    needles.extend(encoded.iter().map(String::as_str));
    for s in needles {
        assert!(
            !r.stdout.contains(s) && !r.stderr.contains(s),
            "{what}: {s:?} came out:\nstdout: {}\nstderr: {}",
            r.stdout,
            r.stderr
        );
    }
}

/// licensectl configured through the environment with the planted secrets, against `host`.
pub(crate) fn run(sb: &Sandbox, base: &str, args: &[&str], stdin: Option<&str>) -> Run {
    let mut c = sb.bare();
    c.env("LICENSECTL_BASE_URL", base)
        .env("LICENSECTL_SELLER_KEY", SELLER_KEY)
        .env("LICENSECTL_APP_SECRET", APP_SECRET)
        .env("LICENSECTL_APP_NAME", "app")
        .env("LICENSECTL_OWNERID", "0123456789")
        .env("LICENSECTL_CLIENT_API", "1.2")
        .env("LICENSECTL_RETRIES", "0");
    sb.run_with(&mut c, args, stdin)
}

#[test]
fn secrets_echoed_by_a_server_never_come_out() {
    let sb = Sandbox::start();
    for (name, server) in [("proxy page", echo(proxy_page)), ("refusal", echo(refusal))] {
        let base = format!("http://{server}");
        let cases: Vec<(Vec<&str>, Option<&str>)> = vec![
            (vec!["licenses", "info", "SOMEKEY"], None),
            (vec!["-v", "licenses", "info", "SOMEKEY"], None),
            (vec!["api", "seller", "info", "key=SOMEKEY"], None),
            (vec!["api", "client", "check"], None),
            (vec!["doctor"], None),
            (vec!["--session-stdin", "client", "check"], Some(SESSION)),
            (
                vec!["--session-stdin", "api", "client", "check"],
                Some(SESSION),
            ),
            (
                vec!["client", "login", "--username", "u", "--password-stdin"],
                Some(PASSWORD),
            ),
            (
                vec!["client", "login", "--username", "u", "--token-stdin"],
                Some(TOKEN),
            ),
            (
                vec![
                    "users",
                    "create",
                    "u",
                    "--sub",
                    "default",
                    "--expiry",
                    "1d",
                    "--password-stdin",
                ],
                Some(PASSWORD),
            ),
        ];
        for (args, secret) in cases {
            let stdin = secret.map(|s| format!("{s}\n"));
            let r = run(&sb, &base, &args, stdin.as_deref());
            assert_ne!(r.code, 0, "{name}: {args:?}: {}", r.stderr);
            let also: Vec<&str> = secret.into_iter().collect();
            assert_clean(&r, &format!("{name}: {args:?}"), &also);
        }
        // `config init` checks the key against the service, which echoes it.
        let mut c = sb.bare();
        c.env("LICENSECTL_APP_SECRET", APP_SECRET);
        let r = sb.run_with(
            &mut c,
            &[
                "--base-url",
                &base,
                "config",
                "init",
                "p",
                "--seller-key-stdin",
            ],
            Some(&format!("{SELLER_KEY}\n")),
        );
        assert_ne!(r.code, 0, "{name}: config init: {}", r.stderr);
        assert_clean(&r, &format!("{name}: config init"), &[]);
    }
}

#[test]
fn url_userinfo_is_redacted_in_verbose_output() {
    let sb = Sandbox::start();
    let server = echo(refusal);
    let base = format!("http://admin:Us3rinfoPlanted@{server}");
    let r = run(&sb, &base, &["-v", "licenses", "info", "SOMEKEY"], None);
    r.expect_failure(1, "the service said");
    assert!(
        r.stderr.contains("> GET http://***@127.0.0.1"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("Us3rinfo"), "{}", r.stderr);
    assert!(!r.stderr.contains("admin"), "{}", r.stderr);
    let r = run(
        &sb,
        &base,
        &["--dry-run", "licenses", "info", "SOMEKEY"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.contains("Us3rinfo"), "{}", r.stdout);
}

#[test]
fn secrets_in_list_rows_are_masked_unless_show_secrets() {
    let sb = Sandbox::start();
    let server = echo(|_| {
        response(
            "200 OK",
            &format!(
                r#"{{"success":true,"keys":[{{"key":"AAAA-1","note":"{SELLER_KEY}","level":"1"}}]}}"#
            ),
        )
    });
    let base = format!("http://{server}");
    for format in ["table", "json", "jsonl", "csv", "tsv"] {
        let r = run(&sb, &base, &["-o", format, "licenses", "list"], None);
        assert_eq!(r.code, 0, "{format}: {}", r.stderr);
        assert!(r.stdout.contains("AAAA-1"), "{format}: {}", r.stdout);
        assert!(r.stdout.contains("***"), "{format}: {}", r.stdout);
        assert_clean(&r, format, &[]);
    }
    let r = run(
        &sb,
        &base,
        &["--show-secrets", "-o", "json", "licenses", "list"],
        None,
    );
    assert!(
        r.stdout.contains("3cret"),
        "--show-secrets shows it: {}",
        r.stdout
    );
}

#[test]
fn secrets_are_never_arguments() {
    let sb = Sandbox::start();
    for args in [
        &["--session", "SessPlanted42", "client", "check"][..],
        &["client", "login", "--username", "u", "--token", "T0ken"][..],
    ] {
        let r = sb.run(args);
        r.expect_failure(2, "unexpected argument");
    }
}

#[test]
fn a_huge_service_message_is_cut() {
    let sb = Sandbox::start();
    let server = echo(|_| {
        let msg = "x".repeat(1_000_000);
        response(
            "200 OK",
            &format!(r#"{{"success":false,"message":"{msg}"}}"#),
        )
    });
    let r = run(
        &sb,
        &format!("http://{server}"),
        &["licenses", "info", "SOMEKEY"],
        None,
    );
    r.expect_failure(1, "… (1000000 bytes)");
    assert!(r.stderr.len() < 1_000, "{} bytes on stderr", r.stderr.len());
}

#[test]
fn a_declared_oversized_answer_is_refused_before_its_body() {
    let sb = Sandbox::start();
    // 1 TB declared and a few bytes sent, the connection then held open: reading the body would
    // wait for the timeout (exit 5); the declared size alone refuses it.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming().take(4) {
            let Ok(mut s) = stream else { continue };
            let mut buf = [0u8; 4096];
            let _ = s.read(&mut buf);
            let _ = s.write_all(
                b"HTTP/1.1 200 OK\r\ncontent-length: 1000000000000\r\n\r\n{\"success\":true,",
            );
            held.push(s);
        }
    });
    let r = run(
        &sb,
        &format!("http://127.0.0.1:{port}"),
        &["--timeout", "20s", "licenses", "list"],
        None,
    );
    r.expect_failure(6, "answer is larger than 209715200 bytes");
}

/// `licenses info` of a used key reads its user; when that read fails (not the service saying
/// no, but a broken answer: the sandbox's 500 page), the command fails rather than print "not
/// banned, no HWID", exit 0.
#[test]
fn a_failed_user_read_is_not_a_clean_license_record() {
    let sb = Sandbox::start();
    let key = sb.register("alice", "pw");
    let args = ["--retries", "0", "licenses", "info", &key];
    assert_eq!(sb.json(&args)["usedby"], "alice", "the key is alice's");
    sb.add_fault(&["500", "--type", "userdata"]);
    let r = sb.run(&[&args[..], &["-o", "json"]].concat());
    assert_ne!(r.code, 0, "a partial record with exit 0:\n{}", r.stdout);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert_eq!(sb.faults()[0]["hits"], 1, "the user read failed, once");
}
