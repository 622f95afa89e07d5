//! A local, SQLite-backed implementation of the licensing service: seller API, client API 1.0–1.3.
//!
//! It answers as the real service does (envelopes, messages, status codes) but does what each
//! operation intends where the service has a known bug. Handlers are one file per API group.

mod addr;
mod client;
mod clock;
pub mod complete;
mod controls;
mod envelope;
mod faults;
mod fetch;
#[cfg(test)]
mod fields_declared;
// Always compiled (a few hundred lines, never linked into the binary unless called): the CLI
// tests compile the fuzz targets against it (tests/cli/tools.rs), with no feature to switch.
mod client_versions;
#[doc(hidden)]
pub mod fuzzing;
mod handler;
#[cfg(test)]
mod hardening_tests;
mod hash;
pub mod inuse;
mod mode;
mod outbox;
mod passwords;
pub mod perms;
mod php;
mod pool;
#[cfg(test)]
mod read_path_tests;
mod readers;
mod rules;
mod seed;
mod seed_desk;
mod seed_hostile;
mod seller;
pub mod serve;
mod server;
mod shared;
mod sign;
mod snapshots;
mod store;
mod stream;
#[cfg(test)]
mod testkit;
pub mod throttle;
mod totp;
mod worker;

use anyhow::{Context, Result};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

pub use clock::{parse_time, Clock, Move, Moved, Stated, Steer, CLOCK_HEADER};
pub use faults::{Fault, KINDS as FAULT_KINDS};
pub use mode::{Generation, Mode};

/// The header naming a sandbox's generation on its answers (`Mode::header`).
pub const fn mode_header() -> &'static str {
    mode::HEADER
}
pub use seed::{seed, seed_fixed, SeedCounts, SeedReport};
pub use seed_hostile::seed_hostile;
pub use snapshots::check_name as check_snapshot_name;
pub use store::{check_dashboard, BUSY_HEADER, BUSY_OVERLOADED, DASHBOARD};
pub use totp::code as totp_code;

/// How to run a sandbox.
#[derive(Clone)]
pub struct Options {
    /// Address to bind; loopback unless the caller chose otherwise.
    pub listen: SocketAddr,
    /// Database file; `None` keeps everything in memory.
    pub db: Option<PathBuf>,
    pub clock: Clock,
    /// Enforce the service's rate limits and daily key cap.
    pub service_limits: bool,
    /// Application name for a new database.
    pub app_name: Option<String>,
    /// Dashboard-only settings to store before serving (`store::DASHBOARD`), checked.
    pub settings: Vec<(String, String)>,
    /// The generation (server generation) to answer as, and its switches.
    pub mode: Mode,
    /// Let `upload`, `editfile` and the webhook relay fetch loopback, private and other
    /// special-purpose addresses (refused by default: a client could reach the host's services).
    pub allow_private_fetch: bool,
    /// How long a request waits for another process's write lock on the database (a long
    /// `sandbox seed`) before it is answered "busy" (HTTP 503, `x-sandbox-busy`).
    pub busy_timeout: std::time::Duration,
    /// Start the clock at this unix time (`sandbox start --clock`); `None` keeps the time the
    /// database kept (the real time unless the controls moved it).
    pub clock_at: Option<i64>,
    /// Start with the clock frozen (`sandbox start --frozen`).
    pub frozen: bool,
    /// Faults to switch on (`Fault::parse` specs), replacing those the database kept.
    pub faults: Vec<String>,
    /// Answer the controls on an address other than loopback too.
    pub expose_controls: bool,
    /// Where snapshots are kept (`sandbox snapshot`); `None`: the sandbox keeps none.
    pub snapshots: Option<PathBuf>,
    /// Start from this snapshot (`sandbox start --snapshot`): the database's whole state, the
    /// application's identity included, becomes the snapshot's before anything else is read.
    pub snapshot: Option<String>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            db: None,
            clock: Clock::System,
            service_limits: false,
            app_name: None,
            settings: Vec::new(),
            mode: Mode::default(),
            allow_private_fetch: false,
            busy_timeout: store::BUSY_TIMEOUT,
            clock_at: None,
            frozen: false,
            faults: Vec::new(),
            expose_controls: false,
            snapshots: None,
            snapshot: None,
        }
    }
}

/// What a client of the sandbox needs to know.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Info {
    pub base_url: String,
    pub seller_key: String,
    pub app_name: String,
    pub ownerid: String,
    pub app_secret: String,
    pub public_key: String,
}

/// A sandbox serving in the background of the current tokio runtime.
pub struct Running {
    pub info: Info,
    pub addr: SocketAddr,
    /// Permissions found looser than they should be, and tightened (for the caller to print).
    pub warnings: Vec<String>,
    /// The sandbox's time (tests read it; the controls move it).
    pub clock: Arc<Moved>,
    /// The faults switched on when it started (for the caller to print).
    pub faults: Vec<String>,
    released: Arc<faults::Faults>,
    /// Its router, for callers in this process (`local`).
    local: serve::Local,
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<()>,
    /// Its database file registered as open while it serves (`inuse`).
    _held: Option<inuse::Held>,
}

