//! The HTTP side: routes, one transaction per request — a read on the HTTP worker with a
//! read-only connection (`readers`), anything else on the database thread — response signing.
//!
//! The state and response helpers the routes share with the other HTTP modules (envelope,
//! client_versions, outbox, passwords) are in `shared.rs`, so those modules need not name this one.

use anyhow::Result;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, MethodRouter};
use axum::Extension;
use axum::Router;
use licensectl_catalogue::{Answer, Api};
use serde_json::json;
use std::net::SocketAddr;
use std::sync::Arc;

use crate::faults::{Kind, Scope};
use crate::handler::{Ctx, Prework, Query, Reply};
use crate::readers::Read;
use crate::serve::Hangup;
use crate::shared::{to_response, with_bytes, Family, Shared};
use crate::{client, seller, sign};

/// Every answer states the sandbox's clock (`controls::stamp_clock`): the API's in [`api`], the
/// others' — the controls', the pages', a 404 — through a middleware layer (which would cost each
/// API request a boxed future and a second level of routing, ~6 % of a seller `info`'s
/// instructions).
pub fn router(shared: Arc<Shared>) -> Router {
    let others = Router::new()
        .route("/magic/:token", get(magic))
        .route("/reset/:secret", get(reset))
        .route("/sandbox/outbox", get(crate::outbox::outbox))
        .route("/sandbox/clock", any(crate::controls::clock))
        .route("/sandbox/faults", any(crate::controls::faults))
        .route("/sandbox/snapshots", any(crate::controls::snapshots))
        .fallback(|| async { StatusCode::NOT_FOUND })
        .layer(axum::middleware::map_response_with_state(
            shared.clone(),
            crate::controls::stamp_clock,
        ));
    Router::new()
        .route("/api/seller/", api(Family::Seller))
        .route("/api/seller", api(Family::Seller))
        .route("/api/1.3/", api(Family::Client13))
        .route("/api/1.3", api(Family::Client13))
        .route("/api/1.2/", api(Family::Client12))
        .route("/api/1.2", api(Family::Client12))
        .route("/api/1.1/", api(Family::Client11))
        .route("/api/1.1", api(Family::Client11))
        .route("/api/1.0/", api(Family::Client10))
        .route("/api/1.0", api(Family::Client10))
        .merge(others)
        .with_state(shared)
}

type Args = (
    State<Arc<Shared>>,
    ConnectInfo<SocketAddr>,
    Method,
    RawQuery,
    Bytes,
    Option<Extension<Hangup>>,
);

/// The handler of one API family's path.
fn api(family: Family) -> MethodRouter<Arc<Shared>> {
    any(
        move |s: State<Arc<Shared>>,
              a: ConnectInfo<SocketAddr>,
              m: Method,
              q: RawQuery,
              h: Option<Extension<Hangup>>,
              req: axum::extract::Request| async move {
            // A request without a body (every GET the CLI and the SDKs send) skips the body's
            // collection (~2 % of the CPU of a seller `info`); one with a body is read as the
            // `Bytes` extractor reads it, its size cap and refusals included.
            let b = if axum::body::HttpBody::is_end_stream(req.body()) {
                Ok(Bytes::new())
            } else {
                <Bytes as axum::extract::FromRequest<Arc<Shared>>>::from_request(req, &s.0).await
            };
            let shared = s.0.clone();
            let mut response = match b {
                Ok(b) => handle(family, (s, a, m, q, b, h)).await,
                Err(refused) => refused.into_response(),
            };
            crate::controls::stamp(&shared, &mut response);
            response
        },
    )
}

