//! The gateway's store, one SQLite file (0600, its directory 0700): personal tokens (only their
//! SHA-256 is kept) and the audit of every request, kept to a bounded number of rows. Shared by
//! `gateway serve`, `gateway token …` and `gateway audit` (`--db`), each its own connection.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Map, Value};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::error::Failure;

/// Audit rows kept by default; the oldest go first (`--audit-rows`).
pub const AUDIT_ROWS: u64 = 100_000;

/// How a token is written: a recognisable prefix (secret scanners, the redactor) and 28 random
/// characters, 32 in all: the length of a seller key, which it stands in for.
pub const TOKEN_PREFIX: &str = "lcg_";

pub struct Store {
    conn: Mutex<Connection>,
    pub path: PathBuf,
    keep: u64,
    /// Live tokens found so far, by hash; emptied whenever another connection commits.
    cache: Mutex<Cache>,
}

/// The live tokens `authenticate` has found, as of one `PRAGMA data_version`: that number
/// changes when another connection (`gateway token revoke` or `create`, another process)
/// commits, and the cache is then emptied before it answers — so a revoked token is refused
/// from the next request on, and no request reads the tokens table unless something changed.
#[derive(Default)]
struct Cache {
    version: i64,
    /// hash → (id, name, role, the last `last_used` written, expires).
    live: HashMap<String, Live>,
}

/// A live token as the cache keeps it.
#[derive(Clone)]
struct Live {
    id: i64,
    name: String,
    role: String,
    used: Option<i64>,
    expires: Option<i64>,
}

/// What a presented token is.
#[derive(Debug, PartialEq, Eq)]
pub enum Found {
    /// A live token: its name and role.
    Live(String, String),
    /// A token that was live until this time (`token create --expires`).
    Expired(i64),
    /// No live token: unknown or revoked.
    Unknown,
}

/// A token's row, as `token list` shows it (never its hash).
pub struct TokenRow {
    pub name: String,
    pub role: String,
    pub created: i64,
    pub expires: Option<i64>,
    pub revoked: Option<i64>,
    pub last_used: Option<i64>,
}

/// One audit row.
#[derive(Debug, Clone, Default)]
pub struct Entry {
    pub at: i64,
    pub who: String,
    pub role: String,
    pub address: String,
    pub operation: String,
    pub target: String,
    /// The parameters as sent upstream (or as asked), secrets redacted: a JSON object.
    pub params: String,
    pub outcome: String,
}

/// A store made before tokens could expire gains the column (its tokens never expire).
fn add_expires(conn: &Connection) -> rusqlite::Result<()> {
    let has: bool = conn
        .prepare("SELECT 1 FROM pragma_table_info('tokens') WHERE name = 'expires'")?
        .exists([])?;
    if !has {
        conn.execute_batch("ALTER TABLE tokens ADD COLUMN expires INTEGER")?;
    }
    Ok(())
}

fn failed(path: &Path, e: impl std::fmt::Display) -> Failure {
    Failure::Config(format!("the gateway's store {}: {e}", path.display()))
}

/// The SHA-256 of a token, in hex: what the store keeps.
pub fn hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// A new token: the prefix and 28 characters from a CSPRNG (~166 bits).
pub fn new_token() -> String {
    use rand::distributions::{Alphanumeric, DistString};
    let body = Alphanumeric.sample_string(&mut rand::rngs::OsRng, 32 - TOKEN_PREFIX.len());
    format!("{TOKEN_PREFIX}{body}")
}

