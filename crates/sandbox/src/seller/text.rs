//! `format=text` (api-catalogue §1.2): the service's generic success and failure answers become
//! their message alone; `add`, `getvar` and `getsettings` have text renderings of their own; lists
//! and records stay JSON.

use licensectl_catalogue::{Answer, Api};
use serde_json::Value;

use crate::handler::{Body, Reply};

/// A seller answer as `format=text` gives it.
pub fn render(ty: &str, reply: Reply) -> Reply {
    let Body::Json(Value::Object(m)) = &reply.body else {
        return reply;
    };
    // The service ignores `format` on lists (ENT).
    let list = licensectl_catalogue::find(Api::Seller, ty)
        .is_some_and(|op| matches!(op.answer, Answer::List(_) | Answer::Lists(_)));
    if list {
        return reply;
    }
    let ok = m.get("success") == Some(&Value::Bool(true));
    let text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        Value::Bool(b) => b.to_string(),
        Value::Null => String::new(),
        other => other.to_string(),
    };
    let rendered = match ty {
        "add" if ok => match (m.get("keys"), m.get("key")) {
            (Some(Value::Array(keys)), _) => keys.iter().map(text).collect::<Vec<_>>().join("\r\n"),
            (_, Some(key)) => text(key),
            _ => return reply,
        },
        "getvar" if ok => m.get("response").map(text).unwrap_or_default(),
        "getsettings" if ok => m
            .iter()
            .filter(|(k, _)| *k != "success" && *k != "message")
            .map(|(_, v)| text(v))
            .collect::<Vec<_>>()
            .join("\n"),
        // The generic helpers: `{success, message}` (`upload` adds the file's `id`).
        _ if m
            .keys()
            .all(|k| ["success", "message", "id"].contains(&k.as_str())) =>
        {
            m.get("message").map(text).unwrap_or_default()
        }
        // Records are printed by the handlers themselves, as JSON.
        _ => return reply,
    };
    Reply::text(reply.status, rendered)
}

#[cfg(test)]
mod tests {
    use crate::handler::{Body, Reply};
    use crate::testkit::Kit;

    fn text(r: &Reply) -> (u16, &str) {
        match &r.body {
            Body::Text(t) => (r.status, t.as_str()),
            other => panic!("expected text, got {other:?}"),
        }
    }

    #[test]
    fn text_mode_gives_messages_keys_values_and_settings() {
        let kit = Kit::new();
        let t = |pairs: &[(&str, &str)]| {
            let mut all = pairs.to_vec();
            all.push(("format", "text"));
            kit.seller(&all)
        };
        assert_eq!(
            text(&t(&[("type", "addsub"), ("name", "gold"), ("level", "1")])),
            (200, "Successfully created subscription!")
        );
        let one = t(&[("type", "add"), ("expiry", "1")]);
        assert_eq!(text(&one).1.len(), 41, "one key: {:?}", text(&one));
        let three = t(&[("type", "add"), ("expiry", "1"), ("amount", "3")]);
        let (status, keys) = text(&three);
        assert_eq!((status, keys.split("\r\n").count()), (302, 3));
        assert_eq!(
            text(&t(&[("type", "add")])),
            (406, "Expiry not set"),
            "failures are their message"
        );
        t(&[
            ("type", "adduser"),
            ("user", "ann"),
            ("sub", "default"),
            ("expiry", "1"),
        ]);
        t(&[
            ("type", "setvar"),
            ("user", "ann"),
            ("var", "tier"),
            ("data", "gold"),
        ]);
        assert_eq!(
            text(&t(&[("type", "getvar"), ("user", "ann"), ("var", "tier")])).1,
            "gold"
        );
        let settings = t(&[("type", "getsettings")]);
        assert_eq!(
            text(&settings).1.lines().next(),
            Some("true"),
            "enabled first"
        );
        // Lists and records stay JSON; so do the checks made before `format` is read.
        for pairs in [
            &[("type", "fetchallkeys")][..],
            &[("type", "userdata"), ("user", "ann")][..],
        ] {
            assert!(t(pairs).value().is_some(), "{pairs:?}");
        }
        let short = kit.seller(&[("sellerkey", "short"), ("type", "info"), ("format", "text")]);
        assert!(matches!(short.body, Body::Json(_)));
    }
}
