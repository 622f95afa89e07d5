//! `licensectl restore FILE`: recreate a `licensectl backup` document in an empty application.

use anyhow::{Context as _, Result};
use clap::Args;
use licensectl_catalogue::resources::RESTORE_STEP;
use serde_json::{json, Map, Value};

use super::backup::{FORMAT, VERSION};
use super::restore_check::{differences, fit, predict};
use super::restore_plan::*;
use super::restore_resume::Journal;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::options::Options;
use crate::output::Format;
use crate::signals::Stop;
use licensectl_catalogue::Generation;

/// Recreate a backup document in an empty application
///
/// Creates, in this order: subscriptions, licenses (the same keys, levels, notes and durations),
/// users with their subscriptions (used licenses are assigned to their user again; bans, pauses,
/// HWIDs and cooldowns are re-applied), user variables, global variables, files (downloaded again
/// from their URLs), webhooks, buttons, chat channels and mutes, blacklists and settings.
/// Passwords cannot be restored: users set theirs at their first login. Not restored either:
/// emails (the service keeps only a hash), IPs and login dates, 2FA, read-only flags of user
/// variables, reseller and manager accounts (they need a password), whitelists.
/// Refuses (exit 1) when the application already has licenses or users, unless --force.
/// Interrupted (Ctrl-C, SIGTERM), it finishes the record under way, lists what was done and what
/// was not, and exits 130; the same command run again resumes: it skips what was restored (a
/// journal in the data directory records each record as it is done) instead of making it twice.
/// Afterwards every license, user and subscription expiry is read back and compared with the
/// document; any difference is listed and the exit is 1. With --dry-run, lists what it would
/// create, one line per record, and the differences the target's server generation will cause
/// (`will differ: …`), and changes nothing.
///
/// Example: licensectl --profile staging restore app-backup.json --dry-run
#[derive(Debug, Args)]
pub struct Cmd {
    /// The backup document (`-` for stdin)
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Restore even when the application already has licenses or users
    #[arg(long)]
    pub force: bool,
}

/// What became of the steps, and the job's stop and journal.
struct Run {
    dry: bool,
    done: usize,
    failed: usize,
    /// Steps an earlier, interrupted run finished (skipped now).
    skipped: usize,
    /// Steps a signal kept from starting (or cut short: the line says so).
    not_done: Vec<String>,
    /// One row per record (`resources::RESTORE_STEP`), for machine formats.
    rows: Vec<Map<String, Value>>,
    stop: Stop,
    journal: Option<Journal>,
}

impl Run {
    fn row(&mut self, step: &str, state: &str, why: Option<&str>) {
        let v = json!({"step": step, "state": state, "why": why});
        self.rows.extend(v.as_object().cloned());
    }
    fn stopped(&self) -> bool {
        self.stop.asked()
    }
}

/// Whether the report is for a script: rows of `RESTORE_STEP` instead of lines for people.
fn machine(cx: &Context) -> bool {
    cx.out.select.is_some() || (cx.out.asked && cx.out.format != Format::Table)
}

/// Lists one step of a dry run.
fn list_step(cx: &mut Context, step: &Step, run: &mut Run) -> Result<()> {
    match &step.refused {
        Some(why) => run.row(&step.line, "cannot", Some(why)),
        None => run.row(&step.line, "would create", None),
    }
    if !machine(cx) {
        match &step.refused {
            Some(why) => cx.out.line(&format!("{} (cannot: {why})", step.line))?,
            None => cx.out.line(&step.line)?,
        }
    }
    Ok(())
}

/// Sends the calls of one step; `Ok(Err(why))` when the service refused a needed one.
async fn send_step(cx: &mut Context, step: &Step) -> Result<std::result::Result<(), String>> {
    let mut previous: Option<Value> = None;
    for call in &step.calls {
        let params: Vec<(String, String)> = call
            .params
            .iter()
            .map(|(k, v)| {
                let v = if v == FROM_ANSWER {
                    crate::output::raw(previous.as_ref().and_then(|p| p.get("id")))
                } else {
                    v.clone()
                };
                (k.clone(), v)
            })
            .collect();
        match cx.call(call.op, &params).await {
            Ok(v) => previous = v,
            Err(e) => match e.downcast_ref::<Failure>() {
                Some(Failure::Service(m)) if call.optional => crate::say!(
                    "licensectl: warning: {}: {} said: {}",
                    said(&step.line),
                    call.op.command,
                    crate::redact::cut(m)
                ),
                Some(Failure::Service(m)) => {
                    return Ok(Err(format!(
                        "{} said: {}",
                        call.op.command,
                        crate::redact::cut(m)
                    )))
                }
                _ => return Err(e.context(format!("restore: {}", said(&step.line)))),
            },
        }
    }
    Ok(Ok(()))
}

