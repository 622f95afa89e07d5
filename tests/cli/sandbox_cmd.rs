//! `licensectl sandbox start` as a user runs it: a child process printing its credentials.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use crate::harness::Sandbox;

struct Child(std::process::Child);

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start(sb: &Sandbox, args: &[&str]) -> (Child, serde_json::Value) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
        .args(["sandbox", "start", "-o", "json"])
        .args(args)
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_CONFIG", sb.config_path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let info: serde_json::Value =
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    (Child(child), info)
}

#[test]
fn start_prints_credentials_as_the_first_json_line_and_serves() {
    let sb = Sandbox::start();
    let db = sb.home.path().join("own.db");
    let (_child, info) = start(&sb, &["--db", db.to_str().unwrap(), "--app-name", "shop"]);
    for field in [
        "base_url",
        "seller_key",
        "app_name",
        "ownerid",
        "public_key",
    ] {
        assert!(
            info[field].as_str().is_some_and(|v| !v.is_empty()),
            "{field} in {info}"
        );
    }
    assert_eq!(info["app_name"], "shop");
    assert_eq!(info["seller_key"].as_str().unwrap().len(), 32);
    assert!(
        info["base_url"]
            .as_str()
            .unwrap()
            .starts_with("http://127.0.0.1:"),
        "loopback by default"
    );
    let mut c = sb.bare();
    c.env("LICENSECTL_BASE_URL", info["base_url"].as_str().unwrap())
        .env(
            "LICENSECTL_SELLER_KEY",
            info["seller_key"].as_str().unwrap(),
        );
    let out = c
        .args(["licenses", "create", "--expiry", "1d", "-o", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    #[cfg(unix)]
    assert_eq!(crate::harness::mode(&db), 0o600, "the database is private");
}

#[test]
fn start_refuses_a_busy_port() {
    let sb = Sandbox::start();
    let port = sb.info.base_url.rsplit(':').next().unwrap().to_string();
    let r = sb.run(&["sandbox", "start", "--memory", "--port", &port]);
    r.expect_failure(3, "cannot listen");
}

#[test]
fn start_sets_dashboard_only_settings() {
    let sb = Sandbox::start();
    for (set, why) in [("hashcheck=yes", "is not 0|1"), ("vpnblock=1", "forceHwid")] {
        sb.run(&["sandbox", "start", "--memory", "--set", set])
            .expect_failure(2, why);
    }
    let (_child, info) = start(
        &sb,
        &["--memory", "--set", "hashcheck=1", "--set", "forceHwid=0"],
    );
    let run = |args: &[&str], stdin: Option<&str>| {
        let mut c = sb.bare();
        // This sandbox keeps real time; signed client answers are checked against it.
        c.env_remove("LICENSECTL_NOW");
        for (var, field) in [
            ("LICENSECTL_BASE_URL", "base_url"),
            ("LICENSECTL_SELLER_KEY", "seller_key"),
            ("LICENSECTL_APP_NAME", "app_name"),
            ("LICENSECTL_OWNERID", "ownerid"),
            ("LICENSECTL_PUBLIC_KEY", "public_key"),
        ] {
            c.env(var, info[field].as_str().unwrap());
        }
        sb.run_with(&mut c, args, stdin)
    };
    assert_eq!(
        run(&["subs", "create", "basic", "--level", "1"], None).code,
        0
    );
    let r = run(
        &[
            "users",
            "create",
            "bob",
            "--sub",
            "basic",
            "--expiry",
            "1d",
            "--password-stdin",
        ],
        Some("pw\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(run(&["client", "init", "--hash", "aaa"], None).code, 0);
    let r = run(&["client", "init", "--hash", "bbb"], None);
    r.expect_failure(1, "hash does not match");
    assert_eq!(run(&["client", "init", "--hash", "aaa"], None).code, 0);
    // forceHwid=0: a login without an HWID is let in (the default refuses it: see below).
    let login = ["client", "login", "--username", "bob", "--password-stdin"];
    let r = run(&login, Some("pw\n"));
    assert_eq!(r.code, 0, "{}", r.stderr);
    sb.ok(&["subs", "create", "basic", "--level", "1"]);
    assert_eq!(sb.create_user("bob", "basic", "1d", "pw").code, 0);
    sb.ok(&["client", "init"]);
    let r = sb.run_stdin(&login, "pw\n");
    r.expect_failure(1, "Force HWID");
}

#[cfg(unix)]
#[test]
fn start_exits_0_on_sigterm_and_sigint_after_closing() {
    let sb = Sandbox::start();
    for signal in ["-TERM", "-INT"] {
        let (mut child, info) = start(&sb, &["--memory"]);
        let pid = child.0.id().to_string();
        let killed = Command::new("kill").args([signal, &pid]).status().unwrap();
        assert!(killed.success());
        let status = child.0.wait().unwrap();
        assert_eq!(status.code(), Some(0), "{signal}: {status:?}");
        let url = info["base_url"]
            .as_str()
            .unwrap()
            .trim_start_matches("http://");
        assert!(
            std::net::TcpStream::connect(url).is_err(),
            "{signal}: the port is closed"
        );
    }
}
