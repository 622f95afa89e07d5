//! The one redactor: every secret value this invocation knows (seller key, app secret, passwords,
//! session ids, tokens) and any URL userinfo, removed from text before it reaches stderr or stdout.
//!
//! Secrets are registered where they enter (settings, secret parameters, session ids), so text
//! licensectl did not write itself — a proxy's error page echoing the request URL — is covered too.

use std::borrow::Cow;
use std::io::Write;
use std::sync::RwLock;

/// What a secret is replaced with.
pub const MASK: &str = "***";

/// Shorter values are not redacted: a 1–3 character password would blank out ordinary text.
const MIN_LEN: usize = 4;

/// Service messages longer than this are cut on stderr.
pub const MESSAGE_CHARS: usize = 500;

static SECRETS: RwLock<Vec<String>> = RwLock::new(Vec::new());

/// Remembers a secret value, and its URL-encoded forms (as it appears in an echoed URL).
pub fn add(value: &str) {
    if value.chars().count() < MIN_LEN {
        return;
    }
    let query: String = url::form_urlencoded::byte_serialize(value.as_bytes()).collect();
    let path = query.replace('+', "%20");
    let Ok(mut secrets) = SECRETS.write() else {
        return;
    };
    for v in [value.to_string(), query, path] {
        if !secrets.contains(&v) {
            secrets.push(v);
        }
    }
    // Longest first, so a secret that contains another is replaced whole.
    secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
}

/// `text` with every known secret and any URL userinfo replaced by `***`.
pub fn text(text: &str) -> Cow<'_, str> {
    let mut out = Cow::Borrowed(text);
    if let Ok(secrets) = SECRETS.read() {
        for s in secrets.iter() {
            // A secret longer than the text cannot be in it (a table's cells are mostly
            // shorter than a seller key): no searcher is built for it.
            if s.len() <= out.len() && out.contains(s.as_str()) {
                out = Cow::Owned(out.replace(s.as_str(), MASK));
            }
        }
    }
    if out.len() >= 3 && out.contains("://") {
        if let Cow::Owned(o) = userinfo(&out) {
            out = Cow::Owned(o);
        }
    }
    out
}

/// Whether a known secret holds `c` (text masked in runs cut at `c` could then miss it).
pub fn holds(c: char) -> bool {
    SECRETS
        .read()
        .map_or(true, |s| s.iter().any(|s| s.contains(c)))
}

/// Bytes (a raw answer) with every known secret replaced; other bytes untouched.
pub fn bytes(bytes: &[u8]) -> Cow<'_, [u8]> {
    match std::str::from_utf8(bytes) {
        Ok(s) => match text(s) {
            Cow::Borrowed(_) => Cow::Borrowed(bytes),
            Cow::Owned(o) => Cow::Owned(o.into_bytes()),
        },
        Err(_) => {
            let Ok(secrets) = SECRETS.read() else {
                return Cow::Borrowed(bytes);
            };
            let mut out = Cow::Borrowed(bytes);
            for s in secrets.iter() {
                let s = s.as_bytes();
                if out.windows(s.len()).any(|w| w == s) {
                    let mut next = Vec::with_capacity(out.len());
                    let mut i = 0;
                    while i < out.len() {
                        if out[i..].starts_with(s) {
                            next.extend_from_slice(MASK.as_bytes());
                            i += s.len();
                        } else {
                            next.push(out[i]);
                            i += 1;
                        }
                    }
                    out = Cow::Owned(next);
                }
            }
            out
        }
    }
}

