//! `licensectl client smoke`: the CI check of the client flow, one timed row per step.

use crate::harness::{Run, Sandbox, HWID};

const SMOKE_HWID: &str = "LICENSECTL-SMOKE-TEST-01";

/// The step names and their status words, from piped output: a TSV header, then one row a
/// step (`resources::SMOKE_STEP`).
fn steps(out: &str) -> Vec<(String, String)> {
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("step\tok\tms\texit_code\terror"),
        "{out}"
    );
    lines
        .map(|l| {
            let w: Vec<&str> = l.split('\t').collect();
            let step = w[0].to_string();
            let status = if w[1] == "true" { "ok" } else { "FAIL" }.to_string();
            assert!(w[2].parse::<u64>().is_ok(), "a time in ms: {l}");
            (status, step)
        })
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

fn smoke(sb: &Sandbox, extra: &[&str], stdin: &str) -> Run {
    let args = [&["client", "smoke"][..], extra].concat();
    sb.run_stdin(&args, stdin)
}

#[test]
fn smoke_passes_against_a_fresh_sandbox() {
    let sb = Sandbox::start();
    // A user with this HWID, as a CI job would prepare one.
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let r = sb.register_with("ci-bot", "pw", &key, &["--hwid", SMOKE_HWID]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    sb.ok(&["vars", "create", "motd", "--data", "hello", "--authed"]);

    let r = smoke(
        &sb,
        &["--username", "ci-bot", "--password-stdin", "--var", "motd"],
        "pw\n",
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let want = [
        ("ok", "init"),
        ("ok", "login"),
        ("ok", "check"),
        ("ok", "var"),
        ("ok", "logout"),
    ];
    assert_eq!(steps(&r.stdout), pairs(&want));
    assert!(
        r.stdout.lines().nth(1).unwrap().starts_with("init\ttrue\t"),
        "a row a step: {}",
        r.stdout
    );
    // It logged out and forgot its session.
    let err = sb.fails(3, &["client", "check"]);
    assert!(err.contains("client init"), "{err}");
    assert_eq!(sb.json(&["users", "info", "ci-bot"])["hwid"], SMOKE_HWID);

    // Without --var the variable step is skipped; with -o json the steps are one array.
    let r = smoke(
        &sb,
        &["--username", "ci-bot", "--password-stdin", "-o", "json"],
        "pw\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<serde_json::Value> = r.json().as_array().unwrap().clone();
    let names: Vec<&str> = lines.iter().map(|v| v["step"].as_str().unwrap()).collect();
    assert_eq!(names, ["init", "login", "check", "logout"]);
    assert!(lines.iter().all(|v| v["ok"] == true && v["ms"].is_u64()));

    // License login with a fresh key registers it, from the default test HWID.
    let key2 = sb.keys(1).remove(0);
    let r = smoke(&sb, &["--key", &key2], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let want = [
        ("ok", "init"),
        ("ok", "license"),
        ("ok", "check"),
        ("ok", "logout"),
    ];
    assert_eq!(steps(&r.stdout), pairs(&want));
    assert_eq!(sb.json(&["licenses", "info", &key2])["status"], "Used");
}

#[test]
fn smoke_stops_at_the_first_failure() {
    let sb = Sandbox::start();
    sb.register("alice", "pw");
    sb.ok(&["client", "logout"]);
    let r = smoke(
        &sb,
        &["--username", "alice", "--password-stdin", "--hwid", HWID],
        "wrong\n",
    );
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert_eq!(
        steps(&r.stdout),
        pairs(&[("ok", "init"), ("FAIL", "login")])
    );
    let fail = r.stdout.lines().nth(2).unwrap();
    assert!(
        fail.starts_with("login\tfalse\t") && fail.ends_with("\t1\tPassword does not match."),
        "{fail}"
    );
    assert!(
        r.stderr
            .contains("client smoke: login: the service said: Password does not match."),
        "{}",
        r.stderr
    );

    // A missing variable fails the var step, and logout never runs.
    let args = [
        "--username",
        "alice",
        "--password-stdin",
        "--hwid",
        HWID,
        "--var",
        "nope",
    ];
    let r = smoke(&sb, &args, "pw\n");
    assert_eq!(r.code, 1);
    let got = steps(&r.stdout);
    assert_eq!(
        got.last().unwrap(),
        &("FAIL".to_string(), "var".to_string()),
        "{}",
        r.stdout
    );
    assert_eq!(got.len(), 4);
    assert_eq!(
        sb.json(&["client", "check"])["message"],
        "Session is validated.",
        "the session is left for a look"
    );

    // The same exit codes as any command: a wrong public key is 6, at the first signed step.
    let mut c = sb.cmd();
    c.env(
        "LICENSECTL_PUBLIC_KEY",
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
    );
    let r = sb.run_with(
        &mut c,
        &["client", "smoke", "--key", "NOPE", "-o", "json"],
        None,
    );
    assert_eq!(r.code, 6, "{}", r.stderr);
    let first: serde_json::Value = r.json()[0].clone();
    assert_eq!(
        (
            first["step"].as_str(),
            first["ok"].as_bool(),
            first["exit_code"].as_i64()
        ),
        (Some("init"), Some(false), Some(6))
    );
    // A bad key fails at license; an app version the service does not accept fails at init.
    let r = smoke(&sb, &["--key", "NOPE"], "");
    assert_eq!(r.code, 1);
    assert!(
        r.stdout.contains("license\tfalse\t") && r.stdout.contains("Invalid license key"),
        "{}",
        r.stdout
    );
    let mut c = sb.cmd();
    c.env("LICENSECTL_APP_VERSION", "9.9");
    let r = sb.run_with(&mut c, &["client", "smoke", "--key", "NOPE"], None);
    assert_eq!(r.code, 1);
    assert_eq!(steps(&r.stdout), pairs(&[("FAIL", "init")]));

    // Usage: a login method is required, --username needs --password-stdin.
    assert_eq!(smoke(&sb, &[], "").code, 2);
    assert_eq!(smoke(&sb, &["--username", "alice"], "").code, 2);
    assert_eq!(
        smoke(
            &sb,
            &["--username", "a", "--password-stdin", "--key", "K"],
            "pw\n"
        )
        .code,
        2
    );
    let help = sb.ok(&["client", "--help"]);
    assert!(help.contains("smoke"), "{help}");
}

/// What `--help` says each output format prints is what it prints: `-o jsonl` one JSON object a
/// step, `-o json` one array (the help promised JSON lines for `-o json`).
#[test]
fn smoke_help_says_which_format_streams_lines() {
    let sb = Sandbox::start();
    let help = sb.ok(&["client", "smoke", "--help"]);
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(!flat.contains("JSON lines with -o json"), "{help}");
    assert!(
        flat.contains("-o jsonl: one JSON line as each step ends"),
        "{help}"
    );
    assert!(flat.contains("-o json: one array at the end"), "{help}");
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    let r = sb.register_with("ci-bot", "pw", &key, &["--hwid", SMOKE_HWID]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let login = ["--username", "ci-bot", "--password-stdin"];
    let lines = smoke(&sb, &[&login[..], &["-o", "jsonl"]].concat(), "pw\n");
    assert_eq!(lines.code, 0, "{}", lines.stderr);
    for l in lines.stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        assert!(v["step"].is_string(), "{l}");
    }
    let doc = smoke(&sb, &[&login[..], &["-o", "json"]].concat(), "pw\n").json();
    assert!(doc.as_array().is_some_and(|a| a.len() >= 3), "{doc}");
}
