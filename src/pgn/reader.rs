//! The PGN reader: games one at a time from a [`BufRead`], going on after a bad game.

use std::io::BufRead;

use super::lexer::{Lexer, Quoted, Token, TokenKind};
use super::{
    Comment, MoveText, Nag, Outcome, PgnError, PgnErrorKind, PgnGame, PgnMove, PgnWarning, PgnWarningKind,
    StartPosition, Tag, TagProblem, Termination, Variation,
};
use crate::notation::{Alphabet, San};
use crate::{Color, Setup};

/// How deep variations may nest: `(` inside `(` … Deeper nesting is an error
/// ([`PgnErrorKind::VariationTooDeep`]), which bounds the recursion of the game tree.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// The most tag pairs one game may have: 1,024 ([`PgnErrorKind::TooManyTags`] past it).
pub const MAX_TAGS: usize = 1024;

/// Where [`Reader::stream_game`] hands each mainline move: with the game's tag pairs and
/// start position, which are complete by the first move.
pub type MoveSink<'s> = dyn FnMut(&[Tag], Option<&StartPosition>, PgnMove) + 's;

/// What [`Reader::stream_tree`] hands over, in the order of the text: every move, of the
/// mainline and of the variations, and where each variation opens and closes.
///
/// A variation replaces the move before it: when [`StreamEvent::VariationStart`] comes,
/// that move of the enclosing line has **not** been handed over yet (a line's last move
/// waits for its annotations), so whoever follows the moves stands in the position the
/// variation starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StreamEvent {
    /// A move of the line being read (the mainline, or the innermost open variation).
    Move(PgnMove),
    /// `(`: a variation opens, replacing the enclosing line's next move handed over.
    VariationStart,
    /// `)`: the innermost variation closes (its last move has been handed over).
    VariationEnd,
}

/// Where [`Reader::stream_tree`] hands each event, with the game's tag pairs and start
/// position.
pub type EventSink<'s> = dyn FnMut(&[Tag], Option<&StartPosition>, StreamEvent) + 's;

/// Reads the games of a PGN text, one at a time (see [`Reader`]).
///
/// ```
/// let games: Vec<_> = arbiter::pgn::read_games("1. e4 e5 1/2-1/2\n\n1. d4 *").collect();
/// assert_eq!(games.len(), 2);
/// ```
pub fn read_games(text: &str) -> Reader<&[u8]> {
    Reader::new(text.as_bytes())
}

/// Reads games from PGN text, one at a time: an iterator of
/// `Result<`[`PgnGame`]`, `[`PgnError`]`>`, one item per game.
///
/// Only the game being read is held in memory, and one line of the source; a file of any
/// number of games is read in constant memory per game. After an error the reader skips
/// to the next line that starts a game — a tag pair `[Event "…"]`, or a tag pair after a
/// blank line — and goes on from there.
///
/// ```
/// use std::io::BufReader;
///
/// use arbiter::notation::Alphabet;
/// use arbiter::pgn::Reader;
///
/// let file = BufReader::new("1. e4 e5 2. Кf3 Кc6 3. Сb5 *".as_bytes()); // or a File
/// let mut reader = Reader::new(file).with_alphabets(&[&Alphabet::russian()]);
/// let game = reader.next().expect("one game")?;
/// assert_eq!(game.moves[4].san.to_string(), "Bb5");
/// assert!(reader.next().is_none());
/// # Ok::<(), arbiter::pgn::PgnError>(())
/// ```
pub struct Reader<R> {
    lexer: Lexer<R>,
    alphabets: Vec<Alphabet>,
    /// Whether moves in the plain English short form are read from their bytes
    /// ([`super::san::plain`]): when the alphabets read them so too.
    plain: bool,
    games: usize,
    /// The start position of the last game read, when it failed in its movetext after a
    /// `FEN` tag ([`Reader::failed_start`]), boxed: rarely there, and a reader is moved about.
    failed_start: Option<Box<StartPosition>>,
}

