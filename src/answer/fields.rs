//! Reading one field of an answer's row: the service sends numbers and numeric strings alike,
//! and absent, null and empty alike.

use serde_json::{Map, Value};

/// A field as a whole number (the service sends numbers and numeric strings alike).
pub fn num(row: &Map<String, Value>, field: &str) -> Option<i64> {
    match row.get(field)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// A field as text; empty when missing or null.
pub fn text(row: &Map<String, Value>, field: &str) -> String {
    crate::output::raw(row.get(field))
}
