//! Colour for people: whether a stream gets it (the `color` setting, `NO_COLOR`, `CLICOLOR`, a
//! terminal), what each tone looks like (anstyle's styles), and JSON painted for a terminal.
//!
//! Codes are added after values are escaped (`escape_into` shows a value's own ESC as `\u{1b}`),
//! so every escape sequence in the output is one of these; and only where people read: tables,
//! records, pages, plans and pretty JSON. CSV, TSV and JSON lines never carry one.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use anstyle::{AnsiColor, Style};
use licensectl_catalogue::fields::{Field, Meaning, Role, Tone};

use crate::env::Env;

/// Whether a stream gets colour. `when` is the `color` setting: `never`; `always` (given for this
/// run or profile, it wins over `NO_COLOR`, as no-color.org asks of explicit settings); `auto`:
/// never with a non-empty `NO_COLOR`, always with `CLICOLOR_FORCE` (not `0`), else on a terminal
/// unless `CLICOLOR=0`.
pub fn wanted(when: Option<&str>, env: &Env, terminal: bool) -> bool {
    match when.map(str::to_ascii_lowercase).as_deref() {
        Some("never") => false,
        Some("always") => true,
        _ => {
            if env.get("NO_COLOR").is_some_and(|v| !v.is_empty()) {
                return false;
            }
            env.get("CLICOLOR_FORCE").is_some_and(|v| v != "0")
                || (terminal && env.get("CLICOLOR") != Some("0"))
        }
    }
}

/// Whether output in `format` is ever painted: tables, pretty JSON, and the pages and records a
/// pipe gets without `-o` (its lists are then TSV, which stays plain); never CSV, JSON lines or a
/// TSV asked for (`asked`: `-o` or `--json` given).
pub fn paints(format: super::Format, asked: bool) -> bool {
    use super::Format;
    match format {
        Format::Table | Format::Json => true,
        Format::Tsv => !asked,
        Format::Csv | Format::Jsonl => false,
    }
}

/// Whether diagnostics on stderr are coloured; decided once the command line (and later the
/// profile) is read.
static STDERR: AtomicBool = AtomicBool::new(false);

pub fn set_stderr(on: bool) {
    STDERR.store(on, Ordering::Relaxed);
}

pub fn stderr() -> bool {
    STDERR.load(Ordering::Relaxed)
}

/// What a tone looks like.
pub fn style(tone: Tone) -> Style {
    match tone {
        Tone::Good => AnsiColor::Green.on_default(),
        Tone::Warn => AnsiColor::Yellow.on_default(),
        Tone::Bad => AnsiColor::Red.on_default().bold(),
    }
}

/// `text` in `style`.
pub fn paint_with(out: &mut String, style: Style, text: &str) {
    use std::fmt::Write;
    let _ = write!(out, "{}{text}{}", style.render(), style.render_reset());
}

/// `text` in `tone`'s style.
pub fn paint(out: &mut String, tone: Tone, text: &str) {
    paint_with(out, style(tone), text)
}

/// `text` in `tone`'s style when `on`, else as it is.
pub fn painted(on: bool, tone: Option<Tone>, text: &str) -> String {
    match (on, tone) {
        (true, Some(t)) if !text.is_empty() => {
            let mut out = String::with_capacity(text.len() + 12);
            paint(&mut out, t, text);
            out
        }
        _ => text.to_string(),
    }
}

/// How a field's value reads at a glance: its declared tone (`Field::tones`); a ban; an end in
/// the past (expired); a paused expiry.
pub fn tone_of(field: &Field, raw: &str, paused: bool, now: i64) -> Option<Tone> {
    if let Some(t) = field.tone_of(raw) {
        return Some(t);
    }
    let time = || raw.trim().parse::<i64>().ok();
    match (field.meaning, field.role) {
        (_, Role::Bans) if !raw.trim().is_empty() => Some(Tone::Bad),
        (Meaning::Expiry, _) if paused => Some(Tone::Warn),
        (Meaning::Expiry, _) | (Meaning::Time, Role::Ends) => {
            time().filter(|t| *t > 0 && *t <= now).map(|_| Tone::Bad)
        }
        _ => None,
    }
}

