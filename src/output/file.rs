//! Files a command writes as its result (`backup FILE`, `export FILE`, `report --html FILE`,
//! `client file --output-file FILE`): a regular file whole or not at all, owner-only, never
//! replacing what is not a regular file; a stream, a character device or a descriptor the
//! process was started with written into (never one it opened itself); a failure that names
//! the output.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Result;

use crate::error::Failure;

/// What licensectl does with the file an argument names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileUse {
    /// A result written through `save`: the attack matrix writes it into FIFOs, devices,
    /// symlinks, directories, missing directories and a full disk.
    Result,
    /// A resume file: created new (never over an existing file but a resume file).
    Resume,
    /// Only read.
    Input,
    /// The sandbox's SQLite database.
    Database,
}

/// Every argument that names a file, by command (`*`: every command that has it) and argument
/// id, and what is done with it. A test walks the command tree and fails on a file argument
/// missing here; the result-file attacks (tests/cli/faults/result_files.rs) read this list, so a
/// new command that writes a result is attacked with no new test code.
pub const FILE_ARGS: &[(&str, &str, FileUse)] = &[
    ("backup", "file", FileUse::Result),
    ("export", "file", FileUse::Result),
    ("report", "html", FileUse::Result),
    ("client file", "output-file", FileUse::Result),
    ("*", "resume", FileUse::Resume),
    ("*", "from-file", FileUse::Input),
    ("restore", "file", FileUse::Input),
    ("plan", "file", FileUse::Input),
    ("apply", "file", FileUse::Input),
    ("app release", "file", FileUse::Input),
    ("sandbox start", "db", FileUse::Database),
    ("sandbox seed", "db", FileUse::Database),
    ("gateway serve", "db", FileUse::Database),
    ("gateway token create", "db", FileUse::Database),
    ("gateway token list", "db", FileUse::Database),
    ("gateway token revoke", "db", FileUse::Database),
    ("gateway audit", "db", FileUse::Database),
    ("gateway serve", "tls_cert", FileUse::Input),
    ("gateway serve", "tls_key", FileUse::Input),
    ("gateway serve", "roles", FileUse::Input),
    ("gateway token create", "roles", FileUse::Input),
];

/// Where a result goes, decided from what `path` is before anything is written.
enum Target {
    /// A regular file (or none yet) at this path: a temporary file beside it, renamed over it
    /// when whole. A symlink to a regular file is followed: the file it names is replaced and
    /// the link kept.
    Replace(PathBuf),
    /// A stream or character device (a FIFO, `/dev/stdout`, `/dev/null`, `/dev/full`), or one of
    /// this process's own descriptors (`/dev/stdout`, `/proc/self/fd/1` of a redirected stdout):
    /// written into as it is, never replaced by a file.
    Stream(File),
}

/// A usage error about the path (exit 2): nothing was written.
fn refuse(path: &Path, why: &str) -> anyhow::Error {
    Failure::Usage(format!(
        "cannot write to {}: {why}; nothing was written",
        path.display()
    ))
    .into()
}

/// The descriptors this process was started with (stdout, the shell's `3>FILE`), noted first
/// thing in `main_entry` before licensectl opens any of its own (the embedded sandbox's database,
/// its journal, sockets): only those are written through by number.
static INHERITED: std::sync::OnceLock<Vec<i32>> = std::sync::OnceLock::new();

/// Notes the descriptors open now as the ones this process was given (call before opening any).
pub fn note_inherited_descriptors() {
    INHERITED.get_or_init(open_descriptors);
}

