//! Changes that echo their result: the read-back of a resulting expiry (`Op::echo`), the only
//! subscription `users extend` falls back to (`Hook::OnlySub`), and `licenses info`'s user facts
//! (`Hook::LicenseUser`).

use licensectl_catalogue::{desk, find, Api, Echo, Op};
use serde_json::{json, Map, Value};

use crate::context::Context;
use crate::error::Failure;
use crate::output::Output;

pub type Params = Vec<(String, String)>;

fn param<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A field as a whole number (the service sends numbers and numeric strings alike).
pub fn num(row: &Map<String, Value>, field: &str) -> Option<i64> {
    match row.get(field)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// A field as text; empty when missing or null.
pub fn text(row: &Map<String, Value>, field: &str) -> String {
    crate::output::raw(row.get(field))
}

fn seller(ty: &str) -> anyhow::Result<&'static Op> {
    find(Api::Seller, ty).ok_or_else(|| anyhow::anyhow!("catalogue has no seller {ty}"))
}

/// The user's subscription rows (`usersub`), only theirs (the service may answer from a cache).
pub async fn user_subs(
    cx: &mut Context,
    user: &str,
) -> anyhow::Result<Option<Vec<Map<String, Value>>>> {
    cx.prepare().await?;
    subs_of(cx, user).await
}

async fn subs_of(cx: &Context, user: &str) -> anyhow::Result<Option<Vec<Map<String, Value>>>> {
    let op = seller("usersub")?;
    let Some(v) = get(cx, op, &[("user".into(), user.into())]).await? else {
        return Ok(None);
    };
    let rows = crate::answer::values(op, &v);
    Ok(Some(
        rows.into_iter()
            .filter(|r| r.get("user").is_none_or(|u| u.as_str() == Some(user)))
            .collect(),
    ))
}

