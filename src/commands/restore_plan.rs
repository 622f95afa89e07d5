//! The plan `restore` carries out: a backup document turned into ordered steps of service calls.

use licensectl_catalogue::kinds::{self, FieldMap, RecordKind};
use licensectl_catalogue::{find, Api, Op};
use serde_json::Value;

use super::records;

pub(crate) use super::restore_users::{by_name, name_step, subs_of_name};

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
        self.send(op(ty), params);
    }
    fn send(&mut self, op: &'static Op, params: &[(&str, &str)]) {
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
    for s in array(doc, kinds::SUBSCRIPTIONS.section) {
        let (name, level) = (text(s, "name"), text(s, "level"));
        let there = |r: &serde_json::Map<String, Value>| {
            r.get("name").and_then(Value::as_str) == Some(name)
                && r.get("level").and_then(Value::as_str) == Some(level)
        };
        if existing_subs.iter().any(there) {
            continue;
        }
        let line = format!("create subscription {name} (level {level})");
        steps.push(record_step(&kinds::SUBSCRIPTIONS, s, line, 0));
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
    for (_, records) in by_name(doc) {
        steps.push(name_step(doc, &records, now));
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
    for v in array(doc, kinds::VARS.section) {
        let line = format!("create variable {}", records::key(&kinds::VARS, v));
        steps.push(record_step(&kinds::VARS, v, line, now));
    }
    for f in array(doc, "files") {
        let url = text(f, "url");
        let mut step = Step::new(format!("upload file {} from {url}", text(f, "name")));
        step.call("upload", &[("url", url)]);
        // Only a file the backup shows as public needs the edit (`upload` makes it members-only;
        // a 2022 backup does not say, and its server has no `editfile`).
        if f.get("authed").is_some() && flag(f, "authed") == "0" {
            step.call(
                "editfile",
                &[("id", FROM_ANSWER), ("url", url), ("authed", "0")],
            );
        }
        steps.push(step);
    }
    for w in array(doc, kinds::WEBHOOKS.section) {
        let url = text(w, "short_baselink");
        let line = format!(
            "create webhook {} ({url})",
            records::key(&kinds::WEBHOOKS, w)
        );
        steps.push(record_step(&kinds::WEBHOOKS, w, line, now));
    }
    for b in array(doc, kinds::BUTTONS.section) {
        let line = format!("create button {}", records::key(&kinds::BUTTONS, b));
        steps.push(record_step(&kinds::BUTTONS, b, line, now));
    }
    for c in array(doc, kinds::CHATS.section) {
        let line = format!("create chat channel {}", records::key(&kinds::CHATS, c));
        steps.push(record_step(&kinds::CHATS, c, line, now));
    }
    for m in array(doc, kinds::MUTES.section) {
        // A mute that has ended is not made again.
        if int(m, "time").unwrap_or(0) > now {
            let line = format!("mute {} in chat", records::key(&kinds::MUTES, m));
            steps.push(record_step(&kinds::MUTES, m, line, now));
        }
    }
    steps
}

/// The blacklist entries the target does not already have (user bans add some).
pub(crate) fn blacklist_steps(
    doc: &Value,
    existing: &[serde_json::Map<String, Value>],
) -> Vec<Step> {
    let kind = &kinds::BLACKLISTS;
    let mut have: Vec<String> = existing
        .iter()
        .map(|r| records::key(kind, &Value::Object(r.clone())))
        .collect();
    let mut steps = Vec::new();
    for b in array(doc, kind.section) {
        let key = records::key(kind, b);
        if let Some(i) = have.iter().position(|k| *k == key) {
            have.remove(i);
            continue;
        }
        steps.push(record_step(kind, b, format!("blacklist {key}"), 0));
    }
    steps
}

/// The step that recreates one record of `kind` from its backed-up row, refused when a value
/// the service lists cut (a webhook's URL) may have lost its end.
fn record_step(kind: &RecordKind, row: &Value, line: String, now: i64) -> Step {
    let key = records::key(kind, row);
    // A flag the backup's server did not report (a 2022 variable's `authed`) is never guessed
    // open: it takes the declared default (members-only), and the line says so.
    let unknown: Vec<FieldMap> = kind
        .data_fields()
        .into_iter()
        .filter(|f| f.form == kinds::Form::Flag && records::listed(row, f).is_none())
        .collect();
    let mut line = line;
    for f in &unknown {
        if let Some(d) = f.default {
            line.push_str(&format!(
                " ({}: the backup does not say; restored as {d}, fail closed)",
                f.file
            ));
        }
    }
    let mut step = Step::new(line);
    let value = |f: &FieldMap| match (records::listed(row, f), f.default) {
        (None, Some(d)) if f.form == kinds::Form::Flag => d.to_string(),
        _ => records::value(row, f),
    };
    let Some((op, params)) = records::create(kind, &key, value, now) else {
        return step;
    };
    for f in kind.field_map() {
        if let Some(n) = f.listed_chars {
            if records::value(row, &f).chars().count() >= n {
                step.refused = Some(format!(
                    "the service lists only the first {n} characters of a {}'s URL; recreate it with `licensectl {}`",
                    kind.noun, op.command
                ));
            }
        }
    }
    let refs: Vec<(&str, &str)> = params
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    step.send(op, &refs);
    step
}

/// The settings the backup holds, in one `updatesettings`.
pub(crate) fn settings_step(doc: &Value) -> Option<Step> {
    let kind = &kinds::SETTINGS;
    let s = doc.get(kind.section)?;
    let update = kind.edit_op()?;
    let is_switch = |f: &FieldMap| f.form == kinds::Form::Flag;
    let params: Vec<(&str, String)> = kind
        .field_map()
        .iter()
        .filter_map(|f| {
            // A switch only when the backup has it as a boolean; the service leaves any other
            // setting alone when given nothing or "0".
            let v = if is_switch(f) {
                s.get(f.row)?.as_bool()?.to_string()
            } else {
                records::value(s, f)
            };
            let param = f.edit?;
            (!v.is_empty() && v != "0").then_some((param, v))
        })
        .collect();
    if params.is_empty() {
        return None;
    }
    let mut step = Step::new(format!("update {} settings", params.len()));
    let refs: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
    step.send(update, &refs);
    Some(step)
}
