//! The plan `restore` carries out: a backup document turned into ordered steps of service calls.

use std::collections::HashMap;

pub(crate) use licensectl_catalogue::desk::restore as sends;
use licensectl_catalogue::desk::Send;
use licensectl_catalogue::kinds::{self, FieldMap, RecordKind};
use licensectl_catalogue::{Generation, Op};
use serde_json::Value;

use super::records;
use super::restore_validate::Facts;

/// A query value that is filled in from the previous call's answer (a new file id).
pub(crate) const FROM_ANSWER: &str = "\u{0}id";

/// One request of a step; an optional one only warns when the service refuses it; one sent
/// `always` is sent even after a needed one before it was refused (it undoes a temporary change).
pub(crate) struct Call {
    pub(crate) op: &'static Op,
    pub(crate) params: Vec<(String, String)>,
    pub(crate) optional: bool,
    pub(crate) always: bool,
}

/// One record to create: what it is, for people, and the requests that create it, in order.
pub(crate) struct Step {
    pub(crate) line: String,
    pub(crate) calls: Vec<Call>,
    /// Why it cannot be created (the record is reported, nothing is sent).
    pub(crate) refused: Option<String>,
    /// What the target's generation will make of it otherwise (`--dry-run` says it).
    pub(crate) differs: Option<String>,
    /// It changes a subscription's level for a while (parks it): no other step runs meanwhile.
    pub(crate) exclusive: bool,
    /// Values the backup does not give, taken on a guess (fail closed): a real run says each,
    /// and exits 1 unless --accept-unknown.
    pub(crate) unknown: Vec<String>,
    /// How to tell, when its first request is refused, that the record is already there as the
    /// backup has it (a run killed after the service made it, before the journal said so).
    pub(crate) exists: Option<Exists>,
}

/// A record judged by its content: the read that shows it, and each field the first request
/// sets, as (its parameter, the read's field, the backup's value). A field whose parameter that
/// request does not send (a 2022 `add` drops the note) is not compared.
pub(crate) struct Exists {
    pub(crate) read: &'static licensectl_catalogue::desk::Read,
    pub(crate) params: Vec<(String, String)>,
    pub(crate) fields: Vec<(&'static str, &'static str, String)>,
}

impl Step {
    pub(crate) fn new(line: String) -> Step {
        Step {
            line,
            calls: Vec::new(),
            refused: None,
            differs: None,
            exclusive: false,
            unknown: Vec::new(),
            exists: None,
        }
    }
    /// A value the backup does not give, taken on a guess: the line says it (the dry run and
    /// the real run alike), and the real run counts it (`unknown`).
    pub(crate) fn guess(&mut self, what: String) {
        self.line.push_str(&format!(" ({what})"));
        self.unknown.push(what);
    }
    /// One of `restore`'s declared changes (`desk::restore`).
    pub(crate) fn call(&mut self, w: &Send, params: &[(&str, &str)]) {
        match w.op() {
            Some(op) => self.send(op, params),
            None => {
                let no = format!("the catalogue has no seller {}", w.ty);
                self.refused.get_or_insert(no);
            }
        }
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
            always: false,
        });
    }
    pub(crate) fn always(&mut self, w: &Send, params: &[(&str, &str)]) {
        self.call(w, params);
        if let Some(c) = self.calls.last_mut() {
            c.always = true;
        }
    }
    pub(crate) fn optional(&mut self, w: &Send, params: &[(&str, &str)]) {
        self.call(w, params);
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

/// Where a subscription is parked while a key is assigned, so that `assignkey` grants the one the
/// backup says it granted: this plus its level (up to 12 digits, as levels are). A run cut short
/// by a crash leaves it there; the next run recognises it (`unparked`) and moves it back.
const PARKED: u64 = 900_000_000_000;

pub(crate) fn parked(level: &str) -> Option<String> {
    let n: u64 = level.parse().ok()?;
    (n < PARKED / 9).then(|| (PARKED + n).to_string())
}

pub(crate) fn unparked(level: &str) -> Option<String> {
    let n: u64 = level.parse().ok()?;
    (level.len() == 12 && n >= PARKED).then(|| (n - PARKED).to_string())
}

/// A value from the document inside a step's line: shown escaped (a newline in a name stays on
/// the line), by the one escaper.
pub(crate) fn esc(s: &str) -> std::borrow::Cow<'_, str> {
    crate::escape::escape_value(s)
}

