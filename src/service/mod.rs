//! The request protocol: one `Service` per invocation owns the base URL, the HTTP client, the
//! rate limiter and retries, the auth parameters of each API, client sessions and answer
//! signatures. `Context` builds it once (`prepare`) and sends every request through it.

pub mod audit;
pub mod generation;
pub mod http;
pub mod limiter;
pub mod lists;
mod retry;
pub use retry::once;
pub mod sessions;
pub mod verify;

use std::sync::atomic::{AtomicBool, Ordering};

use licensectl_catalogue::{Api, Hook, Op};
use serde_json::Value;

use crate::answer;
use crate::answer::Reply;
use crate::config::Settings;
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;
use crate::output::Output;
use http::Http;
use limiter::Limiter;
use sessions::State;

/// A request's query parameters, in order.
type Pairs = Vec<(String, String)>;

tokio::task_local! {
    /// Set by `detached`: the client session the requests inside opened (id and 1.2 key),
    /// kept here instead of the profile's state file.
    static DETACHED: std::cell::RefCell<Option<(String, Option<String>)>>;
}

/// Runs `f` with a client session of its own: a session opened inside (`client init`) is used
/// by the requests that follow inside, and neither read from nor written to the profile's kept
/// one. The gateway's customers (src/gateway/selfservice.rs) each log in this way at once.
pub async fn detached<F: std::future::Future>(f: F) -> F::Output {
    DETACHED.scope(std::cell::RefCell::new(None), f).await
}

pub struct Service {
    pub(crate) http: Http,
    pub(crate) base: url::Url,
    pub(crate) limiter: Option<Limiter>,
    pub(crate) retries: u32,
    settings: Settings,
    opts: Options,
    out: Output,
    env: Env,
    /// What `--dry-run` says it would have acted on, once.
    target: String,
    dry_run_named: AtomicBool,
    /// `set_spool_lists`.
    spool_lists: bool,
    /// Where every change sent is noted (`audit_log`).
    audit: Option<audit::Audit>,
    /// Whole lists the hooks read, kept until a change (`lists`).
    lists: lists::Lists,
}

/// What `Service::new` is built from: the context's resolved world at `prepare` time.
pub struct Parts {
    pub http: Http,
    pub base: url::Url,
    pub limiter: Option<Limiter>,
    pub retries: u32,
    pub settings: Settings,
    pub opts: Options,
    pub out: Output,
    pub env: Env,
    pub target: String,
    pub audit: Option<audit::Audit>,
}

impl Service {
    pub fn new(p: Parts) -> Service {
        Service {
            http: p.http,
            base: p.base,
            limiter: p.limiter,
            retries: p.retries,
            settings: p.settings,
            opts: p.opts,
            out: p.out,
            env: p.env,
            target: p.target,
            dry_run_named: AtomicBool::new(false),
            spool_lists: false,
            audit: p.audit,
            lists: lists::Lists::default(),
        }
    }

    pub fn base(&self) -> &url::Url {
        &self.base
    }

    /// The whole lists read beside records since the last change (`lists`).
    pub fn lists(&self) -> &lists::Lists {
        &self.lists
    }

    /// Turns `--dry-run` off (or back on) for what follows: `plan`/`apply` read the app for real.
    pub(crate) fn set_dry_run(&mut self, on: bool) {
        self.opts.dry_run = on;
    }

    /// Lets (or stops) a large seller list answer be written to a temporary file as it arrives
    /// and its rows walked from there (`answer::Spool`): for a command that reads each row once,
    /// in order, through `Reply::each_item` (`plan`, `apply`, `export`).
    pub(crate) fn set_spool_lists(&mut self, on: bool) {
        self.spool_lists = on;
    }

