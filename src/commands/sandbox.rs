//! `licensectl sandbox …`: run the local service, and read the mail it would have sent.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use licensectl_catalogue::Op;
use serde_json::{json, Value};

use crate::config::file;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;
use crate::service::http;

/// Run a local sandbox of the service (to try things out, tests, CI)
#[derive(Debug, Args)]
pub struct Cmd {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Limits {
    // Never throttle (local work). Plain comments: the flag's help says what each is, so
    // `sandbox start --help` stays one page (docs/sandbox.md).
    Off,
    // Enforce the service's seller rate limit and daily key cap.
    Service,
}

#[derive(Debug, Subcommand)]
pub enum Action {
    /// Serve the seller and client APIs until interrupted (docs/sandbox.md)
    ///
    /// Example: licensectl sandbox start --port 8080 --memory
    Start(StartArgs),
    /// Show or move the sandbox's clock; every time rule follows it (docs/sandbox.md)
    ///
    /// Works on a running sandbox (the profile's or the environment's base URL and seller key)
    /// and on the embedded one, which keeps its time for the next command.
    ///
    /// Example: licensectl sandbox clock advance 31d
    Clock {
        #[command(subcommand)]
        action: Option<crate::commands::sandbox_controls::ClockAction>,
    },
    /// Switch faults on and off: latency, 5xx pages, drops, hangs, rate limits, bad JSON
    ///
    /// Faults apply to the seller and client APIs, never to the controls. The embedded
    /// sandbox keeps them for the next command until `sandbox faults clear`.
    ///
    /// Example: licensectl sandbox faults add 502 --next 2
    Faults {
        #[command(subcommand)]
        action: Option<crate::commands::sandbox_controls::FaultsAction>,
    },
    /// Save, load, list and delete snapshots of the sandbox's whole state (docs/sandbox.md)
    ///
    /// A snapshot is every record, the clock and the faults. `load` replaces the sandbox's state
    /// with one at once: a request sees all of the old state or all of the new. Works on a
    /// running sandbox (through its controls, with its seller key) and on the embedded one;
    /// snapshots are kept in the data dir (`snapshots/`, owner only). `sandbox start --snapshot
    /// NAME` starts a sandbox from one.
    ///
    /// Example: licensectl sandbox snapshot save fixtures
    Snapshot {
        #[command(subcommand)]
        action: Option<crate::commands::sandbox_controls::SnapshotAction>,
    },
    /// List the mail the sandbox would have sent (magic links, codes, password resets)
    ///
    /// Example: licensectl sandbox outbox -o json
    Outbox,
    /// Fill a sandbox database with generated data (for demos and benchmarks)
    ///
    /// Adds licenses (~70% Not Used, ~25% Used by a seeded user, ~5% Banned), users with HWIDs
    /// and IPs (no password: the first login sets it), subscriptions for levels 1-3 and global
    /// variables, in one transaction. Seeds the embedded sandbox's database unless --db is given.
    /// Also adds, once, the support desk's practice customers the README's "Support" section
    /// walks: dana (expired), erik (HWID-locked), fiona (2 days left), hana (banned), ivan,
    /// gus (paused), jack and jill (one HWID), kim (muted in chat).
    ///
    /// Example: licensectl sandbox seed --licenses 100000 --users 20000
    Seed {
        /// Number of licenses to add
        #[arg(long, value_name = "N", default_value_t = 1000)]
        licenses: usize,
        /// Number of users to add
        #[arg(long, value_name = "N", default_value_t = 100)]
        users: usize,
        /// Number of subscriptions to define (spread over levels 1-3; at least 3)
        #[arg(long, value_name = "N", default_value_t = 3)]
        subs: usize,
        /// Number of global variables to add
        #[arg(long, value_name = "N", default_value_t = 5)]
        vars: usize,
        /// Database file [default: the embedded sandbox's, in the data dir]
        #[arg(long, value_name = "PATH")]
        db: Option<PathBuf>,
        /// Leave out the support desk's practice customers
        #[arg(long)]
        no_customers: bool,
        /// Instead, fill every field a customer can type with hostile text (escape sequences,
        /// line breaks, NUL, shell and HTML syntax, oversize values): docs/sandbox.md
        #[arg(long)]
        hostile: bool,
    },
}

// The flags of `sandbox start` (its help is the variant's doc comment above).
#[derive(Debug, Args)]
pub struct StartArgs {
    /// Port to listen on [default: any free port]
    #[arg(long, default_value_t = 0, hide_default_value = true)]
    port: u16,
    /// Address to listen on; anything but loopback exposes the sandbox to the network
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    listen: IpAddr,
    /// Database file [default: the embedded sandbox's, in the data dir]
    #[arg(long, value_name = "PATH", conflicts_with = "memory")]
    db: Option<PathBuf>,
    /// Keep everything in memory
    #[arg(long)]
    memory: bool,
    /// Rate limits: off (never throttle) or service (its seller rate limit and key cap)
    #[arg(long, value_enum, default_value = "off")]
    limits: Limits,
    /// Application name for a new database
    #[arg(long, value_name = "NAME")]
    app_name: Option<String>,
    /// A dashboard-only setting, kept in the database (repeatable): hashcheck=0|1,
    /// forceHwid=0|1, minHwid=N, session=SECONDS, owner=NAME, sessionReuse=0|1,
    /// loopbackBans=0|1, cooldown=SECONDS (docs/sandbox.md)
    #[arg(long = "set", value_name = "NAME=VALUE")]
    settings: Vec<String>,
    /// Server generation to answer as: current (the hosted service) or 2022 (the last
    /// open-source seller API; docs/sandbox.md lists how it differs)
    // `--flavor`: its name before the one word "generation" (scripts keep working).
    #[arg(long, alias = "flavor", value_name = "NAME", default_value = "current", value_parser = ["current", "2022"])]
    generation: String,
    /// Reproduce the service's known bugs too (docs/sandbox.md; 2022: `ban`, `unban`, `del` fail)
    #[arg(long, alias = "flavor-bugs")]
    bugs: bool,
    /// Send `Access-Control-Allow-Origin: *` on every answer, for a web page (docs/sandbox.md)
    #[arg(long)]
    cors: bool,
    /// Let file uploads and webhook relays fetch loopback and private addresses (by default
    /// only public http(s) ones: docs/sandbox.md)
    #[arg(long)]
    allow_private_fetch: bool,
    /// Start the clock at TIME, e.g. 2027-01-01T00:00Z (see `sandbox clock`)
    #[arg(long, value_name = "TIME")]
    clock: Option<String>,
    /// Start with the clock standing still
    #[arg(long)]
    frozen: bool,
    /// Switch faults on, e.g. 502,next=2 (repeatable; docs/sandbox.md)
    #[arg(long = "faults", value_name = "SPEC")]
    faults: Vec<String>,
    /// Answer the clock and fault controls on a non-loopback --listen too
    #[arg(long)]
    expose_controls: bool,
    /// Start from this snapshot (`sandbox snapshot save`): its records, clock, faults and app,
    /// replacing what the database held; with --memory, a copy of its own
    #[arg(long, value_name = "NAME")]
    snapshot: Option<String>,
}

/// Runs one sandbox action.
pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    match cmd.action {
        Action::Start(args) => start(args.options(&env)?, global, env).await,
        Action::Seed {
            licenses,
            users,
            subs,
            vars,
            db,
            no_customers,
            hostile,
        } => {
            if hostile {
                return seed_hostile(db, global, env).await;
            }
            let counts = licensectl_sandbox::SeedCounts {
                licenses,
                users,
                subs,
                vars,
                customers: !no_customers,
            };
            seed(counts, db, global, env).await
        }
        Action::Outbox => outbox(global, env).await,
        Action::Clock { action } => {
            let mut cx = Context::new(global, env)?;
            crate::commands::sandbox_controls::clock(&mut cx, action).await
        }
        Action::Faults { action } => {
            let mut cx = Context::new(global, env)?;
            crate::commands::sandbox_controls::faults(&mut cx, action).await
        }
        Action::Snapshot { action } => {
            let mut cx = Context::new(global, env)?;
            crate::commands::sandbox_controls::snapshot(&mut cx, action).await
        }
    }
}