impl Store {
    /// Opens (creating) the store at `path`, private to its owner; returns the warnings the
    /// permission check gave.
    pub fn open(path: &Path, keep: u64) -> Result<(Store, Vec<String>), Failure> {
        let mut warnings = licensectl_sandbox::perms::prepare(path).map_err(|e| failed(path, e))?;
        let conn = Connection::open(path).map_err(|e| failed(path, e))?;
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(|e| failed(path, e))?;
        conn.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = NORMAL;
             CREATE TABLE IF NOT EXISTS tokens (
                 id INTEGER PRIMARY KEY,
                 name TEXT NOT NULL,
                 hash TEXT NOT NULL UNIQUE,
                 role TEXT NOT NULL,
                 created INTEGER NOT NULL,
                 revoked INTEGER,
                 last_used INTEGER,
                 expires INTEGER
             );
             CREATE UNIQUE INDEX IF NOT EXISTS tokens_live_name ON tokens (name) WHERE revoked IS NULL;
             CREATE TABLE IF NOT EXISTS audit (
                 id INTEGER PRIMARY KEY,
                 at INTEGER NOT NULL,
                 who TEXT NOT NULL,
                 role TEXT NOT NULL,
                 address TEXT NOT NULL,
                 operation TEXT NOT NULL,
                 target TEXT NOT NULL,
                 params TEXT NOT NULL,
                 outcome TEXT NOT NULL
             );
             CREATE INDEX IF NOT EXISTS audit_at ON audit (at);",
        )
        .map_err(|e| failed(path, e))?;
        add_expires(&conn).map_err(|e| failed(path, e))?;
        // SQLite made its -wal and -shm files with the umask's bits: the owner's alone too.
        warnings.extend(licensectl_sandbox::perms::prepare(path).map_err(|e| failed(path, e))?);
        Ok((
            Store {
                conn: Mutex::new(conn),
                path: path.to_path_buf(),
                keep: keep.max(1),
                cache: Mutex::default(),
            },
            warnings,
        ))
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Stores a new token's hash under `name`, live until `expires` if given; the token itself
    /// is returned, never kept.
    pub fn create_token(
        &self,
        name: &str,
        role: &str,
        now: i64,
        expires: Option<i64>,
    ) -> Result<String, Failure> {
        let token = new_token();
        let conn = self.conn();
        // An expired token of the name frees it, as a revoked one does (revoked when it expired).
        let freed = conn
            .execute(
                "UPDATE tokens SET revoked = expires WHERE name = ?1 AND revoked IS NULL AND expires <= ?2",
                params![name, now],
            )
            .map_err(|e| failed(&self.path, e))?;
        if freed > 0 {
            // As `revoke`: this connection's own commit does not move its `data_version`.
            self.forget();
        }
        let done = conn.execute(
            "INSERT INTO tokens (name, hash, role, created, expires) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![name, hash(&token), role, now, expires],
        );
        match done {
            Ok(_) => Ok(token),
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::ConstraintViolation =>
            {
                Err(Failure::Usage(format!(
                    "a token named {name:?} exists; revoke it first (licensectl gateway token revoke {name})"
                )))
            }
            Err(e) => Err(failed(&self.path, e)),
        }
    }

    /// Revokes the live token `name`; false when there is none.
    pub fn revoke(&self, name: &str, now: i64) -> Result<bool, Failure> {
        let conn = self.conn();
        let n = conn
            .execute(
                "UPDATE tokens SET revoked = ?2 WHERE name = ?1 AND revoked IS NULL",
                params![name, now],
            )
            .map_err(|e| failed(&self.path, e))?;
        // This connection's own commit does not move its `data_version`: forgotten here, the
        // connection still held so that no lookup caches the token in between.
        self.forget();
        Ok(n > 0)
    }

    /// Forgets every cached token.
    fn forget(&self) {
        self.cache
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .live
            .clear();
    }

