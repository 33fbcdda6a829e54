//! A game with its history: the positions seen, the end of the game (Article 5, Article
//! 9.6) and the draws a player may claim (Articles 9.2, 9.3).
//!
//! "The same position" is exactly Article 9.2.3's: the same player to move, the same
//! pieces on the same squares, and the same possible moves — so an en passant square counts
//! only when an en passant capture is actually possible (9.2.3.1), and castling rights
//! count as they really are, a right lost only once the king or rook has moved
//! (9.2.3.2). [`RepetitionKey`] is that identity.

use std::cell::Cell;

use rustc_hash::FxHashMap;

use crate::laws::dead_position::{self, DeadPosition, HelpmateSearch, StaticMemo};
use crate::{Board, CastlingRights, Color, Edition, Move, MoveKind, MoveList, Position, RuleId, Square};

/// A position as Article 9.2.3 compares positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepetitionKey {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    en_passant: Option<Square>,
}

impl RepetitionKey {
    /// The key of a position: the recorded en passant square counts only if an en passant
    /// capture is possible (9.2.3.1); castling rights as recorded — lost only once the king
    /// or the rook has moved (9.2.3.2).
    pub fn of(pos: &Position) -> RepetitionKey {
        RepetitionKey {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castling_rights(),
            en_passant: pos.legal_ep_square(),
        }
    }

    /// [`RepetitionKey::of`] a position whose legal moves are `legal` (they say whether an
    /// en passant capture is possible, without generating them again).
    fn among(pos: &Position, legal: &[Move]) -> RepetitionKey {
        let en_passant = pos.ep_square().filter(|_| legal.iter().any(|m| m.kind == MoveKind::EnPassant));
        RepetitionKey { board: pos.board().clone(), turn: pos.turn(), castling: pos.castling_rights(), en_passant }
    }
}

/// Every square set of the board folded into one word, then the side to move, castling and
/// en passant: equal keys hash alike (a hash table of positions hashes one key a ply, so
/// two words instead of one per set and field).
impl std::hash::Hash for RepetitionKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        use crate::Role;
        let b = &self.board;
        let roles = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
        let sets = roles
            .iter()
            .zip([7, 15, 23, 31, 39, 47])
            .fold(b.by_color(Color::White).0, |folded, (&role, turn)| folded ^ b.by_role(role).0.rotate_left(turn));
        state.write_u64(sets);
        let ep = self.en_passant.map_or(64, |sq| sq as u64);
        state.write_u64(self.turn as u64 | u64::from(self.castling.bits()) << 1 | ep << 9);
    }
}

/// How a game ended by itself, without a claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Article 5.1.1: the player to move is checkmated.
    Checkmate {
        /// The winner.
        winner: Color,
    },
    /// Article 5.2.1: the player to move has no legal move and is not in check.
    Stalemate,
    /// Article 5.2.2: neither player can checkmate by any series of legal moves.
    DeadPosition(DeadPosition),
    /// Article 9.6.1: the same position has appeared at least five times.
    FivefoldRepetition {
        /// How many times it has appeared.
        times: usize,
    },
    /// Article 9.6.2: seventy-five moves by each player without a pawn move or capture.
    SeventyFiveMoves {
        /// The half-move clock.
        halfmoves: u32,
    },
}

impl Ending {
    /// How a position in which the player to move has no legal move ends the game:
    /// checkmate when that player's king is in check (5.1.1), else stalemate (5.2.1).
    pub fn without_legal_moves(pos: &Position) -> Ending {
        if pos.is_check() { Ending::Checkmate { winner: !pos.turn() } } else { Ending::Stalemate }
    }

    /// The rule that ends the game.
    pub fn rule(&self) -> RuleId {
        match self {
            Ending::Checkmate { .. } => RuleId::Checkmate,
            Ending::Stalemate => RuleId::Stalemate,
            Ending::DeadPosition(_) => RuleId::DeadPosition,
            Ending::FivefoldRepetition { .. } => RuleId::FivefoldRepetition,
            Ending::SeventyFiveMoves { .. } => RuleId::SeventyFiveMoves,
        }
    }

