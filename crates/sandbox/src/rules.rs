//! Rules shared by seller and client handlers: redeeming keys, user records, blacklists.
//!
//! Plain functions of the database and the time: they name no handler type, so the handlers
//! import them and not the other way round (password hashing itself is `hash.rs`).

use anyhow::Result;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// Emails are stored hashed (the service keeps SHA-1 of the lower-cased address; the sandbox SHA-256).
pub fn hash_email(email: &str) -> String {
    hex::encode(Sha256::digest(email.trim().to_lowercase().as_bytes()))
}

/// A license row.
#[derive(Debug, Clone)]
pub struct Key {
    pub key: String,
    pub expires: i64,
    pub status: String,
    pub level: String,
    pub banned: Option<String>,
    pub usedby: Option<String>,
}

pub fn find_key(db: &Connection, key: &str) -> Result<Option<Key>> {
    // Cached: most client requests with a key, and seller `verify`, look one up.
    Ok(db
        .prepare_cached(
            "SELECT key, expires, status, level, banned, usedby FROM keys WHERE key = ?1 ORDER BY id LIMIT 1",
        )?
        .query_row(
            [key],
            |r| {
                Ok(Key {
                    key: r.get(0)?,
                    expires: r.get(1)?,
                    status: r.get(2)?,
                    level: r.get(3)?,
                    banned: r.get(4)?,
                    usedby: r.get(5)?,
                })
            },
        )
        .optional()?)
}