impl StartArgs {
    /// The sandbox's options, each flag checked; the database in the data dir unless `--db`
    /// or `--memory`.
    fn options(self, env: &Env) -> Result<licensectl_sandbox::Options> {
        let settings = dashboard_settings(&self.settings)?;
        let clock_at = self
            .clock
            .map(|t| licensectl_sandbox::parse_time(&t))
            .transpose()
            .map_err(|e| Failure::Usage(format!("--clock: {e}")))?;
        let faults = fault_specs(&self.faults)?;
        if let Some(n) = &self.snapshot {
            crate::commands::sandbox_controls::snapshot_name(n)?;
        }
        let db = if self.memory {
            None
        } else {
            Some(self.db.unwrap_or(file::data_dir(env)?.join("sandbox.db")))
        };
        let generation = &self.generation;
        let mode = licensectl_sandbox::Mode::of(generation, self.bugs).ok_or_else(|| {
            Failure::Usage(format!(
                "--generation {generation:?}: no such server generation (current, 2022)"
            ))
        })?;
        Ok(licensectl_sandbox::Options {
            listen: SocketAddr::new(self.listen, self.port),
            db,
            clock: licensectl_sandbox::Clock::System,
            service_limits: self.limits == Limits::Service,
            app_name: self.app_name,
            settings,
            mode: licensectl_sandbox::Mode {
                cors: self.cors,
                ..mode
            },
            allow_private_fetch: self.allow_private_fetch,
            clock_at,
            frozen: self.frozen,
            faults,
            expose_controls: self.expose_controls,
            snapshots: Some(file::snapshots_dir(env)?),
            snapshot: self.snapshot,
            ..Default::default()
        })
    }
}

