//! The sandbox's controls, under `/sandbox/` (a path the service has not): its clock
//! (`/sandbox/clock`), its faults (`/sandbox/faults`) and its snapshots (`/sandbox/snapshots`). They answer only the app's seller key
//! (compared in constant time), and only on a sandbox serving loopback unless it was started with
//! `expose_controls`. Every change is kept in the database, so the embedded sandbox of the next
//! command sees it too.

use axum::body::Bytes;
use axum::extract::{ConnectInfo, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use subtle::ConstantTimeEq;

use crate::clock::{Move, Steer};
use crate::faults::Fault;
use crate::handler::{Query, Reply};
use crate::shared::{to_response, Shared};

/// Where the database keeps the clock's state and the faults.
pub const CLOCK_KEY: &str = "sandbox_clock";
pub const FAULTS_KEY: &str = "sandbox_faults";

fn answer(status: u16, v: Value) -> Response {
    to_response(Reply::json(status, v), HeaderMap::new())
}

fn refusal(status: u16, msg: &str) -> Reply {
    Reply::json(status, json!({"success": false, "message": msg}))
}

fn refuse(status: u16, msg: &str) -> Response {
    to_response(refusal(status, msg), HeaderMap::new())
}

fn sent(r: Reply) -> Response {
    to_response(r, HeaderMap::new())
}

/// The request's parameters (form body, then query), once the key and the address allow it.
fn admit(
    shared: &Shared,
    addr: SocketAddr,
    raw: Option<String>,
    body: &Bytes,
) -> Result<Query, Reply> {
    let mut raw = raw.unwrap_or_default();
    if !body.is_empty() {
        raw = format!("{}&{raw}", String::from_utf8_lossy(body));
    }
    let q = Query::parse(&raw);
    let now = shared.clock.now();
    if let Some(r) = crate::throttle::gate(&shared.throttle, &shared.creds, &q, addr.ip(), now) {
        return Err(r);
    }
    let right: bool = q
        .str("sellerkey")
        .as_bytes()
        .ct_eq(shared.creds.seller_key.as_bytes())
        .into();
    if !right {
        return Err(refusal(404, "No application found"));
    }
    if !shared.controls {
        return Err(refusal(
            403,
            "the sandbox's controls are off: it serves an address other than loopback; start it with --expose-controls to use them",
        ));
    }
    Ok(q)
}

/// Writes one control's state to the database.
fn keep(shared: &Shared, key: &str, value: &str) -> Result<(), Reply> {
    let db = shared
        .db
        .lock()
        .map_err(|_| refusal(500, "Error: database lock poisoned"))?;
    crate::store::set(&db, key, value).map_err(|e| refusal(500, &format!("Error: {e}")))
}

/// The clock's state as the answer and the database show it.
fn clock_json(shared: &Shared) -> Value {
    let s = shared.clock.steer();
    let now = shared.clock.now();
    let time = chrono::DateTime::from_timestamp(now, 0)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string());
    json!({
        "success": true,
        "message": "Clock",
        "now": now,
        "time": time,
        "frozen": s.frozen.is_some(),
        "offset": now - shared.clock.base().now(),
    })
}

/// `/sandbox/clock`: `action=show` (the default), `set&at=TIME`, `advance&by=DURATION`
/// (`30d`, `-2h`), `freeze`, `resume`, `reset` (back to real time).
pub(crate) async fn clock(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    RawQuery(raw): RawQuery,
    body: Bytes,
) -> Response {
    let q = match admit(&shared, addr, raw, &body) {
        Ok(q) => q,
        Err(r) => return sent(r),
    };
    let action = q.get("action").unwrap_or("show");
    let m = match action {
        "show" => None,
        "set" => match crate::clock::parse_time(q.str("at")) {
            Ok(t) => Some(Move::Set(t)),
            Err(e) => return refuse(400, &e),
        },
        "advance" => match signed_duration(q.str("by")) {
            Ok(d) => Some(Move::Advance(d)),
            Err(e) => return refuse(400, &e),
        },
        "freeze" => Some(Move::Freeze),
        "resume" => Some(Move::Resume),
        "reset" => Some(Move::Reset),
        other => {
            return refuse(
                400,
                &format!("no clock action {other:?}: show, set, advance, freeze, resume or reset"),
            )
        }
    };
    if let Some(m) = m {
        let steer = shared.clock.apply(m);
        if let Err(r) = keep(&shared, CLOCK_KEY, &save_steer(&steer)) {
            return sent(r);
        }
    }
    answer(200, clock_json(&shared))
}

