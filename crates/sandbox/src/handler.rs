//! What a handler sees (the parsed query, the database, the time) and what it answers.

use rusqlite::Connection;
use serde_json::{json, Map, Value};
use std::borrow::Cow;
use std::collections::HashMap;

use crate::store::AppCreds;

/// An answer: status code and a JSON or plain-text body.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub status: u16,
    pub body: Body,
    /// Sent as it is: the service neither signs (1.2, 1.3) nor encrypts (1.0) it — its refusals
    /// before the `type` switch, `Session not found`, and `log`'s empty answer.
    pub unsigned: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Body {
    Json(Value),
    Text(String),
    /// JSON the handler wrote itself: a large list, without a tree of `Value`s in between.
    Raw(String),
}

impl Reply {
    pub fn json(status: u16, value: Value) -> Reply {
        Reply {
            status,
            body: Body::Json(value),
            unsigned: false,
        }
    }
    pub fn text(status: u16, text: impl Into<String>) -> Reply {
        Reply {
            status,
            body: Body::Text(text.into()),
            unsigned: false,
        }
    }
    /// This reply, sent as it is (see [`Reply::unsigned`]).
    pub fn sent_as_is(self) -> Reply {
        Reply {
            unsigned: true,
            ..self
        }
    }
}

impl Reply {
    /// The body as JSON: `None` for text.
    pub fn value(&self) -> Option<std::borrow::Cow<'_, Value>> {
        match &self.body {
            Body::Json(v) => Some(std::borrow::Cow::Borrowed(v)),
            Body::Raw(t) => serde_json::from_str(t).ok().map(std::borrow::Cow::Owned),
            Body::Text(_) => None,
        }
    }
}

/// Writes the rows of a list answer straight into its text (see `streamed_list`).
pub struct RowWriter {
    out: Vec<u8>,
    rows: usize,
}

impl RowWriter {
    /// Appends one row.
    pub fn push(&mut self, row: &impl serde::Serialize) -> anyhow::Result<()> {
        if self.rows > 0 {
            self.out.push(b',');
        }
        serde_json::to_writer(&mut self.out, row)?;
        self.rows += 1;
        // Past a chunk, on a thread whose list goes out as it is written: sent now.
        if self.out.len() >= crate::stream::CHUNK && crate::stream::active() {
            let chunk = std::mem::replace(&mut self.out, Vec::with_capacity(crate::stream::CHUNK));
            crate::stream::send(chunk)?;
        }
        Ok(())
    }
}

/// A list answer written row by row as the rows are read — `{"success":true,"message":msg,
/// "<key>":[…]}` — so a 100,000-row list is its text, not a tree of maps; none written is the
/// service's 406 with `empty_msg`. On a thread with a `stream` sink, a list past a chunk is sent
/// as it is written, never held whole.
pub fn streamed_list(
    msg: &str,
    key: &str,
    empty_msg: &str,
    write_rows: impl FnOnce(&mut RowWriter) -> anyhow::Result<()>,
) -> anyhow::Result<Reply> {
    let mut w = RowWriter {
        out: Vec::new(),
        rows: 0,
    };
    w.out.extend_from_slice(br#"{"success":true,"message":"#);
    serde_json::to_writer(&mut w.out, msg)?;
    w.out.push(b',');
    serde_json::to_writer(&mut w.out, key)?;
    w.out.extend_from_slice(b":[");
    if let Err(e) = write_rows(&mut w) {
        crate::stream::fail(&e);
        return Err(e);
    }
    if w.rows == 0 {
        return Ok(fail_status(406, empty_msg));
    }
    w.out.extend_from_slice(b"]}");
    if crate::stream::started() {
        // The rest of a list already going out; the answer is the stream's (this one unused).
        crate::stream::send(w.out)?;
        return Ok(Reply {
            status: 200,
            body: Body::Raw(String::new()),
            unsigned: false,
        });
    }
    let text = String::from_utf8(w.out)?;
    Ok(Reply {
        status: 200,
        body: Body::Raw(text),
        unsigned: false,
    })
}

/// `{"success": true, "message": msg}`.
pub fn ok(msg: &str) -> Reply {
    Reply::json(200, json!({"success": true, "message": msg}))
}

/// `{"success": true, "message": msg, ...extra}`.
pub fn ok_with(msg: &str, extra: Value) -> Reply {
    let mut m = Map::new();
    m.insert("success".into(), Value::Bool(true));
    m.insert("message".into(), Value::String(msg.into()));
    if let Value::Object(extra) = extra {
        m.extend(extra);
    }
    Reply::json(200, Value::Object(m))
}

/// `{"success": false, "message": msg}` with HTTP 200, as most failures are.
pub fn fail(msg: &str) -> Reply {
    fail_status(200, msg)
}

pub fn fail_status(status: u16, msg: &str) -> Reply {
    Reply::json(status, json!({"success": false, "message": msg}))
}

/// A list answer; an empty list is the service's 406 with `empty_msg`.
pub fn list(msg: &str, key: &str, rows: Vec<Value>, empty_msg: &str) -> Reply {
    if rows.is_empty() {
        return fail_status(406, empty_msg);
    }
    ok_with(msg, json!({ key: rows }))
}

/// Which client API path a request came in on; the seller API leaves the default.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub enum ClientApi {
    #[default]
    V13,
    V12,
    V11,
    V10,
}

