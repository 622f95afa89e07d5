//! One record on stdout: key/value lines for people (nested lists as sections), one JSON
//! object, or a header and one row.

use licensectl_catalogue::fields::Role;
use licensectl_catalogue::fields::{Meaning, Resource};
use serde_json::{Map, Value};

use super::row::{self as rows, Item, Shape};
use super::shape::{self, Shaping};
use super::{raw, Format, Output, Row};

impl Output {
    /// One record of `res` (fields shaped by the model): a key/value table, one JSON object,
    /// or a CSV/TSV header and row.
    pub fn record_of(&self, record: &Row, res: Option<&'static Resource>) -> std::io::Result<()> {
        self.record_headed(record, res, true)
    }

    /// `record_of`; in CSV and TSV the header line only when `header` (a stream of records, one
    /// at a time, names its columns once).
    pub fn record_headed(
        &self,
        record: &Row,
        res: Option<&'static Resource>,
        header: bool,
    ) -> std::io::Result<()> {
        let mut v = Value::Object(record.clone());
        let how = Shaping {
            show_secrets: self.show_secrets,
            normalise: true,
        };
        shape::shape(&mut v, res, how, &mut Vec::new());
        let Value::Object(m) = v else { return Ok(()) };
        match self.format {
            Format::Json => self.json(&Value::Object(m)),
            Format::Jsonl => self.json(&Value::Object(m)),
            Format::Csv | Format::Tsv => {
                let cols: Vec<String> = m.keys().cloned().collect();
                let cells = vec![m.values().map(|v| raw(Some(v))).collect()];
                if header {
                    self.delimited(&cols, &cells)
                } else {
                    self.delimited_rows(&cells)
                }
            }
            Format::Table => {
                let width = super::terminal_width().unwrap_or(usize::MAX);
                self.line(&self.record_text(&m, res, width))
            }
        }
    }

    /// A record for people: scalar fields as `name  value` lines (a long value wrapped under
    /// itself within `width`), nested lists and records as titled sections below.
    pub(super) fn record_text(
        &self,
        m: &Map<String, Value>,
        res: Option<&'static Resource>,
        width: usize,
    ) -> String {
        let field = |k: &str| res.and_then(|r| r.field(k));
        let paused = matches!(m.get("paused"), Some(Value::Bool(true)));
        let mut lines: Vec<(String, String)> = Vec::new();
        let mut sections = String::new();
        for (k, v) in m {
            let meaning = field(k).map(|f| f.meaning);
            match (meaning, v) {
                (Some(Meaning::List(inner)), Value::Array(rows)) => {
                    let title = field(k).map_or_else(|| super::escape_value(k), |f| f.title.into());
                    sections.push_str(&format!("\n{title}:\n"));
                    sections.push_str(&self.sub_table(rows, inner, width));
                }
                (_, Value::Object(inner)) => {
                    let nested = match meaning {
                        Some(Meaning::Record(r)) => Some(r),
                        _ => res,
                    };
                    let title = field(k).map_or_else(|| super::escape_value(k), |f| f.title.into());
                    sections.push_str(&format!("\n{title}:\n"));
                    let inner = self.record_text(inner, nested, width.saturating_sub(2));
                    for line in inner.lines() {
                        sections.push_str(&format!("  {line}\n"));
                    }
                }
                _ => {
                    let mut cell = String::new();
                    let text = raw(Some(v));
                    self.cell_into(&mut cell, meaning, paused, &text);
                    // An empty ban reason is no ban: say so rather than leave a blank.
                    if cell.is_empty() && field(k).is_some_and(|f| f.role == Role::Bans) {
                        cell.push_str("no");
                    }
                    // Painted after escaping and redaction: the codes never split a value.
                    if self.colour {
                        let shown = self.redact(&cell).into_owned();
                        cell.clear();
                        self.paint_cell(&mut cell, field(k), &text, paused, &shown);
                    }
                    // People read the model's title ("Length 90d" beside "Expires 2027-…"),
                    // never a bare field name that could pass a duration off as a date.
                    let name = match field(k) {
                        Some(f) => f.title.to_string(),
                        None => {
                            let mut name = String::new();
                            super::escape_into(&mut name, k);
                            name
                        }
                    };
                    lines.push((name, cell));
                }
            }
        }
        let w = lines
            .iter()
            .map(|(n, _)| n.chars().count())
            .max()
            .unwrap_or(0);
        let mut text = String::new();
        for (name, cell) in &lines {
            let first = format!(" {name:<w$}   ");
            super::wrap_into(&mut text, &first, cell, w + 4, width);
        }
        let mut text = text.trim_end_matches('\n').to_string();
        if !sections.is_empty() {
            text.push('\n');
            text.push_str(sections.trim_end());
        }
        text
    }

    /// Rows of a nested list as a small table fitted like a list (`(none)` when empty).
    fn sub_table(&self, rows: &[Value], res: &'static Resource, width: usize) -> String {
        if rows.is_empty() {
            return "  (none)\n".into();
        }
        let cols: Vec<&str> = res.columns().map(|f| f.name).collect();
        let text = serde_json::to_string(rows).unwrap_or_default();
        let Ok(raws) = rows::array(&text) else {
            return String::new();
        };
        let items: Vec<Item> = raws
            .into_iter()
            .map(|raw| Item {
                raw: raw.get(),
                kind: None,
            })
            .collect();
        let shape = Shape {
            resource: Some(res),
            first_col: res.id().map_or("value", |f| f.name),
            show_secrets: self.show_secrets,
            complete: false,
        };
        let mut bytes = Vec::new();
        let me = Output {
            format: Format::Table,
            ..*self
        };
        if me
            .items_fitted(&mut bytes, &cols, &shape, &items, None)
            .is_err()
        {
            return String::new();
        }
        let table = String::from_utf8_lossy(&bytes);
        let fits = table
            .lines()
            .all(|l| super::colour::visible_width(l.trim_end()) + 2 <= width);
        if fits {
            return table
                .lines()
                .map(|l| format!("  {}\n", l.trim_end()))
                .collect();
        }
        // Too wide for the terminal: each row as a small record under its identifier, so
        // every value (a key above all) stays whole and on one line.
        let mut out = String::new();
        for row in rows {
            let Some(m) = row.as_object() else { continue };
            let mut m = m.clone();
            let id = res
                .id()
                .and_then(|f| m.shift_remove(f.name))
                .map(|v| raw(Some(&v)))
                .unwrap_or_default();
            let mut title = String::new();
            super::escape_into(&mut title, &id);
            m.retain(|k, _| cols.contains(&k.as_str()));
            out.push_str(&format!("  {title}\n"));
            for line in self
                .record_text(&m, Some(res), width.saturating_sub(4))
                .lines()
            {
                out.push_str(&format!("    {}\n", line.strip_prefix(' ').unwrap_or(line)));
            }
        }
        out
    }
}
