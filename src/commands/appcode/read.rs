//! The app as the service has it: the configuration records, each kind's list read as
//! `desk::Read::list_of` declares it, through backup's checks on `exec::read`. A kind
//! whose list the server lacks (webhooks on the 2022 server) is named, not fatal; a field the
//! server does not send is left out (unknown), never read as empty or false.

use anyhow::Result;
use serde_json::Value;

use licensectl_catalogue::desk::Read;
use licensectl_catalogue::kinds::{FieldMap, Form};

use super::model::{Kind, Rec, Val};
use crate::commands::backup::{read_all_fields, record, rows};
use crate::commands::records;
use crate::context::Context;
use crate::service::generation;

/// The app's records, and the kinds this server cannot list (with the reason).
pub struct Actual {
    pub recs: Vec<Rec>,
    pub missing: Vec<(Kind, String)>,
}

impl Actual {
    /// One note per kind the server cannot list, naming what the user loses.
    pub fn notes(&self, what: &str) -> Vec<String> {
        self.missing
            .iter()
            .map(|(k, why)| format!("{} skipped: {why}; {what}", k.section()))
            .collect()
    }
}

/// Every configuration record of the app (sends reads only, even under --dry-run).
pub async fn actual(cx: &mut Context) -> Result<Actual> {
    let dry = cx.global.dry_run;
    cx.set_dry_run(false);
    let out = read_all(cx).await;
    cx.set_dry_run(dry);
    out
}

async fn read_all(cx: &mut Context) -> Result<Actual> {
    cx.prepare().await?;
    let mut out = Actual {
        recs: Vec::new(),
        missing: Vec::new(),
    };
    for kind in Kind::ALL {
        let table = kind.table();
        if kind == Kind::Settings {
            // The secrets too: a plan compares them (shown only as `(secret)`).
            let s = match read_all_fields(cx, &Read::list_of(table), &[]).await {
                Ok(s) => record(s, None),
                Err(e) if generation::is_missing_type(&e) => {
                    out.missing.push((kind, reason(&e)));
                    continue;
                }
                Err(e) => return Err(e),
            };
            let mut settings = Rec::new(kind, "");
            for f in table.field_map() {
                if let Some(v) = val(&s, &f) {
                    settings.fields.insert(f.file, v);
                }
            }
            out.recs.push(settings);
            continue;
        }
        let listed = match rows(cx, &Read::list_of(table), &[]).await {
            Ok(r) => r,
            Err(e) if generation::is_missing_type(&e) => {
                out.missing.push((kind, reason(&e)));
                continue;
            }
            Err(e) => return Err(e),
        };
        for row in listed {
            let mut rec = Rec::new(kind, records::key(table, &row));
            for f in table.data_fields() {
                if let Some(v) = val(&row, &f) {
                    rec.fields.insert(f.file, v);
                }
            }
            out.recs.push(rec);
        }
    }
    Ok(out)
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
