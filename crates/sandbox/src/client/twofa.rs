//! Client `2faenable` and `2fadisable`: TOTP second factor for the logged-in user.

use rusqlite::params;
use serde_json::json;

use crate::client::require_user;
use crate::handler::{fail, ok, Ctx, Handled, Handler, Reply};
use crate::totp;

pub const HANDLERS: &[(&str, Handler)] = &[("2faenable", enable), ("2fadisable", disable)];

/// How long a secret handed out by `2faenable` waits for its first code.
const PENDING: i64 = 300;

fn enc(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

fn enable(cx: &mut Ctx) -> Handled {
    let user = match require_user(cx) {
        Ok(u) => u,
        Err(reply) => return Ok(reply),
    };
    let (on, pending, at): (i64, Option<String>, Option<i64>) = cx.db.query_row(
        "SELECT twofa, totp_pending, totp_pending_at FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
        [&user],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    if on == 1 {
        return Ok(fail("2fa is already enabled on this account"));
    }
    let Some(code) = cx.q.get("code") else {
        let secret = totp::new_secret();
        cx.db.execute(
            "UPDATE users SET totp_pending = ?1, totp_pending_at = ?2 WHERE username = ?3",
            params![secret, cx.now, user],
        )?;
        // The service names itself as issuer; the sandbox names the application.
        let qr = format!(
            "otpauth://totp/{}?secret={secret}&issuer={}",
            enc(&user),
            enc(&cx.app.name)
        );
        return Ok(Reply::json(
            200,
            json!({"success": true, "2fa": {"secret_code": secret, "QRCode": qr}}),
        ));
    };
    // The service flags these two failures success:true; kept for compatibility.
    let Some(secret) = pending.filter(|_| at.is_some_and(|t| cx.now - t <= PENDING)) else {
        return Ok(ok("2fa session has expired"));
    };
    if !totp::verify(&secret, code, cx.now) {
        return Ok(ok("Invalid code please try again"));
    }
    cx.db.execute(
        "UPDATE users SET twofa = 1, totp_secret = ?1, totp_pending = NULL, totp_pending_at = NULL WHERE username = ?2",
        params![secret, user],
    )?;
    Ok(ok("2fa successfully activated"))
}

fn disable(cx: &mut Ctx) -> Handled {
    let Some(code) = cx.q.get("code").map(str::to_string) else {
        return Ok(fail("Please provide the 2fa code to disable 2fa"));
    };
    let user = match require_user(cx) {
        Ok(u) => u,
        Err(reply) => return Ok(reply),
    };
    let (on, secret): (i64, Option<String>) = cx.db.query_row(
        "SELECT twofa, totp_secret FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
        [&user],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    if on != 1 {
        return Ok(fail("2fa is not enabled on this account"));
    }
    if !totp::verify(secret.as_deref().unwrap_or(""), &code, cx.now) {
        return Ok(ok("Invalid code please try again"));
    }
    cx.db.execute(
        "UPDATE users SET twofa = 0, totp_secret = NULL WHERE username = ?1",
        [&user],
    )?;
    // Sic: the service answers a successful disable with the enable text.
    Ok(ok("2fa successfully activated"))
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, on, user};
    use crate::testkit::{json, Kit};
    use crate::totp::code;

    fn twofa(kit: &Kit) -> i64 {
        kit.db
            .query_row(
                "SELECT twofa FROM users WHERE username = 'alice'",
                [],
                |r| r.get(0),
            )
            .unwrap()
    }

    #[test]
    fn enable_with_the_right_code_then_disable() {
        let kit = Kit::new();
        let sid = user(&kit, "alice");
        let r = call(&kit, &sid, &[("type", "2faenable")]);
        let secret = json(&r)["2fa"]["secret_code"].as_str().unwrap().to_string();
        let qr = json(&r)["2fa"]["QRCode"].as_str().unwrap().to_string();
        assert_eq!(
            qr,
            format!("otpauth://totp/alice?secret={secret}&issuer=kit")
        );
        let wrong = code(&secret, kit.now - 900).unwrap();
        let r = on(&kit, &sid, &[("type", "2faenable"), ("code", &wrong)]);
        assert_eq!(r, (true, "Invalid code please try again".into()));
        assert_eq!(twofa(&kit), 0);
        let right = code(&secret, kit.now).unwrap();
        let r = on(&kit, &sid, &[("type", "2faenable"), ("code", &right)]);
        assert_eq!(r, (true, "2fa successfully activated".into()));
        assert_eq!(twofa(&kit), 1);
        assert_eq!(
            on(&kit, &sid, &[("type", "2faenable")]),
            (false, "2fa is already enabled on this account".into())
        );
        assert_eq!(
            on(&kit, &sid, &[("type", "2fadisable"), ("code", &wrong)]),
            (true, "Invalid code please try again".into())
        );
        assert_eq!(
            on(&kit, &sid, &[("type", "2fadisable"), ("code", &right)]),
            (true, "2fa successfully activated".into())
        );
        assert_eq!(twofa(&kit), 0);
    }

    #[test]
    fn pending_secrets_expire_and_disable_needs_a_code() {
        let mut kit = Kit::new();
        let sid = user(&kit, "alice");
        let r = call(&kit, &sid, &[("type", "2faenable")]);
        let secret = json(&r)["2fa"]["secret_code"].as_str().unwrap().to_string();
        kit.now += 301;
        let c = code(&secret, kit.now).unwrap();
        assert_eq!(
            on(&kit, &sid, &[("type", "2faenable"), ("code", &c)]),
            (true, "2fa session has expired".into())
        );
        assert_eq!(twofa(&kit), 0);
        assert_eq!(
            on(&kit, &sid, &[("type", "2fadisable")]),
            (false, "Please provide the 2fa code to disable 2fa".into())
        );
        assert_eq!(
            on(&kit, &sid, &[("type", "2fadisable"), ("code", "123456")]),
            (false, "2fa is not enabled on this account".into())
        );
        let anon = kit.init();
        assert_eq!(
            on(&kit, &anon, &[("type", "2faenable")]).1,
            "Session is not validated"
        );
    }
}
