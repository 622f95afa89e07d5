//! Client commands, part one: sessions and logins (password, web-loader token, license key).

use crate::harness::{Run, Sandbox, HWID};

/// `client login` as `user` from [`HWID`] with `pw` on stdin, plus `extra` arguments.
pub fn login(sb: &Sandbox, user: &str, pw: &str, extra: &[&str]) -> Run {
    let mut args = vec!["client", "login", "--username", user, "--hwid", HWID];
    args.extend(extra);
    args.extend(["--password-stdin", "-o", "json"]);
    sb.run_stdin(&args, &format!("{pw}\n"))
}

/// Expects exit `code` and `needle` in stderr.
pub fn refused(sb: &Sandbox, code: i32, args: &[&str], needle: &str) {
    let err = sb.fails(code, args);
    assert!(err.contains(needle), "`{}`: {err}", args.join(" "));
}

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
