//! `licensectl restore FILE`: recreate a `licensectl backup` document in an empty application,
//! reading the document as a stream (checked whole first, then restored one record at a time).

use std::cell::RefCell;
use std::collections::HashMap;

use anyhow::{Context as _, Result};
use clap::Args;
use futures::{Stream, StreamExt};
use licensectl_catalogue::desk::{self, Read};
use licensectl_catalogue::resources::RESTORE_STEP;
use licensectl_catalogue::Generation;
use serde_json::{json, Map, Value};

use super::restore_check::{collisions, differences, fit, predict, target_subs};
use super::restore_plan::*;

use super::restore_read::{stream, Source};
use super::restore_resume::Journal;
use super::restore_users::{name_step, Ctx, Levels, Twins};
use super::restore_validate::Facts;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::exec::read;
use crate::options::Options;
use crate::output::Output;
use crate::service::Service;
use crate::signals::Stop;

/// Recreate a backup document in an empty application
///
/// Creates, in this order: subscriptions, licenses (the same keys, levels, notes and durations),
/// users with their subscriptions (used licenses are assigned to their user again; bans, pauses,
/// HWIDs and cooldowns are re-applied), user variables, global variables, files (downloaded again
/// from their URLs), webhooks, buttons, chat channels and mutes, blacklists and settings.
/// Records are matched by name, never by level: a key is assigned with the subscription the
/// backup says it granted, whatever the target already has at that level. The target's own
/// records that collide with the backup's (a subscription the backup lacks, a setting the seller
/// API cannot change) are listed before anything is sent.
/// Passwords cannot be restored: users set theirs at their first login. Not restored either:
/// emails (the service keeps only a hash), IPs and login dates, 2FA, read-only flags of user
/// variables, reseller and manager accounts (they need a password), whitelists.
/// The document is checked whole before anything is sent, then read again one record at a time
/// (memory stays flat whatever its size); licenses are sent --jobs at a time.
/// Refuses (exit 1) when the application already has licenses or users, unless --force.
/// Interrupted (Ctrl-C, SIGTERM), it finishes the requests under way, lists what was done and what
/// was not, and exits 130; the same command run again resumes: it skips what was restored (a
/// journal in the data directory records each record and each of its requests as it is done)
/// instead of making it twice, and finishes a record cut short (by a signal or a failed request)
/// from where it stopped; a license the service refuses as existing (made by a run killed
/// before its journal said so) is taken as restored when the target's has the backup's level,
/// duration and note, and refused naming what differs otherwise.
/// A value the backup does not give (a 2022 backup does not say which variables and files are
/// members-only) is restored fail closed and said on stderr (`licensectl: unknown: …`); the exit
/// is then 1 unless --accept-unknown. A record whose request would pass the service's URL limit
/// is refused, by --dry-run too.
/// Afterwards every license, user (with their HWID, ban and variables), subscription expiry and
/// subscription is read back and compared with the document; any difference is listed and the
/// exit is 1. With --dry-run, lists what it
/// would create, one line per record, and the differences the target's server generation will
/// cause (`will differ: …`), and changes nothing.
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
    /// Licenses sent at once (within the rate limit)
    #[arg(short = 'j', long, value_name = "N", default_value_t = 8,
          value_parser = clap::value_parser!(u16).range(1..=64))]
    pub jobs: u16,
    /// Exit 0 even when records took a value the backup does not give (a 2022 backup's
    /// variables and files do not say whether they are members-only: restored members-only)
    #[arg(long)]
    pub accept_unknown: bool,
}

/// What became of the steps so far.
struct Run {
    dry: bool,
    out: Output,
    machine: bool,
    verbose: bool,
    done: usize,
    failed: usize,
    /// Steps an earlier, interrupted run finished (skipped now).
    skipped: usize,
    /// Steps restored with a value the backup does not give (said as each is done).
    unknown: usize,
    /// Steps a signal kept from starting, or cut short; the first few lines of them.
    not_done: usize,
    not_done_shown: Vec<String>,
    /// One row per record (`resources::RESTORE_STEP`), kept for machine formats only.
    rows: Vec<Map<String, Value>>,
    stop: Stop,
}

