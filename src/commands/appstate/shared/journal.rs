//! The progress journal of `restore`: one line per record restored, appended as each is done, and
//! one per request of a record as each succeeds, kept in the data directory per target and backup
//! document. An interrupted or failed restore (a signal, a crash, a lost connection) leaves it
//! behind; the same command run again skips what the journal names instead of making it twice —
//! a record cut short after some of its requests (a user created, their ban not yet set) is
//! finished from the request where it stopped — and removes the journal once every step has been
//! tried.

use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;

use anyhow::{Context as _, Result};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::context::Context;

pub(crate) struct Journal {
    path: PathBuf,
    /// Steps an earlier run finished, by a hash of their line, with how many times (a document
    /// may repeat one): 466,000 licenses are 466,000 numbers, not their lines.
    earlier: HashMap<u64, usize>,
    /// Requests of steps the earlier runs did not finish that succeeded, by a hash of the step's
    /// line: each request's place and type (hashed) and the id it answered (a new file's). A
    /// step's requests are dropped when the step is recorded finished, so a second step of the
    /// same line starts from its own first request.
    calls: HashMap<u64, Vec<(u64, Value)>>,
    /// How many steps the earlier runs finished.
    pub(crate) resumed: usize,
    /// Whether the first run found the application empty (the read-back then lists extra keys).
    pub(crate) started_empty: bool,
    out: Option<File>,
}

/// A step's line as the journal's index keeps it.
fn hashed(line: &str) -> u64 {
    let d = Sha256::digest(line.as_bytes());
    u64::from_le_bytes(d[..8].try_into().expect("8 bytes"))
}

/// A request of a step as the journal's index keeps it: its place and type in the step.
fn call_hashed(index: usize, ty: &str) -> u64 {
    hashed(&format!("{index}\u{0}{ty}"))
}

/// Names the journal of restoring the document (`digest`: its SHA-256) into the app `cx`
/// targets: neither leaves the file.
fn name(cx: &Context, digest: &[u8; 32]) -> String {
    let mut h = Sha256::new();
    for part in [
        cx.target().as_str(),
        cx.settings.get("base_url").unwrap_or(""),
        cx.settings.get("seller_key").unwrap_or(""),
    ] {
        h.update(part.as_bytes());
        h.update([0]);
    }
    h.update(digest);
    let d = h.finalize();
    let hex: String = d[..12].iter().map(|b| format!("{b:02x}")).collect();
    format!("restore-{hex}.journal")
}

impl Journal {
    /// Opens the journal of this restore, reading what an interrupted earlier run finished.
    pub(crate) fn open(cx: &Context, digest: &[u8; 32]) -> Result<Journal> {
        let dir = crate::config::file::data_dir(&cx.env)?.join("restores");
        let path = dir.join(name(cx, digest));
        let mut journal = Journal {
            path,
            earlier: HashMap::new(),
            calls: HashMap::new(),
            resumed: 0,
            started_empty: true,
            out: None,
        };
        if let Ok(f) = File::open(&journal.path) {
            let mut lines = BufReader::new(f).lines();
            if let Some(Ok(head)) = lines.next() {
                let head: Value = serde_json::from_str(&head).unwrap_or_default();
                journal.started_empty = head["started_empty"].as_bool().unwrap_or(false);
            }
            // A line cut by a crash is not a finished step.
            journal.read(lines.map_while(std::result::Result::ok));
        }
        Ok(journal)
    }

    /// Takes in the journal's lines after its head: finished steps (a JSON string, the step's
    /// line) and the requests of steps (a JSON object).
    fn read(&mut self, lines: impl Iterator<Item = String>) {
        for l in lines {
            match serde_json::from_str::<Value>(&l) {
                Ok(Value::String(step)) => {
                    let h = hashed(&step);
                    *self.earlier.entry(h).or_insert(0) += 1;
                    self.resumed += 1;
                    // Its requests were part of a finished step.
                    self.calls.remove(&h);
                }
                Ok(Value::Object(call)) => {
                    let n = |k: &str| call.get(k).and_then(Value::as_u64);
                    if let (Some(step), Some(h)) = (n("step"), n("call")) {
                        let id = call.get("id").cloned().unwrap_or(Value::Null);
                        self.calls.entry(step).or_default().push((h, id));
                    }
                }
                _ => {}
            }
        }
    }

    pub(crate) fn resuming(&self) -> bool {
        self.path.exists()
    }

