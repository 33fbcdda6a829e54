//! PGN tokens (standard section 7), read a line at a time from any [`BufRead`].
//!
//! Lines are decoded as UTF-8, or as ISO 8859-1 (the standard's character set) when they
//! are not valid UTF-8; a byte-order mark at the start is dropped; `\r\n` ends a line like
//! `\n`. Columns count characters, 1-based.

use std::io::BufRead;

use super::{CommentStyle, PgnErrorKind};

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
    /// A quoted string, escapes resolved: the source column of its first character, the
    /// characters written with an escape (their index in `value`, each takes two columns),
    /// and the column of the closing quote ([`string_column`]).
    Str {
        value: String,
        first: usize,
        escapes: Vec<usize>,
        end: usize,
    },
    /// A run of symbol characters: a move, a move number, a tag name, a termination
    /// marker, or a free-standing suffix annotation.
    Symbol(String),
    Nag(u8),
    Comment {
        text: String,
        style: CommentStyle,
    },
}

/// A lexical error and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct LexError {
    pub kind: PgnErrorKind,
    pub line: usize,
    pub column: usize,
}

type Lexed = Result<Option<Token>, LexError>;

pub(super) struct Lexer<R> {
    source: R,
    bytes: Vec<u8>,
    /// The current line, without its line break.
    chars: Vec<char>,
    /// The index in `chars` of the next character to read.
    pos: usize,
    /// The current line's number (0 before the first).
    line: usize,
    /// Whether the line before the current one was blank (true for the first line).
    blank_before: bool,
    eof: bool,
    peeked: Option<Lexed>,
    /// An unterminated comment stopped at a line that starts a game: recovery resumes
    /// there instead of skipping it.
    resume_here: bool,
    /// Whether the current line is ASCII: then `bytes` and `chars` match one to one, and a
    /// symbol is copied from `bytes` instead of being collected character by character.
    ascii: bool,
    /// Whether the line before the first one read was blank, for a text that begins after
    /// lines read elsewhere ([`Lexer::after_lines`]).
    first_blank_before: Option<bool>,
}

