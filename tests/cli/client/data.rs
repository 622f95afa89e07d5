//! Client commands on a session's data: upgrades, forgotten passwords, stats, variables, chat,
//! logs and file downloads.

use crate::client::{login, refused};
use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::Sandbox;
use serde_json::json;

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
fn upgrade_and_forgot() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["subs", "create", "gold", "--level", "2"]);
    let gold = sb.json(&["licenses", "create", "--expiry", "7d", "--level", "2"])["keys"][0]
        .as_str()
        .unwrap()
        .to_string();
    refused(
        &sb,
        1,
        &["client", "upgrade", "--username", "nobody", "--key", &gold],
        "Invalid username",
    );
    let v = sb.json(&["client", "upgrade", "--username", "alice", "--key", &gold]);
    assert_eq!(v["message"], "Upgraded successfully");
    let subs = sb.json(&["users", "info", "alice"])["subscriptions"].clone();
    let names: Vec<&str> = subs
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["subscription"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["default", "gold"],
        "the key's level picks the subscription"
    );
    refused(
        &sb,
        1,
        &["client", "upgrade", "--username", "alice", "--key", &gold],
        "already been used",
    );

    // forgot: a reset link goes to the registered address.
    let forgot = |user: &str, email: &str| {
        let args = ["client", "forgot", "--username", user, "--email", email];
        sb.run(&args)
    };
    forgot("nobody", "a@b.c").expect_failure(1, "No user found");
    forgot("alice", "x@example.com").expect_failure(1, "Email address do not match!");
    assert_eq!(sb.json(&["sandbox", "outbox"]), serde_json::json!([]));
    let r = forgot("alice", "Alice@Example.com");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.trim(),
        "Successfully sent email to change password."
    );
    let outbox = sb.json(&["sandbox", "outbox"]);
    let mail = &outbox.as_array().unwrap()[0];
    assert_eq!(mail["to"], "Alice@Example.com");
    assert_eq!(mail["subject"], "Password Reset for sandbox");
    assert!(mail["body"]
        .as_str()
        .unwrap()
        .contains("your username is: alice"));
    let link = mail["link"].as_str().unwrap();
    assert!(
        link.starts_with(&format!("{}/reset/", sb.info.base_url)),
        "{link}"
    );
    // The link's page gives a new password, once.
    let page = |link: &str| {
        sb.block_on(async { reqwest::get(link).await?.text().await })
            .unwrap()
    };
    let text = page(link);
    let new = text
        .trim()
        .rsplit_once("New password: ")
        .map(|(_, p)| p.to_string())
        .unwrap_or_else(|| panic!("{text}"));
    assert!(text.contains("password of alice was reset"), "{text}");
    assert!(page(link).contains("not valid"), "a link works once");
    sb.ok(&["client", "init"]);
    assert_eq!(
        login(&sb, "alice", "pw", &[]).code,
        1,
        "the old password is gone"
    );
    let r = login(&sb, "alice", &new, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn online_stats_and_variables() {
    let sb = Sandbox::start();
    sb.keys(2);
    sb.ok(&["client", "init"]);
    assert_eq!(
        sb.json(&["client", "online"]),
        serde_json::json!([]),
        "no one online is an empty list, exit 0"
    );
    sb.register("alice", "pw");
    let online = sb.ok(&["client", "online", "-o", "tsv"]);
    assert_eq!(online, "credential\nalice\n");
    let stats = sb.json(&["client", "stats"]);
    assert_eq!(
        (stats["numUsers"].as_str(), stats["numOnlineUsers"].as_str()),
        (Some("1"), Some("1"))
    );
    assert_eq!(stats["numKeys"], "3");
    sb.ok(&["client", "logout"]);
    sb.ok(&["client", "init"]);
    assert_eq!(sb.json(&["client", "stats"])["numOnlineUsers"], "0");

    // User variables need a logged-in session.
    refused(
        &sb,
        1,
        &["client", "set-var", "--var", "theme", "--data", "dark"],
        "Session is not validated",
    );
    refused(
        &sb,
        1,
        &["client", "get-var", "--var", "theme"],
        "Session is not validated",
    );
    assert_eq!(login(&sb, "alice", "pw", &[]).code, 0);
    let set = sb.json(&["client", "set-var", "--var", "theme", "--data", "dark"]);
    assert_eq!(set["message"], "Successfully set variable");
    let got = sb.json(&["client", "get-var", "--var", "theme"]);
    assert_eq!(got["response"], "dark");
    let vars = &sb.json(&["users", "info", "alice"])["uservars"];
    assert_eq!(
        vars,
        &serde_json::json!([{"user": "alice", "name": "theme", "data": "dark", "readOnly": null}])
    );
    refused(
        &sb,
        1,
        &["client", "get-var", "--var", "nope"],
        "Variable not found for user",
    );
    // The service flags this failure success:true; the CLI still fails.
    // Blank required data is refused before sending (the service says "No variable data provided").
    refused(
        &sb,
        2,
        &["client", "set-var", "--var", "theme", "--data", ""],
        "--data is empty",
    );
    refused(
        &sb,
        2,
        &[
            "client",
            "set-var",
            "--var",
            "x",
            "--data",
            &"d".repeat(501),
        ],
        "at most 500",
    );
    assert_eq!(
        sb.json(&["client", "get-var", "--var", "theme"])["response"],
        "dark"
    );

    // Global variables: open ones need only a session, authed ones a login.
    sb.ok(&[
        "vars",
        "create",
        "motd",
        "--data",
        "hello all",
        "--no-authed",
    ]);
    sb.ok(&["vars", "create", "secret", "--data", "s3", "--authed"]);
    sb.ok(&["client", "init"]);
    assert_eq!(sb.json(&["client", "var", "motd"])["message"], "hello all");
    assert_eq!(sb.ok(&["client", "var", "motd"]).trim(), "hello all");
    refused(
        &sb,
        1,
        &["client", "var", "secret"],
        "Session is not validated",
    );
    refused(&sb, 1, &["client", "var", "nope"], "Variable not found.");
    assert_eq!(login(&sb, "alice", "pw", &[]).code, 0);
    assert_eq!(sb.json(&["client", "var", "secret"])["message"], "s3");
}

#[test]
fn chat_and_logs() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["chats", "create", "general", "--delay", "5s"]);
    let sent = sb.json(&["client", "chat-send", "general", "--message", "hi all"]);
    assert_eq!(sent["message"], "Successfully sent chat message");
    refused(
        &sb,
        1,
        &["client", "chat-send", "general", "--message", "again"],
        "hit the delay limit",
    );
    sb.advance(5);
    sb.ok(&["client", "chat-send", "general", "--message", "second"]);
    let msgs = sb.json(&["client", "chat-get", "general"]);
    assert_eq!(
        msgs[0],
        json!({"author": "alice", "message": "hi all", "timestamp": sb.now() - 5})
    );
    assert_eq!(msgs.as_array().unwrap().len(), 2);
    let tsv = sb.ok(&["client", "chat-get", "general", "-o", "tsv"]);
    assert!(
        tsv.starts_with("author\tmessage\ttimestamp\nalice\thi all\t"),
        "{tsv}"
    );
    refused(
        &sb,
        1,
        &["client", "chat-send", "nope", "--message", "x"],
        "Chat channel not found",
    );
    refused(
        &sb,
        2,
        &[
            "client",
            "chat-send",
            "general",
            "--message",
            &"m".repeat(2001),
        ],
        "at most 2000",
    );
    sb.ok(&["chats", "mute", "alice", "--duration", "1h"]);
    sb.advance(5);
    refused(
        &sb,
        1,
        &["client", "chat-send", "general", "--message", "x"],
        "You're muted from chat until",
    );
    sb.ok(&["chats", "clear", "general", "--yes"]);
    assert_eq!(sb.json(&["client", "chat-get", "general"]), json!([]));
    sb.ok(&["client", "init"]);
    refused(
        &sb,
        1,
        &["client", "chat-get", "general"],
        "Session is not validated",
    );

    // log: an empty answer; the line is stored with the logged-in user.
    sb.ok(&["client", "log", "--message", "before login"]);
    assert_eq!(login(&sb, "alice", "pw", &[]).code, 0);
    let v = sb.json(&[
        "client",
        "log",
        "--message",
        "opened settings",
        "--pcuser",
        "pc-7",
    ]);
    assert_eq!(v, json!({"success": true}));
    let logs = sb.json(&["logs", "list"]);
    let rows = logs.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[1]["logdata"].as_str(), rows[1]["credential"].as_str()),
        (Some("opened settings"), Some("alice"))
    );
    assert_eq!(rows[1]["pcuser"], "pc-7");
    refused(
        &sb,
        2,
        &["client", "log", "--message", &"l".repeat(276)],
        "at most 275",
    );
    // The server answers `log` (empty) before it looks at the session, as the 2024 server does:
    // a bad session cannot be told from a good one, and nothing is stored.
    let r = sb.run_stdin(
        &["--session-stdin", "client", "log", "--message", "lost line"],
        "notasessn\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!sb.ok(&["logs", "list", "-o", "json"]).contains("lost line"));
}

