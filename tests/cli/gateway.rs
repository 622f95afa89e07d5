//! `licensectl gateway` (issue 37) against a sandbox as its upstream: the real binary serving,
//! the real CLI pointed at it with a personal token as its seller key. Role refusals reach
//! nothing upstream (a fault on the refused type counts no hit), secrets are stripped for every
//! role but admin, one budget upstream (exit 7), the customers' reset on the service's cooldown
//! across `sandbox clock advance`, the page in headless Chromium. The attack matrix over the
//! gateway's declared surfaces is `faults/gateway_attacks.rs`.

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};

use serde_json::Value;

use crate::harness::{Run, Sandbox};

/// A `licensectl gateway serve` child fronting `sb`, stopped when dropped.
pub struct Gateway {
    pub url: String,
    pub db: std::path::PathBuf,
    child: Child,
}

impl Drop for Gateway {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Gateway {
    /// Serves `sb` (the profile of the environment) with these extra flags; its store in `sb`'s
    /// home.
    pub fn start(sb: &Sandbox, extra: &[&str]) -> Gateway {
        let db = sb.home.path().join("gateway.db");
        let log = std::fs::File::create(sb.home.path().join("gateway.log")).unwrap();
        let mut c = sb.std_cmd();
        c.args(["gateway", "serve", "-o", "json", "--db"])
            .arg(&db)
            .args(extra)
            .env("LICENSECTL_GATEWAY_SLOW_MS", "400")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log);
        let mut child = c.spawn().expect("the gateway starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let v: Value = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("the first line is JSON ({e}): {line:?}"));
        Gateway {
            url: v["base_url"].as_str().unwrap().to_string(),
            db,
            child,
        }
    }

    /// A new token of `role` named `name`.
    pub fn token(&self, sb: &Sandbox, name: &str, role: &str) -> String {
        let db = self.db.display().to_string();
        let v = sb.json(&[
            "gateway", "token", "create", name, "--role", role, "--db", &db,
        ]);
        v["token"].as_str().unwrap().to_string()
    }

    /// `licensectl ARGS` as a caller of the gateway holding `token` (nothing else configured).
    pub fn run(&self, sb: &Sandbox, token: &str, args: &[&str]) -> Run {
        let mut c = sb.bare();
        c.env("LICENSECTL_BASE_URL", &self.url)
            .env("LICENSECTL_SELLER_KEY", token)
            .env("LICENSECTL_RETRIES", "0");
        sb.run_with(&mut c, args, None)
    }

    /// One raw request: its status and JSON body.
    pub fn get(&self, sb: &Sandbox, path_query: &str) -> (u16, Value) {
        let url = format!("{}{path_query}", self.url);
        sb.block_on(async {
            let r = reqwest::get(url).await.unwrap();
            let s = r.status().as_u16();
            (
                s,
                serde_json::from_slice(&r.bytes().await.unwrap()).unwrap_or(Value::Null),
            )
        })
    }

    /// Stops the gateway as Ctrl-C does, within the harness's bound: every audit row it queued is
    /// written by then (rows are written off the request path, docs/gateway.md).
    pub fn stop(&mut self) {
        // SAFETY: kill(2) of a child this test started and has not yet reaped.
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        let status = crate::harness::bounded::wait(&mut self.child, "the gateway's clean stop");
        assert!(status.success(), "the gateway stopped with {status}");
    }

