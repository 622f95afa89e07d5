//! One invocation's world: resolved settings, the service to talk to (maybe embedded), and `call`.

use std::io::IsTerminal;

use licensectl_catalogue::Op;
use serde_json::Value;

use crate::answer::Reply;
use crate::config::{self, file, Settings, Source};
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;
use crate::output::{Format, Output};
use crate::service::http::{self, Http};
use crate::service::limiter::{self, Limiter};
use crate::service::sessions::{self, State};
use crate::service::{Parts, Service};

pub struct Context {
    pub env: Env,
    pub global: Options,
    pub settings: Settings,
    pub out: Output,
    pub config_path: std::path::PathBuf,
    embedded: Option<licensectl_sandbox::Running>,
    service: Option<Service>,
    /// Keep the last raw answer for `take_last_response` (`api`, `doctor`).
    pub keep_last: bool,
    /// The reasons of the app's banned keys, read at most once per invocation and only when
    /// `--json` names `banned`: only the whole license list carries them. A `--from-file` job
    /// sets it to `None` before its first item, so it never reads the list.
    pub ban_reasons: tokio::sync::OnceCell<Option<std::collections::HashMap<String, String>>>,
}

impl Context {
    pub fn new(global: impl Into<Options>, env: Env) -> Result<Context, Failure> {
        let mut global: Options = global.into();
        if let (true, Some(f)) = (
            global.json.is_some() || global.jq.is_some(),
            global.output.filter(|f| !f.is_json()),
        ) {
            let f = format!("{f:?}").to_lowercase();
            return Err(Failure::Usage(format!(
                "--json and --jq shape JSON output; drop -o {f}"
            )));
        }
        // A session id is never an argument: stdin's first line, or the environment.
        if global.session_stdin && global.session.is_none() {
            global.session = Some(crate::prompt::stdin_line("session id")?);
        } else if global.session.is_none() {
            global.session = env.get("LICENSECTL_SESSION").map(str::to_string);
        }
        if let Some(s) = &global.session {
            crate::redact::add(s);
        }
        let config_path = file::path(&env)?;
        let (cfg, warning) = file::load(&config_path)?;
        if let Some(w) = warning {
            crate::say!("licensectl: {w}");
        }
        let flags = config::Flags {
            profile: global.profile.clone(),
            values: global.settings.clone(),
        };
        // The edge: the chosen profile's secrets kept in the OS keyring are read here, so the
        // resolver stays pure.
        let kept = config::secrets::read_for(&env, &config_path, &cfg, &flags);
        let settings = config::resolve_with(&cfg, &env, &flags, &kept)?;
        // Every command shows times; the other settings are checked when a request needs them.
        settings.check("time_zone")?;
        Ok(Context::with_settings(global, env, settings, config_path))
    }

    /// A context for settings resolved elsewhere (`config init` checks a profile not yet saved).
    pub fn with_settings(
        global: impl Into<Options>,
        env: Env,
        settings: Settings,
        config_path: std::path::PathBuf,
    ) -> Context {
        let global: Options = global.into();
        let json = global.json.is_some() || global.jq.is_some();
        let format = Format::chosen(global.output, json, std::io::stdout().is_terminal());
        let local = settings
            .get("time_zone")
            .is_some_and(|z| z.eq_ignore_ascii_case("local"));
        // Colour where people read (`output::colour`, docs/colour.md): stdout's for tables,
        // records, pages and pretty JSON — a pipe's too under `always`, whichever of these it
        // gets —, stderr's for diagnostics; the profile's `color` counts from here on. The
        // formats for scripts (CSV, TSV asked for, JSON lines) are never painted.
        let when = settings.get("color");
        crate::output::colour::set_stderr(crate::output::color_stderr(when, &env));
        let asked = json || global.output.is_some();
        let colour = crate::output::colour::paints(format, asked)
            && crate::output::colour::wanted(when, &env, std::io::stdout().is_terminal());
        let out = Output {
            colour,
            format,
            asked,
            show_secrets: global.show_secrets,
            real_now: env.now(),
            local,
            select: crate::output::select::Select::of(global.json.as_deref(), global.jq.as_deref()),
        };
        Context {
            env,
            global,
            settings,
            out,
            config_path,
            embedded: None,
            service: None,
            keep_last: false,
            ban_reasons: tokio::sync::OnceCell::new(),
        }
    }

