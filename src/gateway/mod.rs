//! The gateway: an HTTP service holding the seller key of a profile and serving the seller API's
//! own shape to personal tokens with roles (`seller.rs`), customers' own HWID resets at `/self/`
//! (`selfservice.rs`), one audit of both (`store.rs`) and one upstream rate budget. Every request
//! upstream goes through the one pipeline (`Context::send`, `Service::send`).
//!
//! It sits beside the executor: it uses the context, the service and the output, and no command
//! (`commands/gateway.rs` is its command line). docs/gateway.md says what it is for.

mod audit;
pub mod forwarded;
mod page;
pub mod request;
pub mod roles;
mod selfservice;
mod seller;
pub mod store;
mod tls;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::Router;
use serde_json::{json, Value};

use crate::context::Context;
use crate::error::Failure;
use crate::service::limiter::Limiter;
use licensectl_sandbox::throttle::Throttle;

pub use tls::Tls;

/// The largest request body read (a seller request is a few hundred bytes; a form less).
pub const MAX_BODY: usize = 16 * 1024;
/// A request's head and body must arrive within this: a slow client holds a connection no longer.
pub const SLOW: Duration = Duration::from_secs(10);

/// The start of every refusal the gateway itself answers with; the CLI reads an answer holding it
/// as an authorisation failure (exit 4) whatever its status (`answer::AUTH_MESSAGES`).
pub use crate::answer::GATEWAY_REFUSED as REFUSED;

/// How to run a gateway.
pub struct Options {
    pub listen: SocketAddr,
    pub tls: Option<Tls>,
    pub db: PathBuf,
    pub roles: roles::Roles,
    /// The HWID reset cooldown instead of the app's setting (seconds).
    pub reset_cooldown: Option<u64>,
    pub audit_rows: u64,
    /// Reverse proxies whose `X-Forwarded-For` names the caller (`forwarded.rs`).
    pub trusted_proxies: Vec<IpAddr>,
}

/// What every request of one running gateway shares.
pub struct Shared {
    cx: Context,
    store: Arc<store::Store>,
    /// The audit rows, written off the request path (`audit.rs`).
    audit: audit::Writer,
    roles: roles::Roles,
    /// The one upstream budget, for every caller (`--rate-limit`): past it, callers are answered
    /// the service's rate-limit refusal instead of queued.
    limiter: Option<Limiter>,
    /// Wrong tokens, per address.
    tokens: Throttle<IpAddr>,
    desk: selfservice::Desk,
    /// `--trusted-proxy`: the peers whose forwarded address is believed.
    proxies: Vec<IpAddr>,
}

/// A gateway serving in the background.
pub struct Running {
    pub base_url: String,
    pub addr: SocketAddr,
    pub warnings: Vec<String>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
    shared: Arc<Shared>,
}

impl Running {
    /// Until the server ends by itself; its queued audit rows written.
    pub async fn wait_ref(&mut self) {
        let _ = (&mut self.task).await;
        self.shared.audit.finish().await;
    }
    /// Stops accepting, lets the requests under way finish, and writes every queued audit row.
    pub async fn stop(mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        let _ = (&mut self.task).await;
        self.shared.audit.finish().await;
    }
}

/// Opens the store, readies the upstream (the profile's service, or the embedded sandbox) and
/// starts serving.
pub async fn start(mut cx: Context, opts: Options) -> anyhow::Result<Running> {
    no_core_dumps();
    let (store, warnings) = store::Store::open(&opts.db, opts.audit_rows)?;
    cx.prepare().await?;
    // Callers retry on their own; the gateway answers what the service said at once.
    cx.set_retries(0);
    let limiter = cx.take_limiter();
    if let Some(key) = cx.settings.get("seller_key") {
        crate::redact::add(key);
    }
    let desk = selfservice::Desk::new(&cx, opts.reset_cooldown);
    let listener = tokio::net::TcpListener::bind(opts.listen)
        .await
        .map_err(|e| Failure::Config(format!("cannot listen on {}: {e}", opts.listen)))?;
    let addr = listener.local_addr()?;
    let scheme = if opts.tls.is_some() { "https" } else { "http" };
    let base_url = format!("{scheme}://{addr}");
    let store = Arc::new(store);
    let audit = audit::Writer::start(store.clone())
        .map_err(|e| Failure::Config(format!("cannot start the audit writer: {e}")))?;
    let shared = Arc::new(Shared {
        cx,
        store,
        audit,
        roles: opts.roles,
        limiter,
        tokens: Throttle::default(),
        desk,
        proxies: opts.trusted_proxies,
    });
    // A shorter deadline for slow clients, for the attack tests (a 10 s wait each otherwise).
    let slow = shared
        .cx
        .env
        .get("LICENSECTL_GATEWAY_SLOW_MS")
        .and_then(|v| v.parse().ok())
        .map_or(SLOW, Duration::from_millis);
    let serving = licensectl_sandbox::serve::Serving {
        head_timeout: Some(slow),
        wrap: opts.tls.map(Tls::wrap),
    };
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(licensectl_sandbox::serve::serve_with(
        listener,
        router(shared.clone()),
        async {
            let _ = rx.await;
        },
        serving,
    ));
    Ok(Running {
        base_url,
        addr,
        warnings,
        stop: Some(tx),
        task,
        shared,
    })
}

