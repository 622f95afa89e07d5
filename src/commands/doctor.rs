//! `licensectl doctor`: checks of the configuration, the service and the credentials, one line each.

use anyhow::Result;
use clap::Args;
use licensectl_catalogue::{Api, Generation};
use serde_json::{json, Map, Value};

use crate::config::{Source, SETTINGS};
use crate::context::Context;
use crate::env::Env;
use crate::error::{self, Failure};
use crate::options::Options;
use crate::output::Audience;
use crate::service::verify;
use licensectl_catalogue::app::{KEY_CHECK as SETSELLER, KEY_CHECK_GATEWAY};

/// Check the configuration, the connection and the credentials
///
/// One line per check, `ok`, `warn` or `FAIL`, with a detail: the config file and its mode, the
/// profile and where each setting came from (secrets masked), whether the service answers and how
/// fast, the seller key (its form first) and seller plan, the server's generation and which command
/// groups work there (cached for the profile; docs/generations.md), clock skew against the service's Date header (client API
/// signatures are refused after 20 s), a sandbox's moved clock (`sandbox clock`), and the signature of a client `init` answer (only when
/// app_name and ownerid are set). Exits non-zero when a check fails. With -o json: an array of
/// {check, status, detail}.
///
/// Example: licensectl doctor --profile prod
#[derive(Debug, Args)]
pub struct Cmd {}

/// Clock skew beyond this many seconds is worth a warning.
const MAX_SKEW: i64 = 10;
/// An answer slower than this many milliseconds is worth a warning.
const SLOW_MS: u128 = 3000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Ok,
    Warn,
    Fail,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Warn => "warn",
            Status::Fail => "FAIL",
        }
    }
}

#[derive(Default)]
struct Report {
    checks: Vec<(String, Status, String)>,
    first_failure: Option<Failure>,
}

impl Report {
    fn add(&mut self, check: &str, status: Status, detail: impl Into<String>) {
        self.checks.push((check.to_string(), status, detail.into()));
    }
    fn ok(&mut self, check: &str, detail: impl Into<String>) {
        self.add(check, Status::Ok, detail);
    }
    fn warn(&mut self, check: &str, detail: impl Into<String>) {
        self.add(check, Status::Warn, detail);
    }
    fn fail(&mut self, check: &str, detail: impl Into<String>, failure: Failure) {
        self.add(check, Status::Fail, detail);
        self.first_failure.get_or_insert(failure);
    }
    /// A failed request: its one-line message and its failure (for the exit code).
    fn fail_with(&mut self, check: &str, prefix: &str, e: &anyhow::Error) {
        let (_, msg) = error::report(e);
        let failure = e
            .downcast_ref::<Failure>()
            .cloned()
            .unwrap_or_else(|| Failure::Service(msg.clone()));
        self.fail(check, format!("{prefix}{msg}"), failure);
    }
}

fn config_file(r: &mut Report, path: &std::path::Path, embedded: bool) {
    let shown = path.display();
    let Ok(meta) = std::fs::metadata(path) else {
        let instead = if embedded {
            "using the embedded sandbox (licensectl config init sets up a real service)"
        } else {
            "settings come from the environment and flags"
        };
        r.warn("config file", format!("{shown} does not exist; {instead}"));
        return;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = meta.permissions().mode() & 0o777;
        if mode & 0o077 != 0 {
            r.warn(
                "config file",
                format!("{shown} is mode {mode:04o}: others can read its secrets; run chmod 600 {shown}"),
            );
        } else {
            r.ok("config file", format!("{shown} (mode {mode:04o})"));
        }
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        r.ok("config file", shown.to_string());
    }
}

fn settings(r: &mut Report, cx: &Context) {
    r.ok(
        "profile",
        format!("{} ({})", cx.settings.profile, cx.settings.profile_source),
    );
    for def in SETTINGS {
        let field = def.name;
        match cx.settings.values.get(field) {
            Some(s) => r.ok(field, format!("{} ({})", def.shown(&s.value), s.source)),
            None if matches!(field, "base_url" | "seller_key") => {
                if let Err(f) = cx.settings.require(field) {
                    r.fail(field, f.message().to_string(), f);
                }
            }
            None => match def.default {
                Some(d) => r.ok(field, format!("{d} (default)")),
                None => r.ok(field, "unset"),
            },
        }
    }
}

