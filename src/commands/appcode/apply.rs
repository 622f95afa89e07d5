//! `licensectl apply FILE`: makes the app match the file, stopping at the first failure and
//! saying what was done and what was not (a rerun plans only what is left).

use anyhow::Result;
use clap::Args;

use super::plan::{Action, Change, Plan};
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
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

fn labels(plan: &Plan, changes: &[&Change]) -> String {
    changes
        .iter()
        .map(|c| format!("{} {}", c.action.word(), plan.label(c)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the change cut short had sent when it was stopped after `n` of its requests.
fn partly(plan: &Plan, change: &Change, n: usize) -> String {
    if n > 0 {
        format!(
            " (partly: its {} was sent)",
            plan.calls(change)[0].op.command
        )
    } else {
        String::new()
    }
}

/// A signal stopped apply: what was done, the change cut short (a second signal), what was not
/// done; exit 130. A rerun plans only what is left.
fn interrupted(
    plan: &Plan,
    done: &[&Change],
    rest: &[Change],
    cut: Option<(&Change, usize)>,
) -> Result<()> {
    if !done.is_empty() {
        crate::say!("licensectl: done: {}", labels(plan, done));
    }
    if let Some((change, n)) = cut {
        crate::say!(
            "licensectl: cut short: {} {}{}",
            change.action.word(),
            plan.label(change),
            partly(plan, change, n)
        );
    }
    let rest: Vec<&Change> = rest.iter().collect();
    if !rest.is_empty() {
        crate::say!("licensectl: not done: {}", labels(plan, &rest));
    }
    Err(Failure::Interrupted(format!(
        "interrupted: applied {} of {} change(s); run `licensectl apply` again to finish (it plans only what is left)",
        done.len(),
        done.len() + rest.len() + usize::from(cut.is_some())
    ))
    .into())
}

/// ", deleting N record(s)" when some are.
fn deleting(n: usize) -> String {
    match n {
        0 => String::new(),
        n => format!(", deleting {n} record(s)"),
    }
}

/// A change that failed at its call `n`: what was done, what failed, what was not done, and how
/// to finish (a rerun plans only what is left).
fn failed(
    e: anyhow::Error,
    plan: &Plan,
    done: &[&Change],
    (change, n): (&Change, usize),
    rest: &[&Change],
) -> anyhow::Error {
    if !done.is_empty() {
        crate::say!("licensectl: done: {}", labels(plan, done));
    }
    crate::say!(
        "licensectl: failed: {} {}{}",
        change.action.word(),
        plan.label(change),
        partly(plan, change, n)
    );
    if !rest.is_empty() {
        crate::say!("licensectl: not done: {}", labels(plan, rest));
    }
    crate::say!("licensectl: fix the cause and run `licensectl apply` again to finish");
    e.context(format!(
        "apply: {} {} ({})",
        change.action.word(),
        plan.label(change),
        plan.calls(change)[n].op.command
    ))
}

/// The outcome line: what was applied, and what was set without being read back (said, never
/// passed as checked).
fn applied(plan: &Plan) -> String {
    let unread = match plan.unchecked_changes() {
        0 => String::new(),
        n => format!(
            " {n} of them set fields this server does not show: sent as the file says, not read back."
        ),
    };
    format!(
        "Applied {} change(s): {} created, {} changed, {} replaced, {} deleted.{unread}",
        plan.changes.len(),
        plan.count(Action::Create),
        plan.count(Action::Change),
        plan.count(Action::Replace),
        plan.count(Action::Delete)
    )
}

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let plan = super::plan_of(&mut cx, &cmd.file, cmd.prune).await?;
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
                r = cx.call(call.op, &call.params) => Some(r),
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
