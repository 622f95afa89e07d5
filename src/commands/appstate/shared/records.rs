//! The catalogue's record kinds (`licensectl_catalogue::kinds`) turned into values and requests:
//! a listed row's key and field values, and the parameters that create, change or delete a
//! record. Restore, export, plan and apply all go through here, so they read and send a record
//! the same way.

use licensectl_catalogue::kinds::{FieldMap, Form, Identity, RecordKind};
use licensectl_catalogue::{Kind, Op, Unit};
use serde_json::Value;

/// A listed value as text (flags `true`/`false`, numbers in digits); `None` when the row lacks it.
pub(crate) fn listed(row: &Value, f: &FieldMap) -> Option<String> {
    let v = row.get(f.row)?;
    let int = |v: &Value| match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    };
    let text = v.as_str().unwrap_or("").to_string();
    Some(match f.form {
        // The service sends a flag as a boolean, `1`/`0` or `"true"`/`"false"`.
        Form::Flag => match v {
            Value::Bool(b) => *b,
            Value::String(s) => s == "true" || int(v).is_some_and(|n| n != 0),
            Value::Number(_) => int(v).unwrap_or(0) != 0,
            _ => false,
        }
        .to_string(),
        Form::Number | Form::Until => int(v).map_or(text, |n| n.to_string()),
        Form::Text | Form::Secret => text,
    })
}

/// A listed value, absent ones empty (a flag: `false`).
pub(crate) fn value(row: &Value, f: &FieldMap) -> String {
    listed(row, f).unwrap_or_else(|| {
        if f.form == Form::Flag {
            "false".into()
        } else {
            String::new()
        }
    })
}

/// The key naming a listed row's record: its naming field, or a blacklist entry's
/// `type value` (`ip 198.51.100.7`); the settings have none.
pub(crate) fn key(kind: &RecordKind, row: &Value) -> String {
    let text = |f: &str| row.get(f).and_then(Value::as_str).unwrap_or("").to_string();
    match kind.identity {
        Identity::Field => kind.id_field().map(|f| text(f.row)).unwrap_or_default(),
        Identity::Typed { .. } => {
            let ty = text("type");
            let v = text(&ty);
            format!("{ty} {v}")
        }
        Identity::Single => String::new(),
    }
}

/// A blacklist entry's key as its type and value.
fn typed(key: &str) -> (&str, &str) {
    key.split_once(' ').unwrap_or((key, ""))
}

/// A value in the form `op`'s `param` takes: a `1`/`0` switch from `true`/`false`, minutes
/// from the seconds listed, the seconds left until a listed time.
fn encode(op: &Op, param: &str, f: &FieldMap, text: &str, now: i64) -> String {
    let kind = op.param(param).map(|p| p.kind);
    match (f.form, kind) {
        (Form::Flag, Some(Kind::Switch(_))) => if text == "true" { "1" } else { "0" }.into(),
        // Decimals allowed: the service rounds them back to the seconds.
        (Form::Number, Some(Kind::Duration(Unit::Minutes))) => {
            (text.parse::<f64>().unwrap_or(0.0) / 60.0).to_string()
        }
        (Form::Until, _) => (text.parse::<i64>().unwrap_or(0) - now).to_string(),
        _ => text.to_string(),
    }
}

type Params = Vec<(String, String)>;

/// The create request of a record named `key` whose other fields `field` gives (`now` turns a
/// mute's end into the seconds left).
pub(crate) fn create(
    kind: &RecordKind,
    key: &str,
    field: impl Fn(&FieldMap) -> String,
    now: i64,
) -> Option<(&'static Op, Params)> {
    let op = kind.create_op()?;
    let params = match kind.identity {
        Identity::Typed { .. } => {
            let (ty, v) = typed(key);
            vec![(ty.to_string(), v.to_string())]
        }
        _ => kind
            .field_map()
            .iter()
            .filter_map(|f| {
                let param = f.create?;
                let v = if f.id {
                    key.to_string()
                } else {
                    encode(op, param, f, &field(f), now)
                };
                Some((param.to_string(), v))
            })
            .collect(),
    };
    Some((op, params))
}

/// The delete request of the record named `key`.
pub(crate) fn delete(kind: &RecordKind, key: &str) -> Option<(&'static Op, Params)> {
    let op = kind.delete_op()?;
    let params = match kind.identity {
        Identity::Typed { value, ty } => {
            let (t, v) = typed(key);
            vec![
                (value.to_string(), v.to_string()),
                (ty.to_string(), t.to_string()),
            ]
        }
        _ => vec![(kind.id_field()?.delete?.to_string(), key.to_string())],
    };
    Some((op, params))
}

/// The edit request that gives the record named `key` these new values (by file key), or
/// `None` when one of them cannot be changed in place (the record is replaced).
pub(crate) fn edit(
    kind: &RecordKind,
    key: &str,
    changed: &[(&str, &str)],
) -> Option<(&'static Op, Params)> {
    let op = kind.edit_op()?;
    let map = kind.field_map();
    let mut params = Vec::new();
    if let Some(id) = kind.id_field() {
        params.push((id.edit?.to_string(), key.to_string()));
    }
    for (file, v) in changed {
        let f = map.iter().find(|f| f.file == *file)?;
        let param = f.edit?;
        params.push((param.to_string(), encode(op, param, f, v, 0)));
    }
    Some((op, params))
}

#[cfg(test)]
mod tests {
    use super::*;
    use licensectl_catalogue::kinds::{BLACKLISTS, CHATS, MUTES, VARS, WEBHOOKS};
    use serde_json::json;

    fn pairs(p: &Params) -> Vec<(&str, &str)> {
        p.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
    }

    #[test]
    fn rows_are_read_and_recreated_through_the_field_map() {
        let row = json!({"webid": "h", "short_baselink": "https://a.example/", "useragent": "UA", "authed": "1"});
        let get = |f: &FieldMap| value(&row, f);
        assert_eq!(key(&WEBHOOKS, &row), "h");
        let (op, p) = create(&WEBHOOKS, "h", get, 0).unwrap();
        assert_eq!(op.ty, "addwebhook");
        assert_eq!(
            pairs(&p),
            [
                ("baseurl", "https://a.example/"),
                ("ua", "UA"),
                ("authed", "1"),
                ("webid", "h")
            ]
        );
        let mute = json!({"user": "bob", "time": "160"});
        let (_, p) = create(&MUTES, "bob", |f| value(&mute, f), 100).unwrap();
        assert_eq!(pairs(&p), [("user", "bob"), ("time", "60")]);
        let black = json!({"type": "ip", "ip": "198.51.100.7"});
        assert_eq!(key(&BLACKLISTS, &black), "ip 198.51.100.7");
        let (_, p) = delete(&BLACKLISTS, "ip 198.51.100.7").unwrap();
        assert_eq!(pairs(&p), [("data", "198.51.100.7"), ("blacktype", "ip")]);
    }

    #[test]
    fn edits_only_what_the_edit_operation_takes() {
        let (op, p) = edit(&CHATS, "general", &[("delay", "90")]).unwrap();
        assert_eq!(op.ty, "editchan");
        assert_eq!(pairs(&p), [("name", "general"), ("delay", "1.5")]);
        assert!(edit(&VARS, "motd", &[("authed", "false")]).is_none());
        assert!(edit(&WEBHOOKS, "h", &[("url", "x")]).is_none());
    }
}
