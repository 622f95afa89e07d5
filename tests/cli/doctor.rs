//! `doctor`: one line per check; a wrong key, an unreachable service or a skewed clock show up.

use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;
use serde_json::Value;

/// `(check, status, detail)` of every row of `doctor -o json`.
fn checks(stdout: &str) -> Vec<(String, String, String)> {
    let v: Value = serde_json::from_str(stdout).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().unwrap().to_string();
            (s("check"), s("status"), s("detail"))
        })
        .collect()
}

fn find<'a>(all: &'a [(String, String, String)], check: &str) -> &'a (String, String, String) {
    all.iter()
        .find(|c| c.0 == check)
        .unwrap_or_else(|| panic!("no {check} check in {all:?}"))
}

#[test]
fn doctor_all_ok_against_the_sandbox() {
    let sb = Sandbox::start();
    let r = sb.run_stdin(
        &[
            "config",
            "init",
            "default",
            "--no-check",
            "--seller-key-stdin",
            "--default",
        ],
        &format!("{}\n", sb.info.seller_key),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = sb.run(&["doctor", "-o", "json"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let all = checks(&r.stdout);
    for (check, status, detail) in &all {
        assert_eq!(status, "ok", "{check}: {detail}");
    }
    assert!(find(&all, "config file").2.contains("(mode 0600)"));
    assert_eq!(find(&all, "profile").2, "default (profile default_profile)");
    let key = &find(&all, "seller_key").2;
    assert!(
        key.starts_with(&sb.info.seller_key[..4]) && key.contains("(env LICENSECTL_SELLER_KEY)"),
        "{key}"
    );
    let service = &find(&all, "service").2;
    assert!(
        service.contains("answered HTTP 200 in") && service.ends_with(" ms"),
        "{service}"
    );
    assert!(find(&all, "seller key").2.contains("seller plan"));
    assert_eq!(
        find(&all, "clock").2,
        "the service's clock is 0 s ahead of ours"
    );
    assert!(find(&all, "client API").2.contains("verified (Ed25519"));
    // People get one line per check.
    let table = sb.ok(&["doctor", "-o", "table"]);
    assert!(
        table.lines().any(|l| l.starts_with("ok    service  ")),
        "{table}"
    );
    assert_eq!(table.lines().count(), all.len());

    // Without app credentials the client check is skipped; a loose config file is a warning.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(sb.config_path(), std::fs::Permissions::from_mode(0o644)).unwrap();
    }
    let mut c = sb.cmd();
    c.env_remove("LICENSECTL_APP_NAME");
    let r = sb.run_with(&mut c, &["doctor", "-o", "json"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let all = checks(&r.stdout);
    assert!(find(&all, "client API").2.starts_with("skipped"));
    #[cfg(unix)]
    {
        let file = find(&all, "config file");
        assert_eq!(file.1, "warn");
        assert!(
            file.2.contains("mode 0644") && file.2.contains("chmod 600"),
            "{}",
            file.2
        );
    }
}

#[test]
fn doctor_fails_on_a_wrong_key_or_no_seller_plan() {
    let sb = Sandbox::start();
    let mut c = sb.cmd();
    c.env("LICENSECTL_SELLER_KEY", "x".repeat(32));
    let r = sb.run_with(&mut c, &["doctor", "-o", "table"], None);
    r.expect_failure(4, "doctor: 1 of ");
    assert!(r.stdout.contains("ok    service"), "{}", r.stdout);
    assert!(
        r.stdout.contains("FAIL  seller key   No application found"),
        "{}",
        r.stdout
    );

    let url = serve(Fault::Raw(http(
        "403 Forbidden",
        &[("date", "Thu, 01 Jan 2015 00:00:00 GMT")],
        br#"{"success":false,"message":"Not authorized to use SellerAPI, please upgrade"}"#,
    )));
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &url)
        .env_remove("LICENSECTL_APP_NAME");
    let r = sb.run_with(&mut c, &["doctor", "-o", "json"], None);
    assert_eq!(r.code, 4, "{}", r.stderr);
    let all = checks(&r.stdout);
    let key = find(&all, "seller key");
    assert_eq!(key.1, "FAIL");
    assert!(key.2.contains("no seller plan"), "{}", key.2);
    let clock = find(&all, "clock");
    assert_eq!(clock.1, "warn");
    assert!(clock.2.contains("behind ours"), "{}", clock.2);
}

#[test]
fn doctor_fails_when_the_service_is_unreachable_or_the_clock_is_off() {
    let sb = Sandbox::start();
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", "http://127.0.0.1:9");
    let r = sb.run_with(&mut c, &["doctor", "-o", "json"], None);
    assert_eq!(r.code, 5, "{}", r.stderr);
    let all = checks(&r.stdout);
    let service = find(&all, "service");
    assert_eq!(service.1, "FAIL");
    assert!(service.2.contains("cannot connect"), "{}", service.2);
    assert_eq!(find(&all, "seller key").1, "warn");

    // Our clock a minute behind: a warning, and client answers no longer verify.
    let mut c = sb.cmd();
    c.env("LICENSECTL_NOW", (sb.now() - 60).to_string());
    let r = sb.run_with(&mut c, &["doctor", "-o", "json"], None);
    assert_eq!(r.code, 6, "{}", r.stderr);
    let all = checks(&r.stdout);
    let clock = find(&all, "clock");
    assert_eq!(clock.1, "warn");
    assert!(clock.2.contains("60 s ahead of ours"), "{}", clock.2);
    let client = find(&all, "client API");
    assert_eq!(client.1, "FAIL");
    assert!(client.2.contains("signature"), "{}", client.2);
}

/// A base URL answering 404 (a web server, not the service) is what `service` found, not ok.
#[test]
fn doctor_says_a_404_is_not_a_keyauth_seller_api() {
    let sb = Sandbox::start();
    let url = serve(Fault::Raw(http(
        "404 Not Found",
        &[("content-type", "text/html")],
        b"<html><body>Not Found</body></html>",
    )));
    let mut c = sb.cmd();
    c.env("LICENSECTL_BASE_URL", &url);
    let r = sb.run_with(&mut c, &["doctor", "-o", "json"], None);
    assert_eq!(r.code, 6, "{}{}", r.stdout, r.stderr);
    let all = checks(&r.stdout);
    let service = find(&all, "service");
    assert_eq!(service.1, "FAIL", "{service:?}");
    assert!(
        service.2.contains("not a KeyAuth seller API (HTTP 404)"),
        "{}",
        service.2
    );
    assert_eq!(find(&all, "seller key").1, "warn");
}
