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
    /// Requests of steps the earlier runs did not finish that succeeded, by a hash of the
    /// step's line, the request's place in it and its type: the id each answered (a new file's),
    /// once per time it was recorded.
    calls: HashMap<u64, Vec<Value>>,
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

/// A request of a step as the journal's index keeps it: the step's line, its place, its type.
fn call_hashed(line: &str, index: usize, ty: &str) -> u64 {
    hashed(&format!("{line}\u{0}{index}\u{0}{ty}"))
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
        let mut earlier = HashMap::new();
        let mut calls: HashMap<u64, Vec<Value>> = HashMap::new();
        let mut resumed = 0;
        let mut started_empty = true;
        if let Ok(f) = File::open(&path) {
            let mut lines = BufReader::new(f).lines();
            if let Some(Ok(head)) = lines.next() {
                let head: Value = serde_json::from_str(&head).unwrap_or_default();
                started_empty = head["started_empty"].as_bool().unwrap_or(false);
            }
            // A line cut by a crash is not a finished step.
            for l in lines.map_while(Result::ok) {
                match serde_json::from_str::<Value>(&l) {
                    Ok(Value::String(step)) => {
                        *earlier.entry(hashed(&step)).or_insert(0) += 1;
                        resumed += 1;
                    }
                    Ok(Value::Object(call)) => {
                        if let Some(h) = call.get("call").and_then(Value::as_u64) {
                            let id = call.get("id").cloned().unwrap_or(Value::Null);
                            calls.entry(h).or_default().push(id);
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(Journal {
            path,
            earlier,
            calls,
            resumed,
            started_empty,
            out: None,
        })
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
        let made = self.calls.get_mut(&call_hashed(line, index, ty))?;
        let answer = made.pop()?;
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
        let h = call_hashed(line, index, ty);
        let text = serde_json::to_string(&json!({ "call": h, "id": id }))?;
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
