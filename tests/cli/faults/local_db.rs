//! The sandbox's own database file: another program's SQLite file and a read-only one are refused
//! at start (exit 3, the file left as it was); one locked by another process is waited for, then
//! reported as the local database being busy, not as the service refusing.

use crate::harness::Sandbox;
use std::path::Path;
use std::time::Duration;

fn tables(db: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut st = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap();
    let names = st.query_map([], |r| r.get(0)).unwrap();
    names.map(Result::unwrap).collect()
}

/// `sandbox start --db DB`, which must end by itself (a refused database), at most in 60 s.
fn start(sb: &Sandbox, db: &Path) -> crate::harness::Run {
    let mut c = sb.bare();
    c.timeout(Duration::from_secs(60));
    sb.run_with(
        &mut c,
        &["sandbox", "start", "--db", db.to_str().unwrap()],
        None,
    )
}

#[test]
fn another_programs_database_is_refused_and_left_alone() {
    let sb = Sandbox::start();
    let db = sb.home.path().join("notes.db");
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('mine');")
        .unwrap();
    drop(conn);
    let r = start(&sb, &db);
    r.expect_failure(3, "is another program's database");
    assert!(
        r.stderr.contains("notes"),
        "names what it found: {}",
        r.stderr
    );
    assert_eq!(r.stderr.trim().lines().count(), 1, "{}", r.stderr);
    assert_eq!(tables(&db), ["notes"], "nothing added");

    // The embedded sandbox's file, replaced by another program's.
    std::fs::create_dir_all(sb.data_dir()).unwrap();
    std::fs::copy(&db, sb.data_dir().join("sandbox.db")).unwrap();
    let r = sb.run_with(&mut sb.bare(), &["licenses", "list"], None);
    r.expect_failure(3, "is another program's database");
    assert_eq!(tables(&sb.data_dir().join("sandbox.db")), ["notes"]);

    // Not SQLite at all.
    let junk = sb.home.path().join("junk.db");
    std::fs::write(&junk, vec![b'x'; 4096]).unwrap();
    start(&sb, &junk).expect_failure(3, "is not a SQLite database");

    // A sandbox database, and a new file, are served.
    let fresh = sb.home.path().join("fresh.db");
    let r = sb.run_with(
        &mut sb.bare(),
        &[
            "sandbox",
            "seed",
            "--db",
            fresh.to_str().unwrap(),
            "--licenses",
            "2",
            "--users",
            "1",
            "--no-customers",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let again = sb.run_with(
        &mut sb.bare(),
        &[
            "sandbox",
            "seed",
            "--db",
            fresh.to_str().unwrap(),
            "--licenses",
            "1",
            "--users",
            "0",
            "--no-customers",
        ],
        None,
    );
    assert_eq!(again.code, 0, "a sandbox's own file: {}", again.stderr);
}

/// Makes `file` read-only even for root (who ignores mode bits): mode 0400, then the immutable
/// attribute where it is needed and can be set. `None` when the file stays writable.
struct ReadOnly<'a>(&'a Path, bool);

impl<'a> ReadOnly<'a> {
    fn make(file: &'a Path) -> Option<ReadOnly<'a>> {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o400)).unwrap();
        let writable = || std::fs::OpenOptions::new().write(true).open(file).is_ok();
        if !writable() {
            return Some(ReadOnly(file, false));
        }
        let set = std::process::Command::new("chattr")
            .arg("+i")
            .arg(file)
            .status()
            .is_ok_and(|s| s.success());
        (set && !writable()).then_some(ReadOnly(file, true))
    }
}

impl Drop for ReadOnly<'_> {
    fn drop(&mut self) {
        if self.1 {
            let _ = std::process::Command::new("chattr")
                .arg("-i")
                .arg(self.0)
                .status();
        }
    }
}

