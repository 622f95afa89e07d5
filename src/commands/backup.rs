//! `licensectl backup [FILE]`: the whole application as one JSON document, read with the seller API.

use std::io::Write;

use anyhow::{Context as _, Result};
use clap::Args;
use licensectl_catalogue::kinds::{
    BLACKLISTS, BUTTONS, CHATS, MUTES, SETTINGS, SUBSCRIPTIONS, VARS, WEBHOOKS,
};
use licensectl_catalogue::{find, Answer, Api, Op};
use serde_json::{json, Value};

use super::backup_write::write;
use crate::answer::Reply;
use crate::cli::Global;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;

/// The `format` of a backup document, and its `version`.
pub const FORMAT: &str = "licensectl-backup";
pub const VERSION: i64 = 1;

/// Save the whole application as one JSON document (licenses, users, settings, …)
///
/// Reads licenses, users with their subscriptions and variables, subscriptions, global
/// variables, files, webhooks, buttons, chat channels and mutes, blacklists, settings and
/// reseller/manager accounts. Secrets (app secret, hashes, tokens, the Sellix secret) are left out; whitelisted IPs
/// cannot be listed through the seller API and are recorded as unavailable. FILE is created
/// with mode 0600 (the document holds HWIDs, IPs and user data); without FILE, or with `-`,
/// the document goes to stdout. `licensectl restore FILE` recreates it in an empty application.
///
/// Example: licensectl backup app-backup.json
#[derive(Debug, Args)]
pub struct Cmd {
    /// File to write [default: stdout]
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
}

pub(super) fn op(ty: &str) -> &'static Op {
    find(Api::Seller, ty).unwrap_or_else(|| panic!("catalogue has no seller type {ty}"))
}

/// Removes the fields the field model declares secret (the app secret, hashes, tokens, the
/// Sellix secret), at any depth; a field no operation declares is dropped when it is a secret
/// anywhere. Values are kept as the service wrote them (restore sends them back).
pub(super) fn strip(op: &Op, v: &mut Value) {
    let how = crate::output::shape::Shaping {
        show_secrets: false,
        normalise: false,
    };
    crate::output::shape::shape(v, op.resource, how, &mut Vec::new());
}

/// One read operation's answer (`None` under --dry-run).
pub(crate) async fn read(
    cx: &mut Context,
    ty: &str,
    params: &[(&str, &str)],
) -> Result<Option<Value>> {
    let mut v = read_all_fields(cx, ty, params).await?;
    if let Some(v) = &mut v {
        strip(op(ty), v);
    }
    Ok(v)
}

/// `read` with the secret fields kept: for comparing them (`plan` compares the Sellix secret),
/// never for writing them anywhere.
pub(crate) async fn read_all_fields(
    cx: &mut Context,
    ty: &str,
    params: &[(&str, &str)],
) -> Result<Option<Value>> {
    let op = op(ty);
    let params: Vec<(String, String)> = params
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let v = cx
        .call(op, &params)
        .await
        .with_context(|| format!("backup: {}", op.command))?;
    Ok(v)
}

/// What a server of an older generation could not give: `{available: false, reason}`.
fn unavailable(e: &anyhow::Error) -> Value {
    let reason = e
        .chain()
        .map(|c| c.to_string())
        .find(|m| m.starts_with("this server has no"))
        .unwrap_or_default();
    json!({"available": false, "reason": reason})
}

