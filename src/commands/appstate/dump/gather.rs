//! What `backup` reads, section by section, into the document (the licenses and users streamed beside it: `write.rs`).

use std::collections::HashSet;

use anyhow::{Context as _, Result};
use licensectl_catalogue::desk::{self, Read};
use licensectl_catalogue::kinds::{
    BLACKLISTS, BUTTONS, CHATS, MUTES, SETTINGS, SUBSCRIPTIONS, VARS, WEBHOOKS,
};
use serde_json::{json, Value};

use super::write::{Parts, Spool};
use crate::answer::Reply;
use crate::commands::appstate::shared::document::{FORMAT, VERSION};
use crate::commands::appstate::shared::target::{
    check_lists, list, list_rows, optional, param, read_one, reading, record, record_of, rows,
    strip, text, unavailable, UserVars,
};
use crate::context::Context;
use crate::exec::read;

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
