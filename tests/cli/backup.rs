//! `backup`: a seeded application round-trips through `restore` into a second, empty sandbox.

use crate::harness::faultserver::{http, serve, Fault};
use crate::harness::{Sandbox, T0};
use serde_json::{json, Value};

/// Seeds every kind of record the backup covers; returns the license keys.
fn seed(sb: &Sandbox, file_url: &str) -> Vec<String> {
    let keys = sb.keys(4);
    sb.ok(&["subs", "create", "premium", "--level", "2"]);
    sb.ok(&["licenses", "set-note", &keys[3], "--note", "spring & sale"]);
    // 25 hours: not a whole number of days.
    sb.ok(&["licenses", "edit", &keys[3], "--expiry", "25h"]);
    sb.create_user("alice", "default", "10d", "pw");
    sb.ok(&["licenses", "assign", &keys[0], "--user", "alice"]);
    sb.ok(&["users", "set-cooldown", "alice", "--cooldown", "1800000500"]);
    sb.ok(&[
        "users", "set-var", "alice", "--var", "tier", "--data", "gold",
    ]);
    // bob's only subscription comes from his license.
    let r = sb.run_stdin(
        &[
            "licenses",
            "activate",
            &keys[1],
            "--user",
            "bob",
            "--hwid",
            "HW-B",
            "--password-stdin",
        ],
        "pw\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    sb.ok(&[
        "users", "create", "carol", "--sub", "premium", "--expiry", "2d",
    ]);
    sb.ok(&["users", "pause", "carol"]);
    sb.ok(&[
        "users", "create", "dave", "--sub", "default", "--expiry", "1d",
    ]);
    sb.ok(&[
        "users", "create", "erin", "--sub", "default", "--expiry", "3d",
    ]);
    sb.ok(&["users", "add-hwid", "erin", "--hwid", "HW-E"]);
    sb.ok(&["users", "ban", "erin", "--reason", "fraud", "--yes"]);
    sb.ok(&[
        "licenses",
        "ban",
        &keys[2],
        "--reason",
        "chargeback",
        "--yes",
    ]);
    sb.ok(&[
        "vars",
        "create",
        "motd",
        "--data",
        "hello world",
        "--no-authed",
    ]);
    sb.ok(&["vars", "create", "secretvar", "--data", "x"]);
    sb.json(&["files", "upload", &format!("{file_url}/a.bin")]);
    let id = sb.json(&["files", "upload", &format!("{file_url}/b.bin")])["id"]
        .as_str()
        .unwrap()
        .to_string();
    sb.ok(&[
        "files",
        "edit",
        &id,
        "--url",
        &format!("{file_url}/b.bin"),
        "--no-authed",
    ]);
    sb.ok(&[
        "webhooks",
        "create",
        "--url",
        "https://e.x/h",
        "--no-authed",
        "--webid",
        "hook1",
    ]);
    sb.ok(&[
        "buttons",
        "create",
        "--value",
        "launch",
        "--text",
        "Launch game",
    ]);
    sb.ok(&["chats", "create", "general", "--delay", "5s"]);
    sb.ok(&["chats", "mute", "alice", "--duration", "7d"]);
    sb.ok(&[
        "blacklists",
        "create",
        "--ip",
        "198.51.100.23",
        "--country",
        "XX",
    ]);
    sb.ok(&[
        "app",
        "update",
        "--app-version",
        "1.2",
        "--disabled-msg",
        "off",
        "--no-hwid-lock",
    ]);
    // Two days later: dave's subscription has expired, carol's paused one has not moved.
    sb.advance(2 * 86_400);
    keys
}

/// The document without what a restore cannot keep: ids, dates, the app's identity, hashed
/// emails, IPs (set by logins), the blacklist's order (user bans add their entries first) and the
/// licenses' and users' (they are sent several at a time).
fn normalized(mut doc: Value) -> Value {
    let o = doc.as_object_mut().unwrap();
    o.remove("created");
    o.remove("app");
    let drop = |v: &mut Value, fields: &[&str]| {
        for row in v.as_array_mut().unwrap() {
            let m = row.as_object_mut().unwrap();
            fields.iter().for_each(|f| {
                m.remove(*f);
            });
        }
    };
    drop(&mut o["licenses"], &["id", "gendate", "usedon"]);
    drop(
        &mut o["users"],
        &["id", "createdate", "lastlogin", "ip", "email"],
    );
    for u in o["users"].as_array_mut().unwrap() {
        drop(&mut u["subscriptions"], &["id"]);
    }
    drop(&mut o["files"], &["id", "uploaddate"]);
    let licenses = o["licenses"].as_array_mut().unwrap();
    licenses.sort_by_key(|l| l["key"].to_string());
    let users = o["users"].as_array_mut().unwrap();
    users.sort_by_key(|u| u["username"].to_string());
    let blacks = o["blacklists"].as_array_mut().unwrap();
    blacks.sort_by_key(|b| b.to_string());
    doc
}