/// The process holds the seller key for as long as it serves: no core dump may hold it, and its
/// memory and environment (`/proc/PID/…`) are not readable by other processes of the same user.
fn no_core_dumps() {
    #[cfg(target_os = "linux")]
    // SAFETY: prctl(PR_SET_DUMPABLE, 0) takes plain integers and touches no memory of ours.
    unsafe {
        libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0);
    }
}

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/api/seller/", any(seller::handle))
        .route("/api/seller", any(seller::handle))
        .route("/self/", get(selfservice::page))
        .route("/self/reset-hwid", post(selfservice::reset))
        .fallback(not_found)
        .method_not_allowed_fallback(not_allowed)
        .with_state(shared)
}

async fn not_found(State(g): State<Arc<Shared>>, req: Request<Body>) -> Response {
    let (address, path) = (caller_of(&g, &req), req.uri().path().to_string());
    off_the_map(
        &g,
        address,
        &path,
        StatusCode::NOT_FOUND,
        "no such path on the gateway",
    )
    .await
}

async fn not_allowed(State(g): State<Arc<Shared>>, req: Request<Body>) -> Response {
    let why = format!("{} is not served at this path", req.method());
    let (address, path) = (caller_of(&g, &req), req.uri().path().to_string());
    off_the_map(&g, address, &path, StatusCode::METHOD_NOT_ALLOWED, &why).await
}

/// A path or method the gateway does not serve: refused in its JSON shape (axum's `Allow`
/// header kept on a 405), and audited as every refusal is, with the path asked for (escaped,
/// redacted and cut: it is the caller's text).
async fn off_the_map(
    g: &Arc<Shared>,
    address: IpAddr,
    path: &str,
    status: StatusCode,
    why: &str,
) -> Response {
    let path: String = path.chars().take(200).collect();
    let e = store::Entry {
        at: g.cx.env.now(),
        who: "(no token checked)".into(),
        address: address.to_string(),
        target: crate::escape::escape_value(&crate::redact::text(&path)).into_owned(),
        params: "{}".into(),
        outcome: format!("refused: {}", crate::redact::text(why)),
        ..store::Entry::default()
    };
    seller::write(g, e).await;
    refusal(status, why)
}

/// A request's body, at most `MAX_BODY` bytes arriving within `SLOW`.
async fn body_of(
    req: Request<Body>,
) -> Result<(axum::http::request::Parts, Vec<u8>), (StatusCode, String)> {
    let (parts, body) = req.into_parts();
    match tokio::time::timeout(SLOW, axum::body::to_bytes(body, MAX_BODY)).await {
        Ok(Ok(b)) => Ok((parts, b.to_vec())),
        Ok(Err(_)) => Err((
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the request's body is over {MAX_BODY} bytes"),
        )),
        Err(_) => Err((
            StatusCode::REQUEST_TIMEOUT,
            "the request's body did not arrive in time".into(),
        )),
    }
}

/// The seller API's shape of a refusal by the gateway itself.
fn refusal(status: StatusCode, why: &str) -> Response {
    answer(
        status,
        &json!({"success": false, "message": format!("{REFUSED}: {why}")}),
    )
}

/// A JSON answer, with the seller key and every other known secret masked whatever put it there
/// (an echo of a caller's own parameter included), and headers that keep it out of caches.
fn answer(status: StatusCode, v: &Value) -> Response {
    let text = serde_json::to_string(v).unwrap_or_default();
    let text = crate::redact::text(&text).into_owned();
    let mut r = (status, text).into_response();
    let h = r.headers_mut();
    h.insert(
        "content-type",
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    h.insert("cache-control", HeaderValue::from_static("no-store"));
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    r
}

/// The caller's address: the connection's peer, or the caller a `--trusted-proxy` peer forwards
/// (`forwarded.rs`; docs/gateway.md, "Deployment").
fn caller_of(g: &Shared, req: &Request<Body>) -> IpAddr {
    let peer = req
        .extensions()
        .get::<axum::extract::ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::from([0, 0, 0, 0]), |c| c.0.ip());
    forwarded::caller(peer, &g.proxies, req.headers().get_all("x-forwarded-for"))
}

fn header<'a>(h: &'a HeaderMap, name: &str) -> Option<&'a str> {
    h.get(name).and_then(|v| v.to_str().ok())
}
