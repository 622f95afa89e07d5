//! What the attacks read: which fields of which resources someone other than the seller at the
//! keyboard can type (a customer through the client API, a reseller, a staff member with a
//! dashboard account), the hostile values a test app holds in each of them
//! (`sandbox seed --hostile`), and which commands poll the service. The matrices in
//! `tests/cli/faults/` walk these declarations and the catalogue's operations, so a new command
//! is attacked with no new test code, and a test fails when a typed field is not reached.

use crate::resources as r;
use crate::schema::Resource;

/// Fields whose text someone other than the seller chooses, by resource.
pub static TYPED: &[(&Resource, &[&str])] = &[
    (
        &r::LICENSE,
        &["note", "usedby", "genby", "banned", "hwid", "user_banned"],
    ),
    (&r::USER, &["username", "hwid", "ip", "banned", "owner"]),
    (&r::USER_SUB, &["subscription", "user"]),
    (&r::USER_VAR, &["user", "name", "data"]),
    (&r::SUB, &["name"]),
    (&r::VAR, &["msg"]),
    (&r::FILE, &["name", "url"]),
    (&r::WEBHOOK, &["useragent"]),
    (&r::CHAT, &["name"]),
    (&r::MUTE, &["user"]),
    (&r::SESSION, &["credential", "ip"]),
    (&r::BLACKLIST, &["ip", "hwid", "region", "country", "asn"]),
    (&r::LOG, &["logdata", "credential", "pcuser"]),
    (&r::BUTTON, &["text"]),
    (&r::CHAT_MESSAGE, &["author", "message"]),
];

/// Whether `field` of `resource` is typed by someone other than the seller.
pub fn is_typed(resource: &Resource, field: &str) -> bool {
    TYPED
        .iter()
        .any(|(res, fields)| std::ptr::eq(*res, resource) && fields.contains(&field))
}

/// The hostile values: what a terminal obeys (ESC/OSC/CSI, BEL, CR, a line break, a right-to-left
/// override, a line separator, a vertical tab, NUL), what a shell runs (`$(…)`, backticks, `;`,
/// `*`, quotes), what a browser runs (HTML, SVG, script), and a value past the service's length
/// limits. Each begins with `h` and its index, so a test can tell which one it sees.
pub const HOSTILE: &[&str] = &[
    "h0\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{1b}[31mRED",
    "h1\nFORGED line",
    "h2\rCR over\u{b}VT",
    "h3\u{202e}gpj.exe\u{2028}LS\u{85}NEL",
    "h4$(touch PWNED);`id`;*'\"",
    "h5<script>alert(1)</script><svg onload=alert(2)>",
    "h6\u{0}NUL\u{7f}DEL\u{9b}CSI",
];

/// A value past every length limit the service declares (text fields are cut or refused at
/// 2,000 characters at most): what a row can still hold when another road wrote it.
pub fn long_value() -> String {
    format!("h7{}", "W".repeat(5_000))
}

/// Arguments whose value becomes the name of a file (a sandbox snapshot's), by command and
/// argument id: tests/cli/faults/names.rs gives each every `PATH_TRICKS` name and every hostile
/// value, and each must be refused (exit 2, one clean line) with nothing written. A new such
/// argument is attacked by adding it here.
pub const NAMED_FILES: &[(&str, &str)] = &[
    ("sandbox snapshot save", "name"),
    ("sandbox snapshot load", "name"),
    ("sandbox snapshot delete", "name"),
    ("sandbox start", "snapshot"),
];

/// Names that climb out of their directory, name another one, hide, read as an option or are
/// no name at all.
pub const PATH_TRICKS: &[&str] = &[
    "../escaped",
    "..",
    ".",
    "sub/escaped",
    "/tmp/escaped",
    "..\\escaped",
    ".escaped",
    "-escaped",
    "",
    " ",
    "escaped\u{2215}slash",
];

/// Commands that poll the service: attacked with failed reads, 5xx pages, malformed answers,
/// dropped connections and hangs (no event invented).
pub const POLLS: &[&str] = &["watch"];

