//! Profiles: config init, list, show, use, remove, path, precedence and file mode.

use crate::harness::bounded::Bounded;
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
            "--public-key",
            &sb.info.public_key,
            "--seller-key-stdin",
            "--default",
        ],
        Some(&format!("{}\n", sb.info.seller_key)),
    )
}

/// `config init NAME` off a terminal with the sandbox's URL and key, and `extra` flags.
fn init_with(sb: &Sandbox, extra: &[&str]) -> crate::harness::Run {
    let mut args = vec![
        "--base-url",
        &sb.info.base_url,
        "config",
        "init",
        "p",
        "--seller-key-stdin",
        "--default",
    ];
    args.extend_from_slice(extra);
    sb.run_with(
        &mut sb.bare(),
        &args,
        Some(&format!("{}\n", sb.info.seller_key)),
    )
}

#[test]
fn init_proves_app_name_owner_id_and_public_key_with_client_init() {
    let sb = Sandbox::start();
    let app = [
        "--app-name",
        &sb.info.app_name,
        "--ownerid",
        &sb.info.ownerid,
    ];
    // keyauth.win's key is not the sandbox's: the init answer does not verify, nothing saved.
    let r = init_with(&sb, &app);
    r.expect_failure(
        6,
        "does not verify the service's init answer; nothing saved",
    );
    assert!(r.stderr.contains("--public-key"), "{}", r.stderr);
    assert!(!sb.config_path().exists(), "nothing saved");
    let pk = ["--public-key", sb.info.public_key.as_str()];
    // A wrong owner id or app name: the service knows no such app (exit 4), nothing saved.
    let r = init_with(
        &sb,
        &[
            &["--app-name", &sb.info.app_name, "--ownerid", "ZZZZZZZZZZ"][..],
            &pk,
        ]
        .concat(),
    );
    r.expect_failure(4, "no application with this app_name and ownerid");
    assert!(r.stderr.contains("owner id \"ZZZZZZZZZZ\""), "{}", r.stderr);
    let r = init_with(
        &sb,
        &[
            &["--app-name", "nosuchapp", "--ownerid", &sb.info.ownerid][..],
            &pk,
        ]
        .concat(),
    );
    r.expect_failure(4, "no application");
    assert!(!sb.config_path().exists(), "nothing saved");
    // The right key: proven, saved, and `client init` works with the profile alone.
    let r = init_with(&sb, &[&app[..], &pk].concat());
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("init answer verified"), "{}", r.stderr);
    let c = sb.run_with(&mut sb.bare(), &["client", "init"], None);
    assert_eq!(c.code, 0, "{}", c.stderr);
}

#[test]
fn init_at_a_terminal_asks_again_after_a_refused_seller_key_and_offers_no_foreign_public_key() {
    use crate::harness::pty::Pty;
    let sb = Sandbox::start();
    let mut t = Pty::spawn(
        &sb,
        &[
            "config",
            "init",
            "p",
            "--app-name",
            &sb.info.app_name,
            "--ownerid",
            &sb.info.ownerid,
            "--client-api",
            "1.3",
        ],
    );
    t.expect("Seller key");
    t.send(&format!("{}\r", "y".repeat(32)));
    t.expect("enter the seller key again");
    // Typed only once the second prompt shows, with echo off (as a person would).
    t.expect_nth("Seller key", 2);
    t.send(&format!("{}\r", sb.info.seller_key));
    t.expect("seller key accepted");
    t.expect("Public key (hex) signing 1.3 answers");
    // keyauth.win's key is not offered for another service.
    assert!(
        !t.screen.contains("5586b4bc69c7a4b4"),
        "offered keyauth.win's key:\n{}",
        t.screen
    );
    // Enter alone never tries keyauth.win's key (once exit 6, every answer dropped): asked again.
    t.send("\r");
    t.expect("this service signs with its own key");
    t.expect_nth("Public key (hex) signing 1.3 answers", 2);
    t.send(&format!("{}\r", sb.info.public_key));
    t.expect("Make p the default profile");
    t.send("n");
    let (code, screen) = t.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("init answer verified"), "{screen}");
    assert!(
        screen.contains("still use the embedded sandbox"),
        "{screen}"
    );
    assert!(screen.contains("saved profile p"), "{screen}");
    assert!(
        !screen.contains(&sb.info.seller_key),
        "the key echoed:\n{screen}"
    );
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