/// `users extend USER` without `--sub`: the user's only subscription; several or none is a usage error.
pub async fn only_sub(cx: &mut Context, params: &mut Params) -> anyhow::Result<()> {
    if param(params, "sub").is_some() {
        return Ok(());
    }
    let user = param(params, "user").unwrap_or_default().to_string();
    if user == "all" {
        return Err(Failure::Usage("with `all`, name the subscription: --sub NAME".into()).into());
    }
    let Some(rows) = user_subs(cx, &user).await? else {
        return Ok(());
    };
    let mut names: Vec<String> = rows.iter().map(|r| text(r, "subscription")).collect();
    names.sort();
    names.dedup();
    match names.as_slice() {
        [only] => {
            crate::say!("licensectl: extending {}'s only subscription, {}", crate::output::escape_value(&user), crate::output::escape_value(only));
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

/// One read through the prepared context (hooks run after the command's own request).
async fn get(cx: &Context, op: &Op, params: &[(String, String)]) -> anyhow::Result<Option<Value>> {
    Ok(cx
        .send(op, params)
        .await?
        .map(crate::answer::Reply::into_value))
}

/// A read whose refusal means "nothing there" (a deleted user, a user without subscriptions):
/// the service saying no is `None`; any other failure (the network, a bad answer) stands, so a
/// record is never completed with a guess and exit 0.
fn refused_is_none<T>(read: anyhow::Result<Option<T>>) -> anyhow::Result<Option<T>> {
    match read {
        Err(e) if matches!(e.downcast_ref::<Failure>(), Some(Failure::Service(_))) => Ok(None),
        other => other,
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
pub async fn no_twin_user(cx: &mut Context, params: &[(String, String)]) -> anyhow::Result<()> {
    if cx.global.dry_run {
        return Ok(());
    }
    cx.prepare().await?;
    refuse_twin(cx, params).await
}

/// `no_twin_user` on a prepared context: one `--from-file` row of `users create`.
pub async fn refuse_twin(cx: &Context, params: &[(String, String)]) -> anyhow::Result<()> {
    if cx.global.dry_run || !stores_twins(cx).await? {
        return Ok(());
    }
    let user = param(params, "user").unwrap_or_default().to_string();
    let op = seller("verifyuser")?;
    let exists = refused_is_none(get(cx, op, &[("user".into(), user.clone())]).await)?;
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
    let op = seller("fetchallusernames")?;
    let Some(v) = refused_is_none(get(cx, op, &[]).await)? else {
        return Ok(0);
    };
    let named = match v.get("usernames") {
        Some(Value::Array(rows)) => rows
            .iter()
            .filter(|r| match r {
                Value::String(s) => s == user,
                Value::Object(m) => text(m, "username") == user,
                _ => false,
            })
            .count(),
        _ => 0,
    };
    Ok(named)
}

/// The user's running subscriptions (`userdata`, which the service does not cache, unlike
/// `usersub`, whose answer may predate the change being echoed).
async fn running_subs(cx: &Context, user: &str) -> anyhow::Result<Option<Vec<Map<String, Value>>>> {
    let op = seller("userdata")?;
    let Some(v) = get(cx, op, &[("user".into(), user.into())]).await? else {
        return Ok(None);
    };
    Ok(Some(
        v.get("subscriptions")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|r| r.as_object().cloned())
            .collect(),
    ))
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
    let rows = effective(
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
    let op = seller("info")?;
    let Some(v) = get(cx, op, &[("key".into(), key.clone())]).await? else {
        return Ok(None);
    };
    let row = v.as_object().cloned().unwrap_or_default();
    let user = text(&row, "usedby");
    out.insert("key".into(), json!(key));
    out.insert("expires".into(), json!(num(&row, "duration")));
    // A used key's time lives in the subscription it granted, which `edit` leaves alone.
    let expiry = if user.is_empty() {
        None
    } else {
        let subs = running_subs(cx, &user).await?.unwrap_or_default();
        let mine: Vec<&Map<String, Value>> =
            subs.iter().filter(|r| text(r, "key") == key).collect();
        let names: Vec<String> = mine.iter().map(|r| text(r, "subscription")).collect();
        out.insert("user".into(), json!(user));
        out.insert(
            "subscription".into(),
            json!((!names.is_empty()).then(|| names.join(", "))),
        );
        // A 2022 `userdata` names no key per subscription (catalogue `older_lacks`): the expiry
        // is then computed from the key's use time and duration, and no subscription is named.
        mine.iter()
            .filter_map(|r| num(r, "expiry"))
            .min()
            .or_else(|| {
                let on = num(&row, "usedon").filter(|on| *on > 0)?;
                Some(on + num(&row, "duration")?)
            })
    };
    out.insert("expiry".into(), json!(expiry));
    Ok(Some(out))
}

/// How many licenses are unused, and their shortest and longest durations.
async fn read_unused_licenses(cx: &Context) -> anyhow::Result<Option<Map<String, Value>>> {
    let mut out = Map::new();
    let op = seller("fetchallkeys")?;
    let Some(reply) = cx.send(op, &[]).await? else {
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

/// A read-back (`read`'s fields) as people read it: `dana: basic expires 2027-02-14 08:00 UTC
/// (in 30d)`; values escaped (a username is customer-typed).
pub fn sentence(out: &Output, echo: Echo, f: &Map<String, Value>) -> Vec<String> {
    let esc = |k: &str| crate::output::escape_value(&text(f, k)).into_owned();
    let lasts = |k: &str| {
        licensectl_catalogue::units::format_duration(num(f, k).unwrap_or(0).max(0) as u64)
    };
    match echo {
        Echo::UserSubs { .. } => {
            let user = match esc("user") {
                u if u.is_empty() => esc("username"),
                u => u,
            };
            let sub = esc("subscription");
            let each: Vec<String> = f
                .get("subscriptions")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_object)
                .filter_map(|s| {
                    let name = crate::output::escape_value(&text(s, "subscription")).into_owned();
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
        Echo::License { .. } => {
            let key = esc("key");
            let user = esc("user");
            if user.is_empty() {
                return vec![format!("{key}: lasts {} once redeemed", lasts("expires"))];
            }
            let head = format!(
                "{key}: lasts {}; already used by {user}, whose subscription keeps its expiry",
                lasts("expires")
            );
            match (num(f, "expiry"), esc("subscription")) {
                (Some(e), sub) if !sub.is_empty() => {
                    vec![
                        format!("{head}:"),
                        format!("  {sub}: expires {}", out.time(e)),
                    ]
                }
                // The server named no subscription for the key (2022): computed, and said so.
                (Some(e), _) => vec![
                    format!("{head}:"),
                    format!("  expires {} (computed: used on + duration)", out.time(e)),
                ],
                (None, _) => vec![format!("{head} (not reported by this server)")],
            }
        }
        Echo::UnusedLicenses => {
            let n = num(f, "unused").unwrap_or(0);
            vec![match (num(f, "shortest"), num(f, "longest")) {
                (Some(a), Some(b)) if a == b => {
                    format!(
                        "{n} unused license(s) now last {} once redeemed",
                        lasts("shortest")
                    )
                }
                (Some(_), Some(_)) => format!(
                    "{n} unused licenses now last {} to {} once redeemed",
                    lasts("shortest"),
                    lasts("longest")
                ),
                _ => "no unused licenses".to_string(),
            }]
        }
    }
}

/// `users info`: the user's record lists every subscription, the paused and expired ones too
/// (from `usersub`), each with `paused`; a paused one's `expiry` holds the seconds it keeps.
pub async fn all_subs(
    cx: &Context,
    params: &[(String, String)],
    value: &mut Value,
) -> anyhow::Result<()> {
    let user = param(params, "user").unwrap_or_default().to_string();
    let Value::Object(record) = value else {
        return Ok(());
    };
    // A user the service does not know has no subscriptions to add.
    let Some(all) = refused_is_none(subs_of(cx, &user).await)? else {
        return Ok(());
    };
    let named = users_named(cx, &user).await?;
    if named > 1 {
        crate::say!(
            "licensectl: warning: {named} users are named {} (this server stored a second user of the name): the service reads them by name, so this is the first one's record with the subscriptions of all of them (licensectl users list shows each)",
            crate::output::escape_value(&user)
        );
    }
    let mut running: Vec<Value> = match record.shift_remove("subscriptions") {
        Some(Value::Array(rows)) => rows,
        _ => Vec::new(),
    };
    for r in &mut running {
        if let Value::Object(m) = r {
            m.entry("paused").or_insert(json!(false));
        }
    }
    let same = |a: &Map<String, Value>, b: &Map<String, Value>| {
        text(a, "subscription") == text(b, "subscription") && text(a, "key") == text(b, "key")
    };
    for row in all {
        let known = running
            .iter()
            .filter_map(Value::as_object)
            .any(|r| same(r, &row));
        if !known {
            let mut row = row;
            row.shift_remove("user");
            row.shift_remove("id");
            running.push(Value::Object(row));
        }
    }
    record.insert("subscriptions".into(), Value::Array(running));
    Ok(())
}

/// One row per subscription name: a paused one, else the one ending last (an extend of an
/// expired subscription may add a row beside the old one).
pub fn effective(rows: Vec<Map<String, Value>>) -> Vec<Map<String, Value>> {
    let mut out: Vec<Map<String, Value>> = Vec::new();
    for r in rows {
        let name = text(&r, "subscription");
        let rank = |r: &Map<String, Value>| {
            let paused = num(r, "paused").unwrap_or(0) != 0;
            (
                paused,
                if paused {
                    0
                } else {
                    num(r, "expiry").unwrap_or(0)
                },
            )
        };
        match out.iter_mut().find(|o| text(o, "subscription") == name) {
            Some(o) if rank(&r) > rank(o) => *o = r,
            Some(_) => {}
            None => out.push(r),
        }
    }
    out
}

/// The reason of every banned key, from one read of the license list (`info` does not carry
/// it; asked for by `--json banned`): walked one row at a time, keeping only banned keys' reasons. `None` when the service says
/// there are no keys.
async fn ban_reasons(
    cx: &Context,
) -> anyhow::Result<Option<std::collections::HashMap<String, String>>> {
    let keys = seller("fetchallkeys")?;
    let Some(all) = refused_is_none(cx.send(keys, &[]).await)? else {
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
/// HWID and ban (one `desk::LICENSE_USER` read for a used key).
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
        if let Some(r) = reasons.as_ref().and_then(|all| all.get(&key)) {
            row.insert("banned".into(), json!(r));
        }
    }
    let computed = match (
        num(row, "usedon"),
        num(row, "duration").or(num(row, "expires")),
    ) {
        (Some(on), Some(d)) if !user.is_empty() && on > 0 => Some(on + d),
        _ => None,
    };
    let mut fill = |k: &str, v: Value| {
        if row
            .get(k)
            .is_none_or(|x| x.is_null() || x.as_str() == Some(""))
        {
            row.insert(k.into(), v);
        }
    };
    if user.is_empty() {
        fill("expiry_from", json!("unused"));
        fill("expiry", Value::Null);
        fill("timeleft", Value::Null);
        fill("hwid", Value::Null);
        fill("user_banned", Value::Null);
        return Ok(());
    }
    let op = seller(desk::LICENSE_USER.ty)?;
    let u = match refused_is_none(get(cx, op, &[("user".into(), user.clone())]).await)? {
        Some(Value::Object(u)) => Some(u),
        _ => None,
    };
    let from_key = u.as_ref().and_then(|u| {
        u.get("subscriptions")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_object)
            .filter(|s| !key.is_empty() && text(s, "key") == key)
            .filter_map(|s| num(s, "expiry"))
            .max()
    });
    let expiry = from_key.or(computed);
    let from = match (from_key, computed) {
        (Some(_), _) => "subscription",
        (None, Some(_)) => "computed",
        _ => "unused",
    };
    fill("expiry_from", json!(from));
    fill("expiry", json!(expiry));
    fill("timeleft", json!(expiry.map(|e| (e - cx.out.now).max(0))));
    let hwid = u
        .as_ref()
        .map(|u| text(u, "hwid"))
        .filter(|h| !h.is_empty());
    fill("hwid", json!(hwid));
    let banned = u
        .as_ref()
        .map(|u| text(u, "banned"))
        .filter(|b| !b.is_empty());
    fill("user_banned", json!(banned));
    Ok(())
}
