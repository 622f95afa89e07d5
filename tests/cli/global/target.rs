//! The app a command acts on is never a surprise; what changes many records or cannot be
//! undone asks first, counting what it hits; flag values are checked as usage (issue 10).

use crate::harness::pty::Pty;
use crate::harness::{Run, Sandbox};

/// `config init NAME` for `sb`, key on stdin.
fn init(sb: &Sandbox, name: &str) -> Run {
    sb.run_with(
        sb.bare().env("LICENSECTL_BASE_URL", &sb.info.base_url),
        &["config", "init", name, "--seller-key-stdin", "--default"],
        Some(&format!("{}\n", sb.info.seller_key)),
    )
}

#[test]
fn an_explicit_profile_is_never_overridden_by_another_apps_environment() {
    let a = Sandbox::start();
    let b = Sandbox::start();
    // Profile b lives in a's home, so one config file holds it while a's credentials are exported.
    let r = a.run_with(
        a.bare().env("LICENSECTL_BASE_URL", &b.info.base_url),
        &["config", "init", "b", "--seller-key-stdin"],
        Some(&format!("{}\n", b.info.seller_key)),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    b.ok(&["licenses", "create", "--expiry", "1d"]);
    // a.cmd() exports a's URL and seller key: with --profile b that used to act on app a.
    let r = a.run(&["--profile", "b", "licenses", "list", "-o", "json"]);
    r.expect_failure(3, "profile 'b' (chosen by flag --profile)");
    assert!(r.stderr.contains("LICENSECTL_BASE_URL"), "{}", r.stderr);
    assert!(r.stderr.contains("LICENSECTL_SELLER_KEY"), "{}", r.stderr);
    assert!(r.stdout.is_empty());
    let r = a.run_with(
        a.cmd().env("LICENSECTL_PROFILE", "b"),
        &["licenses", "list"],
        None,
    );
    r.expect_failure(3, "env LICENSECTL_PROFILE");
    // Without the other app's credentials the profile acts on its own app, and says how.
    let r = a.run_with(
        &mut a.bare(),
        &["--profile", "b", "licenses", "list", "-o", "json"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json().as_array().map(Vec::len), Some(1), "b's one key");
    let show = a.run_with(
        &mut a.bare(),
        &["--profile", "b", "config", "show", "-o", "json"],
        None,
    );
    let rule = show
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["field"] == "rule")
        .cloned()
        .unwrap();
    assert!(
        rule["value"].as_str().unwrap().contains("it names the app"),
        "{rule}"
    );
}

#[test]
fn config_init_takes_the_base_url_from_the_environment() {
    let sb = Sandbox::start();
    let r = init(&sb, "ci");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("seller key accepted"), "{}", r.stderr);
    let saved = std::fs::read_to_string(sb.config_path()).unwrap();
    assert!(saved.contains(&sb.info.base_url), "{saved}");
    assert!(!saved.contains("keyauth.win"), "{saved}");
}

#[test]
fn dry_runs_and_refusals_name_the_target() {
    let sb = Sandbox::start();
    assert_eq!(init(&sb, "prod").code, 0);
    let r = sb.run_with(
        &mut sb.bare(),
        &["--dry-run", "licenses", "delete-all"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let port = sb
        .info
        .base_url
        .rsplit(':')
        .next()
        .unwrap()
        .trim_end_matches('/');
    assert!(
        r.stderr.contains("dry run on the app of seller key")
            && r.stderr.contains("profile prod")
            && r.stderr.contains(port),
        "{}",
        r.stderr
    );
    let r = sb.run(&["licenses", "delete-all"]);
    r.expect_failure(2, "pass --yes");
    assert!(
        r.stderr.contains(&format!("app {}", sb.info.app_name)),
        "{}",
        r.stderr
    );
}

#[test]
fn mass_changes_ask_first() {
    let sb = Sandbox::start();
    sb.keys(2);
    assert_eq!(sb.create_user("alice", "default", "30d", "pw").code, 0);
    for args in [
        &["licenses", "add-time", "--time", "7d"][..],
        &[
            "users", "extend", "all", "--sub", "default", "--expiry", "1d",
        ],
        &[
            "users", "subtract", "alice", "--sub", "default", "--time", "1h",
        ],
        &["users", "reset-hwid-all"],
        &["sessions", "kill-all"],
        &["subs", "pause", "default"],
    ] {
        sb.run(args).expect_failure(2, "pass --yes");
    }
    // One user's extension is an ordinary change.
    sb.ok(&[
        "users", "extend", "alice", "--sub", "default", "--expiry", "1d",
    ]);
}

#[test]
fn a_stdin_secret_typed_at_a_terminal_is_asked_for_without_echo() {
    let sb = Sandbox::start();
    sb.keys(1);
    let mut t = Pty::spawn(
        &sb,
        &[
            "users",
            "create",
            "dave",
            "--sub",
            "default",
            "--expiry",
            "1d",
            "--password-stdin",
        ],
    );
    t.expect("(not shown)");
    t.send("hunter22\r");
    let (code, screen) = t.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(!screen.contains("hunter22"), "{screen}");
    // The typed password is the one set: dave logs in with it.
    sb.ok(&["client", "init"]);
    let login = [
        "client",
        "login",
        "--username",
        "dave",
        "--hwid",
        "H1",
        "--password-stdin",
    ];
    let r = sb.run_stdin(&login, "hunter22\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn bad_flag_values_are_usage_errors_and_timeouts_take_seconds() {
    let sb = Sandbox::start();
    for args in [
        &["--timeout", "abc", "licenses", "list"][..],
        &["--retries", "many", "licenses", "list"],
        &["--rate-limit", "fast", "licenses", "list"],
    ] {
        let r = sb.run(args);
        assert_eq!(r.code, 2, "{:?}: {}", args, r.stderr);
    }
    let r = sb.run(&["--timeout", "5", "licenses", "list", "-o", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // A bad value in the environment is a config problem, not usage.
    let r = sb.run_with(
        sb.cmd().env("LICENSECTL_TIMEOUT", "soon"),
        &["licenses", "list"],
        None,
    );
    assert_eq!(r.code, 3, "{}", r.stderr);
}
