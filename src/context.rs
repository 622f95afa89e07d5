//! One invocation's world: resolved settings, the service to talk to (maybe embedded), and `call`.

use std::io::IsTerminal;
use std::time::Duration;

use licensectl_catalogue::{units, Api, Op};
use serde_json::Value;

use crate::answer;
use crate::cli::Global;
use crate::config::{self, file, Settings, Source};
use crate::env::Env;
use crate::error::Failure;
use crate::http::{self, Http};
use crate::limiter::{self, Limiter};
use crate::output::{Format, Output};
use crate::rows::Reply;
use crate::state::State;
use crate::verify;

pub struct Context {
    pub env: Env,
    pub global: Global,
    pub settings: Settings,
    pub out: Output,
    pub config_path: std::path::PathBuf,
    pub(crate) http: Option<Http>,
    embedded: Option<licensectl_sandbox::Running>,
    prepared: bool,
    base: Option<url::Url>,
    pub(crate) limiter: Option<Limiter>,
    pub(crate) retries: u32,
    /// Keep the last raw answer for `take_last_response` (`api`, `doctor`).
    pub keep_last: bool,
    /// `--session-stdin` or `LICENSECTL_SESSION`: a session id never taken from argv.
    pub session_id: Option<String>,
}

/// Unix time now, or `LICENSECTL_NOW` (for reproducible output in tests).
pub fn now(env: &Env) -> i64 {
    env.get("LICENSECTL_NOW")
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| chrono::Utc::now().timestamp())
}

impl Context {
    pub fn new(global: Global, env: Env) -> Result<Context, Failure> {
        let config_path = file::path(&env)?;
        let (cfg, warning) = file::load(&config_path)?;
        if let Some(w) = warning {
            crate::say!("licensectl: {w}");
        }
        let flags = config::Flags {
            profile: global.profile.clone(),
            base_url: global.base_url.clone(),
            timeout: global.timeout.clone(),
            rate_limit: global.rate_limit.clone(),
            retries: global.retries.clone(),
        };
        let settings = config::resolve(&cfg, &env, &flags)?;
        let session_id = if global.session_stdin {
            Some(crate::prompt::stdin_line("session id")?)
        } else {
            env.get("LICENSECTL_SESSION").map(str::to_string)
        };
        if let Some(s) = &session_id {
            crate::redact::add(s);
        }
        let format = if global.json {
            Format::Json
        } else {
            global.output.unwrap_or(if std::io::stdout().is_terminal() {
                Format::Table
            } else {
                Format::Tsv
            })
        };
        let out = Output {
            format,
            show_secrets: global.show_secrets,
            now: now(&env),
        };
        Ok(Context {
            env,
            global,
            settings,
            out,
            config_path,
            http: None,
            embedded: None,
            prepared: false,
            base: None,
            limiter: None,
            retries: 3,
            keep_last: false,
            session_id,
        })
    }

