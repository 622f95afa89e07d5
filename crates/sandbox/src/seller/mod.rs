//! The seller API (`/api/seller/`): the service's pre-dispatch checks, then one handler per `type`.

use licensectl_catalogue::{Api, Differences, ExtraAnswer, Generation, Hook, Op};
use subtle::ConstantTimeEq;

use crate::handler::{fail, fail_status, Ctx, Handled, Handler, Reply};
use crate::store;

mod accounts;
mod app;
mod app_pause;
mod blacklists;
mod bugs;
mod buttons;
mod chats;
mod files;
mod gen2022;
mod gen2022_php;
mod licenses;
mod licenses_add;
mod licenses_removal;
mod logs;
mod sessions;
mod subs;
mod text;
mod users;
mod users_edit;
mod users_read;
mod users_subs;
mod users_vars;
mod vars;
mod webhooks;
mod whitelists;

/// Every seller handler, by `type`.
const HANDLERS: &[&[(&str, Handler)]] = &[
    licenses::HANDLERS,
    licenses_add::HANDLERS,
    licenses_removal::HANDLERS,
    users::HANDLERS,
    users_read::HANDLERS,
    users_edit::HANDLERS,
    users_subs::HANDLERS,
    users_vars::HANDLERS,
    subs::HANDLERS,
    vars::HANDLERS,
    files::HANDLERS,
    webhooks::HANDLERS,
    chats::HANDLERS,
    sessions::HANDLERS,
    blacklists::HANDLERS,
    whitelists::HANDLERS,
    logs::HANDLERS,
    buttons::HANDLERS,
    app::HANDLERS,
    app_pause::HANDLERS,
    accounts::HANDLERS,
];

/// The PHP `sanitize()` of a seller request's parameters, on a generation whose server had it
/// (`Server::sanitizes_seller`, with `--bugs`).
pub fn php_sanitize(q: &mut crate::handler::Query, generation: Generation) {
    gen2022_php::rewrite(q, |ty| {
        operation(generation, ty).map(|op| op.on(generation))
    });
}

/// The seller operation a request's `type` names on `generation` (its name there).
pub fn operation(generation: Generation, ty: &str) -> Option<&'static Op> {
    licensectl_catalogue::all()
        .find(|op| op.api == Api::Seller && op.type_on(generation) == Some(ty))
}

/// How the request's operation differs on the sandbox's generation, for a handler that asks
/// (none declared: no difference).
pub(crate) fn differences(cx: &Ctx) -> Differences {
    let g = cx.mode.generation;
    operation(g, cx.q.str("type")).map_or(Differences::on(g), |op| op.on(g))
}

/// The answer to the bots' seller key check (`setseller`).
const KEY_FOUND: &str = "Seller Key Successfully Found";

/// The answer to the types that made keys act as users, gone before 2022 (`reset`, `addhwid`).
const DEPRECATED: &str = "Endpoint Deprecated, you can no longer use keys directly. A user is created from the key, and that user has a HWID and IP associated with it.";

pub fn handler(ty: &str) -> Option<Handler> {
    crate::handler::lookup(HANDLERS, ty)
}

pub const RATE_LIMITED: &str = "Seller key used too frequently! Try again in 1 minute. Keep seller key private, use webhook function. Also, store data after fetching first time.";

/// Answers one seller request (api-catalogue §1.3, in the service's order).
pub fn dispatch(cx: &mut Ctx, service_limits: bool) -> Handled {
    // Each generation's imitation answers from its declarations (a new one is a new arm).
    match cx.mode.generation {
        Generation::Open2022 => return gen2022::dispatch(cx, service_limits),
        Generation::Current => {}
    }
    let key = cx.q.str("sellerkey");
    if key.len() != 32 {
        return Ok(fail(
            "Seller key should be 32 characters long. Copy it from https://keyauth.cc/app/?page=seller-settings",
        ));
    }
    // Only the application's own key has a counter: one per wrong key was a row per guess, kept
    // forever (wrong keys are throttled per address before the transaction, `throttle`).
    let right_key: bool = key.as_bytes().ct_eq(cx.app.seller_key.as_bytes()).into();
    if service_limits && right_key && store::count(cx.db, "seller", cx.now, 1, cx.now - 59)? > 120 {
        return Ok(fail(RATE_LIMITED));
    }
    if cx.q.type_count > 1 {
        return Ok(Reply::text(
            200,
            r#"{"success":false,"message":"You have \"type\" defined more than 1 time. Remove 1 of the types and keep only 1"}"#,
        ));
    }
    // `format` is read here: the checks above always answer JSON.
    let reply = answer(cx, right_key, service_limits)?;
    Ok(if cx.q.get("format") == Some("text") {
        text::render(cx.q.str("type"), reply)
    } else {
        reply
    })
}

