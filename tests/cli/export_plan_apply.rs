//! `export`, `plan` and `apply` (the app as code) against the sandbox: a round trip, every kind
//! created, changed and pruned, a failure half-way and the rerun, `${env:…}` secrets, asking on a
//! terminal, `--dry-run`, and files refused.

use crate::harness::pty::Pty;
use crate::harness::{Run, Sandbox};
use serde_json::Value;
use std::path::{Path, PathBuf};

pub(crate) const HEAD: &str = "format = \"licensectl-app\"\nversion = 1\n";

pub(crate) fn write(sb: &Sandbox, name: &str, text: &str) -> PathBuf {
    let p = sb.home.path().join(name);
    std::fs::write(&p, text).unwrap();
    p
}

pub(crate) fn run_env(sb: &Sandbox, args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut c = sb.cmd();
    for (k, v) in env {
        c.env(k, v);
    }
    sb.run_with(&mut c, args, None)
}

/// The plan as JSON; asserts exit 0.
pub(crate) fn plan(sb: &Sandbox, file: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["plan", file.to_str().unwrap()];
    args.extend(extra);
    sb.json(&args)
}

/// (action, kind, key) of each change, in order.
pub(crate) fn actions(p: &Value) -> Vec<(String, String, String)> {
    p["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().unwrap().to_string();
            (s("action"), s("kind"), s("key"))
        })
        .collect()
}

pub(crate) fn apply(sb: &Sandbox, file: &Path, extra: &[&str]) -> Run {
    let mut args = vec!["apply", file.to_str().unwrap(), "--yes"];
    args.extend(extra);
    sb.run(&args)
}

