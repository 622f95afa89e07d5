//! From a successful answer to output: lists (filtered, sorted, row by row), records and actions.

use licensectl_catalogue::{Answer, Echo, Op};
use serde_json::{Map, Value};

use crate::answer::{num, text, Reply};
use crate::context::Context;
use crate::output::row::Shape;
use crate::output::{Audience, Output};

/// Renders a list answer: filtered, sorted, printed row by row from the answer's text.
pub fn list(
    cx: &Context,
    op: &Op,
    reply: &Reply,
    filters: &crate::output::filters::Filters,
) -> anyhow::Result<()> {
    let shape = Shape::of(op, cx.global.show_secrets);
    let items = crate::output::filters::apply(filters, &shape, reply.items(), cx.out.now())?;
    if filters.quiet {
        // Unmasked: feeding the ids back (`sessions list -q | xargs … sessions kill`) is the point.
        // Escaped: one record is one line, whatever a customer put in their name (`nl2\nadmin`
        // must not reach `xargs` as `admin`).
        let id = op.id_field();
        let unmasked = Shape::of(op, true);
        let lines: Vec<String> = items
            .iter()
            .map(|i| {
                let fields = unmasked.fields(i);
                let text = crate::output::row::text_of(&fields, id);
                crate::escape::escape_value(&text).into_owned()
            })
            .collect();
        if !lines.is_empty() {
            cx.out.line(&lines.join("\n"))?;
        }
        return Ok(());
    }
    cx.out.items(&op.columns(), &shape, &items)?;
    Ok(())
}

/// A record the service answers without its identifier (`info` of a license has no `key`)
/// gets it from the request, first, so it has the shape its list's rows have; so does each
/// field a parameter's value is (`Param::field`: `users get-var`'s user and variable name).
pub fn identify(op: &Op, mut value: Value, params: &[(String, String)]) -> Value {
    let Some(res) = op.resource else {
        return value;
    };
    let (Answer::Record, Value::Object(m)) = (op.answer, &mut value) else {
        return value;
    };
    let id = res.id().map(|f| f.name);
    let fields = op.params.iter().filter_map(|p| {
        let field = p
            .field
            .or_else(|| (p.positional && Some(p.name) == id).then_some(p.name))?;
        let (_, v) = params.iter().find(|(k, _)| k == p.name)?;
        res.field(field).map(|_| (field, v))
    });
    let mut at = 0;
    for (field, v) in fields {
        if !m.keys().any(|k| res.canonical(k) == field) {
            m.shift_insert(at, field.to_string(), Value::String(v.clone()));
            at += 1;
        }
    }
    value
}

/// A read's answer with its records complete (`shape::completes`): the record, the nested one
/// or each row of its lists carries every field its resource declares (null where unknown).
pub fn complete(op: &Op, value: &mut Value) {
    let Some(res) = op.resource.filter(|_| crate::output::shape::completes(op)) else {
        return;
    };
    let rows = |v: Option<&mut Value>| {
        if let Some(Value::Array(rows)) = v {
            for r in rows.iter_mut().filter_map(Value::as_object_mut) {
                crate::output::shape::complete(r, res);
            }
        }
    };
    match (op.answer, value) {
        (Answer::Record, Value::Object(m)) => crate::output::shape::complete(m, res),
        (Answer::Nested(key), Value::Object(m)) => {
            if let Some(Value::Object(inner)) = m.get_mut(key) {
                crate::output::shape::complete(inner, res);
            }
        }
        (Answer::List(key), Value::Object(m)) => rows(m.get_mut(key)),
        (Answer::Lists(keys), Value::Object(m)) => {
            for key in keys {
                rows(m.get_mut(*key));
            }
        }
        _ => {}
    }
}