/// The width a person sees: characters, not counting this module's escape sequences.
pub fn visible_width(text: &str) -> usize {
    visible(text).count()
}

/// The characters of `text` outside this module's escape sequences.
fn visible(text: &str) -> impl Iterator<Item = char> + '_ {
    let mut chars = text.chars();
    std::iter::from_fn(move || loop {
        let c = chars.next()?;
        if c != '\x1b' {
            return Some(c);
        }
        // CSI: ESC [ parameters, then one final byte in @..~.
        for c in chars.by_ref() {
            if ('@'..='~').contains(&c) && c != '[' {
                break;
            }
        }
    })
}

/// serde_json's pretty layout with keys, strings, numbers and literals painted, as jq paints
/// them at a terminal. The text between the codes is byte for byte what `to_writer_pretty` writes.
pub struct Json {
    pretty: serde_json::ser::PrettyFormatter<'static>,
    key: bool,
}

impl Json {
    pub fn new() -> Json {
        Json {
            pretty: serde_json::ser::PrettyFormatter::new(),
            key: false,
        }
    }
    fn key_style() -> Style {
        AnsiColor::Blue.on_default().bold()
    }
    fn string_style() -> Style {
        AnsiColor::Green.on_default()
    }
    fn number_style() -> Style {
        AnsiColor::Cyan.on_default()
    }
    fn literal_style() -> Style {
        AnsiColor::Magenta.on_default()
    }
    fn lit<W: ?Sized + Write>(w: &mut W, style: Style, text: &[u8]) -> io::Result<()> {
        write!(w, "{}", style.render())?;
        w.write_all(text)?;
        write!(w, "{}", style.render_reset())
    }
}

impl Default for Json {
    fn default() -> Json {
        Json::new()
    }
}

macro_rules! painted_number {
    ($($name:ident: $t:ty),*) => {$(
        fn $name<W: ?Sized + Write>(&mut self, w: &mut W, value: $t) -> io::Result<()> {
            Json::lit(w, Json::number_style(), value.to_string().as_bytes())
        }
    )*};
}

impl serde_json::ser::Formatter for Json {
    fn write_null<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        Json::lit(w, Json::literal_style(), b"null")
    }
    fn write_bool<W: ?Sized + Write>(&mut self, w: &mut W, value: bool) -> io::Result<()> {
        let text: &[u8] = if value { b"true" } else { b"false" };
        Json::lit(w, Json::literal_style(), text)
    }
    painted_number!(write_i8: i8, write_i16: i16, write_i32: i32, write_i64: i64, write_i128: i128,
        write_u8: u8, write_u16: u16, write_u32: u32, write_u64: u64, write_u128: u128);
    fn write_f32<W: ?Sized + Write>(&mut self, w: &mut W, value: f32) -> io::Result<()> {
        let mut compact = Vec::new();
        serde_json::ser::CompactFormatter.write_f32(&mut compact, value)?;
        Json::lit(w, Json::number_style(), &compact)
    }
    fn write_f64<W: ?Sized + Write>(&mut self, w: &mut W, value: f64) -> io::Result<()> {
        let mut compact = Vec::new();
        serde_json::ser::CompactFormatter.write_f64(&mut compact, value)?;
        Json::lit(w, Json::number_style(), &compact)
    }
    fn write_number_str<W: ?Sized + Write>(&mut self, w: &mut W, value: &str) -> io::Result<()> {
        Json::lit(w, Json::number_style(), value.as_bytes())
    }
    fn begin_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        let style = if self.key {
            Json::key_style()
        } else {
            Json::string_style()
        };
        write!(w, "{}", style.render())?;
        w.write_all(b"\"")
    }
    fn end_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b"\"")?;
        write!(w, "{}", Style::new().render_reset())
    }
    /// A value kept as it came (numbers, booleans and null of a row): painted by what it is.
    fn write_raw_fragment<W: ?Sized + Write>(&mut self, w: &mut W, f: &str) -> io::Result<()> {
        let style = match f.as_bytes().first() {
            Some(b'-' | b'0'..=b'9') => Json::number_style(),
            Some(b't' | b'f' | b'n') => Json::literal_style(),
            _ => return w.write_all(f.as_bytes()),
        };
        Json::lit(w, style, f.as_bytes())
    }
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.begin_array(w)
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_array(w)
    }
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.pretty.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_array_value(w)
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.begin_object(w)
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_object(w)
    }
    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.key = true;
        self.pretty.begin_object_key(w, first)
    }
    fn end_object_key<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.key = false;
        self.pretty.end_object_key(w)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_object_value(w)
    }
}

