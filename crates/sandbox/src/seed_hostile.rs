//! `sandbox seed --hostile`: an app whose every field a customer can type
//! (`licensectl_catalogue::attacks::TYPED`) holds every hostile value
//! (`attacks::HOSTILE`, and one past the length limits): escape sequences, line breaks, a
//! vertical tab, NUL, bidirectional overrides, shell and HTML syntax. Written straight into the
//! tables, as a service that stored what its customers sent would hold it, so a seller's
//! commands, an owner's CI or our own tests can be run against the worst an app can contain.

use anyhow::{Context, Result};
use licensectl_catalogue::attacks::{long_value, HOSTILE};
use rusqlite::{params, Connection};
use std::path::Path;

use crate::store;

const DAY: i64 = 86_400;

/// Fills the database at `db_path` (created when missing) with the hostile app, as of `now`.
/// Returns how many hostile values each field received.
pub fn seed_hostile(db_path: &Path, now: i64) -> Result<usize> {
    let (mut conn, _warnings) = store::open_private(Some(db_path))?;
    store::app_creds(&conn, None)?;
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let n = fill(&tx, now)?;
    tx.commit().context("committing the hostile app")?;
    Ok(n)
}

/// Every hostile value, then one past the limits.
fn values() -> Vec<String> {
    let mut v: Vec<String> = HOSTILE.iter().map(|s| s.to_string()).collect();
    v.push(long_value());
    v
}

/// Writes each hostile value `v` (the `i`th) into every table, one resource at a time.
pub(crate) fn fill(db: &Connection, now: i64) -> Result<usize> {
    let values = values();
    for (i, v) in values.iter().enumerate() {
        let i = i as i64;
        let key = licenses(db, i, v, now)?;
        user(db, i, v, &key, now)?;
        app_records(db, i, v, now)?;
        blacklists(db, v)?;
        chats(db, v, now)?;
        sessions_and_logs(db, i, v, now)?;
    }
    Ok(values.len())
}

/// A subscription named `v`, a used key and a spare one; returns the used key.
fn licenses(db: &Connection, i: i64, v: &str, now: i64) -> Result<String> {
    let key = format!("HOSTILE-{i:02}-KEY");
    let spare = format!("HOSTILE-{i:02}-SPARE");
    db.execute(
        "INSERT OR IGNORE INTO subscriptions (name, level) VALUES (?1, '1')",
        params![v],
    )?;
    // A used key: its note, creator and ban reason the customer's (a reseller's) words.
    db.execute(
        "INSERT INTO keys (key, note, expires, status, level, genby, gendate, usedon, usedby, banned) \
         VALUES (?1, ?2, ?3, ?4, '1', ?2, ?5, ?6, ?2, ?7)",
        params![
            key,
            v,
            30 * DAY,
            if i % 2 == 1 { "Banned" } else { "Used" },
            now - 2 * DAY,
            now - DAY,
            (i % 2 == 1).then_some(v),
        ],
    )?;
    db.execute(
        "INSERT INTO keys (key, note, expires, status, level, genby, gendate) \
         VALUES (?1, ?2, ?3, 'Not Used', '1', ?2, ?4)",
        params![spare, v, 7 * DAY, now - DAY],
    )?;
    Ok(key)
}

/// The user named `v` (every other one banned), its subscription through `key`, its variable.
fn user(db: &Connection, i: i64, v: &str, key: &str, now: i64) -> Result<()> {
    db.execute(
        "INSERT INTO users (username, password, hwid, ip, owner, createdate, lastlogin, banned) \
         VALUES (?1, NULL, ?1, ?1, ?1, ?2, ?3, ?4)",
        params![v, now - DAY, now - 3600, (i % 2 == 1).then_some(v)],
    )?;
    db.execute(
        "INSERT INTO subs (user, subscription, expiry, key) VALUES (?1, ?1, ?2, ?3)",
        params![v, now + 30 * DAY, key],
    )?;
    db.execute(
        "INSERT OR IGNORE INTO uservars (name, data, user) VALUES (?1, ?1, ?1)",
        params![v],
    )?;
    Ok(())
}

/// What the seller sets up: a variable, a file, a webhook, a button.
fn app_records(db: &Connection, i: i64, v: &str, now: i64) -> Result<()> {
    db.execute(
        "INSERT OR IGNORE INTO vars (varid, msg) VALUES (?1, ?2)",
        params![format!("hvar{i}"), v],
    )?;
    db.execute(
        "INSERT OR IGNORE INTO files (id, name, url, size, uploaddate, content) \
         VALUES (?1, ?2, ?3, '6', ?4, ?5)",
        params![
            format!("{}", 900_000 + i),
            v,
            format!("https://files.example/{i}/{v}"),
            now - DAY,
            b"hostile".to_vec()
        ],
    )?;
    db.execute(
        "INSERT OR IGNORE INTO webhooks (webid, baselink, useragent) VALUES (?1, 'https://hooks.example/h', ?2)",
        params![format!("hweb{i}"), v],
    )?;
    db.execute(
        "INSERT OR IGNORE INTO buttons (text, value) VALUES (?1, ?2)",
        params![v, format!("hbtn{i}")],
    )?;
    Ok(())
}

/// `v` blacklisted as every kind of ban.
fn blacklists(db: &Connection, v: &str) -> Result<()> {
    for kind in ["ip", "hwid", "region", "country", "asn"] {
        // Column names come from this fixed list, never from a value.
        db.execute(
            &format!("INSERT INTO bans ({kind}, type) VALUES (?1, ?2)"),
            params![v, kind],
        )?;
    }
    Ok(())
}

/// A channel named `v`, a message in it by `v`, and `v` muted.
fn chats(db: &Connection, v: &str, now: i64) -> Result<()> {
    db.execute(
        "INSERT OR IGNORE INTO chats (name, delay) VALUES (?1, 5)",
        params![v],
    )?;
    db.execute(
        "INSERT INTO chatmsgs (author, message, timestamp, channel) VALUES (?1, ?1, ?2, ?1)",
        params![v, now - 60],
    )?;
    db.execute(
        "INSERT OR IGNORE INTO chatmutes (user, time) VALUES (?1, ?2)",
        params![v, now + DAY],
    )?;
    Ok(())
}

/// What the customers' clients leave: a live session of credential `v`, a log line of it.
fn sessions_and_logs(db: &Connection, i: i64, v: &str, now: i64) -> Result<()> {
    db.execute(
        "INSERT OR IGNORE INTO sessions (id, credential, expiry, created_at, validated, ip) \
         VALUES (?1, ?2, ?3, ?4, 1, ?2)",
        params![format!("hsess{i:02}"), v, now + 3600, now - 60],
    )?;
    db.execute(
        "INSERT INTO logs (logdate, logdata, credential, pcuser) VALUES (?1, ?2, ?2, ?2)",
        params![now - 600 + i, v],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hostile_value_lands_in_every_table() {
        let db = store::open(None).unwrap();
        let n = fill(&db, 1_800_000_000).unwrap();
        for table in [
            "users",
            "subscriptions",
            "uservars",
            "files",
            "chats",
            "logs",
            "buttons",
        ] {
            let count: i64 = db
                .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
                .unwrap();
            assert!(count >= n as i64, "{table}: {count}");
        }
        let nul: String = db
            .query_row(
                "SELECT username FROM users WHERE username LIKE 'h6%'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(nul.contains('\0'));
    }
}
