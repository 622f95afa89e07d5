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
    for i in paused.iter().filter(|i| Some(**i) != creator) {
        add_sub(&mut step, name, &subs[*i], doc, now);
    }
    if !paused.is_empty() {
        step.call("pauseuser", &[("username", name)]);
    }
    for i in running.iter().filter(|i| Some(**i) != creator) {
        add_sub(&mut step, name, &subs[*i], doc, now);
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

/// One more subscription for an existing user: its license assigned again, or granted.
pub(crate) fn add_sub(step: &mut Step, user: &str, s: &Sub, doc: &Value, now: i64) {
    let Some(key) = s.key else {
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