async fn handle(family: Family, args: Args) -> Response {
    let older_client_api = matches!(
        family,
        Family::Client10 | Family::Client11 | Family::Client12
    );
    let cors = args.0.mode.cors_for(older_client_api);
    let sandbox_header = sandbox_header(&args.0.mode);
    let mut response = answer(family, args).await;
    // A proxy's error page (`sandbox faults`) is the CDN's, not the service's: no CORS header, so
    // a browser app gets the opaque network error it gets in production (docs/sandbox.md).
    let proxy_page = response
        .headers()
        .get(axum::http::header::SERVER)
        .is_some_and(|v| v == "cloudflare");
    if cors && !proxy_page {
        response.headers_mut().insert(
            axum::http::header::ACCESS_CONTROL_ALLOW_ORIGIN,
            axum::http::HeaderValue::from_static("*"),
        );
    }
    if !proxy_page {
        if let Some(v) = sandbox_header {
            response.headers_mut().insert(SANDBOX_HEADER, v);
        }
    }
    response
}

/// `mode::HEADER`, named once (a name given as text is parsed again at every insert).
const SANDBOX_HEADER: axum::http::HeaderName =
    axum::http::HeaderName::from_static(crate::mode::HEADER);

/// The value of `mode::HEADER` for `mode`: the generation's name, as it is, when `--bugs` adds
/// nothing to it (no text formatted a request).
fn sandbox_header(mode: &crate::mode::Mode) -> Option<HeaderValue> {
    if mode.bugs {
        HeaderValue::from_str(&mode.header()).ok()
    } else {
        Some(HeaderValue::from_static(mode.generation.name()))
    }
}

async fn answer(
    family: Family,
    (State(shared), ConnectInfo(addr), method, RawQuery(raw), body, hangup): Args,
) -> Response {
    if let Some(r) = not_served(&shared, family, raw.as_deref()) {
        return r;
    }
    let q = parse(&shared, family, &method, raw, &body).await;
    if let Some(r) = faulted(&shared, family, &q, hangup.map(|Extension(h)| h)).await {
        return r;
    }
    // A snapshot's load waits for this request, and this request for a load under way.
    let _state = shared.gate.read().await;
    // A server that counted no wrong seller keys (the 2022 one): with `--bugs`, none are throttled.
    let unthrottled = shared.mode.bugs && !shared.mode.generation.server().throttles_wrong_keys;
    if family == Family::Seller && !unthrottled {
        let now = shared.clock.now();
        if let Some(r) = crate::throttle::gate(&shared.throttle, &shared.creds, &q, addr.ip(), now)
        {
            return to_response(r, HeaderMap::new());
        }
    }
    let pre = crate::passwords::prework(&shared, family, &q).await;
    if pre.busy {
        return overloaded();
    }
    let ip = ip_text(addr.ip());
    // Password work or a fetch made for it: the database thread's (none is made for a read).
    let prepared = pre.checked.is_some() || pre.hashed.borrow().is_some() || pre.fetched.is_some();
    let result = match read(&shared, family, q, &ip, prepared).await {
        Ok(Outcome::Done(done)) => done.map(Ok),
        Ok(Outcome::Busy) => return overloaded(),
        Ok(Outcome::Streamed(body)) => return streamed(&shared, body),
        Err(q) => passes(&shared, family, q, ip, pre).await,
    };
    match result.map(|r| r.and_then(|done| respond(&shared, family, done))) {
        Some(Ok(r)) => r,
        Some(Err(e)) if crate::store::is_busy(&e) => busy(),
        Some(Err(e)) => failed(&format!("Error: {e:#}")),
        None => failed("Error: handler failed"),
    }
}

/// `ip` as text (`Display`'s, byte for byte): an IPv4 address without `fmt`'s padding machinery,
/// which was ~1 % of the CPU of a seller `info`.
fn ip_text(ip: std::net::IpAddr) -> String {
    let std::net::IpAddr::V4(v4) = ip else {
        return ip.to_string();
    };
    let mut out = String::with_capacity(15);
    let mut digits = itoa::Buffer::new();
    for (i, octet) in v4.octets().into_iter().enumerate() {
        if i > 0 {
            out.push('.');
        }
        out.push_str(digits.format(octet));
    }
    out
}

