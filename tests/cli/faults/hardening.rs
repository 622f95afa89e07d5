//! The hardened sandbox (issue 14): no fetch of private addresses by default, webhook params that
//! cannot change the host, and private database files and directories whatever the umask.

use crate::harness::faultserver::{http, serve_counted, Fault};
use crate::harness::Sandbox;
use std::io::{Read, Write};
use std::net::TcpListener;

#[test]
fn uploads_and_relays_to_loopback_are_refused_by_default() {
    let sb = Sandbox::start_strict();
    let (target, seen) = serve_counted(Fault::Raw(http("200 OK", &[], b"internal page")));
    let err = sb.fails(1, &["files", "upload", &format!("{target}/admin.bin")]);
    assert!(err.contains("127.0.0.1 is a loopback address"), "{err}");
    assert!(err.contains("--allow-private-fetch"), "{err}");
    for url in ["file:///etc/passwd", "http://user:pw@127.0.0.1:9/x"] {
        sb.fails(1, &["files", "upload", url]);
    }

    sb.ok(&[
        "webhooks",
        "create",
        "--url",
        &format!("{target}/h"),
        "--no-authed",
        "--webid",
        "w",
    ]);
    sb.ok(&["client", "init"]);
    let r = sb.run(&["client", "webhook", "w"]);
    r.expect_failure(1, "Webhook request refused");
    assert!(!r.stdout.contains("internal page") && !r.stderr.contains("internal page"));
    assert_eq!(
        seen.load(std::sync::atomic::Ordering::SeqCst),
        0,
        "nothing reached the loopback service"
    );
}

/// A server answering every request with its request line as the body; returns its address.
fn echo_request_line() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(8) {
            let Ok(mut s) = stream else { continue };
            let mut buf = [0u8; 4096];
            let n = s.read(&mut buf).unwrap_or(0);
            let head = String::from_utf8_lossy(&buf[..n]);
            let line = head.lines().next().unwrap_or("").to_string();
            let _ = s.write_all(&http("200 OK", &[], line.as_bytes()));
        }
    });
    addr.to_string()
}

#[test]
fn webhook_params_cannot_change_the_host() {
    // Even where private fetches are allowed, `@host` in params is part of the path: the relay
    // was `base + params` as text, so this reached the second server's /admin.
    let sb = Sandbox::start();
    let hook = echo_request_line();
    let (admin, seen) = serve_counted(Fault::Raw(http("200 OK", &[], b"admin page")));
    let admin = admin.trim_start_matches("http://");
    sb.ok(&[
        "webhooks",
        "create",
        "--url",
        &format!("http://{hook}"),
        "--no-authed",
        "--webid",
        "w",
    ]);
    sb.ok(&["client", "init"]);
    let v = sb.json(&[
        "client",
        "webhook",
        "w",
        "--params",
        &format!("@{admin}/admin?x=1"),
    ]);
    assert_eq!(v["response"], format!("GET /@{admin}/admin?x=1 HTTP/1.1"));
    assert_eq!(seen.load(std::sync::atomic::Ordering::SeqCst), 0);
}

/// Modes under `umask 000`, and looser files found (unix: modes and umasks are unix things).
#[cfg(unix)]
mod permissions {
    use crate::harness::bounded::Bounded;
    use std::os::unix::fs::PermissionsExt;
    use std::path::Path;
    use std::process::Command;

    fn mode(p: &Path) -> u32 {
        std::fs::metadata(p).unwrap().permissions().mode() & 0o7777
    }

    /// `licensectl ARGS` under `umask 000`, with a clean home; returns (exit code, stderr).
    fn under_umask_000(home: &Path, args: &[&str]) -> (i32, String) {
        let bin = assert_cmd::cargo::cargo_bin("licensectl");
        let out = Command::new("sh")
            .arg("-c")
            .arg(r#"umask 000 && exec "$0" "$@""#)
            .arg(bin)
            .args(args)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", home)
            .env("LICENSECTL_CONFIG", home.join("config/config.toml"))
            .env("LICENSECTL_DATA_DIR", home.join("data"))
            .bounded_output();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    #[test]
    fn what_the_sandbox_creates_is_private_whatever_the_umask() {
        let home = tempfile::tempdir().unwrap();
        let db = home.path().join("new/deeper/sb.db");
        let (code, err) = under_umask_000(
            home.path(),
            &[
                "sandbox",
                "seed",
                "--licenses",
                "3",
                "--users",
                "1",
                "--db",
                db.to_str().unwrap(),
            ],
        );
        assert_eq!(code, 0, "{err}");
        assert!(!err.contains("warning"), "{err}");
        assert_eq!(mode(&home.path().join("new")), 0o700);
        assert_eq!(mode(&home.path().join("new/deeper")), 0o700);
        for f in ["sb.db", "sb.db-wal", "sb.db-shm"] {
            let p = home.path().join("new/deeper").join(f);
            if p.exists() {
                assert_eq!(mode(&p), 0o600, "{f}");
            }
        }
        // The embedded sandbox, in a data directory it creates.
        let (code, err) = under_umask_000(home.path(), &["subs", "list", "-o", "json"]);
        assert!(code == 0 || code == 1, "{err}");
        assert!(!err.contains("warning"), "{err}");
        assert_eq!(mode(&home.path().join("data")), 0o700);
        assert_eq!(mode(&home.path().join("data/sandbox.db")), 0o600);
    }

    #[test]
    fn a_looser_database_or_directory_is_tightened_with_a_warning() {
        let home = tempfile::tempdir().unwrap();
        let dir = home.path().join("shared");
        let db = dir.join("sb.db");
        let seed = |home: &Path| {
            under_umask_000(
                home,
                &[
                    "sandbox",
                    "seed",
                    "--licenses",
                    "1",
                    "--users",
                    "1",
                    "--db",
                    db.to_str().unwrap(),
                ],
            )
        };
        assert_eq!(seed(home.path()).0, 0);
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
        let (code, err) = seed(home.path());
        assert_eq!(code, 0, "{err}");
        assert!(
            err.contains("licensectl: warning: ")
                && err.contains("was writable by others (777); now 755"),
            "{err}"
        );
        assert!(
            err.contains("sb.db was readable by others (644); now 600"),
            "{err}"
        );
        assert_eq!((mode(&dir), mode(&db)), (0o755, 0o600));
        let (_, err) = seed(home.path());
        assert!(!err.contains("warning"), "tightened once: {err}");
    }
}
