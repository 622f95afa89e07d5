//! The one owner of stdout: tables for people; JSON, JSON lines, CSV and TSV for scripts.

use std::io::Write;

use chrono::{TimeZone, Utc};
use licensectl_catalogue::fields::{self, FieldKind};
use licensectl_catalogue::units::format_duration;
use serde_json::{Map, Value};
use tabled::builder::Builder;
use tabled::settings::Style;

pub mod filters;
mod lists;

/// `-o` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
    Jsonl,
    Csv,
    Tsv,
}

#[derive(Debug, Clone, Copy)]
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
        out.write_all(self.redact(text).as_bytes())?;
        out.flush()
    }

    /// Bytes as given (a raw answer), known secret values masked unless `--show-secrets`.
    pub fn bytes(&self, bytes: &[u8]) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        if self.show_secrets {
            out.write_all(bytes)?;
        } else {
            out.write_all(&crate::redact::bytes(bytes))?;
        }
        out.flush()
    }

    /// Text with the configured secrets masked (`crate::redact`), unless `--show-secrets`.
    pub(crate) fn redact<'t>(&self, text: &'t str) -> std::borrow::Cow<'t, str> {
        if self.show_secrets {
            std::borrow::Cow::Borrowed(text)
        } else {
            crate::redact::text(text)
        }
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
    pub(crate) fn cell_into(&self, out: &mut String, kind: FieldKind, text: &str) {
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
    fn raw_values() {
        assert_eq!(raw(Some(&json!("a"))), "a");
        assert_eq!(raw(Some(&json!(3))), "3");
        assert_eq!(raw(Some(&json!([1]))), "[1]");
        assert_eq!(raw(None), "");
    }
}