/// Every kind of configuration record, in the first sandbox.
fn seed(sb: &Sandbox) {
    sb.ok(&["subs", "create", "premium", "--level", "2"]);
    sb.ok(&[
        "vars",
        "create",
        "motd",
        "--data",
        "hello \"world\"",
        "--no-authed",
    ]);
    sb.ok(&[
        "webhooks",
        "create",
        "--url",
        "https://a.example/h",
        "--webid",
        "hook1",
        "--no-authed",
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
    sb.ok(&[
        "blacklists",
        "create",
        "--ip",
        "198.51.100.23",
        "--hwid",
        "HW-BAD",
    ]);
    sb.ok(&[
        "app",
        "update",
        "--app-version",
        "1.2",
        "--download",
        "https://example.com/app.exe",
        "--no-hwid-lock",
    ]);
}

#[test]
fn export_apply_to_an_empty_app_then_plan_shows_nothing() {
    let one = Sandbox::start();
    seed(&one);
    let file = one.home.path().join("app.toml");
    let r = one.run(&["export", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains("format = \"licensectl-app\"") && text.contains("version = 1"),
        "{text}"
    );
    assert!(
        text.contains("[[webhooks]]\nid = \"hook1\"\nurl = \"https://a.example/h\""),
        "{text}"
    );
    assert!(text.contains("ip = [\"198.51.100.23\"]"), "{text}");
    assert!(
        r.stderr.contains("whitelists are not exported"),
        "{}",
        r.stderr
    );

    let two = Sandbox::start();
    let copy = write(&two, "app.toml", &text);
    let before = plan(&two, &copy, &[]);
    assert!(
        before["summary"]["create"].as_u64().unwrap() >= 7,
        "{before}"
    );
    let r = apply(&two, &copy, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Applied"), "{}", r.stdout);
    let after = plan(&two, &copy, &["--prune"]);
    assert_eq!(after["changes"], serde_json::json!([]), "{after}");
    let r = two.run(&["plan", copy.to_str().unwrap(), "--exit-code"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("No changes"), "{}", r.stdout);

    // The second app exports the same file, and a second apply sends no change.
    let again = two.ok(&["export"]);
    assert_eq!(again, text);
    let log = two.home.path().join("audit.log");
    let mut c = two.cmd();
    c.env("LICENSECTL_AUDIT_LOG", &log);
    let r = two.run_with(&mut c, &["apply", copy.to_str().unwrap(), "--yes"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        std::fs::read_to_string(&log).unwrap_or_default(),
        "",
        "nothing sent"
    );
    assert_eq!(two.json(&["vars", "get", "motd"])["msg"], "hello \"world\"");
}

#[test]
fn each_kind_is_created_changed_and_pruned() {
    let sb = Sandbox::start();
    let v1 = format!(
        "{HEAD}
[settings]
app-version = \"2.0\"
hwid-lock = true
[[subscriptions]]
name = \"gold\"
level = 3
[[vars]]
name = \"motd\"
data = \"one\"
[[vars]]
name = \"flag\"
data = \"x\"
[[webhooks]]
id = \"hook1\"
url = \"https://a.example/one\"
[[buttons]]
value = \"go\"
text = \"Go\"
[[chats]]
name = \"lobby\"
delay = 10
[blacklists]
ip = [\"198.51.100.7\"]
"
    );
    let f1 = write(&sb, "v1.toml", &v1);
    let p = plan(&sb, &f1, &[]);
    let created: Vec<String> = actions(&p)
        .into_iter()
        .map(|(a, k, _)| format!("{a} {k}"))
        .collect();
    assert_eq!(
        created,
        [
            "create subscriptions",
            "create vars",
            "create vars",
            "create webhooks",
            "create buttons",
            "create chats",
            "create blacklists",
            "change settings"
        ],
        "subscriptions first: {p}"
    );
    assert_eq!(apply(&sb, &f1, &[]).code, 0);
    assert_eq!(plan(&sb, &f1, &[])["changes"], serde_json::json!([]));
    assert_eq!(sb.json(&["app", "settings"])["version"], "2.0");
    assert_eq!(sb.json(&["app", "settings"])["hwid-lock"], true);

    // Changed: level and data in place; authed, URL and label by delete + create.
    let v2 = v1
        .replace("level = 3", "level = 4")
        .replace("data = \"one\"", "data = \"two\"")
        .replace("data = \"x\"", "data = \"x\"\nauthed = false")
        .replace("https://a.example/one", "https://b.example/two")
        .replace("text = \"Go\"", "text = \"Go now\"")
        .replace("delay = 10", "delay = 90")
        .replace("app-version = \"2.0\"", "app-version = \"2.1\"");
    let f2 = write(&sb, "v2.toml", &v2);
    let r = sb.run(&["plan", f2.to_str().unwrap(), "--exit-code"]);
    assert_eq!(r.code, 1, "changes: exit 1 as git diff --exit-code");
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    assert!(r.stdout.contains("level: \"3\" → \"4\""), "{}", r.stdout);
    assert!(
        r.stdout.contains("-/+ replace webhook hook1"),
        "{}",
        r.stdout
    );
    let p = plan(&sb, &f2, &[]);
    let acts: Vec<String> = actions(&p)
        .into_iter()
        .map(|(a, k, key)| format!("{a} {k} {key}"))
        .collect();
    assert_eq!(
        acts,
        [
            "change subscriptions gold",
            "change vars motd",
            "replace vars flag",
            "replace webhooks hook1",
            "replace buttons go",
            "change chats lobby",
            "change settings "
        ]
    );
    let r = apply(&sb, &f2, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(plan(&sb, &f2, &[])["changes"], serde_json::json!([]));
    let chats = sb.json(&["chats", "list"]);
    assert_eq!(chats[0]["delay"], 90, "{chats}");
    assert_eq!(sb.json(&["vars", "get", "flag"])["authed"], false);
    let hooks = sb.json(&["webhooks", "list"]);
    assert_eq!(hooks[0]["short_baselink"], "https://b.example/two");

    // Pruned: only with --prune, only of declared kinds (buttons are not declared any more).
    sb.ok(&["subs", "create", "extra", "--level", "9"]);
    let v3 = v2
        .replace(
            "[[vars]]\nname = \"flag\"\ndata = \"x\"\nauthed = false\n",
            "",
        )
        .replace("[[buttons]]\nvalue = \"go\"\ntext = \"Go now\"\n", "")
        .replace("ip = [\"198.51.100.7\"]", "");
    let f3 = write(&sb, "v3.toml", &v3);
    let p = plan(&sb, &f3, &[]);
    assert_eq!(p["changes"], serde_json::json!([]), "{p}");
    let left: Vec<(String, bool)> = p["left_alone"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                format!(
                    "{} {}",
                    l["kind"].as_str().unwrap(),
                    l["key"].as_str().unwrap()
                ),
                l["prunable"].as_bool().unwrap(),
            )
        })
        .collect();
    assert!(
        left.contains(&("subscriptions extra".into(), true)),
        "{left:?}"
    );
    assert!(left.contains(&("buttons go".into(), false)), "{left:?}");
    let p = plan(&sb, &f3, &["--prune"]);
    let acts: Vec<String> = actions(&p)
        .into_iter()
        .map(|(a, k, key)| format!("{a} {k} {key}"))
        .collect();
    assert_eq!(
        acts,
        [
            "delete blacklists ip 198.51.100.7",
            "delete vars flag",
            // A new sandbox has a `default` subscription; subscriptions are declared, so it goes.
            "delete subscriptions default",
            "delete subscriptions extra"
        ],
        "dependants deleted first"
    );
    let r = apply(&sb, &f3, &["--prune"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        plan(&sb, &f3, &["--prune"])["changes"],
        serde_json::json!([])
    );
    assert_eq!(
        sb.json(&["buttons", "list"])[0]["value"],
        "go",
        "undeclared kind kept"
    );
    assert_eq!(sb.json(&["subs", "list"]).as_array().unwrap().len(), 1);
}

#[test]
fn a_failure_half_way_stops_reports_and_a_rerun_finishes() {
    let sb = Sandbox::start();
    let bad = format!(
        "{HEAD}
[[subscriptions]]
name = \"gold\"
level = 1
[[vars]]
name = \"motd\"
data = \"hi\"
[[webhooks]]
id = \"hook1\"
url = \"not a url\"
[[buttons]]
value = \"go\"
text = \"Go\"
"
    );
    let f = write(&sb, "app.toml", &bad);
    let r = apply(&sb, &f, &[]);
    r.expect_failure(1, "URL isn't a valid URL");
    assert!(
        r.stderr
            .contains("done: create subscription gold, create variable motd"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("failed: create webhook hook1"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("not done: create button go"),
        "{}",
        r.stderr
    );
    assert_eq!(sb.json(&["vars", "get", "motd"])["msg"], "hi");
    assert!(sb.run(&["buttons", "list", "-o", "json"]).stdout.trim() == "[]");

    let good = write(
        &sb,
        "app.toml",
        &bad.replace("not a url", "https://a.example/h"),
    );
    let r = apply(&sb, &good, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("Applied 2 change(s): 2 created"),
        "{}",
        r.stdout
    );
    assert_eq!(
        sb.run(&["plan", good.to_str().unwrap(), "--exit-code"])
            .code,
        0
    );
}

#[test]
fn secrets_come_from_the_environment_and_are_never_shown() {
    let sb = Sandbox::start();
    let f = write(
        &sb,
        "app.toml",
        &format!("{HEAD}[settings]\nsellix-secret = \"${{env:SELLIX}}\"\n"),
    );
    let secret = "whsec_0123456789abcdef";
    let r = run_env(&sb, &["plan", f.to_str().unwrap()], &[]);
    r.expect_failure(3, "SELLIX is not set");
    let r = run_env(&sb, &["plan", f.to_str().unwrap()], &[("SELLIX", secret)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("sellix-secret: (secret) → ${env:SELLIX}"),
        "{}",
        r.stdout
    );
    let r = run_env(
        &sb,
        &["apply", f.to_str().unwrap(), "--yes", "--dry-run"],
        &[("SELLIX", secret)],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        !r.stdout.contains(secret),
        "--dry-run redacts it: {}",
        r.stdout
    );
    assert!(
        r.stdout.contains("GET ") && r.stdout.contains("sellixsecret=***"),
        "{}",
        r.stdout
    );
    let r = run_env(
        &sb,
        &["apply", f.to_str().unwrap(), "--yes"],
        &[("SELLIX", secret)],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.contains(secret) && !r.stderr.contains(secret));
    let shown = sb.json(&["app", "settings", "--show-secrets"]);
    assert_eq!(shown["sellixsecret"], secret);
    assert_eq!(
        run_env(
            &sb,
            &["plan", f.to_str().unwrap(), "--exit-code"],
            &[("SELLIX", secret)]
        )
        .code,
        0
    );

    // Export never writes it; a plain secret in the file is refused.
    let out = sb.ok(&["export"]);
    assert!(
        !out.contains(secret) && out.contains("sellix-secret = \"${env:SELLIX_SECRET}\""),
        "{out}"
    );
    let plain = write(
        &sb,
        "plain.toml",
        &format!("{HEAD}[settings]\nsellix-secret = \"abc\"\n"),
    );
    sb.run(&["plan", plain.to_str().unwrap()])
        .expect_failure(2, "is a secret");
}

#[test]
fn apply_asks_off_a_terminal_and_dry_run_sends_nothing() {
    let sb = Sandbox::start();
    let f = write(
        &sb,
        "app.toml",
        &format!("{HEAD}[[subscriptions]]\nname = \"gold\"\nlevel = 1\n"),
    );
    sb.run(&["apply", f.to_str().unwrap()])
        .expect_failure(2, "pass --yes");
    let r = sb.run(&["apply", f.to_str().unwrap(), "--dry-run"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("type=addsub") && r.stdout.contains("name=gold"),
        "{}",
        r.stdout
    );
    assert_eq!(
        plan(&sb, &f, &[])["summary"]["create"],
        1,
        "nothing was sent"
    );
    sb.run(&["plan", "nope.toml"])
        .expect_failure(2, "cannot read nope.toml");
    let w = write(
        &sb,
        "w.toml",
        &format!("{HEAD}whitelists = [\"198.51.100.1\"]\n"),
    );
    sb.run(&["plan", w.to_str().unwrap()])
        .expect_failure(2, "cannot list whitelisted IPs");
}

#[test]
fn apply_on_a_terminal_shows_the_plan_and_asks() {
    let sb = Sandbox::start();
    let f = write(
        &sb,
        "app.toml",
        &format!("{HEAD}[[subscriptions]]\nname = \"gold\"\nlevel = 1\n"),
    );
    let path = f.to_str().unwrap();
    let mut t = Pty::spawn(&sb, &["apply", path]);
    t.expect("Continue?");
    assert!(
        t.screen.contains("+ create subscription gold"),
        "{}",
        t.screen
    );
    assert!(
        t.screen.contains("This will make 1 change(s)"),
        "{}",
        t.screen
    );
    assert!(
        t.screen.contains(&format!("app {}", sb.info.app_name)),
        "{}",
        t.screen
    );
    t.send("n");
    let (code, screen) = t.finish();
    assert_eq!(code, 2, "{screen}");
    assert_eq!(
        plan(&sb, &f, &[])["summary"]["create"],
        1,
        "declined: nothing sent"
    );
    let mut t = Pty::spawn(&sb, &["apply", path]);
    t.expect("Continue?");
    t.send("y");
    let (code, screen) = t.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("Applied 1 change(s)"), "{screen}");
    assert_eq!(plan(&sb, &f, &[])["changes"], serde_json::json!([]));
}

/// A plan longer than one written run (64 KiB) comes out as one document, the same text as the
/// value it parses to, with a secret masked in every run: pretty JSON is written as it is made,
/// cut at line breaks, and JSON lines cut before a string's opening quote.
#[test]
fn a_long_plan_is_one_document_with_its_secrets_masked_in_every_run() {
    let sb = Sandbox::start();
    let key = sb.info.seller_key.clone();
    let mut text = HEAD.to_string();
    for i in 0..1500 {
        text.push_str(&format!(
            "[[vars]]\nname = \"v{i}\"\ndata = \"{key} at https://u:pw@h.example/ \\\" {i}\"\nauthed = true\n"
        ));
    }
    let f = write(&sb, "long.toml", &text);
    for (format, pretty) in [("json", true), ("jsonl", false)] {
        let r = sb.run(&["plan", f.to_str().unwrap(), "-o", format]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stdout.len() > 1 << 17, "{}", r.stdout.len());
        let v = r.json();
        let again = if pretty {
            serde_json::to_string_pretty(&v).unwrap()
        } else {
            serde_json::to_string(&v).unwrap()
        };
        assert_eq!(r.stdout, again + "\n", "-o {format}");
        assert_eq!(v["summary"]["create"], 1500);
        assert!(!r.stdout.contains(&key) && !r.stdout.contains("pw@"));
        assert_eq!(
            r.stdout.matches("*** at https://***@h.example/").count(),
            1500
        );
    }
}
