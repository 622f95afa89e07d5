//! Reading the service's answers: the body decides, not the status line or content type.

mod fields;
mod members;
mod reply;
mod spool;

use std::ops::Range;

use licensectl_catalogue::{Answer, Op};
use serde_json::{Map, Value};

use crate::error::Failure;
use crate::output::row as rows;
pub use fields::{num, text};
use members::{members_fast, members_slow, Member, Members};
pub use reply::{value_of, values, Reply};
pub use spool::{read_spooled, Spool, SPOOL_OVER};

/// The first 200 characters of a body, printable and redacted, for error messages.
pub fn preview(body: &[u8]) -> String {
    // Redacted before it is cut, so a secret straddling the cut leaves no half behind.
    let head = String::from_utf8_lossy(&body[..body.len().min(200 + 4096)]);
    let text: String = crate::redact::text(&head)
        .chars()
        .take(200)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let more = if body.len() > 200 { "…" } else { "" };
    format!("{:?}{more}", text.trim())
}

/// An answer quoted in an error, without the fields the field model declares secret.
fn without_secrets(op: &Op, obj: Map<String, Value>) -> Vec<u8> {
    let mut v = Value::Object(obj);
    let how = crate::output::shape::Shaping {
        show_secrets: false,
        normalise: false,
    };
    crate::output::shape::shape(&mut v, op.resource, how, &mut Vec::new());
    serde_json::to_vec(&v).unwrap_or_default()
}

fn success_flag(obj: &Map<String, Value>) -> Option<bool> {
    let flag = obj.get("success").or_else(|| obj.get("status"))?;
    match flag {
        Value::Bool(b) => Some(*b),
        Value::String(s) if s == "true" || s == "false" => Some(s == "true"),
        Value::Number(n) => Some(n.as_i64() == Some(1)),
        _ => None,
    }
}

/// How every refusal by a licensectl gateway begins (src/gateway/): a personal token unknown,
/// revoked or outside its role. Declared here, where answers are read, so it is an authorisation
/// failure (exit 4) whatever the HTTP status, with the gateway's own words (the role, the command).
pub const GATEWAY_REFUSED: &str = "Refused by the licensectl gateway";

const AUTH_MESSAGES: &[&str] = &[
    GATEWAY_REFUSED,
    "No application found",
    "No application with specified seller key found",
    "Seller Key Not Found",
    "Seller key should be 32 characters",
    "Invalid seller key length",
    "No seller key specified",
    "Not authorized to use SellerAPI",
    "Restricted. Only authorized IPs",
    "has been banned from KeyAuth",
];

fn is_rate_limited(status: u16, msg: &str) -> bool {
    let m = msg.to_lowercase();
    (status == 429 && !m.contains("per 24 hours"))
        || m.contains("too frequently")
        || m.contains("too many requests")
        || m.contains("rate limit")
}

/// Whether a failure message is the service's empty-list answer (`No keys found`, …).
fn is_empty_list(op: &Op, status: u16, msg: &str) -> bool {
    matches!(op.answer, Answer::List(_) | Answer::Lists(_))
        && (status == 406
            || (msg.starts_with("No ")
                && msg
                    .trim_end_matches(['!', '.'])
                    .to_lowercase()
                    .ends_with("found")))
}

/// A successful answer: its top-level fields, and where in the text the rows of a list answer
/// are (left unparsed: a large list costs its text, not a tree of maps).
#[derive(Debug)]
pub struct Parsed {
    /// Every top-level field; a list's own field holds `null` until `into_value`.
    pub fields: Map<String, Value>,
    pub(crate) lists: Vec<(&'static str, Range<usize>)>,
    /// Where each row of each list (`lists[i]`'s rows at `rows[i]`) is in the text, as the one
    /// pass that checked them found it: rows are not looked for again (`Reply::items`).
    pub(crate) rows: Vec<RowsAt>,
    /// The operation has several lists: each row is tagged with its own.
    pub(crate) several: bool,
}

impl Parsed {
    pub(crate) fn of(fields: Map<String, Value>) -> Parsed {
        Parsed {
            fields,
            lists: Vec::new(),
            rows: Vec::new(),
            several: false,
        }
    }

