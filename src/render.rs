//! From a successful answer to output: lists (filtered, sorted, row by row), records and actions.

use clap::ArgMatches;
use licensectl_catalogue::{Answer, Op};
use serde_json::{Map, Value};

use crate::context::Context;
use crate::output::Format;
use crate::rows::{Reply, Shape};

/// Renders a list answer: filtered, sorted, printed row by row from the answer's text.
pub fn list(cx: &Context, op: &Op, reply: &Reply, m: &ArgMatches) -> anyhow::Result<()> {
    let shape = Shape {
        first_col: op.columns.first().copied().unwrap_or("value"),
        masked: op.masked,
        show_secrets: cx.global.show_secrets,
    };
    let items = crate::output::filters::apply(m, &shape, reply.items(), cx.out.now)?;
    if m.get_flag("quiet") {
        let id = op.columns.first().copied().unwrap_or("id");
        let lines: Vec<String> = items
            .iter()
            .map(|i| crate::rows::text_of(&shape.fields(i), id).into_owned())
            .collect();
        if !lines.is_empty() {
            cx.out.line(&lines.join("\n"))?;
        }
        return Ok(());
    }
    cx.out.items(op.columns, &shape, &items)?;
    Ok(())
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
        Answer::Record => {
            obj.shift_remove("success");
            cx.out.record(&obj)?;
        }
        Answer::Nested(key) => match obj.get(key) {
            Some(Value::Object(inner)) => cx.out.record(inner)?,
            _ => {
                obj.shift_remove("success");
                cx.out.record(&obj)?
            }
        },
        Answer::Action | Answer::Empty => match cx.out.format {
            Format::Json | Format::Jsonl => {
                let mut v = Value::Object(obj);
                cx.out.scrub(&mut v);
                cx.out.json(&v)?
            }
            _ => {
                let msg = obj
                    .shift_remove("message")
                    .and_then(|m| m.as_str().map(str::to_string));
                obj.shift_remove("success");
                cx.out.line(msg.as_deref().unwrap_or("done"))?;
                if !obj.is_empty() {
                    cx.out.record(&obj)?;
                }
            }
        },
    }
    Ok(())
}
