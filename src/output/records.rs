//! One record on stdout: key/value lines for people (nested lists as sections), one JSON
//! object, or a header and one row.

use licensectl_catalogue::fields::{Meaning, Resource};
use serde_json::{Map, Value};
use tabled::builder::Builder;
use tabled::settings::Style;

use super::shape::{self, Shaping};
use super::{raw, Format, Output, Row};

impl Output {
    /// One record of `res` (fields shaped by the model): a key/value table, one JSON object,
    /// or a CSV/TSV header and row.
    pub fn record_of(&self, record: &Row, res: Option<&'static Resource>) -> std::io::Result<()> {
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
                self.delimited(&cols, &cells)
            }
            Format::Table => self.line(&self.record_text(&m, res)),
        }
    }

    /// A record for people: scalar fields as `name  value` lines, nested lists and records as
    /// titled sections below.
    pub(super) fn record_text(
        &self,
        m: &Map<String, Value>,
        res: Option<&'static Resource>,
    ) -> String {
        let field = |k: &str| res.and_then(|r| r.field(k));
        let paused = matches!(m.get("paused"), Some(Value::Bool(true)));
        let mut b = Builder::default();
        let mut sections = String::new();
        for (k, v) in m {
            let meaning = field(k).map(|f| f.meaning);
            match (meaning, v) {
                (Some(Meaning::List(inner)), Value::Array(rows)) => {
                    let title = field(k).map_or_else(|| super::escape_value(k), |f| f.title.into());
                    sections.push_str(&format!("\n{title}:\n"));
                    sections.push_str(&self.sub_table(rows, inner));
                }
                (_, Value::Object(inner)) => {
                    let nested = match meaning {
                        Some(Meaning::Record(r)) => Some(r),
                        _ => res,
                    };
                    let title = field(k).map_or_else(|| super::escape_value(k), |f| f.title.into());
                    sections.push_str(&format!("\n{title}:\n"));
                    for line in self.record_text(inner, nested).lines() {
                        sections.push_str(&format!("  {line}\n"));
                    }
                }
                _ => {
                    let mut cell = String::new();
                    self.cell_into(&mut cell, meaning, paused, &raw(Some(v)));
                    let mut name = String::new();
                    super::escape_into(&mut name, k);
                    b.push_record([name, cell]);
                }
            }
        }
        let mut t = b.build();
        t.with(Style::blank());
        let mut text = t.to_string();
        if !sections.is_empty() {
            text.push('\n');
            text.push_str(sections.trim_end());
        }
        text
    }

    /// Rows of a nested list as a small table (`(none)` when empty).
    fn sub_table(&self, rows: &[Value], res: &'static Resource) -> String {
        if rows.is_empty() {
            return "  (none)\n".into();
        }
        let mut cols: Vec<&str> = res.columns().map(|f| f.name).collect();
        if cols.is_empty() {
            for m in rows.iter().filter_map(Value::as_object) {
                for k in m.keys() {
                    if !cols.contains(&k.as_str()) {
                        cols.push(k);
                    }
                }
            }
        }
        let mut b = Builder::default();
        b.push_record(cols.iter().map(|c| c.to_string()));
        for row in rows {
            let paused = matches!(row.get("paused"), Some(Value::Bool(true)));
            b.push_record(cols.iter().map(|c| {
                let mut cell = String::new();
                let meaning = res.field(c).map(|f| f.meaning);
                self.cell_into(&mut cell, meaning, paused, &raw(row.get(*c)));
                cell
            }));
        }
        let mut t = b.build();
        t.with(Style::psql());
        t.to_string().lines().map(|l| format!("  {l}\n")).collect()
    }
}
