//! Article 5.2.2: the dead position — and the one-sided question of Articles 5.1.2, 6.9
//! and 7.5.5, whether one player can still checkmate at all.
//!
//! Summary of the Laws (our words, not the official text): the game is drawn when a
//! position arises in which neither player can checkmate the opponent's king by any series
//! of legal moves. Articles 5.1.2 (resignation), 6.9 (loss on time) and 7.5.5 (a second
//! illegal move) ask the same question of one player: the game is drawn instead of lost
//! when the opponent could not checkmate by any possible series of legal moves — a
//! *helpmate*, the other side cooperating, is enough to say that the player can.
//!
//! Deciding this exactly is a search problem of unbounded depth. The procedure here is
//! **sound**: it answers [`Mateability::CannotMate`] only with a proof (a typed
//! [`CannotMateReason`]), [`Mateability::CanMate`] only with a witness (a [`Helpmate`]
//! line that ends in checkmate, checked move by move), and [`Mateability::Undetermined`]
//! otherwise. The methods, in the order they are tried:
//!
//! 1. the game is already over: checkmate or stalemate on the board;
//! 2. material that can never mate, whatever the placement: a lone king; a king and a
//!    knight against a bare king; kings and bishops only, every bishop on squares of one
//!    colour;
//! 3. a blockade: every pawn is frozen for ever, and a reachability argument (flood fills
//!    of the squares each piece can ever reach) shows that the player can never give
//!    check, or never one without a flight square;
//! 4. a bounded cooperative search for a short helpmate (see [`HelpmateSearch`]).
//!
//! `docs/dead-positions.md` states each argument and its limits, with examples.

use std::collections::HashSet;

use crate::attacks::{self, king_attacks, pawn_attacks};
use crate::{Bitboard, Board, CastlingRights, Color, Move, Position, Role, RuleId, Square};

/// Whether a player can still checkmate the opponent by some series of legal moves, the
/// opponent cooperating (Articles 5.1.2, 5.2.2, 6.9, 7.5.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mateability {
    /// The player cannot checkmate by any series of legal moves; the reason is a proof.
    CannotMate(CannotMateReason),
    /// The player can checkmate: here is a series of legal moves that does it.
    CanMate(Helpmate),
    /// Neither could be shown within the methods and bounds used.
    Undetermined,
}

impl Mateability {
    /// Whether it is proven that the player cannot mate.
    pub fn cannot_mate(&self) -> bool {
        matches!(self, Mateability::CannotMate(_))
    }

    /// Whether it is proven (by a helpmate line) that the player can mate.
    pub fn can_mate(&self) -> bool {
        matches!(self, Mateability::CanMate(_))
    }

    /// The reason, when the player cannot mate.
    pub fn reason(&self) -> Option<&CannotMateReason> {
        match self {
            Mateability::CannotMate(reason) => Some(reason),
            _ => None,
        }
    }
}

/// A series of legal moves from a position, both players cooperating, that ends with
/// `player` checkmating the opponent. Empty when the opponent is already checkmated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Helpmate {
    /// The player who gives checkmate.
    pub player: Color,
    /// The moves, the side to move first; the last one is the checkmate.
    pub moves: Vec<Move>,
}

impl Helpmate {
    /// Plays the line from `pos` through the adjudicator ([`Position::play`]) and tells
    /// whether every move is legal and the last position is `player` checkmating the
    /// opponent.
    pub fn verify(&self, pos: &Position) -> bool {
        let mut pos = pos.clone();
        for &m in &self.moves {
            match pos.play(m) {
                Ok(next) => pos = next,
                Err(_) => return false,
            }
        }
        pos.turn() != self.player && pos.is_check() && pos.legal_moves().is_empty()
    }
}

