//! `/api/seller/`: one staff request, in the order docs/gateway.md gives — parameters read once,
//! the token checked (hashed, constant time, wrong ones throttled per address), the operation
//! found in the catalogue, the role and its limits checked, the shared budget, the request
//! rebuilt from checked parameters and sent through `Service::send`, the secret fields the role
//! may not see stripped, the audit row queued (`audit.rs` writes it), then the answer.

use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, Request, StatusCode};
use axum::response::Response;
use licensectl_catalogue::{Api, Kind, Op};
use serde_json::{json, Map, Value};

use super::request::Params;
use super::store::{Entry, Found};
use super::{answer, body_of, header, refusal, Shared};
use crate::error::Failure;
use crate::output::shape::{shape, Shaping};
use licensectl_catalogue::app;

/// What is known of a request so far, for its audit row.
struct Seen {
    who: String,
    role: String,
    address: String,
    op: String,
    target: String,
    shown: Map<String, Value>,
}

/// Why a request stops at the gateway: its answer's status, the reason, and for a throttle or
/// the spent budget, when to come back.
struct Stop {
    status: StatusCode,
    why: String,
    retry: Option<u64>,
}

fn stop(status: StatusCode, why: impl Into<String>) -> Stop {
    Stop {
        status,
        why: why.into(),
        retry: None,
    }
}

pub async fn handle(State(g): State<Arc<Shared>>, req: Request<Body>) -> Response {
    let mut seen = Seen {
        who: "(no valid token)".into(),
        role: String::new(),
        address: super::caller_of(&g, &req).to_string(),
        op: String::new(),
        target: String::new(),
        shown: Map::new(),
    };
    match serve(&g, req, &mut seen).await {
        Ok(r) => r,
        Err(s) => {
            audit_refusal(&g, &seen, &s.why).await;
            match s.retry {
                Some(secs) => rate_limited(&s.why, secs),
                None => refusal(s.status, &s.why),
            }
        }
    }
}

/// The request's way through the gateway, to the service's answer or a stop.
async fn serve(g: &Arc<Shared>, req: Request<Body>, seen: &mut Seen) -> Result<Response, Stop> {
    let ip = super::caller_of(g, &req);
    let (parts, body) = body_of(req).await.map_err(|(s, why)| stop(s, why))?;
    let params = Params::read(
        parts.uri.query(),
        header(&parts.headers, "content-type"),
        &body,
    )
    .map_err(|m| stop(StatusCode::BAD_REQUEST, m.0))?;
    if let Some(name) = ["type", "sellerkey"]
        .into_iter()
        .find(|n| params.in_other_case(n))
    {
        return Err(stop(
            StatusCode::BAD_REQUEST,
            format!("`{name}` is written in another case"),
        ));
    }
    let ty = params.get("type").unwrap_or("").to_string();
    seen.op = crate::redact::text(&ty).into_owned();
    let now = g.cx.env.now();
    let (name, role_name) = authenticate(g, &parts.headers, &params, ip, now).await?;
    seen.who = name;
    seen.role = role_name.clone();
    let op = operation(&ty).ok_or_else(|| {
        stop(
            StatusCode::FORBIDDEN,
            format!("`{ty}` is not an operation the gateway knows"),
        )
    })?;
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
    seen.shown = redacted(op, &checked);
    seen.target = target(op, &checked);
    let role = g.roles.get(&role_name).ok_or_else(|| {
        let why = format!("role `{role_name}` is not defined (the roles file changed?)");
        stop(StatusCode::FORBIDDEN, why)
    })?;
    role.check(op, &checked)
        .map_err(|r| stop(StatusCode::FORBIDDEN, r.0))?;
    if let Some(wait) = g.limiter.as_ref().map(|l| l.delay(Instant::now())) {
        if !wait.is_zero() {
            let why = "the gateway's upstream rate limit is reached (one budget for every caller)";
            return Err(Stop {
                retry: Some(wait.as_secs().max(1)),
                ..stop(StatusCode::TOO_MANY_REQUESTS, why)
            });
        }
    }
    Ok(forward(g, op, &checked, role.secrets, seen, now).await)
}

/// The operation a request names: a catalogue operation, or the service's key check, which
/// `config init` and `doctor` send with the token as the seller key (not a command, so not in the
/// catalogue's groups).
fn operation(ty: &str) -> Option<&'static Op> {
    const KEY_CHECK: &Op = &app::KEY_CHECK;
    licensectl_catalogue::find(Api::Seller, ty)
        .or_else(|| (ty == KEY_CHECK.ty).then_some(KEY_CHECK))
}

