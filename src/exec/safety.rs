//! The question asked before a change that cannot be undone or hits many records: which app it
//! hits and how many records, counted as the catalogue's `Effect` declares.

use futures::StreamExt;
use licensectl_catalogue::{Api, Blast, Effect, Op};
use serde_json::Value;

use crate::context::Context;
use crate::error::Failure;
use crate::prompt;

/// Above this many users, `users delete-expired` is not counted (one request per user).
const PER_USER_COUNT_CAP: usize = 200;

/// Asks before one invocation of `op` when its effect asks first; refuses off a terminal
/// without `--yes`. `--dry-run` sends nothing, so it asks nothing. On a prepared context.
pub async fn confirm(cx: &Context, op: &Op, params: &[(String, String)]) -> anyhow::Result<()> {
    let effect = op.effect_for(params);
    if !effect.asks_first() || cx.global.dry_run {
        return Ok(());
    }
    let target = match op
        .positional()
        .and_then(|p| params.iter().find(|(k, _)| k == p.name))
    {
        Some((k, v)) if crate::service::http::SECRET_PARAMS.contains(&k.as_str()) => {
            format!(" {}", crate::config::mask(v))
        }
        Some((_, v)) => format!(" {v}"),
        None => String::new(),
    };
    // `all` (a mass change) names no user: there is nobody to look up first.
    if cx.interactive() && !cx.global.yes && !matches!(effect, Effect::Mass(_)) {
        exists(cx, op, params).await?;
    }
    let mut what = format!("This will run `{}{target}` on {}", op.command, cx.target());
    // Counting costs requests: only when somebody will read the answer.
    if let Effect::Mass(blast) = effect {
        if cx.interactive() && !cx.global.yes {
            what.push_str(&count(cx, op.api, blast).await);
        }
    }
    prompt::confirm(cx.interactive(), cx.global.yes, &what, op.command)?;
    Ok(())
}

/// A change aimed at one user or key that does not exist fails before anyone is asked (the
/// service's own "not found", exit 1), rather than after a "yes" that changed nothing.
async fn exists(cx: &Context, op: &Op, params: &[(String, String)]) -> anyhow::Result<()> {
    if op.api != Api::Seller {
        return Ok(());
    }
    let Some(p) = op.positional() else {
        return Ok(());
    };
    let read = match p.name {
        "user" => "userdata",
        "key" => "info",
        _ => return Ok(()),
    };
    let (Some(read), Some((k, v))) = (
        licensectl_catalogue::find(Api::Seller, read),
        params.iter().find(|(k, _)| k == p.name),
    ) else {
        return Ok(());
    };
    match cx.send(read, &[(k.clone(), v.clone())]).await {
        Err(e) if matches!(e.downcast_ref::<Failure>(), Some(Failure::Service(_))) => Err(e),
        _ => Ok(()),
    }
}

/// Asks before a bulk job of `items` invocations of an operation that may ask first.
pub async fn confirm_items(cx: &mut Context, op: &Op, items: usize) -> anyhow::Result<()> {
    if !op.may_ask() || cx.global.dry_run {
        return Ok(());
    }
    cx.prepare().await?;
    let what = format!(
        "This will run `{}` on {items} item(s) on {}",
        op.command,
        cx.target()
    );
    prompt::confirm(cx.interactive(), cx.global.yes, &what, op.command)?;
    Ok(())
}

/// ", which hits N record(s)", or why it was not counted.
async fn count(cx: &Context, api: Api, blast: Blast) -> String {
    if let Blast::Described(what) = blast {
        return format!(", which hits {what}");
    }
    let Some(list) = blast
        .list()
        .and_then(|l| licensectl_catalogue::find(api, l))
    else {
        return String::new();
    };
    // Rows parsed one at a time from the answer's text: counting 466,000 keys holds the list's
    // text and the rows a blast keeps (none but users' names), not 466,000 parsed rows.
    let reply = match cx.send(list, &[]).await {
        Ok(Some(r)) => Some(r),
        // The service answers an empty list with a failure ("No keys found").
        Err(e) if matches!(e.downcast_ref::<Failure>(), Some(Failure::Service(_))) => None,
        _ => return String::new(),
    };
    let items = reply.as_ref().map(|r| r.items()).unwrap_or_default();
    let rows = || {
        items
            .iter()
            .filter_map(|item| crate::answer::value_of(list, item))
    };
    let n = match blast {
        Blast::Rows(_) => items.len(),
        Blast::RowsWhere { field, value, .. } => rows()
            .filter(|r| r.get(field).and_then(Value::as_str) == Some(value))
            .count(),
        Blast::Described(_) => return String::new(),
        Blast::ExpiredUsers { subs, .. } => {
            let names: Vec<String> = rows()
                .filter_map(|r| {
                    r.get("username")
                        .and_then(Value::as_str)
                        .map(str::to_string)
                })
                .collect();
            if names.len() > PER_USER_COUNT_CAP {
                return format!(
                    ", which deletes those of {} users without a running subscription (not counted: that takes a request per user)",
                    names.len()
                );
            }
            match expired_users(cx, api, subs, &names).await {
                Some(n) => n,
                None => return String::new(),
            }
        }
    };
    format!(", which hits {n} record(s)")
}

/// How many of these users have no running subscription (a paused one counts as running),
/// read with `subs` (a user's subscriptions) once per user.
async fn expired_users(cx: &Context, api: Api, subs: &str, names: &[String]) -> Option<usize> {
    let usersub = licensectl_catalogue::find(api, subs)?;
    let answers: Vec<Option<bool>> = futures::stream::iter(names)
        .map(|name| async move {
            let params = [("user".to_string(), name.clone())];
            let v = cx.send(usersub, &params).await.ok()??.into_value();
            // Read after the answer: a sandbox's answer states the clock it runs on.
            let now = cx.out.now();
            let live = crate::answer::values(usersub, &v).iter().any(|s| {
                let paused = s.get("paused").map(truthy).unwrap_or(false);
                let expiry = s
                    .get("expiry")
                    .and_then(|e| e.as_i64().or_else(|| e.as_str()?.parse().ok()))
                    .unwrap_or(0);
                paused || expiry > now
            });
            Some(!live)
        })
        .buffer_unordered(8)
        .collect()
        .await;
    answers
        .into_iter()
        .try_fold(0, |n, expired| Some(n + usize::from(expired?)))
}

fn truthy(v: &Value) -> bool {
    match v {
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_i64() != Some(0),
        Value::String(s) => !matches!(s.as_str(), "" | "0" | "false"),
        _ => false,
    }
}
