//! The one owner of stdout: tables for people; JSON, JSON lines, CSV and TSV for scripts.

use std::borrow::Cow;
use std::io::Write;

use chrono::{TimeZone, Utc};
use licensectl_catalogue::fields::{self, FieldKind};
use licensectl_catalogue::units::format_duration;
use serde_json::{Map, Value};
use tabled::builder::Builder;
use tabled::settings::Style;

use crate::rows::{self, Item, RowJson, RowsJson, Shape};

/// `-o` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
    Jsonl,
    Csv,
    Tsv,
}

pub struct Output {
    pub format: Format,
    pub show_secrets: bool,
    /// Unix time "now" for relative times (injectable for snapshots).
    pub now: i64,
}

pub type Row = Map<String, Value>;

impl Output {
    fn write(&self, text: &str) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()
    }

    /// Bytes exactly as given (a raw answer).
    pub fn bytes(&self, bytes: &[u8]) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes)?;
        out.flush()
    }

    /// A line of plain text.
    pub fn line(&self, text: &str) -> std::io::Result<()> {
        self.write(&format!("{text}\n"))
    }

    /// Any JSON value, pretty.
    pub fn json(&self, v: &Value) -> std::io::Result<()> {
        self.write(&format!(
            "{}\n",
            serde_json::to_string_pretty(v).unwrap_or_default()
        ))
    }

    /// Drops secret fields, at any depth, unless `--show-secrets`.
    pub fn scrub(&self, v: &mut Value) {
        if self.show_secrets {
            return;
        }
        match v {
            Value::Object(m) => {
                m.retain(|k, _| fields::kind(k) != FieldKind::Secret);
                m.values_mut().for_each(|x| self.scrub(x));
            }
            Value::Array(a) => a.iter_mut().for_each(|x| self.scrub(x)),
            _ => {}
        }
    }

    /// Rows with chosen columns (all fields when `columns` is empty).
    pub fn list(&self, columns: &[&str], rows: &[Row]) -> std::io::Result<()> {
        // Rendered by the same code as a service's list, from the same kind of text.
        let text = serde_json::to_string(rows)?;
        let raws = rows::array(&text)?;
        let items: Vec<Item> = raws
            .into_iter()
            .map(|raw| Item { raw, kind: None })
            .collect();
        let shape = Shape {
            first_col: "value",
            masked: &[],
            show_secrets: self.show_secrets,
        };
        self.items(columns, &shape, &items)
    }

    /// List rows, parsed one at a time as they are written to stdout.
    pub fn items(&self, columns: &[&str], shape: &Shape, items: &[Item]) -> std::io::Result<()> {
        let cols: Vec<String> = if columns.is_empty() {
            let mut seen: Vec<String> = Vec::new();
            for item in items {
                for (k, _) in shape.fields(item) {
                    if !seen.iter().any(|s| *s == k) {
                        seen.push(k.into_owned());
                    }
                }
            }
            seen
        } else {
            columns
                .iter()
                .filter(|c| self.show_secrets || fields::kind(c) != FieldKind::Secret)
                .map(|c| c.to_string())
                .collect()
        };
        let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        match self.format {
            Format::Json => {
                serde_json::to_writer_pretty(&mut out, &RowsJson { items, shape })?;
                out.write_all(b"\n")?;
            }
            Format::Jsonl => {
                for item in items {
                    serde_json::to_writer(&mut out, &RowJson(&shape.fields(item)))?;
                    out.write_all(b"\n")?;
                }
            }
            Format::Csv | Format::Tsv => {
                let tsv = self.format == Format::Tsv;
                let mut w = csv::WriterBuilder::new()
                    .delimiter(if tsv { b'\t' } else { b',' })
                    .from_writer(&mut out);
                let clean = |s: Cow<str>| -> String {
                    if tsv {
                        s.replace(['\t', '\n', '\r'], " ")
                    } else {
                        s.into_owned()
                    }
                };
                w.write_record(cols.iter().map(|c| clean(Cow::Borrowed(c))))
                    .map_err(csv_io)?;
                for item in items {
                    let row = shape.fields(item);
                    w.write_record(cols.iter().map(|c| clean(rows::text_of(&row, c))))
                        .map_err(csv_io)?;
                }
                w.flush()?;
            }
            Format::Table => {
                // Each cell is formatted once into one buffer: the widths must be known before
                // the first line, and a grid of `String`s for 100,000 rows would cost ten times more.
                let kinds: Vec<FieldKind> = cols.iter().map(|c| fields::kind(c)).collect();
                let mut widths: Vec<usize> = cols.iter().map(|c| width(c)).collect();
                let mut text = String::new();
                let mut ends = Vec::with_capacity(items.len() * cols.len());
                for item in items {
                    let row = shape.fields(item);
                    for (i, c) in cols.iter().enumerate() {
                        let start = text.len();
                        self.cell_into(&mut text, kinds[i], &rows::text_of(&row, c));
                        if text[start..].contains(['\n', '\r', '\t']) {
                            let cell = text.split_off(start);
                            text.push_str(&cell.replace(['\n', '\r', '\t'], " "));
                        }
                        widths[i] = widths[i].max(width(&text[start..]));
                        ends.push(text.len());
                    }
                }
                table_line(&mut out, &widths, cols.iter().map(String::as_str))?;
                out.write_all(table_rule(&widths).as_bytes())?;
                let mut start = 0;
                for row in ends.chunks(cols.len().max(1)) {
                    let cells = row.iter().map(|&end| {
                        let cell = &text[start..end];
                        start = end;
                        cell
                    });
                    table_line(&mut out, &widths, cells)?;
                }
            }
        }
        out.flush()
    }

    /// One record: a two-column table, or one JSON object.
    pub fn record(&self, record: &Row) -> std::io::Result<()> {
        let mut v = Value::Object(record.clone());
        self.scrub(&mut v);
        let Value::Object(m) = v else { return Ok(()) };
        match self.format {
            Format::Json => self.json(&Value::Object(m)),
            Format::Jsonl => self.line(&serde_json::to_string(&m).unwrap_or_default()),
            Format::Csv | Format::Tsv => {
                let cols: Vec<String> = m.keys().cloned().collect();
                let cells = vec![m.values().map(|v| raw(Some(v))).collect()];
                self.delimited(&cols, &cells)
            }
            Format::Table => {
                let mut b = Builder::default();
                for (k, v) in &m {
                    b.push_record([k.clone(), self.cell(k, &raw(Some(v)))]);
                }
                let mut t = b.build();
                t.with(Style::blank());
                self.line(&t.to_string())
            }
        }
    }

    /// A generic table for hand-written commands.
    pub fn table(&self, headers: &[String], rows: Vec<Vec<String>>) -> std::io::Result<()> {
        if self.format != Format::Table {
            return self.delimited(headers, &rows);
        }
        let mut b = Builder::default();
        b.push_record(headers.iter().cloned());
        for r in rows {
            b.push_record(r);
        }
        let mut t = b.build();
        t.with(Style::psql());
        self.line(&t.to_string())
    }

    fn delimited(&self, headers: &[String], rows: &[Vec<String>]) -> std::io::Result<()> {
        let sep = if self.format == Format::Csv {
            b','
        } else {
            b'\t'
        };
        let mut w = csv::WriterBuilder::new()
            .delimiter(sep)
            .from_writer(Vec::new());
        let clean = |s: &String| {
            if sep == b'\t' {
                s.replace(['\t', '\n', '\r'], " ")
            } else {
                s.clone()
            }
        };
        let _ = w.write_record(headers.iter().map(clean));
        for r in rows {
            let _ = w.write_record(r.iter().map(clean));
        }
        let bytes = w.into_inner().unwrap_or_default();
        self.write(&String::from_utf8_lossy(&bytes))
    }

    /// A cell as people read it: dates with relative time, human durations.
    pub fn cell(&self, field: &str, text: &str) -> String {
        let mut out = String::new();
        self.cell_into(&mut out, fields::kind(field), text);
        out
    }

    /// `cell`, appended to `out`.
    fn cell_into(&self, out: &mut String, kind: FieldKind, text: &str) {
        let number = match kind {
            FieldKind::Time | FieldKind::Duration => text.parse::<i64>().ok(),
            _ => None,
        };
        match (kind, number) {
            (FieldKind::Time, Some(t)) if t > 0 => self.time_into(out, t),
            (FieldKind::Duration, Some(d)) if d >= 0 => out.push_str(&format_duration(d as u64)),
            _ => out.push_str(text),
        }
    }

    /// `2026-12-21 10:00 UTC (in 30d)`.
    pub fn time(&self, t: i64) -> String {
        let mut out = String::new();
        self.time_into(&mut out, t);
        out
    }

    fn time_into(&self, out: &mut String, t: i64) {
        use chrono::{Datelike, Timelike};
        use std::fmt::Write;
        let Some(at) = Utc.timestamp_opt(t, 0).single() else {
            let _ = write!(out, "{t}");
            return;
        };
        let _ = write!(
            out,
            "{:04}-{:02}-{:02} {:02}:{:02} UTC (",
            at.year(),
            at.month(),
            at.day(),
            at.hour(),
            at.minute()
        );
        let delta = t - self.now;
        if delta.abs() < 60 {
            out.push_str("now)");
        } else if delta > 0 {
            let _ = write!(out, "in {})", short(delta as u64));
        } else {
            let _ = write!(out, "{} ago)", short((-delta) as u64));
        }
    }
}

