//! What `apply` says of its run: the changes done and not done, when interrupted, failed or finished.

use anyhow::Result;

use super::diff::{Action, Change, Plan};
use crate::error::Failure;

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
pub(crate) fn interrupted(
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
pub(crate) fn deleting(n: usize) -> String {
    match n {
        0 => String::new(),
        n => format!(", deleting {n} record(s)"),
    }
}

/// A change that failed at its call `n`: what was done, what failed, what was not done, and how
/// to finish (a rerun plans only what is left).
pub(crate) fn failed(
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
pub(crate) fn applied(plan: &Plan) -> String {
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
