//! The reach proof: for every man, the squares it may ever stand on, each man on its own
//! (no pawn structure is enumerated), and no checkmate by the player with the men on those
//! squares.
//!
//! The sets start at the men's squares and grow until nothing changes (a least fixpoint,
//! so every set over-approximates where its man can ever be):
//!
//! - a man that can never move and never be captured is *fixed*: an obstacle for ever;
//! - a king steps onto squares no fixed man stands on and no fixed enemy pawn attacks;
//! - any other piece moves as it does with the fixed men as the only obstacles;
//! - a pawn pushes onto squares no fixed man stands on, but never past a pawn of its file
//!   that can never leave it (never capture, never be captured): it stays behind the
//!   farthest square that pawn can reach; it captures onto a square an enemy man other
//!   than the king may stand on (en passant beside a square an enemy pawn may reach with a
//!   two-square advance); on the last rank it becomes a new man of each promotion kind;
//! - a man can be captured when an enemy man may attack a square it may stand on (the
//!   enemy king not on squares a fixed pawn protects).
//!
//! This is coarser than the blockade proof (it forgets which men stand where at the same
//! time) but it never has to list pawn structures, however many the free pawns can make.

use super::blockade::{Kind, close_king, close_piece, king_dilation, pawn_attacks_of};
use super::net::Net;
use crate::attacks;
use crate::{Bitboard, Color, File, MoveKind, Position, Rank, Role, Square};

/// A successful proof.
pub(crate) struct Proof {
    /// Every square the opponent's king may ever stand on.
    pub king_region: Bitboard,
    /// The squares of it where the player could ever give check.
    pub check_squares: Bitboard,
}

#[derive(Clone)]
struct Man {
    color: Color,
    kind: Kind,
    /// Every square it may stand on (for a pawn, the last rank included: the squares where
    /// it promotes).
    at: Bitboard,
    /// Whether it may be captured (or, for a pawn, promote).
    mortal: bool,
    /// For a pawn that may promote, the man it becomes.
    becomes: Option<usize>,
    /// Where it stood when the analysis began.
    origin: Square,
}

impl Man {
    fn is(&self, role: Role) -> bool {
        self.kind == Kind::Piece(role)
    }

    fn kind_name(&self) -> &'static str {
        match self.kind {
            Kind::Piece(role) => role.name(),
            Kind::Promoted => "promoted",
        }
    }

    /// The squares it may stand on as what it is (a pawn is never on the last rank).
    fn squares(&self) -> Bitboard {
        if self.is(Role::Pawn) { self.at - Bitboard::BACKRANKS } else { self.at }
    }
}

/// The position of a square along a pawn's way: its rank counted from the pawn's side.
#[inline]
fn along(color: Color, sq: Square) -> u32 {
    sq.rank().relative_to(color).index()
}

/// Whether all of `at` lies on one file.
fn on_one_file(at: Bitboard) -> Option<File> {
    let file = at.first()?.file();
    (at - Bitboard::from_file(file)).is_empty().then_some(file)
}

/// Why a proof failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Failure {
    /// The sets did not stop growing within the rounds allowed.
    Unsettled,
    /// The sets settled, and a checkmate cannot be excluded with the men on them.
    MatePossible,
}

/// Tries to prove that `player` can never checkmate, telling why it failed when it does.
pub(crate) fn attempt(pos: &Position, player: Color) -> Result<Proof, Failure> {
    attempt_traced(pos, player, false)
}

