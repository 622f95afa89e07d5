//! `apply` at work: a failure half-way and the rerun, `${env:…}` secrets, asking on a terminal,
//! `--dry-run`, and files refused.

use crate::appcode::{apply, plan, run_env, write, HEAD};
use crate::harness::Sandbox;
use crate::pty::Pty;

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
    assert_eq!(sb.json(&["vars", "get", "motd"])["message"], "hi");
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