/// The generation's web server's own answers, before the API sees the request: no `/api/1.3/`
/// where it has none (404), and a seller URI over its limit (414).
fn not_served(shared: &Shared, family: Family, raw: Option<&str>) -> Option<Response> {
    let server = shared.mode.generation.server();
    if family == Family::Client13 && !server.client_13 {
        // No public revision of the open-source server has `/api/1.3/`: its web server's 404.
        return Some(to_response(
            Reply::text(404, crate::mode::NOT_FOUND_PAGE),
            HeaderMap::new(),
        ));
    }
    let long = server
        .uri_max
        .is_some_and(|max| raw.map_or(0, str::len) + "/api/seller/?".len() > max);
    (family == Family::Seller && long).then(|| {
        with_bytes(
            414,
            "text/html",
            crate::mode::URI_TOO_LARGE_PAGE.as_bytes().to_vec(),
            HeaderMap::new(),
        )
    })
}

/// The request's parameters as the service reads them.
async fn parse(
    shared: &Arc<Shared>,
    family: Family,
    method: &Method,
    raw: Option<String>,
    body: &Bytes,
) -> Query {
    // SDKs POST form bodies; the service reads the body first, then the query.
    let mut raw = raw.unwrap_or_default();
    if method == Method::POST && !body.is_empty() {
        raw = format!("{}&{raw}", String::from_utf8_lossy(body));
    }
    if family == Family::Client10 {
        raw = crate::envelope::open_request(shared, raw).await;
    }
    let mut q = Query::parse(&raw);
    q.api = crate::client_versions::client_api(family);
    if family != Family::Seller {
        // The client API's `sanitize()` of every value it reads: `<b>x</b>` is `x`.
        q.strip_tags();
    }
    let generation = shared.mode.generation;
    if family == Family::Seller && shared.mode.bugs && generation.server().sanitizes_seller {
        // The 2022 server's `sanitize()` (`<b>x</b>` is `x`; `add&level=abc` is level 1).
        crate::seller::php_sanitize(&mut q, generation);
    }
    if family == Family::Seller && method == Method::POST {
        q.body = serde_json::from_slice(body).ok().map(Box::new);
    }
    q
}

/// Not the service's "Error: …": the sandbox's own file is held by another process (a long
/// `sandbox seed`). Nothing was done; the caller may retry.
fn busy() -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(
        crate::store::BUSY_HEADER,
        HeaderValue::from_static("database"),
    );
    headers.insert("retry-after", HeaderValue::from_static("1"));
    to_response(
        Reply::json(
            503,
            json!({"success": false, "message": "the sandbox's database is busy: another process (such as `sandbox seed`) holds its write lock; nothing was done, try again when it finishes"}),
        ),
        headers,
    )
}

/// The sandbox's own answer when its bounded queues are full (the hashing pool's, the list
/// readers'): as [`busy`], nothing was done and the caller may retry in a second.
fn overloaded() -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(
        crate::store::BUSY_HEADER,
        HeaderValue::from_static(crate::store::BUSY_OVERLOADED),
    );
    headers.insert("retry-after", HeaderValue::from_static("1"));
    to_response(
        Reply::json(
            503,
            json!({"success": false, "message": "the sandbox is busy: too many requests wait for its password hashing or list readers; nothing was done, try again in a second"}),
        ),
        headers,
    )
}

/// The service's HTTP 500 with `message`.
fn failed(message: &str) -> Response {
    to_response(
        Reply::json(500, json!({"success": false, "message": message})),
        HeaderMap::new(),
    )
}

