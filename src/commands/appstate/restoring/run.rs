//! Running restore's steps and reporting them: each step's outcome recorded in the plan's order, the steps of a stream sent `--jobs` at a time, and what the run says at its end (listed, interrupted, read back).

use std::cell::RefCell;
use std::collections::HashMap;

use anyhow::Result;
use futures::{Stream, StreamExt};
use licensectl_catalogue::resources::RESTORE_STEP;
use serde_json::{json, Map, Value};

use super::check::differences;
use crate::commands::appstate::shared::document::Facts;
use crate::commands::appstate::shared::journal::Journal;
use crate::commands::appstate::shared::send::{refuse_long, send_step};
use crate::commands::appstate::shared::steps::{said, Step};
use crate::commands::appstate::shared::stream::{stream, Source};
use crate::context::Context;
use crate::error::Failure;
use crate::output::Output;
use crate::signals::Stop;

/// What became of the steps so far.
pub(crate) struct Run {
    pub(crate) dry: bool,
    pub(crate) out: Output,
    pub(crate) machine: bool,
    pub(crate) verbose: bool,
    pub(crate) done: usize,
    pub(crate) failed: usize,
    /// Steps an earlier, interrupted run finished (skipped now).
    pub(crate) skipped: usize,
    /// Steps restored with a value the backup does not give (said as each is done).
    pub(crate) unknown: usize,
    /// Steps a signal kept from starting, or cut short; the first few lines of them.
    pub(crate) not_done: usize,
    pub(crate) not_done_shown: Vec<String>,
    /// One row per record (`resources::RESTORE_STEP`), kept for machine formats only.
    pub(crate) rows: Vec<Map<String, Value>>,
    pub(crate) stop: Stop,
}

/// What became of one step.
pub(crate) enum Outcome {
    Skipped,
    Listed,
    NotDone,
    Refused(String),
    Done,
    Failed(String),
}

/// How many lines of a long list people are shown (machine formats have every row).
const SHOWN: usize = 10;

impl Run {
    pub(crate) fn new(dry: bool, out: Output, verbose: bool) -> Run {
        Run {
            dry,
            out,
            machine: machine(&out),
            verbose,
            done: 0,
            failed: 0,
            skipped: 0,
            unknown: 0,
            not_done: 0,
            not_done_shown: Vec::new(),
            rows: Vec::new(),
            stop: if dry { Stop::manual() } else { Stop::watch() },
        }
    }

    pub(crate) fn row(&mut self, step: &str, state: &str, why: Option<&str>) {
        if self.machine {
            let v = json!({"step": step, "state": state, "why": why});
            self.rows.extend(v.as_object().cloned());
        }
    }

    fn not_done(&mut self, line: String, why: &str) {
        self.row(&line, "not done", Some(why));
        self.not_done += 1;
        if self.not_done_shown.len() < SHOWN {
            self.not_done_shown.push(line);
        }
    }

    /// Records one step's outcome, in the plan's order.
    fn record(&mut self, step: &Step, outcome: Outcome, journal: &RefCell<Journal>) -> Result<()> {
        let line = &step.line;
        match outcome {
            Outcome::Skipped => {
                self.row(line, "already restored", None);
                self.skipped += 1;
            }
            Outcome::Listed => {
                match &step.refused {
                    Some(why) => self.row(line, "cannot", Some(why)),
                    None => self.row(line, "would create", None),
                }
                if !self.machine {
                    match &step.refused {
                        // Named, not echoed, as the real run's refusal names it.
                        Some(why) => self.out.line(&format!("{} (cannot: {why})", said(line)))?,
                        None => self.out.line(line)?,
                    }
                }
                if let Some(d) = &step.differs {
                    self.row(d, "will differ", None);
                    if !self.machine {
                        self.out.line(&format!("will differ: {d}"))?;
                    }
                }
            }
            Outcome::NotDone => self.not_done(line.clone(), "interrupted"),
            Outcome::Refused(why) | Outcome::Failed(why) => {
                crate::say!("licensectl: not restored: {}: {why}", said(line));
                self.row(line, "not restored", Some(&why));
                self.failed += 1;
            }
            Outcome::Done => {
                if self.verbose {
                    crate::say!("licensectl: {}", said(line));
                }
                journal.borrow_mut().record(line)?;
                let unknown = step.unknown.join("; ");
                if !step.unknown.is_empty() {
                    // Said on the real run too, not only by --dry-run's line (which says it).
                    crate::say!("licensectl: unknown: {}", said(line));
                    self.unknown += 1;
                }
                self.row(line, "restored", (!unknown.is_empty()).then_some(&*unknown));
                self.done += 1;
            }
        }
        Ok(())
    }

