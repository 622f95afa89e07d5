//! The first walk over a backup document, before `restore` sends anything: every record checked (a
//! mistyped section or an out-of-range value is a usage error naming its path, never a silent
//! skip), one record in memory at a time, and the few facts the restore needs gathered — the
//! subscriptions, the users' names and the keys they hold, the settings.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::stream::{walk, Source, Stopped, Want};
use crate::error::Failure;

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
    if k == "settings" {
        facts.settings = Some(v);
    } else if k == "accounts" {
        facts.team = ["resellers", "managers"]
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
    for (f, kind) in fields_of(section) {
        check(v.get(*f), *kind, format!("{at}.{f}"))?;
    }
    gather(facts, section, &at, v)
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
        match k {
            "format" | "version" | "settings" | "app" | "accounts" => Want::Whole,
            k if SCHEMA.iter().any(|(s, _)| *s == k) => Want::Each,
            _ => Want::Skip,
        }
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
            ("settings" | "app" | "accounts", _) => {
                whole(&mut facts, k, v).map_err(|(p, w)| bad(p, w))?
            }
            (section, None) => {
                let fields = fields_of(section);
                check(Some(&v), Kind::Rows(fields), section.to_string())
                    .map_err(|(p, w)| bad(p, w))?;
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

fn fields_of(section: &str) -> &'static [(&'static str, Kind)] {
    SCHEMA
        .iter()
        .find(|(s, _)| *s == section)
        .map_or(&[], |(_, f)| f)
}

