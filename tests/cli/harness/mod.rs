//! The test harness: a sandbox on 127.0.0.1:0 with a manual clock, a clean home per test, and the
//! real `licensectl` binary run against it. Every run is checked for leaked secrets.

pub mod bounded;
pub mod faultserver;
pub mod layout;
pub mod pty;
pub mod tamper;

use assert_cmd::Command;
use serde_json::Value;
use std::path::{Path, PathBuf};

pub const T0: i64 = 1_800_000_000;

/// The hardware id the client helpers register and log in from.
pub const HWID: &str = "HWID-0123456789-ABCDEF";

pub struct Sandbox {
    pub info: licensectl_sandbox::Info,
    pub clock: licensectl_sandbox::Clock,
    /// The sandbox's time as its controls moved it (`sandbox clock`).
    pub moved: std::sync::Arc<licensectl_sandbox::Moved>,
    pub home: tempfile::TempDir,
    rt: tokio::runtime::Runtime,
    _running: licensectl_sandbox::Running,
    /// The directory of the file a sandbox started without one serves (last: removed after it stops).
    _served: Option<tempfile::TempDir>,
}

/// What a run printed, and how it ended.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {}", self.stdout))
    }

    /// Asserts exit `code` and `needle` in stderr; returns the run for more checks.
    #[track_caller]
    pub fn expect_failure(&self, code: i32, needle: &str) -> &Run {
        assert_eq!(
            self.code, code,
            "expected exit {code}:\n{}{}",
            self.stdout, self.stderr
        );
        assert!(
            self.stderr.contains(needle),
            "expected {needle:?} in stderr:\n{}",
            self.stderr
        );
        self
    }
}

impl Sandbox {
    pub fn start() -> Sandbox {
        Sandbox::start_with(false)
    }

    /// A sandbox that enforces the service's rate limits and key cap.
    pub fn start_with(service_limits: bool) -> Sandbox {
        Sandbox::launch(service_limits, &[], None, Default::default(), true, None)
    }

    /// A sandbox started with dashboard settings (`sandbox start --set NAME=VALUE`).
    pub fn start_set(settings: &[(&str, &str)]) -> Sandbox {
        Sandbox::launch(false, settings, None, Default::default(), true, None)
    }

    /// A sandbox serving a database `sandbox seed` filled at T0 (with the desk's customers),
    /// the same every time.
    pub fn start_seeded() -> Sandbox {
        Sandbox::start_seeded_with(40, 8)
    }

    /// `start_seeded` serving as a generation (`current`, `2022`) does.
    pub fn seeded_generation(name: &str) -> Sandbox {
        let (home, db) = Sandbox::seeded_db(40, 8);
        let mode = licensectl_sandbox::Mode::of(name, false).expect("a generation");
        Sandbox::launch(false, &[], Some((home, db)), mode, true, None)
    }

    /// A database `sandbox seed` filled at T0, in a new home.
    fn seeded_db(licenses: usize, users: usize) -> (tempfile::TempDir, PathBuf) {
        let home = tempfile::tempdir().unwrap();
        let db = home.path().join("seeded.db");
        let counts = licensectl_sandbox::SeedCounts {
            licenses,
            users,
            ..Default::default()
        };
        // A fixed random seed: the same data every run (snapshots compare it).
        licensectl_sandbox::seed_fixed(&db, &counts, T0, 11).expect("seeds");
        (home, db)
    }

    /// `start_seeded` with other numbers of licenses and users.
    pub fn start_seeded_with(licenses: usize, users: usize) -> Sandbox {
        let (home, db) = Sandbox::seeded_db(licenses, users);
        Sandbox::launch(false, &[], Some((home, db)), Default::default(), true, None)
    }

    /// A sandbox serving the hostile app (`sandbox seed --hostile`): every field a customer can
    /// type holds every hostile value.
    pub fn start_hostile() -> Sandbox {
        let home = tempfile::tempdir().unwrap();
        let db = home.path().join("hostile.db");
        licensectl_sandbox::seed_hostile(&db, T0).expect("seeds");
        Sandbox::launch(false, &[], Some((home, db)), Default::default(), true, None)
    }

    /// A sandbox of a generation (`current`, `2022`), with or without its known bugs.
    pub fn generation(name: &str, bugs: bool) -> Sandbox {
        let mode = licensectl_sandbox::Mode::of(name, bugs).expect("a generation");
        Sandbox::launch(false, &[], None, mode, true, None)
    }