/// Why a player cannot checkmate. Each variant carries the facts its explanation names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CannotMateReason {
    /// The side to move has no legal move: the game is already over by checkmate
    /// (Article 5.1.1) or stalemate (Article 5.2.1), and no series of moves follows.
    NoLegalMoves {
        /// The side to move, which has no legal move.
        side_to_move: Color,
        /// Whether it is in check (checkmated) or not (stalemated).
        in_check: bool,
    },
    /// The player has only the king left, and a king never gives check (Article 3.9.1).
    LoneKing {
        /// The player.
        player: Color,
        /// The square of the player's king.
        king: Square,
    },
    /// King and knight against a bare king, no other piece on the board: no position of
    /// these pieces is checkmate.
    KnightAgainstBareKing {
        /// The player with the knight.
        player: Color,
        /// The knight's square.
        knight: Square,
    },
    /// Only kings and bishops on the board, every bishop (of either side, promoted ones
    /// included) on squares of one colour: the mated king would need its squares of the
    /// other colour covered by the opposing king alone, which is impossible.
    BishopsOfOneColour {
        /// The colour of the bishops' squares ([`Color::White`] for light squares).
        square_color: Color,
        /// The squares of all the bishops.
        bishops: Bitboard,
    },
    /// No pawn can ever move again, and no piece can ever cross or break the pawn
    /// structure; within the squares the opponent's king can ever reach, the player can
    /// never give check — or only on squares where the king always keeps a flight square.
    Blockade {
        /// The player.
        player: Color,
        /// The pawns, which can never move (all the pawns on the board).
        pawns: Bitboard,
        /// Every square the opponent's king can ever reach.
        king_region: Bitboard,
        /// The squares of `king_region` where the player could ever give check (empty when
        /// the player can never give check at all); none of them can be checkmate.
        check_squares: Bitboard,
    },
}

impl CannotMateReason {
    /// The player the reason is about (for [`CannotMateReason::NoLegalMoves`] and
    /// [`CannotMateReason::BishopsOfOneColour`], which hold for both, `None`).
    pub fn player(&self) -> Option<Color> {
        match *self {
            CannotMateReason::LoneKing { player, .. }
            | CannotMateReason::KnightAgainstBareKing { player, .. }
            | CannotMateReason::Blockade { player, .. } => Some(player),
            CannotMateReason::NoLegalMoves { .. } | CannotMateReason::BishopsOfOneColour { .. } => None,
        }
    }
}

/// The verdict on a whole position under Article 5.2.2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeadPosition {
    /// Neither player can checkmate: the game is drawn. One proof for each player.
    Dead {
        /// Why White cannot checkmate.
        white: CannotMateReason,
        /// Why Black cannot checkmate.
        black: CannotMateReason,
    },
    /// A player can checkmate: the position is not dead. The line is the proof.
    NotDead(Helpmate),
    /// Neither could be shown within the methods and bounds used.
    Undetermined,
}

impl DeadPosition {
    /// Whether the position is proven dead.
    pub fn is_dead(&self) -> bool {
        matches!(self, DeadPosition::Dead { .. })
    }

    /// The rule that ends the game, when the position is dead.
    pub fn rule(&self) -> Option<RuleId> {
        self.is_dead().then_some(RuleId::DeadPosition)
    }
}

/// The bounds of the cooperative search for a helpmate, in two stages, both bounded.
///
/// 1. Exhaustive: iterative deepening two plies at a time (so that the player gives the
///    last move) up to `max_plies`, stopping when it has visited `max_nodes` positions.
/// 2. Guided, in positions of at most [`HelpmateSearch::GUIDED_MAX_PIECES`] pieces: a
///    best-first search for a helpmate of any length, expanding the positions nearest to a
///    mate by a heuristic first (the opponent's king cornered and short of flight squares,
///    the pieces close to it), at most `guided_nodes` expansions (each generates every
///    move of a position and plays it).
///
/// Either stage only ever proves that a mate exists, never that none does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HelpmateSearch {
    /// The longest helpmate the exhaustive stage looks for, in half-moves.
    pub max_plies: u32,
    /// The most positions the exhaustive stage visits (each costs one legal-move
    /// generation).
    pub max_nodes: u64,
    /// The most positions the guided stage expands (0: no guided stage).
    pub guided_nodes: u64,
}

