//! PGN tokens (standard section 7), read a line at a time from any [`BufRead`].
//!
//! Lines are decoded as UTF-8, or as ISO 8859-1 (the standard's character set) when they
//! are not valid UTF-8; a byte-order mark at the start is dropped; `\r\n` ends a line like
//! `\n`. Columns count characters, 1-based.
//!
//! The lexer walks the bytes of the line (every character PGN gives a meaning to is ASCII),
//! decoding a character only where a byte is not ASCII; a column is a byte's index on an
//! ASCII line, and is counted on from the last one asked for on any other. A token holds no
//! allocation of its own but a string's or a kept comment's text.

use std::io::BufRead;

use super::error::Encoding;
use super::{CommentStyle, MoveText, PgnErrorKind};

/// The longest line read, in bytes without its line break: 1 MiB. A longer line is an
/// error ([`PgnErrorKind::LineTooLong`]); its rest is skipped without being stored.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The longest comment read, in bytes of UTF-8: 1 MiB ([`PgnErrorKind::CommentTooLong`]).
pub const MAX_COMMENT_BYTES: usize = 1 << 20;

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Token {
    pub kind: TokenKind,
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum TokenKind {
    OpenBracket,
    CloseBracket,
    OpenParen,
    CloseParen,
    Period,
    Asterisk,
    /// A quoted string (boxed: strings are few, tokens many).
    Str(Box<Quoted>),
    /// A run of symbol characters: a move, a move number, a tag name, a termination
    /// marker, or a free-standing suffix annotation.
    Symbol(MoveText),
    Nag(u8),
    /// A comment; its text is empty when the lexer does not keep comments
    /// ([`Lexer::keep_comments`]).
    Comment {
        text: String,
        style: CommentStyle,
    },
}

/// A quoted string, escapes resolved: the source column of its first character, the
/// characters written with an escape (their index in `value`, each takes two columns),
/// and the column of the closing quote ([`string_column`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Quoted {
    pub value: String,
    pub first: usize,
    pub escapes: Vec<usize>,
    pub end: usize,
}

/// A lexical error and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct LexError {
    pub kind: PgnErrorKind,
    pub line: usize,
    pub column: usize,
}

/// A token, or an error (boxed: errors are few, tokens many).
type Lexed = Result<Option<Token>, Box<LexError>>;

fn error(kind: PgnErrorKind, line: usize, column: usize) -> Box<LexError> {
    Box::new(LexError { kind, line, column })
}

pub(super) struct Lexer<R> {
    source: R,
    /// The current line, without its line break: as read when it is UTF-8, else its
    /// bytes read as ISO 8859-1.
    text: String,
    /// Room for decoding a line of ISO 8859-1, kept from line to line.
    spare: String,
    /// The index in `text` of the next byte to read.
    pos: usize,
    /// Whether the current line is ASCII: a byte's column is then its index plus one.
    ascii: bool,
    /// On a line that is not ASCII, an index in `text` and the characters before it:
    /// where counting a column goes on from.
    counted: (usize, usize),
    /// The current line's number (0 before the first).
    line: usize,
    /// Whether the line before the current one was blank (true for the first line).
    blank_before: bool,
    eof: bool,
    peeked: Option<Lexed>,
    /// An unterminated comment stopped at a line that starts a game: recovery resumes
    /// there instead of skipping it.
    resume_here: bool,
    /// Whether the line before the first one read was blank, for a text that begins after
    /// lines read elsewhere ([`Lexer::after_lines`]).
    first_blank_before: Option<bool>,
    /// Whether comments keep their text. When not (a streamed game's movetext, whose
    /// comments are checked but not kept), a comment is measured against
    /// [`MAX_COMMENT_BYTES`] without being copied.
    pub keep_comments: bool,
}

