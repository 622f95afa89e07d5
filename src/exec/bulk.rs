//! Bulk input: one operation over every item of `--from-file`, concurrently, with one row per item,
//! a summary, a resume file of what was not done, and an honest exit code. The input is opened once
//! and read twice from that opening, streamed: once to check every item (nothing is sent if one
//! is bad), once to send.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use futures::StreamExt;
use indicatif::ProgressBar;
use licensectl_catalogue::Op;
use serde_json::{Map, Value};

use crate::context::Context;
use crate::error::{report, Failure};
use crate::exec::items::{self, Entry};
use crate::exec::resume::{recover, Resume};
use crate::exec::{secrets, Done};
use crate::invocation::{Bulk, Invocation};
use crate::output::Row;
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

/// The input, opened once and read twice (checked, then sent) from that one opening: a regular
/// file is read again from its start through the same open file (so a file renamed or replaced
/// meanwhile is still the one checked); anything else — stdin, a pipe, `/dev/stdin`, a process
/// substitution, a FIFO, a device — can be read only once, so it is copied as it is read to an
/// unnamed private temporary file (0600, unlinked at once: nothing is left behind, whatever
/// ends the job), which both passes read.
struct Input {
    file: File,
    /// The input's path when it is a regular file: a resume file must not replace it.
    path: Option<PathBuf>,
    name: String,
}

impl Input {
    /// Opens (and, if it must, copies) the input. Opening a FIFO waits for a writer, and a pipe
    /// or a terminal for its end: a thread waits, and SIGINT or SIGTERM meanwhile ends the
    /// command (130, 143) instead of leaving it deaf in `open`.
    async fn open(from: &str) -> Result<Input, Failure> {
        let waiting = crate::signals::Ending::watch();
        let (tx, rx) = tokio::sync::oneshot::channel();
        let path = from.to_string();
        // A plain thread, never joined: a signal ends the process with it still in `open`.
        std::thread::spawn(move || {
            let _ = tx.send(Input::open_blocking(&path));
        });
        let name = if from == "-" { "stdin" } else { from };
        tokio::select! {
            opened = rx => opened.unwrap_or_else(|_| {
                Err(Failure::Usage(format!("cannot read {name}: the reading thread ended")))
            }),
            ended = waiting.next() => Err(ended.failure(&format!(
                "while waiting to read {name} (nothing was sent)"
            ))),
        }
    }

    fn open_blocking(from: &str) -> Result<Input, Failure> {
        if from == "-" {
            return Input::copied(std::io::stdin().lock(), "stdin");
        }
        let cannot = |e: std::io::Error| Failure::Usage(format!("cannot read {from}: {e}"));
        let file = File::open(from).map_err(cannot)?;
        let meta = file.metadata().map_err(cannot)?;
        if meta.is_dir() {
            return Err(Failure::Usage(format!(
                "cannot read {from}: it is a directory; --from-file takes a file, a pipe or - for stdin"
            )));
        }
        if meta.is_file() {
            return Ok(Input {
                file,
                path: Some(from.into()),
                name: from.into(),
            });
        }
        Input::copied(file, from)
    }

    /// An input that can be read once, copied as it is read (bounded: `input::spool`).
    fn copied(from: impl std::io::Read, name: &str) -> Result<Input, Failure> {
        Ok(Input {
            file: crate::input::spool(from, name)?,
            path: None,
            name: name.into(),
        })
    }

