//! Client commands, part three: ban, renames, logout, 2FA, email codes, magic links, webhooks.

use crate::client::{login, refused};
use crate::faultserver::{http, serve, Fault};
use crate::harness::{Sandbox, HWID};

#[test]
fn ban_blacklists_and_blocks_login() {
    // The service's behaviour: the client's loopback IP is blacklisted too (off by default).
    let sb = Sandbox::start_set(&[("loopbackBans", "1")]);
    sb.register("alice", "pw");
    refused(&sb, 2, &["client", "ban", "--reason", "debugger"], "--yes");
    let v = sb.json(&[
        "client", "ban", "--reason", "debugger", "--hwid", "PC-X", "--yes",
    ]);
    assert_eq!(v["message"], "Successfully Banned User");
    assert_eq!(sb.json(&["users", "info", "alice"])["banned"], "debugger");
    let blacks = sb.ok(&["blacklists", "list", "-o", "json"]);
    assert!(
        blacks.contains("PC-X") && blacks.contains("127.0.0.1"),
        "{blacks}"
    );
    assert_eq!(
        sb.json(&["client", "check-blacklist"])["message"],
        "Client is blacklisted"
    );
    sb.ok(&["client", "init"]);
    login(&sb, "alice", "pw", &[]).expect_failure(1, "The user is banned");
    refused(
        &sb,
        1,
        &["client", "ban", "--yes"],
        "Session is not validated",
    );
}

#[test]
fn change_username_and_logout_end_the_session() {
    let sb = Sandbox::start();
    sb.register("bob", "pw");
    sb.register("alice", "pw");
    refused(
        &sb,
        1,
        &["client", "change-username", "--new-username", "bob"],
        "Username already used!",
    );
    let v = sb.json(&["client", "change-username", "--new-username", "alice2"]);
    assert_eq!(
        v["message"],
        "Successfully changed username, user logged out."
    );
    refused(&sb, 3, &["client", "check"], "client init");
    refused(&sb, 1, &["users", "info", "alice"], "User not found");
    assert_eq!(sb.json(&["users", "info", "alice2"])["username"], "alice2");
    sb.ok(&["client", "init"]);
    assert_eq!(login(&sb, "alice2", "pw", &[]).code, 0);

    // logout: the service ends the session and the CLI forgets it.
    let init = sb.json(&["client", "init", "--show-secrets"]);
    let sid = init["sessionid"].as_str().unwrap().to_string();
    assert_eq!(sid.len(), 10, "--show-secrets shows the whole id");
    assert_eq!(login(&sb, "alice2", "pw", &[]).code, 0);
    assert_eq!(
        sb.json(&["client", "logout"])["message"],
        "Successfully logged out."
    );
    refused(&sb, 3, &["client", "check"], "no client session");
    // A session id is never an argument: stdin or LICENSECTL_SESSION.
    sb.run_stdin(&["--session-stdin", "client", "check"], &format!("{sid}\n"))
        .expect_failure(1, "Session not found");
    let mut c = sb.cmd();
    c.env("LICENSECTL_SESSION", &sid);
    sb.run_with(&mut c, &["client", "logout"], None)
        .expect_failure(1, "Session not found");
    assert_eq!(sb.run(&["--session", &sid, "client", "check"]).code, 2);
}

/// A 6-digit code valid at no time near `now` for `secret`.
fn wrong_code(secret: &str, now: i64) -> String {
    let near: Vec<String> = [-30, 0, 30]
        .iter()
        .map(|d| licensectl_sandbox::totp_code(secret, now + d).unwrap())
        .collect();
    (0..)
        .map(|n: u32| {
            format!(
                "{:06}",
                (near[1].parse::<u32>().unwrap() + 1 + n) % 1_000_000
            )
        })
        .find(|c| !near.contains(c))
        .unwrap()
}