impl<R: BufRead> Reader<R> {
    /// A reader of English algebraic notation.
    pub fn new(source: R) -> Reader<R> {
        Reader { lexer: Lexer::new(source), alphabets: Vec::new(), plain: true, games: 0, failed_start: None }
    }

    /// Also reads moves written with the piece letters and castling marks of `alphabets`
    /// (tried first, in order; English letters are always understood), as
    /// [`San::parse_with`] does.
    pub fn with_alphabets(mut self, alphabets: &[&Alphabet]) -> Reader<R> {
        self.alphabets = alphabets.iter().map(|&a| a.clone()).collect();
        self.plain = super::san::agrees_with(alphabets);
        self
    }

    /// The source: what it holds buffered and not yet read tells whether reading the next
    /// game may wait for input.
    pub(crate) fn source(&self) -> &R {
        self.lexer.source()
    }

    /// A reader of PGN text that follows `line` lines read elsewhere, the last of them
    /// blank or not: errors name the lines of the whole text, and its games are counted
    /// from one (the caller knows how many came before). `arbiter replay` reads the parts
    /// of a file so, each on a thread of its own.
    pub(crate) fn after_lines(source: R, line: usize, blank_before: bool) -> Reader<R> {
        Reader {
            lexer: Lexer::after_lines(source, line, blank_before),
            alphabets: Vec::new(),
            plain: true,
            games: 0,
            failed_start: None,
        }
    }

    /// Where the last game read began, when it failed in its movetext: its `FEN` tag's
    /// position, or `None` for the initial one. A streamed game that fails on its first
    /// move hands nothing over, yet `arbiter replay` needs the position that move was
    /// meant for (the look-alike hint).
    pub(crate) fn failed_start(&self) -> Option<&StartPosition> {
        self.failed_start.as_deref()
    }

    /// The games begun so far.
    pub(crate) fn games(&self) -> usize {
        self.games
    }

    /// Where the reader stands after a game, when it has read whole lines and holds nothing
    /// back: the lines read, and whether the last was blank ([`Reader::after_lines`] goes on
    /// from there).
    pub(crate) fn between_lines(&self) -> Option<(usize, bool)> {
        self.lexer.between_lines()
    }

    /// The source, given back (what it has not yet handed over is still in it).
    pub(crate) fn into_source(self) -> R {
        self.lexer.into_source()
    }

    /// The next game; `None` at the end of the input.
    pub fn read_game(&mut self) -> Option<Result<PgnGame, PgnError>> {
        self.parse_game(None).map(|r| r.map(|(game, _)| game))
    }

    /// The next game, its mainline handed to `sink` move by move as it is read instead of
    /// kept: memory does not grow with the game's length. Comments and variations are
    /// checked but neither kept nor handed over; a move's annotation glyphs come with it.
    /// The game returned has no moves; the number of mainline plies is beside it. When the
    /// game turns out to have an error, the moves already handed over are the ones before
    /// it: on the mainline, all of them.
    ///
    /// ```
    /// use arbiter::pgn::Reader;
    ///
    /// let mut reader = Reader::new("[White \"A\"]\n1. e4 {x} e5 (1... c5) 2. Nf3 *".as_bytes());
    /// let mut seen = Vec::new();
    /// let (game, plies) = reader.stream_game(&mut |tags, _start, mv| seen.push((tags.len(), mv.text))).unwrap()?;
    /// assert_eq!((plies, game.moves.len(), game.tag("White")), (3, 0, Some("A")));
    /// assert_eq!(seen, [(1, "e4".into()), (1, "e5".into()), (1, "Nf3".into())]);
    /// # Ok::<(), arbiter::pgn::PgnError>(())
    /// ```
    pub fn stream_game(&mut self, sink: &mut MoveSink<'_>) -> Option<Result<(PgnGame, usize), PgnError>> {
        let mut depth = 0usize;
        let mut mainline = |tags: &[Tag], start: Option<&StartPosition>, event: StreamEvent| match event {
            StreamEvent::Move(mv) if depth == 0 => sink(tags, start, mv),
            StreamEvent::Move(_) => {}
            StreamEvent::VariationStart => depth += 1,
            StreamEvent::VariationEnd => depth = depth.saturating_sub(1),
        };
        self.parse_game(Some(&mut mainline))
    }