/// Whether stderr gets colour: never with `NO_COLOR`; with `CLICOLOR_FORCE`; else on a terminal unless `CLICOLOR=0`.
pub fn color_stderr(env: &crate::env::Env) -> bool {
    use std::io::IsTerminal;
    if env.get("NO_COLOR").is_some() {
        return false;
    }
    env.get("CLICOLOR_FORCE").is_some_and(|v| v != "0")
        || (std::io::stderr().is_terminal() && env.get("CLICOLOR") != Some("0"))
}

/// Display width of a table cell, as tabled measures it.
fn width(text: &str) -> usize {
    tabled::grid::util::string::get_line_width(text)
}

/// The line under a list table's header.
fn table_rule(widths: &[usize]) -> String {
    let parts: Vec<String> = widths.iter().map(|w| "-".repeat(w + 2)).collect();
    format!("{}\n", parts.join("+"))
}

/// One line of a list table in tabled's `psql` style; cells are one line each.
fn table_line<'c>(
    out: &mut impl Write,
    widths: &[usize],
    cells: impl Iterator<Item = &'c str>,
) -> std::io::Result<()> {
    let mut line = String::new();
    for (i, (cell, w)) in cells.zip(widths).enumerate() {
        if i > 0 {
            line.push('|');
        }
        line.push(' ');
        line.push_str(cell);
        line.extend(std::iter::repeat_n(' ', w.saturating_sub(width(cell)) + 1));
    }
    line.push('\n');
    out.write_all(line.as_bytes())
}

