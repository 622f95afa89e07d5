//! Client `login` (password or web-loader token) and `license` (the key is username and password).

use rusqlite::params;

use crate::client::auth::{log_in, usable_key, Proof};
use crate::client::validate;
use crate::handler::{fail, ok_with, Ctx, Handled, Handler, Reply};
use crate::rules;
use crate::store::setting;

pub const HANDLERS: &[(&str, Handler)] = &[("login", login), ("license", license)];

/// The app's HWID requirements, checked before any user lookup as the service does.
fn hwid_rules(cx: &Ctx) -> anyhow::Result<Option<Reply>> {
    let hwid = cx.q.get("hwid");
    let min: usize = setting(cx.db, "minHwid")?.parse().unwrap_or(0);
    if hwid.is_some_and(|h| h.chars().count() < min) {
        return Ok(Some(fail(&format!(
            "HWID must be {min} or more characters, change this in app settings."
        ))));
    }
    if hwid.is_none() && setting(cx.db, "forceHwid")? == "1" {
        return Ok(Some(fail(
            "Force HWID is enabled, disable in app settings if you want to use blank HWIDs",
        )));
    }
    Ok(None)
}

fn login(cx: &mut Ctx) -> Handled {
    if let Some(reply) = hwid_rules(cx)? {
        return Ok(reply);
    }
    let user = cx.q.str("username").to_string();
    let proof = match cx.q.get("token") {
        Some(t) => Proof::Token(t),
        None => Proof::Password(cx.q.str("pass")),
    };
    log_in(cx, &user, proof)
}

