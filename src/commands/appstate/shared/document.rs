//! The backup document as `licensectl_catalogue::document` declares it, and the first walk over
//! one before `restore` sends anything: every record checked against the declaration (a
//! mistyped section or an out-of-range value is a usage error naming its path, never a silent
//! skip), one record in memory at a time, and the few facts the restore needs gathered — the
//! subscriptions, the users' names and the keys they hold, the settings.

use std::collections::{HashMap, HashSet};

use licensectl_catalogue::document::{
    self as doc, license, section_of, user, Check, Holds, Restored,
};
use licensectl_catalogue::kinds::{self, SUBSCRIPTIONS};
use serde_json::Value;

use super::stream::{walk, Source, Stopped, Want};
use crate::error::Failure;

pub use licensectl_catalogue::document::{FORMAT, VERSION};

/// The document's top-level fields, in order (`backup --json FIELDS` takes these).
pub const SECTIONS: &[&str] = &doc::NAMES;

/// What the restore needs to know before it reads the records again.
#[derive(Default)]
pub(crate) struct Facts {
    /// The backup's subscriptions (name, level), in its order.
    pub(crate) subscriptions: Vec<(String, String)>,
    /// How many user records each name has (a server that stores twins lists a name twice).
    pub(crate) users: HashMap<String, usize>,
    /// The keys users' subscriptions name, with what the license says (filled as the licenses
    /// are restored: its duration, who used it, its level).
    pub(crate) held: HashMap<String, Option<(i64, String, String)>>,
    /// The licenses' levels.
    pub(crate) levels: HashSet<String>,
    pub(crate) settings: Option<Value>,
    /// Reseller and manager accounts (not restored: they need a password).
    pub(crate) team: usize,
    pub(crate) licenses: usize,
}

/// A whole section (`settings`, `app`, `accounts`): an object, whose facts are kept.
fn whole(facts: &mut Facts, k: &str, v: Value) -> Result<(), (String, String)> {
    if !v.is_object() {
        return Err((k.into(), format!("is {}, not an object", type_of(&v))));
    }
    if k == doc::SETTINGS.name {
        facts.settings = Some(v);
    } else if k == doc::ACCOUNTS.name {
        facts.team = doc::ACCOUNT_LISTS
            .iter()
            .map(|t| v.get(*t).and_then(Value::as_array).map_or(0, Vec::len))
            .sum();
    }
    Ok(())
}

/// One record of a section (`section[i]`): an object whose fields are of their kinds; its
/// facts are gathered.
fn record(facts: &mut Facts, section: &str, i: usize, v: Value) -> Result<(), (String, String)> {
    let at = format!("{section}[{i}]");
    if !v.is_object() {
        return Err((at, format!("is {}, not an object", type_of(&v))));
    }
    for (f, check) in fields_of(section) {
        check_value(v.get(f), check, format!("{at}.{f}"))?;
    }
    gather(facts, section, &at, v)
}

/// How the walk takes a top-level field: `format` and `version` and the objects whole, the
/// lists record by record, the rest (`created`, `whitelists`, an unknown key) skipped.
fn want_of(k: &str) -> Want {
    match section_of(k).map(|s| s.holds) {
        Some(Holds::Object) | Some(Holds::Stamp) if k != "created" => Want::Whole,
        Some(Holds::Rows(_) | Holds::Kind) => Want::Each,
        _ => Want::Skip,
    }
}