    /// The audit rows of `who`, read once the gateway has stopped (`stop`).
    pub fn audit(&mut self, sb: &Sandbox, who: &str) -> Vec<Value> {
        self.stop();
        let db = self.db.display().to_string();
        let v = sb.json(&["gateway", "audit", "--db", &db, "--who", who]);
        v.as_array().unwrap().clone()
    }
}

#[test]
fn roles_refuse_before_upstream_and_strip_secrets_for_all_but_admin() {
    let sb = Sandbox::start();
    let _ = sb.run(&["subs", "create", "default", "--level", "1"]);
    let r = sb.create_user("alice", "default", "30d", "pw-alice-1");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut gw = Gateway::start(&sb, &[]);
    let viewer = gw.token(&sb, "vera", "viewer");
    let support = gw.token(&sb, "sam", "support");
    let admin = gw.token(&sb, "ada", "admin");
    // A refused request must reach nothing upstream: a 502 stands in for `deluser`'s answer,
    // and counts a hit for any that arrives.
    sb.add_fault_spec("502,type=deluser");

    // The issue's own way in: a profile made with the token as its seller key (config init checks
    // it with the service's key check, which every role may send), then used as any profile.
    let mut c = sb.bare();
    let init = sb.run_with(
        &mut c,
        &[
            "config",
            "init",
            "desk",
            "--base-url",
            &gw.url,
            "--seller-key-stdin",
        ],
        Some(&format!("{viewer}\n")),
    );
    assert_eq!(init.code, 0, "{}", init.stderr);
    // doctor says whose token it is and its role.
    let mut c = sb.bare();
    let doctor = sb.run_with(&mut c, &["--profile", "desk", "doctor", "-o", "json"], None);
    let key_row = doctor
        .json()
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["check"] == "seller key")
        .cloned();
    assert_eq!(
        key_row.unwrap()["detail"],
        "a licensectl gateway's personal token (vera, role viewer): commands outside the role exit 4"
    );
    let mut c = sb.bare();
    let listed = sb.run_with(&mut c, &["--profile", "desk", "users", "list"], None);
    assert!(
        listed.code == 0 && listed.stdout.contains("alice"),
        "{}{}",
        listed.stdout,
        listed.stderr
    );
    let mut c = sb.bare();
    sb.run_with(
        &mut c,
        &["--profile", "desk", "users", "delete", "alice", "--yes"],
        None,
    )
    .expect_failure(4, "role `viewer` may not run `users delete`");

    let r = gw.run(&sb, &viewer, &["users", "delete", "alice", "--yes"]);
    r.expect_failure(4, "role `viewer` may not run `users delete`");
    let r = gw.run(&sb, &support, &["users", "delete", "alice", "--yes"]);
    r.expect_failure(4, "role `support` may not run `users delete`");
    assert_eq!(sb.faults()[0]["hits"], 0, "nothing reached the upstream");
    sb.ok(&["users", "info", "alice"]);

