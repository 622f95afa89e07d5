//! Bulk input: one operation over every item of `--from-file`, concurrently, with one row per item,
//! a summary, a resume file of what was not done, and an honest exit code. The file is read twice,
//! streamed: once to check every item (nothing is sent if one is bad), once to send.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use futures::StreamExt;
use licensectl_catalogue::{Answer, Op};
use serde_json::{Map, Value};

use crate::context::Context;
use crate::error::{report, Failure};
use crate::exec::bulk_input::{self, Entry};
use crate::exec::resume::{create_private, recover, Resume};
use crate::exec::secrets;
use crate::invocation::{Bulk, Invocation};
use crate::output::{Format, Row};
use crate::params::{self, Raw};
use crate::signals::Stop;

type Outcome = Option<anyhow::Result<Option<Value>>>;

/// A failure of one item, located in the file.
fn located(f: Failure, at: &str) -> Failure {
    match f {
        Failure::Usage(m) => Failure::Usage(format!("{at}: {m}")),
        Failure::Config(m) => Failure::Config(format!("{at}: {m}")),
        other => other,
    }
}

/// The input as a file that can be read twice: stdin is copied to a private spool file first.
struct Input {
    path: PathBuf,
    name: String,
    spooled: bool,
}

impl Input {
    fn open(from: &str) -> Result<Input, Failure> {
        if from != "-" {
            File::open(from).map_err(|e| Failure::Usage(format!("cannot read {from}: {e}")))?;
            return Ok(Input {
                path: from.into(),
                name: from.into(),
                spooled: false,
            });
        }
        let path = std::env::temp_dir().join(format!(
            "licensectl-stdin-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0)
        ));
        let spool_err = |e: std::io::Error| Failure::Usage(format!("cannot spool stdin: {e}"));
        let mut file = create_private(&path).map_err(spool_err)?;
        let input = Input {
            path,
            name: "stdin".into(),
            spooled: true,
        };
        std::io::copy(&mut std::io::stdin().lock(), &mut file).map_err(spool_err)?;
        Ok(input)
    }
    fn reader(&self) -> Result<File, Failure> {
        File::open(&self.path)
            .map_err(|e| Failure::Usage(format!("cannot read {}: {e}", self.name)))
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        if self.spooled {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Where result rows go: streamed for JSON lines, else printed at the end; after a change, rows
/// stdout could not take go to a recovery file.
struct Sink {
    stream: bool,
    rows: Vec<Row>,
    lost: Vec<String>,
    error: Option<std::io::Error>,
}

impl Sink {
    fn push(&mut self, cx: &Context, row: Row) {
        if self.error.is_some() {
            self.lost.push(Value::Object(row).to_string());
        } else if self.stream {
            if let Err(e) = cx.out.shaped_rows(std::slice::from_ref(&row)) {
                self.error = Some(e);
                self.lost.push(Value::Object(row).to_string());
            }
        } else {
            self.rows.push(row);
        }
    }
    fn finish(mut self, cx: &Context, op: &Op) -> anyhow::Result<()> {
        if !self.stream && self.error.is_none() {
            if let Err(e) = cx.out.shaped_rows(&self.rows) {
                self.lost = self
                    .rows
                    .drain(..)
                    .map(|r| Value::Object(r).to_string())
                    .collect();
                self.error = Some(e);
            }
        }
        let Some(e) = self.error else {
            return Ok(());
        };
        if op.is_read() {
            return Err(e.into());
        }
        let path = recover(&self.lost).map_err(|r| {
            Failure::Output(format!(
                "the output could not be written ({e}) nor saved ({r}); the changes were made"
            ))
        })?;
        Err(Failure::Output(format!(
            "the output could not be written ({e}); the {} result rows are in {}",
            self.lost.len(),
            path.display()
        ))
        .into())
    }
}

#[derive(Default)]
struct Tally {
    ok: usize,
    failed: usize,
    skipped: usize,
    first_error: Option<anyhow::Error>,
}

/// An item's row: `item`, `ok`, `error`, then the record the same command prints for one
/// item (`exec::record`), shaped by the field model.
fn row(cx: &Context, op: &Op, pos: &str, entry: &Entry, outcome: &Outcome) -> Row {
    let mut row = Map::new();
    let item = match entry.given.iter().find(|(k, _)| *k == pos) {
        Some((_, Raw::Text(s))) => s.clone(),
        _ => String::new(),
    };
    row.insert("item".into(), Value::String(item));
    match outcome {
        Some(Ok(v)) => {
            row.insert("ok".into(), Value::Bool(true));
            row.insert("error".into(), Value::Null);
            if let Some(v) = v {
                let mut v = v.clone();
                let how = crate::output::shape::Shaping {
                    show_secrets: cx.global.show_secrets,
                    normalise: true,
                };
                crate::output::shape::shape(&mut v, op.resource, how, &mut Vec::new());
                if let Value::Object(fields) = v {
                    for (k, v) in fields.into_iter().filter(|(k, _)| {
                        !matches!(k.as_str(), "success" | "nonce" | "ownerid" | "item" | "ok")
                    }) {
                        row.insert(k, v);
                    }
                }
            }
        }
        Some(Err(e)) => {
            row.insert("ok".into(), Value::Bool(false));
            row.insert("error".into(), Value::String(report(e).1));
        }
        None => {
            row.insert("ok".into(), Value::Bool(false));
            row.insert("error".into(), Value::String("not run".into()));
        }
    }
    row
}

/// One item: the request, then the record the command makes of its answer (`exec::record`).
async fn one(
    cx: &Context,
    op: &Op,
    q: &[(String, String)],
    quiet: bool,
) -> anyhow::Result<Option<Value>> {
    let Some(reply) = cx.send(op, q).await? else {
        return Ok(None);
    };
    let v = reply.into_value();
    if matches!(op.answer, Answer::List(_) | Answer::Lists(_)) {
        return Ok(Some(v));
    }
    Ok(Some(crate::exec::record(cx, op, q, v, quiet).await?))
}

/// Runs the operation once per item of `--from-file`.
pub async fn run(cx: &mut Context, inv: &Invocation, bulk: &Bulk) -> anyhow::Result<()> {
    let op = inv.op;
    let quiet = inv.filters.quiet;
    let pos = op.positional().map(|p| p.name).unwrap_or("item");
    let mut base = inv.given.clone();
    base.extend(secrets(cx, inv)?);
    let input = Input::open(&bulk.from_file)?;
    let mut resume = match &bulk.resume {
        Some(r) => Some(Resume::open(
            r,
            (!input.spooled).then_some(input.path.as_path()),
            op.command,
        )?),
        None => None,
    };
    // Every item is checked before the first is sent.
    let mut total = 0usize;
    {
        let cx_ref: &Context = cx;
        let setting = |s: &str| cx_ref.settings.get(s).map(str::to_string);
        bulk_input::read(op, input.reader()?, &input.name, &mut |e| {
            let mut given = base.clone();
            given.extend(e.given.iter().cloned());
            params::query(op, &given, &setting).map_err(|f| located(f, &e.at))?;
            if let Some(w) = e
                .withheld
                .iter()
                .find(|w| !base.iter().any(|(k, _)| k == *w))
            {
                let flag = op.param(w).map(|p| p.flag).unwrap_or(w);
                return Err(Failure::Usage(format!(
                    "{}: the resume file does not keep the {flag}: pass --{flag}-stdin, or run on a terminal to be asked",
                    e.at
                )));
            }
            total += 1;
            Ok(true)
        })?;
    }
    crate::exec::safety::confirm_items(cx, op, total).await?;
    cx.prepare().await?;
    let stop = Stop::watch();
    let bar = crate::progress::bar(total as u64, op.command);
    // The second reading feeds the requests through a small queue: memory stays bounded.
    let (tx, mut rx) = tokio::sync::mpsc::channel::<(usize, Entry)>(bulk.jobs * 4);
    let reader = {
        let (file, name) = (input.reader()?, input.name.clone());
        std::thread::spawn(move || {
            let mut n = 0;
            bulk_input::read(op, file, &name, &mut |e| {
                n += 1;
                Ok(tx.blocking_send((n - 1, e)).is_ok())
            })
        })
    };
    let cx_ref: &Context = cx;
    let setting = |s: &str| cx_ref.settings.get(s).map(str::to_string);
    let in_flight: Arc<Mutex<BTreeMap<usize, Entry>>> = Arc::default();
    let mut sink = Sink {
        stream: cx.out.format == Format::Jsonl && !cx.global.dry_run,
        rows: Vec::new(),
        lost: Vec::new(),
        error: None,
    };
    let mut tally = Tally::default();
    let mut record = |entry: &Entry, outcome: Outcome, sink: &mut Sink| -> anyhow::Result<()> {
        if cx_ref.global.dry_run {
            return Ok(());
        }
        sink.push(cx_ref, row(cx_ref, op, pos, entry, &outcome));
        let not_done = match outcome {
            Some(Ok(_)) => {
                tally.ok += 1;
                false
            }
            Some(Err(e)) => {
                tally.failed += 1;
                tally.first_error.get_or_insert(e);
                true
            }
            None => {
                tally.skipped += 1;
                true
            }
        };
        if let (true, Some(r)) = (not_done, resume.as_mut()) {
            r.push(op, entry)?;
        }
        Ok(())
    };
    {
        let mut results = futures::stream::poll_fn(|c| rx.poll_recv(c))
            .map(|(i, entry)| {
                let (stop, bar, in_flight, base) = (stop.clone(), bar.clone(), &in_flight, &base);
                let setting = &setting;
                async move {
                    if stop.asked() {
                        return (entry, None);
                    }
                    in_flight
                        .lock()
                        .expect("not poisoned")
                        .insert(i, entry.clone());
                    let mut given = base.clone();
                    given.extend(entry.given.iter().cloned());
                    let r = match params::query(op, &given, setting) {
                        Ok(q) => one(cx_ref, op, &q, quiet).await,
                        Err(f) => Err(f.into()),
                    };
                    in_flight.lock().expect("not poisoned").remove(&i);
                    if r.is_err() && !bulk.keep_going {
                        stop.ask();
                    }
                    bar.inc(1);
                    (entry, Some(r))
                }
            })
            .buffered(bulk.jobs);
        loop {
            let next = tokio::select! {
                biased;
                _ = stop.abort() => None,
                n = results.next() => n,
            };
            match next {
                Some((entry, outcome)) => record(&entry, outcome, &mut sink)?,
                None => break,
            }
        }
    }
    // Aborted: what was under way is recorded as not done, like everything not started.
    let cut: Vec<Entry> = std::mem::take(&mut *in_flight.lock().expect("not poisoned"))
        .into_values()
        .collect();
    for entry in &cut {
        record(entry, None, &mut sink)?;
    }
    while let Some((_, entry)) = rx.recv().await {
        record(&entry, None, &mut sink)?;
    }
    bar.finish_and_clear();
    if let Ok(Err(e)) = reader.join() {
        return Err(e.into());
    }
    if cx.global.dry_run {
        return Ok(());
    }
    let written = sink.finish(cx, op);
    let Tally {
        ok,
        failed,
        skipped,
        first_error,
    } = tally;
    crate::say!(
        "licensectl: {} items: {ok} ok, {failed} failed, {skipped} not run",
        ok + failed + skipped
    );
    if let Some(r) = resume.take() {
        if let Some((path, n)) = r.finish()? {
            let p = path.display();
            crate::say!(
                "licensectl: the {n} items not done are in {p}; rerun the same command with --from-file {p} --resume {p}"
            );
        }
    }
    written?;
    if stop.signalled() {
        return Err(Failure::Interrupted(format!(
            "interrupted: {ok} done, {failed} failed, {skipped} not run"
        ))
        .into());
    }
    match first_error {
        Some(e) => Err(e.context(format!("{failed} of {total} items failed; first"))),
        None => Ok(()),
    }
}

#[cfg(test)]
#[path = "bulk_tests.rs"]
mod tests;
