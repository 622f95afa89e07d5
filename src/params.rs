//! The parameter codec: every `Kind` read from any source (a flag, a CSV cell or line, a JSON value,
//! a resume-file entry, an `api key=value`, a restore step), checked, and encoded to the exact query
//! form its operation's `type` expects. Nothing else converts a parameter, so every source sends
//! the same bytes for the same value.

use licensectl_catalogue::{units, Kind, Op, Param};
use serde_json::Value;

use crate::error::Failure;

/// A value as the user gave it, before encoding.
#[derive(Debug, Clone, PartialEq)]
pub enum Raw {
    /// A flag's value, a CSV cell, a line, a JSON string.
    Text(String),
    /// `--x` / `--no-x`, or a JSON boolean.
    Bool(bool),
    /// Several values: a comma-separated flag, a JSON array of strings.
    Many(Vec<String>),
    /// Already in query form (`api key=value`, a restore step): checked, switches normalised.
    Wire(String),
}

impl Raw {
    /// How a resume file keeps the value: as given, so a rerun encodes it exactly as this run did.
    pub fn to_json(&self) -> Value {
        match self {
            Raw::Text(s) | Raw::Wire(s) => Value::String(s.clone()),
            Raw::Bool(b) => Value::Bool(*b),
            Raw::Many(v) => Value::Array(v.iter().cloned().map(Value::String).collect()),
        }
    }
}

/// `true/false`, `1/0`, `yes/no`, `on/off` in any case; anything else is not a boolean.
pub fn bool_word(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" | "y" | "on" => Some(true),
        "false" | "0" | "no" | "n" | "off" => Some(false),
        _ => None,
    }
}

fn is_switch(p: &Param) -> bool {
    matches!(p.kind, Kind::Switch(_) | Kind::SwitchWord)
}

/// An identifying or required value: sent blank, it would name nothing (or everything).
fn is_identifier(p: &Param) -> bool {
    p.positional || (p.required && matches!(p.kind, Kind::Text))
}

/// What a value of this kind looks like, for error messages.
pub fn expects(p: &Param) -> String {
    let what = match p.kind {
        Kind::Text | Kind::Secret => "text",
        Kind::Int => "a whole number",
        Kind::Number => "a number",
        Kind::Switch(_) | Kind::SwitchWord => "true or false (also 1/0, yes/no)",
        Kind::Duration(unit) => {
            return format!(
                "a duration such as {}",
                licensectl_catalogue::units::examples(unit)
            )
        }
        Kind::List => "text or a list of texts",
    };
    if p.choices.is_empty() {
        what.to_string()
    } else {
        format!("one of {}", p.choices.join(", "))
    }
}

fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A JSON value (a file item or a resume entry): `null` is absent; a value of another JSON type
/// than the parameter's kind is an error, never its literal text.
pub fn from_json(p: &Param, v: &Value) -> Result<Option<Raw>, String> {
    let wrong = || format!("expected {}, got {}", expects(p), json_kind(v));
    match v {
        Value::Null => Ok(None),
        Value::String(s) => Ok(Some(Raw::Text(s.clone()))),
        Value::Bool(b) if is_switch(p) => Ok(Some(Raw::Bool(*b))),
        Value::Number(n) if matches!(p.kind, Kind::Int | Kind::Number) => {
            Ok(Some(Raw::Text(n.to_string())))
        }
        Value::Array(items) if p.kind == Kind::List => items
            .iter()
            .map(|i| i.as_str().map(str::to_string).ok_or_else(wrong))
            .collect::<Result<Vec<_>, _>>()
            .map(|v| Some(Raw::Many(v))),
        _ => Err(wrong()),
    }
}

/// A CSV cell or a line of a list file: surrounding blanks are layout, a blank cell is absent.
pub fn from_cell(cell: &str) -> Option<Raw> {
    let t = cell.trim();
    (!t.is_empty()).then(|| Raw::Text(t.to_string()))
}

