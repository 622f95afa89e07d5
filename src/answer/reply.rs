//! A successful answer with its text: the top-level fields parsed, list rows left as text until
//! `output/` shows them (`Reply::items`), or as values for commands that work on them (`values`).

use std::ops::Range;
use std::sync::{Arc, OnceLock};

use licensectl_catalogue::{Answer, Op};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::{Parsed, Spool};
use crate::output::row::Item;

/// A successful answer with its text, for commands that render lists from it.
pub struct Reply {
    text: String,
    parsed: Parsed,
    /// A large list answer left where it was written as it arrived (`Spool`): its rows are
    /// walked from there (`each_item`); read whole only if asked for whole (`whole`).
    spool: Option<Arc<Spool>>,
    whole: OnceLock<(String, Lists, Vec<super::RowsAt>)>,
}

/// Where each list is in an answer's text.
type Lists = Vec<(&'static str, Range<usize>)>;

/// An answer's text, where its lists are in it and where each list's rows are.
type Held<'r> = (
    &'r str,
    &'r [(&'static str, Range<usize>)],
    &'r [super::RowsAt],
);

impl Reply {
    pub fn new(body: Vec<u8>, parsed: Parsed) -> Reply {
        // `read` accepted the body, so it is UTF-8 (or blank).
        let text = String::from_utf8(body)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        Reply {
            text,
            parsed,
            spool: None,
            whole: OnceLock::new(),
        }
    }

    /// An answer `read_spooled` accepted, its rows left in the spool.
    pub fn spooled(spool: Arc<Spool>, parsed: Parsed) -> Reply {
        Reply {
            text: String::new(),
            parsed,
            spool: Some(spool),
            whole: OnceLock::new(),
        }
    }

    /// An answer that is already a value (a polled result).
    pub fn from_value(value: Value) -> Reply {
        let fields = match value {
            Value::Object(m) => m,
            other => Map::from_iter([("value".to_string(), other)]),
        };
        Reply::new(Vec::new(), Parsed::of(fields))
    }

    /// The answer's text, where its lists and their rows are in it: a spooled answer is read
    /// whole now.
    fn held(&self) -> Held<'_> {
        let Some(spool) = &self.spool else {
            return (&self.text, &self.parsed.lists, &self.parsed.rows);
        };
        let (text, lists, rows) = self.whole.get_or_init(|| {
            let keys: Vec<_> = self.parsed.lists.iter().map(|(k, _)| *k).collect();
            let text = spool
                .bytes()
                .ok()
                .and_then(|b| String::from_utf8(b).ok())
                .unwrap_or_default();
            let (lists, rows) = super::lists_in(&text, &keys);
            (text, lists, rows)
        });
        (text, lists, rows)
    }

    /// The top-level fields (lists are `null` here; see `items`).
    pub fn fields(&self) -> &Map<String, Value> {
        &self.parsed.fields
    }

    pub fn into_value(self) -> Value {
        let (text, lists, _) = self.held();
        let parsed = Parsed {
            fields: self.parsed.fields.clone(),
            lists: lists.to_vec(),
            rows: Vec::new(),
            several: self.parsed.several,
        };
        parsed.into_value(text.as_bytes())
    }

    /// Whether the answer had this list field, as a list.
    pub fn has_list(&self, key: &str) -> bool {
        self.parsed.lists.iter().any(|(k, _)| *k == key)
    }

    /// Calls `f` on each element of the answer's lists, in order, without collecting them
    /// (nor, for a spooled answer, holding its text).
    pub fn each_item(&self, f: &mut dyn FnMut(&RawValue)) {
        for (key, range) in &self.parsed.lists {
            match &self.spool {
                Some(spool) => spool.each_row(key, f),
                None => {
                    let _ = crate::output::row::each(&self.text[range.clone()], &mut |r| f(r));
                }
            }
        }
    }

    /// The elements of the answer's lists, in order, each tagged with its list when there are several.
    pub fn items(&self) -> Vec<Item<'_>> {
        let multi = self.parsed.several;
        let (text, lists, rows) = self.held();
        let mut out = Vec::new();
        // Each row where `read` found it: the list is not parsed again.
        for ((key, _), rows) in lists.iter().zip(rows) {
            let kind = multi.then(|| key.trim_end_matches('s'));
            out.extend(rows.iter().map(|at| Item {
                raw: &text[at.clone()],
                kind,
            }));
        }
        out
    }
}

/// The rows of a list answer as JSON objects, for commands that work on them rather than print
/// them; strings (old servers' `usernames`) become `{column: s}`.
pub fn values(op: &Op, answer: &Value) -> Vec<Map<String, Value>> {
    let keys: &[&str] = match &op.answer {
        Answer::List(k) => std::slice::from_ref(k),
        Answer::Lists(ks) => ks,
        _ => return Vec::new(),
    };
    let first_col = op.id_field();
    let mut out = Vec::new();
    for key in keys {
        let Some(Value::Array(items)) = answer.get(*key) else {
            continue;
        };
        let kind = (keys.len() > 1).then(|| key.trim_end_matches('s'));
        out.extend(items.iter().map(|i| row(first_col, i.clone(), kind)));
    }
    out
}

/// One row of a list answer as `values` makes it, parsed from its text (`Reply::items`) only
/// now: a command can walk a list of 466,000 rows holding one at a time. `None`: a row that is
/// not JSON a value can hold — a number past `f64` (`1e999`); a lone surrogate escape is refused
/// with the answer (`read`).
pub fn value_of(op: &Op, item: &Item<'_>) -> Option<Map<String, Value>> {
    let v = serde_json::from_str(item.raw).ok()?;
    Some(row(op.id_field(), v, item.kind))
}

/// A list element as a row: objects as they are, a bare value (old servers' `usernames`) under
/// the operation's first column; tagged with its list when the answer has several.
fn row(first_col: &str, item: Value, kind: Option<&str>) -> Map<String, Value> {
    let mut row = match item {
        Value::Object(m) => m,
        other => Map::from_iter([(first_col.to_string(), other)]),
    };
    if let Some(kind) = kind {
        row.insert("kind".into(), Value::String(kind.to_string()));
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_accept_strings_and_objects() {
        let usernames = serde_json::json!({"success": true, "usernames": ["a", "b"]});
        let op = Op::seller("x", "users names", "")
            .list("usernames", &licensectl_catalogue::resources::USER);
        assert_eq!(values(&op, &usernames)[1]["username"], "b");
        let not_found = serde_json::json!({"success": true, "subs": "not_found"});
        let op = Op::seller("y", "users subs", "")
            .list("subs", &licensectl_catalogue::resources::USER_SUB);
        assert!(values(&op, &not_found).is_empty());
    }
}
