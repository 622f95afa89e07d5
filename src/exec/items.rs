//! Reading `--from-file`, streamed: one value a line, CSV with a header naming the parameters, or
//! a JSON array (resume files are JSON arrays); each item handed over as read, never the whole file.

use std::cell::RefCell;
use std::fmt;
use std::io::{BufRead, Cursor, Read};

use licensectl_catalogue::{Kind, Op, Param};
use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};
use serde_json::Value;

use crate::error::Failure;
use crate::params::{self, Raw};

/// How a resume file marks a secret it did not keep: the rerun asks for it again.
pub const WITHHELD: &str = "withheld";

/// One item of the input, with where it was read.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// `file line 3`, `stdin item 2`.
    pub at: String,
    pub given: Vec<(&'static str, Raw)>,
    /// Secret parameters a resume file withheld: the command line must supply them.
    pub withheld: Vec<&'static str>,
}

/// Whether to go on reading after an item.
pub type Each<'a> = dyn FnMut(Entry) -> Result<bool, Failure> + 'a;

fn usage(msg: String) -> Failure {
    Failure::Usage(msg)
}

/// Reads every item of `input`, in order, handing each to `each` until it returns `false`.
pub fn read(op: &Op, input: impl Read, source: &str, each: &mut Each) -> Result<(), Failure> {
    let pos = op
        .positional()
        .ok_or_else(|| usage(format!("`{}` takes no identifying value", op.command)))?;
    // Bounded whatever the input is: a NUL byte or a line past 16 MiB ends the read.
    let input = crate::input::Text::new(input, u64::MAX);
    let mut input = std::io::BufReader::with_capacity(1 << 16, input);
    let io = |e: std::io::Error| usage(format!("cannot read {source}: {e}"));
    // Leading blank and comment lines; a UTF-8 BOM is not part of the first column's name.
    let mut skipped = 0usize;
    let mut first = String::new();
    loop {
        first.clear();
        if input.read_line(&mut first).map_err(io)? == 0 {
            return Ok(());
        }
        if skipped == 0 {
            if let Some(rest) = first.strip_prefix('\u{feff}') {
                first = rest.to_string();
            }
        }
        let t = first.trim();
        if !t.is_empty() && !t.starts_with('#') {
            break;
        }
        skipped += 1;
    }
    let rest = Cursor::new(first.clone().into_bytes()).chain(input);
    if first.trim_start().starts_with('[') {
        return json(op, pos, rest, source, skipped, each);
    }
    let header = csv::ReaderBuilder::new()
        .has_headers(false)
        .trim(csv::Trim::All)
        .from_reader(first.as_bytes())
        .records()
        .next()
        .and_then(Result::ok)
        .unwrap_or_default();
    let is_header = header
        .iter()
        .any(|h| params::named(op, h).is_some_and(|p| p.name == pos.name));
    if is_header {
        return csv_rows(op, pos, rest, source, skipped, each);
    }
    for (n, line) in rest.lines().enumerate() {
        let line = line.map_err(io)?;
        let at = format!("{source} line {}", skipped + n + 1);
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if t.contains(',') && header.len() > 1 {
            return Err(usage(format!(
                "{at}: looks like CSV but the first line names no {} column",
                pos.flag
            )));
        }
        if let Some(what) = json_line(t) {
            return Err(usage(format!(
                "{at}: is {what}, not a bare {}; this input is one value a line: give the items as a JSON array (`[{{…}}, …]` or `[\"…\"]`) or as CSV",
                pos.flag
            )));
        }
        let entry = Entry {
            at,
            given: vec![(pos.name, Raw::Text(t.to_string()))],
            withheld: Vec::new(),
        };
        if !each(entry)? {
            break;
        }
    }
    Ok(())
}

/// What a line of one value is when it is a JSON object or string (`{"user": "a"}`, `"a"`): a
/// JSON-lines file given where one value a line is read, whose text would be sent as the value.
fn json_line(t: &str) -> Option<&'static str> {
    let object = t.starts_with('{') && t.ends_with('}');
    let string = t.len() >= 2 && t.starts_with('"') && t.ends_with('"');
    if !(object || string) {
        return None;
    }
    match serde_json::from_str::<Value>(t).ok()? {
        Value::Object(_) => Some("a JSON object"),
        Value::String(_) => Some("a JSON string"),
        _ => None,
    }
}

/// The header line's columns, each a parameter of `op` named once.
fn header(op: &Op, record: &csv::StringRecord, at: &str) -> Result<Vec<&'static Param>, Failure> {
    let mut columns: Vec<&'static Param> = Vec::new();
    for (i, h) in record.iter().enumerate() {
        let p = params::named(op, h).ok_or_else(|| {
            usage(format!(
                "{at}, column {}: unknown column {:?}",
                i + 1,
                h.trim()
            ))
        })?;
        if columns.iter().any(|c| c.name == p.name) {
            return Err(usage(format!(
                "{at}, column {}: column {:?} names {} again",
                i + 1,
                h.trim(),
                p.display_flag()
            )));
        }
        columns.push(p);
    }
    Ok(columns)
}