/// Query parameters after the service's sanitiser: trimmed, empty values dropped.
#[derive(Debug, Default, Clone)]
pub struct Query {
    values: Values,
    pub type_count: usize,
    pub api: ClientApi,
    /// A seller request's JSON body: the order an e-commerce webhook (Sellix, Shoppy) posts,
    /// whose quantity `add` reads (api-catalogue §2.1).
    /// Boxed: a `Query` travels in every request's outcome (`server::Pass`).
    pub body: Option<Box<serde_json::Value>>,
    /// Names sent as PHP arrays (`name[]=…`): the 2022 server's `trim()` dies on them.
    pub arrays: Vec<String>,
}

impl Query {
    pub fn parse(raw: &str) -> Query {
        let mut q = Query::default();
        for (k, v) in pairs(raw) {
            if k == "type" {
                q.type_count += 1;
            }
            if let Some(name) = k.strip_suffix("[]") {
                if !q.arrays.iter().any(|a| a == name) {
                    q.arrays.push(name.to_string());
                }
            }
            let v = v.trim();
            if !v.is_empty() {
                q.values.insert(k.into_owned(), v.to_string());
            }
        }
        q
    }
    /// The values as the 2022 server's `sanitize()` left them: HTML tags stripped (PHP's
    /// `strip_tags`), and a value left empty dropped, as an empty one is.
    pub fn strip_tags(&mut self) {
        self.values.retain(|v| {
            if v.contains('<') {
                *v = strip_tags(v).trim().to_string();
            }
            !v.is_empty()
        });
    }
    /// Sets a value, as a sanitiser that rewrites one does.
    pub fn set(&mut self, name: &str, value: &str) {
        self.values.insert(name.to_string(), value.to_string());
    }
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }
    /// A value, or "" when absent.
    pub fn str(&self, name: &str) -> &str {
        self.get(name).unwrap_or("")
    }
    /// 1/0-style booleans: any non-empty value other than "0" is true.
    pub fn flag(&self, name: &str) -> bool {
        self.get(name).is_some_and(|v| v != "0")
    }
    pub fn int(&self, name: &str) -> Option<i64> {
        self.get(name).and_then(|v| v.parse().ok())
    }
    pub fn number(&self, name: &str) -> Option<f64> {
        self.get(name)
            .and_then(|v| v.parse::<f64>().ok())
            .filter(|n| n.is_finite())
    }
}

/// `raw`'s name/value pairs as `url::form_urlencoded::parse` reads them; a pair with no `%` and
/// no `+` (every pair of a request the CLI sends, bar a note's or a name's text) is the text itself,
/// with no pass to decode it or to check it is UTF-8 (it is: `raw` is a `str`).
fn pairs(raw: &str) -> impl Iterator<Item = (Cow<'_, str>, Cow<'_, str>)> {
    raw.split('&').filter(|p| !p.is_empty()).map(|pair| {
        if pair.bytes().any(|b| b == b'%' || b == b'+') {
            let mut one = url::form_urlencoded::parse(pair.as_bytes());
            // One pair, not empty: form_urlencoded yields exactly one.
            one.next().unwrap_or((Cow::Borrowed(""), Cow::Borrowed("")))
        } else {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (Cow::Borrowed(k), Cow::Borrowed(v))
        }
    })
}

/// A query's values by name. A request has a handful: they are a list searched in order, where
/// hashing each name to find it cost more than comparing it (~4 % of a seller `info`'s
/// instructions). Past `SMALL` names (a hostile request's thousands) a hash map, so that no
/// request costs more than linear time.
#[derive(Debug, Clone)]
enum Values {
    List(Vec<(String, String)>),
    Map(HashMap<String, String>),
}

impl Default for Values {
    fn default() -> Values {
        Values::List(Vec::new())
    }
}

impl Values {
    const SMALL: usize = 16;