/// The `--faults` specs (repeatable, each `;`-separated), each checked.
fn fault_specs(faults: &[String]) -> Result<Vec<String>, Failure> {
    faults
        .iter()
        .flat_map(|s| s.split(';'))
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            licensectl_sandbox::Fault::parse(s)
                .map(|f| f.spec())
                .map_err(|e| Failure::Usage(format!("--faults: {e}")))
        })
        .collect()
}

/// The `--set NAME=VALUE` dashboard settings, each checked against what the sandbox knows.
fn dashboard_settings(settings: &[String]) -> Result<Vec<(String, String)>, Failure> {
    settings
        .iter()
        .map(|s| {
            let (name, value) = s
                .split_once('=')
                .ok_or_else(|| Failure::Usage(format!("--set {s:?}: expected NAME=VALUE")))?;
            licensectl_sandbox::check_dashboard(name, value)
                .map_err(|e| Failure::Usage(format!("--set: {e}")))?;
            Ok((name.to_string(), value.to_string()))
        })
        .collect()
}

/// `sandbox start`: serves until a signal or the server ends, after one line of credentials.
async fn start(opts: licensectl_sandbox::Options, global: Options, env: Env) -> Result<()> {
    let listen = opts.listen.ip();
    let mode_header = opts.mode.header();
    let mut running = licensectl_sandbox::start(opts)
        .await
        .map_err(|e| Failure::Config(format!("{e:#}")))?;
    // Signal handlers are in place before the first line tells anyone the sandbox runs.
    let stopped = stop_signal();
    for w in &running.warnings {
        crate::say!("licensectl: warning: {w}");
    }
    if let Some(promise) = licensectl_sandbox::Mode::promise(&mode_header) {
        crate::say!("licensectl: note: {promise}");
    }
    let cx = Context::new(global, env)?;
    let info = serde_json::to_value(&running.info)?;
    if let Value::Object(m) = &info {
        // The credentials line is one compact JSON line in both JSON formats, and it hands over
        // the key the sandbox serves: never masked, even when the environment holds that very
        // key (the redactor would mask it as a known secret).
        let out = crate::output::Output {
            format: cx.out.format.one_line(),
            show_secrets: true,
            ..cx.out
        };
        out.record_of(m, Some(&licensectl_catalogue::resources::SANDBOX_INFO))?;
    }
    if !listen.is_loopback() {
        crate::say!(
            "licensectl: warning: the sandbox listens on {listen}, reachable from the network"
        );
    }
    let steer = running.clock.steer();
    if steer != Default::default() {
        let at = chrono::DateTime::from_timestamp(running.clock.now(), 0)
            .map_or_else(String::new, |t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string());
        let frozen = if steer.frozen.is_some() {
            ", frozen"
        } else {
            ""
        };
        crate::say!("licensectl: the sandbox's clock is moved: {at}{frozen} (sandbox clock)");
    }
    if !running.faults.is_empty() {
        crate::say!(
            "licensectl: faults on: {} (sandbox faults clear)",
            crate::output::escape_value(&running.faults.join("; "))
        );
    }
    crate::say!(
        "licensectl: sandbox serving at {}; Ctrl-C to stop",
        running.info.base_url
    );
    let stop = tokio::select! {
        _ = stopped => true,
        _ = running.wait_ref() => false,
    };
    if stop {
        running.stop().await;
        crate::say!("licensectl: sandbox stopped");
    }
    Ok(())
}