impl HelpmateSearch {
    /// No search: only the static proofs (material, blockade) and the position on the board.
    pub const OFF: HelpmateSearch = HelpmateSearch { max_plies: 0, max_nodes: 0, guided_nodes: 0 };
    /// The default: exhaustive up to six half-moves and 5,000 positions, then 2,000 guided
    /// expansions (milliseconds; tens of milliseconds at worst in an unoptimised build).
    pub const DEFAULT: HelpmateSearch = HelpmateSearch { max_plies: 6, max_nodes: 5_000, guided_nodes: 2_000 };
    /// The guided stage runs only in positions with at most this many pieces (kings
    /// included): its heuristic is made for endings.
    pub const GUIDED_MAX_PIECES: usize = 10;
}

impl Default for HelpmateSearch {
    fn default() -> HelpmateSearch {
        HelpmateSearch::DEFAULT
    }
}

/// Whether `player` can checkmate the opponent by some series of legal moves, the opponent
/// cooperating (the question of Articles 5.1.2, 6.9 and 7.5.5), with the default search.
///
/// ```
/// use arbiter::{can_checkmate, CannotMateReason, Color, Mateability, Position};
///
/// // King and knight against king and rook: the knight's side cannot force mate, but the
/// // rook can block its own king's flight square — a helpmate exists (Nf7#).
/// let pos = Position::from_fen("6rk/8/7K/4N3/8/8/8/8 w - - 0 1")?;
/// assert!(can_checkmate(&pos, Color::White).can_mate());
///
/// // A lone king can never give check.
/// let bare = Position::from_fen("7k/8/8/8/8/8/8/K6R b - - 0 1")?;
/// assert!(matches!(
///     can_checkmate(&bare, Color::Black),
///     Mateability::CannotMate(CannotMateReason::LoneKing { .. })
/// ));
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn can_checkmate(pos: &Position, player: Color) -> Mateability {
    can_checkmate_with(pos, player, HelpmateSearch::DEFAULT)
}

/// [`can_checkmate`] with the search bounds given ([`HelpmateSearch::OFF`] for the static
/// proofs alone).
pub fn can_checkmate_with(pos: &Position, player: Color, search: HelpmateSearch) -> Mateability {
    if !is_sane(pos) {
        return Mateability::Undetermined;
    }
    if pos.legal_moves().is_empty() {
        let in_check = pos.is_check();
        return if in_check && player != pos.turn() {
            Mateability::CanMate(Helpmate { player, moves: Vec::new() })
        } else {
            Mateability::CannotMate(CannotMateReason::NoLegalMoves { side_to_move: pos.turn(), in_check })
        };
    }
    if let Some(reason) = material_reason(pos.board(), player) {
        return Mateability::CannotMate(reason);
    }
    if let Some(reason) = Frozen::analyse(pos).and_then(|frozen| frozen.reason(player)) {
        return Mateability::CannotMate(reason);
    }
    match find_helpmate(pos, player, search) {
        Some(helpmate) => Mateability::CanMate(helpmate),
        None => Mateability::Undetermined,
    }
}

/// Whether the position is dead (Article 5.2.2): neither player can checkmate by any series
/// of legal moves. Uses the default search to show that a position is not dead.
///
/// ```
/// use arbiter::{is_dead_position, DeadPosition, Position};
///
/// // Bishops on light squares only, on both sides: no checkmate is possible.
/// let pos = Position::from_fen("8/8/3k4/2b5/8/4B3/1K1B4/8 w - - 0 1")?;
/// assert!(is_dead_position(&pos).is_dead());
///
/// // Bishops on squares of different colours: a helpmate exists.
/// let pos = Position::from_fen("1B4bk/8/6K1/8/8/8/8/8 w - - 0 1")?;
/// assert!(matches!(is_dead_position(&pos), DeadPosition::NotDead(_)));
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn is_dead_position(pos: &Position) -> DeadPosition {
    is_dead_position_with(pos, HelpmateSearch::DEFAULT)
}

