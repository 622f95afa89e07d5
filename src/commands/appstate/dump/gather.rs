//! What `backup` reads, section by section, into the document (the licenses and users streamed beside it: `write.rs`).

use std::collections::HashSet;

use anyhow::{Context as _, Result};
use licensectl_catalogue::desk::{self, Read};
use licensectl_catalogue::document::user;
use licensectl_catalogue::document::{self as doc, Holds, Section};
use licensectl_catalogue::kinds::WEBHOOKS;
use serde_json::{json, Map, Value};

use super::write::{Parts, Spool};
use crate::answer::Reply;
use crate::commands::appstate::shared::document::{FORMAT, VERSION};
use crate::commands::appstate::shared::target::{
    check_lists, list, list_rows, optional, param, read_one, reading, record, record_of, rows,
    strip, text, unavailable, UserVars,
};
use crate::context::Context;
use crate::error::Failure;
use crate::exec::read;

/// Reads everything and builds the document, section by section in the order the catalogue
/// declares them (`document::SECTIONS`); its `licenses` and `users` are `null`: the license rows
/// are in the answer returned beside it, the users in `users` (see `write::write`).
pub async fn document(cx: &mut Context, users: Spool) -> Result<(Value, Parts)> {
    // Prepared once; a failure to is the first read's, as before (`backup: apps info: …`).
    cx.prepare().await.with_context(|| reading(&desk::APP))?;
    let cx = &*cx;
    let mut skipped = Vec::new();
    let (mut users, mut licenses) = (users, None);
    let mut doc = Map::new();
    for s in doc::SECTIONS.iter() {
        let v = if s.name == doc::LICENSES.name {
            licenses = list(cx, &desk::KEYS).await?;
            Value::Null
        } else if s.name == doc::USERS.name {
            write_users(cx, &mut users).await?;
            Value::Null
        } else {
            section(cx, s, &mut skipped).await?
        };
        doc.insert(s.name.to_string(), v);
    }
    if !skipped.is_empty() && !cx.global.dry_run {
        crate::say!(
            "licensectl: backup: this server (an older generation) could not give: {}; the document says so in those sections",
            skipped.join(", ")
        );
    }
    Ok((Value::Object(doc), Parts { licenses, users }))
}

/// One section of the document besides the licenses and users, as the catalogue declares it.
/// What an older server cannot give (the app's record, webhooks, accounts) is said in its
/// section, and named in `skipped`.
async fn section(cx: &Context, s: &Section, skipped: &mut Vec<String>) -> Result<Value> {
    Ok(match (s.holds, s.kind()) {
        (Holds::Stamp, _) if s.name == "format" => json!(FORMAT),
        (Holds::Stamp, _) if s.name == "version" => json!(VERSION),
        (Holds::Stamp, _) => json!(cx.env.now()),
        (Holds::Unavailable, _) => json!({
            "available": false,
            "reason": "the seller API has no operation that lists whitelisted IPs",
        }),
        // The settings: one record.
        (Holds::Object, Some(kind)) => {
            let v = record(read_one(cx, &Read::list_of(kind), &[]).await?, None);
            // A record with none of the kind's fields (`{"success": true}`: a proxy's page) is
            // refused, as a list without its list is, never written as no settings.
            let fields = kind.field_map();
            if !cx.global.dry_run && !fields.iter().any(|f| v.get(f.row).is_some()) {
                return Err(Failure::Answer(format!(
                    "backup: `{}` answered with none of the {}' fields; refusing to write an incomplete backup",
                    kind.list_op().command,
                    kind.noun
                ))
                .into());
            }
            v
        }
        (Holds::Object, None) if s.name == doc::ACCOUNTS.name => accounts(cx, skipped).await?,
        (Holds::Object, None) => {
            match optional(&desk::APP, skipped, read_one(cx, &desk::APP, &[])).await? {
                Ok(v) => record_of(&desk::APP, v),
                Err(section) => section,
            }
        }
        (Holds::Rows(_), _) => Value::Array(files(cx).await?),
        (Holds::Kind, Some(kind)) if kind.section == WEBHOOKS.section => {
            let hooks = Read::list_of(kind);
            match optional(&hooks, skipped, read_one(cx, &hooks, &[])).await? {
                // Checked as every other list is (`check_lists`): an answer without its list is
                // refused, never written as no webhooks.
                Ok(Some(mut v)) => {
                    let op = kind.list_op();
                    strip(op, &mut v);
                    check_lists(op, &v)?;
                    let rows = crate::answer::values(op, &v).into_iter();
                    Value::Array(rows.map(Value::Object).collect())
                }
                Ok(None) => Value::Array(Vec::new()),
                Err(section) => section,
            }
        }
        (Holds::Kind, Some(kind)) => Value::Array(rows(cx, &Read::list_of(kind), &[]).await?),
        (Holds::Kind, None) => Value::Null,
    })
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
        let first = seen.insert(text(&user, user::USERNAME.name).to_string());
        spool.push(&complete(cx, user, first, &vars).await?)?;
    }
    for name in list_rows(read::op_of(&desk::USERNAMES)?, names.as_ref()) {
        let name = text(&name, user::USERNAME.name);
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
            let vars = user::VARS.compared.map(|c| c.theirs);
            m.retain(|k, _| k != user::SUBSCRIPTIONS.name && Some(k.as_str()) != vars);
        }
        let first = seen.insert(text(&info, user::USERNAME.name).to_string());
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
            m.insert(user::SUBSCRIPTIONS.name.into(), json!([]));
            m.insert(user::VARS.name.into(), json!([]));
        }
        return Ok(user);
    }
    let name = text(&user, user::USERNAME.name).to_string();
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
        m.insert(user::SUBSCRIPTIONS.name.into(), Value::Array(subs));
        m.insert(user::VARS.name.into(), Value::Array(vars));
    }
    Ok(user)
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
