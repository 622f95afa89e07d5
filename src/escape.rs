//! The one escaper: what a customer or a service wrote (a HWID, a log line, a name, an error
//! message) reaches a terminal shown, never obeyed — control characters, escape sequences, line
//! breaks inside a value, bidirectional overrides and line separators all shown escaped.
//!
//! A leaf below `output/` and `redact`: the renderers escape each value (`escape_into`,
//! `escape_value`, `clean_cell`), and the two writers (`Output::write`, `redact::eprint_line`) pass
//! everything through `guard` as a last line of defence.

/// Whether a terminal could obey `c` instead of showing it: C0 and C1 control characters (ESC
/// starts every escape sequence), DEL, the bidirectional overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069, and the marks U+200E, U+200F, U+061C) that reorder what follows, and the line and
/// paragraph separators (U+2028, U+2029) that some terminals and editors break lines at.
pub fn is_hostile(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{061c}'
                | '\u{2028}'
                | '\u{2029}'
        )
}

/// `c` as the escaper shows it: `\n`, `\t`, `\u{1b}`, `\u{202e}`.
fn push_escaped(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c => {
            use std::fmt::Write;
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
    }
}

/// Where the first character `bad` finds is in `text`, if any. `plain` says which ASCII bytes
/// are surely not bad (printable ASCII, and the line breaks and tabs `keep` keeps): runs of them
/// are passed 32 bytes at a time, without a branch per byte (this scan is every byte of a list's
/// output), and only the characters between them are decoded and asked about.
fn first_bad(text: &str, plain: impl Fn(u8) -> bool, bad: impl Fn(char) -> bool) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        // Whole blocks of plain bytes, then byte by byte to the first other one.
        while let Some(block) = bytes.get(i..i + 32) {
            if !block.iter().fold(true, |all, &b| all & plain(b)) {
                break;
            }
            i += 32;
        }
        while i < bytes.len() && plain(bytes[i]) {
            i += 1;
        }
        let c = text[i..].chars().next()?;
        if bad(c) {
            return Some(i);
        }
        i += c.len_utf8();
    }
    None
}

/// Which bytes are surely not hostile for `keep`: printable ASCII, and the line breaks and tabs
/// it keeps (no short-circuit, so a block of them is checked without a branch per byte).
fn plain_byte(keep: &impl Fn(char) -> bool) -> impl Fn(u8) -> bool {
    let (nl, tab, cr) = (keep('\n'), keep('\t'), keep('\r'));
    move |b: u8| {
        (b.wrapping_sub(0x20) < 0x5f)
            | (nl & (b == b'\n'))
            | (tab & (b == b'\t'))
            | (cr & (b == b'\r'))
    }
}

/// `text` with every character `keep` does not keep and `is_hostile` finds shown escaped; the
/// one loop behind every escaper (linear: a 50 MB value is one pass).
fn escape_with(text: &str, keep: impl Fn(char) -> bool, space: bool) -> std::borrow::Cow<'_, str> {
    let bad = |c: char| is_hostile(c) && !keep(c);
    let Some(first) = first_bad(text, plain_byte(&keep), bad) else {
        return std::borrow::Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 16);
    out.push_str(&text[..first]);
    for c in text[first..].chars() {
        if !bad(c) {
            out.push(c);
        } else if space && matches!(c, '\n' | '\r' | '\t') {
            out.push(' ');
        } else {
            push_escaped(&mut out, c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A table cell: every hostile character (`is_hostile`) shown escaped (`\u{1b}`), never
/// interpreted by a terminal; line breaks and tabs become spaces so a cell stays on one line.
pub fn escape_into(out: &mut String, text: &str) {
    out.push_str(&escape_with(text, |_| false, true));
}

/// One value inside a line (a page's field, a plan's name, a service's message): every hostile
/// character shown escaped, line breaks included (`\n`), so a value never starts a line of its own.
pub fn escape_value(text: &str) -> std::borrow::Cow<'_, str> {
    escape_with(text, |_| false, false)
}

/// A line that names values (a restore step, a difference) as a message shows it: each word
/// longer than `max` characters cut to `max` with `…` and its length, then the whole line cut to
/// `4 × max` (at least 400): a message names a 100,000-character username, it does not echo it, and what
/// follows the name ("not on the target") stays.
pub fn shorten(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    let cut = |t: &str, n: usize| {
        t.char_indices()
            .nth(n)
            .map(|(i, _)| format!("{}…({} characters)", &t[..i], t.chars().count()))
    };
    if text.len() <= max {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::new();
    for (i, word) in text.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        // Punctuation after a name stays after it.
        let bare = word.trim_end_matches([':', ',', ';']);
        match cut(bare, max) {
            Some(short) => {
                out.push_str(&short);
                out.push_str(&word[bare.len()..]);
            }
            None => out.push_str(word),
        }
    }
    match cut(&out, (4 * max).max(400)) {
        Some(short) => std::borrow::Cow::Owned(short),
        None if out == text => std::borrow::Cow::Borrowed(text),
        None => std::borrow::Cow::Owned(out),
    }
}

/// Text licensectl wrote itself for stderr (an error and its hint), values already escaped:
/// every hostile character shown escaped, its own line breaks and tabs kept.
pub fn escape_text(text: &str) -> std::borrow::Cow<'_, str> {
    escape_with(text, |c| matches!(c, '\n' | '\t'), false)
}

/// A CSV/TSV cell: every hostile character shown escaped, so one record is one line whatever a
/// customer typed (`wc -l`, `grep`, `xargs` and line-based CSV readers count records right): TSV
/// has no line breaks or tabs inside a cell (spaces instead), CSV shows them escaped (`\n`). A
/// CSV cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`, `-2+3`) starts
/// with `'` (`formula_guard`); TSV, what scripts read, keeps the value as it is.
pub fn clean_cell(s: &str, tsv: bool) -> std::borrow::Cow<'_, str> {
    let cell = escape_with(s, |_| false, tsv);
    if tsv || !needs_formula_guard(&cell) {
        return cell;
    }
    std::borrow::Cow::Owned(format!("'{cell}"))
}

