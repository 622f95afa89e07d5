//! `sandbox start` as a user runs it (a child process printing its credentials), `sandbox seed`,
//! and the embedded default sandbox commands use without a profile.

use crate::harness::bounded::{self, Bounded};
use crate::harness::Sandbox;
use serde_json::Value;
use std::process::{Command, Stdio};

struct Child(std::process::Child);

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start(sb: &Sandbox, args: &[&str]) -> (Child, serde_json::Value) {
    start_env(sb, args, &[])
}

fn start_env(sb: &Sandbox, args: &[&str], env: &[(&str, &str)]) -> (Child, serde_json::Value) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
        .args(["sandbox", "start", "-o", "json"])
        .args(args)
        .envs(env.iter().copied())
        .env("LICENSECTL_DATA_DIR", sb.data_dir())
        .env("LICENSECTL_CONFIG", sb.config_path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let line = bounded::first_line(&mut child, "sandbox start: its credentials line");
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
        .bounded_output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    #[cfg(unix)]
    assert_eq!(crate::harness::mode(&db), 0o600, "the database is private");
}

#[test]
fn the_credentials_line_prints_the_key_even_when_the_environment_holds_it() {
    let sb = Sandbox::start();
    let db = sb.home.path().join("own.db");
    let db = db.to_str().unwrap();
    let key = {
        let (_child, info) = start(&sb, &["--db", db]);
        info["seller_key"].as_str().unwrap().to_string()
    };
    let (_child, info) = start_env(&sb, &["--db", db], &[("LICENSECTL_SELLER_KEY", &key)]);
    assert_eq!(info["seller_key"], key.as_str(), "{info}");
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
        let killed = Command::new("kill").args([signal, &pid]).bounded_status();
        assert!(killed.success());
        let status = bounded::wait(&mut child.0, "sandbox start");
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

#[test]
fn seeded_database_serves_the_embedded_default() {
    let sb = Sandbox::start();
    let seeded = sb.home.path().join("seeded");
    let db = seeded.join("s.db");
    let summary = sb.run_with(
        &mut sb.bare(),
        &[
            "sandbox",
            "seed",
            "--db",
            db.to_str().unwrap(),
            "--licenses",
            "500",
            "--users",
            "50",
            "--no-customers",
            "-o",
            "json",
        ],
        None,
    );
    assert_eq!(summary.code, 0, "{}", summary.stderr);
    let s = summary.json();
    assert_eq!(s["licenses"], 500);
    assert_eq!(s["users"], 50);
    let parts = ["unused", "used", "banned"].map(|k| s[k].as_u64().unwrap());
    assert_eq!(parts.iter().sum::<u64>(), 500, "{s}");
    assert!(s["elapsed_ms"].is_u64(), "{s}");

    // The embedded default reads `<data dir>/sandbox.db`.
    let data = sb.home.path().join("data-seeded");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::copy(&db, data.join("sandbox.db")).unwrap();
    let embedded = |args: &[&str]| -> Value {
        let mut c = sb.bare();
        c.env("LICENSECTL_DATA_DIR", &data);
        let r = sb.run_with(&mut c, args, None);
        assert_eq!(r.code, 0, "`{}`: {}", args.join(" "), r.stderr);
        r.json()
    };
    let rows = embedded(&["licenses", "list", "-o", "json"]);
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 500);
    let count = |status: &str| rows.iter().filter(|r| r["status"] == status).count() as u64;
    assert_eq!(
        [count("Not Used"), count("Used"), count("Banned")],
        parts,
        "the list agrees with the summary"
    );

    // A used key's user exists and holds a subscription; a banned key reads as banned.
    let used = rows.iter().find(|r| r["status"] == "Used").unwrap();
    let user = used["usedby"].as_str().unwrap();
    let info = embedded(&["users", "info", user, "-o", "json"]);
    assert_eq!(info["username"], user, "{info}");
    let banned = rows.iter().find(|r| r["status"] == "Banned").unwrap();
    let key = banned["key"].as_str().unwrap();
    assert_eq!(
        embedded(&["licenses", "info", key, "-o", "json"])["status"],
        "Banned"
    );
}