/// An HTTP surface licensectl serves to others (`gateway serve`, src/gateway/): the attacks of
/// tests/cli/faults/gateway_attacks.rs are generated over these, so a new endpoint is attacked
/// once it is declared here.
#[derive(Debug, Clone, Copy)]
pub struct Surface {
    pub path: &'static str,
    pub method: &'static str,
    /// The parameters a caller chooses: each is repeated, written in another case, sent as an
    /// array, in the query and the body at once, with hostile values, CR/LF and the seller key.
    pub params: &'static [&'static str],
    /// The parameter carrying the caller's credential, given hostile values of its own.
    pub credential: Option<&'static str>,
    /// The bodies a POST takes (content types): every attack is sent in each, a JSON body's
    /// repeated parameter as a member given twice.
    pub bodies: &'static [&'static str],
}

/// A form body.
pub const FORM: &str = "application/x-www-form-urlencoded";
/// A JSON object body.
pub const JSON: &str = "application/json";

/// The gateway's surfaces: the seller API's shape for staff, the customers' page and reset.
pub static GATEWAY: &[Surface] = &[
    Surface {
        path: "/api/seller/",
        method: "GET",
        params: &["sellerkey", "type", "user", "note"],
        credential: Some("sellerkey"),
        bodies: &[],
    },
    Surface {
        path: "/api/seller/",
        method: "POST",
        params: &["sellerkey", "type", "user", "note"],
        credential: Some("sellerkey"),
        bodies: &[FORM, JSON],
    },
    Surface {
        path: "/self/",
        method: "GET",
        params: &[],
        credential: None,
        bodies: &[],
    },
    Surface {
        path: "/self/reset-hwid",
        method: "POST",
        params: &["username", "password", "key", "code", "csrf"],
        credential: Some("password"),
        bodies: &[FORM, JSON],
    },
];

/// URL paths that try to leave `/self/` or reach it another way: never the seller API behind it.
pub const URL_PATH_TRICKS: &[&str] = &[
    "/self/../api/seller/",
    "/self/%2e%2e/api/seller/",
    "/self/..%2fapi%2fseller%2f",
    "/self//reset-hwid",
    "/self/reset-hwid/..",
    "/SELF/reset-hwid",
    "/self/reset-hwid%00",
    "/self/;/reset-hwid",
    "//self/reset-hwid",
];

/// `X-Forwarded-For` headers a caller may send (each a header line), with the address a gateway
/// trusting its loopback peer (`--trusted-proxy 127.0.0.1`) counts and audits the request under
/// (`None`: the proxy's own). A gateway trusting no proxy counts every one under its peer.
pub const FORWARDED_FOR: &[(&[&str], Option<&str>)] = &[
    (&["203.0.113.7"], Some("203.0.113.7")),
    // The caller's own forged entries stand left of what the proxy added.
    (&["198.51.100.1, 203.0.113.7"], Some("203.0.113.7")),
    (&["198.51.100.1", "203.0.113.7"], Some("203.0.113.7")),
    (&["203.0.113.7, 127.0.0.1"], Some("203.0.113.7")),
    (&["::ffff:203.0.113.8"], Some("203.0.113.8")),
    (&["2001:db8::1"], Some("2001:db8::1")),
    (&["unknown"], None),
    (&[""], None),
    (&["203.0.113.7:4711"], None),
    (&["203.0.113.7, garbage"], None),
    (&["' OR '1'='1"], None),
    // Longer than any real chain of proxies: bounded, the nearest proxy stands for it.
    (
        &[
            "203.0.113.7, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, \
           127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, \
           127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1, 127.0.0.1",
        ],
        None,
    ),
];

/// Credentials no token is: empty, the prefix alone, SQL, a seller key's length of nothing.
pub const HOSTILE_TOKENS: &[&str] = &[
    "",
    "lcg_",
    "' OR '1'='1",
    "lcg_%00",
    "lcg_AAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "00000000000000000000000000000000",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_typed_field_is_declared_on_its_resource() {
        for (res, fields) in TYPED {
            for f in *fields {
                assert!(
                    res.field(f).is_some(),
                    "{}.{f} is not a declared field",
                    res.name
                );
            }
        }
        assert!(is_typed(&r::USER, "username") && !is_typed(&r::USER, "createdate"));
    }
}
