//! Profiles: config init, list, show, use, remove, path, precedence and file mode.

use crate::harness::{mode, Sandbox};

fn init(sb: &Sandbox, name: &str) -> crate::harness::Run {
    sb.run_with(
        &mut sb.bare(),
        &[
            "--base-url",
            &sb.info.base_url,
            "config",
            "init",
            name,
            "--app-name",
            &sb.info.app_name,
            "--ownerid",
            &sb.info.ownerid,
            "--seller-key-stdin",
        ],
        Some(&format!("{}\n", sb.info.seller_key)),
    )
}

#[test]
fn init_checks_the_key_and_writes_0600() {
    let sb = Sandbox::start();
    let r = init(&sb, "prod");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("seller key accepted"), "{}", r.stderr);
    assert_eq!(mode(&sb.config_path()), 0o600);
    // The profile now works with no environment at all.
    let keys = sb.run_with(
        &mut sb.bare(),
        &["licenses", "create", "--expiry", "1d", "-o", "json"],
        None,
    );
    assert_eq!(keys.code, 0, "{}", keys.stderr);
    assert!(!keys.stderr.contains("embedded"), "{}", keys.stderr);
    let list = sb.run_with(&mut sb.bare(), &["config", "list", "-o", "json"], None);
    let v = list.json();
    assert_eq!(v[0]["profile"], "prod");
    assert_eq!(v[0]["default"], true);
    assert_eq!(v[0]["seller_key"], format!("{}…", &sb.info.seller_key[..4]));
}

#[test]
fn init_refuses_a_bad_key_and_needs_stdin_off_a_terminal() {
    let sb = Sandbox::start();
    let r = sb.run_with(
        &mut sb.bare(),
        &[
            "--base-url",
            &sb.info.base_url,
            "config",
            "init",
            "x",
            "--seller-key-stdin",
        ],
        Some(&format!("{}\n", "y".repeat(32))),
    );
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(
        !sb.config_path().exists(),
        "nothing saved on a failed check"
    );
    let r = sb.run_with(
        &mut sb.bare(),
        &["--base-url", &sb.info.base_url, "config", "init", "x"],
        None,
    );
    r.expect_failure(2, "--seller-key-stdin");
}

#[test]
fn show_says_where_each_value_came_from() {
    let sb = Sandbox::start();
    assert_eq!(init(&sb, "prod").code, 0);
    let r = sb.run_with(
        sb.bare().env("LICENSECTL_TIMEOUT", "9s"),
        &["config", "show", "-o", "json"],
        None,
    );
    let rows = r.json();
    let get = |f: &str| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["field"] == f)
            .unwrap()
            .clone()
    };
    assert_eq!(get("timeout")["source"], "env LICENSECTL_TIMEOUT");
    assert_eq!(get("base_url")["source"], "profile prod");
    assert_eq!(get("client_api")["source"], "default");
    assert_eq!(
        get("seller_key")["value"],
        format!("{}…", &sb.info.seller_key[..4])
    );
    let r = sb.run_with(
        &mut sb.bare(),
        &[
            "--base-url",
            "https://flag.example",
            "config",
            "show",
            "-o",
            "json",
        ],
        None,
    );
    let rows = r.json();
    let url = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["field"] == "base_url")
        .unwrap();
    assert_eq!(url["source"], "flag --base-url");
}

#[test]
fn use_remove_path_and_set() {
    let sb = Sandbox::start();
    assert_eq!(init(&sb, "a").code, 0);
    assert_eq!(init(&sb, "b").code, 0);
    let path = sb.run_with(&mut sb.bare(), &["config", "path"], None);
    assert_eq!(path.stdout.trim(), sb.config_path().display().to_string());
    assert_eq!(
        sb.run_with(&mut sb.bare(), &["config", "use", "b"], None)
            .code,
        0
    );
    let text = std::fs::read_to_string(sb.config_path()).unwrap();
    assert!(text.contains("default_profile = \"b\""), "{text}");
    assert_eq!(
        sb.run_with(&mut sb.bare(), &["config", "use", "zzz"], None)
            .code,
        3
    );
    let r = sb.run_with(
        &mut sb.bare(),
        &["config", "set", "seller_key", "abc"],
        None,
    );
    assert_eq!(r.code, 2, "secrets are refused on argv: {}", r.stderr);
    assert_eq!(
        sb.run_with(
            &mut sb.bare(),
            &["config", "set", "app_version", "2.0"],
            None
        )
        .code,
        0
    );
    assert!(std::fs::read_to_string(sb.config_path())
        .unwrap()
        .contains("app_version = \"2.0\""));
    assert_eq!(
        sb.run_with(&mut sb.bare(), &["config", "remove", "a"], None)
            .code,
        2,
        "needs --yes off a terminal"
    );
    assert_eq!(
        sb.run_with(&mut sb.bare(), &["config", "remove", "a", "--yes"], None)
            .code,
        0
    );
    assert!(!std::fs::read_to_string(sb.config_path())
        .unwrap()
        .contains("[profiles.a]"));
}

#[test]
fn malformed_config_and_loose_mode() {
    let sb = Sandbox::start();
    std::fs::create_dir_all(sb.config_path().parent().unwrap()).unwrap();
    std::fs::write(
        sb.config_path(),
        "[profiles.p]\nbase_url = \"http://127.0.0.1:1\"\nsellerkey = \"x\"\n",
    )
    .unwrap();
    let r = sb.run_with(&mut sb.bare(), &["licenses", "list"], None);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr.contains("line 3") && r.stderr.contains("sellerkey"),
        "{}",
        r.stderr
    );
    std::fs::write(
        sb.config_path(),
        format!("[profiles.default]\nbase_url = \"{}\"\n", sb.info.base_url),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(sb.config_path(), std::fs::Permissions::from_mode(0o644)).unwrap();
        let r = sb.run_with(
            sb.bare().env("LICENSECTL_SELLER_KEY", &sb.info.seller_key),
            &["licenses", "list"],
            None,
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stderr.contains("readable by others"), "{}", r.stderr);
    }
}