impl<R: BufRead> Lexer<R> {
    pub fn new(source: R) -> Lexer<R> {
        Lexer {
            source,
            text: String::new(),
            spare: String::new(),
            pos: 0,
            ascii: true,
            counted: (0, 0),
            line: 0,
            blank_before: true,
            eof: false,
            peeked: None,
            resume_here: false,
            first_blank_before: None,
            keep_comments: true,
        }
    }

    /// A lexer of text that follows `line` lines read elsewhere, the last of them blank or
    /// not: line numbers, and the recovery that looks at the line before, go on as they
    /// would in the whole text.
    pub fn after_lines(source: R, line: usize, blank_before: bool) -> Lexer<R> {
        let mut lexer = Lexer::new(source);
        lexer.line = line;
        lexer.first_blank_before = Some(blank_before);
        lexer
    }

    /// Between two lines: nothing of a line is left to read and no token is held back. The
    /// lines read, and whether the last of them was blank.
    pub fn between_lines(&self) -> Option<(usize, bool)> {
        let between = self.peeked.is_none() && !self.resume_here && !self.eof && self.pos >= self.text.len();
        between.then(|| (self.line, self.last_line_blank()))
    }

    /// The source, given back.
    pub fn into_source(self) -> R {
        self.source
    }

    /// The next token; `Ok(None)` at the end of the input.
    pub fn next_token(&mut self) -> Lexed {
        match self.peeked.take() {
            Some(t) => t,
            None => self.lex(),
        }
    }

    /// The source, as far as it is read.
    pub fn source(&self) -> &R {
        &self.source
    }

    /// Whether the next token is a period, consuming it if so.
    pub fn next_is_period(&mut self) -> bool {
        let next = self.next_token();
        if matches!(next, Ok(Some(Token { kind: TokenKind::Period, .. }))) {
            return true;
        }
        self.peeked = Some(next);
        false
    }

    /// The periods that come next (`12...`), consumed: how many. Whitespace and line
    /// breaks between them are skipped, as [`Lexer::next_token`] skips them; this is
    /// [`Lexer::next_is_period`] until it says no, but a period, a space or the first byte
    /// of the next token on the current line is looked at without making a token of it
    /// (a move number comes before every other move).
    pub fn periods(&mut self) -> usize {
        let mut count = 0;
        if self.peeked.is_none() {
            let bytes = self.text.as_bytes();
            let mut at = self.pos;
            while let Some(&b) = bytes.get(at) {
                match b {
                    b'.' => {
                        count += 1;
                        at += 1;
                        self.pos = at;
                    }
                    // The ASCII characters `char::is_whitespace` takes.
                    b'\t'..=b'\r' | b' ' => at += 1,
                    // Not a period: the next token starts here (or an error, which the next
                    // token reports where it would have).
                    b if b.is_ascii() => return count,
                    // Whitespace may be a character that is not ASCII: the general way.
                    _ => break,
                }
            }
        }
        // At the end of the line (what follows may be on the next lines), or past ASCII.
        while self.next_is_period() {
            count += 1;
        }
        count
    }