/// Without a Secret Service (the test environment has no D-Bus session): secrets stay in the
/// 0600 file, as before, and `config init` says so; `migrate-secrets` refuses and keeps them.
#[test]
fn without_a_keyring_secrets_stay_in_the_file() {
    let sb = Sandbox::start();
    let r = init(&sb, "prod");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("seller_key is kept in the config file"),
        "{}",
        r.stderr
    );
    let text = std::fs::read_to_string(sb.config_path()).unwrap();
    assert!(text.contains(&sb.info.seller_key), "{text}");
    assert!(!text.contains("in_keyring"), "{text}");
    let show = sb.run_with(&mut sb.bare(), &["config", "show", "-o", "json"], None);
    let rows = show.json();
    let key = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["field"] == "seller_key")
        .unwrap();
    assert_eq!(key["source"], "profile prod (the config file)");
    let r = sb.run_with(&mut sb.bare(), &["config", "migrate-secrets"], None);
    r.expect_failure(3, "no OS keyring");
    assert_eq!(std::fs::read_to_string(sb.config_path()).unwrap(), text);
    let doctor = sb.run_with(&mut sb.bare(), &["doctor", "-o", "json"], None);
    let line = doctor
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["check"] == "secrets")
        .cloned()
        .expect("a secrets line");
    assert_eq!(line["status"], "ok");
    assert_eq!(line["detail"], "seller_key in the config file");
}

/// gnome-keyring and a D-Bus session daemon, installed once per test run where missing
/// (`apt-get`, as root); `None` with the reason where they cannot be.
fn secret_service() -> Result<(), String> {
    static READY: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    READY
        .get_or_init(|| {
            let have = |tool: &str| {
                std::process::Command::new("sh")
                    .args(["-c", &format!("command -v {tool}")])
                    .output()
                    .is_ok_and(|o| o.status.success())
            };
            let ready = || have("dbus-run-session") && have("gnome-keyring-daemon");
            if ready() {
                return Ok(());
            }
            if !have("apt-get") {
                return Err("no apt-get to install dbus and gnome-keyring with".into());
            }
            let install = || {
                std::process::Command::new("apt-get")
                    .args([
                        "install",
                        "-y",
                        "-q",
                        "--no-install-recommends",
                        "-o",
                        "DPkg::Lock::Timeout=300",
                        "dbus-daemon",
                        "dbus-bin",
                        "gnome-keyring",
                    ])
                    .env("DEBIAN_FRONTEND", "noninteractive")
                    .output()
                    .map(|o| o.status.success())
                    .unwrap_or(false)
            };
            // The package lists may be stale or missing: update once, only when needed.
            if !install() {
                let _ = std::process::Command::new("apt-get")
                    .args(["update", "-q"])
                    .output();
                install();
            }
            if ready() {
                Ok(())
            } else {
                Err("apt-get could not install dbus-daemon and gnome-keyring".into())
            }
        })
        .clone()
}