#[test]
fn backup_restore_round_trip() {
    let files = serve(Fault::Raw(http("200 OK", &[], b"payload")));
    let sb = Sandbox::start();
    let keys = seed(&sb, &files);
    let path = sb.home.path().join("app.json");
    let path = path.to_str().unwrap();
    sb.ok(&["backup", path]);
    assert_eq!(crate::harness::mode(std::path::Path::new(path)), 0o600);
    let text = std::fs::read_to_string(path).unwrap();
    assert!(
        !text.contains(&sb.info.app_secret),
        "no app secret in a backup"
    );
    let doc: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(doc["format"], "licensectl-backup");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["created"], sb.now());
    assert_eq!(doc["app"]["name"], sb.info.app_name.as_str());
    assert!(doc["app"].get("secret").is_none());
    assert_eq!(doc["licenses"].as_array().unwrap().len(), 4);
    assert_eq!(doc["licenses"][3]["expires"], "90000");
    let names: Vec<&str> = doc["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["username"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["alice", "bob", "carol", "dave", "erin"]);
    assert_eq!(doc["users"][0]["subscriptions"][1]["key"], keys[0].as_str());
    assert_eq!(
        doc["users"][0]["vars"],
        json!([{"name": "tier", "data": "gold"}])
    );
    assert_eq!(doc["users"][2]["subscriptions"][0]["paused"], 1);
    assert_eq!(
        doc["vars"][0],
        json!({"varid": "motd", "msg": "hello world", "authed": 0})
    );
    assert_eq!(doc["files"].as_array().unwrap().len(), 2);
    assert_eq!(doc["whitelists"]["available"], false);
    assert_eq!(doc["settings"]["disabledmsg"], "off");
    assert_eq!(doc["accounts"]["resellers"], json!([]));
    // Without FILE (or with -), the same document goes to stdout.
    let out: Value = serde_json::from_str(&sb.ok(&["backup", "-"])).unwrap();
    assert_eq!(out, doc);

    // A second, fresh service at the same time.
    let target = Sandbox::start();
    target.advance(sb.now() - T0);
    let plan = target.ok(&["restore", path, "--dry-run"]);
    assert!(
        plan.contains(&format!("create license {} (level 1, 30d)", keys[0])),
        "{plan}"
    );
    assert!(
        plan.contains("create user carol with 1 subscription(s)"),
        "{plan}"
    );
    assert!(plan.contains("blacklist country XX"), "{plan}");
    assert_eq!(
        plan.lines().count(),
        1 + 4 + 5 + 1 + 1 + 2 + 2 + 1 + 1 + 1 + 1 + 3 + 1,
        "the target's own `default` (level 1) is not made again: {plan}"
    );
    let err = target.fails(1, &["licenses", "info", &keys[0]]);
    assert!(
        err.contains("Key Not Found"),
        "--dry-run created nothing: {err}"
    );

    let done = target.ok(&["restore", path]);
    assert!(done.starts_with("restored 23 records"), "{done}");
    let info = target.json(&["licenses", "info", &keys[2]]);
    assert_eq!(info["status"], "Banned");
    let erin = target.json(&["users", "info", "erin"]);
    assert_eq!(erin["banned"], "fraud");
    let again = target.run(&["backup"]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(normalized(again.json()), normalized(doc.clone()));

    // The target is no longer empty: a second restore is refused.
    let err = target.fails(1, &["restore", path]);
    assert!(err.contains("already has 4 licenses and 5 users"), "{err}");
    assert!(err.contains("--force"), "{err}");
}

/// A result file that cannot be written is exit 1 naming the file, with nothing half-written:
/// the file already there is kept whole, and no temporary file is left beside it.
#[test]
fn an_unwritable_backup_or_report_file_names_it_and_leaves_nothing() {
    let sb = Sandbox::start();
    sb.ok(&["licenses", "create", "--amount", "2", "--expiry", "1d"]);
    let missing = sb.home.path().join("no-such-dir").join("app.json");
    let missing = missing.to_str().unwrap();
    // A missing directory is a wrong path: refused before anything is read (exit 2).
    let r = sb.run(&["backup", missing]);
    r.expect_failure(2, &format!("cannot write to {missing}: the directory "));
    assert!(r.stderr.contains("nothing was written"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    let r = sb.run(&["report", "--html", missing]);
    r.expect_failure(2, &format!("cannot write to {missing}: "));
    let r = sb.run(&["export", missing]);
    r.expect_failure(2, &format!("cannot write to {missing}: "));
    // A write that fails half-way (a full disk) names the file and the result (exit 1).
    let r = sb.run(&["backup", "/dev/full"]);
    r.expect_failure(
        1,
        "cannot write the backup to /dev/full: No space left on device",
    );

    // A good write replaces the old file whole, through a temporary file that does not stay.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("app.json");
    std::fs::write(&path, "old backup").unwrap();
    sb.ok(&["backup", path.to_str().unwrap()]);
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(doc["licenses"].as_array().unwrap().len(), 2);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["app.json"]);
}

/// More users than the service lists (520): the rest come from the names list, each written
/// once, with their subscriptions and variables, spooled to a file gone at the end (issue 21).
#[test]
fn users_beyond_the_list_are_each_written_once_with_their_variables() {
    let sb = Sandbox::start_seeded_with(300, 560);
    let names: Vec<String> = sb
        .json(&["users", "names"])
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().or(n["username"].as_str()).unwrap().to_string())
        .collect();
    assert!(names.len() > 560, "{}", names.len());
    let listed = sb.json(&["users", "list"]).as_array().unwrap().len();
    assert_eq!(listed, 520, "the list stops at 520");
    let last = names.last().unwrap().as_str();
    sb.ok(&["users", "set-var", last, "--var", "tier", "--data", "gold"]);
    sb.ok(&[
        "users", "set-var", &names[0], "--var", "tier", "--data", "tin",
    ]);
    let dir = sb.home.path().join("out");
    std::fs::create_dir(&dir).unwrap();
    let path = dir.join("app.json");
    sb.ok(&["backup", path.to_str().unwrap()]);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["app.json"], "no spool or partial file left");
    let text = std::fs::read_to_string(&path).unwrap();
    let doc: Value = serde_json::from_str(&text).unwrap();
    let users = doc["users"].as_array().unwrap();
    let mut written: Vec<&str> = users
        .iter()
        .map(|u| u["username"].as_str().unwrap())
        .collect();
    written.sort_unstable();
    let mut expected: Vec<&str> = names.iter().map(String::as_str).collect();
    expected.sort_unstable();
    assert_eq!(written, expected, "every user once");
    let user = |name: &str| users.iter().find(|u| u["username"] == name).unwrap();
    assert_eq!(
        user(last)["vars"],
        json!([{"name": "tier", "data": "gold"}])
    );
    assert_eq!(
        user(&names[0])["vars"],
        json!([{"name": "tier", "data": "tin"}])
    );
    assert!(users.iter().all(|u| u["subscriptions"].is_array()));
    assert!(users
        .iter()
        .any(|u| !u["subscriptions"].as_array().unwrap().is_empty()));
    // The same bytes on stdout: the document is the pretty JSON of its whole tree.
    assert_eq!(sb.ok(&["backup"]), text);
    assert_eq!(text, serde_json::to_string_pretty(&doc).unwrap() + "\n");
}

