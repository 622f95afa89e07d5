//! The plan `restore` carries out: a backup document turned into ordered steps of service calls.

use licensectl_catalogue::{find, Api, Op};
use serde_json::Value;

pub(crate) fn op(ty: &str) -> &'static Op {
    find(Api::Seller, ty).unwrap_or_else(|| panic!("catalogue has no seller type {ty}"))
}

/// A query value that is filled in from the previous call's answer (a new file id).
pub(crate) const FROM_ANSWER: &str = "\u{0}id";

/// One request of a step; an optional one only warns when the service refuses it.
pub(crate) struct Call {
    pub(crate) op: &'static Op,
    pub(crate) params: Vec<(String, String)>,
    pub(crate) optional: bool,
}

/// One record to create: what it is, for people, and the requests that create it, in order.
pub(crate) struct Step {
    pub(crate) line: String,
    pub(crate) calls: Vec<Call>,
    /// Why it cannot be created (the record is reported, nothing is sent).
    pub(crate) refused: Option<String>,
}

impl Step {
    fn new(line: String) -> Step {
        Step {
            line,
            calls: Vec::new(),
            refused: None,
        }
    }
    fn call(&mut self, ty: &str, params: &[(&str, &str)]) {
        let params = params
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        self.calls.push(Call {
            op: op(ty),
            params,
            optional: false,
        });
    }
    fn optional(&mut self, ty: &str, params: &[(&str, &str)]) {
        self.call(ty, params);
        if let Some(c) = self.calls.last_mut() {
            c.optional = true;
        }
    }
}

pub(crate) fn text<'a>(row: &'a Value, field: &str) -> &'a str {
    row.get(field).and_then(Value::as_str).unwrap_or("")
}

/// A field the service sends as a number or a numeric string.
pub(crate) fn int(row: &Value, field: &str) -> Option<i64> {
    match row.get(field)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

pub(crate) fn array<'a>(doc: &'a Value, key: &str) -> &'a [Value] {
    doc.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

/// Seconds as the days the service takes: whole when exact, else the decimal form (the service
/// multiplies by 86400 and rounds, which gives the seconds back exactly).
pub(crate) fn days(secs: i64) -> String {
    if secs % 86_400 == 0 {
        (secs / 86_400).to_string()
    } else {
        (secs as f64 / 86_400.0).to_string()
    }
}

pub(crate) fn flag(row: &Value, field: &str) -> &'static str {
    let on = match row.get(field) {
        Some(Value::Bool(b)) => *b,
        _ => int(row, field).unwrap_or(0) != 0,
    };
    if on {
        "1"
    } else {
        "0"
    }
}

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

/// The records of every phase before users: subscriptions and licenses.
pub(crate) fn early_steps(doc: &Value) -> Vec<Step> {
    let mut steps = Vec::new();
    for s in array(doc, "subscriptions") {
        let (name, level) = (text(s, "name"), text(s, "level"));
        let mut step = Step::new(format!("create subscription {name} (level {level})"));
        step.call("addsub", &[("name", name), ("level", level)]);
        steps.push(step);
    }
    for l in array(doc, "licenses") {
        let key = text(l, "key");
        let secs = int(l, "expires").unwrap_or(0);
        let level = text(l, "level");
        let usedby = text(l, "usedby");
        let orphan = !usedby.is_empty()
            && !array(doc, "users")
                .iter()
                .any(|u| text(u, "username") == usedby);
        let mut step = Step::new(format!(
            "create license {key} (level {level}, {}){}",
            licensectl_catalogue::units::format_duration(secs.max(0) as u64),
            if orphan {
                format!("; unused: its user {usedby} is not in the backup")
            } else {
                String::new()
            }
        ));
        if key.contains('*') {
            step.refused = Some("a key containing `*` cannot be recreated (it is a mask)".into());
        }
        let note = text(l, "note");
        step.call(
            "add",
            &[
                ("expiry", &days(secs)),
                ("mask", key),
                ("amount", "1"),
                ("level", level),
                ("note", note),
                ("owner", text(l, "genby")),
            ],
        );
        steps.push(step);
    }
    steps
}

