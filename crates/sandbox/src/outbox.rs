//! `GET /sandbox/outbox?sellerkey=…`: the mail the sandbox would have sent (it sends none).

use anyhow::{Context, Result};
use axum::extract::{ConnectInfo, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use rusqlite::Connection;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;

use crate::handler::{Query, Reply};
use crate::shared::{to_response, Shared};

/// The mail the sandbox would have sent; needs the seller key.
pub(crate) async fn outbox(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    RawQuery(raw): RawQuery,
) -> Response {
    use subtle::ConstantTimeEq;
    let q = Query::parse(&raw.unwrap_or_default());
    let now = shared.clock.now();
    if let Some(r) = crate::throttle::gate(&shared.throttle, &shared.creds, &q, addr.ip(), now) {
        return to_response(r, HeaderMap::new());
    }
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