    /// The input from its start, for one pass.
    fn reader(&self) -> Result<File, Failure> {
        use std::io::{Seek, SeekFrom};
        let again = |e: std::io::Error| Failure::Usage(format!("cannot read {}: {e}", self.name));
        let mut f = self.file.try_clone().map_err(again)?;
        f.seek(SeekFrom::Start(0)).map_err(again)?;
        Ok(f)
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
                crate::exec::render::complete(op, &mut v);
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

/// One item: the operation's one pipeline (`exec::operate`), asked once for the whole job.
async fn one(
    cx: &Context,
    op: &Op,
    q: Vec<(String, String)>,
    quiet: bool,
) -> anyhow::Result<Option<Value>> {
    let done = crate::exec::operate(cx, op, q, quiet, crate::exec::Gate::Asked).await?;
    Ok(done.map(|d| match d {
        Done::Record(v) | Done::File(v) => v,
        Done::List(reply) => reply.into_value(),
    }))
}

/// Runs the operation once per item of `--from-file`.
pub async fn run(cx: &mut Context, inv: &Invocation, bulk: &Bulk) -> anyhow::Result<()> {
    let op = inv.op;
    let mut base = inv.given.clone();
    base.extend(secrets(cx, inv)?);
    let input = Input::open(&bulk.from_file).await?;
    let resume = match &bulk.resume {
        Some(r) => Some(Resume::open(r, input.path.as_deref(), op.command)?),
        None => None,
    };
    // Every item is checked before the first is sent.
    let total = check_all(cx, op, &input, &base)?;
    crate::exec::safety::confirm_items(cx, op, total).await?;
    cx.prepare().await?;
    // Per item no more than the single command sends, never a whole list: no ban reasons.
    let _ = cx.ban_reasons.set(None);
    let cx: &Context = cx;
    let stop = Stop::watch();
    let bar = crate::progress::bar(total as u64, op.command);
    // The second reading feeds the requests through a small queue: memory stays bounded.
    let (tx, mut rx) = tokio::sync::mpsc::channel::<(usize, Entry)>(bulk.jobs * 4);
    let reader = {
        let (file, name) = (input.reader()?, input.name.clone());
        std::thread::spawn(move || {
            let mut n = 0;
            items::read(op, file, &name, &mut |e| {
                n += 1;
                Ok(tx.blocking_send((n - 1, e)).is_ok())
            })
        })
    };
    let in_flight: Arc<Mutex<BTreeMap<usize, Entry>>> = Arc::default();
    let mut ledger = Ledger {
        cx,
        op,
        pos: op.positional().map(|p| p.name).unwrap_or("item"),
        sink: Sink {
            stream: cx.out.streams_rows() && !cx.global.dry_run,
            rows: Vec::new(),
            lost: Vec::new(),
            error: None,
        },
        tally: Tally::default(),
        resume,
    };
    let sending = Sending {
        cx,
        op,
        bulk,
        quiet: inv.filters.quiet,
        base: &base,
        stop: &stop,
        bar: &bar,
        in_flight: &in_flight,
    };
    // The list read-backs of the items' changes: one read of each list after the last item.
    let checks = crate::exec::shown::JobChecks::default();
    crate::exec::shown::in_job(checks.clone(), sending.send_all(&mut rx, &mut ledger)).await?;
    // Aborted: what was under way is recorded as not done, like everything not started.
    let cut: Vec<Entry> = std::mem::take(&mut *in_flight.lock().expect("not poisoned"))
        .into_values()
        .collect();
    for entry in &cut {
        ledger.record(entry, None)?;
    }
    while let Some((_, entry)) = rx.recv().await {
        ledger.record(&entry, None)?;
    }
    bar.finish_and_clear();
    if let Ok(Err(e)) = reader.join() {
        return Err(e.into());
    }
    if cx.global.dry_run {
        return Ok(());
    }
    let deferred = std::mem::take(&mut *checks.lock().expect("not poisoned"));
    for (item, failure) in crate::exec::shown::settle(cx, deferred).await {
        ledger.contradicted(&item, failure);
    }
    ledger.finish(stop.signalled(), total)
}

/// The checking pass: reads every item and builds its request without sending it, so that one
/// bad item stops the run before anything changes. Returns how many items there are.
fn check_all(
    cx: &Context,
    op: &Op,
    input: &Input,
    base: &[(&'static str, Raw)],
) -> Result<usize, Failure> {
    let mut total = 0usize;
    let setting = |s: &str| cx.settings.get(s).map(str::to_string);
    items::read(op, input.reader()?, &input.name, &mut |e| {
        let mut given = base.to_vec();
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
    Ok(total)
}

/// The sending pass: what it needs to send the queued items, `--jobs` at a time.
struct Sending<'a> {
    cx: &'a Context,
    op: &'static Op,
    bulk: &'a Bulk,
    quiet: bool,
    base: &'a [(&'static str, Raw)],
    stop: &'a Stop,
    bar: &'a ProgressBar,
    /// The items sent and not yet answered, so that an abort can record them as not done.
    in_flight: &'a Mutex<BTreeMap<usize, Entry>>,
}

impl Sending<'_> {
    /// Sends every item from the queue and records each outcome, in the file's order, until
    /// the queue ends or the run is aborted.
    async fn send_all(
        &self,
        rx: &mut tokio::sync::mpsc::Receiver<(usize, Entry)>,
        ledger: &mut Ledger<'_>,
    ) -> anyhow::Result<()> {
        let mut results = futures::stream::poll_fn(|c| rx.poll_recv(c))
            .map(|(i, entry)| self.send(i, entry))
            .buffered(self.bulk.jobs);
        loop {
            let next = tokio::select! {
                biased;
                _ = self.stop.abort() => None,
                n = results.next() => n,
            };
            match next {
                Some((entry, outcome)) => ledger.record(&entry, outcome)?,
                None => break,
            }
        }
        Ok(())
    }

    /// One item sent, unless a stop was asked first.
    async fn send(&self, i: usize, entry: Entry) -> (Entry, Outcome) {
        let op = self.op;
        if self.stop.asked() {
            return (entry, None);
        }
        self.in_flight
            .lock()
            .expect("not poisoned")
            .insert(i, entry.clone());
        let mut given = self.base.to_vec();
        given.extend(entry.given.iter().cloned());
        let setting = |s: &str| self.cx.settings.get(s).map(str::to_string);
        let r = match params::query(op, &given, &setting) {
            Ok(q) => one(self.cx, op, q, self.quiet).await,
            Err(f) => Err(f.into()),
        };
        self.in_flight.lock().expect("not poisoned").remove(&i);
        if r.is_err() && !self.bulk.keep_going {
            self.stop.ask();
        }
        self.bar.inc(1);
        (entry, Some(r))
    }
}

/// Recording outcomes: each item's row, the tally, and the resume file of what was not done.
struct Ledger<'a> {
    cx: &'a Context,
    op: &'static Op,
    pos: &'static str,
    sink: Sink,
    tally: Tally,
    resume: Option<Resume>,
}

impl Ledger<'_> {
    fn record(&mut self, entry: &Entry, outcome: Outcome) -> anyhow::Result<()> {
        let (cx, op) = (self.cx, self.op);
        if cx.global.dry_run {
            return Ok(());
        }
        self.sink.push(cx, row(cx, op, self.pos, entry, &outcome));
        let tally = &mut self.tally;
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
        if let (true, Some(r)) = (not_done, self.resume.as_mut()) {
            r.push(op, entry)?;
        }
        Ok(())
    }