/// The faults switched on for this request: waits out their latency, and answers for the service
/// when one replaces its answer (`None`: the service answers). Service answers a fault stands in
/// for (unavailable, malformed, rate limited) are signed or sealed as the service does its own.
async fn faulted(
    shared: &Arc<Shared>,
    family: Family,
    q: &Query,
    hangup: Option<Hangup>,
) -> Option<Response> {
    let api = if family == Family::Seller {
        Scope::Seller
    } else {
        Scope::Client
    };
    let picked = shared.faults.pick(api, q.str("type"));
    if picked.changed {
        let s = shared.clone();
        let _ = shared
            .worker
            .run(move || crate::controls::keep_faults(&s))
            .await;
    }
    if picked.delay_ms > 0 {
        tokio::time::sleep(std::time::Duration::from_millis(picked.delay_ms)).await;
    }
    let reply = match picked.answer? {
        Kind::Latency { .. } => return None,
        Kind::Status(code) => {
            let mut headers = HeaderMap::new();
            headers.insert("server", HeaderValue::from_static("cloudflare"));
            return Some(to_response(
                Reply::text(code, crate::faults::proxy_page(code)),
                headers,
            ));
        }
        Kind::Drop | Kind::Hang => {
            if picked.answer == Some(Kind::Hang) {
                shared.faults.hang(&picked).await;
            }
            let Some(h) = hangup else {
                return Some(to_response(Reply::text(502, ""), HeaderMap::new()));
            };
            h.now();
            // The connection closes under this answer; it is never sent.
            std::future::pending::<()>().await;
            return None;
        }
        Kind::Unavailable => crate::handler::fail(crate::faults::UNAVAILABLE),
        Kind::Malformed => Reply {
            status: 200,
            body: crate::handler::Body::Raw(crate::faults::MALFORMED.to_string()),
            unsigned: false,
        },
        Kind::RateLimit if family == Family::Seller => crate::handler::fail(seller::RATE_LIMITED),
        Kind::RateLimit => crate::handler::fail(client::RATE_LIMITED).sent_as_is(),
    };
    Some(in_place(shared, family, q, reply))
}

/// A fault's stand-in for the service's answer, signed or sealed as the service's would be:
/// client API 1.0 and 1.2 with the session's key.
fn in_place(shared: &Shared, family: Family, q: &Query, reply: Reply) -> Response {
    let enckey = match family {
        Family::Client10 | Family::Client12 => with_db(shared, |db| {
            db.query_row(
                "SELECT enckey FROM sessions WHERE id = ?1",
                [q.str("sessionid")],
                |r| r.get::<_, Option<String>>(0),
            )
            .ok()
            .flatten()
        })
        .flatten(),
        _ => None,
    };
    let done = Done {
        q: q.clone(),
        reply,
        enckey,
    };
    respond(shared, family, done).unwrap_or_else(|e| failed(&format!("Error: {e:#}")))
}

/// `f` on a read-only connection, or on the database's own when there is none to be had.
fn with_db<T>(shared: &Shared, f: impl Fn(&rusqlite::Connection) -> T) -> Option<T> {
    if let Some(Read::Done(t)) = shared.readers.as_ref().map(|r| r.read(|db| f(db))) {
        return Some(t);
    }
    shared.db.lock().ok().map(|db| f(&db))
}

/// A request's committed outcome, before serialisation.
struct Done {
    q: Query,
    reply: Reply,
    enckey: Option<String>,
}

/// How a pass on the database thread ended: committed, or rolled back for an outgoing request.
enum Pass {
    Done(Done),
    Fetch(Box<(crate::fetch::Request, Query, Prework)>),
}

/// Runs the request's transaction; when a handler needs an outgoing request's answer, makes it
/// here, off the database thread and with no transaction open, then runs the request again.
async fn passes(
    shared: &Arc<Shared>,
    family: Family,
    mut q: Query,
    ip: String,
    mut pre: Prework,
) -> Option<Result<Done>> {
    // A second pass asks for another request only if the webhook or file changed in between.
    for _ in 0..3 {
        let (s, ip) = (shared.clone(), ip.clone());
        match shared
            .worker
            .run(move || transact(&s, family, q, &ip, pre))
            .await?
        {
            Ok(Pass::Done(done)) => return Some(Ok(done)),
            Err(e) => return Some(Err(e)),
            Ok(Pass::Fetch(next)) => {
                let (req, again, mut pre_again) = *next;
                // Private and loopback addresses only with `--allow-private-fetch`, whatever the
                // generation: the 2022 server's seller `upload` fetched any address, but a sandbox
                // reproducing that would let whoever holds its seller key reach this host's network.
                let answer = crate::fetch::perform(&req, shared.allow_private_fetch).await;
                pre_again.fetched = Some((req, answer));
                (q, pre) = (again, pre_again);
            }
        }
    }
    Some(Err(anyhow::anyhow!(
        "the request's outgoing fetch kept changing"
    )))
}