/// `sandbox seed`: fills the database off the async runtime, then prints its report.
async fn seed(
    counts: licensectl_sandbox::SeedCounts,
    db: Option<PathBuf>,
    global: Options,
    env: Env,
) -> Result<()> {
    let path = match db {
        Some(p) => p,
        None => file::data_dir(&env)?.join("sandbox.db"),
    };
    let now = env.now();
    let report = tokio::task::spawn_blocking(move || {
        licensectl_sandbox::seed(&path, &counts, now)
            .map_err(|e| Failure::Config(format!("cannot seed {}: {e:#}", path.display())))
    })
    .await??;
    for w in &report.warnings {
        crate::say!("licensectl: warning: {w}");
    }
    let cx = Context::new(global, env)?;
    let mut summary = match serde_json::to_value(&report)? {
        Value::Object(m) => m,
        _ => Default::default(),
    };
    summary.insert(
        "elapsed_ms".into(),
        json!(report.elapsed.as_millis() as u64),
    );
    cx.out.record_of(
        &summary,
        Some(&licensectl_catalogue::resources::SEED_REPORT),
    )?;
    Ok(())
}

/// `sandbox seed --hostile`: the hostile app, then one line saying what it holds.
async fn seed_hostile(db: Option<PathBuf>, global: Options, env: Env) -> Result<()> {
    let path = match db {
        Some(p) => p,
        None => file::data_dir(&env)?.join("sandbox.db"),
    };
    let now = env.now();
    let shown = path.display().to_string();
    let n = tokio::task::spawn_blocking(move || {
        licensectl_sandbox::seed_hostile(&path, now)
            .map_err(|e| Failure::Config(format!("cannot seed {}: {e:#}", path.display())))
    })
    .await??;
    let _ = Context::new(global, env)?;
    crate::say!(
        "licensectl: {shown} now holds {n} hostile values in every field a customer can type (users, keys, notes, logs, chats, variables, files, blacklists, sessions)"
    );
    Ok(())
}

/// `sandbox outbox`: the running sandbox's mail, fetched from its own endpoint.
async fn outbox(global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    cx.ensure_service().await?;
    let base = http::base(
        cx.settings.require("base_url")?,
        cx.global.allow_insecure_http,
    )?;
    let mut url = base
        .join("sandbox/outbox")
        .map_err(|e| Failure::Config(e.to_string()))?;
    url.query_pairs_mut()
        .append_pair("sellerkey", cx.settings.require("seller_key")?);
    let h = crate::service::http::Http::new(std::time::Duration::from_secs(30))?;
    let resp = h.get(&url).await?;
    const OUTBOX: Op = Op::seller("outbox", "sandbox outbox", "")
        .list("messages", &licensectl_catalogue::resources::OUTBOX);
    let value = crate::answer::classify(&OUTBOX, resp.status, &resp.body)
        .map_err(|e| anyhow::anyhow!("{e} (is the base URL a licensectl sandbox?)"))?;
    let rows = crate::answer::values(&OUTBOX, &value);
    cx.out
        .rows(&licensectl_catalogue::resources::OUTBOX, &rows)?;
    Ok(())
}

/// Resolves on SIGINT or SIGTERM (Ctrl-C elsewhere): both close the sandbox cleanly and exit 0,
/// since stopping it is its expected end. The handlers are registered when this is called.
pub(crate) fn stop_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let int = signal(SignalKind::interrupt()).ok();
        let term = signal(SignalKind::terminate()).ok();
        async move {
            let wait = |s: Option<tokio::signal::unix::Signal>| async move {
                match s {
                    Some(mut s) => {
                        s.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                _ = wait(int) => {}
                _ = wait(term) => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}
