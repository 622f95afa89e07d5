//! The one owner of stdout: tables for people; JSON, JSON lines, CSV and TSV for scripts.

use std::io::Write;

use chrono::{TimeZone, Utc};
use licensectl_catalogue::fields::Meaning;
use licensectl_catalogue::units::format_duration;
use serde_json::{Map, Value};

mod audience;
pub(crate) mod checks;
pub mod colour;
pub mod ends;
pub mod file;
pub mod filters;
#[cfg(test)]
mod hostile_tests;
mod lists;
pub mod now;
mod records;
pub mod row;
pub mod select;
pub mod shape;

pub use crate::escape::{
    clean_cell, escape_into, escape_text, escape_value, guard, guard_bytes, is_hostile,
};
pub use audience::Audience;

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
    /// The format was asked for (`-o`, `--json`); a piped stdout without `-o` gets TSV, where
    /// an action's message and `licenses create`'s keys stay bare lines for `$(…)` and `xargs`.
    pub asked: bool,
    pub show_secrets: bool,
    /// licensectl's own unix time when the command began (`LICENSECTL_NOW` injects it, for
    /// snapshots); times are reckoned with `now()`, the service's clock.
    pub real_now: i64,
    /// Tables show local time instead of UTC (`--local`, `time_zone = "local"`).
    pub local: bool,
    /// `--json FIELDS` / `--jq EXPR`: what JSON output keeps and how it is shaped.
    pub select: Option<&'static select::Select>,
    /// Colour for people (`colour::wanted`): tables, records and pretty JSON; CSV, TSV and JSON
    /// lines are never painted.
    pub colour: bool,
}

pub type Row = Map<String, Value>;

impl Output {
    /// The service's time: licensectl's own moved by the clock the service stated (`now`).
    pub fn now(&self) -> i64 {
        now::service(self.real_now)
    }

    fn write(&self, text: &str) -> std::io::Result<()> {
        let json = matches!(self.format, Format::Json | Format::Jsonl);
        let mut out = Stdout::lock();
        // Licensectl's own colour passes the guard; nothing else a terminal obeys does.
        let shown = self.redact(text);
        let shown = if self.colour {
            crate::escape::guard_coloured(&shown, json)
        } else {
            guard(&shown, json)
        };
        out.write_all(shown.as_bytes())?;
        out.flush()
    }

