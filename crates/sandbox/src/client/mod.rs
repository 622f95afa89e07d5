//! The client API (`/api/1.3/`, `/api/1.2/`): app and session checks, dispatch, nonce and ownerid.

use licensectl_catalogue::Api;
use rusqlite::{params, OptionalExtension};
use subtle::ConstantTimeEq;

use crate::handler::{fail, Ctx, Handled, Handler, Reply, Session};
use crate::store;

mod appdata;
mod auth;
mod ban;
mod bugs;
mod cache;
mod chat;
#[cfg(test)]
mod fixtures;
mod login;
mod magic;
mod otp;
mod php;
mod relay;
mod reset;
mod session;
mod twofa;
mod vars;
pub mod versions;

pub use auth::web_token;
pub use magic::approve as approve_magic;
pub use reset::{reset_link_exists, reset_password, INVALID_RESET_LINK};

const HANDLERS: &[&[(&str, Handler)]] = &[
    session::HANDLERS,
    auth::HANDLERS,
    login::HANDLERS,
    magic::HANDLERS,
    otp::HANDLERS,
    relay::HANDLERS,
    vars::HANDLERS,
    chat::HANDLERS,
    reset::HANDLERS,
    appdata::HANDLERS,
    ban::HANDLERS,
    twofa::HANDLERS,
];

pub fn handler(ty: &str) -> Option<Handler> {
    crate::handler::lookup(HANDLERS, ty)
}

/// The service's answer past its per-app client request limit.
pub const RATE_LIMITED: &str =
    "This application has sent too many requests. Try again in a minute.";

pub const SESSION_NOT_FOUND: &str =
    "Session not found. If you get this frequently, ask the developer to use the latest example code";

pub fn find_session(cx: &Ctx, id: &str) -> rusqlite::Result<Option<Session>> {
    // Cached: every client request but `init` looks its session up. A session an `init` took
    // over is logged out in the server's cache only (`client::cache`), not in its table.
    cx.db
        .prepare_cached(
            "SELECT id, credential, validated = 1 AND NOT EXISTS (SELECT 1 FROM client_cache
                 WHERE key = 'loggedout:' || sessions.id AND until > ?2), enckey
             FROM sessions WHERE id = ?1 AND expiry > ?2",
        )?
        .query_row(params![id, cx.now], |r| {
            Ok(Session {
                id: r.get(0)?,
                credential: r.get(1)?,
                validated: r.get::<_, bool>(2)?,
                enckey: r.get(3)?,
            })
        })
        .optional()
}

/// The customer panel's address as the server builds it from the owner's account name (the
/// `owner` setting) and the app's name: `https://keyauth.cc/panel/OWNER/APP/`.
pub fn panel_link(cx: &Ctx) -> rusqlite::Result<String> {
    let owner = store::setting(cx.db, "owner")?;
    Ok(format!("https://keyauth.cc/panel/{owner}/{}/", cx.app.name))
}

/// Marks the session logged in as `user`.
pub fn validate(cx: &Ctx, user: &str) -> rusqlite::Result<()> {
    if let Some(s) = &cx.session {
        cx.db.execute(
            "UPDATE sessions SET validated = 1, credential = ?1 WHERE id = ?2",
            params![user, s.id],
        )?;
        cx.db.execute(
            "DELETE FROM client_cache WHERE key = 'loggedout:' || ?1",
            [&s.id],
        )?;
    }
    Ok(())
}

/// The logged-in user of a validated session, or the app's `sessionunauthed` failure.
pub fn require_user(cx: &Ctx) -> Result<String, Reply> {
    match &cx.session {
        Some(Session {
            validated: true,
            credential: Some(user),
            ..
        }) => Ok(user.clone()),
        _ => Err(fail(
            &store::setting(cx.db, "sessionunauthed").unwrap_or_default(),
        )),
    }
}

/// Answers one client request (api-catalogue §4.2, in the service's order).
pub fn dispatch(cx: &mut Ctx, service_limits: bool) -> Handled {
    let mut reply = answer(cx, service_limits)?;
    versions::shape(cx.q.api, cx.q.str("type"), &cx.app.ownerid, &mut reply);
    Ok(reply)
}

