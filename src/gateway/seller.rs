//! `/api/seller/`: one staff request, in the order docs/gateway.md gives — parameters read once,
//! the token checked (hashed, constant time, wrong ones throttled per address), the operation
//! found in the catalogue, the role and its limits checked, the shared budget, the request
//! rebuilt from checked parameters and sent through `Service::send`, the secret fields the role
//! may not see stripped, the audit row written, then the answer.

use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, Request, StatusCode};
use axum::response::Response;
use licensectl_catalogue::{Api, Kind, Op};
use serde_json::{json, Map, Value};

use super::request::Params;
use super::store::Entry;
use super::{answer, body_of, header, refusal, Shared};
use crate::error::Failure;
use crate::output::shape::{shape, Shaping};

/// Who asked, as far as it is known, for the audit.
struct Caller {
    who: String,
    role: String,
    address: String,
}

pub async fn handle(State(g): State<Arc<Shared>>, req: Request<Body>) -> Response {
    let ip = super::peer_of(req.extensions());
    let (parts, body) = match body_of(req).await {
        Ok(p) => p,
        Err(r) => {
            let why = "the request's body was too large or too slow";
            audit_refusal(&g, &unknown(ip.to_string()), "", "", &Map::new(), why).await;
            return r;
        }
    };
    let mut caller = unknown(ip.to_string());
    let params = match Params::read(
        parts.uri.query(),
        header(&parts.headers, "content-type"),
        &body,
    ) {
        Ok(p) => p,
        Err(m) => {
            audit_refusal(&g, &caller, "", "", &Map::new(), &m.0).await;
            return refusal(StatusCode::BAD_REQUEST, &m.0);
        }
    };
    for name in ["type", "sellerkey"] {
        if params.in_other_case(name) {
            let why = format!("`{name}` is written in another case");
            audit_refusal(&g, &caller, "", "", &Map::new(), &why).await;
            return refusal(StatusCode::BAD_REQUEST, &why);
        }
    }
    let ty = params.get("type").unwrap_or("").to_string();
    // The token: the `sellerkey` parameter (the service's shape) or `Authorization: Bearer`.
    let bearer = header(&parts.headers, "authorization").map(|h| {
        h.strip_prefix("Bearer ")
            .or_else(|| h.strip_prefix("bearer "))
            .unwrap_or("")
            .trim()
    });
    let token = match (params.get("sellerkey"), bearer) {
        (Some(_), Some(_)) => {
            Err("give the token once: as `sellerkey` or as `Authorization: Bearer`, not both")
        }
        (Some(t), None) | (None, Some(t)) if !t.is_empty() => Ok(t),
        _ => Err("no token: send it as `sellerkey` or `Authorization: Bearer`"),
    };
    let now = g.cx.env.now();
    let token = match token {
        Ok(t) => t,
        Err(why) => {
            audit_refusal(&g, &caller, &ty, "", &Map::new(), why).await;
            return refusal(StatusCode::UNAUTHORIZED, why);
        }
    };
    if !g.tokens.admit(ip, now, true) {
        let why = "too many wrong tokens from this address; try again in a minute";
        audit_refusal(&g, &caller, &ty, "", &Map::new(), why).await;
        return rate_limited(why, 60);
    }
    let found = {
        let (g2, t) = (g.clone(), token.to_string());
        tokio::task::spawn_blocking(move || g2.store.authenticate(&t, now)).await
    };
    let (name, role_name) = match found {
        Ok(Ok(Some(found))) => found,
        Ok(Ok(None)) => {
            g.tokens.admit(ip, now, false);
            let why = "unknown or revoked token";
            audit_refusal(&g, &caller, &ty, "", &Map::new(), why).await;
            return refusal(StatusCode::UNAUTHORIZED, why);
        }
        _ => {
            return refusal(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the gateway's store failed",
            )
        }
    };
    caller.who = name;
    caller.role = role_name.clone();
    let Some(op) = licensectl_catalogue::find(Api::Seller, &ty) else {
        let why = format!("`{ty}` is not an operation the gateway knows");
        audit_refusal(&g, &caller, &ty, "", &Map::new(), &why).await;
        return refusal(StatusCode::FORBIDDEN, &why);
    };
    // Rebuilt from the parameters the operation declares; anything else stays here.
    let checked: Vec<(String, String)> = op
        .params
        .iter()
        .filter_map(|p| {
            params
                .get(p.name)
                .map(|v| (p.name.to_string(), v.to_string()))
        })
        .collect();
    let shown = redacted(op, &checked);
    let target = target(op, &checked);
    let Some(role) = g.roles.get(&role_name) else {
        let why = format!("role `{role_name}` is not defined (the roles file changed?)");
        audit_refusal(&g, &caller, op.ty, &target, &shown, &why).await;
        return refusal(StatusCode::FORBIDDEN, &why);
    };
    if let Err(refused) = role.check(op, &checked) {
        audit_refusal(&g, &caller, op.ty, &target, &shown, &refused.0).await;
        return refusal(StatusCode::FORBIDDEN, &refused.0);
    }
    if let Some(wait) = g.limiter.as_ref().map(|l| l.delay(Instant::now())) {
        if !wait.is_zero() {
            let why = "the gateway's upstream rate limit is reached (one budget for every caller)";
            audit_refusal(&g, &caller, op.ty, &target, &shown, why).await;
            return rate_limited(why, wait.as_secs().max(1));
        }
    }
    let sent = g.cx.send(op, &checked).await;
    let (status, body, outcome) = match sent {
        Ok(Some(reply)) => {
            let mut v = reply.into_value();
            if !role.secrets {
                let how = Shaping {
                    show_secrets: false,
                    normalise: false,
                };
                shape(&mut v, op.resource, how, &mut Vec::new());
            }
            (StatusCode::OK, v, "ok".to_string())
        }
        Ok(None) => (StatusCode::OK, json!({"success": true}), "ok".into()),
        Err(e) => upstream_failure(&e),
    };
    let entry = Entry {
        at: now,
        who: caller.who,
        role: caller.role,
        address: caller.address,
        operation: op.ty.to_string(),
        target,
        params: Value::Object(shown).to_string(),
        outcome,
    };
    write(&g, entry).await;
    answer(status, &body)
}

