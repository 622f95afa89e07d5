//! An app file cut at its top-level table headers (`[[vars]]`, `[settings]`), so each record is
//! parsed on its own and dropped once indexed: a file of 200,000 variables is never one tree of
//! values. The cut follows TOML's strings (basic, literal, multi-line), comments and multi-line
//! arrays; a header it cannot read as a plain name is reported as `None`, and the caller reads
//! the file whole instead.

/// One piece of the file: the header that opens it (`None` for the keys before the first
/// header) and the text after the header line, up to the next header.
#[derive(Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    pub header: Option<Header<'a>>,
    pub body: &'a str,
}

/// A top-level header with a bare name: `[[name]]` (one table of an array) or `[name]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header<'a> {
    pub name: &'a str,
    pub array: bool,
}

/// Where the scan is at the end of a line: inside a multi-line string, and how deep in brackets.
#[derive(Default)]
pub struct State {
    /// Inside `"""…"""` (basic) or `'''…'''` (literal).
    basic: bool,
    literal: bool,
    depth: i64,
}

impl State {
    pub fn top(&self) -> bool {
        !self.basic && !self.literal && self.depth == 0
    }

    /// Follows one line (without its line break) through strings, comments and brackets.
    pub fn scan(&mut self, line: &str) {
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if self.basic || self.literal {
                let quote = if self.basic { b'"' } else { b'\'' };
                if self.basic && b[i] == b'\\' {
                    i += 2;
                    continue;
                }
                if b[i..].starts_with(&[quote; 3]) {
                    // Up to two more quotes belong to the string (`""""` ends with one `"`).
                    let mut n = 3;
                    while n < 5 && b.get(i + n) == Some(&quote) {
                        n += 1;
                    }
                    i += n;
                    self.basic = false;
                    self.literal = false;
                    continue;
                }
                i += 1;
                continue;
            }
            match b[i] {
                b'#' => return,
                b'"' if b[i..].starts_with(b"\"\"\"") => {
                    self.basic = true;
                    i += 3;
                }
                b'\'' if b[i..].starts_with(b"'''") => {
                    self.literal = true;
                    i += 3;
                }
                b'"' => {
                    // A one-line basic string: to its closing quote, past escapes.
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                    i += 1;
                }
                b'\'' => {
                    i += 1;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i += 1;
                }
                b'[' | b'{' => {
                    self.depth += 1;
                    i += 1;
                }
                b']' | b'}' => {
                    self.depth -= 1;
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }
}

/// A header line's name, or `None` when it is not a plain `[name]` / `[[name]]` (a dotted or
/// quoted name, text after it): the caller then reads the file whole.
pub fn header(line: &str) -> Option<Header<'_>> {
    let t = line.trim_start_matches([' ', '\t']);
    let (array, rest) = match t.strip_prefix("[[") {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('[')?),
    };
    let close = if array { "]]" } else { "]" };
    let end = rest.find(close)?;
    let name = rest[..end].trim_matches([' ', '\t']);
    let after = rest[end + close.len()..].trim_matches([' ', '\t', '\r']);
    let bare = !name.is_empty()
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-');
    (bare && (after.is_empty() || after.starts_with('#'))).then_some(Header { name, array })
}

/// The file's chunks in order, one at a time; an item is `None` at a header that is not a plain
/// name (and the cut stops there).
pub fn split(text: &str) -> Chunks<'_> {
    Chunks {
        text,
        state: State::default(),
        open: None,
        start: 0,
        at: 0,
        done: false,
    }
}

/// The iterator `split` gives: slices of the text, no copy of the file.
pub struct Chunks<'a> {
    text: &'a str,
    state: State,
    /// The header of the chunk under way, and where its body starts.
    open: Option<Header<'a>>,
    start: usize,
    /// Where the next line starts.
    at: usize,
    done: bool,
}

impl<'a> Iterator for Chunks<'a> {
    type Item = Option<Chunk<'a>>;

    fn next(&mut self) -> Option<Option<Chunk<'a>>> {
        if self.done {
            return None;
        }
        let text = self.text;
        while self.at < text.len() {
            let rest = &text[self.at..];
            let line = &rest[..rest.find('\n').map_or(rest.len(), |n| n + 1)];
            let bare = line.strip_suffix('\n').unwrap_or(line);
            let begin = self.at;
            self.at += line.len();
            if self.state.top() && bare.trim_start_matches([' ', '\t']).starts_with('[') {
                let Some(h) = header(bare) else {
                    self.done = true;
                    return Some(None);
                };
                let chunk = Chunk {
                    header: self.open.replace(h),
                    body: &text[self.start..begin],
                };
                self.start = self.at;
                return Some(Some(chunk));
            }
            self.state.scan(bare);
        }
        self.done = true;
        Some(Some(Chunk {
            header: self.open,
            body: &text[self.start..],
        }))
    }
}

/// The end (exclusive) of the TOML string starting at `b[i]` (a quote), or `None`.
pub fn string_end(b: &[u8], i: usize) -> Option<usize> {
    let quote = *b.get(i)?;
    if quote != b'"' && quote != b'\'' {
        return None;
    }
    let basic = quote == b'"';
    if b[i..].starts_with(&[quote; 3]) {
        let mut j = i + 3;
        while j < b.len() {
            if basic && b[j] == b'\\' {
                j += 2;
            } else if b[j..].starts_with(&[quote; 3]) {
                let mut n = 3;
                while n < 5 && b.get(j + n) == Some(&quote) {
                    n += 1;
                }
                return Some(j + n);
            } else {
                j += 1;
            }
        }
        return None;
    }
    let mut j = i + 1;
    while j < b.len() && b[j] != b'\n' {
        if b[j] == quote {
            return Some(j + 1);
        }
        j += if basic && b[j] == b'\\' { 2 } else { 1 };
    }
    None
}

