//! Passwordless login: `magicLinkSend` mails a single-use link, `magicLinkCheck` reports on it (M1–M4).

use rusqlite::{params, OptionalExtension};
use serde_json::json;

use crate::client::auth::{authenticate, finish_login, Proof};
use crate::handler::{fail, ok, Ctx, Handled, Handler, Reply};
use crate::rules;
use crate::store::{random_string, send_mail};

pub const HANDLERS: &[(&str, Handler)] = &[("magicLinkSend", send), ("magicLinkCheck", check)];

/// M3: a link expires 15 minutes after it is sent.
pub const LIFETIME: i64 = 15 * 60;

fn send(cx: &mut Ctx) -> Handled {
    let email = cx.q.str("email");
    if !email.contains('@') {
        return Ok(fail("Invalid email address"));
    }
    let session = cx
        .session
        .as_ref()
        .map(|s| s.id.clone())
        .unwrap_or_default();
    let found: Option<String> = cx
        .db
        .query_row(
            "SELECT username FROM users WHERE email = ?1",
            [rules::hash_email(email)],
            |r| r.get(0),
        )
        .optional()?;
    // Like the service, answer the same whether or not the address is known, so addresses can't be probed.
    if found.is_some() {
        let token = random_string(32);
        cx.db
            .execute("DELETE FROM magic_links WHERE session = ?1", [&session])?;
        cx.db.execute(
            "INSERT INTO magic_links (token, session, email, hwid, sent) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![token, session, email, cx.q.get("hwid"), cx.now],
        )?;
        let link = format!("{{base_url}}/magic/{token}");
        let body = format!(
            "Click the button to log in to {}. The link works once and expires in 15 minutes.",
            cx.app.name
        );
        send_mail(cx.db, cx.now, email, "Your login link", &body, Some(&link))?;
    }
    Ok(ok("Magic link sent, check your email"))
}

fn check(cx: &mut Ctx) -> Handled {
    let session = cx
        .session
        .as_ref()
        .map(|s| s.id.clone())
        .unwrap_or_default();
    let row: Option<(String, String, i64, i64, i64)> = cx
        .db
        .query_row(
            "SELECT token, email, sent, approved, used FROM magic_links WHERE session = ?1",
            [&session],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?;
    let Some((token, email, sent, approved, used)) = row else {
        return Ok(status(
            false,
            "none",
            "No magic link was sent for this session",
        ));
    };
    if used == 1 {
        return Ok(status(false, "used", "Magic link already used"));
    }
    if approved == 0 {
        return Ok(if cx.now >= sent + LIFETIME {
            status(false, "expired", "Magic link expired")
        } else {
            status(
                false,
                "pending",
                "Waiting for the user to approve the magic link",
            )
        });
    }
    cx.db
        .execute("UPDATE magic_links SET used = 1 WHERE token = ?1", [&token])?;
    let user: String = cx.db.query_row(
        "SELECT username FROM users WHERE email = ?1",
        [rules::hash_email(&email)],
        |r| r.get(0),
    )?;
    // A banned or blacklisted user is refused here as on any other login.
    let mut reply = match authenticate(cx, &user, Proof::Email)? {
        Ok(()) => finish_login(cx, &user)?,
        Err(reply) => reply,
    };
    if let crate::handler::Body::Json(v) = &mut reply.body {
        v["status"] = json!(if reply_ok(v) { "approved" } else { "failed" });
    }
    Ok(reply)
}

fn reply_ok(v: &serde_json::Value) -> bool {
    v["success"] == json!(true)
}

fn status(success: bool, state: &str, msg: &str) -> Reply {
    Reply::json(
        200,
        json!({"success": success, "message": msg, "status": state}),
    )
}

/// The page the emailed link opens: approves a pending, unexpired link once.
pub fn approve(db: &rusqlite::Connection, token: &str, now: i64) -> rusqlite::Result<&'static str> {
    let row: Option<(i64, i64, i64)> = db
        .query_row(
            "SELECT sent, approved, used FROM magic_links WHERE token = ?1",
            [token],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    Ok(match row {
        None => "This login link is not valid.",
        Some((_, 1, _)) | Some((_, _, 1)) => "This login link was already used.",
        Some((sent, _, _)) if now >= sent + LIFETIME => "This login link has expired.",
        Some(_) => {
            db.execute(
                "UPDATE magic_links SET approved = 1 WHERE token = ?1",
                [token],
            )?;
            "Login approved. You can return to the application."
        }
    })
}

#[cfg(test)]
mod tests {
    use super::{approve, LIFETIME};
    use crate::client::fixtures::{call, on, user};
    use crate::testkit::{json, Kit};

    fn send(kit: &Kit) -> (String, String) {
        let sid = kit.init();
        let r = on(
            kit,
            &sid,
            &[("type", "magicLinkSend"), ("email", "alice@example.com")],
        );
        assert_eq!(r, (true, "Magic link sent, check your email".into()));
        let token: String = kit
            .db
            .query_row(
                "SELECT token FROM magic_links WHERE session = ?1",
                [&sid],
                |r| r.get(0),
            )
            .unwrap();
        (sid, token)
    }

    fn status(kit: &Kit, sid: &str) -> serde_json::Value {
        json(&call(kit, sid, &[("type", "magicLinkCheck")]))["status"].clone()
    }

    #[test]
    fn a_link_logs_in_once() {
        let kit = Kit::new();
        user(&kit, "alice");
        let (sid, token) = send(&kit);
        assert_eq!(status(&kit, &sid), "pending");
        assert_eq!(
            approve(&kit.db, &token, kit.now).unwrap(),
            "Login approved. You can return to the application."
        );
        assert_eq!(
            approve(&kit.db, &token, kit.now).unwrap(),
            "This login link was already used."
        );
        assert_eq!(status(&kit, &sid), "approved");
        assert!(on(&kit, &sid, &[("type", "check")]).0);
        assert_eq!(status(&kit, &sid), "used");
        let none = kit.init();
        assert_eq!(status(&kit, &none), "none");
    }

    #[test]
    fn links_expire_and_banned_users_are_refused() {
        let mut kit = Kit::new();
        user(&kit, "alice");
        let (sid, token) = send(&kit);
        kit.now += LIFETIME;
        assert_eq!(status(&kit, &sid), "expired");
        assert_eq!(
            approve(&kit.db, &token, kit.now).unwrap(),
            "This login link has expired."
        );
        let (sid, token) = send(&kit);
        approve(&kit.db, &token, kit.now).unwrap();
        kit.db.execute("UPDATE users SET banned = 'x'", []).unwrap();
        let r = call(&kit, &sid, &[("type", "magicLinkCheck")]);
        assert_eq!(json(&r)["message"], "The user is banned");
        assert_eq!(json(&r)["status"], "failed");
        assert!(!on(&kit, &sid, &[("type", "check")]).0);
    }
}
