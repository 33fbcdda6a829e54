//! Where PGN text may be cut into parts that read alone exactly as they read in the whole
//! text — so that the parts can be read on several threads (`arbiter replay`).
//!
//! The text is looked at line by line, its bytes only (every character that matters here is
//! ASCII): comments `{…}`, `;` comments and `%` escape lines, strings, tag brackets. It may
//! be cut before a line that starts a game as the reader's error recovery knows it (a whole
//! tag pair `[Name "…"]` after a blank line, or `[Event "…"]`), when no comment or tag pair
//! is open there and what came last was movetext. The reader then stands exactly there at
//! the start of a game however it got there: a game's movetext ends at a `[` (without a
//! termination marker), a game ended by its marker is over, and a game left by an error is
//! skipped up to such a line. Doubtful cases are not cut: the part only grows.

use super::lexer::{MAX_LINE_BYTES, starts_game};

/// What the splitter knows of the text read so far.
#[derive(Clone, Debug)]
pub(crate) struct Splitter {
    /// Lines looked at.
    lines: usize,
    /// Whether the last line was blank.
    blank: bool,
    /// A `{` comment is open.
    in_comment: bool,
    /// A tag pair is open: `[` read, not yet its `]`.
    tag_open: bool,
    /// The last token (comments aside) was movetext: not `[`, `]` or a string.
    movetext_last: bool,
}

impl Splitter {
    /// A splitter at the start of a text.
    #[cfg(test)]
    pub(crate) fn new() -> Splitter {
        Splitter::after_lines(0, true)
    }

    /// A splitter of text that goes on after `lines` lines, the last of them blank or not,
    /// where a reader stood between two games.
    pub(crate) fn after_lines(lines: usize, blank: bool) -> Splitter {
        Splitter { lines, blank, in_comment: false, tag_open: false, movetext_last: false }
    }

    /// Lines looked at so far.
    pub(crate) fn lines(&self) -> usize {
        self.lines
    }

    /// Whether the last line looked at was blank.
    pub(crate) fn blank(&self) -> bool {
        self.blank
    }

    /// Looks at the next line (its bytes, without the `\n`): whether the text may be cut
    /// before it.
    pub(crate) fn line(&mut self, bytes: &[u8]) -> bool {
        let first = self.lines == 0;
        self.lines += 1;
        let mut bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        if first && let Some(rest) = bytes.strip_prefix("\u{feff}".as_bytes()) {
            bytes = rest;
        }
        if bytes.len() > MAX_LINE_BYTES {
            // The reader refuses the line and skips to the next game: nothing is open after
            // it, and no cut until movetext is read again.
            self.blank = false;
            (self.in_comment, self.tag_open, self.movetext_last) = (false, false, false);
            return false;
        }
        let cut = if bytes.is_ascii() {
            self.scan(bytes, Splitter::tokens_ascii)
        } else {
            self.scan(&chars(bytes), Splitter::tokens::<char>)
        };
        cut && !first
    }

    /// Looks at every line of `text`, which ends with a line break.
    pub(crate) fn follow(&mut self, text: &[u8]) {
        for line in text.split_inclusive(|&b| b == b'\n') {
            self.line(line.strip_suffix(b"\n").unwrap_or(line));
        }
    }

    /// [`Splitter::tokens`] on the bytes of an ASCII line (most lines: a tight loop).
    fn tokens_ascii(&mut self, line: &[u8]) {
        let mut i = 0;
        while i < line.len() {
            if self.in_comment {
                match line[i..].iter().position(|&b| b == b'}') {
                    Some(close) => {
                        self.in_comment = false;
                        i += close + 1;
                        continue;
                    }
                    None => return,
                }
            }
            match line[i] {
                b'{' => self.in_comment = true,
                b';' => return,
                b'"' => {
                    self.movetext_last = false;
                    i += 1;
                    while i < line.len() && line[i] != b'"' {
                        i += if line[i] == b'\\' && matches!(line.get(i + 1), Some(b'"' | b'\\')) { 2 } else { 1 };
                    }
                }
                b'[' => (self.tag_open, self.movetext_last) = (true, false),
                b']' => (self.tag_open, self.movetext_last) = (false, false),
                // The ASCII characters `char::is_whitespace` takes.
                b'\t'..=b'\r' | b' ' => {}
                _ => self.movetext_last = true,
            }
            i += 1;
        }
    }

    /// [`Splitter::line`] on the line's characters (bytes of an ASCII line).
    fn scan<C: Copy + Into<char>>(&mut self, line: &[C], tokens: fn(&mut Splitter, &[C])) -> bool {
        let blank_before = self.blank;
        let first = line.iter().map(|&c| c.into()).find(|c: &char| !c.is_whitespace());
        self.blank = first.is_none();
        let opens_game = first == Some('[') && starts_game(line.iter().map(|&c| c.into()), blank_before);
        let cut = opens_game && !self.in_comment && !self.tag_open && self.movetext_last;
        if opens_game {
            // The reader ends an unterminated comment at a line that starts a game.
            self.in_comment = false;
        }
        if line.first().map(|&c| c.into()) == Some('%') && !self.in_comment {
            return cut;
        }
        tokens(self, line);
        cut
    }

