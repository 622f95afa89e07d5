//! `licensectl apply FILE`: makes the app match the file, stopping at the first failure and
//! saying what was done and what was not (a rerun plans only what is left).

use anyhow::Result;
use clap::Args;

use super::plan::{Action, Change};
use crate::cli::Global;
use crate::context::Context;
use crate::env::Env;
use crate::output::Format;
use crate::prompt;

/// Make the app match an app file
///
/// Shows the plan (as `licensectl plan` does), asks on a terminal (pass --yes elsewhere), then
/// sends the changes in dependency order: subscriptions first, deletions last. Records the file
/// does not declare are left alone; with --prune, those of the kinds the file declares are
/// deleted. A second apply sends nothing. When a request fails, apply stops, lists what was done
/// and what was not, and exits with the failure's code; running it again finishes the job.
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

fn labels(changes: &[&Change]) -> String {
    changes
        .iter()
        .map(|c| format!("{} {}", c.action.word(), c.rec.label()))
        .collect::<Vec<_>>()
        .join(", ")
}

pub async fn run(cmd: Cmd, global: Global, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let plan = super::plan_of(&mut cx, &cmd.file, cmd.prune).await?;
    let json = matches!(cx.out.format, Format::Json | Format::Jsonl);
    if json {
        cx.out.json(&plan.json())?;
    } else {
        // The plan goes to stderr: stdout carries the requests (--dry-run) and the outcome.
        for l in plan.lines(crate::output::colour::stderr()) {
            crate::say!("{l}");
        }
    }
    if plan.changes.is_empty() {
        return Ok(());
    }
    if !cx.global.dry_run {
        let what = format!(
            "This will make {} change(s) to {}{}",
            plan.changes.len(),
            cx.target(),
            match plan.count(Action::Delete) + plan.count(Action::Replace) {
                0 => String::new(),
                n => format!(", deleting {n} record(s)"),
            }
        );
        prompt::confirm(cx.interactive(), cx.global.yes, &what, "apply")?;
    }
    let mut done: Vec<&Change> = Vec::new();
    for (i, change) in plan.changes.iter().enumerate() {
        for (n, call) in change.calls.iter().enumerate() {
            if let Err(e) = cx.call(call.op, &call.params).await {
                let rest: Vec<&Change> = plan.changes[i + 1..].iter().collect();
                if !done.is_empty() {
                    crate::say!("licensectl: done: {}", labels(&done));
                }
                let part = if n > 0 {
                    format!(" (partly: its {} was sent)", change.calls[0].op.command)
                } else {
                    String::new()
                };
                crate::say!(
                    "licensectl: failed: {} {}{part}",
                    change.action.word(),
                    change.rec.label()
                );
                if !rest.is_empty() {
                    crate::say!("licensectl: not done: {}", labels(&rest));
                }
                crate::say!("licensectl: fix the cause and run `licensectl apply` again to finish");
                return Err(e.context(format!(
                    "apply: {} {} ({})",
                    change.action.word(),
                    change.rec.label(),
                    call.op.command
                )));
            }
        }
        if cx.global.verbose {
            crate::say!(
                "licensectl: {} {}",
                change.action.word(),
                change.rec.label()
            );
        }
        done.push(change);
    }
    if !cx.global.dry_run && !json {
        cx.out.line(&format!(
            "Applied {} change(s): {} created, {} changed, {} replaced, {} deleted.",
            plan.changes.len(),
            plan.count(Action::Create),
            plan.count(Action::Change),
            plan.count(Action::Replace),
            plan.count(Action::Delete)
        ))?;
    }
    Ok(())
}