/// Runs `script` (sh) inside a fresh D-Bus session with an unlocked gnome-keyring, with the
/// sandbox's clean environment and `$L` naming licensectl.
fn in_keyring_session(sb: &Sandbox, script: &str) -> std::process::Output {
    // A non-empty password: with an empty one gnome-keyring creates no login collection, and
    // a Secret Service with no default collection stores nothing.
    let setup = "printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1\n";
    std::process::Command::new("dbus-run-session")
        .args(["--", "sh", "-c", &format!("{setup}{script}")])
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", sb.home.path())
        .env("LICENSECTL_CONFIG", sb.config_path())
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_NOW", sb.now().to_string())
        .env("NO_COLOR", "1")
        .env("L", assert_cmd::cargo::cargo_bin("licensectl"))
        .env("URL", &sb.info.base_url)
        .env("KEY", &sb.info.seller_key)
        .env("SECRET", &sb.info.app_secret)
        .env("APP", &sb.info.app_name)
        .env("OWNER", &sb.info.ownerid)
        .env("PUB", &sb.info.public_key)
        .bounded_output()
}

/// With a real Secret Service (gnome-keyring on its own D-Bus session): `config init` keeps
/// the seller key out of the config file, every command still works, `config show` and
/// `doctor` say it lives in the keyring, `config set` and `migrate-secrets` put secrets there;
/// without the keyring afterwards the profile says where its key is (exit 3).
#[test]
fn with_a_secret_service_the_seller_key_lives_in_the_keyring() {
    if let Err(why) = secret_service() {
        eprintln!("SKIPPED with_a_secret_service_the_seller_key_lives_in_the_keyring: {why}");
        return;
    }
    let sb = Sandbox::start();
    let out = sb.home.path().join("out");
    std::fs::create_dir_all(&out).unwrap();
    let script = r#"
cd "$HOME/out"
run() { n=$1; shift; "$@" >"$n.out" 2>"$n.err"; echo $? >"$n.rc"; }
printf '%s\n' "$KEY" | run init "$L" --base-url "$URL" config init prod --app-name "$APP" --ownerid "$OWNER" --public-key "$PUB" --seller-key-stdin --default
cp "$LICENSECTL_CONFIG" after-init.toml
run create "$L" licenses create --expiry 1d -o json
printf "secret123\n" | run users "$L" users create alice --expiry 1d --sub default --password-stdin
run list "$L" licenses list -o json
run show "$L" config show -o json
run doctor "$L" doctor -o json
run client "$L" client init -o json
printf '%s\n' "$SECRET" | run set "$L" config set app_secret --stdin
# A profile written where the keyring was off holds its key in the file, until migrated.
printf '%s\n' "$KEY" | LICENSECTL_KEYRING=off run off "$L" --base-url "$URL" config init old --no-check --seller-key-stdin
cp "$LICENSECTL_CONFIG" before-migrate.toml
run migrate "$L" config migrate-secrets
run migrated "$L" --profile old licenses list -o json
run envkey env LICENSECTL_SELLER_KEY=wrongwrongwrongwrongwrongwrong12 "$L" licenses list
cp "$LICENSECTL_CONFIG" final.toml
"#;
    let o = in_keyring_session(&sb, script);
    let read = |f: &str| std::fs::read_to_string(out.join(f)).unwrap_or_default();
    let step = |n: &str| {
        let rc = read(&format!("{n}.rc"));
        assert_eq!(
            rc.trim(),
            "0",
            "{n}: {}{}\nsession: {}",
            read(&format!("{n}.out")),
            read(&format!("{n}.err")),
            String::from_utf8_lossy(&o.stderr)
        );
        (read(&format!("{n}.out")), read(&format!("{n}.err")))
    };
    let (_, err) = step("init");
    assert!(
        err.contains("seller_key is kept in the OS keyring"),
        "{err}"
    );
    let text = read("after-init.toml");
    assert!(
        !text.contains(&sb.info.seller_key),
        "the key is in the file:\n{text}"
    );
    assert!(text.contains("in_keyring = [\"seller_key\"]"), "{text}");
    assert_eq!(mode(&sb.config_path()), 0o600);
    for n in ["create", "users", "list", "client"] {
        let (_, err) = step(n);
        assert!(!err.contains("embedded"), "{n}: {err}");
    }
    let show: serde_json::Value = serde_json::from_str(&step("show").0).unwrap();
    let row = |f: &str| {
        show.as_array()
            .unwrap()
            .iter()
            .find(|r| r["field"] == f)
            .unwrap()
            .clone()
    };
    assert_eq!(row("seller_key")["source"], "keyring, profile prod");
    assert_eq!(
        row("seller_key")["value"],
        format!("{}…", &sb.info.seller_key[..4])
    );
    let doctor: serde_json::Value = serde_json::from_str(&step("doctor").0).unwrap();
    let secrets = doctor
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["check"] == "secrets")
        .unwrap()
        .clone();
    assert_eq!(secrets["detail"], "seller_key in the OS keyring");
    assert_eq!(secrets["status"], "ok");
    let (_, err) = step("set");
    assert!(err.contains("kept in the OS keyring"), "{err}");
    step("off");
    assert!(read("before-migrate.toml").contains(&sb.info.seller_key));
    let (_, err) = step("migrate");
    assert!(err.contains("moved seller_key of profile old"), "{err}");
    step("migrated");
    let text = read("final.toml");
    for secret in [&sb.info.seller_key, &sb.info.app_secret] {
        assert!(
            !text.contains(secret.as_str()),
            "a secret in the file:\n{text}"
        );
    }
    // The environment still wins (CI): a wrong key there is refused by the service.
    assert_eq!(read("envkey.rc").trim(), "4", "{}", read("envkey.err"));
    for n in ["init", "create", "list", "show", "doctor", "set", "migrate"] {
        for f in [format!("{n}.out"), format!("{n}.err")] {
            assert!(!read(&f).contains(&sb.info.seller_key), "{f} shows the key");
        }
    }
    // With no keyring running, the profile says where its key is instead of guessing.
    let r = sb.run_with(&mut sb.bare(), &["licenses", "list"], None);
    r.expect_failure(3, "kept in the OS keyring");
}