    pub fn tokens(&self) -> Result<Vec<TokenRow>, Failure> {
        let conn = self.conn();
        let mut st = conn
            .prepare(
                "SELECT name, role, created, revoked, last_used, expires FROM tokens ORDER BY id",
            )
            .map_err(|e| failed(&self.path, e))?;
        let rows = st
            .query_map([], |r| {
                Ok(TokenRow {
                    name: r.get(0)?,
                    role: r.get(1)?,
                    created: r.get(2)?,
                    revoked: r.get(3)?,
                    last_used: r.get(4)?,
                    expires: r.get(5)?,
                })
            })
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|e| failed(&self.path, e))?;
        Ok(rows)
    }

    /// What `token` is: found by its hash (in the cache, else by an index), then the stored hash
    /// compared in constant time, then its expiry against `now`. The cache holds only as long as
    /// no other connection has committed (`Cache`), so a revocation counts at once.
    pub fn authenticate(&self, token: &str, now: i64) -> Result<Found, Failure> {
        let h = hash(token);
        let conn = self.conn();
        let version: i64 = conn
            .prepare_cached("PRAGMA data_version")
            .and_then(|mut st| st.query_row([], |r| r.get(0)))
            .map_err(|e| failed(&self.path, e))?;
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        if cache.version != version {
            cache.live.clear();
            cache.version = version;
        }
        let found = match cache.live.get(&h) {
            Some(live) => Some((h.clone(), live.clone())),
            None => conn
                .prepare_cached(
                    "SELECT id, hash, name, role, last_used, expires FROM tokens WHERE hash = ?1 AND revoked IS NULL",
                )
                .and_then(|mut st| {
                    st.query_row([&h], |r| {
                        let live = Live {
                            id: r.get(0)?,
                            name: r.get(2)?,
                            role: r.get(3)?,
                            used: r.get(4)?,
                            expires: r.get(5)?,
                        };
                        Ok((r.get::<_, String>(1)?, live))
                    })
                    .optional()
                })
                .map_err(|e| failed(&self.path, e))?,
        };
        let Some((stored, mut live)) = found else {
            return Ok(Found::Unknown);
        };
        if !bool::from(stored.as_bytes().ct_eq(h.as_bytes())) {
            return Ok(Found::Unknown);
        }
        if let Some(at) = live.expires.filter(|at| *at <= now) {
            return Ok(Found::Expired(at));
        }
        // At most once a minute a token: the store is not written at every request for it.
        if live.used.is_none_or(|u| u < now - 60) {
            let _ = conn
                .prepare_cached("UPDATE tokens SET last_used = ?2 WHERE id = ?1")
                .and_then(|mut st| st.execute(params![live.id, now]));
            live.used = Some(now);
        }
        let out = Found::Live(live.name.clone(), live.role.clone());
        cache.live.insert(h, live);
        Ok(out)
    }

    /// Writes one audit row (`audit_batch` of one).
    pub fn audit(&self, e: &Entry) -> Result<(), Failure> {
        self.audit_batch(std::slice::from_ref(e))
    }

    /// Writes audit rows in one transaction; past every 1,000th row, the rows beyond the ones
    /// kept are dropped.
    pub fn audit_batch(&self, rows: &[Entry]) -> Result<(), Failure> {
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(|e| failed(&self.path, e))?;
        let mut crossed = None;
        {
            let mut st = tx
                .prepare_cached(
                    "INSERT INTO audit (at, who, role, address, operation, target, params, outcome)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                )
                .map_err(|e| failed(&self.path, e))?;
            for e in rows {
                let id = st
                    .insert(params![
                        e.at,
                        e.who,
                        e.role,
                        e.address,
                        e.operation,
                        e.target,
                        e.params,
                        e.outcome
                    ])
                    .map_err(|e| failed(&self.path, e))?;
                if id % 1000 == 0 {
                    crossed = Some(id);
                }
            }
        }
        if let Some(id) = crossed {
            tx.execute(
                "DELETE FROM audit WHERE id <= ?1",
                [id.saturating_sub(self.keep as i64)],
            )
            .map_err(|e| failed(&self.path, e))?;
        }
        tx.commit().map_err(|e| failed(&self.path, e))
    }

    /// The audit rows since `since` (unix time), of `who` when given, oldest first; at most
    /// `limit` (the newest).
    pub fn read_audit(
        &self,
        since: Option<i64>,
        who: Option<&str>,
        limit: u64,
    ) -> Result<Vec<Map<String, Value>>, Failure> {
        let conn = self.conn();
        let mut st = conn
            .prepare(
                "SELECT at, who, role, address, operation, target, params, outcome, id FROM (
                   SELECT * FROM audit WHERE at >= ?1 AND (?2 IS NULL OR who = ?2)
                   ORDER BY id DESC LIMIT ?3) ORDER BY id",
            )
            .map_err(|e| failed(&self.path, e))?;
        let rows = st
            .query_map(params![since.unwrap_or(i64::MIN), who, limit as i64], |r| {
                let params: String = r.get(6)?;
                let mut m = Map::new();
                m.insert("time".into(), json!(r.get::<_, i64>(0)?));
                m.insert("who".into(), json!(r.get::<_, String>(1)?));
                m.insert("role".into(), json!(r.get::<_, String>(2)?));
                m.insert("address".into(), json!(r.get::<_, String>(3)?));
                m.insert("operation".into(), json!(r.get::<_, String>(4)?));
                m.insert("target".into(), json!(r.get::<_, String>(5)?));
                m.insert(
                    "params".into(),
                    serde_json::from_str(&params).unwrap_or(Value::String(params)),
                );
                m.insert("outcome".into(), json!(r.get::<_, String>(7)?));
                Ok(m)
            })
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|e| failed(&self.path, e))?;
        Ok(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_hash_is_kept_and_a_revoked_token_is_refused_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("gateway.db");
        let (store, _) = Store::open(&path, 3).unwrap();
        let token = store.create_token("ann", "support", 100, None).unwrap();
        assert!(token.starts_with(TOKEN_PREFIX) && token.len() == 32);
        assert!(
            store.create_token("ann", "viewer", 100, None).is_err(),
            "a live name is unique"
        );
        assert_eq!(
            store.authenticate(&token, 101).unwrap(),
            Found::Live("ann".into(), "support".into())
        );
        assert_eq!(
            store.authenticate("lcg_wrong", 101).unwrap(),
            Found::Unknown
        );
        let bytes = std::fs::read(&path).unwrap();
        let wal = std::fs::read(path.with_extension("db-wal")).unwrap_or_default();
        for file in [&bytes, &wal] {
            assert!(!file.windows(token.len()).any(|w| w == token.as_bytes()));
        }
        assert!(store.revoke("ann", 102).unwrap());
        assert_eq!(store.authenticate(&token, 103).unwrap(), Found::Unknown);
        assert!(!store.revoke("ann", 104).unwrap());
        assert!(
            store.create_token("ann", "viewer", 105, None).is_ok(),
            "the name is free again"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&path), 0o600);
            assert_eq!(mode(path.parent().unwrap()), 0o700);
        }
    }

    #[test]
    fn a_token_revoked_by_another_process_is_refused_at_its_next_request() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.db");
        let (serving, _) = Store::open(&path, 10).unwrap();
        let token = serving.create_token("ann", "support", 100, None).unwrap();
        for now in [101, 102] {
            // The second answer comes from the cache.
            assert_eq!(
                serving.authenticate(&token, now).unwrap(),
                Found::Live("ann".into(), "support".into())
            );
        }
        // `gateway token revoke` and `create`: other processes, other connections.
        let (other, _) = Store::open(&path, 10).unwrap();
        assert!(other.revoke("ann", 103).unwrap());
        assert_eq!(serving.authenticate(&token, 104).unwrap(), Found::Unknown);
        let again = other.create_token("ann", "viewer", 105, None).unwrap();
        assert_eq!(
            serving.authenticate(&again, 106).unwrap(),
            Found::Live("ann".into(), "viewer".into())
        );
    }

    #[test]
    fn a_token_expires_at_its_time_and_frees_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(&dir.path().join("g.db"), 10).unwrap();
        let token = store
            .create_token("ann", "support", 100, Some(200))
            .unwrap();
        assert_eq!(
            store.authenticate(&token, 199).unwrap(),
            Found::Live("ann".into(), "support".into())
        );
        // From the cache as from the file: expired at its second.
        assert_eq!(
            store.authenticate(&token, 200).unwrap(),
            Found::Expired(200)
        );
        let (other, _) = Store::open(&dir.path().join("g.db"), 10).unwrap();
        assert_eq!(
            other.authenticate(&token, 300).unwrap(),
            Found::Expired(200)
        );
        let again = store.create_token("ann", "viewer", 300, None).unwrap();
        assert_eq!(store.authenticate(&token, 301).unwrap(), Found::Unknown);
        assert_eq!(
            store.authenticate(&again, 301).unwrap(),
            Found::Live("ann".into(), "viewer".into())
        );
        let rows = store.tokens().unwrap();
        assert_eq!(
            (rows[0].expires, rows[0].revoked, rows[1].expires),
            (Some(200), Some(200), None)
        );
    }

    #[test]
    fn a_store_made_before_expiry_gains_the_column() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.db");
        let old = Connection::open(&path).unwrap();
        old.execute_batch(
            "CREATE TABLE tokens (id INTEGER PRIMARY KEY, name TEXT NOT NULL, hash TEXT NOT NULL UNIQUE,
                 role TEXT NOT NULL, created INTEGER NOT NULL, revoked INTEGER, last_used INTEGER);
             INSERT INTO tokens (name, hash, role, created) VALUES ('ann', 'h', 'viewer', 1);",
        )
        .unwrap();
        drop(old);
        let (store, _) = Store::open(&path, 10).unwrap();
        assert_eq!(store.tokens().unwrap()[0].expires, None);
        assert!(store.create_token("bob", "viewer", 2, Some(9)).is_ok());
    }

    #[test]
    fn the_audit_keeps_a_bounded_number_of_rows() {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(&dir.path().join("g.db"), 10).unwrap();
        for i in 0..2000 {
            let e = Entry {
                at: i,
                who: if i % 2 == 0 { "ann" } else { "bo" }.into(),
                params: "{}".into(),
                ..Default::default()
            };
            store.audit(&e).unwrap();
        }
        let n: i64 = store
            .conn()
            .query_row("SELECT COUNT(*) FROM audit", [], |r| r.get(0))
            .unwrap();
        assert!(n <= 1000 + 10, "{n} rows kept");
        let ann = store.read_audit(Some(1990), Some("ann"), 100).unwrap();
        assert_eq!(ann.len(), 5);
        assert_eq!(store.read_audit(None, None, 3).unwrap().len(), 3);
    }
}