    /// Bytes as given (a raw answer), known secret values masked unless `--show-secrets`.
    /// Control characters and escape sequences in it are shown escaped, never obeyed (as JSON
    /// escapes inside a JSON answer, so it stays the same document).
    pub fn bytes(&self, bytes: &[u8]) -> std::io::Result<()> {
        let mut out = Stdout::lock();
        let shown = if self.show_secrets {
            std::borrow::Cow::Borrowed(bytes)
        } else {
            crate::redact::bytes(bytes)
        };
        out.write_all(&guard_bytes(&shown))?;
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

    /// Any JSON value: pretty, or one compact line with `-o jsonl`.
    pub fn json(&self, v: &Value) -> std::io::Result<()> {
        if let Some(sel) = self.select {
            // Each output written as the filter produces it.
            let compact = self.format == Format::Jsonl;
            return sel.render_each(v, compact, self.colour, &mut |text| self.write(text));
        }
        self.json_text(v)
    }

    /// `json` of a document that serializes itself, written as `json` writes the value it would
    /// make, without making it (a plan of 200,000 changes); `--jq` gets the value.
    pub fn json_of<T: serde::Serialize>(&self, v: &T) -> std::io::Result<()> {
        if self.select.is_some() {
            let v = serde_json::to_value(v).map_err(std::io::Error::other)?;
            return self.json(&v);
        }
        self.json_text(v)
    }

    fn json_text<T: serde::Serialize + ?Sized>(&self, v: &T) -> std::io::Result<()> {
        let compact = self.format == Format::Jsonl;
        if !crate::redact::holds(if compact { '"' } else { '\n' }) {
            // Written as it is made (a plan of 200,000 changes is never also its text), through
            // the redactor's writer in runs cut where nothing masked or escaped runs across:
            // after a line break, or in JSON lines before a string's opening quote. Each run
            // is masked and guarded as the whole text would be.
            let mut out = crate::redact::Lines::new(stdout(), !self.show_secrets)
                .guarded(true)
                .coloured(self.colour);
            if compact {
                out = out.json_line();
                serde_json::to_writer(&mut out, v)?;
            } else if self.colour {
                let mut ser = serde_json::Serializer::with_formatter(&mut out, colour::Json::new());
                serde::Serialize::serialize(v, &mut ser)?;
            } else {
                serde_json::to_writer_pretty(&mut out, v)?;
            }
            out.write_all(b"\n")?;
            return out.flush();
        }
        let text = if self.format == Format::Jsonl {
            serde_json::to_string(v)
        } else if self.colour {
            let mut bytes = Vec::new();
            let mut ser = serde_json::Serializer::with_formatter(&mut bytes, colour::Json::new());
            serde::Serialize::serialize(v, &mut ser)
                .map(|()| String::from_utf8_lossy(&bytes).into_owned())
        } else {
            serde_json::to_string_pretty(v)
        };
        // The line break added in place: a large document is not copied to end its line.
        let mut text = text.unwrap_or_default();
        text.push('\n');
        self.write(&text)
    }

    /// A cell's text painted in the tone its field gives this value, when colour is on.
    pub(crate) fn paint_cell(
        &self,
        out: &mut String,
        field: Option<&licensectl_catalogue::fields::Field>,
        raw: &str,
        paused: bool,
        cell: &str,
    ) {
        let tone = field
            .filter(|_| self.colour)
            .and_then(|f| colour::tone_of(f, raw, paused, self.now()));
        match tone {
            Some(t) if !cell.is_empty() => colour::paint(out, t, cell),
            _ => out.push_str(cell),
        }
    }

    /// Drops secret fields (and masks live credentials), at any depth, unless `--show-secrets`.
    pub fn scrub(&self, v: &mut Value) {
        let how = shape::Shaping {
            show_secrets: self.show_secrets,
            normalise: false,
        };
        shape::shape(v, None, how, &mut Vec::new());
    }

    fn delimited(&self, headers: &[String], rows: &[Vec<String>]) -> std::io::Result<()> {
        self.delimited_with(Some(headers), rows)
    }

    /// CSV or TSV rows without a header line (more rows of a stream already headed).
    fn delimited_rows(&self, rows: &[Vec<String>]) -> std::io::Result<()> {
        self.delimited_with(None, rows)
    }

    fn delimited_with(
        &self,
        headers: Option<&[String]>,
        rows: &[Vec<String>],
    ) -> std::io::Result<()> {
        let sep = if self.format == Format::Csv {
            b','
        } else {
            b'\t'
        };
        let mut w = csv::WriterBuilder::new()
            .delimiter(sep)
            .from_writer(Vec::new());
        let clean = |s: &String| clean_cell(s, sep == b'\t').into_owned();
        if let Some(headers) = headers {
            let _ = w.write_record(headers.iter().map(clean));
        }
        for r in rows {
            let _ = w.write_record(r.iter().map(clean));
        }
        let bytes = w.into_inner().unwrap_or_default();
        self.write(&String::from_utf8_lossy(&bytes))
    }

    /// A cell as people read it: dates with relative time, human durations, `—` for no time.
    pub fn cell(&self, meaning: Option<Meaning>, text: &str) -> String {
        let mut out = String::new();
        self.cell_into(&mut out, meaning, false, text);
        out
    }

    /// `cell`, appended to `out`; `paused` says the row's expiry is a remaining time.
    pub(crate) fn cell_into(
        &self,
        out: &mut String,
        meaning: Option<Meaning>,
        paused: bool,
        text: &str,
    ) {
        use licensectl_catalogue::Unit;
        let Some(meaning) = meaning else {
            return escape_into(out, text);
        };
        let number = if meaning.is_integer() {
            text.trim().parse::<i64>().ok()
        } else {
            None
        };
        match (meaning, number) {
            (Meaning::Expiry, Some(left)) if paused => {
                out.push_str("paused (");
                out.push_str(&format_duration(left.max(0) as u64));
                out.push_str(" left)");
            }
            (Meaning::Time | Meaning::Expiry, Some(t)) if t > 0 => self.time_into(out, t),
            (Meaning::Time | Meaning::Expiry, _) if text.trim().is_empty() || number == Some(0) => {
                out.push('—')
            }
            (Meaning::Duration(unit), Some(d)) if d >= 0 => {
                let per = match unit {
                    Unit::Seconds => 1,
                    Unit::Minutes => 60,
                    Unit::Days => 86_400,
                };
                duration_into(out, (d as u64).saturating_mul(per))
            }
            (Meaning::Flag, _) => out.push_str(match text.trim() {
                "1" | "true" => "yes",
                "0" | "false" => "no",
                other => other,
            }),
            _ => escape_into(out, text),
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
        use std::borrow::Cow;
        use std::fmt::Write;
        let Some(at) = Utc.timestamp_opt(t, 0).single() else {
            let _ = write!(out, "{t}");
            return;
        };
        let (at, zone) = if self.local {
            let at = at.with_timezone(&chrono::Local);
            (at.naive_local(), Cow::Owned(at.format("%:z").to_string()))
        } else {
            (at.naive_utc(), Cow::Borrowed("UTC"))
        };
        match u32::try_from(at.year()) {
            // Written digit by digit: a table of 100,000 licenses has 200,000 of these, and the
            // formatting machinery was a tenth of its time.
            Ok(year) if year <= 9999 => {
                push_digits(out, year, 4);
                out.push('-');
                push_digits(out, at.month(), 2);
                out.push('-');
                push_digits(out, at.day(), 2);
                out.push(' ');
                push_digits(out, at.hour(), 2);
                out.push(':');
                push_digits(out, at.minute(), 2);
                out.push(' ');
                out.push_str(&zone);
                out.push_str(" (");
            }
            _ => {
                let _ = write!(
                    out,
                    "{:04}-{:02}-{:02} {:02}:{:02} {zone} (",
                    at.year(),
                    at.month(),
                    at.day(),
                    at.hour(),
                    at.minute()
                );
            }
        }
        let delta = t - self.now();
        if delta.abs() < 60 {
            out.push_str("now)");
        } else if delta > 0 {
            out.push_str("in ");
            short_into(out, delta as u64);
            out.push(')');
        } else {
            short_into(out, delta.unsigned_abs());
            out.push_str(" ago)");
        }
    }
}

/// `format_duration(secs)` appended to `out`, the last few answers kept: a list's lengths are
/// few (licenses are made in batches of one length), and formatting each was 5 % of a
/// 100,000-license table.
fn duration_into(out: &mut String, secs: u64) {
    thread_local! {
        static SEEN: std::cell::RefCell<Vec<(u64, String)>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    SEEN.with(|seen| {
        let mut seen = seen.borrow_mut();
        if let Some((_, text)) = seen.iter().find(|(s, _)| *s == secs) {
            return out.push_str(text);
        }
        let text = format_duration(secs);
        out.push_str(&text);
        if seen.len() >= 16 {
            seen.remove(0);
        }
        seen.push((secs, text));
    })
}

/// `n` in decimal, zero-padded to `width` digits (`{:0width$}`).
fn push_digits(out: &mut String, n: impl Into<u64>, width: usize) {
    let mut buf = itoa::Buffer::new();
    let digits = buf.format(n.into());
    out.extend(std::iter::repeat_n('0', width.saturating_sub(digits.len())));
    out.push_str(digits);
}

/// Standard output, buffered: the one door to it for what is not a record (a downloaded file's
/// bytes, a completion script, a streamed backup document). Everything else goes through
/// `Output`'s methods.
pub fn stdout() -> std::io::BufWriter<Stdout> {
    std::io::BufWriter::with_capacity(1 << 16, Stdout::lock())
}

/// Standard output, whose failures name it: a full disk behind `> file` is "cannot write to
/// stdout: No space left on device", not a bare OS error (a closed pipe stays a closed pipe:
/// `head` ending the read is not a failure).
pub struct Stdout(std::io::StdoutLock<'static>);

impl Stdout {
    pub fn lock() -> Stdout {
        Stdout(std::io::stdout().lock())
    }
}

/// `e`, naming stdout (a `Failure::Output` inside, which `error::report` prints).
fn named(e: std::io::Error) -> std::io::Error {
    if e.kind() == std::io::ErrorKind::BrokenPipe || e.get_ref().is_some() {
        return e;
    }
    let m = format!("cannot write to stdout: {e}");
    std::io::Error::new(e.kind(), crate::error::Failure::Output(m))
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf).map_err(named)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush().map_err(named)
    }
}

/// The width of the terminal stdout is, when it is one.
pub fn terminal_width() -> Option<usize> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return None;
    }
    terminal_size::terminal_size().map(|(w, _)| w.0 as usize)
}

