//! An app file read from disk with its `[blacklists]` string arrays taken out as they are read
//! (`take`): each string goes straight into the compact records (`Want`) and the rest of the
//! file is kept as text with each array left empty, so a file of 200,000 blacklist entries (one
//! 6 MB line, as `export` writes it) is never held as text beside its records.

use std::io::{self, Read};

use super::chunks::{self, State};

/// The file's text with each `[blacklists]` array emptied (`hwid = []`), after handing each
/// array's name and strings, in order, to `string` (`false`: stop). `None` at anything that is
/// not laid out as `export` writes it (arrays out of order by name, a value that is not a
/// string, text that is not UTF-8, a read that fails): the caller reads the file whole, as
/// before, to read or name what it holds.
pub fn take(r: impl Read, string: &mut dyn FnMut(&str, &str) -> bool) -> Option<String> {
    let mut src = Src {
        r,
        buf: Vec::new(),
        at: 0,
        eof: false,
    };
    let mut text = String::new();
    let mut state = State::default();
    let mut line = Vec::new();
    while src.line(&mut line).ok()? {
        let line = std::str::from_utf8(&line).ok()?;
        text.push_str(line);
        let bare = line.strip_suffix('\n').unwrap_or(line);
        if state.top() && bare.trim_start_matches([' ', '\t']).starts_with('[') {
            let h = chunks::header(bare);
            if h.is_some_and(|h| h.name == "blacklists" && !h.array) {
                arrays(&mut src, &mut text, string)?;
            }
            continue;
        }
        state.scan(bare);
    }
    Some(text)
}

/// The body of a `[blacklists]` table, up to the next header: `name = [strings]` lines, as
/// `chunks::string_arrays` reads them, written to `text` as `name = []`.
fn arrays<R: Read>(
    src: &mut Src<R>,
    text: &mut String,
    string: &mut dyn FnMut(&str, &str) -> bool,
) -> Option<()> {
    let mut last = String::new();
    loop {
        src.blank()?;
        // The next header (at a line's start: the blank before it ended a line), or the end.
        if src.eof_here() || src.rest().first() == Some(&b'[') {
            return Some(());
        }
        let name = src.name()?;
        // In name order, each once: the order `blacklist_arrays` reads them in.
        if !last.is_empty() && name.as_str() <= last.as_str() {
            return None;
        }
        src.inline()?;
        src.expect(b'=')?;
        src.inline()?;
        src.expect(b'[')?;
        loop {
            src.blank()?;
            if src.rest().first() == Some(&b']') {
                break;
            }
            let token = src.token()?;
            if !string(&name, &token) {
                return None;
            }
            src.blank()?;
            match src.rest().first() {
                Some(b',') => src.at += 1,
                Some(b']') => break,
                _ => return None,
            }
        }
        src.at += 1;
        // After the array: the rest of its line is blank or a comment.
        src.inline()?;
        if !matches!(src.rest().first(), None | Some(b'\n' | b'\r' | b'#')) {
            return None;
        }
        text.push_str(&name);
        text.push_str(" = []\n");
        last = name;
    }
}

/// The file read through a window that holds what is being looked at.
struct Src<R> {
    r: R,
    buf: Vec<u8>,
    /// Where the unread part of `buf` starts.
    at: usize,
    eof: bool,
}

impl<R: Read> Src<R> {
    fn rest(&self) -> &[u8] {
        &self.buf[self.at..]
    }

    fn eof_here(&self) -> bool {
        self.eof && self.at == self.buf.len()
    }

    /// Reads more into the window (dropping what was read); `false` at the end of the file.
    fn more(&mut self) -> io::Result<bool> {
        if self.eof {
            return Ok(false);
        }
        self.buf.drain(..self.at);
        self.at = 0;
        let have = self.buf.len();
        self.buf.resize(have + 64 * 1024, 0);
        let n = loop {
            match self.r.read(&mut self.buf[have..]) {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                other => break other,
            }
        };
        self.buf.truncate(have + *n.as_ref().unwrap_or(&0));
        let n = n?;
        self.eof = n == 0;
        Ok(n > 0)
    }

    /// The next line, with its line break; `false` at the end of the file.
    fn line(&mut self, out: &mut Vec<u8>) -> io::Result<bool> {
        out.clear();
        loop {
            if let Some(n) = self.rest().iter().position(|b| *b == b'\n') {
                out.extend_from_slice(&self.rest()[..=n]);
                self.at += n + 1;
                return Ok(true);
            }
            if !self.more()? {
                out.extend_from_slice(self.rest());
                self.at = self.buf.len();
                return Ok(!out.is_empty());
            }
        }
    }

    /// Past spaces, line breaks and comments (`chunks::blank`), the comments' text UTF-8.
    fn blank(&mut self) -> Option<()> {
        loop {
            let k = chunks::blank(self.rest(), 0);
            if k < self.rest().len() || self.eof {
                std::str::from_utf8(&self.rest()[..k]).ok()?;
                self.at += k;
                return Some(());
            }
            self.more().ok()?;
        }
    }

