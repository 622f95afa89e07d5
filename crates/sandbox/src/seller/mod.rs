//! The seller API (`/api/seller/`): the service's pre-dispatch checks, then one handler per `type`.

use licensectl_catalogue::Api;
use subtle::ConstantTimeEq;

use crate::reply::{fail, fail_status, Ctx, Handled, Handler, Reply};
use crate::store;

mod accounts;
mod app;
mod apppause;
mod blacklists;
mod buttons;
mod chats;
mod files;
mod licenses;
mod logs;
mod sessions;
mod subs;
mod useredit;
mod users;
mod usersubs;
mod uservars;
mod vars;
mod webhooks;
mod whitelists;

/// Every seller handler, by `type`.
const HANDLERS: &[&[(&str, Handler)]] = &[
    licenses::HANDLERS,
    users::HANDLERS,
    useredit::HANDLERS,
    usersubs::HANDLERS,
    uservars::HANDLERS,
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
    apppause::HANDLERS,
    accounts::HANDLERS,
];

pub fn handler(ty: &str) -> Option<Handler> {
    HANDLERS
        .iter()
        .flat_map(|h| h.iter())
        .find(|(t, _)| *t == ty)
        .map(|(_, h)| *h)
}

pub const RATE_LIMITED: &str = "Seller key used too frequently! Try again in 1 minute. Keep seller key private, use webhook function. Also, store data after fetching first time.";

/// Answers one seller request (api-catalogue §1.3, in the service's order).
pub fn dispatch(cx: &mut Ctx, service_limits: bool) -> Handled {
    let key = cx.q.str("sellerkey");
    if key.len() != 32 {
        return Ok(fail(
            "Seller key should be 32 characters long. Copy it from https://keyauth.cc/app/?page=seller-settings",
        ));
    }
    if service_limits
        && store::count(cx.db, &format!("seller:{key}"), cx.now, 1, cx.now - 59)? > 120
    {
        return Ok(fail(RATE_LIMITED));
    }
    if cx.q.type_count > 1 {
        return Ok(Reply::text(
            200,
            r#"{"success":false,"message":"You have \"type\" defined more than 1 time. Remove 1 of the types and keep only 1"}"#,
        ));
    }
    let Some(ty) = cx.q.get("type").map(str::to_string) else {
        return Ok(fail("Type not specified"));
    };
    if !bool::from(key.as_bytes().ct_eq(cx.app.seller_key.as_bytes())) {
        return Ok(fail_status(404, "No application found"));
    }
    match ty.as_str() {
        // The bots' key check and the deprecated key reset: answered, but not commands.
        "setseller" => return Ok(crate::reply::ok("Seller Key Successfully Found")),
        "reset" => return Ok(Reply::text(200, "Endpoint Deprecated, you can no longer use keys directly. A user is created from the key, and that user has a HWID and IP associated with it.")),
        _ => {}
    }
    match handler(&ty) {
        Some(h) if licensectl_catalogue::find(Api::Seller, &ty).is_some() => h(cx),
        _ => Ok(fail("Type doesn't exist")),
    }
}

#[cfg(test)]
mod tests {
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
}
