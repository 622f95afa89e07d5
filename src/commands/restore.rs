//! `licensectl restore FILE`: recreate a `licensectl backup` document in an empty application.

use anyhow::{Context as _, Result};
use clap::Args;
use licensectl_catalogue::resources::RESTORE_STEP;
use serde_json::{json, Map, Value};

use super::backup::{FORMAT, VERSION};
use super::restore_check::{differences, fit, predict};
use super::restore_plan::*;
use crate::cli::Global;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::output::Format;

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

#[derive(Default)]
struct Tally {
    done: usize,
    failed: usize,
    /// One row per record (`resources::RESTORE_STEP`), for machine formats.
    rows: Vec<Map<String, Value>>,
}

impl Tally {
    fn row(&mut self, step: &str, state: &str, why: Option<&str>) {
        let v = json!({"step": step, "state": state, "why": why});
        self.rows.extend(v.as_object().cloned());
    }
}

/// Whether the report is for a script: rows of `RESTORE_STEP` instead of lines for people.
fn machine(cx: &Context) -> bool {
    cx.out.select.is_some() || (cx.out.asked && cx.out.format != Format::Table)
}

/// Runs (or, dry, lists) the steps; a refusal of one record does not stop the others.
async fn run_steps(cx: &mut Context, steps: Vec<Step>, dry: bool, tally: &mut Tally) -> Result<()> {
    for step in steps {
        if dry {
            match &step.refused {
                Some(why) => tally.row(&step.line, "cannot", Some(why)),
                None => tally.row(&step.line, "would create", None),
            }
            if !machine(cx) {
                match &step.refused {
                    Some(why) => cx.out.line(&format!("{} (cannot: {why})", step.line))?,
                    None => cx.out.line(&step.line)?,
                }
            }
            continue;
        }
        if let Some(why) = &step.refused {
            crate::say!("licensectl: not restored: {}: {why}", step.line);
            tally.row(&step.line, "not restored", Some(why));
            tally.failed += 1;
            continue;
        }
        let mut previous: Option<Value> = None;
        let mut ok = true;
        let mut why = None;
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
                        step.line,
                        call.op.command,
                        crate::redact::cut(m)
                    ),
                    Some(Failure::Service(m)) => {
                        crate::say!(
                            "licensectl: not restored: {}: {} said: {}",
                            step.line,
                            call.op.command,
                            crate::redact::cut(m)
                        );
                        ok = false;
                        why = Some(format!(
                            "{} said: {}",
                            call.op.command,
                            crate::redact::cut(m)
                        ));
                        break;
                    }
                    _ => return Err(e.context(format!("restore: {}", step.line))),
                },
            }
        }
        if ok {
            if cx.global.verbose {
                crate::say!("licensectl: {}", step.line);
            }
            tally.row(&step.line, "restored", None);
            tally.done += 1;
        } else {
            tally.row(&step.line, "not restored", why.as_deref());
            tally.failed += 1;
        }
    }
    Ok(())
}

fn load(file: &str) -> Result<Value> {
    let text = if file == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .context("reading the backup from stdin")?;
        s
    } else {
        std::fs::read_to_string(file).with_context(|| format!("reading {file}"))?
    };
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
    Ok(doc)
}

/// How many rows a list operation has on the target.
async fn count(cx: &mut Context, ty: &str) -> Result<usize> {
    let op = op(ty);
    let v = cx.call(op, &[]).await.context("restore")?;
    Ok(v.map_or(0, |v| crate::answer::values(op, &v).len()))
}

pub async fn run(cmd: Cmd, global: Global, env: Env) -> Result<()> {
    let doc = load(&cmd.file)?;
    let mut cx = Context::new(global, env)?;
    // Reads are sent even under --dry-run; what changes data is only listed.
    let dry = cx.global.dry_run;
    cx.global.dry_run = false;
    if !cmd.force {
        let (keys, users) = (
            count(&mut cx, "fetchallkeys").await?,
            count(&mut cx, "fetchallusernames").await?,
        );
        if keys + users > 0 {
            anyhow::bail!(
                "the application already has {keys} licenses and {users} users; restore into an empty application, or pass --force"
            );
        }
    }
    let now = cx.env.now();
    cx.prepare().await?;
    let g = crate::service::generation::of(cx.service()?).await?;
    let mut tally = Tally::default();
    let subs = {
        let op = op("fetchallsubs");
        let v = cx.call(op, &[]).await.context("restore")?;
        v.map(|v| crate::answer::values(op, &v)).unwrap_or_default()
    };
    let (mut early, mut late) = (early_steps(&doc, &subs), late_steps(&doc, now));
    fit(&mut early, g);
    fit(&mut late, g);
    run_steps(&mut cx, early, dry, &mut tally).await?;
    run_steps(&mut cx, late, dry, &mut tally).await?;
    let existing = if dry {
        Vec::new()
    } else {
        let op = op("fetchallblacks");
        let v = cx.call(op, &[]).await.context("restore")?;
        v.map(|v| crate::answer::values(op, &v)).unwrap_or_default()
    };
    run_steps(&mut cx, blacklist_steps(&doc, &existing), dry, &mut tally).await?;
    if let Some(step) = settings_step(&doc) {
        run_steps(&mut cx, vec![step], dry, &mut tally).await?;
    }
    if dry {
        for d in predict(&doc, g) {
            if machine(&cx) {
                tally.row(&d, "will differ", None);
            } else {
                cx.out.line(&format!("will differ: {d}"))?;
            }
        }
        if machine(&cx) {
            cx.out.rows(&RESTORE_STEP, &tally.rows)?;
        }
        return Ok(());
    }
    if machine(&cx) {
        // Printed before the read-back's verdict: a script sees what was sent either way.
        cx.out.rows(&RESTORE_STEP, &tally.rows)?;
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
    let diffs = differences(&mut cx, &doc, !cmd.force).await?;
    if !diffs.is_empty() {
        for d in &diffs {
            crate::say!("licensectl: differs: {d}");
        }
        anyhow::bail!(
            "restore: {} of {} records were sent, but the target differs from the backup in {} way(s) (listed above{})",
            tally.done,
            tally.done + tally.failed,
            diffs.len(),
            if tally.failed > 0 { "; some records were not restored" } else { "" }
        );
    }
    let summary = format!(
        "restored {} records{}",
        tally.done,
        if tally.failed > 0 {
            format!(", {} not restored (see above)", tally.failed)
        } else {
            String::new()
        }
    );
    if machine(&cx) {
        crate::say!("licensectl: {summary}");
    } else {
        cx.out.line(&summary)?;
    }
    if tally.failed > 0 {
        anyhow::bail!(
            "{} of {} records could not be restored",
            tally.failed,
            tally.done + tally.failed
        );
    }
    Ok(())
}
