//! One test per reason the engine gives, each on a real position: every `Violation`
//! variant — Article 1.2 (move out of turn), 3.1 (own piece on the target square), 3.2–3.8
//! (each piece's pattern, 3.5 no jumping, the pawn's 3.7.1–3.7.3.3, castling 3.8.2.1 and
//! 3.8.2.2), 3.9.2 (check), 3.10.2 (no piece; notation naming no possible move) and
//! Appendix C.10 (ambiguous notation) — and every `IllegalPositionReason` of Article
//! 3.10.3, with the facts each carries and the rule and 2023 article it cites. Lenient
//! loading accepts the illegal positions (all but more than sixteen pieces of a colour) and
//! the move generator and the adjudicator work on them without panicking.

use arbiter::laws::notation::adjudicate_san;
use arbiter::notation::Alphabet;
use arbiter::{
    Attempt, Candidate, CastlingSide, Color, Edition, EnPassantSquareKind, File, IllegalPositionReason,
    ImpossibleCheckKind, Move, MoveKind, Piece, Placed, Position, PositionError, Rank, Registry, Role, RuleId, Ruling,
    San, Square, TooManyPiecesKind, Uci, Violation, adjudicate,
};

use CastlingSide::{KingSide, QueenSide};
use Color::{Black, White};
use Square::*;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn piece(c: char) -> Piece {
    Piece::from_char(c).unwrap_or_else(|| panic!("no piece `{c}`"))
}

fn placed(c: char, square: Square) -> Placed {
    Placed::new(piece(c), square)
}

fn mv(from: Square, to: Square, kind: MoveKind) -> Move {
    Move::new(from, to, kind)
}

/// The ruling on a UCI move.
fn rule(fen: &str, uci: &str) -> Ruling {
    let uci: Uci = uci.parse().unwrap_or_else(|e| panic!("{uci}: {e}"));
    adjudicate(&pos(fen), uci.attempt())
}

/// The violations of an illegal UCI move.
fn illegal(fen: &str, uci: &str) -> Vec<Violation> {
    match rule(fen, uci) {
        Ruling::Illegal(i) => i.violations,
        Ruling::Legal(m) => panic!("{uci} in {fen} is legal ({m:?})"),
    }
}

/// The one violation of an illegal UCI move.
fn only(fen: &str, uci: &str) -> Violation {
    let v = illegal(fen, uci);
    assert_eq!(v.len(), 1, "{uci} in {fen}: {v:?}");
    v.into_iter().next().unwrap()
}

fn san_ruling(fen: &str, text: &str) -> Ruling {
    let san = San::parse_with(text, &[&Alphabet::russian()]).unwrap_or_else(|e| panic!("{text}: {e}"));
    adjudicate_san(&pos(fen), &san)
}

fn san_illegal(fen: &str, text: &str) -> Vec<Violation> {
    match san_ruling(fen, text) {
        Ruling::Illegal(i) => i.violations,
        Ruling::Legal(m) => panic!("{text} in {fen} is legal ({m:?})"),
    }
}

/// The violation cites `rule`, which the 2023 Laws state in `article`.
fn cites(v: &Violation, rule: RuleId, article: &str) {
    assert_eq!(v.rule(), rule, "{v:?}");
    assert_eq!(Registry::global().article_of(rule, Edition::E2023), Some(article), "{rule}");
}

fn cites_position(r: &IllegalPositionReason, rule: RuleId) {
    assert_eq!(r.rule(), rule, "{r:?}");
    assert_eq!(Registry::global().article_of(rule, Edition::E2023), Some("3.10.3"), "{rule}");
}

// ---------------------------------------------------------------------------------------
// Article 3.10.2 and 1.2: a piece to move, and one's own.

#[test]
fn no_piece_on_the_square_of_departure() {
    let v = only(START, "e3e4");
    assert_eq!(v, Violation::NoPieceOnSquare { square: E3 });
    cites(&v, RuleId::NoPieceOnSquare, "3.10.2");
}

#[test]
fn moving_the_opponents_piece_is_moving_out_of_turn() {
    let v = only(START, "e7e5");
    assert_eq!(v, Violation::MoveOutOfTurn { piece: piece('p'), square: E7, turn: White });
    cites(&v, RuleId::MoveOutOfTurn, "1.2");

    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let v = only(after_e4, "d2d4");
    assert_eq!(v, Violation::MoveOutOfTurn { piece: piece('P'), square: D2, turn: Black });
}

// ---------------------------------------------------------------------------------------
// Article 3.1: not onto a piece of the same colour.

// A "move" that leaves the piece on its square is no move: its own ruling (3.1), for every
// kind of piece and in every notation, not the piece's pattern (3.4 for `d1d1` before).
// An empty square or the opponent's piece is the more basic reason (docs/decisions.md).
#[test]
fn a_move_to_the_square_the_piece_stands_on() {
    for (uci, c, square) in
        [("d1d1", 'Q', D1), ("e2e2", 'P', E2), ("e1e1", 'K', E1), ("g1g1", 'N', G1), ("a1a1", 'R', A1)]
    {
        let v = only(START, uci);
        assert_eq!(v, Violation::MoveToSameSquare { piece: piece(c), square }, "{uci}");
        cites(&v, RuleId::MoveToSameSquare, "3.1");
    }
    for text in ["Qd1-d1", "Qd1d1", "Фd1-d1", "Ke1e1", "Крe1-e1", "e2-e2"] {
        let ruling = san_ruling(START, text);
        assert_eq!(
            ruling.violations().first().map(Violation::rule),
            Some(RuleId::MoveToSameSquare),
            "{text}: {ruling:?}"
        );
    }
    assert_eq!(only(START, "d4d4"), Violation::NoPieceOnSquare { square: D4 });
    assert_eq!(only(START, "d8d8"), Violation::MoveOutOfTurn { piece: piece('q'), square: D8, turn: White });
    // Even where the piece could not move at all, or is pinned, the square is the reason.
    assert_eq!(
        only("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2e2"),
        Violation::MoveToSameSquare { piece: piece('N'), square: E2 }
    );
}

#[test]
fn own_piece_on_the_target_square() {
    let v = only(START, "d1d2");
    assert_eq!(v, Violation::OwnPieceOnTargetSquare { piece: piece('Q'), from: D1, to: D2, occupant: piece('P') });
    cites(&v, RuleId::OwnPieceOnTargetSquare, "3.1");

    // A knight's pattern is fine, the square is not.
    let v = only(START, "g1e2");
    assert_eq!(v, Violation::OwnPieceOnTargetSquare { piece: piece('N'), from: G1, to: E2, occupant: piece('P') });

    // A pawn pushing onto its own piece: Article 3.1 says it all, 3.7.1 adds nothing.
    let v = only("4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1", "e2e3");
    assert_eq!(v, Violation::OwnPieceOnTargetSquare { piece: piece('P'), from: E2, to: E3, occupant: piece('N') });
    let v = only("4k3/8/8/8/4N3/8/4P3/4K3 w - - 0 1", "e2e4");
    assert_eq!(v, Violation::OwnPieceOnTargetSquare { piece: piece('P'), from: E2, to: E4, occupant: piece('N') });
}