/// `scheme://user:pass@host` → `scheme://***@host`, wherever a URL appears in the text.
fn userinfo(text: &str) -> Cow<'_, str> {
    let mut out = String::new();
    let mut rest = text;
    let mut changed = false;
    while let Some(at) = rest.find("://") {
        let (head, tail) = rest.split_at(at + 3);
        out.push_str(head);
        // The authority ends at the first `/`, `?`, `#`, whitespace, quote, or a CSV/table
        // separator (masking across one would change a row's number of fields).
        let end = tail
            .find(|c: char| {
                matches!(c, '/' | '?' | '#' | '"' | '\'' | '<' | '>' | ',' | '|')
                    || c.is_whitespace()
            })
            .unwrap_or(tail.len());
        let authority = &tail[..end];
        match authority.rfind('@') {
            Some(i) => {
                out.push_str(MASK);
                out.push_str(&authority[i..]);
                changed = true;
            }
            None => out.push_str(authority),
        }
        rest = &tail[end..];
    }
    if !changed {
        return Cow::Borrowed(text);
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// A service message as stderr shows it: redacted, then at most `MESSAGE_CHARS` characters and
/// its size (redacted first, so a secret straddling the cut leaves no half behind).
pub fn cut(message: &str) -> Cow<'_, str> {
    let shown = text(message);
    match shown.char_indices().nth(MESSAGE_CHARS) {
        None => shown,
        Some((i, _)) => Cow::Owned(format!("{}… ({} bytes)", &shown[..i], message.len())),
    }
}

/// Writes one redacted line to stderr, every control character, escape sequence, bidi override
/// and line separator shown escaped (`crate::escape::guard`; licensectl's own line breaks kept);
/// a stderr that cannot be written is ignored, never a panic.
pub fn eprint_line(line: &str) {
    eprint_labelled("", line);
}

/// `eprint_line`, once per process: a warning about the service's data that a command meeting
/// it again (each poll of `watch`, each `--from-file` item) would otherwise repeat.
pub fn eprint_once(line: &str) {
    static SAID: std::sync::Mutex<std::collections::BTreeSet<String>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    let first = SAID
        .lock()
        .map_or(true, |mut said| said.insert(line.to_string()));
    if first {
        eprint_line(line);
    }
}

/// `eprint_line` after `label`, licensectl's own text written as is (the colour of `error`).
pub fn eprint_labelled(label: &str, line: &str) {
    if SILENT.load(std::sync::atomic::Ordering::Relaxed) {
        return;
    }
    let mut out = String::from(label);
    out.push_str(&crate::escape::guard(&text(line), false));
    out.push('\n');
    let _ = std::io::stderr().lock().write_all(out.as_bytes());
}

/// `eprint_line` for a line licensectl painted itself (`apply`'s plan): its own colour codes
/// pass, every other control character is still shown escaped (`guard_coloured`, as on stdout).
pub fn eprint_painted(line: &str) {
    if SILENT.load(std::sync::atomic::Ordering::Relaxed) {
        return;
    }
    let mut out = crate::escape::guard_coloured(&text(line), false).into_owned();
    out.push('\n');
    let _ = std::io::stderr().lock().write_all(out.as_bytes());
}

