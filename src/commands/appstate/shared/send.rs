//! Sending: the one place the family's writes reach the service — restore's steps
//! (`send_step`) and apply's changes (`send_call`).
//!
//! The one exception to the pipeline (`exec::operate`), named here. The family sends each
//! request with `Context::send` (`Service::send`: the server generation's terms, the rate
//! limiter, retries, redaction and the audit log are all there), not through `exec::operate`,
//! because that pipeline is a person's one command: its pre-send hooks would refuse what a
//! restore must do (`Hook::NoTwinUser` refuses the second user of a name a backup holds), and
//! its after-send read of every change would double the requests of a restore of 466,000
//! licenses. The family proves its effects as a whole instead: restore reads the whole target
//! back and compares it with the document (`restoring/check.rs`), apply's second plan shows
//! nothing left to change. docs/architecture.md says the same.

use std::cell::RefCell;

use anyhow::Result;
use licensectl_catalogue::desk::restore as sends;
use serde_json::Value;

use super::journal::Journal;
use super::steps::{esc, Call, Exists, Step, FROM_ANSWER};
use crate::context::Context;
use crate::error::Failure;
use crate::exec::read;
use crate::service::Service;

/// Sends one request of the family (`Call`): the answer's record, `None` under --dry-run.
pub(crate) async fn send_call(cx: &mut Context, call: &Call) -> Result<Option<Value>> {
    cx.call(call.op, &call.params).await
}

/// Sends the calls of one step; `Ok(Err(why))` when the service refused a needed one. Each call
/// the service did is journaled as it is done, and one an earlier run did (that run stopped
/// within the step: a lost connection, a signal) is not sent again: the step is finished from
/// where it stopped, never begun twice (a second `adduser` would be refused, and the user's
/// ban, HWID and subscriptions after it never set). A temporary change and the call undoing it
/// are made again (the failed run's end undid the change). `journal`: `None` for the parking
/// steps (the target's own records, neither journaled nor counted).
pub(crate) async fn send_step(
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
pub(crate) fn refuse_long(svc: &Service, step: &mut Step) {
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