#[test]
fn two_factor_enable_login_and_disable() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    let setup = sb.json(&["client", "2fa-enable"]);
    let secret = setup["2fa"]["secret_code"].as_str().unwrap().to_string();
    assert!(setup["2fa"]["QRCode"]
        .as_str()
        .unwrap()
        .starts_with("otpauth://totp/alice?secret="));
    let bad = wrong_code(&secret, sb.now());
    // The service flags a wrong code success:true; the CLI must not report success.
    refused(
        &sb,
        1,
        &["client", "2fa-enable", "--code", &bad],
        "Invalid code please try again",
    );
    let good = licensectl_sandbox::totp_code(&secret, sb.now()).unwrap();
    assert_eq!(
        sb.json(&["client", "2fa-enable", "--code", &good])["message"],
        "2fa successfully activated"
    );
    refused(&sb, 1, &["client", "2fa-enable"], "2fa is already enabled");

    sb.ok(&["client", "init"]);
    login(&sb, "alice", "pw", &[]).expect_failure(1, "2fa code required.");
    sb.advance(90);
    let wrong = wrong_code(&secret, sb.now());
    login(&sb, "alice", "pw", &["--code", &wrong]).expect_failure(1, "Invalid 2fa code.");
    let code = licensectl_sandbox::totp_code(&secret, sb.now()).unwrap();
    let r = login(&sb, "alice", "pw", &["--code", &code]);
    assert_eq!(r.code, 0, "{}", r.stderr);

    refused(
        &sb,
        1,
        &[
            "client",
            "2fa-disable",
            "--code",
            &wrong_code(&secret, sb.now()),
        ],
        "Invalid code please try again",
    );
    let v = sb.json(&["client", "2fa-disable", "--code", &code]);
    assert_eq!(
        v["message"], "2fa successfully activated",
        "sic, as the service"
    );
    refused(
        &sb,
        1,
        &["client", "2fa-disable", "--code", &code],
        "2fa is not enabled",
    );
    sb.ok(&["client", "init"]);
    assert_eq!(
        login(&sb, "alice", "pw", &[]).code,
        0,
        "no code needed any more"
    );
    // A setup not finished within 5 minutes expires.
    sb.json(&["client", "2fa-enable"]);
    sb.advance(301);
    refused(
        &sb,
        1,
        &["client", "2fa-enable", "--code", "123456"],
        "2fa session has expired",
    );
}

/// The 6-digit code in the newest mail.
fn mailed_code(sb: &Sandbox) -> String {
    let outbox = sb.json(&["sandbox", "outbox"]);
    let body = outbox.as_array().unwrap().last().unwrap()["body"]
        .as_str()
        .unwrap()
        .to_string();
    let code = body
        .split(|c: char| !c.is_ascii_digit())
        .find(|w| w.len() == 6)
        .unwrap_or_else(|| panic!("no code in {body}"));
    code.to_string()
}

/// `client otp verify` for alice's address with `code`, plus `extra` arguments.
fn verify(sb: &Sandbox, code: &str, extra: &[&str]) -> crate::harness::Run {
    let mut args = vec!["client", "otp", "verify", "--email", "alice@example.com"];
    args.extend(["--code", code]);
    args.extend(extra);
    sb.run(&args)
}

#[test]
fn email_one_time_codes() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["client", "init"]);
    verify(&sb, "123456", &[]).expect_failure(1, "No one-time password was sent");
    let send = ["client", "otp", "send", "--email"];
    refused(
        &sb,
        1,
        &[&send[..], &["nope"]].concat(),
        "Invalid email address",
    );
    let v = sb.json(&[&send[..], &["alice@example.com"]].concat());
    assert_eq!(v["message"], "One-time password sent, check your email");
    let code = mailed_code(&sb);
    let wrong = if code == "000000" { "111111" } else { "000000" };
    verify(&sb, wrong, &[]).expect_failure(1, "Invalid one-time password");
    let r = verify(&sb, &code, &["--hwid", HWID, "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["username"], "alice");
    sb.ok(&["client", "check"]);
    verify(&sb, &code, &[]).expect_failure(1, "No one-time password was sent");
    // Codes last 10 minutes.
    sb.ok(&[&send[..], &["alice@example.com"]].concat());
    let code = mailed_code(&sb);
    sb.advance(601);
    verify(&sb, &code, &[]).expect_failure(1, "One-time password expired");
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