/// The rest of the pre-dispatch checks, then the type's handler.
fn answer(cx: &mut Ctx, right_key: bool, service_limits: bool) -> Handled {
    let Some(ty) = cx.q.get("type").map(str::to_string) else {
        return Ok(fail("Type not specified"));
    };
    if !right_key {
        return Ok(fail_status(404, "No application found"));
    }
    // The bots' key check and the deprecated key reset: answered, but not commands.
    let extra = Generation::Current
        .server()
        .extra
        .iter()
        .find(|e| e.ty == ty);
    match extra.map(|e| e.answer) {
        Some(ExtraAnswer::KeyCheck) => return Ok(crate::handler::ok(KEY_FOUND)),
        Some(ExtraAnswer::Deprecated) => return Ok(Reply::text(200, DEPRECATED)),
        // Only older generations answered these (`gen2022.rs`).
        Some(ExtraAnswer::KeyRow | ExtraAnswer::Role) | None => {}
    }
    let (Some(h), Some(op)) = (handler(&ty), licensectl_catalogue::find(Api::Seller, &ty)) else {
        return Ok(fail("Type doesn't exist"));
    };
    if op.hook == Hook::ChunkedCreate && !service_limits {
        return licenses_add::add_uncapped(cx);
    }
    if cx.mode.bugs {
        bugs::run(cx, op.on(Generation::Current).bugs, h)
    } else {
        h(cx)
    }
}

#[cfg(test)]
mod tests {
    use crate::handler::Query;
    use crate::testkit::{json, outcome, Kit};

    /// A seller request with the service's limits on.
    fn limited(kit: &Kit, query: &str) -> crate::handler::Reply {
        let raw = format!("sellerkey={}&{query}", kit.app.seller_key);
        let q = Query::parse(&raw);
        let mut cx = kit.ctx(&q);
        super::dispatch(&mut cx, true).unwrap()
    }

    #[test]
    fn the_daily_key_cap_is_a_service_limit() {
        // Found writing tests/cli/load/database.rs, whose 6,400 keys met 429s from a sandbox started
        // without `--limits service` (docs/sandbox.md: only that enforces the cap).
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        // The day's 5,000 keys, as the counter records them.
        crate::store::count(&kit.db, "keys_per_day", kit.now, 5000, kit.now - 86_400).unwrap();
        let r = kit.seller(&[("type", "add"), ("expiry", "1")]);
        assert_eq!((r.status, outcome(&r).0), (200, true), "{:?}", json(&r));
        let r = limited(&kit, "type=add&expiry=1");
        assert_eq!(r.status, 429);
        assert!(outcome(&r).1.contains("5000 keys per 24 hours"));
    }

    #[test]
    fn a_huge_amount_meets_the_cap_instead_of_overflowing_it() {
        // Found by the `sandbox_request` fuzz target: with a key already counted, amount
        // i64::MAX overflowed the cap check (a panic in debug; in release it wrapped, was
        // counted, and every later `add` of the day failed with SQLite's "integer overflow").
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        assert!(outcome(&limited(&kit, "type=add&expiry=1")).0);
        let huge = limited(&kit, "type=add&expiry=1&amount=9223372036854775807");
        assert_eq!(huge.status, 429, "{:?}", json(&huge));
        let next = limited(&kit, "type=add&expiry=1");
        assert_eq!(
            (next.status, outcome(&next).0),
            (200, true),
            "{:?}",
            json(&next)
        );
    }

    #[test]
    fn wrong_keys_leave_no_counter_rows() {
        // `--limits service` kept a `seller:<key>` row per distinct wrong key, forever.
        let kit = Kit::new();
        for i in 0..50 {
            let q = Query::parse(&format!("sellerkey={i:032}&type=info"));
            let r = super::dispatch(&mut kit.ctx(&q), true).unwrap();
            assert_eq!(r.status, 404);
        }
        let rows = |kit: &Kit| -> i64 {
            kit.db
                .query_row("SELECT COUNT(*) FROM counters", [], |r| r.get(0))
                .unwrap()
        };
        assert_eq!(rows(&kit), 0);
        // The right key is still counted (and limited).
        for _ in 0..121 {
            limited(&kit, "type=setseller");
        }
        assert_eq!(
            outcome(&limited(&kit, "type=setseller")).1,
            super::RATE_LIMITED
        );
        assert_eq!(rows(&kit), 122);
    }

    #[test]
    fn every_seller_operation_has_a_handler() {
        let missing: Vec<_> = licensectl_catalogue::all()
            .filter(|op| op.api == licensectl_catalogue::Api::Seller)
            .filter(|op| super::handler(op.ty).is_none())
            .map(|op| op.ty)
            .collect();
        assert!(
            missing.is_empty(),
            "seller types without a sandbox handler: {missing:?}"
        );
    }

    #[test]
    fn absurd_durations_saturate_instead_of_overflowing() {
        // Found by the sandbox_request fuzz target: `expiry` days × 86,400 past i64, added to now.
        let kit = crate::testkit::with_users();
        let huge = "28888888888888888888888888888888888";
        let q = [
            ("type", "adduser"),
            ("user", "zed"),
            ("sub", "default"),
            ("expiry", huge),
        ];
        assert!(outcome(&kit.seller(&q)).0);
        let r = kit.seller(&[
            ("type", "muteuser"),
            ("user", "zed"),
            ("time", "9223372036854775807"),
        ]);
        assert!(outcome(&r).0, "{r:?}");
        // A key that lasts "forever", redeemed now.
        let r = kit.seller(&[("type", "add"), ("expiry", huge)]);
        let key = crate::testkit::json(&r)["key"]
            .as_str()
            .unwrap()
            .to_string();
        let q = [
            ("type", "activate"),
            ("key", &key),
            ("user", "yan"),
            ("pass", "pw"),
        ];
        assert!(outcome(&kit.seller(&q)).0, "redeemed");
    }
}