    pub(crate) fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// Starts recording (a new journal says whether the application was empty).
    pub(crate) fn begin(&mut self, started_empty: bool) -> Result<()> {
        let fresh = !self.path.exists();
        if let Some(dir) = self.path.parent() {
            private_dir(dir).with_context(|| format!("creating {}", dir.display()))?;
        }
        let mut o = OpenOptions::new();
        o.append(true).create(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
        let mut f = o
            .open(&self.path)
            .with_context(|| format!("opening {}", self.path.display()))?;
        if fresh {
            self.started_empty = started_empty;
            writeln!(
                f,
                "{}",
                json!({"licensectl": "restore journal", "started_empty": started_empty})
            )?;
        }
        self.out = Some(f);
        Ok(())
    }

    /// Whether an earlier run finished this step (each earlier line answers once).
    pub(crate) fn done_before(&mut self, line: &str) -> bool {
        match self.earlier.get_mut(&hashed(line)) {
            Some(n) if *n > 0 => {
                *n -= 1;
                true
            }
            _ => false,
        }
    }

    /// Whether an earlier run made request `index` (of type `ty`) of the step `line`, which it
    /// did not finish: `Some(what it answered)`, each recorded request answering once.
    pub(crate) fn call_done_before(&mut self, line: &str, index: usize, ty: &str) -> Option<Value> {
        let made = self.calls.get_mut(&hashed(line))?;
        let h = call_hashed(index, ty);
        let at = made.iter().position(|(c, _)| *c == h)?;
        let (_, answer) = made.swap_remove(at);
        Some(json!({ "id": answer }))
    }

    /// Records a finished step before the next one starts (written at once: a crash loses none).
    pub(crate) fn record(&mut self, line: &str) -> Result<()> {
        let text = serde_json::to_string(line)?;
        self.write(text)
    }

    /// Records a request of the step `line` the service did (with the `id` it answered, which a
    /// later request of the step may send), before the next one is sent: a run that stops after
    /// it never makes it again.
    pub(crate) fn record_call(
        &mut self,
        line: &str,
        index: usize,
        ty: &str,
        id: Option<&Value>,
    ) -> Result<()> {
        let (step, call) = (hashed(line), call_hashed(index, ty));
        let text = serde_json::to_string(&json!({ "step": step, "call": call, "id": id }))?;
        self.write(text)
    }

    fn write(&mut self, mut text: String) -> Result<()> {
        if let Some(f) = self.out.as_mut() {
            text.push('\n');
            f.write_all(text.as_bytes())
                .with_context(|| format!("writing {}", self.path.display()))?;
        }
        Ok(())
    }

    /// Every step was tried: nothing is left to resume.
    pub(crate) fn finish(mut self) {
        self.out = None;
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Creates the directory (and its parents) readable only by its owner, whatever the umask.
fn private_dir(dir: &std::path::Path) -> std::io::Result<()> {
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
        b.mode(0o700);
        b.create(dir)?;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
    }
    #[cfg(not(unix))]
    b.create(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn journal() -> Journal {
        Journal {
            path: PathBuf::new(),
            earlier: HashMap::new(),
            calls: HashMap::new(),
            resumed: 0,
            started_empty: true,
            out: None,
        }
    }

    /// The lines `record` and `record_call` write.
    fn call(line: &str, index: usize, ty: &str, id: Value) -> String {
        json!({"step": hashed(line), "call": call_hashed(index, ty), "id": id}).to_string()
    }

    #[test]
    fn a_step_cut_short_resumes_after_its_last_request_and_a_finished_one_leaves_none() {
        let (a, b) = ("create user ann", "upload file f");
        let mut j = journal();
        j.read(
            [
                call(a, 0, "adduser", Value::Null),
                call(a, 1, "extend", Value::Null),
                serde_json::to_string(a).unwrap(),
                // A second step of the same line, cut short after its first request.
                call(a, 0, "adduser", Value::Null),
                call(b, 0, "upload", json!("7")),
                "{\"step\": 1, \"call".to_string(),
            ]
            .into_iter(),
        );
        assert!(j.done_before(a) && !j.done_before(a) && !j.done_before(b));
        assert_eq!(
            j.call_done_before(a, 0, "adduser"),
            Some(json!({"id": null}))
        );
        assert_eq!(j.call_done_before(a, 0, "adduser"), None, "once");
        assert_eq!(
            j.call_done_before(a, 1, "extend"),
            None,
            "the finished step's"
        );
        // Another type at that place is another request.
        assert_eq!(j.call_done_before(b, 0, "add"), None);
        assert_eq!(j.call_done_before(b, 0, "upload"), Some(json!({"id": "7"})));
    }
}