fn license(cx: &mut Ctx) -> Handled {
    let key = cx.q.str("key").to_string();
    if key.chars().count() > 70 {
        return Ok(fail("Key must be shorter than 70 characters"));
    }
    if let Some(reply) = hwid_rules(cx)? {
        return Ok(reply);
    }
    // No key: no user of that name, and registering one is too short a name.
    if key.is_empty() {
        return Ok(fail(crate::client::auth::UN_TOO_SHORT));
    }
    if rules::user_exists(cx.db, &key)? {
        return log_in(cx, &key, Proof::Password(&key));
    }
    // First use of the key: register a user named after it, as the service does.
    let k = match usable_key(cx, &key)? {
        Ok(k) => k,
        Err(reply) => return Ok(reply),
    };
    if rules::blacklisted(cx.db, cx.ip, cx.q.get("hwid"))? {
        cx.db.execute(
            "UPDATE keys SET status = 'Banned', banned = ?1 WHERE key = ?2",
            params![
                "This key has been banned as the client was blacklisted.",
                key
            ],
        )?;
        return Ok(fail(&setting(cx.db, "hwidblacked")?));
    }
    let genby: String = cx
        .db
        .query_row("SELECT genby FROM keys WHERE key = ?1", [&key], |r| {
            r.get(0)
        })?;
    rules::create_user(
        cx.db,
        cx.now,
        &rules::NewUser {
            name: &key,
            password: Some(&key),
            hwid: cx.q.get("hwid"),
            ip: Some(cx.ip),
            owner: &genby,
            ..Default::default()
        },
        |p| cx.hash_password(p),
    )?;
    rules::redeem(cx.db, &k, &key, cx.now, true)?;
    validate(cx, &key)?;
    let info = rules::user_info(cx.db, &key, cx.now, false)?;
    Ok(ok_with(
        &setting(cx.db, "loggedInMsg")?,
        serde_json::json!({ "info": info }),
    ))
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, key, on, user};
    use crate::testkit::{json, outcome, Kit};

    fn login(kit: &Kit, sid: &str, extra: &[(&str, &str)]) -> (bool, String) {
        let mut pairs = vec![("type", "login"), ("username", "alice")];
        pairs.extend_from_slice(extra);
        on(kit, sid, &pairs)
    }

    #[test]
    fn login_validates_the_session_and_locks_the_first_hwid() {
        let kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        assert_eq!(
            on(&kit, &sid, &[("type", "check")]).1,
            "Session is not validated"
        );
        let r = call(
            &kit,
            &sid,
            &[
                ("type", "login"),
                ("username", "alice"),
                ("pass", "pw"),
                ("hwid", "HWID-alice"),
            ],
        );
        assert_eq!(outcome(&r), (true, "Logged in!".into()));
        assert_eq!(json(&r)["info"]["subscriptions"][0]["level"], "1");
        assert!(on(&kit, &sid, &[("type", "check")]).0);
        let other = kit.init();
        let (ok, msg) = login(&kit, &other, &[("pass", "pw"), ("hwid", "OTHER-PC")]);
        assert!(!ok);
        assert_eq!(msg, "HWID doesn't match. Ask for a HWID reset");
        assert_eq!(
            login(&kit, &other, &[("pass", "nope"), ("hwid", "HWID-alice")]).1,
            "Password does not match."
        );
        assert!(login(&kit, &other, &[("pass", "pw")])
            .1
            .starts_with("Force HWID is enabled"));
        kit.seller(&[("type", "addsub"), ("name", "x"), ("level", "9")]);
        assert_eq!(
            on(
                &kit,
                &other,
                &[
                    ("type", "login"),
                    ("username", "bob"),
                    ("pass", "pw"),
                    ("hwid", "H")
                ]
            )
            .1,
            "Invalid username"
        );
    }

    #[test]
    fn login_sets_a_null_password_and_accepts_the_web_loader_token() {
        let kit = Kit::new();
        user(&kit, "alice");
        kit.db
            .execute(
                "UPDATE users SET password = NULL WHERE username = 'alice'",
                [],
            )
            .unwrap();
        let sid = kit.init();
        assert!(login(&kit, &sid, &[("pass", "fresh"), ("hwid", "HWID-alice")]).0);
        assert!(!login(&kit, &sid, &[("pass", "pw"), ("hwid", "HWID-alice")]).0);
        let token = web_token_of(&kit, "alice");
        assert!(login(&kit, &sid, &[("token", &token), ("hwid", "HWID-alice")]).0);
        assert_eq!(
            login(&kit, &sid, &[("token", "0123"), ("hwid", "HWID-alice")]).1,
            "Password does not match."
        );
    }

    #[test]
    fn login_refuses_banned_users_blacklists_and_lapsed_subscriptions() {
        let kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        let ok = [("pass", "pw"), ("hwid", "HWID-alice")];
        kit.db
            .execute(
                "INSERT INTO bans (hwid, type) VALUES ('HWID-alice', 'hwid')",
                [],
            )
            .unwrap();
        assert_eq!(
            login(&kit, &sid, &ok).1,
            "You've been blacklisted from our application"
        );
        kit.db.execute("DELETE FROM bans", []).unwrap();
        kit.db
            .execute("UPDATE subs SET paused = 1 WHERE user = 'alice'", [])
            .unwrap();
        assert_eq!(
            login(&kit, &sid, &ok).1,
            "Your subscription is paused and can't be used right now"
        );
        kit.db
            .execute(
                "UPDATE subs SET paused = 0, expiry = 5 WHERE user = 'alice'",
                [],
            )
            .unwrap();
        assert_eq!(login(&kit, &sid, &ok).1, "No active subscription(s) found");
        kit.db
            .execute(
                "UPDATE users SET banned = 'cheating' WHERE username = 'alice'",
                [],
            )
            .unwrap();
        assert_eq!(login(&kit, &sid, &ok).1, "The user is banned");
        assert_eq!(
            on(&kit, &sid, &[("type", "check")]).1,
            "Session is not validated"
        );
    }

    #[test]
    fn login_asks_for_the_second_factor() {
        let kit = Kit::new();
        user(&kit, "alice");
        let secret = crate::totp::new_secret();
        kit.db
            .execute(
                "UPDATE users SET twofa = 1, totp_secret = ?1 WHERE username = 'alice'",
                [&secret],
            )
            .unwrap();
        let sid = kit.init();
        let base = [("pass", "pw"), ("hwid", "HWID-alice")];
        assert_eq!(login(&kit, &sid, &base).1, "2fa code required.");
        let wrong = crate::totp::code(&secret, kit.now - 600).unwrap();
        let mut with = base.to_vec();
        with.push(("code", &wrong));
        assert_eq!(login(&kit, &sid, &with).1, "Invalid 2fa code.");
        let right = crate::totp::code(&secret, kit.now).unwrap();
        with[2] = ("code", &right);
        assert!(login(&kit, &sid, &with).0);
    }

    #[test]
    fn expired_sessions_are_not_found() {
        let mut kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        kit.now += 21_600;
        assert!(login(&kit, &sid, &[("pass", "pw"), ("hwid", "HWID-alice")])
            .1
            .starts_with("Session not found."));
    }

    #[test]
    fn license_registers_on_first_use_then_logs_in() {
        let kit = Kit::new();
        let k = key(&kit, "7");
        let sid = kit.init();
        let lic = |sid: &str, hwid: &str| {
            on(
                &kit,
                sid,
                &[("type", "license"), ("key", &k), ("hwid", hwid)],
            )
        };
        assert_eq!(lic(&sid, "PC-1"), (true, "Logged in!".into()));
        assert!(on(&kit, &sid, &[("type", "check")]).0);
        let info = kit.seller(&[("type", "info"), ("key", &k)]);
        assert_eq!(json(&info)["usedby"], k.as_str());
        let again = kit.init();
        assert!(lic(&again, "PC-1").0);
        assert_eq!(
            lic(&again, "PC-2").1,
            "HWID doesn't match. Ask for a HWID reset"
        );
        assert_eq!(
            on(
                &kit,
                &again,
                &[("type", "license"), ("key", "NOPE"), ("hwid", "PC-1")]
            )
            .1,
            "Invalid license key"
        );
    }

    #[test]
    fn license_refuses_a_key_someone_else_used_and_bans_keys_of_blacklisted_clients() {
        let kit = Kit::new();
        let k = key(&kit, "7");
        let sid = kit.init();
        on(
            &kit,
            &sid,
            &[
                ("type", "register"),
                ("username", "bob"),
                ("pass", "pw"),
                ("key", &k),
            ],
        );
        let fresh = kit.init();
        assert_eq!(
            on(
                &kit,
                &fresh,
                &[("type", "license"), ("key", &k), ("hwid", "PC")]
            )
            .1,
            "License key has already been used"
        );
        let k2 = json(&kit.seller(&[("type", "add"), ("expiry", "1")]))["key"]
            .as_str()
            .unwrap()
            .to_string();
        kit.db
            .execute("INSERT INTO bans (hwid, type) VALUES ('BADPC', 'hwid')", [])
            .unwrap();
        assert_eq!(
            on(
                &kit,
                &fresh,
                &[("type", "license"), ("key", &k2), ("hwid", "BADPC")]
            )
            .1,
            "You've been blacklisted from our application"
        );
        assert_eq!(
            json(&kit.seller(&[("type", "info"), ("key", &k2)]))["status"],
            "Banned"
        );
        let long = "K".repeat(71);
        assert_eq!(
            on(&kit, &fresh, &[("type", "license"), ("key", &long)]).1,
            "Key must be shorter than 70 characters"
        );
    }

    fn web_token_of(kit: &crate::testkit::Kit, user: &str) -> String {
        let hash: String = kit
            .db
            .query_row(
                "SELECT password FROM users WHERE username = ?1",
                [user],
                |r| r.get(0),
            )
            .unwrap();
        crate::client::auth::web_token(&hash)
    }
}
