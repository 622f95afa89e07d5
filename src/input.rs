//! What a person names as a text input — a `--from-file` list, a backup, an app file, the
//! gateway's roles file and certificate — read bounded whatever it turns out to be: a NUL byte
//! (`/dev/zero`, `/dev/urandom`, a binary) ends the read at once, as does a line past
//! [`LINE_MAX`] or more than the caller's total; a directory is refused before it is read. A
//! stream that can be read only once is copied to an unnamed private temporary file
//! ([`spool`]), at most [`SPOOL_MAX`] of it. A leaf: it names no other module but `error`.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use crate::error::Failure;

/// The longest line a text input may have: 16 MiB (a JSON array of half a million keys written
/// on one line, `jq -c`). No item, record or setting comes near it.
pub const LINE_MAX: u64 = 16 << 20;

/// The most of a stream copied to a temporary file (a pipe, `/dev/stdin`, a FIFO): 4 GiB, the
/// size past which an app file is refused anyway.
pub const SPOOL_MAX: u64 = 4 << 30;

/// A reader that fails at the first byte a text input cannot hold (NUL), at a line past
/// [`LINE_MAX`], or past `max` bytes in all; its errors say which, and at which byte.
pub struct Text<R> {
    inner: R,
    max: u64,
    read: u64,
    line: u64,
}

impl<R: Read> Text<R> {
    pub fn new(inner: R, max: u64) -> Text<R> {
        Text {
            inner,
            max,
            read: 0,
            line: 0,
        }
    }
}

impl<R: Read> Read for Text<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        let bad = |why: String| Err(io::Error::new(io::ErrorKind::InvalidData, why));
        for (i, b) in buf[..n].iter().enumerate() {
            let at = self.read + i as u64 + 1;
            match b {
                0 => return bad(format!("a NUL byte at byte {at}: not a text file")),
                b'\n' => self.line = 0,
                _ => {
                    self.line += 1;
                    if self.line > LINE_MAX {
                        return bad(format!(
                            "a line longer than {} MiB (at byte {at}): not a text file of lines",
                            LINE_MAX >> 20
                        ));
                    }
                }
            }
        }
        self.read += n as u64;
        if self.read > self.max {
            return bad(format!("larger than {}", size(self.max)));
        }
        Ok(n)
    }
}

/// `n` bytes as a person reads a limit.
fn size(n: u64) -> String {
    match n {
        n if n >= 1 << 30 => format!("{} GiB", n >> 30),
        n if n >= 1 << 20 => format!("{} MiB", n >> 20),
        n => format!("{} KiB", n.div_ceil(1024)),
    }
}

/// `from` copied, through [`Text`], to an unnamed 0600 temporary file (unlinked at once: nothing
/// is left behind whatever ends the command), which the caller reads from its start.
pub fn spool(from: impl Read, name: &str) -> Result<File, Failure> {
    let mut file = tempfile::tempfile()
        .map_err(|e| Failure::Usage(format!("cannot copy {name}: a temporary file: {e}")))?;
    io::copy(&mut Text::new(from, SPOOL_MAX), &mut file)
        .map_err(|e| Failure::Usage(format!("cannot read {name}: {e}")))?;
    Ok(file)
}

/// `from` read whole through [`Text`], at most `max` bytes.
pub fn read_to_string(from: impl Read, max: u64) -> io::Result<String> {
    let mut text = String::new();
    Text::new(from, max).read_to_string(&mut text)?;
    Ok(text)
}

/// A small text file read whole (a roles file, a certificate): at most `max` bytes, through
/// [`Text`]; a directory or anything unreadable is a `Failure::Config` naming the file as `what`.
pub fn read_small(path: &Path, max: u64, what: &str) -> Result<String, Failure> {
    let cannot = |e: &dyn std::fmt::Display| {
        Failure::Config(format!("cannot read {what} {}: {e}", path.display()))
    };
    let file = File::open(path).map_err(|e| cannot(&e))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(cannot(&"it is a directory"));
    }
    read_to_string(file, max).map_err(|e| cannot(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8], max: u64) -> io::Result<Vec<u8>> {
        let mut out = Vec::new();
        Text::new(input, max).read_to_end(&mut out)?;
        Ok(out)
    }

    #[test]
    fn text_passes_as_it_is() {
        assert_eq!(all(b"a\nb\n", 10).unwrap(), b"a\nb\n");
    }

    #[test]
    fn a_nul_byte_ends_the_read_and_says_where() {
        let e = all(b"ab\0cd", 10).unwrap_err();
        assert!(e.to_string().contains("NUL byte at byte 3"), "{e}");
    }

    #[test]
    fn the_total_is_bounded() {
        let e = all(b"abcdef", 4).unwrap_err();
        assert!(e.to_string().contains("larger than 1 KiB"), "{e}");
    }

    #[test]
    fn an_endless_stream_without_a_nul_still_ends_at_its_line_bound() {
        let endless = std::io::repeat(b' ');
        let e = io::copy(&mut Text::new(endless, u64::MAX), &mut io::sink()).unwrap_err();
        assert!(e.to_string().contains("a line longer than 16 MiB"), "{e}");
        let e = io::copy(
            &mut Text::new(std::io::repeat(0), u64::MAX),
            &mut io::sink(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("at byte 1"), "{e}");
    }
}