#[test]
fn own_piece_and_wrong_pattern_are_both_reported_the_pattern_first() {
    // The rook cannot reach b2 at all (3.3): the more fundamental reason comes before the
    // pawn standing there (3.1).
    let v = illegal(START, "a1b2");
    assert_eq!(
        v,
        vec![
            Violation::MovePattern { piece: piece('R'), from: A1, to: B2 },
            Violation::OwnPieceOnTargetSquare { piece: piece('R'), from: A1, to: B2, occupant: piece('P') },
        ]
    );
    cites(&v[0], RuleId::RookMovesAlongFileOrRank, "3.3");
    cites(&v[1], RuleId::OwnPieceOnTargetSquare, "3.1");
    // A move the pattern allows: 3.1 is the reason.
    let v = illegal(START, "a1a2");
    assert_eq!(v[0], Violation::OwnPieceOnTargetSquare { piece: piece('R'), from: A1, to: A2, occupant: piece('P') });
}

// ---------------------------------------------------------------------------------------
// Articles 3.2–3.8.1: each piece's pattern, with its own rule.

#[test]
fn the_bishop_moves_diagonally() {
    let v = only("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1c3");
    assert_eq!(v, Violation::MovePattern { piece: piece('B'), from: C1, to: C3 });
    cites(&v, RuleId::BishopMovesDiagonally, "3.2");
}

#[test]
fn the_rook_moves_along_a_file_or_rank() {
    let v = only("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1b3");
    assert_eq!(v, Violation::MovePattern { piece: piece('R'), from: A1, to: B3 });
    cites(&v, RuleId::RookMovesAlongFileOrRank, "3.3");
}

#[test]
fn the_queen_moves_along_a_line() {
    let v = only("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1e3");
    assert_eq!(v, Violation::MovePattern { piece: piece('Q'), from: D1, to: E3 });
    cites(&v, RuleId::QueenMovesAlongLine, "3.4");
    // Black's queen, the same rule.
    let v = only("3qk3/8/8/8/8/8/8/4K3 b - - 0 1", "d8c6");
    assert_eq!(v, Violation::MovePattern { piece: piece('q'), from: D8, to: C6 });
    cites(&v, RuleId::QueenMovesAlongLine, "3.4");
}

#[test]
fn the_knight_moves_to_a_nearest_square_off_its_lines() {
    let v = only(START, "g1g3");
    assert_eq!(v, Violation::MovePattern { piece: piece('N'), from: G1, to: G3 });
    cites(&v, RuleId::KnightMovePattern, "3.6");
}

#[test]
fn the_king_moves_to_an_adjoining_square() {
    let v = only("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e3");
    assert_eq!(v, Violation::MovePattern { piece: piece('K'), from: E1, to: E3 });
    cites(&v, RuleId::KingMovesToAdjoiningSquare, "3.8.1");
    // Two squares sideways from any square but its original one is no castling.
    let v = only("4k3/8/8/8/8/8/8/3K4 w - - 0 1", "d1f1");
    assert_eq!(v, Violation::MovePattern { piece: piece('K'), from: D1, to: F1 });
}

#[test]
fn the_pawn_moves_forward() {
    let v = only(START, "e2d4");
    assert_eq!(v, Violation::MovePattern { piece: piece('P'), from: E2, to: D4 });
    cites(&v, RuleId::PawnMovePattern, "3.7");
    // Backwards and sideways.
    let fen = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
    assert_eq!(only(fen, "e4e3"), Violation::MovePattern { piece: piece('P'), from: E4, to: E3 });
    assert_eq!(only(fen, "e4f4"), Violation::MovePattern { piece: piece('P'), from: E4, to: F4 });
    // Black's pawns move down the board.
    let fen = "4k3/8/8/4p3/8/8/8/4K3 b - - 0 1";
    assert_eq!(only(fen, "e5e6"), Violation::MovePattern { piece: piece('p'), from: E5, to: E6 });
}

// ---------------------------------------------------------------------------------------
// Article 3.5: no moving over other pieces — the first piece met, from the mover.

#[test]
fn line_pieces_do_not_jump() {
    let v = only(START, "a1a8");
    assert_eq!(v, Violation::PieceInTheWay { piece: piece('R'), from: A1, to: A8, blocker: placed('P', A2) });
    cites(&v, RuleId::NoJumpingOverPieces, "3.5");

    let black = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let v = only(black, "a8a1");
    assert_eq!(v, Violation::PieceInTheWay { piece: piece('r'), from: A8, to: A1, blocker: placed('p', A7) });

    let v = only(START, "c1a3");
    assert_eq!(v, Violation::PieceInTheWay { piece: piece('B'), from: C1, to: A3, blocker: placed('P', B2) });

    // Over an opponent's piece too.
    let v = only("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d8");
    assert_eq!(v, Violation::PieceInTheWay { piece: piece('Q'), from: D1, to: D8, blocker: placed('p', D5) });
    cites(&v, RuleId::NoJumpingOverPieces, "3.5");
}

// ---------------------------------------------------------------------------------------
// Article 3.7: the pawn.

#[test]
fn a_pawn_does_not_capture_straight_ahead() {
    let v = only("4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1", "e3e4");
    assert_eq!(v, Violation::PawnForwardSquareOccupied { piece: piece('P'), from: E3, to: E4, occupant: piece('p') });
    cites(&v, RuleId::PawnForwardSquareOccupied, "3.7.1");
}

#[test]
fn the_double_step_only_from_the_original_square() {
    let v = only("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5");
    assert_eq!(v, Violation::PawnDoubleStepNotFirstMove { piece: piece('P'), from: E3, to: E5 });
    cites(&v, RuleId::PawnDoubleStepOnlyFirstMove, "3.7.2");
    let v = only("4k3/8/4p3/8/8/8/8/4K3 b - - 0 1", "e6e4");
    assert_eq!(v, Violation::PawnDoubleStepNotFirstMove { piece: piece('p'), from: E6, to: E4 });
}

#[test]
fn the_double_step_needs_both_squares_free() {
    // The square crossed, by an opponent's piece or one's own.
    let v = only("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4");
    assert_eq!(v, Violation::PawnDoubleStepBlocked { piece: piece('P'), from: E2, to: E4, blocker: placed('n', E3) });
    cites(&v, RuleId::PawnDoubleStepBlocked, "3.7.2");
    let v = only("4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1", "e2e4");
    assert_eq!(v, Violation::PawnDoubleStepBlocked { piece: piece('P'), from: E2, to: E4, blocker: placed('N', E3) });
    // The square of arrival.
    let v = only("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", "e2e4");
    assert_eq!(v, Violation::PawnDoubleStepBlocked { piece: piece('P'), from: E2, to: E4, blocker: placed('n', E4) });
    // Black.
    let v = only("4k3/3p4/3N4/8/8/8/8/4K3 b - - 0 1", "d7d5");
    assert_eq!(v, Violation::PawnDoubleStepBlocked { piece: piece('p'), from: D7, to: D5, blocker: placed('N', D6) });
}

#[test]
fn a_pawn_moves_diagonally_only_to_capture() {
    let v = only(START, "e2d3");
    assert_eq!(v, Violation::PawnDiagonalWithoutCapture { piece: piece('P'), from: E2, to: D3 });
    cites(&v, RuleId::PawnDiagonalMoveNeedsCapture, "3.7.3");
}