/// Set while completing a command line (`commands::completions`): the shell's prompt is no place
/// for a diagnostic, so `say!` writes nothing.
static SILENT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Silences `say!` for the rest of the process.
pub fn silence() {
    SILENT.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// A writer that redacts what passes through, a line at a time (a secret never spans lines:
/// every format escapes or replaces line breaks inside values); `guarded` also shows escaped
/// whatever a terminal could obey (`crate::escape::guard`). Linear in what passes: a 50 MB cell
/// written in 8 KiB pieces is scanned once.
pub struct Lines<W: Write> {
    inner: W,
    on: bool,
    /// `Some(json)`: escape with `guard(_, json)`.
    guard: Option<bool>,
    /// licensectl's own colour (SGR sequences) passes the guard.
    colour: bool,
    pending: Vec<u8>,
    /// One line of JSON (`json_line`): where `pending` may be cut, before a string's opening
    /// quote (0: nowhere yet), found by following the strings.
    json_line: Option<JsonCut>,
}

/// `Lines::json_line`'s place in the JSON: inside a string, after a backslash in one, and the
/// last place to cut.
#[derive(Default)]
struct JsonCut {
    in_string: bool,
    escaped: bool,
    at: usize,
}

impl<W: Write> Lines<W> {
    pub fn new(inner: W, on: bool) -> Lines<W> {
        Lines {
            inner,
            on,
            guard: None,
            colour: false,
            pending: Vec::new(),
            json_line: None,
        }
    }

    /// The text is one line of JSON (`-o jsonl`): passed in runs cut before a string's opening
    /// quote, where nothing masked or escaped runs across (a secret holding a quote is never
    /// matched there: the caller writes such a document whole; a URL's userinfo ends at one).
    pub fn json_line(mut self) -> Lines<W> {
        self.json_line = Some(JsonCut::default());
        self
    }

    /// Also escapes what a terminal could obey; `json`: the text is JSON (JSON's escapes).
    pub fn guarded(mut self, json: bool) -> Lines<W> {
        self.guard = Some(json);
        self
    }

    /// Lets licensectl's own colour through the guard.
    pub fn coloured(mut self, on: bool) -> Lines<W> {
        self.colour = on;
        self
    }

    fn pass(&mut self, upto: usize) -> std::io::Result<()> {
        let pending = std::mem::take(&mut self.pending);
        let done = self.shown(&pending[..upto]);
        self.pending = pending;
        self.pending.drain(..upto);
        done
    }

    /// Writes `chunk` (whole lines) redacted and guarded.
    fn shown(&mut self, chunk: &[u8]) -> std::io::Result<()> {
        let redacted = if self.on {
            bytes(chunk)
        } else {
            Cow::Borrowed(chunk)
        };
        let shown = match (self.guard, std::str::from_utf8(&redacted)) {
            (Some(json), Ok(text)) => match if self.colour {
                crate::escape::guard_coloured(text, json)
            } else {
                crate::escape::guard(text, json)
            } {
                Cow::Borrowed(_) => redacted,
                Cow::Owned(o) => Cow::Owned(o.into_bytes()),
            },
            (Some(_), Err(_)) => Cow::Owned(crate::escape::guard_bytes(&redacted).into_owned()),
            (None, _) => redacted,
        };
        self.inner.write_all(&shown)
    }
}

impl<W: Write> Write for Lines<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if !self.on && self.guard.is_none() {
            return self.inner.write(buf);
        }
        let before = self.pending.len();
        if let Some(j) = &mut self.json_line {
            self.pending.extend_from_slice(buf);
            for (i, b) in buf.iter().enumerate() {
                if j.escaped {
                    j.escaped = false;
                } else if j.in_string {
                    match b {
                        b'\\' => j.escaped = true,
                        b'"' => j.in_string = false,
                        _ => {}
                    }
                } else if *b == b'"' {
                    j.in_string = true;
                    j.at = before + i;
                }
            }
            if j.at >= 1 << 16 {
                let at = std::mem::take(&mut j.at);
                self.pass(at)?;
            }
            return Ok(buf.len());
        }
        // Only the new bytes are searched for a line break.
        let last_nl = buf.iter().rposition(|b| *b == b'\n');
        // A large write (serde's output gathered by a `BufWriter`): the line `pending` holds the
        // start of is finished with the write's first line, and the write's other whole lines go
        // through from where they are, not copied in and out of `pending`.
        if let (Some(last), true) = (last_nl, buf.len() >= 1 << 15) {
            let first = buf.iter().position(|b| *b == b'\n').unwrap_or(last);
            self.pending.extend_from_slice(&buf[..=first]);
            self.pass(self.pending.len())?;
            if last > first {
                self.shown(&buf[first + 1..=last])?;
            }
            self.pending.extend_from_slice(&buf[last + 1..]);
            return Ok(buf.len());
        }
        self.pending.extend_from_slice(buf);
        if let Some(nl) = last_nl {
            let nl = before + nl;
            // Whole lines go through in batches of at least 64 KiB, so small writes stay cheap.
            if nl >= 1 << 16 || self.pending.len() >= 1 << 20 {
                self.pass(nl + 1)?;
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            self.pass(self.pending.len())?;
        }
        self.inner.flush()
    }
}

impl<W: Write> Drop for Lines<W> {
    fn drop(&mut self) {
        if !self.pending.is_empty() {
            let _ = self.pass(self.pending.len());
        }
    }
}

/// The one way to write a diagnostic line to stderr: through the redactor, and never a panic
/// when stderr is closed or full (the exit code still says how it went).
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::redact::eprint_line(&format!($($arg)*))
    };
}