    /// A sandbox of a generation started with dashboard settings (`--generation NAME --set NAME=VALUE`).
    pub fn generation_set(name: &str, bugs: bool, settings: &[(&str, &str)]) -> Sandbox {
        let mode = licensectl_sandbox::Mode::of(name, bugs).expect("a generation");
        Sandbox::launch(false, settings, None, mode, true, None)
    }

    /// A sandbox as `sandbox start` runs one: outgoing fetches reach only public addresses.
    pub fn start_strict() -> Sandbox {
        Sandbox::launch(false, &[], None, Default::default(), false, None)
    }

    /// A sandbox serving a database file of its own, waiting `busy_ms` for another process's
    /// write lock (as `sandbox start --db FILE` does, with a shorter wait): `home/served.db`.
    pub fn start_on_file(busy_ms: u64) -> Sandbox {
        let home = tempfile::tempdir().unwrap();
        let db = home.path().join("served.db");
        let busy = std::time::Duration::from_millis(busy_ms);
        Sandbox::launch(
            false,
            &[],
            Some((home, db)),
            Default::default(),
            true,
            Some(busy),
        )
    }

    fn launch(
        service_limits: bool,
        settings: &[(&str, &str)],
        seeded: Option<(tempfile::TempDir, PathBuf)>,
        mode: licensectl_sandbox::Mode,
        allow_private_fetch: bool,
        busy: Option<std::time::Duration>,
    ) -> Sandbox {
        // A file of its own, as `sandbox start` serves by default (not `--memory`): requests
        // that only read take the read-only connections' road (crates/sandbox/src/readers.rs).
        let (home, db, served) = match seeded {
            Some((home, db)) => (home, db, None),
            None => {
                let dir = tempfile::tempdir().unwrap();
                let db = dir.path().join("sandbox.db");
                (tempfile::tempdir().unwrap(), db, Some(dir))
            }
        };
        let db = Some(db);
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let clock = licensectl_sandbox::Clock::manual(T0);
        let opts = licensectl_sandbox::Options {
            clock: clock.clone(),
            service_limits,
            // The tests' upload and relay targets are on loopback (refusal: tests/cli/faults/hardening.rs).
            allow_private_fetch,
            db,
            settings: settings
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            mode,
            busy_timeout: busy.unwrap_or(licensectl_sandbox::Options::default().busy_timeout),
            // Where `sandbox start` in this home keeps them (the data dir's `snapshots/`).
            snapshots: Some(home.path().join("data").join("snapshots")),
            ..Default::default()
        };
        let running = rt
            .block_on(licensectl_sandbox::start(opts))
            .expect("sandbox starts");
        let info = running.info.clone();
        Sandbox {
            info,
            clock,
            moved: running.clock.clone(),
            home,
            rt,
            _running: running,
            _served: served,
        }
    }

    /// The sandbox's time: the manual clock, moved by `sandbox clock` if it was.
    pub fn now(&self) -> i64 {
        self.moved.now()
    }

    pub fn advance(&self, secs: i64) {
        self.clock.advance(secs);
    }

    pub fn config_path(&self) -> PathBuf {
        self.home.path().join("config").join("config.toml")
    }

    pub fn data_dir(&self) -> PathBuf {
        self.home.path().join("data")
    }

    /// The binary with a clean environment pointing at nothing: no profile, no sandbox.
    pub fn bare(&self) -> Command {
        Command::from_std(self.std_bare())
    }

    /// The binary configured for this sandbox through the environment, as a CI job would be.
    pub fn cmd(&self) -> Command {
        Command::from_std(self.std_cmd())
    }