    /// The whole answer as one JSON object, lists included.
    pub fn into_value(self, body: &[u8]) -> Value {
        let mut fields = self.fields;
        for (key, range) in self.lists {
            let list = serde_json::from_slice(&body[range]).unwrap_or(Value::Null);
            fields.insert(key.to_string(), list);
        }
        Value::Object(fields)
    }
}

/// Turns an answer into the JSON object a command renders, or the failure it means.
pub fn classify(op: &Op, status: u16, body: &[u8]) -> Result<Value, Failure> {
    read(op, status, body).map(|p| p.into_value(body))
}

/// `classify`, leaving a list answer's rows unparsed.
pub fn read(op: &Op, status: u16, body: &[u8]) -> Result<Parsed, Failure> {
    if body.iter().all(u8::is_ascii_whitespace) {
        if op.answer == Answer::Empty {
            return Ok(Parsed::of(Map::from_iter([(
                "success".into(),
                Value::Bool(true),
            )])));
        }
        return Err(Failure::Answer(format!(
            "empty answer from the service (HTTP {status})"
        )));
    }
    let (text, top) = top_object(status, body, list_keys(op))?;
    judge(op, status, sort_fields(text, top, list_keys(op)), body)
}

/// The lists an operation answers with.
fn list_keys(op: &Op) -> &[&'static str] {
    match &op.answer {
        Answer::List(k) => std::slice::from_ref(k),
        Answer::Lists(ks) => ks,
        _ => &[],
    }
}

/// What an answer's sorted members mean: accepted, or the failure they say (`body`: the
/// answer's text, quoted when a list is misshapen).
fn judge(op: &Op, status: u16, sorted: Sorted, body: &[u8]) -> Result<Parsed, Failure> {
    let Sorted {
        obj,
        lists,
        rows,
        misshapen,
    } = sorted;
    let list_keys = list_keys(op);
    let flag = success_flag(&obj);
    let msg = obj
        .get("message")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    if let (Some((_, why)), Some(true) | None) = (misshapen.first(), flag) {
        return Err(Failure::Answer(format!(
            "{why} (HTTP {status}); refusing the answer: {}",
            preview(body)
        )));
    }
    match flag {
        Some(true) if op.is_false_success(&msg) => Err(Failure::Service(msg)),
        Some(true) => Ok(Parsed {
            fields: obj,
            lists,
            rows,
            several: list_keys.len() > 1,
        }),
        // `editsub` and `addwebhook` may answer `{}`; `fetchnote` answers `{"note": …}`.
        None if obj.is_empty() || (op.answer != Answer::Action && !obj.contains_key("message")) => {
            Ok(Parsed {
                fields: obj,
                lists,
                rows,
                several: list_keys.len() > 1,
            })
        }
        None => Err(Failure::Answer(format!(
            "answer has no success flag (HTTP {status}): {}",
            preview(&without_secrets(op, obj))
        ))),
        Some(false) => refused(op, status, obj, msg),
    }
}

/// The body as text and its top-level object's members (the lists `keys` found row by row as
/// they are read, when they are lists of rows), or why it is not a JSON object.
fn top_object<'b>(
    status: u16,
    body: &'b [u8],
    keys: &[&'static str],
) -> Result<(&'b str, Members<'b>), Failure> {
    let text = std::str::from_utf8(body).map_err(|_| {
        Failure::Answer(format!(
            "answer is not valid UTF-8 (HTTP {status}): {}",
            preview(body)
        ))
    })?;
    if text.trim() == "KeyAuth_Invalid" {
        return Err(Failure::Auth(
            "the service knows no application with this app_name and ownerid; check them in the profile".into(),
        ));
    }
    // One pass when the answer is the shape a list answer has; any other is read member by
    // member, and its lists each again (`list_shape`), so what is wrong is said as it always was.
    if let Some(members) = members_fast(text, keys) {
        return Ok((text, members));
    }
    match members_slow(text) {
        Ok(members) => Ok((text, members)),
        Err(e) if e.classify() == serde_json::error::Category::Data => {
            Err(Failure::Answer(format!(
                "answer is not a JSON object (HTTP {status}): {}",
                preview(body)
            )))
        }
        Err(_) => Err(Failure::Answer(format!(
            "answer is not JSON (HTTP {status}): {}",
            preview(body)
        ))),
    }
}

/// Where the lists `keys` and their rows are in an answer's text (an answer `read` accepted).
fn lists_in(text: &str, keys: &[&'static str]) -> (Lists, Vec<RowsAt>) {
    match top_object(200, text.as_bytes(), keys) {
        Ok((text, top)) => {
            let sorted = sort_fields(text, top, keys);
            (sorted.lists, sorted.rows)
        }
        Err(_) => (Vec::new(), Vec::new()),
    }
}

/// Where each list is in an answer's text.
type Lists = Vec<(&'static str, Range<usize>)>;

/// Where each row of a list is in an answer's text.
pub(crate) type RowsAt = Vec<Range<usize>>;

/// An answer's members sorted: plain fields parsed, the operation's lists kept as ranges of the
/// body (and each of their rows), and the lists that are not lists of rows.
struct Sorted {
    obj: Map<String, Value>,
    lists: Lists,
    rows: Vec<RowsAt>,
    misshapen: Vec<(&'static str, String)>,
}

fn sort_fields(text: &str, top: Members, list_keys: &[&'static str]) -> Sorted {
    let mut obj = Map::new();
    // Each list with where it is and where its rows are, until sorted.
    let mut lists: Vec<(&'static str, Range<usize>, RowsAt)> = Vec::new();
    let mut misshapen: Vec<(&'static str, String)> = Vec::new();
    let at = |s: &str| s.as_ptr() as usize - text.as_ptr() as usize;
    for (k, member) in top {
        lists.retain(|(l, _, _)| *l != k);
        let list = list_keys.iter().find(|l| **l == k);
        let raw = match (member, list) {
            (Member::Raw(raw), _) => raw,
            // Found a list of well-shaped rows as the answer was read (`members_fast`).
            (Member::Rows(at, rows), Some(key)) => {
                misshapen.retain(|(l, _)| l != key);
                lists.push((key, at, rows));
                obj.insert(k.into_owned(), Value::Null);
                continue;
            }
            (Member::Rows(..), None) => continue,
        };
        let mut rows = Vec::new();
        if let Some(key) = list {
            // A repeated field counts once, the last, as in any JSON reader.
            misshapen.retain(|(l, _)| l != key);
            let shape = list_shape(key, raw.get(), &mut |row| {
                rows.push(at(row)..at(row) + row.len())
            });
            misshapen.extend(shape.map(|why| (*key, why)));
        }
        match list {
            Some(key) if raw.get().starts_with('[') => {
                let start = at(raw.get());
                lists.push((key, start..start + raw.get().len(), rows));
                obj.insert(k.into_owned(), Value::Null);
            }
            _ => {
                let v = serde_json::from_str(raw.get()).unwrap_or(Value::Null);
                obj.insert(k.into_owned(), v);
            }
        }
    }
    // Rows come in the catalogue's order of lists, whatever the service's order of fields.
    lists.sort_by_key(|(k, _, _)| list_keys.iter().position(|l| l == k));
    let (lists, rows) = lists
        .into_iter()
        .map(|(k, at, rows)| ((k, at), rows))
        .unzip();
    Sorted {
        obj,
        lists,
        rows,
        misshapen,
    }
}

/// What a refusal (`success: false`) means: no failure for some operations, a rate limit,
/// rejected credentials, an empty list, an outdated version, or the service's own reason.
fn refused(op: &Op, status: u16, obj: Map<String, Value>, msg: String) -> Result<Parsed, Failure> {
    if op.not_failure(&msg).is_some() {
        return Ok(Parsed::of(obj));
    }
    if is_rate_limited(status, &msg) {
        return Err(Failure::RateLimited(msg));
    }
    if AUTH_MESSAGES.iter().any(|m| msg.contains(m)) {
        return Err(Failure::Auth(auth_hint(&msg)));
    }
    if is_empty_list(op, status, &msg) {
        let mut empty = Map::new();
        empty.insert("success".into(), Value::Bool(true));
        empty.insert("message".into(), Value::String(msg));
        return Ok(Parsed::of(empty));
    }
    // A server error on a read is no answer to it (exit 6, as documented), not the service
    // saying no (exit 1).
    if status >= 500 && op.is_read() {
        return Err(Failure::Answer(if msg.is_empty() {
            format!("the service failed (HTTP {status})")
        } else {
            format!("the service failed (HTTP {status}): {msg}")
        }));
    }
    if msg == "invalidver" {
        let link = obj
            .get("download")
            .and_then(Value::as_str)
            .filter(|d| !d.is_empty());
        return Err(Failure::Service(match link {
            Some(d) => format!("invalidver: this application version is outdated; the new one is at {d}"),
            None => "invalidver: this application version is outdated (set app_version or --app-version)".into(),
        }));
    }
    if msg.is_empty() {
        return Err(Failure::Service(format!(
            "the service refused (HTTP {status})"
        )));
    }
    Err(Failure::Service(msg))
}

/// Why a list field of an answer is not a list of rows (objects, or strings from old servers);
/// each row's text handed to `row` as it is checked.
fn list_shape(key: &str, raw: &str, row: &mut dyn FnMut(&str)) -> Option<String> {
    // `null`, and `usersub`'s `"not_found"` (api-catalogue), say "none": the list is empty.
    if raw == "null" || raw == "\"not_found\"" {
        return None;
    }
    let mut why = None;
    let mut i = 0;
    let read = rows::each(raw, &mut |item| {
        let t = item.get();
        if why.is_some() {
            return;
        }
        why = match row_fault(t) {
            None => None,
            Some(None) => Some(format!(
                "the answer's `{key}[{i}]` is {}, not a row",
                json_type(t)
            )),
            Some(Some(e)) => Some(format!("the answer's `{key}[{i}]` cannot be read: {e}")),
        };
        row(t);
        i += 1;
    });
    match read {
        Err(_) => Some(format!(
            "the answer's `{key}` is {}, not a list",
            json_type(raw)
        )),
        Ok(()) => why,
    }
}

/// What is wrong with a list's row, if anything: `Some(None)` when it is neither an object
/// nor a string (an old server's bare name), `Some(Some(why))` when its text is JSON but not a
/// value — a lone surrogate escape, `"\ud800"`: every reader of rows would leave it out and
/// print the rest with exit 0. Only rows with an escape can be such (a service writes them for
/// non-ASCII text, rarely).
fn row_fault(t: &str) -> Option<Option<serde_json::Error>> {
    if !t.starts_with(['{', '"']) {
        return Some(None);
    }
    if t.contains("\\u") {
        if let Err(e) = serde_json::from_str::<Value>(t) {
            return Some(Some(e));
        }
    }
    None
}

/// `a number`, `an object`, … for messages about an answer's shape.
pub fn json_type(raw: &str) -> &'static str {
    match raw.trim_start().as_bytes().first() {
        Some(b'{') => "an object",
        Some(b'[') => "a list",
        Some(b'"') => "a string",
        Some(b't' | b'f') => "a boolean",
        Some(b'n') => "null",
        _ => "a number",
    }
}

/// The keys a `licenses create` answer reports: `keys` (a list of strings) or `key`.
pub fn created_keys(answer: &Value) -> Result<Vec<Value>, Failure> {
    let shape = |what: String| {
        Failure::Answer(format!(
            "licenses create: {what}; keys may have been created: check `licensectl licenses list`"
        ))
    };
    match (answer.get("keys"), answer.get("key")) {
        (Some(Value::Array(ks)), _) => {
            if let Some(i) = ks.iter().position(|k| !k.is_string()) {
                return Err(shape(format!(
                    "the answer's `keys[{i}]` is {}, not a key",
                    json_type(&ks[i].to_string())
                )));
            }
            Ok(ks.clone())
        }
        (Some(other), _) => Err(shape(format!(
            "the answer's `keys` is {}, not a list",
            json_type(&other.to_string())
        ))),
        (None, Some(k @ Value::String(_))) => Ok(vec![k.clone()]),
        (None, Some(other)) => Err(shape(format!(
            "the answer's `key` is {}, not a key",
            json_type(&other.to_string())
        ))),
        (None, None) => Err(shape("the answer has neither `key` nor `keys`".into())),
    }
}

fn auth_hint(msg: &str) -> String {
    if msg.starts_with(GATEWAY_REFUSED) {
        return format!("{msg} (ask the gateway's owner for a token whose role allows it)");
    }
    let hint = if msg.contains("Not authorized") {
        "the seller API needs the seller plan on the owner's account"
    } else if msg.contains("Restricted") {
        "this seller key only works from the IPs allowed in the app's settings"
    } else if msg.contains("banned") {
        "the application is banned from the service"
    } else {
        "the seller key is not valid for this service: check it with `licensectl config show` or set LICENSECTL_SELLER_KEY"
    };
    format!("{msg} ({hint})")
}

#[cfg(test)]
mod tests;