/// What became of one step.
enum Outcome {
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
    fn row(&mut self, step: &str, state: &str, why: Option<&str>) {
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

    fn stopped(&self) -> bool {
        self.stop.asked()
    }
}

/// Whether the report is for a script: rows of `RESTORE_STEP` instead of lines for people.
fn machine(out: &Output) -> bool {
    out.rows_for_scripts()
}

/// Sends the calls of one step; `Ok(Err(why))` when the service refused a needed one. Each call
/// the service did is journaled as it is done, and one an earlier run did (that run stopped
/// within the step: a lost connection, a signal) is not sent again: the step is finished from
/// where it stopped, never begun twice (a second `adduser` would be refused, and the user's
/// ban, HWID and subscriptions after it never set). A temporary change and the call undoing it
/// are made again (the failed run's end undid the change). `journal`: `None` for the parking
/// steps (the target's own records, neither journaled nor counted).
async fn send_step(
    cx: &Context,
    step: &Step,
    journal: Option<&RefCell<Journal>>,
) -> Result<std::result::Result<(), String>> {
    let mut previous: Option<Value> = None;
    // The first refusal of a needed call: what follows is not sent, except calls that undo a
    // temporary change (`always`).
    let mut refused: Option<String> = None;
    for (i, call) in step.calls.iter().enumerate() {
        // A step that moves subscriptions out of a level while a key is assigned (`exclusive`)
        // moves them with `editsub` and back with `always` calls: a change the failed run's end
        // undid, so made again, with its undoing.
        let redone = call.always || (step.exclusive && call.op.ty == sends::EDIT_SUB.ty);
        if let Some(journal) = journal.filter(|_| refused.is_none() && !redone) {
            let made = journal
                .borrow_mut()
                .call_done_before(&step.line, i, call.op.ty);
            if made.is_some() {
                previous = made;
                continue;
            }
        }
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
        if refused.is_some() && !call.always {
            continue;
        }
        let sent = cx.send(call.op, &params).await;
        let sent = judged(cx, step.exists.as_ref().filter(|_| i == 0), call, sent).await;
        match sent {
            Ok(v) => {
                previous = v.map(crate::answer::Reply::into_value);
                if let Some(journal) = journal {
                    let id = previous.as_ref().and_then(|p| p.get("id"));
                    journal
                        .borrow_mut()
                        .record_call(&step.line, i, call.op.ty, id)?;
                }
            }
            Err(e) => match e.downcast_ref::<Failure>() {
                Some(Failure::Service(m)) if call.optional => crate::say!(
                    "licensectl: warning: {}: {} said: {}",
                    step.line,
                    call.op.command,
                    crate::redact::cut(m)
                ),
                Some(Failure::Service(m)) => {
                    refused.get_or_insert(format!(
                        "{} said: {}",
                        call.op.command,
                        crate::redact::cut(m)
                    ));
                }
                _ => return Err(e.context(format!("restore: {}", step.line))),
            },
        }
    }
    Ok(refused.map_or(Ok(()), Err))
}

/// A step's first request refused where the step says how to tell it is made already
/// (`Step::exists`: a run killed before its journal said so made it): judged by the record's
/// content, never by the refusal's words. The backup's is as good as made (`Ok(None)`); another
/// is the refusal, naming what differs.
async fn judged(
    cx: &Context,
    exists: Option<&Exists>,
    call: &Call,
    sent: Result<Option<crate::answer::Reply>>,
) -> Result<Option<crate::answer::Reply>> {
    let Some(exists) = exists else {
        return sent;
    };
    let refusal = match &sent {
        Err(e) => match e.downcast_ref::<Failure>() {
            Some(Failure::Service(m)) => m.clone(),
            _ => return sent,
        },
        Ok(_) => return sent,
    };
    match already(cx, exists, call).await {
        Ok(None) => Ok(None),
        Ok(Some(d)) => Err(Failure::Service(format!("{refusal}; the target has it, {d}")).into()),
        Err(_) => sent,
    }
}

/// Whether the record `exists` names is on the target as the backup has it: `None` when it is,
/// else how it differs (in the fields the refused request `call` sets).
async fn already(cx: &Context, exists: &Exists, call: &Call) -> Result<Option<String>> {
    let Some(have) = read::record(cx, exists.read, &exists.params).await? else {
        return Ok(Some("no: it cannot be read".into()));
    };
    // A field as the resource declares it, whichever of its names the service wrote (`info`
    // says `duration` for the list's `expires`).
    let resource = read::op_of(exists.read)?.resource;
    let get = |name: &str| {
        let aliases = resource
            .and_then(|r| r.field(name))
            .map_or(&[][..], |f| f.aliases);
        std::iter::once(name)
            .chain(aliases.iter().copied())
            .find_map(|n| have.get(n))
    };
    let sent = |p: &str| call.params.iter().any(|(k, _)| k == p);
    let differs: Vec<String> = exists
        .fields
        .iter()
        .filter(|(param, _, _)| sent(param))
        .filter_map(|(_, field, want)| {
            let got = crate::output::raw(get(field));
            (got != *want).then(|| format!("{field} {:?}, the backup {:?}", esc(&got), esc(want)))
        })
        .collect();
    Ok((!differs.is_empty()).then(|| format!("with {}", differs.join(", "))))
}

/// The step refused before anything of it is sent, where a request would pass the service's
/// URL limit (the real run would refuse it: the dry run says so too).
fn refuse_long(svc: &Service, step: &mut Step) {
    if step.refused.is_some() {
        return;
    }
    for call in &step.calls {
        if let Err(e) = svc.fits(call.op, &call.params) {
            step.refused = Some(e.to_string());
            return;
        }
    }
}

/// Runs (or, dry, lists) the steps as they come, `jobs` at a time, recording each outcome in
/// order; a refusal of one record does not stop the others. After a signal no step starts (the
/// rest are counted as not done); those under way finish (a second signal cuts them short).
async fn run_steps(
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
fn steps_of<'a>(
    source: &Source,
    sections: &'static [&'static str],
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
fn these(steps: Vec<Step>) -> impl Stream<Item = Result<Step>> {
    futures::stream::iter(steps.into_iter().map(Ok))
}

/// How many rows a list operation has on the target.
async fn count(cx: &mut Context, r: &Read) -> Result<usize> {
    cx.prepare().await.context("restore")?;
    // Counted from the answer's text: no row is parsed (a target of 466,000 keys).
    let reply = read::answer(cx, r, &[]).await.context("restore")?;
    Ok(reply.map_or(0, |r| r.items().len()))
}

/// Opens the journal; a fresh restore (none to resume) refuses a target that has licenses or
/// users unless --force — before the document's records are read.
async fn begin(cx: &mut Context, cmd: &Cmd, digest: &[u8; 32]) -> Result<Journal> {
    let journal = Journal::open(cx, digest)?;
    if journal.resuming() {
        crate::say!(
            "licensectl: resuming the restore interrupted earlier: the {} record(s) it restored are skipped",
            journal.resumed
        );
    } else if !cmd.force {
        let (keys, users) = (
            count(cx, &desk::KEYS).await?,
            count(cx, &desk::USERNAMES).await?,
        );
        if keys + users > 0 {
            anyhow::bail!(
                "the application already has {keys} licenses and {users} users; restore into an empty application, or pass --force"
            );
        }
    }
    Ok(journal)
}

/// The subscriptions as the plan sees them: the steps that make the backup's, which of the
/// target's own to park while keys are assigned, and then the target's subscriptions per level.
struct Subs {
    steps: Vec<Step>,
    park: Vec<(String, String)>,
    levels: Levels,
}

fn plan_subs(facts: &Facts, target: &[(String, String)], g: Generation) -> Subs {
    let steps = subscription_steps(&facts.subscriptions, target);
    let backup: HashMap<&str, &str> = facts
        .subscriptions
        .iter()
        .map(|(n, l)| (n.as_str(), l.as_str()))
        .collect();
    // Keys are assigned only where `assignkey` exists, and only a level a license has matters.
    let assign = sends::ASSIGN.op();
    let assigning = !facts.held.is_empty() && assign.is_some_and(|a| a.type_on(g).is_some());
    let mut park = Vec::new();
    let mut levels = Levels::new();
    for (name, level) in target {
        let level = backup.get(name.as_str()).copied().unwrap_or(level);
        let own = !backup.contains_key(name.as_str());
        if own && assigning && facts.levels.contains(level) && parked(level).is_some() {
            park.push((name.clone(), level.to_string()));
            continue;
        }
        levels
            .entry(level.to_string())
            .or_default()
            .push(name.clone());
    }
    let there: std::collections::HashSet<&str> = target.iter().map(|(n, _)| n.as_str()).collect();
    for (name, level) in &facts.subscriptions {
        if !there.contains(name.as_str()) {
            levels.entry(level.clone()).or_default().push(name.clone());
        }
    }
    Subs {
        steps,
        park,
        levels,
    }
}

/// The step that parks (or, `back`, unparks) one of the target's own subscriptions.
fn park_step(name: &str, level: &str, back: bool) -> Step {
    let (to, line) = if back {
        (
            level.to_string(),
            format!(
                "move subscription {} back to level {}",
                esc(name),
                esc(level)
            ),
        )
    } else {
        (
            parked(level).unwrap_or_default(),
            format!(
                "move the target's own subscription {} out of level {} while keys are assigned (back afterwards)",
                esc(name),
                esc(level)
            ),
        )
    };
    let mut step = Step::new(line);
    step.call(&sends::EDIT_SUB, &[("sub", name), ("level", &to)]);
    step
}

/// Sends (or lists) the parking steps; they are the target's own records, not the backup's, so
/// they are neither journaled nor counted.
async fn park(cx: &Context, run: &mut Run, steps: Vec<Step>) -> Result<()> {
    for step in steps {
        if run.dry {
            if !run.machine {
                run.out.line(&step.line)?;
            }
            run.row(&step.line, "would change", None);
            continue;
        }
        if let Err(why) = send_step(cx, &step, None).await? {
            crate::say!("licensectl: warning: {}: {why}", said(&step.line));
        }
    }
    Ok(())
}

/// The target's subscriptions (parked ones, left by a run cut short, at their own level, and
/// those), with what collides with the backup said before anything is sent.
async fn target_state(
    cx: &mut Context,
    facts: &Facts,
    run: &mut Run,
) -> Result<(Vec<(String, String)>, Vec<(String, String)>)> {
    let mut target = target_subs(cx).await?;
    let mut already: Vec<(String, String)> = Vec::new();
    for (name, level) in &mut target {
        if let Some(l) = unparked(level) {
            already.push((name.clone(), l.clone()));
            *level = l;
        }
    }
    let target_settings = match &facts.settings {
        Some(_) => {
            let settings = Read::list_of(&licensectl_catalogue::kinds::SETTINGS);
            // Unread (a failure, or a dry run): no collision is said.
            let read = match cx.prepare().await {
                Ok(()) => read::record(cx, &settings, &[]).await.ok().flatten(),
                Err(_) => None,
            };
            read.map(|v| super::backup::record(Some(v), None))
        }
        None => None,
    };
    for c in collisions(facts, &target, target_settings.as_ref()) {
        run.row(&c, "target differs", None);
        if run.dry && !run.machine {
            run.out.line(&format!("target differs: {c}"))?;
        } else if !run.dry {
            crate::say!("licensectl: the target differs: {}", said(&c));
        }
    }
    Ok((target, already))
}

/// Every parked subscription back at its level (listed, dry), whatever happened before.
async fn unpark_all(
    cx: &mut Context,
    run: &mut Run,
    planned: &[(String, String)],
    already: Vec<(String, String)>,
) -> Result<()> {
    let back: Vec<Step> = if run.dry {
        let mut all = planned.to_vec();
        all.extend(already.into_iter().filter(|p| !planned.contains(p)));
        all.iter().map(|(n, l)| park_step(n, l, true)).collect()
    } else {
        let now_there = target_subs(cx).await?;
        now_there
            .iter()
            .filter_map(|(n, l)| Some(park_step(n, &unparked(l)?, true)))
            .collect()
    };
    park(cx, run, back).await
}

/// Every phase in dependency order: subscriptions and licenses; users; what hangs on licenses and
/// users, and the records after them; settings.
async fn restore_all(
    cx: &mut Context,
    source: &Source,
    facts: &mut Facts,
    run: &mut Run,
    journal: &RefCell<Journal>,
    jobs: usize,
) -> Result<Generation> {
    cx.prepare().await?;
    let g = crate::service::generation::of(cx.service()?).await?;
    let (target, already) = target_state(cx, facts, run).await?;
    let mut subs = plan_subs(facts, &target, g);
    fit(&mut subs.steps, g);
    let svc = &*cx;
    run_steps(svc, these(subs.steps), run, journal, 1).await?;
    let parking: Vec<Step> = subs
        .park
        .iter()
        .filter(|p| !already.contains(p))
        .map(|(n, l)| park_step(n, l, false))
        .collect();
    if !run.stopped() {
        park(svc, run, parking).await?;
    }
    let licenses = steps_of(source, &["licenses"], |_, l| {
        let mut step = license_step(&l, facts, g);
        step.differs = predict(&l, g);
        let mut steps = vec![step];
        fit(&mut steps, g);
        steps
    });
    let phase = run_steps(svc, licenses, run, journal, jobs).await;
    let env = cx.env.clone();
    let users = async {
        phase?;
        let mut twins = Twins::new(facts);
        let users = steps_of(source, &["users"], |_, u| {
            let Some(records) = twins.add(u) else {
                return Vec::new();
            };
            // A subscription's time left is counted from when its user's step is made (just
            // before it is sent), not from the restore's start: the licenses take minutes.
            let ctx = Ctx {
                facts,
                levels: &subs.levels,
                now: env.now(),
            };
            let mut steps = vec![name_step(&ctx, &records)];
            fit(&mut steps, g);
            steps
        });
        // Users are independent of each other: several at a time, as licenses.
        run_steps(svc, users, run, journal, jobs).await
    }
    .await;
    unpark_all(cx, run, &subs.park, already).await?;
    users?;
    // Only the users needed the keys they hold.
    facts.held = HashMap::new();
    later(cx, source, facts, run, journal, g).await?;
    Ok(g)
}

/// What hangs on licenses and users (bans, user variables), the records after them, settings.
async fn later(
    cx: &mut Context,
    source: &Source,
    facts: &Facts,
    run: &mut Run,
    journal: &RefCell<Journal>,
    g: Generation,
) -> Result<()> {
    let now = cx.env.now();
    // The blacklist entries the target has (user bans add some) are not made twice.
    let existing = if run.dry || run.stopped() {
        Vec::new()
    } else {
        let blacks = Read::list_of(&licensectl_catalogue::kinds::BLACKLISTS);
        cx.prepare().await.context("restore")?;
        let rows = read::rows(cx, &blacks, &[]).await.context("restore")?;
        rows.unwrap_or_default()
    };
    let svc = &*cx;
    let mut have = blacklist_keys(&existing);
    const LATE: &[&str] = &[
        "licenses",
        "users",
        "vars",
        "files",
        "webhooks",
        "buttons",
        "chats",
        "mutes",
        "blacklists",
    ];
    let late = steps_of(source, LATE, |section, r| {
        let mut steps = match section {
            "licenses" => ban_step(&r).into_iter().collect(),
            "users" => user_var_steps(&r),
            _ => other_step(section, &r, now, &mut have)
                .into_iter()
                .collect(),
        };
        fit(&mut steps, g);
        steps
    });
    run_steps(svc, late, run, journal, 1).await?;
    if let Some(step) = facts.settings.as_ref().and_then(settings_step) {
        let mut steps = vec![step];
        fit(&mut steps, g);
        run_steps(svc, these(steps), run, journal, 1).await?;
    }
    Ok(())
}

/// `--dry-run`: the steps were listed as they came.
fn report_dry(run: Run) -> Result<()> {
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
fn interrupted(run: Run, journal: &Journal) -> Result<()> {
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
async fn verify(
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

/// Runs blocking work (reading the whole document) off the async workers.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> Result<T> + Send + 'static) -> Result<T> {
    tokio::task::spawn_blocking(f)
        .await
        .context("restore: reading the document")?
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let source = Source::open(&cmd.file)?;
    let mut cx = Context::new(global, env)?;
    // Reads are sent even under --dry-run; what changes data is only listed.
    let dry = cx.global.dry_run;
    cx.global.dry_run = false;
    let digest = {
        let s = source.clone();
        blocking(move || s.digest()).await?
    };
    let mut journal = begin(&mut cx, &cmd, &digest).await?;
    // The whole document checked before anything is sent: a half-valid backup restores nothing.
    let mut facts = {
        let s = source.clone();
        blocking(move || super::restore_validate::check_document(&s)).await?
    };
    if !dry {
        journal.begin(!cmd.force)?;
    }
    let extra = journal.started_empty;
    let out = cx.out;
    let mut run = Run {
        dry,
        out,
        machine: machine(&out),
        verbose: cx.global.verbose,
        done: 0,
        failed: 0,
        skipped: 0,
        unknown: 0,
        not_done: 0,
        not_done_shown: Vec::new(),
        rows: Vec::new(),
        stop: if dry { Stop::manual() } else { Stop::watch() },
    };
    let journal = RefCell::new(journal);
    let jobs = usize::from(cmd.jobs);
    let done = restore_all(&mut cx, &source, &mut facts, &mut run, &journal, jobs).await;
    let journal = journal.into_inner();
    if let Err(e) = done {
        if run.done > 0 {
            crate::say!("licensectl: {} record(s) were restored before this failure; the same command run again skips them, and finishes a record cut short from where it stopped", run.done);
        }
        return Err(e);
    }
    if dry {
        return report_dry(run);
    }
    if run.not_done > 0 {
        return interrupted(run, &journal);
    }
    journal.finish();
    verify(&mut cx, &source, &facts, run, extra, cmd.accept_unknown).await
}
