//! Files a command writes as its result (`backup FILE`, `export FILE`, `report --html FILE`):
//! whole or not at all, owner-only, and a failure that names the file.

use std::io::{BufWriter, Write};
use std::path::Path;

use anyhow::Result;

use crate::error::Failure;

/// Writes `what` to `path` through `fill`: into a new temporary file beside it (created
/// exclusively, mode 0600: never a file already there, never through a symlink), synced, then
/// renamed into place, so a failure (a full disk, a missing directory) never leaves half a file
/// and never touches a file already at `path`. The failure removes the temporary file and is one
/// line naming `path` (exit 1: the result could not be written). Returns what `fill` returned.
pub fn save<T>(
    path: &Path,
    what: &str,
    fill: impl FnOnce(&mut BufWriter<std::fs::File>) -> Result<T>,
) -> Result<T> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let written = (|| -> Result<T> {
        let temp = tempfile::Builder::new()
            .prefix(".licensectl-")
            .suffix(".partial")
            .tempfile_in(dir)?;
        let mut out = BufWriter::with_capacity(1 << 16, temp.reopen()?);
        let n = fill(&mut out)?;
        out.flush()?;
        out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        // Dropped on any error above: the temporary file is removed.
        temp.persist(path).map_err(|e| e.error)?;
        Ok(n)
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