/// The descriptors open now: listed (Linux `/proc/self/fd`, macOS `/dev/fd`), the listing's own
/// descriptor closed before each is checked; else the first 256 checked one by one.
#[cfg(unix)]
fn open_descriptors() -> Vec<i32> {
    let listed = ["/proc/self/fd", "/dev/fd"].iter().find_map(|dir| {
        let entries = std::fs::read_dir(dir).ok()?;
        Some(
            entries
                .flatten()
                .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
                .collect::<Vec<i32>>(),
        )
    });
    let candidates = listed.unwrap_or_else(|| (0..256).collect());
    candidates
        .into_iter()
        // SAFETY: F_GETFD only asks whether the descriptor is open; nothing is changed.
        .filter(|fd| unsafe { libc::fcntl(*fd, libc::F_GETFD) } >= 0)
        .collect()
}

#[cfg(not(unix))]
fn open_descriptors() -> Vec<i32> {
    vec![0, 1, 2]
}

/// Whether `fd` is one this process was given (stdin, stdout, stderr when nothing was noted).
fn inherited(fd: i32) -> bool {
    match INHERITED.get() {
        Some(given) => given.contains(&fd),
        None => (0..=2).contains(&fd),
    }
}

/// Whether the file `meta` describes is one this process opened itself (not one it was started
/// with): the embedded sandbox's database, its `-wal`, a `--from-file` input. Replacing it
/// renamed a backup over the database while the sandbox still held it (exit 0; the database
/// broken at its next checkpoint).
#[cfg(unix)]
fn opened_here(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Some(open) = ["/proc/self/fd", "/dev/fd"]
        .iter()
        .find_map(|d| std::fs::read_dir(d).ok())
    else {
        return false;
    };
    open.flatten().any(|e| {
        let own = e
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<i32>().ok())
            .is_some_and(|fd| !inherited(fd));
        // The descriptor's file (the link followed), compared by device and inode.
        own && std::fs::metadata(e.path())
            .is_ok_and(|m| m.is_file() && m.dev() == meta.dev() && m.ino() == meta.ino())
    })
}

/// The descriptor this process was given, open for writing, whose file is the one `meta`
/// describes (same device and inode), whatever the path's spelling: `/proc/thread-self/fd/1`,
/// `/proc/<pid>/task/<tid>/fd/1`, a hard link, or the file's own name under `>> app.log`. Written
/// through (a dup), the redirection's mode holds (`>>` appends) and the file is never replaced.
#[cfg(unix)]
#[allow(clippy::unnecessary_cast)] // `st_dev`, `st_ino`: u64 here, narrower elsewhere
fn given_descriptor_of(meta: &std::fs::Metadata) -> Option<i32> {
    use std::os::unix::fs::MetadataExt;
    let given: Vec<i32> = match INHERITED.get() {
        Some(given) => given.clone(),
        None => vec![0, 1, 2],
    };
    given.into_iter().find(|&fd| {
        // SAFETY: fstat fills a zeroed stat of a descriptor number; the result is checked.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        if unsafe { libc::fstat(fd, &mut st) } != 0 {
            return false;
        }
        // SAFETY: F_GETFL only reads the descriptor's flags.
        let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
        let writable = flags >= 0 && flags & libc::O_ACCMODE != libc::O_RDONLY;
        writable && st.st_dev as u64 == meta.dev() && st.st_ino as u64 == meta.ino()
    })
}

/// A stream writing through a duplicate of descriptor `fd`.
#[cfg(unix)]
fn through(path: &Path, fd: i32) -> Result<Target> {
    // SAFETY: `dup` of a descriptor number has no memory effects; its result is checked.
    let dup = unsafe { libc::dup(fd) };
    if dup < 0 {
        return Err(refuse(path, "that descriptor is not open"));
    }
    // SAFETY: `dup` returned a new descriptor that nothing else owns.
    Ok(Target::Stream(unsafe {
        <File as std::os::fd::FromRawFd>::from_raw_fd(dup)
    }))
}

