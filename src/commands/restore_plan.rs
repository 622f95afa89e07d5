//! The plan `restore` carries out: a backup document turned into ordered steps of service calls.

use licensectl_catalogue::{find, Api, Op};
use serde_json::Value;

pub(crate) use super::restore_users::user_step;

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
    pub(crate) fn new(line: String) -> Step {
        Step {
            line,
            calls: Vec::new(),
            refused: None,
        }
    }
    pub(crate) fn call(&mut self, ty: &str, params: &[(&str, &str)]) {
        let op = op(ty);
        // Values from the document go through the codec as flags do; one that would not encode
        // refuses the step before anything of it is sent (the answer placeholder passes).
        let mut checked = Vec::new();
        for (k, v) in params.iter().filter(|(_, v)| !v.is_empty()) {
            let pair = vec![(k.to_string(), v.to_string())];
            if *v == FROM_ANSWER {
                checked.extend(pair);
                continue;
            }
            match crate::params::wire(op, &pair) {
                Ok(q) => checked.extend(q),
                Err(e) => {
                    self.refused.get_or_insert(e.to_string());
                    checked.extend(pair);
                }
            }
        }
        let params = checked;
        self.calls.push(Call {
            op,
            params,
            optional: false,
        });
    }
    pub(crate) fn optional(&mut self, ty: &str, params: &[(&str, &str)]) {
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

/// The records of every phase before users: subscriptions and licenses. A subscription the
/// target already has at the same level (a new application's `default`) is not made again.
pub(crate) fn early_steps(
    doc: &Value,
    existing_subs: &[serde_json::Map<String, Value>],
) -> Vec<Step> {
    let mut steps = Vec::new();
    for s in array(doc, "subscriptions") {
        let (name, level) = (text(s, "name"), text(s, "level"));
        let there = |r: &serde_json::Map<String, Value>| {
            r.get("name").and_then(Value::as_str) == Some(name)
                && r.get("level").and_then(Value::as_str) == Some(level)
        };
        if existing_subs.iter().any(there) {
            continue;
        }
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
