//! The restore steps of one user: the account, its subscriptions with their time left and pause
//! state, its HWID, ban and licenses (part of the plan in `restore_plan.rs`).

use serde_json::Value;

use super::restore_plan::{array, days, int, text, Step};

/// A user's subscription as the restore needs it: name, absolute expiry, paused, key.
pub(crate) struct Sub<'a> {
    pub(crate) name: &'a str,
    pub(crate) expiry: i64,
    pub(crate) paused: bool,
    pub(crate) key: Option<&'a str>,
}

/// The users of the document by name, in the order each name first appears: a server that stores
/// a second user of a name (the 2022 one, keyauth-differences.md R21) lists it twice.
pub(crate) fn by_name(doc: &Value) -> Vec<(&str, Vec<&Value>)> {
    let mut groups: Vec<(&str, Vec<&Value>)> = Vec::new();
    for u in array(doc, "users") {
        let name = text(u, "username");
        match groups.iter_mut().find(|(n, _)| *n == name) {
            Some((_, records)) => records.push(u),
            None => groups.push((name, vec![u])),
        }
    }
    groups
}

/// Every subscription of the users of one name: the service keeps them by name, so the backup
/// holds them on the first record; a document made otherwise may spread them.
pub(crate) fn subs_of_name<'a>(records: &[&'a Value]) -> Vec<&'a Value> {
    records
        .iter()
        .flat_map(|u| array(u, "subscriptions"))
        .collect()
}

/// The step that makes the users of one name. A second user of the name (`twins` more records)
/// is made with `adduser` of one of the name's subscriptions (which adds that subscription,
/// as it did on the source server), right after the first, so the HWID, ban and cooldown set
/// by name afterwards reach both, as on the service. A server that refuses a second user of a
/// name answers so, and the step is not restored (exit 1, the reason listed).
pub(crate) fn name_step(doc: &Value, records: &[&Value], now: i64) -> Step {
    let first = records[0];
    let subs = subs_of_name(records);
    if records.len() == 1 && subs.len() == array(first, "subscriptions").len() {
        return user_step(doc, first, now);
    }
    let twins = records.len() - 1;
    let name = text(first, "username");
    // The later users' subscriptions: running ones granted without a license, last first.
    let mut spare: Vec<usize> = (0..subs.len())
        .filter(|i| int(subs[*i], "paused").unwrap_or(0) == 0 && text(subs[*i], "key").is_empty())
        .collect();
    // At least one is left for the first user: a placeholder it is made with is deleted by name
    // afterwards (`delsub`), which would take the later users' one too.
    let enough = spare.len() > twins;
    let reserved: Vec<usize> = if enough {
        spare.split_off(spare.len() - twins)
    } else {
        Vec::new()
    };
    let mut merged = first.clone();
    if let Some(m) = merged.as_object_mut() {
        let kept: Vec<Value> = (0..subs.len())
            .filter(|i| !reserved.contains(i))
            .map(|i| subs[i].clone())
            .collect();
        m.insert("subscriptions".into(), Value::Array(kept));
    }
    let mut step = user_step(doc, &merged, now);
    if twins == 0 {
        return step;
    }
    step.line.push_str(&format!(
        ", and {twins} more user(s) of that name (the backup has {} users named {name})",
        records.len()
    ));
    if !enough {
        step.refused.get_or_insert(format!(
            "the backup has {} users named {name} but only {} running subscription(s) of that name granted without a license; each user needs one to be made with (`users create`)",
            records.len(),
            spare.len()
        ));
        return step;
    }
    // Right after the first user's creation.
    let at = step
        .calls
        .iter()
        .position(|c| c.op.ty == "adduser")
        .map_or(0, |i| i + 1);
    let mut made = Step::new(String::new());
    for i in reserved {
        let s = subs[i];
        let expiry = int(s, "expiry").unwrap_or(now);
        add_user(&mut made, name, text(s, "subscription"), expiry, now);
    }
    step.refused = step.refused.or(made.refused);
    let tail = step.calls.split_off(at.min(step.calls.len()));
    step.calls.extend(made.calls);
    step.calls.extend(tail);
    step
}