/// The subscriptions phase, matched by name, never by level: a backup's subscription the target
/// has at its level is found, one it has at another level is set to the backup's, one it lacks is
/// created. `target` is the target's, in its order.
pub(crate) fn subscription_steps(
    backup: &[(String, String)],
    target: &[(String, String)],
) -> Vec<Step> {
    let mut steps = Vec::new();
    let there: HashMap<&str, &str> = target
        .iter()
        .map(|(n, l)| (n.as_str(), l.as_str()))
        .collect();
    for (name, level) in backup {
        match there.get(name.as_str()) {
            Some(l) if l == level => {}
            Some(l) => {
                let mut step = Step::new(format!(
                    "set subscription {} to level {} (the target has it at level {})",
                    esc(name),
                    esc(level),
                    esc(l)
                ));
                step.call(&sends::EDIT_SUB, &[("sub", name), ("level", level)]);
                steps.push(step);
            }
            None => {
                let row = serde_json::json!({"name": name, "level": level});
                let line = format!("create subscription {} (level {})", esc(name), esc(level));
                steps.push(record_step(&kinds::SUBSCRIPTIONS, &row, line, 0));
            }
        }
    }
    steps
}

/// The step that makes one license; `facts.held` learns the license's duration, level and user
/// when a user's subscription names its key. On a server whose `add` takes no note (2022), the
/// note is set after with `setnote`.
pub(crate) fn license_step(l: &Value, facts: &mut Facts, g: Generation) -> Step {
    let key = text(l, "key");
    let secs = int(l, "expires").unwrap_or(0);
    let level = text(l, "level");
    let usedby = text(l, "usedby");
    if let Some(held) = facts.held.get_mut(key) {
        held.get_or_insert((secs, usedby.to_string(), level.to_string()));
    }
    let orphan = !usedby.is_empty() && !facts.users.contains_key(usedby);
    let mut step = Step::new(format!(
        "create license {} (level {}, {}){}",
        esc(key),
        esc(level),
        licensectl_catalogue::units::format_duration(secs.max(0) as u64),
        if orphan {
            format!("; unused: its user {} is not in the backup", esc(usedby))
        } else {
            String::new()
        }
    ));
    if key.contains('*') {
        step.refused = Some("a key containing `*` cannot be recreated (it is a mask)".into());
    }
    let note = text(l, "note");
    step.exists = Some(Exists {
        read: &licensectl_catalogue::desk::LICENSE,
        params: vec![("key".into(), key.into())],
        fields: vec![
            ("level", "level", level.into()),
            ("expiry", "expires", secs.to_string()),
            ("note", "note", note.into()),
        ],
    });
    step.call(
        &sends::ADD_LICENSE,
        &[
            ("expiry", &days(secs)),
            ("mask", key),
            ("amount", "1"),
            ("level", level),
            ("note", note),
            ("owner", text(l, "genby")),
        ],
    );
    let (dropped, warned) = sends::ADD_LICENSE
        .op()
        .map_or((Vec::new(), Vec::new()), |add| add.dropped_on(g, ["note"]));
    if !note.is_empty() && (dropped.contains(&"note") || warned.contains(&"note")) {
        step.call(&sends::NOTE, &[("key", key), ("note", note)]);
    }
    step
}

/// The ban of a banned license (after the users: a banned key cannot be assigned).
pub(crate) fn ban_step(l: &Value) -> Option<Step> {
    let reason = text(l, "banned");
    if text(l, "status") != "Banned" && reason.is_empty() {
        return None;
    }
    let key = text(l, "key");
    let mut step = Step::new(format!("ban license {}", esc(key)));
    step.call(&sends::BAN_LICENSE, &[("key", key), ("reason", reason)]);
    Some(step)
}