/// [`is_dead_position`] with the search bounds given ([`HelpmateSearch::OFF`] for the static
/// proofs alone: it never answers [`DeadPosition::NotDead`] then, except on a checkmate).
pub fn is_dead_position_with(pos: &Position, search: HelpmateSearch) -> DeadPosition {
    if !is_sane(pos) {
        return DeadPosition::Undetermined;
    }
    if pos.legal_moves().is_empty() {
        if pos.is_check() {
            return DeadPosition::NotDead(Helpmate { player: !pos.turn(), moves: Vec::new() });
        }
        let reason = CannotMateReason::NoLegalMoves { side_to_move: pos.turn(), in_check: false };
        return DeadPosition::Dead { white: reason.clone(), black: reason };
    }
    let board = pos.board();
    let mut verdicts = [material_reason(board, Color::White), material_reason(board, Color::Black)];
    if verdicts.iter().any(Option::is_none)
        && let Some(frozen) = Frozen::analyse(pos)
    {
        for color in Color::ALL {
            if verdicts[color.index()].is_none() {
                verdicts[color.index()] = frozen.reason(color);
            }
        }
    }
    match verdicts {
        [Some(white), Some(black)] => DeadPosition::Dead { white, black },
        verdicts => {
            for color in Color::ALL {
                if verdicts[color.index()].is_none()
                    && let Some(helpmate) = find_helpmate(pos, color, search)
                {
                    return DeadPosition::NotDead(helpmate);
                }
            }
            DeadPosition::Undetermined
        }
    }
}

/// A position the procedure can reason about: one king of each colour, and the side that
/// has just moved not in check (otherwise the position is illegal, Article 3.10.3, and
/// the moves that follow it are not defined by the Laws).
fn is_sane(pos: &Position) -> bool {
    let board = pos.board();
    let (Some(_), Some(their_king)) = (board.king_of(pos.turn()), board.king_of(!pos.turn())) else {
        return false;
    };
    !board.is_attacked(their_king, pos.turn(), board.occupied())
}

/// The proofs that look at the material alone (no pawns may be on the board for any but
/// the lone king, since a pawn can promote or block).
fn material_reason(board: &Board, player: Color) -> Option<CannotMateReason> {
    let kings = board.by_role(Role::King);
    let king = board.king_of(player)?;
    let ours = board.by_color(player) - kings;
    if ours.is_empty() {
        return Some(CannotMateReason::LoneKing { player, king });
    }
    if board.by_role(Role::Pawn).any() {
        return None;
    }
    let theirs = board.by_color(!player) - kings;
    if theirs.is_empty()
        && let Some(knight) = (ours & board.by_role(Role::Knight)).single_square()
        && ours.count() == 1
    {
        return Some(CannotMateReason::KnightAgainstBareKing { player, knight });
    }
    let pieces = board.occupied() - kings;
    if pieces - board.by_role(Role::Bishop) == Bitboard::EMPTY {
        for (square_color, squares) in [(Color::White, Bitboard::LIGHT_SQUARES), (Color::Black, Bitboard::DARK_SQUARES)]
        {
            if pieces - squares == Bitboard::EMPTY {
                return Some(CannotMateReason::BishopsOfOneColour { square_color, bishops: pieces });
            }
        }
    }
    None
}

/// A piece other than a king or a pawn, with every square it can ever stand on and every
/// square it can ever attack, given that the pawns never move.
struct Roamer {
    color: Color,
    reach: Bitboard,
    attacks: Bitboard,
}

/// The blockade analysis: a proof that no pawn can ever move again, with the regions each
/// piece is confined to for ever.
///
/// The argument is an inductive invariant. Let `F` be the pawns on the board. Suppose:
/// every pawn has a pawn on the square in front of it, and no enemy pawn on a square it
/// attacks; each king's region is the flood fill of its king steps over squares that hold
/// no pawn and are not attacked by an enemy pawn, and it touches no enemy pawn that is not
/// protected by a pawn; every other piece's region is the flood fill of its moves with only
/// the pawns as obstacles, and it neither attacks an enemy pawn nor holds a square an
/// enemy pawn attacks; no en passant capture is possible now; no castling is possible.
/// Then in every position reachable from this one the pawns still stand on `F` and every
/// piece stands in its region: a pawn can only move by pushing (its square in front is a
/// pawn of `F`, still there), by capturing (nothing capturable ever enters its capture
/// squares: kings may not, other pieces never reach them, enemy pawns are not there), or en
/// passant (no pawn ever makes a double step); no piece can capture a pawn; pieces leave
/// the board only by capture; nothing promotes.
struct Frozen {
    pawns: Bitboard,
    king_region: [Bitboard; 2],
    king_allowed: [Bitboard; 2],
    roamers: Vec<Roamer>,
}

