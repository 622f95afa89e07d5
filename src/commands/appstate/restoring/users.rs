//! The restore steps of one user: the account, its subscriptions with their time left and pause
//! state, its HWID, ban and licenses (part of the plan in `restore_plan.rs`).

use std::collections::HashMap;

use licensectl_catalogue::document::user;
use serde_json::Value;

use super::plan::{parked, sends};
use crate::commands::appstate::shared::document::Facts;
use crate::commands::appstate::shared::steps::{array, days, esc, int, text, Step};

/// The target's subscriptions of each level, in its order (after its own are parked): the first
/// is the one its `assignkey` grants for a key of that level.
pub(crate) type Levels = HashMap<String, Vec<String>>;

/// What a user step needs besides the user: the facts of the first walk, the target's
/// subscriptions per level, and now.
pub(crate) struct Ctx<'a> {
    pub(crate) facts: &'a Facts,
    pub(crate) levels: &'a Levels,
    pub(crate) now: i64,
}

/// A user's subscription as the restore needs it: name, absolute expiry, paused, key.
pub(crate) struct Sub<'a> {
    pub(crate) name: &'a str,
    pub(crate) expiry: i64,
    pub(crate) paused: bool,
    pub(crate) key: Option<&'a str>,
}

/// Every subscription of the users of one name: the service keeps them by name, so the backup
/// holds them on the first record; a document made otherwise may spread them.
pub(crate) fn subs_of_name(records: &[Value]) -> Vec<&Value> {
    records
        .iter()
        .flat_map(|u| array(u, user::SUBSCRIPTIONS.name))
        .collect()
}

/// The step that makes the users of one name. A second user of the name (`twins` more records)
/// is made with `adduser` of one of the name's subscriptions (which adds that subscription,
/// as it did on the source server), right after the first, so the HWID, ban and cooldown set
/// by name afterwards reach both, as on the service. A server that refuses a second user of a
/// name answers so, and the step is not restored (exit 1, the reason listed).
pub(crate) fn name_step(cx: &Ctx, records: &[Value]) -> Step {
    let now = cx.now;
    let first = &records[0];
    let subs = subs_of_name(records);
    if records.len() == 1 && subs.len() == array(first, user::SUBSCRIPTIONS.name).len() {
        return user_step(cx, first);
    }
    let twins = records.len() - 1;
    let name = text(first, user::USERNAME.name);
    // The later users' subscriptions: running ones granted without a license, last first.
    let mut spare: Vec<usize> = (0..subs.len())
        .filter(|i| {
            int(subs[*i], user::PAUSED.name).unwrap_or(0) == 0
                && text(subs[*i], user::KEY.name).is_empty()
        })
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
        m.insert(user::SUBSCRIPTIONS.name.into(), Value::Array(kept));
    }
    let mut step = user_step(cx, &merged);
    if twins == 0 {
        return step;
    }
    step.line.push_str(&format!(
        ", and {twins} more user(s) of that name (the backup has {} users named {})",
        records.len(),
        esc(name)
    ));
    if !enough {
        step.refused.get_or_insert(format!(
            "the backup has {} users named {} but only {} running subscription(s) of that name granted without a license; each user needs one to be made with (`users create`)",
            records.len(),
            esc(name),
            spare.len()
        ));
        return step;
    }
    // Right after the first user's creation.
    let at = step
        .calls
        .iter()
        .position(|c| c.op.ty == sends::ADD_USER.ty)
        .map_or(0, |i| i + 1);
    let mut made = Step::new(String::new());
    for i in reserved {
        let s = subs[i];
        let expiry = int(s, user::EXPIRY.name).unwrap_or(now);
        add_user(
            &mut made,
            name,
            text(s, user::SUBSCRIPTION.name),
            expiry,
            now,
        );
    }
    step.refused = step.refused.or(made.refused);
    let tail = step.calls.split_off(at.min(step.calls.len()));
    step.calls.extend(made.calls);
    step.calls.extend(tail);
    step
}