    // Limits at their edge: 7 days passes, 8 days and 7 days and a second do not.
    let r = gw.run(
        &sb,
        &support,
        &[
            "users", "extend", "alice", "--sub", "default", "--expiry", "7d",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gw.run(
        &sb,
        &support,
        &[
            "users", "extend", "alice", "--sub", "default", "--expiry", "8d",
        ],
    );
    r.expect_failure(4, "at most 7d");
    let (status, v) = gw.get(
        &sb,
        &format!(
            "/api/seller/?sellerkey={support}&type=extend&user=alice&sub=default&expiry=7.000012"
        ),
    );
    assert_eq!(status, 403, "{v}");
    let r = gw.run(
        &sb,
        &support,
        &[
            "users", "extend", "all", "--sub", "default", "--expiry", "1d", "--yes",
        ],
    );
    r.expect_failure(4, "every record");

    // Secrets: the password hash never leaves for viewer or support, even asked for.
    for token in [&viewer, &support] {
        let r = gw.run(
            &sb,
            token,
            &["users", "info", "alice", "-o", "json", "--show-secrets"],
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.json().get("password").is_none(), "{}", r.stdout);
    }
    // On the wire: the hash is in the service's answer, and only admin's gets it.
    let raw = |t: &str| {
        gw.get(
            &sb,
            &format!("/api/seller/?sellerkey={t}&type=userdata&user=alice"),
        )
        .1
    };
    // (The web-loader token: a secret the catalogue declares.)
    assert!(raw(&admin).get("token").is_some(), "{}", raw(&admin));
    assert!(raw(&support).get("token").is_none(), "{}", raw(&support));

    // Revoked: the same token replayed is refused at once, and counted as wrong.
    let db = gw.db.display().to_string();
    sb.ok(&["gateway", "token", "revoke", "vera", "--db", &db]);
    // Revoked twice: the store says so in its own words, not as the service's.
    let again = sb.run(&["gateway", "token", "revoke", "vera", "--db", &db]);
    again.expect_failure(1, "no live token named \"vera\" in the gateway's store");
    assert!(
        !again.stderr.contains("the service said"),
        "{}",
        again.stderr
    );
    gw.run(&sb, &viewer, &["licenses", "list"])
        .expect_failure(4, "unknown or revoked token");
    let list = sb.json(&["gateway", "token", "list", "--db", &db]);
    assert!(list.to_string().contains("revoked") && !list.to_string().contains(&viewer));

    // A token made to expire: refused from its time on, saying when (exit 4), and counted as
    // wrong; `token list` shows the time. Made two minutes before the gateway's clock, for one.
    let mut c = sb.cmd();
    c.env("LICENSECTL_NOW", (sb.now() - 120).to_string());
    let made = sb.run_with(
        &mut c,
        &[
            "gateway",
            "token",
            "create",
            "tess",
            "--role",
            "viewer",
            "--expires",
            "1m",
            "--db",
            &db,
            "-o",
            "json",
        ],
        None,
    );
    let tess = made.json()["token"].as_str().unwrap().to_string();
    gw.run(&sb, &tess, &["licenses", "list"])
        .expect_failure(4, "the token expired at ");
    let list = sb.json(&["gateway", "token", "list", "--db", &db]);
    let row = list
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "tess");
    assert_eq!(
        row.unwrap()["expires"].as_i64(),
        Some(sb.now() - 60),
        "{list}"
    );

    // The audit: who, role, operation, target, outcome, allowed and refused alike.
    let rows = gw.audit(&sb, "sam");
    let refused = rows
        .iter()
        .find(|r| r["operation"] == "deluser")
        .expect("the refusal is audited");
    assert_eq!(
        (&refused["role"], &refused["target"]),
        (&Value::from("support"), &Value::from("alice"))
    );
    assert!(refused["outcome"].as_str().unwrap().starts_with("refused"));
    assert!(rows
        .iter()
        .any(|r| r["operation"] == "extend" && r["outcome"] == "ok"));
    let all = std::fs::read(&gw.db).unwrap();
    assert!(
        !all.windows(32).any(|w| w == sb.info.seller_key.as_bytes()),
        "no seller key in the store"
    );
}

#[test]
fn one_budget_for_every_caller_past_it_exit_7() {
    let sb = Sandbox::start();
    let gw = Gateway::start(&sb, &["--rate-limit", "2/60s"]);
    let a = gw.token(&sb, "a", "viewer");
    let b = gw.token(&sb, "b", "viewer");
    assert_eq!(gw.run(&sb, &a, &["licenses", "list"]).code, 0);
    assert_eq!(gw.run(&sb, &b, &["licenses", "list"]).code, 0);
    gw.run(&sb, &a, &["licenses", "list"])
        .expect_failure(7, "rate limit");
}

/// A customer's reset over JSON: status and body.
fn reset(sb: &Sandbox, gw: &Gateway, body: Value) -> (u16, Value) {
    let url = format!("{}/self/reset-hwid", gw.url);
    sb.block_on(async {
        let r = reqwest::Client::new()
            .post(url)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        let s = r.status().as_u16();
        (
            s,
            serde_json::from_slice(&r.bytes().await.unwrap()).unwrap_or(Value::Null),
        )
    })
}

/// An app whose customers log in with a license key alone: the key is the proof, checked by the
/// service's own `license` login, and the reset clears the HWID of the user the key made and
/// sets the user's cooldown from the app's own setting.
#[test]
fn a_customer_of_a_license_login_resets_with_the_key() {
    // The app's own cooldown setting, 3 days: the gateway has no --reset-cooldown.
    let sb = Sandbox::start_set(&[("cooldown", "259200")]);
    let key = sb.keys(1).remove(0);
    sb.ok(&["client", "init"]);
    sb.ok(&["client", "license", &key, "--hwid", crate::harness::HWID]);
    let hwid = |sb: &Sandbox| sb.json(&["users", "info", &key])["hwid"].clone();
    assert_eq!(hwid(&sb), crate::harness::HWID);
    let mut gw = Gateway::start(&sb, &[]);

    let wrong = format!("{}X", &key[..key.len() - 1]);
    let (s, refused) = reset(&sb, &gw, serde_json::json!({ "key": wrong }));
    assert_eq!(s, 403, "{refused}");
    assert_eq!(refused["message"], gateway_not_accepted());
    assert_eq!(hwid(&sb), crate::harness::HWID, "nothing reset");

    let (s, v) = reset(&sb, &gw, serde_json::json!({ "key": key }));
    assert_eq!(s, 200, "{v}");
    assert!(
        hwid(&sb).as_str().unwrap_or("").is_empty(),
        "as the service shows"
    );
    assert_eq!(
        sb.json(&["users", "info", &key])["cooldown"].as_i64(),
        Some(sb.now() + 259_200),
        "the app's cooldown setting, on the service's clock"
    );
    let rows = gw.audit(&sb, &format!("customer {key}"));
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0]["outcome"], "ok", "{rows:?}");
}