/// Walks the whole document once, checking every record; the facts, or the first problem.
pub(crate) fn check_document(source: &Source) -> Result<Facts, anyhow::Error> {
    let file = source.name.as_str();
    let bad = |path: String, what: String| {
        Failure::Usage(format!(
            "{file}: `{path}` {what}; nothing was restored (fix the document and run again)"
        ))
    };
    let mut facts = Facts::default();
    let (mut format, mut version, mut seen) = (None, None, false);
    let mut want = |k: &str| {
        seen = true;
        want_of(k)
    };
    let mut each = |k: &str, i: Option<usize>, v: Value| -> anyhow::Result<()> {
        match (k, i) {
            ("format", _) => {
                if v.as_str() != Some(FORMAT) {
                    return Err(Failure::Usage(format!("{file} is not a licensectl backup")).into());
                }
                format = Some(());
            }
            ("version", _) => {
                if v.as_i64() != Some(VERSION) {
                    return Err(Failure::Usage(format!(
                        "{file} is a backup of version {v}; this licensectl reads version {VERSION}"
                    ))
                    .into());
                }
                version = Some(());
            }
            (section, None) if !is_list(section) => {
                whole(&mut facts, section, v).map_err(|(p, w)| bad(p, w))?
            }
            (section, None) => {
                let rows = Check::Rows(&[]);
                check_value(Some(&v), rows, section.to_string()).map_err(|(p, w)| bad(p, w))?;
            }
            (section, Some(i)) => record(&mut facts, section, i, v).map_err(|(p, w)| bad(p, w))?,
        }
        Ok(())
    };
    let r = source.reader()?;
    match walk(r, &mut want, &mut each) {
        Ok(()) => {}
        Err(Stopped::Callback(e)) => return Err(e),
        Err(Stopped::NotJson { top, why }) => {
            return Err(if top || !seen {
                Failure::Usage(format!(
                    "{file} is not a licensectl backup: it is not a JSON object (a backup is a JSON document)"
                ))
            } else {
                Failure::Usage(format!("{file} is not a JSON document: {why}"))
            }
            .into())
        }
    }
    if format.is_none() {
        return Err(Failure::Usage(format!("{file} is not a licensectl backup")).into());
    }
    if version.is_none() {
        return Err(Failure::Usage(format!(
            "{file} is a backup of version null; this licensectl reads version {VERSION}"
        ))
        .into());
    }
    Ok(facts)
}

/// A list section (its records checked one by one).
fn is_list(section: &str) -> bool {
    section_of(section).is_some_and(|s| s.is_list())
}

/// The declared fields of a section's records, with what each must hold.
fn fields_of(section: &str) -> Vec<(&'static str, Check)> {
    section_of(section).map_or_else(Vec::new, |s| s.fields())
}

/// What one checked record adds to the facts.
fn gather(facts: &mut Facts, section: &str, at: &str, v: Value) -> Result<(), (String, String)> {
    let text = |f: &str| v.get(f).and_then(Value::as_str).unwrap_or("").to_string();
    let restored = section_of(section).map(|s| s.restored);
    if section == SUBSCRIPTIONS.section {
        let name = SUBSCRIPTIONS.id_field().map_or("", |f| f.row);
        let level = SUBSCRIPTIONS.data_fields();
        let level = level.first().map_or("", |f| f.row);
        facts.subscriptions.push((text(name), text(level)));
    } else if section == doc::LICENSES.name {
        facts.licenses += 1;
        let level = text(license::LEVEL.name);
        if !facts.levels.contains(&level) {
            facts.levels.insert(level);
        }
    } else if section == doc::USERS.name {
        *facts.users.entry(text(user::USERNAME.name)).or_default() += 1;
        for s in v
            .get(user::SUBSCRIPTIONS.name)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(k) = s
                .get(user::KEY.name)
                .and_then(Value::as_str)
                .filter(|k| !k.is_empty())
            {
                facts.held.entry(k.to_string()).or_default();
            }
        }
    } else if restored == Some(Restored::Later) {
        // A typed record (a blacklist entry): the field its type names holds its value.
        let typed = section_of(section).and_then(|s| s.kind());
        if typed.is_some_and(|k| matches!(k.identity, kinds::Identity::Typed { .. })) {
            if let Some(ty) = v.get(kinds::TYPE_FIELD).and_then(Value::as_str) {
                check_value(v.get(ty), Check::Name, format!("{at}.{ty}"))?;
            }
        }
    }
    Ok(())
}

/// Checks a list of records against a declaration of their fields (`Err((path, what is
/// wrong))`), as a document's section of them is checked.
#[cfg(test)]
pub(crate) fn check_rows(
    v: &Value,
    fields: &'static [doc::Field],
    path: &str,
) -> Result<(), (String, String)> {
    check_value(Some(v), Check::Rows(fields), path.to_string())
}