/// Users and everything after them.
pub(crate) fn late_steps(doc: &Value, now: i64) -> Vec<Step> {
    let mut steps = Vec::new();
    for u in array(doc, "users") {
        steps.push(user_step(doc, u, now));
    }
    for l in array(doc, "licenses") {
        let reason = text(l, "banned");
        if text(l, "status") == "Banned" || !reason.is_empty() {
            let key = text(l, "key");
            let mut step = Step::new(format!("ban license {key}"));
            step.call("ban", &[("key", key), ("reason", reason)]);
            steps.push(step);
        }
    }
    for u in array(doc, "users") {
        let user = text(u, "username");
        for v in array(u, "vars") {
            let var = text(v, "name");
            let mut step = Step::new(format!("set variable {var} of user {user}"));
            step.call(
                "setvar",
                &[("user", user), ("var", var), ("data", text(v, "data"))],
            );
            steps.push(step);
        }
    }
    for v in array(doc, "vars") {
        let name = text(v, "varid");
        let mut step = Step::new(format!("create variable {name}"));
        step.call(
            "addvar",
            &[
                ("name", name),
                ("data", text(v, "msg")),
                ("authed", flag(v, "authed")),
            ],
        );
        steps.push(step);
    }
    for f in array(doc, "files") {
        let url = text(f, "url");
        let mut step = Step::new(format!("upload file {} from {url}", text(f, "name")));
        step.call("upload", &[("url", url)]);
        if flag(f, "authed") == "0" {
            step.call(
                "editfile",
                &[("id", FROM_ANSWER), ("url", url), ("authed", "0")],
            );
        }
        steps.push(step);
    }
    for w in array(doc, "webhooks") {
        let (webid, url) = (text(w, "webid"), text(w, "short_baselink"));
        let mut step = Step::new(format!("create webhook {webid} ({url})"));
        if url.chars().count() >= 21 {
            step.refused = Some("the service lists only the first 21 characters of a webhook's URL; recreate it with `licensectl webhooks create`".into());
        }
        step.call(
            "addwebhook",
            &[
                ("baseurl", url),
                ("ua", text(w, "useragent")),
                ("authed", flag(w, "authed")),
                ("webid", webid),
            ],
        );
        steps.push(step);
    }
    for b in array(doc, "buttons") {
        let value = text(b, "value");
        let mut step = Step::new(format!("create button {value}"));
        step.call("addbutton", &[("value", value), ("text", text(b, "text"))]);
        steps.push(step);
    }
    for c in array(doc, "chats") {
        let name = text(c, "name");
        let delay = int(c, "delay").unwrap_or(0).to_string();
        let mut step = Step::new(format!("create chat channel {name}"));
        step.call("addchannel", &[("name", name), ("delay", &delay)]);
        steps.push(step);
    }
    for m in array(doc, "mutes") {
        let user = text(m, "user");
        let left = int(m, "time").unwrap_or(0) - now;
        if left > 0 {
            let mut step = Step::new(format!("mute {user} in chat"));
            step.call("muteuser", &[("user", user), ("time", &left.to_string())]);
            steps.push(step);
        }
    }
    steps
}

/// The blacklist entries the target does not already have (user bans add some).
pub(crate) fn blacklist_steps(
    doc: &Value,
    existing: &[serde_json::Map<String, Value>],
) -> Vec<Step> {
    let mut have: Vec<(String, String)> = existing
        .iter()
        .map(|r| {
            let ty = r.get("type").and_then(Value::as_str).unwrap_or("");
            let v = r.get(ty).and_then(Value::as_str).unwrap_or("");
            (ty.to_string(), v.to_string())
        })
        .collect();
    let mut steps = Vec::new();
    for b in array(doc, "blacklists") {
        let ty = text(b, "type");
        let value = text(b, ty);
        if let Some(i) = have.iter().position(|(t, v)| t == ty && v == value) {
            have.remove(i);
            continue;
        }
        let mut step = Step::new(format!("blacklist {ty} {value}"));
        step.call("black", &[(ty, value)]);
        steps.push(step);
    }
    steps
}

pub(crate) fn settings_step(doc: &Value) -> Option<Step> {
    let s = doc.get("settings")?;
    let mut params: Vec<(&str, String)> = Vec::new();
    for (field, param) in [("enabled", "enabled"), ("hwid-lock", "hwidcheck")] {
        if let Some(b) = s.get(field).and_then(Value::as_bool) {
            params.push((param, b.to_string()));
        }
    }
    let update = op("updatesettings");
    let writable = licensectl_catalogue::app::SETTINGS_FIELDS
        .iter()
        .filter(|(_, p)| update.param(p).is_some());
    for (field, param) in writable {
        let v = text(s, field);
        // The service leaves a setting alone when given nothing or "0".
        if !v.is_empty() && v != "0" {
            params.push((param, v.to_string()));
        }
    }
    if params.is_empty() {
        return None;
    }
    let mut step = Step::new(format!("update {} settings", params.len()));
    let refs: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
    step.call("updatesettings", &refs);
    Some(step)
}