/// The database part of a request, on the database thread: one transaction, then commit.
fn transact(shared: &Shared, family: Family, q: Query, ip: &str, pre: Prework) -> Result<Pass> {
    let mut db = shared
        .db
        .lock()
        .map_err(|_| anyhow::anyhow!("database lock poisoned"))?;
    // IMMEDIATE: another process may share the file (the embedded sandbox of parallel commands);
    // a deferred transaction that reads, then writes, would fail instead of waiting its turn.
    let tx = db.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let (reply, enckey, pre) = run(shared, family, &tx, &q, ip, pre);
    match reply.map_err(|e| e.downcast::<crate::fetch::NeedFetch>()) {
        Ok(reply) => {
            tx.commit()?;
            Ok(Pass::Done(Done { q, reply, enckey }))
        }
        Err(Ok(crate::fetch::NeedFetch(req))) => {
            drop(tx); // rolled back: nothing is held while the request is made
            Ok(Pass::Fetch(Box::new((req, q, pre))))
        }
        Err(Err(e)) => Err(e),
    }
}

/// The request's handler on `db`, inside the caller's transaction: its answer, the session's
/// key, and the password work done before (given back for another pass).
fn run(
    shared: &Shared,
    family: Family,
    db: &rusqlite::Connection,
    q: &Query,
    ip: &str,
    pre: Prework,
) -> (crate::handler::Handled, Option<String>, Prework) {
    let mut cx = Ctx {
        db,
        q,
        now: shared.clock.now(),
        ip,
        app: &shared.creds,
        session: None,
        pre,
        mode: shared.mode,
    };
    let reply = match family {
        Family::Seller => seller::dispatch(&mut cx, shared.service_limits),
        _ => client::dispatch(&mut cx, shared.service_limits),
    };
    let enckey = cx.session.and_then(|s| s.enckey);
    (reply, enckey, cx.pre)
}

/// How a read on a read-only connection went.
enum Outcome {
    /// Answered whole; `None` when its handler panicked (as on the database thread: "handler
    /// failed").
    Done(Option<Done>),
    /// The list readers' queue is full: the busy answer.
    Busy,
    /// A seller list going out as it is read (`stream`).
    Streamed(crate::stream::Body),
}

/// A request that only reads, answered here on a read-only connection (`readers`) instead of on
/// the database thread: a list on a list thread (it may take a second; a seller list of the
/// current generation sent as it is read, `stream`), anything else on this HTTP worker (the key
/// lookup is microseconds; the hand-off to the database thread and back cost more). Given back,
/// to be run on the database thread as before, when it is not a declared read, `--limits
/// service` counts it (a write), password work was done for it, it did need to write, or it
/// failed.
async fn read(
    shared: &Arc<Shared>,
    family: Family,
    q: Query,
    ip: &str,
    prepared: bool,
) -> std::result::Result<Outcome, Query> {
    let api = if family == Family::Seller {
        Api::Seller
    } else {
        Api::Client
    };
    let op = licensectl_catalogue::find(api, q.str("type")).filter(|op| op.is_read());
    let Some(op) = op.filter(|_| shared.readers.is_some() && !shared.service_limits && !prepared)
    else {
        return Err(q);
    };
    if !matches!(op.answer, Answer::List(_) | Answer::Lists(_)) {
        return caught(|| read_now(shared, family, q, ip)).map(Outcome::Done);
    }
    let (s, ip) = (shared.clone(), ip.to_string());
    let as_read = family == Family::Seller && !shared.mode.reshapes();
    let (started, body) = tokio::sync::oneshot::channel();
    let job = lists().run(move || {
        let read = || caught(|| read_now(&s, family, q, &ip));
        if as_read {
            crate::stream::with_sink(started, read)
        } else {
            read()
        }
    });
    tokio::pin!(job);
    // The list's body as soon as its first chunk is written (first: a list of a few chunks
    // may be written whole before this is polled), else its whole answer.
    tokio::select! {
        biased;
        body = body => {
            if let Ok(body) = body {
                return Ok(Outcome::Streamed(body));
            }
        }
        done = &mut job => return done.map_or(Ok(Outcome::Busy), |d| d.map(Outcome::Done)),
    }
    job.await
        .map_or(Ok(Outcome::Busy), |d| d.map(Outcome::Done))
}