#[test]
fn seed_defaults_to_the_data_dir_and_reports_bad_paths() {
    let sb = Sandbox::start();
    let r = sb.run_with(
        &mut sb.bare(),
        &["sandbox", "seed", "--licenses", "20", "--users", "5"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("elapsed_ms"),
        "a table summary: {}",
        r.stdout
    );
    assert!(sb.data_dir().join("sandbox.db").exists());
    let list = sb.run_with(&mut sb.bare(), &["licenses", "list", "-o", "json"], None);
    assert_eq!(list.code, 0, "{}", list.stderr);
    // The generated 20, and the desk's practice customers' 9 keys and 2 spare ones.
    assert_eq!(list.json().as_array().unwrap().len(), 20 + 11);
    // Seeding again adds the practice customers no second time.
    let again = sb.run_with(
        &mut sb.bare(),
        &[
            "sandbox",
            "seed",
            "--licenses",
            "1",
            "--users",
            "0",
            "-o",
            "json",
        ],
        None,
    );
    assert_eq!(again.json()["customers"], 0, "{}", again.stdout);
    let list = sb.run_with(&mut sb.bare(), &["licenses", "list", "-o", "json"], None);
    assert_eq!(list.json().as_array().unwrap().len(), 20 + 11 + 1);

    // A database path under a regular file cannot be created.
    let file = sb.home.path().join("plain-file");
    std::fs::write(&file, "x").unwrap();
    let bad = file.join("s.db");
    let r = sb.run_with(
        &mut sb.bare(),
        &["sandbox", "seed", "--db", bad.to_str().unwrap()],
        None,
    );
    r.expect_failure(3, "cannot seed");
}

#[test]
fn embedded_default_persists_between_runs() {
    let sb = Sandbox::start();
    let r = sb.run_with(
        &mut sb.bare(),
        &["licenses", "create", "--amount", "3", "--expiry", "30d"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("embedded sandbox"),
        "says so on stderr: {}",
        r.stderr
    );
    let notice = r
        .stderr
        .lines()
        .find(|l| l.contains("embedded sandbox"))
        .unwrap();
    assert!(notice.chars().count() <= 80, "one short line: {notice}");
    let again = sb.run_with(&mut sb.bare(), &["licenses", "list", "-q"], None);
    assert!(
        !again.stderr.contains("embedded sandbox"),
        "once per data directory: {}",
        again.stderr
    );
    let key = r.stdout.lines().next().unwrap().to_string();
    let r = sb.run_with(
        &mut sb.bare(),
        &["licenses", "info", &key, "-o", "json"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["status"], "Not Used");
    assert!(sb.data_dir().join("sandbox.db").exists());
}

#[test]
fn the_embedded_sandboxs_faults_act_on_its_in_process_road() {
    // A command calls its embedded sandbox's router in-process, with no connection between: a
    // fault that closes the connection still fails the request as a closed connection (exit 5),
    // and the next request is answered.
    let sb = Sandbox::start();
    let run = |args: &[&str]| sb.run_with(&mut sb.bare(), args, None);
    let r = run(&["sandbox", "faults", "add", "drop", "--next", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    run(&["licenses", "list", "--retries", "0"])
        .expect_failure(5, "connection closed before message completed");
    let r = run(&["licenses", "list", "-o", "json"]);
    assert_eq!(r.code, 0, "used up: {}", r.stderr);
}

#[test]
fn embedded_default_serves_commands_run_in_parallel() {
    // Scripts run commands side by side (`xargs -P`); each process opens the same database file.
    // Two of them starting on a fresh file must also agree on the application they create.
    let sb = Sandbox::start();
    let children: Vec<_> = (0..12)
        .map(|_| {
            std::process::Command::new(assert_cmd::cargo::cargo_bin("licensectl"))
                .args(["licenses", "create", "--amount", "5", "--expiry", "1d"])
                .env_clear()
                .env("HOME", sb.home.path())
                .env("LICENSECTL_CONFIG", sb.config_path())
                .env("LICENSECTL_DATA_DIR", sb.data_dir())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = bounded::wait_with_output(child, "licensectl");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let listed = sb.run_with(&mut sb.bare(), &["licenses", "list", "-q"], None);
    assert_eq!(listed.stdout.lines().count(), 60, "{}", listed.stderr);
}

#[test]
fn the_sandbox_refuses_a_fixed_key_made_twice() {
    // (On the 2022 server X is a random character: its fixed key has none.)
    for (generation, key) in [("current", "FIXED-KEY-0001"), ("2022", "ONE-KEY-0001")] {
        let sb = crate::harness::Sandbox::generation(generation, false);
        let args = ["licenses", "create", "--expiry", "1d", "--mask", key];
        sb.ok(&args);
        let err = sb.fails(1, &args);
        assert!(
            err.contains("that key already exists"),
            "{generation}: {err}"
        );
        let listed = sb.json(&["licenses", "list"]);
        let n = listed
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["key"] == key)
            .count();
        assert_eq!(n, 1, "{generation}: {listed}");
    }
}

#[test]
fn a_simulated_proxy_page_carries_no_cors_header_as_a_cdn_page_does() {
    let sb = crate::harness::Sandbox::start();
    let url = format!("{}/api/1.2/", sb.info.base_url);
    let form = [
        ("type", "init"),
        ("name", sb.info.app_name.as_str()),
        ("ownerid", sb.info.ownerid.as_str()),
    ];
    let send = || {
        sb.block_on(async {
            let r = reqwest::Client::new()
                .post(&url)
                .form(&form)
                .send()
                .await
                .unwrap();
            let cors = r.headers().contains_key("access-control-allow-origin");
            (r.status().as_u16(), cors)
        })
    };
    // The 2024 server's own answers on 1.0-1.2 carry it (keyauth-transcripts.md #21).
    assert_eq!(send(), (200, true));
    sb.add_fault(&["502", "--next", "1", "--api", "client"]);
    // The CDN's page does not: a browser app gets an opaque network error, as in production.
    assert_eq!(send(), (502, false));
    assert_eq!(send(), (200, true));
}
