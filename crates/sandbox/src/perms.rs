//! The database's files and directory: the owner's alone whatever the umask, and tightened, with a
//! warning, when found looser — the database holds the seller key, the app secret and the signing key.
//!
//! Files (the database and SQLite's `-wal`, `-shm`, `-journal` beside it) are 0600. Directories the
//! sandbox creates are 0700. An existing directory is not the sandbox's to lock down (`--db` may
//! point into a project or a shared directory), but one others may write to could have the database
//! swapped under it: its group/other write bits are removed (a sticky directory such as /tmp, where
//! others cannot rename or delete one's files, is left alone).

use anyhow::{Context, Result};
use std::path::Path;

/// Makes `db`'s directory and file private before SQLite opens it; returns the warnings to print.
#[cfg(unix)]
pub fn prepare(db: &Path) -> Result<Vec<String>> {
    use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
    let mut warnings = Vec::new();
    let dir = match db.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if dir.exists() {
        let mode = std::fs::metadata(dir)?.permissions().mode();
        if mode & 0o022 != 0 && mode & 0o1000 == 0 {
            let tight = mode & 0o7755;
            std::fs::set_permissions(dir, std::fs::Permissions::from_mode(tight)).with_context(
                || {
                    format!(
                        "{} is writable by others and cannot be tightened",
                        dir.display()
                    )
                },
            )?;
            warnings.push(format!(
                "{} was writable by others ({:o}); now {:o}",
                dir.display(),
                mode & 0o7777,
                tight & 0o7777
            ));
        }
    } else {
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)
            .with_context(|| format!("creating {}", dir.display()))?;
        // The umask may have taken bits from the owner too; 0700 exactly.
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
    }
    // Created 0600 (never briefly looser: SQLite would create it with the umask's 0644 or 0666).
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(db)
    {
        Ok(_) => std::fs::set_permissions(db, std::fs::Permissions::from_mode(0o600))?,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e).with_context(|| format!("creating {}", db.display())),
    }
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut name = db.as_os_str().to_owned();
        name.push(suffix);
        let path = Path::new(&name);
        let Ok(meta) = std::fs::metadata(path) else {
            continue;
        };
        let mode = meta.permissions().mode();
        if mode & 0o077 != 0 {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
                .with_context(|| format!("{} is readable by others", path.display()))?;
            warnings.push(format!(
                "{} was readable by others ({:o}); now 600",
                path.display(),
                mode & 0o777
            ));
        }
    }
    Ok(warnings)
}

#[cfg(not(unix))]
pub fn prepare(db: &Path) -> Result<Vec<String>> {
    if let Some(dir) = db.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    Ok(Vec::new())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(p: &Path) -> u32 {
        std::fs::metadata(p).unwrap().permissions().mode() & 0o7777
    }

    #[test]
    fn new_files_and_directories_are_private() {
        let tmp = tempfile::tempdir().unwrap();
        let db = tmp.path().join("a/b/sandbox.db");
        assert!(prepare(&db).unwrap().is_empty());
        assert_eq!(mode(&db), 0o600);
        assert_eq!(mode(db.parent().unwrap()), 0o700);
        assert_eq!(mode(&tmp.path().join("a")), 0o700);
    }

    #[test]
    fn looser_ones_are_tightened_with_a_warning() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("shared");
        std::fs::create_dir(&dir).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
        let db = dir.join("sandbox.db");
        for f in [db.clone(), dir.join("sandbox.db-wal")] {
            std::fs::write(&f, b"").unwrap();
            std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o644)).unwrap();
        }
        let warnings = prepare(&db).unwrap();
        assert_eq!(warnings.len(), 3, "{warnings:?}");
        assert!(warnings[0].contains("was writable by others (777); now 755"));
        assert!(warnings[1].contains("sandbox.db was readable by others (644)"));
        assert_eq!((mode(&dir), mode(&db)), (0o755, 0o600));
        assert_eq!(mode(&dir.join("sandbox.db-wal")), 0o600);
        assert!(prepare(&db).unwrap().is_empty(), "once is enough");
        // A sticky directory is safe as it is.
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o1777)).unwrap();
        assert!(prepare(&db).unwrap().is_empty());
        assert_eq!(mode(&dir), 0o1777);
    }
}
