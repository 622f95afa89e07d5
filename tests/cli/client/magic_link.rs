//! `client magic-link`: approval once, expiry after 15 minutes, the session it needs, and checks.

use crate::client::refused;
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
fn magic_link_opened_twice_and_checked_twice() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["client", "init"]);
    assert_eq!(
        sb.run(&["client", "magic-link", "check"]).code,
        1,
        "none sent yet"
    );
    let send = ["client", "magic-link", "send", "--email"];
    sb.ok(&[&send[..], &["alice@example.com", "--hwid", HWID]].concat());
    let outbox = sb.json(&["sandbox", "outbox"]);
    let link = outbox.as_array().unwrap().last().unwrap()["link"]
        .as_str()
        .unwrap()
        .to_string();
    let open = || sb.block_on(async { reqwest::get(&link).await.unwrap().text().await.unwrap() });
    assert!(open().contains("Login approved"));
    let second = open();
    assert!(
        !second.contains("Login approved"),
        "a link approves once: {second}"
    );
    let done = sb.json(&["client", "magic-link", "check"]);
    assert_eq!(
        (done["status"].as_str(), done["info"]["username"].as_str()),
        (Some("approved"), Some("alice"))
    );
    sb.ok(&["client", "check"]);
    refused(
        &sb,
        1,
        &["client", "magic-link", "check"],
        "Magic link already used",
    );
}