    /// The next token when it is a symbol of ASCII characters on the current line, read
    /// without making a token of it: its bytes in the line (`start..end`) and its column.
    /// What [`Lexer::next_token`] would make of the same text: `Symbol(text)` at that column.
    /// `None`, and nothing read but whitespace, when anything else comes next — a token
    /// held back, the end of the line, another token, a character that is not ASCII.
    pub fn ascii_symbol(&mut self) -> Option<(usize, usize, usize)> {
        if self.peeked.is_some() {
            return None;
        }
        let bytes = self.text.as_bytes();
        let mut start = self.pos;
        while let Some(b' ' | b'\t'..=b'\r') = bytes.get(start) {
            start += 1;
        }
        self.pos = start;
        // Symbols start with a letter or digit, or `!` / `?` (see `lex`).
        if !bytes.get(start).is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'!' || b == b'?') {
            return None;
        }
        let end = start + bytes[start..].iter().position(|&b| !is_symbol_byte(b)).unwrap_or(bytes.len() - start);
        // A symbol may go on with characters that are not ASCII (`×`, Cyrillic letters).
        if bytes.get(end).is_some_and(|b| !b.is_ascii()) {
            return None;
        }
        self.pos = end;
        Some((start, end, self.column(start)))
    }

    /// The bytes `start..end` of the current line, as [`Lexer::ascii_symbol`] gave them.
    pub fn slice(&self, start: usize, end: usize) -> &str {
        &self.text[start..end]
    }

    /// Puts a token back, to be read again by the next call to [`Lexer::next_token`].
    pub fn push_back(&mut self, token: Token) {
        self.peeked = Some(Ok(Some(token)));
    }

    /// The line being read.
    pub fn line(&self) -> usize {
        self.line
    }

    /// Skips what is left of a game after an error at `at` (line, column), up to the next
    /// line that starts a game: a tag pair `[Event "…"]`, or a tag pair after a blank
    /// line. The game that failed began at `start`.
    pub fn skip_to_next_game(&mut self, at: (usize, usize), start: (usize, usize)) {
        if let Some(Err(e)) = self.peeked.take()
            && matches!(e.kind, PgnErrorKind::Io { .. })
        {
            self.peeked = Some(Err(e));
            return;
        }
        if std::mem::take(&mut self.resume_here) {
            return;
        }
        // The offending token opens a line that starts a game (a tag pair left unclosed on
        // the line before): resume at it, unless the failed game began there.
        let first = self.text.char_indices().find(|(_, c)| !c.is_whitespace()).map(|(i, _)| i);
        if at.0 == self.line
            && at != start
            && let Some(first) = first
            && self.column(first) == at.1
            && starts_game(self.text.chars(), self.blank_before)
        {
            self.pos = first;
            return;
        }
        self.pos = self.text.len();
        loop {
            match self.load_line() {
                Ok(true) => {
                    if starts_game(self.text.chars(), self.blank_before) {
                        return;
                    }
                    self.pos = self.text.len();
                }
                Ok(false) => return,
                // An overlong line in a game being skipped is skipped with it.
                Err(e) if e.kind == PgnErrorKind::LineTooLong => {}
                Err(e) => {
                    self.peeked = Some(Err(e));
                    return;
                }
            }
        }
    }

    /// Whether the line read last was blank (the first one read counts the line before
    /// it, as the lexer was told; before any line, as blank).
    fn last_line_blank(&self) -> bool {
        self.first_blank_before.unwrap_or(self.line == 0 || self.text.chars().all(char::is_whitespace))
    }

    /// The column of the byte `at` of the current line (a character's first byte).
    fn column(&mut self, at: usize) -> usize {
        if self.ascii {
            return at + 1;
        }
        let (mut byte, mut chars) = self.counted;
        if at < byte {
            (byte, chars) = (0, 0);
        }
        // Every byte of UTF-8 but a continuation byte starts a character.
        chars += self.text.as_bytes()[byte..at].iter().filter(|&&b| b & 0xC0 != 0x80).count();
        self.counted = (at, chars);
        chars + 1
    }

    /// Reads the next line into `text`; false at the end of the input.
    fn load_line(&mut self) -> Result<bool, Box<LexError>> {
        if self.eof {
            return Ok(false);
        }
        let was_blank = self.last_line_blank();
        self.first_blank_before = None;
        let mut bytes = std::mem::take(&mut self.text).into_bytes();
        bytes.clear();
        (self.pos, self.ascii, self.counted) = (0, true, (0, 0));
        let mut read_any = false;
        let mut too_long = false;
        loop {
            let chunk = match self.source.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.eof = true;
                    self.text = empty(bytes);
                    let kind = PgnErrorKind::Io { kind: e.kind(), message: e.to_string() };
                    return Err(error(kind, self.line + 1, 1));
                }
            };
            if chunk.is_empty() {
                break;
            }
            read_any = true;
            let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            // One byte more than the limit, for a `\r` before the `\n`.
            let room = (MAX_LINE_BYTES + 1).saturating_sub(bytes.len());
            too_long |= used > room + usize::from(done);
            bytes.extend_from_slice(&chunk[..used.min(room)]);
            self.source.consume(used);
            if done {
                break;
            }
        }
        if !read_any {
            self.eof = true;
            self.text = empty(bytes);
            return Ok(false);
        }
        if bytes.last() == Some(&b'\n') {
            bytes.pop();
        }
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        self.blank_before = was_blank;
        self.line += 1;
        if too_long || bytes.len() > MAX_LINE_BYTES {
            self.text = empty(bytes);
            return Err(error(PgnErrorKind::LineTooLong, self.line, 1));
        }
        // A file in UTF-16, or Cyrillic in Windows-1251, read as ISO 8859-1 would be mojibake
        // («Êf3» for «Кf3»): it is said what it is, and the reader stops (review 32a, G-9).
        if self.line == 1 && (bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF])) {
            self.eof = true;
            self.text = empty(bytes);
            return Err(error(PgnErrorKind::NotUtf8(Encoding::Utf16), 1, 1));
        }
        self.text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) if windows_1251_cyrillic(e.as_bytes()).is_some() => {
                let at = windows_1251_cyrillic(e.as_bytes()).unwrap_or(0);
                self.eof = true;
                self.text = empty(e.into_bytes());
                return Err(error(PgnErrorKind::NotUtf8(Encoding::Windows1251), self.line, at + 1));
            }
            // ISO 8859-1: each byte is the code point of the same value.
            Err(e) => {
                let bytes = e.into_bytes();
                let mut text = std::mem::replace(&mut self.spare, empty(Vec::new()));
                text.clear();
                text.extend(bytes.iter().map(|&b| char::from(b)));
                self.spare = empty(bytes);
                text
            }
        };
        if self.line == 1 && self.text.starts_with('\u{feff}') {
            self.text.drain(..'\u{feff}'.len_utf8());
        }
        self.ascii = self.text.is_ascii();
        Ok(true)
    }

    fn lex(&mut self) -> Lexed {
        loop {
            let Some(&b) = self.text.as_bytes().get(self.pos) else {
                if !self.load_line()? {
                    return Ok(None);
                }
                // An escape line (PGN 6): a `%` in the first column hides the whole line.
                if self.text.starts_with('%') {
                    self.pos = self.text.len();
                }
                continue;
            };
            let start = self.pos;
            let single = match b {
                b'[' => Some(TokenKind::OpenBracket),
                b']' => Some(TokenKind::CloseBracket),
                b'(' => Some(TokenKind::OpenParen),
                b')' => Some(TokenKind::CloseParen),
                b'.' => Some(TokenKind::Period),
                b'*' => Some(TokenKind::Asterisk),
                _ => None,
            };
            if let Some(kind) = single {
                self.pos += 1;
                return self.token(kind, start);
            }
            match b {
                // The ASCII characters `char::is_whitespace` takes.
                b'\t'..=b'\r' | b' ' => self.pos += 1,
                b'"' => return self.string(),
                b'{' => return self.brace_comment(),
                b';' => {
                    let text =
                        if self.keep_comments { self.text[start + 1..].trim().to_owned() } else { String::new() };
                    self.pos = self.text.len();
                    return self.token(TokenKind::Comment { text, style: CommentStyle::Line }, start);
                }
                b'$' => {
                    let digits = &self.text.as_bytes()[start + 1..];
                    let end = start + 1 + digits.iter().take_while(|b| b.is_ascii_digit()).count();
                    self.pos = end;
                    let digits = &self.text[start + 1..end];
                    return match digits.parse::<u8>() {
                        Ok(n) => self.token(TokenKind::Nag(n), start),
                        Err(_) => {
                            let kind = PgnErrorKind::BadNag(format!("${digits}"));
                            Err(error(kind, self.line, self.column(start)))
                        }
                    };
                }
                // Symbols start with a letter or digit (PGN 7); `!` and `?` start a
                // free-standing suffix annotation (`e4 !?`).
                b if b.is_ascii_alphanumeric() || b == b'!' || b == b'?' => return self.symbol(start),
                b if b.is_ascii() => {
                    self.pos += 1;
                    let kind = PgnErrorKind::UnexpectedCharacter(char::from(b));
                    return Err(error(kind, self.line, self.column(start)));
                }
                _ => {
                    let c = self.text[start..].chars().next().unwrap_or(char::REPLACEMENT_CHARACTER);
                    if c.is_alphanumeric() {
                        return self.symbol(start);
                    }
                    self.pos += c.len_utf8();
                    if !c.is_whitespace() {
                        let kind = PgnErrorKind::UnexpectedCharacter(c);
                        return Err(error(kind, self.line, self.column(start)));
                    }
                }
            }
        }
    }

    /// A token of the current line that starts at the byte `start`.
    fn token(&mut self, kind: TokenKind, start: usize) -> Lexed {
        Ok(Some(Token { kind, line: self.line, column: self.column(start) }))
    }

    /// A symbol starting at the byte `start`: the run of symbol characters there.
    fn symbol(&mut self, start: usize) -> Lexed {
        let bytes = self.text.as_bytes();
        let mut end = start;
        while let Some(&b) = bytes.get(end) {
            if b.is_ascii() {
                if !is_symbol_byte(b) {
                    break;
                }
                end += 1;
            } else {
                match self.text[end..].chars().next() {
                    Some(c) if is_symbol_char(c) => end += c.len_utf8(),
                    _ => break,
                }
            }
        }
        self.pos = end;
        let symbol = MoveText::from(&self.text[start..end]);
        self.token(TokenKind::Symbol(symbol), start)
    }

    /// A string: `"` to the next unescaped `"` on the same line (PGN 7: `\"` is a quote,
    /// `\\` a backslash; any other backslash is kept as written).
    fn string(&mut self) -> Lexed {
        let (line, column) = (self.line, self.column(self.pos));
        self.pos += 1;
        let (mut value, mut escapes, mut count) = (String::with_capacity(32), Vec::new(), 0);
        let mut chars = self.text[self.pos..].char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match (c, chars.peek()) {
                ('"', _) => {
                    self.pos += i + 1;
                    // The characters between the quotes: one a character of the value, two
                    // an escape.
                    let end = column + 1 + count + escapes.len();
                    let kind = TokenKind::Str(Box::new(Quoted { value, first: column + 1, escapes, end }));
                    return Ok(Some(Token { kind, line, column }));
                }
                ('\\', Some(&(_, escaped @ ('"' | '\\')))) => {
                    value.push(escaped);
                    escapes.push(count);
                    chars.next();
                }
                _ => value.push(c),
            }
            count += 1;
        }
        self.pos = self.text.len();
        Err(error(PgnErrorKind::UnterminatedString, line, column))
    }

    /// A comment `{ … }`, possibly over several lines. It is unterminated at the end of the
    /// input, and at a line that starts a game — so that a lost `}` costs one game, not
    /// the rest of the file.
    fn brace_comment(&mut self) -> Lexed {
        let (line, column) = (self.line, self.column(self.pos));
        self.pos += 1;
        let keep = self.keep_comments;
        // The text, or only its length when it is not kept.
        let (mut text, mut len) = (String::new(), 0);
        let mut add = |part: &str| {
            len += part.len();
            if keep {
                text.push_str(part);
            }
            len > MAX_COMMENT_BYTES
        };
        loop {
            let rest = &self.text[self.pos..];
            if let Some(close) = rest.find('}') {
                let too_long = add(&rest[..close]);
                self.pos += close + 1;
                if too_long {
                    return Err(error(PgnErrorKind::CommentTooLong, line, column));
                }
                let kind = TokenKind::Comment { text: trimmed(text), style: CommentStyle::Brace };
                return Ok(Some(Token { kind, line, column }));
            }
            if add(rest) {
                return Err(error(PgnErrorKind::CommentTooLong, line, column));
            }
            let unterminated = error(PgnErrorKind::UnterminatedComment, line, column);
            if !self.load_line()? {
                return Err(unterminated);
            }
            if starts_game(self.text.chars(), self.blank_before) {
                self.resume_here = true;
                return Err(unterminated);
            }
            add("\n");
        }
    }
}