/// Names of the subscriptions that keys of `level` grant.
pub fn subs_of_level(db: &Connection, level: &str) -> Result<Vec<String>> {
    let mut st = db.prepare("SELECT name FROM subscriptions WHERE level = ?1 ORDER BY id")?;
    let names = st
        .query_map([level], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(names)
}

/// Marks `key` used by `user` and grants its subscriptions (all of them, or only the first).
/// Returns false when no subscription has the key's level.
pub fn redeem(db: &Connection, key: &Key, user: &str, now: i64, all: bool) -> Result<bool> {
    let mut names = subs_of_level(db, &key.level)?;
    if names.is_empty() {
        return Ok(false);
    }
    if !all {
        names.truncate(1);
    }
    for name in names {
        db.execute(
            "INSERT INTO subs (user, subscription, expiry, key, paused) VALUES (?1, ?2, ?3, ?4, 0)",
            params![user, name, now.saturating_add(key.expires), key.key],
        )?;
    }
    used_by(db, key, user, now)
}

/// Marks `key` used by `user` at `now`.
fn used_by(db: &Connection, key: &Key, user: &str, now: i64) -> Result<bool> {
    db.execute(
        "UPDATE keys SET status = 'Used', usedby = ?1, usedon = ?2 WHERE key = ?3",
        params![user, now, key.key],
    )?;
    Ok(true)
}

/// Client `upgrade`: the key's first subscription, as `redeem` grants it, except that a running
/// subscription of that name the user already has is extended by the key's duration (its key
/// unchanged) instead of a second row — what both recorded servers did (keyauth-transcripts.md
/// #28 → #191 on the 2024 server, #41 → #75 on the 2022 one). Returns false as `redeem` does.
pub fn redeem_upgrade(db: &Connection, key: &Key, user: &str, now: i64) -> Result<bool> {
    let Some(name) = subs_of_level(db, &key.level)?.into_iter().next() else {
        return Ok(false);
    };
    let running: Option<i64> = db
        .query_row(
            "SELECT id FROM subs WHERE user = ?1 AND subscription = ?2 AND expiry > ?3 ORDER BY id LIMIT 1",
            params![user, name, now],
            |r| r.get(0),
        )
        .optional()?;
    let Some(id) = running else {
        return redeem(db, key, user, now, false);
    };
    db.execute(
        "UPDATE subs SET expiry = expiry + ?1 WHERE id = ?2",
        params![key.expires, id],
    )?;
    used_by(db, key, user, now)
}

pub fn user_exists(db: &Connection, user: &str) -> Result<bool> {
    Ok(db
        .query_row(
            "SELECT 1 FROM users WHERE username = ?1",
            [user],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

/// A user to create; `password: None` means the first login sets it.
#[derive(Debug, Default)]
pub struct NewUser<'a> {
    pub name: &'a str,
    pub password: Option<&'a str>,
    pub email: Option<&'a str>,
    pub hwid: Option<&'a str>,
    pub ip: Option<&'a str>,
    /// Who created it: the key's creator, or `SellerAPI`.
    pub owner: &'a str,
    /// Made by seller `adduser`: no `lastlogin` until the first login, as in the service.
    pub never_logged_in: bool,
}

/// Creates a user row at `now`; the password is hashed with `hash` and the email hashed here.
/// The caller passes its hasher (`Ctx::hash_password`) so the hash made before the transaction is
/// used, without this module naming the handler's types.
pub fn create_user(
    db: &Connection,
    now: i64,
    u: &NewUser,
    hash: impl FnOnce(&str) -> Result<String>,
) -> Result<()> {
    let hash = u.password.map(hash).transpose()?;
    db.execute(
        "INSERT INTO users (username, password, email, hwid, ip, owner, createdate, lastlogin) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![u.name, hash, u.email.map(hash_email), u.hwid, u.ip, u.owner, now, (!u.never_logged_in).then_some(now)],
    )?;
    Ok(())
}

/// The client API's user object (`info`): username, active subscriptions, ip, hwid, dates.
pub fn user_info(db: &Connection, user: &str, now: i64, with_level: bool) -> Result<Value> {
    let (ip, hwid, created, last): (Option<String>, Option<String>, i64, Option<i64>) = db
        .query_row(
        "SELECT ip, hwid, createdate, lastlogin FROM users WHERE username = ?1 ORDER BY id LIMIT 1",
        [user],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    let mut st = db.prepare(
        "SELECT s.subscription, s.key, s.expiry, COALESCE(d.level, '') FROM subs s
         LEFT JOIN subscriptions d ON d.name = s.subscription
         WHERE s.user = ?1 AND s.paused = 0 AND s.expiry > ?2 ORDER BY s.id",
    )?;
    let subs = st
        .query_map(params![user, now], |r| {
            let expiry: i64 = r.get(2)?;
            let mut sub = json!({
                "subscription": r.get::<_, String>(0)?,
                "key": r.get::<_, Option<String>>(1)?,
                "expiry": expiry.to_string(),
                "timeleft": expiry - now,
            });
            if with_level {
                sub["level"] = Value::String(r.get(3)?);
            }
            Ok(sub)
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(json!({
        "username": user,
        "subscriptions": subs,
        "ip": ip.unwrap_or_default(),
        "hwid": hwid,
        "createdate": created.to_string(),
        "lastlogin": last.unwrap_or(created).to_string(),
    }))
}

/// Whether the IP or HWID is on the blacklist.
pub fn blacklisted(db: &Connection, ip: &str, hwid: Option<&str>) -> Result<bool> {
    let hit = db
        .query_row(
            "SELECT 1 FROM bans WHERE (type = 'ip' AND ip = ?1) OR (type = 'hwid' AND ?2 IS NOT NULL AND hwid = ?2) LIMIT 1",
            params![ip, hwid],
            |_| Ok(()),
        )
        .optional()?;
    Ok(hit.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::hash::hash_password;

    #[test]
    fn redeem_grants_subscriptions_of_the_level() {
        let kit = crate::testkit::Kit::new();
        let db = &kit.db;
        // A fresh sandbox has `default` at level 1 already.
        db.execute(
            "INSERT INTO subscriptions (name, level) VALUES ('extra', '1')",
            [],
        )
        .unwrap();
        db.execute(
            "INSERT INTO keys (key, expires, genby, gendate) VALUES ('K', 100, 'x', 0)",
            [],
        )
        .unwrap();
        create_user(
            db,
            10,
            &NewUser {
                name: "alice",
                password: Some("pw"),
                owner: "x",
                ..Default::default()
            },
            hash_password,
        )
        .unwrap();
        let key = find_key(db, "K").unwrap().unwrap();
        assert!(redeem(db, &key, "alice", 10, true).unwrap());
        let info = user_info(db, "alice", 10, true).unwrap();
        assert_eq!(info["subscriptions"].as_array().unwrap().len(), 2);
        assert_eq!(info["subscriptions"][0]["timeleft"], 100);
        assert_eq!(find_key(db, "K").unwrap().unwrap().status, "Used");
    }
}