#[test]
fn en_passant_only_right_after_the_double_step() {
    // No en passant square recorded: the d-pawn's advance was not the last move.
    let v = only("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "e5d6");
    assert_eq!(
        v,
        Violation::EnPassantNotImmediately {
            piece: piece('P'),
            from: E5,
            to: D6,
            victim: placed('p', D5),
            one_square_from: None
        }
    );
    cites(&v, RuleId::EnPassantOnlyImmediately, "3.7.3.2");
    // The last move was the c-pawn's: only it may be taken.
    let fen = "4k3/8/8/2ppP3/8/8/8/4K3 w - c6 0 1";
    let v = only(fen, "e5d6");
    assert_eq!(
        v,
        Violation::EnPassantNotImmediately {
            piece: piece('P'),
            from: E5,
            to: D6,
            victim: placed('p', D5),
            one_square_from: None
        }
    );
    // Black.
    let v = only("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", "d4e3");
    assert_eq!(
        v,
        Violation::EnPassantNotImmediately {
            piece: piece('p'),
            from: D4,
            to: E3,
            victim: placed('P', E4),
            one_square_from: None
        }
    );
    // And right after it, it is legal.
    assert_eq!(rule("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), Ruling::Legal(mv(E5, D6, MoveKind::EnPassant)));
}

#[test]
fn promotion_piece_must_be_named() {
    let v = only("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8");
    assert_eq!(v, Violation::PromotionPieceRequired { piece: piece('P'), from: A7, to: A8 });
    cites(&v, RuleId::PromotionPieceRequired, "3.7.3.3");
    // A capture onto the last rank too.
    let v = only("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8");
    assert_eq!(v, Violation::PromotionPieceRequired { piece: piece('P'), from: A7, to: B8 });
    // Black.
    let v = only("4k3/8/8/8/8/8/7p/K7 b - - 0 1", "h2h1");
    assert_eq!(v, Violation::PromotionPieceRequired { piece: piece('p'), from: H2, to: H1 });
}

#[test]
fn promotion_piece_must_be_a_queen_rook_bishop_or_knight() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    for (uci, role) in [("a7a8k", Role::King), ("a7a8p", Role::Pawn)] {
        let v = only(fen, uci);
        assert_eq!(v, Violation::PromotionPieceInvalid { piece: piece('P'), from: A7, to: A8, promotion: role });
        cites(&v, RuleId::PromotionPieceInvalid, "3.7.3.3");
    }
    for (uci, role) in [("a7a8q", Role::Queen), ("a7a8r", Role::Rook), ("a7a8b", Role::Bishop), ("a7a8n", Role::Knight)]
    {
        assert_eq!(rule(fen, uci), Ruling::Legal(mv(A7, A8, MoveKind::Promotion(role))));
    }
}

#[test]
fn promotion_only_of_a_pawn_on_the_last_rank() {
    // A pawn that does not reach the last rank.
    let v = only(START, "e2e4q");
    assert_eq!(v, Violation::PromotionOnlyOnLastRank { piece: piece('P'), from: E2, to: E4, promotion: Role::Queen });
    cites(&v, RuleId::PromotionOnlyOnLastRank, "3.7.3.3");
    // A piece that is not a pawn, elsewhere and on the last rank.
    let v = only(START, "g1f3n");
    assert_eq!(v, Violation::PromotionOnlyOnLastRank { piece: piece('N'), from: G1, to: F3, promotion: Role::Knight });
    let v = only("3k4/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8q");
    assert_eq!(v, Violation::PromotionOnlyOnLastRank { piece: piece('R'), from: A1, to: A8, promotion: Role::Queen });
    // Castling with a promotion letter.
    let v = only("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1q");
    assert_eq!(v, Violation::PromotionOnlyOnLastRank { piece: piece('K'), from: E1, to: G1, promotion: Role::Queen });
}

// ---------------------------------------------------------------------------------------
// Article 3.8.2: castling.

#[test]
fn castling_after_the_king_has_moved() {
    let ruling = san_ruling("4k3/8/8/8/8/8/8/5K1R w - - 0 1", "O-O");
    let v = ruling.violations();
    assert_eq!(v, [Violation::CastlingKingHasMoved { color: White, side: KingSide, king: F1 }]);
    cites(&v[0], RuleId::CastlingKingHasMoved, "3.8.2.1.1");
    let v = san_illegal("r5k1/8/8/8/8/8/8/4K3 b - - 0 1", "0-0-0");
    assert_eq!(v, [Violation::CastlingKingHasMoved { color: Black, side: QueenSide, king: G8 }]);
}

#[test]
fn castling_after_the_rook_has_moved_or_been_captured() {
    let v = only("4k3/8/8/8/8/8/7R/4K3 w - - 0 1", "e1g1");
    assert_eq!(v, Violation::CastlingRookHasMoved { color: White, side: KingSide, rook_square: H1, occupant: None });
    cites(&v, RuleId::CastlingRookHasMoved, "3.8.2.1.2");
    // Captured: an opponent's knight stands on the rook's square.
    let v = only("4k3/8/8/8/8/8/8/4K2n w - - 0 1", "e1g1");
    assert_eq!(
        v,
        Violation::CastlingRookHasMoved { color: White, side: KingSide, rook_square: H1, occupant: Some(piece('n')) }
    );
    // Black, queen side: a bishop stands there.
    let v = only("b3k3/8/8/8/8/8/8/4K3 b - - 0 1", "e8c8");
    assert_eq!(
        v,
        Violation::CastlingRookHasMoved { color: Black, side: QueenSide, rook_square: A8, occupant: Some(piece('b')) }
    );
}

#[test]
fn castling_right_lost_though_king_and_rook_stand_at_home() {
    let v = only("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1");
    assert_eq!(v, Violation::CastlingRightLost { color: White, side: KingSide });
    cites(&v, RuleId::CastlingRightLost, "3.8.2.1");
    // The other side's right does not help.
    let v = only("r3k2r/8/8/8/8/8/8/4K3 b k - 0 1", "e8c8");
    assert_eq!(v, Violation::CastlingRightLost { color: Black, side: QueenSide });
    assert_eq!(rule("r3k2r/8/8/8/8/8/8/4K3 b k - 0 1", "e8g8"), Ruling::Legal(mv(E8, G8, MoveKind::Castle(KingSide))));
}

#[test]
fn castling_out_of_check() {
    let v = only("4r1k1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1");
    assert_eq!(
        v,
        Violation::CastlingOutOfCheck { color: White, side: KingSide, king: E1, checkers: vec![placed('r', E8)] }
    );
    cites(&v, RuleId::CastlingOutOfCheck, "3.8.2.2.1");
}

#[test]
fn castling_across_an_attacked_square() {
    let v = only("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1g1");
    assert_eq!(
        v,
        Violation::CastlingAcrossAttackedSquare { color: White, side: KingSide, square: F1, attacker: placed('r', F2) }
    );
    cites(&v, RuleId::CastlingAcrossAttackedSquare, "3.8.2.2.1");
    let v = only("r3k2r/8/8/8/8/8/8/R2RK2R b KQkq - 0 1", "e8c8");
    assert_eq!(
        v,
        Violation::CastlingAcrossAttackedSquare {
            color: Black,
            side: QueenSide,
            square: D8,
            attacker: placed('R', D1)
        }
    );
    // The rook may cross an attacked square (b1 here).
    assert_eq!(
        rule("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", "e1c1"),
        Ruling::Legal(mv(E1, C1, MoveKind::Castle(QueenSide)))
    );
}

#[test]
fn castling_into_check() {
    let v = only("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", "e1g1");
    assert_eq!(v, Violation::CastlingIntoCheck { color: White, side: KingSide, square: G1, attacker: placed('r', G2) });
    cites(&v, RuleId::CastlingIntoCheck, "3.8.2.2.1");
    let v = only("r3k2r/8/8/8/8/8/8/2R1K3 b kq - 0 1", "e8c8");
    assert_eq!(
        v,
        Violation::CastlingIntoCheck { color: Black, side: QueenSide, square: C8, attacker: placed('R', C1) }
    );
}

#[test]
fn castling_with_a_piece_between_king_and_rook() {
    let cases = [
        // White king side: the bishop on f1.
        ("4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "e1g1", White, KingSide, placed('B', F1)),
        // White queen side: only b1 is occupied, the king's path is free.
        ("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1c1", White, QueenSide, placed('N', B1)),
        // Black king side: a knight on the king's destination.
        ("4k1nr/8/8/8/8/8/8/4K3 b k - 0 1", "e8g8", Black, KingSide, placed('n', G8)),
        // Black queen side: the piece nearest the king is named first, then the others
        // (review 35a, K-17).
        ("rn1qk3/8/8/8/8/8/8/4K3 b q - 0 1", "e8c8", Black, QueenSide, placed('q', D8)),
    ];
    for (fen, uci, color, side, blocker) in cases {
        let v = only(fen, uci);
        let others = if fen.starts_with("rn1qk3") { vec![placed('n', B8)] } else { Vec::new() };
        assert_eq!(v, Violation::CastlingPieceBetween { color, side, blocker, others }, "{fen}");
        cites(&v, RuleId::CastlingPieceBetween, "3.8.2.2.2");
    }
}

#[test]
fn castling_reasons_come_together_in_the_order_of_the_laws() {
    // No rook, the king in check, f1 and g1 attacked, a piece between.
    let fen = "4k3/8/8/8/4r3/7b/7q/4KN2 w - - 0 1";
    let v = illegal(fen, "e1g1");
    assert_eq!(
        v,
        vec![
            Violation::CastlingRookHasMoved { color: White, side: KingSide, rook_square: H1, occupant: None },
            Violation::CastlingOutOfCheck { color: White, side: KingSide, king: E1, checkers: vec![placed('r', E4)] },
            Violation::CastlingAcrossAttackedSquare {
                color: White,
                side: KingSide,
                square: F1,
                attacker: placed('b', H3)
            },
            Violation::CastlingIntoCheck { color: White, side: KingSide, square: G1, attacker: placed('q', H2) },
            Violation::CastlingPieceBetween { color: White, side: KingSide, blocker: placed('N', F1), others: vec![] },
        ]
    );
}

#[test]
fn castling_in_notation_is_ruled_as_the_kings_move() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(san_ruling(fen, "O-O"), Ruling::Legal(mv(E1, G1, MoveKind::Castle(KingSide))));
    assert_eq!(san_ruling(fen, "0-0-0"), Ruling::Legal(mv(E1, C1, MoveKind::Castle(QueenSide))));
    let v = san_illegal("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "O-O");
    assert_eq!(
        v,
        [Violation::CastlingAcrossAttackedSquare {
            color: White,
            side: KingSide,
            square: F1,
            attacker: placed('r', F2)
        }]
    );
}

// ---------------------------------------------------------------------------------------
// Article 3.9.2: no move may leave or expose one's own king to check.

#[test]
fn the_king_may_not_move_into_check() {
    let fen = "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1";
    let v = only(fen, "e1e2");
    assert_eq!(v, Violation::KingMovedIntoCheck { piece: piece('K'), from: E1, to: E2, attacker: placed('r', D2) });
    cites(&v, RuleId::KingMovedIntoCheck, "3.9.2");
    // Taking the unprotected rook is fine.
    assert_eq!(rule(fen, "e1d2"), Ruling::Legal(mv(E1, D2, MoveKind::Normal)));
}

#[test]
fn the_king_may_not_capture_a_protected_piece() {
    let v = only("4k3/8/8/8/8/2b5/3r4/4K3 w - - 0 1", "e1d2");
    assert_eq!(v, Violation::KingMovedIntoCheck { piece: piece('K'), from: E1, to: D2, attacker: placed('b', C3) });
    cites(&v, RuleId::KingMovedIntoCheck, "3.9.2");
}

#[test]
fn the_king_may_not_step_back_along_the_checking_line() {
    // The rook on a1 checks along the first rank; f1 is attacked once the king leaves e1.
    let fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
    let v = only(fen, "e1f1");
    assert_eq!(v, Violation::KingMovedIntoCheck { piece: piece('K'), from: E1, to: F1, attacker: placed('r', A1) });
    // Diagonally: the bishop on a5 checks d2; e1 lies on the same diagonal.
    let v = only("4k3/8/8/b7/8/8/3K4/8 w - - 0 1", "d2e1");
    assert_eq!(v, Violation::KingMovedIntoCheck { piece: piece('K'), from: D2, to: E1, attacker: placed('b', A5) });
    cites(&v, RuleId::KingMovedIntoCheck, "3.9.2");
}

#[test]
fn a_pinned_piece_may_not_leave_the_line() {
    // (fen, move, piece, from, to, king, attacker)
    let cases = [
        ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", 'N', E2, C3, E1, placed('r', E7)),
        ("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", 'B', E2, D3, E1, placed('r', E7)),
        ("4k3/8/8/8/b7/8/2R5/3K4 w - - 0 1", "c2c5", 'R', C2, C5, D1, placed('b', A4)),
        ("4k3/4r3/8/8/8/8/4Q3/4K3 w - - 0 1", "e2d3", 'Q', E2, D3, E1, placed('r', E7)),
        // A pawn pinned on the diagonal may neither advance one square nor two.
        ("4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1", "d2d3", 'P', D2, D3, E1, placed('b', A5)),
        ("4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1", "d2d4", 'P', D2, D4, E1, placed('b', A5)),
        // A pawn pinned on the file may not capture.
        ("4k3/4r3/8/8/8/3b4/4P3/4K3 w - - 0 1", "e2d3", 'P', E2, D3, E1, placed('r', E7)),
        // Black: a knight pinned by a queen on the diagonal.
        ("8/8/4k3/3n4/8/8/Q7/4K3 b - - 0 1", "d5b4", 'n', D5, B4, E6, placed('Q', A2)),
    ];
    for (fen, uci, p, from, to, king, attacker) in cases {
        let v = only(fen, uci);
        assert_eq!(v, Violation::KingExposedToCheck { piece: piece(p), from, to, king, attacker }, "{fen} {uci}");
        cites(&v, RuleId::KingExposedToCheck, "3.9.2");
    }
    // Along the line is fine.
    assert_eq!(rule("4k3/4r3/8/8/8/8/4Q3/4K3 w - - 0 1", "e2e7"), Ruling::Legal(mv(E2, E7, MoveKind::Normal)));
    assert_eq!(rule("4k3/4r3/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4"), Ruling::Legal(mv(E2, E4, MoveKind::DoubleStep)));
}

#[test]
fn a_discovered_check_on_oneself() {
    // The rook on d4 shields its own king on a4 from the black rook on h4; moving off the
    // rank uncovers the check.
    let v = only("4k3/8/8/8/K2R3r/8/8/8 w - - 0 1", "d4d8");
    assert_eq!(
        v,
        Violation::KingExposedToCheck { piece: piece('R'), from: D4, to: D8, king: A4, attacker: placed('r', H4) }
    );
    cites(&v, RuleId::KingExposedToCheck, "3.9.2");
    // Capturing en passant removes the pawn that shielded the king on a2 from the bishop.
    let v = only("4k3/5b2/8/3pP3/8/8/K7/8 w - d6 0 1", "e5d6");
    assert_eq!(
        v,
        Violation::EnPassantExposesKing {
            piece: piece('P'),
            from: E5,
            to: D6,
            victim: placed('p', D5),
            king: A2,
            attacker: placed('b', F7)
        }
    );
    cites(&v, RuleId::KingExposedToCheck, "3.9.2");
}

#[test]
fn en_passant_pinned_through_both_pawns_on_the_rank() {
    let fen = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1";
    let v = only(fen, "b5c6");
    assert_eq!(
        v,
        Violation::EnPassantExposesKing {
            piece: piece('P'),
            from: B5,
            to: C6,
            victim: placed('p', C5),
            king: A5,
            attacker: placed('r', H5)
        }
    );
    cites(&v, RuleId::KingExposedToCheck, "3.9.2");
    // Black, the same shape.
    let v = only("7K/8/8/8/kpP4R/8/8/8 b - c3 0 1", "b4c3");
    assert_eq!(
        v,
        Violation::EnPassantExposesKing {
            piece: piece('p'),
            from: B4,
            to: C3,
            victim: placed('P', C4),
            king: A4,
            attacker: placed('R', H4)
        }
    );
    // Capturing a knight on c6 instead leaves the black pawn on the rank: no exposure.
    assert_eq!(rule("8/8/2n5/KPp4r/8/8/8/7k w - - 0 1", "b5c6"), Ruling::Legal(mv(B5, C6, MoveKind::Normal)));
}

#[test]
fn a_check_may_not_be_ignored() {
    let fen = "4k3/8/8/8/8/2N5/8/r3K2N w - - 0 1";
    let v = only(fen, "h1g3");
    assert_eq!(
        v,
        Violation::KingLeftInCheck { piece: piece('N'), from: H1, to: G3, king: E1, checkers: vec![placed('r', A1)] }
    );
    cites(&v, RuleId::KingLeftInCheck, "3.9.2");
    // Blocking the line ends it.
    assert_eq!(rule(fen, "c3d1"), Ruling::Legal(mv(C3, D1, MoveKind::Normal)));
    assert_eq!(rule(fen, "c3b1"), Ruling::Legal(mv(C3, B1, MoveKind::Normal)));
}

#[test]
fn in_double_check_only_the_king_may_move() {
    // The rook on e8 and the knight on d3 both check.
    let fen = "1k2r3/8/8/8/8/3n4/8/3RKB2 w - - 0 1";
    // Capturing one checker leaves the other.
    let v = only(fen, "d1d3");
    assert_eq!(
        v,
        Violation::KingLeftInCheck { piece: piece('R'), from: D1, to: D3, king: E1, checkers: vec![placed('r', E8)] }
    );
    cites(&v, RuleId::KingLeftInCheck, "3.9.2");
    // Blocking one line leaves the other.
    let v = only(fen, "f1e2");
    assert_eq!(
        v,
        Violation::KingLeftInCheck { piece: piece('B'), from: F1, to: E2, king: E1, checkers: vec![placed('n', D3)] }
    );
    // Doing neither leaves both.
    let v = only(fen, "d1d2");
    assert_eq!(
        v,
        Violation::KingLeftInCheck {
            piece: piece('R'),
            from: D1,
            to: D2,
            king: E1,
            checkers: vec![placed('n', D3), placed('r', E8)]
        }
    );
    // The king steps aside — not onto the knight's square f2, nor along the rook's file.
    assert_eq!(rule(fen, "e1d2"), Ruling::Legal(mv(E1, D2, MoveKind::Normal)));
    assert_eq!(
        only(fen, "e1f2"),
        Violation::KingMovedIntoCheck { piece: piece('K'), from: E1, to: F2, attacker: placed('n', D3) }
    );
    assert_eq!(
        only(fen, "e1e2"),
        Violation::KingMovedIntoCheck { piece: piece('K'), from: E1, to: E2, attacker: placed('r', E8) }
    );
}

// ---------------------------------------------------------------------------------------
// Article 3.10.2 and Appendix C.10: moves written in algebraic notation.

#[test]
fn notation_that_no_piece_can_make_names_each_candidate() {
    // The rook on a2 is blocked by the knight, the rook on e2 is pinned.
    let fen = "4k3/4r3/8/8/8/8/RN2R3/4K3 w - - 0 1";
    let v = san_illegal(fen, "Rc2");
    assert_eq!(
        v,
        [Violation::NoPieceCanMakeMove {
            color: White,
            role: Role::Rook,
            to: C2,
            file: None,
            rank: None,
            candidates: vec![
                Candidate {
                    placed: placed('R', A2),
                    violations: vec![Violation::PieceInTheWay {
                        piece: piece('R'),
                        from: A2,
                        to: C2,
                        blocker: placed('N', B2)
                    }],
                },
                Candidate {
                    placed: placed('R', E2),
                    violations: vec![Violation::KingExposedToCheck {
                        piece: piece('R'),
                        from: E2,
                        to: C2,
                        king: E1,
                        attacker: placed('r', E7)
                    }],
                },
            ],
        }]
    );
    cites(&v[0], RuleId::NoPieceCanMakeMove, "3.10.2");

    // Two knights, neither reaching d4 — in Russian letters.
    let v = san_illegal(START, "Кd4");
    let Violation::NoPieceCanMakeMove { color: White, role: Role::Knight, to: D4, candidates, .. } = &v[0] else {
        panic!("{v:?}")
    };
    let squares: Vec<Square> = candidates.iter().map(|c| c.placed.square).collect();
    assert_eq!(squares, [B1, G1]);
    for c in candidates {
        let from = c.placed.square;
        assert_eq!(c.violations, [Violation::MovePattern { piece: piece('N'), from, to: D4 }]);
    }
}

/// Review 28a, G-1: a knight already on the square written is one of the pieces the
/// notation might mean, not *the* piece meant — «Кf3» with knights on b1 and f3 names both,
/// and the session and `--completed` do not take it for a move of the knight on f3.
#[test]
fn notation_for_the_square_a_piece_of_the_kind_stands_on_names_every_candidate() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let v = san_illegal(fen, "Кf3");
    let Violation::NoPieceCanMakeMove { role: Role::Knight, to: F3, candidates, .. } = &v[0] else { panic!("{v:?}") };
    let reasons: Vec<(Square, &Violation)> = candidates.iter().map(|c| (c.placed.square, &c.violations[0])).collect();
    assert_eq!(
        reasons,
        [
            (B1, &Violation::MovePattern { piece: piece('N'), from: B1, to: F3 }),
            (F3, &Violation::MoveToSameSquare { piece: piece('N'), square: F3 }),
        ]
    );
    // The only knight of its side on the square: its own reason (Article 3.1).
    let v = san_illegal("4k3/8/8/8/8/5N2/8/4K3 w - - 0 1", "Nf3");
    assert_eq!(v, [Violation::MoveToSameSquare { piece: piece('N'), square: F3 }]);
}

#[test]
fn notation_with_a_single_candidate_gives_that_pieces_reasons() {
    let v = san_illegal("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "Bc3");
    assert_eq!(v, [Violation::MovePattern { piece: piece('B'), from: C1, to: C3 }]);
    let v = san_illegal("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e3=Q");
    assert_eq!(v, [Violation::PromotionOnlyOnLastRank { piece: piece('P'), from: E2, to: E3, promotion: Role::Queen }]);
}

#[test]
fn notation_naming_a_piece_that_is_not_there() {
    let v = san_illegal("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Nf3");
    assert_eq!(
        v,
        [Violation::NoPieceCanMakeMove {
            color: White,
            role: Role::Knight,
            to: F3,
            file: None,
            rank: None,
            candidates: vec![]
        }]
    );
    cites(&v[0], RuleId::NoPieceCanMakeMove, "3.10.2");
    // Black to move, the same.
    let v = san_illegal("4k3/8/8/8/8/8/8/4K3 b - - 0 1", "Nf6");
    assert_eq!(
        v,
        [Violation::NoPieceCanMakeMove {
            color: Black,
            role: Role::Knight,
            to: F6,
            file: None,
            rank: None,
            candidates: vec![]
        }]
    );
    // The long form names the square of departure: its piece is meant, whoever owns it.
    let v = san_illegal(START, "Nb8-c6");
    assert_eq!(v, [Violation::MoveOutOfTurn { piece: piece('n'), square: B8, turn: White }]);
    let v = san_illegal(START, "Nc3-d5");
    assert_eq!(
        v,
        [Violation::NoPieceCanMakeMove {
            color: White,
            role: Role::Knight,
            to: D5,
            file: Some(File::C),
            rank: Some(Rank::Third),
            candidates: vec![]
        }]
    );
    // No pawn stands behind e5.
    let v = san_illegal(START, "e5");
    assert_eq!(
        v,
        [Violation::NoPieceCanMakeMove {
            color: White,
            role: Role::Pawn,
            to: E5,
            file: Some(File::E),
            rank: None,
            candidates: vec![]
        }]
    );
}

#[test]
fn ambiguous_notation() {
    let v = san_illegal("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2");
    assert_eq!(
        v,
        [Violation::AmbiguousNotation {
            role: Role::Knight,
            to: D2,
            moves: vec![mv(B1, D2, MoveKind::Normal), mv(F1, D2, MoveKind::Normal)]
        }]
    );
    cites(&v[0], RuleId::AmbiguousNotation, "C.10");
    assert_eq!(san_ruling("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nbd2"), Ruling::Legal(mv(B1, D2, MoveKind::Normal)));

    let fen = "4k3/R7/8/8/8/8/8/R3K3 w - - 0 1";
    let v = san_illegal(fen, "Ra4");
    assert_eq!(
        v,
        [Violation::AmbiguousNotation {
            role: Role::Rook,
            to: A4,
            moves: vec![mv(A1, A4, MoveKind::Normal), mv(A7, A4, MoveKind::Normal)]
        }]
    );
    assert_eq!(san_ruling(fen, "R1a4"), Ruling::Legal(mv(A1, A4, MoveKind::Normal)));
    assert_eq!(san_ruling(fen, "Лa7a4"), Ruling::Legal(mv(A7, A4, MoveKind::Normal)));
    // A pinned second knight cannot go to d2: "Nd2" names the other one.
    assert_eq!(san_ruling("4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1", "Nd2"), Ruling::Legal(mv(B1, D2, MoveKind::Normal)));
}

#[test]
fn pawn_notation_is_never_ambiguous() {
    // Two pawns can capture on d5: the file of departure, always written, tells them apart.
    let fen = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1";
    assert_eq!(san_ruling(fen, "cxd5"), Ruling::Legal(mv(C4, D5, MoveKind::Normal)));
    assert_eq!(san_ruling(fen, "exd5"), Ruling::Legal(mv(E4, D5, MoveKind::Normal)));
    // Without it, the notation names the pawn behind d5, and there is none.
    assert_eq!(
        san_illegal(fen, "d5"),
        [Violation::NoPieceCanMakeMove {
            color: White,
            role: Role::Pawn,
            to: D5,
            file: Some(File::D),
            rank: None,
            candidates: vec![]
        }]
    );
}

// ---------------------------------------------------------------------------------------
// Article 3.10.3: illegal positions.

/// The reasons strict loading refuses `fen` for; lenient loading must accept it, report the
/// same reasons, and generate and adjudicate moves without panicking.
fn position_reasons(fen: &str) -> Vec<IllegalPositionReason> {
    let reasons = match Position::from_fen(fen) {
        Err(PositionError::Illegal(illegal)) => illegal.reasons,
        other => panic!("{fen}: expected an illegal position, got {other:?}"),
    };
    let lenient = Position::from_fen_lenient(fen).unwrap_or_else(|e| panic!("lenient {fen}: {e}"));
    assert_eq!(lenient.illegal_reasons(), reasons, "{fen}");
    exercise(&lenient);
    reasons
}

/// Generates, plays and adjudicates everything in a (possibly illegal) position.
fn exercise(pos: &Position) -> usize {
    let moves = pos.legal_moves();
    for &m in moves.iter() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        next.legal_moves();
        let _ = San::from_move(pos, m).to_string();
    }
    for from in Square::ALL {
        for to in Square::ALL {
            for promotion in [None, Some(Role::Queen), Some(Role::King)] {
                let _ = adjudicate(pos, Attempt { from, to, promotion });
            }
        }
    }
    for text in ["O-O", "O-O-O", "Nf3", "e4", "exd5", "Kd2", "e8=Q", "a1=N"] {
        let _ = adjudicate_san(pos, &text.parse().unwrap());
    }
    let _ = pos.perft(2);
    moves.len()
}

fn one_reason(fen: &str) -> IllegalPositionReason {
    let reasons = position_reasons(fen);
    assert_eq!(reasons.len(), 1, "{fen}: {reasons:?}");
    reasons.into_iter().next().unwrap()
}

#[test]
fn each_side_has_one_king() {
    let r = one_reason("8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(r, IllegalPositionReason::KingCount { color: Black, count: 0 });
    cites_position(&r, RuleId::PositionKingCount);
    let r = one_reason("4k3/8/8/8/8/8/8/K3K3 w - - 0 1");
    assert_eq!(r, IllegalPositionReason::KingCount { color: White, count: 2 });
    // No kings at all.
    let reasons = position_reasons("8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        reasons,
        [
            IllegalPositionReason::KingCount { color: White, count: 0 },
            IllegalPositionReason::KingCount { color: Black, count: 0 }
        ]
    );
}

#[test]
fn no_pawn_on_the_first_or_last_rank() {
    let reasons = position_reasons("P3k3/8/8/8/8/8/8/4K2p w - - 0 1");
    assert_eq!(
        reasons,
        [
            IllegalPositionReason::PawnOnBackRank { piece: piece('p'), square: H1 },
            IllegalPositionReason::PawnOnBackRank { piece: piece('P'), square: A8 },
        ]
    );
    cites_position(&reasons[0], RuleId::PositionPawnOnBackRank);
    let r = one_reason("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
    assert_eq!(r, IllegalPositionReason::PawnOnBackRank { piece: piece('P'), square: A1 });
}

#[test]
fn the_side_not_to_move_is_not_in_check() {
    let r = one_reason("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    assert_eq!(r, IllegalPositionReason::OpponentInCheck { color: Black, king: E8, checkers: vec![(piece('R'), E1)] });
    cites_position(&r, RuleId::PositionOpponentInCheck);
}

#[test]
fn impossible_checks() {
    // Three checkers.
    let r = one_reason("4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::ImpossibleCheck {
            king: E1,
            checkers: vec![(piece('r'), A1), (piece('n'), D3), (piece('n'), F3)],
            why: ImpossibleCheckKind::MoreThanTwoCheckers,
        }
    );
    cites_position(&r, RuleId::PositionImpossibleCheck);
    // Two knights; two pawns.
    let r = one_reason("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::ImpossibleCheck {
            king: E1,
            checkers: vec![(piece('n'), D3), (piece('n'), F3)],
            why: ImpossibleCheckKind::NoSingleMoveGivesBoth,
        }
    );
    let r = one_reason("4k3/8/8/8/8/8/3p1p2/4K3 w - - 0 1");
    assert!(matches!(
        r,
        IllegalPositionReason::ImpossibleCheck { why: ImpossibleCheckKind::NoSingleMoveGivesBoth, .. }
    ));
    // Two rooks on one line, from both sides.
    let r = one_reason("4k3/8/8/8/8/8/8/r3K2r w - - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::ImpossibleCheck {
            king: E1,
            checkers: vec![(piece('r'), A1), (piece('r'), H1)],
            why: ImpossibleCheckKind::NoSingleMoveGivesBoth,
        }
    );
    // A rook and a knight can check together (a discovered check).
    pos("1k2r3/8/8/8/8/3n4/8/4K3 w - - 0 1");
    // The last move was e2-e4, yet the rook on a8 checks.
    let r = one_reason("R3k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::ImpossibleCheck {
            king: E8,
            checkers: vec![(piece('R'), A8)],
            why: ImpossibleCheckKind::NotByTheDoubleStep,
        }
    );
    // Checks the double step explains: by the pawn, or uncovered from behind it.
    pos("8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1");
    pos("8/8/8/1k6/4P3/8/8/4KB2 b - e3 0 1");
}

#[test]
fn too_many_pieces() {
    let r = one_reason("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1");
    assert_eq!(r, IllegalPositionReason::TooManyPieces { color: White, why: TooManyPiecesKind::Pawns { count: 9 } });
    cites_position(&r, RuleId::PositionTooManyPieces);
    // Two queens with all eight pawns: the second queen cannot be a promoted pawn.
    let r = one_reason("4k3/8/8/8/8/8/PPPPPPPP/2QQK3 w - - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::TooManyPieces {
            color: White,
            why: TooManyPiecesKind::Promotions { extra: 1, missing_pawns: 0 }
        }
    );
    // Nine queens and one pawn: eight extra pieces, only seven pawns to have promoted.
    let r = one_reason("8/8/8/7k/8/QQQ5/QQQ4P/QQQ3K1 w - - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::TooManyPieces {
            color: White,
            why: TooManyPiecesKind::Promotions { extra: 8, missing_pawns: 7 }
        }
    );
    // Two bishops on light squares (f1, d3) with eight pawns.
    let r = one_reason("4k3/8/8/8/8/3B4/PPPPPPPP/4KB2 w - - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::TooManyPieces {
            color: White,
            why: TooManyPiecesKind::Promotions { extra: 1, missing_pawns: 0 }
        }
    );
    // One on each colour is the original pair.
    pos("4k3/8/8/8/8/4B3/PPPPPPPP/4KB2 w - - 0 1");
    // Nine queens with eight pawns: eighteen pieces, more than a set — refused even leniently.
    let fen = "8/8/8/7k/PPP5/QQQ5/QQQPPPPP/QQQ3K1 w - - 0 1";
    let expected =
        vec![IllegalPositionReason::TooManyPieces { color: White, why: TooManyPiecesKind::Total { count: 18 } }];
    for result in [Position::from_fen(fen), Position::from_fen_lenient(fen)] {
        match result {
            Err(PositionError::Illegal(illegal)) => assert_eq!(illegal.reasons, expected),
            other => panic!("{fen}: {other:?}"),
        }
    }
}