/// An empty string, in the room of `bytes`.
/// Where a line that is not UTF-8 reads as Cyrillic in Windows-1251: the index of the first
/// byte of a run of three of its letters (`0xC0`–`0xFF`, `Ё` `0xA8`, `ё` `0xB8`: a Russian
/// word, a name), or of a piece letter before a square or a capture sign (`Кf3`, `Крe2`,
/// `Л:e5`). None for a line of ISO 8859-1 text: its accented letters stand alone among Latin
/// ones («Müller», «Schäfer», «Þórhallsson»), never before a square.
fn windows_1251_cyrillic(bytes: &[u8]) -> Option<usize> {
    let letter = |b: u8| b >= 0xC0 || b == 0xA8 || b == 0xB8;
    (0..bytes.len()).find(|&i| {
        let run = bytes[i..].iter().take_while(|&&b| letter(b)).count();
        if run >= 3 {
            return true;
        }
        if run == 0 || (i > 0 && letter(bytes[i - 1])) {
            return false;
        }
        matches!(&bytes[i + run..], [b'a'..=b'h', b'1'..=b'8', ..] | [b'x' | b':', b'a'..=b'h', ..])
    })
}

fn empty(mut bytes: Vec<u8>) -> String {
    bytes.clear();
    String::from_utf8(bytes).unwrap_or_default()
}