/// The one answer to credentials the service did not accept.
fn gateway_not_accepted() -> &'static str {
    "The username and password (or the license key) were not accepted. Check them and try again."
}

#[test]
fn customers_reset_their_hwid_on_the_services_cooldown() {
    let sb = Sandbox::start();
    sb.register("carol", "pw-carol-1");
    let mut gw = Gateway::start(&sb, &["--reset-cooldown", "7d"]);
    let hwid = |sb: &Sandbox| sb.json(&["users", "info", "carol"])["hwid"].clone();
    assert_eq!(hwid(&sb), crate::harness::HWID);

    // Wrong password and unknown user: one answer, never which part was wrong.
    let (s1, wrong_pw) = reset(
        &sb,
        &gw,
        serde_json::json!({"username": "carol", "password": "nope"}),
    );
    let (s2, no_user) = reset(
        &sb,
        &gw,
        serde_json::json!({"username": "nobody", "password": "nope"}),
    );
    assert_eq!((s1, s2), (403, 403));
    assert_eq!(wrong_pw["message"], no_user["message"]);

    // Concurrent resets race the cooldown: exactly one passes.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        for _ in 0..4 {
            let tx = tx.clone();
            let (sb, gw) = (&sb, &gw);
            s.spawn(move || {
                let r = reset(
                    sb,
                    gw,
                    serde_json::json!({"username": "carol", "password": "pw-carol-1"}),
                );
                tx.send(r).unwrap();
            });
        }
    });
    drop(tx);
    let results: Vec<(u16, Value)> = rx.iter().collect();
    let log = std::fs::read_to_string(sb.home.path().join("gateway.log")).unwrap_or_default();
    assert_eq!(
        results.iter().filter(|(s, _)| *s == 200).count(),
        1,
        "{results:?}\n{log}"
    );
    assert!(
        hwid(&sb).as_str().unwrap_or("").is_empty(),
        "the HWID is reset, as the service shows"
    );
    // The app locks the next PC it starts on; a reset now is inside the cooldown.
    let lock = |pc: &str| {
        sb.ok(&["client", "init"]);
        let args = [
            "client",
            "login",
            "--username",
            "carol",
            "--hwid",
            pc,
            "--password-stdin",
        ];
        assert_eq!(sb.run_stdin(&args, "pw-carol-1\n").code, 0);
    };
    lock("NEW-PC-1");
    let (s, refused) = reset(
        &sb,
        &gw,
        serde_json::json!({"username": "carol", "password": "pw-carol-1"}),
    );
    assert_eq!(s, 429, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("next reset is allowed at"),
        "{refused:?}"
    );
    let next = refused["next_reset_at"].as_i64().unwrap();
    assert_eq!(
        next,
        sb.now() + 7 * 86_400,
        "the service's clock and the cooldown"
    );
    // The service's own field holds it: the dashboard and the gateway agree.
    assert_eq!(
        sb.json(&["users", "info", "carol"])["cooldown"].as_i64(),
        Some(next)
    );

    // The service's clock moves past the cooldown: the next reset passes.
    sb.ok(&["sandbox", "clock", "advance", "6d"]);
    assert_eq!(
        reset(
            &sb,
            &gw,
            serde_json::json!({"username": "carol", "password": "pw-carol-1"})
        )
        .0,
        429
    );
    sb.ok(&["sandbox", "clock", "advance", "1d"]);
    let (s, v) = reset(
        &sb,
        &gw,
        serde_json::json!({"username": "carol", "password": "pw-carol-1"}),
    );
    assert_eq!(s, 200, "{v}");

    let rows = gw.audit(&sb, "customer carol");
    assert!(rows.len() >= 4, "{rows:?}");
    assert!(rows
        .iter()
        .all(|r| r["role"] == "customer" && r["operation"] == "resetuser"));
}