/// Runs (or, dry, lists) the steps; a refusal of one record does not stop the others. After a
/// signal no step starts; the one under way finishes (a second signal cuts it short).
async fn run_steps(cx: &mut Context, steps: Vec<Step>, run: &mut Run) -> Result<()> {
    for step in steps {
        if run
            .journal
            .as_mut()
            .is_some_and(|j| j.done_before(&step.line))
        {
            run.row(&step.line, "already restored", None);
            run.skipped += 1;
            continue;
        }
        if run.dry {
            list_step(cx, &step, run)?;
            continue;
        }
        if run.stopped() {
            run.row(&step.line, "not done", Some("interrupted"));
            run.not_done.push(step.line);
            continue;
        }
        if let Some(why) = &step.refused {
            crate::say!("licensectl: not restored: {}: {why}", said(&step.line));
            run.row(&step.line, "not restored", Some(why));
            run.failed += 1;
            continue;
        }
        let stop = run.stop.clone();
        let sent = tokio::select! {
            biased;
            _ = stop.abort() => None,
            r = send_step(cx, &step) => Some(r?),
        };
        match sent {
            None => {
                let why = "interrupted while under way: it may be partly done";
                run.row(&step.line, "not done", Some(why));
                run.not_done.push(format!("{} ({why})", step.line));
            }
            Some(Ok(())) => {
                if cx.global.verbose {
                    crate::say!("licensectl: {}", said(&step.line));
                }
                if let Some(j) = run.journal.as_mut() {
                    j.record(&step.line)?;
                }
                run.row(&step.line, "restored", None);
                run.done += 1;
            }
            Some(Err(why)) => {
                crate::say!("licensectl: not restored: {}: {why}", said(&step.line));
                run.row(&step.line, "not restored", Some(&why));
                run.failed += 1;
            }
        }
    }
    Ok(())
}

fn load(file: &str) -> Result<(Value, String)> {
    let bytes = if file == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .context("reading the backup from stdin")?;
        b
    } else {
        std::fs::read(file).with_context(|| format!("reading {file}"))?
    };
    // Random bytes are the wrong file given, a usage error like any other document that is not
    // a backup (exit 2), not a failure to read it.
    let text = String::from_utf8(bytes).map_err(|_| {
        Failure::Usage(format!(
            "{file} is not a licensectl backup: it is not text (a backup is a JSON document)"
        ))
    })?;
    let doc: Value = serde_json::from_str(&text)
        .map_err(|e| Failure::Usage(format!("{file} is not a JSON document: {e}")))?;
    if doc.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(Failure::Usage(format!("{file} is not a licensectl backup")).into());
    }
    if doc.get("version").and_then(Value::as_i64) != Some(VERSION) {
        return Err(Failure::Usage(format!(
            "{file} is a backup of version {}; this licensectl reads version {VERSION}",
            doc["version"]
        ))
        .into());
    }
    super::restore_validate::validate(file, &doc)?;
    Ok((doc, text))
}

/// How many rows a list operation has on the target.
async fn count(cx: &mut Context, ty: &str) -> Result<usize> {
    let op = op(ty);
    cx.prepare().await.context("restore")?;
    // Counted from the answer's text: no row is parsed (a target of 466,000 keys).
    let reply = cx.send(op, &[]).await.context("restore")?;
    Ok(reply.map_or(0, |r| r.items().len()))
}

/// The rows of a list operation on the target.
async fn list(cx: &mut Context, ty: &str) -> Result<Vec<Map<String, Value>>> {
    let op = op(ty);
    let v = cx.call(op, &[]).await.context("restore")?;
    Ok(v.map(|v| crate::answer::values(op, &v)).unwrap_or_default())
}

/// Opens the journal; a fresh restore (none to resume) refuses a target that has licenses or
/// users unless --force, and a real one starts recording.
async fn begin(cx: &mut Context, cmd: &Cmd, text: &str, dry: bool) -> Result<Journal> {
    let mut journal = Journal::open(cx, text)?;
    if journal.resuming() {
        crate::say!(
            "licensectl: resuming the restore interrupted earlier: the {} record(s) it restored are skipped",
            journal.resumed
        );
    } else if !cmd.force {
        let (keys, users) = (
            count(cx, "fetchallkeys").await?,
            count(cx, "fetchallusernames").await?,
        );
        if keys + users > 0 {
            anyhow::bail!(
                "the application already has {keys} licenses and {users} users; restore into an empty application, or pass --force"
            );
        }
    }
    if !dry {
        journal.begin(!cmd.force)?;
    }
    Ok(journal)
}

