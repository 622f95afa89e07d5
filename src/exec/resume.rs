//! Resume files and recovery files. A resume file holds the items a bulk job did not do, as the
//! JSON array `--from-file` reads: values as the user gave them (the rerun sends the same queries),
//! secrets withheld (the rerun asks for them), 0600, its first line a mark (`MARK`) so that only a
//! resume file is ever replaced by one: never an input, never another file. A recovery file holds what a change produced when stdout could not take it.

use std::fs::{File, OpenOptions};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use licensectl_catalogue::{Kind, Op};
use serde_json::{Map, Value};

use crate::error::Failure;
use crate::exec::items::{Entry, WITHHELD};

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

/// The first line of every resume file: `--from-file` skips it (a comment), and it is how a
/// resume file is told from any other file (only a resume file is ever replaced by one).
pub const MARK: &str = "# licensectl resume file:";

/// Whether `path` is a resume document (its first line is `MARK`).
pub fn is_resume(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; MARK.len()];
    File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| head == MARK.as_bytes())
}

/// The resume file of one job, written as items turn out not done.
pub struct Resume {
    path: PathBuf,
    tmp: PathBuf,
    /// Created by `open` (so the directory is known to take it before anything is sent).
    out: Option<BufWriter<File>>,
    count: usize,
    /// The job reads this very file (`--from-file left.json --resume left.json`).
    replaces: bool,
    command: String,
}

impl Resume {
    /// Checks the target before anything is sent: never the job's input unless that input is a
    /// resume file, never an existing file otherwise, and a directory that takes a new file
    /// (its `.part` is created now).
    pub fn open(path: &str, input: Option<&Path>, command: &str) -> Result<Resume, Failure> {
        let target = PathBuf::from(path);
        let replaces = input.is_some_and(|i| same_file(i, &target));
        if replaces && !is_resume(&target) {
            return Err(Failure::Usage(format!(
                "--resume {path}: that is the input file, and a resume file never replaces an input; name another file (e.g. --resume {path}.resume.json)"
            )));
        }
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
        let file = create_private(&tmp).map_err(|e| {
            let dir = match target.parent() {
                Some(d) if !d.as_os_str().is_empty() => d.display().to_string(),
                _ => ".".into(),
            };
            Failure::Usage(format!(
                "--resume {path}: cannot write a file in {dir}: {e}; nothing was sent"
            ))
        })?;
        Ok(Resume {
            path: target,
            tmp,
            out: Some(BufWriter::new(file)),
            count: 0,
            replaces,
            command: command.to_string(),
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
        let Some(out) = self.out.as_mut() else {
            return Err(std::io::Error::other("the resume file is closed"));
        };
        if self.count == 0 {
            // One line, so no value can end the comment early.
            let command = self.command.replace(['\n', '\r'], " ");
            writeln!(out, "{MARK} the items `licensectl {command}` did not do")?;
            out.write_all(b"[\n")?;
        } else {
            out.write_all(b",\n")?;
        }
        serde_json::to_writer(&mut *out, &Value::Object(item))?;
        self.count += 1;
        Ok(())
    }

    /// Puts the file in place: the items not done, or, when every item was done, no file at all
    /// (the resume file the job was given is removed). Returns the path and count when written.
    /// On any failure (a full disk) the partial file is removed and the error names the file.
    pub fn finish(mut self) -> std::io::Result<Option<(PathBuf, usize)>> {
        let Some(out) = self.out.take() else {
            return Ok(None);
        };
        if self.count == 0 {
            drop(out);
            let _ = std::fs::remove_file(&self.tmp);
            if self.replaces {
                std::fs::remove_file(&self.path)?;
            }
            return Ok(None);
        }
        let written = (|| {
            let mut out = out;
            out.write_all(b"\n]\n")?;
            out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
            std::fs::rename(&self.tmp, &self.path)
        })();
        match written {
            Ok(()) => Ok(Some((self.path.clone(), self.count))),
            Err(e) => {
                let _ = std::fs::remove_file(&self.tmp);
                Err(std::io::Error::new(
                    e.kind(),
                    format!("cannot write the resume file {}: {e}", self.path.display()),
                ))
            }
        }
    }
}

#[cfg(test)]
impl Resume {
    /// Reopens the `.part` (a test swapped it for `/dev/full`).
    pub fn reopen_for_test(&mut self) {
        let f = OpenOptions::new().write(true).open(&self.tmp).unwrap();
        self.out = Some(BufWriter::new(f));
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
