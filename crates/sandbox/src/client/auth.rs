//! Client sign-in types: register, loginEmail, upgrade.

use rusqlite::{params, OptionalExtension};
use serde_json::json;

use crate::client::validate;
use crate::domain;
use crate::reply::{fail, ok_with, Ctx, Handled, Handler, Reply};
use crate::store::setting;

pub const HANDLERS: &[(&str, Handler)] = &[
    ("register", register),
    ("loginEmail", login_email),
    ("upgrade", upgrade),
];

/// The key checks shared by register and upgrade; `Err` is the failure to answer.
fn usable_key(cx: &Ctx, key: &str) -> anyhow::Result<Result<domain::Key, Reply>> {
    let Some(k) = domain::find_key(cx.db, key)? else {
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
    if domain::subs_of_level(cx.db, &k.level)?.is_empty() {
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
    if user.is_empty() {
        return Ok(fail(&setting(cx.db, "usernamenotfound")?));
    }
    if domain::user_exists(cx.db, user)? {
        return Ok(fail(&setting(cx.db, "usernametaken")?));
    }
    let k = match usable_key(cx, key)? {
        Ok(k) => k,
        Err(reply) => return Ok(reply),
    };
    if domain::blacklisted(cx.db, cx.ip, cx.q.get("hwid"))? {
        return Ok(fail(&setting(cx.db, "hwidblacked")?));
    }
    let Some(pass) = cx.q.get("pass") else {
        return Ok(fail(&setting(cx.db, "passmismatch")?));
    };
    domain::create_user(
        cx.db,
        user,
        Some(pass),
        cx.q.get("email"),
        cx.q.get("hwid"),
        Some(cx.ip),
        "SellerAPI",
        cx.now,
    )?;
    domain::redeem(cx.db, &k, user, cx.now, true)?;
    validate(cx, user)?;
    let info = domain::user_info(cx.db, user, cx.now, false)?;
    Ok(ok_with(
        &setting(cx.db, "loggedInMsg")?,
        json!({"info": info}),
    ))
}

fn login_email(cx: &mut Ctx) -> Handled {
    let email = domain::hash_email(cx.q.str("email"));
    let row: Option<(String, Option<String>, Option<String>, Option<String>, i64, Option<String>)> = cx
        .db
        .query_row(
            "SELECT username, password, hwid, banned, twofa, totp_secret FROM users WHERE email = ?1",
            [&email],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)),
        )
        .optional()?;
    let Some((user, hash, hwid, banned, twofa, totp)) = row else {
        return Ok(fail(&setting(cx.db, "usernamenotfound")?));
    };
    let pass = cx.q.str("pass");
    match hash {
        Some(h) if !domain::verify_password(pass, &h) => {
            return Ok(fail(&setting(cx.db, "passmismatch")?))
        }
        Some(_) => {}
        None => {
            let h = domain::hash_password(pass)?;
            cx.db.execute(
                "UPDATE users SET password = ?1 WHERE username = ?2",
                params![h, user],
            )?;
        }
    }
    if let Some(reason) = banned {
        return Ok(fail(
            &setting(cx.db, "userbanned")?.replace("{reason}", &reason),
        ));
    }
    if let Err(reply) = check_hwid(cx, &user, hwid.as_deref())? {
        return Ok(reply);
    }
    if twofa == 1 {
        match cx.q.get("code") {
            None => return Ok(fail("2fa code required.")),
            Some(code) if !crate::totp::verify(totp.as_deref().unwrap_or(""), code, cx.now) => {
                return Ok(fail("Invalid 2fa code."))
            }
            Some(_) => {}
        }
    }
    finish_login(cx, &user)
}

/// Locks a first HWID to the user, refuses a different one, refuses blacklisted ones.
pub fn check_hwid(cx: &Ctx, user: &str, stored: Option<&str>) -> anyhow::Result<Result<(), Reply>> {
    let sent = cx.q.get("hwid");
    if domain::blacklisted(cx.db, cx.ip, sent)? {
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
    let info = domain::user_info(cx.db, user, cx.now, true)?;
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
    if !domain::user_exists(cx.db, user)? {
        return Ok(fail(&setting(cx.db, "usernamenotfound")?));
    }
    Ok(if domain::redeem(cx.db, &k, user, cx.now, false)? {
        ok_with("Upgraded successfully", json!({}))
    } else {
        fail("Failed to upgrade for some reason.")
    })
}