/// [`attempt`], printing every man's set when `trace` (a tool for looking into a proof).
pub(crate) fn attempt_traced(pos: &Position, player: Color, trace: bool) -> Result<Proof, Failure> {
    let board = pos.board();
    let mut men: Vec<Man> = board
        .pieces()
        .map(|(sq, piece)| Man {
            color: piece.color,
            kind: Kind::Piece(piece.role),
            at: Bitboard::from_square(sq),
            mortal: false,
            becomes: None,
            origin: sq,
        })
        .collect();
    if pos.ep_square().is_some() {
        for m in pos.legal_moves().iter().filter(|m| m.kind == MoveKind::EnPassant) {
            let victim = Square::from_coords(m.to.file(), m.from.rank());
            for man in men.iter_mut().filter(|man| man.is(Role::Pawn)) {
                if man.at.contains(m.from) {
                    man.at.add(m.to);
                }
                if man.at.contains(victim) {
                    man.mortal = true;
                }
            }
        }
    }
    let mut attacks = vec![Bitboard::EMPTY; men.len()];
    let mut closures = Vec::with_capacity(men.len());
    let mut settled = false;
    for _round in 0..100 {
        if !step(&mut men, &mut attacks, &mut closures) {
            settled = true;
            break;
        }
    }
    if !settled {
        return Err(Failure::Unsettled);
    }
    if trace {
        for man in &men {
            let at: Vec<String> = man.at.into_iter().map(|s| s.to_string()).collect();
            println!(
                "  {:?} {:?} from {}: {} mortal {}",
                man.color,
                man.kind_name(),
                man.origin,
                at.join(" "),
                man.mortal
            );
        }
    }
    // The mating net, each of the opponent's men a blocker of its own.
    let mut cover = Bitboard::EMPTY;
    let mut our_king = Bitboard::EMPTY;
    let mut their_king = Bitboard::EMPTY;
    let mut blockers = Vec::new();
    for (i, man) in men.iter().enumerate() {
        match (man.color == player, man.kind) {
            (true, Kind::Piece(Role::King)) => our_king |= man.at,
            (true, Kind::Piece(Role::Pawn)) => cover |= pawn_attacks_of(man.color, man.squares()),
            (true, _) => cover |= attacks[i],
            (false, Kind::Piece(Role::King)) => their_king |= man.at,
            (false, _) => {
                if man.squares().any() {
                    blockers.push(man.squares());
                }
            }
        }
    }
    let verdict = Net { their_king, cover, our_king, blockers: &blockers }.verdict();
    if verdict.mate_possible {
        return Err(Failure::MatePossible);
    }
    Ok(Proof { king_region: their_king, check_squares: verdict.check_squares })
}

/// By colour, the squares the herds of that colour's men guard for ever. A herd: men of one
/// kind that can never be captured, shut together in the squares their sets cover (a
/// *pocket*). Whatever squares of the pocket they stand on — always as many men as there
/// are, each on a square of its set — some of them attack each of these squares: every way of placing the men on the pocket is
/// looked at when there are few (the other men counted as standing wherever they may, which
/// only blocks more lines), else a square counts only if more squares of the pocket touch it
/// than the pocket has free squares.
///
/// This is what keeps bishops of one colour shut behind their own pawns: however they shift
/// about, the pawns in front of them stay protected.
///
/// `closures` holds, for every piece other than a king, its set of this round closed under
/// its moves with the fixed men but itself as obstacles: for a herd of one man, exactly its
/// pocket (the walls are the same), not computed again; for a larger herd, a part of the
/// man's pocket (more walls, a smaller closure), so that a herd none of whose men is shut
/// in at most [`MOST_POCKET_SQUARES`] squares has no pocket small enough and is passed over
/// without computing its pockets.
fn herd_guards(men: &[Man], fixed: Bitboard, closures: &[Closure]) -> [Bitboard; 2] {
    const ROLES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];
    // Every herd, by colour and kind: how many men it has, its first, and whether one of
    // them is shut in few enough squares for its pocket to be small (a man's closure with
    // the rest of its herd as obstacles lies within its pocket).
    let mut count = [[0usize; 4]; 2];
    let mut first = [[0usize; 4]; 2];
    let mut small = [[false; 4]; 2];
    for (i, man) in men.iter().enumerate() {
        if man.mortal || man.at.is_empty() {
            continue;
        }
        let Some(k) = ROLES.iter().position(|&role| man.is(role)) else { continue };
        let c = man.color.index();
        if count[c][k] == 0 {
            first[c][k] = i;
        }
        count[c][k] += 1;
        small[c][k] |= closures[i].at.count() <= MOST_POCKET_SQUARES;
    }
    let mut guard = [Bitboard::EMPTY; 2];
    for color in Color::ALL {
        let c = color.index();
        for (k, role) in ROLES.into_iter().enumerate() {
            if !small[c][k] {
                continue;
            }
            if count[c][k] == 1 {
                let i = first[c][k];
                guard[c] |= pocket_guard(men, color, role, closures[i].at, &[i]);
            } else {
                guard[c] |= herd_of_many_guards(men, color, role, fixed);
            }
        }
    }
    guard
}