impl<R: BufRead> Lexer<R> {
    pub fn new(source: R) -> Lexer<R> {
        Lexer {
            source,
            bytes: Vec::new(),
            chars: Vec::new(),
            pos: 0,
            line: 0,
            blank_before: true,
            eof: false,
            peeked: None,
            resume_here: false,
            ascii: false,
            first_blank_before: None,
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
        let between = self.peeked.is_none() && !self.resume_here && !self.eof && self.pos >= self.chars.len();
        let blank = self.first_blank_before.unwrap_or(self.line == 0 || self.chars.iter().all(|c| c.is_whitespace()));
        between.then_some((self.line, blank))
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

    /// Puts a token back, to be read again by the next call to [`Lexer::next_token`].
    pub fn push_back(&mut self, token: Token) {
        self.peeked = Some(Ok(Some(token)));
    }

    /// The line being read.
    #[cfg(test)]
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
        let first = self.chars.iter().position(|c| !c.is_whitespace());
        if at.0 == self.line
            && at != start
            && first.map(|i| i + 1) == Some(at.1)
            && starts_game(&self.chars, self.blank_before)
        {
            self.pos = at.1 - 1;
            return;
        }
        self.pos = self.chars.len();
        loop {
            match self.load_line() {
                Ok(true) => {
                    if starts_game(&self.chars, self.blank_before) {
                        return;
                    }
                    self.pos = self.chars.len();
                }
                Ok(false) => return,
                // An overlong line in a game being skipped is skipped with it.
                Err(LexError { kind: PgnErrorKind::LineTooLong, .. }) => {}
                Err(e) => {
                    self.peeked = Some(Err(e));
                    return;
                }
            }
        }
    }

    /// Reads the next line into `chars`; false at the end of the input.
    fn load_line(&mut self) -> Result<bool, LexError> {
        if self.eof {
            return Ok(false);
        }
        let was_blank =
            self.first_blank_before.take().unwrap_or(self.line == 0 || self.chars.iter().all(|c| c.is_whitespace()));
        self.bytes.clear();
        let mut read_any = false;
        let mut too_long = false;
        loop {
            let chunk = match self.source.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.eof = true;
                    self.chars.clear();
                    self.pos = 0;
                    let kind = PgnErrorKind::Io { kind: e.kind(), message: e.to_string() };
                    return Err(LexError { kind, line: self.line + 1, column: 1 });
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
            let room = (MAX_LINE_BYTES + 1).saturating_sub(self.bytes.len());
            too_long |= used > room + usize::from(done);
            self.bytes.extend_from_slice(&chunk[..used.min(room)]);
            self.source.consume(used);
            if done {
                break;
            }
        }
        if !read_any {
            self.eof = true;
            self.chars.clear();
            self.pos = 0;
            return Ok(false);
        }
        if self.bytes.last() == Some(&b'\n') {
            self.bytes.pop();
        }
        if self.bytes.last() == Some(&b'\r') {
            self.bytes.pop();
        }
        if too_long || self.bytes.len() > MAX_LINE_BYTES {
            self.chars.clear();
            self.blank_before = was_blank;
            self.line += 1;
            self.pos = 0;
            return Err(LexError { kind: PgnErrorKind::LineTooLong, line: self.line, column: 1 });
        }
        self.chars.clear();
        match std::str::from_utf8(&self.bytes) {
            Ok(s) => self.chars.extend(s.chars()),
            // ISO 8859-1: each byte is the code point of the same value.
            Err(_) => self.chars.extend(self.bytes.iter().map(|&b| char::from(b))),
        }
        if self.line == 0 && self.chars.first() == Some(&'\u{feff}') {
            self.chars.remove(0);
        }
        self.ascii = self.bytes.is_ascii() && self.bytes.len() == self.chars.len();
        self.blank_before = was_blank;
        self.line += 1;
        self.pos = 0;
        Ok(true)
    }

    fn lex(&mut self) -> Lexed {
        loop {
            if self.pos >= self.chars.len() {
                if !self.load_line()? {
                    return Ok(None);
                }
                // An escape line (PGN 6): a `%` in the first column hides the whole line.
                if self.chars.first() == Some(&'%') {
                    self.pos = self.chars.len();
                }
                continue;
            }
            let c = self.chars[self.pos];
            let (line, column) = (self.line, self.pos + 1);
            let token = |kind| Ok(Some(Token { kind, line, column }));
            let single = match c {
                '[' => Some(TokenKind::OpenBracket),
                ']' => Some(TokenKind::CloseBracket),
                '(' => Some(TokenKind::OpenParen),
                ')' => Some(TokenKind::CloseParen),
                '.' => Some(TokenKind::Period),
                '*' => Some(TokenKind::Asterisk),
                _ => None,
            };
            if let Some(kind) = single {
                self.pos += 1;
                return token(kind);
            }
            match c {
                c if c.is_whitespace() => self.pos += 1,
                '"' => return self.string(),
                '{' => return self.brace_comment(),
                ';' => {
                    let text: String = self.chars[self.pos + 1..].iter().collect();
                    self.pos = self.chars.len();
                    return token(TokenKind::Comment { text: text.trim().to_owned(), style: CommentStyle::Line });
                }
                '$' => {
                    let start = self.pos + 1;
                    let end = start + self.chars[start..].iter().take_while(|c| c.is_ascii_digit()).count();
                    self.pos = end;
                    let digits: String = self.chars[start..end].iter().collect();
                    return match digits.parse::<u8>() {
                        Ok(n) => token(TokenKind::Nag(n)),
                        Err(_) => Err(LexError { kind: PgnErrorKind::BadNag(format!("${digits}")), line, column }),
                    };
                }
                c if is_symbol_start(c) => {
                    let start = self.pos;
                    let len = self.chars[start..].iter().take_while(|&&c| is_symbol_char(c)).count();
                    self.pos = start + len;
                    let text = match self.ascii.then(|| std::str::from_utf8(&self.bytes[start..self.pos])) {
                        Some(Ok(text)) => text.to_owned(),
                        _ => self.chars[start..self.pos].iter().collect(),
                    };
                    return token(TokenKind::Symbol(text));
                }
                c => {
                    self.pos += 1;
                    return Err(LexError { kind: PgnErrorKind::UnexpectedCharacter(c), line, column });
                }
            }
        }
    }

    /// A string: `"` to the next unescaped `"` on the same line (PGN 7: `\"` is a quote,
    /// `\\` a backslash; any other backslash is kept as written).
    fn string(&mut self) -> Lexed {
        let (line, column) = (self.line, self.pos + 1);
        self.pos += 1;
        let (mut value, mut escapes, mut count) = (String::with_capacity(32), Vec::new(), 0);
        while let Some(&c) = self.chars.get(self.pos) {
            match (c, self.chars.get(self.pos + 1)) {
                ('"', _) => {
                    let end = self.pos + 1;
                    self.pos += 1;
                    let kind = TokenKind::Str { value, first: column + 1, escapes, end };
                    return Ok(Some(Token { kind, line, column }));
                }
                ('\\', Some(&escaped @ ('"' | '\\'))) => {
                    value.push(escaped);
                    escapes.push(count);
                    self.pos += 2;
                }
                _ => {
                    value.push(c);
                    self.pos += 1;
                }
            }
            count += 1;
        }
        Err(LexError { kind: PgnErrorKind::UnterminatedString, line, column })
    }

    /// A comment `{ … }`, possibly over several lines. It is unterminated at the end of the
    /// input, and at a line that starts a game — so that a lost `}` costs one game, not
    /// the rest of the file.
    fn brace_comment(&mut self) -> Lexed {
        let (line, column) = (self.line, self.pos + 1);
        self.pos += 1;
        let mut text = String::new();
        loop {
            let rest = &self.chars[self.pos..];
            if let Some(close) = rest.iter().position(|&c| c == '}') {
                text.extend(&rest[..close]);
                if text.len() > MAX_COMMENT_BYTES {
                    self.pos += close + 1;
                    return Err(LexError { kind: PgnErrorKind::CommentTooLong, line, column });
                }
                self.pos += close + 1;
                let kind = TokenKind::Comment { text: text.trim().to_owned(), style: CommentStyle::Brace };
                return Ok(Some(Token { kind, line, column }));
            }
            text.extend(rest);
            if text.len() > MAX_COMMENT_BYTES {
                return Err(LexError { kind: PgnErrorKind::CommentTooLong, line, column });
            }
            let unterminated = LexError { kind: PgnErrorKind::UnterminatedComment, line, column };
            if !self.load_line()? {
                return Err(unterminated);
            }
            if starts_game(&self.chars, self.blank_before) {
                self.resume_here = true;
                return Err(unterminated);
            }
            text.push('\n');
        }
    }
}

/// Symbols start with a letter or digit (PGN 7); `!` and `?` start a free-standing suffix
/// annotation (`e4 !?`).
fn is_symbol_start(c: char) -> bool {
    c.is_alphanumeric() || c == '!' || c == '?'
}

/// The symbol characters of PGN 7 (`_ + # = : -`), `/` for `1/2-1/2`, suffix annotations,
/// and the capture and dash signs algebraic notation also accepts. Letters include
/// non-Latin ones, for piece letters such as `Кр`.
fn is_symbol_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-' | '/' | '!' | '?' | '×' | '–' | '—')
}