/// What one checked record adds to the facts.
fn gather(facts: &mut Facts, section: &str, at: &str, v: Value) -> Result<(), (String, String)> {
    let text = |f: &str| v.get(f).and_then(Value::as_str).unwrap_or("").to_string();
    match section {
        "subscriptions" => facts.subscriptions.push((text("name"), text("level"))),
        "licenses" => {
            facts.licenses += 1;
            let level = text("level");
            if !facts.levels.contains(&level) {
                facts.levels.insert(level);
            }
        }
        "users" => {
            *facts.users.entry(text("username")).or_default() += 1;
            for s in v
                .get("subscriptions")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                if let Some(k) = s
                    .get("key")
                    .and_then(Value::as_str)
                    .filter(|k| !k.is_empty())
                {
                    facts.held.entry(k.to_string()).or_default();
                }
            }
        }
        "blacklists" => {
            if let Some(ty) = v.get("type").and_then(Value::as_str) {
                check(v.get(ty), Kind::Name, format!("{at}.{ty}"))?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// What a field must hold.
#[derive(Clone, Copy)]
enum Kind {
    /// A string (or null / absent: "none").
    Text,
    /// A non-empty string.
    Name,
    /// An integer (or a string of one) in this range, or absent.
    Int(i64, i64),
    /// An integer (or a string of one) in this range, always present.
    Needed(i64, i64),
    /// A boolean, 0/1, or a string of one; or absent.
    Flag,
    /// A list of objects, each with these fields.
    Rows(&'static [(&'static str, Kind)]),
}

const ANY: (i64, i64) = (i64::MIN, i64::MAX);

const SUBSCRIPTION: &[(&str, Kind)] = &[("name", Kind::Name), ("level", Kind::Text)];
const LICENSE: &[(&str, Kind)] = &[
    ("key", Kind::Name),
    // Any length the service stores and `licenses create` makes: 0 days (`--expiry 0d`) up to
    // 2^63 seconds (`--expiry 106751991167300d`). A narrower range refused, whole, the backup of
    // an app holding one such key, which `backup` had written with exit 0.
    ("expires", Kind::Needed(0, i64::MAX)),
    ("level", Kind::Text),
    ("note", Kind::Text),
    ("genby", Kind::Text),
    ("usedby", Kind::Text),
    ("status", Kind::Text),
    ("banned", Kind::Text),
];
const USER_SUB: &[(&str, Kind)] = &[
    ("subscription", Kind::Text),
    ("key", Kind::Text),
    ("expiry", Kind::Int(ANY.0, ANY.1)),
    ("paused", Kind::Flag),
];
const USER_VAR: &[(&str, Kind)] = &[("name", Kind::Name), ("data", Kind::Text)];
const USER: &[(&str, Kind)] = &[
    ("username", Kind::Name),
    ("hwid", Kind::Text),
    ("banned", Kind::Text),
    ("cooldown", Kind::Int(0, i64::MAX)),
    ("subscriptions", Kind::Rows(USER_SUB)),
    ("vars", Kind::Rows(USER_VAR)),
];
const VAR: &[(&str, Kind)] = &[
    ("varid", Kind::Name),
    ("msg", Kind::Text),
    ("authed", Kind::Flag),
];
const FILE: &[(&str, Kind)] = &[
    ("url", Kind::Text),
    ("name", Kind::Text),
    ("authed", Kind::Flag),
];
const WEBHOOK: &[(&str, Kind)] = &[
    ("webid", Kind::Text),
    ("short_baselink", Kind::Text),
    ("useragent", Kind::Text),
    ("authed", Kind::Flag),
];
const BUTTON: &[(&str, Kind)] = &[("value", Kind::Text), ("text", Kind::Text)];
const CHAT: &[(&str, Kind)] = &[("name", Kind::Name), ("delay", Kind::Int(0, i64::MAX))];
const MUTE: &[(&str, Kind)] = &[("user", Kind::Name), ("time", Kind::Int(ANY.0, ANY.1))];
const BLACKLIST: &[(&str, Kind)] = &[("type", Kind::Name)];

const SCHEMA: &[(&str, &[(&str, Kind)])] = &[
    ("subscriptions", SUBSCRIPTION),
    ("licenses", LICENSE),
    ("users", USER),
    ("vars", VAR),
    ("files", FILE),
    ("webhooks", WEBHOOK),
    ("buttons", BUTTON),
    ("chats", CHAT),
    ("mutes", MUTE),
    ("blacklists", BLACKLIST),
];

/// Checks a value (`None`: absent) against `kind`; `Err((path, what is wrong))`.
fn check(v: Option<&Value>, kind: Kind, path: String) -> Result<(), (String, String)> {
    let wrong = |expected: &str| {
        Err((
            path.clone(),
            format!("is {}, not {expected}", v.map_or("missing", type_of)),
        ))
    };
    match (kind, v) {
        (Kind::Text | Kind::Flag | Kind::Int(..) | Kind::Rows(_), None | Some(Value::Null)) => {
            Ok(())
        }
        (Kind::Text, Some(Value::String(_))) => Ok(()),
        (Kind::Text, _) => wrong("a string"),
        (Kind::Name, Some(Value::String(s))) if !s.is_empty() => Ok(()),
        (Kind::Name, _) => wrong("a non-empty string"),
        (Kind::Flag, Some(Value::Bool(_))) => Ok(()),
        (Kind::Flag, Some(x)) if int(x).is_some() => Ok(()),
        (Kind::Flag, _) => wrong("a flag (true/false, 1/0)"),
        (Kind::Int(lo, hi) | Kind::Needed(lo, hi), Some(x)) => match int(x) {
            Some(n) if (lo..=hi).contains(&n) => Ok(()),
            Some(n) => Err((path, format!("is {n}, out of range ({lo} to {hi})"))),
            None => wrong("an integer"),
        },
        (Kind::Needed(..), None) => wrong("an integer"),
        (Kind::Rows(fields), Some(Value::Array(rows))) => {
            for (i, row) in rows.iter().enumerate() {
                let at = format!("{path}[{i}]");
                if !row.is_object() {
                    return Err((at, format!("is {}, not an object", type_of(row))));
                }
                for (f, k) in fields {
                    check(row.get(*f), *k, format!("{at}.{f}"))?;
                }
            }
            Ok(())
        }
        // A section the source server could not give (an older generation, `backup` says so).
        (Kind::Rows(_), Some(Value::Object(m)))
            if m.get("available") == Some(&Value::Bool(false)) =>
        {
            Ok(())
        }
        (Kind::Rows(_), Some(_)) => wrong("a list"),
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

/// The `format` of a backup document, and its `version`.
pub const FORMAT: &str = "licensectl-backup";
pub const VERSION: i64 = 1;

/// The document's top-level fields (`--json FIELDS` takes these).
pub const SECTIONS: &[&str] = &[
    "format",
    "version",
    "created",
    "app",
    "subscriptions",
    "licenses",
    "users",
    "vars",
    "files",
    "webhooks",
    "buttons",
    "chats",
    "mutes",
    "blacklists",
    "whitelists",
    "settings",
    "accounts",
];

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
