//! restore's phases in dependency order: the target checked first, subscriptions (parking the target's own while keys are assigned), licenses, users, what hangs on them and the records after them, settings.

use std::cell::RefCell;
use std::collections::HashMap;

use anyhow::{Context as _, Result};
use licensectl_catalogue::desk::{self, Read};
use licensectl_catalogue::document as doc;
use licensectl_catalogue::Generation;

use super::check::{collisions, predict, target_subs};
use super::plan::*;
use super::run::{run_steps, steps_of, these, Run};
use super::users::{name_step, Ctx, Levels, Twins};
use crate::commands::appstate::shared::document::Facts;
use crate::commands::appstate::shared::journal::Journal;
use crate::commands::appstate::shared::send::send_step;
use crate::commands::appstate::shared::steps::{esc, fit, said, Step};
use crate::commands::appstate::shared::stream::Source;
use crate::commands::appstate::shared::target;
use crate::context::Context;
use crate::exec::read;

/// How many rows a list operation has on the target.
async fn count(cx: &mut Context, r: &Read) -> Result<usize> {
    cx.prepare().await.context("restore")?;
    // Counted from the answer's text: no row is parsed (a target of 466,000 keys).
    let reply = read::answer(cx, r, &[]).await.context("restore")?;
    Ok(reply.map_or(0, |r| r.items().len()))
}

/// Opens the journal; a fresh restore (none to resume) refuses a target that has licenses or
/// users unless --force — before the document's records are read.
pub(crate) async fn begin(cx: &mut Context, force: bool, digest: &[u8; 32]) -> Result<Journal> {
    let journal = Journal::open(cx, digest)?;
    if journal.resuming() {
        crate::say!(
            "licensectl: resuming the restore interrupted earlier: the {} record(s) it restored are skipped",
            journal.resumed
        );
    } else if !force {
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
            read.map(|v| target::record(Some(v), None))
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
pub(crate) async fn restore_all(
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
    let licenses = steps_of(source, vec![doc::LICENSES.name], |_, l| {
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
        let users = steps_of(source, vec![doc::USERS.name], |_, u| {
            let Some(records) = twins.add(u) else {
                return Vec::new();
            };
            // A subscription's time left is counted from when its user's step is made (just
            // before it is sent), not from the restore's start: the licenses take minutes. The
            // service's clock (`output::now`: a sandbox's moved clock), as the expiries are.
            let ctx = Ctx {
                facts,
                levels: &subs.levels,
                now: crate::output::now::service(env.now()),
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
    // A mute's time left is counted on the service's clock (`output::now`), as its end is.
    let now = crate::output::now::service(cx.env.now());
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
    // The sections after the users, in the document's order (`document::Restored`).
    let late = steps_of(source, doc::restored_later(), |section, r| {
        let mut steps = if section == doc::LICENSES.name {
            ban_step(&r).into_iter().collect()
        } else if section == doc::USERS.name {
            user_var_steps(&r)
        } else {
            let step = other_step(section, &r, now, &mut have);
            step.into_iter().collect()
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