/// Whether the answer is one the catalogue declares as "nothing to do" (exit 0, a note).
fn nothing_to_do(op: &Op, obj: &Map<String, Value>) -> bool {
    let msg = obj.get("message").and_then(Value::as_str).unwrap_or("");
    matches!(
        op.not_failure(msg),
        Some(licensectl_catalogue::NotFailure::NothingToDo(_))
    )
}

/// Renders a successful answer that is not a list as its operation's kind of result: a read's
/// record complete for scripts (JSON, CSV), as answered for people (a table).
pub fn value(cx: &Context, op: &Op, mut value: Value) -> anyhow::Result<()> {
    if !cx.out.for_people() {
        complete(op, &mut value);
    }
    let mut obj: Map<String, Value> = match value {
        Value::Object(m) => m,
        other => Map::from_iter([("value".to_string(), other)]),
    };
    // Client answers carry replay noise that means nothing to a person or a script.
    obj.shift_remove("nonce");
    obj.shift_remove("ownerid");
    match op.answer {
        // Lists are rendered from the answer's text (`list`).
        Answer::List(_) | Answer::Lists(_) => {}
        Answer::Record => record(cx, op, obj)?,
        Answer::Nested(key) => match obj.get(key) {
            Some(Value::Object(inner)) => cx.out.record_of(inner, op.resource)?,
            _ => {
                obj.shift_remove("success");
                cx.out.record_of(&obj, op.resource)?
            }
        },
        Answer::Action | Answer::Empty if nothing_to_do(op, &obj) => {
            let msg = crate::output::raw(obj.get("message"));
            crate::say!(
                "licensectl: nothing to do: {}",
                crate::output::escape_value(&msg)
            );
            if cx.out.is_json() {
                cx.out.json(&Value::Object(obj))?;
            }
        }
        Answer::Action | Answer::Empty => action(cx, op, obj)?,
    }
    Ok(())
}

/// A record answer: the record, or for `activate` on a table its answer then the read-back
/// as a sentence.
fn record(cx: &Context, op: &Op, mut obj: Map<String, Value>) -> anyhow::Result<()> {
    obj.shift_remove("success");
    match op.echo.filter(|_| cx.out.for_people()) {
        // `activate`: what it answered, then the read-back as people read it (the
        // answer's nested structures, with raw times inside, stay in JSON).
        Some(echo) => {
            let mut read = Map::new();
            let fields = licensectl_catalogue::resources::CHANGE.fields;
            for f in fields.iter().filter(|f| f.name != "message") {
                if let Some(v) = obj.shift_remove(f.name) {
                    read.insert(f.name.into(), v);
                }
            }
            obj.retain(|_, v| !v.is_object() && !v.is_array());
            cx.out.record_of(&obj, op.resource)?;
            for line in sentence(&cx.out, echo, &read) {
                cx.out.line(&line)?;
            }
        }
        None => cx.out.record_of(&obj, op.resource)?,
    }
    Ok(())
}

/// An action's outcome: the shaped answer in JSON, a row where CSV or TSV was asked for, else
/// its message and the read-back.
fn action(cx: &Context, op: &Op, mut obj: Map<String, Value>) -> anyhow::Result<()> {
    match cx.out.audience() {
        Audience::Json => {
            let mut v = Value::Object(obj);
            let how = crate::output::shape::Shaping {
                show_secrets: cx.global.show_secrets,
                normalise: true,
            };
            crate::output::shape::shape(&mut v, op.resource, how, &mut Vec::new());
            cx.out.json(&v)?
        }
        // The outcome is the data: a header, then one row (never a message line first).
        Audience::Rows => {
            obj.shift_remove("success");
            cx.out.record_of(&obj, op.resource)?
        }
        Audience::People | Audience::Piped => {
            let msg = obj
                .shift_remove("message")
                .and_then(|m| m.as_str().map(str::to_string));
            obj.shift_remove("success");
            cx.out.line(&crate::output::escape_value(
                msg.as_deref().unwrap_or("done"),
            ))?;
            match op.echo {
                // People read the read-back as a sentence made of the record's fields.
                Some(echo) if !obj.is_empty() => {
                    for line in sentence(&cx.out, echo, &obj) {
                        cx.out.line(&line)?;
                    }
                }
                _ if !obj.is_empty() => cx.out.record_of(&obj, op.resource)?,
                _ => {}
            }
        }
    }
    Ok(())
}

