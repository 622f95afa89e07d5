//! The executor's hooks, as the catalogue declares them: before the request, the only
//! subscription `users extend`/`subtract` fall back to (`Hook::OnlySub`) and the refusal of a
//! second user of a name (`Hook::NoTwinUser`); after it, the read-back of a resulting expiry
//! (`Op::echo`), `users info`'s every subscription (`Hook::AllSubs`) and `licenses info`'s
//! computed fields (`Hook::LicenseUser`). Their reads are `exec::read`'s.

use licensectl_catalogue::desk::{self, Absent};
use licensectl_catalogue::{Echo, Op};
use serde_json::{json, Map, Value};

use crate::answer::{num, text, Reply};
use crate::context::Context;
use crate::error::Failure;
use crate::exec::read::{
    answer as declared, key_user_reads, op_of, running_subs, subs_of, user_reads, whole_list,
};

pub type Params = Vec<(String, String)>;

pub(crate) fn param<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// `users extend USER` (and `users subtract`) without `--sub`: the user's only subscription;
/// several or none is a usage error. On a prepared context: a single command and each
/// `--from-file` row run it alike (`exec::pre_send`).
pub async fn only_sub(cx: &Context, op: &Op, params: &mut Params) -> anyhow::Result<()> {
    if param(params, "sub").is_some() {
        return Ok(());
    }
    let user = param(params, "user").unwrap_or_default().to_string();
    if user == "all" {
        return Err(Failure::Usage("with `all`, name the subscription: --sub NAME".into()).into());
    }
    let Some(rows) = subs_of(cx, &user).await? else {
        return Ok(());
    };
    let mut names: Vec<String> = rows.iter().map(|r| text(r, "subscription")).collect();
    names.sort();
    names.dedup();
    match names.as_slice() {
        [only] => {
            // The command's own verb: "users extend" is extending, "users subtract" subtracting.
            let verb = op.command.rsplit(' ').next().unwrap_or(op.command);
            crate::say!(
                "licensectl: {verb}ing {}'s only subscription, {}",
                crate::output::escape_value(&user),
                crate::output::escape_value(only)
            );
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

/// Whether this server stores a second user of a name it has (`Generation::stores_twin_users`):
/// the cached generation, else one probe. A check beside the command, not the command: a probe
/// that fails (the network, a broken answer) leaves it out, and the command's own request meets
/// the same trouble and reports it.
async fn stores_twins(cx: &Context) -> anyhow::Result<bool> {
    let g = crate::service::generation::of(cx.service()?).await;
    Ok(g.is_ok_and(|g| g.stores_twin_users()))
}

/// `Hook::NoTwinUser`: `users create` of a name that exists, on a server that would store a
/// second user of it, is refused before sending (exit 1): the twins could only be read and
/// changed together (docs/generations.md). Elsewhere the service refuses it itself.
pub async fn refuse_twin(cx: &Context, params: &[(String, String)]) -> anyhow::Result<()> {
    if cx.global.dry_run || !stores_twins(cx).await? {
        return Ok(());
    }
    let user = param(params, "user").unwrap_or_default().to_string();
    // One try: a check beside the command is not retried (the command's own request is).
    let params = [("user".to_string(), user.clone())];
    let exists = crate::service::once(declared(cx, &desk::USER_EXISTS, &params)).await?;
    if exists.is_some() {
        return Err(Failure::Service(format!(
            "user {} already exists; this server (2022 generation) would store a second user of that name, which it then reads, changes and deletes only together with the first: nothing was created (delete or rename the existing one first)",
            crate::output::escape_value(&user)
        ))
        .into());
    }
    Ok(())
}

/// How many users the server lists under `user`, on a server that stores twins (else 1,
/// nothing sent).
async fn users_named(cx: &Context, user: &str) -> anyhow::Result<usize> {
    if !stores_twins(cx).await? {
        return Ok(1);
    }
    let names = desk::USERNAMES.absent_as(Absent::NotFound);
    let Some(all) = whole_list(cx, &names).await? else {
        return Ok(0);
    };
    // Rows are names (the 2022 server) or `{username}` objects.
    let named = all
        .items()
        .iter()
        .filter(|item| match serde_json::from_str::<Value>(item.raw) {
            Ok(Value::String(s)) => s == user,
            Ok(Value::Object(m)) => text(&m, "username") == user,
            _ => false,
        })
        .count();
    Ok(named)
}

/// After a change: the resulting expiry, read back, as fields of the change's record
/// (`resources::CHANGE`). A failed read is a warning: the change itself was made.
pub async fn read_back(
    cx: &Context,
    echo: Echo,
    params: &[(String, String)],
) -> Option<Map<String, Value>> {
    match read(cx, echo, params).await {
        Ok(r) => r,
        Err(e) => {
            crate::say!(
                "licensectl: warning: done, but reading back the resulting expiry failed: {e:#}"
            );
            None
        }
    }
}

/// The read-back after a change, as its operation's `echo` says to read it.
async fn read(
    cx: &Context,
    echo: Echo,
    params: &[(String, String)],
) -> anyhow::Result<Option<Map<String, Value>>> {
    match echo {
        Echo::UserSubs { user, sub } => read_user_subs(cx, params, user, sub).await,
        Echo::License { key } => read_license(cx, params, key).await,
        Echo::UnusedLicenses => read_unused_licenses(cx).await,
    }
}

/// A user's running subscriptions (or the one named), and when the first of them ends.
async fn read_user_subs(
    cx: &Context,
    params: &[(String, String)],
    user: &str,
    sub: Option<&str>,
) -> anyhow::Result<Option<Map<String, Value>>> {
    let mut out = Map::new();
    let user = param(params, user).unwrap_or_default().to_string();
    if user == "all" {
        return Ok(None);
    }
    let sub = sub.and_then(|s| param(params, s));
    let Some(rows) = running_subs(cx, &user).await? else {
        return Ok(None);
    };
    let rows = crate::exec::facts::effective(
        rows.into_iter()
            .filter(|r| sub.is_none_or(|s| text(r, "subscription") == s))
            .collect(),
    );
    let names: Vec<String> = rows.iter().map(|r| text(r, "subscription")).collect();
    // Several (a key granting two subscriptions of one level): the one ending first.
    let expiry = rows.iter().filter_map(|r| num(r, "expiry")).min();
    out.insert("user".into(), json!(user));
    let each: Vec<Value> = rows
        .iter()
        .map(|r| json!({"subscription": text(r, "subscription"), "expiry": num(r, "expiry")}))
        .collect();
    out.insert("subscriptions".into(), Value::Array(each));
    out.insert(
        "subscription".into(),
        match (names.is_empty(), sub) {
            (true, Some(s)) => json!(s),
            (true, None) => Value::Null,
            (false, _) => json!(names.join(", ")),
        },
    );
    // null: nothing of it runs now (expired or paused).
    out.insert("expiry".into(), json!(expiry));
    Ok(Some(out))
}

/// A license's duration and, once used, its user's subscription from it and when that ends.
async fn read_license(
    cx: &Context,
    params: &[(String, String)],
    key: &str,
) -> anyhow::Result<Option<Map<String, Value>>> {
    let mut out = Map::new();
    let key = param(params, key).unwrap_or_default().to_string();
    let params = [("key".to_string(), key.clone())];
    let Some(v) = declared(cx, &desk::LICENSE, &params)
        .await?
        .map(Reply::into_value)
    else {
        return Ok(None);
    };
    let mut row = v.as_object().cloned().unwrap_or_default();
    row.insert("key".into(), json!(key));
    let user = text(&row, "usedby");
    out.insert("key".into(), json!(key));
    out.insert("expires".into(), json!(num(&row, "duration")));
    // A used key's time lives in the subscription it granted, which `edit` leaves alone: the
    // license record's expiry (`facts::complete_license`), and the subscriptions named by key
    // (the 2022 `userdata` names none; its `usersub` does).
    if !user.is_empty() {
        let reads = user_reads(cx, &user, None).await?;
        let (record, subs) = (reads.record, reads.subs);
        let mut names: Vec<String> = subs
            .iter()
            .filter(|r| text(r, "key") == key)
            .map(|r| text(r, "subscription"))
            .collect();
        names.dedup();
        crate::exec::facts::complete_license(&mut row, record.as_ref(), &subs, cx.out.now());
        out.insert("user".into(), json!(user));
        out.insert(
            "subscription".into(),
            json!((!names.is_empty()).then(|| names.join(", "))),
        );
    }
    out.insert(
        "expiry".into(),
        row.get("expiry").cloned().unwrap_or(Value::Null),
    );
    Ok(Some(out))
}

/// How many licenses are unused, and their shortest and longest durations.
async fn read_unused_licenses(cx: &Context) -> anyhow::Result<Option<Map<String, Value>>> {
    let mut out = Map::new();
    let op = op_of(&desk::KEYS)?;
    let Some(reply) = declared(cx, &desk::KEYS, &[]).await? else {
        return Ok(None);
    };
    // Walked one row at a time: the list's text and one parsed row, whatever the number of keys.
    let (mut unused, mut shortest, mut longest) = (0usize, None::<i64>, None::<i64>);
    for item in reply.items() {
        let Some(r) = crate::answer::value_of(op, &item) else {
            continue;
        };
        if text(&r, "status") != "Not Used" {
            continue;
        }
        unused += 1;
        if let Some(d) = num(&r, "expires") {
            shortest = Some(shortest.map_or(d, |s| s.min(d)));
            longest = Some(longest.map_or(d, |l| l.max(d)));
        }
    }
    out.insert("unused".into(), json!(unused));
    out.insert("shortest".into(), json!(shortest));
    out.insert("longest".into(), json!(longest));
    Ok(Some(out))
}

/// `users info`: the user's record lists every subscription, the paused and expired ones too
/// (from `usersub`), each with `paused`; a paused one's `expiry` holds the seconds it keeps. Its
/// ban and variables are read from the lists where the server's record leaves them out (the
/// 2022 server), as `lookup` reads them: a user's variables are never shown as none.
pub async fn all_subs(
    cx: &Context,
    params: &[(String, String)],
    value: &mut Value,
) -> anyhow::Result<()> {
    let user = param(params, "user").unwrap_or_default().to_string();
    let Value::Object(record) = value else {
        return Ok(());
    };
    crate::exec::read::with_ban(cx, &user, record).await?;
    crate::exec::read::with_vars(cx, &user, record).await?;
    // A user the service does not know has no subscriptions to add; any other refusal fails
    // (`watch` reads this record: a blip is no subscription gone).
    let Some(all) = crate::exec::read::not_found_is_none(
        licensectl_catalogue::desk::USER_SUBS.ty,
        subs_of(cx, &user).await,
    )?
    else {
        return Ok(());
    };
    let named = users_named(cx, &user).await?;
    if named > 1 {
        // Once: `watch` reads this record every poll.
        crate::say_once!(
            "licensectl: warning: {named} users are named {} (this server stored a second user of the name): the service reads them by name, so this is the first one's record with the subscriptions of all of them (licensectl users list shows each)",
            crate::output::escape_value(&user)
        );
    }
    let mut running: Vec<Value> = match record.shift_remove("subscriptions") {
        Some(Value::Array(rows)) => rows,
        _ => Vec::new(),
    };
    // Each row is a `users subs` row: the user's, with its row id where the list names it.
    for r in &mut running {
        if let Value::Object(m) = r {
            m.entry("paused").or_insert(json!(false));
            m.insert("user".into(), json!(user));
        }
    }
    // One row per row: a running row the list also has (the 2022 `userdata` names no key) is
    // completed from it, never shown twice.
    for row in all {
        let known = running
            .iter_mut()
            .filter_map(Value::as_object_mut)
            .find(|r| crate::exec::facts::same_sub(r, &row));
        match known {
            Some(r) => {
                for k in ["key", "id"] {
                    if r.get(k).is_none_or(Value::is_null) && row.get(k).is_some() {
                        r.insert(k.into(), row[k].clone());
                    }
                }
            }
            None => running.push(Value::Object(row)),
        }
    }
    record.insert("subscriptions".into(), Value::Array(running));
    // And each variable a `users vars` row.
    if let Some(Value::Array(vars)) = record.get_mut("uservars") {
        for v in vars.iter_mut().filter_map(Value::as_object_mut) {
            v.insert("user".into(), json!(user));
        }
    }
    // What the users list prints and `userdata` does not answer (`id`, `owner`, `2fa`): null.
    crate::exec::facts::every_field(record, &licensectl_catalogue::resources::USER);
    Ok(())
}

/// The reason of every banned key, from one read of the license list (`info` does not carry
/// it; asked for by `--json banned`): walked one row at a time, keeping only banned keys' reasons. `None` when the service says
/// there are no keys.
async fn ban_reasons(
    cx: &Context,
) -> anyhow::Result<Option<std::collections::HashMap<String, String>>> {
    // Only "no keys found" is none: a passing refusal must not read as "not banned".
    let list = desk::KEYS.absent_as(Absent::NotFound);
    let keys = op_of(&list)?;
    let Some(all) = declared(cx, &list, &[]).await? else {
        return Ok(None);
    };
    Ok(Some(
        all.items()
            .iter()
            .filter_map(|item| crate::answer::value_of(keys, item))
            .filter_map(|k| {
                let reason = text(&k, "banned");
                (!reason.is_empty()).then(|| (text(&k, "key"), reason))
            })
            .collect(),
    ))
}

/// `licenses info` (and `lookup`): the key's computed fields, in every format — when its time
/// ends (the subscription it granted, else used on + length), the time left, and its user's
/// HWID and ban (`desk::PER_USER`'s reads for a used key), computed by `facts::complete_license`.
pub async fn license_info(
    cx: &Context,
    params: &[(String, String)],
    value: &mut Value,
) -> anyhow::Result<()> {
    let Value::Object(row) = value else {
        return Ok(());
    };
    let user = text(row, "usedby");
    let key = param(params, "key").unwrap_or_default().to_string();
    // `info` does not carry a banned key's reason and no request reads one key's row: only the
    // whole key list has it. So it is read only when asked for by name (`--json …,banned,…`) and
    // never in a `--from-file` job (`bulk::run` settles the cell empty); otherwise `banned`
    // stays null (docs/json.md).
    let asked = cx
        .out
        .select
        .is_some_and(|s| s.fields.iter().any(|f| f == "banned"));
    if asked && text(row, "status") == "Banned" && text(row, "banned").is_empty() {
        let reasons = cx.ban_reasons.get_or_try_init(|| ban_reasons(cx)).await?;
        match reasons {
            Some(all) => {
                if let Some(r) = all.get(&key) {
                    row.insert("banned".into(), json!(r));
                }
            }
            // Asked for by name and left null: said, so a null is never read as "not banned".
            None => crate::say_once!(
                "licensectl: note: `banned` is null for the banned keys of a --from-file job: only the whole key list carries a ban's reason, and a job never reads it (`licenses list --json key,status,banned` has every reason)"
            ),
        }
    }
    if user.is_empty() {
        crate::exec::facts::complete_license(row, None, &[], cx.out.now());
        return Ok(());
    }
    let reads = key_user_reads(cx, &user, &key).await?;
    let (record, subs) = (reads.record, reads.subs);
    crate::exec::facts::complete_license(row, record.as_ref(), &subs, cx.out.now());
    Ok(())
}

/// `licenses list --expiring-within` (without `--by-term`): when each used key's time ends as
/// `licenses info` judges it, by key: the subscription it granted as it runs now (a renewal
/// seen), else used on + length. One user's reads (`user_reads`: `usersub` and `userdata`) per
/// customer with a used key, four under way at once through the rate limiter; unused keys read
/// nothing. Any failed read fails the list: a reminder must not be sent on a guess.
pub async fn key_ends(
    cx: &Context,
    reply: &Reply,
) -> anyhow::Result<std::collections::HashMap<String, Option<i64>>> {
    use futures::StreamExt;
    let mut used: Vec<Map<String, Value>> = Vec::new();
    for item in reply.items() {
        let Ok(Value::Object(row)) = serde_json::from_str::<Value>(item.raw) else {
            continue;
        };
        if !text(&row, "usedby").is_empty() {
            used.push(row);
        }
    }
    let mut users: Vec<String> = used.iter().map(|r| text(r, "usedby")).collect();
    users.sort();
    users.dedup();
    // The list's row stands for the user's ban: no users list read for it.
    let listed = Map::new();
    let reads: Vec<(String, anyhow::Result<crate::exec::read::UserReads>)> =
        futures::stream::iter(users)
            .map(|u| {
                let listed = &listed;
                async move {
                    let r = user_reads(cx, &u, Some(listed)).await;
                    (u, r)
                }
            })
            .buffer_unordered(4)
            .collect()
            .await;
    let mut by_user = std::collections::HashMap::new();
    for (u, r) in reads {
        by_user.insert(u, r?);
    }
    let mut ends = std::collections::HashMap::new();
    for mut row in used {
        let Some(reads) = by_user.get(&text(&row, "usedby")) else {
            continue;
        };
        crate::exec::facts::complete_license(
            &mut row,
            reads.record.as_ref(),
            &reads.subs,
            cx.out.now(),
        );
        ends.insert(text(&row, "key"), num(&row, "expiry"));
    }
    Ok(ends)
}
