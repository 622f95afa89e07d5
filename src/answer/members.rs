//! An answer's top-level members in one pass over its text: a well-shaped list's rows found
//! (and checked) while the object is read, instead of the list skipped whole and then read again.

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;

use super::RowsAt;
use crate::output::row::{CowStr, Field, Pairs};

/// One top-level member of an answer, as the first pass left it.
pub(super) enum Member<'a> {
    /// Any value, unparsed (what every member was before this pass).
    Raw(&'a RawValue),
    /// One of the operation's lists, already found to be a list of rows (objects or strings,
    /// each a value `Value` can hold): where the list is, and where each of its rows is.
    Rows(Range<usize>, RowsAt),
}

/// An answer's members in order.
pub(super) type Members<'a> = Vec<(Cow<'a, str>, Member<'a>)>;

/// The members of the JSON object `text`, the lists named `keys` walked row by row as they are
/// read (`Member::Rows`). `None` when the text is anything else, or a list is not a non-empty list
/// of well-shaped rows: such an answer is read member by member (`members_slow`), and what is
/// wrong with it said in the words of that reading.
pub(super) fn members_fast<'a>(text: &'a str, keys: &[&'static str]) -> Option<Members<'a>> {
    let mut de = serde_json::Deserializer::from_str(text);
    let members = de.deserialize_map(Top { text, keys }).ok()?;
    de.end().ok()?;
    Some(members)
}

/// The members of the JSON object `text`, each unparsed (every list skipped, to be read again).
pub(super) fn members_slow(text: &str) -> Result<Members<'_>, serde_json::Error> {
    let Pairs(fields) = serde_json::from_str::<Pairs>(text)?;
    // `Pairs` leaves every value raw.
    Ok(fields
        .into_iter()
        .filter_map(|(k, v)| match v {
            Field::Raw(r) => Some((k, Member::Raw(r))),
            _ => None,
        })
        .collect())
}

/// The top-level object.
struct Top<'t, 'k> {
    text: &'t str,
    keys: &'k [&'static str],
}

impl<'de, 'k> Visitor<'de> for Top<'de, 'k> {
    type Value = Members<'de>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<Self::Value, M::Error> {
        let mut out = Vec::with_capacity(m.size_hint().unwrap_or(4));
        while let Some(CowStr(k)) = m.next_key::<CowStr>()? {
            if !self.keys.contains(&k.as_ref()) {
                out.push((k, Member::Raw(m.next_value::<&RawValue>()?)));
                continue;
            }
            let rows = m.next_value_seed(RowsSeed { text: self.text })?;
            let at = list_at(self.text, &rows).ok_or_else(|| de::Error::custom("no rows"))?;
            out.push((k, Member::Rows(at, rows)));
        }
        Ok(out)
    }
}

/// Where the list holding these rows (at least one) is in `text`: from its `[` to its `]`, the
/// only characters besides JSON whitespace before its first row and after its last.
fn list_at(text: &str, rows: &RowsAt) -> Option<Range<usize>> {
    let ws = |b: &u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    let bytes = text.as_bytes();
    let first = rows.first()?.start;
    let last = rows.last()?.end;
    let open = first - bytes[..first].iter().rev().take_while(|b| ws(b)).count();
    let close = last + bytes[last..].iter().take_while(|b| ws(b)).count();
    (open > 0 && bytes[open - 1] == b'[' && bytes.get(close) == Some(&b']'))
        .then_some(open - 1..close + 1)
}

/// A list's rows: where each is in `text`.
struct RowsSeed<'t> {
    text: &'t str,
}

impl<'de> DeserializeSeed<'de> for RowsSeed<'de> {
    type Value = RowsAt;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<RowsAt, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for RowsSeed<'de> {
    type Value = RowsAt;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of rows")
    }
    fn visit_seq<S: SeqAccess<'de>>(self, mut seq: S) -> Result<RowsAt, S::Error> {
        let mut rows = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        let base = self.text.as_ptr() as usize;
        while let Some(row) = seq.next_element::<&'de RawValue>()? {
            let t = row.get();
            // What `list_shape` refuses, refused here too: the answer is then read again by
            // the reading that says why.
            if super::row_fault(t).is_some() {
                return Err(de::Error::custom("misshapen row"));
            }
            let start = t.as_ptr() as usize - base;
            rows.push(start..start + t.len());
        }
        Ok(rows)
    }
}