    /// Past spaces and tabs.
    fn inline(&mut self) -> Option<()> {
        loop {
            let k = self
                .rest()
                .iter()
                .take_while(|c| **c == b' ' || **c == b'\t')
                .count();
            if k < self.rest().len() || self.eof {
                self.at += k;
                return Some(());
            }
            self.more().ok()?;
        }
    }

    fn expect(&mut self, c: u8) -> Option<()> {
        if self.rest().is_empty() {
            self.more().ok()?;
        }
        (self.rest().first() == Some(&c)).then(|| self.at += 1)
    }

    /// A bare key (letters, digits, `_`, `-`).
    fn name(&mut self) -> Option<String> {
        let bare = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'-';
        loop {
            let k = self.rest().iter().take_while(|c| bare(c)).count();
            if k < self.rest().len() || self.eof {
                let name = std::str::from_utf8(&self.rest()[..k]).ok()?.to_string();
                self.at += k;
                return (!name.is_empty()).then_some(name);
            }
            self.more().ok()?;
        }
    }

    /// A TOML string as written, quotes included (`chunks::string_end`), with a byte after it
    /// in the window (a third or fourth closing quote may follow) unless the file ends there.
    fn token(&mut self) -> Option<String> {
        loop {
            let rest = self.rest();
            let end = chunks::string_end(rest, 0);
            match end {
                Some(e) if e < rest.len() || self.eof => {
                    let token = std::str::from_utf8(&rest[..e]).ok()?.to_string();
                    self.at += e;
                    return Some(token);
                }
                // A one-line string that its line does not close.
                None if !rest.starts_with(b"\"\"\"")
                    && !rest.starts_with(b"'''")
                    && rest.contains(&b'\n') =>
                {
                    return None
                }
                _ if self.eof => return None,
                _ => {
                    self.more().ok()?;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `take` over a reader that gives a few bytes at a time (windows cut everywhere).
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.1.min(self.0.len()).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    fn taken(text: &str, step: usize) -> Option<(String, Vec<(String, String)>)> {
        let mut got = Vec::new();
        let rest = take(Trickle(text.as_bytes(), step), &mut |n, s| {
            got.push((n.to_string(), s.to_string()));
            true
        })?;
        Some((rest, got))
    }

    #[test]
    fn the_arrays_are_taken_out_string_by_string_and_the_rest_kept() {
        let text = "format = \"x\"\nnote = '''\n[blacklists]\nhwid = [\"in a string\"]'''\n[blacklists] # the bans\nhwid = [\n  \"a,]b\", # one\n  \"\"\"c\"\"\"\"\"\n] # done\n\n# ip next\nip = ['10.0.0.1', \"\\\"é\"]\n  [settings]\nx = [\"kept\"]\n";
        for step in [1, 2, 3, 7, 64, 1 << 20] {
            let (rest, got) = taken(text, step).unwrap();
            assert_eq!(
                rest,
                "format = \"x\"\nnote = '''\n[blacklists]\nhwid = [\"in a string\"]'''\n[blacklists] # the bans\nhwid = []\nip = []\n[settings]\nx = [\"kept\"]\n",
                "{step}"
            );
            let want = [
                ("hwid", "\"a,]b\""),
                ("hwid", "\"\"\"c\"\"\"\"\""),
                ("ip", "'10.0.0.1'"),
                ("ip", "\"\\\"é\""),
            ];
            let want: Vec<_> = want
                .iter()
                .map(|(n, s)| (n.to_string(), s.to_string()))
                .collect();
            assert_eq!(got, want, "{step}");
        }
        // The arrays at the end of the file, without a final line break; none at all.
        assert_eq!(
            taken("[blacklists]\nhwid = [\"a\"]", 1).unwrap().0,
            "[blacklists]\nhwid = []\n"
        );
        assert_eq!(taken("[blacklists]\n", 1).unwrap().0, "[blacklists]\n");
    }

    #[test]
    fn anything_export_does_not_write_is_left_to_the_whole_file() {
        for text in [
            "[blacklists]\nip = []\nhwid = []\n",
            "[blacklists]\nhwid = []\nhwid = []\n",
            "[blacklists]\nhwid = [1]\n",
            "[blacklists]\nhwid = [\"a\" \"b\"]\n",
            "[blacklists]\nhwid = [\"a\"] x\n",
            "[blacklists]\nhwid = [\"a\n\"]\n",
            "[blacklists]\nhwid = [\"a\"\n",
            "[blacklists]\nhwid.x = []\n",
            "[blacklists]\nhwid = \"a\"\n",
        ] {
            assert!(taken(text, 2).is_none(), "{text:?}");
        }
        // The string function says stop.
        assert!(take(
            Trickle(b"[blacklists]\nhwid = [\"a\"]\n", 9),
            &mut |_, _| false
        )
        .is_none());
        // Not UTF-8: outside the arrays, in a comment among them, in a string.
        for bytes in [
            &b"x = \"\xff\"\n"[..],
            b"[blacklists]\n# \xff\nhwid = []\n",
            b"[blacklists]\nhwid = [\"\xc3\"]\n",
        ] {
            assert!(take(Trickle(bytes, 3), &mut |_, _| true).is_none());
        }
    }
}