    /// Starts the embedded sandbox when nothing else is configured.
    pub async fn ensure_service(&mut self) -> anyhow::Result<()> {
        if !self.settings.embedded || self.embedded.is_some() {
            return Ok(());
        }
        let db = file::data_dir(&self.env)?.join("sandbox.db");
        let running = licensectl_sandbox::start(licensectl_sandbox::Options {
            db: Some(db.clone()),
            ..Default::default()
        })
        .await
        .map_err(|e| {
            Failure::Config(format!(
                "cannot start the embedded sandbox ({}): {e:#}",
                db.display()
            ))
        })?;
        crate::say!(
            "licensectl: no profile configured; using the embedded sandbox ({}). Run `licensectl config init` for a real service.",
            db.display()
        );
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

    fn http(&mut self) -> Result<&Http, Failure> {
        if self.http.is_none() {
            let t = self.settings.get("timeout").unwrap_or("30s");
            let secs =
                units::parse_duration(t).map_err(|e| Failure::Config(format!("timeout: {e}")))?;
            let mut h = Http::new(Duration::from_secs(secs.max(1)))
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
            self.http = Some(h);
        }
        Ok(self.http.as_ref().expect("just set"))
    }

    /// Where client sessions are kept for this profile and service.
    pub fn state_key(&self) -> String {
        // The embedded sandbox listens on a new port each run; its sessions are keyed by name.
        let service = if self.settings.embedded {
            "embedded"
        } else {
            self.settings.get("base_url").unwrap_or("")
        };
        format!("{}@{service}", self.settings.profile)
    }

    pub fn state(&self) -> Result<State, Failure> {
        State::load(&file::data_dir(&self.env)?)
    }

    /// Sends one operation and returns its classified answer; `None` for `--dry-run`.
    /// Readies the service, the HTTP client and the rate limiter; done once per invocation.
    pub async fn prepare(&mut self) -> anyhow::Result<()> {
        if self.prepared {
            return Ok(());
        }
        self.ensure_service().await?;
        self.http()?;
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
        self.limiter = rate.map(Limiter::new);
        self.retries = match self.settings.get("retries") {
            Some(r) => r
                .parse()
                .map_err(|_| Failure::Config(format!("retries {r:?} is not a number")))?,
            None => 3,
        };
        self.base = Some(base);
        self.prepared = true;
        Ok(())
    }

    /// Sends one operation and returns its classified answer; `None` for `--dry-run`.
    pub async fn call(
        &mut self,
        op: &Op,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Value>> {
        self.prepare().await?;
        self.send(op, params).await
    }

    /// `call`, keeping the answer's text so list rows are parsed only as they are shown.
    pub async fn call_reply(
        &mut self,
        op: &Op,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Reply>> {
        self.prepare().await?;
        self.send_reply(op, params).await
    }

    /// `call` for a prepared context; many may run at once (bulk work).
    pub async fn send(
        &self,
        op: &Op,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Value>> {
        Ok(self.send_reply(op, params).await?.map(Reply::into_value))
    }

    /// `send`, answering with a `Reply`.
    pub async fn send_reply(
        &self,
        op: &Op,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Reply>> {
        let base = self
            .base
            .as_ref()
            .ok_or_else(|| anyhow::anyhow!("context not prepared"))?;
        let version = self.settings.get("client_api").unwrap_or("1.3").to_string();
        if op.api == Api::Client && version != "1.3" && version != "1.2" {
            return Err(
                Failure::Config(format!("client_api {version:?} is not 1.3 or 1.2")).into(),
            );
        }
        let mut pairs: Vec<(String, String)> = vec![];
        let mut session_key = None;
        match op.api {
            Api::Seller => {
                pairs.push((
                    "sellerkey".into(),
                    self.settings.require("seller_key")?.to_string(),
                ));
                pairs.push(("type".into(), op.ty.into()));
            }
            Api::Client => {
                pairs.push(("type".into(), op.ty.into()));
                pairs.push((
                    "name".into(),
                    self.settings.require("app_name")?.to_string(),
                ));
                pairs.push((
                    "ownerid".into(),
                    self.settings.require("ownerid")?.to_string(),
                ));
                if op.ty == "init" {
                    if version == "1.2" {
                        let enckey = crate::state::random_token(16);
                        pairs.push(("enckey".into(), enckey.clone()));
                        session_key = Some(enckey);
                    }
                } else {
                    let (sid, enckey) = self.session()?;
                    pairs.push(("sessionid".into(), sid));
                    session_key = enckey;
                }
            }
        }
        pairs.extend(params.iter().cloned());
        for (k, v) in &pairs {
            if http::SECRET_PARAMS.contains(&k.as_str()) {
                crate::redact::add(v);
            }
        }
        let url = http::request_url(base, op.api, &version, &pairs);
        if self.global.dry_run {
            self.out.line(&format!("GET {}", http::redacted(&url)))?;
            return Ok(None);
        }
        let (resp, classified) = self.exchange(op, &url).await?;
        if op.api == Api::Client && !self.global.no_verify && !op.unsigned {
            self.verify(op, &version, &resp, session_key.as_deref())?;
        }
        if (300..400).contains(&resp.status) {
            if let Some(loc) = resp.headers.get("location").and_then(|l| l.to_str().ok()) {
                let host = url::Url::parse(loc)
                    .ok()
                    .and_then(|u| u.host_str().map(str::to_string));
                return Err(Failure::Answer(format!(
                    "the service redirected (HTTP {}) to {}; redirects are never followed because the seller key is in the URL: check the base URL",
                    resp.status,
                    host.unwrap_or_else(|| "another path".into())
                ))
                .into());
            }
        }
        let parsed = classified?;
        if let Some(sid) = parsed.fields.get("sessionid").and_then(Value::as_str) {
            crate::redact::add(sid);
        }
        if op.api == Api::Client && op.ty == "init" && version == "1.2" {
            if let (Some(k), Some(sid)) = (
                session_key,
                parsed.fields.get("sessionid").and_then(Value::as_str),
            ) {
                self.state()?
                    .save_session(&self.state_key(), sid, Some(&k))?;
            }
        }
        Ok(Some(Reply::new(resp.body, parsed)))
    }

    /// The session id to send: `--session-stdin` / `LICENSECTL_SESSION`, else the one `client init` kept.
    fn session(&self) -> Result<(String, Option<String>), Failure> {
        if let Some(s) = &self.session_id {
            return Ok((s.clone(), None));
        }
        self.state()?.session(&self.state_key()).ok_or_else(|| {
            Failure::Config(format!(
                "no client session for profile {}: run `licensectl client init` first",
                self.settings.profile
            ))
        })
    }

    fn verify(
        &self,
        op: &Op,
        version: &str,
        resp: &http::Response,
        enckey: Option<&str>,
    ) -> Result<(), Failure> {
        let unsigned = resp.headers.get("x-signature-ed25519").is_none()
            && resp.headers.get("signature").is_none();
        // The service does not sign its pre-dispatch refusals; a forged refusal grants nothing.
        if unsigned && answer::classify(op, resp.status, &resp.body).is_err() {
            return Ok(());
        }
        if version == "1.3" {
            verify::ed25519(
                self.settings.require("public_key")?,
                &resp.headers,
                &resp.body,
                now(&self.env),
            )
        } else {
            let secret = self.settings.require("app_secret")?;
            let key = match enckey {
                Some(k) if op.ty != "init" => format!("{k}-{secret}"),
                _ => secret.to_string(),
            };
            verify::hmac(&key, &resp.headers, &resp.body)
        }
    }

    /// Whether prompts may be shown.
    pub fn interactive(&self) -> bool {
        std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
    }

    /// The raw answer to the last request sent (taken: a second call gives `None`).
    pub fn take_last_response(&self) -> Option<http::Response> {
        self.http.as_ref().and_then(Http::take_last)
    }
}
