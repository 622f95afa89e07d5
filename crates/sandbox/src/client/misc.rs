//! Client types that read from or report to the application: forgot, fetchOnline, fetchStats, log, file.

use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

use crate::client::require_user;
use crate::domain;
use crate::reply::{fail, fail_status, ok, ok_with, Ctx, Handled, Handler, Reply};
use crate::store::{self, random_string, send_mail};

pub const HANDLERS: &[(&str, Handler)] = &[
    ("forgot", forgot),
    ("fetchOnline", fetch_online),
    ("fetchStats", fetch_stats),
    ("log", log),
    ("file", file),
];

fn forgot(cx: &mut Ctx) -> Handled {
    let user = cx.q.str("username");
    let email: Option<Option<String>> = cx
        .db
        .query_row("SELECT email FROM users WHERE username = ?1", [user], |r| {
            r.get(0)
        })
        .optional()?;
    let Some(stored) = email else {
        return Ok(fail("No user found with that username!"));
    };
    let Some(stored) = stored else {
        return Ok(fail("Email address not provided during register, ask developer to edit your account and change email."));
    };
    let email = cx.q.str("email");
    if domain::hash_email(email) != stored {
        return Ok(fail("Email address do not match!"));
    }
    let secret = random_string(32);
    cx.db.execute(
        "INSERT INTO reset_links (secret, username, sent) VALUES (?1, ?2, ?3)",
        params![secret, user, cx.now],
    )?;
    // `/reset/SECRET` (`reset_password`) is the page the link opens.
    let body = format!(
        "You requested a password reset through the app {}. In case you forgot, your username is: {user}",
        cx.app.name
    );
    let subject = format!("Password Reset for {}", cx.app.name);
    let link = format!("{{base_url}}/reset/{secret}");
    send_mail(cx.db, cx.now, email, &subject, &body, Some(&link))?;
    Ok(ok("Successfully sent email to change password."))
}

/// How long a reset link works (api-catalogue §4.5: 24 hours).
const RESET_LINK_SECS: i64 = 86_400;

/// The page a `forgot` link opens: the user gets `password` (hashed as `hash`), the link is used up.
/// Returns the text the page shows.
/// What the page says for a link that is unknown or used.
pub const INVALID_RESET_LINK: &str = "This reset link is not valid, or it was already used.";