/// The descriptor `path` leads to: named (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`), or
/// through symlinks to one (a link to `/dev/fd/7`, a link to that link, a link to the directory
/// `/proc/self/fd`), followed one link at a time before the kernel resolves the descriptor into
/// whatever file it has open.
fn named_descriptor(path: &Path) -> Option<i32> {
    let mut p = path.to_path_buf();
    // As many links as the kernel follows.
    for _ in 0..40 {
        let in_dir = || {
            let dir = std::fs::canonicalize(parent(&p)).ok()?;
            own_descriptor(&dir.join(p.file_name()?))
        };
        if let Some(fd) = own_descriptor(&p).or_else(in_dir) {
            return Some(fd);
        }
        let next = std::fs::read_link(&p).ok()?;
        p = if next.is_absolute() {
            next
        } else {
            parent(&p).join(next)
        };
    }
    None
}

/// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: the descriptor it names.
fn own_descriptor(path: &Path) -> Option<i32> {
    let text = path.to_str()?;
    match text {
        "/dev/stdout" => return Some(1),
        "/dev/stderr" => return Some(2),
        _ => {}
    }
    let n = text
        .strip_prefix("/dev/fd/")
        .or_else(|| text.strip_prefix("/proc/self/fd/"))
        .or_else(|| text.strip_prefix(&format!("/proc/{}/fd/", std::process::id())))?;
    n.parse().ok()
}

#[cfg(unix)]
fn target(path: &Path) -> Result<Target> {
    use std::os::unix::fs::FileTypeExt;
    // One of the descriptors this process was given: written through a duplicate, so a
    // redirection's mode (`>>`) holds and the file behind it is never truncated or replaced.
    // One licensectl opened itself (`/dev/fd/7` in a shell that gave none: the embedded
    // sandbox's database, a socket) is refused: writing there destroyed the database.
    let link = std::fs::read_link(path).ok();
    if let Some(fd) = named_descriptor(path) {
        if !inherited(fd) {
            return Err(refuse(
                path,
                &format!("it names descriptor {fd}, which licensectl was not started with (give one: `3>FILE` and /dev/fd/3)"),
            ));
        }
        return through(path, fd);
    }
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if link.is_some() {
                return Err(refuse(path, "it is a symlink to nothing"));
            }
            let dir = parent(path);
            if !dir.is_dir() {
                return Err(refuse(
                    path,
                    &format!("the directory {} does not exist", dir.display()),
                ));
            }
            return Ok(Target::Replace(path.to_path_buf()));
        }
        Err(e) => return Err(refuse(path, &e.to_string())),
    };
    let kind = meta.file_type();
    if kind.is_file() {
        // Judged by what it is, not how it is spelt: a file this process was given to write
        // (its stdout under `>> app.log`) is written through that descriptor, never replaced.
        if let Some(fd) = given_descriptor_of(&meta) {
            return through(path, fd);
        }
        if opened_here(&meta) {
            return Err(refuse(
                path,
                "licensectl has that file open (the embedded sandbox's database or journal, an input); it would be destroyed",
            ));
        }
        // Another licensectl process's database (`sandbox start --db FILE` serving it), by
        // identity: each holds its file registered while open (`licensectl_sandbox::inuse`).
        if licensectl_sandbox::inuse::in_use(&meta) {
            return Err(refuse(
                path,
                "a licensectl sandbox has that database open (`sandbox start --db`, `sandbox seed`); replacing it would destroy it and the result",
            ));
        }
        let real = if link.is_some() {
            std::fs::canonicalize(path).map_err(|e| refuse(path, &e.to_string()))?
        } else {
            path.to_path_buf()
        };
        return Ok(Target::Replace(real));
    }
    if kind.is_dir() {
        return Err(refuse(path, "it is a directory (name a file in it)"));
    }
    if kind.is_fifo() || kind.is_char_device() {
        return open_stream(path).map(Target::Stream);
    }
    let what = if kind.is_block_device() {
        "it is a block device"
    } else {
        "it is a socket"
    };
    Err(refuse(
        path,
        &format!("{what}; results go to files, pipes and character devices"),
    ))
}

