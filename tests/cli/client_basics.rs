//! The client API path: sessions kept per profile, registration, email login, magic links, relays.

use crate::faultserver::{http, serve, Fault};
use crate::harness::{Sandbox, HWID};

fn approve(sb: &Sandbox) -> String {
    let outbox = sb.json(&["sandbox", "outbox"]);
    let link = outbox.as_array().unwrap().last().unwrap()["link"]
        .as_str()
        .unwrap()
        .to_string();
    sb.block_on(async { reqwest::get(&link).await.unwrap().text().await.unwrap() })
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
    // No session kept there.
    err.expect_failure(3, "client init");
}

#[test]
fn register_then_login_with_email() {
    let sb = Sandbox::start();
    sb.register("alice", "s3cret");
    sb.ok(&["client", "init"]);
    let r = sb.login_email("alice@example.com", "s3cret");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = r.json();
    assert_eq!(v["username"], "alice");
    assert_eq!(v["subscriptions"][0]["subscription"], "default");
    sb.login_email("alice@example.com", "wrong")
        .expect_failure(1, "Password does not match.");
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
    sb.register_with("bob", "pw", "NOPE", &[])
        .expect_failure(1, "Invalid license key");
}

#[test]
fn magic_link_approve_once() {
    let sb = Sandbox::start();
    sb.register("alice", "s3cret");
    sb.ok(&["client", "init"]);
    let sent = sb.json(&[
        "client",
        "magic-link",
        "send",
        "--email",
        "alice@example.com",
        "--hwid",
        HWID,
    ]);
    assert_eq!(sent["success"], true);
    sb.run(&["client", "magic-link", "check"])
        .expect_failure(1, "Waiting for the user");
    assert!(approve(&sb).contains("Login approved"));
    let done = sb.json(&["client", "magic-link", "check", "--wait"]);
    assert_eq!(done["status"], "approved");
    assert_eq!(done["info"]["username"], "alice");
    // Single use.
    sb.run(&["client", "magic-link", "check"])
        .expect_failure(1, "already used");
}

#[test]
fn magic_link_expires_after_15_minutes() {
    let sb = Sandbox::start();
    sb.register("alice", "s3cret");
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
    sb.run(&["client", "magic-link", "check", "--wait"])
        .expect_failure(1, "Magic link expired");
    assert!(
        approve(&sb).contains("expired"),
        "the link no longer approves"
    );
}

#[test]
fn magic_link_needs_an_initialised_session() {
    let sb = Sandbox::start();
    let r = sb.run_stdin(
        &[
            "--session-stdin",
            "client",
            "magic-link",
            "send",
            "--email",
            "a@b.c",
        ],
        "notasessn\n",
    );
    r.expect_failure(1, "Session not found");
}

#[test]
fn upgrade_adds_a_subscription() {
    let sb = Sandbox::start();
    sb.register("alice", "s3cret");
    let key = sb.json(&["licenses", "create", "--expiry", "10d"])["keys"][0]
        .as_str()
        .unwrap()
        .to_string();
    let r = sb.json(&["client", "upgrade", "--username", "alice", "--key", &key]);
    assert_eq!(r["message"], "Upgraded successfully");
    assert_eq!(sb.json(&["licenses", "info", &key])["usedby"], "alice");
    sb.run(&["client", "upgrade", "--username", "alice", "--key", &key])
        .expect_failure(1, "License key has already been used");
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
    sb.run(&["client", "webhook", "nope"])
        .expect_failure(1, "Webhook Not Found.");
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
    // The kept session is found (and is not logged in).
    sb.run_with(&mut real(), &["client", "check"], None)
        .expect_failure(1, "Session is not validated");
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
    sb.run(&["client", "init"])
        .expect_failure(1, "outdated; the new one is at https://example.com/new.exe");
}