    /// Sends one operation, the one way every command sends: in the server generation's terms
    /// (`generation::send`), and a request that changes the service goes to the audit log.
    /// `None` for `--dry-run`.
    pub async fn send(
        &self,
        op: &Op,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Reply>> {
        if let (Some(log), false) = (&self.audit, self.opts.dry_run || op.is_read()) {
            log.ensure()?;
        }
        let result = generation::send(self, op, params).await;
        if !op.is_read() && !refused(&result) {
            // Lists read before a change may no longer be what the service has. A change the
            // service refused made nothing: the lists stand (a bulk job of refused rows reads
            // its hint's list once, `exec::near`).
            self.lists.forget();
        }
        if let (Some(log), false) = (&self.audit, self.opts.dry_run || op.is_read()) {
            let who = audit::Who {
                time: self.env.now(),
                profile: if self.settings.profile_found {
                    &self.settings.profile
                } else {
                    "(environment)"
                },
                host: self
                    .base
                    .host_str()
                    .map(|h| match self.base.port_or_known_default() {
                        Some(p) => format!("{h}:{p}"),
                        None => h.to_string(),
                    }),
                app: self.settings.get("app_name"),
            };
            log.note(&who, op, params, &result);
        }
        result
    }

    /// Refuses, before anything is sent, a request whose URL would pass the service's limit,
    /// as `send` refuses it: a plan (`restore --dry-run`) refuses what the run would.
    pub fn fits(&self, op: &Op, params: &[(String, String)]) -> anyhow::Result<()> {
        let version = self.settings.get("client_api").unwrap_or("1.3").to_string();
        let (mut pairs, _) = self.auth_pairs(op, op.ty, &version)?;
        pairs.extend(params.iter().cloned());
        let url = http::request_url(&self.base, op.api, &version, &pairs);
        Ok(http::check_length(op, &url, &pairs)?)
    }

    /// One request with `ty` as its `type` (a server generation's name for `op`): auth
    /// parameters, the kept session, the retry policy, the signature check.
    pub(crate) async fn send_typed(
        &self,
        op: &Op,
        ty: &str,
        params: &[(String, String)],
    ) -> anyhow::Result<Option<Reply>> {
        let version = self.settings.get("client_api").unwrap_or("1.3").to_string();
        if op.api == Api::Client && version != "1.3" && version != "1.2" {
            return Err(
                Failure::Config(format!("client_api {version:?} is not 1.3 or 1.2")).into(),
            );
        }
        let (mut pairs, session_key) = self.auth_pairs(op, ty, &version)?;
        pairs.extend(params.iter().cloned());
        for (k, v) in &pairs {
            if http::SECRET_PARAMS.contains(&k.as_str()) {
                crate::redact::add(v);
            }
        }
        let url = http::request_url(&self.base, op.api, &version, &pairs);
        http::check_length(op, &url, &pairs)?;
        if self.opts.dry_run {
            if !self.dry_run_named.swap(true, Ordering::Relaxed) {
                crate::say!("licensectl: dry run on {}: nothing is sent", self.target);
            }
            self.out.line(&format!("GET {}", http::redacted(&url)))?;
            return Ok(None);
        }
        let (resp, classified) = self.exchange(op, &url).await?;
        if op.api == Api::Client && !self.opts.no_verify && !op.unsigned {
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
        self.keep_session(op, &parsed.fields, session_key.as_deref())?;
        Ok(Some(match resp.spool {
            Some(spool) => Reply::spooled(spool, parsed),
            None => Reply::new(resp.body, parsed),
        }))
    }

    /// The one place a client session is kept or forgotten, whoever sent the request (a
    /// command, a `--from-file` row, `api`, `client smoke`): the session an answer opens
    /// (`Hook::SaveSession`, with its 1.2 key), or none after `Hook::ForgetSession`.
    fn keep_session(
        &self,
        op: &Op,
        fields: &serde_json::Map<String, Value>,
        session_key: Option<&str>,
    ) -> Result<(), Failure> {
        if op.api != Api::Client {
            return Ok(());
        }
        let kept_here = DETACHED.try_with(|d| match op.hook {
            Hook::SaveSession => {
                if let Some(sid) = fields.get("sessionid").and_then(Value::as_str) {
                    *d.borrow_mut() = Some((sid.to_string(), session_key.map(str::to_string)));
                }
            }
            Hook::ForgetSession => *d.borrow_mut() = None,
            _ => {}
        });
        if kept_here.is_ok() {
            return Ok(());
        }
        let key = sessions::key(&self.settings);
        match op.hook {
            Hook::SaveSession => match fields.get("sessionid").and_then(Value::as_str) {
                Some(sid) => self.state()?.save_session(&key, sid, session_key),
                None => Ok(()),
            },
            Hook::ForgetSession => self.state()?.forget_session(&key),
            _ => Ok(()),
        }
    }

    /// The parameters that say who asks: the seller key, or the app and its session (a new
    /// one's key for 1.2), with the session key the answer's signature is checked with.
    fn auth_pairs(
        &self,
        op: &Op,
        ty: &str,
        version: &str,
    ) -> anyhow::Result<(Pairs, Option<String>)> {
        let mut pairs: Vec<(String, String)> = vec![];
        let mut session_key = None;
        match op.api {
            Api::Seller => {
                pairs.push((
                    "sellerkey".into(),
                    self.settings.require("seller_key")?.to_string(),
                ));
                pairs.push(("type".into(), ty.into()));
            }
            Api::Client => {
                pairs.push(("type".into(), ty.into()));
                pairs.push((
                    "name".into(),
                    self.settings.require("app_name")?.to_string(),
                ));
                pairs.push((
                    "ownerid".into(),
                    self.settings.require("ownerid")?.to_string(),
                ));
                if op.opens_session() {
                    if version == "1.2" {
                        let enckey = sessions::random_token(16);
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
        Ok((pairs, session_key))
    }

    pub(crate) fn state(&self) -> Result<State, Failure> {
        State::load(&crate::config::file::data_dir(&self.env)?)
    }

    /// The session id to send: `--session-stdin` / `LICENSECTL_SESSION`, else the one `client init` kept.
    fn session(&self) -> Result<(String, Option<String>), Failure> {
        if let Ok(kept) = DETACHED.try_with(|d| d.borrow().clone()) {
            return kept.ok_or_else(|| Failure::Config("no client session opened".into()));
        }
        if let Some(s) = &self.opts.session {
            return Ok((s.clone(), None));
        }
        self.state()?
            .session(&sessions::key(&self.settings))
            .ok_or_else(|| {
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
                self.env.now(),
            )
        } else {
            let secret = self.settings.require("app_secret")?;
            let key = match enckey {
                Some(k) if !op.opens_session() => format!("{k}-{secret}"),
                _ => secret.to_string(),
            };
            verify::hmac(&key, &resp.headers, &resp.body)
        }
    }

    /// The raw answer to the last request sent (taken: a second call gives `None`).
    pub fn take_last_response(&self) -> Option<http::Response> {
        self.http.take_last()
    }
}

/// The service answered and said no (exit 1): nothing was changed. A network failure or an
/// answer that could not be read may hide a change made, so it is not a refusal here.
fn refused(result: &anyhow::Result<Option<Reply>>) -> bool {
    matches!(
        result
            .as_ref()
            .err()
            .and_then(|e| e.downcast_ref::<Failure>()),
        Some(Failure::Service(_))
    )
}
