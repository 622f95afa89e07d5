//! A list answer too large to hold, written to an unnamed temporary file as it arrives
//! (`Spool`), checked as `read` checks an answer in memory (`read_spooled`) and its rows walked
//! one at a time from there (`each_row`): `plan` of 200,000 blacklist entries holds one row of
//! the service's 19 MiB answer, not the answer.

use std::fmt;
use std::fs::File;
use std::io::{self, BufReader, Read, Write};
use std::os::unix::fs::FileExt;

use licensectl_catalogue::{Answer, Op};
use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::{judge, Parsed, Sorted};

/// An answer body past this many bytes is written to a `Spool` when the request asks for it.
pub const SPOOL_OVER: usize = 256 * 1024;

/// A body written to an unnamed temporary file (0600, unlinked: `tempfile::tempfile`), with
/// whether it is UTF-8 as far as it goes (checked as it is written, across chunk ends).
pub struct Spool {
    file: File,
    len: u64,
    /// The last bytes of a character cut by a chunk's end (at most three).
    pending: Vec<u8>,
    utf8: bool,
}

impl Spool {
    /// A spool holding `head` (the body received so far).
    pub fn new(head: &[u8]) -> io::Result<Spool> {
        Spool::in_file(tempfile::tempfile()?, head)
    }

    fn in_file(file: File, head: &[u8]) -> io::Result<Spool> {
        let mut s = Spool {
            file,
            len: 0,
            pending: Vec::new(),
            utf8: true,
        };
        s.write(head)?;
        Ok(s)
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends the next chunk of the body.
    pub fn write(&mut self, chunk: &[u8]) -> io::Result<()> {
        self.file.write_all(chunk)?;
        self.len += chunk.len() as u64;
        if self.utf8 {
            let joined;
            let text = if self.pending.is_empty() {
                chunk
            } else {
                joined = [self.pending.as_slice(), chunk].concat();
                &joined
            };
            match std::str::from_utf8(text) {
                Ok(_) => self.pending.clear(),
                // A character the next chunk completes.
                Err(e) if e.error_len().is_none() => {
                    self.pending = text[e.valid_up_to()..].to_vec();
                }
                Err(_) => self.utf8 = false,
            }
        }
        Ok(())
    }

    /// Whether the whole body is UTF-8.
    fn is_utf8(&self) -> bool {
        self.utf8 && self.pending.is_empty()
    }

    /// The body read back whole (an answer `read_spooled` leaves to `read`).
    pub fn bytes(&self) -> io::Result<Vec<u8>> {
        let mut out = Vec::with_capacity(self.len());
        self.reader().get_mut().read_to_end(&mut out)?;
        Ok(out)
    }

    /// `bytes`, its failure an unreadable answer (exit 6) in one line.
    pub fn read_back(&self) -> Result<Vec<u8>, crate::error::Failure> {
        self.bytes().map_err(|e| {
            crate::error::Failure::Answer(format!(
                "the answer could not be read back from its temporary file: {e}"
            ))
        })
    }

    fn reader(&self) -> BufReader<At<'_>> {
        BufReader::with_capacity(
            16 * 1024,
            At {
                file: &self.file,
                pos: 0,
            },
        )
    }

    /// Calls `f` on each row of the list `key`, in order (the answer was checked by
    /// `read_spooled`, so it is read without a failure to report).
    pub fn each_row(&self, key: &str, f: &mut dyn FnMut(&RawValue)) {
        let mut de = serde_json::Deserializer::from_reader(self.reader());
        let _ = de.deserialize_map(&mut Members {
            key,
            row: &mut |row: &RawValue| {
                f(row);
                true
            },
            fields: None,
            seen: 0,
        });
    }
}

impl fmt::Debug for Spool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Spool({} bytes)", self.len)
    }
}

/// The file read from a position of its own (`read_at`): each reader starts at the beginning.
struct At<'f> {
    file: &'f File,
    pos: u64,
}

impl Read for At<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.file.read_at(buf, self.pos)?;
        self.pos += n as u64;
        Ok(n)
    }
}

/// `read` of a spooled answer, when it is the plain shape a list answer has — a JSON object
/// whose list field appears once, as a list of rows, and whose other fields are values — and
/// the answer is accepted. `None` otherwise: the answer is read into memory and `read` says
/// what is wrong with it in its own words (an odd answer is small, or was refused whole before).
pub fn read_spooled(op: &Op, status: u16, spool: &Spool) -> Option<Parsed> {
    let Answer::List(key) = op.answer else {
        return None;
    };
    if !spool.is_utf8() {
        return None;
    }
    let mut de = serde_json::Deserializer::from_reader(spool.reader());
    let mut obj = Map::new();
    let mut check = Members {
        key,
        row: &mut |row: &RawValue| shaped(row),
        fields: Some(&mut obj),
        seen: 0,
    };
    de.deserialize_map(&mut check).ok()?;
    de.end().ok()?;
    if check.seen != 1 {
        return None;
    }
    obj.insert(key.to_string(), Value::Null);
    let sorted = Sorted {
        obj,
        lists: vec![(key, 0..0)],
        rows: vec![Vec::new()],
        misshapen: Vec::new(),
    };
    // A refusal taken as no failure (an empty list) has no rows to walk: `read` says so.
    let parsed = judge(op, status, sorted, &[]).ok()?;
    (!parsed.lists.is_empty()).then_some(parsed)
}

