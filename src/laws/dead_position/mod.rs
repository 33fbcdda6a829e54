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
//! line that ends in checkmate, replayed move by move through the adjudicator), and
//! [`Mateability::Undetermined`] otherwise. The methods, in the order they are tried:
//!
//! 1. the game is already over: checkmate or stalemate on the board (a checkmate that no
//!    last move can have given, Article 3.10.3, is no win for either player: Article 5.1.1);
//! 2. material that can never mate, whatever the placement: a lone king; a king and a
//!    knight against a bare king; kings and bishops only, every bishop on squares of one
//!    colour; a lone knight or bishop whose mating patterns the opponent's pieces never allow;
//!    bishops of one colour against no knight and no bishop of the other colour (no pawns);
//! 3. a blockade (module `blockade`): every pawn structure that can still arise, with the
//!    squares each piece can reach in it, and no checkmate possible in any of them;
//! 4. kings and pawns, and bishops of one colour on one side only: following every series
//!    of moves with those bishops left unplaced (module `unplaced`), as if each could stand
//!    on any square of its colour at every moment — a proof when no move can be a checkmate
//!    by the player;
//! 5. a guided search for a helpmate (module `helpmate`): best-first towards positions
//!    that look like a mate — first, for a lone minor piece or pawns alone, towards one
//!    concrete mating pattern (module `plan`);
//! 6. following every series of moves (module `exhaust`), each position once, up to
//!    positions the static proofs settle: a proof when it ends without a mate, the shortest
//!    helpmate when it meets one;
//! 7. an exhaustive search for a short helpmate.
//!
//! `docs/dead-positions.md` states each argument and its limits, with examples.

mod blockade;
mod exhaust;
mod factored;
mod frontier;
mod helpmate;
mod net;
mod patterns;
mod plan;
mod reach;
mod unplaced;

use crate::{Bitboard, Board, Color, IllegalPositionReason, Move, Position, Role, RuleId, Square};

/// The moves from the root of a search tree down to node `at`, each node given by its
/// parent and the move that reached it (the root has no move): the line a search found.
fn line_to(mut at: usize, link: impl Fn(usize) -> (usize, Option<Move>)) -> Vec<Move> {
    let mut line = Vec::new();
    while let (parent, Some(mv)) = link(at) {
        line.push(mv);
        at = parent;
    }
    line.reverse();
    line
}

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
    /// The side to move is checkmated, but by a check that no last move can have given: the
    /// position cannot arise in a game (Article 3.10.3), so no legal move produced this
    /// checkmate, and a checkmate ends the game only when a legal move produced it (Article
    /// 5.1.1). No move follows it either, so neither player can checkmate.
    UnreachableCheckmate {
        /// The side to move, checkmated on the board.
        side_to_move: Color,
        /// Why no move can have given the check: always an
        /// [`IllegalPositionReason::ImpossibleCheck`].
        check: IllegalPositionReason,
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
    /// No pawn is left, the player has only the king and one knight or one bishop, and no
    /// placement of these men and of the opponent's pieces (all of them or some) is a
    /// checkmate by the player: the mated king would always keep a flight square, or one of
    /// its men could take the checking piece or block the check.
    LoneMinorPiece {
        /// The player.
        player: Color,
        /// The knight or the bishop.
        piece: Role,
        /// Its square.
        square: Square,
        /// The squares of the opponent's pieces other than the king.
        opponent: Bitboard,
    },
    /// No pawn is left, the player's only men besides the king are bishops on squares of one
    /// colour, and the opponent has no knight and no bishop on squares of the other colour:
    /// a checkmate would need one of the opponent's own men on a square of the other colour
    /// next to its king, beside the square the check passes through, and a rook or a queen
    /// there would take the checking bishop or block the check.
    BishopsWithoutBlockers {
        /// The player.
        player: Color,
        /// The colour of the bishops' squares ([`Color::White`] for light squares).
        square_color: Color,
        /// The squares of the player's bishops.
        bishops: Bitboard,
        /// The squares of the opponent's pieces other than the king (rooks, queens and
        /// bishops on the bishops' colour only).
        opponent: Bitboard,
    },
    /// The pawns can never open the way: in every pawn structure that can still arise
    /// (every way the pawns can still move, capture, be captured or promote), within the
    /// squares the opponent's king can ever reach, the player can never give check — or
    /// only on squares where the king always keeps a flight square.
    Blockade {
        /// The player.
        player: Color,
        /// The pawns on the board now.
        pawns: Bitboard,
        /// How many pawn structures were listed, this one included (1: no pawn can ever
        /// move again; 0: the proof followed each man on its own, without listing them).
        structures: usize,
        /// Every square the opponent's king can ever reach.
        king_region: Bitboard,
        /// The squares of `king_region` where the player could ever give check (empty when
        /// the player can never give check at all); none of them can be checkmate.
        check_squares: Bitboard,
    },
    /// Every position that can still arise has been followed, each once (up to positions
    /// a blockade or material proof already settles), and none is a checkmate by the
    /// player.
    EveryLineFollowed {
        /// The player.
        player: Color,
        /// How many positions were followed.
        positions: usize,
    },
    /// Only kings, pawns and the bishops of one side (the `owner`), all on squares of one
    /// colour, are on the board. Every series of moves of the kings and pawns has been
    /// followed with those bishops left unplaced — free to stand on, attack, block or take on
    /// any square of their colour at every moment, and to move at every turn — and none ends
    /// with the player checkmating. The bishops never touch a square of the other colour,
    /// and nothing else moves along a line, so the game allows no line that this walk does
    /// not follow.
    UnplacedBishops {
        /// The player.
        player: Color,
        /// The side whose bishops were left unplaced (the player or the opponent).
        owner: Color,
        /// The colour of the bishops' squares ([`Color::White`] for light squares).
        square_color: Color,
        /// The squares of the owner's bishops now.
        bishops: Bitboard,
        /// How many positions (kings and pawns, the bishops left off) were followed.
        positions: usize,
    },
}