impl Frozen {
    fn analyse(pos: &Position) -> Option<Frozen> {
        let board = pos.board();
        let pawns = board.by_role(Role::Pawn);
        if pos.legal_ep_square().is_some() {
            return None;
        }
        for color in Color::ALL {
            if castling_possible(pos.castling_rights(), board, color) {
                return None;
            }
        }

        // Every pawn blocked by a pawn in front of it, with nothing to capture.
        let mut pawn_attacks_of = [Bitboard::EMPTY; 2];
        for color in Color::ALL {
            let forward = if color == Color::White { 1 } else { -1 };
            for sq in pawns & board.by_color(color) {
                if let Some(front) = sq.offset(0, forward)
                    && !pawns.contains(front)
                {
                    return None;
                }
                let attacked = pawn_attacks(color, sq);
                if (attacked & pawns & board.by_color(!color)).any() {
                    return None;
                }
                pawn_attacks_of[color.index()] |= attacked;
            }
        }

        // The kings: squares free of pawns and of enemy pawn attacks.
        let mut king_region = [Bitboard::EMPTY; 2];
        let mut king_allowed = [Bitboard::EMPTY; 2];
        for color in Color::ALL {
            let king = board.king_of(color)?;
            let enemy_pawns = pawns & board.by_color(!color);
            let enemy_attacks = pawn_attacks_of[(!color).index()];
            if enemy_attacks.contains(king) {
                return None;
            }
            let allowed = !pawns & !enemy_attacks;
            let region = flood(Bitboard::from_square(king), |sq| king_attacks(sq) & allowed);
            // A pawn not protected by another pawn could be captured by this king.
            if (neighbours(region) & enemy_pawns & !enemy_attacks).any() {
                return None;
            }
            king_region[color.index()] = region;
            king_allowed[color.index()] = allowed;
        }

        // The other pieces: their moves with only the pawns as obstacles.
        let mut roamers = Vec::new();
        for (sq, piece) in board.pieces() {
            if matches!(piece.role, Role::King | Role::Pawn) {
                continue;
            }
            let color = piece.color;
            let own_pawns = pawns & board.by_color(color);
            let enemy_pawns = pawns & board.by_color(!color);
            let mut reach = Bitboard::from_square(sq);
            let mut frontier = reach;
            let mut attacked = Bitboard::EMPTY;
            while let Some(from) = frontier.pop_first() {
                let targets = attacks::attacks(color, piece.role, from, pawns);
                if (targets & enemy_pawns).any() {
                    return None;
                }
                attacked |= targets;
                let new = targets - own_pawns - reach;
                reach |= new;
                frontier |= new;
            }
            if (reach & pawn_attacks_of[(!color).index()]).any() {
                return None;
            }
            roamers.push(Roamer { color, reach, attacks: attacked });
        }

        Some(Frozen { pawns, king_region, king_allowed, roamers })
    }

    /// Why `player` cannot mate inside the blockade, if that can be shown.
    ///
    /// A checkmate would have the opponent's king on a square `s` of its region, checked by
    /// one of the player's pieces other than king and pawns (the pawns never attack a
    /// square the king may enter), and every neighbour `n` of `s` unavailable: a pawn, or a
    /// square attacked by the player's pawns (all outside the king's allowed squares), or
    /// held by a piece of either side or attacked by one of the player's pieces (in their
    /// regions), or attacked by the player's king standing on a square of its region at
    /// least two steps from `s`. A square `s` where this cannot all hold is no mate.
    fn reason(&self, player: Color) -> Option<CannotMateReason> {
        let opponent = !player;
        let mut checks = Bitboard::EMPTY;
        let mut covered = Bitboard::EMPTY;
        for roamer in &self.roamers {
            if roamer.color == player {
                checks |= roamer.attacks;
                covered |= roamer.reach | roamer.attacks;
            } else {
                covered |= roamer.reach;
            }
        }
        let king_region = self.king_region[opponent.index()];
        let check_squares = king_region & checks;
        let our_king_region = self.king_region[player.index()];
        for s in check_squares {
            let uncovered = king_attacks(s) & (self.king_allowed[opponent.index()] - covered);
            if uncovered.is_empty() {
                return None;
            }
            let mut king_squares = our_king_region - king_attacks(s) - Bitboard::from_square(s);
            for n in uncovered {
                king_squares &= king_attacks(n);
            }
            if king_squares.any() {
                return None;
            }
        }
        Some(CannotMateReason::Blockade { player, pawns: self.pawns, king_region, check_squares })
    }
}

