//! Read-only connections to the sandbox's file, for requests that only read: answered on the HTTP
//! worker that received them, not handed to the database thread and back.
//!
//! The file is in WAL mode (`store::open_waiting`): a reader takes no lock a writer waits for, and
//! each read transaction sees every transaction committed before it began — a write the database
//! thread has acknowledged is seen by the next read. A reader refuses to write: its authorizer
//! denies any statement that would, and records the attempt, so that a handler that writes after
//! all (a counter, a session swept) is run again on the database thread as before, whatever it did
//! with the error.

use rusqlite::hooks::{AuthAction, AuthContext, Authorization};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Idle connections kept open: more than the runtime's workers and a few lists at once.
const MAX_IDLE: usize = 16;

/// The idle read-only connections of one sandbox; one is opened when none is idle, so there are
/// about as many as requests read at once (the runtime's worker threads, plus list reads).
pub struct Readers {
    path: PathBuf,
    busy: Duration,
    idle: Mutex<Vec<Reader>>,
}

/// One read-only connection, and whether a statement on it tried to write.
struct Reader {
    conn: Connection,
    wrote: Arc<AtomicBool>,
}

/// How a read went.
pub enum Read<T> {
    /// Only read: `T` stands.
    Done(T),
    /// A statement would have written (denied): the answer must not be used.
    Wrote,
    /// No connection could be opened.
    Closed,
}

/// Readers of the file `conn` opened; none for an in-memory database (only `conn` sees it) or a
/// file not in WAL mode (a reader would hold up the writer there).
pub fn for_file(conn: &Connection, path: Option<&Path>, busy: Duration) -> Option<Readers> {
    let journal: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .ok()?;
    if !journal.eq_ignore_ascii_case("wal") {
        return None;
    }
    // Absolute: a reader opened later finds the same file whatever the working directory.
    let path = path?;
    let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    Some(Readers::new(path, busy))
}

impl Readers {
    pub fn new(path: PathBuf, busy: Duration) -> Readers {
        Readers {
            path,
            busy,
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Runs `f` on a read-only connection (its caller opens the transaction it needs).
    pub fn read<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> Read<T> {
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let Some(mut reader) = idle.or_else(|| self.open()) else {
            return Read::Closed;
        };
        reader.wrote.store(false, Ordering::Relaxed);
        let out = f(&mut reader.conn);
        let wrote = reader.wrote.load(Ordering::Relaxed);
        // A connection left inside a transaction (a handler's own, unfinished) is not reused.
        if reader.conn.is_autocommit() {
            if let Ok(mut idle) = self.idle.lock() {
                // More than this were open only for a burst of lists: closed.
                if idle.len() < MAX_IDLE {
                    idle.push(reader);
                }
            }
        }
        if wrote {
            Read::Wrote
        } else {
            Read::Done(out)
        }
    }

    fn open(&self) -> Option<Reader> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI;
        let conn = Connection::open_with_flags(&self.path, flags).ok()?;
        conn.busy_timeout(self.busy).ok()?;
        // The statements of the hot reads, parsed once per connection (`prepare_cached`).
        conn.set_prepared_statement_cache_capacity(64);
        conn.execute_batch("PRAGMA query_only = ON").ok()?;
        let wrote = Arc::new(AtomicBool::new(false));
        let flag = wrote.clone();
        conn.authorizer(Some(move |cx: AuthContext<'_>| {
            if reads(&cx.action) {
                Authorization::Allow
            } else {
                flag.store(true, Ordering::Relaxed);
                Authorization::Deny
            }
        }));
        Some(Reader { conn, wrote })
    }
}

/// Whether a statement's action only reads.
fn reads(action: &AuthAction<'_>) -> bool {
    match action {
        AuthAction::Select
        | AuthAction::Read { .. }
        | AuthAction::Function { .. }
        | AuthAction::Recursive
        | AuthAction::Transaction { .. }
        | AuthAction::Savepoint { .. } => true,
        AuthAction::Pragma { pragma_value, .. } => pragma_value.is_none(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn readers() -> (tempfile::TempDir, Connection, Readers) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sandbox.db");
        let writer = crate::store::open(Some(&path)).unwrap();
        let readers = Readers::new(path, Duration::from_secs(1));
        (dir, writer, readers)
    }

    #[test]
    fn a_reader_sees_every_committed_write() {
        let (_dir, writer, readers) = readers();
        for n in 0..3 {
            crate::store::set(&writer, "probe", &n.to_string()).unwrap();
            let seen = readers.read(|db| crate::store::get(db, "probe").unwrap());
            assert!(matches!(seen, Read::Done(Some(v)) if v == n.to_string()));
        }
    }

    #[test]
    fn a_write_on_a_reader_is_refused_and_reported_even_when_its_error_is_ignored() {
        let (_dir, writer, readers) = readers();
        let tried = readers.read(|db| {
            let _ = db.execute("INSERT INTO settings (k, v) VALUES ('x', 'y')", []);
            "answer that must not stand"
        });
        assert!(matches!(tried, Read::Wrote));
        let n: i64 = writer
            .query_row("SELECT COUNT(*) FROM settings WHERE k = 'x'", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(n, 0, "nothing was written");
        // The connection is used again, and reads.
        assert!(matches!(
            readers.read(|db| db.is_autocommit()),
            Read::Done(true)
        ));
    }

    #[test]
    fn readers_do_not_wait_for_a_writer() {
        let (_dir, writer, readers) = readers();
        crate::store::set(&writer, "probe", "before").unwrap();
        writer.execute_batch("BEGIN IMMEDIATE").unwrap();
        crate::store::set(&writer, "probe", "uncommitted").unwrap();
        let seen = readers.read(|db| crate::store::get(db, "probe").unwrap());
        assert!(matches!(seen, Read::Done(Some(v)) if v == "before"));
        writer.execute_batch("COMMIT").unwrap();
    }
}
