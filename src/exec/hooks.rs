//! Changes that echo their result: the read-back of a resulting expiry (`Op::echo`), the only
//! subscription `users extend` falls back to (`Hook::OnlySub`), and `licenses info`'s user facts
//! (`Hook::LicenseUser`).

use licensectl_catalogue::{desk, find, Api, Echo, Op};
use serde_json::{json, Map, Value};

use crate::context::Context;
use crate::error::Failure;
use crate::output::Format;

pub type Params = Vec<(String, String)>;

fn param<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A field as a whole number (the service sends numbers and numeric strings alike).
pub fn num(row: &Map<String, Value>, field: &str) -> Option<i64> {
    match row.get(field)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// A field as text; empty when missing or null.
pub fn text(row: &Map<String, Value>, field: &str) -> String {
    crate::output::raw(row.get(field))
}

fn seller(ty: &str) -> anyhow::Result<&'static Op> {
    find(Api::Seller, ty).ok_or_else(|| anyhow::anyhow!("catalogue has no seller {ty}"))
}

/// The user's subscription rows (`usersub`), only theirs (the service may answer from a cache).
pub async fn user_subs(
    cx: &mut Context,
    user: &str,
) -> anyhow::Result<Option<Vec<Map<String, Value>>>> {
    let op = seller("usersub")?;
    let Some(v) = cx.call(op, &[("user".into(), user.into())]).await? else {
        return Ok(None);
    };
    let rows = crate::answer::values(op, &v);
    Ok(Some(
        rows.into_iter()
            .filter(|r| r.get("user").is_none_or(|u| u.as_str() == Some(user)))
            .collect(),
    ))
}

/// `users extend USER` without `--sub`: the user's only subscription; several or none is a usage error.
pub async fn only_sub(cx: &mut Context, params: &mut Params) -> anyhow::Result<()> {
    if param(params, "sub").is_some() {
        return Ok(());
    }
    let user = param(params, "user").unwrap_or_default().to_string();
    if user == "all" {
        return Err(Failure::Usage("with `all`, name the subscription: --sub NAME".into()).into());
    }
    let Some(rows) = user_subs(cx, &user).await? else {
        return Ok(());
    };
    let mut names: Vec<String> = rows.iter().map(|r| text(r, "subscription")).collect();
    names.sort();
    names.dedup();
    match names.as_slice() {
        [only] => {
            eprintln!("licensectl: extending {user}'s only subscription, {only}");
            params.push(("sub".into(), only.clone()));
            Ok(())
        }
        [] => Err(Failure::Usage(format!(
            "{user} has no subscription (or no such user): pass --sub NAME (licensectl subs list names them)"
        ))
        .into()),
        several => Err(Failure::Usage(format!(
            "{user} has {} subscriptions ({}): pass --sub NAME",
            several.len(),
            several.join(", ")
        ))
        .into()),
    }
}

/// The user's running subscriptions (`userdata`, which the service does not cache, unlike
/// `usersub`, whose answer may predate the change being echoed).
async fn running_subs(
    cx: &mut Context,
    user: &str,
) -> anyhow::Result<Option<Vec<Map<String, Value>>>> {
    let op = seller("userdata")?;
    let Some(v) = cx.call(op, &[("user".into(), user.into())]).await? else {
        return Ok(None);
    };
    Ok(Some(
        v.get("subscriptions")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|r| r.as_object().cloned())
            .collect(),
    ))
}

/// After a change: reads back and prints the resulting expiry; in JSON, adds it as `read_back`.
/// A failed read is a warning: the change itself was made.
pub async fn read_back(
    cx: &mut Context,
    echo: Echo,
    params: &[(String, String)],
) -> Option<(Vec<String>, Value)> {
    match read(cx, echo, params).await {
        Ok(r) => r,
        Err(e) => {
            eprintln!(
                "licensectl: warning: done, but reading back the resulting expiry failed: {e:#}"
            );
            None
        }
    }
}