    /// Like [`Reader::stream_game`], with the variations too: every move of the game tree
    /// goes to `sink` as it is read, with the opening and closing of each variation
    /// ([`StreamEvent`]). Memory stays bounded: one move per open line, at most
    /// [`MAX_VARIATION_DEPTH`] lines.
    ///
    /// ```
    /// use arbiter::pgn::{Reader, StreamEvent};
    ///
    /// let mut reader = Reader::new("1. e4 (1. d4 d5) e5 *".as_bytes());
    /// let mut seen = Vec::new();
    /// reader.stream_tree(&mut |_, _, event| seen.push(match event {
    ///     StreamEvent::Move(mv) => mv.text.to_string(),
    ///     StreamEvent::VariationStart => "(".to_owned(),
    ///     StreamEvent::VariationEnd => ")".to_owned(),
    /// })).unwrap()?;
    /// assert_eq!(seen, ["(", "d4", "d5", ")", "e4", "e5"]);
    /// # Ok::<(), arbiter::pgn::PgnError>(())
    /// ```
    pub fn stream_tree(&mut self, sink: &mut EventSink<'_>) -> Option<Result<(PgnGame, usize), PgnError>> {
        self.parse_game(Some(sink))
    }

    fn parse_game(&mut self, sink: Option<&mut EventSink<'_>>) -> Option<Result<(PgnGame, usize), PgnError>> {
        let alphabets: Vec<&Alphabet> = self.alphabets.iter().collect();
        // A game's comments before its first move are kept, streamed or not.
        self.lexer.keep_comments = true;
        let mut parser = GameParser {
            lexer: &mut self.lexer,
            alphabets: &alphabets,
            plain: self.plain,
            games: &mut self.games,
            start: None,
            last: (1, 1),
            before_last: (1, 1),
            sink,
            plies: 0,
            failed_start: None,
        };
        let (game, plies, began) = (parser.game(), parser.plies, parser.start);
        self.failed_start = parser.failed_start.map(Box::new);
        self.lexer.keep_comments = true;
        match game {
            Ok(game) => game.map(|g| Ok((g, plies))),
            Err(failure) => {
                let at = (failure.line, failure.column);
                let start = began.unwrap_or(at);
                if failure.skip {
                    self.lexer.skip_to_next_game(at, start);
                }
                let (line, column) = at;
                Some(Err(PgnError { kind: failure.kind, line, column, game_index: self.games }))
            }
        }
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.read_game()
    }
}

/// An error, and whether the rest of the game must be skipped (not when the game ended
/// where the next one begins).
struct Failed {
    kind: PgnErrorKind,
    line: usize,
    column: usize,
    skip: bool,
}

/// A [`Failed`], boxed: what the parser's functions return is then no larger than their
/// answers (tokens, moves), which are many where errors are few.
type Failure = Box<Failed>;

impl Failed {
    fn at(kind: PgnErrorKind, line: usize, column: usize) -> Failure {
        Box::new(Failed { kind, line, column, skip: true })
    }
}

/// A line of moves being read: the mainline or a variation.
struct Line {
    comments: Vec<Comment>,
    moves: Vec<PgnMove>,
    line: usize,
    column: usize,
}

impl Line {
    fn new(line: usize, column: usize) -> Line {
        Line { comments: Vec::new(), moves: Vec::new(), line, column }
    }
}

struct GameParser<'a, 's, R> {
    lexer: &'a mut Lexer<R>,
    alphabets: &'a [&'a Alphabet],
    /// See [`Reader::plain`].
    plain: bool,
    games: &'a mut usize,
    /// Where the game began, once it has.
    start: Option<(usize, usize)>,
    /// Where the last token read starts, and the one before.
    last: (usize, usize),
    before_last: (usize, usize),
    /// Where mainline moves go when the game is streamed.
    sink: Option<&'a mut EventSink<'s>>,
    /// Mainline plies read.
    plies: usize,
    /// The game's start position, kept when it fails in its movetext.
    failed_start: Option<StartPosition>,
}

