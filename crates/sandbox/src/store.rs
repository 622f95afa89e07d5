//! The sandbox's SQLite database: schema, the one application's credentials, settings and counters.

use anyhow::{Context, Result};
use rand::distributions::Alphanumeric;
use rand::Rng;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;

const SCHEMA: &str = r#"
CREATE TABLE IF NOT EXISTS settings (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS keys (
    id INTEGER PRIMARY KEY, key TEXT NOT NULL, note TEXT, expires INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'Not Used', level TEXT NOT NULL DEFAULT '1', genby TEXT NOT NULL,
    gendate INTEGER NOT NULL, usedon INTEGER, usedby TEXT, banned TEXT);
CREATE INDEX IF NOT EXISTS keys_key ON keys(key);
-- Not UNIQUE: the service stores a second user of one name (`--bugs`), the default path
-- refuses one in code (`rules::user_exists`). Older files are rebuilt by `users_allow_twins`.
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY, username TEXT NOT NULL, email TEXT, password TEXT, hwid TEXT,
    owner TEXT NOT NULL DEFAULT 'SellerAPI', createdate INTEGER NOT NULL, lastlogin INTEGER,
    banned TEXT, ip TEXT, cooldown INTEGER, totp_secret TEXT,
    totp_pending TEXT, totp_pending_at INTEGER, twofa INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS users_username ON users(username);
CREATE TABLE IF NOT EXISTS subs (
    id INTEGER PRIMARY KEY, user TEXT NOT NULL, subscription TEXT NOT NULL, expiry INTEGER NOT NULL,
    key TEXT, paused INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS subs_user ON subs(user);
CREATE TABLE IF NOT EXISTS subscriptions (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, level TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, credential TEXT, expiry INTEGER NOT NULL, created_at INTEGER NOT NULL,
    enckey TEXT, validated INTEGER NOT NULL DEFAULT 0, ip TEXT);
CREATE TABLE IF NOT EXISTS client_cache (key TEXT PRIMARY KEY, value TEXT NOT NULL, until INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS vars (id INTEGER PRIMARY KEY, varid TEXT NOT NULL UNIQUE, msg TEXT NOT NULL, authed INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS uservars (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL, user TEXT NOT NULL,
    readOnly INTEGER NOT NULL DEFAULT 0, UNIQUE(name, user));
CREATE TABLE IF NOT EXISTS files (
    pk INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, url TEXT NOT NULL,
    size TEXT NOT NULL, uploaddate INTEGER NOT NULL, authed INTEGER NOT NULL DEFAULT 1, content BLOB);
CREATE TABLE IF NOT EXISTS webhooks (
    id INTEGER PRIMARY KEY, webid TEXT NOT NULL UNIQUE, baselink TEXT NOT NULL,
    useragent TEXT NOT NULL DEFAULT 'KeyAuth', authed INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS bans (
    id INTEGER PRIMARY KEY, hwid TEXT, ip TEXT, region TEXT, country TEXT, asn TEXT, type TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS whitelist (id INTEGER PRIMARY KEY, ip TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS chats (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, delay INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS chatmsgs (
    id INTEGER PRIMARY KEY, author TEXT NOT NULL, message TEXT NOT NULL, timestamp INTEGER NOT NULL, channel TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chatmutes (id INTEGER PRIMARY KEY, user TEXT NOT NULL UNIQUE, time INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS buttons (id INTEGER PRIMARY KEY, text TEXT NOT NULL, value TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS logs (
    id INTEGER PRIMARY KEY, logdate INTEGER NOT NULL, logdata TEXT NOT NULL, credential TEXT, pcuser TEXT);
CREATE TABLE IF NOT EXISTS accounts (
    username TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password TEXT NOT NULL, role TEXT NOT NULL,
    keylevels TEXT NOT NULL DEFAULT 'N/A', permissions INTEGER NOT NULL DEFAULT 2047,
    balance TEXT NOT NULL DEFAULT '0|0|0|0|0|0|0');
CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY, sent INTEGER NOT NULL, to_addr TEXT NOT NULL, subject TEXT NOT NULL,
    body TEXT NOT NULL, link TEXT);
CREATE TABLE IF NOT EXISTS magic_links (
    token TEXT PRIMARY KEY, session TEXT NOT NULL, email TEXT NOT NULL, hwid TEXT,
    sent INTEGER NOT NULL, approved INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS email_codes (
    session TEXT PRIMARY KEY, email TEXT NOT NULL, code TEXT NOT NULL, sent INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS reset_links (
    secret TEXT PRIMARY KEY, username TEXT NOT NULL, sent INTEGER NOT NULL);
-- Subscriptions `pauseapp` froze, so `unpauseapp` resumes those and not ones paused on their own.
CREATE TABLE IF NOT EXISTS app_frozen_subs (sub INTEGER PRIMARY KEY);
CREATE TABLE IF NOT EXISTS counters (name TEXT NOT NULL, at INTEGER NOT NULL, n INTEGER NOT NULL);
"#;

/// The credentials of the sandbox's one application.
#[derive(Debug, Clone)]
pub struct AppCreds {
    pub name: String,
    pub ownerid: String,
    pub secret: String,
    pub seller_key: String,
    /// Ed25519 seed the client answers are signed with.
    pub signing_seed: [u8; 32],
}

/// Opens (creating when new) the database at `path`, or an in-memory one.
pub fn open(path: Option<&Path>) -> Result<Connection> {
    open_private(path).map(|(conn, _)| conn)
}

/// `PRAGMA application_id` of a sandbox database ("LCSB"): marks the file as the sandbox's, so
/// another program's SQLite file is refused rather than adopted.
pub const APPLICATION_ID: i32 = 0x4C43_5342;

/// Tables every sandbox database has had since the first version: a file without the marker
/// (made before it) is recognised as the sandbox's by them.
const CORE_TABLES: &[&str] = &["settings", "keys", "users", "bans", "counters"];

/// How long a request waits for another process's write lock on the file (a long `sandbox seed`)
/// before it is answered "busy".
pub const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// `open`, with the warnings about the file or directory permissions it had to tighten (`perms`).
pub fn open_private(path: Option<&Path>) -> Result<(Connection, Vec<String>)> {
    open_waiting(path, BUSY_TIMEOUT)
}

/// The header of the sandbox's "busy" answer (HTTP 503): its database stayed locked by another
/// process for the whole busy timeout. The embedded sandbox's caller reports it as local.
pub const BUSY_HEADER: &str = "x-sandbox-busy";
/// The busy header's value when the sandbox's bounded queues are full (not its database).
pub const BUSY_OVERLOADED: &str = "overloaded";

/// Whether `e` is SQLite's "database is locked" after the busy timeout.
pub fn is_busy(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<rusqlite::Error>().is_some_and(|r| {
            matches!(
                r.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
            )
        })
    })
}

/// `f` again while it fails with SQLite's "busy" or "locked" and `within` has not passed. Some
/// steps of opening a file that other processes are opening or closing at the same moment (each
/// parallel command's embedded sandbox; the last to close checkpoints the WAL under an exclusive
/// lock) are answered busy at once, without SQLite's busy handler waiting: a fresh start of the
/// step is what waiting means for them.
pub fn retry_busy<T>(within: std::time::Duration, mut f: impl FnMut() -> Result<T>) -> Result<T> {
    let started = std::time::Instant::now();
    let mut pause = std::time::Duration::from_millis(2);
    loop {
        match f() {
            Err(e) if is_busy(&e) && started.elapsed() < within => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(std::time::Duration::from_millis(50));
            }
            done => return done,
        }
    }
}

/// `open_private`, waiting `busy` for another process's write lock.
///
/// Refused: a file that is not a SQLite database, another program's database (tables, none of
/// them ours), and one the sandbox cannot write (it would otherwise start and fail every write).
pub fn open_waiting(
    path: Option<&Path>,
    busy: std::time::Duration,
) -> Result<(Connection, Vec<String>)> {
    retry_busy(busy, || open_once(path, busy))
}

/// One try of `open_waiting`: a new connection each time.
fn open_once(path: Option<&Path>, busy: std::time::Duration) -> Result<(Connection, Vec<String>)> {
    let (conn, warnings) = match path {
        Some(p) => {
            let warnings = crate::perms::prepare(p)?;
            let conn = Connection::open(p).with_context(|| format!("opening {}", p.display()))?;
            (conn, warnings)
        }
        None => (Connection::open_in_memory()?, Vec::new()),
    };
    conn.busy_timeout(busy)?;
    // Room for the handlers' cached statements (rusqlite keeps 16 by default).
    conn.set_prepared_statement_cache_capacity(64);
    let name = || path.map_or("the in-memory database".into(), |p| p.display().to_string());
    if conn.is_readonly(rusqlite::DatabaseName::Main)? {
        anyhow::bail!(
            "{} is read-only: the sandbox writes to its database (make the file and its \
             directory writable, or give --db a copy)",
            name()
        );
    }
    // Looked at before anything is written: another program's file is left exactly as it was.
    let marked = ours(&conn, &name())?;
    conn.execute_batch(
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;",
    )?;
    if marked {
        upgrade(&conn)?;
    } else {
        // One transaction, checked again under the write lock: processes creating a new file at
        // once never see each other's half-made schema as a foreign one.
        conn.execute_batch("BEGIN IMMEDIATE")?;
        let made = ours(&conn, &name()).and_then(|_| {
            conn.execute_batch(SCHEMA)?;
            rebuild_users(&conn)?;
            conn.pragma_update(None, "application_id", APPLICATION_ID)?;
            Ok(())
        });
        match made {
            Ok(()) => conn.execute_batch("COMMIT")?,
            Err(e) => {
                let _ = conn.execute_batch("ROLLBACK");
                return Err(e);
            }
        }
    }
    Ok((conn, warnings))
}

/// What this version's schema adds to a database an older sandbox made (tables, indexes, the
/// users table without its old UNIQUE constraint); nothing on a current one.
pub(crate) fn upgrade(conn: &Connection) -> Result<()> {
    conn.execute_batch(SCHEMA)?;
    users_allow_twins(conn)
}

/// The `users` table of a file made before duplicate usernames could be stored (its `username`
/// was UNIQUE): rebuilt without the constraint, rows, ids and columns kept, in one transaction
/// checked again under the write lock (another process may be doing the same).
fn users_allow_twins(conn: &Connection) -> Result<()> {
    if !users_unique(conn)? {
        return Ok(());
    }
    conn.execute_batch("BEGIN IMMEDIATE")?;
    match rebuild_users(conn) {
        Ok(()) => conn.execute_batch("COMMIT")?,
        Err(e) => {
            let _ = conn.execute_batch("ROLLBACK");
            return Err(e);
        }
    }
    Ok(())
}

/// Whether `users.username` still carries the old UNIQUE constraint (SQLite's automatic index).
fn users_unique(conn: &Connection) -> Result<bool> {
    let n: i64 = conn.query_row(
        "SELECT COUNT(*) FROM pragma_index_list('users') WHERE origin = 'u'",
        [],
        |r| r.get(0),
    )?;
    Ok(n > 0)
}

/// `users_allow_twins` inside a transaction the caller holds: SQLite cannot drop a constraint,
/// so the table is copied into one made by `SCHEMA`'s statement (columns listed by name: an old
/// file's column order may differ).
fn rebuild_users(conn: &Connection) -> Result<()> {
    if !users_unique(conn)? {
        return Ok(());
    }
    let create = SCHEMA
        .split(';')
        .find(|s| s.contains("CREATE TABLE IF NOT EXISTS users ("))
        .context("the schema creates users")?
        .replace("IF NOT EXISTS users (", "users_new (");
    conn.execute_batch(&format!("DROP TABLE IF EXISTS users_new; {create};"))?;
    let names = |table: &str| -> Result<Vec<String>> {
        let mut st = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
        let names = st
            .query_map([table], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(names)
    };
    let new = names("users_new")?;
    // The old table's columns the new one has, quoted: no value of a row is ever part of the SQL.
    let columns = names("users")?
        .into_iter()
        .filter(|c| new.contains(c))
        .map(|c| format!("\"{}\"", c.replace('"', "\"\"")))
        .collect::<Vec<_>>()
        .join(", ");
    conn.execute_batch(&format!(
        "INSERT INTO users_new ({columns}) SELECT {columns} FROM users;
         DROP TABLE users;
         ALTER TABLE users_new RENAME TO users;
         CREATE INDEX IF NOT EXISTS users_username ON users(username);"
    ))?;
    Ok(())
}

/// Whether the database carries the sandbox's marker; an error when it is not a SQLite file or
/// belongs to another program. An empty file, or one made by an older sandbox, is not marked yet.
fn ours(conn: &Connection, name: &str) -> Result<bool> {
    let id: i32 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(|e| {
            anyhow::anyhow!("{name} is not a SQLite database the sandbox can read ({e})")
        })?;
    if id == APPLICATION_ID {
        return Ok(true);
    }
    let mut st = conn.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
         ORDER BY name",
    )?;
    let tables: Vec<String> = st
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let older_sandbox = CORE_TABLES.iter().all(|t| tables.iter().any(|n| n == t));
    if id != 0 || !(tables.is_empty() || older_sandbox) {
        let mut shown: Vec<&str> = tables.iter().take(5).map(String::as_str).collect();
        if tables.len() > 5 {
            shown.push("…");
        }
        anyhow::bail!(
            "{name} is another program's database, not a sandbox's (application id {id}, tables: {}); \
             the sandbox leaves it alone: give --db a new file or a sandbox database",
            if shown.is_empty() { "none".into() } else { shown.join(", ") }
        );
    }
    Ok(false)
}

pub fn random_string(len: usize) -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(len)
        .map(char::from)
        .collect()
}

/// The application's credentials, created on first open.
pub fn app_creds(conn: &Connection, name: Option<&str>) -> Result<AppCreds> {
    if get(conn, "seller_key")?.is_none() {
        let seed: [u8; 32] = rand::thread_rng().gen();
        let secret: [u8; 32] = rand::thread_rng().gen();
        // One statement, so processes opening a new file at once agree on one application.
        let created = conn.execute(
            "INSERT OR IGNORE INTO settings (k, v) VALUES ('app_name', ?1), ('ownerid', ?2),
             ('secret', ?3), ('seller_key', ?4), ('signing_seed', ?5)",
            params![
                name.unwrap_or("sandbox"),
                random_string(10),
                hex::encode(secret),
                random_string(32),
                hex::encode(seed)
            ],
        )?;
        if created > 0 {
            // A new application starts with the subscription a license of level 1 redeems, so
            // keys made right away (README) can be used by a client.
            conn.execute(
                "INSERT OR IGNORE INTO subscriptions (name, level) VALUES ('default', '1')",
                [],
            )?;
        }
    }
    let need = |k: &str| -> Result<String> {
        get(conn, k)?.with_context(|| format!("sandbox database lacks {k}"))
    };
    let seed = hex::decode(need("signing_seed")?)?;
    Ok(AppCreds {
        name: need("app_name")?,
        ownerid: need("ownerid")?,
        secret: need("secret")?,
        seller_key: need("seller_key")?,
        signing_seed: seed
            .try_into()
            .map_err(|_| anyhow::anyhow!("bad signing seed"))?,
    })
}

/// A setting of the application, or `None` when never set.
pub fn get(conn: &Connection, key: &str) -> rusqlite::Result<Option<String>> {
    // Cached (parsed once per connection): a client request reads several settings.
    conn.prepare_cached("SELECT v FROM settings WHERE k = ?1")?
        .query_row([key], |r| r.get(0))
        .optional()
}

pub fn set(conn: &Connection, key: &str, value: &str) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO settings (k, v) VALUES (?1, ?2) ON CONFLICT(k) DO UPDATE SET v = excluded.v",
        params![key, value],
    )?;
    Ok(())
}

/// Settings the service's seller API cannot change (the owner sets them on the dashboard), which
/// the sandbox enforces: `sandbox start --set NAME=VALUE`. Name, kind of value, what it does.
pub const DASHBOARD: &[(&str, &str, &str)] = &[
    (
        "hashcheck",
        "0|1",
        "client init checks `hash` against the app's hashes (the first one seen is learned)",
    ),
    (
        "forceHwid",
        "0|1",
        "client logins without an HWID are refused (default 1)",
    ),
    (
        "minHwid",
        "N",
        "client logins need an HWID of at least N characters (default 0)",
    ),
    (
        "session",
        "SECONDS",
        "how long a client session lives (default 21600)",
    ),
    (
        "sessionReuse",
        "0|1",
        "client init from an IP with a live session reuses it, as the service does (default 0)",
    ),
    (
        "owner",
        "NAME",
        "the app owner's account name: in the client API's `customerPanelLink`, and the 2022 seller `check` answers `seller` for it (default `owner`)",
    ),
    (
        "loopbackBans",
        "0|1",
        "banning a user blacklists a loopback IP too, as the service does (default 0)",
    ),
    (
        "cooldown",
        "SECONDS",
        "the app's HWID reset cooldown, which the gateway's customer resets follow (default 604800)",
    ),
];

/// Whether an automatic ban (seller `banuser`, `ban` with `userToo`, client `ban`) blacklists
/// `ip`: not a loopback address unless `loopbackBans` is 1, since every local client of a
/// loopback sandbox shares it (docs/sandbox.md).
pub fn may_blacklist_ip(conn: &Connection, ip: &str) -> rusqlite::Result<bool> {
    let loopback = ip
        .parse::<std::net::IpAddr>()
        .is_ok_and(|a| a.to_canonical().is_loopback());
    Ok(!ip.is_empty() && (!loopback || setting(conn, "loopbackBans")? == "1"))
}

/// Why a dashboard-only setting cannot be stored, if it cannot.
pub fn check_dashboard(name: &str, value: &str) -> Result<(), String> {
    let Some((_, kind, _)) = DASHBOARD.iter().find(|(n, _, _)| *n == name) else {
        let names: Vec<&str> = DASHBOARD.iter().map(|(n, _, _)| *n).collect();
        return Err(format!(
            "unknown dashboard setting {name:?}; the sandbox knows {}",
            names.join(", ")
        ));
    };
    let ok = match *kind {
        "0|1" => value == "0" || value == "1",
        // An account name as the service takes one: letters, digits, `_`, `-`, `.`.
        "NAME" => {
            (1..=64).contains(&value.len())
                && value
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"_-.".contains(&b))
        }
        _ => value.parse::<u32>().is_ok(),
    };
    if ok {
        Ok(())
    } else {
        Err(format!("setting {name}: {value:?} is not {kind}"))
    }
}

/// Stores a dashboard-only setting after checking its name and value.
pub fn set_dashboard(conn: &Connection, name: &str, value: &str) -> anyhow::Result<()> {
    check_dashboard(name, value).map_err(anyhow::Error::msg)?;
    set(conn, name, value)?;
    Ok(())
}

/// A setting, or its documented default (api-catalogue §6.1).
pub fn setting(conn: &Connection, key: &str) -> rusqlite::Result<String> {
    Ok(get(conn, key)?.unwrap_or_else(|| default_setting(key).to_string()))
}

pub fn default_setting(key: &str) -> &'static str {
    match key {
        "ver" => "1.0",
        "enabled" | "hwidcheck" | "forceHwid" => "1",
        "paused" | "hashcheck" | "vpnblock" | "sessionReuse" | "loopbackBans" => "0",
        "session" => "21600",
        "cooldown" => "604800",
        "minHwid" => "0",
        "owner" => "owner",
        "appdisabled" => "This application is disabled",
        "usernametaken" => "Username already taken, choose a different one",
        "keynotfound" => "Invalid license key",
        "keyused" => "License key has already been used",
        "nosublevel" => {
            "There is no subscription created for your key level. Contact application developer."
        }
        "usernamenotfound" => "Invalid username",
        "passmismatch" => "Password does not match.",
        "hwidmismatch" => "HWID doesn't match. Ask for a HWID reset",
        "noactivesubs" => "No active subscription(s) found",
        "hwidblacked" => "You've been blacklisted from our application",
        "pausedsub" => "Your subscription is paused and can't be used right now",
        "vpnblocked" => "VPNs are blocked on this application",
        "keybanned" => "Your license is banned",
        "userbanned" => "The user is banned",
        "sessionunauthed" => "Session is not validated",
        "hashcheckfail" => {
            "This program hash does not match, make sure you're using latest version"
        }
        "loggedInMsg" => "Logged in!",
        "pausedApp" => {
            "Application is currently paused, please wait for the developer to say otherwise."
        }
        "chatHitDelay" => "Chat slower, you've hit the delay limit",
        _ => "",
    }
}

/// Adds `n` to a named counter at time `now` and returns the total since `since`.
pub fn count(conn: &Connection, name: &str, now: i64, n: i64, since: i64) -> rusqlite::Result<i64> {
    // Cached: with `--limits service` every request counts.
    if n != 0 {
        conn.prepare_cached("INSERT INTO counters (name, at, n) VALUES (?1, ?2, ?3)")?
            .execute(params![name, now, n])?;
    }
    conn.prepare_cached("DELETE FROM counters WHERE name = ?1 AND at < ?2")?
        .execute(params![name, since])?;
    conn.prepare_cached("SELECT COALESCE(SUM(n), 0) FROM counters WHERE name = ?1 AND at >= ?2")?
        .query_row(params![name, since], |r| r.get(0))
}

/// Stores a message in the outbox (the sandbox sends no mail).
pub fn send_mail(
    conn: &Connection,
    now: i64,
    to: &str,
    subject: &str,
    body: &str,
    link: Option<&str>,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO outbox (sent, to_addr, subject, body, link) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![now, to, subject, body, link],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn creds_are_created_once_and_kept() {
        let conn = open(None).unwrap();
        let a = app_creds(&conn, Some("demo")).unwrap();
        let b = app_creds(&conn, None).unwrap();
        assert_eq!(a.seller_key, b.seller_key);
        assert_eq!(a.seller_key.len(), 32);
        assert_eq!(a.ownerid.len(), 10);
        assert_eq!(b.name, "demo");
    }

    #[test]
    fn another_programs_file_is_refused_untouched_and_an_older_sandbox_file_is_marked() {
        let dir = tempfile::tempdir().unwrap();
        let foreign = dir.path().join("f.db");
        Connection::open(&foreign)
            .unwrap()
            .execute_batch("CREATE TABLE t (x)")
            .unwrap();
        let e = open(Some(&foreign)).unwrap_err().to_string();
        assert!(
            e.contains("another program's database") && e.contains("tables: t)"),
            "{e}"
        );
        let c = Connection::open(&foreign).unwrap();
        let n: i64 = c
            .query_row("SELECT COUNT(*) FROM sqlite_master", [], |r| r.get(0))
            .unwrap();
        let journal: String = c
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!((n, journal.as_str()), (1, "delete"), "left as it was");

        // Made by a sandbox before the marker: adopted, and marked.
        let older = dir.path().join("o.db");
        Connection::open(&older)
            .unwrap()
            .execute_batch(SCHEMA)
            .unwrap();
        let conn = open(Some(&older)).unwrap();
        let id: i32 = conn
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .unwrap();
        assert_eq!(id, APPLICATION_ID);
        drop(conn);
        assert!(open(Some(&older)).is_ok(), "and opened again");
    }

    #[test]
    fn counters_window() {
        let conn = open(None).unwrap();
        assert_eq!(count(&conn, "add", 100, 5, 0).unwrap(), 5);
        assert_eq!(count(&conn, "add", 200, 3, 0).unwrap(), 8);
        assert_eq!(count(&conn, "add", 300, 0, 150).unwrap(), 3);
    }

    #[test]
    fn a_file_whose_usernames_were_unique_is_rebuilt_keeping_its_rows() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        // The users table as sandboxes made it before duplicate names could be stored.
        let old = SCHEMA
            .replace(
                "username TEXT NOT NULL, email",
                "username TEXT NOT NULL UNIQUE, email",
            )
            .replace(
                "CREATE INDEX IF NOT EXISTS users_username ON users(username);",
                "",
            );
        assert_ne!(old, SCHEMA);
        {
            let c = Connection::open(&path).unwrap();
            c.execute_batch(&old).unwrap();
            c.pragma_update(None, "application_id", APPLICATION_ID)
                .unwrap();
            c.execute(
                "INSERT INTO users (id, username, hwid, createdate) VALUES (7, 'ann', 'H', 5)",
                [],
            )
            .unwrap();
            assert!(users_unique(&c).unwrap());
        }
        let conn = open(Some(&path)).unwrap();
        assert!(!users_unique(&conn).unwrap());
        let (id, hwid): (i64, String) = conn
            .query_row(
                "SELECT id, hwid FROM users WHERE username = 'ann'",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!((id, hwid.as_str()), (7, "H"));
        conn.execute(
            "INSERT INTO users (username, createdate) VALUES ('ann', 6)",
            [],
        )
        .unwrap();
        drop(conn);
        // Opened again: nothing left to rebuild, both rows there.
        let conn = open(Some(&path)).unwrap();
        let n: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM users WHERE username = 'ann'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, 2);
    }
}

#[cfg(test)]
mod open_race {
    use super::*;

    fn busy() -> anyhow::Error {
        let f = rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY);
        anyhow::Error::new(rusqlite::Error::SqliteFailure(f, None)).context("a step")
    }

    #[test]
    fn a_busy_step_is_started_again_within_the_wait_and_no_longer() {
        let mut tries = 0;
        let done = retry_busy(std::time::Duration::from_secs(5), || {
            tries += 1;
            if tries < 3 {
                Err(busy())
            } else {
                Ok(tries)
            }
        });
        assert_eq!(done.unwrap(), 3);
        let mut tries = 0;
        let gave_up: Result<()> = retry_busy(std::time::Duration::ZERO, || {
            tries += 1;
            Err(busy())
        });
        assert!(gave_up.is_err() && tries == 1);
        // Anything else is said at once.
        let mut tries = 0;
        let other: Result<()> = retry_busy(std::time::Duration::from_secs(5), || {
            tries += 1;
            Err(anyhow::anyhow!("not a database"))
        });
        assert!(other.is_err() && tries == 1);
    }

    /// `f` on eight threads at once: the errors, each with its causes.
    fn eight_at_once(f: impl Fn() -> Result<()> + Sync) -> Vec<String> {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..8).map(|_| s.spawn(&f)).collect();
            handles
                .into_iter()
                .filter_map(|h| h.join().unwrap().err().map(|e| format!("{e:#}")))
                .collect()
        })
    }

    /// Many processes' sandboxes opening one file at once (parallel commands on the embedded
    /// default): each opens it, none told "database is locked" within its busy wait.
    #[test]
    fn sandboxes_opening_one_file_at_once_all_open() {
        for round in 0..20 {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("s.db");
            let errors = eight_at_once(|| {
                open_waiting(Some(&path), std::time::Duration::from_secs(5)).map(drop)
            });
            assert!(errors.is_empty(), "round {round}: {errors:?}");
        }
    }

    /// The same, through the whole start of a sandbox (as each parallel command's embedded one).
    #[test]
    fn sandboxes_starting_on_one_file_at_once_all_start() {
        for round in 0..10 {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("s.db");
            let errors = eight_at_once(|| {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                let opts = crate::Options {
                    db: Some(path.clone()),
                    ..Default::default()
                };
                rt.block_on(crate::start(opts)).map(drop)
            });
            assert!(errors.is_empty(), "round {round}: {errors:?}");
        }
    }
}
