//! Reading the target: the one way the family reads an app's records through `exec::read` (secrets removed, an incomplete list refused, a list kept as its answer's text and parsed a row at a time), for backup, restore's read-back and the app file's `have`.

use std::collections::HashMap;

use anyhow::{Context as _, Result};
use licensectl_catalogue::desk::Read;
use licensectl_catalogue::{Answer, Op};
use serde_json::{json, Value};

use crate::answer::Reply;
use crate::context::Context;
use crate::error::Failure;
use crate::exec::read;
use crate::output::row::Item;

/// What a failed read of the backup says first: `backup: licenses list`.
pub(crate) fn reading(r: &Read) -> String {
    let command = read::op_of(r).map_or(r.ty, |op| op.command);
    format!("backup: {command}")
}

/// One record read (`read::record`; `None` under --dry-run), secrets removed.
pub(crate) async fn read_one(
    cx: &Context,
    r: &Read,
    params: &[(String, String)],
) -> Result<Option<Value>> {
    let mut v = read_all_fields(cx, r, params).await?;
    if let (Some(v), Ok(op)) = (&mut v, read::op_of(r)) {
        strip(op, v);
    }
    Ok(v)
}

/// `read_one` with the secret fields kept: for comparing them (`plan` compares the Sellix
/// secret), never for writing them anywhere.
pub(crate) async fn read_all_fields(
    cx: &Context,
    r: &Read,
    params: &[(String, String)],
) -> Result<Option<Value>> {
    read::record(cx, r, params)
        .await
        .with_context(|| reading(r))
}

/// What a server of an older generation could not give: `{available: false, reason}`.
pub(crate) fn unavailable(e: &anyhow::Error) -> Value {
    let reason = e
        .chain()
        .map(|c| c.to_string())
        .find(|m| m.starts_with("this server has no"))
        .unwrap_or_default();
    json!({"available": false, "reason": reason})
}

/// A read of a type the server may lack: `Err` holds its section saying so, and `skipped` names it.
pub(crate) async fn optional<T>(
    r: &Read,
    skipped: &mut Vec<String>,
    read: impl std::future::Future<Output = Result<T>>,
) -> Result<Result<T, Value>> {
    match read.await {
        Ok(v) => Ok(Ok(v)),
        Err(e) if crate::service::generation::is_missing_type(&e) => {
            let command = read::op_of(r)?.command;
            skipped.push(format!("{command} (`{}`)", r.ty));
            Ok(Err(unavailable(&e)))
        }
        Err(e) => Err(e),
    }
}

/// Refuses a list answer whose list fields are missing or not lists: a backup that silently
/// lacks a section is worse than none. The service's "No … found" answer is an empty list.
pub fn check_lists(op: &Op, v: &Value) -> Result<(), Failure> {
    let keys: &[&str] = match &op.answer {
        Answer::List(k) => std::slice::from_ref(k),
        Answer::Lists(ks) => ks,
        _ => return Ok(()),
    };
    let said_none = v
        .get("message")
        .and_then(Value::as_str)
        .is_some_and(|m| m.starts_with("No ") || m.trim_end_matches(['.', '!']).ends_with("found"));
    for key in keys {
        let what = match v.get(*key) {
            Some(Value::Array(_)) => continue,
            // `usersub`'s way of saying "none" (api-catalogue).
            Some(Value::String(s)) if s == "not_found" => continue,
            None if said_none => continue,
            None => "missing".to_string(),
            Some(other) => crate::answer::json_type(&other.to_string()).to_string(),
        };
        return Err(Failure::Answer(format!(
            "backup: `{}` answered with its `{key}` list {}; refusing to write an incomplete backup",
            op.command,
            if what == "missing" { what } else { format!("as {what}") }
        )));
    }
    Ok(())
}

/// The rows of a list read (`read::answer`), secrets removed, refused when incomplete.
pub(crate) async fn rows(
    cx: &Context,
    r: &Read,
    params: &[(String, String)],
) -> Result<Vec<Value>> {
    let op = read::op_of(r)?;
    let answer = read::answer(cx, r, params)
        .await
        .with_context(|| reading(r))?;
    let Some(mut v) = answer.map(Reply::into_value) else {
        return Ok(Vec::new());
    };
    strip(op, &mut v);
    check_lists(op, &v)?;
    Ok(crate::answer::values(op, &v)
        .into_iter()
        .map(Value::Object)
        .collect())
}

/// A list kept as the answer's text (`read::answer`): 466,000 licenses are ~130 MB of text but
/// would be ~2 GB as a tree of values, so their rows are parsed one at a time (`list_rows`) as
/// they are used.
pub(crate) async fn list(cx: &Context, r: &Read) -> Result<Option<Reply>> {
    let op = read::op_of(r)?;
    let Some(reply) = read::answer(cx, r, &[]).await.with_context(|| reading(r))? else {
        return Ok(None);
    };
    // No rows under the list's key: refused as every other list is, unless the service said none.
    if !matches!(op.answer, Answer::List(key) if reply.has_list(key)) {
        check_lists(op, &Value::Object(reply.fields().clone()))?;
    }
    Ok(Some(reply))
}