impl<R: BufRead> GameParser<'_, '_, R> {
    fn begin(&mut self, line: usize, column: usize) {
        if self.start.is_none() {
            *self.games += 1;
            self.start = Some((line, column));
        }
    }

    fn next(&mut self) -> Result<Option<Token>, Failure> {
        match self.lexer.next_token() {
            Ok(Some(t)) => {
                self.before_last = self.last;
                self.last = (t.line, t.column);
                Ok(Some(t))
            }
            Ok(None) => Ok(None),
            Err(e) => {
                self.begin(e.line, e.column);
                Err(Failed::at(e.kind, e.line, e.column))
            }
        }
    }

    /// One game, or `None` when nothing but comments and whitespace is left.
    fn game(&mut self) -> Result<Option<PgnGame>, Failure> {
        let mut comments = Vec::new();
        let mut tags = Vec::new();
        let mut start = None;

        // The tag pair section, and comments before the first move.
        let first = loop {
            let Some(tok) = self.next()? else {
                if self.start.is_none() {
                    return Ok(None);
                }
                break None;
            };
            match tok.kind {
                TokenKind::Comment { text, style } => {
                    comments.push(Comment { text, style, line: tok.line, column: tok.column });
                }
                TokenKind::OpenBracket => {
                    self.begin(tok.line, tok.column);
                    if tags.len() >= MAX_TAGS {
                        return Err(Failed::at(PgnErrorKind::TooManyTags, tok.line, tok.column));
                    }
                    let (tag, fen) = self.tag_pair(tok.line, tok.column)?;
                    if let Some(fen) = fen
                        && start.is_none()
                    {
                        start = Some(fen);
                    }
                    tags.push(tag);
                }
                _ => break Some(tok),
            }
        };

        // The movetext.
        let mut lines = vec![Line { comments, moves: Vec::new(), line: 0, column: 0 }];
        let mut termination = None;
        if let Some(tok) = first {
            self.lexer.push_back(tok);
            // A streamed game's comments in the movetext are checked, not kept.
            self.lexer.keep_comments = self.sink.is_none();
            termination = match self.movetext(&mut lines, &tags, start.as_ref()) {
                Ok(termination) => termination,
                Err(failure) => {
                    // The mainline's last move waits for its annotations; at an error on the
                    // mainline it is handed over, so that a streamed game stands where the
                    // error is (inside a variation the mainline is not where the error is).
                    if let [main] = lines.as_mut_slice()
                        && let Some(sink) = self.sink.as_mut()
                        && let Some(last) = main.moves.pop()
                    {
                        sink(&tags, start.as_ref(), StreamEvent::Move(last));
                    }
                    self.failed_start = start;
                    return Err(failure);
                }
            };
        }
        let mut main = lines.pop().unwrap_or_else(|| Line::new(0, 0));
        if let Some(sink) = self.sink.as_mut()
            && let Some(last) = main.moves.pop()
        {
            sink(&tags, start.as_ref(), StreamEvent::Move(last));
        }
        let (line, column) = self.start.unwrap_or(self.last);

        let mut warnings = Vec::new();
        let warn = |kind, line, column| PgnWarning { kind, line, column };
        let find = |name: &str| tags.iter().find(|t: &&Tag| t.name == name);
        match (&start, find("SetUp")) {
            (Some(s), setup) if setup.is_none_or(|t| t.value != "1") => {
                warnings.push(warn(PgnWarningKind::FenWithoutSetUp, s.line, s.column));
            }
            (None, Some(t)) if t.value == "1" => warnings.push(warn(PgnWarningKind::SetUpWithoutFen, t.line, t.column)),
            _ => {}
        }
        if let Some(tag) = find("Result") {
            match (Outcome::from_marker(&tag.value), termination) {
                (None, _) => {
                    warnings.push(warn(PgnWarningKind::InvalidResultTag(tag.value.clone()), tag.line, tag.column));
                }
                (Some(t), Some(Termination { outcome: m, line, column })) if t != m => {
                    warnings.push(warn(PgnWarningKind::ResultMismatch { tag: t, marker: m }, line, column));
                }
                _ => {}
            }
        }
        if termination.is_none() {
            warnings.push(warn(PgnWarningKind::MissingTermination, self.last.0, self.last.1));
        }
        warnings.sort_by_key(|w| (w.line, w.column));

        Ok(Some(PgnGame {
            index: *self.games,
            line,
            column,
            tags,
            start,
            comments: main.comments,
            moves: main.moves,
            termination,
            warnings,
        }))
    }