/// [`herd_guards`] for the herd of `color`'s men of `role` when it has more than one man.
fn herd_of_many_guards(men: &[Man], color: Color, role: Role, fixed: Bitboard) -> Bitboard {
    let herd: Vec<usize> = (0..men.len())
        .filter(|&i| men[i].color == color && men[i].is(role) && !men[i].mortal && men[i].at.any())
        .collect();
    // Each man's squares as if the others of the herd were not there (they move too: the
    // sets found so far may not yet show it), then the pockets: those sets that overlap,
    // joined.
    let herd_squares = herd.iter().fold(Bitboard::EMPTY, |acc, &i| acc | men[i].at);
    let walls = fixed - herd_squares;
    let mut pockets: Vec<(Bitboard, Vec<usize>)> = Vec::new();
    for &i in &herd {
        let mut at = close_piece(Kind::Piece(role), men[i].at, walls).0;
        let mut members = vec![i];
        let mut k = 0;
        while k < pockets.len() {
            if (pockets[k].0 & at).any() {
                let (other, more) = pockets.swap_remove(k);
                at |= other;
                members.extend(more);
                k = 0;
            } else {
                k += 1;
            }
        }
        pockets.push((at, members));
    }
    let mut guard = Bitboard::EMPTY;
    for (pocket, members) in pockets {
        if pocket.count() <= MOST_POCKET_SQUARES {
            guard |= pocket_guard(men, color, role, pocket, &members);
        }
    }
    guard
}

/// The most squares a herd's pocket may have for its guards to be looked for.
const MOST_POCKET_SQUARES: usize = 24;

/// The squares the `members` (men of `color` and `role`, shut in `pocket`) attack wherever
/// on the pocket they stand (see [`herd_guards`]).
fn pocket_guard(men: &[Man], color: Color, role: Role, pocket: Bitboard, members: &[usize]) -> Bitboard {
    const MOST_PLACEMENTS: u64 = 256;
    let n = members.len();
    let size = pocket.count();
    let mut others = Bitboard::EMPTY;
    for (j, man) in men.iter().enumerate() {
        if !members.contains(&j) {
            others |= man.at;
        }
    }
    let squares: Vec<Square> = pocket.into_iter().collect();
    let mut guard = Bitboard::EMPTY;
    if binomial(size as u64, n as u64) <= MOST_PLACEMENTS {
        let mut always = Bitboard::FULL;
        for_each_subset(&squares, n, &mut |placed: Bitboard| {
            let occupied = placed | others;
            let attacked = placed.fold(Bitboard::EMPTY, |acc, sq| acc | attacks::attacks(color, role, sq, occupied));
            always &= attacked;
        });
        guard |= always;
    } else {
        // Counting: a square is guarded when the free squares of the pocket are fewer
        // than its squares next to it along the men's lines.
        let mut touching = [0u32; 64];
        for &sq in &squares {
            for t in attacks::attacks(color, role, sq, Bitboard::FULL) {
                touching[t.index() as usize] += 1;
            }
        }
        for t in Square::ALL {
            if (size as u32) - touching[t.index() as usize].min(size as u32) < n as u32 {
                guard.add(t);
            }
        }
    }
    guard
}

/// `n` choose `k`, saturating.
fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut out: u64 = 1;
    for i in 0..k {
        out = out.saturating_mul(n - i) / (i + 1);
    }
    out
}

/// Calls `f` with every set of `k` squares of `squares`.
fn for_each_subset(squares: &[Square], k: usize, f: &mut impl FnMut(Bitboard)) {
    fn go(squares: &[Square], k: usize, start: usize, chosen: Bitboard, f: &mut impl FnMut(Bitboard)) {
        if k == 0 {
            f(chosen);
            return;
        }
        for i in start..=squares.len() - k {
            go(squares, k - 1, i + 1, chosen.with(squares[i]), f);
        }
    }
    if k <= squares.len() {
        go(squares, k, 0, Bitboard::EMPTY, f);
    }
}

/// A piece's set closed under its moves (see [`step`]): from the set `from`, with the men on
/// `walls` as the only obstacles, the set `at` and the squares `attacks` it attacks from it.
#[derive(Copy, Clone, Default)]
struct Closure {
    from: Bitboard,
    walls: Bitboard,
    at: Bitboard,
    attacks: Bitboard,
}

