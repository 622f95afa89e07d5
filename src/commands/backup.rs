//! `licensectl backup [FILE]`: the whole application as one JSON document, read with the seller API.

use std::collections::{HashMap, HashSet};
use std::io::Write;

use anyhow::{Context as _, Result};
use clap::Args;
use licensectl_catalogue::desk::{self, Read};
use licensectl_catalogue::kinds::{
    BLACKLISTS, BUTTONS, CHATS, MUTES, SETTINGS, SUBSCRIPTIONS, VARS, WEBHOOKS,
};
use licensectl_catalogue::{Answer, Op};
use serde_json::{json, Value};

use super::backup_write::{strip, write, Parts, Spool};
use crate::answer::Reply;
use crate::context::Context;
use crate::env::Env;
use crate::error::Failure;
use crate::exec::read;
use crate::options::Options;
use crate::output::row::Item;

/// The `format` of a backup document, and its `version`.
pub const FORMAT: &str = "licensectl-backup";
pub const VERSION: i64 = 1;

/// Save the whole app as one JSON document (licenses, users, …)
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

/// What a failed read of the backup says first: `backup: licenses list`.
fn reading(r: &Read) -> String {
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
fn unavailable(e: &anyhow::Error) -> Value {
    let reason = e
        .chain()
        .map(|c| c.to_string())
        .find(|m| m.starts_with("this server has no"))
        .unwrap_or_default();
    json!({"available": false, "reason": reason})
}

/// A read of a type the server may lack: `Err` holds its section saying so, and `skipped` names it.
async fn optional<T>(
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
async fn list(cx: &Context, r: &Read) -> Result<Option<Reply>> {
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
fn list_rows<'r>(op: &'static Op, reply: Option<&'r Reply>) -> impl Iterator<Item = Value> + 'r {
    let items = reply.map(Reply::items).unwrap_or_default();
    items.into_iter().filter_map(move |item| row_of(op, &item))
}

/// One row of a list kept as text, secrets removed (`None`: a row no value can hold).
fn row_of(op: &Op, item: &Item) -> Option<Value> {
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
fn record_of(r: &Read, v: Option<Value>) -> Value {
    match read::op_of(r).map(|op| op.answer) {
        Ok(Answer::Nested(key)) => record(v, Some(key)),
        _ => record(v, None),
    }
}

/// `name=value` as a read's parameters.
fn param(name: &str, value: &str) -> [(String, String); 1] {
    [(name.to_string(), value.to_string())]
}

fn text<'a>(row: &'a Value, field: &str) -> &'a str {
    row.get(field).and_then(Value::as_str).unwrap_or("")
}

/// Reads everything and builds the document; its `licenses` and `users` are `null`: the license
/// rows are in the answer returned beside it, the users in `users` (see `backup_write::write`).
pub async fn document(cx: &mut Context, users: Spool) -> Result<(Value, Parts)> {
    // Prepared once; a failure to is the first read's, as before (`backup: apps info: …`).
    cx.prepare().await.with_context(|| reading(&desk::APP))?;
    let cx = &*cx;
    let mut skipped = Vec::new();
    let app = match optional(&desk::APP, &mut skipped, read_one(cx, &desk::APP, &[])).await? {
        Ok(v) => record_of(&desk::APP, v),
        Err(section) => section,
    };
    let kind_rows = |kind| async move { rows(cx, &Read::list_of(kind), &[]).await };
    let subscriptions = kind_rows(&SUBSCRIPTIONS).await?;
    let licenses = list(cx, &desk::KEYS).await?;
    let mut users = users;
    write_users(cx, &mut users).await?;
    let vars = kind_rows(&VARS).await?;
    let files = files(cx).await?;
    let hooks = Read::list_of(&WEBHOOKS);
    let webhooks = match optional(&hooks, &mut skipped, read_one(cx, &hooks, &[])).await? {
        Ok(v) => Value::Array(
            v.map(|v| crate::answer::values(WEBHOOKS.list_op(), &v))
                .unwrap_or_default()
                .into_iter()
                .map(Value::Object)
                .collect(),
        ),
        Err(section) => section,
    };
    let buttons = kind_rows(&BUTTONS).await?;
    let chats = kind_rows(&CHATS).await?;
    let mutes = kind_rows(&MUTES).await?;
    let blacklists = kind_rows(&BLACKLISTS).await?;
    let settings = record(read_one(cx, &Read::list_of(&SETTINGS), &[]).await?, None);
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
        "users": null,
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
    Ok((doc, Parts { licenses, users }))
}

/// The users section, written to `spool` one user at a time as each is read: every user (the
/// list, completed from the names list), each with their subscriptions and variables. The three
/// lists are kept as their answers' text; what else is held is one user, the names seen and
/// which variables are whose (an index into the variables' text): not the users' tree
/// (2,009 users beside 466,011 licenses took 425 MB).
async fn write_users(cx: &Context, spool: &mut Spool) -> Result<()> {
    let listed = list(cx, &desk::USERS).await?;
    // `fetchallusers` stops at 520 rows; the names list is complete.
    let names = list(cx, &desk::USERNAMES).await?;
    let uservars = list(cx, &desk::USER_VARS).await?;
    let vars = UserVars::new(read::op_of(&desk::USER_VARS)?, uservars.as_ref());
    // The names written so far. A server that stores a second user of a name (the 2022 one,
    // keyauth-differences.md R21) keeps subscriptions and variables by name: they are the first
    // record's, once; a later record of the name has none (restore makes it as another user of
    // the name).
    let mut seen: HashSet<String> = HashSet::new();
    for user in list_rows(read::op_of(&desk::USERS)?, listed.as_ref()) {
        let first = seen.insert(text(&user, "username").to_string());
        spool.push(&complete(cx, user, first, &vars).await?)?;
    }
    for name in list_rows(read::op_of(&desk::USERNAMES)?, names.as_ref()) {
        let name = text(&name, "username");
        if seen.contains(name) {
            continue;
        }
        // The record the service stores (`read::answer`): `users info`'s completion would
        // read the user's subscriptions again (and on a 2022 server the names list, once per
        // user), which `complete` reads once.
        let stored = read::answer(cx, &desk::USER, &param("user", name)).await;
        let stored = stored.with_context(|| reading(&desk::USER))?;
        let mut info = stored.map(Reply::into_value);
        if let Some(v) = &mut info {
            strip(read::op_of(&desk::USER)?, v);
        }
        let mut info = record(info, None);
        if let Value::Object(m) = &mut info {
            m.retain(|k, _| k != "subscriptions" && k != "uservars");
        }
        let first = seen.insert(text(&info, "username").to_string());
        spool.push(&complete(cx, info, first, &vars).await?)?;
    }
    Ok(())
}

/// A user with their subscriptions and variables, as the document has them (none for a later
/// record of a name already written: `first` is false).
async fn complete(
    cx: &Context,
    mut user: Value,
    first: bool,
    vars: &UserVars<'_>,
) -> Result<Value> {
    if !first {
        if let Value::Object(m) = &mut user {
            m.insert("subscriptions".into(), json!([]));
            m.insert("vars".into(), json!([]));
        }
        return Ok(user);
    }
    let name = text(&user, "username").to_string();
    let mut subs = rows(cx, &desk::USER_SUBS, &param("user", &name)).await?;
    for s in &mut subs {
        if let Value::Object(m) = s {
            m.retain(|k, _| k != "user");
        }
    }
    let vars: Vec<Value> = vars
        .of(&name)
        .map(|v| json!({"name": v.get("name"), "data": v.get("data")}))
        .collect();
    if let Value::Object(m) = &mut user {
        m.insert("subscriptions".into(), Value::Array(subs));
        m.insert("vars".into(), Value::Array(vars));
    }
    Ok(user)
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

/// The files section: each file's full record, or its list row where the server has none.
async fn files(cx: &Context) -> Result<Vec<Value>> {
    let mut files = Vec::new();
    for f in rows(cx, &desk::FILES, &[]).await? {
        let id = text(&f, "id").to_string();
        let full = match read_one(cx, &desk::FILE, &param("id", &id)).await {
            Ok(v) => record_of(&desk::FILE, v),
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
async fn accounts(cx: &Context, skipped: &mut Vec<String>) -> Result<Value> {
    let team = read::op_of(&desk::TEAM)?;
    let answer = read::answer(cx, &desk::TEAM, &[]).await;
    let answer = answer.with_context(|| reading(&desk::TEAM));
    Ok(match answer.map(|a| a.map(Reply::into_value)) {
        Ok(v) => {
            let mut v = v.unwrap_or_default();
            strip(team, &mut v);
            if !cx.global.dry_run {
                check_lists(team, &v)?;
            }
            json!({
                "resellers": v.get("resellers").cloned().unwrap_or(json!([])),
                "managers": v.get("managers").cloned().unwrap_or(json!([])),
            })
        }
        Err(e) if crate::service::generation::is_missing_type(&e) => {
            skipped.push(format!("{} (`{}`)", team.command, desk::TEAM.ty));
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

pub async fn run(cmd: Cmd, global: Options, env: Env) -> Result<()> {
    let mut cx = Context::new(global, env)?;
    let to_file = cmd.file.as_deref().is_some_and(|f| f != "-");
    if cx.out.select.is_some() && to_file {
        return Err(Failure::Usage(
            "--json and --jq shape what backup prints; `backup FILE` writes the whole document: leave out FILE to filter it".into(),
        )
        .into());
    }
    // The users are spooled beside FILE (the disk the backup goes to), else (no FILE, or a
    // directory that cannot hold it: `save` names it after the reads) in the temporary directory.
    let beside = cmd.file.as_deref().filter(|_| to_file).map(|path| {
        let dir = std::path::Path::new(path).parent();
        let dir = dir.filter(|d| !d.as_os_str().is_empty());
        Spool::new(dir.unwrap_or(std::path::Path::new(".")))
    });
    let spool = match beside {
        Some(Ok(spool)) => spool,
        _ => {
            let dir = std::env::temp_dir();
            Spool::new(&dir).map_err(|e| {
                anyhow::anyhow!(
                    "backup: cannot make a temporary file in {} for the users: {e} (TMPDIR chooses another directory)",
                    dir.display()
                )
            })?
        }
    };
    let (doc, parts) = document(&mut cx, spool).await?;
    if cx.global.dry_run {
        return Ok(());
    }
    let users = parts.users.len();
    if cx.out.select.is_some() {
        // Filtered: the document is put together in memory, then selected like any answer.
        let mut text = Vec::new();
        write(&mut text, &doc, parts)?;
        let v: Value = serde_json::from_slice(&text)?;
        cx.out.json(&v)?;
        return Ok(());
    }
    match cmd.file.as_deref() {
        None | Some("-") => {
            let stdout = crate::output::stdout();
            // Guarded: the document is JSON, so a customer's ESC or U+202E goes out as JSON's
            // `\u202e` (the same values), never raw to a terminal.
            let mut out = crate::redact::Lines::new(stdout, !cx.out.show_secrets).guarded(true);
            write(&mut out, &doc, parts)?;
            out.flush()?;
        }
        Some(path) => {
            let path = std::path::Path::new(path);
            let n = crate::output::file::save(path, "the backup", |out| write(out, &doc, parts))?;
            crate::say!(
                "licensectl: wrote the backup ({n} licenses, {users} users, {} subscriptions) to {}{}",
                count(&doc, SUBSCRIPTIONS.section),
                path.display(),
                crate::output::file::private_note(path)
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