    /// The rest of a tag pair after its `[`, and the start position if it is a `FEN` tag.
    fn tag_pair(&mut self, line: usize, column: usize) -> Result<(Tag, Option<StartPosition>), Failure> {
        let at = |tok: &Option<Token>| tok.as_ref().map_or((line, column), |t| (t.line, t.column));
        let bad = |problem, (line, column)| Failed::at(PgnErrorKind::BadTag(problem), line, column);

        let tok = self.next()?;
        let name = match tok {
            Some(Token { kind: TokenKind::Symbol(ref s), .. }) => s.to_string(),
            _ => return Err(bad(TagProblem::MissingName, at(&tok))),
        };
        let valid = name.chars().next().is_some_and(char::is_alphabetic)
            && name.chars().all(|c| c.is_alphanumeric() || c == '_');
        if !valid {
            return Err(bad(TagProblem::InvalidName(name), at(&tok)));
        }

        let tok = self.next()?;
        let Some(Token { kind: TokenKind::Str(quoted), line: value_line, .. }) = tok else {
            return Err(bad(TagProblem::MissingValue, at(&tok)));
        };
        let Quoted { value, first, escapes, end } = *quoted;

        let tok = self.next()?;
        if !matches!(tok, Some(Token { kind: TokenKind::CloseBracket, .. })) {
            return Err(bad(TagProblem::MissingBracket, at(&tok)));
        }

        let fen = if name == "FEN" {
            let column_of = |i: usize| super::lexer::string_column(&value, first, &escapes, end, i);
            let first = column_of(0);
            match Setup::from_fen(&value) {
                Ok(setup) => Some(StartPosition { fen: value.clone(), setup, line: value_line, column: first }),
                Err(error) => {
                    let column = error.column.checked_sub(1).map_or(end, column_of);
                    return Err(Failed::at(PgnErrorKind::BadFen { fen: value, error }, value_line, column));
                }
            }
        } else {
            None
        };
        Ok((Tag { name, value, line, column }, fen))
    }