fn unknown(address: String) -> Caller {
    Caller {
        who: "(no valid token)".into(),
        role: String::new(),
        address,
    }
}

/// What the service's refusal or a failure on the way becomes for the caller: the service's
/// own words where it said no; the gateway's where it failed to reach or read the service.
fn upstream_failure(e: &anyhow::Error) -> (StatusCode, Value, String) {
    let f = e.downcast_ref::<Failure>();
    let said = |status, m: &str| {
        let m = crate::redact::text(m).into_owned();
        (
            status,
            json!({"success": false, "message": m}),
            format!("refused upstream: {m}"),
        )
    };
    match f {
        Some(Failure::Service(m)) => said(StatusCode::OK, m),
        Some(Failure::RateLimited(m)) => said(StatusCode::TOO_MANY_REQUESTS, m),
        Some(Failure::Auth(_)) => {
            crate::say!("licensectl: gateway: the service refused the gateway's seller key; check the profile it serves");
            said(
                StatusCode::BAD_GATEWAY,
                "the service refused the gateway's own credentials; its owner must check the profile it serves",
            )
        }
        Some(Failure::Network(_)) => said(
            StatusCode::BAD_GATEWAY,
            "the gateway could not reach the service",
        ),
        _ => {
            crate::say!("licensectl: gateway: {e:#}");
            said(
                StatusCode::BAD_GATEWAY,
                "the gateway could not use the service's answer",
            )
        }
    }
}

/// The service's shape of a rate-limit refusal (the CLI's exit 7), with when to come back.
fn rate_limited(why: &str, secs: u64) -> Response {
    let mut r = answer(
        StatusCode::TOO_MANY_REQUESTS,
        &json!({"success": false, "message": format!("{}: {why}", super::REFUSED)}),
    );
    if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
        r.headers_mut().insert("retry-after", v);
    }
    r
}

/// The parameters for the audit: secrets (`Kind::Secret`) and known secrets in any value hidden.
fn redacted(op: &Op, checked: &[(String, String)]) -> Map<String, Value> {
    checked
        .iter()
        .map(|(k, v)| {
            let secret = op.param(k).is_some_and(|p| p.kind == Kind::Secret);
            let v = if secret {
                "(redacted)".to_string()
            } else {
                crate::redact::text(v).into_owned()
            };
            (k.clone(), Value::String(v))
        })
        .collect()
}

/// What a request acts on: its positional value, else its user or key.
fn target(op: &Op, checked: &[(String, String)]) -> String {
    let name = op.positional().map(|p| p.name);
    [name, Some("user"), Some("key")]
        .into_iter()
        .flatten()
        .find_map(|n| checked.iter().find(|(k, _)| k == n).map(|(_, v)| v.clone()))
        .map(|v| crate::redact::text(&v).into_owned())
        .unwrap_or_default()
}

async fn audit_refusal(
    g: &Arc<Shared>,
    c: &Caller,
    op: &str,
    target: &str,
    shown: &Map<String, Value>,
    why: &str,
) {
    let e = Entry {
        at: g.cx.env.now(),
        who: c.who.clone(),
        role: c.role.clone(),
        address: c.address.clone(),
        operation: crate::redact::text(op).into_owned(),
        target: target.to_string(),
        params: Value::Object(shown.clone()).to_string(),
        outcome: format!("refused: {}", crate::redact::text(why)),
    };
    write(g, e).await;
}

/// Writes an audit row off the async workers; a failure is said on stderr (the answer still goes).
pub(super) async fn write(g: &Arc<Shared>, e: Entry) {
    let g2 = g.clone();
    let done = tokio::task::spawn_blocking(move || g2.store.audit(&e)).await;
    if let Ok(Err(e)) = done {
        crate::say!("licensectl: gateway: the audit row was not written: {e}");
    }
}