    pub(crate) fn stopped(&self) -> bool {
        self.stop.asked()
    }
}

/// Whether the report is for a script: rows of `RESTORE_STEP` instead of lines for people.
fn machine(out: &Output) -> bool {
    out.rows_for_scripts()
}

/// Runs (or, dry, lists) the steps as they come, `jobs` at a time, recording each outcome in
/// order; a refusal of one record does not stop the others. After a signal no step starts (the
/// rest are counted as not done); those under way finish (a second signal cuts them short).
pub(crate) async fn run_steps(
    cx: &Context,
    steps: impl Stream<Item = Result<Step>>,
    run: &mut Run,
    journal: &RefCell<Journal>,
    jobs: usize,
) -> Result<()> {
    let (stop, dry) = (run.stop.clone(), run.dry);
    let under_way: RefCell<HashMap<usize, String>> = RefCell::default();
    let under_way = &under_way;
    // A step that parks a subscription runs alone: another's `assignkey` would see it parked.
    let alone = tokio::sync::RwLock::new(());
    let alone = &alone;
    let results = steps
        .enumerate()
        .map(|(i, step)| {
            let stop = stop.clone();
            async move {
                let mut step = step?;
                refuse_long(cx.service()?, &mut step);
                let outcome = if journal.borrow_mut().done_before(&step.line) {
                    Outcome::Skipped
                } else if dry {
                    Outcome::Listed
                } else if stop.asked() {
                    Outcome::NotDone
                } else if let Some(why) = &step.refused {
                    Outcome::Refused(why.clone())
                } else {
                    let (_shared, _alone) = if step.exclusive {
                        (None, Some(alone.write().await))
                    } else {
                        (Some(alone.read().await), None)
                    };
                    under_way.borrow_mut().insert(i, step.line.clone());
                    let sent = send_step(cx, &step, Some(journal)).await;
                    under_way.borrow_mut().remove(&i);
                    match sent? {
                        Ok(()) => Outcome::Done,
                        Err(why) => Outcome::Failed(why),
                    }
                };
                Ok::<_, anyhow::Error>((step, outcome))
            }
        })
        .buffered(jobs);
    // Boxed so that an abort drops the requests under way before they are listed.
    let mut results = Box::pin(results);
    loop {
        let next = tokio::select! {
            biased;
            _ = stop.abort() => None,
            n = results.next() => Some(n),
        };
        match next {
            Some(Some(r)) => {
                let (step, outcome) = r?;
                run.record(&step, outcome, journal)?;
            }
            Some(None) => return Ok(()),
            None => {
                drop(results);
                let cut: Vec<String> = under_way.borrow_mut().drain().map(|(_, l)| l).collect();
                for line in cut {
                    let why = "interrupted while under way: it may be partly done";
                    run.not_done(format!("{line} ({why})"), why);
                }
                return Ok(());
            }
        }
    }
}

/// The steps made from the records of `sections`, read from the document as they are needed.
pub(crate) fn steps_of<'a>(
    source: &Source,
    sections: Vec<&'static str>,
    mut make: impl FnMut(&'static str, Value) -> Vec<Step> + 'a,
) -> impl Stream<Item = Result<Step>> + 'a {
    let mut rx = stream(source, sections);
    futures::stream::poll_fn(move |c| rx.poll_recv(c)).flat_map(move |rec| {
        let steps: Vec<Result<Step>> = match rec {
            Ok((section, v)) => make(section, v).into_iter().map(Ok).collect(),
            Err(e) => vec![Err(e)],
        };
        futures::stream::iter(steps)
    })
}