fn castling_possible(rights: CastlingRights, board: &Board, color: Color) -> bool {
    rights.has_any(color) && (board.by_role(Role::Rook) & board.by_color(color)).any()
}

/// The squares next to a set of squares (and possibly some of the set itself).
fn neighbours(set: Bitboard) -> Bitboard {
    set.fold(Bitboard::EMPTY, |acc, sq| acc | king_attacks(sq))
}

/// The closure of `start` under `step`.
fn flood(start: Bitboard, step: impl Fn(Square) -> Bitboard) -> Bitboard {
    let mut region = start;
    let mut frontier = start;
    while let Some(sq) = frontier.pop_first() {
        let new = step(sq) - region;
        region |= new;
        frontier |= new;
    }
    region
}

/// Looks for a helpmate: a series of legal moves, both sides cooperating, after which
/// `player` has checkmated the opponent, within the bounds of `search` (see
/// [`HelpmateSearch`]). The exhaustive stage finds the shortest line within its depth; the
/// guided stage, any line. `None` proves nothing. An empty line when the opponent is
/// checkmated already.
///
/// ```
/// use arbiter::{find_helpmate, Color, HelpmateSearch, Position};
///
/// // King and two knights cannot force mate, but can mate with help.
/// let pos = Position::from_fen("7k/5K2/5N2/4N3/8/8/8/8 w - - 0 1")?;
/// let helpmate = find_helpmate(&pos, Color::White, HelpmateSearch::DEFAULT).unwrap();
/// assert_eq!(helpmate.moves.len(), 1);
/// assert!(helpmate.verify(&pos));
/// # Ok::<(), arbiter::PositionError>(())
/// ```
pub fn find_helpmate(pos: &Position, player: Color, search: HelpmateSearch) -> Option<Helpmate> {
    if !is_sane(pos) {
        return None;
    }
    if pos.turn() != player && pos.is_check() && pos.legal_moves().is_empty() {
        return Some(Helpmate { player, moves: Vec::new() });
    }
    let mut searcher = Searcher { player, nodes_left: search.max_nodes, failed: HashSet::new(), line: Vec::new() };
    let mut depth = if pos.turn() == player { 1 } else { 2 };
    let mut line = None;
    while depth <= search.max_plies {
        match searcher.search(pos, depth) {
            Outcome::Found => {
                searcher.line.reverse();
                line = Some(searcher.line);
                break;
            }
            Outcome::OutOfNodes => break,
            Outcome::NotFound => depth += 2,
        }
    }
    if line.is_none() && search.guided_nodes > 0 && pos.board().occupied().count() <= HelpmateSearch::GUIDED_MAX_PIECES
    {
        line = guided_helpmate(pos, player, search.guided_nodes);
    }
    let helpmate = Helpmate { player, moves: line? };
    // The line was built from generated legal moves; replaying it through the adjudicator
    // keeps a witness a witness even if the generator erred.
    helpmate.verify(pos).then_some(helpmate)
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Outcome {
    Found,
    NotFound,
    OutOfNodes,
}

/// What a position is, for the search's memory of failures (counters left out).
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep: Option<Square>,
    plies: u32,
}

struct Searcher {
    player: Color,
    nodes_left: u64,
    failed: HashSet<Key>,
    /// The line found, last move first.
    line: Vec<Move>,
}