#[test]
fn castling_rights_need_king_and_rook_at_home() {
    let r = one_reason("4k3/8/8/8/8/8/8/4K3 w K - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::CastlingRightWithoutPieces {
            color: White,
            side: KingSide,
            missing: piece('R'),
            square: H1
        }
    );
    cites_position(&r, RuleId::PositionCastlingRightWithoutPieces);
    let r = one_reason("4k3/8/8/8/8/8/8/3K3R w K - 0 1");
    assert_eq!(
        r,
        IllegalPositionReason::CastlingRightWithoutPieces {
            color: White,
            side: KingSide,
            missing: piece('K'),
            square: E1
        }
    );
    let reasons = position_reasons("1r2k3/8/8/8/8/8/8/4K3 w q - 0 1");
    assert_eq!(
        reasons,
        [IllegalPositionReason::CastlingRightWithoutPieces {
            color: Black,
            side: QueenSide,
            missing: piece('r'),
            square: A8
        }]
    );
}

#[test]
fn en_passant_square_must_be_one_a_pawn_just_crossed() {
    let cases = [
        // White to move, but e3 is the square a white pawn crosses.
        ("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", E3, EnPassantSquareKind::WrongRank),
        ("4k3/8/3n4/3p4/8/8/8/4K3 w - d6 0 1", D6, EnPassantSquareKind::Occupied),
        ("4k3/8/8/8/8/8/8/4K3 w - d6 0 1", D6, EnPassantSquareKind::NoPawn),
        ("4k3/3n4/8/3p4/8/8/8/4K3 w - d6 0 1", D6, EnPassantSquareKind::OriginOccupied),
        // Black to move.
        ("4k3/8/8/8/8/8/4P3/4K3 b - e3 0 1", E3, EnPassantSquareKind::NoPawn),
    ];
    for (fen, square, why) in cases {
        let r = one_reason(fen);
        assert_eq!(r, IllegalPositionReason::EnPassantSquareInvalid { square, why }, "{fen}");
        cites_position(&r, RuleId::PositionEnPassantSquareInvalid);
    }
}