/// The threads that read lists (each may take a second, or as long as its client takes to
/// read it): two a core, at least 8; beyond them reads wait in a queue of 256, and past that
/// are answered busy.
fn lists() -> &'static crate::pool::Pool {
    static POOL: std::sync::OnceLock<crate::pool::Pool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        crate::pool::Pool::new("lists", (2 * crate::pool::Pool::cores()).max(8), 256)
    })
}

/// A list going out as it is read: the headers `respond` gives a seller answer, no length.
fn streamed(shared: &Shared, body: crate::stream::Body) -> Response {
    let mut headers = HeaderMap::new();
    if let Some(date) = http_date(shared.clock.base().now()) {
        headers.insert("date", date);
    }
    headers.insert(
        "content-type",
        HeaderValue::from_static(crate::shared::content_type(&crate::handler::Body::Raw(
            String::new(),
        ))),
    );
    (StatusCode::OK, headers, axum::body::Body::new(body)).into_response()
}

/// `read`'s outcome with a panic as `None`.
fn caught(
    f: impl FnOnce() -> std::result::Result<Done, Query>,
) -> std::result::Result<Option<Done>, Query> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_or(Ok(None), |r| r.map(Some))
}

/// [`read`]'s work, on the calling thread (no password work or fetch was made for it).
fn read_now(
    shared: &Shared,
    family: Family,
    q: Query,
    ip: &str,
) -> std::result::Result<Done, Query> {
    let Some(readers) = &shared.readers else {
        return Err(q);
    };
    let outcome = readers.read(|db| {
        // One read transaction (the handler's reads see one state); cached, as `BEGIN` and
        // `COMMIT` were parsed again for every request.
        db.prepare_cached("BEGIN").ok()?.execute([]).ok()?;
        let (reply, enckey, _) = run(shared, family, db, &q, ip, Prework::default());
        let end = if reply.is_ok() { "COMMIT" } else { "ROLLBACK" };
        db.prepare_cached(end).ok()?.execute([]).ok()?;
        Some((reply.ok()?, enckey))
    });
    match outcome {
        Read::Done(Some((reply, enckey))) => Ok(Done { q, reply, enckey }),
        _ => Err(q),
    }
}

/// The `Date` header for `now`, formatted once per second per thread (chrono's formatter was ~1%
/// of the sandbox's CPU at 20,000 requests a second).
fn http_date(now: i64) -> Option<HeaderValue> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<(i64, HeaderValue)>> = const { std::cell::RefCell::new(None) };
    }
    LAST.with_borrow_mut(|last| {
        if let Some((_, v)) = last.as_ref().filter(|(at, _)| *at == now) {
            return Some(v.clone());
        }
        let at = chrono::DateTime::from_timestamp(now, 0)?;
        let v = HeaderValue::from_str(&at.format("%a, %d %b %Y %H:%M:%S GMT").to_string()).ok()?;
        *last = Some((now, v.clone()));
        Some(v)
    })
}