/// Where each secret lives (the OS keyring, the config file, the environment), and whether a
/// keyring is here to take the file's.
fn secrets(r: &mut Report, cx: &Context) {
    use crate::config::secrets::{self, IN_FILE, IN_KEYRING};
    let mut places = Vec::new();
    let mut in_file = false;
    for def in SETTINGS.iter().filter(|d| d.secret) {
        let place = match cx.settings.values.get(def.name).map(|s| &s.source) {
            Some(Source::Keyring(_)) => IN_KEYRING.to_string(),
            Some(Source::File(_)) => {
                in_file = true;
                IN_FILE.to_string()
            }
            Some(other) => other.to_string(),
            None if cx.settings.unread.contains_key(def.name) => {
                format!("{IN_KEYRING} (unreadable)")
            }
            None => continue,
        };
        places.push(format!("{} in {place}", def.name));
    }
    if places.is_empty() {
        places.push("none configured".into());
    }
    let detail = places.join(", ");
    if in_file && secrets::probe(&cx.env, &cx.config_path).is_ok() {
        r.warn(
            "secrets",
            format!("{detail}; an OS keyring runs here: licensectl config migrate-secrets moves them there"),
        );
    } else {
        r.ok("secrets", detail);
    }
}

/// The service's clock against ours, from the `Date` header of an answer.
fn clock(r: &mut Report, headers: &reqwest::header::HeaderMap, now: i64) {
    let date = headers
        .get("date")
        .and_then(|v| v.to_str().ok())
        .and_then(|d| chrono::DateTime::parse_from_rfc2822(d.trim()).ok());
    let Some(date) = date else {
        r.warn(
            "clock",
            "the service sent no readable Date header; skew not checked",
        );
        return;
    };
    let skew = date.timestamp() - now;
    let side = if skew >= 0 { "ahead of" } else { "behind" };
    if skew.abs() > MAX_SKEW {
        r.warn(
            "clock",
            format!(
                "the service's clock is {} s {side} ours; client API answers are refused when their signature is more than {} s old",
                skew.abs(),
                verify::MAX_AGE
            ),
        );
    } else {
        r.ok(
            "clock",
            format!("the service's clock is {} s {side} ours", skew.abs()),
        );
    }
}

/// A sandbox's clock as its answers state it (`output::now`): moved from real time is said, since
/// every time licensectl shows follows it while signatures keep real time. No row for a service
/// that states none.
fn sandbox_clock(r: &mut Report) {
    let Some((now, offset, frozen)) = crate::output::now::stated() else {
        return;
    };
    if frozen || offset.abs() > 1 {
        let how = crate::output::now::describe(now, offset, frozen);
        r.warn(
            "sandbox clock",
            format!(
                "the sandbox's clock is moved: {how}; time left and expiries are reckoned by it, signatures by real time (sandbox clock reset)"
            ),
        );
    } else {
        r.ok("sandbox clock", "the sandbox's clock runs at real time");
    }
}

/// The server's generation (probed now, cached for the profile) and what works there.
async fn generation(r: &mut Report, cx: &Context) {
    match crate::service::generation::detect(match cx.service() {
        Ok(s) => s,
        Err(e) => return r.fail_with("generation", "the probe failed: ", &e),
    })
    .await
    {
        Ok(g) => r.ok("generation", groups(g)),
        Err(e) => r.fail_with("generation", "the probe failed: ", &e),
    }
}

/// A `sandbox start --generation 2022` says what it promises, from the header its answers carry
/// (docs/sandbox.md).
fn sandbox(r: &mut Report, headers: &reqwest::header::HeaderMap) {
    let promise = headers
        .get(licensectl_sandbox::mode_header())
        .and_then(|v| v.to_str().ok())
        .and_then(licensectl_sandbox::Mode::promise);
    if let Some(promise) = promise {
        r.ok("sandbox", promise);
    }
}