    /// Starts the embedded sandbox when nothing else is configured.
    pub async fn ensure_service(&mut self) -> anyhow::Result<()> {
        if !self.settings.embedded || self.embedded.is_some() {
            return Ok(());
        }
        let db = file::data_dir(&self.env)?.join("sandbox.db");
        let running = licensectl_sandbox::start(licensectl_sandbox::Options {
            db: Some(db.clone()),
            snapshots: Some(file::snapshots_dir(&self.env)?),
            // A shorter wait for another process's lock, for fault tests.
            busy_timeout: self
                .env
                .get("LICENSECTL_SANDBOX_BUSY_MS")
                .and_then(|v| v.parse().ok())
                .map_or(
                    licensectl_sandbox::Options::default().busy_timeout,
                    std::time::Duration::from_millis,
                ),
            ..Default::default()
        })
        .await
        .map_err(|e| {
            Failure::Config(format!(
                "cannot start the embedded sandbox ({}): {e:#}",
                db.display()
            ))
        })?;
        // One short line, once per data directory: every later command would repeat it.
        let shown = db.with_file_name("sandbox-notice-shown");
        if !shown.exists() {
            crate::say!(
                "licensectl: using the embedded sandbox (no profile; see licensectl config init)"
            );
            let _ = std::fs::write(&shown, b"");
        }
        for w in &running.warnings {
            crate::say!("licensectl: warning: {w}");
        }
        // Times this command shows or reckons with (time left, `report`'s period) are the
        // sandbox's, which `sandbox clock` may have moved: its offset from real time is noted
        // before any request (each answer states it again); said on every command, as faults are.
        let stated = licensectl_sandbox::Stated::of(&running.clock);
        crate::output::now::note(stated.now, stated.offset, stated.frozen);
        if stated.moved() {
            crate::say!(
                "licensectl: the embedded sandbox's clock is moved: {} (sandbox clock reset)",
                crate::output::now::describe(stated.now, stated.offset, stated.frozen)
            );
        }
        if !running.faults.is_empty() {
            crate::say!(
                "licensectl: the embedded sandbox has faults on: {} (sandbox faults clear)",
                crate::output::escape_value(&running.faults.join("; "))
            );
        }
        let i = &running.info;
        for (field, value) in [
            ("base_url", &i.base_url),
            ("seller_key", &i.seller_key),
            ("app_name", &i.app_name),
            ("ownerid", &i.ownerid),
            ("public_key", &i.public_key),
            ("app_secret", &i.app_secret),
        ] {
            self.settings.set(field, value.clone(), Source::Sandbox);
        }
        self.embedded = Some(running);
        Ok(())
    }

    fn http(&self) -> Result<Http, Failure> {
        let secs = self.settings.parsed("timeout", config::parse_timeout)?;
        let mut h = Http::new(std::time::Duration::from_secs(secs))
            .map_err(|e| Failure::Config(e.to_string()))?;
        // A lower answer-size cap, for fault tests.
        if let Some(max) = self
            .env
            .get("LICENSECTL_MAX_BODY")
            .and_then(|v| v.parse().ok())
        {
            h = h.with_max_body(max);
        }
        h.keep_last = self.keep_last;
        // The embedded sandbox runs in this process: its router is called directly, with no
        // loopback TCP and HTTP on both sides (docs/performance.md (f)). It still listens, for
        // other processes (`sandbox` controls, a browser on `/magic/`).
        if let Some(running) = &self.embedded {
            h = h.with_local(running.local());
        }
        Ok(h)
    }

    /// Where client sessions are kept for this profile and service.
    pub fn state_key(&self) -> String {
        sessions::key(&self.settings)
    }

    pub fn state(&self) -> Result<State, Failure> {
        State::load(&file::data_dir(&self.env)?)
    }