/// The characters a spreadsheet (Excel, LibreOffice, Google Sheets) starts a formula with.
const FORMULA_START: [char; 4] = ['=', '+', '-', '@'];

/// Whether a CSV cell gets a `'` in front: it starts with a formula character, after any `'`s
/// (so that `formula_unguard` takes exactly one off again), and is not a plain number (`-5`,
/// `+1.5` stay numbers).
fn needs_formula_guard(cell: &str) -> bool {
    cell.trim_start_matches('\'').starts_with(FORMULA_START) && !plain_number(cell)
}

/// `-5`, `+12`, `-0.5`: a sign, digits, at most one decimal point among them.
fn plain_number(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let mut parts = digits.splitn(2, '.');
    let whole = parts.next().unwrap_or("");
    let frac = parts.next();
    let all_digits = |p: &str| p.bytes().all(|b| b.is_ascii_digit());
    !whole.is_empty() && all_digits(whole) && frac.is_none_or(|f| !f.is_empty() && all_digits(f))
}

/// A CSV cell read back (`--from-file`): the `'` `clean_cell` put before a formula character
/// taken off, so a list written with `-o csv` names the same records when fed back.
pub fn formula_unguard(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.trim_start_matches('\'').starts_with(FORMULA_START) => rest,
        _ => cell,
    }
}