    /// Reads moves, numbers, annotations, comments and variations up to the termination
    /// marker (returned), the next game's tags or the end of the input (`None`).
    fn movetext(
        &mut self,
        lines: &mut Vec<Line>,
        tags: &[Tag],
        start: Option<&StartPosition>,
    ) -> Result<Option<Termination>, Failure> {
        let mut number: Option<(u32, Option<Color>)> = None;
        loop {
            // Move numbers and plain moves, nearly every symbol of most movetext, are read
            // where they stand in the line; anything else is made a token as the lexer
            // makes it, and read below.
            if let Some((from, to, column)) = self.lexer.ascii_symbol() {
                let line = self.lexer.line();
                let text = self.lexer.slice(from, to);
                if text.bytes().all(|b| b.is_ascii_digit()) {
                    let n = text.parse().map_err(|_| text.to_owned());
                    self.read_at(line, column);
                    number = Some(self.move_number(n, line, column)?);
                    continue;
                }
                if let Some(san) = self.plain(text) {
                    let mv = PgnMove::new(san, MoveText::from(text), line, column, number.take(), Vec::new());
                    self.read_at(line, column);
                    self.push_move(lines, mv, tags, start);
                    continue;
                }
                let kind = TokenKind::Symbol(MoveText::from(text));
                self.lexer.push_back(Token { kind, line, column });
            }
            let Some(tok) = self.next()? else {
                return match unterminated(lines) {
                    Some(mut f) => {
                        f.skip = false;
                        Err(f)
                    }
                    None => Ok(None),
                };
            };
            let (line, column) = (tok.line, tok.column);
            self.begin(line, column);
            let unexpected = |c| Err(Failed::at(PgnErrorKind::UnexpectedCharacter(c), line, column));
            match tok.kind {
                TokenKind::Symbol(s) => {
                    // A move number; a move in the plain English short form, read at once
                    // (see `Self::plain`); the rest.
                    if s.bytes().all(|b| b.is_ascii_digit()) {
                        let n = s.parse().map_err(|_| s.to_string());
                        number = Some(self.move_number(n, line, column)?);
                    } else if let Some(san) = self.plain(&s) {
                        let mv = PgnMove::new(san, s, line, column, number.take(), Vec::new());
                        self.push_move(lines, mv, tags, start);
                    } else if let Some(outcome) = Outcome::from_marker(&s) {
                        return terminate(lines, outcome, line, column);
                    } else if s.chars().all(|c| c == '!' || c == '?') {
                        let nag = Nag::from_suffix(&s).ok_or_else(|| {
                            Failed::at(PgnErrorKind::BadSuffixAnnotation(s.to_string()), line, column)
                        })?;
                        annotate(lines, nag, line, column)?;
                    } else if s.ends_with('e') && self.en_passant_mark()? {
                        // `e.p.` after a pawn capture (Appendix C.9.3), read as `explain`
                        // reads it: apart (`exd6 e.p.`) it belongs to the move before;
                        // joined (`exd6e.p.`) it ends this one.
                        if s == "e" {
                            match top(lines).moves.last_mut() {
                                Some(last) => last.text = MoveText::concat(&[&last.text, " e.p."]),
                                None => {
                                    let text = "e.p.".to_owned();
                                    let error = crate::notation::SanError {
                                        kind: crate::notation::SanErrorKind::UnexpectedChar('.'),
                                        column: 2,
                                    };
                                    return Err(Failed::at(PgnErrorKind::BadMove { text, error }, line, column + 1));
                                }
                            }
                        } else {
                            let text = MoveText::concat(&[&s[..s.len() - 1], " e.p."]);
                            let mut mv = self.pgn_move(text, line, column, number.take())?;
                            mv.text = MoveText::concat(&[&s, ".p."]);
                            self.push_move(lines, mv, tags, start);
                        }
                    } else {
                        let mv = self.pgn_move(s, line, column, number.take())?;
                        self.push_move(lines, mv, tags, start);
                    }
                }
                TokenKind::Asterisk => return terminate(lines, Outcome::Unknown, line, column),
                TokenKind::Nag(n) => annotate(lines, Nag(n), line, column)?,
                TokenKind::Comment { .. } if self.sink.is_some() => {}
                TokenKind::Comment { text, style } => {
                    let comment = Comment { text, style, line, column };
                    let current = top(lines);
                    match current.moves.last_mut() {
                        Some(m) => m.comments.push(comment),
                        None => current.comments.push(comment),
                    }
                }
                TokenKind::OpenParen => {
                    if lines.len() > MAX_VARIATION_DEPTH {
                        return Err(Failed::at(PgnErrorKind::VariationTooDeep, line, column));
                    }
                    if top(lines).moves.is_empty() {
                        return Err(Failed::at(PgnErrorKind::VariationWithoutMove, line, column));
                    }
                    number = None;
                    lines.push(Line::new(line, column));
                    if let Some(sink) = self.sink.as_mut() {
                        sink(tags, start, StreamEvent::VariationStart);
                    }
                }
                TokenKind::CloseParen => {
                    if lines.len() < 2 {
                        return Err(Failed::at(PgnErrorKind::UnmatchedParenthesis, line, column));
                    }
                    number = None;
                    let done = lines.pop();
                    if let Some(sink) = self.sink.as_mut() {
                        if let Some(last) = done.and_then(|mut d| d.moves.pop()) {
                            sink(tags, start, StreamEvent::Move(last));
                        }
                        sink(tags, start, StreamEvent::VariationEnd);
                    } else if let Some(done) = done
                        && let Some(parent) = top(lines).moves.last_mut()
                    {
                        let Line { comments, moves, line, column } = done;
                        parent.variations.push(Variation { comments, moves, line, column });
                    }
                }
                TokenKind::OpenBracket => {
                    // The next game's tags: this game ends here, without a marker.
                    self.last = self.before_last;
                    self.lexer.push_back(Token { kind: TokenKind::OpenBracket, line, column });
                    return match unterminated(lines) {
                        Some(mut f) => {
                            f.skip = false;
                            Err(f)
                        }
                        None => Ok(None),
                    };
                }
                TokenKind::CloseBracket => return unexpected(']'),
                TokenKind::Str(_) => return unexpected('"'),
                TokenKind::Period => return unexpected('.'),
            }
        }
    }

