//! Snapshots of the whole sandbox (`sandbox snapshot save|load|list|delete`, `sandbox start
//! --snapshot`): every table, the clock and the faults, as one SQLite file per name in the
//! snapshot directory (0700; files 0600). A save is `VACUUM INTO` a new private file renamed into
//! place when whole; a load is SQLite's backup API copying the file into the live database in one
//! step, so one write transaction: a read sees all of the old state or all of the new.

use anyhow::{Context, Result};
use rusqlite::{Connection, OpenFlags};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

use crate::store::AppCreds;

/// A snapshot file's extension.
const EXT: &str = "snapshot";
/// The longest name.
const NAME_MAX: usize = 64;
/// Where a save keeps the clock as it read then (the live clock's steer is relative to the real
/// time of the process that runs it).
pub(crate) const CLOCK_AT_KEY: &str = "sandbox_snapshot_clock";

/// Why a snapshot request is refused: a usage error (a bad name: HTTP 400) or the state (no such
/// snapshot, another app's: the service's "no", HTTP 200 with `success:false`).
#[derive(Debug)]
pub enum Refusal {
    Usage(String),
    No(String),
    Failed(anyhow::Error),
}

impl From<anyhow::Error> for Refusal {
    fn from(e: anyhow::Error) -> Refusal {
        Refusal::Failed(e)
    }
}

impl From<rusqlite::Error> for Refusal {
    fn from(e: rusqlite::Error) -> Refusal {
        Refusal::Failed(e.into())
    }
}

impl From<std::io::Error> for Refusal {
    fn from(e: std::io::Error) -> Refusal {
        Refusal::Failed(e.into())
    }
}

/// What a snapshot's name may be, as errors say it.
const NAME_RULE: &str = "1-64 letters, digits, '.', '_' or '-', beginning with a letter or digit";

/// A snapshot's name: 1–64 letters, digits, `.`, `_` or `-`, beginning with a letter or digit —
/// a file name and nothing else (no separator, no `..`, no hidden file, no option).
pub fn check_name(name: &str) -> Result<(), String> {
    let ok = !name.is_empty()
        && name.len() <= NAME_MAX
        && name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'));
    if ok {
        return Ok(());
    }
    let shown: String = name
        .chars()
        .take(40)
        .flat_map(char::escape_default)
        .collect();
    let more = if name.chars().count() > 40 { "…" } else { "" };
    Err(format!("snapshot name \"{shown}{more}\": {NAME_RULE}"))
}

fn path_of(dir: &Path, name: &str) -> Result<PathBuf, Refusal> {
    check_name(name).map_err(Refusal::Usage)?;
    Ok(dir.join(format!("{name}.{EXT}")))
}

/// Creates the directory 0700 (tightened to that when found looser: it is the sandbox's own).
fn private_dir(dir: &Path) -> Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)
            .with_context(|| format!("creating {}", dir.display()))?;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
            .with_context(|| format!("making {} private", dir.display()))?;
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    Ok(())
}

/// A new empty file, the owner's alone, created exclusively (never one already there).
fn new_private_file(path: &Path) -> std::io::Result<std::fs::File> {
    let mut o = std::fs::OpenOptions::new();
    o.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    o.open(path)
}

/// One snapshot as listed: its name, when it was saved (unix seconds) and its size.
fn listed(name: &str, path: &Path) -> Result<Value, Refusal> {
    let meta = std::fs::metadata(path)?;
    let saved = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_secs());
    Ok(json!({"name": name, "saved": saved, "bytes": meta.len()}))
}

/// Saves the whole state `conn` holds (the clock as `now`/`frozen` say, the faults as kept) as
/// `name`, replacing a snapshot of that name; returns it as listed, and whether one was replaced.
pub fn save(
    conn: &Connection,
    dir: &Path,
    name: &str,
    now: i64,
    frozen: bool,
) -> Result<(Value, bool), Refusal> {
    let path = path_of(dir, name)?;
    private_dir(dir)?;
    crate::store::set(
        conn,
        CLOCK_AT_KEY,
        &json!({"now": now, "frozen": frozen}).to_string(),
    )?;
    let tmp = dir.join(format!(".{name}.{}.tmp", crate::store::random_string(8)));
    new_private_file(&tmp).with_context(|| format!("creating {}", tmp.display()))?;
    let written = (|| -> Result<()> {
        let to = tmp
            .to_str()
            .context("the snapshot directory's path is not UTF-8")?;
        // Into the empty private file made above (SQLite takes an empty file as new).
        conn.execute("VACUUM INTO ?1", [to])
            .with_context(|| format!("writing {}", tmp.display()))?;
        std::fs::File::open(&tmp)?.sync_all()?;
        Ok(())
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(e.into());
    }
    let replaced = path.exists();
    std::fs::rename(&tmp, &path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })?;
    Ok((listed(name, &path)?, replaced))
}

/// A setting of the snapshot's application.
fn setting(src: &Connection, key: &str) -> rusqlite::Result<Option<String>> {
    crate::store::get(src, key)
}