#[test]
fn lenient_positions_still_have_moves() {
    // A lone knight: no kings, eight knight moves.
    let pos = Position::from_fen_lenient("8/8/8/8/3N4/8/8/8 w - - 0 1").unwrap();
    assert_eq!(exercise(&pos), 8);
    // An empty board: no moves at all.
    let pos = Position::from_fen_lenient("8/8/8/8/8/8/8/8 w - - 0 1").unwrap();
    assert_eq!(exercise(&pos), 0);
    // A pawn on the first rank steps forward one square; one on the last rank is stuck.
    let pos = Position::from_fen_lenient("P3k3/8/8/8/8/8/8/P3K3 w - - 0 1").unwrap();
    let moves = pos.legal_moves();
    let pawn_moves: Vec<&Move> = moves.iter().filter(|m| m.from == A1 || m.from == A8).collect();
    assert_eq!(pawn_moves, [&mv(A1, A2, MoveKind::Normal)]);
    exercise(&pos);
    // Black pawns on both back ranks, black to move, no kings.
    let pos = Position::from_fen_lenient("p7/8/8/8/8/8/8/7p b - - 0 1").unwrap();
    assert_eq!(exercise(&pos), 1);
    // Many queens and two kings of a colour.
    let pos = Position::from_fen_lenient("QQQQkk2/QQQQ4/8/8/8/8/8/Q3K3 w - - 0 1").unwrap();
    assert!(exercise(&pos) > 50);
}

