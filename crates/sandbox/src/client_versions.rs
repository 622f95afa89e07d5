//! How the older client API paths (`/api/1.0/`, `/api/1.1/`, `/api/1.2/`) send their answers:
//! content types as the recorded service sends them, JSON as PHP writes it, and 1.0's encrypted
//! body.

use crate::envelope;
use crate::handler::{Body, ClientApi, Query};
use crate::shared::Family;
use crate::store::AppCreds;

/// The client API version a route serves (the seller API's requests keep the default).
pub fn client_api(family: Family) -> ClientApi {
    match family {
        Family::Client10 => ClientApi::V10,
        Family::Client11 => ClientApi::V11,
        Family::Client12 => ClientApi::V12,
        Family::Client13 | Family::Seller => ClientApi::V13,
    }
}

/// 1.0 never sets a content type (PHP's default); 1.1 and 1.2 always say JSON, even over the
/// plain-text `KeyAuth_Invalid` (keyauth-transcripts.md #31, #208, #209).
pub fn content_type(family: Family, body: &Body) -> &'static str {
    match family {
        Family::Client10 => "text/html; charset=UTF-8",
        Family::Client11 | Family::Client12 => "application/json; charset=utf-8",
        Family::Client13 | Family::Seller => crate::shared::content_type(body),
    }
}

/// An answer's bytes: on 1.0–1.2 JSON as PHP's `json_encode` writes it (`\/`, `\u00e9`), as the
/// 2024 server sends it (keyauth-transcripts.md #21, #22); `init`'s `invalidver` is written with
/// `JSON_UNESCAPED_SLASHES` (its `download` link stays readable). 1.3 and the seller API: serde's.
pub fn into_bytes(family: Family, body: Body) -> Vec<u8> {
    let php = matches!(
        family,
        Family::Client10 | Family::Client11 | Family::Client12
    );
    match body {
        Body::Json(v) if php => {
            let slashes = v.get("message").and_then(|m| m.as_str()) != Some("invalidver");
            let text = serde_json::to_string(&v).unwrap_or_default();
            crate::php::json_text(&text, slashes).into_bytes()
        }
        body => crate::shared::into_bytes(body),
    }
}

/// A 1.0 answer's body: encrypted with the app secret for `init`, with the session's `enckey`
/// after it, and the request's `init_iv`.
pub fn seal(app: &AppCreds, q: &Query, stored_enckey: Option<String>, body: &[u8]) -> Vec<u8> {
    let key = if q.str("type") == "init" {
        app.secret.clone()
    } else {
        envelope::session_key(stored_enckey.as_deref(), &app.secret)
    };
    envelope::encrypt(body, &key, q.str("init_iv")).into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn older_client_answers_are_written_as_php_writes_them() {
        let body = || Body::Json(serde_json::json!({"message": "a/é", "download": "https://x/"}));
        assert_eq!(
            into_bytes(Family::Client12, body()),
            br#"{"message":"a\/\u00e9","download":"https:\/\/x\/"}"#
        );
        assert_eq!(
            into_bytes(Family::Client13, body()),
            r#"{"message":"a/é","download":"https://x/"}"#.as_bytes()
        );
        // `invalidver` keeps its slashes (JSON_UNESCAPED_SLASHES).
        let v = Body::Json(serde_json::json!({"message": "invalidver", "download": "https://x/"}));
        assert_eq!(
            into_bytes(Family::Client11, v),
            br#"{"message":"invalidver","download":"https://x/"}"#
        );
    }
}