impl Searcher {
    fn spend(&mut self) -> bool {
        if self.nodes_left == 0 {
            return false;
        }
        self.nodes_left -= 1;
        true
    }

    /// Whether `player` can have mated the opponent after exactly `plies` more moves.
    fn search(&mut self, pos: &Position, plies: u32) -> Outcome {
        if !self.spend() {
            return Outcome::OutOfNodes;
        }
        // Material that can never mate ends the branch.
        if material_reason(pos.board(), self.player).is_some() {
            return Outcome::NotFound;
        }
        let moves = pos.legal_moves();
        if plies <= 1 {
            // The player's last move: only a check can be checkmate.
            for &m in moves.iter() {
                let mut next = pos.clone();
                next.play_unchecked(m);
                if next.is_check() {
                    if !self.spend() {
                        return Outcome::OutOfNodes;
                    }
                    if next.legal_moves().is_empty() {
                        self.line.push(m);
                        return Outcome::Found;
                    }
                }
            }
            return Outcome::NotFound;
        }
        for &m in moves.iter() {
            let mut next = pos.clone();
            next.play_unchecked(m);
            let key = Key {
                board: next.board().clone(),
                turn: next.turn(),
                castling: next.castling_rights(),
                ep: next.ep_square(),
                plies: plies - 1,
            };
            if self.failed.contains(&key) {
                continue;
            }
            match self.search(&next, plies - 1) {
                Outcome::Found => {
                    self.line.push(m);
                    return Outcome::Found;
                }
                Outcome::OutOfNodes => return Outcome::OutOfNodes,
                Outcome::NotFound => {
                    self.failed.insert(key);
                }
            }
        }
        Outcome::NotFound
    }
}

/// A best-first search for a helpmate of any length: both sides' moves are steps of one
/// path towards a position where `player` has checkmated the opponent, and the positions
/// nearest to a mate by [`distance_to_mate`] are expanded first. It proves nothing when it
/// fails; what it finds is a real line. Memory stays small: a node is its parent and its
/// move (positions are replayed from the root), a seen position a 64-bit hash (a collision
/// can only hide a line, never make one up).
fn guided_helpmate(pos: &Position, player: Color, max_nodes: u64) -> Option<Vec<Move>> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};

    // A fixed hasher: the search is deterministic.
    let hasher = BuildHasherDefault::<DefaultHasher>::default();
    let mut nodes: Vec<(usize, Option<Move>)> = vec![(0, None)];
    let mut heap = BinaryHeap::new();
    let mut seen = HashSet::new();
    heap.push(Reverse((distance_to_mate(pos, player), 0usize)));
    seen.insert(hasher.hash_one(key_of(pos)));
    let line_to = |nodes: &[(usize, Option<Move>)], mut at: usize| {
        let mut line = Vec::new();
        while let (parent, Some(mv)) = nodes[at] {
            line.push(mv);
            at = parent;
        }
        line.reverse();
        line
    };
    let mut expanded = 0;
    while let Some(Reverse((_, index))) = heap.pop() {
        if expanded >= max_nodes {
            return None;
        }
        expanded += 1;
        let mut current = pos.clone();
        for m in line_to(&nodes, index) {
            current.play_unchecked(m);
        }
        for &m in current.legal_moves().iter() {
            let mut next = current.clone();
            next.play_unchecked(m);
            if !seen.insert(hasher.hash_one(key_of(&next))) || material_reason(next.board(), player).is_some() {
                continue;
            }
            if next.legal_moves().is_empty() {
                if next.turn() != player && next.is_check() {
                    let mut line = line_to(&nodes, index);
                    line.push(m);
                    return Some(line);
                }
                continue;
            }
            nodes.push((index, Some(m)));
            heap.push(Reverse((distance_to_mate(&next, player), nodes.len() - 1)));
        }
    }
    None
}

fn key_of(pos: &Position) -> Key {
    Key { board: pos.board().clone(), turn: pos.turn(), castling: pos.castling_rights(), ep: pos.ep_square(), plies: 0 }
}

