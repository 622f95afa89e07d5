//! Resume files and recovery files. A resume file holds the items a bulk job did not do, as the
//! JSON array `--from-file` reads: values as the user gave them (the rerun sends the same queries),
//! secrets withheld (the rerun asks for them), 0600, never written over a file the job was not
//! given. A recovery file holds what a change produced when stdout could not take it.

use std::fs::{File, OpenOptions};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use licensectl_catalogue::{Kind, Op};
use serde_json::{Map, Value};

use crate::error::Failure;
use crate::exec::bulk_input::{Entry, WITHHELD};

/// A file only its owner reads, created new (never over an existing one).
pub fn create_private(path: &Path) -> std::io::Result<File> {
    let mut o = OpenOptions::new();
    o.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    o.open(path)
}

/// Whether two paths name the same existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// The resume file of one job, written as items turn out not done.
pub struct Resume {
    path: PathBuf,
    tmp: PathBuf,
    out: Option<BufWriter<File>>,
    count: usize,
    /// The job reads this very file (`--from-file left.json --resume left.json`).
    replaces: bool,
}

impl Resume {
    /// Checks the target before anything is sent: an existing file is never overwritten, unless it
    /// is the job's own input.
    pub fn open(path: &str, input: Option<&Path>) -> Result<Resume, Failure> {
        let target = PathBuf::from(path);
        let replaces = input.is_some_and(|i| same_file(i, &target));
        if target.exists() && !replaces {
            return Err(Failure::Usage(format!(
                "--resume {path}: the file exists and a resume file is never overwritten; remove it or name another (or rerun it with --from-file {path} --resume {path})"
            )));
        }
        let name = target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "resume".into());
        let tmp = target.with_file_name(format!(".{name}.{}.part", std::process::id()));
        Ok(Resume {
            path: target,
            tmp,
            out: None,
            count: 0,
            replaces,
        })
    }

    /// Records one item not done.
    pub fn push(&mut self, op: &Op, entry: &Entry) -> std::io::Result<()> {
        let mut item = Map::new();
        for p in op.params {
            if entry.withheld.contains(&p.name) {
                item.insert(p.name.into(), serde_json::json!({ WITHHELD: true }));
            } else if let Some((_, raw)) = entry.given.iter().rev().find(|(k, _)| *k == p.name) {
                let v = if p.kind == Kind::Secret {
                    serde_json::json!({ WITHHELD: true })
                } else {
                    raw.to_json()
                };
                item.insert(p.name.into(), v);
            }
        }
        let out = match &mut self.out {
            Some(out) => {
                out.write_all(b",\n")?;
                out
            }
            None => {
                let mut out = BufWriter::new(create_private(&self.tmp)?);
                out.write_all(b"[\n")?;
                self.out.insert(out)
            }
        };
        serde_json::to_writer(&mut *out, &Value::Object(item))?;
        self.count += 1;
        Ok(())
    }

    /// Puts the file in place: the items not done, or, when every item was done, no file at all
    /// (the resume file the job was given is removed). Returns the path and count when written.
    pub fn finish(mut self) -> std::io::Result<Option<(PathBuf, usize)>> {
        match self.out.take() {
            Some(mut out) => {
                out.write_all(b"\n]\n")?;
                out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
                std::fs::rename(&self.tmp, &self.path)?;
                Ok(Some((self.path.clone(), self.count)))
            }
            None => {
                if self.replaces {
                    std::fs::remove_file(&self.path)?;
                }
                Ok(None)
            }
        }
    }
}

impl Drop for Resume {
    fn drop(&mut self) {
        if self.out.take().is_some() {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

/// Writes `lines` (what a change produced) to a new private file in the current directory, or
/// the temporary one, and returns its path.
pub fn recover(lines: &[String]) -> std::io::Result<PathBuf> {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let name = format!("licensectl-recovered-{stamp}-{}.txt", std::process::id());
    let mut last = None;
    for dir in [PathBuf::from("."), std::env::temp_dir()] {
        let path = dir.join(&name);
        match create_private(&path) {
            Ok(f) => {
                let mut w = BufWriter::new(f);
                for l in lines {
                    writeln!(w, "{l}")?;
                }
                w.flush()?;
                return Ok(std::path::absolute(&path).unwrap_or(path));
            }
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("no directory to write to")))
}
