//! `client webhook`: relays through the sandbox, and the login authed webhooks need.

use crate::client::{login, refused};
use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;

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
fn authed_webhooks_need_a_login() {
    let sb = Sandbox::start();
    let target = serve(Fault::Raw(http("200 OK", &[], b"relayed")));
    sb.ok(&[
        "webhooks",
        "create",
        "--url",
        &format!("{target}/h"),
        "--authed",
        "--webid",
        "priv",
    ]);
    sb.register("alice", "pw");
    sb.ok(&["client", "init"]);
    refused(
        &sb,
        1,
        &["client", "webhook", "priv"],
        "Session is not validated",
    );
    assert_eq!(login(&sb, "alice", "pw", &[]).code, 0);
    let v = sb.json(&[
        "client",
        "webhook",
        "priv",
        "--body",
        "{}",
        "--content-type",
        "application/json",
    ]);
    assert_eq!(v["response"], "relayed");
}