/// Strips this module's escape sequences (tests: painted output is the plain output plus codes).
#[cfg(test)]
pub fn strip(text: &str) -> String {
    visible(text).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use licensectl_catalogue::resources::{LICENSE, USER, USER_SUB};
    use serde::Serialize;
    use serde_json::json;

    fn env(vars: &[(&str, &str)]) -> Env {
        Env::from_pairs(vars)
    }

    #[test]
    fn when_colour_is_on() {
        let none = env(&[]);
        assert!(wanted(None, &none, true));
        assert!(wanted(Some("auto"), &none, true));
        assert!(!wanted(Some("auto"), &none, false), "off a terminal");
        assert!(!wanted(Some("never"), &none, true));
        assert!(wanted(Some("always"), &none, false));
        assert!(!wanted(None, &env(&[("NO_COLOR", "1")]), true));
        assert!(
            wanted(None, &env(&[("NO_COLOR", "")]), true),
            "empty: unset"
        );
        assert!(!wanted(None, &env(&[("CLICOLOR", "0")]), true));
        assert!(wanted(None, &env(&[("CLICOLOR_FORCE", "1")]), false));
        let both = env(&[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")]);
        assert!(!wanted(None, &both, true));
        assert!(
            wanted(Some("ALWAYS"), &both, false),
            "an explicit setting wins"
        );
    }

    #[test]
    fn tones_by_declaration_role_and_meaning() {
        let now = 1_800_000_000;
        let status = LICENSE.field("status").unwrap();
        assert_eq!(tone_of(status, "Banned", false, now), Some(Tone::Bad));
        assert_eq!(tone_of(status, "Used", false, now), Some(Tone::Warn));
        let ban = USER.field("banned").unwrap();
        assert_eq!(tone_of(ban, "chargeback", false, now), Some(Tone::Bad));
        assert_eq!(tone_of(ban, "", false, now), None);
        let expiry = USER_SUB.field("expiry").unwrap();
        assert_eq!(tone_of(expiry, "1799999000", false, now), Some(Tone::Bad));
        assert_eq!(tone_of(expiry, "1800009000", false, now), None);
        assert_eq!(tone_of(expiry, "86400", true, now), Some(Tone::Warn));
        assert_eq!(
            tone_of(LICENSE.field("note").unwrap(), "Banned", false, now),
            None
        );
    }

    #[test]
    fn painted_json_is_the_pretty_json_plus_codes() {
        let v = json!({"key": "A\u{1b}B", "n": -3, "ok": true, "none": null, "list": [1.5, "x"]});
        let mut painted = Vec::new();
        let mut ser = serde_json::Serializer::with_formatter(&mut painted, Json::new());
        v.serialize(&mut ser).unwrap();
        let painted = String::from_utf8(painted).unwrap();
        assert!(painted.contains("\x1b["), "{painted}");
        assert_eq!(strip(&painted), serde_json::to_string_pretty(&v).unwrap());
        // A value's own ESC stays escaped: the only raw ESCs are the paint's.
        assert!(painted.contains("A\\u001bB"), "{painted}");
    }

    #[test]
    fn widths_skip_the_codes() {
        let mut s = String::new();
        paint(&mut s, Tone::Bad, "Banned");
        assert_eq!(visible_width(&s), 6);
        assert_eq!(visible_width("plain"), 5);
        assert_eq!(painted(false, Some(Tone::Bad), "x"), "x");
        assert_eq!(strip(&painted(true, Some(Tone::Bad), "x")), "x");
    }
}