    /// Follows the tokens of a line, as the lexer reads them.
    fn tokens<C: Copy + Into<char>>(&mut self, line: &[C]) {
        let at = |i: usize| line.get(i).map(|&c| c.into());
        let mut i = 0;
        while let Some(c) = at(i) {
            if self.in_comment {
                match line[i..].iter().position(|&c| Into::<char>::into(c) == '}').map(|n| i + n) {
                    Some(close) => {
                        self.in_comment = false;
                        i = close + 1;
                        continue;
                    }
                    None => return,
                }
            }
            match c {
                '{' => self.in_comment = true,
                ';' => return,
                '"' => {
                    self.movetext_last = false;
                    i += 1;
                    while let Some(c) = at(i).filter(|&c| c != '"') {
                        let escaped = c == '\\' && matches!(at(i + 1), Some('"' | '\\'));
                        i += if escaped { 2 } else { 1 };
                    }
                }
                '[' => (self.tag_open, self.movetext_last) = (true, false),
                ']' => (self.tag_open, self.movetext_last) = (false, false),
                c if c.is_whitespace() => {}
                _ => self.movetext_last = true,
            }
            i += 1;
        }
    }
}

/// Whether the text may be cut before `line` (its bytes, without the `\n`), as far as the line
/// itself says, the line before it blank or not: whether it starts a game. What comes before
/// decides the rest ([`Splitter::line`]); this is the guess of a cut that a reader of the
/// text before it checks.
pub(crate) fn starts_a_game(line: &[u8], blank_before: bool) -> bool {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if line.len() > MAX_LINE_BYTES {
        return false;
    }
    if line.is_ascii() {
        starts_game(line.iter().map(|&b| char::from(b)), blank_before)
    } else {
        starts_game(chars(line).into_iter(), blank_before)
    }
}

/// Whether a line (its bytes, without the `\n`) is blank as the splitter counts it.
pub(crate) fn is_blank(line: &[u8]) -> bool {
    if line.is_ascii() {
        line.iter().all(|&b| matches!(b, b'\t'..=b'\r' | b' '))
    } else {
        chars(line).iter().all(|c| c.is_whitespace())
    }
}

/// A line's characters as the lexer decodes them: UTF-8, else ISO 8859-1.
fn chars(bytes: &[u8]) -> Vec<char> {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.chars().collect(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::Splitter;

    /// The lines before which `text` may be cut (1-based).
    fn cuts(text: &str) -> Vec<usize> {
        let mut s = Splitter::new();
        text.split('\n').enumerate().filter(|(_, l)| s.line(l.as_bytes())).map(|(i, _)| i + 1).collect()
    }

    #[test]
    fn cuts_before_the_tags_of_a_game_after_movetext() {
        let two = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n[Site \"x\"]\n\n1. d4 *\n";
        assert_eq!(cuts(two), vec![5]);
        // Without a blank line only an Event tag starts a game; a tag after a blank line does.
        assert_eq!(cuts("1. e4 *\n[Site \"x\"]\n1. d4 *\n[Event \"y\"]\n"), vec![4]);
        assert_eq!(cuts("1. e4 *\n\n[Site \"x\"]\n"), vec![3]);
    }

    #[test]
    fn no_cut_inside_a_comment_a_tag_pair_or_a_tag_section() {
        // A comment over several lines, with a tag pair line inside (not after a blank line).
        assert_eq!(cuts("1. e4 { a\n[Site \"x\"]\n} e5 *\n\n[Event \"b\"]\n"), vec![5]);
        // A `{` in a string or after `;` opens nothing.
        assert_eq!(cuts("[Event \"{\"]\n1. e4 ; {\n\n[Event \"b\"]\n"), vec![4]);
        // Tags over a blank line are one game's.
        assert_eq!(cuts("[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 *\n"), Vec::<usize>::new());
        // A tag pair left open.
        assert_eq!(cuts("1. e4 [Event\n\n[Site \"x\"]\n"), Vec::<usize>::new());
        // A game whose tags begin on its last movetext line.
        assert_eq!(cuts("1. e4 [Event \"b\"]\n\n[Site \"x\"]\n"), Vec::<usize>::new());
        // An escape line hides its brace.
        assert_eq!(cuts("1. e4 *\n% {\n\n[Event \"b\"]\n"), vec![4]);
        // Whitespace that is not ASCII, or a vertical tab, is no movetext.
        assert_eq!(cuts("[Event \"a\"]\u{a0}\u{b}\n\n[Site \"b\"]\n\n1. e4 *\n"), Vec::<usize>::new());
    }

    #[test]
    fn a_game_start_ends_an_unterminated_comment() {
        // The reader ends the comment there (an error), and goes on from that line.
        assert_eq!(cuts("1. e4 { lost\n\n[Event \"b\"]\n1. d4 *\n\n[Event \"c\"]\n"), vec![6]);
    }
}