async fn read(
    cx: &mut Context,
    echo: Echo,
    params: &[(String, String)],
) -> anyhow::Result<Option<(Vec<String>, Value)>> {
    match echo {
        Echo::UserSubs { user, sub } => {
            let user = param(params, user).unwrap_or_default().to_string();
            if user == "all" {
                return Ok(None);
            }
            let sub = sub.and_then(|s| param(params, s));
            let Some(rows) = running_subs(cx, &user).await? else {
                return Ok(None);
            };
            let rows = effective(
                rows.into_iter()
                    .filter(|r| sub.is_none_or(|s| text(r, "subscription") == s))
                    .collect(),
            );
            if rows.is_empty() {
                let what = sub.map_or("subscription".to_string(), |s| format!("{s} subscription"));
                return Ok(Some((
                    vec![format!("{user}: no running {what} now (expired or paused)")],
                    json!([]),
                )));
            }
            let mut lines = Vec::new();
            let mut doc = Vec::new();
            for r in &rows {
                let name = text(r, "subscription");
                let expiry = num(r, "expiry").unwrap_or(0);
                lines.push(format!("{user}: {name} expires {}", cx.out.time(expiry)));
                doc.push(json!({"user": user, "subscription": name, "expiry": expiry}));
            }
            Ok(Some((lines, Value::Array(doc))))
        }
        Echo::License { key } => {
            let key = param(params, key).unwrap_or_default().to_string();
            let op = seller("info")?;
            let Some(v) = cx.call(op, &[("key".into(), key.clone())]).await? else {
                return Ok(None);
            };
            let row = v.as_object().cloned().unwrap_or_default();
            let duration = num(&row, "duration").unwrap_or(0);
            let lasts = licensectl_catalogue::units::format_duration(duration.max(0) as u64);
            let user = text(&row, "usedby");
            if user.is_empty() {
                return Ok(Some((
                    vec![format!("{key}: lasts {lasts} once redeemed")],
                    json!({"key": key, "duration": duration}),
                )));
            }
            // A used key's time lives in the subscription it granted, which `edit` leaves alone.
            let subs = running_subs(cx, &user).await?.unwrap_or_default();
            let mut lines = vec![format!(
                "{key}: lasts {lasts}; already used by {user}, whose subscription keeps its expiry:"
            )];
            let mut doc = Vec::new();
            for r in subs.iter().filter(|r| text(r, "key") == key) {
                let expiry = num(r, "expiry").unwrap_or(0);
                lines.push(format!(
                    "  {}: expires {}",
                    text(r, "subscription"),
                    cx.out.time(expiry)
                ));
                doc.push(json!({"subscription": text(r, "subscription"), "expiry": expiry}));
            }
            Ok(Some((
                lines,
                json!({"key": key, "duration": duration, "usedby": user, "subscriptions": doc}),
            )))
        }
        Echo::UnusedLicenses => {
            let op = seller("fetchallkeys")?;
            let Some(v) = cx.call(op, &[]).await? else {
                return Ok(None);
            };
            let mut durations: Vec<i64> = crate::answer::values(op, &v)
                .iter()
                .filter(|r| text(r, "status") == "Not Used")
                .filter_map(|r| num(r, "expires"))
                .collect();
            durations.sort();
            let fmt = |d: i64| licensectl_catalogue::units::format_duration(d.max(0) as u64);
            let line = match (durations.first(), durations.last()) {
                (Some(a), Some(b)) if a == b => format!(
                    "{} unused license(s) now last {} once redeemed",
                    durations.len(),
                    fmt(*a)
                ),
                (Some(a), Some(b)) => format!(
                    "{} unused licenses now last {} to {} once redeemed",
                    durations.len(),
                    fmt(*a),
                    fmt(*b)
                ),
                _ => "no unused licenses".to_string(),
            };
            Ok(Some((
                vec![line],
                json!({"unused": durations.len(), "durations": durations}),
            )))
        }
    }
}

/// One row per subscription name: a paused one, else the one ending last (an extend of an
/// expired subscription may add a row beside the old one).
pub fn effective(rows: Vec<Map<String, Value>>) -> Vec<Map<String, Value>> {
    let mut out: Vec<Map<String, Value>> = Vec::new();
    for r in rows {
        let name = text(&r, "subscription");
        let rank = |r: &Map<String, Value>| {
            let paused = num(r, "paused").unwrap_or(0) != 0;
            (
                paused,
                if paused {
                    0
                } else {
                    num(r, "expiry").unwrap_or(0)
                },
            )
        };
        match out.iter_mut().find(|o| text(o, "subscription") == name) {
            Some(o) if rank(&r) > rank(o) => *o = r,
            Some(_) => {}
            None => out.push(r),
        }
    }
    out
}

