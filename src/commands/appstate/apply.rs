//! `licensectl apply FILE`: makes the app match the file, stopping at the first failure and
//! saying what was done and what was not (a rerun plans only what is left).

use anyhow::Result;
use clap::Args;

use super::appcode::diff::Change;
use super::appcode::outcome::{applied, deleting, failed, interrupted};
use super::appcode::plan_of;
use super::shared::send::send_call;
use crate::context::Context;
use crate::env::Env;
use crate::options::Options;
use crate::prompt;
use crate::signals::Stop;

/// Make the app match an app file
///
/// Shows the plan (as `licensectl plan` does), asks on a terminal (pass --yes elsewhere), then
/// sends the changes in dependency order: subscriptions first, deletions last. Records the file
/// does not declare are left alone; with --prune, those of the kinds the file declares are
/// deleted. A second apply sends nothing. When a request fails, apply stops, lists what was done
/// and what was not, and exits with the failure's code; running it again finishes the job.
/// Interrupted (Ctrl-C, SIGTERM), it finishes the change under way, lists what was done and what
/// was not, and exits 130; running it again finishes the job.
/// With --dry-run, prints the requests it would send.
///
/// Example: licensectl apply app.toml --yes
#[derive(Debug, Args)]
pub struct Cmd {
    /// The app file (`-` for stdin)
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Delete the records of declared kinds that FILE does not list
    #[arg(long)]
    pub prune: bool,
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let plan = plan_of(&mut cx, &cmd.file, cmd.prune).await?;
    let json = cx.out.is_json();
    if json {
        cx.out.json_of(&plan.json())?;
    } else {
        // The plan goes to stderr: stdout carries the requests (--dry-run) and the outcome.
        // Painted like `plan`'s when stderr gets colour; the codes pass, not shown escaped.
        let paint = crate::output::colour::stderr();
        plan.each_line(paint, &mut |l| {
            if paint {
                crate::redact::eprint_painted(l);
            } else {
                crate::say!("{l}");
            }
            Ok(())
        })?;
    }
    if plan.changes.is_empty() {
        return Ok(());
    }
    if !cx.global.dry_run {
        let what = format!(
            "This will make {} change(s) to {}{}",
            plan.changes.len(),
            cx.target(),
            deleting(plan.records_deleted())
        );
        prompt::confirm(cx.interactive(), cx.global.yes, &what, "apply")?;
    }
    // A signal stops before the next change; the one under way finishes (a second cuts it short).
    let stop = if cx.global.dry_run {
        Stop::manual()
    } else {
        Stop::watch()
    };
    let mut done: Vec<&Change> = Vec::new();
    for (i, change) in plan.changes.iter().enumerate() {
        if stop.asked() {
            return interrupted(&plan, &done, &plan.changes[i..], None);
        }
        for (n, call) in plan.calls(change).iter().enumerate() {
            let sent = tokio::select! {
                biased;
                _ = stop.abort() => None,
                r = send_call(&mut cx, call) => Some(r),
            };
            let Some(sent) = sent else {
                return interrupted(&plan, &done, &plan.changes[i + 1..], Some((change, n)));
            };
            if let Err(e) = sent {
                let rest: Vec<&Change> = plan.changes[i + 1..].iter().collect();
                return Err(failed(e, &plan, &done, (change, n), &rest));
            }
        }
        if cx.global.verbose {
            crate::say!(
                "licensectl: {} {}",
                change.action.word(),
                plan.label(change)
            );
        }
        done.push(change);
    }
    if !cx.global.dry_run && !json {
        cx.out.line(&applied(&plan))?;
    }
    Ok(())
}