/// Serialises and signs an answer; off the database thread, so large lists don't hold it up.
fn respond(shared: &Shared, family: Family, done: Done) -> Result<Response> {
    let Done { q, reply, enckey } = done;
    let ty = q.str("type");
    let mut headers = HeaderMap::new();
    // The transport's stamps — the `Date` header and the signatures' timestamp — are the base
    // clock's: real time, not the time `sandbox clock` moved the rules to, so an app's freshness
    // and skew checks pass against a moved sandbox as they do against the service. (Tests run
    // the base clock by hand; hyper would stamp the host's.) Formatted once a second.
    let now = shared.clock.base().now();
    if let Some(date) = http_date(now) {
        headers.insert(axum::http::header::DATE, date);
    }
    let ct = crate::client_versions::content_type(family, &reply.body);
    let as_is = reply.unsigned;
    let mut bytes = crate::client_versions::into_bytes(family, reply.body);
    match family {
        _ if as_is => {}
        Family::Client13 => {
            let unsigned =
                licensectl_catalogue::find(Api::Client, ty).is_some_and(|op| op.unsigned);
            if !unsigned {
                let sig = sign::ed25519(&shared.creds.signing_seed, now, &bytes);
                headers.insert("x-signature-ed25519", HeaderValue::from_str(&sig)?);
                headers.insert(
                    "x-signature-timestamp",
                    HeaderValue::from_str(&now.to_string())?,
                );
            }
        }
        Family::Client12 => {
            let key = if ty == "init" {
                q.get("enckey").map(|_| shared.creds.secret.clone())
            } else {
                enckey
            };
            let value = match key {
                Some(k) => sign::hmac_hex(&k, &bytes),
                None => "No encryption key supplied".to_string(),
            };
            headers.insert("signature", HeaderValue::from_str(&value)?);
        }
        Family::Client10 => bytes = crate::client_versions::seal(&shared.creds, &q, enckey, &bytes),
        Family::Client11 | Family::Seller => {}
    }
    Ok(with_bytes(reply.status, ct, bytes, headers))
}

async fn magic(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    let now = shared.clock.now();
    let text = shared
        .db
        .lock()
        .ok()
        .and_then(|db| client::approve_magic(&db, &token, now).ok());
    let text = text.unwrap_or("The sandbox could not read its database.");
    (
        StatusCode::OK,
        [("content-type", "text/plain; charset=utf-8")],
        format!("{text}\n"),
    )
        .into_response()
}

/// The page a `forgot` mail links to: a new random password, shown once (the sandbox's choice:
/// the service's page is not specified).
async fn reset(State(shared): State<Arc<Shared>>, Path(secret): Path<String>) -> Response {
    let text = reset_text(shared, secret).await;
    let text = text.unwrap_or_else(|| "The sandbox could not reset the password.".into());
    (
        StatusCode::OK,
        [("content-type", "text/plain; charset=utf-8")],
        format!("{text}\n"),
    )
        .into_response()
}

/// The reset page's text; `None` when the database could not be used. The password is hashed
/// (~30 ms) off the database thread, and only for a link that exists; `reset_password` checks the
/// link again.
async fn reset_text(shared: Arc<Shared>, secret: String) -> Option<String> {
    let (s, sec) = (shared.clone(), secret.clone());
    let exists = shared
        .worker
        .run(move || client::reset_link_exists(&*s.db.lock().ok()?, &sec).ok())
        .await??;
    if !exists {
        return Some(client::INVALID_RESET_LINK.to_string());
    }
    let password = crate::store::random_string(12);
    let pw = password.clone();
    let hash = crate::hash::hash_queued(pw, shared.mode.fuzzing)
        .await
        .ok()?
        .ok()?;
    let s = shared.clone();
    shared
        .worker
        .run(move || {
            let db = s.db.lock().ok()?;
            client::reset_password(&db, &secret, s.clock.now(), &password, &hash).ok()
        })
        .await?
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_address_is_written_as_display_writes_it() {
        for ip in [
            "0.0.0.0",
            "127.0.0.1",
            "10.20.100.255",
            "9.99.199.200",
            "::1",
            "fe80::1",
        ] {
            let ip: std::net::IpAddr = ip.parse().unwrap();
            assert_eq!(super::ip_text(ip), ip.to_string());
        }
    }
}