    /// Sets `name` to `value`; a name given again takes its last value.
    fn insert(&mut self, name: String, value: String) {
        match self {
            Values::List(list) => {
                if let Some(slot) = list.iter_mut().find(|(n, _)| *n == name) {
                    slot.1 = value;
                } else if list.len() < Values::SMALL {
                    list.push((name, value));
                } else {
                    let mut map: HashMap<String, String> =
                        std::mem::take(list).into_iter().collect();
                    map.insert(name, value);
                    *self = Values::Map(map);
                }
            }
            Values::Map(map) => {
                map.insert(name, value);
            }
        }
    }
    fn get(&self, name: &str) -> Option<&String> {
        match self {
            Values::List(list) => list.iter().find(|(n, _)| n == name).map(|(_, v)| v),
            Values::Map(map) => map.get(name),
        }
    }
    /// Keeps the values `keep` says to, which may rewrite them.
    fn retain(&mut self, mut keep: impl FnMut(&mut String) -> bool) {
        match self {
            Values::List(list) => list.retain_mut(|(_, v)| keep(v)),
            Values::Map(map) => map.retain(|_, v| keep(v)),
        }
    }
}

/// PHP's `strip_tags`, as far as a value of a query needs: from each `<` that opens a tag to
/// the next `>` (or to the end when none follows) is dropped.
pub fn strip_tags(v: &str) -> String {
    let mut out = String::with_capacity(v.len());
    let mut in_tag = false;
    let mut chars = v.chars().peekable();
    while let Some(c) = chars.next() {
        match (in_tag, c) {
            // `a < b`: a `<` before a space opens no tag.
            (false, '<') if chars.peek().is_none_or(|n| n.is_whitespace()) => out.push(c),
            (false, '<') => in_tag = true,
            (false, c) => out.push(c),
            (true, '>') => in_tag = false,
            (true, _) => {}
        }
    }
    out
}

/// Everything a handler needs for one request.
pub struct Ctx<'a> {
    pub db: &'a Connection,
    pub q: &'a Query,
    pub now: i64,
    pub ip: &'a str,
    pub app: &'a AppCreds,
    /// Client API: the session id of the request, once checked.
    pub session: Option<Session>,
    /// Password work done before the transaction.
    pub pre: Prework,
    /// The sandbox's generation and switches.
    pub mode: crate::mode::Mode,
}

/// A client request's session, once found alive (`client::find_session`). Here, beside `Ctx`
/// that carries it, so the handler API names no handler family (the client imports it from here).
#[derive(Debug, Clone)]
pub struct Session {
    pub id: String,
    pub credential: Option<String>,
    pub validated: bool,
    pub enckey: Option<String>,
}

/// Argon2 work done before a request's transaction (~30 ms a hash): done inside it, every other
/// request would wait behind it on the database thread.
#[derive(Debug, Default)]
pub struct Prework {
    /// (password, stored hash, whether they match).
    pub checked: Option<(String, String, bool)>,
    /// (password, a fresh hash of it), for the handler that stores it; taken once.
    pub hashed: std::cell::RefCell<Option<(String, String)>>,
    /// The answer to the outgoing request a first pass asked for (`Ctx::fetch`).
    pub fetched: Option<(crate::fetch::Request, crate::fetch::Fetched)>,
    /// The hashing pool's queue was full: the request is answered busy, nothing done.
    pub busy: bool,
}

impl Ctx<'_> {
    /// The answer to `req`, made before this pass; without one, the `fetch::NeedFetch` error that
    /// has the request rolled back, `req` made off the database thread, and the request run again.
    pub fn fetch(&mut self, req: crate::fetch::Request) -> anyhow::Result<crate::fetch::Fetched> {
        // Fuzzing sends nothing anywhere: an outgoing request simply fails.
        if self.mode.fuzzing {
            return Ok(crate::fetch::Fetched::Failed);
        }
        match self.pre.fetched.take() {
            Some((made, answer)) if made == req => Ok(answer),
            _ => Err(crate::fetch::NeedFetch(req).into()),
        }
    }

    /// `hash::verify_password`, answered by the check made before the transaction when it was
    /// made for this password and this hash (a changed password is checked again).
    pub fn verify_password(&self, password: &str, hash: &str) -> bool {
        match &self.pre.checked {
            Some((p, h, ok)) if p == password && h == hash => *ok,
            _ => crate::hash::verify_password(password, hash),
        }
    }

    /// A list answer written from its rows as they are read (`streamed_list`: its text, never a
    /// tree of values; on a file sandbox's read path, sent as it is written, `stream`). An older
    /// generation's rewrites work on a tree (`Mode::reshapes`): there it is one, as before.
    pub fn list_rows<T: serde::Serialize>(
        &self,
        msg: &str,
        key: &str,
        empty_msg: &str,
        rows: impl IntoIterator<Item = rusqlite::Result<T>>,
    ) -> Handled {
        if self.mode.reshapes() {
            let rows = rows
                .into_iter()
                .map(|r| Ok(serde_json::to_value(r?)?))
                .collect::<anyhow::Result<Vec<Value>>>()?;
            return Ok(list(msg, key, rows, empty_msg));
        }
        streamed_list(msg, key, empty_msg, |w| {
            for r in rows {
                w.push(&r?)?;
            }
            Ok(())
        })
    }

    /// `hash::hash_password`, using the hash made before the transaction for this password.
    pub fn hash_password(&self, password: &str) -> anyhow::Result<String> {
        match self.pre.hashed.borrow_mut().take() {
            Some((p, h)) if p == password => Ok(h),
            _ => crate::hash::hash_password_with(password, self.mode.fuzzing),
        }
    }
}