/// Checks a value (`None`: absent) against `check`; `Err((path, what is wrong))`.
fn check_value(v: Option<&Value>, check: Check, path: String) -> Result<(), (String, String)> {
    let wrong = |expected: &str| {
        Err((
            path.clone(),
            format!("is {}, not {expected}", v.map_or("missing", type_of)),
        ))
    };
    match (check, v) {
        (Check::Text | Check::Flag | Check::Int(..) | Check::Rows(_), None | Some(Value::Null)) => {
            Ok(())
        }
        (Check::Text, Some(Value::String(_))) => Ok(()),
        (Check::Text, _) => wrong("a string"),
        (Check::Name, Some(Value::String(s))) if !s.is_empty() => Ok(()),
        (Check::Name, _) => wrong("a non-empty string"),
        (Check::Flag, Some(Value::Bool(_))) => Ok(()),
        (Check::Flag, Some(x)) if int(x).is_some() => Ok(()),
        (Check::Flag, _) => wrong("a flag (true/false, 1/0)"),
        (Check::Int(lo, hi) | Check::Needed(lo, hi), Some(x)) => match int(x) {
            Some(n) if (lo..=hi).contains(&n) => Ok(()),
            Some(n) => Err((path, format!("is {n}, out of range ({lo} to {hi})"))),
            None => wrong("an integer"),
        },
        (Check::Needed(..), None) => wrong("an integer"),
        (Check::Rows(fields), Some(Value::Array(rows))) => {
            for (i, row) in rows.iter().enumerate() {
                let at = format!("{path}[{i}]");
                if !row.is_object() {
                    return Err((at, format!("is {}, not an object", type_of(row))));
                }
                for f in fields {
                    check_value(row.get(f.name), f.check, format!("{at}.{}", f.name))?;
                }
            }
            Ok(())
        }
        // A section the source server could not give (an older generation, `backup` says so).
        (Check::Rows(_), Some(Value::Object(m)))
            if m.get("available") == Some(&Value::Bool(false)) =>
        {
            Ok(())
        }
        (Check::Rows(_), Some(_)) => wrong("a list"),
    }
}

fn int(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn type_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn err(doc: Value) -> String {
        let mut doc = doc;
        doc["format"] = json!(FORMAT);
        doc["version"] = json!(VERSION);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("b.json");
        std::fs::write(&path, doc.to_string()).unwrap();
        let source = Source::open(path.to_str().unwrap()).unwrap();
        match check_document(&source) {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn mistyped_sections_and_values_are_named() {
        assert_eq!(err(json!({"licenses": [], "users": []})), "");
        assert!(err(json!({"licenses": {"a": 1}})).contains("`licenses` is an object, not a list"));
        assert!(err(json!({"users": [3]})).contains("`users[0]` is a number, not an object"));
        let bad =
            json!({"licenses": [{"key": "K", "expires": 86400}, {"key": "L", "expires": "soon"}]});
        assert!(err(bad).contains("`licenses[1].expires` is a string, not an integer"));
        let below = json!({"licenses": [{"key": "K", "expires": -1}]});
        assert!(err(below).contains("`licenses[0].expires` is -1, out of range"));
        for length in [0, i64::MAX] {
            assert_eq!(
                err(json!({"licenses": [{"key": "K", "expires": length}]})),
                ""
            );
        }
        let sub = json!({"users": [{"username": "a", "subscriptions": [{"expiry": []}]}]});
        assert!(err(sub).contains("`users[0].subscriptions[0].expiry` is a list"));
        assert!(
            err(json!({"blacklists": [{"type": "ip"}]})).contains("`blacklists[0].ip` is missing")
        );
        assert!(err(json!({"settings": []})).contains("`settings` is a list, not an object"));
        let unavailable = json!({"webhooks": {"available": false, "reason": "no such type"}});
        assert_eq!(err(unavailable), "");
    }
}