fn list(items: impl Iterator<Item = String>) -> Result<String, String> {
    let parts: Vec<String> = items
        .flat_map(|s| {
            s.split(',')
                .map(|p| p.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err("is an empty list".into());
    }
    // The service's list separator.
    Ok(parts.join(", "))
}

fn switch(p: &Param, on: bool) -> String {
    let word = match (p.kind, on) {
        (Kind::SwitchWord, true) => "true",
        (Kind::SwitchWord, false) => "false",
        (_, true) => "1",
        (_, false) => "0",
    };
    word.to_string()
}

fn int(text: &str) -> Result<String, String> {
    text.trim()
        .parse::<i64>()
        .map(|n| n.to_string())
        .map_err(|_| format!("{text:?} is not a whole number"))
}

fn number(text: &str) -> Result<String, String> {
    let t = text.trim();
    // Digits, one dot and a sign only: no `inf`, `NaN` or exponents the service would misread.
    let plain = !t.is_empty()
        && t.trim_start_matches(['-', '+'])
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.');
    match t.parse::<f64>() {
        Ok(n) if plain && n.is_finite() => Ok(n.to_string()),
        _ => Err(format!("{text:?} is not a number")),
    }
}

/// Encodes one value to its query form, or says what is wrong with it (without the flag's name).
pub fn encode(p: &Param, raw: &Raw) -> Result<String, String> {
    let text = match (p.kind, raw) {
        (Kind::Switch(_) | Kind::SwitchWord, Raw::Bool(b)) => switch(p, *b),
        (Kind::Switch(_) | Kind::SwitchWord, Raw::Text(s) | Raw::Wire(s)) => {
            let b = bool_word(s).ok_or_else(|| format!("{s:?} is not {}", expects(p)))?;
            switch(p, b)
        }
        (Kind::List, Raw::Many(v)) => list(v.iter().cloned())?,
        (Kind::List, Raw::Text(s)) => list(std::iter::once(s.clone()))?,
        (Kind::Int, Raw::Text(s) | Raw::Wire(s)) => int(s)?,
        (Kind::Number, Raw::Text(s) | Raw::Wire(s)) => number(s)?,
        (Kind::Duration(unit), Raw::Text(s)) => units::convert(s, unit)?,
        // A duration in query form is a plain number of the type's unit.
        (Kind::Duration(_), Raw::Wire(s)) => number(s)?,
        (Kind::Text | Kind::Secret | Kind::List, Raw::Text(s) | Raw::Wire(s)) => s.clone(),
        (_, Raw::Bool(_)) => return Err(format!("is true/false; expected {}", expects(p))),
        (_, Raw::Many(_)) => return Err(format!("is a list; expected {}", expects(p))),
    };
    if is_identifier(p) && text.trim().is_empty() {
        return Err("is empty".into());
    }
    let text = if p.choices.is_empty() {
        text
    } else {
        p.choices
            .iter()
            .find(|c| c.eq_ignore_ascii_case(text.trim()))
            .map(|c| c.to_string())
            .ok_or_else(|| format!("{text:?} is not {}", expects(p)))?
    };
    if let Some(max) = p.max_len {
        let n = text.chars().count();
        if n > max {
            return Err(format!(
                "is {n} characters; the service allows at most {max}"
            ));
        }
    }
    Ok(text)
}

/// The parameter a file column or JSON field names: its query name or its flag, in any case.
pub fn named(op: &Op, name: &str) -> Option<&'static Param> {
    let n = name.trim();
    op.params
        .iter()
        .find(|p| p.name.eq_ignore_ascii_case(n) || p.flag.eq_ignore_ascii_case(n))
}

fn usage(p: &Param, why: impl std::fmt::Display) -> Failure {
    Failure::Usage(format!("{} {why}", p.display_flag()))
}

/// The whole query of one request, in the catalogue's parameter order whatever order the values
/// came in; a later value of a parameter beats an earlier one (a file cell beats the flag).
/// `setting` supplies a profile value for a parameter that has one.
pub fn query(
    op: &Op,
    given: &[(&str, Raw)],
    setting: &dyn Fn(&str) -> Option<String>,
) -> Result<Vec<(String, String)>, Failure> {
    let mut out = Vec::new();
    let mut chosen = false;
    for p in op.params {
        let raw = given
            .iter()
            .rev()
            .find(|(k, _)| *k == p.name)
            .map(|(_, r)| r);
        let value = match raw {
            Some(r) => {
                chosen |= !p.positional || !p.required;
                Some(encode(p, r).map_err(|e| usage(p, e))?)
            }
            None => match (p.setting.and_then(setting), p.kind) {
                (Some(v), _) => Some(encode(p, &Raw::Wire(v)).map_err(|e| usage(p, e))?),
                (None, Kind::Switch(Some(d))) => Some(switch(p, d)),
                (None, _) => None,
            },
        };
        match (value, p.required, p.setting) {
            (Some(v), _, _) => out.push((p.name.to_string(), v)),
            (None, true, Some(s)) => {
                return Err(Failure::Config(format!(
                    "`{}` needs {}: pass it or set `{s}` in the profile",
                    op.command,
                    p.display_flag()
                )))
            }
            (None, true, None) => {
                return Err(Failure::Usage(format!(
                    "`{}` needs {}",
                    op.command,
                    p.display_flag()
                )))
            }
            (None, false, _) => {}
        }
    }
    if op.needs_one && !chosen {
        let flags: Vec<String> = op
            .params
            .iter()
            .filter(|p| !p.positional || !p.required)
            .map(|p| match p.kind {
                Kind::Secret => format!("--{}-stdin", p.flag),
                _ => p.display_flag(),
            })
            .collect();
        return Err(Failure::Usage(format!(
            "`{}` would change nothing: give at least one of {}",
            op.command,
            flags.join(", ")
        )));
    }
    Ok(out)
}

/// A query already in wire form (`api key=value`, a restore step), checked against the operation's
/// declared kinds; names the operation does not declare pass unchanged.
pub fn wire(op: &Op, pairs: &[(String, String)]) -> Result<Vec<(String, String)>, Failure> {
    pairs
        .iter()
        .map(|(k, v)| match op.param(k) {
            Some(p) => Ok((
                k.clone(),
                encode(p, &Raw::Wire(v.clone())).map_err(|e| usage(p, e))?,
            )),
            None => Ok((k.clone(), v.clone())),
        })
        .collect()
}

#[cfg(test)]
#[path = "params_tests.rs"]
mod tests;
