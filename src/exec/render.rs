//! From a successful answer to output: lists (filtered, sorted, row by row), records and actions.

use licensectl_catalogue::{Answer, Op};
use serde_json::{Map, Value};

use crate::answer::Reply;
use crate::context::Context;
use crate::output::row::Shape;
use crate::output::Format;

/// Renders a list answer: filtered, sorted, printed row by row from the answer's text.
pub fn list(
    cx: &Context,
    op: &Op,
    reply: &Reply,
    filters: &crate::output::filters::Filters,
) -> anyhow::Result<()> {
    let shape = Shape::of(op, cx.global.show_secrets);
    let items = crate::output::filters::apply(filters, &shape, reply.items(), cx.out.now)?;
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
/// gets it from the request, first, so it has the shape its list's rows have.
pub fn identify(op: &Op, mut value: Value, params: &[(String, String)]) -> Value {
    let Some(id) = op.resource.and_then(|r| r.id()) else {
        return value;
    };
    let given = op
        .positional()
        .filter(|p| p.name == id.name)
        .and_then(|p| params.iter().find(|(k, _)| k == p.name));
    if let (Answer::Record, Some((_, v)), Value::Object(m)) = (op.answer, given, &mut value) {
        if !m.contains_key(id.name) {
            m.shift_insert(0, id.name.to_string(), Value::String(v.clone()));
        }
    }
    value
}

/// Whether the answer is one the catalogue declares as "nothing to do" (exit 0, a note).
fn nothing_to_do(op: &Op, obj: &Map<String, Value>) -> bool {
    let msg = obj.get("message").and_then(Value::as_str).unwrap_or("");
    matches!(
        op.not_failure(msg),
        Some(licensectl_catalogue::NotFailure::NothingToDo(_))
    )
}

/// Renders a successful answer that is not a list as its operation's kind of result.
pub fn value(cx: &Context, op: &Op, value: Value) -> anyhow::Result<()> {
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
            if matches!(cx.out.format, Format::Json | Format::Jsonl) {
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
    match (op.echo, cx.out.format) {
        // `activate`: what it answered, then the read-back as people read it (the
        // answer's nested structures, with raw times inside, stay in JSON).
        (Some(echo), Format::Table) => {
            let mut read = Map::new();
            let fields = licensectl_catalogue::resources::CHANGE.fields;
            for f in fields.iter().filter(|f| f.name != "message") {
                if let Some(v) = obj.shift_remove(f.name) {
                    read.insert(f.name.into(), v);
                }
            }
            obj.retain(|_, v| !v.is_object() && !v.is_array());
            cx.out.record_of(&obj, op.resource)?;
            for line in crate::exec::hooks::sentence(&cx.out, echo, &read) {
                cx.out.line(&line)?;
            }
        }
        _ => cx.out.record_of(&obj, op.resource)?,
    }
    Ok(())
}

/// An action's outcome: the shaped answer in JSON, a row where CSV or TSV was asked for, else
/// its message and the read-back.
fn action(cx: &Context, op: &Op, mut obj: Map<String, Value>) -> anyhow::Result<()> {
    match cx.out.format {
        Format::Json | Format::Jsonl => {
            let mut v = Value::Object(obj);
            let how = crate::output::shape::Shaping {
                show_secrets: cx.global.show_secrets,
                normalise: true,
            };
            crate::output::shape::shape(&mut v, op.resource, how, &mut Vec::new());
            cx.out.json(&v)?
        }
        // The outcome is the data: a header, then one row (never a message line first).
        Format::Csv | Format::Tsv if cx.out.asked => {
            obj.shift_remove("success");
            cx.out.record_of(&obj, op.resource)?
        }
        _ => {
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
                    for line in crate::exec::hooks::sentence(&cx.out, echo, &obj) {
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
