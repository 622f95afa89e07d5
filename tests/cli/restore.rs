//! `restore`: what it refuses, and the records it cannot recreate.

use crate::harness::tamper::{Proxy, Tamper};
use crate::harness::Sandbox;
use serde_json::{json, Value};

#[test]
fn restore_refusals_and_unrestorable_records() {
    let sb = Sandbox::start();
    let bad = sb.home.path().join("bad.json");
    std::fs::write(&bad, r#"{"format":"other"}"#).unwrap();
    let err = sb.fails(2, &["restore", bad.to_str().unwrap()]);
    assert!(err.contains("is not a licensectl backup"), "{err}");
    // Random bytes are the wrong file: a usage error naming it, not a failure to read.
    let noise = sb.home.path().join("noise.bin");
    let bytes: Vec<u8> = (0u32..4096)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(&noise, bytes).unwrap();
    let err = sb.fails(2, &["restore", noise.to_str().unwrap()]);
    assert!(
        err.contains(&format!("{} is not a licensectl backup", noise.display())),
        "{err}"
    );
    let err = sb.fails(1, &["restore", "/nonexistent/backup.json"]);
    assert!(err.contains("reading /nonexistent/backup.json"), "{err}");

    // A webhook URL of 21+ characters was cut short by the service: reported, not guessed.
    let doc = json!({
        "format": "licensectl-backup", "version": 1, "created": sb.now(),
        "subscriptions": [{"name": "default", "level": "1"}],
        "webhooks": [{"webid": "w1", "short_baselink": "https://api.example.c", "useragent": "KeyAuth", "authed": 1}],
        "buttons": [{"value": "go", "text": "Go"}],
    });
    let path = sb.home.path().join("partial.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let path = path.to_str().unwrap();
    let plan = sb.ok(&["restore", path, "--dry-run"]);
    assert!(plan.contains("create webhook w1 (https://api.example.c) (cannot: the service lists only the first 21 characters"), "{plan}");
    let r = sb.run(&["restore", path]);
    r.expect_failure(1, "not restored: create webhook w1");
    assert!(
        r.stdout.contains("restored 1 records, 1 not restored"),
        "{}",
        r.stdout
    );
    assert_eq!(sb.json(&["buttons", "list"])[0]["value"], "go");

    // --force restores into an application that has data; the service's refusals are reported.
    sb.keys(1);
    sb.fails(1, &["restore", path]);
    // (The target's own `default` subscription is not made again; the button is a duplicate.)
    sb.run(&["restore", path, "--force"])
        .expect_failure(1, "buttons create said: ");
}

/// A name or key with a line break or an escape sequence stays on its step's line, shown escaped
/// (the one escaper), in the dry run and in the real run's refusals.
#[test]
fn step_lines_show_names_and_keys_escaped() {
    let sb = Sandbox::start();
    let doc = json!({
        "format": "licensectl-backup", "version": 1, "created": sb.now(),
        "subscriptions": [{"name": "gold\nEVIL", "level": "1"}],
        "licenses": [{"key": "KEY-1\nfake line", "expires": 86400, "level": "1", "usedby": "ann\u{1b}[31m"}],
        "users": [{"username": "bo\nb", "subscriptions": [{"subscription": "gold\nEVIL", "expiry": sb.now() + 86_400}],
                   "vars": [{"name": "v\r1", "data": "x"}]}],
        "vars": [{"varid": "motd\u{202e}", "msg": "hi"}],
    });
    let path = sb.home.path().join("hostile.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let plan = sb.ok(&["restore", path.to_str().unwrap(), "--dry-run"]);
    for line in [
        "create subscription gold\\nEVIL (level 1)",
        "create license KEY-1\\nfake line (level 1, 1d); unused: its user ann\\u{1b}[31m is not in the backup",
        "create user bo\\nb with 1 subscription(s)",
        "set variable v\\r1 of user bo\\nb",
        "create variable motd\\u{202e} (authed: the backup does not say; restored as true, fail closed)",
    ] {
        assert!(plan.lines().any(|l| l == line), "{line}:\n{plan}");
    }
    assert_eq!(plan.lines().count(), 5 + 1, "one line per record:\n{plan}");
    assert!(
        !plan.contains('\u{1b}') && !plan.contains('\u{202e}'),
        "{plan}"
    );
}

/// A backup of `from` holding one user, ann: a subscription, a ban, a variable, and `hwid`.
fn backup_of_ann(from: &Sandbox, hwid: Option<&str>) -> String {
    let made = from.create_user("ann", "default", "30d", "pw");
    assert_eq!(made.code, 0, "{}", made.stderr);
    if let Some(h) = hwid {
        from.ok(&["users", "add-hwid", "ann", "--hwid", h]);
    }
    from.ok(&["users", "ban", "ann", "--reason", "chargeback", "--yes"]);
    from.ok(&["users", "set-var", "ann", "--var", "tier", "--data", "gold"]);
    let backup = from.home.path().join("b.json");
    let backup = backup.to_str().unwrap().to_string();
    from.ok(&["backup", &backup]);
    backup
}

/// A restore that stops inside a record — the user made, then a proxy's 502 on their ban — is
/// finished by the same command from where it stopped. It used to begin the record again: the
/// service refused the second `adduser` ("Username already exists!"), so the ban after it was
/// never sent, and the restore could not be finished (the journal gone, the target not empty).
#[test]
fn a_rerun_after_a_failure_inside_a_record_finishes_it_from_where_it_stopped() {
    let from = Sandbox::start();
    let backup = backup_of_ann(&from, None);
    let backup = backup.as_str();

    let to = Sandbox::start();
    to.add_fault_spec("502,next=1,type=banuser");
    to.run(&["restore", backup])
        .expect_failure(6, "restore: create user ann");
    let r = to.run(&["restore", backup]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(!r.stderr.contains("not restored"), "{}", r.stderr);
    assert_eq!(to.ok(&["users", "names", "-q"]).trim(), "ann", "made once");
    let user = to.json(&["users", "info", "ann"]);
    assert_eq!(user["banned"], "chargeback", "{user}");
    assert_eq!(user["uservars"][0]["data"], "gold", "{user}");
    assert_eq!(user["subscriptions"].as_array().unwrap().len(), 1, "{user}");
}

/// A document's subscription ending at the edges of time (any integer passes the document check:
/// `i64::MIN`, and `i64::MAX` seconds left of a paused one) is planned and read back with
/// saturating arithmetic: the plan and the read-back panicked on the overflow (exit 101).
#[test]
fn subscriptions_at_the_edges_of_time_are_planned_and_compared_never_a_panic() {
    let sb = Sandbox::start();
    let doc = json!({
        "format": "licensectl-backup", "version": 1, "created": sb.now(),
        "subscriptions": [{"name": "default", "level": "1"}],
        "users": [{"username": "p", "subscriptions": [
            {"subscription": "default", "expiry": i64::MIN, "paused": 0},
            {"subscription": "default", "expiry": i64::MAX, "paused": 1},
        ]}],
    });
    let path = sb.home.path().join("edges.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let path = path.to_str().unwrap();
    let plan = sb.ok(&["restore", path, "--dry-run"]);
    assert!(
        plan.contains("create user p with 2 subscription(s)"),
        "{plan}"
    );
    // The service refuses such times: said, and the read-back lists the differences (exit 1).
    sb.run(&["restore", path])
        .expect_failure(1, "differs: user p");
}

/// Keys of any length the service stores and `licenses create` makes — 0 days, 2^63 seconds —
/// are backed up and restored. The document check refused lengths outside 1 s to 100 years, so
/// `restore` rejected, whole ("nothing was restored"), the backup of an app holding one such key
/// that `backup` had written with exit 0.
#[test]
fn keys_of_zero_and_the_longest_length_round_trip() {
    let from = Sandbox::start();
    for expiry in ["0d", "106751991167300d", "30d"] {
        from.ok(&["licenses", "create", "--expiry", expiry]);
    }
    let backup = from.home.path().join("b.json");
    let backup = backup.to_str().unwrap();
    from.ok(&["backup", backup]);
    let to = Sandbox::start();
    let r = to.run(&["restore", backup]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let lengths = |sb: &Sandbox| {
        let mut l: Vec<(String, Value)> = sb
            .json(&["licenses", "list"])
            .as_array()
            .unwrap()
            .iter()
            .map(|k| (k["key"].as_str().unwrap().to_string(), k["expires"].clone()))
            .collect();
        l.sort_by(|a, b| a.0.cmp(&b.0));
        l
    };
    assert_eq!(lengths(&to), lengths(&from));
}

/// A run that failed on a user's `assignkey` while the target's `alpha` was moved out of the
/// key's level (so that the key grants `beta`, as the backup says, not `alpha`, the level's first)
/// is finished by the rerun with `alpha` moved out again: the move is a temporary change the
/// failed run undid at its end, so it is made again, never skipped as done (the key would then
/// grant `alpha`).
#[test]
fn a_rerun_after_a_failed_assignment_moves_the_subscriptions_aside_again() {
    let from = Sandbox::start();
    from.ok(&["subs", "delete", "default", "--yes"]);
    for sub in ["alpha", "beta"] {
        from.ok(&["subs", "create", sub, "--level", "1"]);
    }
    let key = from.json(&["licenses", "create", "--expiry", "30d"])["keys"][0]
        .as_str()
        .unwrap()
        .to_string();
    let r = from.activate(&key, "bo", "pw");
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The key granted both; bo keeps beta only.
    from.ok(&["users", "delete-sub", "bo", "--sub", "alpha", "--yes"]);
    let backup = from.home.path().join("b.json");
    let backup = backup.to_str().unwrap();
    from.ok(&["backup", backup]);

    let to = Sandbox::start();
    to.add_fault_spec("502,next=1,type=assignkey");
    let now = to.now().to_string();
    let restore = || {
        let mut c = to.cmd();
        c.env("LICENSECTL_NOW", &now);
        to.run_with(&mut c, &["restore", backup], None)
    };
    let first = restore();
    assert_eq!(first.code, 6, "{}", first.stderr);
    let again = restore();
    assert_eq!(again.code, 0, "{}{}", again.stdout, again.stderr);
    let subs = to.json(&["users", "subs", "bo"]);
    let names: Vec<&str> = subs
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["subscription"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["beta"], "{subs}");
    let levels = to.json(&["subs", "list"]);
    for s in levels.as_array().unwrap() {
        assert_eq!(s["level"], 1, "moved back: {levels}");
    }
}

/// A target that answers yes to a user's HWID, ban and variable and keeps none of them (a proxy
/// swallowing `addhwiduser`, `banuser`, `setvar`): the read-back compares them (`USER_FIELDS`)
/// and the restore fails (exit 1) naming each. It compared only users' names and subscriptions,
/// so this restore printed "restored 4 records" and exited 0.
#[test]
fn a_target_that_loses_a_users_hwid_ban_and_variable_fails_the_read_back() {
    let from = Sandbox::start();
    let backup = backup_of_ann(&from, Some("HW-ann-1"));
    let backup = backup.as_str();

    let to = Sandbox::start();
    let lossy = Proxy::start(
        &to.info.base_url,
        Tamper::Swallow(&["addhwiduser", "banuser", "setvar"]),
    );
    let mut c = to.cmd();
    c.env("LICENSECTL_BASE_URL", &lossy.url);
    let r = to.run_with(&mut c, &["restore", backup], None);
    r.expect_failure(1, "the target differs from the backup in 3 way(s)");
    for line in [
        "differs: user ann: its HWID is \"\", the backup has \"HW-ann-1\"",
        "differs: user ann: its ban is \"\", the backup has \"chargeback\"",
        "differs: user ann: has no variable tier",
    ] {
        assert!(r.stderr.contains(line), "{line}:\n{}", r.stderr);
    }
    // The same backup into a target that keeps them: read back equal, exit 0.
    let kept = Sandbox::start();
    let r = kept.run(&["restore", backup]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(!r.stderr.contains("differs"), "{}", r.stderr);
}

/// The journal of `to`'s restore of `backup` cut back to its head line: what a run killed by
/// SIGKILL leaves when the service made its records before the journal recorded them.
fn journal_lost(to: &Sandbox) {
    let dir = to.data_dir().join("restores");
    let mut found = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let head = text.lines().next().unwrap();
        std::fs::write(&path, format!("{head}\n")).unwrap();
        found += 1;
    }
    assert_eq!(found, 1, "one journal in {}", dir.display());
}

/// Issue 38: a restore re-run after kill -9 ended with exit 1 and "that key already exists!" for
/// the keys the killed run made, though the target equals the backup. The rerun judges a key
/// the service refuses to make again by its content: the same (level, duration, note) is
/// already restored; a different one is refused, naming what differs.
#[test]
fn a_rerun_after_kill_judges_keys_already_there_by_their_content() {
    let from = Sandbox::start();
    let keys = from.keys(3);
    from.ok(&["licenses", "set-note", &keys[0], "--note", "spring"]);
    let backup = backup_of_ann(&from, None);
    let backup = backup.as_str();

    let to = Sandbox::start();
    // The licenses are made, then the run stops at the user; its journal is then lost.
    to.add_fault_spec("502,next=1,type=adduser");
    to.run(&["restore", backup])
        .expect_failure(6, "restore: create user ann");
    journal_lost(&to);
    let r = to.run(&["restore", backup]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(!r.stderr.contains("already exists"), "{}", r.stderr);
    assert_eq!(to.json(&["licenses", "list"]).as_array().unwrap().len(), 3);
    assert_eq!(to.json(&["licenses", "info", &keys[0]])["note"], "spring");

    // A key of that name but another note is not the backup's: refused, and said.
    let other = Sandbox::start();
    other.add_fault_spec("502,next=1,type=adduser");
    other
        .run(&["restore", backup])
        .expect_failure(6, "restore: create user ann");
    journal_lost(&other);
    other.ok(&["licenses", "set-note", &keys[0], "--note", "autumn"]);
    let r = other.run(&["restore", backup]);
    r.expect_failure(1, &format!("not restored: create license {}", keys[0]));
    assert!(
        r.stderr
            .contains("the target has it, with note \"autumn\", the backup \"spring\""),
        "{}",
        r.stderr
    );
}

/// Issue 38: `restore --dry-run` listed a 100,000-character username as creatable and printed
/// all of it, while the real run stopped there with exit 2. Both refuse that record (the
/// request would pass the service's URL limit), name it shortened, and restore the rest.
#[test]
fn the_dry_run_refuses_what_the_real_run_refuses() {
    let sb = Sandbox::start();
    let name = "u".repeat(100_000);
    let doc = json!({
        "format": "licensectl-backup", "version": 1, "created": sb.now(),
        "subscriptions": [{"name": "default", "level": "1"}],
        "users": [
            {"username": name, "subscriptions": [{"subscription": "default", "expiry": sb.now() + 86_400}]},
            {"username": "bo", "subscriptions": [{"subscription": "default", "expiry": sb.now() + 86_400}]},
        ],
    });
    let path = sb.home.path().join("long.json");
    std::fs::write(&path, doc.to_string()).unwrap();
    let path = path.to_str().unwrap();
    let plan = sb.ok(&["restore", path, "--dry-run"]);
    let refused = plan
        .lines()
        .find(|l| l.starts_with("create user uuu"))
        .unwrap_or_else(|| panic!("{plan}"));
    assert!(
        refused.contains("(100000 characters)")
            && refused.contains("(cannot: ")
            && refused.contains("the service takes at most"),
        "{refused}"
    );
    assert!(
        plan.len() < 2_000,
        "named, not echoed: {} bytes",
        plan.len()
    );
    assert!(
        plan.lines()
            .any(|l| l == "create user bo with 1 subscription(s)"),
        "{plan}"
    );
    let r = sb.run(&["restore", path]);
    r.expect_failure(1, "not restored: create user uuu");
    assert!(
        r.stderr.contains("the service takes at most"),
        "{}",
        r.stderr
    );
    assert_eq!(sb.ok(&["users", "names", "-q"]).trim(), "bo");
}

/// A restore onto a sandbox whose clock was moved (`sandbox clock advance`) counts a
/// subscription's time left on the service's clock, as the backup's expiry is: the user's
/// subscription ends when the backup says. It counted on licensectl's own clock, so the
/// subscription ended 10 days late and the read-back failed the restore (exit 1).
#[test]
fn a_restore_onto_a_moved_clock_keeps_the_backups_expiries() {
    let from = Sandbox::start();
    let backup = backup_of_ann(&from, None);
    let ends = from.json(&["users", "info", "ann"])["subscriptions"][0]["expiry"].clone();
    assert_eq!(ends, json!(from.now() + 30 * 86_400));
    let to = Sandbox::start();
    to.ok(&["sandbox", "clock", "advance", "10d"]);
    let r = to.run(&["restore", &backup]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let ann = to.json(&["users", "info", "ann"]);
    assert_eq!(ann["subscriptions"][0]["expiry"], ends, "{ann}");
}