    /// The stable name used in JSON: `checkmate`, `stalemate`, `dead-position`,
    /// `fivefold-repetition`, `seventy-five-moves`.
    pub fn kind(&self) -> &'static str {
        match self {
            Ending::Checkmate { .. } => "checkmate",
            Ending::Stalemate => "stalemate",
            Ending::DeadPosition(_) => "dead-position",
            Ending::FivefoldRepetition { .. } => "fivefold-repetition",
            Ending::SeventyFiveMoves { .. } => "seventy-five-moves",
        }
    }

    /// The result it gives: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self {
            Ending::Checkmate { winner: Color::White } => "1-0",
            Ending::Checkmate { winner: Color::Black } => "0-1",
            _ => "1/2-1/2",
        }
    }
}

/// A draw the player having the move may claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Article 9.2.2: the same position has just appeared for at least the third time.
    ThreefoldRepetition {
        /// How many times it has appeared.
        times: usize,
    },
    /// Article 9.2.1: the player may write this move and declare it: it makes the same
    /// position appear for at least the third time.
    ThreefoldRepetitionAboutToAppear {
        /// A move that does it.
        mv: Move,
        /// How many times the position will have appeared.
        times: usize,
    },
    /// Article 9.3.2: the last fifty moves by each player had no pawn move and no capture.
    FiftyMoves {
        /// The half-move clock.
        halfmoves: u32,
    },
    /// Article 9.3.1: the player may write this move and declare it: it completes fifty
    /// moves by each player without a pawn move or capture.
    FiftyMovesAboutToBeMade {
        /// A move that does it.
        mv: Move,
    },
}

impl Claim {
    /// The rule the claim rests on.
    pub fn rule(&self) -> RuleId {
        match self {
            Claim::ThreefoldRepetition { .. } => RuleId::ThreefoldRepetition,
            Claim::ThreefoldRepetitionAboutToAppear { .. } => RuleId::ThreefoldRepetitionAboutToAppear,
            Claim::FiftyMoves { .. } => RuleId::FiftyMoves,
            Claim::FiftyMovesAboutToBeMade { .. } => RuleId::FiftyMovesAboutToBeMade,
        }
    }

    /// The stable name used in JSON: `threefold-repetition` or `fifty-moves`.
    pub fn kind(&self) -> &'static str {
        match self {
            Claim::ThreefoldRepetition { .. } | Claim::ThreefoldRepetitionAboutToAppear { .. } => {
                "threefold-repetition"
            }
            Claim::FiftyMoves { .. } | Claim::FiftyMovesAboutToBeMade { .. } => "fifty-moves",
        }
    }

    /// The move to declare, for the claims "about to" happen.
    pub fn declared_move(&self) -> Option<Move> {
        match self {
            Claim::ThreefoldRepetitionAboutToAppear { mv, .. } | Claim::FiftyMovesAboutToBeMade { mv } => Some(*mv),
            _ => None,
        }
    }
}

/// A game: a start position and the legal moves played from it.
///
/// What the Laws need of the past is kept in constant memory whatever the game's length:
/// the positions since the last irreversible move (a capture or a pawn move — no earlier
/// position can appear again, Article 9.2.3), and the first move of each king and rook
/// from its initial square (for the castling messages of 3.8.2.1.1–2). [`Game::new`]
/// also keeps every position and move played, for [`Game::position_at`] and
/// [`Game::moves`]; [`Game::bounded`] does not, and replays a game of any length in
/// constant memory.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    current: Position,
    /// The legal moves of `current`, generated into this list whenever `current` changes
    /// (in place: a list is 2 KiB): the move read, the repetition key, the ending and the
    /// claims of a ply all use it.
    legal: MoveList,
    plies: usize,
    /// The move just played: an en passant capture refused after it says whether the pawn
    /// beside came one square (3.7.3.1) or two a move too early (3.7.3.2; review 32e, H-9).
    last_move: Option<Move>,
    /// Every position (the start first) and move, when the whole history is kept.
    history: Option<(Vec<Position>, Vec<Move>)>,
    /// The positions since the last irreversible move, and how often each has appeared.
    seen: FxHashMap<RepetitionKey, usize>,
    /// How many times the current position has appeared (its count in `seen`, kept here
    /// so that the ending and the claims of a ply do not look it up again).
    times: usize,
    /// How many distinct positions have appeared at least twice, by side to move: only
    /// those can appear a third time (Article 9.2.1).
    twice: [usize; 2],
    /// By colour: the first move from the king's initial square and from each rook's
    /// (queenside, kingside), by a piece of that kind: the piece, the move number, the ply.
    first_moves: [[Option<(crate::Placed, u32, usize)>; 3]; 2],
    dead_search: HelpmateSearch,
    /// Which static dead-position proofs are known to fail in the current position (they
    /// are not tried again after a quiet piece move; `laws::dead_position::StaticMemo`).
    dead_memo: Cell<StaticMemo>,
    /// The edition whose rules decide how the game ends.
    edition: Edition,
    /// Whether fivefold repetition and seventy-five moves end the game under `edition`
    /// (Article 9.6, since 2014).
    fivefold: bool,
    seventy_five: bool,
}