/// `text` without the whitespace around it, in its own room.
fn trimmed(mut text: String) -> String {
    text.truncate(text.trim_end().len());
    let lead = text.len() - text.trim_start().len();
    text.drain(..lead);
    text
}

/// The symbol characters of PGN 7 (`_ + # = : -`), `/` for `1/2-1/2`, suffix annotations,
/// and the capture and dash signs algebraic notation also accepts. Letters include
/// non-Latin ones, for piece letters such as `Кр`.
fn is_symbol_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-' | '/' | '!' | '?' | '×' | '–' | '—')
}

/// [`is_symbol_char`] of an ASCII byte.
fn is_symbol_byte(b: u8) -> bool {
    SYMBOL_BYTES[usize::from(b)]
}

/// The ASCII bytes [`is_symbol_char`] takes, as a table (a symbol is read byte by byte).
const SYMBOL_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        table[b] =
            c.is_ascii_alphanumeric() || matches!(c, b'_' | b'+' | b'#' | b'=' | b':' | b'-' | b'/' | b'!' | b'?');
        b += 1;
    }
    table
};

/// The source column of the character `i` (from 0) of a string token's value, or of its
/// closing quote past the last character.
pub(super) fn string_column(value: &str, first: usize, escapes: &[usize], end: usize, i: usize) -> usize {
    if i >= value.chars().count() {
        return end;
    }
    first + i + escapes.iter().filter(|&&e| e < i).count()
}

