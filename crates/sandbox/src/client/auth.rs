//! Client sign-in types: register, loginEmail, upgrade; the login checks every sign-in type shares.

use rusqlite::{params, OptionalExtension};
use serde_json::json;
use sha2::Digest;
use subtle::ConstantTimeEq;

use crate::client::validate;
use crate::handler::{fail, ok_with, Ctx, Handled, Handler, Reply};
use crate::rules;
use crate::store::setting;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("register", register),
    ("loginEmail", login_email),
    ("upgrade", upgrade),
];

/// The server's answer to a sign-up without a username (its `unTooShort`, which no seller type sets).
pub const UN_TOO_SHORT: &str = "Username too short, try longer one.";

/// The key checks shared by register and upgrade; `Err` is the failure to answer.
pub(super) fn usable_key(cx: &Ctx, key: &str) -> anyhow::Result<Result<rules::Key, Reply>> {
    let Some(k) = rules::find_key(cx.db, key)? else {
        return Ok(Err(fail(&setting(cx.db, "keynotfound")?)));
    };
    if k.status == "Banned" {
        let msg =
            setting(cx.db, "keybanned")?.replace("{reason}", k.banned.as_deref().unwrap_or(""));
        return Ok(Err(fail(&msg)));
    }
    if k.status != "Not Used" {
        return Ok(Err(fail(&setting(cx.db, "keyused")?)));
    }
    if rules::subs_of_level(cx.db, &k.level)?.is_empty() {
        return Ok(Err(fail(&setting(cx.db, "nosublevel")?)));
    }
    Ok(Ok(k))
}

fn register(cx: &mut Ctx) -> Handled {
    let (user, key) = (cx.q.str("username"), cx.q.str("key"));
    if user.chars().count() > 70 {
        return Ok(fail("Username must be shorter than 70 characters"));
    }
    if key.chars().count() > 70 {
        return Ok(fail("Key must be shorter than 70 characters"));
    }
    // `strlen($un) < $minUsernameLength` (1): the first check of the server's `register`.
    if user.is_empty() {
        return Ok(fail(UN_TOO_SHORT));
    }
    if rules::user_exists(cx.db, user)? {
        return Ok(fail(&setting(cx.db, "usernametaken")?));
    }
    let k = match usable_key(cx, key)? {
        Ok(k) => k,
        Err(reply) => return Ok(reply),
    };
    if rules::blacklisted(cx.db, cx.ip, cx.q.get("hwid"))? {
        return Ok(fail(&setting(cx.db, "hwidblacked")?));
    }
    let Some(pass) = cx.q.get("pass") else {
        return Ok(fail(&setting(cx.db, "passmismatch")?));
    };
    rules::create_user(
        cx.db,
        cx.now,
        &rules::NewUser {
            name: user,
            password: Some(pass),
            email: cx.q.get("email"),
            hwid: cx.q.get("hwid"),
            ip: Some(cx.ip),
            owner: "SellerAPI",
            never_logged_in: false,
        },
        |p| cx.hash_password(p),
    )?;
    rules::redeem(cx.db, &k, user, cx.now, true)?;
    validate(cx, user)?;
    let info = rules::user_info(cx.db, user, cx.now, false)?;
    Ok(ok_with(
        &setting(cx.db, "loggedInMsg")?,
        json!({"info": info}),
    ))
}

fn login_email(cx: &mut Ctx) -> Handled {
    let email = rules::hash_email(cx.q.str("email"));
    let user: Option<String> = cx
        .db
        .query_row(
            "SELECT username FROM users WHERE email = ?1",
            [&email],
            |r| r.get(0),
        )
        .optional()?;
    let Some(user) = user else {
        return Ok(fail(&setting(cx.db, "usernamenotfound")?));
    };
    log_in(cx, &user, Proof::Password(cx.q.str("pass")))
}