/// Article 3.8.2.1.1–2 with the game's history: a game knows on which move the king or the
/// rook moved, though it stands on its original square again.
#[test]
fn castling_after_the_king_or_rook_moved_and_came_back() {
    use arbiter::{Attempt, Game, Placed, Ruling};
    let play = |moves: &str| {
        let mut game = Game::new(Position::new());
        for text in moves.split_whitespace() {
            let san: arbiter::San = text.parse().unwrap();
            let Ruling::Legal(m) = arbiter::laws::notation::adjudicate_san(game.position(), &san) else {
                panic!("{text}")
            };
            game.play_unchecked(m);
        }
        game
    };
    let game = play("e4 e5 Nf3 Nf6 Bc4 Bc5 Ke2 Ke7 Ke1 Ke8");
    let ruling = game.adjudicate(Attempt::new(Square::E1, Square::G1));
    let v = &ruling.violations()[0];
    assert_eq!(
        v,
        &Violation::CastlingPieceMovedEarlier {
            color: Color::White,
            side: CastlingSide::KingSide,
            piece: Placed::new(Piece::new(Color::White, Role::King), Square::E1),
            move_number: 4,
        }
    );
    assert_eq!(v.rule(), RuleId::CastlingKingHasMoved);
    // Without the history, the position alone only says the right is lost.
    let alone = arbiter::adjudicate(game.position(), Attempt::new(Square::E1, Square::G1));
    assert!(matches!(alone.violations()[0], Violation::CastlingRightLost { .. }));

    let game = play("e4 e5 Nf3 Nf6 Bc4 Bc5 Rg1 Rg8 Rh1 Rh8");
    let v = &game.adjudicate(Attempt::new(Square::E1, Square::G1)).violations()[0].clone();
    assert!(
        matches!(v, Violation::CastlingPieceMovedEarlier { piece, move_number: 4, .. } if piece.square == Square::H1)
    );
    assert_eq!(v.rule(), RuleId::CastlingRookHasMoved);
}

