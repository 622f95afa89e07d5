//! The app as the service has it: the configuration records, read with backup's readers.

use anyhow::Result;
use serde_json::Value;

use licensectl_catalogue::kinds::{FieldMap, Form};

use super::model::{Kind, Rec, Val};
use crate::commands::backup::{read_all_fields, record, rows};
use crate::commands::records;
use crate::context::Context;

/// Every configuration record of the app (sends reads only, even under --dry-run).
pub async fn actual(cx: &mut Context) -> Result<Vec<Rec>> {
    let dry = cx.global.dry_run;
    cx.set_dry_run(false);
    let out = read_all(cx).await;
    cx.set_dry_run(dry);
    out
}

async fn read_all(cx: &mut Context) -> Result<Vec<Rec>> {
    let mut out = Vec::new();
    for kind in Kind::ALL {
        let table = kind.table();
        if kind == Kind::Settings {
            // The secrets too: a plan compares them (shown only as `(secret)`).
            let s = record(read_all_fields(cx, table.list, &[]).await?, None);
            let mut settings = Rec::new(kind, "");
            for f in table.field_map() {
                settings.fields.insert(f.file, val(&s, &f));
            }
            out.push(settings);
            continue;
        }
        for row in rows(cx, table.list, &[]).await? {
            let mut rec = Rec::new(kind, records::key(table, &row));
            for f in table.data_fields() {
                rec.fields.insert(f.file, val(&row, &f));
            }
            out.push(rec);
        }
    }
    Ok(out)
}

fn val(row: &Value, f: &FieldMap) -> Val {
    let text = records::value(row, f);
    match f.form {
        Form::Secret => Val::secret(text),
        _ => Val::plain(text),
    }
}