/// Every phase in dependency order: subscriptions and licenses; users and what hangs on them;
/// the blacklist entries the target lacks (user bans add some); settings.
async fn restore_all(cx: &mut Context, doc: &Value, run: &mut Run) -> Result<Generation> {
    let now = cx.env.now();
    cx.prepare().await?;
    let g = crate::service::generation::of(cx.service()?).await?;
    let subs = list(cx, "fetchallsubs").await?;
    let (mut early, mut late) = (early_steps(doc, &subs), late_steps(doc, now));
    fit(&mut early, g);
    fit(&mut late, g);
    run_steps(cx, early, run).await?;
    run_steps(cx, late, run).await?;
    let existing = if run.dry || run.stopped() {
        Vec::new()
    } else {
        list(cx, "fetchallblacks").await?
    };
    run_steps(cx, blacklist_steps(doc, &existing), run).await?;
    if let Some(step) = settings_step(doc) {
        run_steps(cx, vec![step], run).await?;
    }
    Ok(g)
}

/// `--dry-run`: the steps were listed; then the differences the target's generation will cause.
fn report_dry(cx: &mut Context, doc: &Value, g: Generation, mut run: Run) -> Result<()> {
    for d in predict(doc, g) {
        if machine(cx) {
            run.row(&d, "will differ", None);
        } else {
            cx.out.line(&format!("will differ: {}", said(&d)))?;
        }
    }
    if machine(cx) {
        cx.out.rows(&RESTORE_STEP, &run.rows)?;
    }
    Ok(())
}

/// At most a few lines of a long list, for people (machine formats have every row).
fn some(lines: &[String]) -> String {
    const SHOWN: usize = 10;
    let mut s = lines
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if lines.len() > SHOWN {
        s.push_str(&format!(" and {} more", lines.len() - SHOWN));
    }
    s
}

/// A signal stopped the restore: what was done and what was not, and how to finish (exit 130).
fn interrupted(cx: &mut Context, run: Run) -> Result<()> {
    if machine(cx) {
        cx.out.rows(&RESTORE_STEP, &run.rows)?;
    }
    let total = run.done + run.failed + run.skipped + run.not_done.len();
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
        run.not_done.len(),
        some(&run.not_done)
    );
    let kept = run
        .journal
        .as_ref()
        .map(|j| format!(" (progress is kept in {})", j.path().display()))
        .unwrap_or_default();
    Err(Failure::Interrupted(format!(
        "interrupted: restored {done} of {total} records, {} not done; run the same command again to finish: it skips what was restored instead of making it twice{kept}",
        run.not_done.len()
    ))
    .into())
}

/// Every step was tried: the target is read back and compared with the document.
async fn verify(cx: &mut Context, doc: &Value, run: Run, extra: bool) -> Result<()> {
    if machine(cx) {
        // Printed before the read-back's verdict: a script sees what was sent either way.
        cx.out.rows(&RESTORE_STEP, &run.rows)?;
    }
    let accounts = doc.get("accounts");
    let team: usize = ["resellers", "managers"]
        .iter()
        .map(|k| {
            accounts
                .and_then(|a| a.get(*k))
                .and_then(Value::as_array)
                .map_or(0, Vec::len)
        })
        .sum();
    if team > 0 {
        crate::say!("licensectl: {team} reseller/manager account(s) not restored: creating one needs its password (licensectl accounts create)");
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
        d = differences(cx, doc, extra) => d?,
    };
    if !diffs.is_empty() {
        for d in &diffs {
            crate::say!("licensectl: differs: {}", said(d));
        }
        anyhow::bail!(
            "restore: {} of {} records were sent, but the target differs from the backup in {} way(s) (listed above{})",
            done,
            done + run.failed,
            diffs.len(),
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
    if machine(cx) {
        crate::say!("licensectl: {summary}");
    } else {
        cx.out.line(&summary)?;
    }
    if run.failed > 0 {
        anyhow::bail!(
            "{} of {} records could not be restored",
            run.failed,
            done + run.failed
        );
    }
    Ok(())
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let (doc, text) = load(&cmd.file)?;
    let mut cx = Context::new(global, env)?;
    // Reads are sent even under --dry-run; what changes data is only listed.
    let dry = cx.global.dry_run;
    cx.global.dry_run = false;
    let journal = begin(&mut cx, &cmd, &text, dry).await?;
    let extra = journal.started_empty;
    let mut run = Run {
        dry,
        done: 0,
        failed: 0,
        skipped: 0,
        not_done: Vec::new(),
        rows: Vec::new(),
        stop: if dry { Stop::manual() } else { Stop::watch() },
        journal: Some(journal),
    };
    let g = match restore_all(&mut cx, &doc, &mut run).await {
        Ok(g) => g,
        Err(e) => {
            if run.done > 0 {
                crate::say!("licensectl: {} record(s) were restored before this failure; the same command run again skips them", run.done);
            }
            return Err(e);
        }
    };
    if dry {
        return report_dry(&mut cx, &doc, g, run);
    }
    if !run.not_done.is_empty() {
        return interrupted(&mut cx, run);
    }
    if let Some(j) = run.journal.take() {
        j.finish();
    }
    verify(&mut cx, &doc, run, extra).await
}

/// A step or a difference as stderr says it: a name of any length is named, not echoed.
fn said(line: &str) -> std::borrow::Cow<'_, str> {
    crate::escape::shorten(line, 100)
}
