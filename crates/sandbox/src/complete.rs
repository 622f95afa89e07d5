//! The names of an app's objects read straight from a sandbox's database, for shell completion
//! against the embedded sandbox: read-only (a missing database stays missing), no server
//! started, and bounded — the database filters by the typed prefix and returns at most `limit`
//! names, so a TAB in an app of 300,000 users holds a page of names, not the list.

use std::path::Path;
use std::time::Duration;

use anyhow::Result;
use licensectl_catalogue::Objects;
use rusqlite::{params, Connection, OpenFlags};

/// The table and column each kind of object is listed from (names from this fixed table only,
/// never from a value).
fn column(objects: Objects) -> (&'static str, &'static str) {
    match objects {
        Objects::Users => ("users", "username"),
        Objects::Keys => ("keys", "key"),
        Objects::Subs => ("subscriptions", "name"),
        Objects::Vars => ("vars", "varid"),
        Objects::Files => ("files", "id"),
        Objects::Webhooks => ("webhooks", "webid"),
        Objects::Channels => ("chats", "name"),
        Objects::Buttons => ("buttons", "value"),
    }
}

/// Up to `limit` distinct names of `objects` beginning with `prefix`, in order.
pub fn names(db: &Path, objects: Objects, prefix: &str, limit: usize) -> Result<Vec<String>> {
    if !db.is_file() {
        return Ok(Vec::new());
    }
    let conn = Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.busy_timeout(Duration::from_millis(200))?;
    let (table, col) = column(objects);
    let sql = format!(
        "SELECT DISTINCT {col} FROM {table} WHERE typeof({col}) = 'text' \
         AND substr({col}, 1, ?1) = ?2 ORDER BY {col} LIMIT ?3"
    );
    let mut st = conn.prepare(&sql)?;
    let rows = st.query_map(
        params![prefix.chars().count() as i64, prefix, limit as i64],
        |r| r.get::<_, String>(0),
    )?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_by_prefix_bounded_and_read_only() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.db");
        assert!(names(&path, Objects::Users, "", 10).unwrap().is_empty());
        assert!(!path.exists(), "a completion never creates the database");
        {
            let db = crate::store::open(Some(&path)).unwrap();
            for u in ["hana", "hank", "dana", "Ωmega"] {
                db.execute(
                    "INSERT INTO users (username, createdate) VALUES (?1, 0)",
                    [u],
                )
                .unwrap();
            }
        }
        assert_eq!(
            names(&path, Objects::Users, "ha", 10).unwrap(),
            ["hana", "hank"]
        );
        assert_eq!(names(&path, Objects::Users, "ha", 1).unwrap(), ["hana"]);
        assert_eq!(names(&path, Objects::Users, "Ω", 10).unwrap(), ["Ωmega"]);
        assert!(names(&path, Objects::Keys, "", 10).unwrap().is_empty());
    }
}