#[test]
fn the_page_works_without_javascript_in_headless_chromium() {
    let sb = Sandbox::start();
    let gw = Gateway::start(&sb, &[]);
    let page = sb.block_on(async { reqwest::get(format!("{}/self/", gw.url)).await.unwrap() });
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        csp.contains("default-src 'none'") && csp.contains("form-action 'self'"),
        "{csp}"
    );
    assert!(page.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .contains("SameSite=Strict"));
    // A form post without the page's cookie (another site's) is refused.
    let forged = sb.block_on(async {
        reqwest::Client::new()
            .post(format!("{}/self/reset-hwid", gw.url))
            .form(&[("username", "carol"), ("password", "x"), ("csrf", "0")])
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    });
    assert_eq!(forged, 403);
    let Some(browser) = crate::report::chromium() else {
        eprintln!("SKIPPED: no Chromium: the page was not rendered");
        return;
    };
    let profile = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--dump-dom",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg(format!("{}/self/", gw.url))
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&out.stdout);
    assert!(
        dom.contains("<form method=\"post\" action=\"/self/reset-hwid\">"),
        "{dom}"
    );
    for field in ["username", "password", "key", "csrf"] {
        assert!(dom.contains(&format!("name=\"{field}\"")), "{field}: {dom}");
    }
    assert!(!dom.contains("<script"), "{dom}");
}

#[test]
fn beyond_loopback_it_needs_tls_or_the_flag_and_serves_tls() {
    let sb = Sandbox::start();
    let db = sb.home.path().join("g.db").display().to_string();
    sb.run(&["gateway", "serve", "--listen", "0.0.0.0", "--db", &db])
        .expect_failure(2, "--tls-cert");
    let dir = sb.home.path();
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    let made = std::process::Command::new("openssl")
        .args([
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-days",
            "2",
        ])
        .args([
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-addext",
            "basicConstraints=critical,CA:FALSE",
        ])
        .arg("-keyout")
        .arg(&key)
        .arg("-out")
        .arg(&cert)
        .output();
    if !made.is_ok_and(|o| o.status.success()) {
        eprintln!("SKIPPED: no openssl to make a test certificate: TLS was not served");
        return;
    }
    let (c, k) = (cert.display().to_string(), key.display().to_string());
    let gw = Gateway::start(&sb, &["--tls-cert", &c, "--tls-key", &k]);
    assert!(gw.url.starts_with("https://127.0.0.1:"), "{}", gw.url);
    let pem = std::fs::read(&cert).unwrap();
    let status = sb.block_on(async {
        let client = reqwest::Client::builder()
            .add_root_certificate(reqwest::Certificate::from_pem(&pem).unwrap())
            .build()
            .unwrap();
        client
            .get(format!("{}/self/", gw.url))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    });
    assert_eq!(status, 200);
}
