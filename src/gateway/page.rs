//! The `/self/` page: one form that works without JavaScript (there is none), every value shown
//! escaped (`escape::html`), a content security policy that allows nothing but the form posting
//! to this origin, and the page never framed, cached or sniffed.

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::escape::html;

/// Nothing loads, nothing runs, nothing frames the page; the form posts to this origin only.
pub const CSP: &str =
    "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

fn document(body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<meta name=\"referrer\" content=\"no-referrer\">\
<title>Reset your HWID</title></head>\n<body><main>\n<h1>Reset your HWID</h1>\n{body}\n</main></body></html>\n"
    )
}

fn form_html(csrf: &str) -> String {
    format!(
        "<p>Changed PCs? Prove it is you as the app's login does, and the app will lock to the next PC you start it on.</p>
<form method=\"post\" action=\"/self/reset-hwid\">
<input type=\"hidden\" name=\"csrf\" value=\"{}\">
<fieldset><legend>With your account</legend>
<p><label>Username <input name=\"username\" autocomplete=\"username\" maxlength=\"70\"></label></p>
<p><label>Password <input name=\"password\" type=\"password\" autocomplete=\"current-password\"></label></p>
<p><label>2FA code (if you use one) <input name=\"code\" inputmode=\"numeric\" autocomplete=\"one-time-code\" maxlength=\"12\"></label></p>
</fieldset>
<fieldset><legend>Or with your license key alone</legend>
<p><label>License key <input name=\"key\" maxlength=\"70\"></label></p>
</fieldset>
<p><button type=\"submit\">Reset my HWID</button></p>
</form>",
        html(csrf)
    )
}

fn respond(status: StatusCode, text: String) -> Response {
    let mut r = (status, text).into_response();
    let h = r.headers_mut();
    h.insert(
        "content-type",
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert("content-security-policy", HeaderValue::from_static(CSP));
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    h.insert("cache-control", HeaderValue::from_static("no-store"));
    r
}

/// The page with its form (or why resets are off).
pub fn form(csrf: &str, off: Option<&str>) -> Response {
    let body = match off {
        Some(why) => format!("<p role=\"alert\">{}</p>", html(why)),
        None => form_html(csrf),
    };
    respond(StatusCode::OK, document(&body))
}

/// What became of a reset, and the form again (with a fresh anti-forgery value).
pub fn result(status: StatusCode, message: &str, next: Option<i64>, csrf: &str) -> Response {
    let when = next
        .map(|n| format!(" data-next-reset=\"{n}\""))
        .unwrap_or_default();
    let class = if status == StatusCode::OK {
        "done"
    } else {
        "refused"
    };
    let body = format!(
        "<p role=\"status\" id=\"result\" class=\"{class}\"{when}>{}</p>\n{}",
        html(message),
        form_html(csrf)
    );
    respond(status, document(&body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_escaped_and_the_page_has_no_script() {
        let page = document(&form_html("\"><script>alert(1)</script>"));
        assert!(!page.contains("<script"), "{page}");
        assert!(page.contains("&quot;&gt;&lt;script&gt;"));
        assert!(!CSP.contains("script-src") && CSP.contains("default-src 'none'"));
    }
}