/// States the sandbox's clock on every answer (`CLOCK_HEADER`): the API's, the controls', a
/// fault's, a refusal's alike, so a client's times follow a moved clock whatever it asked.
/// The value is formatted once per clock state per thread (at most once a second a thread while the
/// clock runs), not at every answer.
pub(crate) async fn stamp_clock(State(shared): State<Arc<Shared>>, mut r: Response) -> Response {
    stamp(&shared, &mut r);
    r
}

/// [`stamp_clock`]'s work, for a handler that stamps its own answers (the API's: a middleware
/// layer costs every request a boxed future and a level of routing).
pub(crate) fn stamp(shared: &Shared, r: &mut Response) {
    const NAME: axum::http::HeaderName =
        axum::http::HeaderName::from_static(crate::clock::CLOCK_HEADER);
    thread_local! {
        static LAST: std::cell::RefCell<Option<(crate::clock::Stated, axum::http::HeaderValue)>> =
            const { std::cell::RefCell::new(None) };
    }
    let stated = crate::clock::Stated::of(&shared.clock);
    let value = LAST.with_borrow_mut(|last| {
        if let Some((_, v)) = last.as_ref().filter(|(at, _)| *at == stated) {
            return Some(v.clone());
        }
        let v = axum::http::HeaderValue::from_str(&stated.header()).ok()?;
        *last = Some((stated, v.clone()));
        Some(v)
    });
    if let Some(v) = value {
        r.headers_mut().insert(NAME, v);
    }
}

/// `30d`, `+30d` or `-2h` in seconds.
fn signed_duration(text: &str) -> Result<i64, String> {
    let (sign, rest) = match text.trim().strip_prefix('-') {
        Some(r) => (-1, r),
        None => (1, text.trim().trim_start_matches('+')),
    };
    let secs = licensectl_catalogue::units::parse_duration(rest)?;
    i64::try_from(secs)
        .map(|s| sign * s)
        .map_err(|_| format!("duration {text:?} is too large"))
}

pub(crate) fn save_steer(s: &Steer) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