/// A handler's result: internal errors become the service's HTTP 500 `Error: …`.
pub type Handled = anyhow::Result<Reply>;

/// A handler of one `type`.
pub type Handler = fn(&mut Ctx) -> Handled;

/// The handler of `ty` in a family's handler tables.
pub fn lookup(tables: &[&[(&str, Handler)]], ty: &str) -> Option<Handler> {
    tables
        .iter()
        .flat_map(|t| t.iter())
        .find(|(t, _)| *t == ty)
        .map(|(_, h)| *h)
}

#[cfg(test)]
mod tests {
    use super::Query;
    use crate::hash::hash_password;

    #[test]
    fn a_query_reads_as_form_urlencoded_reads_it() {
        let raws = [
            "type=info&key=ABC-123&sellerkey=0123456789abcdef0123456789abcdef",
            "a=1&&a=2&b&=c&d==e&%3D=%26&f=x+y%2By&g=%zz&h=%C3%A9&i=%FF%FE&j= spaced ",
            "type=a&type=b&name[]=x&name[]=y&note=%3Cb%3Ehi%3C/b%3E&empty=&&&",
            "k1=1&k2=2&k3=3&k4=4&k5=5&k6=6&k7=7&k8=8&k9=9&k10=10&k11=11&k12=12&k13=13&k14=14&k15=15&k16=16&k17=17&k1=last&k18=+&k19=%41",
            "",
            "&",
            "=",
        ];
        for raw in raws {
            let q = Query::parse(raw);
            let mut want = std::collections::HashMap::new();
            let mut types = 0;
            for (k, v) in url::form_urlencoded::parse(raw.as_bytes()) {
                types += usize::from(k == "type");
                let v = v.trim().to_string();
                if !v.is_empty() {
                    want.insert(k.into_owned(), v);
                }
            }
            for (k, v) in &want {
                assert_eq!(q.get(k), Some(v.as_str()), "{raw:?}: {k}");
            }
            for k in ["x", "k0", "name", "zz"] {
                assert_eq!(q.get(k), want.get(k).map(String::as_str), "{raw:?}: {k}");
            }
            assert_eq!(q.type_count, types, "{raw:?}");
        }
        let many = Query::parse(raws[3]);
        assert_eq!(
            many.get("k1"),
            Some("last"),
            "the last of a name given twice"
        );
        assert_eq!(many.get("k19"), Some("A"));
        assert_eq!(many.get("k18"), None, "a value of a space is empty");
    }

    #[test]
    fn password_work_done_early_is_used_only_for_its_password_and_hash() {
        let kit = crate::testkit::Kit::new();
        let q = Query::parse("");
        let h = hash_password("pw").unwrap();
        let mut cx = kit.ctx(&q);
        // A recorded (wrong) verdict shows whether it was used.
        cx.pre.checked = Some(("pw".into(), h.clone(), false));
        assert!(!cx.verify_password("pw", &h), "the early check answers");
        let other = hash_password("pw").unwrap();
        assert!(
            cx.verify_password("pw", &other),
            "another hash is checked again"
        );
        *cx.pre.hashed.borrow_mut() = Some(("pw".into(), "early".into()));
        assert!(cx.hash_password("other").unwrap().starts_with("$argon2"));
        *cx.pre.hashed.borrow_mut() = Some(("pw".into(), "early".into()));
        assert_eq!(cx.hash_password("pw").unwrap(), "early");
        assert_ne!(cx.hash_password("pw").unwrap(), "early", "taken once");
    }
}
