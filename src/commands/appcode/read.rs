//! The app as the service has it: the configuration records, read with backup's readers.

use anyhow::Result;
use serde_json::Value;

use super::model::{Kind, Rec, Val};
use super::schema;
use crate::commands::backup::{read_all_fields, record, rows};
use crate::commands::restore_plan::{int, text};
use crate::context::Context;

/// A flag the service sends as a boolean, `1`/`0` or `"true"`/`"false"`.
fn boolish(row: &Value, field: &str) -> Val {
    let on = match row.get(field) {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s == "true" || s.trim().parse::<i64>().is_ok_and(|n| n != 0),
        Some(Value::Number(n)) => n.as_i64().unwrap_or(0) != 0,
        _ => false,
    };
    Val::plain(on.to_string())
}

fn number(row: &Value, field: &str) -> Val {
    Val::plain(int(row, field).map_or_else(|| text(row, field).to_string(), |n| n.to_string()))
}

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
    for s in rows(cx, "fetchallsubs", &[]).await? {
        out.push(Rec::new(Kind::Subscription, text(&s, "name")).with("level", number(&s, "level")));
    }
    for v in rows(cx, "fetchallvars", &[]).await? {
        out.push(
            Rec::new(Kind::Var, text(&v, "varid"))
                .with("data", Val::plain(text(&v, "msg")))
                .with("authed", boolish(&v, "authed")),
        );
    }
    for w in rows(cx, "fetchallwebhooks", &[]).await? {
        out.push(
            Rec::new(Kind::Webhook, text(&w, "webid"))
                .with("url", Val::plain(text(&w, "short_baselink")))
                .with("user_agent", Val::plain(text(&w, "useragent")))
                .with("authed", boolish(&w, "authed")),
        );
    }
    for b in rows(cx, "fetchallbuttons", &[]).await? {
        out.push(
            Rec::new(Kind::Button, text(&b, "value")).with("text", Val::plain(text(&b, "text"))),
        );
    }
    for c in rows(cx, "fetchallchats", &[]).await? {
        out.push(Rec::new(Kind::Chat, text(&c, "name")).with("delay", number(&c, "delay")));
    }
    for b in rows(cx, "fetchallblacks", &[]).await? {
        let ty = text(&b, "type");
        out.push(Rec::new(Kind::Blacklist, format!("{ty} {}", text(&b, ty))));
    }
    // The secrets too: a plan compares them (shown only as `(secret)`).
    let s = record(read_all_fields(cx, "getsettings", &[]).await?, None);
    let mut settings = Rec::new(Kind::Settings, "");
    for f in schema::settings() {
        let v = if f.switch {
            boolish(&s, f.field)
        } else if f.secret {
            Val::secret(text(&s, f.field))
        } else {
            Val::plain(text(&s, f.field))
        };
        settings.fields.insert(f.key, v);
    }
    out.push(settings);
    Ok(out)
}