// ---------------------------------------------------------------------------------------
// A new variant must come with a test above: these matches have no wildcard, so adding a
// variant stops this file from compiling until it is listed (and tested).

/// The test of each violation.
fn _test_of(v: &Violation) -> &'static str {
    match v {
        Violation::NoPieceOnSquare { .. } => "no_piece_on_the_square_of_departure",
        Violation::MoveOutOfTurn { .. } => "moving_the_opponents_piece_is_moving_out_of_turn",
        Violation::MoveToSameSquare { .. } => "a_move_to_the_square_the_piece_stands_on",
        Violation::OwnPieceOnTargetSquare { .. } => "own_piece_on_the_target_square",
        Violation::MovePattern { .. } => "the_<piece>_moves_…",
        Violation::PieceInTheWay { .. } => "line_pieces_do_not_jump",
        Violation::PawnForwardSquareOccupied { .. } => "a_pawn_does_not_capture_straight_ahead",
        Violation::PawnDoubleStepNotFirstMove { .. } => "the_double_step_only_from_the_original_square",
        Violation::PawnDoubleStepBlocked { .. } => "the_double_step_needs_both_squares_free",
        Violation::PawnDiagonalWithoutCapture { .. } => "a_pawn_moves_diagonally_only_to_capture",
        Violation::EnPassantNotImmediately { .. } => "en_passant_only_right_after_the_double_step",
        Violation::PromotionPieceRequired { .. } => "promotion_piece_must_be_named",
        Violation::PromotionPieceInvalid { .. } => "promotion_piece_must_be_a_queen_rook_bishop_or_knight",
        Violation::PromotionOnlyOnLastRank { .. } => "promotion_only_of_a_pawn_on_the_last_rank",
        Violation::CastlingKingHasMoved { .. } => "castling_after_the_king_has_moved",
        Violation::CastlingRookHasMoved { .. } => "castling_after_the_rook_has_moved_or_been_captured",
        Violation::CastlingRightLost { .. } => "castling_right_lost_though_king_and_rook_stand_at_home",
        Violation::CastlingPieceMovedEarlier { .. } => "castling_after_the_king_or_rook_moved_and_came_back",
        Violation::CastlingOutOfCheck { .. } => "castling_out_of_check",
        Violation::CastlingAcrossAttackedSquare { .. } => "castling_across_an_attacked_square",
        Violation::CastlingIntoCheck { .. } => "castling_into_check",
        Violation::CastlingPieceBetween { .. } => "castling_with_a_piece_between_king_and_rook",
        Violation::KingMovedIntoCheck { .. } => "the_king_may_not_move_into_check",
        Violation::KingExposedToCheck { .. } => "a_pinned_piece_may_not_leave_the_line",
        Violation::EnPassantExposesKing { .. } => "en_passant_pinned_through_both_pawns_on_the_rank",
        Violation::KingLeftInCheck { .. } => "a_check_may_not_be_ignored",
        // Article 4 (touch move) has its own tests, in tests/touch_move.rs.
        Violation::TouchedPieceMustMove { .. }
        | Violation::TouchedPieceMustBeCaptured { .. }
        | Violation::TouchedAtOnceOneMustMove { .. }
        | Violation::TouchedAtOnceOneMustBeCaptured { .. }
        | Violation::TouchedBothColoursMustCapture { .. }
        | Violation::TouchedBothColoursMustMove { .. }
        | Violation::TouchedBothColoursMustCaptureFirst { .. }
        | Violation::TouchedKingAndRookMustCastle { .. }
        | Violation::TouchedRookThenKingNoCastling { .. }
        | Violation::TouchedKingMustMove { .. }
        | Violation::PromotionPieceFinal { .. }
        | Violation::ReleasedPieceMustStay { .. }
        | Violation::ReleasedKingMustCastle { .. }
        | Violation::ReleasedKingMustMove { .. } => "tests/touch_move.rs",
        Violation::NoPieceCanMakeMove { .. } => "notation_that_no_piece_can_make_names_each_candidate",
        Violation::AmbiguousNotation { .. } => "ambiguous_notation",
    }
}