/// `read` of a type the server may lack: `Err` holds its section saying so, and `skipped` names it.
async fn optional(
    cx: &mut Context,
    ty: &str,
    skipped: &mut Vec<String>,
) -> Result<Result<Option<Value>, Value>> {
    match read(cx, ty, &[]).await {
        Ok(v) => Ok(Ok(v)),
        Err(e) if crate::service::generation::is_missing_type(&e) => {
            skipped.push(format!("{} (`{ty}`)", op(ty).command));
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

/// The rows of a list operation, secrets removed.
pub(crate) async fn rows(
    cx: &mut Context,
    ty: &str,
    params: &[(&str, &str)],
) -> Result<Vec<Value>> {
    let Some(v) = read(cx, ty, params).await? else {
        return Ok(Vec::new());
    };
    check_lists(op(ty), &v)?;
    Ok(crate::answer::values(op(ty), &v)
        .into_iter()
        .map(Value::Object)
        .collect())
}

/// The license list, kept as the answer's text: 466,000 licenses are ~130 MB of text but would be
/// ~2 GB as a tree of values, so their rows are parsed one at a time as the document is written.
async fn licenses(cx: &mut Context) -> Result<Option<Reply>> {
    let op = op("fetchallkeys");
    cx.prepare().await?;
    let Some(reply) = cx
        .send(op, &[])
        .await
        .with_context(|| format!("backup: {}", op.command))?
    else {
        return Ok(None);
    };
    // No rows under the list's key: refused as every other list is, unless the service said none.
    if !matches!(op.answer, Answer::List(key) if reply.has_list(key)) {
        check_lists(op, &Value::Object(reply.fields().clone()))?;
    }
    Ok(Some(reply))
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

/// `record` of an answer of `ty`, taken from under the key the catalogue declares it nested in.
fn record_of(ty: &str, v: Option<Value>) -> Value {
    match op(ty).answer {
        Answer::Nested(key) => record(v, Some(key)),
        _ => record(v, None),
    }
}

fn text<'a>(row: &'a Value, field: &str) -> &'a str {
    row.get(field).and_then(Value::as_str).unwrap_or("")
}

/// Reads everything and builds the document; its `licenses` is `null`, their rows are in the
/// answer returned beside it (see `backup_write::write`).
pub async fn document(cx: &mut Context) -> Result<(Value, Option<Reply>)> {
    let mut skipped = Vec::new();
    let app = match optional(cx, "appdetails", &mut skipped).await? {
        Ok(v) => record_of("appdetails", v),
        Err(section) => section,
    };
    let subscriptions = rows(cx, SUBSCRIPTIONS.list, &[]).await?;
    let licenses = licenses(cx).await?;
    let users = users(cx).await?;
    let vars = rows(cx, VARS.list, &[]).await?;
    let files = files(cx).await?;
    let webhooks = match optional(cx, WEBHOOKS.list, &mut skipped).await? {
        Ok(v) => Value::Array(
            v.map(|v| crate::answer::values(WEBHOOKS.list_op(), &v))
                .unwrap_or_default()
                .into_iter()
                .map(Value::Object)
                .collect(),
        ),
        Err(section) => section,
    };
    let buttons = rows(cx, BUTTONS.list, &[]).await?;
    let chats = rows(cx, CHATS.list, &[]).await?;
    let mutes = rows(cx, MUTES.list, &[]).await?;
    let blacklists = rows(cx, BLACKLISTS.list, &[]).await?;
    let settings = record(read(cx, SETTINGS.list, &[]).await?, None);
    let accounts = accounts(cx, &mut skipped).await?;
    if !skipped.is_empty() && !cx.global.dry_run {
        crate::say!(
            "licensectl: backup: this server (an older generation) could not give: {}; the document says so in those sections",
            skipped.join(", ")
        );
    }
    let doc = json!({
        "format": FORMAT,
        "version": VERSION,
        "created": cx.env.now(),
        "app": app,
        (SUBSCRIPTIONS.section): subscriptions,
        "licenses": null,
        "users": users,
        (VARS.section): vars,
        "files": files,
        (WEBHOOKS.section): webhooks,
        (BUTTONS.section): buttons,
        (CHATS.section): chats,
        (MUTES.section): mutes,
        (BLACKLISTS.section): blacklists,
        "whitelists": {
            "available": false,
            "reason": "the seller API has no operation that lists whitelisted IPs",
        },
        (SETTINGS.section): settings,
        "accounts": accounts,
    });
    Ok((doc, licenses))
}

/// The users section: every user (the list, completed from the names list), each with their
/// subscriptions and variables.
async fn users(cx: &mut Context) -> Result<Vec<Value>> {
    let mut users = rows(cx, "fetchallusers", &[]).await?;
    // `fetchallusers` stops at 520 rows; the names list is complete.
    let names = rows(cx, "fetchallusernames", &[]).await?;
    for name in &names {
        let name = text(name, "username");
        if users.iter().any(|u| text(u, "username") == name) {
            continue;
        }
        let mut info = record(read(cx, "userdata", &[("user", name)]).await?, None);
        if let Value::Object(m) = &mut info {
            m.retain(|k, _| k != "subscriptions" && k != "uservars");
        }
        users.push(info);
    }
    let uservars = rows(cx, "fetchalluservars", &[]).await?;
    for user in &mut users {
        let name = text(user, "username").to_string();
        let mut subs = rows(cx, "usersub", &[("user", &name)]).await?;
        for s in &mut subs {
            if let Value::Object(m) = s {
                m.retain(|k, _| k != "user");
            }
        }
        let vars: Vec<Value> = uservars
            .iter()
            .filter(|v| text(v, "user") == name)
            .map(|v| json!({"name": v.get("name"), "data": v.get("data")}))
            .collect();
        if let Value::Object(m) = user {
            m.insert("subscriptions".into(), Value::Array(subs));
            m.insert("vars".into(), Value::Array(vars));
        }
    }
    Ok(users)
}

/// The files section: each file's full record, or its list row where the server has none.
async fn files(cx: &mut Context) -> Result<Vec<Value>> {
    let mut files = Vec::new();
    for f in rows(cx, "fetchallfiles", &[]).await? {
        let id = text(&f, "id").to_string();
        let full = match read(cx, "fetchfile", &[("id", &id)]).await {
            Ok(v) => record_of("fetchfile", v),
            // The 2022 server: the list's row is all there is.
            Err(e) if crate::service::generation::is_missing_type(&e) => json!({}),
            Err(e) => return Err(e),
        };
        files.push(if full.as_object().is_some_and(|m| !m.is_empty()) {
            full
        } else {
            f
        });
    }
    Ok(files)
}

/// The accounts section (resellers and managers), or why this server cannot give it.
async fn accounts(cx: &mut Context, skipped: &mut Vec<String>) -> Result<Value> {
    Ok(match read(cx, "fetchteam", &[]).await {
        Ok(v) => {
            let v = v.unwrap_or_default();
            if !cx.global.dry_run {
                check_lists(op("fetchteam"), &v)?;
            }
            json!({
                "resellers": v.get("resellers").cloned().unwrap_or(json!([])),
                "managers": v.get("managers").cloned().unwrap_or(json!([])),
            })
        }
        Err(e) if crate::service::generation::is_missing_type(&e) => {
            skipped.push(format!("{} (`fetchteam`)", op("fetchteam").command));
            unavailable(&e)
        }
        Err(e) => return Err(e),
    })
}

fn count(doc: &Value, key: &str) -> usize {
    doc.get(key).and_then(Value::as_array).map_or(0, Vec::len)
}

/// The document's top-level fields (`--json FIELDS` takes these).
pub const SECTIONS: &[&str] = &[
    "format",
    "version",
    "created",
    "app",
    "subscriptions",
    "licenses",
    "users",
    "vars",
    "files",
    "webhooks",
    "buttons",
    "chats",
    "mutes",
    "blacklists",
    "whitelists",
    "settings",
    "accounts",
];

pub async fn run(cmd: Cmd, global: Global, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let to_file = cmd.file.as_deref().is_some_and(|f| f != "-");
    if cx.out.select.is_some() && to_file {
        return Err(Failure::Usage(
            "--json and --jq shape what backup prints; `backup FILE` writes the whole document: leave out FILE to filter it".into(),
        )
        .into());
    }
    let (doc, licenses) = document(&mut cx).await?;
    if cx.global.dry_run {
        return Ok(());
    }
    if cx.out.select.is_some() {
        // Filtered: the document is put together in memory, then selected like any answer.
        let mut text = Vec::new();
        write(&mut text, &doc, licenses.as_ref())?;
        let v: Value = serde_json::from_slice(&text)?;
        cx.out.json(&v)?;
        return Ok(());
    }
    match cmd.file.as_deref() {
        None | Some("-") => {
            let stdout = crate::output::stdout();
            let mut out = crate::redact::Lines::new(stdout, !cx.out.show_secrets);
            write(&mut out, &doc, licenses.as_ref())?;
            out.flush()?;
        }
        Some(path) => {
            let path = std::path::Path::new(path);
            let n = crate::output::file::save(path, "the backup", |out| {
                write(out, &doc, licenses.as_ref())
            })?;
            crate::say!(
                "licensectl: wrote the backup ({n} licenses, {} users, {} subscriptions) to {} (mode 0600)",
                count(&doc, "users"),
                count(&doc, SUBSCRIPTIONS.section),
                path.display()
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_or_mistyped_lists_are_named() {
        let op = op("fetchallkeys");
        assert!(check_lists(op, &json!({"success": true, "keys": []})).is_ok());
        assert!(check_lists(op, &json!({"success": true, "message": "No keys found"})).is_ok());
        let e = check_lists(op, &json!({"success": true})).unwrap_err();
        assert_eq!(e.code(), 6);
        assert!(e.message().contains("`keys` list missing"), "{e}");
        let e = check_lists(op, &json!({"success": true, "keys": 5})).unwrap_err();
        assert!(e.message().contains("`keys` list as a number"), "{e}");
    }
}