/// A CSV error as the IO error under it, so a closed pipe is still recognised as one.
fn csv_io(e: csv::Error) -> std::io::Error {
    match e.into_kind() {
        csv::ErrorKind::Io(io) => io,
        other => std::io::Error::other(format!("{other:?}")),
    }
}

/// The largest unit only: `30d`, `5h`.
fn short(secs: u64) -> String {
    format_duration(secs)
        .split(' ')
        .next()
        .unwrap_or("")
        .to_string()
}

/// A value as scripts want it: strings bare, null empty, structures as compact JSON.
pub fn raw(v: Option<&Value>) -> String {
    match v {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn out(format: Format) -> Output {
        Output {
            format,
            show_secrets: false,
            now: 1_800_000_000,
        }
    }

    #[test]
    fn times_and_durations_for_people() {
        let o = out(Format::Table);
        assert_eq!(
            o.cell("expiry", &(1_800_000_000 + 30 * 86_400).to_string()),
            "2027-02-14 08:00 UTC (in 30d)"
        );
        assert_eq!(
            o.cell("usedon", "1799996400"),
            "2027-01-15 07:00 UTC (1h ago)"
        );
        assert_eq!(o.cell("duration", "2592000"), "30d");
        assert_eq!(o.cell("note", ""), "");
        assert_eq!(o.cell("usedon", ""), "");
    }

    #[test]
    fn secrets_are_scrubbed_at_any_depth() {
        let o = out(Format::Json);
        let mut v =
            json!({"username": "a", "password": "$argon", "rows": [{"app": "secret", "key": "k"}]});
        o.scrub(&mut v);
        assert_eq!(v, json!({"username": "a", "rows": [{"key": "k"}]}));
        let o = Output {
            show_secrets: true,
            ..out(Format::Json)
        };
        let mut v = json!({"password": "x"});
        o.scrub(&mut v);
        assert_eq!(v["password"], "x");
    }

    #[test]
    fn streamed_tables_look_like_tabled_ones() {
        let rows = [
            ["key", "note", "level"],
            ["AAA-BBB", "é日本", ""],
            ["x", "", "12"],
        ];
        let mut b = Builder::default();
        rows.iter().for_each(|r| b.push_record(r.map(String::from)));
        let mut t = b.build();
        t.with(Style::psql());
        let widths: Vec<usize> = (0..3)
            .map(|c| rows.iter().map(|r| width(r[c])).max().unwrap())
            .collect();
        let mut streamed = Vec::new();
        table_line(&mut streamed, &widths, rows[0].into_iter()).unwrap();
        streamed.extend(table_rule(&widths).bytes());
        for r in &rows[1..] {
            table_line(&mut streamed, &widths, r.iter().copied()).unwrap();
        }
        assert_eq!(String::from_utf8(streamed).unwrap(), format!("{t}\n"));
    }

    #[test]
    fn raw_values() {
        assert_eq!(raw(Some(&json!("a"))), "a");
        assert_eq!(raw(Some(&json!(3))), "3");
        assert_eq!(raw(Some(&json!([1]))), "[1]");
        assert_eq!(raw(None), "");
    }
}
