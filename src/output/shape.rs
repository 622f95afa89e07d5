//! A JSON answer shaped by the field model: secrets dropped, live credentials masked, and for
//! printed records, names, numbers and flags as the model declares them.

use licensectl_catalogue::fields::{self, Meaning, Resource};
use serde_json::{Map, Value};

/// What to do to an answer's fields besides redaction.
#[derive(Clone, Copy)]
pub struct Shaping {
    pub show_secrets: bool,
    /// Rename aliases, write numbers as numbers and flags as booleans (`false` for `api`,
    /// which prints the raw answer).
    pub normalise: bool,
}

/// Shapes `v` as rows or a record of `res` (its nested objects and lists of an undeclared
/// field inherit `res`: an answer's list of rows is the operation's resource). Returns the
/// names of the fields it removed or masked.
pub fn shape(v: &mut Value, res: Option<&'static Resource>, how: Shaping, found: &mut Vec<String>) {
    match v {
        Value::Object(m) => shape_map(m, res, how, found),
        Value::Array(a) => a.iter_mut().for_each(|x| shape(x, res, how, found)),
        _ => {}
    }
}

fn note(found: &mut Vec<String>, what: String) {
    if !found.contains(&what) {
        found.push(what);
    }
}

fn shape_map(
    m: &mut Map<String, Value>,
    res: Option<&'static Resource>,
    how: Shaping,
    found: &mut Vec<String>,
) {
    let old = std::mem::take(m);
    for (k, mut x) in old {
        let declared = res.and_then(|r| r.field(&k));
        let secret = match declared {
            Some(f) => f.is_secret(),
            None => fields::is_secret_anywhere(&k),
        };
        if secret && !how.show_secrets {
            note(found, k);
            continue;
        }
        let Some(f) = declared else {
            shape(&mut x, res, how, found);
            m.insert(k, x);
            continue;
        };
        if f.masked && !how.show_secrets {
            if let Value::String(s) = &mut x {
                *s = crate::config::mask(s);
                note(found, format!("{k} (masked)"));
            }
        }
        match f.meaning {
            Meaning::List(inner) | Meaning::Record(inner) => shape(&mut x, Some(inner), how, found),
            // A list or object under a scalar's name (`add`'s `keys`) is still this resource's.
            _ if x.is_array() || x.is_object() => shape(&mut x, res, how, found),
            meaning if how.normalise => normalise(meaning, &mut x),
            _ => {}
        }
        let name = if how.normalise { f.name.to_string() } else { k };
        m.insert(name, x);
    }
    if let (Some(r), true) = (res, how.normalise) {
        in_model_order(m, r);
    }
}

/// Whether `op` prints records of its resource that carry every field the resource declares
/// (`complete`): a read whose answer is the record or rows of it, of a resource that is a record
/// (`resources::is_record`). A change answers with what it did; its fields are that outcome's.
pub fn completes(op: &licensectl_catalogue::Op) -> bool {
    use licensectl_catalogue::Answer;
    op.is_read()
        && op
            .resource
            .is_some_and(licensectl_catalogue::resources::is_record)
        && matches!(
            op.answer,
            Answer::Record | Answer::Nested(_) | Answer::List(_) | Answer::Lists(_)
        )
}

/// A record of `res` with every field the resource declares, secrets aside, null where it lacks
/// it (under its name or an alias), and so each record nested in it (`users info`'s
/// subscriptions are `users subs`' rows): one key set per resource, whichever command printed it
/// (docs/json.md).
pub fn complete(m: &mut Map<String, Value>, res: &Resource) {
    for f in res.fields.iter().filter(|f| !f.is_secret()) {
        let at = std::iter::once(&f.name)
            .chain(f.aliases)
            .find(|n| m.contains_key(**n));
        let Some(at) = at else {
            m.insert(f.name.to_string(), Value::Null);
            continue;
        };
        match (f.meaning, m.get_mut(*at)) {
            (Meaning::List(inner), Some(Value::Array(rows))) => {
                for r in rows.iter_mut().filter_map(Value::as_object_mut) {
                    complete(r, inner);
                }
            }
            (Meaning::Record(inner), Some(Value::Object(r))) => complete(r, inner),
            _ => {}
        }
    }
}

/// The declared fields first, in the model's order, then the others as they came: a record has
/// one field order whichever command printed it.
fn in_model_order(m: &mut Map<String, Value>, r: &Resource) {
    let mut out = Map::with_capacity(m.len());
    for f in r.fields {
        if let Some(v) = m.shift_remove(f.name) {
            out.insert(f.name.to_string(), v);
        }
    }
    out.extend(std::mem::take(m));
    *m = out;
}

/// The position of a field in its resource's declaration (undeclared ones after).
pub fn model_index(r: &Resource, name: &str) -> usize {
    r.fields
        .iter()
        .position(|f| f.name == name)
        .unwrap_or(usize::MAX)
}

/// A value as its meaning says: integers for times, durations, counts and levels, booleans for
/// flags; an empty value is absent (`null`), whatever its meaning.
fn normalise(meaning: Meaning, x: &mut Value) {
    if let (Meaning::Flag, Value::Number(n)) = (meaning, &x) {
        match n.as_i64() {
            Some(0) => *x = Value::Bool(false),
            Some(1) => *x = Value::Bool(true),
            _ => {}
        }
        return;
    }
    let Value::String(s) = x else { return };
    let t = s.trim();
    if s.is_empty() {
        *x = Value::Null;
    } else if meaning.is_integer() {
        if t.is_empty() {
            *x = Value::Null;
        } else if let Ok(n) = t.parse::<i64>() {
            *x = Value::from(n);
        }
    } else if meaning == Meaning::Flag {
        match t {
            "1" | "true" => *x = Value::Bool(true),
            "0" | "false" => *x = Value::Bool(false),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use licensectl_catalogue::resources::{CLIENT_USER, LICENSE, SESSION};
    use serde_json::json;

    const PRINT: Shaping = Shaping {
        show_secrets: false,
        normalise: true,
    };

    #[test]
    fn a_license_has_one_shape() {
        let mut info =
            json!({"duration": "86400", "createdby": "x", "creationdate": "5", "app": "s"});
        let mut found = Vec::new();
        shape(&mut info, Some(&LICENSE), PRINT, &mut found);
        assert_eq!(info, json!({"expires": 86400, "genby": "x", "gendate": 5}));
        assert_eq!(found, ["app"]);
    }

    #[test]
    fn nested_rows_and_masks() {
        let mut v = json!({"sessions": [{"id": "abcdef1234", "validated": "1"}]});
        let mut found = Vec::new();
        shape(&mut v, Some(&SESSION), PRINT, &mut found);
        assert_eq!(v, json!({"sessions": [{"id": "abcd…", "validated": true}]}));
        let mut u = json!({"username": "a", "subscriptions": [{"expiry": "9", "password": "h"}]});
        shape(&mut u, Some(&CLIENT_USER), PRINT, &mut found);
        assert_eq!(
            u,
            json!({"username": "a", "subscriptions": [{"expiry": 9}]})
        );
        let raw = Shaping {
            normalise: false,
            ..PRINT
        };
        let mut v = json!({"keys": [{"expires": "5", "app": "s"}]});
        shape(&mut v, Some(&LICENSE), raw, &mut found);
        assert_eq!(v, json!({"keys": [{"expires": "5"}]}));
    }
}