impl CannotMateReason {
    /// The stable name of the argument, used in JSON: `no-legal-moves`,
    /// `unreachable-checkmate`, `lone-king`,
    /// `knight-against-bare-king`, `bishops-of-one-colour`, `lone-minor-piece`,
    /// `bishops-without-blockers`, `blockade`, `every-line-followed`, `unplaced-bishops`.
    pub fn kind(&self) -> &'static str {
        match self {
            CannotMateReason::NoLegalMoves { .. } => "no-legal-moves",
            CannotMateReason::UnreachableCheckmate { .. } => "unreachable-checkmate",
            CannotMateReason::LoneKing { .. } => "lone-king",
            CannotMateReason::KnightAgainstBareKing { .. } => "knight-against-bare-king",
            CannotMateReason::BishopsOfOneColour { .. } => "bishops-of-one-colour",
            CannotMateReason::LoneMinorPiece { .. } => "lone-minor-piece",
            CannotMateReason::BishopsWithoutBlockers { .. } => "bishops-without-blockers",
            CannotMateReason::Blockade { .. } => "blockade",
            CannotMateReason::EveryLineFollowed { .. } => "every-line-followed",
            CannotMateReason::UnplacedBishops { .. } => "unplaced-bishops",
        }
    }

    /// The player the reason is about (for [`CannotMateReason::NoLegalMoves`],
    /// [`CannotMateReason::UnreachableCheckmate`] and
    /// [`CannotMateReason::BishopsOfOneColour`], which hold for both, `None`).
    pub fn player(&self) -> Option<Color> {
        match *self {
            CannotMateReason::LoneKing { player, .. }
            | CannotMateReason::KnightAgainstBareKing { player, .. }
            | CannotMateReason::LoneMinorPiece { player, .. }
            | CannotMateReason::BishopsWithoutBlockers { player, .. }
            | CannotMateReason::Blockade { player, .. }
            | CannotMateReason::EveryLineFollowed { player, .. }
            | CannotMateReason::UnplacedBishops { player, .. } => Some(player),
            CannotMateReason::NoLegalMoves { .. }
            | CannotMateReason::UnreachableCheckmate { .. }
            | CannotMateReason::BishopsOfOneColour { .. } => None,
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

/// The bounds of the analysis: how hard to look for a helpmate, and for a proof that there
/// is none. Every bound only limits work: with larger bounds more questions are decided (but
/// for the rare line that a collision of hashes or a cap on depth hides from one search and
/// not from another), never differently.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HelpmateSearch {
    /// The longest helpmate the short exhaustive search looks for, in half-moves.
    pub max_plies: u32,
    /// The most positions the short exhaustive search visits (each costs one legal-move
    /// generation).
    pub max_nodes: u64,
    /// The budgets of the guided searches (0: none): half of it in positions expanded for the
    /// narrow search, the other half times 30 in units of work for the search for endings, and
    /// the whole in positions for the search with the opponent's pieces standing still, where
    /// the search for endings spent its budget.
    pub guided_nodes: u64,
    /// The most positions followed when following every series of moves (0: not tried),
    /// and the most positions of the kings and pawns the walk with the bishops unplaced
    /// follows ([`CannotMateReason::UnplacedBishops`]; 0: not tried either).
    pub reachable: usize,
    /// The most pawn structures the blockade proof considers.
    pub structures: usize,
    /// The most positions the quick cooperative search expands (0: not tried).
    pub cooperative_nodes: u64,
    /// The longest helpmate the quick cooperative search looks for, in half-moves.
    pub cooperative_plies: u32,
    /// The most positions the planned searches expand: aimed at a corner pattern, for a
    /// player whose only piece is a bishop or a knight; a pawn queened first, for a player
    /// with pawns alone (0: not tried).
    pub planned_nodes: u64,
}

impl HelpmateSearch {
    /// No search: only the static proofs (material, blockade with few pawn structures) and
    /// the position on the board — microseconds.
    pub const OFF: HelpmateSearch = HelpmateSearch {
        max_plies: 0,
        max_nodes: 0,
        guided_nodes: 0,
        reachable: 0,
        structures: 16,
        cooperative_nodes: 0,
        cooperative_plies: 0,
        planned_nodes: 0,
    };
    /// The default: the planned searches of 4,000 expansions, guided searches of 6,000 and
    /// 12,000 expansions and 180,000 units of work, the quick cooperative search of 2,000
    /// positions and 15 half-moves, every series of moves followed up to 20,000 positions, an
    /// exhaustive search of six half-moves and 5,000 positions, blockades with up to 1,000
    /// pawn structures (a millisecond for most positions, a hundred at worst in a release
    /// build).
    pub const DEFAULT: HelpmateSearch = HelpmateSearch {
        max_plies: 6,
        max_nodes: 5_000,
        guided_nodes: 12_000,
        reachable: 20_000,
        structures: 1_000,
        cooperative_nodes: 2_000,
        cooperative_plies: 15,
        planned_nodes: 4_000,
    };
    /// When every series of moves is followed, the static proofs are tried at each position
    /// with at most this many pawn structures (and so, as without a search, only when at
    /// most two pawns can move).
    const WALK_STRUCTURES: usize = HelpmateSearch::OFF.structures;
    /// Units of work ([`helpmate::ending`]) the search for endings has for each position of its
    /// share of `guided_nodes`: 30, since the search with the opponent's pieces standing still
    /// ([`helpmate::pieces_still`]) follows it (50 before; issue 13's twenty-second round).
    const ENDING_WORK: u64 = 30;
    /// A side to move with at most this many legal moves is first followed by the short walk
    /// ([`HelpmateSearch::SHORT_WALK`]).
    const FEW_MOVES: usize = 8;
    /// The positions of the short walk, each tried against the static proofs.
    const SHORT_WALK: usize = 32;

    /// The units of work of the search for endings: the other half of `guided_nodes`, each
    /// position [`HelpmateSearch::ENDING_WORK`] units.
    fn ending_work(self) -> u64 {
        (self.guided_nodes - self.guided_nodes / 2) * HelpmateSearch::ENDING_WORK
    }
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
    if let Some(settled) = settled(pos, player) {
        return settled;
    }
    if let Some(reason) = static_reason(pos, player, search.structures) {
        return Mateability::CannotMate(reason);
    }
    searched(pos, player, search)
}

/// The game over on the board, or a position the procedure does not reason about.
fn settled(pos: &Position, player: Color) -> Option<Mateability> {
    if !is_sane(pos) {
        return Some(Mateability::Undetermined);
    }
    if pos.legal_moves().is_empty() {
        let in_check = pos.is_check();
        if let Some(check) = unreachable_checkmate(pos) {
            return Some(Mateability::CannotMate(CannotMateReason::UnreachableCheckmate {
                side_to_move: pos.turn(),
                check,
            }));
        }
        return Some(if in_check && player != pos.turn() {
            Mateability::CanMate(Helpmate { player, moves: Vec::new() })
        } else {
            Mateability::CannotMate(CannotMateReason::NoLegalMoves { side_to_move: pos.turn(), in_check })
        });
    }
    None
}

/// Article 5.1.1 with 3.10.3: when the side to move is checkmated by a check no last move can
/// have given (two bishops on squares of one colour, say), the reason; a checkmate counts
/// only when a legal move produced it. Only the check is looked at: a position that cannot
/// arise for another reason (too many pieces, a castling right) may still end in a
/// checkmate given by a legal move.
fn unreachable_checkmate(pos: &Position) -> Option<IllegalPositionReason> {
    if !pos.is_check() {
        return None;
    }
    crate::laws::illegal_position::impossible_check_reason(pos)
}

/// The proofs that need no search: material, then the blockade.
fn static_reason(pos: &Position, player: Color, structures: usize) -> Option<CannotMateReason> {
    static_attempt(pos, player, structures).ok()
}

/// [`static_reason`]; when it fails, whether the failure is one a quiet move carries over
/// (see [`StaticMemo`]).
fn static_attempt(pos: &Position, player: Color, structures: usize) -> Result<CannotMateReason, Lasting> {
    if let Some(reason) = material_reason(pos.board(), player) {
        return Ok(reason);
    }
    let pawns = pos.board().by_role(Role::Pawn);
    // With few pawn structures allowed (no search: a replay asks at every move), the pawn
    // proofs are tried only when the pawns are nearly locked, as a dead position with pawns
    // is; skipping a proof is always sound.
    if structures <= HelpmateSearch::OFF.structures && mobile_pawns(pos.board()) > 2 {
        return Err(Lasting(true));
    }
    let reach = match reach::attempt(pos, player) {
        Ok(proof) => {
            return Ok(CannotMateReason::Blockade {
                player,
                pawns,
                structures: 0,
                king_region: proof.king_region,
                check_squares: proof.check_squares,
            });
        }
        Err(failure) => failure,
    };
    let proof = blockade::prove(pos, player, structures).ok_or(Lasting(reach == reach::Failure::MatePossible))?;
    Ok(CannotMateReason::Blockade {
        player,
        pawns,
        structures: proof.structures,
        king_region: proof.king_region,
        check_squares: proof.check_squares,
    })
}

/// A failed static proof: whether the same proof fails again after a quiet move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Lasting(bool);

/// What a game remembers of the static proofs from one position to the next: for each
/// player, that [`static_reason`] failed in the current position (with the structure limit
/// `structures`), so that it need not be tried again.
///
/// A failure carries over a *quiet piece move*: a move of a knight, bishop, rook, queen or
/// king to an empty square (no capture, castling, pawn move or promotion), from a position
/// without an en passant square, the side to move not in check. The argument, for a
/// position `A` and the position `B` after such a move of a man `M` from `s` to `t`:
///
/// - material and the pawns are the same, so the material proofs and the pawn count that
///   gates the pawn proofs give the same answer;
/// - blockade proof: the pawn structure is the same and no en passant capture is possible
///   in either position, so both start from the same structure; the set of `M` is the
///   closure of its square under its moves with the pawns as the only obstacles, and that
///   closure is the same from `s` and from `t` — the move graph of a knight or a line piece
///   is symmetric, and `s` and `t` are squares no pawn stands on or (for a king) attacks:
///   `t` because the king may move there, `s` because the king was not in check. The
///   analysis is then the same but for the order of the units, and neither whether a mate
///   is possible in a state (the mating net is monotone in every set) nor the number of
///   structures depends on that order;
/// - reach proof: every man starts on its square and the sets grow by a monotone step to
///   the least fixpoint above the start. `t` is in `M`'s set after the first round from
///   `A` (the move is legal with every man an obstacle) and `s` is in it from `B` (the
///   move back is), so each start lies below the other's fixpoint and the fixpoints are
///   equal: when the proof failed in `A` because a mate could not be excluded, it fails in
///   `B` too. A failure because the sets did not settle within the rounds allowed does not
///   carry over (the number of rounds may differ), and then the memo forgets it.
///
/// `tests::quiet_moves_keep_failed_proofs_failed` checks the claim against the proofs run
/// afresh on every position of many games.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct StaticMemo {
    /// By player: the static proofs are known to fail in the current position.
    fails: [bool; 2],
}