/// The source column of the character `i` (from 0) of a string token's value, or of its
/// closing quote past the last character.
pub(super) fn string_column(value: &str, first: usize, escapes: &[usize], end: usize, i: usize) -> usize {
    if i >= value.chars().count() {
        return end;
    }
    first + i + escapes.iter().filter(|&&e| e < i).count()
}

/// Whether a line starts a game for error recovery: a whole tag pair `[Name "…"]`, which
/// is either the `Event` tag or follows a blank line. The line's characters (or the bytes
/// of an ASCII line).
pub(crate) fn starts_game<C: Copy + Into<char>>(line: &[C], blank_before: bool) -> bool {
    let mut it = line.iter().map(|&c| c.into()).skip_while(|c: &char| c.is_whitespace()).peekable();
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
    let closed = line.iter().rev().map(|&c| c.into()).find(|c: &char| !c.is_whitespace()) == Some(']');
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
        Ok(TokenKind::Symbol(s.to_owned()))
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
        let TokenKind::Str { value, first, escapes, end } = t.kind else { panic!("{:?}", t.kind) };
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
        assert!(matches!(t.kind, TokenKind::Str { ref value, .. } if value == "Café"), "{t:?}");
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

    #[test]
    fn game_starts() {
        let line = |s: &str| s.chars().collect::<Vec<char>>();
        assert!(starts_game(&line("[Event \"x\"]"), false));
        assert!(starts_game(&line("  [ Site \"x\" ]  "), true));
        assert!(!starts_game(&line("[Site \"x\"]"), false));
        assert!(!starts_game(&line("[Event \"x\""), true));
        assert!(!starts_game(&line("[Event]"), true));
        assert!(!starts_game(&line("1. e4 [Event \"x\"]"), true));
    }
}