#[test]
fn the_first_profile_is_the_default_only_when_asked_and_use_embedded_goes_back() {
    use crate::harness::pty::Pty;
    let sb = Sandbox::start();
    let bare = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    let keys = |r: &crate::harness::Run| r.json().as_array().map(Vec::len);
    sb.ok(&["licenses", "create", "--expiry", "1d"]);
    // Off a terminal, without --default: saved, said, and not the default (once it silently
    // was, and `backup` after `config init staging` backed up the empty staging app).
    let r = sb.run_with(
        &mut sb.bare(),
        &[
            "--base-url",
            &sb.info.base_url,
            "config",
            "init",
            "staging",
            "--seller-key-stdin",
        ],
        Some(&format!("{}\n", sb.info.seller_key)),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("staging is not the default"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("licensectl config use staging"),
        "{}",
        r.stderr
    );
    // Where base_url comes from says which app commands act on.
    let embedded = || {
        let show = bare(&["config", "show", "-o", "json"]).json();
        show.as_array()
            .unwrap()
            .iter()
            .any(|r| r["field"] == "base_url" && r["source"] == "embedded sandbox")
    };
    assert!(embedded(), "the sandbox, not staging");
    let list = bare(&["config", "list", "-o", "json"]);
    assert_eq!(list.json()[0]["default"], false);
    assert!(
        list.stderr.contains("no profile is the default"),
        "{}",
        list.stderr
    );
    // Made the default: commands act on its app (one key).
    bare(&["config", "use", "staging"]);
    let r = bare(&["licenses", "list", "-o", "json"]);
    assert_eq!(keys(&r), Some(1), "{}", r.stderr);
    // And back to the embedded sandbox, even past a profile named `default`.
    let r = sb.run_with(
        &mut sb.bare(),
        &[
            "--base-url",
            &sb.info.base_url,
            "config",
            "init",
            "default",
            "--seller-key-stdin",
        ],
        Some(&format!("{}\n", sb.info.seller_key)),
    );
    assert!(
        r.stderr.contains("the default profile is still staging"),
        "{}",
        r.stderr
    );
    let r = bare(&["config", "use", "--embedded"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("embedded sandbox"), "{}", r.stderr);
    assert!(embedded(), "back to the embedded sandbox");
    let list = bare(&["config", "list", "-o", "json"]);
    assert!(
        list.json()
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["default"] == false),
        "{}",
        list.stdout
    );
    bare(&["config", "use"]).expect_failure(2, "<NAME>");
    // `config list` at 80 columns always shows which is the default.
    bare(&["config", "use", "staging"]);
    let long = "https://licensing.an-owner-with-a-long-domain-name.example/api/1.3/";
    sb.ok(&["--profile", "default", "config", "set", "base_url", long]);
    let (code, screen) = Pty::spawn(&sb, &["config", "list"]).finish();
    assert_eq!(code, 0, "{screen}");
    let head = screen.lines().find(|l| l.contains("profile")).unwrap_or("");
    assert!(head.contains("default"), "{screen}");
    assert!(
        screen
            .lines()
            .any(|l| l.contains("staging") && l.contains("yes")),
        "{screen}"
    );
}

/// `config init` without a name asks for one on a terminal (it made a profile called `default`,
/// then said "default is not the default"); off a terminal it is a usage error.
#[test]
fn init_without_a_name_asks_for_one() {
    use crate::harness::pty::Pty;
    let sb = Sandbox::start();
    let r = sb.run_with(
        &mut sb.bare(),
        &[
            "--base-url",
            &sb.info.base_url,
            "config",
            "init",
            "--seller-key-stdin",
        ],
        Some(&format!("{}\n", sb.info.seller_key)),
    );
    r.expect_failure(2, "name the profile, e.g. licensectl config init prod");
    assert!(!sb.config_path().exists(), "nothing saved");
    let mut t = Pty::spawn(
        &sb,
        &[
            "config",
            "init",
            "--app-name",
            &sb.info.app_name,
            "--ownerid",
            &sb.info.ownerid,
            "--public-key",
            &sb.info.public_key,
            "--client-api",
            "1.3",
        ],
    );
    t.expect("Profile name");
    t.send("-bad\r");
    t.expect("is not valid");
    t.send("\x15prod\r");
    t.expect("Seller key");
    t.send(&format!("{}\r", sb.info.seller_key));
    t.expect("Make prod the default profile");
    t.send("y");
    let (code, screen) = t.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("saved profile prod"), "{screen}");
    assert!(!screen.contains("default is not the default"), "{screen}");
    let list = sb.run_with(&mut sb.bare(), &["config", "list", "-o", "json"], None);
    assert_eq!(list.json()[0]["profile"], "prod", "{}", list.stdout);
    assert_eq!(list.json()[0]["default"], true, "{}", list.stdout);
}

/// At 80 columns `config show` keeps the `source` column the README promises (a long value,
/// the public key, pushed it out), cutting the long value instead; every line fits.
#[test]
fn config_show_keeps_the_source_column_at_80_columns() {
    use crate::harness::pty::Pty;
    let sb = Sandbox::start();
    let (code, screen) = Pty::spawn(&sb, &["config", "show"]).finish();
    assert_eq!(code, 0, "{screen}");
    let head = screen
        .lines()
        .find(|l| l.contains("field"))
        .unwrap_or_else(|| panic!("no header:\n{screen}"));
    assert!(head.contains("source"), "{screen}");
    assert!(!screen.contains("columns fit the terminal"), "{screen}");
    let key = screen.lines().find(|l| l.contains("public_key")).unwrap();
    assert!(
        key.contains("environment") || key.contains("LICENSECTL_PUBLIC_KEY"),
        "{key}"
    );
    for l in screen.lines() {
        assert!(l.trim_end().chars().count() <= 80, "{l:?}");
    }
}