pub(crate) fn load_steer(saved: Option<String>) -> Steer {
    saved
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

/// `/sandbox/faults`: `action=list` (the default), `add&spec=SPEC`, `clear`.
pub(crate) async fn faults(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    RawQuery(raw): RawQuery,
    body: Bytes,
) -> Response {
    let q = match admit(&shared, addr, raw, &body) {
        Ok(q) => q,
        Err(r) => return sent(r),
    };
    let listed = |list: Vec<Fault>, msg: &str| {
        let rows: Vec<Value> = list.iter().map(Fault::to_json).collect();
        json!({"success": true, "message": msg, "faults": rows})
    };
    let (body, changed) = match q.get("action").unwrap_or("list") {
        "list" => (listed(shared.faults.list(), "Faults"), false),
        "add" => match Fault::parse(q.str("spec")) {
            Ok(f) => (listed(vec![shared.faults.add(f)], "Fault added"), true),
            Err(e) => return refuse(400, &e),
        },
        "clear" => {
            let n = shared.faults.clear();
            (
                json!({"success": true, "message": "Faults cleared", "cleared": n}),
                true,
            )
        }
        other => {
            return refuse(
                400,
                &format!("no faults action {other:?}: list, add or clear"),
            )
        }
    };
    if changed {
        if let Err(r) = keep(&shared, FAULTS_KEY, &shared.faults.saved()) {
            return sent(r);
        }
    }
    answer(200, body)
}

/// Keeps the faults after a request used one up (`next`); a failure to write is not the
/// request's: the next change writes them again.
pub(crate) fn keep_faults(shared: &Shared) {
    let _ = keep(shared, FAULTS_KEY, &shared.faults.saved());
}

/// A save: the clock and the faults kept first, then the whole database.
fn save_snapshot(
    s: &Shared,
    dir: &std::path::Path,
    name: &str,
) -> Result<Value, crate::snapshots::Refusal> {
    use crate::snapshots::Refusal;
    let db =
        s.db.lock()
            .map_err(|_| Refusal::Failed(anyhow::anyhow!("database lock poisoned")))?;
    crate::store::set(&db, CLOCK_KEY, &save_steer(&s.clock.steer()))?;
    crate::store::set(&db, FAULTS_KEY, &s.faults.saved())?;
    let frozen = s.clock.steer().frozen.is_some();
    let (row, replaced) = crate::snapshots::save(&db, dir, name, s.clock.now(), frozen)?;
    Ok(
        json!({"success": true, "message": "Snapshot saved", "replaced": replaced, "snapshots": [row]}),
    )
}

/// A load (under the gate, held by the caller): the database, then the clock and the faults
/// from it.
fn load_snapshot(
    s: &Shared,
    dir: &std::path::Path,
    name: &str,
) -> Result<Value, crate::snapshots::Refusal> {
    use crate::snapshots::{self as snap, Refusal};
    let mut db =
        s.db.lock()
            .map_err(|_| Refusal::Failed(anyhow::anyhow!("database lock poisoned")))?;
    let row = snap::load(&mut db, dir, name, Some(&s.creds))?;
    if let Some((at, frozen)) = snap::clock_of(&db) {
        let steer = s.clock.set(at, frozen);
        crate::store::set(&db, CLOCK_KEY, &save_steer(&steer))?;
    }
    s.faults
        .load(&crate::store::get(&db, FAULTS_KEY)?.unwrap_or_default());
    // Requests hanging on the faults before are let go: those faults are gone.
    s.faults.release();
    Ok(json!({"success": true, "message": "Snapshot loaded", "snapshots": [row]}))
}

/// `/sandbox/snapshots`: `action=list` (the default), `save&name=NAME`, `load&name=NAME`,
/// `delete&name=NAME`. A save keeps the clock and the faults first; a load holds every API
/// request off (`Shared::gate`) while the database, the clock and the faults become the
/// snapshot's.
pub(crate) async fn snapshots(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    RawQuery(raw): RawQuery,
    body: Bytes,
) -> Response {
    use crate::snapshots::{self as snap, Refusal};
    let q = match admit(&shared, addr, raw, &body) {
        Ok(q) => q,
        Err(r) => return sent(r),
    };
    let Some(dir) = shared.snapshots.clone() else {
        return refuse(
            403,
            "this sandbox keeps no snapshots (it was started without a snapshot directory)",
        );
    };
    let action = q.get("action").unwrap_or("list").to_string();
    let name = q.str("name").to_string();
    if action != "list" {
        if let Err(e) = snap::check_name(&name) {
            return refuse(400, &e);
        }
    }
    let s = shared.clone();
    let done: Option<Result<Value, Refusal>> = match action.as_str() {
        "list" => {
            shared
                .worker
                .run(move || {
                    let rows = snap::list(&dir)?;
                    Ok(json!({"success": true, "message": "Snapshots", "snapshots": rows}))
                })
                .await
        }
        "save" => {
            shared
                .worker
                .run(move || save_snapshot(&s, &dir, &name))
                .await
        }
        "load" => {
            let _all = shared.gate.write().await;
            shared
                .worker
                .run(move || load_snapshot(&s, &dir, &name))
                .await
        }
        "delete" => {
            shared
                .worker
                .run(move || {
                    snap::delete(&dir, &name)?;
                    Ok(json!({"success": true, "message": "Snapshot deleted", "snapshots": []}))
                })
                .await
        }
        other => {
            return refuse(
                400,
                &format!("no snapshots action {other:?}: list, save, load or delete"),
            )
        }
    };
    match done {
        Some(Ok(v)) => answer(200, v),
        Some(Err(Refusal::Usage(m))) => refuse(400, &m),
        Some(Err(Refusal::No(m))) => answer(200, json!({"success": false, "message": m})),
        Some(Err(Refusal::Failed(e))) => refuse(500, &format!("Error: {e:#}")),
        None => refuse(500, "Error: the database thread is gone"),
    }
}