impl StaticMemo {
    /// The memo for the position after `m` is played in `before`.
    pub(crate) fn after(self, before: &Position, m: Move) -> StaticMemo {
        if self.fails == [false; 2] || !is_quiet_piece_move(before, m) {
            return StaticMemo::default();
        }
        self
    }
}

/// A move of a piece other than a pawn to an empty square, no castling, from a position
/// with no en passant square and the side to move not in check: see [`StaticMemo`].
fn is_quiet_piece_move(before: &Position, m: Move) -> bool {
    let board = before.board();
    m.kind == crate::MoveKind::Normal
        && !board.occupied().contains(m.to)
        && board.role_at(m.from).is_some_and(|role| role != Role::Pawn)
        && before.ep_square().is_none()
        && !before.is_check()
}

/// [`static_reason`] through the memo of the game: not tried again where it is known to
/// fail, and the memo told when it fails in a way that lasts.
fn static_reason_memo(
    pos: &Position,
    player: Color,
    structures: usize,
    memo: &mut StaticMemo,
) -> Option<CannotMateReason> {
    if memo.fails[player.index()] {
        return None;
    }
    match static_attempt(pos, player, structures) {
        Ok(reason) => Some(reason),
        Err(Lasting(lasting)) => {
            memo.fails[player.index()] = lasting;
            None
        }
    }
}