pub(crate) fn user_step(doc: &Value, user: &Value, now: i64) -> Step {
    let name = text(user, "username");
    let licenses = array(doc, "licenses");
    let subs: Vec<Sub> = array(user, "subscriptions")
        .iter()
        .map(|s| {
            let paused = int(s, "paused").unwrap_or(0) != 0;
            let expiry = int(s, "expiry").unwrap_or(now);
            let key = Some(text(s, "key")).filter(|k| {
                !k.is_empty()
                    && licenses
                        .iter()
                        .any(|l| text(l, "key") == *k && text(l, "usedby") == name)
            });
            Sub {
                name: text(s, "subscription"),
                // A paused subscription's expiry is the time it has left.
                expiry: if paused { now + expiry } else { expiry },
                paused,
                key,
            }
        })
        .collect();
    let mut step = Step::new(format!(
        "create user {name} with {} subscription(s)",
        subs.len()
    ));
    // Paused subscriptions first, then `pauseuser` (it pauses every running one), then the rest.
    let (paused, running): (Vec<usize>, Vec<usize>) =
        (0..subs.len()).partition(|i| subs[*i].paused);
    let first_group = if paused.is_empty() { &running } else { &paused };
    let creator = first_group.iter().copied().find(|i| subs[*i].key.is_none());
    match creator {
        Some(i) => add_user(&mut step, name, subs[i].name, subs[i].expiry, now),
        None => {
            // Every subscription came from a license: create with a placeholder, then drop it.
            let fallback = subs
                .first()
                .map(|s| s.name)
                .or_else(|| array(doc, "subscriptions").first().map(|s| text(s, "name")));
            let Some(fallback) = fallback.filter(|f| !f.is_empty()) else {
                step.refused =
                    Some("the backup has no subscription to create the user with".into());
                return step;
            };
            step.call(
                "adduser",
                &[("user", name), ("sub", fallback), ("expiry", "1")],
            );
            step.call("delsub", &[("user", name), ("sub", fallback)]);
        }
    }
    // A key that granted several subscriptions (`activate` grants every one of its level) is
    // assigned once; `assignkey` grants one, so the others are granted with their own time.
    let mut assigned: Vec<(&str, i64)> = Vec::new();
    for i in paused.iter().filter(|i| Some(**i) != creator) {
        add_sub(&mut step, name, &subs[*i], doc, now, &mut assigned);
    }
    if !paused.is_empty() {
        step.call("pauseuser", &[("username", name)]);
    }
    for i in running.iter().filter(|i| Some(**i) != creator) {
        add_sub(&mut step, name, &subs[*i], doc, now, &mut assigned);
    }
    let hwid = text(user, "hwid");
    if !hwid.is_empty() {
        step.call("addhwiduser", &[("user", name), ("hwid", hwid)]);
    }
    if let Some(c) = int(user, "cooldown").filter(|c| *c != 0) {
        step.call(
            "setcooldown",
            &[("user", name), ("cooldown", &c.to_string())],
        );
    }
    let banned = text(user, "banned");
    if !banned.is_empty() {
        step.call("banuser", &[("user", name), ("reason", banned)]);
    }
    step
}

/// `adduser` with a subscription ending at `expiry` (in the past: created, then shortened).
pub(crate) fn add_user(step: &mut Step, user: &str, sub: &str, expiry: i64, now: i64) {
    let left = expiry - now;
    let d = days(left.max(1));
    step.call("adduser", &[("user", user), ("sub", sub), ("expiry", &d)]);
    if left < 1 {
        let s = (1 - left).to_string();
        step.call("subtract", &[("user", user), ("sub", sub), ("seconds", &s)]);
    }
}

/// One more subscription for an existing user: its license assigned again (once per key:
/// `assigned` holds the keys assigned and the expiry they gave), or granted.
pub(crate) fn add_sub<'a>(
    step: &mut Step,
    user: &str,
    s: &Sub<'a>,
    doc: &Value,
    now: i64,
    assigned: &mut Vec<(&'a str, i64)>,
) {
    // `assignkey` grants one subscription of the key's level; the key's others are granted.
    let Some(key) = s.key.filter(|k| !assigned.iter().any(|(a, _)| a == k)) else {
        if let Some(k) = s.key {
            step.line.push_str(&format!(
                "; {} granted without key {k} (assignkey grants one subscription per key)",
                s.name
            ));
        }
        let left = s.expiry - now;
        let d = days(left.max(1));
        step.call("extend", &[("user", user), ("sub", s.name), ("expiry", &d)]);
        if left < 1 {
            let secs = (1 - left).to_string();
            step.call(
                "subtract",
                &[("user", user), ("sub", s.name), ("seconds", &secs)],
            );
        }
        return;
    };
    assigned.push((key, s.expiry));
    // `assignkey` grants the license's duration from now: lend the key the time left, assign it,
    // then give it back its own duration (subscriptions are matched by name, so no extend/subtract).
    let duration = array(doc, "licenses")
        .iter()
        .find(|l| text(l, "key") == key)
        .and_then(|l| int(l, "expires"))
        .unwrap_or(0);
    let left = s.expiry - now;
    if left != duration {
        step.call("edit", &[("key", key), ("expiry", &left.to_string())]);
    }
    step.call("assignkey", &[("key", key), ("user", user)]);
    if left != duration {
        step.optional("edit", &[("key", key), ("expiry", &duration.to_string())]);
    }
}