/// The caller's token checked: (its name, its role). Wrong ones are counted per address.
async fn authenticate(
    g: &Arc<Shared>,
    headers: &axum::http::HeaderMap,
    params: &Params,
    ip: std::net::IpAddr,
    now: i64,
) -> Result<(String, String), Stop> {
    // The token: the `sellerkey` parameter (the service's shape) or `Authorization: Bearer`.
    let bearer = header(headers, "authorization").map(|h| {
        h.strip_prefix("Bearer ")
            .or_else(|| h.strip_prefix("bearer "))
            .unwrap_or("")
            .trim()
    });
    let token = match (params.get("sellerkey"), bearer) {
        (Some(_), Some(_)) => {
            Err("give the token once: as `sellerkey` or as `Authorization: Bearer`, not both")
        }
        (Some(t), None) | (None, Some(t)) if !t.is_empty() => Ok(t.to_string()),
        _ => Err("no token: send it as `sellerkey` or `Authorization: Bearer`"),
    }
    .map_err(|why| stop(StatusCode::UNAUTHORIZED, why))?;
    if !g.tokens.admit(ip, now, true) {
        let why = "too many wrong tokens from this address; try again in a minute";
        return Err(Stop {
            retry: Some(60),
            ..stop(StatusCode::TOO_MANY_REQUESTS, why)
        });
    }
    // On this worker: a cached token is a hash and a map lookup, an uncached one an indexed read
    // (the store's connection is shared only with the audit writer's short transactions).
    match g.store.authenticate(&token, now) {
        Ok(Found::Live(name, role)) => Ok((name, role)),
        Ok(Found::Unknown) => {
            g.tokens.admit(ip, now, false);
            Err(stop(StatusCode::UNAUTHORIZED, "unknown or revoked token"))
        }
        Ok(Found::Expired(at)) => {
            g.tokens.admit(ip, now, false);
            let when = crate::output::now::instant(at);
            let why = format!("the token expired at {when}; ask the gateway's owner for a new one");
            Err(stop(StatusCode::UNAUTHORIZED, why))
        }
        Err(_) => Err(stop(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the gateway's store failed",
        )),
    }
}

/// Sends the checked request through the one pipeline; strips what the role may not see;
/// writes the audit row; answers.
async fn forward(
    g: &Arc<Shared>,
    op: &'static Op,
    checked: &[(String, String)],
    secrets: bool,
    seen: &mut Seen,
    now: i64,
) -> Response {
    let (status, body, outcome) = match g.cx.send(op, checked).await {
        Ok(Some(reply)) => {
            let mut v = reply.into_value();
            if !secrets {
                let how = Shaping {
                    show_secrets: false,
                    normalise: false,
                };
                shape(&mut v, op.resource, how, &mut Vec::new());
            }
            if op.ty == app::KEY_CHECK.ty {
                // Whose token it was, for `doctor` to say.
                if let Some(o) = v.as_object_mut() {
                    let who = json!({"token": seen.who, "role": seen.role});
                    o.insert(app::KEY_CHECK_GATEWAY.into(), who);
                }
            }
            (StatusCode::OK, v, "ok".to_string())
        }
        Ok(None) => (StatusCode::OK, json!({"success": true}), "ok".into()),
        Err(e) => upstream_failure(&e),
    };
    let entry = Entry {
        at: now,
        who: std::mem::take(&mut seen.who),
        role: std::mem::take(&mut seen.role),
        address: std::mem::take(&mut seen.address),
        operation: op.ty.to_string(),
        target: std::mem::take(&mut seen.target),
        params: Value::Object(std::mem::take(&mut seen.shown)).to_string(),
        outcome,
    };
    write(g, entry).await;
    answer(status, &body)
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

async fn audit_refusal(g: &Arc<Shared>, seen: &Seen, why: &str) {
    let e = Entry {
        at: g.cx.env.now(),
        who: seen.who.clone(),
        role: seen.role.clone(),
        address: seen.address.clone(),
        operation: seen.op.clone(),
        target: seen.target.clone(),
        params: Value::Object(seen.shown.clone()).to_string(),
        outcome: format!("refused: {}", crate::redact::text(why)),
    };
    write(g, e).await;
}

/// Queues an audit row for the writer (`audit.rs`): the answer does not wait for the store.
pub(super) async fn write(g: &Arc<Shared>, e: Entry) {
    g.audit.send(e).await;
}
