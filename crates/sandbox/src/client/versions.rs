//! What differs between the client API versions' answers (keyauth-transcripts.md #21–#35, #189–#209).
//!
//! 1.3 answers carry the `ownerid` and successful ones a `nonce`; 1.2 the `nonce` only; 1.1 and 1.0
//! neither, nor `init`'s `newSession`. Signatures (1.2, 1.3) and the 1.0 envelope are added when
//! the answer is sent (`server::respond`).

use serde_json::Value;

use crate::handler::{Body, ClientApi, Reply};
use crate::store::random_string;

/// The 1.2 successes the 2024 server sends without a `nonce` (besides an operation's false
/// successes): 2FA's, written apart from the rest (api/1.2/index.php).
const UNNONCED_12: &[&str] = &["2fa successfully activated"];

/// Adds or drops the fields that differ by version; `ty`: the request's type.
pub fn shape(api: ClientApi, ty: &str, ownerid: &str, reply: &mut Reply) {
    let Body::Json(Value::Object(m)) = &mut reply.body else {
        return;
    };
    match api {
        ClientApi::V13 | ClientApi::V12 => {
            let message = m.get("message").and_then(Value::as_str).unwrap_or_default();
            let unnonced = api == ClientApi::V12
                && (m.contains_key("2fa")
                    || UNNONCED_12.contains(&message)
                    || licensectl_catalogue::find(licensectl_catalogue::Api::Client, ty)
                        .is_some_and(|op| op.false_successes.contains(&message)));
            // No two signed bodies are alike.
            if m.get("success") == Some(&Value::Bool(true)) && !unnonced {
                m.insert("nonce".into(), Value::String(random_string(32)));
            }
            if api == ClientApi::V13 {
                m.insert("ownerid".into(), Value::String(ownerid.to_string()));
            }
        }
        ClientApi::V11 | ClientApi::V10 => {
            m.shift_remove("newSession");
        }
    }
}

/// The answer to a `type` the version does not know.
pub fn unknown_type(api: ClientApi) -> &'static str {
    match api {
        ClientApi::V10 => "Unhandled Type",
        _ => "The value inputted for type paramater was not found",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{json, Kit};

    fn init(kit: &Kit, api: ClientApi) -> Value {
        let mut q = Kit::query(&[
            ("name", kit.app.name.as_str()),
            ("ownerid", kit.app.ownerid.as_str()),
            ("type", "init"),
            ("ver", "1.0"),
        ]);
        q.api = api;
        let mut cx = kit.ctx(&q);
        json(&crate::client::dispatch(&mut cx, false).unwrap()).into_owned()
    }

    #[test]
    fn each_version_adds_its_own_fields() {
        let kit = Kit::new();
        let keys = |v: &Value| {
            let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
            k.sort();
            k.join(",")
        };
        let base = "appinfo,message,sessionid,success";
        assert_eq!(
            keys(&init(&kit, ClientApi::V13)),
            "appinfo,message,newSession,nonce,ownerid,sessionid,success"
        );
        assert_eq!(
            keys(&init(&kit, ClientApi::V12)),
            "appinfo,message,newSession,nonce,sessionid,success"
        );
        assert_eq!(keys(&init(&kit, ClientApi::V11)), base);
        assert_eq!(keys(&init(&kit, ClientApi::V10)), base);
    }

    #[test]
    fn refusals_before_the_type_switch_go_out_as_they_are() {
        let kit = Kit::new();
        let r = kit.client(&[("type", "check"), ("sessionid", "nope")]);
        assert!(r.unsigned, "session not found");
        let r = kit.client(&[("type", "nosuchtype"), ("sessionid", &kit.init())]);
        assert!(r.unsigned, "unknown type");
        let r = kit.client(&[("type", "check"), ("sessionid", &kit.init())]);
        assert!(!r.unsigned, "a handler's answer is signed");
        let mut q = Kit::query(&[("name", "other"), ("ownerid", "0123456789")]);
        q.api = ClientApi::V10;
        let r = crate::client::dispatch(&mut kit.ctx(&q), false).unwrap();
        assert_eq!(
            (r.unsigned, r.body),
            (true, Body::Text("KeyAuth_Invalid".into()))
        );
    }
}
