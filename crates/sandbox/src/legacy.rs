//! How the older client API paths (`/api/1.0/`, `/api/1.1/`, `/api/1.2/`) send their answers:
//! content types as the recorded service sends them, and 1.0's encrypted body.

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