/// One round of growing every set; whether anything changed. `closures` keeps each piece's
/// last closure from one round to the next: a closure is computed again only when the set
/// or the walls changed since (closing a closed set under the same walls gives it back, and
/// the same attacks).
fn step(men: &mut Vec<Man>, attacks: &mut Vec<Bitboard>, closures: &mut Vec<Closure>) -> bool {
    let mut changed = false;
    let mut fixed = Bitboard::EMPTY;
    let mut fixed_pawns = [Bitboard::EMPTY; 2];
    for man in men.iter() {
        if !man.mortal && man.squares().count() == 1 && man.at.count() == 1 {
            fixed |= man.at;
            if man.is(Role::Pawn) {
                fixed_pawns[man.color.index()] |= man.at;
            }
        }
    }
    let fixed_pawn_attacks =
        [pawn_attacks_of(Color::White, fixed_pawns[0]), pawn_attacks_of(Color::Black, fixed_pawns[1])];
    // The squares a fixed man attacks whatever else stands on the board: a king or a
    // knight's, a pawn's, and a line piece's next squares along its lines. A king never
    // steps onto them, and never takes a man standing on one (the man is protected for
    // ever).
    let mut guarded = fixed_pawn_attacks;
    for man in men.iter() {
        if man.mortal || man.at.count() != 1 {
            continue;
        }
        if let (Kind::Piece(role), Some(sq)) = (man.kind, man.at.first())
            && role != Role::Pawn
        {
            guarded[man.color.index()] |= attacks::attacks(man.color, role, sq, Bitboard::FULL);
        }
    }

    // The pieces other than kings: each set closed under its moves with the fixed men as
    // the only obstacles — kept aside until the herds' guards, which look at the sets as
    // the round found them, are known.
    closures.resize(men.len(), Closure::default());
    for (man, closure) in men.iter().zip(closures.iter_mut()) {
        if man.is(Role::Pawn) || man.is(Role::King) || man.at.is_empty() {
            continue;
        }
        let walls = fixed - man.at;
        let known = closure.walls == walls && (closure.from == man.at || closure.at == man.at);
        if !known {
            let (at, att) = close_piece(man.kind, man.at, walls);
            *closure = Closure { from: man.at, walls, at, attacks: att };
        }
    }
    let herds = herd_guards(men, fixed, closures);
    for color in Color::ALL {
        guarded[color.index()] |= herds[color.index()];
    }

    // The pieces.
    attacks.resize(men.len(), Bitboard::EMPTY);
    for (i, man) in men.iter_mut().enumerate() {
        if man.is(Role::Pawn) || man.at.is_empty() {
            continue;
        }
        let others = fixed - man.at;
        let (at, att) = if man.is(Role::King) {
            let allowed = !others & !guarded[(!man.color).index()];
            let at = close_king(man.at, allowed);
            (at, king_dilation(at))
        } else {
            (closures[i].at, closures[i].attacks)
        };
        changed |= at != man.at;
        man.at = at;
        attacks[i] = att;
    }

    // Where men other than kings may stand, and where pawns may arrive with a two-square
    // advance, by colour.
    let mut may_stand = [Bitboard::EMPTY; 2];
    let mut double_steps = [Bitboard::EMPTY; 2];
    for man in men.iter() {
        if !man.is(Role::King) {
            may_stand[man.color.index()] |= man.squares();
        }
        if man.is(Role::Pawn) {
            let up = if man.color == Color::White { 2 } else { -2 };
            for sq in man.at & Bitboard::from_rank(Rank::Second.relative_to(man.color)) {
                if let Some(to) = sq.offset(0, up) {
                    double_steps[man.color.index()].add(to);
                }
            }
        }
    }
    // Pawns that never leave their file and are never captured: barriers on it. A pawn
    // that never leaves its file either never passes such a pawn that started ahead of it:
    // it stays behind the farthest square an own pawn ahead may reach, and behind the
    // square an enemy pawn coming towards it started from.
    let barriers: Vec<(usize, Color, File, Bitboard, Square)> = men
        .iter()
        .enumerate()
        .filter(|(_, m)| m.is(Role::Pawn) && !m.mortal)
        .filter_map(|(j, m)| Some((j, m.color, on_one_file(m.at)?, m.at, m.origin)))
        .collect();

    // The pawns.
    for i in 0..men.len() {
        if !men[i].is(Role::Pawn) {
            continue;
        }
        let color = men[i].color;
        let enemy = may_stand[(!color).index()];
        let own_at = men[i].at;
        let origin_i = men[i].origin;
        // Only a pawn that has never left its file keeps the order of the pawns on it.
        let stays = on_one_file(own_at) == Some(origin_i.file());
        // How far along its own file it may go: behind every barrier of that file that
        // started ahead of it (no bound off its file, or once it has left it).
        let mut bound_on_file = 7;
        if stays {
            for &(j, c, file, at_j, origin) in &barriers {
                if file != origin_i.file() || j == i || along(color, origin) <= along(color, origin_i) {
                    continue;
                }
                let farthest =
                    if c == color { at_j.fold(0, |hi, q| hi.max(along(color, q))) } else { along(color, origin) };
                bound_on_file = bound_on_file.min(farthest.saturating_sub(1));
            }
        }
        // The squares of its file beyond that bound, and the squares a push may reach.
        let mut beyond = Bitboard::EMPTY;
        for sq in Bitboard::from_file(origin_i.file()) {
            if along(color, sq) > bound_on_file {
                beyond.add(sq);
            }
        }
        let open = !fixed - beyond;
        let third = Bitboard::from_rank(Rank::Third.relative_to(color));
        let enemy_double_steps = double_steps[(!color).index()];
        // The closure, a whole set of squares at a time: pushes (two squares from the
        // second rank), captures, and captures en passant of a pawn beside it that arrived
        // with a two-square advance.
        let mut at = own_at;
        let mut frontier = at - Bitboard::BACKRANKS;
        while frontier.any() {
            let pushes = frontier.shift_forward(color) & open;
            let double_pushes = (pushes & third).shift_forward(color) & open;
            let captures = pawn_attacks_of(color, frontier) & enemy;
            let beside = Bitboard(
                ((frontier - Bitboard::from_file(File::A)).0 >> 1) | ((frontier - Bitboard::from_file(File::H)).0 << 1),
            );
            let en_passant = (beside & enemy_double_steps).shift_forward(color);
            let new = (pushes | double_pushes | captures | en_passant) - at;
            at |= new;
            frontier = new - Bitboard::BACKRANKS;
        }
        if at != own_at {
            changed = true;
            men[i].at = at;
        }
        let promotions = at & Bitboard::BACKRANKS;
        if promotions.any() {
            if !men[i].mortal {
                men[i].mortal = true;
                changed = true;
            }
            match men[i].becomes {
                Some(j) => {
                    if !(promotions - men[j].at).is_empty() {
                        men[j].at |= promotions;
                        changed = true;
                    }
                }
                None => {
                    let origin = promotions.first().unwrap_or(men[i].origin);
                    men.push(Man { color, kind: Kind::Promoted, at: promotions, mortal: false, becomes: None, origin });
                    attacks.push(Bitboard::EMPTY);
                    let j = men.len() - 1;
                    men[i].becomes = Some(j);
                    changed = true;
                }
            }
        }
    }

    // Mortality.
    let mut attacked = [Bitboard::EMPTY; 2];
    for (i, man) in men.iter().enumerate() {
        let c = man.color.index();
        attacked[c] |= match man.kind {
            Kind::Piece(Role::Pawn) => pawn_attacks_of(man.color, man.squares()),
            Kind::Piece(Role::King) => attacks[i] - guarded[1 - c],
            _ => attacks[i],
        };
    }
    // A pawn arriving with a two-square advance beside an enemy pawn may be taken en
    // passant.
    let mut pawn_squares = [Bitboard::EMPTY; 2];
    for man in men.iter().filter(|m| m.is(Role::Pawn)) {
        pawn_squares[man.color.index()] |= man.squares();
    }
    for man in men.iter_mut() {
        if man.is(Role::King) || man.mortal {
            continue;
        }
        let enemy_pawns = pawn_squares[(!man.color).index()];
        let en_passant = man.is(Role::Pawn)
            && (man.at & double_steps[man.color.index()])
                .filter(|&sq| [-1, 1].into_iter().filter_map(|d| sq.offset(d, 0)).any(|b| enemy_pawns.contains(b)))
                .count()
                > 0;
        if en_passant || (man.squares() & attacked[(!man.color).index()]).any() {
            man.mortal = true;
            changed = true;
        }
    }
    changed
}