/// How far, roughly, a position is from `player` checkmating the opponent: the opponent's
/// king in a corner with no flight square, the player's king at two squares, the player's
/// pieces close, the opponent's pieces next to their king.
fn distance_to_mate(pos: &Position, player: Color) -> u32 {
    let board = pos.board();
    let (Some(their_king), Some(our_king)) = (board.king_of(!player), board.king_of(player)) else {
        return u32::MAX;
    };
    let occupied = board.occupied().without(their_king);
    let flights = (king_attacks(their_king) - board.by_color(!player))
        .filter(|&sq| !board.is_attacked(sq, player, occupied))
        .count() as u32;
    // A lone bishop (or bishops of one colour) mates only in a corner of its colour.
    let pieces = board.by_color(player) - board.by_role(Role::King);
    let corners: &[Square] = if pieces - board.by_role(Role::Bishop) == Bitboard::EMPTY
        && pieces - Bitboard::DARK_SQUARES == Bitboard::EMPTY
    {
        &[Square::A1, Square::H8]
    } else if pieces - board.by_role(Role::Bishop) == Bitboard::EMPTY
        && pieces - Bitboard::LIGHT_SQUARES == Bitboard::EMPTY
    {
        &[Square::A8, Square::H1]
    } else {
        &[Square::A1, Square::H8, Square::A8, Square::H1]
    };
    let manhattan = |a: Square, b: Square| {
        a.file().index().abs_diff(b.file().index()) + a.rank().index().abs_diff(b.rank().index())
    };
    let corner = corners.iter().map(|&c| manhattan(their_king, c)).min().unwrap_or(0);
    let kings = our_king.distance(their_king).abs_diff(2);
    let ours: u32 = (board.by_color(player) - board.by_role(Role::King)).map(|sq| sq.distance(their_king)).sum();
    let theirs: u32 =
        (board.by_color(!player) - board.by_role(Role::King)).map(|sq| sq.distance(their_king).saturating_sub(1)).sum();
    let check = u32::from(!(pos.turn() != player && pos.is_check()));
    8 * flights + 4 * corner + 3 * kings + ours + theirs + check
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn flood_of_king_steps_stays_inside_a_wall() {
        let wall = Bitboard::from_rank(crate::Rank::Fourth);
        let region = flood(Bitboard::from_square(Square::E1), |sq| king_attacks(sq) - wall);
        assert_eq!(region.count(), 24);
        assert!(!region.contains(Square::E5));
    }

    #[test]
    fn frozen_regions_of_a_locked_chain() {
        let p = pos("8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1");
        let frozen = Frozen::analyse(&p).expect("every pawn is locked");
        assert_eq!(frozen.king_region[Color::White.index()], Bitboard(0x00ff_ffff));
        assert_eq!(frozen.king_region[Color::Black.index()], Bitboard(0xffff_ff00_0000_0000));
        assert!(frozen.roamers.is_empty());
    }

    #[test]
    fn a_pawn_with_a_free_square_in_front_is_not_frozen() {
        assert!(Frozen::analyse(&pos("8/8/1k6/p1p1p1p1/P1P1P3/6P1/3K4/8 w - - 0 1")).is_none());
    }

    #[test]
    fn an_unprotected_pawn_next_to_a_king_region_is_not_frozen() {
        // Every pawn is blocked, but the white king can walk round to d5 and take the
        // pawn c5, which no pawn protects.
        assert!(Frozen::analyse(&pos("8/8/1k6/2p5/1pP5/1P6/3K4/8 w - - 0 1")).is_none());
    }

    #[test]
    fn search_finds_a_mate_in_one_and_respects_its_budget() {
        let p = pos("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        let h = find_helpmate(&p, Color::White, HelpmateSearch::DEFAULT).unwrap();
        assert_eq!(h.moves.len(), 1);
        assert!(h.verify(&p));
        assert_eq!(find_helpmate(&p, Color::White, HelpmateSearch::OFF), None);
        assert_eq!(
            find_helpmate(&p, Color::White, HelpmateSearch { max_plies: 5, max_nodes: 1, guided_nodes: 0 }),
            None
        );
    }
}
