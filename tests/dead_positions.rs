//! Article 5.2.2 (dead position) and the one-sided question of Articles 5.1.2, 6.9 and
//! 7.5.5: every material case, blockades, positions that look dead but are not, and
//! soundness properties checked against an independent move generator (cozy-chess).

mod common;

use arbiter::{
    CannotMateReason, Color, DeadPosition, HelpmateSearch, Mateability, Position, Role, Square, can_checkmate,
    can_checkmate_with, find_helpmate, is_dead_position, is_dead_position_with,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The static proofs alone: no search.
fn static_verdict(p: &Position, player: Color) -> Mateability {
    can_checkmate_with(p, player, HelpmateSearch::OFF)
}

fn assert_dead(fen: &str) -> (CannotMateReason, CannotMateReason) {
    let p = pos(fen);
    match is_dead_position(&p) {
        DeadPosition::Dead { white, black } => {
            assert!(static_verdict(&p, Color::White).cannot_mate(), "{fen}");
            assert!(static_verdict(&p, Color::Black).cannot_mate(), "{fen}");
            assert_eq!(is_dead_position(&p).rule(), Some(arbiter::RuleId::DeadPosition));
            (white, black)
        }
        other => panic!("{fen}: expected dead, got {other:?}"),
    }
}

/// Not proven dead, and neither player proven unable to mate where `can` says a mate
/// exists.
fn assert_not_dead(fen: &str, can: &[Color]) {
    let p = pos(fen);
    let verdict = is_dead_position(&p);
    assert!(!verdict.is_dead(), "{fen}: wrongly dead: {verdict:?}");
    for &player in can {
        let m = can_checkmate(&p, player);
        assert!(!m.cannot_mate(), "{fen}: {player:?} can mate, got {m:?}");
    }
}

/// A helpmate is found, and it is a real one.
fn assert_helpmate(fen: &str, player: Color, plies: usize) {
    let p = pos(fen);
    match can_checkmate(&p, player) {
        Mateability::CanMate(h) => {
            assert_eq!(h.player, player);
            assert_eq!(h.moves.len(), plies, "{fen}: {:?}", h.moves);
            assert!(h.verify(&p), "{fen}: line does not mate");
            assert!(cozy_line_mates(&p, &h.moves, player), "{fen}: cozy-chess disagrees");
        }
        other => panic!("{fen}: expected a helpmate for {player:?}, got {other:?}"),
    }
    match is_dead_position(&p) {
        DeadPosition::NotDead(h) => assert!(h.verify(&p)),
        other => panic!("{fen}: expected not dead, got {other:?}"),
    }
}

/// The default search finds a helpmate (of any length) for each of `players`, a real one.
fn assert_can_mate(fen: &str, players: &[Color]) {
    let p = pos(fen);
    for &player in players {
        match can_checkmate(&p, player) {
            Mateability::CanMate(h) => {
                assert!(h.verify(&p), "{fen}: line does not mate");
                assert!(cozy_line_mates(&p, &h.moves, player), "{fen}: cozy-chess disagrees");
            }
            other => panic!("{fen}: expected a helpmate for {player:?}, got {other:?}"),
        }
    }
    assert!(matches!(is_dead_position(&p), DeadPosition::NotDead(_)), "{fen}");
}

// ---------------------------------------------------------------------------------------
// Material alone
// ---------------------------------------------------------------------------------------

#[test]
fn king_against_king_is_dead() {
    for fen in ["8/8/4k3/8/8/8/3K4/8 w - - 0 1", "8/8/4k3/8/8/8/3K4/8 b - - 0 1", "K7/8/8/8/8/8/8/7k w - - 0 1"] {
        let (white, black) = assert_dead(fen);
        assert!(matches!(white, CannotMateReason::LoneKing { player: Color::White, .. }));
        assert!(matches!(black, CannotMateReason::LoneKing { player: Color::Black, .. }));
    }
    let (white, _) = assert_dead("8/8/4k3/8/8/8/3K4/8 w - - 0 1");
    assert_eq!(white, CannotMateReason::LoneKing { player: Color::White, king: Square::D2 });
}

#[test]
fn king_and_knight_against_king_is_dead_for_either_colour() {
    let (white, black) = assert_dead("8/8/3k4/8/8/4N3/1K6/8 w - - 0 1");
    assert_eq!(white, CannotMateReason::KnightAgainstBareKing { player: Color::White, knight: Square::E3 });
    assert!(matches!(black, CannotMateReason::LoneKing { .. }));
    // The king and knight of Black, the cornered white king, either side to move.
    for fen in ["8/8/8/8/8/2n5/k7/7K b - - 0 1", "7K/5k2/6n1/8/8/8/8/8 w - - 0 1"] {
        let (white, black) = assert_dead(fen);
        assert!(matches!(white, CannotMateReason::LoneKing { .. }));
        assert!(matches!(black, CannotMateReason::KnightAgainstBareKing { player: Color::Black, .. }));
    }
}

#[test]
fn king_and_bishop_against_king_is_dead_on_either_square_colour() {
    for (fen, square_color) in [
        ("8/8/3k4/8/8/4B3/1K6/8 w - - 0 1", Color::Black),
        ("8/8/3k4/8/8/3B4/1K6/8 b - - 0 1", Color::White),
        ("7k/8/6K1/8/8/8/8/b7 w - - 0 1", Color::Black),
    ] {
        let (white, black) = assert_dead(fen);
        let bishops = if white.player() == Some(Color::White) { &black } else { &white };
        match bishops {
            CannotMateReason::BishopsOfOneColour { square_color: c, bishops } => {
                assert_eq!(*c, square_color, "{fen}");
                assert_eq!(bishops.count(), 1);
            }
            other => panic!("{fen}: {other:?}"),
        }
    }
}

#[test]
fn bishops_all_on_one_square_colour_on_both_sides_are_dead() {
    for fen in [
        // One each, light squares.
        "8/8/3k4/2b5/8/8/1K1B4/8 w - - 0 1",
        // One each, dark squares.
        "8/8/4k3/2b5/8/4B3/1K6/8 b - - 0 1",
        // Two against one, dark squares.
        "8/8/4k3/2b5/8/4B3/1K1B4/8 w - - 0 1",
        // Three (promoted) light bishops against two.
        "b1b5/8/4k3/8/8/3B4/3KB3/7B w - - 0 1",
        // Four dark bishops against none.
        "8/8/4k3/8/8/B1B1B3/1K1B4/8 b - - 0 1",
    ] {
        let (white, black) = assert_dead(fen);
        for reason in [white, black] {
            assert!(
                matches!(reason, CannotMateReason::BishopsOfOneColour { .. } | CannotMateReason::LoneKing { .. }),
                "{fen}: {reason:?}"
            );
        }
    }
    let (white, _) = assert_dead("b1b5/8/4k3/8/8/3B4/3KB3/7B w - - 0 1");
    match white {
        CannotMateReason::BishopsOfOneColour { square_color, bishops } => {
            assert_eq!(square_color, Color::White);
            assert_eq!(bishops.count(), 5);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn bishops_on_both_square_colours_are_not_dead() {
    // King and bishop against king and bishop of the other colour: a helpmate exists.
    assert_helpmate("1B4bk/8/6K1/8/8/8/8/8 w - - 0 1", Color::White, 1);
    // Far from a mate: the guided search finds long helpmates for both sides.
    assert_can_mate("8/8/3k4/2b5/8/3B4/1K6/8 w - - 0 1", &[Color::White, Color::Black]);
    // Two bishops of different colours against a bare king.
    assert_can_mate("8/8/4k3/8/8/3BB3/1K6/8 w - - 0 1", &[Color::White]);
    // Two light bishops against a dark one: the dark bishop can block a dark square.
    assert_can_mate("8/8/4k3/8/2b5/3B4/1K1B4/8 w - - 0 1", &[Color::White]);
    assert!(!static_verdict(&pos("8/8/4k3/8/2b5/3B4/1K1B4/8 w - - 0 1"), Color::White).cannot_mate());
}

#[test]
fn knight_against_knight_can_mate_with_help() {
    // Black's knight blocks its own king's last flight square.
    assert_helpmate("k7/n1K5/8/3N4/8/8/8/8 w - - 0 1", Color::White, 1);
    // Far from any mate: never called dead, by either side, and the guided search finds a
    // long helpmate for each.
    for fen in ["8/8/3k4/8/3n4/4N3/1K6/8 w - - 0 1", "8/8/3k4/8/3n4/4N3/1K6/8 b - - 0 1"] {
        for player in Color::ALL {
            assert!(!static_verdict(&pos(fen), player).cannot_mate(), "{fen}");
        }
        assert!(!is_dead_position_with(&pos(fen), HelpmateSearch::OFF).is_dead());
        assert_can_mate(fen, &[Color::White, Color::Black]);
    }
}

#[test]
fn knight_against_bishop_can_mate_with_help_both_ways() {
    // The knight mates the cornered king, its bishop in the way (Nf2#).
    assert_helpmate("8/8/8/8/4N3/8/7b/5K1k w - - 0 1", Color::White, 1);
    // The bishop mates the cornered king, its knight in the way (Bg7#).
    assert_helpmate("6nk/8/6KB/8/8/8/8/8 w - - 0 1", Color::White, 1);
    assert_can_mate("8/8/3k4/8/3b4/4N3/1K6/8 w - - 0 1", &[Color::White, Color::Black]);
}

#[test]
fn two_knights_against_a_bare_king_can_mate_with_help() {
    assert_helpmate("7k/5K2/5N2/4N3/8/8/8/8 w - - 0 1", Color::White, 1);
    // Black's lone king cannot; White's knights are not proven unable.
    let p = pos("8/8/3k4/8/8/3NN3/1K6/8 b - - 0 1");
    assert!(matches!(static_verdict(&p, Color::Black), Mateability::CannotMate(CannotMateReason::LoneKing { .. })));
    assert!(!static_verdict(&p, Color::White).cannot_mate());
    assert!(!is_dead_position(&p).is_dead());
}

#[test]
fn a_minor_piece_against_a_pawn_can_mate_with_help() {
    // The pawn blocks its king's flight square: Bg7#, Nc7#.
    assert_helpmate("7k/5K1p/7B/8/8/8/8/8 w - - 0 1", Color::White, 1);
    assert_helpmate("k1K5/p7/8/3N4/8/8/8/8 w - - 0 1", Color::White, 1);
    // Generic placements: neither side is ever called unable (the pawn can promote), and
    // the pawn's side is shown to mate.
    for fen in
        ["8/8/3k4/8/4p3/8/1K1B4/8 w - - 0 1", "8/8/3k4/8/4p3/8/1K1N4/8 b - - 0 1", "8/3p4/3k4/8/8/8/1K1N4/8 w - - 0 1"]
    {
        for player in Color::ALL {
            assert!(!static_verdict(&pos(fen), player).cannot_mate(), "{fen} {player:?}");
        }
        assert_can_mate(fen, &[Color::Black]);
    }
}

#[test]
fn a_lone_minor_piece_can_mate_when_the_opponent_has_blockers() {
    // King and knight against king and rook: the knight side cannot force mate, but can
    // mate with help (Nf7#, the rook on g8 shutting in its own king).
    assert_helpmate("6rk/8/7K/4N3/8/8/8/8 w - - 0 1", Color::White, 1);
    assert_can_mate("8/8/3k4/3r4/8/4N3/1K6/8 w - - 0 1", &[Color::White, Color::Black]);
    // King and bishop against king, bishop and pawn: a mate in one although the material
    // is low — Black's own pieces fence in its king (Bg2#).
    assert_helpmate("kb6/p7/8/8/8/8/8/5B1K w - - 0 1", Color::White, 1);
    // King and bishop against king and queen: no placement is a checkmate by the bishop's
    // side — the queen next to its king always takes the bishop or blocks the check.
    assert!(matches!(
        static_verdict(&pos("8/8/3k4/3q4/8/4B3/1K6/8 w - - 0 1"), Color::White),
        Mateability::CannotMate(CannotMateReason::LoneMinorPiece { player: Color::White, piece: Role::Bishop, .. })
    ));
}

#[test]
fn the_lone_king_is_never_a_mater_but_its_opponent_may_be() {
    // Against a rook, a queen, a pawn: the lone king cannot mate, the other side can.
    for fen in ["8/8/3k4/8/8/8/1K5R/8 w - - 0 1", "8/8/3k4/8/8/8/1K5Q/8 b - - 0 1", "8/8/3k4/8/8/6P1/1K6/8 w - - 0 1"] {
        let p = pos(fen);
        assert!(matches!(static_verdict(&p, Color::Black), Mateability::CannotMate(CannotMateReason::LoneKing { .. })));
        assert!(!static_verdict(&p, Color::White).cannot_mate());
        assert!(!is_dead_position(&p).is_dead());
    }
}

#[test]
fn mate_with_a_rook_is_found() {
    assert_helpmate("k7/8/1K6/8/8/8/8/7R w - - 0 1", Color::White, 1);
    // Black to move: Black's king walks into the mate (two plies, then one more: three
    // plies would also do, the shortest is reported).
    let p = pos("k7/8/2K5/8/8/8/8/7R b - - 0 1");
    let h = find_helpmate(&p, Color::White, HelpmateSearch::DEFAULT).expect("a helpmate");
    assert!(h.verify(&p));
    assert_eq!(h.moves.len() % 2, 0);
}

// ---------------------------------------------------------------------------------------
// The position on the board
// ---------------------------------------------------------------------------------------

#[test]
fn checkmate_and_stalemate_on_the_board() {
    let p = pos("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    match is_dead_position(&p) {
        DeadPosition::NotDead(h) => {
            assert_eq!(h.player, Color::White);
            assert!(h.moves.is_empty());
            assert!(h.verify(&p));
        }
        other => panic!("{other:?}"),
    }
    assert!(can_checkmate(&p, Color::White).can_mate());
    assert_eq!(
        can_checkmate(&p, Color::Black),
        Mateability::CannotMate(CannotMateReason::NoLegalMoves { side_to_move: Color::Black, in_check: true })
    );

    // Stalemate with a queen on the board: no series of moves follows.
    let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let (white, black) = assert_dead(p.to_fen().as_str());
    assert_eq!(white, CannotMateReason::NoLegalMoves { side_to_move: Color::Black, in_check: false });
    assert_eq!(white, black);
}

/// Article 5.1.1 with 3.10.3: a checkmate counts only when a legal move produced it. Two
/// bishops on squares of one colour can never check a king at once (the one that moved would
/// have had to come from the other's line, and the two diagonals of a king meet only on it),
/// so such a "checkmate" is no win for either player, and no move follows it: the position is
/// dead, as CHA's test vector has it. The same mate by one bishop is a win.
#[test]
fn a_checkmate_no_legal_move_can_have_given_is_no_win() {
    for fen in ["8/8/8/8/8/2b1k1b1/8/3RKR2 w - - 0 1", "8/8/8/8/8/1k6/b1b5/RKR5 w - - 0 1"] {
        let p = Position::from_fen_lenient(fen).unwrap();
        assert!(p.legal_moves().is_empty() && p.is_check(), "{fen}");
        for player in Color::ALL {
            match can_checkmate(&p, player) {
                Mateability::CannotMate(CannotMateReason::UnreachableCheckmate {
                    side_to_move: Color::White,
                    check: arbiter::IllegalPositionReason::ImpossibleCheck { checkers, .. },
                }) => assert_eq!(checkers.len(), 2, "{fen}"),
                other => panic!("{fen}, {player:?}: {other:?}"),
            }
        }
        assert!(is_dead_position(&p).is_dead(), "{fen}");
    }
    let single = pos("8/8/8/8/8/4k1b1/8/3RKB2 w - - 0 1");
    assert_eq!(
        can_checkmate(&single, Color::Black),
        Mateability::CanMate(arbiter::Helpmate { player: Color::Black, moves: Vec::new() })
    );
    assert_eq!(
        can_checkmate(&single, Color::White),
        Mateability::CannotMate(CannotMateReason::NoLegalMoves { side_to_move: Color::White, in_check: true })
    );
}

// ---------------------------------------------------------------------------------------
// Blockades
// ---------------------------------------------------------------------------------------

const WALL: &str = "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1";

#[test]
fn a_locked_pawn_wall_with_kings_only_is_dead() {
    for fen in
        [WALL, "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b - - 0 1", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1"]
    {
        let (white, black) = assert_dead(fen);
        for (reason, player) in [(white, Color::White), (black, Color::Black)] {
            match reason {
                CannotMateReason::Blockade { player: p, pawns, king_region, check_squares, .. } => {
                    assert_eq!(p, player);
                    assert_eq!(pawns, pos(fen).board().by_role(arbiter::Role::Pawn));
                    assert!(check_squares.is_empty(), "{fen}");
                    // The opponent's king is confined to its side of the wall.
                    let king = pos(fen).board().king_of(!player).unwrap();
                    assert!(king_region.contains(king));
                    assert!(king_region.count() <= 24);
                }
                other => panic!("{fen}: {other:?}"),
            }
        }
    }
}

#[test]
fn bishops_that_cannot_reach_or_attack_anything_behind_the_wall_are_dead() {
    // White's light bishop and Black's dark bishop, each shut in on its own side.
    assert_dead("4kb2/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4KB2 w - - 0 1");
    // A white light bishop on Black's side checks, but never mates: the black king always
    // has a dark square to go to, which White's king, shut out, cannot cover.
    let (white, _) = assert_dead("4k3/1B6/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b - - 0 1");
    match white {
        CannotMateReason::Blockade { check_squares, .. } => {
            assert!(check_squares.any());
            assert!(check_squares.into_iter().all(|sq| sq.is_light()));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_bishop_that_can_take_a_pawn_breaks_the_blockade() {
    // The dark bishop reaches e3 and can take on g5 or sacrifice itself on f4.
    assert_not_dead("4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2B1K3 w - - 0 1", &[]);
    assert!(!static_verdict(&pos("4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2B1K3 w - - 0 1"), Color::White).cannot_mate());
}

#[test]
fn a_locked_chain_with_one_pawn_free_is_not_dead() {
    // The h-pawn walks to h8 and promotes.
    let fen = "8/8/1k6/p1p1p1p1/P1P1P1P1/7P/3K4/8 w - - 0 1";
    assert_not_dead(fen, &[Color::White]);
    // A pawn that can capture another (g4xh5): the chain can break.
    let fen = "4k3/8/1p1p1p2/pPpPpPpp/P1P1P1P1/8/8/4K3 w - - 0 1";
    assert_not_dead(fen, &[]);
    assert!(!static_verdict(&pos(fen), Color::White).cannot_mate());
}

#[test]
fn kings_shut_in_but_with_a_capture_available_are_not_dead() {
    // The white king walks to g3 and takes the unprotected pawn on h3; then White's h-pawn
    // is free.
    let fen = "8/8/1k6/p1p1p1p1/P1P1P1P1/7p/3K3P/8 w - - 0 1";
    assert_not_dead(fen, &[]);
    for player in Color::ALL {
        assert!(!static_verdict(&pos(fen), player).cannot_mate());
    }
}

#[test]
fn an_en_passant_capture_keeps_a_blockade_open() {
    // Black has just played c7-c5 into the wall: b5xc6 or d5xc6 en passant is legal now,
    // and the white pawn on c6 would run to c8.
    let fen = WALL.replace(" w - - 0 1", " w - c6 0 2");
    let p = pos(&fen);
    assert!(p.legal_ep_square().is_some());
    for player in Color::ALL {
        assert!(!static_verdict(&p, player).cannot_mate(), "{fen}");
    }
    assert!(!is_dead_position(&p).is_dead());
    // A move later the chance is gone and the wall is dead.
    assert_dead(&WALL.replace(" w - - 0 1", " w - - 0 3"));
}

// ---------------------------------------------------------------------------------------
// Positions that are not positions: never a panic, never a wrong answer
// ---------------------------------------------------------------------------------------

#[test]
fn lenient_positions_are_undetermined_not_a_panic() {
    for fen in [
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/K7 w - - 0 1",
        "k7/8/8/8/8/8/8/KK6 w - - 0 1",
        "k7/8/8/8/8/8/8/KK6 b - - 0 1",
        // The side not to move is in check.
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
        // Adjacent kings.
        "8/8/8/3kK3/8/8/8/8 w - - 0 1",
    ] {
        let p = Position::from_fen_lenient(fen).unwrap();
        assert_eq!(is_dead_position(&p), DeadPosition::Undetermined, "{fen}");
        for player in Color::ALL {
            assert_eq!(can_checkmate(&p, player), Mateability::Undetermined, "{fen}");
            assert_eq!(find_helpmate(&p, player, HelpmateSearch::DEFAULT), None);
        }
    }
    // Pawns on the back ranks, a lone knight: answered, no panic.
    for fen in ["P3k3/8/8/8/8/8/8/4K2p w - - 0 1", "4k3/8/8/8/8/8/8/n3K3 b - - 0 1", "p3k3/8/8/8/8/8/8/4K2P w - - 0 1"]
    {
        let p = Position::from_fen_lenient(fen).unwrap();
        let _ = is_dead_position(&p);
        for player in Color::ALL {
            let _ = can_checkmate(&p, player);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Soundness, against an independent move generator
// ---------------------------------------------------------------------------------------

mod cozy {
    use cozy_chess::{Board, Color, Move};

    pub fn board(fen: &str) -> Option<Board> {
        Board::from_fen(fen, false).ok()
    }

    pub fn color(c: arbiter::Color) -> Color {
        match c {
            arbiter::Color::White => Color::White,
            arbiter::Color::Black => Color::Black,
        }
    }

    fn moves(b: &Board) -> Vec<Move> {
        let mut list = Vec::new();
        b.generate_moves(|ms| {
            list.extend(ms);
            false
        });
        list
    }

    pub fn is_mated(b: &Board) -> bool {
        !b.checkers().is_empty() && moves(b).is_empty()
    }

    /// Whether the side to move after `plies` more half-moves can be checkmated, both sides
    /// cooperating (`plies` odd from the mating side's turn).
    fn exact(b: &Board, plies: u32) -> bool {
        let list = moves(b);
        if plies == 1 {
            return list.into_iter().any(|m| {
                let mut next = b.clone();
                next.play_unchecked(m);
                !next.checkers().is_empty() && moves(&next).is_empty()
            });
        }
        list.into_iter().any(|m| {
            let mut next = b.clone();
            next.play_unchecked(m);
            exact(&next, plies - 1)
        })
    }

    /// Whether a helpmate by `winner` of at most `max_plies` half-moves exists.
    pub fn helpmate(b: &Board, winner: Color, max_plies: u32) -> bool {
        if b.side_to_move() != winner && is_mated(b) {
            return true;
        }
        let mut plies = if b.side_to_move() == winner { 1 } else { 2 };
        while plies <= max_plies {
            if exact(b, plies) {
                return true;
            }
            plies += 2;
        }
        false
    }
}

/// Plays a line with cozy-chess from the position's FEN: every move legal and the end
/// checkmate of `player`'s opponent.
fn cozy_line_mates(p: &Position, line: &[arbiter::Move], player: Color) -> bool {
    let Some(mut b) = cozy::board(&p.to_fen()) else { return false };
    for m in line {
        let Ok(mv) = m.uci().parse::<cozy_chess::Move>() else { return false };
        if b.try_play(mv).is_err() {
            return false;
        }
    }
    b.side_to_move() != cozy::color(player) && cozy::is_mated(&b)
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random legal game from the initial position, captures preferred so that endings come
/// soon; every position along it.
fn random_game(rng: &mut Rng, plies: usize) -> Vec<Position> {
    let mut p = Position::new();
    let mut out = Vec::new();
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<_> = moves.iter().filter(|m| p.board().piece_at(m.to).is_some()).copied().collect();
        let m = if !captures.is_empty() && rng.below(10) < 7 {
            captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        p.play_unchecked(m);
        out.push(p.clone());
    }
    out
}

/// Places `pieces` (FEN letters, kings included) on random squares; `None` when the
/// placement is not a legal position.
fn random_placement(rng: &mut Rng, pieces: &str, turn: Color) -> Option<Position> {
    let mut board = [None; 64];
    for c in pieces.chars() {
        let sq = loop {
            let sq = rng.below(64);
            let pawn_ok = !(c == 'p' || c == 'P') || (8..56).contains(&sq);
            if board[sq].is_none() && pawn_ok {
                break sq;
            }
        };
        board[sq] = Some(c);
    }
    let mut fen = common::placement_fen(&board);
    fen.push_str(if turn == Color::White { " w - - 0 1" } else { " b - - 0 1" });
    Position::from_fen(&fen).ok()
}

/// A random locked pawn structure: on each file (but now and then one) a white pawn with a
/// black pawn just in front of it, the ranks of neighbouring files one apart (so that no
/// pawn can take another); random kings, sometimes bishops or knights.
fn random_blockade(rng: &mut Rng) -> Option<Position> {
    let mut board = [None; 64];
    let mut rank = 1 + rng.below(5);
    for file in 0..8 {
        rank = match rank {
            1 => 2,
            5 => 4,
            r if rng.below(2) == 0 => r - 1,
            r => r + 1,
        };
        if rng.below(12) == 0 {
            continue;
        }
        board[rank * 8 + file] = Some('P');
        board[(rank + 1) * 8 + file] = Some('p');
    }
    // Mostly each king on its own side of the wall, White's below.
    let behind = |sq: usize, white: bool, board: &[Option<char>; 64]| {
        let (file, rank) = (sq % 8, sq / 8);
        (0..8).all(|r| match board[r * 8 + file] {
            Some('P') if white => rank < r,
            Some('p') if !white => rank > r,
            _ => true,
        })
    };
    let own_side = rng.below(5) != 0;
    let mut extra = String::from("Kk");
    for c in ['B', 'b', 'B', 'b', 'N', 'n'] {
        if rng.below(5) == 0 {
            extra.push(c);
        }
    }
    for c in extra.chars() {
        // Kings on their own side; other pieces on either side, intruders included.
        let white_side = if c == 'K' || c == 'k' { c == 'K' } else { rng.below(2) == 0 };
        let sq = loop {
            let sq = rng.below(64);
            let side_ok = !own_side || behind(sq, white_side, &board);
            if board[sq].is_none() && side_ok {
                break sq;
            }
        };
        board[sq] = Some(c);
    }
    let mut fen = common::placement_fen(&board);
    fen.push_str(if rng.below(2) == 0 { " w - - 0 1" } else { " b - - 0 1" });
    Position::from_fen(&fen).ok()
}

const MATERIAL: &[&str] = &[
    "Kk", "KNk", "Kkn", "KBk", "Kkb", "KBkb", "KBBkb", "KBkn", "KNkn", "KNNk", "KBkp", "KNkp", "KPk", "KRk", "KNkr",
    "KBkr", "KBBk", "KBNk", "KBkbp", "KNkbb", "KBBkbb", "KQkn", "KQkb", "KRRkn", "KQRkb", "KNkq", "KBkrr",
];

/// Whenever the procedure says a player cannot mate, an exhaustive cooperative search of a
/// few plies with cozy-chess finds no mate by that player; whenever that search finds one,
/// the procedure never says the player cannot mate.
#[test]
fn soundness_against_a_short_exhaustive_helpmate_search() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut positions = Vec::new();
    for _ in 0..12 {
        let game = random_game(&mut rng, 160);
        positions.extend(game.into_iter().filter(|p| p.board().occupied().count() <= 7));
    }
    for i in 0..600 {
        let material = MATERIAL[i % MATERIAL.len()];
        let turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
        positions.extend(random_placement(&mut rng, material, turn));
    }
    for _ in 0..300 {
        positions.extend(random_blockade(&mut rng));
    }

    let (mut cannot, mut mates) = (0, 0);
    let (mut blockades, mut checking_blockades) = (0, 0);
    for p in &positions {
        let Some(board) = cozy::board(&p.to_fen()) else { continue };
        for player in Color::ALL {
            let verdict = static_verdict(p, player);
            let plies = if p.board().occupied().count() <= 4 || p.board().by_role(arbiter::Role::Pawn).count() >= 6 {
                4
            } else {
                3
            };
            let mate = cozy::helpmate(&board, cozy::color(player), plies);
            if verdict.cannot_mate() {
                if let Mateability::CannotMate(CannotMateReason::Blockade { check_squares, .. }) = verdict {
                    blockades += 1;
                    checking_blockades += usize::from(check_squares.any());
                }
                cannot += 1;
                assert!(
                    !mate,
                    "{}: {player:?} said unable to mate ({verdict:?}) but mates within {plies} plies",
                    p.to_fen()
                );
            }
            if mate {
                mates += 1;
            }
        }
    }
    // The test exercises both directions.
    assert!(cannot >= 500, "only {cannot} cannot-mate verdicts");
    assert!(mates >= 20, "only {mates} short helpmates");
    assert!(blockades >= 20, "only {blockades} blockades");
    assert!(checking_blockades >= 3, "only {checking_blockades} blockades with checks");
}

/// A random walk of up to 80 plies from `start`: no position on it is a checkmate by
/// `player`, and a static proof still says `player` cannot mate in each. The plies walked.
fn walk_stays_proven(start: &Position, player: Color, rng: &mut Rng) -> usize {
    let mut p = start.clone();
    let mut walked = 0;
    for _ in 0..80 {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p.play_unchecked(moves[rng.below(moves.len())]);
        walked += 1;
        let mated = p.turn() != player && p.is_check() && p.legal_moves().is_empty();
        assert!(!mated, "{} reached from {}: mate by {player:?}", p.to_fen(), start.to_fen());
        let verdict = static_verdict(&p, player);
        assert!(verdict.cannot_mate(), "{} reached from {}: {verdict:?}", p.to_fen(), start.to_fen());
    }
    walked
}

/// A proof of "cannot mate" must survive every move: every position reachable from it is
/// again proven, and none is a checkmate by that player. Long random walks test this far
/// beyond the reach of an exhaustive search.
#[test]
fn cannot_mate_is_closed_under_legal_moves() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let mut starts = Vec::new();
    for _ in 0..250 {
        starts.extend(random_blockade(&mut rng));
    }
    for i in 0..200 {
        let material = MATERIAL[i % MATERIAL.len()];
        starts.extend(random_placement(&mut rng, material, Color::White));
    }
    let mut walked = 0;
    for start in &starts {
        for player in Color::ALL {
            if !static_verdict(start, player).cannot_mate() {
                continue;
            }
            walked += walk_stays_proven(start, player, &mut rng);
        }
    }
    assert!(walked >= 10_000, "only {walked} positions walked");
}

/// Every helpmate the procedure reports is legal and mates, checked by cozy-chess.
#[test]
fn reported_helpmates_are_real() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    let mut found = 0;
    for i in 0..400 {
        let material = ["KQk", "KRk", "KRkn", "KQkb", "KBNk", "KRRk"][i % 6];
        let turn = if rng.below(2) == 0 { Color::White } else { Color::Black };
        let Some(p) = random_placement(&mut rng, material, turn) else { continue };
        for player in Color::ALL {
            let search =
                HelpmateSearch { max_plies: 4, max_nodes: 2_000, guided_nodes: 300, ..HelpmateSearch::DEFAULT };
            if let Mateability::CanMate(h) = can_checkmate_with(&p, player, search) {
                found += 1;
                assert!(h.verify(&p), "{}", p.to_fen());
                assert!(cozy_line_mates(&p, &h.moves, player), "{}: {:?}", p.to_fen(), h.moves);
            }
        }
    }
    assert!(found >= 30, "only {found} helpmates found");
}

/// The checkmate on `board` with White's checking piece moved from `from` to the first free
/// square `fits` allows where, Black to move, it gives no check and White's king on `king`
/// is not attacked: the same men in a quiet position, to ask the static proofs about.
fn quiet_placement(
    board: &arbiter::Board,
    from: Square,
    king: Square,
    fits: impl Fn(Square) -> bool,
) -> Option<Position> {
    let piece = board.piece_at(from)?;
    Square::ALL.into_iter().filter(|&t| !board.occupied().contains(t) && fits(t)).find_map(|t| {
        let mut quiet = board.clone();
        quiet.remove_piece_at(from);
        quiet.set_piece_at(t, piece);
        let setup = arbiter::Setup {
            board: quiet,
            turn: Color::Black,
            ..arbiter::Setup::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap()
        };
        let q = Position::from_setup(setup, arbiter::Validation::Lenient).ok()?;
        (!q.is_check() && !q.board().is_attacked(king, Color::Black, q.board().occupied())).then_some(q)
    })
}

/// The lone-minor-piece proof (no pawns, a king and one knight or bishop) depends only on the
/// material: whenever cozy-chess says a placement of such material is checkmate, arbiter
/// never claims that material cannot mate. The placements are built near checkmates: the
/// minor piece checking, the opponent's pieces mostly next to its king.
#[test]
fn lone_minor_piece_claims_agree_with_an_independent_move_generator() {
    use arbiter::{Bitboard, Board, Piece};
    let mut rng = Rng(0x51de_cafe_f00d_b0a7);
    let roles = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    let (mut mates, mut claims_checked) = (0, 0);
    for round in 0..40_000 {
        let minor = if round % 2 == 0 { Role::Knight } else { Role::Bishop };
        let s = Square::ALL[rng.below(64)];
        let around: Vec<Square> = Square::ALL.iter().copied().filter(|t| t.distance(s) == 1).collect();
        let mut board = Board::empty();
        board.set_piece_at(s, Piece::new(Color::Black, Role::King));
        let free = |b: &Board, sq: Square| !b.occupied().contains(sq);
        let checks = |t: Square| {
            let (df, dr) = (t.file().index().abs_diff(s.file().index()), t.rank().index().abs_diff(s.rank().index()));
            if minor == Role::Knight { df * dr == 2 } else { df == dr && df > 0 }
        };
        let checking: Vec<Square> = Square::ALL.iter().copied().filter(|&t| checks(t)).collect();
        let near: Vec<Square> = Square::ALL.iter().copied().filter(|t| t.distance(s) == 2).collect();
        let c = checking[rng.below(checking.len())];
        let k = if rng.below(4) == 0 { Square::ALL[rng.below(64)] } else { near[rng.below(near.len())] };
        if k.distance(s) <= 1 || k == c {
            continue;
        }
        board.set_piece_at(c, Piece::new(Color::White, minor));
        board.set_piece_at(k, Piece::new(Color::White, Role::King));
        for _ in 0..1 + rng.below(3) {
            let sq = if rng.below(4) == 0 { Square::ALL[rng.below(64)] } else { around[rng.below(around.len())] };
            if free(&board, sq) {
                board.set_piece_at(sq, Piece::new(Color::Black, roles[rng.below(4)]));
            }
        }
        let fen = format!("{} b - - 0 1", board.board_fen());
        let Some(b) = cozy::board(&fen) else { continue };
        if !cozy::is_mated(&b) {
            continue;
        }
        mates += 1;
        // The same material, the minor piece moved to a square (of its colour, for a
        // bishop) where it does not give check: a position to ask the static proofs about.
        let same_colour = |t: Square| {
            minor != Role::Bishop || Bitboard::LIGHT_SQUARES.contains(t) == Bitboard::LIGHT_SQUARES.contains(c)
        };
        if let Some(q) = quiet_placement(&board, c, k, same_colour) {
            let verdict = static_verdict(&q, Color::White);
            assert!(
                !matches!(verdict, Mateability::CannotMate(CannotMateReason::LoneMinorPiece { .. })),
                "{fen} is checkmate, yet {} is said unable to mate: {verdict:?}",
                q.to_fen()
            );
            claims_checked += 1;
        }
    }
    assert!(mates >= 100 && claims_checked >= 100, "{mates} checkmates, {claims_checked} claims checked");
}

/// The proof for bishops of one colour against no knight and no bishop of the other colour
/// (`bishops-without-blockers`, no pawns): whenever cozy-chess says that a placement of a
/// king with bishops of one colour against a king with other pieces is checkmate by a single
/// check (a double check by two bishops of one colour never follows a move), the mated side
/// has a knight or a bishop of the other colour — and then arbiter never claims the proof.
/// The placements are built near checkmates: one bishop checking, the player's king two steps
/// from the other, the opponent's pieces mostly next to their king.
#[test]
fn bishops_without_blockers_agree_with_an_independent_move_generator() {
    use arbiter::{Bitboard, Board, Piece};
    let mut rng = Rng(0xb15b_0b5e_0ddc_0de1);
    let roles = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    let (mut mates, mut heavy_checks, mut claims) = (0, 0, 0);
    for round in 0..200_000 {
        let s = Square::ALL[rng.below(64)];
        let colour = if Bitboard::LIGHT_SQUARES.contains(s) { Bitboard::LIGHT_SQUARES } else { Bitboard::DARK_SQUARES };
        let around: Vec<Square> = Square::ALL.iter().copied().filter(|t| t.distance(s) == 1).collect();
        let mut board = Board::empty();
        board.set_piece_at(s, Piece::new(Color::Black, Role::King));
        let free = |b: &Board, sq: Square| !b.occupied().contains(sq);
        let diagonal = |t: Square| {
            let (df, dr) = (t.file().index().abs_diff(s.file().index()), t.rank().index().abs_diff(s.rank().index()));
            df == dr && df > 0
        };
        let checking: Vec<Square> = Square::ALL.iter().copied().filter(|&t| diagonal(t)).collect();
        let near: Vec<Square> = Square::ALL.iter().copied().filter(|t| t.distance(s) == 2).collect();
        let c = checking[rng.below(checking.len())];
        let k = if rng.below(4) == 0 { Square::ALL[rng.below(64)] } else { near[rng.below(near.len())] };
        if k.distance(s) <= 1 || k == c {
            continue;
        }
        board.set_piece_at(c, Piece::new(Color::White, Role::Bishop));
        board.set_piece_at(k, Piece::new(Color::White, Role::King));
        for _ in 0..rng.below(3) {
            let sq = Square::ALL[rng.below(64)];
            if free(&board, sq) && colour.contains(sq) {
                board.set_piece_at(sq, Piece::new(Color::White, Role::Bishop));
            }
        }
        // Every other round only rooks, queens and bishops of the checking colour: the
        // material the proof is about.
        let heavy_only = round % 2 == 0;
        for _ in 0..1 + rng.below(4) {
            let sq = if rng.below(4) == 0 { Square::ALL[rng.below(64)] } else { around[rng.below(around.len())] };
            let role = roles[rng.below(4)];
            if !free(&board, sq)
                || (heavy_only && (role == Role::Knight || (role == Role::Bishop && !colour.contains(sq))))
            {
                continue;
            }
            board.set_piece_at(sq, Piece::new(Color::Black, role));
        }
        let fen = format!("{} b - - 0 1", board.board_fen());
        let Some(b) = cozy::board(&fen) else { continue };
        if b.checkers().len() != 1 {
            continue;
        }
        let black = board.by_color(Color::Black) - board.by_role(Role::King);
        let blockers = (black & board.by_role(Role::Knight)) | ((black & board.by_role(Role::Bishop)) - colour);
        heavy_checks += blockers.is_empty() as usize;
        if !cozy::is_mated(&b) {
            continue;
        }
        mates += 1;
        assert!(blockers.any(), "{fen}: checkmate with no knight and no bishop of the other colour beside the king");
        // The same men, the checking bishop moved to a quiet square of its colour: the proof
        // is not claimed there.
        if let Some(q) = quiet_placement(&board, c, k, |t| colour.contains(t)) {
            let verdict = static_verdict(&q, Color::White);
            assert!(
                !matches!(verdict, Mateability::CannotMate(CannotMateReason::BishopsWithoutBlockers { .. })),
                "{fen} is checkmate, yet {} is said unable to mate: {verdict:?}",
                q.to_fen()
            );
            claims += 1;
        }
    }
    assert!(
        mates >= 100 && heavy_checks >= 5_000 && claims >= 100,
        "{mates} mates, {heavy_checks} checks, {claims} claims"
    );
}

/// `bishops-without-blockers` survives every move: from random placements of bishops against
/// rooks and queens where it holds, long random walks never reach a checkmate by the bishops'
/// side, and every position on the way is proven again (by it, or by a material proof after
/// captures).
#[test]
fn bishops_without_blockers_are_closed_under_legal_moves() {
    let mut rng = Rng(0x5eed_b15b_0b5e_0013);
    let (mut starts, mut walked) = (0, 0);
    for i in 0..400 {
        let material = ["KBBkr", "KBBkq", "KBBBkrr", "KBBkrb", "KBBkqr"][i % 5];
        let Some(start) = random_placement(&mut rng, material, Color::White) else { continue };
        if !matches!(
            static_verdict(&start, Color::White),
            Mateability::CannotMate(CannotMateReason::BishopsWithoutBlockers { .. })
        ) {
            continue;
        }
        starts += 1;
        walked += walk_stays_proven(&start, Color::White, &mut rng);
    }
    assert!(starts >= 50 && walked >= 4_000, "{starts} starts, {walked} positions walked");
}