/// How a user proves who they are.
#[derive(Debug, Clone, Copy)]
pub enum Proof<'a> {
    /// A password; a user whose password is NULL gets this one set.
    Password(&'a str),
    /// The web-loader token (see [`web_token`]).
    Token(&'a str),
    /// Control of the registered email address (magic link, email one-time password); no 2FA asked.
    Email,
}

/// The web-loader token of a stored password hash, as the service makes it: MD5 (lowercase hex)
/// of the hash's last five characters. The sandbox's hashes are argon2 rather than bcrypt, so the
/// token differs from the service's for the same password, but changes whenever the hash does.
pub fn web_token(hash: &str) -> String {
    let start = hash.char_indices().rev().nth(4).map_or(0, |(i, _)| i);
    hex::encode(md5::Md5::digest(&hash.as_bytes()[start..]))
}

/// The login checks in the service's order: user exists, not banned, proof, HWID and blacklist, 2FA.
/// Subscriptions are checked afterwards by [`finish_login`].
pub fn authenticate(cx: &Ctx, user: &str, proof: Proof) -> anyhow::Result<Result<(), Reply>> {
    type Row = (
        Option<String>,
        Option<String>,
        Option<String>,
        i64,
        Option<String>,
    );
    let row: Option<Row> = cx
        .db
        .query_row(
            "SELECT password, hwid, banned, twofa, totp_secret FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
            [user],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?;
    let Some((hash, hwid, banned, twofa, totp)) = row else {
        return Ok(Err(fail(&setting(cx.db, "usernamenotfound")?)));
    };
    if let Some(reason) = banned {
        let msg = setting(cx.db, "userbanned")?.replace("{reason}", &reason);
        return Ok(Err(fail(&msg)));
    }
    let proven = match (proof, hash) {
        (Proof::Email, _) => true,
        (Proof::Token(t), Some(h)) => bool::from(t.as_bytes().ct_eq(web_token(&h).as_bytes())),
        (Proof::Token(_), None) => false,
        (Proof::Password(p), Some(h)) => cx.verify_password(p, &h),
        (Proof::Password(p), None) => {
            cx.db.execute(
                "UPDATE users SET password = ?1 WHERE username = ?2",
                params![cx.hash_password(p)?, user],
            )?;
            true
        }
    };
    if !proven {
        return Ok(Err(fail(&setting(cx.db, "passmismatch")?)));
    }
    if let Err(reply) = check_hwid(cx, user, hwid.as_deref())? {
        return Ok(Err(reply));
    }
    if twofa == 1 && !matches!(proof, Proof::Email) {
        match cx.q.get("code") {
            None => return Ok(Err(fail("2fa code required."))),
            Some(code) if !crate::totp::verify(totp.as_deref().unwrap_or(""), code, cx.now) => {
                return Ok(Err(fail("Invalid 2fa code.")))
            }
            Some(_) => {}
        }
    }
    Ok(Ok(()))
}

/// Locks a first HWID to the user, refuses a different one, refuses blacklisted ones.
pub fn check_hwid(cx: &Ctx, user: &str, stored: Option<&str>) -> anyhow::Result<Result<(), Reply>> {
    let sent = cx.q.get("hwid");
    if rules::blacklisted(cx.db, cx.ip, sent)? {
        return Ok(Err(fail(&setting(cx.db, "hwidblacked")?)));
    }
    if setting(cx.db, "hwidcheck")? == "1" {
        match (stored.filter(|s| !s.is_empty()), sent) {
            (Some(s), Some(h)) if !s.contains(h) => {
                return Ok(Err(fail(&setting(cx.db, "hwidmismatch")?)))
            }
            (None, Some(h)) => {
                cx.db.execute(
                    "UPDATE users SET hwid = ?1 WHERE username = ?2",
                    params![h, user],
                )?;
            }
            _ => {}
        }
    }
    Ok(Ok(()))
}

/// `authenticate` then `finish_login`; the answer's `info.hwid` is the HWID the user had before
/// this login (the server answers from the row it read first, even when the login set one).
pub fn log_in(cx: &mut Ctx, user: &str, proof: Proof) -> Handled {
    let before: Option<Option<String>> = cx
        .db
        .query_row(
            "SELECT hwid FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
            [user],
            |r| r.get(0),
        )
        .optional()?;
    if let Err(reply) = authenticate(cx, user, proof)? {
        return Ok(reply);
    }
    let mut reply = finish_login(cx, user)?;
    if let (crate::handler::Body::Json(v), Some(hwid)) = (&mut reply.body, before) {
        if let Some(info) = v.get_mut("info").and_then(serde_json::Value::as_object_mut) {
            info.insert("hwid".into(), json!(hwid));
        }
    }
    Ok(reply)
}

/// Checks the user has an active, unpaused subscription, validates the session and answers `info`.
pub fn finish_login(cx: &mut Ctx, user: &str) -> Handled {
    let (active, paused): (i64, i64) = cx.db.query_row(
        "SELECT COALESCE(SUM(paused = 0 AND expiry > ?2), 0), COALESCE(SUM(paused = 1), 0) FROM subs WHERE user = ?1",
        params![user, cx.now],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    if active == 0 {
        let msg = if paused > 0 {
            "pausedsub"
        } else {
            "noactivesubs"
        };
        return Ok(fail(&setting(cx.db, msg)?));
    }
    cx.db.execute(
        "UPDATE users SET lastlogin = ?1, ip = ?2 WHERE username = ?3",
        params![cx.now, cx.ip, user],
    )?;
    validate(cx, user)?;
    let info = rules::user_info(cx.db, user, cx.now, true)?;
    Ok(ok_with(
        &setting(cx.db, "loggedInMsg")?,
        json!({"info": info}),
    ))
}

fn upgrade(cx: &mut Ctx) -> Handled {
    let k = match usable_key(cx, cx.q.str("key"))? {
        Ok(k) => k,
        Err(reply) => return Ok(reply),
    };
    let user = cx.q.str("username");
    if !rules::user_exists(cx.db, user)? {
        return Ok(fail(&setting(cx.db, "usernamenotfound")?));
    }
    Ok(if rules::redeem_upgrade(cx.db, &k, user, cx.now)? {
        ok_with("Upgraded successfully", json!({}))
    } else {
        fail("Failed to upgrade for some reason.")
    })
}

#[cfg(test)]
mod tests {
    use crate::client::fixtures::{call, key, on, user};
    use crate::testkit::{json, Kit};

    #[test]
    fn register_redeems_the_key_and_refuses_taken_names_and_used_keys() {
        let kit = Kit::new();
        let k = key(&kit, "30");
        let sid = kit.init();
        let reg = |name: &str, key: &str| {
            call(
                &kit,
                &sid,
                &[
                    ("type", "register"),
                    ("username", name),
                    ("pass", "pw"),
                    ("key", key),
                ],
            )
        };
        let r = reg("alice", &k);
        assert_eq!(json(&r)["message"], "Logged in!");
        assert_eq!(
            json(&r)["info"]["subscriptions"][0]["timeleft"],
            30 * 86_400
        );
        assert!(on(&kit, &sid, &[("type", "check")]).0);
        assert_eq!(
            json(&reg("alice", &k))["message"],
            "Username already taken, choose a different one"
        );
        assert_eq!(
            json(&reg("bob", &k))["message"],
            "License key has already been used"
        );
        assert_eq!(json(&reg("bob", "NOPE"))["message"], "Invalid license key");
    }

    #[test]
    fn login_email_checks_password_and_second_factor() {
        let kit = Kit::new();
        user(&kit, "alice");
        let sid = kit.init();
        let login = |pass: &str| {
            on(
                &kit,
                &sid,
                &[
                    ("type", "loginEmail"),
                    ("email", "ALICE@example.com"),
                    ("pass", pass),
                ],
            )
        };
        assert_eq!(login("bad"), (false, "Password does not match.".into()));
        assert_eq!(login("pw"), (true, "Logged in!".into()));
        assert_eq!(
            on(
                &kit,
                &sid,
                &[
                    ("type", "loginEmail"),
                    ("email", "eve@example.com"),
                    ("pass", "pw")
                ]
            )
            .1,
            "Invalid username"
        );
        kit.db
            .execute(
                "UPDATE users SET twofa = 1, totp_secret = 'JBSWY3DPEHPK3PXP'",
                [],
            )
            .unwrap();
        assert_eq!(login("pw").1, "2fa code required.");
    }

    #[test]
    fn upgrade_extends_a_running_subscription_of_the_key_level_or_adds_it() {
        let kit = Kit::new();
        user(&kit, "alice");
        let k = key(&kit, "7");
        let sid = kit.init();
        let up = |name: &str, key: &str| {
            on(
                &kit,
                &sid,
                &[("type", "upgrade"), ("username", name), ("key", key)],
            )
        };
        assert_eq!(up("nobody", &k), (false, "Invalid username".into()));
        assert_eq!(up("alice", &k), (true, "Upgraded successfully".into()));
        assert_eq!(
            up("alice", &k),
            (false, "License key has already been used".into())
        );
        // alice's running `default` (30 days from her registration key) is extended by 7 days,
        // keeping its key, as the recorded servers did (#28 → #191): no second row.
        let rows: Vec<(i64, String)> = kit
            .db
            .prepare("SELECT expiry, key FROM subs WHERE user = 'alice'")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(rows.len(), 1, "{rows:?}");
        assert_eq!(rows[0].0, kit.now + 37 * 86_400, "{rows:?}");
        assert_ne!(rows[0].1, k, "the first key stays the subscription's");
        // An expired one is not extended: the key grants a new row.
        kit.db
            .execute("UPDATE subs SET expiry = 1 WHERE user = 'alice'", [])
            .unwrap();
        let k2 = key(&kit, "7");
        assert_eq!(up("alice", &k2), (true, "Upgraded successfully".into()));
        let n: i64 = kit
            .db
            .query_row("SELECT COUNT(*) FROM subs WHERE user = 'alice'", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(n, 2);
    }
}
