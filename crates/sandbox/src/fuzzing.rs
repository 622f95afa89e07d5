//! A fuzzing entry point (for fuzz/): raw query strings through the request parser and the
//! seller and client dispatchers, against an in-memory database, with no network and no commit.

use std::cell::RefCell;

use crate::handler::{Body, Ctx, Query, Reply};
use crate::store::{self, AppCreds};

/// The fixed time every fuzzed request runs at.
pub const NOW: i64 = 1_800_000_000;

struct World {
    db: rusqlite::Connection,
    app: AppCreds,
    /// A key of the `default` subscription, a validated session of `fuzzuser`, an unvalidated one.
    key: String,
    sid: String,
    fresh_sid: String,
}

thread_local! {
    static WORLD: RefCell<Option<World>> = const { RefCell::new(None) };
}

/// Runs one request; a panic or an internal error (which the server answers as HTTP 500
/// `Error: …`) is a bug. The service's own 500 answers (`addtime` with no unused key, …) are not.
fn run(cx: &mut Ctx, client: bool, limits: bool, line: &str) -> Reply {
    let r = if client {
        crate::client::dispatch(cx, limits)
    } else {
        crate::seller::dispatch(cx, limits)
    };
    let reply = r.unwrap_or_else(|e| panic!("internal error for {line:?}: {e:#}"));
    match &reply.body {
        Body::Json(v) => assert!(serde_json::to_vec(v).is_ok(), "a JSON answer serialises"),
        Body::Raw(_) => assert!(reply.value().is_some(), "a written list is JSON"),
        Body::Text(_) => {}
    }
    reply
}

fn request(w: &World, db: &rusqlite::Connection, line: &str) -> Reply {
    // `!` first enforces the service's limits; then `c|…` goes to the client API, anything else to
    // the seller API. The right credentials come first so the input reaches the handlers (a later
    // value of the same name wins).
    let (limits, line) = match line.strip_prefix('!') {
        Some(rest) => (true, rest),
        None => (false, line),
    };
    let (client, rest) = match line.strip_prefix("c|") {
        Some(rest) => (true, rest),
        None => (false, line),
    };
    let rest = rest
        .replace("$KEY", &w.key)
        .replace("$SID", &w.sid)
        .replace("$NEW", &w.fresh_sid);
    let raw = if client {
        format!(
            "name={}&ownerid={}&sessionid={}&{rest}",
            w.app.name, w.app.ownerid, w.sid
        )
    } else {
        format!("sellerkey={}&{rest}", w.app.seller_key)
    };
    let q = Query::parse(&raw);
    let mut cx = Ctx {
        db,
        q: &q,
        now: NOW,
        ip: "203.0.113.7",
        app: &w.app,
        session: None,
        pre: Default::default(),
        // No outgoing requests, cheap password hashes.
        mode: crate::mode::Mode {
            fuzzing: true,
            ..Default::default()
        },
    };
    run(&mut cx, client, limits, line)
}

fn world() -> World {
    let db = store::open(None).expect("in-memory database");
    let app = store::app_creds(&db, Some("fuzz")).expect("credentials");
    let mut w = World {
        db,
        app,
        key: String::new(),
        sid: String::new(),
        fresh_sid: String::new(),
    };
    let field = |r: &Reply, name: &str| {
        r.value()
            .and_then(|v| v[name].as_str().map(str::to_string))
            .unwrap_or_default()
    };
    request(&w, &w.db, "type=addsub&name=default&level=1");
    let key = request(&w, &w.db, "type=add&expiry=30");
    w.key = field(&key, "key");
    request(
        &w,
        &w.db,
        "type=adduser&user=fuzzuser&pass=fuzzpass&sub=default&expiry=30",
    );
    let init = request(&w, &w.db, "c|type=init&ver=1.0");
    w.sid = field(&init, "sessionid");
    request(
        &w,
        &w.db,
        "c|type=login&username=fuzzuser&pass=fuzzpass&hwid=FUZZ-PC",
    );
    let init = request(&w, &w.db, "c|type=init&ver=1.0");
    w.fresh_sid = field(&init, "sessionid");
    w
}

/// Runs each line of `input` as one raw query string (`!` first for the service's limits, then `c|`
/// for the client API; `$KEY`, `$SID` and `$NEW` stand for a key, a logged-in session and a fresh
/// one) in one transaction that is rolled back afterwards. Panics on a panic in a handler or an internal error.
pub fn fuzz_request(input: &str) {
    WORLD.with(|cell| {
        let mut slot = cell.borrow_mut();
        let w = slot.get_or_insert_with(world);
        let tx = w.db.unchecked_transaction().expect("begin");
        for line in input.lines().take(16) {
            request(w, &tx, line);
        }
        tx.rollback().expect("rollback");
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_world_reaches_the_handlers() {
        fuzz_request("type=info&key=$KEY\nc|type=check\nc|type=var&varid=x&sessionid=$NEW");
        WORLD.with(|cell| {
            let slot = cell.borrow();
            let w = slot.as_ref().unwrap();
            assert!(!w.key.is_empty() && !w.sid.is_empty() && !w.fresh_sid.is_empty());
            let tx = w.db.unchecked_transaction().unwrap();
            let r = request(w, &tx, "c|type=check");
            assert_eq!(r.status, 200);
            assert!(
                matches!(&r.body, Body::Json(v) if v["success"] == true),
                "{r:?}"
            );
            let r = request(w, &tx, "type=info&key=$KEY");
            assert!(
                r.value().is_some_and(|v| v["status"] == "Not Used"),
                "{r:?}"
            );
        });
    }
}