/// The positions a game's repetition table holds before it first grows.
const SEEN_CAPACITY: usize = 32;

impl Game {
    /// A game from a position, keeping its whole history.
    pub fn new(start: Position) -> Game {
        let mut game = Game::bounded(start);
        game.history = Some((vec![game.start.clone()], Vec::new()));
        game
    }

    /// A game from a position that keeps only what the Laws need (see [`Game`]): memory
    /// does not grow with the number of moves.
    ///
    /// ```
    /// use arbiter::{Game, Position};
    ///
    /// let mut game = Game::bounded(Position::new());
    /// for _ in 0..1000 {
    ///     for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///         let m = game.position().legal_moves().iter().copied().find(|x| x.uci() == m).unwrap();
    ///         game.play_unchecked(m);
    ///     }
    /// }
    /// assert_eq!((game.plies(), game.repetitions()), (4000, 1001));
    /// assert_eq!(game.position_at(1), None); // not kept
    /// ```
    pub fn bounded(start: Position) -> Game {
        let legal = start.legal_moves();
        let key = RepetitionKey::among(&start, &legal);
        // Room for a run of quiet moves, so that the table does not regrow in most games.
        let mut seen = FxHashMap::with_capacity_and_hasher(SEEN_CAPACITY, Default::default());
        seen.insert(key, 1);
        Game {
            legal,
            current: start.clone(),
            start,
            plies: 0,
            last_move: None,
            history: None,
            seen,
            times: 1,
            twice: [0; 2],
            first_moves: [[None; 3]; 2],
            dead_search: HelpmateSearch::OFF,
            dead_memo: Cell::default(),
            edition: Edition::E2023,
            fivefold: true,
            seventy_five: true,
        }
    }

    /// Decides the game's endings by the rules of `edition` (2023 by default): under the
    /// 2009 and 2005 editions fivefold repetition and seventy-five moves end no game — they
    /// came into the Laws in 2014 — while threefold repetition and fifty moves stay claims.
    pub fn with_edition(mut self, edition: Edition) -> Game {
        self.edition = edition;
        self.fivefold = crate::rulebook::rule_in_force(RuleId::FivefoldRepetition, edition);
        self.seventy_five = crate::rulebook::rule_in_force(RuleId::SeventyFiveMoves, edition);
        self
    }