    /// Readies the service, the HTTP client and the rate limiter; done once per invocation.
    pub async fn prepare(&mut self) -> anyhow::Result<()> {
        if self.service.is_some() {
            return Ok(());
        }
        self.ensure_service().await?;
        let http = self.http()?;
        let base = http::base(
            self.settings.require("base_url")?,
            self.global.allow_insecure_http,
        )?;
        let rate = match self.settings.get("rate_limit") {
            Some(r) => limiter::parse(r)?,
            // Local sandboxes are never throttled; a real service gets its documented limit.
            None if http::is_loopback(&base) => None,
            None => Some(limiter::SERVICE),
        };
        let retries = self.settings.parsed("retries", config::parse_retries)?;
        let audit = match self.settings.get("audit_log") {
            Some(path) => Some(crate::service::audit::Audit::open(path)?),
            None => None,
        };
        let target = self.describe_target(Some(&base));
        self.service = Some(Service::new(Parts {
            http,
            base,
            limiter: rate.map(Limiter::new),
            retries,
            settings: self.settings.clone(),
            opts: self.global.clone(),
            out: self.out,
            env: self.env.clone(),
            target,
            audit,
        }));
        Ok(())
    }

    /// Switches `--dry-run` for the requests that follow (reads a dry run must still send).
    pub fn set_dry_run(&mut self, on: bool) {
        self.global.dry_run = on;
        if let Some(s) = &mut self.service {
            s.set_dry_run(on);
        }
    }

    /// Lets a large seller list answer be walked from a temporary file rather than held
    /// (`Service::set_spool_lists`), for the requests that follow.
    pub fn set_spool_lists(&mut self, on: bool) {
        if let Some(s) = &mut self.service {
            s.set_spool_lists(on);
        }
    }

    /// Sets how often a failed request is retried within itself, for the requests that follow
    /// (`watch` retries at its next poll instead).
    pub fn set_retries(&mut self, n: u32) {
        if let Some(s) = &mut self.service {
            s.retries = n;
        }
    }

    /// Takes the prepared service's rate limiter away: the gateway answers callers beyond the
    /// budget at once (the service's rate-limit refusal) instead of queueing them.
    pub fn take_limiter(&mut self) -> Option<Limiter> {
        self.service.as_mut().and_then(|s| s.limiter.take())
    }

    pub fn service(&self) -> anyhow::Result<&Service> {
        self.service
            .as_ref()
            .ok_or_else(|| anyhow::anyhow!("context not prepared"))
    }

    /// Sends one operation (preparing the context first) and returns its classified answer;
    /// `None` for `--dry-run`. A convenience over `send` for commands that work on values.
    pub async fn call(
        &mut self,
        op: &Op,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Value>> {
        self.prepare().await?;
        Ok(self.send(op, params).await?.map(Reply::into_value))
    }

    /// Sends one operation through the prepared service (`Service::send`); many may run at
    /// once (bulk work). The answer keeps its text, so list rows are parsed only as shown.
    pub async fn send(
        &self,
        op: &Op,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Reply>> {
        self.service()?.send(op, params).await
    }

    /// The app a command acts on, as confirmations and `--dry-run` name it: app, profile, host.
    pub fn target(&self) -> String {
        self.describe_target(self.service.as_ref().map(Service::base))
    }

    fn describe_target(&self, base: Option<&url::Url>) -> String {
        let host = match base {
            Some(b) => match (b.host_str(), b.port()) {
                (Some(h), Some(p)) => format!("{h}:{p}"),
                (Some(h), None) => h.to_string(),
                _ => b.as_str().to_string(),
            },
            None => self.settings.get("base_url").unwrap_or("?").to_string(),
        };
        if self.settings.embedded {
            return format!("the embedded sandbox ({host})");
        }
        let app = match (
            self.settings.get("app_name"),
            self.settings.get("seller_key"),
        ) {
            (Some(name), _) => format!("app {name}"),
            (None, Some(key)) => format!("the app of seller key {}", config::mask(key)),
            (None, None) => "an unnamed app".to_string(),
        };
        let profile = if self.settings.profile_found {
            format!("profile {}", self.settings.profile)
        } else {
            "no profile: environment".to_string()
        };
        format!("{app} ({profile}, at {host})")
    }

    /// Whether prompts may be shown.
    pub fn interactive(&self) -> bool {
        crate::prompt::interactive()
    }

    /// The raw answer to the last request sent (taken: a second call gives `None`).
    pub fn take_last_response(&self) -> Option<http::Response> {
        self.service.as_ref().and_then(Service::take_last_response)
    }
}
