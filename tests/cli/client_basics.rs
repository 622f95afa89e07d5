//! The client API path: sessions kept per profile, registration, email login, magic links, relays.

use crate::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;

fn approve(sb: &Sandbox) -> String {
    let outbox = sb.json(&["sandbox", "outbox"]);
    let link = outbox.as_array().unwrap().last().unwrap()["link"]
        .as_str()
        .unwrap()
        .to_string();
    sb.block_on(async { reqwest::get(&link).await.unwrap().text().await.unwrap() })
}

/// A user `alice` with email, registered through the client API.
fn registered(sb: &Sandbox) {
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let r = sb.run_stdin(
        &[
            "client",
            "register",
            "--username",
            "alice",
            "--key",
            &key,
            "--email",
            "alice@example.com",
            "--hwid",
            "HWID-0123456789-ABCDEF",
            "--password-stdin",
            "-o",
            "json",
        ],
        "s3cret\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["username"], "alice");
}

#[test]
fn init_keeps_the_session_for_later_commands() {
    let sb = Sandbox::start();
    let r = sb.json(&["client", "init"]);
    assert_eq!(r["message"], "Initialized");
    let sid = r["sessionid"].as_str().unwrap();
    assert!(
        sid.ends_with('…') && sid.len() < 10,
        "session ids are masked: {sid}"
    );
    let err = sb.run_with(
        sb.cmd()
            .env("LICENSECTL_DATA_DIR", sb.home.path().join("other")),
        &["client", "magic-link", "check"],
        None,
    );
    assert_eq!(err.code, 3, "no session kept there: {}", err.stderr);
    assert!(err.stderr.contains("client init"), "{}", err.stderr);
}

#[test]
fn register_then_login_with_email() {
    let sb = Sandbox::start();
    registered(&sb);
    sb.ok(&["client", "init"]);
    let args = [
        "client",
        "login-email",
        "--email",
        "alice@example.com",
        "--hwid",
        "HWID-0123456789-ABCDEF",
        "--password-stdin",
        "-o",
        "json",
    ];
    let r = sb.run_stdin(&args, "s3cret\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = r.json();
    assert_eq!(v["username"], "alice");
    assert_eq!(v["subscriptions"][0]["subscription"], "default");
    let r = sb.run_stdin(&args, "wrong\n");
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("Password does not match."),
        "{}",
        r.stderr
    );
    assert_eq!(
        sb.run(&["client", "login-email", "--email", "a@b.c"]).code,
        2,
        "password needs --password-stdin"
    );
}

#[test]
fn register_failures() {
    let sb = Sandbox::start();
    sb.ok(&["client", "init"]);
    let r = sb.run_stdin(
        &[
            "client",
            "register",
            "--username",
            "bob",
            "--key",
            "NOPE",
            "--password-stdin",
        ],
        "pw\n",
    );
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("Invalid license key"), "{}", r.stderr);
}

#[test]
fn magic_link_approve_once() {
    let sb = Sandbox::start();
    registered(&sb);
    sb.ok(&["client", "init"]);
    let sent = sb.json(&[
        "client",
        "magic-link",
        "send",
        "--email",
        "alice@example.com",
        "--hwid",
        "HWID-0123456789-ABCDEF",
    ]);
    assert_eq!(sent["success"], true);
    let pending = sb.run(&["client", "magic-link", "check"]);
    assert_eq!(pending.code, 1);
    assert!(
        pending.stderr.contains("Waiting for the user"),
        "{}",
        pending.stderr
    );
    assert!(approve(&sb).contains("Login approved"));
    let done = sb.json(&["client", "magic-link", "check", "--wait"]);
    assert_eq!(done["status"], "approved");
    assert_eq!(done["info"]["username"], "alice");
    let again = sb.run(&["client", "magic-link", "check"]);
    assert_eq!(again.code, 1);
    assert!(
        again.stderr.contains("already used"),
        "single use: {}",
        again.stderr
    );
}

#[test]
fn magic_link_expires_after_15_minutes() {
    let sb = Sandbox::start();
    registered(&sb);
    sb.ok(&["client", "init"]);
    sb.ok(&[
        "client",
        "magic-link",
        "send",
        "--email",
        "alice@example.com",
    ]);
    sb.advance(14 * 60 + 59);
    assert!(sb
        .run(&["client", "magic-link", "check"])
        .stderr
        .contains("Waiting"));
    sb.advance(1);
    let r = sb.run(&["client", "magic-link", "check", "--wait"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("Magic link expired"), "{}", r.stderr);
    assert!(
        approve(&sb).contains("expired"),
        "the link no longer approves"
    );
}

#[test]
fn magic_link_needs_an_initialised_session() {
    let sb = Sandbox::start();
    let r = sb.run(&[
        "--session",
        "notasessn",
        "client",
        "magic-link",
        "send",
        "--email",
        "a@b.c",
    ]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("Session not found"), "{}", r.stderr);
}

#[test]
fn upgrade_adds_a_subscription() {
    let sb = Sandbox::start();
    registered(&sb);
    let key = sb.json(&["licenses", "create", "--expiry", "10d"])["keys"][0]
        .as_str()
        .unwrap()
        .to_string();
    let r = sb.json(&["client", "upgrade", "--username", "alice", "--key", &key]);
    assert_eq!(r["message"], "Upgraded successfully");
    assert_eq!(sb.json(&["licenses", "info", &key])["usedby"], "alice");
    let r = sb.run(&["client", "upgrade", "--username", "alice", "--key", &key]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("License key has already been used"),
        "{}",
        r.stderr
    );
}

#[test]
fn webhook_relays_through_the_sandbox() {
    let sb = Sandbox::start();
    let target = serve(Fault::Raw(http(
        "200 OK",
        &[("content-type", "text/plain")],
        b"pong",
    )));
    sb.ok(&[
        "webhooks",
        "create",
        "--url",
        &format!("{target}/ping"),
        "--no-authed",
        "--webid",
        "hook1",
    ]);
    sb.ok(&["client", "init"]);
    let r = sb.json(&[
        "client",
        "webhook",
        "hook1",
        "--params",
        "?x=1",
        "--content-type",
        "text/plain",
    ]);
    assert_eq!(r["response"], "pong");
    let r = sb.run(&["client", "webhook", "nope"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("Webhook Not Found."), "{}", r.stderr);
}

#[test]
fn embedded_sandbox_keeps_client_sessions_across_runs() {
    let sb = Sandbox::start();
    // The embedded sandbox keeps real time, so the CLI must too.
    let real = || {
        let mut c = sb.bare();
        c.env_remove("LICENSECTL_NOW");
        c
    };
    let init = sb.run_with(&mut real(), &["client", "init"], None);
    assert_eq!(init.code, 0, "{}", init.stderr);
    let check = sb.run_with(&mut real(), &["client", "check"], None);
    assert_eq!(
        check.code, 1,
        "the kept session is found (and is not logged in): {}",
        check.stderr
    );
    assert!(
        check.stderr.contains("Session is not validated"),
        "{}",
        check.stderr
    );
}

#[test]
fn outdated_version_shows_the_download_link() {
    let sb = Sandbox::start();
    sb.ok(&[
        "app",
        "update",
        "--app-version",
        "2.0",
        "--download",
        "https://example.com/new.exe",
    ]);
    let r = sb.run(&["client", "init"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("outdated; the new one is at https://example.com/new.exe"),
        "{}",
        r.stderr
    );
}
