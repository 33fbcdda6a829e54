//! The one reader of line-oriented standard input (`moves` without `--fen`, `explain
//! --batch`, and every stdin mode to come), and the one place that answers its lines.
//!
//! The stream rules of the command-line contract (`docs/cli.md`, "Streams"):
//!
//! - every input line gets exactly one output line, in input order — a blank line and a
//!   line that is not UTF-8 included — and the stream goes on after a bad line;
//! - lines end with `\n` or `\r\n`; a last line without a line break counts; a byte-order
//!   mark at the start of the stream is not part of the first line;
//! - input is read as bytes, never more than [`MAX_LINE_BYTES`] of one line held in
//!   memory: a longer line is an error for that line ([`LineError::TooLong`]) and its rest
//!   is skipped without being stored;
//! - a line that is not UTF-8 is an error for that line ([`LineError::NotUtf8`]) that names
//!   the column of the first bad byte;
//! - errors quote at most [`crate::i18n::MAX_QUOTED_CHARS`] characters of what was read.
//!
//! [`answer_lines`] is where every mode's answers are produced and written; a mode only
//! says how to answer one line. Answers depend on nothing but their line, so this is also
//! the one place where lines could be answered in parallel, still written in input order.

use std::io::{self, BufRead, Write};

use crate::i18n::{Arg, Localize, Message};

/// The input of a command that reads a file: the file at `path`, or standard input for
/// `-`. A file that cannot be opened is answered with `cli-error-io`.
pub(crate) fn open_input<'a>(
    path: &std::path::Path,
    stdin: &'a mut dyn BufRead,
) -> Result<Box<dyn BufRead + 'a>, Message> {
    if path.as_os_str() == "-" {
        return Ok(Box::new(stdin));
    }
    match std::fs::File::open(path) {
        Ok(file) => Ok(Box::new(io::BufReader::new(file))),
        Err(e) => Err(Message::new("cli-error-io")
            .arg("path", Arg::Text(path.display().to_string()))
            .arg("reason", Arg::Text(e.to_string()))),
    }
}

/// The longest input line read, in bytes (without its line break): 64 KiB. No FEN, move
/// or request needs a thousandth of it.
pub(crate) const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line of input: its 1-based number and its text, or why it cannot be read.
#[derive(Debug)]
pub(crate) struct InputLine {
    pub number: usize,
    pub text: Result<String, LineError>,
}

/// Why a line could not be read as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LineError {
    /// The line is not UTF-8: the first bad byte and its 1-based column (in characters).
    NotUtf8 { byte: u8, column: usize },
    /// The line is longer than [`MAX_LINE_BYTES`].
    TooLong { limit: usize },
}

impl Localize for LineError {
    fn message(&self) -> Message {
        match *self {
            LineError::NotUtf8 { byte, column } => Message::new("cli-error-not-utf8")
                .arg("byte", Arg::Text(format!("0x{byte:02X}")))
                .arg("column", Arg::Number(column as i64)),
            LineError::TooLong { limit } => {
                Message::new("cli-error-line-too-long").arg("limit", Arg::Number(limit as i64))
            }
        }
    }
}

impl LineError {
    /// The stable name used in JSON errors: `utf8` or `line-too-long`.
    pub fn kind(&self) -> &'static str {
        match self {
            LineError::NotUtf8 { .. } => "utf8",
            LineError::TooLong { .. } => "line-too-long",
        }
    }
}

/// Lines of a byte stream, read under the rules above.
pub(crate) struct Lines<R> {
    source: R,
    number: usize,
    buf: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    pub fn new(source: R) -> Lines<R> {
        Lines { source, number: 0, buf: Vec::new() }
    }

