//! Email one-time passwords (sandbox names `emailOtpSend` / `emailOtpVerify`; the interface document
//! lists the operation by name only): a 6-digit code mailed to a registered address logs the user in.

use rand::Rng;
use rusqlite::{params, OptionalExtension};
use subtle::ConstantTimeEq;

use crate::client::auth::{authenticate, finish_login, Proof};
use crate::handler::{fail, ok, Ctx, Handled, Handler};
use crate::rules;
use crate::store::{self, send_mail};

pub const HANDLERS: &[(&str, Handler)] = &[("emailOtpSend", send), ("emailOtpVerify", verify)];

/// A code is good for 10 minutes.
pub const LIFETIME: i64 = 10 * 60;
/// Wrong guesses allowed per session and code before the code is thrown away.
const MAX_WRONG: i64 = 5;

fn session_id(cx: &Ctx) -> String {
    cx.session
        .as_ref()
        .map(|s| s.id.clone())
        .unwrap_or_default()
}

fn user_by_email(cx: &Ctx, email: &str) -> rusqlite::Result<Option<String>> {
    cx.db
        .query_row(
            "SELECT username FROM users WHERE email = ?1",
            [rules::hash_email(email)],
            |r| r.get(0),
        )
        .optional()
}

fn send(cx: &mut Ctx) -> Handled {
    let email = cx.q.str("email");
    if !email.contains('@') {
        return Ok(fail("Invalid email address"));
    }
    let session = session_id(cx);
    // Same answer whether or not the address is registered, so addresses can't be probed.
    if user_by_email(cx, email)?.is_some() {
        let code = format!("{:06}", rand::thread_rng().gen_range(0..1_000_000));
        cx.db.execute(
            "INSERT INTO email_codes (session, email, code, sent) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT(session) DO UPDATE SET email = excluded.email, code = excluded.code, sent = excluded.sent",
            params![session, email, code, cx.now],
        )?;
        cx.db.execute(
            "DELETE FROM counters WHERE name = ?1",
            [format!("otp:{session}")],
        )?;
        let body = format!(
            "Your code to log in to {} is {code}. It works once and expires in 10 minutes.",
            cx.app.name
        );
        send_mail(cx.db, cx.now, email, "Your login code", &body, None)?;
    }
    Ok(ok("One-time password sent, check your email"))
}

fn verify(cx: &mut Ctx) -> Handled {
    let session = session_id(cx);
    let row: Option<(String, String, i64)> = cx
        .db
        .query_row(
            "SELECT email, code, sent FROM email_codes WHERE session = ?1",
            [&session],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let Some((email, code, sent)) = row else {
        return Ok(fail("No one-time password was sent for this session"));
    };
    if cx.now >= sent + LIFETIME {
        cx.db
            .execute("DELETE FROM email_codes WHERE session = ?1", [&session])?;
        return Ok(fail("One-time password expired"));
    }
    let same_email = rules::hash_email(&email) == rules::hash_email(cx.q.str("email"));
    let same_code: bool = cx.q.str("code").as_bytes().ct_eq(code.as_bytes()).into();
    if !(same_email && same_code) {
        let wrong = store::count(cx.db, &format!("otp:{session}"), cx.now, 1, sent)?;
        if wrong >= MAX_WRONG {
            cx.db
                .execute("DELETE FROM email_codes WHERE session = ?1", [&session])?;
            return Ok(fail(
                "Too many wrong codes, request a new one-time password",
            ));
        }
        return Ok(fail("Invalid one-time password"));
    }
    cx.db
        .execute("DELETE FROM email_codes WHERE session = ?1", [&session])?;
    let Some(user) = user_by_email(cx, &email)? else {
        return Ok(fail(&store::setting(cx.db, "usernamenotfound")?));
    };
    if let Err(reply) = authenticate(cx, &user, Proof::Email)? {
        return Ok(reply);
    }
    finish_login(cx, &user)
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, on, user};
    use crate::testkit::{json, Kit};

    fn mailed_code(kit: &Kit) -> String {
        let body: String = kit
            .db
            .query_row(
                "SELECT body FROM outbox ORDER BY id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .unwrap();
        body.split_whitespace()
            .find(|w| {
                w.trim_end_matches('.').len() == 6 && w.chars().take(6).all(|c| c.is_ascii_digit())
            })
            .unwrap()
            .trim_end_matches('.')
            .to_string()
    }

    #[test]
    fn a_mailed_code_logs_in_once() {
        let kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        let email = "alice@example.com";
        let sent = on(&kit, &sid, &[("type", "emailOtpSend"), ("email", email)]);
        assert_eq!(
            sent,
            (true, "One-time password sent, check your email".into())
        );
        let code = mailed_code(&kit);
        let verify = |c: &str| {
            call(
                &kit,
                &sid,
                &[
                    ("type", "emailOtpVerify"),
                    ("email", email),
                    ("code", c),
                    ("hwid", "HWID-alice"),
                ],
            )
        };
        let wrong = if code == "000000" { "000001" } else { "000000" };
        assert_eq!(json(&verify(wrong))["message"], "Invalid one-time password");
        let r = verify(&code);
        assert_eq!(json(&r)["message"], "Logged in!");
        assert_eq!(json(&r)["info"]["username"], "alice");
        assert!(on(&kit, &sid, &[("type", "check")]).0);
        assert_eq!(
            json(&verify(&code))["message"],
            "No one-time password was sent for this session"
        );
    }

    #[test]
    fn codes_expire_and_unknown_addresses_get_no_mail() {
        let mut kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        let before: i64 = kit
            .db
            .query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
            .unwrap();
        assert!(
            on(
                &kit,
                &sid,
                &[("type", "emailOtpSend"), ("email", "eve@example.com")]
            )
            .0
        );
        let after: i64 = kit
            .db
            .query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
            .unwrap();
        assert_eq!(before, after);
        assert_eq!(
            on(&kit, &sid, &[("type", "emailOtpSend"), ("email", "nope")]).1,
            "Invalid email address"
        );
        on(
            &kit,
            &sid,
            &[("type", "emailOtpSend"), ("email", "alice@example.com")],
        );
        let code = mailed_code(&kit);
        kit.now += 600;
        let r = on(
            &kit,
            &sid,
            &[
                ("type", "emailOtpVerify"),
                ("email", "alice@example.com"),
                ("code", &code),
            ],
        );
        assert_eq!(r, (false, "One-time password expired".into()));
        assert!(!on(&kit, &sid, &[("type", "check")]).0);
    }

    #[test]
    fn guessing_is_cut_off() {
        let kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        on(
            &kit,
            &sid,
            &[("type", "emailOtpSend"), ("email", "alice@example.com")],
        );
        let code = mailed_code(&kit);
        let guess = if code == "999999" { "999998" } else { "999999" };
        let mut last = String::new();
        for _ in 0..5 {
            last = on(
                &kit,
                &sid,
                &[
                    ("type", "emailOtpVerify"),
                    ("email", "alice@example.com"),
                    ("code", guess),
                ],
            )
            .1;
        }
        assert_eq!(
            last,
            "Too many wrong codes, request a new one-time password"
        );
        let r = on(
            &kit,
            &sid,
            &[
                ("type", "emailOtpVerify"),
                ("email", "alice@example.com"),
                ("code", &code),
            ],
        );
        assert!(!r.0);
    }
}