#[test]
fn a_read_only_database_is_refused_at_start() {
    let sb = Sandbox::start();
    let r = sb.run_with(
        &mut sb.bare(),
        &["licenses", "create", "--amount", "1", "--expiry", "1d"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let db = sb.data_dir().join("sandbox.db");
    // A clean file: no WAL beside it to write into.
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let Some(_guard) = ReadOnly::make(&db) else {
        eprintln!("skipped: cannot make a file read-only here");
        return;
    };
    for args in [
        &["licenses", "create", "--amount", "1", "--expiry", "1d"][..],
        &["licenses", "list"][..],
    ] {
        let r = sb.run_with(&mut sb.bare(), args, None);
        r.expect_failure(3, "is read-only");
        assert!(!r.stderr.contains("service"), "{}", r.stderr);
    }
    start(&sb, &db).expect_failure(3, "is read-only");
}

#[test]
fn a_locked_local_database_is_waited_for_then_reported_as_local() {
    let sb = Sandbox::start();
    let embedded = |args: &[&str]| {
        let mut c = sb.bare();
        c.env("LICENSECTL_SANDBOX_BUSY_MS", "300");
        sb.run_with(&mut c, args, None)
    };
    let create = ["licenses", "create", "--amount", "1", "--expiry", "1d"];
    assert_eq!(embedded(&create).code, 0);
    // Another process holds the write lock, as a long `sandbox seed` does.
    let holder = rusqlite::Connection::open(sb.data_dir().join("sandbox.db")).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let r = embedded(&create);
    r.expect_failure(3, "the embedded sandbox's database");
    assert!(r.stderr.contains("is busy"), "{}", r.stderr);
    assert!(
        !r.stderr.contains("service"),
        "not the service: {}",
        r.stderr
    );
    // A read is not held up: it reads the last committed state on its own read-only connection
    // (WAL readers take no lock the holder has).
    let list = embedded(&["licenses", "list", "-o", "json"]);
    assert_eq!(list.code, 0, "{}", list.stderr);
    let keys = list.json();
    assert_eq!(keys.as_array().map(Vec::len), Some(1), "{keys}");
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);
    assert_eq!(embedded(&create).code, 0, "served once the lock is gone");
}

/// A sandbox started elsewhere (`sandbox start --db FILE`) whose file another process holds answers
/// a write 503 "busy, nothing done, retry after 1 s": licensectl waits it out like a rate limit,
/// and a spent budget is "try later" (exit 7) naming the sandbox, neither the service refusing (1)
/// nor a bad answer (6). Reads are answered meanwhile, from the last committed state.
#[test]
fn a_busy_sandbox_started_elsewhere_is_waited_out_then_exit_7() {
    let sb = Sandbox::start_on_file(200);
    assert_eq!(
        sb.run(&["licenses", "create", "--amount", "1", "--expiry", "1d"])
            .code,
        0
    );
    let holder = rusqlite::Connection::open(sb.home.path().join("served.db")).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let host = sb.info.base_url.trim_start_matches("http://").to_string();
    let r = sb.run(&[
        "--retries",
        "0",
        "licenses",
        "create",
        "--amount",
        "1",
        "--expiry",
        "1d",
    ]);
    r.expect_failure(7, "is busy");
    assert!(
        r.stderr.contains(host.trim_end_matches('/')),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("nothing was done"), "{}", r.stderr);
    assert!(!r.stderr.contains("said"), "{}", r.stderr);
    let read = sb.json(&["--retries", "0", "licenses", "list"]);
    assert_eq!(
        read.as_array().map(Vec::len),
        Some(1),
        "read meanwhile: {read}"
    );
    // With a retry, the wait is announced (Retry-After: 1 s) before giving up.
    let r = sb.run(&[
        "--retries",
        "1",
        "licenses",
        "create",
        "--amount",
        "1",
        "--expiry",
        "1d",
    ]);
    r.expect_failure(7, "gave up after 1 retries");
    assert!(
        r.stderr.contains("the sandbox is busy; retrying in 1s"),
        "{}",
        r.stderr
    );
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);
    let keys = sb.json(&["licenses", "list"]);
    assert_eq!(
        keys.as_array().unwrap().len(),
        1,
        "the refused creates made nothing: {keys}"
    );
}