#[test]
fn file_download_writes_the_exact_bytes() {
    let sb = Sandbox::start();
    let bytes: Vec<u8> = (0..=255u8).chain([0, 0xff, b'\n', b'\r']).collect();
    let origin = serve(Fault::Raw(http(
        "200 OK",
        &[("content-type", "application/octet-stream")],
        &bytes,
    )));
    let up = sb.json(&["files", "upload", &format!("{origin}/dl/loader.bin")]);
    let id = up["id"].as_str().unwrap().to_string();
    assert_eq!(sb.json(&["files", "info", &id])["name"], "loader.bin");
    sb.register("alice", "pw");
    let out = sb.home.path().join("loader.bin");
    let out_s = out.to_str().unwrap();
    let r = sb.run(&["client", "file", &id, "--output-file", out_s]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!("wrote {} bytes", bytes.len())),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(&out).unwrap(), bytes);
    refused(
        &sb,
        1,
        &["client", "file", "000000", "--output-file", out_s],
        "File not Found",
    );
    // Files are authed: a session that is not logged in gets nothing, and the file stays as it was.
    sb.ok(&["client", "init"]);
    refused(
        &sb,
        1,
        &["client", "file", &id, "--output-file", out_s],
        "Session is not validated",
    );
    assert_eq!(std::fs::read(&out).unwrap(), bytes);
}
