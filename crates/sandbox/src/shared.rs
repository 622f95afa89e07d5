//! What the HTTP modules share: the server state (`Shared`), the API families (`Family`), and
//! turning a `Reply` into a response. Its own module so that `server.rs` (the routes) and the
//! modules it calls (envelope, client_versions, outbox, passwords) all import it and not each other.

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use std::sync::Mutex;

use crate::clock::Moved;
use crate::handler::{Body, Reply};
use crate::store::AppCreds;
use crate::worker::Worker;

/// The state every request of one running sandbox shares.
pub struct Shared {
    pub db: Mutex<Connection>,
    /// Read-only connections to the same file, for requests that only read (`readers`); `None`
    /// for an in-memory database, which only `db` can see.
    pub readers: Option<crate::readers::Readers>,
    pub creds: AppCreds,
    /// The sandbox's time, as the controls moved it.
    pub clock: std::sync::Arc<Moved>,
    pub service_limits: bool,
    pub base_url: String,
    pub worker: Worker,
    pub mode: crate::mode::Mode,
    /// Let outgoing requests reach private and special addresses (`fetch`).
    pub allow_private_fetch: bool,
    pub throttle: crate::throttle::Throttle,
    /// The faults switched on (`controls`).
    pub faults: std::sync::Arc<crate::faults::Faults>,
    /// The controls answer: the sandbox serves loopback, or was started to expose them.
    pub controls: bool,
    /// Where snapshots are kept (`snapshots`); `None`: none are.
    pub snapshots: Option<std::path::PathBuf>,
    /// Held shared by every API request from its clock reading to its answer, and exclusively by
    /// a snapshot's load: a request sees the whole state before a load or the whole state after
    /// it (rows, clock and faults), never a mix.
    pub gate: tokio::sync::RwLock<()>,
}

/// The API path a request came in on.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Family {
    Seller,
    Client10,
    Client11,
    Client12,
    Client13,
}

/// The content type of a body as the seller API and client API 1.3 send it.
pub(crate) fn content_type(body: &Body) -> &'static str {
    match body {
        Body::Json(_) | Body::Raw(_) => "application/json; charset=utf-8",
        Body::Text(_) => "text/html; charset=UTF-8",
    }
}

/// The body's bytes; moved, not copied (a large list is tens of megabytes).
pub(crate) fn into_bytes(body: Body) -> Vec<u8> {
    match body {
        Body::Json(v) => serde_json::to_vec(&v).unwrap_or_default(),
        Body::Text(t) | Body::Raw(t) => t.into_bytes(),
    }
}

/// A whole `Reply` as a response, with `headers` and its content type.
pub(crate) fn to_response(reply: Reply, headers: HeaderMap) -> Response {
    let ct = content_type(&reply.body);
    with_bytes(reply.status, ct, into_bytes(reply.body), headers)
}

/// The response for an already serialised body (serialising a large list twice costs seconds).
pub(crate) fn with_bytes(
    status: u16,
    ct: &'static str,
    bytes: Vec<u8>,
    mut headers: HeaderMap,
) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    headers.insert(
        axum::http::header::CONTENT_TYPE,
        HeaderValue::from_static(ct),
    );
    (status, headers, bytes).into_response()
}