/// A read-back (`hooks::read_back`'s fields) as people read it: `dana: basic expires
/// 2027-02-14 08:00 UTC (in 30d)`; values escaped (a username is customer-typed).
pub fn sentence(out: &Output, echo: Echo, f: &Map<String, Value>) -> Vec<String> {
    match echo {
        Echo::UserSubs { .. } => user_subs_sentence(out, f),
        Echo::License { .. } => license_sentence(out, f),
        Echo::UnusedLicenses => vec![unused_sentence(f)],
    }
}

/// A field as escaped text (customer-typed values are shown, never obeyed).
fn esc(f: &Map<String, Value>, k: &str) -> String {
    crate::output::escape_value(&text(f, k)).into_owned()
}

/// A duration field as people read it.
fn lasts(f: &Map<String, Value>, k: &str) -> String {
    licensectl_catalogue::units::format_duration(num(f, k).unwrap_or(0).max(0) as u64)
}

/// Each subscription the change touched and when it ends, or that none runs now.
fn user_subs_sentence(out: &Output, f: &Map<String, Value>) -> Vec<String> {
    let user = match esc(f, "user") {
        u if u.is_empty() => esc(f, "username"),
        u => u,
    };
    let sub = esc(f, "subscription");
    let each: Vec<String> = f
        .get("subscriptions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object)
        .filter_map(|s| {
            let name = esc(s, "subscription");
            num(s, "expiry").map(|e| format!("{user}: {name} expires {}", out.time(e)))
        })
        .collect();
    if !each.is_empty() {
        return each;
    }
    match num(f, "expiry") {
        Some(e) => vec![format!("{user}: {sub} expires {}", out.time(e))],
        None if sub.is_empty() => {
            vec![format!(
                "{user}: no running subscription now (expired or paused)"
            )]
        }
        None => vec![format!(
            "{user}: no running {sub} subscription now (expired or paused)"
        )],
    }
}

/// A license's new length and, once used, its user's subscription from it and when that ends.
fn license_sentence(out: &Output, f: &Map<String, Value>) -> Vec<String> {
    let key = esc(f, "key");
    let user = esc(f, "user");
    if user.is_empty() {
        return vec![format!(
            "{key}: lasts {} once redeemed",
            lasts(f, "expires")
        )];
    }
    let head = format!(
        "{key}: lasts {}; already used by {user}, whose subscription keeps its expiry",
        lasts(f, "expires")
    );
    match (num(f, "expiry"), esc(f, "subscription")) {
        (Some(e), sub) if !sub.is_empty() => {
            vec![
                format!("{head}:"),
                format!("  {sub}: expires {}", out.time(e)),
            ]
        }
        // No subscription names the key: computed, and said so.
        (Some(e), _) => vec![
            format!("{head}:"),
            format!("  expires {} (computed: used on + duration)", out.time(e)),
        ],
        (None, _) => vec![format!("{head} (not reported by this server)")],
    }
}

/// How many licenses are unused and how long they last.
fn unused_sentence(f: &Map<String, Value>) -> String {
    let n = num(f, "unused").unwrap_or(0);
    match (num(f, "shortest"), num(f, "longest")) {
        (Some(a), Some(b)) if a == b => {
            format!(
                "{n} unused license(s) now last {} once redeemed",
                lasts(f, "shortest")
            )
        }
        (Some(_), Some(_)) => format!(
            "{n} unused licenses now last {} to {} once redeemed",
            lasts(f, "shortest"),
            lasts(f, "longest")
        ),
        _ => "no unused licenses".to_string(),
    }
}
