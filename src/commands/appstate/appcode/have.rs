//! The app as the service has it, one record at a time (`plan`, `apply`; `read::actual` collects
//! them for `export`): each kind's list read as `desk::Read::list_of` declares it, kept as the
//! answer's text, its rows read into records as they are reached, so a plan holds one row of the
//! service's list, never the list as values (200,000 variables).

use anyhow::{Context as _, Result};
use licensectl_catalogue::desk::Read;
use licensectl_catalogue::Answer;
use serde_json::Value;

use super::model::{Kind, Rec, Val};
use crate::commands::appstate::shared::records;
use crate::commands::appstate::shared::target::{
    check_lists, read_all_fields, record, rows, strip,
};
use crate::context::Context;
use crate::exec::read;
use crate::output::row::Item;
use crate::service::generation;
use licensectl_catalogue::kinds::{FieldMap, Form};

/// Calls `f` with every configuration record of the app, kind by kind in the order listed, and
/// returns the kinds this server cannot list, with the reason (sends reads only, even under
/// --dry-run).
pub async fn each(cx: &mut Context, f: &mut dyn FnMut(Rec)) -> Result<Vec<(Kind, String)>> {
    let dry = cx.global.dry_run;
    cx.set_dry_run(false);
    let out = each_kind(cx, f).await;
    cx.set_spool_lists(false);
    cx.set_dry_run(dry);
    out
}

async fn each_kind(cx: &mut Context, f: &mut dyn FnMut(Rec)) -> Result<Vec<(Kind, String)>> {
    cx.prepare().await?;
    // Each list is walked once, row by row (`each_row`): a long one need not be held.
    cx.set_spool_lists(true);
    let mut missing = Vec::new();
    for &kind in Kind::all() {
        let table = kind.table();
        let read = if kind == Kind::Settings {
            // The secrets too: a plan compares them (shown only as `(secret)`).
            read_all_fields(cx, &Read::list_of(table), &[])
                .await
                .map(|s| {
                    let s = record(s, None);
                    let mut settings = Rec::new(kind, "");
                    for fm in table.field_map() {
                        if let Some(v) = val(&s, &fm) {
                            settings.fields.insert(fm.file, v);
                        }
                    }
                    f(settings);
                })
        } else {
            each_row(cx, &Read::list_of(table), &mut |row| {
                let mut rec = Rec::new(kind, records::key(table, &row));
                for fm in table.data_fields() {
                    if let Some(v) = val(&row, &fm) {
                        rec.fields.insert(fm.file, v);
                    }
                }
                f(rec);
            })
            .await
        };
        match read {
            Ok(()) => {}
            Err(e) if generation::is_missing_type(&e) => missing.push((kind, reason(&e))),
            Err(e) => return Err(e),
        }
    }
    Ok(missing)
}

/// `backup::rows`, one row at a time: each row of the declared list read `r`, secrets removed,
/// as it is reached in the answer's text (`read::answer`). A row no value can hold (a number
/// past `f64`) refuses the list as `rows` does (its list reads as `null`).
async fn each_row(cx: &Context, r: &Read, f: &mut dyn FnMut(Value)) -> Result<()> {
    let op = read::op_of(r)?;
    let Answer::List(key) = op.answer else {
        for row in rows(cx, r, &[]).await? {
            f(row);
        }
        return Ok(());
    };
    let reply = read::answer(cx, r, &[])
        .await
        .with_context(|| format!("backup: {}", op.command))?;
    let Some(reply) = reply else {
        return Ok(());
    };
    // The answer's other fields, its list `null`: what `check_lists` refuses or accepts.
    let refuse = || check_lists(op, &Value::Object(reply.fields().clone()));
    if !reply.has_list(key) {
        return Ok(refuse()?);
    }
    let mut unreadable = false;
    reply.each_item(&mut |raw| {
        if unreadable {
            return;
        }
        match crate::answer::value_of(
            op,
            &Item {
                raw: raw.get(),
                kind: None,
            },
        ) {
            Some(m) => {
                let mut row = Value::Object(m);
                strip(op, &mut row);
                f(row);
            }
            None => unreadable = true,
        }
    });
    if unreadable {
        refuse()?;
    }
    Ok(())
}

/// The server's words for a missing type (`this server has no `X` (…)`).
pub(super) fn reason(e: &anyhow::Error) -> String {
    e.chain()
        .map(|c| c.to_string())
        .find(|m| generation::is_missing_message(m))
        .unwrap_or_else(|| e.to_string())
}

/// A listed field's value; `None` when the server did not send it (unknown).
pub(super) fn val(row: &Value, f: &FieldMap) -> Option<Val> {
    let text = records::listed(row, f)?;
    Some(match f.form {
        Form::Secret => Val::secret(text),
        _ => Val::plain(text),
    })
}