/// The test of each illegal-position reason and its kinds.
fn _test_of_reason(r: &IllegalPositionReason) -> &'static str {
    match r {
        IllegalPositionReason::KingCount { .. } => "each_side_has_one_king",
        IllegalPositionReason::PawnOnBackRank { .. } => "no_pawn_on_the_first_or_last_rank",
        IllegalPositionReason::OpponentInCheck { .. } => "the_side_not_to_move_is_not_in_check",
        IllegalPositionReason::ImpossibleCheck { why, .. } => match why {
            ImpossibleCheckKind::MoreThanTwoCheckers
            | ImpossibleCheckKind::NoSingleMoveGivesBoth
            | ImpossibleCheckKind::NotByTheDoubleStep => "impossible_checks",
            ImpossibleCheckKind::NoLastMoveGivesBoth => "tests/position.rs",
        },
        IllegalPositionReason::TooManyPieces { why, .. } => match why {
            TooManyPiecesKind::Total { .. }
            | TooManyPiecesKind::Pawns { .. }
            | TooManyPiecesKind::Promotions { .. } => "too_many_pieces",
        },
        IllegalPositionReason::CastlingRightWithoutPieces { .. } => "castling_rights_need_king_and_rook_at_home",
        IllegalPositionReason::EnPassantSquareInvalid { why, .. } => match why {
            EnPassantSquareKind::WrongRank
            | EnPassantSquareKind::Occupied
            | EnPassantSquareKind::NoPawn
            | EnPassantSquareKind::OriginOccupied => "en_passant_square_must_be_one_a_pawn_just_crossed",
        },
    }
}