#[cfg(not(unix))]
fn target(path: &Path) -> Result<Target> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => Err(refuse(path, "it is a directory (name a file in it)")),
        Ok(m) if !m.is_file() => Err(refuse(path, "it is not a regular file")),
        _ => Ok(Target::Replace(path.to_path_buf())),
    }
}

/// Opens a FIFO or device for writing without waiting for a reader: a FIFO nobody reads is
/// refused at once, not a hang.
#[cfg(unix)]
fn open_stream(path: &Path) -> Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    let f = std::fs::OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| match e.raw_os_error() {
            Some(libc::ENXIO) => refuse(path, "it is a FIFO that no process reads"),
            _ => refuse(path, &e.to_string()),
        })?;
    // Writes then block as on any pipe (a slow reader is waited for, not a failure).
    use std::os::fd::AsRawFd;
    // SAFETY: fcntl on a descriptor this function owns.
    unsafe {
        let flags = libc::fcntl(f.as_raw_fd(), libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(f.as_raw_fd(), libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
    }
    Ok(f)
}

fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// While a result is written to a temporary file beside its target, a signal that ends the
/// process (SIGINT, SIGTERM, SIGHUP) first removes that file and says so on stderr, then ends
/// it as licensectl ends on a signal (exit 128+N: 130, 143, 129). Without it Ctrl-C left a
/// hidden `.licensectl-*.partial` of megabytes and no word. A signal the process ignores
/// (`nohup`) stays ignored.
#[cfg(unix)]
mod on_signal {
    use std::ffi::CString;
    use std::path::Path;
    use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

    static PARTIAL: AtomicPtr<libc::c_char> = AtomicPtr::new(std::ptr::null_mut());
    static NOTE: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
    static NOTE_LEN: AtomicUsize = AtomicUsize::new(0);
    const SIGNALS: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

    /// Restores the signals' earlier handling when the write is over.
    pub struct Guard {
        old: Vec<(libc::c_int, libc::sigaction)>,
    }

    /// Only async-signal-safe calls: unlink, write, _exit.
    extern "C" fn removed_then_exit(sig: libc::c_int) {
        let partial = PARTIAL.load(Ordering::SeqCst);
        if !partial.is_null() {
            // SAFETY: a NUL-terminated path leaked for the process's life; a message likewise.
            unsafe {
                libc::unlink(partial);
                let note = NOTE.load(Ordering::SeqCst);
                libc::write(2, note.cast(), NOTE_LEN.load(Ordering::SeqCst));
            }
        }
        // SAFETY: ends the process at once, as the signal would have.
        unsafe { libc::_exit(128 + sig) }
    }

    /// Arms the removal of `partial` (the temporary file of a result going to `target`).
    pub fn guard(partial: &Path, target: &Path) -> Option<Guard> {
        let c = CString::new(partial.as_os_str().as_encoded_bytes()).ok()?;
        let note = format!(
            "licensectl: interrupted: removed the partial file {}; nothing was written to {}\n",
            crate::output::escape_value(&partial.display().to_string()),
            crate::output::escape_value(&target.display().to_string())
        );
        // Leaked: the handler may read them at any moment (one small string per result file).
        let note: &'static mut [u8] = Box::leak(note.into_bytes().into_boxed_slice());
        NOTE_LEN.store(note.len(), Ordering::SeqCst);
        NOTE.store(note.as_mut_ptr(), Ordering::SeqCst);
        PARTIAL.store(c.into_raw(), Ordering::SeqCst);
        let mut old = Vec::new();
        for sig in SIGNALS {
            // SAFETY: sigaction with zeroed structs filled here; the earlier action is kept.
            unsafe {
                let mut was: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, std::ptr::null(), &mut was) != 0
                    || was.sa_sigaction == libc::SIG_IGN
                {
                    continue;
                }
                let mut act: libc::sigaction = std::mem::zeroed();
                act.sa_sigaction = removed_then_exit as *const () as libc::sighandler_t;
                libc::sigemptyset(&mut act.sa_mask);
                if libc::sigaction(sig, &act, std::ptr::null_mut()) == 0 {
                    old.push((sig, was));
                }
            }
        }
        Some(Guard { old })
    }

    impl Drop for Guard {
        fn drop(&mut self) {
            for (sig, was) in &self.old {
                // SAFETY: puts back the action read before the write.
                unsafe { libc::sigaction(*sig, was, std::ptr::null_mut()) };
            }
            PARTIAL.store(std::ptr::null_mut(), Ordering::SeqCst);
        }
    }
}

