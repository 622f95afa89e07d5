//! Writing a backup document: pretty JSON, with the license rows streamed from the answer's text.

use std::io::Write;

use anyhow::Result;
use serde_json::{json, Value};

use super::backup::{op, strip};
use crate::answer::Reply;

/// Writes the document as `serde_json::to_string_pretty` would, the license rows streamed from
/// the answer's text one at a time; returns how many licenses were written.
pub(super) fn write(out: &mut impl Write, doc: &Value, licenses: Option<&Reply>) -> Result<usize> {
    let Value::Object(fields) = doc else {
        anyhow::bail!("backup document is not an object");
    };
    let mut written = 0;
    out.write_all(b"{")?;
    for (i, (k, v)) in fields.iter().enumerate() {
        out.write_all(if i == 0 { b"\n  " } else { b",\n  " })?;
        serde_json::to_writer(&mut *out, k)?;
        out.write_all(b": ")?;
        let items = match (k.as_str(), licenses) {
            ("licenses", Some(reply)) => reply.items(),
            ("licenses", None) => Vec::new(),
            _ => {
                indented(out, v, "  ")?;
                continue;
            }
        };
        if items.is_empty() {
            out.write_all(b"[]")?;
            continue;
        }
        out.write_all(b"[")?;
        let first_col = op("fetchallkeys")
            .columns()
            .first()
            .copied()
            .unwrap_or("key");
        for (n, item) in items.iter().enumerate() {
            let mut row: Value = serde_json::from_str(item.raw.get())?;
            if !row.is_object() {
                row = json!({ first_col: row });
            }
            strip(op("fetchallkeys"), &mut row);
            out.write_all(if n == 0 { b"\n    " } else { b",\n    " })?;
            indented(out, &row, "    ")?;
            written += 1;
        }
        out.write_all(b"\n  ]")?;
    }
    out.write_all(b"\n}\n")?;
    Ok(written)
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
    use crate::commands::backup::FORMAT;

    #[test]
    fn streamed_document_is_the_pretty_document() {
        let body = br#"{"success":true,"keys":[{"key":"A","note":"x\ny","app":"secret"},{"key":"B","expires":"86400"}]}"#;
        let op = op("fetchallkeys");
        let reply = Reply::new(body.to_vec(), crate::answer::read(op, 200, body).unwrap());
        let doc =
            json!({"format": FORMAT, "licenses": null, "users": [{"a": {"b": [1, 2]}}], "x": {}});
        let mut out = Vec::new();
        assert_eq!(write(&mut out, &doc, Some(&reply)).unwrap(), 2);
        let mut whole = doc.clone();
        whole["licenses"] = json!([{"key":"A","note":"x\ny"},{"key":"B","expires":"86400"}]);
        let expected = serde_json::to_string_pretty(&whole).unwrap() + "\n";
        assert_eq!(String::from_utf8(out).unwrap(), expected);
        let mut out = Vec::new();
        write(&mut out, &doc, None).unwrap();
        whole["licenses"] = json!([]);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            serde_json::to_string_pretty(&whole).unwrap() + "\n"
        );
    }
}