/// The answer before the version's extra fields; refusals before the `type` switch go out as they
/// are (unsigned, unencrypted), as the service sends them.
fn answer(cx: &mut Ctx, service_limits: bool) -> Handled {
    let ownerid = cx.q.str("ownerid");
    if ownerid.is_empty() {
        return Ok(fail(
            "No OwnerID specified. Select app & copy code snippet from https://keyauth.cc/app/",
        )
        .sent_as_is());
    }
    if cx.q.str("name").is_empty() {
        return Ok(fail(
            "No app name specified. Select app & copy code snippet from https://keyauth.cc/app/",
        )
        .sent_as_is());
    }
    if ownerid.len() != 10 {
        return Ok(fail("OwnerID should be 10 characters long. Select app & copy code snippet from https://keyauth.cc/app/").sent_as_is());
    }
    // Only this application's ownerid has a counter (not a row per ownerid a client made up).
    let owner_ok: bool = ownerid.as_bytes().ct_eq(cx.app.ownerid.as_bytes()).into();
    if service_limits && owner_ok && store::count(cx.db, "client", cx.now, 1, cx.now - 59)? > 200 {
        return Ok(fail(RATE_LIMITED).sent_as_is());
    }
    if !owner_ok || cx.q.str("name") != cx.app.name {
        return Ok(Reply::text(200, "KeyAuth_Invalid").sent_as_is());
    }
    let ty = cx.q.str("type").to_string();
    // The service's `switch` on `type` comes before any session lookup: an unknown or missing
    // type is answered as such even without a session (keyauth-transcripts.md #35).
    let known = handler(&ty).filter(|_| licensectl_catalogue::find(Api::Client, &ty).is_some());
    let Some(h) = known else {
        return Ok(fail(versions::unknown_type(cx.q.api)).sent_as_is());
    };
    // `log` answers (an empty body) before it reads anything: PHP flushes the answer first.
    if ty == "log" {
        cx.session = find_session(cx, cx.q.str("sessionid"))?;
        return h(cx);
    }
    if cx.mode.bugs {
        if let Some(reply) = php::before_session(cx.q, &ty) {
            return Ok(reply);
        }
    }
    if ty != "init" {
        match find_session(cx, cx.q.str("sessionid"))? {
            Some(s) => cx.session = Some(s),
            None => return Ok(fail(SESSION_NOT_FOUND).sent_as_is()),
        }
    }
    if cx.mode.bugs {
        if let Some(reply) = php::after_session(cx, &ty) {
            return Ok(reply);
        }
        if let Some(reply) = bugs::answer(cx, &ty)? {
            return Ok(reply);
        }
    }
    h(cx)
}

#[cfg(test)]
mod tests {
    use crate::testkit::{outcome, Kit};

    #[test]
    fn an_unknown_or_missing_type_is_answered_before_the_session_check() {
        let kit = Kit::new();
        for pairs in [&[("type", "nosuch")][..], &[][..]] {
            let r = kit.client(pairs);
            assert_eq!(
                outcome(&r),
                (
                    false,
                    "The value inputted for type paramater was not found".into()
                )
            );
        }
    }

    #[test]
    fn a_non_hex_name_or_ownerid_on_1_0_is_answered_as_the_service_does() {
        let kit = Kit::new();
        let hex = |s: &str| hex::encode(s.as_bytes());
        let opened = |name: &str, ownerid: &str| {
            let raw = format!("type={}&name={name}&ownerid={ownerid}", hex("init"));
            crate::handler::Query::parse(&crate::envelope::open(&raw, &kit.app.secret, |_| None))
        };
        let name = hex(&kit.app.name);
        let ownerid = hex(&kit.app.ownerid);
        let q = opened("TestApp", &ownerid);
        let mut cx = kit.ctx(&q);
        let r = super::dispatch(&mut cx, false).unwrap();
        assert!(matches!(&r.body, crate::handler::Body::Text(t) if t == "KeyAuth_Invalid"));
        let q = opened(&name, "notahexid");
        let mut cx = kit.ctx(&q);
        let r = super::dispatch(&mut cx, false).unwrap();
        assert!(outcome(&r)
            .1
            .starts_with("OwnerID should be 10 characters long."));
    }

    #[test]
    fn every_client_operation_has_a_handler() {
        let missing: Vec<_> = licensectl_catalogue::all()
            .filter(|op| op.api == licensectl_catalogue::Api::Client)
            .filter(|op| super::handler(op.ty).is_none())
            .map(|op| op.ty)
            .collect();
        assert!(
            missing.is_empty(),
            "client types without a sandbox handler: {missing:?}"
        );
    }
}