/// `say!`, once per process for the same line (`eprint_once`).
#[macro_export]
macro_rules! say_once {
    ($($arg:tt)*) => {
        $crate::redact::eprint_once(&format!($($arg)*))
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One line of JSON passed in runs, written in small pieces: cut only before a string's
    /// opening quote, so the runs together are the whole text masked and guarded at once.
    #[test]
    fn a_json_line_in_runs_is_the_whole_line_masked() {
        add("jl-Secret-0123");
        let row = |i: usize| {
            format!(
                r#"{{"k{i}":"{} \" at https://u:p@h.example/ \\","n":{i},"e":"{}[2J"}}"#,
                "jl-Secret-0123".repeat(8),
                '\u{1b}'
            )
        };
        let line = format!("[{}]\n", (0..3000).map(row).collect::<Vec<_>>().join(","));
        let mut out = Vec::new();
        {
            let mut w = Lines::new(&mut out, true).guarded(true).json_line();
            for piece in line.as_bytes().chunks(7) {
                w.write_all(piece).unwrap();
            }
            w.flush().unwrap();
        }
        let whole = crate::escape::guard(&text(&line), true).into_owned();
        assert!(line.len() > 1 << 17 && !whole.contains("jl-Secret") && !whole.contains("u:p@"));
        assert_eq!(String::from_utf8(out).unwrap(), whole);
    }

    /// Large writes (a `BufWriter`'s 64 KiB) go through from where they are, a line at a time:
    /// a secret or a URL's userinfo cut by a write's end is masked all the same, and the text is
    /// what one pass over the whole would give.
    #[test]
    fn large_writes_cut_anywhere_are_the_whole_text_masked() {
        add("lw-Secret-0123");
        let line = |i: usize| {
            format!(
                "{i} lw-Secret-0123 at https://u:p@h.example/ {}[2J é\n",
                '\u{1b}'
            )
        };
        let text: String = (0..6000).map(line).collect();
        let whole = crate::escape::guard(&self::text(&text), false).into_owned();
        assert!(!whole.contains("lw-Secret") && !whole.contains("u:p@"));
        for size in [1 << 15, 40_000, 1 << 16, 100_003] {
            let mut out = Vec::new();
            {
                let mut w = Lines::new(&mut out, true).guarded(false);
                for piece in text.as_bytes().chunks(size) {
                    w.write_all(piece).unwrap();
                }
                w.flush().unwrap();
            }
            assert_eq!(String::from_utf8(out).unwrap(), whole, "writes of {size}");
        }
    }

    #[test]
    fn secrets_and_their_encodings_are_masked() {
        add("S3cret key/é+1");
        add("abc");
        let echoed =
            "502: GET /api/seller/?sellerkey=S3cret+key%2F%C3%A9%2B1&type=info for S3cret key/é+1";
        let shown = text(echoed);
        assert!(!shown.contains("S3cret"), "{shown}");
        assert_eq!(shown.matches(MASK).count(), 2, "{shown}");
        assert_eq!(text("abc is short"), "abc is short");
        assert!(!String::from_utf8_lossy(&bytes(b"\xff S3cret key/\xc3\xa9+1")).contains("S3cret"));
    }

    #[test]
    fn userinfo_is_masked() {
        assert_eq!(
            text("> GET https://user:pa55@host.example:8443/api/seller/?type=info"),
            "> GET https://***@host.example:8443/api/seller/?type=info"
        );
        assert_eq!(text("see http://host/a@b"), "see http://host/a@b");
        assert_eq!(text("no url: a@b"), "no url: a@b");
        // Found by the `table` fuzz target: a CSV header `://,a@` lost its comma.
        assert_eq!(text("://,a@\n"), "://,a@\n");
    }

    #[test]
    fn long_messages_are_cut() {
        let long = "é".repeat(600);
        let shown = cut(&long);
        assert!(shown.ends_with("… (1200 bytes)"), "{shown}");
        assert_eq!(shown.chars().filter(|c| *c == 'é').count(), MESSAGE_CHARS);
        assert_eq!(cut("short"), "short");
    }
}