    /// A token read where it stands in the line, at `line` and `column`, as [`Self::next`]
    /// notes it, and [`Self::begin`] too.
    fn read_at(&mut self, line: usize, column: usize) {
        self.before_last = self.last;
        self.last = (line, column);
        self.begin(line, column);
    }

    /// A move in the plain English short form, read from its bytes ([`super::san::plain`]),
    /// when the reader's alphabets read such moves so too. Such a move is taken at once,
    /// before the checks for a termination marker, a free-standing annotation and `e.p.`:
    /// none of them reads as one (the move ends with a rank, a piece letter, `O`, `0`, `+`
    /// or `#`), and it has no suffix annotation to take off — so it is the move that
    /// [`Self::pgn_move`] reads.
    fn plain(&self, text: &str) -> Option<San> {
        if self.plain { super::san::plain(text.as_bytes()) } else { None }
    }

    /// A move number (`12`: its digits read, or their text when they are not a number),
    /// with the side its periods give it: none, `12.` White, `12...` Black.
    fn move_number(
        &mut self,
        n: Result<u32, String>,
        line: usize,
        column: usize,
    ) -> Result<(u32, Option<Color>), Failure> {
        let n = n.map_err(|text| Failed::at(PgnErrorKind::BadMoveNumber(text), line, column))?;
        let side = match self.lexer.periods() {
            0 => None,
            1 => Some(Color::White),
            _ => Some(Color::Black),
        };
        Ok((n, side))
    }

    /// Whether `.p.` follows (the rest of `e.p.`), consuming it if so. A period after the
    /// `e` that does not start `.p.` is consumed too: no notation has one there, and the
    /// move is then an error anyway.
    fn en_passant_mark(&mut self) -> Result<bool, Failure> {
        if !self.lexer.next_is_period() {
            return Ok(false);
        }
        match self.next()? {
            Some(Token { kind: TokenKind::Symbol(p), .. }) if p == "p" && self.lexer.next_is_period() => Ok(true),
            Some(tok) => {
                self.lexer.push_back(tok);
                Ok(false)
            }
            None => Ok(false),
        }
    }

    /// Adds a move to the line being read. Streaming, a line keeps only its last move (for
    /// the annotations after it), and its previous move goes to the sink.
    fn push_move(&mut self, lines: &mut Vec<Line>, mv: PgnMove, tags: &[Tag], start: Option<&StartPosition>) {
        let mainline = lines.len() <= 1;
        if mainline {
            self.plies += 1;
        }
        let line = top(lines);
        if let Some(sink) = self.sink.as_mut()
            && let Some(previous) = line.moves.pop()
        {
            sink(tags, start, StreamEvent::Move(previous));
        }
        line.moves.push(mv);
    }