/// How many pawns could move now if nothing but pawns stood in their way.
fn mobile_pawns(board: &Board) -> usize {
    let pawns = board.by_role(Role::Pawn);
    let mut count = 0;
    for color in Color::ALL {
        let ours = pawns & board.by_color(color);
        let theirs = pawns & board.by_color(!color);
        let pushes = ours.shift_forward(color) - pawns;
        let pushers = pushes.shift_forward(!color);
        let attackers = blockade::pawn_attacks_of(!color, theirs) & ours;
        count += (pushers | attackers).count();
    }
    count
}

/// The searches, for a position no static proof settles.
fn searched(pos: &Position, player: Color, search: HelpmateSearch) -> Mateability {
    // Cheapest first: the walk with the bishops unplaced, the short walk, the planned
    // searches, a narrow guided search (the opponent never captures), the search for endings,
    // the search with the opponent's pieces still, the long walk, the cooperative search.
    let guided = |budget: u64, style: helpmate::Style| {
        (budget > 0)
            .then(|| helpmate::guided(pos, player, budget, style))
            .flatten()
            .and_then(|line| witness(pos, player, line))
    };
    let verdict = |walked: exhaust::Walk| -> Option<Mateability> {
        match walked {
            exhaust::Walk::Mate(line) => witness(pos, player, line).map(Mateability::CanMate),
            exhaust::Walk::NoMate(positions) => {
                Some(Mateability::CannotMate(CannotMateReason::EveryLineFollowed { player, positions }))
            }
            exhaust::Walk::GaveUp => None,
        }
    };
    let walk = |walker: &mut exhaust::Walker, limit: usize| verdict(walker.walk(limit));
    let new_walker = || exhaust::Walker::new(pos, player, HelpmateSearch::WALK_STRUCTURES);
    let planned_with_pawns = |budget: u64| {
        (budget > 0)
            .then(|| plan::planned(pos, player, plan::Pawns::Some, budget))
            .flatten()
            .and_then(|line| witness(pos, player, line))
    };
    // The order and the shares come from each stage measured alone at several budgets on
    // CHA's test vector and on our sets (docs/dead-positions.md, "twelfth round"): the
    // cheapest order that decides every question the earlier order decided.
    // Kings and pawns, and on one side bishops of one colour: every line followed with the
    // bishops left unplaced (module `unplaced`; issue 13's seventeenth round).
    if search.reachable > 0
        && let Some(found) = unplaced::proof(pos, player, search.reachable)
    {
        return Mateability::CannotMate(CannotMateReason::UnplacedBishops {
            player,
            owner: found.owner,
            square_color: found.square_color,
            bishops: found.bishops,
            positions: found.positions,
        });
    }
    // A side to move with few moves (a king in check, say) whose every reply a static proof
    // settles, or the reply after it: a short walk with a proof tried at each position
    // (issue 13's twentieth round), where the searches after it would follow the game that
    // goes on in every line, and the long walk try a proof at one position in 32. The walker
    // is kept for the long walk.
    let mut long = None;
    if search.reachable > 0
        && pos.legal_moves().len() <= HelpmateSearch::FEW_MOVES
        && let Some(decided) =
            verdict(long.insert(new_walker()).walk_every_proof(HelpmateSearch::SHORT_WALK.min(search.reachable)))
    {
        return decided;
    }
    // A knight or bishops of one colour with pawns, aiming at a corner pattern.
    if let Some(helpmate) = planned_with_pawns(search.planned_nodes / 2) {
        return Mateability::CanMate(helpmate);
    }
    let planned = search.planned_nodes / 4;
    if planned > 0
        && let Some(line) =
            plan::planned(pos, player, plan::Pawns::None, planned).or_else(|| plan::promoted(pos, player, planned))
        && let Some(helpmate) = witness(pos, player, line)
    {
        return Mateability::CanMate(helpmate);
    }
    if let Some(helpmate) = guided(search.guided_nodes / 2, helpmate::Style::Narrow) {
        return Mateability::CanMate(helpmate);
    }
    // The other half of the guided budget, aimed at endings, counted in work (a position
    // expanded and each of its moves) rather than in positions, ties broken deepest first.
    let ending = search.ending_work();
    let mut ending_spent = false;
    if ending > 0 {
        match helpmate::ending(pos, player, ending) {
            helpmate::Ended::Found(line) => {
                if let Some(helpmate) = witness(pos, player, line) {
                    return Mateability::CanMate(helpmate);
                }
            }
            helpmate::Ended::Spent => ending_spent = true,
            helpmate::Ended::Emptied => {}
        }
    }
    // Where the search for endings spent its budget, the guided search with the opponent's
    // pieces standing still unless they capture, as many positions as `guided_nodes`: the
    // long helpmates of armies of bishops and of locked pawns it reaches would cost the walk
    // its whole limit first (issue 13's twenty-second round). Not where the search for endings
    // followed every position it could reach: following fewer moves, this one would meet no
    // mate there either (but for a line hidden there by a collision of 32-bit hashes or the cap
    // of 400 half-moves: rare, and nothing is proved either way), and the long walk settles
    // most of those.
    if ending_spent
        && let Some(line) = helpmate::pieces_still(pos, player, search.guided_nodes)
        && let Some(helpmate) = witness(pos, player, line)
    {
        return Mateability::CanMate(helpmate);
    }
    if search.reachable > 0
        && let Some(verdict) = walk(long.get_or_insert_with(new_walker), search.reachable)
    {
        return verdict;
    }
    if search.cooperative_nodes > 0
        && let Some(line) = helpmate::cooperative(pos, player, search.cooperative_plies, search.cooperative_nodes)
        && let Some(helpmate) = witness(pos, player, line)
    {
        return Mateability::CanMate(helpmate);
    }
    // Where the long walk with a king set aside gave up, the plain walk over fewer positions
    // still settles a few questions.
    if search.reachable / 8 > 0
        && long.as_ref().is_some_and(exhaust::Walker::gave_up_set_aside)
        && let Some(verdict) = walk(&mut new_walker(), search.reachable / 8)
    {
        return verdict;
    }
    if search.max_plies > 0
        && let Some(line) = helpmate::shortest(pos, player, search.max_plies, search.max_nodes)
        && let Some(helpmate) = witness(pos, player, line)
    {
        return Mateability::CanMate(helpmate);
    }
    Mateability::Undetermined
}

