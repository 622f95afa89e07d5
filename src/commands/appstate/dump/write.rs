//! Writing a backup document: pretty JSON, with the license rows streamed from the answer's text
//! and the users copied from the spool they were written to as they were read.

use std::io::{Seek, Write};
use std::path::Path;

use anyhow::{Context as _, Result};
use serde_json::{json, Value};

use crate::answer::Reply;
use crate::commands::appstate::shared::target::strip;
use crate::exec::read;
use licensectl_catalogue::desk;

/// The sections kept out of the document's tree: the license list's answer (its text) and
/// the users, spooled.
pub struct Parts {
    pub licenses: Option<Reply>,
    pub users: Spool,
}

/// Writes the document as `serde_json::to_string_pretty` would, the license rows streamed from
/// the answer's text one at a time and the users copied from their spool; returns how many
/// licenses were written.
pub(crate) fn write(out: &mut impl Write, doc: &Value, parts: Parts) -> Result<usize> {
    let Value::Object(fields) = doc else {
        anyhow::bail!("backup document is not an object");
    };
    let Parts {
        licenses,
        mut users,
    } = parts;
    let mut written = 0;
    out.write_all(b"{")?;
    for (i, (k, v)) in fields.iter().enumerate() {
        out.write_all(if i == 0 { b"\n  " } else { b",\n  " })?;
        serde_json::to_writer(&mut *out, k)?;
        out.write_all(b": ")?;
        match k.as_str() {
            "licenses" => written = write_licenses(out, licenses.as_ref())?,
            "users" => users.copy_to(out)?,
            _ => indented(out, v, "  ")?,
        }
    }
    out.write_all(b"\n}\n")?;
    Ok(written)
}

fn write_licenses(out: &mut impl Write, licenses: Option<&Reply>) -> Result<usize> {
    let items = licenses.map(Reply::items).unwrap_or_default();
    let op = read::op_of(&desk::KEYS)?;
    let first_col = op.columns().first().copied().unwrap_or("key");
    let mut section = Section::new(out);
    for item in &items {
        let mut row: Value = serde_json::from_str(item.raw)?;
        if !row.is_object() {
            row = json!({ first_col: row });
        }
        strip(op, &mut row);
        section.push(&row)?;
    }
    section.end()
}

/// A list section of the document written one element at a time, as the whole document's
/// `to_string_pretty` has it: `[]` when empty, else each element on its own lines, indented.
pub(super) struct Section<W: Write> {
    out: W,
    n: usize,
}

impl<W: Write> Section<W> {
    pub fn new(out: W) -> Section<W> {
        Section { out, n: 0 }
    }

    pub fn push(&mut self, v: &Value) -> Result<()> {
        let start: &[u8] = if self.n == 0 { b"[\n    " } else { b",\n    " };
        self.out.write_all(start)?;
        indented(&mut self.out, v, "    ")?;
        self.n += 1;
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.n
    }

    fn close(&mut self) -> std::io::Result<()> {
        let end: &[u8] = if self.n == 0 { b"[]" } else { b"\n  ]" };
        self.out.write_all(end)
    }

    /// Closes the list; returns how many elements it has.
    pub fn end(mut self) -> Result<usize> {
        self.close()?;
        Ok(self.n)
    }
}

/// The users section, written to an unnamed temporary file (mode 0600, gone when closed, even
/// after a kill) one user at a time as they are read, and copied into the document once every
/// read has succeeded: a backup holds one user in memory whatever their number, and a failed
/// read still prints nothing.
pub struct Spool {
    section: Section<std::io::BufWriter<std::fs::File>>,
}

impl Spool {
    /// A spool in `dir` (the backup file's directory, or the system's temporary directory).
    pub fn new(dir: &Path) -> std::io::Result<Spool> {
        let file = tempfile::tempfile_in(dir)?;
        Ok(Spool {
            section: Section::new(std::io::BufWriter::with_capacity(1 << 16, file)),
        })
    }

    pub fn push(&mut self, user: &Value) -> Result<()> {
        self.section
            .push(user)
            .context("backup: cannot write the users to a temporary file")
    }

    /// How many users it holds.
    pub fn len(&self) -> usize {
        self.section.len()
    }

    /// Writes the section into the document.
    fn copy_to(&mut self, out: &mut impl Write) -> Result<()> {
        let closed = self.section.close().and_then(|()| self.section.out.flush());
        closed.context("backup: cannot write the users to a temporary file")?;
        let file = self.section.out.get_mut();
        file.rewind()?;
        std::io::copy(file, out)?;
        Ok(())
    }
}

/// `v` pretty-printed, its lines after the first indented by `indent`.
fn indented(out: &mut impl Write, v: &Value, indent: &str) -> Result<()> {
    let text = serde_json::to_string_pretty(v)?;
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.write_all(b"\n")?;
            out.write_all(indent.as_bytes())?;
        }
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::appstate::shared::document::FORMAT;

    #[test]
    fn streamed_document_is_the_pretty_document() {
        let body = br#"{"success":true,"keys":[{"key":"A","note":"x\ny","app":"secret"},{"key":"B","expires":"86400"}]}"#;
        let op = read::op_of(&desk::KEYS).unwrap();
        let reply = Reply::new(body.to_vec(), crate::answer::read(op, 200, body).unwrap());
        let doc = json!({"format": FORMAT, "licenses": null, "users": null, "x": {}});
        let users = [json!({"a": {"b": [1, 2]}, "s": "x\ny"}), json!({"c": []})];
        let mut spool = Spool::new(&std::env::temp_dir()).unwrap();
        for u in &users {
            spool.push(u).unwrap();
        }
        assert_eq!(spool.len(), 2);
        let parts = Parts {
            licenses: Some(reply),
            users: spool,
        };
        let mut out = Vec::new();
        assert_eq!(write(&mut out, &doc, parts).unwrap(), 2);
        let mut whole = doc.clone();
        whole["licenses"] = json!([{"key":"A","note":"x\ny"},{"key":"B","expires":"86400"}]);
        whole["users"] = json!(users);
        let expected = serde_json::to_string_pretty(&whole).unwrap() + "\n";
        assert_eq!(String::from_utf8(out).unwrap(), expected);
        let mut out = Vec::new();
        let parts = Parts {
            licenses: None,
            users: Spool::new(&std::env::temp_dir()).unwrap(),
        };
        write(&mut out, &doc, parts).unwrap();
        whole["licenses"] = json!([]);
        whole["users"] = json!([]);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            serde_json::to_string_pretty(&whole).unwrap() + "\n"
        );
    }
}