    /// The next line; `Ok(None)` at the end of the input; `Err` only when reading fails.
    pub fn next_line(&mut self) -> io::Result<Option<InputLine>> {
        self.buf.clear();
        let mut read_any = false;
        let mut too_long = false;
        loop {
            let chunk = match self.source.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                break;
            }
            read_any = true;
            let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            let content = &chunk[..if done { used - 1 } else { used }];
            // Keep one byte past the limit to tell a `\r` before the `\n` from an overlong line.
            let room = (MAX_LINE_BYTES + 1).saturating_sub(self.buf.len());
            if content.len() > room {
                too_long = true;
            }
            self.buf.extend_from_slice(&content[..content.len().min(room)]);
            self.source.consume(used);
            if done {
                break;
            }
        }
        if !read_any {
            return Ok(None);
        }
        self.number += 1;
        if self.buf.last() == Some(&b'\r') && !too_long {
            self.buf.pop();
        }
        if self.number == 1 && self.buf.starts_with(b"\xEF\xBB\xBF") {
            self.buf.drain(..3);
        }
        let text = if too_long || self.buf.len() > MAX_LINE_BYTES {
            Err(LineError::TooLong { limit: MAX_LINE_BYTES })
        } else {
            match std::str::from_utf8(&self.buf) {
                Ok(s) => Ok(s.to_owned()),
                Err(e) => {
                    let good = e.valid_up_to();
                    // `good` bytes are valid UTF-8 by the error's own account.
                    let column = std::str::from_utf8(&self.buf[..good]).map_or(good, |s| s.chars().count()) + 1;
                    Err(LineError::NotUtf8 { byte: self.buf[good], column })
                }
            }
        };
        Ok(Some(InputLine { number: self.number, text }))
    }
}

/// The answer to one line: the output line (without its line break) and whether the
/// line was bad input (which makes the exit code 2 once every line is answered).
pub(crate) struct Answer {
    pub line: String,
    pub bad: bool,
}

/// Reads every line of `stdin`, answers each with `answer`, and writes the answers in
/// input order, one line each. Returns whether any line was bad input.
pub(crate) fn answer_lines(
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    mut answer: impl FnMut(&InputLine) -> Answer,
) -> io::Result<bool> {
    let mut lines = Lines::new(stdin);
    let mut any_bad = false;
    while let Some(line) = lines.next_line()? {
        let Answer { line, bad } = answer(&line);
        any_bad |= bad;
        writeln!(stdout, "{line}")?;
    }
    Ok(any_bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(bytes: &[u8]) -> Vec<(usize, Result<String, LineError>)> {
        let mut lines = Lines::new(bytes);
        let mut out = Vec::new();
        while let Some(l) = lines.next_line().unwrap() {
            out.push((l.number, l.text));
        }
        out
    }

    #[test]
    fn bom_crlf_blank_and_last_line_without_break() {
        assert_eq!(
            read(b"\xEF\xBB\xBFa\r\n\r\n\nb"),
            vec![(1, Ok("a".into())), (2, Ok("".into())), (3, Ok("".into())), (4, Ok("b".into()))]
        );
        assert!(read(b"").is_empty());
        // A BOM later than the first line is text.
        assert_eq!(read(b"a\n\xEF\xBB\xBFb")[1].1, Ok("\u{feff}b".into()));
    }

    #[test]
    fn invalid_utf8_is_an_error_of_its_line_only() {
        assert_eq!(
            read(b"ok\nab\xffc\nok"),
            vec![(1, Ok("ok".into())), (2, Err(LineError::NotUtf8 { byte: 0xFF, column: 3 })), (3, Ok("ok".into()))]
        );
        // Columns count characters, not bytes.
        assert_eq!(read("жж\u{80}".as_bytes())[0].1, Ok("жж\u{80}".into()));
        assert_eq!(read(b"\xd0\xb6\xc0")[0].1, Err(LineError::NotUtf8 { byte: 0xC0, column: 2 }));
    }

    #[test]
    fn an_overlong_line_is_refused_without_being_stored() {
        let mut input = vec![b'x'; MAX_LINE_BYTES * 3];
        input.extend_from_slice(b"\r\nnext\n");
        // A tiny buffer: the line arrives in many chunks.
        let mut lines = Lines::new(io::BufReader::with_capacity(7, &input[..]));
        let first = lines.next_line().unwrap().unwrap();
        assert_eq!(first.text, Err(LineError::TooLong { limit: MAX_LINE_BYTES }));
        assert!(lines.buf.capacity() <= 2 * (MAX_LINE_BYTES + 1), "{}", lines.buf.capacity());
        assert_eq!(lines.next_line().unwrap().unwrap().text, Ok("next".into()));
        // Exactly the limit is fine, with or without `\r`.
        let mut exact = vec![b'y'; MAX_LINE_BYTES];
        exact.extend_from_slice(b"\r\n");
        assert_eq!(read(&exact)[0].1.as_ref().map(String::len), Ok(MAX_LINE_BYTES));
    }
}