    /// An item the service answered with success whose change the job's list read-back does
    /// not show (`exec::shown::settle`): failed after all; a row not yet written says so.
    fn contradicted(&mut self, item: &str, failure: Failure) {
        let row = self.sink.rows.iter_mut().find(|r| {
            r.get("item").and_then(Value::as_str) == Some(item)
                && r.get("ok") == Some(&Value::Bool(true))
        });
        match row {
            Some(row) => {
                row.insert("ok".into(), Value::Bool(false));
                row.insert("error".into(), Value::String(failure.to_string()));
            }
            None => crate::say!("licensectl: error: {item}: {failure}"),
        }
        let tally = &mut self.tally;
        tally.ok = tally.ok.saturating_sub(1);
        tally.failed += 1;
        tally.first_error.get_or_insert_with(|| failure.into());
    }

    /// The end of a run: the rows written, the summary, where the resume file is, and the
    /// exit the outcomes call for.
    fn finish(self, signalled: bool, total: usize) -> anyhow::Result<()> {
        let written = self.sink.finish(self.cx, self.op);
        let Tally {
            ok,
            failed,
            skipped,
            first_error,
        } = self.tally;
        crate::say!(
            "licensectl: {} items: {ok} ok, {failed} failed, {skipped} not run",
            ok + failed + skipped
        );
        if let Some(r) = self.resume {
            if let Some((path, n)) = r.finish()? {
                let p = path.display();
                crate::say!(
                    "licensectl: the {n} items not done are in {p}; rerun the same command with --from-file {p} --resume {p}"
                );
            }
        }
        written?;
        if signalled {
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
}

#[cfg(test)]
#[path = "bulk_tests.rs"]
mod tests;