/// Writes `what` to `path` through `fill`. A regular file (or a new one): into a new temporary
/// file beside it (created exclusively, mode 0600: never a file already there, never through a
/// symlink), synced, then renamed into place, so a failure (a full disk) never leaves half a file
/// and never touches a file already at `path`. A FIFO, a character device or one of this
/// process's descriptors: written into, never replaced. A directory, a block device, a socket, a
/// missing directory or a dangling symlink: refused before anything is written (exit 2). A
/// failed write is one line naming `path` (exit 1). Returns what `fill` returned.
pub fn save<T>(
    path: &Path,
    what: &str,
    fill: impl FnOnce(&mut BufWriter<File>) -> Result<T>,
) -> Result<T> {
    let target = target(path)?;
    let written = (|| -> Result<T> {
        match target {
            Target::Stream(f) => {
                let mut out = BufWriter::with_capacity(1 << 16, f);
                let n = fill(&mut out)?;
                out.flush()?;
                Ok(n)
            }
            Target::Replace(real) => {
                let temp = tempfile::Builder::new()
                    .prefix(".licensectl-")
                    .suffix(".partial")
                    .tempfile_in(parent(&real))?;
                #[cfg(unix)]
                let _armed = on_signal::guard(temp.path(), path);
                let mut out = BufWriter::with_capacity(1 << 16, temp.reopen()?);
                let n = fill(&mut out)?;
                out.flush()?;
                out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
                // Dropped on any error above: the temporary file is removed.
                temp.persist(&real).map_err(|e| e.error)?;
                Ok(n)
            }
        }
    })();
    written.map_err(|e| {
        // The root cause only: the temporary file's name would name a file that is gone.
        Failure::Output(format!(
            "cannot write {what} to {}: {}; nothing was written there",
            path.display(),
            e.root_cause()
        ))
        .into()
    })
}

/// ` (mode 0600)` when `path` is now a regular file only its owner can read (what `save` makes
/// of a regular file); nothing for a FIFO, a device or a descriptor written into, whose mode is
/// not ours to claim.
pub fn private_note(path: &Path) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if std::fs::metadata(path)
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o777 == 0o600)
        {
            return " (mode 0600)";
        }
    }
    let _ = path;
    ""
}

/// `save` of bytes already made.
pub fn save_bytes(path: &Path, what: &str, bytes: &[u8]) -> Result<()> {
    save(path, what, |out| Ok(out.write_all(bytes)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_write_names_the_file_leaves_no_partial_file_and_keeps_the_old_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.json");
        std::fs::write(&path, "old").unwrap();
        let e = save(&path, "the backup", |out| {
            out.write_all(b"{")?;
            Err::<(), _>(std::io::Error::from_raw_os_error(28).into())
        })
        .unwrap_err();
        let f = e.downcast_ref::<Failure>().expect("a Failure");
        assert_eq!(f.code(), 1);
        let m = f.message();
        assert!(
            m.starts_with(&format!("cannot write the backup to {}: ", path.display()))
                && m.contains("No space left on device")
                && !m.contains('\n'),
            "{m}"
        );
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["app.json"]);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(save(&path, "the backup", |_| Ok(3)).unwrap(), 3);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "");
    }

    #[cfg(unix)]
    #[test]
    fn a_saved_file_is_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.html");
        save_bytes(&path, "the report", b"<p>").unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(std::fs::read(&path).unwrap(), b"<p>");
    }
}