/// The CSV items: a header naming the parameters, then one item per non-blank line.
fn csv_rows(
    op: &Op,
    pos: &Param,
    input: impl Read,
    source: &str,
    skipped: usize,
    each: &mut Each,
) -> Result<(), Failure> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .comment(Some(b'#'))
        .from_reader(input);
    let line_of =
        |r: &csv::StringRecord| skipped as u64 + r.position().map(|p| p.line()).unwrap_or(0);
    let mut columns: Vec<&'static Param> = Vec::new();
    let mut record = csv::StringRecord::new();
    loop {
        let more = reader.read_record(&mut record).map_err(|e| {
            let line = e.position().map(|p| p.line()).unwrap_or(0) + skipped as u64;
            usage(format!("{source} line {line}: not valid CSV: {e}"))
        })?;
        if !more {
            break;
        }
        let line = line_of(&record);
        let at = format!("{source} line {line}");
        // A quoted value that runs past its line is almost always a quote left open, which
        // would swallow the rows after it.
        if let Some(col) = record.iter().position(|f| f.contains(['\n', '\r'])) {
            return Err(usage(format!(
                "{at}, column {}: a quoted value runs past the end of its line (a quote left open?); put values with line breaks in a JSON file",
                col + 1
            )));
        }
        if columns.is_empty() {
            columns = header(op, &record, &at)?;
            continue;
        }
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        if record.len() != columns.len() {
            return Err(usage(format!(
                "{at}, column {}: {} fields, the header has {}",
                record.len().min(columns.len()) + 1,
                record.len(),
                columns.len()
            )));
        }
        let given: Vec<(&'static str, Raw)> = columns
            .iter()
            .zip(record.iter())
            .filter_map(|(p, v)| {
                let v = crate::escape::formula_unguard(v.trim());
                Some((p.name, params::from_cell(v)?))
            })
            .collect();
        if !given.iter().any(|(k, _)| *k == pos.name) {
            return Err(usage(format!("{at}: no {} given", pos.flag)));
        }
        if !each(Entry {
            at,
            given,
            withheld: Vec::new(),
        })? {
            break;
        }
    }
    Ok(())
}

/// One JSON item: a string (the identifying value) or an object of parameters.
fn json_item(op: &Op, pos: &Param, v: Value, at: String) -> Result<Entry, Failure> {
    let mut entry = Entry {
        at,
        given: Vec::new(),
        withheld: Vec::new(),
    };
    match v {
        Value::String(s) => entry.given.push((pos.name, Raw::Text(s))),
        Value::Object(m) => {
            for (k, v) in &m {
                let p = params::named(op, k)
                    .ok_or_else(|| usage(format!("{}: unknown field {k:?}", entry.at)))?;
                if entry.given.iter().any(|(n, _)| *n == p.name) {
                    return Err(usage(format!(
                        "{}: field {k:?} names {} again",
                        entry.at,
                        p.display_flag()
                    )));
                }
                if p.kind == Kind::Secret && v.get(WITHHELD).is_some() {
                    entry.withheld.push(p.name);
                    continue;
                }
                match params::from_json(p, v) {
                    Ok(Some(raw)) => entry.given.push((p.name, raw)),
                    Ok(None) => {}
                    Err(e) => return Err(usage(format!("{}: {k}: {e}", entry.at))),
                }
            }
        }
        _ => {
            return Err(usage(format!(
                "{}: expected a string or an object",
                entry.at
            )))
        }
    }
    if !entry.given.iter().any(|(k, _)| *k == pos.name) {
        return Err(usage(format!("{}: no {} given", entry.at, pos.flag)));
    }
    Ok(entry)
}

struct Items<'a, 'b> {
    op: &'a Op,
    pos: &'a Param,
    source: &'a str,
    each: &'a mut Each<'b>,
    /// Why reading stopped early: a bad item (`Some(failure)`) or the caller's `false` (`None`).
    failed: &'a RefCell<Option<Option<Failure>>>,
}

impl<'de> Visitor<'de> for Items<'_, '_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON array")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut n = 0;
        while let Some(v) = seq.next_element::<Value>()? {
            n += 1;
            let at = format!("{} item {n}", self.source);
            let go = json_item(self.op, self.pos, v, at).and_then(|e| (self.each)(e));
            match go {
                Ok(true) => {}
                Ok(false) => {
                    *self.failed.borrow_mut() = Some(None);
                    return Err(de::Error::custom("stopped"));
                }
                Err(f) => {
                    *self.failed.borrow_mut() = Some(Some(f));
                    return Err(de::Error::custom("stopped"));
                }
            }
        }
        Ok(())
    }
}

impl<'de> DeserializeSeed<'de> for Items<'_, '_> {
    type Value = ();
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

fn json(
    op: &Op,
    pos: &Param,
    input: impl Read,
    source: &str,
    skipped: usize,
    each: &mut Each,
) -> Result<(), Failure> {
    let failed = RefCell::new(None);
    let mut de = serde_json::Deserializer::from_reader(input);
    let items = Items {
        op,
        pos,
        source,
        each,
        failed: &failed,
    };
    let result = items.deserialize(&mut de).and_then(|()| de.end());
    match failed.into_inner() {
        Some(Some(f)) => return Err(f),
        Some(None) => return Ok(()),
        None => {}
    }
    result.map_err(|e| {
        let text = e.to_string();
        let what = text.split(" at line ").next().unwrap_or(&text);
        usage(format!(
            "{source} line {}, column {}: not a valid JSON array: {what}",
            e.line() + skipped,
            e.column()
        ))
    })
}

/// Every item of a string, for tests and fuzzing.
pub fn parse(op: &Op, text: &str, source: &str) -> Result<Vec<Entry>, Failure> {
    let mut out = Vec::new();
    read(op, text.as_bytes(), source, &mut |e| {
        out.push(e);
        Ok(true)
    })?;
    Ok(out)
}