/// The user's subscriptions as the restore needs them; `key`: only a license the backup has
/// and says this user used.
fn user_subs<'a>(cx: &Ctx, user: &'a Value) -> Vec<Sub<'a>> {
    let now = cx.now;
    let name = text(user, user::USERNAME.name);
    let held = |k: &str| cx.facts.held.get(k).and_then(Option::as_ref);
    array(user, user::SUBSCRIPTIONS.name)
        .iter()
        .map(|s| {
            let paused = int(s, user::PAUSED.name).unwrap_or(0) != 0;
            let expiry = int(s, user::EXPIRY.name).unwrap_or(now);
            let key = Some(text(s, user::KEY.name))
                .filter(|k| !k.is_empty() && held(k).is_some_and(|(_, by, _)| by == name));
            Sub {
                name: text(s, user::SUBSCRIPTION.name),
                // A paused subscription's expiry is the time it has left.
                expiry: if paused {
                    licensectl_catalogue::units::term_end(now, expiry)
                } else {
                    expiry
                },
                paused,
                key,
            }
        })
        .collect()
}

/// Each key is assigned with one of the subscriptions it granted: the one the target's
/// `assignkey` grants for its level (matched by name), else the first; the others are granted.
/// By key: that subscription's index, and whether it is the one `assignkey` grants.
fn designated<'a>(cx: &Ctx, subs: &[Sub<'a>]) -> HashMap<&'a str, (usize, bool)> {
    let held = |k: &str| cx.facts.held.get(k).and_then(Option::as_ref);
    let mut designated: HashMap<&str, (usize, bool)> = HashMap::new();
    for (i, s) in subs.iter().enumerate() {
        let Some(k) = s.key else { continue };
        let first = held(k).and_then(|(_, _, level)| cx.levels.get(level)?.first());
        let wanted = first.is_some_and(|f| f == s.name);
        match designated.get(k) {
            None => {
                designated.insert(k, (i, wanted));
            }
            Some((_, false)) if wanted => {
                designated.insert(k, (i, true));
            }
            _ => {}
        }
    }
    designated
}

/// What is set on the user's account after their subscriptions: HWID, cooldown, ban.
fn account_calls(step: &mut Step, user: &Value) {
    let name = text(user, user::USERNAME.name);
    let hwid = text(user, user::HWID.name);
    if !hwid.is_empty() {
        step.call(&sends::ADD_HWID, &[("user", name), ("hwid", hwid)]);
    }
    if let Some(c) = int(user, user::COOLDOWN.name).filter(|c| *c != 0) {
        step.call(
            &sends::COOLDOWN,
            &[("user", name), ("cooldown", &c.to_string())],
        );
    }
    let banned = text(user, user::BANNED.name);
    if !banned.is_empty() {
        step.call(&sends::BAN_USER, &[("user", name), ("reason", banned)]);
    }
}

pub(crate) fn user_step(cx: &Ctx, user: &Value) -> Step {
    let now = cx.now;
    let name = text(user, user::USERNAME.name);
    let held = |k: &str| cx.facts.held.get(k).and_then(Option::as_ref);
    let subs = user_subs(cx, user);
    let designated = designated(cx, &subs);
    let mut step = Step::new(format!(
        "create user {} with {} subscription(s)",
        esc(name),
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
                .or_else(|| cx.facts.subscriptions.first().map(|(n, _)| n.as_str()));
            let Some(fallback) = fallback.filter(|f| !f.is_empty()) else {
                step.refused =
                    Some("the backup has no subscription to create the user with".into());
                return step;
            };
            step.call(
                &sends::ADD_USER,
                &[("user", name), ("sub", fallback), ("expiry", "1")],
            );
            step.call(&sends::DELETE_SUB, &[("user", name), ("sub", fallback)]);
        }
    }
    let key_of = |i: usize| {
        let s = &subs[i];
        let k = s.key?;
        let (duration, _, level) = held(k)?;
        (designated.get(k).map(|d| d.0) == Some(i)).then(|| {
            // The target's subscriptions of the key's level before this one would take the
            // grant: parked while the key is assigned.
            let before = cx
                .levels
                .get(level)
                .and_then(|names| {
                    let at = names.iter().position(|n| n == s.name)?;
                    Some(&names[..at])
                })
                .unwrap_or(&[]);
            Assign {
                key: k,
                duration: *duration,
                level,
                before,
            }
        })
    };
    for i in paused.iter().copied().filter(|i| Some(*i) != creator) {
        add_sub(&mut step, name, &subs[i], key_of(i), now);
    }
    if !paused.is_empty() {
        step.call(&sends::PAUSE_USER, &[("username", name)]);
    }
    for i in running.iter().copied().filter(|i| Some(*i) != creator) {
        add_sub(&mut step, name, &subs[i], key_of(i), now);
    }
    account_calls(&mut step, user);
    step
}