/// Whether a line starts a game for error recovery: a whole tag pair `[Name "…"]`, which
/// is either the `Event` tag or follows a blank line. The line's characters.
pub(crate) fn starts_game<I>(line: I, blank_before: bool) -> bool
where
    I: DoubleEndedIterator<Item = char> + Clone,
{
    let whole = line.clone();
    let mut it = line.skip_while(|c: &char| c.is_whitespace()).peekable();
    if it.next() != Some('[') {
        return false;
    }
    while it.next_if(|c| c.is_whitespace()).is_some() {}
    // The name's length, and whether it is `Event`.
    let (mut len, mut event) = (0, true);
    while let Some(c) = it.next_if(|&c| c.is_alphanumeric() || c == '_') {
        event &= "Event".chars().nth(len) == Some(c);
        len += 1;
    }
    if len == 0 || it.next_if(|c| c.is_whitespace()).is_none() {
        return false;
    }
    while it.next_if(|c| c.is_whitespace()).is_some() {}
    if it.next() != Some('"') {
        return false;
    }
    let closed = whole.rev().find(|c: &char| !c.is_whitespace()) == Some(']');
    closed && (blank_before || (event && len == 5))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Result<TokenKind, PgnErrorKind>> {
        let mut lexer = Lexer::new(text.as_bytes());
        let mut out = Vec::new();
        loop {
            match lexer.next_token() {
                Ok(Some(t)) => out.push(Ok(t.kind)),
                Ok(None) => return out,
                Err(e) => out.push(Err(e.kind)),
            }
        }
    }

    fn sym(s: &str) -> Result<TokenKind, PgnErrorKind> {
        Ok(TokenKind::Symbol(MoveText::from(s)))
    }

    #[test]
    fn splits_move_numbers_from_moves() {
        assert_eq!(
            kinds("1.e4 1...e5 12. Nf3"),
            vec![
                sym("1"),
                Ok(TokenKind::Period),
                sym("e4"),
                sym("1"),
                Ok(TokenKind::Period),
                Ok(TokenKind::Period),
                Ok(TokenKind::Period),
                sym("e5"),
                sym("12"),
                Ok(TokenKind::Period),
                sym("Nf3"),
            ]
        );
        assert_eq!(kinds("1/2-1/2 0-0-0 Крe2!?"), vec![sym("1/2-1/2"), sym("0-0-0"), sym("Крe2!?")]);
    }

    #[test]
    fn strings_resolve_escapes_and_keep_columns() {
        let mut lexer = Lexer::new(r#"  "a\"b\\c\d""#.as_bytes());
        let t = lexer.next_token().unwrap().unwrap();
        assert_eq!((t.line, t.column), (1, 3));
        let TokenKind::Str(quoted) = t.kind else { panic!("{:?}", t.kind) };
        let Quoted { value, first, escapes, end } = *quoted;
        assert_eq!(value, r#"a"b\c\d"#);
        let columns: Vec<usize> = (0..8).map(|i| string_column(&value, first, &escapes, end, i)).collect();
        assert_eq!(columns, vec![4, 5, 7, 8, 10, 11, 12, 13]);
        assert_eq!(end, 13);
    }

    #[test]
    fn escape_lines_and_latin1() {
        assert_eq!(kinds("% hidden [ { \n e4"), vec![sym("e4")]);
        // "Café" in ISO 8859-1.
        let mut lexer = Lexer::new(&b"\"Caf\xe9\""[..]);
        let t = lexer.next_token().unwrap().unwrap();
        assert!(matches!(t.kind, TokenKind::Str(ref quoted) if quoted.value == "Café"), "{t:?}");
        // A byte-order mark is not a character of the first line.
        let mut lexer = Lexer::new("\u{feff}[".as_bytes());
        assert_eq!(lexer.next_token().unwrap().unwrap().column, 1);
    }

    #[test]
    fn unterminated_comment_stops_at_a_game_start() {
        let text = "{ lost\n[Site \"x\"]\n\n[Site \"y\"]\n";
        let mut lexer = Lexer::new(text.as_bytes());
        let e = lexer.next_token().unwrap_err();
        assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::UnterminatedComment, 1, 1));
        // The next game starts at line 4.
        assert_eq!(lexer.line(), 4);
        lexer.skip_to_next_game((1, 1), (1, 1));
        let t = lexer.next_token().unwrap().unwrap();
        assert_eq!((t.kind, t.line, t.column), (TokenKind::OpenBracket, 4, 1));
    }

    /// What the lexer hands over, token by token, with the periods after a move number
    /// counted: `Err` for an error, `Ok(None)` for the count.
    type Read = Vec<Result<(Option<TokenKind>, usize, usize, usize), PgnErrorKind>>;

    /// The tokens of `text` as [`Lexer::next_token`] makes them, the periods after a
    /// number counted with [`Lexer::next_is_period`]; and as the reader takes them:
    /// [`Lexer::ascii_symbol`] first, [`Lexer::periods`] after a number.
    fn both_ways(text: &str) -> (Read, Read) {
        let mut ways = [Vec::new(), Vec::new()];
        for (fast, out) in ways.iter_mut().enumerate() {
            let mut lexer = Lexer::new(text.as_bytes());
            for _ in 0..1000 {
                let fast_symbol = if fast == 1 { lexer.ascii_symbol() } else { None };
                let token = match fast_symbol {
                    Some((from, to, column)) => {
                        let kind = TokenKind::Symbol(MoveText::from(lexer.slice(from, to)));
                        Ok(Some(Token { kind, line: lexer.line(), column }))
                    }
                    None => lexer.next_token(),
                };
                match token {
                    Ok(None) => break,
                    Err(e) => out.push(Err(e.kind)),
                    Ok(Some(t)) => {
                        let number = matches!(&t.kind, TokenKind::Symbol(s) if s.bytes().all(|b| b.is_ascii_digit()));
                        out.push(Ok((Some(t.kind), t.line, t.column, 0)));
                        if number {
                            let periods = if fast == 1 {
                                lexer.periods()
                            } else {
                                std::iter::from_fn(|| lexer.next_is_period().then_some(())).count()
                            };
                            out.push(Ok((None, 0, 0, periods)));
                        }
                    }
                }
            }
        }
        let [slow, fast] = ways;
        (slow, fast)
    }

    #[test]
    fn symbols_and_periods_read_in_place_are_the_tokens_the_lexer_makes() {
        let parts = ["1", ".", " ", "\n", "e4", "x", "×", "\u{a0}", "{", "}", "!", "Кр", "%", "\"", "0-0", ";", "é"];
        // Every text of up to four parts.
        let (mut texts, mut level) = (Vec::new(), vec![String::new()]);
        for _ in 0..4 {
            level = level.iter().flat_map(|t| parts.iter().map(move |p| format!("{t}{p}"))).collect();
            texts.extend(level.iter().cloned());
        }
        texts.extend(
            [
                "1.e4 1...e5 12. Nf3",
                "1. e4 e5 2.\n. Nf3 *",
                "1.\u{a0}.e4 *",
                "1 . e4 . . e5",
                "1.\t\r.e4",
                "3. exd6e.p. Кf3 Крe2!? e4×d5",
                "[Event \"x\"]\n1. e4 {a\nb} 1-0",
                "1.\n%x\n.e4",
                "99999999999. e4",
            ]
            .map(str::to_owned),
        );
        assert!(texts.len() > 50_000, "{}", texts.len());
        for text in &texts {
            let (slow, fast) = both_ways(text);
            assert_eq!(slow, fast, "{text:?}");
        }
    }

    #[test]
    fn symbol_bytes_are_the_ascii_symbol_characters() {
        for b in 0..=255u8 {
            assert_eq!(is_symbol_byte(b), b.is_ascii() && is_symbol_char(char::from(b)), "{b}");
        }
    }

    #[test]
    fn game_starts() {
        assert!(starts_game("[Event \"x\"]".chars(), false));
        assert!(starts_game("  [ Site \"x\" ]  ".chars(), true));
        assert!(!starts_game("[Site \"x\"]".chars(), false));
        assert!(!starts_game("[Event \"x\"".chars(), true));
        assert!(!starts_game("[Event]".chars(), true));
        assert!(!starts_game("1. e4 [Event \"x\"]".chars(), true));
    }
}