/// Replaces everything `conn` holds with snapshot `name`, in one write transaction (SQLite's
/// backup API in one step). With `app`, a snapshot of another application is refused: a running
/// sandbox keeps the seller key and ownerid its clients hold.
pub fn load(
    conn: &mut Connection,
    dir: &Path,
    name: &str,
    app: Option<&AppCreds>,
) -> Result<Value, Refusal> {
    let path = path_of(dir, name)?;
    if !path.is_file() {
        return Err(Refusal::No(format!(
            "no snapshot named {name} (sandbox snapshot list shows them)"
        )));
    }
    let src = Connection::open_with_flags(
        &path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .with_context(|| format!("opening {}", path.display()))?;
    let id: i32 = src
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(|_| Refusal::No(format!("snapshot {name} is not a sandbox snapshot")))?;
    if id != crate::store::APPLICATION_ID {
        return Err(Refusal::No(format!(
            "snapshot {name} is not a sandbox snapshot (application id {id})"
        )));
    }
    if let Some(app) = app {
        let (key, owner) = (setting(&src, "seller_key")?, setting(&src, "ownerid")?);
        if key.as_deref() != Some(app.seller_key.as_str())
            || owner.as_deref() != Some(app.ownerid.as_str())
        {
            let other = setting(&src, "app_name")?.unwrap_or_default();
            return Err(Refusal::No(format!(
                "snapshot {name} is of another application ({}, ownerid {}): a running sandbox keeps its own seller key; start one from it instead (licensectl sandbox start --snapshot {name})",
                other.escape_default(),
                owner.unwrap_or_default().escape_default()
            )));
        }
    }
    let backup = rusqlite::backup::Backup::new(&src, conn)?;
    // Every page in one step: one write transaction on the live database.
    match backup.step(-1)? {
        rusqlite::backup::StepResult::Done => {}
        other => {
            return Err(Refusal::Failed(anyhow::anyhow!(
                "loading {name}: the database stayed locked ({other:?})"
            )))
        }
    }
    drop(backup);
    // A snapshot an older sandbox saved gets what this one's schema adds.
    crate::store::upgrade(conn)?;
    listed(name, &path)
}

/// `sandbox start --snapshot NAME`: the new database becomes the snapshot, its application
/// included; returns the clock it says.
pub(crate) fn start_from(
    conn: &mut Connection,
    dir: Option<&Path>,
    name: &str,
) -> Result<Option<(i64, bool)>> {
    let dir = dir.context("this sandbox keeps no snapshots")?;
    load(conn, dir, name, None).map_err(|e| match e {
        Refusal::Usage(m) | Refusal::No(m) => anyhow::anyhow!(m),
        Refusal::Failed(e) => e.context(format!("loading snapshot {name}")),
    })?;
    Ok(clock_of(conn))
}

/// The clock a loaded snapshot says: `(now, frozen)` when it was saved.
pub fn clock_of(conn: &Connection) -> Option<(i64, bool)> {
    let v: Value = serde_json::from_str(&setting(conn, CLOCK_AT_KEY).ok()??).ok()?;
    Some((v["now"].as_i64()?, v["frozen"].as_bool()?))
}

/// The snapshots in `dir`, by name.
pub fn list(dir: &Path) -> Result<Vec<Value>, Refusal> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e.into()),
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|e| {
            let file = e.file_name().into_string().ok()?;
            let name = file.strip_suffix(&format!(".{EXT}"))?.to_string();
            check_name(&name).ok()?;
            e.file_type().ok()?.is_file().then_some(name)
        })
        .collect();
    names.sort();
    names
        .iter()
        .map(|n| listed(n, &dir.join(format!("{n}.{EXT}"))))
        .collect()
}

/// Deletes snapshot `name`.
pub fn delete(dir: &Path, name: &str) -> Result<(), Refusal> {
    let path = path_of(dir, name)?;
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(Refusal::No(format!(
            "no snapshot named {name} (sandbox snapshot list shows them)"
        ))),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_file_names_and_nothing_else() {
        for ok in ["ci", "fixtures-2027.01", "a_b", "9", &"n".repeat(64)] {
            assert_eq!(check_name(ok), Ok(()), "{ok}");
        }
        for bad in [
            "",
            ".",
            "..",
            ".hidden",
            "../x",
            "a/b",
            "a\\b",
            "/abs",
            "-rf",
            "a b",
            "a\nb",
            "a\0b",
            "é",
            &"n".repeat(65),
        ] {
            assert!(check_name(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_save_and_a_load_give_back_every_row_and_a_file_of_its_own() {
        let dir = tempfile::tempdir().unwrap();
        let snaps = dir.path().join("snaps");
        let mut conn = crate::store::open(Some(&dir.path().join("live.db"))).unwrap();
        let app = crate::store::app_creds(&conn, None).unwrap();
        conn.execute("INSERT INTO vars (varid, msg) VALUES ('motd', 'hi')", [])
            .unwrap();
        let (row, replaced) = save(&conn, &snaps, "one", 1_800_000_000, true).unwrap();
        assert_eq!((row["name"].as_str(), replaced), (Some("one"), false));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&snaps), 0o700);
            assert_eq!(mode(&snaps.join("one.snapshot")), 0o600);
        }
        conn.execute("DELETE FROM vars", []).unwrap();
        load(&mut conn, &snaps, "one", Some(&app)).unwrap();
        let n: i64 = conn
            .query_row("SELECT COUNT(*) FROM vars", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 1);
        assert_eq!(clock_of(&conn), Some((1_800_000_000, true)));
        assert_eq!(list(&snaps).unwrap().len(), 1);
        // Another application's snapshot is refused by a running sandbox.
        let mut other = crate::store::open(None).unwrap();
        let theirs = crate::store::app_creds(&other, None).unwrap();
        assert!(matches!(
            load(&mut other, &snaps, "one", Some(&theirs)),
            Err(Refusal::No(m)) if m.contains("another application")
        ));
        assert!(matches!(
            load(&mut other, &snaps, "two", None),
            Err(Refusal::No(_))
        ));
        delete(&snaps, "one").unwrap();
        assert!(list(&snaps).unwrap().is_empty());
        assert!(matches!(delete(&snaps, "one"), Err(Refusal::No(_))));
    }
}