/// `adduser` with a subscription ending at `expiry` (in the past: created, then shortened).
pub(crate) fn add_user(step: &mut Step, user: &str, sub: &str, expiry: i64, now: i64) {
    let left = expiry.saturating_sub(now);
    let d = days(left.max(1));
    step.call(
        &sends::ADD_USER,
        &[("user", user), ("sub", sub), ("expiry", &d)],
    );
    if left < 1 {
        let s = 1i64.saturating_sub(left).to_string();
        step.call(
            &sends::SUBTRACT,
            &[("user", user), ("sub", sub), ("seconds", &s)],
        );
    }
}

/// A key to assign with one subscription: its license's duration and level, and the target's
/// subscriptions of that level that come before the one it granted.
pub(crate) struct Assign<'a> {
    key: &'a str,
    duration: i64,
    level: &'a str,
    before: &'a [String],
}

/// One more subscription for an existing user: its license assigned again (`key`: when this is
/// the subscription the key is assigned with), or granted.
pub(crate) fn add_sub(step: &mut Step, user: &str, s: &Sub, key: Option<Assign>, now: i64) {
    // `assignkey` grants one subscription of the key's level; the key's others are granted.
    let Some(Assign {
        key,
        duration,
        level,
        before,
    }) = key
    else {
        if let Some(k) = s.key {
            step.line.push_str(&format!(
                "; {} granted without key {} (assignkey grants one subscription per key)",
                esc(s.name),
                esc(k)
            ));
        }
        let left = s.expiry.saturating_sub(now);
        let d = days(left.max(1));
        step.call(
            &sends::EXTEND,
            &[("user", user), ("sub", s.name), ("expiry", &d)],
        );
        if left < 1 {
            let secs = 1i64.saturating_sub(left).to_string();
            step.call(
                &sends::SUBTRACT,
                &[("user", user), ("sub", s.name), ("seconds", &secs)],
            );
        }
        return;
    };
    // `assignkey` grants the license's duration from now: lend the key the time left, assign it,
    // then give it back its own duration (subscriptions are matched by name, so no extend/subtract).
    // `assignkey` grants the first subscription of the key's level: those before the one the
    // backup says it granted are parked at another level meanwhile (and moved back even when the
    // assignment fails).
    let park = parked(level).filter(|_| !before.is_empty());
    if let Some(p) = &park {
        step.exclusive = true;
        for name in before {
            step.call(&sends::EDIT_SUB, &[("sub", name), ("level", p)]);
        }
    }
    let left = s.expiry.saturating_sub(now);
    if left != duration {
        step.call(
            &sends::EDIT_LICENSE,
            &[("key", key), ("expiry", &left.to_string())],
        );
    }
    step.call(&sends::ASSIGN, &[("key", key), ("user", user)]);
    if left != duration {
        step.optional(
            &sends::EDIT_LICENSE,
            &[("key", key), ("expiry", &duration.to_string())],
        );
    }
    if park.is_some() {
        for name in before {
            step.always(&sends::EDIT_SUB, &[("sub", name), ("level", level)]);
        }
    }
}

/// The records of one name gathered: a name the backup has once is handed over at once; the
/// records of a name it has several times are kept until the last of them arrives.
pub(crate) struct Twins<'a> {
    facts: &'a Facts,
    waiting: HashMap<String, Vec<Value>>,
}

impl<'a> Twins<'a> {
    pub(crate) fn new(facts: &'a Facts) -> Twins<'a> {
        Twins {
            facts,
            waiting: HashMap::new(),
        }
    }

    /// The records of the user's name once all have arrived.
    pub(crate) fn add(&mut self, u: Value) -> Option<Vec<Value>> {
        let name = text(&u, user::USERNAME.name);
        let n = self.facts.users.get(name).copied().unwrap_or(1);
        if n <= 1 {
            return Some(vec![u]);
        }
        let name = name.to_string();
        let group = self.waiting.entry(name.clone()).or_default();
        group.push(u);
        if group.len() < n {
            return None;
        }
        self.waiting.remove(&name)
    }
}