    /// A move symbol: algebraic notation, maybe followed by a suffix annotation.
    fn pgn_move(
        &self,
        text: MoveText,
        line: usize,
        column: usize,
        number: Option<(u32, Option<Color>)>,
    ) -> Result<PgnMove, Failure> {
        let body = text.trim_end_matches(['!', '?']);
        let suffix = &text[body.len()..];
        let mut nags = Vec::new();
        if !suffix.is_empty() {
            let Some(nag) = Nag::from_suffix(suffix) else {
                let at = column + body.chars().count();
                return Err(Failed::at(PgnErrorKind::BadSuffixAnnotation(suffix.to_owned()), line, at));
            };
            nags.push(nag);
        }
        let plain = if self.plain { super::san::plain(body.as_bytes()) } else { None };
        let san = match plain.map_or_else(|| San::parse_with(body, self.alphabets), Ok) {
            Ok(san) => san,
            // A result written as Russian scoresheets and crosstables write it («1/2»,
            // «½-½», «1:0», «1–0») is said to be a result PGN does not write so, not a
            // malformed move about promotion (review 32a, G-3); at its first character.
            Err(_) if written_as_result(body) => {
                return Err(Failed::at(PgnErrorKind::BadResult(text.to_string()), line, column));
            }
            Err(error) => {
                // At the token's last character when the record ends too soon («x»), not
                // one past it (review 32d, G-6).
                let last = body.chars().count().saturating_sub(1);
                let at = column + error.column.saturating_sub(1).min(last);
                return Err(Failed::at(PgnErrorKind::BadMove { text: text.to_string(), error }, line, at));
            }
        };
        Ok(PgnMove::new(san, text, line, column, number, nags))
    }
}

impl PgnMove {
    /// A move as read, with the number and side written before it, no comments or
    /// variations yet.
    fn new(
        san: San,
        text: MoveText,
        line: usize,
        column: usize,
        number: Option<(u32, Option<Color>)>,
        nags: Vec<Nag>,
    ) -> PgnMove {
        PgnMove {
            san,
            text,
            line,
            column,
            number: number.map(|(n, _)| n),
            side: number.and_then(|(_, side)| side),
            nags,
            comments: Vec::new(),
            variations: Vec::new(),
        }
    }
}

/// The line being read (the innermost open variation, or the mainline).
fn top(lines: &mut Vec<Line>) -> &mut Line {
    if lines.is_empty() {
        lines.push(Line::new(0, 0));
    }
    let last = lines.len() - 1;
    &mut lines[last]
}

/// The error for a variation still open at the end of the game.
fn unterminated(lines: &[Line]) -> Option<Failure> {
    match lines {
        [_, .., open] => Some(Failed::at(PgnErrorKind::UnterminatedVariation, open.line, open.column)),
        _ => None,
    }
}

fn terminate(lines: &[Line], outcome: Outcome, line: usize, column: usize) -> Result<Option<Termination>, Failure> {
    match unterminated(lines) {
        Some(f) => Err(f),
        None => Ok(Some(Termination { outcome, line, column })),
    }
}

/// Gives an annotation glyph to the last move of the current line.
fn annotate(lines: &mut Vec<Line>, nag: Nag, line: usize, column: usize) -> Result<(), Failure> {
    match top(lines).moves.last_mut() {
        Some(m) => {
            m.nags.push(nag);
            Ok(())
        }
        None => Err(Failed::at(PgnErrorKind::NagWithoutMove, line, column)),
    }
}

/// Whether a token that is not a move is a game result written another way than PGN's:
/// digits (or `½`) and the signs results are written with, beginning with a digit or `½`.
fn written_as_result(token: &str) -> bool {
    token.starts_with(|c: char| c.is_ascii_digit() || c == '½')
        && token.chars().any(|c| matches!(c, '½' | '/' | ':' | '-' | '–' | '—' | ','))
        && token.chars().all(|c| c.is_ascii_digit() || matches!(c, '½' | '/' | ':' | '-' | '–' | '—' | ',' | '.'))
}
