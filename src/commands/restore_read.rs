//! A backup document read as a stream: the top-level object walked key by key, each list section's
//! records handed over one at a time and dropped, so memory holds one record whatever the size.
//! `restore` walks it more than once (check everything, then restore), so the document is a file:
//! stdin is first copied to an unnamed temporary one.

use std::fmt;
use std::fs::File;
use std::io::{BufReader, Read, Seek};
use std::sync::Arc;

use anyhow::{Context as _, Result};
use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;
use sha2::{Digest, Sha256};

/// The document: a named file, or stdin spooled to a temporary file.
#[derive(Clone)]
pub(crate) struct Source {
    /// How errors name it (the path, or `-`).
    pub(crate) name: String,
    spooled: Option<Arc<File>>,
}

impl Source {
    /// A regular file is opened again for each walk; stdin, a pipe, a FIFO or a device is read
    /// once, copied to a temporary file (`input::spool`: a NUL byte, a line past 16 MiB or more
    /// than 4 GiB ends it, so `/dev/zero` is refused at once), and the walks read the copy.
    pub(crate) fn open(arg: &str) -> Result<Source> {
        let tmp = if arg == "-" {
            crate::input::spool(std::io::stdin().lock(), "the backup from stdin")?
        } else {
            let file = File::open(arg).with_context(|| format!("reading {arg}"))?;
            let meta = file.metadata().with_context(|| format!("reading {arg}"))?;
            if meta.is_dir() {
                return Err(crate::error::Failure::Usage(format!(
                    "cannot read {arg}: it is a directory; restore takes a backup file, or - for stdin"
                ))
                .into());
            }
            if meta.is_file() {
                return Ok(Source {
                    name: arg.to_string(),
                    spooled: None,
                });
            }
            crate::input::spool(file, arg)?
        };
        Ok(Source {
            name: arg.to_string(),
            spooled: Some(Arc::new(tmp)),
        })
    }

    /// The document's bytes from the start.
    pub(crate) fn reader(&self) -> Result<BufReader<File>> {
        let file = match &self.spooled {
            Some(f) => {
                let mut f = f.try_clone()?;
                f.rewind()?;
                f
            }
            None => File::open(&self.name).with_context(|| format!("reading {}", self.name))?,
        };
        Ok(BufReader::with_capacity(1 << 16, file))
    }

    /// The SHA-256 of the document's bytes (what names its restore journal), read in blocks.
    pub(crate) fn digest(&self) -> Result<[u8; 32]> {
        let mut r = self.reader()?;
        let mut h = Sha256::new();
        let mut buf = vec![0u8; 1 << 16];
        loop {
            let n = r
                .read(&mut buf)
                .with_context(|| format!("reading {}", self.name))?;
            if n == 0 {
                break;
            }
            h.update(&buf[..n]);
        }
        Ok(h.finalize().into())
    }
}

/// What a walk does with a top-level field.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Want {
    /// Skipped (still checked to be JSON).
    Skip,
    /// Handed over whole, `index` `None`.
    Whole,
    /// A list handed over one element at a time (`index` `Some`); anything else whole.
    Each,
}

/// Why a walk stopped.
pub(crate) enum Stopped {
    /// The text is not a JSON object (the top level), or not JSON past some point.
    NotJson { top: bool, why: String },
    /// The callback said stop.
    Callback(anyhow::Error),
}

type Want1<'a> = &'a mut dyn FnMut(&str) -> Want;
type Each1<'a> = &'a mut dyn FnMut(&str, Option<usize>, Value) -> Result<()>;

/// Walks the document read from `r`: for each top-level field, `want` says whether to skip it,
/// hand it over whole, or hand over its elements one by one to `f(field, index, value)`.
pub(crate) fn walk(r: impl Read, want: Want1, f: Each1) -> Result<(), Stopped> {
    let mut failed = None;
    let mut de = serde_json::Deserializer::from_reader(r);
    let walked = Top {
        want,
        f,
        failed: &mut failed,
    }
    .deserialize(&mut de)
    .and_then(|()| de.end());
    match (walked, failed) {
        (_, Some(e)) => Err(Stopped::Callback(e)),
        (Ok(()), None) => Ok(()),
        (Err(e), None) => Err(Stopped::NotJson {
            top: e.to_string().contains(TOP),
            why: e.to_string(),
        }),
    }
}

const TOP: &str = "the top level";
const STOP: &str = "stopped by the reader";

struct Top<'a, 'b> {
    want: Want1<'a>,
    f: Each1<'a>,
    failed: &'b mut Option<anyhow::Error>,
}

impl<'de> DeserializeSeed<'de> for Top<'_, '_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Top<'_, '_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{TOP}: a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        use serde::de::Error;
        while let Some(key) = map.next_key::<String>()? {
            match (self.want)(&key) {
                Want::Skip => {
                    map.next_value::<IgnoredAny>()?;
                }
                Want::Whole => {
                    let v: Value = map.next_value()?;
                    if let Err(e) = (self.f)(&key, None, v) {
                        *self.failed = Some(e);
                        return Err(A::Error::custom(STOP));
                    }
                }
                Want::Each => map.next_value_seed(Section {
                    key: &key,
                    f: &mut *self.f,
                    failed: &mut *self.failed,
                })?,
            }
        }
        Ok(())
    }
}