/// Which command groups work on a server of generation `g`.
fn groups(g: Generation) -> String {
    if g == Generation::Current {
        return "current (the hosted service's seller API): every command group works".into();
    }
    let (mut all, mut some, mut none) = (Vec::new(), Vec::new(), Vec::new());
    for (group, _, ops) in licensectl_catalogue::GROUPS {
        let seller: Vec<_> = ops.iter().filter(|o| o.api == Api::Seller).collect();
        let lacking: Vec<&str> = seller
            .iter()
            .filter(|o| o.type_on(g).is_none())
            .map(|o| o.command.trim_start_matches(group).trim())
            .collect();
        match lacking.len() {
            _ if seller.is_empty() => {}
            0 => all.push(group.to_string()),
            n if n == seller.len() => none.push(group.to_string()),
            _ => some.push(format!("{group} (not {})", lacking.join(", "))),
        }
    }
    format!(
        "{} (the open-source KeyAuth server's 2022 seller API): works: {}; partly: {}; not at all: {}",
        g.name(),
        all.join(", "),
        some.join("; "),
        if none.is_empty() { "-".into() } else { none.join(", ") }
    )
}

async fn client_api(r: &mut Report, cx: &mut Context) {
    if cx.settings.get("app_name").is_none() || cx.settings.get("ownerid").is_none() {
        r.ok(
            "client API",
            "skipped: app_name and ownerid are not set (only client commands need them)",
        );
        return;
    }
    let Some(init) = licensectl_catalogue::desk::smoke::INIT.op() else {
        return;
    };
    let mut params = Vec::new();
    if let Some(v) = cx.settings.get("app_version") {
        params.push(("ver".to_string(), v.to_string()));
    }
    let how = match cx.settings.get("client_api") {
        Some("1.2") => "HMAC-SHA256, client API 1.2",
        _ => "Ed25519, client API 1.3",
    };
    match cx.call(init, &params).await {
        Ok(None) => r.warn("client API", "not sent (--dry-run)"),
        Ok(Some(_)) if cx.global.no_verify => r.warn(
            "client API",
            "init answered; its signature was not checked (--no-verify)",
        ),
        Ok(Some(_)) => r.ok("client API", format!("init answer verified ({how})")),
        Err(e) => match e.downcast_ref::<Failure>() {
            Some(Failure::Service(m)) => r.warn(
                "client API",
                format!("init refused: {m}; the signature could not be checked"),
            ),
            _ => r.fail_with("client API", "init: ", &e),
        },
    }
}

pub async fn run(_cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    cx.keep_last = true;
    let mut r = Report::default();
    config_file(&mut r, &cx.config_path, cx.settings.embedded);
    if cx.settings.embedded {
        cx.ensure_service().await?;
    }
    settings(&mut r, &cx);
    secrets(&mut r, &cx);
    // One honest measurement: no retries unless asked for (the default is not asking).
    if cx
        .settings
        .values
        .get("retries")
        .is_none_or(|s| s.source == Source::Default)
    {
        cx.settings.set("retries", "0".into(), Source::Default);
    }
    let form = cx
        .settings
        .get("seller_key")
        .map(crate::service::generation::check_key_form);
    if let Some(Err(f)) = form {
        r.fail("seller key", f.message().to_string(), f);
        for check in ["service", "generation", "clock", "client API"] {
            r.warn(check, "not checked: the seller key cannot be right");
        }
        return print(&cx, r);
    }
    let sent = cx.call(&SETSELLER, &[]).await;
    let resp = cx.take_last_response();
    match (&sent, &resp) {
        (_, Some(resp)) => {
            if !answered(&mut r, &mut cx, &sent, resp).await {
                return print(&cx, r);
            }
        }
        (Ok(_), None) => {
            r.warn("service", "not contacted (--dry-run)");
        }
        (Err(e), None) => {
            r.fail_with("service", "", e);
            for check in ["seller key", "clock", "client API"] {
                r.warn(check, "not checked: the service did not answer");
            }
        }
    }
    print(&cx, r)
}

/// A member of the gateway's note on the key check, shown escaped (the gateway's words).
fn gateway_said(g: &serde_json::Value, member: &str) -> String {
    let said = g
        .get(member)
        .and_then(serde_json::Value::as_str)
        .unwrap_or("?");
    crate::escape::escape_value(said).into_owned()
}