/// Text on its way to a terminal or a pipe (the last guard in `Output::write` and
/// `redact::eprint_line`): whatever a renderer missed is shown escaped, never obeyed. `json`:
/// the text is JSON, so the escape is JSON's (`\u0085`) and the document stays valid (such
/// characters can only be inside its strings); else Rust's (`\u{85}`), line breaks and tabs kept.
pub fn guard(text: &str, json: bool) -> std::borrow::Cow<'_, str> {
    if !json {
        return escape_with(text, |c| matches!(c, '\n' | '\t'), false);
    }
    let keep = |c: char| matches!(c, '\n' | '\t' | '\r');
    let bad = |c: char| is_hostile(c) && !keep(c);
    let Some(first) = first_bad(text, plain_byte(&keep), bad) else {
        return std::borrow::Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 16);
    out.push_str(&text[..first]);
    for c in text[first..].chars() {
        if bad(c) {
            use std::fmt::Write;
            let _ = write!(out, "\\u{:04x}", c as u32);
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// `guard` for bytes as a service sent them: JSON escapes in a JSON answer, Rust's in other text,
/// `\x1b` for a control byte of text that is not UTF-8.
pub fn guard_bytes(bytes: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    match std::str::from_utf8(bytes) {
        Ok(text) => {
            let json = serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok();
            match guard(text, json) {
                std::borrow::Cow::Borrowed(_) => std::borrow::Cow::Borrowed(bytes),
                std::borrow::Cow::Owned(o) => std::borrow::Cow::Owned(o.into_bytes()),
            }
        }
        Err(_) => {
            let bad = |b: u8| (b < 0x20 && b != b'\n' && b != b'\t') || b == 0x7f;
            if !bytes.iter().any(|b| bad(*b)) {
                return std::borrow::Cow::Borrowed(bytes);
            }
            let mut out = Vec::with_capacity(bytes.len() + 16);
            for b in bytes {
                if bad(*b) {
                    out.extend_from_slice(format!("\\x{b:02x}").as_bytes());
                } else {
                    out.push(*b);
                }
            }
            std::borrow::Cow::Owned(out)
        }
    }
}

/// `guard` for text that may hold licensectl's own colour: SGR sequences (`ESC [ digits ; m`)
/// pass, everything else is guarded. Values were escaped before they were painted, so such a
/// sequence is licensectl's; a screen clear, a title change or a cursor move never passes.
pub fn guard_coloured(text: &str, json: bool) -> std::borrow::Cow<'_, str> {
    if !text.contains('\u{1b}') {
        return guard(text, json);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(i) = rest.find('\u{1b}') {
        out.push_str(&guard(&rest[..i], json));
        let tail = &rest[i..];
        let len = tail[1..].strip_prefix('[').and_then(|t| {
            let n = t.find(|c: char| !(c.is_ascii_digit() || c == ';'))?;
            t[n..].starts_with('m').then_some(n + 3)
        });
        match len {
            Some(n) => {
                out.push_str(&tail[..n]);
                rest = &tail[n..];
            }
            None => {
                out.push_str(&guard(&tail[..1], json));
                rest = &tail[1..];
            }
        }
    }
    out.push_str(&guard(rest, json));
    std::borrow::Cow::Owned(out)
}

/// Text for HTML (`report --html`, the gateway's `/self/` page): `&`, `<`, `>` and quotes
/// escaped, control characters shown as U+FFFD, so no value can open a tag or an attribute.
pub fn html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_csv_cell_a_spreadsheet_would_run_starts_with_a_quote_and_reads_back_whole() {
        for (value, csv) in [
            ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
            ("+1+1", "'+1+1"),
            ("-2+3", "'-2+3"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("'=x", "''=x"),
            ("-5", "-5"),
            ("+1.5", "+1.5"),
            ("-", "'-"),
            ("'plain", "'plain"),
            ("a=b", "a=b"),
            ("", ""),
        ] {
            assert_eq!(clean_cell(value, false), csv, "{value:?}");
            assert_eq!(
                formula_unguard(&clean_cell(value, false)),
                value,
                "{value:?}"
            );
            // TSV is for scripts: the value as it is.
            assert_eq!(clean_cell(value, true), value, "{value:?}");
        }
    }

    /// Plain ASCII is passed in blocks: a hostile character anywhere in a long text, after
    /// harmless non-ASCII or just past a block's end, is still found.
    #[test]
    fn a_hostile_character_is_found_wherever_it_is() {
        for at in [0, 1, 31, 32, 33, 63, 64, 100] {
            for bad in ['\u{1b}', '\u{7f}', '\u{202e}', '\u{85}', '\r'] {
                let text = format!("{}{bad}é日本{}", "a".repeat(at), "b\n".repeat(40));
                let json = guard(&text, true);
                let shown = guard(&text, false);
                assert_eq!(json.contains(bad), bad == '\r', "{at} {bad:?}");
                assert!(!shown.contains(bad), "{at} {bad:?}");
                assert!(shown.contains("é日本") && shown.matches('\n').count() == 40);
                assert!(!escape_value(&text).contains(['\n', bad]));
            }
        }
        let plain = format!("{}é\t日本\n", "x".repeat(70));
        assert!(matches!(
            guard(&plain, false),
            std::borrow::Cow::Borrowed(_)
        ));
        assert!(matches!(guard(&plain, true), std::borrow::Cow::Borrowed(_)));
    }

    #[test]
    fn shorten_names_a_long_value_and_keeps_the_rest() {
        let long = "u".repeat(1000);
        let line = format!("user {long}: not on the target");
        let shown = shorten(&line, 10);
        assert_eq!(
            shown,
            "user uuuuuuuuuu…(1000 characters): not on the target"
        );
        assert_eq!(shorten("short line", 10), "short line");
        assert!(shorten(&"a ".repeat(1000), 10).chars().count() < 430);
    }
}