/// One field walked element by element (a list), or handed over whole (anything else).
struct Section<'a, 'b> {
    key: &'a str,
    f: Each1<'b>,
    failed: &'b mut Option<anyhow::Error>,
}

impl Section<'_, '_> {
    fn give<E: serde::de::Error>(self, i: Option<usize>, v: Value) -> Result<(), E> {
        if let Err(e) = (self.f)(self.key, i, v) {
            *self.failed = Some(e);
            return Err(E::custom(STOP));
        }
        Ok(())
    }
}

impl<'de> DeserializeSeed<'de> for Section<'_, '_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Section<'_, '_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "any JSON value")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        use serde::de::Error;
        let mut i = 0;
        while let Some(v) = seq.next_element::<Value>()? {
            if let Err(e) = (self.f)(self.key, Some(i), v) {
                *self.failed = Some(e);
                return Err(A::Error::custom(STOP));
            }
            i += 1;
        }
        Ok(())
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<(), A::Error> {
        let v = serde::Deserialize::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
        self.give(None, v)
    }
    fn visit_bool<E: serde::de::Error>(self, b: bool) -> Result<(), E> {
        self.give(None, Value::Bool(b))
    }
    fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<(), E> {
        self.give(None, Value::from(n))
    }
    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<(), E> {
        self.give(None, Value::from(n))
    }
    fn visit_f64<E: serde::de::Error>(self, n: f64) -> Result<(), E> {
        self.give(None, Value::from(n))
    }
    fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<(), E> {
        self.give(None, Value::String(s.to_string()))
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<(), E> {
        self.give(None, Value::Null)
    }
    fn visit_none<E: serde::de::Error>(self) -> Result<(), E> {
        self.give(None, Value::Null)
    }
}

/// The records of `sections`, in the document's order, sent one at a time through a short
/// queue by a reading thread: the restore takes each as it is ready, and the thread stops when
/// the receiver is dropped. A read error (the document changed since it was checked) ends it.
pub(crate) fn stream(
    source: &Source,
    sections: &'static [&'static str],
) -> tokio::sync::mpsc::Receiver<Result<(&'static str, Value)>> {
    let (tx, rx) = tokio::sync::mpsc::channel(256);
    let source = source.clone();
    std::thread::spawn(move || {
        let r = match source.reader() {
            Ok(r) => r,
            Err(e) => {
                let _ = tx.blocking_send(Err(e));
                return;
            }
        };
        let mut want = |k: &str| {
            if sections.contains(&k) {
                Want::Each
            } else {
                Want::Skip
            }
        };
        let mut each = |k: &str, i: Option<usize>, v: Value| {
            let Some(section) = sections.iter().find(|s| **s == k) else {
                return Ok(());
            };
            // A section the source server could not give (`{"available": false}`) has no records.
            if i.is_none() {
                return Ok(());
            }
            tx.blocking_send(Ok((*section, v)))
                .map_err(|_| anyhow::anyhow!("{STOP}"))
        };
        match walk(r, &mut want, &mut each) {
            Ok(()) => {}
            Err(Stopped::Callback(_)) => {}
            Err(Stopped::NotJson { why, .. }) => {
                let _ = tx.blocking_send(Err(anyhow::anyhow!(
                    "{} changed while it was restored: {why}",
                    source.name
                )));
            }
        }
    });
    rx
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events(text: &str, each: &[&str]) -> Result<Vec<String>, String> {
        let mut out = Vec::new();
        let mut want = |k: &str| {
            if each.contains(&k) {
                Want::Each
            } else if k.starts_with('w') {
                Want::Whole
            } else {
                Want::Skip
            }
        };
        let mut f = |k: &str, i: Option<usize>, v: Value| {
            out.push(format!("{k}{i:?}={v}"));
            Ok(())
        };
        match walk(text.as_bytes(), &mut want, &mut f) {
            Ok(()) => Ok(out),
            Err(Stopped::NotJson { top, why }) => Err(format!("{top} {why}")),
            Err(Stopped::Callback(e)) => Err(e.to_string()),
        }
    }

    #[test]
    fn sections_are_walked_one_record_at_a_time() {
        let doc = r#"{"a": [1, {"x": [2]}], "skip": {"deep": [[]]}, "w": "t", "b": {"available": false}, "c": []}"#;
        let got = events(doc, &["a", "b", "c"]).unwrap();
        assert_eq!(
            got,
            [
                "aSome(0)=1",
                r#"aSome(1)={"x":[2]}"#,
                "wNone=\"t\"",
                r#"bNone={"available":false}"#,
            ]
        );
        assert!(events("[1]", &[]).unwrap_err().starts_with("true"));
        assert!(events("\u{1}\u{2}", &[]).unwrap_err().starts_with("false"));
        let cut = events(r#"{"a": [1, 2"#, &["a"]).unwrap_err();
        assert!(cut.starts_with("false"), "{cut}");
        assert!(events(r#"{"a": 1} x"#, &[]).is_err(), "trailing text");
    }
}