/// `first` (already indented) then the words of `rest`, wrapped at `width` with later lines
/// starting at column `indent`. A word moves whole to the next line (an identifier is never
/// split); only a word longer than a whole line (free text) is cut where the line ends.
pub fn wrap_into(out: &mut String, first: &str, rest: &str, indent: usize, width: usize) {
    // Painted words (a status) are measured as seen and never cut: they are short.
    let len = colour::visible_width;
    let mut line = first.to_string();
    let pad = " ".repeat(indent);
    let mut fresh = true;
    for word in rest.split(' ') {
        if !fresh && len(&line) + 1 + len(word) > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clone_from(&pad);
        } else if !fresh {
            line.push(' ');
        }
        let mut word = word;
        while len(&line) + len(word) > width && width > len(&line) + 8 && !word.contains('\x1b') {
            let room = width - len(&line);
            let cut = word.char_indices().nth(room).map_or(word.len(), |(i, _)| i);
            line.push_str(&word[..cut]);
            out.push_str(&line);
            out.push('\n');
            line.clone_from(&pad);
            word = &word[cut..];
        }
        line.push_str(word);
        fresh = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

/// Whether stderr gets colour, by the `color` setting `when` (`colour::wanted`).
pub fn color_stderr(when: Option<&str>, env: &crate::env::Env) -> bool {
    use std::io::IsTerminal;
    colour::wanted(when, env, std::io::stderr().is_terminal())
}

/// Every string of `v` (keys included) escaped as `escape_value` does: a document rendered as text
/// (a lookup page) then has no way to reach the terminal raw, whichever field a line shows.
pub fn escape_strings(v: &mut Value) {
    match v {
        Value::String(s) => {
            if let std::borrow::Cow::Owned(o) = escape_value(s) {
                *s = o;
            }
        }
        Value::Array(a) => a.iter_mut().for_each(escape_strings),
        Value::Object(m) => {
            let old = std::mem::take(m);
            for (k, mut x) in old {
                escape_strings(&mut x);
                m.insert(escape_value(&k).into_owned(), x);
            }
        }
        _ => {}
    }
}

/// A relative time read to the nearest unit, with a second unit under a week: `59m`, `5h 3m`,
/// `1d 23h`, `30d` (a fresh 30-day extension a minute later still reads `30d`).
pub fn short(secs: u64) -> String {
    let mut out = String::new();
    short_into(&mut out, secs);
    out
}

/// `short`, appended to `out` digit by digit (a table of 100,000 licenses has 200,000 of them).
fn short_into(out: &mut String, secs: u64) {
    const MIN: u64 = 60;
    const HOUR: u64 = 3_600;
    const DAY: u64 = 86_400;
    let round = |unit: u64| (secs + unit / 2) / unit;
    fn put(out: &mut String, n: u64, unit: &str) {
        push_digits(out, n, 1);
        out.push_str(unit);
    }
    if secs < HOUR {
        let m = round(MIN).max(1);
        return if m == 60 {
            put(out, 1, "h")
        } else {
            put(out, m, "m")
        };
    }
    let (big, small, bn, sn) = if secs >= 7 * DAY {
        return put(out, round(DAY), "d");
    } else if secs >= DAY {
        (DAY, HOUR, "d", "h")
    } else {
        (HOUR, MIN, "h", "m")
    };
    let n = round(small);
    let per = big / small;
    let (a, b) = (n / per, n % per);
    put(out, a, bn);
    if b != 0 && !(a >= 7 && bn == "d") {
        out.push(' ');
        put(out, b, sn);
    }
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

    /// An output for tests: asked for, no secrets, no colour, a fixed now (also `hostile_tests`).
    pub(super) fn out(format: Format) -> Output {
        Output {
            format,
            asked: true,
            show_secrets: false,
            real_now: 1_800_000_000,
            local: false,
            select: None,
            colour: false,
        }
    }

    #[test]
    fn times_and_durations_for_people() {
        let o = out(Format::Table);
        let time = Some(Meaning::Time);
        assert_eq!(
            o.cell(time, &(1_800_000_000 + 30 * 86_400).to_string()),
            "2027-02-14 08:00 UTC (in 30d)"
        );
        assert_eq!(o.cell(time, "1799996400"), "2027-01-15 07:00 UTC (1h ago)");
        // To the nearest unit, a second one under a week: what a person reads out is true.
        assert_eq!(short(47 * 3600 + 59 * 60), "2d");
        assert_eq!(short(47 * 3600), "1d 23h");
        assert_eq!(short(30 * 86_400 - 60), "30d");
        assert_eq!(short(5 * 3600 + 3 * 60 + 10), "5h 3m");
        assert_eq!(short(59 * 60 + 10), "59m");
        assert_eq!(short(7 * 86_400 - 1), "7d");
        let secs = Some(Meaning::Duration(licensectl_catalogue::Unit::Seconds));
        assert_eq!(o.cell(secs, "2592000"), "30d");
        assert_eq!(o.cell(secs, "604800"), "7d", "a duration is never a date");
        assert_eq!(o.cell(Some(Meaning::Text), ""), "");
        assert_eq!(o.cell(time, ""), "—");
        assert_eq!(o.cell(time, "0"), "—");
        assert_eq!(o.cell(None, "\u{1b}]0;PWNED\u{7}"), "\\u{1b}]0;PWNED\\u{7}");
        assert_eq!(
            escape_text("said: \u{1b}]0;PWNED\u{7}\nhint"),
            "said: \\u{1b}]0;PWNED\\u{7}\nhint"
        );
        let mut paused = String::new();
        o.cell_into(&mut paused, Some(Meaning::Expiry), true, "2592000");
        assert_eq!(paused, "paused (30d left)");
        // Dates written digit by digit are what `{:04}-{:02}…` wrote, early and late years too.
        assert_eq!(
            o.time(1),
            "1970-01-01 00:00 UTC (57y ago)".replace("57y", &short(1_800_000_000 - 1))
        );
        assert_eq!(
            o.time(253_402_300_740),
            format!(
                "9999-12-31 23:59 UTC (in {})",
                short(253_402_300_740 - 1_800_000_000)
            )
        );
        assert!(o
            .time(253_402_300_800)
            .starts_with("10000-01-01 00:00 UTC ("));
        for (n, width) in [(0u64, 4), (7, 2), (12, 2), (305, 4), (4_294_967_295, 2)] {
            let mut s = String::new();
            push_digits(&mut s, n, width);
            assert_eq!(s, format!("{n:0width$}"));
        }
        let mut s = String::new();
        push_digits(&mut s, u64::MAX, 1);
        assert_eq!(s, u64::MAX.to_string());
    }

    /// A length read from the kept answers is what `format_duration` writes, however many
    /// lengths a list has.
    #[test]
    fn kept_durations_are_formatted_ones() {
        for round in 0..3 {
            for secs in (0..40u64).map(|k| k * 86_399 + round) {
                let mut out = String::from("x");
                duration_into(&mut out, secs);
                assert_eq!(out, format!("x{}", format_duration(secs)));
            }
        }
    }

    /// `short` written digit by digit reads as it did through `format!` (the reference below).
    #[test]
    fn short_times_are_what_format_wrote() {
        fn reference(secs: u64) -> String {
            const MIN: u64 = 60;
            const HOUR: u64 = 3_600;
            const DAY: u64 = 86_400;
            let round = |unit: u64| (secs + unit / 2) / unit;
            if secs < HOUR {
                let m = round(MIN).max(1);
                return if m == 60 {
                    "1h".into()
                } else {
                    format!("{m}m")
                };
            }
            let (big, small, bn, sn) = if secs >= 7 * DAY {
                return format!("{}d", round(DAY));
            } else if secs >= DAY {
                (DAY, HOUR, "d", "h")
            } else {
                (HOUR, MIN, "h", "m")
            };
            let n = round(small);
            let (a, b) = (n / (big / small), n % (big / small));
            if a >= 7 && bn == "d" {
                return format!("{a}d");
            }
            if b == 0 {
                format!("{a}{bn}")
            } else {
                format!("{a}{bn} {b}{sn}")
            }
        }
        let mut secs = 0u64;
        while secs < 40 * 86_400 {
            assert_eq!(short(secs), reference(secs), "{secs}");
            secs += 37;
        }
        for secs in [
            u64::MAX / 2,
            253_402_300_740,
            7 * 86_400 - 1800,
            86_400 - 30,
        ] {
            assert_eq!(short(secs), reference(secs), "{secs}");
        }
    }

    #[test]
    fn wrapped_values_go_on_under_themselves() {
        let mut out = String::new();
        let key = "DANA7Q-K2XDP9-M4TRVB-3N8WZC-5L1HJF-6G0SYE";
        wrap_into(
            &mut out,
            "  basic  ",
            &format!("expires soon  (key {key})"),
            9,
            60,
        );
        assert_eq!(
            out,
            format!("  basic  expires soon  (key\n         {key})\n")
        );
        let mut out = String::new();
        wrap_into(&mut out, "  ", &"x".repeat(30), 4, 20);
        assert!(out.lines().all(|l| l.chars().count() <= 20), "{out}");
        assert_eq!(
            out.replace(['\n', ' '], "").len(),
            30,
            "nothing lost: {out}"
        );
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