/// Prints a read-back: lines for people, a `read_back` field merged into a JSON answer. In a
/// table the read-back stands for the answer's nested structures (`activate`'s registration
/// result, with Unix times inside), which stay in JSON.
pub fn merge(cx: &Context, value: &mut Value, read: &Option<(Vec<String>, Value)>) {
    let Value::Object(m) = value else { return };
    match (read, cx.out.format) {
        (Some((_, doc)), Format::Json | Format::Jsonl) => {
            m.insert("read_back".into(), doc.clone());
        }
        (Some(_), Format::Table) => m.retain(|_, v| !v.is_object() && !v.is_array()),
        _ => {}
    }
}

/// The lines of a read-back, after the answer (not in JSON, which carries it as a field).
pub fn print(cx: &Context, read: &Option<(Vec<String>, Value)>) -> anyhow::Result<()> {
    if let (Some((lines, _)), false) = (read, matches!(cx.out.format, Format::Json | Format::Jsonl))
    {
        for l in lines {
            cx.out.line(l)?;
        }
    }
    Ok(())
}

/// `licenses info`: JSON (and CSV/TSV) gain the computed `expiry` (used on + duration); a table
/// also reads the user (`desk::LICENSE_USER`) for their HWID, ban and the subscription's expiry.
pub async fn license_info(
    cx: &mut Context,
    params: &[(String, String)],
    value: &mut Value,
) -> anyhow::Result<()> {
    let Value::Object(row) = value else {
        return Ok(());
    };
    let user = text(row, "usedby");
    let computed = match (num(row, "usedon"), num(row, "duration")) {
        (Some(on), Some(d)) if !user.is_empty() && on > 0 => Some(on + d),
        _ => None,
    };
    if cx.out.format != Format::Table {
        // Named for what it is: used on + duration, which extends and edits do not move.
        if let Some(e) = computed {
            row.insert("computed_expiry".into(), json!(e));
        }
        return Ok(());
    }
    if user.is_empty() {
        return Ok(());
    }
    let key = param(params, "key").unwrap_or_default().to_string();
    let op = seller(desk::LICENSE_USER.ty)?;
    let answer = cx.call(op, &[("user".into(), user.clone())]).await;
    let Ok(Some(Value::Object(u))) = answer else {
        row.insert("user".into(), json!(format!("{user} (not found)")));
        return Ok(());
    };
    let running: Vec<&Map<String, Value>> = u
        .get("subscriptions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object)
        .collect();
    let from_key = running
        .iter()
        .find(|s| !key.is_empty() && text(s, "key") == key)
        .and_then(|s| num(s, "expiry"));
    match (from_key, computed) {
        (Some(e), _) => {
            row.insert("expiry".into(), json!(e));
        }
        (None, Some(e)) => {
            let state = if e <= cx.out.now {
                "ended"
            } else {
                "not running (paused or removed)"
            };
            row.insert(
                "expiry".into(),
                json!(format!("{} — {state}", cx.out.time(e))),
            );
        }
        _ => {}
    }
    // Time granted otherwise (an extend makes a new subscription) is the user's, not the key's.
    let others: Vec<String> = running
        .iter()
        .filter(|s| key.is_empty() || text(s, "key") != key)
        .filter_map(|s| {
            num(s, "expiry")
                .map(|e| format!("{} until {}", text(s, "subscription"), cx.out.time(e)))
        })
        .collect();
    if from_key.is_none() {
        row.insert(
            "user_running".into(),
            json!(if others.is_empty() {
                "nothing".to_string()
            } else {
                others.join("; ")
            }),
        );
    }
    let hwid = text(&u, "hwid");
    row.insert(
        "hwid".into(),
        json!(if hwid.is_empty() {
            "(none: not locked)".to_string()
        } else {
            hwid
        }),
    );
    let banned = text(&u, "banned");
    row.insert(
        "user_banned".into(),
        json!(if banned.is_empty() {
            "no".to_string()
        } else {
            format!("yes: {banned}")
        }),
    );
    Ok(())
}