/// A line found by a search, kept only if the adjudicator replays it to the player's mate
/// (a witness stays a witness even if the move generator erred).
fn witness(pos: &Position, player: Color, moves: Vec<Move>) -> Option<Helpmate> {
    let helpmate = Helpmate { player, moves };
    helpmate.verify(pos).then_some(helpmate)
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
    is_dead_position_memo(pos, search, &mut StaticMemo::default(), false)
}

/// [`is_dead_position_with`], the static proofs skipped where `memo` (the game's, for this
/// position and these bounds) knows they fail, and `memo` updated; `has_moves` when the
/// caller knows that the side to move has a legal move (it is not generated again).
pub(crate) fn is_dead_position_memo(
    pos: &Position,
    search: HelpmateSearch,
    memo: &mut StaticMemo,
    has_moves: bool,
) -> DeadPosition {
    if !is_sane(pos) {
        return DeadPosition::Undetermined;
    }
    if !has_moves && pos.legal_moves().is_empty() {
        if let Some(check) = unreachable_checkmate(pos) {
            let reason = CannotMateReason::UnreachableCheckmate { side_to_move: pos.turn(), check };
            return DeadPosition::Dead { white: reason.clone(), black: reason };
        }
        if pos.is_check() {
            return DeadPosition::NotDead(Helpmate { player: !pos.turn(), moves: Vec::new() });
        }
        let reason = CannotMateReason::NoLegalMoves { side_to_move: pos.turn(), in_check: false };
        return DeadPosition::Dead { white: reason.clone(), black: reason };
    }
    // The static proofs for both first: one missing settles the question as "not dead" only
    // through a search.
    let mut verdicts = [None, None];
    for color in Color::ALL {
        verdicts[color.index()] = static_reason_memo(pos, color, search.structures, memo);
        if verdicts[color.index()].is_none() && search == HelpmateSearch::OFF {
            return DeadPosition::Undetermined;
        }
    }
    for color in Color::ALL {
        if verdicts[color.index()].is_some() {
            continue;
        }
        match searched(pos, color, search) {
            Mateability::CanMate(helpmate) => return DeadPosition::NotDead(helpmate),
            Mateability::CannotMate(reason) => verdicts[color.index()] = Some(reason),
            Mateability::Undetermined => {}
        }
    }
    match verdicts {
        [Some(white), Some(black)] => DeadPosition::Dead { white, black },
        _ => DeadPosition::Undetermined,
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
    // A lone knight or bishop, and no placement of the men left is a checkmate.
    if let Some(square) = ours.single_square()
        && let Some(piece @ (Role::Knight | Role::Bishop)) = board.role_at(square)
        && let Some(material) = patterns::material(board, !player)
    {
        let minor = match piece {
            Role::Knight => patterns::Minor::Knight,
            _ => patterns::Minor::Bishop { light: Bitboard::LIGHT_SQUARES.contains(square) },
        };
        if !patterns::lone_minor_can_mate(minor, material) {
            return Some(CannotMateReason::LoneMinorPiece { player, piece, square, opponent: theirs });
        }
    }
    bishops_without_blockers(board, player)
}

/// [`CannotMateReason::BishopsWithoutBlockers`]: no pawn on the board, the player's men
/// besides the king all bishops on squares of one colour `C`, and the opponent's men besides
/// the king all rooks, queens or bishops on squares of colour `C`.
///
/// The argument (docs/dead-positions.md, step 2). With no pawn nothing promotes, so every
/// later position has the same kinds of men or fewer, and the bishops keep their squares'
/// colour. Suppose the player checkmates the opponent's king on a square `s` after a move
/// (the position on the board, where the opponent could be mated already, is looked at
/// before this proof by every caller).
///
/// 1. The checking man is a bishop (a king never gives check, Article 3.9.1), so `s` has
///    colour `C`. It is a single check: both checks of a double check would come from the
///    last move, one from the bishop moved and one uncovered behind the square it left; the
///    square left lies on one diagonal through `s`, the bishop leaves it along its other
///    diagonal, which is parallel to the second diagonal through `s` and never meets it
///    (and a king's move uncovers at most one line). The check runs along a diagonal of `s`
///    whose first square `d` is the checker's square or an empty square between.
/// 2. `s`'s orthogonal neighbours have the other colour. None is attacked by a bishop, and
///    none holds one of the player's men (the bishops stand on `C`, the king never next to
///    the other king). So each is a flight square unless one of the opponent's men stands
///    on it — not a bishop of `C`, so a rook or a queen — or the player's king attacks it.
///    The player's king attacks at most one of them: a square within one step of two
///    orthogonal neighbours of `s` is within one step of `s`, where the king cannot be.
/// 3. `d` is orthogonally next to two orthogonal neighbours of `s` (for `s` = a1, `d` = b2:
///    a2 and b1; both on the board whenever `d` is). The player's king attacks at most one,
///    so a rook or a queen of the opponent stands on the other. It takes the checker on `d`
///    or moves to the empty `d`, blocking the check. That move is legal: the check was
///    single, the man now on `d` blocks the only diagonal it came along, and the square it
///    left is on a rank or file of `s`, along which the player (bishops and king only)
///    attacks nothing. So the opponent is not checkmated — a contradiction.
///
/// `tests/dead_positions.rs` checks the claim against cozy-chess on placements near a mate.
fn bishops_without_blockers(board: &Board, player: Color) -> Option<CannotMateReason> {
    if board.by_role(Role::Pawn).any() {
        return None;
    }
    let kings = board.by_role(Role::King);
    let ours = board.by_color(player) - kings;
    let theirs = board.by_color(!player) - kings;
    let bishops = board.by_role(Role::Bishop);
    if ours.is_empty() || (ours - bishops).any() {
        return None;
    }
    let heavy = board.by_role(Role::Rook) | board.by_role(Role::Queen);
    for (square_color, squares) in [(Color::White, Bitboard::LIGHT_SQUARES), (Color::Black, Bitboard::DARK_SQUARES)] {
        // The opponent's men that could stand next to the mated king on the other colour
        // without taking or blocking: knights and bishops of the other colour.
        let blockers = theirs - heavy - (bishops & squares);
        if (ours - squares).is_empty() && blockers.is_empty() {
            return Some(CannotMateReason::BishopsWithoutBlockers {
                player,
                square_color,
                bishops: ours,
                opponent: theirs,
            });
        }
    }
    None
}

/// Looks for a helpmate: a series of legal moves, both sides cooperating, after which
/// `player` has checkmated the opponent, within the bounds of `search` (see
/// [`HelpmateSearch`]). `None` proves nothing. An empty line when the opponent is
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
    match settled(pos, player) {
        Some(Mateability::CanMate(helpmate)) => return Some(helpmate),
        Some(_) => return None,
        None => {}
    }
    if material_reason(pos.board(), player).is_some() {
        return None;
    }
    match searched(pos, player, search) {
        Mateability::CanMate(helpmate) => Some(helpmate),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn search_finds_a_mate_in_one_and_respects_its_budget() {
        let p = pos("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        let h = find_helpmate(&p, Color::White, HelpmateSearch::DEFAULT).unwrap();
        assert_eq!(h.moves.len(), 1);
        assert!(h.verify(&p));
        assert_eq!(find_helpmate(&p, Color::White, HelpmateSearch::OFF), None);
        let tiny =
            HelpmateSearch { max_plies: 5, max_nodes: 1, guided_nodes: 0, cooperative_nodes: 0, ..HelpmateSearch::OFF };
        assert_eq!(find_helpmate(&p, Color::White, tiny), None);
    }

    /// The games of `tests/data/games.pgn`, then seeded random playouts (captures thin the
    /// pawns out, so the pawn proofs run often), each as its moves from the start.
    fn many_games() -> Vec<Vec<Move>> {
        let mut games = Vec::new();
        // (The game in Russian notation is left out: this reader is given no alphabet.)
        for game in crate::pgn::read_games(include_str!("../../../tests/data/games.pgn")).filter_map(Result::ok) {
            let mut pos = Position::new();
            let mut moves = Vec::new();
            for mv in &game.moves {
                match crate::laws::notation::adjudicate_san(&pos, &mv.san) {
                    crate::Ruling::Legal(m) => {
                        pos.play_unchecked(m);
                        moves.push(m);
                    }
                    crate::Ruling::Illegal(_) => break,
                }
            }
            games.push(moves);
        }
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1Du64);
        for _ in 0..300 {
            let mut pos = Position::new();
            let mut moves = Vec::new();
            for _ in 0..240 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[(next() % legal.len() as u64) as usize];
                pos.play_unchecked(m);
                moves.push(m);
            }
            games.push(moves);
        }
        games
    }

    #[test]
    fn quiet_moves_keep_failed_proofs_failed() {
        // Along every game, for both players and both structure limits of the replay and
        // of the default search: wherever the memo says the static proofs fail, running
        // them afresh fails too; and the memo is used (the proofs are skipped) often.
        let mut skipped = 0usize;
        let mut skipped_pawn_proofs = 0usize;
        let mut plies = 0usize;
        for moves in many_games() {
            for structures in [HelpmateSearch::OFF.structures, HelpmateSearch::DEFAULT.structures] {
                let mut pos = Position::new();
                let mut memo = StaticMemo::default();
                for &m in &moves {
                    let before = pos.clone();
                    pos.play_unchecked(m);
                    memo = memo.after(&before, m);
                    plies += 1;
                    for player in Color::ALL {
                        let fresh = static_attempt(&pos, player, structures);
                        if memo.fails[player.index()] {
                            assert!(
                                fresh.is_err(),
                                "{} after {}: the memo says the proof for {player:?} fails, it gives {fresh:?}",
                                pos.to_fen(),
                                m.uci()
                            );
                            skipped += 1;
                            let gated = structures <= HelpmateSearch::OFF.structures && mobile_pawns(pos.board()) > 2;
                            skipped_pawn_proofs += !gated as usize;
                        }
                        memo.fails[player.index()] = matches!(fresh, Err(Lasting(true)));
                    }
                }
            }
        }
        assert!(skipped * 2 > plies, "the memo skipped {skipped} proofs in {plies} plies");
        assert!(skipped_pawn_proofs > 10_000, "the memo skipped only {skipped_pawn_proofs} reach and blockade proofs");
    }

    #[test]
    fn a_game_rules_on_dead_positions_as_the_proofs_run_afresh_do() {
        // Game::ending goes through the memo; the verdict on every position is the one of
        // is_dead_position_with on the position alone.
        let mut dead = 0;
        for moves in many_games() {
            let mut game = crate::Game::bounded(Position::new());
            for &m in &moves {
                game.play_unchecked(m);
                if game.position().legal_moves().is_empty() {
                    break;
                }
                let fresh = is_dead_position_with(game.position(), HelpmateSearch::OFF);
                match game.ending() {
                    Some(crate::game::Ending::DeadPosition(verdict)) => {
                        assert_eq!(verdict, fresh, "{}", game.position().to_fen());
                        dead += 1;
                    }
                    _ => assert!(!fresh.is_dead(), "{}", game.position().to_fen()),
                }
            }
        }
        assert!(dead > 0);
    }

    #[test]
    fn bishops_of_one_colour_cannot_mate_without_a_knight_or_other_bishop_to_block() {
        // Two dark bishops against a rook, against a queen and a dark bishop, three light
        // bishops against two rooks: White can never mate (the opponent's men can mate).
        for (fen, square_color) in [
            ("8/8/3k4/3r4/8/4B3/1K6/2B5 w - - 0 1", Color::Black),
            ("8/8/3k4/2bq4/8/4B3/1K6/2B5 b - - 0 1", Color::Black),
            ("r7/8/3k4/3r4/8/3B4/1K2B3/5B2 w - - 0 1", Color::White),
        ] {
            let p = pos(fen);
            match can_checkmate_with(&p, Color::White, HelpmateSearch::OFF) {
                Mateability::CannotMate(CannotMateReason::BishopsWithoutBlockers {
                    player: Color::White,
                    square_color: c,
                    bishops,
                    opponent,
                }) => {
                    assert_eq!(c, square_color, "{fen}");
                    assert_eq!(bishops, p.board().by_color(Color::White) & p.board().by_role(Role::Bishop), "{fen}");
                    assert_eq!(opponent, p.board().by_color(Color::Black) - p.board().by_role(Role::King), "{fen}");
                }
                other => panic!("{fen}: {other:?}"),
            }
            assert!(can_checkmate(&p, Color::Black).can_mate(), "{fen}");
        }
        // The neighbours that can mate: a knight, or a bishop on the other colour, can shut in
        // its own king (below) — so the proof does not apply, and the search finds a
        // helpmate; so do a pawn (it may promote to a knight) and a second colour among the
        // player's bishops.
        for fen in [
            "8/8/3k4/3rn3/8/4B3/1K6/2B5 w - - 0 1",
            "8/8/3k4/2br1b2/8/4B3/1K6/2B5 w - - 0 1",
            "8/8/3k4/3r4/8/4B3/1K5p/2B5 w - - 0 1",
            "8/8/3k4/3r4/8/3BB3/1K6/8 w - - 0 1",
        ] {
            let p = pos(fen);
            assert!(bishops_without_blockers(p.board(), Color::White).is_none(), "{fen}");
            assert!(can_checkmate(&p, Color::White).can_mate(), "{fen}");
        }
        // The kind of mate the argument leaves: Bb2#, the knight on a2 shutting in its own
        // king, the white king on c2 covering b1 and protecting b2.
        let p = pos("8/8/8/8/8/B7/n1K5/k7 w - - 0 1");
        let h = helpmate::shortest(&p, Color::White, 1, 1_000).unwrap();
        assert!(witness(&p, Color::White, h).is_some());
    }

    #[test]
    fn following_every_line_proves_a_forced_capture_dead() {
        // Black's only move takes the pawn: king against king.
        let p = pos("k7/P1K5/8/8/8/8/8/8 b - - 0 1");
        assert!(matches!(
            can_checkmate(&p, Color::White),
            Mateability::CannotMate(CannotMateReason::EveryLineFollowed { .. })
        ));
    }

    #[test]
    fn a_short_walk_tries_a_proof_after_each_reply_of_a_side_with_few_moves() {
        // From CHA's test vector. Black's king is in check from the pawn on b5 and has two
        // replies (Ka7, Kb7); after either, the pawns are locked and neither bishop can break
        // through: the blockade proof holds for both players. The long walk tries a proof at
        // one position in 32 and would follow the bishops' moves after the replies: with a
        // walk of 32 positions and nothing else it gave up, and with the default search the
        // guided searches spent some 12 ms first.
        let p = pos("8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1");
        assert_eq!(p.legal_moves().len(), 2);
        let short = HelpmateSearch { reachable: HelpmateSearch::SHORT_WALK, ..HelpmateSearch::OFF };
        for player in Color::ALL {
            assert_eq!(can_checkmate_with(&p, player, HelpmateSearch::OFF), Mateability::Undetermined);
            assert!(
                matches!(
                    can_checkmate_with(&p, player, short),
                    Mateability::CannotMate(CannotMateReason::EveryLineFollowed { positions: 1, .. })
                ),
                "{player:?}"
            );
        }
    }

    #[test]
    fn the_quick_cooperative_search_finds_middlegame_helpmates_the_guided_one_misses() {
        // From tests/data/unwinnability/real.txt (lines 1632 and 2201): both undetermined
        // with the bounds of ac12d75 (no cooperative stage, 1,500 guided expansions). Since the
        // guided search for endings is bounded by work and breaks ties deepest first, that
        // stage finds the first even with those bounds (a line of a hundred plies); the guided
        // searches as they were then, breadth first among equals, find neither.
        for (fen, player) in [
            ("rn2kbnr/pb1ppppp/8/1p6/1q3P2/7N/P1P1P1PP/RNB1KBR1 w Qkq - 0 8", Color::White),
            ("rnb1kb1r/pppp1pp1/7p/8/8/4P2N/PPPP1qPP/RNBQKB1R w KQkq - 2 6", Color::Black),
        ] {
            let p = pos(fen);
            let line = helpmate::cooperative(&p, player, 15, 2_000).expect(fen);
            assert!(witness(&p, player, line).is_some(), "{fen}");
            for style in [helpmate::Style::Narrow, helpmate::Style::Ending] {
                assert_eq!(helpmate::guided(&p, player, 750, style), None, "{fen}");
            }
            assert!(can_checkmate(&p, player).can_mate(), "{fen}");
        }
    }

    #[test]
    fn the_cooperative_search_respects_its_bounds() {
        let p = pos("rn2kbnr/pb1ppppp/8/1p6/1q3P2/7N/P1P1P1PP/RNB1KBR1 w Qkq - 0 8");
        assert_eq!(helpmate::cooperative(&p, Color::White, 15, 1), None);
        assert_eq!(helpmate::cooperative(&p, Color::White, 1, 2_000), None);
        // A mate in one is found at the first horizon.
        let p = pos("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        assert_eq!(helpmate::cooperative(&p, Color::White, 3, 10).map(|l| l.len()), Some(1));
    }
}

/// A tool for looking into the proofs by hand (ignored): for each line `FEN ; player` of the
/// file named by `UNWINNABILITY_PROOFS`, what each static proof says and why it fails.
///
/// `UNWINNABILITY_PROOFS=file cargo test --release --lib probe_file -- --ignored --nocapture`
#[cfg(test)]
mod probe {
    use super::*;

    #[test]
    #[ignore = "a tool: prints what each static proof says on the file in UNWINNABILITY_PROOFS"]
    fn probe_file() {
        let Ok(path) = std::env::var("UNWINNABILITY_PROOFS") else { return };
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
            let mut fields = line.split(';').map(str::trim);
            let fen = fields.next().unwrap();
            let player = match fields.next() {
                Some("black") => Color::Black,
                _ => Color::White,
            };
            let Ok(pos) = Position::from_fen_lenient(fen) else {
                println!("{fen}: not a position");
                continue;
            };
            let started = std::time::Instant::now();
            let trace = std::env::var("UNWINNABILITY_TRACE").is_ok();
            let reach = reach::attempt_traced(&pos, player, trace).map(|p| p.check_squares.count());
            let blockade = blockade::prove(&pos, player, 1_000).map(|p| (p.structures, p.check_squares.count()));
            let statics = static_attempt(&pos, player, HelpmateSearch::DEFAULT.structures);
            let took = started.elapsed();
            let answer = can_checkmate(&pos, player);
            let verdict = match &answer {
                Mateability::CanMate(h) => format!("can in {}", h.moves.len()),
                Mateability::CannotMate(r) => format!("cannot ({})", r.kind()),
                Mateability::Undetermined => "undetermined".into(),
            };
            println!(
                "{fen} {player:?}: reach {reach:?}; blockade {blockade:?}; static {}; {:.2} ms; default: {verdict}",
                statics.is_ok(),
                took.as_secs_f64() * 1e3
            );
        }
    }
}