/// An answer that comes without what it holds (`{"success": true}`: a proxy's page, a server
/// change) is never written as an empty section with exit 0: for every read the backup makes of
/// a configuration kind (`kinds::ALL`: their lists, and the settings' record), the licenses and
/// the users, the backup is refused (exit 6) and no file is made. The webhooks and the settings
/// were read without that check and came out `[]` and `{}`.
#[test]
fn a_list_answered_without_its_list_is_never_backed_up_as_empty() {
    use crate::harness::tamper::{Proxy, Tamper};
    let sb = Sandbox::start();
    let mut types: Vec<&'static [&'static str]> = licensectl_catalogue::kinds::ALL
        .iter()
        .map(|k| std::slice::from_ref(&k.list_op().ty))
        .collect();
    types.extend([&["fetchallkeys"][..], &["fetchallusers"][..]]);
    let proxy = Proxy::start(&sb.info.base_url, Tamper::Nothing);
    let dir = tempfile::tempdir().unwrap();
    for ty in types {
        proxy.set(Tamper::Swallow(ty));
        let file = dir.path().join(format!("{}.json", ty[0]));
        let mut c = sb.cmd();
        c.env("LICENSECTL_BASE_URL", &proxy.url);
        let r = sb.run_with(&mut c, &["backup", file.to_str().unwrap()], None);
        assert_eq!(r.code, 6, "{}: {}", ty[0], r.stderr);
        assert!(!file.exists(), "{}: a backup was written", ty[0]);
    }
}