impl Running {
    /// The router this sandbox serves on `addr`, to be called in-process: the same answers
    /// (faults, the clock's header and all) without a socket or HTTP in between.
    pub fn local(&self) -> serve::Local {
        self.local.clone()
    }
    /// Serves until Ctrl-C (or the task ends).
    pub async fn wait(mut self) {
        let _ = (&mut self.task).await;
    }
    /// Serves until the task ends, keeping the handle (to `stop` it after a signal).
    pub async fn wait_ref(&mut self) {
        let _ = (&mut self.task).await;
    }
    pub async fn stop(mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        // Hanging requests end (their connections close) so the server can.
        self.released.release();
        let _ = (&mut self.task).await;
    }
}

/// The clock as the database kept it, then as the snapshot started from says, then as the flags
/// move it; kept again when either moved it.
fn start_clock(
    conn: &rusqlite::Connection,
    opts: &Options,
    snapshot: Option<(i64, bool)>,
) -> Result<Arc<Moved>> {
    let clock = Arc::new(Moved::new(
        opts.clock.clone(),
        controls::load_steer(store::get(conn, controls::CLOCK_KEY)?),
    ));
    if let Some((at, frozen)) = snapshot {
        clock.set(at, frozen);
    }
    if let Some(at) = opts.clock_at {
        clock.apply(Move::Set(at));
    }
    if opts.frozen {
        clock.apply(Move::Freeze);
    }
    if opts.clock_at.is_some() || opts.frozen || snapshot.is_some() {
        store::set(
            conn,
            controls::CLOCK_KEY,
            &controls::save_steer(&clock.steer()),
        )?;
    }
    Ok(clock)
}

/// Opens the database, binds the address and starts serving.
pub async fn start(opts: Options) -> Result<Running> {
    let busy = opts.busy_timeout;
    let (mut conn, warnings) = store::open_waiting(opts.db.as_deref(), busy)?;
    let held = opts.db.as_deref().and_then(inuse::hold);
    let snapshot_clock = match &opts.snapshot {
        Some(name) => snapshots::start_from(&mut conn, opts.snapshots.as_deref(), name)?,
        None => None,
    };
    let creds = store::retry_busy(busy, || store::app_creds(&conn, opts.app_name.as_deref()))?;
    for (name, value) in &opts.settings {
        store::set_dashboard(&conn, name, value)?;
    }
    let clock = start_clock(&conn, &opts, snapshot_clock)?;
    let faults = Arc::new(faults::Faults::default());
    if opts.faults.is_empty() {
        faults.load(&store::get(&conn, controls::FAULTS_KEY)?.unwrap_or_default());
    } else {
        for spec in &opts.faults {
            faults.add(Fault::parse(spec).map_err(|e| anyhow::anyhow!("--faults: {e}"))?);
        }
        store::set(&conn, controls::FAULTS_KEY, &faults.saved())?;
    }
    let listener = tokio::net::TcpListener::bind(opts.listen)
        .await
        .with_context(|| format!("cannot listen on {}", opts.listen))?;
    let addr = listener.local_addr()?;
    let base_url = format!("http://{addr}");
    let info = Info {
        base_url: base_url.clone(),
        seller_key: creds.seller_key.clone(),
        app_name: creds.name.clone(),
        ownerid: creds.ownerid.clone(),
        app_secret: creds.secret.clone(),
        public_key: sign::public_key(&creds.signing_seed),
    };
    let readers = readers::for_file(&conn, opts.db.as_deref(), opts.busy_timeout);
    let shared = Arc::new(shared::Shared {
        db: Mutex::new(conn),
        readers,
        creds,
        clock: clock.clone(),
        service_limits: opts.service_limits,
        base_url,
        worker: worker::Worker::spawn()?,
        mode: opts.mode,
        allow_private_fetch: opts.allow_private_fetch,
        throttle: Default::default(),
        faults: faults.clone(),
        controls: addr.ip().is_loopback() || opts.expose_controls,
        snapshots: opts.snapshots.clone(),
        gate: Default::default(),
    });
    // Every answer states the clock (`controls::stamp_clock`), the API's in their handler.
    let app = server::router(shared);
    let local = serve::Local::new(app.clone(), addr);
    let (tx, rx) = oneshot::channel::<()>();
    let task = tokio::spawn(serve::serve(listener, app, async {
        let _ = rx.await;
    }));
    Ok(Running {
        info,
        addr,
        warnings,
        clock,
        faults: faults.list().iter().map(Fault::spec).collect(),
        released: faults,
        local,
        stop: Some(tx),
        task,
        _held: held,
    })
}
