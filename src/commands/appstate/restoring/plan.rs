//! The plan `restore` carries out: a backup document turned into ordered steps of service calls.

use std::collections::HashMap;

pub(crate) use licensectl_catalogue::desk::restore as sends;
use licensectl_catalogue::document::{self as doc, file, license, user, Compare};
use licensectl_catalogue::kinds::{self, FieldMap, Form, Identity, RecordKind};
use licensectl_catalogue::Generation;
use licensectl_catalogue::{Kind as ParamKind, Unit};
use serde_json::Value;

use crate::commands::appstate::shared::document::Facts;
use crate::commands::appstate::shared::records;
use crate::commands::appstate::shared::steps::{
    array, days, esc, flag, int, text, Exists, Step, FROM_ANSWER,
};

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

/// The step that makes one license, with the parameters its declared fields are sent as
/// (`document::LICENSE`: the length in days); `facts.held` learns the license's duration, level
/// and user when a user's subscription names its key. On a server whose `add` takes no note
/// (2022), the note is set after with `setnote`.
pub(crate) fn license_step(l: &Value, facts: &mut Facts, g: Generation) -> Step {
    license_step_of(doc::LICENSE, l, facts, g)
}

/// `license_step` with a declaration of license fields (a test adds one).
pub(crate) fn license_step_of(
    fields: &'static [doc::Field],
    l: &Value,
    facts: &mut Facts,
    g: Generation,
) -> Step {
    let key = text(l, license::KEY.name);
    let secs = int(l, license::EXPIRES.name).unwrap_or(0);
    let level = text(l, license::LEVEL.name);
    let usedby = text(l, license::USEDBY.name);
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
    // A field as `add` takes it: a length in the days its parameter is declared in (the
    // document has seconds), the rest as the document has it.
    let add = sends::ADD_LICENSE.op();
    let sent = |f: &doc::Field, param: &str| {
        let kind = add.and_then(|op| op.param(param)).map(|p| p.kind);
        match kind {
            Some(ParamKind::Duration(Unit::Days)) => days(int(l, f.name).unwrap_or(0)),
            _ => text(l, f.name).to_string(),
        }
    };
    // A license an earlier run made is recognised by what `add` set that the read-back compares.
    step.exists = Some(Exists {
        read: &licensectl_catalogue::desk::LICENSE,
        // `licenses info KEY`.
        params: vec![("key".into(), key.into())],
        fields: doc::compared(fields)
            .filter_map(|(f, c)| {
                let want = match c.how {
                    Compare::Seconds => int(l, f.name).unwrap_or(0).to_string(),
                    _ => text(l, f.name).to_string(),
                };
                Some((f.create?, c.theirs, want))
            })
            .collect(),
    });
    let mut params: Vec<(&str, String)> = fields
        .iter()
        .filter_map(|f| Some((f.create?, sent(f, f.create?))))
        .collect();
    params.push(("amount", "1".into()));
    // In the order `add` declares its parameters.
    if let Some(add) = add {
        params.sort_by_key(|(p, _)| add.params.iter().position(|d| d.name == *p));
    }
    let refs: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
    step.call(&sends::ADD_LICENSE, &refs);
    let note = text(l, license::NOTE.name);
    let (dropped, warned) = sends::ADD_LICENSE
        .op()
        .map_or((Vec::new(), Vec::new()), |add| {
            add.dropped_on(g, [license::NOTE.create.unwrap_or_default()])
        });
    let on_note = |p: &&str| Some(*p) == license::NOTE.create;
    if !note.is_empty() && (dropped.iter().any(on_note) || warned.iter().any(on_note)) {
        step.call(&sends::NOTE, &[("key", key), ("note", note)]);
    }
    step
}

/// The ban of a banned license (after the users: a banned key cannot be assigned).
pub(crate) fn ban_step(l: &Value) -> Option<Step> {
    let reason = text(l, license::BANNED.name);
    if text(l, license::STATUS.name) != "Banned" && reason.is_empty() {
        return None;
    }
    let key = text(l, license::KEY.name);
    let mut step = Step::new(format!("ban license {}", esc(key)));
    step.call(&sends::BAN_LICENSE, &[("key", key), ("reason", reason)]);
    Some(step)
}

/// A user's variables, one step each.
pub(crate) fn user_var_steps(u: &Value) -> Vec<Step> {
    let user = text(u, user::USERNAME.name);
    array(u, user::VARS.name)
        .iter()
        .map(|v| {
            let var = text(v, user::VAR_NAME.name);
            let mut step = Step::new(format!("set variable {} of user {}", esc(var), esc(user)));
            step.call(
                &sends::USER_VAR,
                &[
                    ("user", user),
                    ("var", var),
                    ("data", text(v, user::VAR_DATA.name)),
                ],
            );
            step
        })
        .collect()
}

/// The step of one record of the sections after the users (`None`: nothing to make: a mute that
/// has ended, a blacklist entry the target has; `have` counts the target's entries by key). A
/// configuration kind's record is made as its kind declares (`record_step`); a file is uploaded.
pub(crate) fn other_step(
    section: &str,
    r: &Value,
    now: i64,
    have: &mut HashMap<String, usize>,
) -> Option<Step> {
    if section == doc::FILES.name {
        return Some(file_step(r));
    }
    let kind = doc::section_of(section)?.kind()?;
    let k = records::key(kind, r);
    let key = esc(&k);
    let line = match kind.identity {
        Identity::Typed { .. } => {
            if let Some(n) = have.get_mut(&k).filter(|n| **n > 0) {
                *n -= 1;
                return None;
            }
            return Some(record_step(kind, r, format!("blacklist {key}"), 0));
        }
        _ if kind.section == kinds::WEBHOOKS.section => {
            let url = kind
                .field_map()
                .into_iter()
                .find(|f| f.listed_chars.is_some());
            let url = url.map_or(String::new(), |f| records::value(r, &f));
            format!("create webhook {key} ({})", esc(&url))
        }
        _ if kind.section == kinds::MUTES.section => {
            // A mute that has ended is not made again.
            let ends = kind.field_map().into_iter().find(|f| f.form == Form::Until);
            if ends.and_then(|f| int(r, f.row)).unwrap_or(0) <= now {
                return None;
            }
            format!("mute {key} in chat")
        }
        _ => format!("create {} {key}", kind.noun),
    };
    Some(record_step(kind, r, line, now))
}

/// The step that uploads one file again from its URL (members-only unless the backup says it
/// is public).
fn file_step(r: &Value) -> Step {
    let url = text(r, file::URL.name);
    let mut step = Step::new(format!(
        "upload file {} from {}",
        esc(text(r, file::NAME.name)),
        esc(url)
    ));
    step.call(&sends::UPLOAD, &[("url", url)]);
    let authed = file::AUTHED.name;
    if r.get(authed).is_none() {
        step.guess("authed: the backup does not say; uploaded members-only".into());
    }
    // Only a file the backup shows as public needs the edit (`upload` makes it members-only; a
    // 2022 backup does not say, and its server has no `editfile`).
    if r.get(authed).is_some() && flag(r, authed) == "0" {
        step.call(
            &sends::EDIT_FILE,
            &[("id", FROM_ANSWER), ("url", url), ("authed", "0")],
        );
    }
    step
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
