//! The HTTP side: routes, one blocking transaction per request, response signing.

use anyhow::{Context, Result};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use axum::Router;
use licensectl_catalogue::Api;
use rusqlite::Connection;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use crate::clock::Clock;
use crate::reply::{Body, Ctx, Query, Reply};
use crate::store::AppCreds;
use crate::{client, seller, sign};

pub struct Shared {
    pub db: Mutex<Connection>,
    pub creds: AppCreds,
    pub clock: Clock,
    pub service_limits: bool,
    pub base_url: String,
}

#[derive(Clone, Copy, PartialEq)]
enum Family {
    Seller,
    Client12,
    Client13,
}

pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/api/seller/", any(seller_api))
        .route("/api/seller", any(seller_api))
        .route("/api/1.3/", any(client13))
        .route("/api/1.3", any(client13))
        .route("/api/1.2/", any(client12))
        .route("/api/1.2", any(client12))
        .route("/magic/:token", get(magic))
        .route("/sandbox/outbox", get(outbox))
        .with_state(shared)
}

type Args = (
    State<Arc<Shared>>,
    ConnectInfo<SocketAddr>,
    Method,
    RawQuery,
    Bytes,
);

async fn seller_api(
    State(s): State<Arc<Shared>>,
    ConnectInfo(a): ConnectInfo<SocketAddr>,
    m: Method,
    RawQuery(q): RawQuery,
    b: Bytes,
) -> Response {
    handle(
        Family::Seller,
        (State(s), ConnectInfo(a), m, RawQuery(q), b),
    )
    .await
}
async fn client13(
    State(s): State<Arc<Shared>>,
    ConnectInfo(a): ConnectInfo<SocketAddr>,
    m: Method,
    RawQuery(q): RawQuery,
    b: Bytes,
) -> Response {
    handle(
        Family::Client13,
        (State(s), ConnectInfo(a), m, RawQuery(q), b),
    )
    .await
}
async fn client12(
    State(s): State<Arc<Shared>>,
    ConnectInfo(a): ConnectInfo<SocketAddr>,
    m: Method,
    RawQuery(q): RawQuery,
    b: Bytes,
) -> Response {
    handle(
        Family::Client12,
        (State(s), ConnectInfo(a), m, RawQuery(q), b),
    )
    .await
}

async fn handle(
    family: Family,
    (State(shared), ConnectInfo(addr), method, RawQuery(raw), body): Args,
) -> Response {
    // SDKs POST form bodies; the service reads the body first, then the query.
    let mut raw = raw.unwrap_or_default();
    if method == Method::POST && !body.is_empty() {
        raw = format!("{}&{raw}", String::from_utf8_lossy(&body));
    }
    let shared2 = shared.clone();
    let result =
        tokio::task::spawn_blocking(move || answer(&shared2, family, &raw, &addr.ip().to_string()))
            .await;
    match result {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => to_response(
            Reply::json(
                500,
                json!({"success": false, "message": format!("Error: {e:#}")}),
            ),
            HeaderMap::new(),
        ),
        Err(_) => to_response(
            Reply::json(
                500,
                json!({"success": false, "message": "Error: handler failed"}),
            ),
            HeaderMap::new(),
        ),
    }
}

fn answer(shared: &Shared, family: Family, raw: &str, ip: &str) -> Result<Response> {
    let q = Query::parse(raw);
    let now = shared.clock.now();
    let mut db = shared
        .db
        .lock()
        .map_err(|_| anyhow::anyhow!("database lock poisoned"))?;
    let tx = db.transaction()?;
    let mut cx = Ctx {
        db: &tx,
        q: &q,
        now,
        ip,
        app: &shared.creds,
        session: None,
    };
    let reply = match family {
        Family::Seller => seller::dispatch(&mut cx, shared.service_limits)?,
        _ => client::dispatch(&mut cx, shared.service_limits)?,
    };
    let enckey = cx.session.as_ref().and_then(|s| s.enckey.clone());
    drop(cx);
    tx.commit()?;
    drop(db);
    let ty = q.str("type");
    let mut headers = HeaderMap::new();
    // The `Date` header follows the sandbox's clock (hyper would stamp the host's), so a
    // client's clock-skew check sees the same time the signatures carry.
    if let Some(at) = chrono::DateTime::from_timestamp(now, 0) {
        let date = at.format("%a, %d %b %Y %H:%M:%S GMT").to_string();
        headers.insert("date", HeaderValue::from_str(&date)?);
    }
    let bytes = body_bytes(&reply.body);
    match family {
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
        Family::Seller => {}
    }
    Ok(to_response(reply, headers))
}

fn body_bytes(body: &Body) -> Vec<u8> {
    match body {
        Body::Json(v) => serde_json::to_vec(v).unwrap_or_default(),
        Body::Text(t) => t.clone().into_bytes(),
    }
}

fn to_response(reply: Reply, mut headers: HeaderMap) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let ct = match reply.body {
        Body::Json(_) => "application/json; charset=utf-8",
        Body::Text(_) => "text/html; charset=UTF-8",
    };
    headers.insert("content-type", HeaderValue::from_static(ct));
    headers.insert("access-control-allow-origin", HeaderValue::from_static("*"));
    (status, headers, body_bytes(&reply.body)).into_response()
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

/// The mail the sandbox would have sent; needs the seller key.
async fn outbox(State(shared): State<Arc<Shared>>, RawQuery(raw): RawQuery) -> Response {
    use subtle::ConstantTimeEq;
    let q = Query::parse(&raw.unwrap_or_default());
    let allowed: bool = q
        .str("sellerkey")
        .as_bytes()
        .ct_eq(shared.creds.seller_key.as_bytes())
        .into();
    if !allowed {
        return to_response(
            Reply::json(
                404,
                json!({"success": false, "message": "No application found"}),
            ),
            HeaderMap::new(),
        );
    }
    let rows = shared
        .db
        .lock()
        .map_err(|_| anyhow::anyhow!("lock"))
        .and_then(|db| read_outbox(&db, &shared.base_url));
    match rows {
        Ok(rows) => to_response(
            Reply::json(
                200,
                json!({"success": true, "message": "Outbox", "messages": rows}),
            ),
            HeaderMap::new(),
        ),
        Err(e) => to_response(
            Reply::json(
                500,
                json!({"success": false, "message": format!("Error: {e}")}),
            ),
            HeaderMap::new(),
        ),
    }
}

fn read_outbox(db: &Connection, base_url: &str) -> Result<Vec<Value>> {
    let mut st =
        db.prepare("SELECT id, sent, to_addr, subject, body, link FROM outbox ORDER BY id")?;
    let rows = st
        .query_map([], |r| {
            let link: Option<String> = r.get(5)?;
            Ok(json!({
                "id": r.get::<_, i64>(0)?,
                "sent": r.get::<_, i64>(1)?,
                "to": r.get::<_, String>(2)?,
                "subject": r.get::<_, String>(3)?,
                "body": r.get::<_, String>(4)?,
                "link": link.map(|l| l.replace("{base_url}", base_url)),
            }))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()
        .context("reading the outbox")?;
    Ok(rows)
}
