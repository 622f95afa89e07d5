//! The shape of a backup document, checked whole before `restore` sends anything: a mistyped
//! section or an out-of-range value is a usage error naming its path, never a silent skip.

use serde_json::Value;

use crate::error::Failure;

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

/// The longest license a backup may ask for: 100 years, in seconds (`lifetime` is 9,999 days).
const MAX_SECS: i64 = 100 * 365 * 86_400;
const ANY: (i64, i64) = (i64::MIN, i64::MAX);

const SUBSCRIPTION: &[(&str, Kind)] = &[("name", Kind::Name), ("level", Kind::Text)];
const LICENSE: &[(&str, Kind)] = &[
    ("key", Kind::Name),
    ("expires", Kind::Needed(1, MAX_SECS)),
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

const SECTIONS: &[(&str, &[(&str, Kind)])] = &[
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

/// Checks the whole document; the first problem, with its path (`licenses[3].expires`).
pub fn validate(file: &str, doc: &Value) -> Result<(), Failure> {
    let bad = |path: String, what: String| {
        Failure::Usage(format!(
            "{file}: `{path}` {what}; nothing was restored (fix the document and run again)"
        ))
    };
    for (section, fields) in SECTIONS {
        check(doc, section, Kind::Rows(fields), section.to_string()).map_err(|(p, w)| bad(p, w))?;
    }
    let blacklists = doc.get("blacklists").and_then(Value::as_array);
    for (i, blacklist) in blacklists.into_iter().flatten().enumerate() {
        if let Some(ty) = blacklist.get("type").and_then(Value::as_str) {
            check(blacklist, ty, Kind::Name, format!("blacklists[{i}].{ty}"))
                .map_err(|(p, w)| bad(p, w))?;
        }
    }
    for section in ["settings", "app", "accounts"] {
        if let Some(v) = doc.get(section).filter(|v| !v.is_object()) {
            return Err(bad(
                section.into(),
                format!("is {}, not an object", type_of(v)),
            ));
        }
    }
    Ok(())
}

/// Checks `parent[field]` against `kind`; `Err((path, what is wrong))`.
fn check(parent: &Value, field: &str, kind: Kind, path: String) -> Result<(), (String, String)> {
    let v = parent.get(field);
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
                    check(row, f, *k, format!("{at}.{f}"))?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn err(doc: Value) -> String {
        validate("b.json", &doc).unwrap_err().message().to_string()
    }

    #[test]
    fn mistyped_sections_and_values_are_named() {
        assert!(validate("b.json", &json!({"licenses": [], "users": []})).is_ok());
        assert!(err(json!({"licenses": {"a": 1}})).contains("`licenses` is an object, not a list"));
        assert!(err(json!({"users": [3]})).contains("`users[0]` is a number, not an object"));
        let bad =
            json!({"licenses": [{"key": "K", "expires": 86400}, {"key": "L", "expires": "soon"}]});
        assert!(err(bad).contains("`licenses[1].expires` is a string, not an integer"));
        let zero = json!({"licenses": [{"key": "K", "expires": 0}]});
        assert!(err(zero).contains("`licenses[0].expires` is 0, out of range"));
        let sub = json!({"users": [{"username": "a", "subscriptions": [{"expiry": []}]}]});
        assert!(err(sub).contains("`users[0].subscriptions[0].expiry` is a list"));
        assert!(
            err(json!({"blacklists": [{"type": "ip"}]})).contains("`blacklists[0].ip` is missing")
        );
        assert!(err(json!({"settings": []})).contains("`settings` is a list, not an object"));
        let unavailable = json!({"webhooks": {"available": false, "reason": "no such type"}});
        assert!(validate("b.json", &unavailable).is_ok());
    }
}