    /// `bare`, as a std command (for a test that sets stdout itself).
    pub fn std_bare(&self) -> std::process::Command {
        let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("licensectl"));
        c.env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", self.home.path())
            .env("LICENSECTL_CONFIG", self.config_path())
            .env("LICENSECTL_DATA_DIR", self.data_dir())
            // licensectl's clock is the base clock, the app's real time: `sandbox clock` moves
            // the service's rules, not the time its answers are signed at.
            .env("LICENSECTL_NOW", self.clock.now().to_string())
            .env("NO_COLOR", "1");
        c
    }

    /// `sh -c SCRIPT` around licensectl, with `cmd`'s environment (and nothing else): the binary
    /// is `$0`, further arguments `$1`…; for what only a shell gives (a descriptor, a limit).
    pub fn in_sh(cmd: &std::process::Command, script: &str) -> std::process::Command {
        let mut sh = std::process::Command::new("sh");
        sh.env_clear();
        for (k, v) in cmd.get_envs() {
            if let Some(v) = v {
                sh.env(k, v);
            }
        }
        sh.args(["-c", script]).arg(cmd.get_program());
        sh
    }

    /// `cmd`, as a std command (for a test that sets stdout itself).
    pub fn std_cmd(&self) -> std::process::Command {
        let mut c = self.std_bare();
        c.env("LICENSECTL_BASE_URL", &self.info.base_url)
            .env("LICENSECTL_SELLER_KEY", &self.info.seller_key)
            .env("LICENSECTL_APP_NAME", &self.info.app_name)
            .env("LICENSECTL_OWNERID", &self.info.ownerid)
            .env("LICENSECTL_PUBLIC_KEY", &self.info.public_key)
            .env("LICENSECTL_APP_SECRET", &self.info.app_secret);
        c
    }

    /// Runs `licensectl ARGS` (stdin empty unless given) and checks no secret leaked.
    pub fn run_with(&self, c: &mut Command, args: &[&str], stdin: Option<&str>) -> Run {
        c.args(args);
        c.write_stdin(stdin.unwrap_or("").to_string());
        // Bounded (`bounded::BOUND`): a run that hangs is killed and fails the test, saying so.
        let out = bounded::Bounded::bounded_output(c);
        let run = Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        };
        if !args.contains(&"--show-secrets") {
            let mut secrets: Vec<(String, String)> = vec![
                ("seller key".into(), self.info.seller_key.clone()),
                ("app secret".into(), self.info.app_secret.clone()),
            ];
            if args.iter().any(|a| a.ends_with("-stdin")) {
                if let Some(line) = stdin
                    .and_then(|s| s.lines().next())
                    .filter(|l| l.len() >= 4)
                {
                    secrets.push(("a secret fed on stdin".into(), line.to_string()));
                }
            }
            let state =
                std::fs::read_to_string(self.data_dir().join("state.json")).unwrap_or_default();
            let state: Value = serde_json::from_str(&state).unwrap_or(Value::Null);
            // `-q` prints the ids rows are addressed by, unmasked: feeding them back is its point.
            let quiet = args.contains(&"-q") || args.contains(&"--quiet");
            for s in state["sessions"]
                .as_object()
                .filter(|_| !quiet)
                .into_iter()
                .flat_map(|m| m.values())
            {
                if let Some(id) = s["sessionid"].as_str() {
                    secrets.push(("a client session id".into(), id.to_string()));
                }
            }
            for (name, secret) in &secrets {
                assert!(
                    !run.stdout.contains(secret.as_str()) && !run.stderr.contains(secret.as_str()),
                    "{name} leaked by `licensectl {}`:\n{}\n{}",
                    args.join(" "),
                    run.stdout,
                    run.stderr
                );
            }
        }
        assert!(
            !run.stderr.contains("panicked") && !run.stderr.contains("internal error"),
            "{}",
            run.stderr
        );
        run
    }

    pub fn run(&self, args: &[&str]) -> Run {
        self.run_with(&mut self.cmd(), args, None)
    }

    pub fn run_stdin(&self, args: &[&str], stdin: &str) -> Run {
        self.run_with(&mut self.cmd(), args, Some(stdin))
    }

    /// Runs and expects exit 0; returns stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let r = self.run(args);
        assert_eq!(
            r.code,
            0,
            "`licensectl {}` failed:\n{}{}",
            args.join(" "),
            r.stdout,
            r.stderr
        );
        r.stdout
    }

    /// Runs with `-o json`, expects exit 0, returns the JSON.
    pub fn json(&self, args: &[&str]) -> Value {
        let mut all = args.to_vec();
        all.extend(["-o", "json"]);
        let r = self.run(&all);
        assert_eq!(
            r.code,
            0,
            "`licensectl {}` failed:\n{}{}",
            all.join(" "),
            r.stdout,
            r.stderr
        );
        r.json()
    }

    /// Runs and expects exit `code`; returns stderr.
    pub fn fails(&self, code: i32, args: &[&str]) -> String {
        let r = self.run(args);
        assert_eq!(
            r.code,
            code,
            "`licensectl {}`: expected exit {code}:\n{}{}",
            args.join(" "),
            r.stdout,
            r.stderr
        );
        r.stderr
    }

    /// One new subscription of level 1 and `n` keys for it; returns the keys.
    pub fn keys(&self, n: usize) -> Vec<String> {
        let _ = self.run(&["subs", "create", "default", "--level", "1"]);
        let v = self.json(&[
            "licenses",
            "create",
            "--amount",
            &n.to_string(),
            "--expiry",
            "30d",
        ]);
        v["keys"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k.as_str().unwrap().to_string())
            .collect()
    }

    /// `user` registered (and logged in) with a new key, `<user>@example.com` and [`HWID`];
    /// returns the key.
    #[track_caller]
    pub fn register(&self, user: &str, pw: &str) -> String {
        let key = self.keys(1).remove(0);
        self.ok(&["client", "init"]);
        let email = format!("{user}@example.com");
        let extra = ["--email", &email, "--hwid", HWID, "-o", "json"];
        let r = self.register_with(user, pw, &key, &extra);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(r.json()["username"], user);
        key
    }

    /// `client register` as `user` with `key` and `extra` arguments, `pw` on stdin, in the
    /// session already kept (no `client init`, nothing asserted).
    pub fn register_with(&self, user: &str, pw: &str, key: &str, extra: &[&str]) -> Run {
        let mut args = vec!["client", "register", "--username", user, "--key", key];
        args.extend(extra);
        args.push("--password-stdin");
        self.run_stdin(&args, &format!("{pw}\n"))
    }

    /// `client login-email` from [`HWID`] with `pw` on stdin, `-o json` (nothing asserted).
    pub fn login_email(&self, email: &str, pw: &str) -> Run {
        let args = ["client", "login-email", "--email", email, "--hwid", HWID];
        let args = [&args[..], &["--password-stdin", "-o", "json"]].concat();
        self.run_stdin(&args, &format!("{pw}\n"))
    }

    /// `users create USER --sub SUB --expiry EXPIRY` with `pw` on stdin (nothing asserted).
    pub fn create_user(&self, user: &str, sub: &str, expiry: &str, pw: &str) -> Run {
        let mut args = vec!["users", "create", user, "--sub", sub, "--expiry", expiry];
        args.push("--password-stdin");
        self.run_stdin(&args, &format!("{pw}\n"))
    }

    /// `licenses activate KEY --user USER` with `pw` on stdin (nothing asserted).
    pub fn activate(&self, key: &str, user: &str, pw: &str) -> Run {
        let args = [
            "licenses",
            "activate",
            key,
            "--user",
            user,
            "--password-stdin",
        ];
        self.run_stdin(&args, &format!("{pw}\n"))
    }

    pub fn block_on<F: std::future::Future>(&self, f: F) -> F::Output {
        self.rt.block_on(f)
    }

    /// `sandbox faults add ARGS` (a fault switched on, as a user does it).
    #[track_caller]
    pub fn add_fault(&self, args: &[&str]) {
        self.ok(&[&["sandbox", "faults", "add"][..], args].concat());
    }

    /// The fault control (`/sandbox/faults`, what `sandbox faults` sends) asked in-process, in
    /// a millisecond: for tests that poll it, or must switch several on at once.
    fn fault_control(&self, pairs: &[(&str, &str)]) -> Value {
        let url = format!("{}/sandbox/faults", self.info.base_url);
        let key = self.info.seller_key.as_str();
        let body = self.block_on(async {
            let sent = reqwest::Client::new()
                .get(url)
                .query(&[("sellerkey", key)])
                .query(pairs)
                .send();
            sent.await?.text().await
        });
        let v: Value = serde_json::from_str(&body.expect("the fault control answers")).unwrap();
        assert_eq!(v["success"], true, "{pairs:?}: {v}");
        v
    }

    /// Switches on the fault `spec` (`KIND[:ARG][,next=N][,share=F][,api=A][,type=OP]`, as
    /// `sandbox start --faults` takes it) through the control, in-process.
    pub fn add_fault_spec(&self, spec: &str) {
        self.fault_control(&[("action", "add"), ("spec", spec)]);
    }

    /// The faults switched on, with their `hits`, as `sandbox faults` lists them.
    pub fn faults(&self) -> Vec<Value> {
        match self.fault_control(&[]).get("faults") {
            Some(Value::Array(list)) => list.clone(),
            other => panic!("`/sandbox/faults` listed no faults: {other:?}"),
        }
    }

    /// Polls `sandbox faults` until `done` holds of the list (a bound of 60 s, not a wait):
    /// what the sandbox counted is how a test knows a request reached it.
    #[track_caller]
    pub fn wait_faults(&self, what: &str, done: impl Fn(&[Value]) -> bool) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        loop {
            let list = self.faults();
            if done(&list) {
                return;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "never happened: {what}; the faults: {list:?}"
            );
        }
    }
}

/// The file mode bits, for checking 0600.
#[cfg(unix)]
pub fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

/// A resume file's items: its first line is licensectl's mark (a comment `--from-file` skips),
/// the rest the JSON array.
#[track_caller]
pub fn resume_file(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap();
    let (mark, rest) = text.split_once('\n').unwrap();
    assert!(mark.starts_with("# licensectl resume file:"), "{text}");
    serde_json::from_str(rest).unwrap_or_else(|e| panic!("{e}: {text}"))
}
