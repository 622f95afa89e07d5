//! Client sessions and logins: init, register, password, email, token and license logins, 2FA,
//! one-time codes, renames, logout, ban, and sessions kept between runs.

use crate::client::{login, refused};
use crate::harness::{Sandbox, HWID};

#[test]
fn password_login_and_the_session_lifetime() {
    let sb = Sandbox::start();
    sb.register("alice", "s3cret");
    // A fresh session is not logged in.
    let init = sb.json(&["client", "init"]);
    assert_eq!(init["message"], "Initialized");
    assert_eq!(init["appinfo"]["version"], "1.0");
    refused(&sb, 1, &["client", "check"], "Session is not validated");

    login(&sb, "alice", "wrong", &[]).expect_failure(1, "Password does not match.");
    login(&sb, "nobody", "s3cret", &[]).expect_failure(1, "Invalid username");
    let r = login(&sb, "alice", "s3cret", &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let info = r.json();
    assert_eq!(info["username"], "alice");
    assert_eq!(info["hwid"], HWID);
    assert_eq!(info["subscriptions"][0]["subscription"], "default");
    assert_eq!(info["subscriptions"][0]["timeleft"], 30 * 86_400);
    assert_eq!(
        sb.json(&["client", "check"])["message"],
        "Session is validated."
    );
    let table = sb.ok(&["client", "check", "-o", "table"]);
    assert_eq!(table.trim(), "Session is validated.");

    // Sessions live 6 hours (setting `session`), then every type says so.
    sb.advance(6 * 3600 - 1);
    sb.ok(&["client", "check"]);
    sb.advance(1);
    refused(&sb, 1, &["client", "check"], "Session not found");
    refused(&sb, 1, &["client", "online"], "Session not found");
    // The HWID lock: another machine is refused.
    sb.ok(&["client", "init"]);
    let other = sb.run_stdin(
        &[
            "client",
            "login",
            "--username",
            "alice",
            "--hwid",
            "OTHER-PC",
            "--password-stdin",
        ],
        "s3cret\n",
    );
    other.expect_failure(1, "HWID doesn't match");
    // No password at all is a usage error, not a request.
    let r = sb.run(&["client", "login", "--username", "alice", "--password", "x"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

#[test]
fn embedded_sandbox_keeps_sessions_and_token_login() {
    let sb = Sandbox::start();
    // The embedded sandbox signs with the real clock, so no LICENSECTL_NOW here.
    let run = |args: &[&str], stdin: &str| {
        let mut c = sb.bare();
        c.env_remove("LICENSECTL_NOW");
        sb.run_with(&mut c, args, Some(stdin))
    };
    // A fresh sandbox has `default` at level 1; a second one is refused.
    assert_eq!(
        run(&["subs", "create", "default", "--level", "1"], "").code,
        1
    );
    let key = run(&["licenses", "create", "--expiry", "1d"], "");
    let key = key.stdout.trim().to_string();
    assert_eq!(run(&["client", "init"], "").code, 0);
    let reg = [
        "client",
        "register",
        "--username",
        "tok",
        "--key",
        &key,
        "--hwid",
        HWID,
        "--password-stdin",
    ];
    let r = run(&reg, "pw\n");
    assert_eq!(
        r.code, 0,
        "the session of `client init` is found again: {}",
        r.stderr
    );
    let r = run(&["client", "check"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);

    // The web-loader token, as the service makes it: MD5 of the stored hash's last five characters.
    let db = rusqlite::Connection::open(sb.data_dir().join("sandbox.db")).unwrap();
    let hash: String = db
        .query_row(
            "SELECT password FROM users WHERE username = 'tok'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    drop(db);
    use md5::Digest;
    let token = hex::encode(md5::Md5::digest(&hash.as_bytes()[hash.len() - 5..]));
    // Seller `userdata` shows it (a secret: only with --show-secrets).
    let info = run(
        &["users", "info", "tok", "-o", "json", "--show-secrets"],
        "",
    );
    assert_eq!(info.code, 0, "{}", info.stderr);
    let shown: serde_json::Value = serde_json::from_str(&info.stdout).unwrap();
    assert_eq!(shown["token"], token.as_str());
    let hidden = run(&["users", "info", "tok", "-o", "json"], "");
    assert!(!hidden.stdout.contains(&token), "{}", hidden.stdout);
    assert_eq!(run(&["client", "init"], "").code, 0);
    let with = |t: &str| {
        let args = [
            "client",
            "login",
            "--username",
            "tok",
            "--token-stdin",
            "--hwid",
            HWID,
        ];
        run(&[&args[..], &["-o", "json"]].concat(), &format!("{t}\n"))
    };
    with(&"0".repeat(32)).expect_failure(1, "Password does not match.");
    let good = with(&token);
    assert_eq!(good.code, 0, "{}", good.stderr);
    assert_eq!(good.json()["username"], "tok");
}

#[test]
fn license_login_used_keys_and_banned_hwids() {
    let sb = Sandbox::start();
    let keys = sb.keys(3);
    let alice_key = sb.register("alice", "pw");
    sb.ok(&["client", "init"]);
    // First use registers a user named after the key.
    let v = sb.json(&["client", "license", &keys[0], "--hwid", "PC-1"]);
    assert_eq!(v["username"], keys[0].as_str());
    let info = sb.json(&["licenses", "info", &keys[0]]);
    assert_eq!(
        (info["status"].as_str(), info["usedby"].as_str()),
        (Some("Used"), Some(keys[0].as_str()))
    );
    sb.ok(&["client", "check"]);
    // Later logins with the key are HWID-locked.
    sb.ok(&["client", "init"]);
    sb.ok(&["client", "license", &keys[0], "--hwid", "PC-1"]);
    refused(
        &sb,
        1,
        &["client", "license", &keys[0], "--hwid", "PC-2"],
        "HWID doesn't match",
    );
    refused(
        &sb,
        1,
        &["client", "license", &keys[1]],
        "Force HWID is enabled",
    );

    // A key someone registered with is used.
    refused(
        &sb,
        1,
        &["client", "license", &alice_key, "--hwid", "PC-1"],
        "License key has already been used",
    );
    sb.register_with("bob", "pw", &alice_key, &[])
        .expect_failure(1, "License key has already been used");
    refused(
        &sb,
        1,
        &["client", "license", "NOPE", "--hwid", "PC-1"],
        "Invalid license key",
    );
    refused(
        &sb,
        2,
        &["client", "license", &"K".repeat(71)],
        "at most 70",
    );

    // A blacklisted HWID: refused, and a first-use key is banned for it.
    sb.ok(&["blacklists", "create", "--hwid", "PC-BAD"]);
    let b = sb.json(&["client", "check-blacklist", "--hwid", "PC-BAD"]);
    assert_eq!(b["message"], "Client is blacklisted");
    // A clean HWID is the answer to the question, not a failure (issue 11).
    let clean = sb.run(&["client", "check-blacklist", "--hwid", "PC-1"]);
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    assert!(
        clean.stdout.contains("Client is not blacklisted"),
        "{}",
        clean.stdout
    );
    refused(
        &sb,
        1,
        &["client", "license", &keys[2], "--hwid", "PC-BAD"],
        "You've been blacklisted",
    );
    let info = sb.json(&["licenses", "info", &keys[2]]);
    assert_eq!(info["status"], "Banned");
    let r = login(&sb, "alice", "pw", &[]);
    assert_eq!(r.code, 0, "alice's own HWID is fine: {}", r.stderr);
    let r = sb.run_stdin(
        &[
            "client",
            "login",
            "--username",
            "alice",
            "--hwid",
            "PC-BAD",
            "--password-stdin",
        ],
        "pw\n",
    );
    r.expect_failure(1, "You've been blacklisted");
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
fn min_hwid_refuses_hwids_under_20_characters_as_the_2024_service_does() {
    const SHORT: &str = "SHORT-PC";
    const TWENTY: &str = "ABCDEFGHIJ0123456789";
    assert_eq!(TWENTY.len(), 20);
    let login_from = |sb: &Sandbox, user: &str, hwid: &str| {
        sb.ok(&["client", "init"]);
        let args = ["client", "login", "--username", user, "--hwid", hwid];
        sb.run_stdin(
            &[&args[..], &["--password-stdin", "-o", "json"]].concat(),
            "pw\n",
        )
    };
    let sb = Sandbox::start_set(&[("minHwid", "20")]);
    // Seller-made users: no HWID locked yet.
    for user in ["bob", "cy"] {
        assert_eq!(sb.create_user(user, "default", "30d", "pw").code, 0);
    }
    let msg = "HWID must be 20 or more characters, change this in app settings.";
    login_from(&sb, "bob", SHORT).expect_failure(1, msg);
    let key = sb.keys(1).remove(0);
    let license = ["client", "license", &key, "--hwid", SHORT];
    sb.ok(&["client", "init"]);
    sb.run(&license).expect_failure(1, msg);
    let r = login_from(&sb, "bob", TWENTY);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The answer shows the HWID read before this login locked one (none), as the server's does.
    assert_eq!(r.json()["hwid"], serde_json::Value::Null);
    let r = login_from(&sb, "bob", TWENTY);
    assert_eq!(r.json()["hwid"], TWENTY);
    // The sandbox's default (0): a short HWID is taken.
    let sb = Sandbox::start();
    assert_eq!(sb.create_user("cy", "default", "30d", "pw").code, 0);
    let r = login_from(&sb, "cy", SHORT);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = login_from(&sb, "cy", SHORT);
    assert_eq!(r.json()["hwid"], SHORT);
}