/// The rows of a list kept as text (`list`), each parsed when reached, secrets removed: the
/// rows `rows` gives, one at a time.
pub(crate) fn list_rows<'r>(
    op: &'static Op,
    reply: Option<&'r Reply>,
) -> impl Iterator<Item = Value> + 'r {
    let items = reply.map(Reply::items).unwrap_or_default();
    items.into_iter().filter_map(move |item| row_of(op, &item))
}

/// One row of a list kept as text, secrets removed (`None`: a row no value can hold).
pub(crate) fn row_of(op: &Op, item: &Item) -> Option<Value> {
    let mut row = Value::Object(crate::answer::value_of(op, item)?);
    strip(op, &mut row);
    Some(row)
}

/// A record answer without the envelope (`success`, `message`).
pub(crate) fn record(v: Option<Value>, nested: Option<&str>) -> Value {
    let mut v = v.unwrap_or_else(|| json!({}));
    if let Some(key) = nested {
        if let Some(inner) = v.get(key).filter(|i| i.is_object()) {
            v = inner.clone();
        }
    }
    if let Value::Object(m) = &mut v {
        m.retain(|k, _| k != "success" && k != "message");
    }
    v
}

/// `record` of an answer of `r`, taken from under the key the catalogue declares it nested in.
pub(crate) fn record_of(r: &Read, v: Option<Value>) -> Value {
    match read::op_of(r).map(|op| op.answer) {
        Ok(Answer::Nested(key)) => record(v, Some(key)),
        _ => record(v, None),
    }
}

/// `name=value` as a read's parameters.
pub(crate) fn param(name: &str, value: &str) -> [(String, String); 1] {
    [(name.to_string(), value.to_string())]
}

pub(crate) fn text<'a>(row: &'a Value, field: &str) -> &'a str {
    row.get(field).and_then(Value::as_str).unwrap_or("")
}

/// Every user's variables (`fetchalluservars`), left as the answer's text: each user's rows are
/// found through one index (the positions of their rows) and parsed when their user is written.
pub(crate) struct UserVars<'a> {
    op: &'static Op,
    items: Vec<Item<'a>>,
    whose: HashMap<String, Vec<usize>>,
}

impl<'a> UserVars<'a> {
    pub(crate) fn new(op: &'static Op, reply: Option<&'a Reply>) -> UserVars<'a> {
        let items = reply.map(Reply::items).unwrap_or_default();
        let mut whose: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, item) in items.iter().enumerate() {
            if let Some(v) = row_of(op, item) {
                whose
                    .entry(text(&v, "user").to_string())
                    .or_default()
                    .push(i);
            }
        }
        UserVars { op, items, whose }
    }

    /// The user's variables, in the list's order, secrets removed.
    pub(crate) fn of<'s>(&'s self, user: &str) -> impl Iterator<Item = Value> + 's {
        let at = self.whose.get(user).map_or(&[][..], Vec::as_slice);
        at.iter().filter_map(|&i| row_of(self.op, &self.items[i]))
    }
}

/// Removes the fields the field model declares secret (the app secret, hashes, tokens, the
/// Sellix secret), at any depth; a field no operation declares is dropped when it is a secret
/// anywhere. Values are kept as the service wrote them (restore sends them back).
pub(crate) fn strip(op: &Op, v: &mut Value) {
    let how = crate::output::shape::Shaping {
        show_secrets: false,
        normalise: false,
    };
    crate::output::shape::shape(v, op.resource, how, &mut Vec::new());
}

#[cfg(test)]
mod tests {
    use super::*;
    use licensectl_catalogue::desk;

    #[test]
    fn users_variables_are_found_through_one_index() {
        // 100,000 variables of 10,000 users: a scan per user (as before) would read 1e9 rows.
        let rows: Vec<String> = (0..100_000)
            .map(|i| {
                format!(
                    r#"{{"user":"u{}","name":"v{i}","data":"d{i}"}}"#,
                    i % 10_000
                )
            })
            .collect();
        let body = format!(r#"{{"success":true,"vars":[{}]}}"#, rows.join(","));
        let op = read::op_of(&desk::USER_VARS).unwrap();
        let parsed = crate::answer::read(op, 200, body.as_bytes()).unwrap();
        let reply = Reply::new(body.into_bytes(), parsed);
        let vars = UserVars::new(op, Some(&reply));
        let mut n = 0;
        for u in 0..10_000 {
            let mine: Vec<Value> = vars.of(&format!("u{u}")).collect();
            assert_eq!(mine.len(), 10);
            assert_eq!(mine[0]["name"], format!("v{u}"), "in the list's order");
            assert_eq!(mine[9]["data"], format!("d{}", u + 90_000));
            n += mine.len();
        }
        assert_eq!(n, 100_000);
        assert_eq!(vars.of("nobody").count(), 0);
    }

    #[test]
    fn missing_or_mistyped_lists_are_named() {
        let op = read::op_of(&desk::KEYS).unwrap();
        assert!(check_lists(op, &json!({"success": true, "keys": []})).is_ok());
        assert!(check_lists(op, &json!({"success": true, "message": "No keys found"})).is_ok());
        let e = check_lists(op, &json!({"success": true})).unwrap_err();
        assert_eq!(e.code(), 6);
        assert!(e.message().contains("`keys` list missing"), "{e}");
        let e = check_lists(op, &json!({"success": true, "keys": 5})).unwrap_err();
        assert!(e.message().contains("`keys` list as a number"), "{e}");
    }
}