    /// The edition whose rules decide how the game ends.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// Sets how hard to look for a helpmate when deciding whether a position is dead
    /// (off by default: only the static proofs of `laws::dead_position` are used, which
    /// never call a live position dead).
    pub fn with_dead_position_search(mut self, search: HelpmateSearch) -> Game {
        self.dead_search = search;
        self.dead_memo = Cell::default();
        self
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The legal moves of the current position (Article 3.10.1), as
    /// [`Position::legal_moves`] gives them: generated once per position, as it is reached.
    ///
    /// ```
    /// use arbiter::{Game, Position};
    ///
    /// let mut game = Game::new(Position::new());
    /// assert_eq!(game.legal_moves().len(), 20);
    /// let e4 = game.legal_moves().iter().copied().find(|m| m.uci() == "e2e4").unwrap();
    /// game.play_unchecked(e4);
    /// assert_eq!(game.legal_moves()[..], game.position().legal_moves()[..]);
    /// ```
    pub fn legal_moves(&self) -> &MoveList {
        &self.legal
    }

    /// Rules on a move written in algebraic notation in the current position, with the
    /// game's history in mind: [`adjudicate_san`](crate::laws::notation::adjudicate_san)
    /// and [`Game::with_history`], the position's legal moves generated only once.
    pub fn adjudicate_san(&self, san: &crate::notation::San) -> crate::Ruling {
        self.with_history(crate::laws::notation::adjudicate_san_among(self.position(), self.legal_moves(), san))
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played, when the whole history is kept ([`Game::new`]).
    pub fn moves(&self) -> Option<&[Move]> {
        self.history.as_ref().map(|(_, moves)| moves.as_slice())
    }

    /// Half-moves played.
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// Plays a move; refuses an illegal one with the adjudicator's ruling.
    pub fn play(&mut self, m: Move) -> Result<(), crate::Illegal> {
        let next = self.position().play(m)?;
        self.push(m, next);
        Ok(())
    }

    /// Plays a move known to be legal in the current position.
    pub fn play_unchecked(&mut self, m: Move) {
        let mut next = self.position().clone();
        next.play_unchecked(m);
        self.push(m, next);
    }

    fn push(&mut self, m: Move, next: Position) {
        self.plies += 1;
        self.last_move = Some(m);
        self.dead_memo.set(self.dead_memo.get().after(&self.current, m));
        self.note_first_move(m);
        if next.halfmove_clock() == 0 {
            // A capture or a pawn move: no position before it can appear again.
            self.seen.clear();
            self.twice = [0; 2];
        }
        self.current = next;
        self.current.legal_moves_into(&mut self.legal);
        // The en passant square counts only if a capture there is legal (9.2.3.1).
        let key = RepetitionKey::among(&self.current, &self.legal);
        let turn = key.turn;
        let count = self.seen.entry(key).or_insert(0);
        *count += 1;
        if *count == 2 {
            self.twice[turn as usize] += 1;
        }
        self.times = *count;
        if let Some((positions, moves)) = &mut self.history {
            positions.push(self.current.clone());
            moves.push(m);
        }
    }

    /// Records the first move of a king or rook from its initial square.
    fn note_first_move(&mut self, m: Move) {
        use crate::{CastlingSide, Role};
        let before = &self.current;
        let Some(mover) = before.board().piece_at(m.from) else { return };
        let color = mover.color;
        let slot = match mover.role {
            Role::King if m.from == CastlingSide::king_from(color) => 0,
            Role::Rook if m.from == CastlingSide::QueenSide.rook_from(color) => 1,
            Role::Rook if m.from == CastlingSide::KingSide.rook_from(color) => 2,
            _ => return,
        };
        let first = &mut self.first_moves[color as usize][slot];
        if first.is_none() {
            *first = Some((crate::Placed::new(mover, m.from), before.fullmove_number(), self.plies));
        }
    }

    /// How many times the current position has appeared (Article 9.2.3), this time included.
    pub fn repetitions(&self) -> usize {
        self.times
    }

    /// Whether the game has ended by itself in the current position, and how. Checkmate
    /// takes precedence (Article 9.6.2, last sentence), then stalemate, a dead position,
    /// fivefold repetition, seventy-five moves — the last two only under an edition that has
    /// them ([`Game::with_edition`]).
    pub fn ending(&self) -> Option<Ending> {
        let pos = self.position();
        if self.legal_moves().is_empty() {
            return Some(Ending::without_legal_moves(pos));
        }
        let mut memo = self.dead_memo.get();
        let dead = dead_position::is_dead_position_memo(pos, self.dead_search, &mut memo, true);
        self.dead_memo.set(memo);
        if dead.is_dead() {
            return Some(Ending::DeadPosition(dead));
        }
        let times = self.repetitions();
        if self.fivefold && times >= 5 {
            return Some(Ending::FivefoldRepetition { times });
        }
        if self.seventy_five && pos.halfmove_clock() >= 150 {
            return Some(Ending::SeventyFiveMoves { halfmoves: pos.halfmove_clock() });
        }
        None
    }

    /// The draws the player having the move may claim now — none once the game has
    /// ended on the board.
    pub fn claims(&self) -> Vec<Claim> {
        self.status().1
    }

    /// How the game stands in the current position: its ending, if it has ended on the
    /// board, else the draws the player having the move may claim — computed together.
    pub fn status(&self) -> (Option<Ending>, Vec<Claim>) {
        match self.ending() {
            Some(ending) => (Some(ending), Vec::new()),
            None => (None, self.claims_in_play()),
        }
    }

    fn claims_in_play(&self) -> Vec<Claim> {
        let pos = self.position();
        let mut out = Vec::new();
        let times = self.repetitions();
        if times >= 3 {
            out.push(Claim::ThreefoldRepetition { times });
        }
        if let Some((mv, times)) = self.repetition_about_to_appear() {
            out.push(Claim::ThreefoldRepetitionAboutToAppear { mv, times });
        }
        if pos.halfmove_clock() >= 100 {
            out.push(Claim::FiftyMoves { halfmoves: pos.halfmove_clock() });
        } else if pos.halfmove_clock() == 99 {
            let quiet = self.legal_moves().iter().copied().find(|m| {
                !matches!(m.kind, MoveKind::EnPassant | MoveKind::DoubleStep | MoveKind::Promotion(_))
                    && !pos.board().occupied().contains(m.to)
                    && pos.board().role_at(m.from) != Some(crate::Role::Pawn)
            });
            if let Some(mv) = quiet {
                out.push(Claim::FiftyMovesAboutToBeMade { mv });
            }
        }
        out
    }

    /// A move that makes a position appear for the third time, if any (9.2.1).
    fn repetition_about_to_appear(&self) -> Option<(Move, usize)> {
        let pos = self.position();
        let them = !pos.turn();
        // Only positions seen twice, with the opponent to move, can be repeated a third time.
        if self.twice[them as usize] == 0 {
            return None;
        }
        self.legal_moves().iter().find_map(|&m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            let n = self.seen.get(&RepetitionKey::of(&next)).copied().unwrap_or(0);
            (n >= 2).then_some((m, n + 1))
        })
    }

    /// Rules on a move in the current position with the game's history in mind: a castling
    /// the position alone can only call "right lost" (3.8.2.1) is ruled as the king's or
    /// the rook's earlier move, with the move number (3.8.2.1.1, 3.8.2.1.2).
    pub fn adjudicate(&self, attempt: crate::Attempt) -> crate::Ruling {
        let ruling = crate::adjudicate(self.position(), attempt);
        self.with_history(ruling)
    }

    /// As [`Game::adjudicate`], for a ruling already made on the current position.
    pub fn with_history(&self, ruling: crate::Ruling) -> crate::Ruling {
        use crate::{Ruling, Violation};
        let Ruling::Illegal(mut illegal) = ruling else { return ruling };
        for v in &mut illegal.violations {
            // 3.7.3.1: the pawn beside came one square on the move just made — it did not
            // advance two squares, so nothing was "too late" (review 32e, H-9).
            if let Violation::EnPassantNotImmediately { to, victim, one_square_from, .. } = v {
                if self.last_move.is_some_and(|m| m.to == victim.square && m.from == *to) {
                    *one_square_from = Some(*to);
                }
                continue;
            }
            let Violation::CastlingRightLost { color, side } = *v else { continue };
            let slot = match side {
                crate::CastlingSide::QueenSide => 1,
                crate::CastlingSide::KingSide => 2,
            };
            let moves = &self.first_moves[color as usize];
            // The earlier of the king's first move and this rook's.
            let earlier = [moves[0], moves[slot]].into_iter().flatten().min_by_key(|&(_, _, ply)| ply);
            if let Some((piece, move_number, _)) = earlier {
                *v = Violation::CastlingPieceMovedEarlier { color, side, piece, move_number };
            }
        }
        Ruling::Illegal(illegal)
    }

    /// The position after `ply` half-moves (0 is the start), when the whole history is
    /// kept ([`Game::new`]).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.history.as_ref().and_then(|(positions, _)| positions.get(ply))
    }
}