/// An answer's members, as one pass reads them: its list's rows handed to `row` (`false`
/// refuses the answer), every other field kept in `fields` (or skipped, when `None`), and the
/// times the list appears counted.
struct Members<'f> {
    key: &'f str,
    row: &'f mut dyn FnMut(&RawValue) -> bool,
    fields: Option<&'f mut Map<String, Value>>,
    seen: usize,
}

impl<'de> Visitor<'de> for &mut Members<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<(), M::Error> {
        while let Some(k) = m.next_key::<String>()? {
            if k == self.key {
                self.seen += 1;
                m.next_value_seed(Rows(&mut *self.row))?;
            } else if let Some(fields) = self.fields.as_deref_mut() {
                let v: Value = m.next_value()?;
                fields.insert(k, v);
            } else {
                m.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

/// Whether a row is one `list_shape` accepts: an object or a string, readable as a value.
fn shaped(row: &RawValue) -> bool {
    let t = row.get();
    t.starts_with(['{', '"']) && (!t.contains("\\u") || serde_json::from_str::<Value>(t).is_ok())
}

/// A list of rows, each handed to the function as it is read; a value that is not a list, or
/// a row the function refuses (`false`), fails the read.
struct Rows<'f>(&'f mut dyn FnMut(&RawValue) -> bool);

impl<'de> DeserializeSeed<'de> for Rows<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Rows<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of rows")
    }
    fn visit_seq<S: SeqAccess<'de>>(self, mut s: S) -> Result<(), S::Error> {
        while let Some(row) = s.next_element::<Box<RawValue>>()? {
            if !(self.0)(&row) {
                return Err(serde::de::Error::custom("not a row"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use licensectl_catalogue::resources::BLACKLIST;

    fn op() -> Op {
        Op::seller("fetchallblacks", "blacklists list", "").list("blacklists", &BLACKLIST)
    }

    fn spooled(body: &[u8]) -> Spool {
        // In chunks that cut characters, as a network may.
        let mut s = Spool::new(&body[..body.len().min(3)]).unwrap();
        for c in body.get(3..).unwrap_or_default().chunks(2) {
            s.write(c).unwrap();
        }
        s
    }

    /// What `read` makes of the same body held in memory, as `read_spooled` gives it.
    fn in_memory(body: &[u8]) -> Option<(Map<String, Value>, Vec<String>)> {
        let op = op();
        let parsed = super::super::read(&op, 200, body).ok()?;
        let reply = super::super::Reply::new(body.to_vec(), parsed);
        let mut rows = Vec::new();
        reply.each_item(&mut |r| rows.push(r.get().to_string()));
        Some((reply.fields().clone(), rows))
    }

    fn from_spool(body: &[u8]) -> Option<(Map<String, Value>, Vec<String>)> {
        let op = op();
        let s = spooled(body);
        let parsed = read_spooled(&op, 200, &s)?;
        let mut rows = Vec::new();
        s.each_row("blacklists", &mut |r| rows.push(r.get().to_string()));
        Some((parsed.fields, rows))
    }

    #[test]
    fn a_plain_list_answer_reads_as_it_does_in_memory() {
        let body = r#"{"success":true,"message":"Successfully retrieved blacklists","blacklists":[{"hwid":"é-1","ip":null,"type":"hwid"},{"hwid":"\u00e9","type":"hwid"}] , "n": 2}"#;
        let spooled = from_spool(body.as_bytes()).expect("plain");
        assert_eq!(Some(spooled.clone()), in_memory(body.as_bytes()));
        assert_eq!(spooled.1.len(), 2);
        assert_eq!(spooled.0["n"], 2);
        assert_eq!(spooled.0["blacklists"], Value::Null);
    }

    #[test]
    fn an_answer_of_another_shape_is_left_to_the_reading_in_memory() {
        for body in [
            // Not UTF-8, cut across a chunk or not.
            &b"{\"success\":true,\"blacklists\":[\"\xff\"]}"[..],
            b"{\"success\":true,\"blacklists\":[\"\xc3\"]}",
            // Not JSON, not an object, trailing text.
            b"KeyAuth_Invalid",
            b"[1]",
            b"{\"success\":true,\"blacklists\":[]} x",
            // The list twice, not a list, not rows, a row no value holds.
            b"{\"success\":true,\"blacklists\":[],\"blacklists\":[{}]}",
            b"{\"success\":true,\"blacklists\":\"not_found\"}",
            b"{\"success\":true,\"blacklists\":[1]}",
            b"{\"success\":true,\"blacklists\":[\"\\ud800\"]}",
            b"{\"success\":true}",
            // A field no value holds; a refusal.
            b"{\"success\":true,\"n\":1e999,\"blacklists\":[]}",
            b"{\"success\":false,\"message\":\"No blacklists found\",\"blacklists\":[]}",
        ] {
            assert!(
                from_spool(body).is_none(),
                "{}",
                String::from_utf8_lossy(body)
            );
        }
    }

    #[test]
    fn a_spool_reads_back_what_was_written() {
        let body = "{\"a\":\"ü\"}".repeat(1000);
        let s = spooled(body.as_bytes());
        assert_eq!(s.len(), body.len());
        assert!(s.is_utf8());
        assert_eq!(s.bytes().unwrap(), body.as_bytes());
    }
}