/// Steps already made, as a stream.
pub(crate) fn these(steps: Vec<Step>) -> impl Stream<Item = Result<Step>> {
    futures::stream::iter(steps.into_iter().map(Ok))
}

/// `--dry-run`: the steps were listed as they came.
pub(crate) fn report_dry(run: Run) -> Result<()> {
    if run.machine {
        run.out.rows(&RESTORE_STEP, &run.rows)?;
    }
    Ok(())
}

/// At most a few lines of a long list, for people (machine formats have every row).
fn some(lines: &[String], total: usize) -> String {
    let mut s = lines.join(", ");
    if total > lines.len() {
        s.push_str(&format!(" and {} more", total - lines.len()));
    }
    s
}

/// A signal stopped the restore: what was done and what was not, and how to finish (exit 130).
pub(crate) fn interrupted(run: Run, journal: &Journal) -> Result<()> {
    if run.machine {
        run.out.rows(&RESTORE_STEP, &run.rows)?;
    }
    let total = run.done + run.failed + run.skipped + run.not_done;
    let done = run.done + run.skipped;
    crate::say!(
        "licensectl: done: {done} of {total} records restored{}",
        if run.failed > 0 {
            format!(", {} not restored (see above)", run.failed)
        } else {
            String::new()
        }
    );
    crate::say!(
        "licensectl: not done: {}: {}",
        run.not_done,
        some(&run.not_done_shown, run.not_done)
    );
    Err(Failure::Interrupted(format!(
        "interrupted: restored {done} of {total} records, {} not done; run the same command again to finish: it skips what was restored instead of making it twice (progress is kept in {})",
        run.not_done,
        journal.path().display()
    ))
    .into())
}

/// Every step was tried: the target is read back and compared with the document.
pub(crate) async fn verify(
    cx: &mut Context,
    source: &Source,
    facts: &Facts,
    run: Run,
    extra: bool,
    accept_unknown: bool,
) -> Result<()> {
    if run.machine {
        // Printed before the read-back's verdict: a script sees what was sent either way.
        run.out.rows(&RESTORE_STEP, &run.rows)?;
    }
    if facts.team > 0 {
        crate::say!("licensectl: {} reseller/manager account(s) not restored: creating one needs its password (licensectl accounts create)", facts.team);
    }
    let done = run.done + run.skipped;
    let stop = run.stop.clone();
    let diffs = tokio::select! {
        biased;
        _ = stop.abort() => {
            return Err(Failure::Interrupted(format!(
                "interrupted while reading back: every record was sent ({done} restored); `licensectl restore FILE --dry-run` or `licensectl backup` shows the target"
            ))
            .into())
        }
        d = differences(cx, source, facts, extra) => d?,
    };
    if diffs > 0 {
        anyhow::bail!(
            "restore: {} of {} records were sent, but the target differs from the backup in {} way(s) (listed above{})",
            done,
            done + run.failed,
            diffs,
            if run.failed > 0 { "; some records were not restored" } else { "" }
        );
    }
    let summary = format!(
        "restored {done} records{}{}",
        if run.skipped > 0 {
            format!(" ({} by the interrupted run)", run.skipped)
        } else {
            String::new()
        },
        if run.failed > 0 {
            format!(", {} not restored (see above)", run.failed)
        } else {
            String::new()
        }
    );
    if run.machine {
        crate::say!("licensectl: {summary}");
    } else {
        run.out.line(&summary)?;
    }
    if run.failed > 0 {
        anyhow::bail!(
            "{} of {} records could not be restored",
            run.failed,
            done + run.failed
        );
    }
    if run.unknown > 0 && !accept_unknown {
        anyhow::bail!(
            "{} record(s) took a value the backup does not give (each said above as `unknown:`): check them on the target, or pass --accept-unknown to accept them",
            run.unknown
        );
    }
    Ok(())
}