/// Past spaces, tabs, line breaks and comments from `i`.
pub fn blank(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            _ => break,
        }
    }
    i
}

/// A table's body made only of `name = [strings]` lines (the `[blacklists]` export writes):
/// each name with the text of its array, in the file's order; `None` for anything else (the
/// caller reads the table with the TOML parser).
pub fn string_arrays(body: &str) -> Option<Vec<(&str, &str)>> {
    let b = body.as_bytes();
    let mut out = Vec::new();
    let mut i = blank(b, 0);
    while i < b.len() {
        let start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-') {
            i += 1;
        }
        let name = &body[start..i];
        let inline = |i: usize| {
            i + b[i..]
                .iter()
                .take_while(|c| **c == b' ' || **c == b'\t')
                .count()
        };
        i = inline(i);
        if name.is_empty() || b.get(i) != Some(&b'=') {
            return None;
        }
        i = inline(i + 1);
        if b.get(i) != Some(&b'[') {
            return None;
        }
        let open = i + 1;
        i = blank(b, open);
        loop {
            if b.get(i) == Some(&b']') {
                break;
            }
            i = blank(b, string_end(b, i)?);
            match b.get(i) {
                Some(b',') => i = blank(b, i + 1),
                Some(b']') => break,
                _ => return None,
            }
        }
        out.push((name, &body[open..i]));
        // After the array: the rest of its line is blank or a comment.
        i = inline(i + 1);
        if i < b.len() && b[i] != b'\n' && b[i] != b'\r' && b[i] != b'#' {
            return None;
        }
        i = blank(b, i);
    }
    Some(out)
}

/// Calls `f` with each string of an array's text (as `string_arrays` gives it), as written,
/// quotes included; stops at `f`'s `None`.
pub fn each_string(array: &str, f: &mut dyn FnMut(&str) -> Option<()>) -> Option<()> {
    let b = array.as_bytes();
    let mut i = blank(b, 0);
    while i < b.len() {
        let end = string_end(b, i)?;
        f(&array[i..end])?;
        i = blank(b, end);
        if b.get(i) == Some(&b',') {
            i = blank(b, i + 1);
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<(Option<&str>, &str)> {
        split(text)
            .map(|c| c.unwrap())
            .map(|c| (c.header.map(|h| h.name), c.body))
            .collect()
    }

    #[test]
    fn cuts_at_headers_and_not_inside_strings_arrays_or_comments() {
        let text = "format = \"x\"\n[[vars]] # one\nname = \"a\"\ndata = \"\"\"\n[[vars]]\n\"\"\"\n\n[[ vars ]]\nname = 'b'\ndata = '''\n[settings]'''\nx = [\n [1],\n]\n# [blacklists]\n[settings]\n";
        let got = names(text);
        assert_eq!(
            got,
            [
                (None, "format = \"x\"\n"),
                (
                    Some("vars"),
                    "name = \"a\"\ndata = \"\"\"\n[[vars]]\n\"\"\"\n\n"
                ),
                (
                    Some("vars"),
                    "name = 'b'\ndata = '''\n[settings]'''\nx = [\n [1],\n]\n# [blacklists]\n"
                ),
                (Some("settings"), ""),
            ]
        );
        let c: Vec<_> = split("[settings]\r\nx = 1\r\n").flatten().collect();
        assert_eq!(
            c[1].header,
            Some(Header {
                name: "settings",
                array: false
            })
        );
    }

    #[test]
    fn escaped_and_extra_quotes_do_not_end_a_string_early() {
        let text = "a = \"\"\"x\\\"\"\"\n[[vars]]\n\"\"\"\nb = \"\"\"y\"\"\"\"\"\n[[vars]]\nc = \"\\\"[\"\n[settings]\n";
        let got = names(text);
        assert_eq!(got.len(), 3, "{got:?}");
        assert_eq!(got[1].1, "c = \"\\\"[\"\n");
    }

    #[test]
    fn a_header_that_is_not_a_plain_name_is_not_cut() {
        for text in [
            "[vars.x]\n",
            "[\"vars\"]\n",
            "[[vars]] x\n",
            "[[vars]\n",
            "[]\n",
        ] {
            assert!(split(text).any(|c| c.is_none()), "{text:?}");
        }
    }

    #[test]
    fn a_table_of_string_arrays_is_read_string_by_string() {
        let body = "ip = [\"198.51.100.7\", '10.0.0.1',] # two\nhwid = [\n  \"a,]b\", # one\n  \"\"\"c\"\"\"\n]\nasn = []\n";
        let arrays = string_arrays(body).unwrap();
        let names: Vec<&str> = arrays.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["ip", "hwid", "asn"]);
        let mut got = Vec::new();
        for (_, text) in &arrays {
            each_string(text, &mut |s| {
                got.push(s.to_string());
                Some(())
            })
            .unwrap();
        }
        assert_eq!(
            got,
            [
                "\"198.51.100.7\"",
                "'10.0.0.1'",
                "\"a,]b\"",
                "\"\"\"c\"\"\""
            ]
        );
        for other in [
            "ip = [1]\n",
            "ip.x = []\n",
            "\"ip\" = []\n",
            "ip = [\"a\"] x\n",
            "ip = [\"a\"\n",
        ] {
            assert!(string_arrays(other).is_none(), "{other:?}");
        }
    }
}
