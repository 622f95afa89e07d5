//! Whole-app commands on every generation (issue 19): backup → restore exact or saying why,
//! and export, plan, apply and lookup degrading, not aborting, on a server that lacks a type.

use crate::harness::Sandbox;
use serde_json::Value;

fn old() -> Sandbox {
    Sandbox::generation("2022", false)
}

fn backup(sb: &Sandbox) -> String {
    let file = sb.home.path().join("b.json");
    let r = sb.run(&["backup", file.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    file.to_str().unwrap().to_string()
}

#[test]
fn a_2022_backup_restores_variables_members_only_and_says_so() {
    let from = old();
    from.ok(&["vars", "create", "secret", "--data", "42"]);
    from.ok(&["vars", "create", "motd", "--data", "hi", "--no-authed"]);
    // The 2022 server does not say which variables need a login (keyauth-transcripts.md #119).
    let listed = from.json(&["vars", "list"]);
    assert!(
        listed[0]["authed"].is_null(),
        "unknown, never false: {listed}"
    );
    let file = backup(&from);
    let to = Sandbox::generation("current", false);
    // Issue 38: this made the public `motd` members-only with exit 0, said only by --dry-run.
    // The real run says each guess, and exits 1 unless they are accepted.
    let r = to.run(&["restore", &file]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    for var in ["secret", "motd"] {
        assert!(
            r.stderr.contains(&format!("licensectl: unknown: create variable {var} (authed: the backup does not say; restored as true, fail closed)\n")),
            "{}",
            r.stderr
        );
    }
    assert!(
        r.stderr
            .contains("2 record(s) took a value the backup does not give")
            && r.stderr.contains("--accept-unknown")
            && r.stdout.contains("restored"),
        "{}{}",
        r.stdout,
        r.stderr
    );
    let accepted = Sandbox::generation("current", false);
    let r = accepted.run(&["restore", &file, "--accept-unknown"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stderr
            .contains("licensectl: unknown: create variable motd"),
        "{}",
        r.stderr
    );
    let vars = to.json(&["vars", "list"]);
    for v in vars.as_array().unwrap() {
        // Fail closed: never made public on a guess.
        assert_eq!(v["authed"], true, "{vars}");
    }
    let plan = old().ok(&["restore", &file, "--dry-run"]);
    assert!(
        plan.contains(
            "create variable secret (authed: the backup does not say; restored as true, fail closed)"
        ),
        "{plan}"
    );
}

#[test]
fn a_2022_backup_with_files_needs_no_editfile() {
    let to = old();
    let doc = serde_json::json!({
        "format": "licensectl-backup", "version": 1, "created": to.now(),
        "files": [{"id": "210205", "url": "http://127.0.0.1:9/terms/index.html"}],
    });
    let path = to.home.path().join("files.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let plan = to.ok(&["restore", path.to_str().unwrap(), "--dry-run"]);
    assert!(plan.contains("upload file"), "{plan}");
    assert!(!plan.contains("cannot"), "{plan}");
}

/// A fresh app has `default` at level 1; `basic` is level 1 too, so one key grants both.
fn two_subs_of_one_level(sb: &Sandbox) -> String {
    sb.ok(&["subs", "create", "basic", "--level", "1"]);
    let key = sb.keys(1).remove(0);
    let r = sb.run_stdin(
        &[
            "licenses",
            "activate",
            &key,
            "--user",
            "ann",
            "--password-stdin",
        ],
        "pw\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    key
}

fn subs_of(sb: &Sandbox, user: &str) -> Vec<(String, String, String)> {
    let info = sb.json(&["users", "info", user]);
    let mut subs: Vec<(String, String, String)> = info["subscriptions"]
        .as_array()
        .unwrap_or_else(|| panic!("{info}"))
        .iter()
        .map(|s| {
            let t = |f: &str| match &s[f] {
                Value::String(x) => x.clone(),
                other => other.to_string(),
            };
            (t("subscription"), t("expiry"), t("key"))
        })
        .collect();
    subs.sort();
    subs
}

#[test]
fn restore_rebuilds_a_user_whose_key_granted_two_subscriptions_of_one_level() {
    let from = Sandbox::generation("current", false);
    let key = two_subs_of_one_level(&from);
    let before = subs_of(&from, "ann");
    assert_eq!(before.len(), 2, "{before:?}");
    assert!(before.iter().all(|s| s.2 == key), "{before:?}");
    let file = backup(&from);
    let to = Sandbox::generation("current", false);
    let r = to.run(&["restore", &file]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(!r.stderr.contains("already assigned"), "{}", r.stderr);
    let after = subs_of(&to, "ann");
    let names_and_ends = |v: &[(String, String, String)]| -> Vec<(String, String)> {
        v.iter().map(|s| (s.0.clone(), s.1.clone())).collect()
    };
    assert_eq!(names_and_ends(&after), names_and_ends(&before));
    // `assignkey` grants one subscription per key: the other one is granted, and the report
    // says so (docs/generations.md).
    assert!(after.iter().any(|s| s.2 == key), "{after:?}");
    let plan = Sandbox::generation("current", false).ok(&["restore", &file, "--dry-run"]);
    assert!(
        plan.contains(&format!("basic granted without key {key}")),
        "{plan}"
    );
}

#[test]
fn export_plan_apply_and_lookup_skip_what_a_2022_server_lacks() {
    let sb = old();
    let keys = sb.keys(1);
    sb.ok(&["vars", "create", "motd", "--data", "hi"]);
    let file = sb.home.path().join("app.toml");
    let file = file.to_str().unwrap();
    let r = sb.run(&["export", file]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("webhooks skipped: this server has no `fetchallwebhooks`"),
        "{}",
        r.stderr
    );
    // The variable's `authed` is unknown: left out of the file, not written as false.
    let text = std::fs::read_to_string(file).unwrap();
    assert!(
        text.contains("name = \"motd\"") && !text.contains("authed = false"),
        "{text}"
    );
    for args in [
        vec!["plan", file],
        vec!["apply", file, "--dry-run"],
        vec!["apply", file, "--yes"],
    ] {
        let r = sb.run(&args);
        assert_eq!(r.code, 0, "{args:?}: {}{}", r.stdout, r.stderr);
        let all = format!("{}{}", r.stdout, r.stderr);
        assert!(
            all.contains("webhooks skipped: this server has no `fetchallwebhooks`"),
            "{args:?}: {all}"
        );
        // The file's `authed` (its default, members-only) cannot be compared: never "matches";
        // it is set by replacing the variable (`addvar` takes it), and said to be unread.
        assert!(
            all.contains("vars: this server does not show `authed`, so it could not be compared on 1 variable(s)")
                && all.contains("authed: (not shown by this server) → \"true\"")
                && !all.contains("matches"),
            "{args:?}: {all}"
        );
    }
    let applied = sb.ok(&["apply", file, "--yes"]);
    assert!(
        applied.contains(
            "1 of them set fields this server does not show: sent as the file says, not read back."
        ),
        "{applied}"
    );
    // A file saying `authed = false` over the (members-only) variable: issue 38 found "No
    // changes: the app matches the file." and exit 0 with --exit-code. The plan names the field
    // it could not read, and --exit-code has its own code for "could not check".
    std::fs::write(
        file,
        "format = \"licensectl-app\"\nversion = 1\n[[vars]]\nname = \"motd\"\ndata = \"hi\"\nauthed = false\n",
    )
    .unwrap();
    let out = sb.run(&["plan", file, "--exit-code"]);
    assert_eq!(out.code, 8, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains("-/+ replace variable motd")
            && out
                .stdout
                .contains("authed: (not shown by this server) → \"false\"")
            && out.stdout.contains(
                "1 of them only set fields this server does not show (not known to differ)."
            )
            && !out.stdout.contains("matches"),
        "{}",
        out.stdout
    );
    let json = sb.json(&["plan", file]);
    assert_eq!(json["summary"]["unchecked"], true, "{json}");
    assert_eq!(json["changes"][0]["fields"][0]["unread"], true, "{json}");
    // A real change beside it is exit 1, as ever.
    std::fs::write(
        file,
        "format = \"licensectl-app\"\nversion = 1\n[[vars]]\nname = \"motd\"\ndata = \"bye\"\nauthed = false\n",
    )
    .unwrap();
    assert_eq!(sb.run(&["plan", file, "--exit-code"]).code, 1);
    let r = sb.run(&["lookup", &keys[0]]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("logs skipped: this server has no `fetchalllogs`"),
        "{}",
        r.stderr
    );
    assert!(r.stdout.contains(&keys[0]), "{}", r.stdout);
}

#[test]
fn a_cached_missing_type_is_not_reported_as_the_service_speaking() {
    let sb = old();
    sb.run(&["licenses", "note", "ABC"]);
    let r = sb.run(&["-v", "logs", "list"]);
    r.expect_failure(1, "this server has no `fetchalllogs`");
    assert!(!r.stderr.contains("> GET"), "{}", r.stderr);
    assert!(!r.stderr.contains("the service said"), "{}", r.stderr);
}

#[test]
fn flags_the_2022_server_drops_are_refused_or_warned_before_sending() {
    let sb = old();
    for args in [
        vec!["blacklists", "create", "--country", "XX"],
        vec![
            "users",
            "set-var",
            "ann",
            "--var",
            "v",
            "--data",
            "d",
            "--read-only",
        ],
        vec!["accounts", "add-balance", "bob", "--year", "1"],
    ] {
        let mut all = vec!["-v"];
        all.extend(&args);
        let r = sb.run(&all);
        r.expect_failure(2, "is ignored by this server (2022 generation)");
        for ty in ["type=black&", "type=setvar&", "type=balance&"] {
            assert!(!r.stderr.contains(ty), "{args:?} sent:\n{}", r.stderr);
        }
    }
    let r = sb.run(&["licenses", "create", "--expiry", "1d", "--note", "vip"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("ignores --note"), "{}", r.stderr);
    let r = sb.run(&[
        "licenses",
        "create",
        "--expiry",
        "1d",
        "--mask",
        "MAX-xyz-9",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("reads X and x in a mask as random"),
        "{}",
        r.stderr
    );
    // The current server takes them all.
    let sb = Sandbox::generation("current", false);
    let r = sb.run(&["blacklists", "create", "--country", "XX"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn an_action_with_no_effective_parameter_sends_nothing() {
    let sb = Sandbox::generation("current", false);
    let r = sb.run(&["-v", "files", "delete", "--yes"]);
    r.expect_failure(2, "would change nothing: give at least one of FILEID");
    assert!(!r.stderr.contains("type=delfile"), "{}", r.stderr);
}

#[test]
fn api_prints_a_text_answer_and_exits_0() {
    let sb = Sandbox::generation("current", false);
    let keys = sb.keys(2);
    let r = sb.run(&["api", "seller", "fetchallkeys", "format=text"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(&keys[0]), "{}", r.stdout);
}

/// The issue's own case: the 2022 server's `check` answers a bare role, `keydata` `[]` for no key
/// (types the catalogue does not declare): printed as sent, exit 0; a JSON refusal still exits 1.
#[test]
fn api_prints_the_2022_only_answers_as_sent_and_exits_0() {
    let sb = Sandbox::generation("2022", false);
    for (args, out) in [
        (&["api", "seller", "check", "username=owner"][..], "seller"),
        (&["api", "seller", "keydata", "key=NOPE"][..], "[]"),
    ] {
        let r = sb.run(args);
        assert_eq!((r.code, r.stdout.trim()), (0, out), "{}", r.stderr);
    }
    let r = sb.run(&["api", "seller", "nosuchtype"]);
    r.expect_failure(1, "Type doesn't exist");
}