/// A user's variables, one step each.
pub(crate) fn user_var_steps(u: &Value) -> Vec<Step> {
    let user = text(u, "username");
    array(u, "vars")
        .iter()
        .map(|v| {
            let var = text(v, "name");
            let mut step = Step::new(format!("set variable {} of user {}", esc(var), esc(user)));
            step.call(
                &sends::USER_VAR,
                &[("user", user), ("var", var), ("data", text(v, "data"))],
            );
            step
        })
        .collect()
}

/// The step of one record of the sections after the users (`None`: nothing to make: a mute that
/// has ended, a blacklist entry the target has; `have` counts the target's entries by key).
pub(crate) fn other_step(
    section: &str,
    r: &Value,
    now: i64,
    have: &mut HashMap<String, usize>,
) -> Option<Step> {
    let key = |kind: &RecordKind| esc(&records::key(kind, r)).into_owned();
    Some(match section {
        "vars" => {
            let line = format!("create variable {}", key(&kinds::VARS));
            record_step(&kinds::VARS, r, line, now)
        }
        "files" => {
            let url = text(r, "url");
            let mut step = Step::new(format!(
                "upload file {} from {}",
                esc(text(r, "name")),
                esc(url)
            ));
            step.call(&sends::UPLOAD, &[("url", url)]);
            if r.get("authed").is_none() {
                step.guess("authed: the backup does not say; uploaded members-only".into());
            }
            // Only a file the backup shows as public needs the edit (`upload` makes it
            // members-only; a 2022 backup does not say, and its server has no `editfile`).
            if r.get("authed").is_some() && flag(r, "authed") == "0" {
                step.call(
                    &sends::EDIT_FILE,
                    &[("id", FROM_ANSWER), ("url", url), ("authed", "0")],
                );
            }
            step
        }
        "webhooks" => {
            let url = esc(text(r, "short_baselink"));
            let line = format!("create webhook {} ({url})", key(&kinds::WEBHOOKS));
            record_step(&kinds::WEBHOOKS, r, line, now)
        }
        "buttons" => {
            let line = format!("create button {}", key(&kinds::BUTTONS));
            record_step(&kinds::BUTTONS, r, line, now)
        }
        "chats" => {
            let line = format!("create chat channel {}", key(&kinds::CHATS));
            record_step(&kinds::CHATS, r, line, now)
        }
        "mutes" => {
            // A mute that has ended is not made again.
            if int(r, "time").unwrap_or(0) <= now {
                return None;
            }
            let line = format!("mute {} in chat", key(&kinds::MUTES));
            record_step(&kinds::MUTES, r, line, now)
        }
        "blacklists" => {
            let kind = &kinds::BLACKLISTS;
            let k = records::key(kind, r);
            if let Some(n) = have.get_mut(&k).filter(|n| **n > 0) {
                *n -= 1;
                return None;
            }
            record_step(kind, r, format!("blacklist {}", esc(&k)), 0)
        }
        _ => return None,
    })
}

/// The target's blacklist entries, counted by key (`other_step` skips those).
pub(crate) fn blacklist_keys(
    existing: &[serde_json::Map<String, Value>],
) -> HashMap<String, usize> {
    let mut have = HashMap::new();
    for r in existing {
        *have
            .entry(records::key(&kinds::BLACKLISTS, &Value::Object(r.clone())))
            .or_default() += 1;
    }
    have
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
    let mut step = Step::new(line);
    for f in &unknown {
        if let Some(d) = f.default {
            step.guess(format!(
                "{}: the backup does not say; restored as {d}, fail closed",
                f.file
            ));
        }
    }
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

/// The settings the backup holds (its `settings` section), in one `updatesettings`.
pub(crate) fn settings_step(s: &Value) -> Option<Step> {
    let kind = &kinds::SETTINGS;
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

/// A step line as a message shows it: a 100,000-character name is named, not echoed.
pub(crate) fn said(line: &str) -> std::borrow::Cow<'_, str> {
    crate::escape::shorten(line, 100)
}
