//! Client `forgot` and the reset link it mails: the page a link opens sets a new password once.

use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::rules;
use crate::store::{random_string, send_mail};
use rusqlite::{params, OptionalExtension};

pub const HANDLERS: &[(&str, Handler)] = &[("forgot", forgot)];

fn forgot(cx: &mut Ctx) -> Handled {
    let user = cx.q.str("username");
    let email: Option<Option<String>> = cx
        .db
        .query_row(
            "SELECT email FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
            [user],
            |r| r.get(0),
        )
        .optional()?;
    let Some(stored) = email else {
        return Ok(fail("No user found with that username!"));
    };
    let Some(stored) = stored else {
        return Ok(fail("Email address not provided during register, ask developer to edit your account and change email."));
    };
    let email = cx.q.str("email");
    if rules::hash_email(email) != stored {
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

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{on, user};
    use crate::testkit::Kit;

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
}