/// Whether a reset link is outstanding (checked before hashing a new password for it).
pub fn reset_link_exists(db: &rusqlite::Connection, secret: &str) -> anyhow::Result<bool> {
    Ok(db
        .query_row(
            "SELECT 1 FROM reset_links WHERE secret = ?1",
            [secret],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

pub fn reset_password(
    db: &rusqlite::Connection,
    secret: &str,
    now: i64,
    password: &str,
    hash: &str,
) -> anyhow::Result<String> {
    let link: Option<(String, i64)> = db
        .query_row(
            "SELECT username, sent FROM reset_links WHERE secret = ?1",
            [secret],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((user, sent)) = link else {
        return Ok(INVALID_RESET_LINK.into());
    };
    db.execute("DELETE FROM reset_links WHERE secret = ?1", [secret])?;
    if now - sent > RESET_LINK_SECS {
        return Ok("This reset link has expired: links work for 24 hours.".into());
    }
    let n = db.execute(
        "UPDATE users SET password = ?1 WHERE username = ?2",
        params![hash, user],
    )?;
    Ok(if n == 0 {
        "The user of this reset link no longer exists.".into()
    } else {
        format!("The password of {user} was reset. New password: {password}")
    })
}

/// The service shows the first 10 characters of a username and stars for the rest.
fn mask(credential: &str) -> String {
    let n = credential.chars().count();
    let head: String = credential.chars().take(10).collect();
    format!("{head}{}", "*".repeat(n.saturating_sub(10)))
}

fn fetch_online(cx: &mut Ctx) -> Handled {
    let mut st = cx.db.prepare(
        "SELECT DISTINCT credential FROM sessions
         WHERE validated = 1 AND credential IS NOT NULL AND expiry > ?1 ORDER BY credential",
    )?;
    let names = st
        .query_map([cx.now], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut rows: Vec<Value> = Vec::new();
    for name in names {
        let row = json!({ "credential": mask(&name) });
        if !rows.contains(&row) {
            rows.push(row);
        }
    }
    if rows.is_empty() {
        return Ok(fail("No online users found!"));
    }
    Ok(ok_with(
        "Successfully fetched online users.",
        json!({ "users": rows }),
    ))
}

fn fetch_stats(cx: &mut Ctx) -> Handled {
    let count = |sql: &str| -> rusqlite::Result<i64> {
        cx.db.query_row(sql, params![cx.now], |r| r.get(0))
    };
    let users = count("SELECT COUNT(*) FROM users WHERE ?1 IS NOT NULL")?;
    let online = count("SELECT COUNT(*) FROM sessions WHERE validated = 1 AND expiry > ?1")?;
    let keys = count("SELECT COUNT(*) FROM keys WHERE ?1 IS NOT NULL")?;
    // The service sends these counts as strings.
    Ok(ok_with(
        "Successfully fetched stats",
        json!({"appinfo": {
            "numUsers": users.to_string(),
            "numOnlineUsers": online.to_string(),
            "numKeys": keys.to_string(),
            "version": store::setting(cx.db, "ver")?,
            "customerPanelLink": "",
        }}),
    ))
}

fn log(cx: &mut Ctx) -> Handled {
    // The service answers before looking at the request, so nothing here can reach the client.
    if let Some(msg) = cx.q.get("message").filter(|m| m.chars().count() <= 275) {
        let credential = cx.session.as_ref().and_then(|s| s.credential.clone());
        cx.db.execute(
            "INSERT INTO logs (logdate, logdata, credential, pcuser) VALUES (?1, ?2, ?3, ?4)",
            params![cx.now, msg, credential, cx.q.get("pcuser")],
        )?;
    }
    Ok(Reply::text(200, "").sent_as_is())
}

fn file(cx: &mut Ctx) -> Handled {
    let row: Option<(i64, Option<Vec<u8>>)> = cx
        .db
        .query_row(
            "SELECT authed, content FROM files WHERE id = ?1",
            [cx.q.str("fileid")],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    // The 201-203 statuses are the service's, there to keep a caching proxy off failures.
    let Some((authed, content)) = row else {
        return Ok(fail_status(201, "File not Found"));
    };
    if authed == 1 {
        if let Err(reply) = require_user(cx) {
            return Ok(Reply {
                status: 202,
                ..reply
            });
        }
    }
    let Some(bytes) = content else {
        return Ok(fail_status(
            203,
            "File no longer works, please notify the application developer.",
        ));
    };
    Ok(ok_with(
        "File download successful",
        json!({ "contents": hex::encode(bytes) }),
    ))
}

#[cfg(test)]
mod tests {
    use super::mask;
    use crate::client::fixtures::{call, on, user};
    use crate::reply::Body;
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn forgot_mails_a_reset_link_when_the_email_matches() {
        let kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        let forgot = |u: &str, e: &str| {
            on(
                &kit,
                &sid,
                &[("type", "forgot"), ("username", u), ("email", e)],
            )
        };
        assert_eq!(
            forgot("bob", "x@example.com").1,
            "No user found with that username!"
        );
        assert_eq!(
            forgot("alice", "eve@example.com").1,
            "Email address do not match!"
        );
        assert_eq!(
            forgot("alice", "Alice@Example.com"),
            (true, "Successfully sent email to change password.".into())
        );
        let (to, link): (String, String) = kit
            .db
            .query_row("SELECT to_addr, link FROM outbox", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap();
        let secret: String = kit
            .db
            .query_row(
                "SELECT secret FROM reset_links WHERE username = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(to, "Alice@Example.com");
        assert_eq!(link, format!("{{base_url}}/reset/{secret}"));
        // The link's page: expired after 24 hours, and used up either way.
        let reset = |now| super::reset_password(&kit.db, &secret, now, "n3w", "$hash").unwrap();
        assert!(reset(kit.now + 86_401).contains("expired"));
        assert!(reset(kit.now).contains("not valid"));
        kit.db.execute("UPDATE users SET email = NULL", []).unwrap();
        assert!(forgot("alice", "alice@example.com")
            .1
            .starts_with("Email address not provided"));
    }

    #[test]
    fn online_users_are_masked_and_stats_count() {
        let mut kit = Kit::new();
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "fetchOnline")]),
            (false, "No online users found!".into())
        );
        user(&kit, "alexander_the_great");
        user(&kit, "bob");
        let r = call(&kit, &anon, &[("type", "fetchOnline")]);
        assert_eq!(outcome(&r).1, "Successfully fetched online users.");
        assert_eq!(json(&r)["users"][0]["credential"], "alexander_*********");
        assert_eq!(json(&r)["users"][1]["credential"], "bob");
        let r = call(&kit, &anon, &[("type", "fetchStats")]);
        assert_eq!(json(&r)["appinfo"]["numUsers"], "2");
        assert_eq!(json(&r)["appinfo"]["numOnlineUsers"], "2");
        assert_eq!(json(&r)["appinfo"]["numKeys"], "2");
        assert_eq!(json(&r)["appinfo"]["version"], "1.0");
        kit.now += 21_600;
        let late = kit.init();
        assert_eq!(
            on(&kit, &late, &[("type", "fetchOnline")]).1,
            "No online users found!"
        );
        assert_eq!(mask("ab"), "ab");
    }

    #[test]
    fn log_answers_an_empty_body_and_stores_the_line() {
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        let r = call(
            &kit,
            &sid,
            &[("type", "log"), ("message", "opened"), ("pcuser", "pc1")],
        );
        assert_eq!((r.status, r.body), (200, Body::Text(String::new())));
        let long = "x".repeat(276);
        call(&kit, &sid, &[("type", "log"), ("message", &long)]);
        let rows: Vec<(String, String, String)> = kit
            .db
            .prepare("SELECT logdata, credential, pcuser FROM logs")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(rows, vec![("opened".into(), "alice".into(), "pc1".into())]);
    }

    #[test]
    fn files_are_served_as_hex_to_logged_in_users() {
        let kit = Kit::new();
        kit.db
            .execute(
                "INSERT INTO files (id, name, url, size, uploaddate, authed, content) VALUES
                 ('111111', 'a.bin', 'http://x/a.bin', '3 B', 0, 1, x'00ff10'),
                 ('222222', 'b.bin', 'http://x/b.bin', '0 B', 0, 0, NULL)",
                [],
            )
            .unwrap();
        let anon = kit.init();
        let r = call(&kit, &anon, &[("type", "file"), ("fileid", "111111")]);
        assert_eq!(
            (r.status, outcome(&r).1.as_str()),
            (202, "Session is not validated")
        );
        let r = call(&kit, &anon, &[("type", "file"), ("fileid", "999999")]);
        assert_eq!((r.status, outcome(&r).1.as_str()), (201, "File not Found"));
        let r = call(&kit, &anon, &[("type", "file"), ("fileid", "222222")]);
        assert_eq!(r.status, 203);
        let sid = user(&kit, "alice");
        let r = call(&kit, &sid, &[("type", "file"), ("fileid", "111111")]);
        assert_eq!(outcome(&r), (true, "File download successful".into()));
        assert_eq!(json(&r)["contents"], "00ff10");
    }
}
