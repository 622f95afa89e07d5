//! Which database files a licensectl process has open, for any licensectl process to ask
//! (`backup s.db` while `sandbox start --db s.db` serves it: renaming a backup over it destroyed
//! both). Each process that opens a sandbox database file holds a shared `flock` on a lock file
//! named by that file's device and inode, in a directory of this user's
//! (`<temp dir>/licensectl-<uid>`, 0700). Asked by identity, never by path: a hard link, a
//! symlink or another spelling of the file is the same file. A lock ends with the process that
//! held it (even a killed one), so a lock file left behind is never taken for "in use". The
//! database file itself is not locked: SQLite's own locks are POSIX (fcntl) locks, which flock
//! locks meet on BSD and macOS. Best effort: where the directory cannot be made, nothing is
//! registered and nothing is refused (docs/safety.md).

use std::path::{Path, PathBuf};

/// The lock a process holds while it has the database open (dropped: released).
pub struct Held(#[allow(dead_code)] std::fs::File);

#[cfg(unix)]
fn registry() -> Option<PathBuf> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt};
    // SAFETY: geteuid has no preconditions and cannot fail.
    let uid = unsafe { libc::geteuid() };
    let dir = std::env::temp_dir().join(format!("licensectl-{uid}"));
    let _ = std::fs::DirBuilder::new().mode(0o700).create(&dir);
    // Never another user's directory, never one reached through a symlink.
    let meta = std::fs::symlink_metadata(&dir).ok()?;
    (meta.is_dir() && meta.uid() == uid && meta.mode() & 0o077 == 0).then_some(dir)
}

#[cfg(unix)]
fn lock_path(meta: &std::fs::Metadata) -> Option<PathBuf> {
    use std::os::unix::fs::MetadataExt;
    Some(registry()?.join(format!("db-{:x}-{:x}.lock", meta.dev(), meta.ino())))
}

#[cfg(unix)]
fn flock(f: &std::fs::File, how: i32) -> bool {
    use std::os::fd::AsRawFd;
    // SAFETY: flock on a descriptor `f` owns; the result is checked.
    unsafe { libc::flock(f.as_raw_fd(), how) == 0 }
}

#[cfg(unix)]
fn open_lock(path: &Path, create: bool) -> Option<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .write(create)
        .create(create)
        .mode(0o600)
        .custom_flags(libc::O_NOFOLLOW)
        .open(path)
        .ok()
}

/// Registers the database file at `db` as open by this process, until the `Held` is dropped.
#[cfg(unix)]
pub fn hold(db: &Path) -> Option<Held> {
    let path = lock_path(&std::fs::metadata(db).ok()?)?;
    let f = open_lock(&path, true)?;
    flock(&f, libc::LOCK_SH).then_some(Held(f))
}

/// Whether the file `meta` describes is a database some licensectl process (this one too) has
/// open: its lock file is held.
#[cfg(unix)]
pub fn in_use(meta: &std::fs::Metadata) -> bool {
    let Some(f) = lock_path(meta).and_then(|p| open_lock(&p, false)) else {
        return false;
    };
    // Taken exclusively at once: nobody holds it (given back when `f` closes).
    !flock(&f, libc::LOCK_EX | libc::LOCK_NB)
}

#[cfg(not(unix))]
pub fn hold(_db: &Path) -> Option<Held> {
    None
}

#[cfg(not(unix))]
pub fn in_use(_meta: &std::fs::Metadata) -> bool {
    false
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_held_database_is_in_use_by_identity_and_free_once_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("s.db");
        std::fs::write(&db, b"x").unwrap();
        let link = dir.path().join("other-name.db");
        std::fs::hard_link(&db, &link).unwrap();
        let meta = || std::fs::metadata(&link).unwrap();
        assert!(!in_use(&meta()));
        let held = hold(&db).expect("registered");
        assert!(in_use(&meta()), "another name of the same file");
        assert!(in_use(&meta()), "asking takes nothing away");
        drop(held);
        assert!(!in_use(&meta()), "released with its holder");
    }
}