/// An answer that is no KeyAuth envelope (a web server's 404 page, a proxy's error): the base
/// URL points elsewhere, which is what the service check found, not ok. The service's own
/// refusals come with other statuses too (a wrong key: 404 with its envelope), so only the
/// answer's shape decides. Returns whether it was so (the other checks then skipped, said).
fn foreign(r: &mut Report, base: &str, status: u16, sent: &anyhow::Result<impl Sized>) -> bool {
    let foreign =
        matches!(sent, Err(e) if matches!(e.downcast_ref::<Failure>(), Some(Failure::Answer(_))));
    if foreign {
        let what = format!(
            "{base} is not a KeyAuth seller API (HTTP {status}); check base_url (licensectl config show)"
        );
        r.fail("service", what.clone(), Failure::Answer(what));
        for check in ["seller key", "generation", "clock", "client API"] {
            r.warn(
                check,
                "not checked: the service is not a KeyAuth seller API",
            );
        }
    }
    foreign
}

/// Prints the checks; fails with the first failure.
fn print(cx: &Context, r: Report) -> Result<()> {
    let failed = r
        .checks
        .iter()
        .filter(|(_, s, _)| *s == Status::Fail)
        .count();
    match cx.out.audience() {
        Audience::People => {
            let width = crate::output::terminal_width().unwrap_or(usize::MAX);
            let mut text = String::new();
            for (check, status, detail) in &r.checks {
                // A detail may quote the service: its control characters are shown, not obeyed.
                let detail = crate::output::escape_value(detail);
                let word = status.as_str();
                let tone = licensectl_catalogue::resources::CHECK
                    .field("status")
                    .and_then(|f| f.tone_of(word));
                let shown = crate::output::colour::painted(cx.out.colour, tone, word);
                let pad = " ".repeat(4usize.saturating_sub(word.len()));
                let first = format!("{shown}{pad}  {check:<11}  ");
                crate::output::wrap_into(&mut text, &first, &detail, 19, width);
            }
            cx.out.line(text.trim_end())?;
        }
        Audience::Json | Audience::Rows | Audience::Piped => {
            let rows: Vec<Map<String, Value>> = r
                .checks
                .iter()
                .map(|(check, status, detail)| {
                    let v = json!({"check": check, "status": status.as_str(), "detail": detail});
                    v.as_object().cloned().unwrap_or_default()
                })
                .collect();
            cx.out
                .rows(&licensectl_catalogue::resources::CHECK, &rows)?;
        }
    }
    match r.first_failure {
        Some(f) => Err(anyhow::Error::new(f).context(format!(
            "doctor: {failed} of {} checks failed",
            r.checks.len()
        ))),
        None => Ok(()),
    }
}

/// The checks that follow the service's answer to `setseller`: its address and time, the key,
/// the generation, a sandbox's notes, the clock, the client API. `false`: the answer is no
/// KeyAuth seller API's, and the rest is not checked.
async fn answered(
    r: &mut Report,
    cx: &mut Context,
    sent: &Result<Option<serde_json::Value>>,
    resp: &crate::service::http::Response,
) -> bool {
    let ms = resp.elapsed.as_millis();
    let base = cx.settings.get("base_url").unwrap_or("");
    let detail = format!("{base} answered HTTP {} in {ms} ms", resp.status);
    if foreign(r, base, resp.status, sent) {
        return false;
    }
    if ms > SLOW_MS {
        r.warn("service", format!("{detail} (slow)"));
    } else {
        r.ok("service", detail);
    }
    match sent {
        Ok(v) => match v.as_ref().and_then(|v| v.get(KEY_CHECK_GATEWAY)) {
            Some(g) => r.ok(
                "seller key",
                format!(
                    "a licensectl gateway's personal token ({}, role {}): commands outside the role exit 4",
                    gateway_said(g, "token"),
                    gateway_said(g, "role"),
                ),
            ),
            None => r.ok(
                "seller key",
                "accepted; the seller API is available (seller plan)",
            ),
        },
        Err(e) => {
            let no_plan = matches!(e.downcast_ref::<Failure>(), Some(Failure::Auth(m)) if m.contains("Not authorized"));
            let prefix = if no_plan {
                "the key is valid but the account has no seller plan: "
            } else {
                ""
            };
            r.fail_with("seller key", prefix, e);
        }
    }
    if sent.is_ok() {
        generation(r, cx).await;
    }
    sandbox(r, &resp.headers);
    clock(r, &resp.headers, cx.env.now());
    sandbox_clock(r);
    client_api(r, cx).await;
    true
}
