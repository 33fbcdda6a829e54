//! Article 4, the act of moving: touch-move (4.2.1, 4.3.1–4.3.3, 4.4.1–4.4.4, 4.5), each
//! rule with the article, the facts and the moves that would have satisfied it.

use arbiter::laws::touch_move::{Touch, adjudicate_touched, parse_touches};
use arbiter::{Attempt, Bitboard, CastlingSide, Color, Position, Role, RuleId, Ruling, Square, Violation};

fn rule(fen: &str, from: Square, to: Square, promotion: Option<Role>, touches: &str, adjusted: Bitboard) -> Ruling {
    let pos = Position::from_fen(fen).unwrap();
    let touches = parse_touches(touches).unwrap();
    adjudicate_touched(&pos, Attempt { from, to, promotion }, &touches, adjusted)
}

fn ruled(fen: &str, from: Square, to: Square, touches: &str) -> Ruling {
    rule(fen, from, to, None, touches, Bitboard::EMPTY)
}

fn ucis(v: &Violation) -> Vec<String> {
    let list = match v {
        Violation::TouchedPieceMustMove { moves, .. }
        | Violation::TouchedRookThenKingNoCastling { moves, .. }
        | Violation::TouchedKingMustMove { moves, .. }
        | Violation::TouchedBothColoursMustMove { moves, .. } => moves,
        Violation::TouchedPieceMustBeCaptured { captures, .. }
        | Violation::TouchedBothColoursMustCapture { captures, .. }
        | Violation::TouchedBothColoursMustCaptureFirst { captures, .. } => captures,
        Violation::TouchedKingAndRookMustCastle { castling, .. }
        | Violation::ReleasedKingMustCastle { castling, .. } => {
            return vec![castling.mv.uci()];
        }
        Violation::ReleasedKingMustMove { moves, .. } => moves,
        other => panic!("not a touch-move violation: {other:?}"),
    };
    let mut v: Vec<String> = list.iter().map(|a| a.mv.uci()).collect();
    v.sort();
    v
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn parses_touch_lists() {
    assert_eq!(parse_touches("e1, h1").unwrap(), vec![Touch::Square(Square::E1), Touch::Square(Square::H1)]);
    assert_eq!(parse_touches("e2+e7").unwrap(), vec![Touch::Together(vec![Square::E2, Square::E7])]);
    assert_eq!(parse_touches("e8=Q").unwrap(), vec![Touch::Promotion { square: Square::E8, role: Role::Queen }]);
    assert!(parse_touches("e9").is_err());
    assert!(parse_touches("e8=X").is_err());
    assert_eq!(parse_touches("").unwrap(), vec![]);
}

#[test]
fn article_4_3_1_the_first_own_piece_touched_that_can_move_must_move() {
    let r = ruled(START, Square::E2, Square::E4, "g1");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::TouchedOwnPieceMustMove);
    assert!(
        matches!(v, Violation::TouchedPieceMustMove { square: Square::G1, piece, .. } if piece.role == Role::Knight)
    );
    assert_eq!(ucis(v), vec!["g1f3", "g1h3"]);
    // Moving the touched knight satisfies it.
    assert!(ruled(START, Square::G1, Square::F3, "g1").is_legal());
    // A bishop that cannot move is passed over: the next touched piece must move.
    let r = ruled(START, Square::B1, Square::C3, "c1,e2");
    assert!(matches!(r.violations()[0], Violation::TouchedPieceMustMove { square: Square::E2, .. }));
    assert!(ruled(START, Square::E2, Square::E3, "c1,e2").is_legal());
}

#[test]
fn article_4_2_1_an_announced_adjustment_obliges_nothing() {
    let adjusted = Bitboard::from_square(Square::G1);
    assert!(rule(START, Square::E2, Square::E4, None, "g1", adjusted).is_legal());
}

#[test]
fn article_4_5_nothing_touched_can_move_any_move() {
    assert!(ruled(START, Square::E2, Square::E4, "c1,f1").is_legal());
}

#[test]
fn article_4_3_2_the_first_opponent_piece_touched_that_can_be_captured_must_be() {
    // White touches the black knight on d5 (capturable by e4 and the queen) then plays Nf3.
    let fen = "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3";
    let r = ruled(fen, Square::G1, Square::F3, "d5");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::TouchedOpponentPieceMustBeCaptured);
    assert_eq!(ucis(v), vec!["e4d5"]);
    assert!(ruled(fen, Square::E4, Square::D5, "d5").is_legal());
    // A touched piece that cannot be captured obliges nothing.
    assert!(ruled(fen, Square::G1, Square::F3, "h8").is_legal());
}

#[test]
fn en_passant_captures_the_touched_pawn() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
    let r = ruled(fen, Square::E1, Square::E2, "d5");
    assert_eq!(ucis(&r.violations()[0]), vec!["e5d6"]);
    assert!(ruled(fen, Square::E5, Square::D6, "d5").is_legal());
}

/// Article 4.3.3 with pieces of a colour touched at the same time: none of them is first, so
/// any of the player's may capture any of the opponent's (review 29a, G-12), as under 4.3.1
/// and 4.3.2.
#[test]
fn article_4_3_3_pieces_touched_at_once() {
    let fen = "4k3/8/8/8/8/3p1p2/4P3/1N2K3 w - - 0 1";
    // The pawn e2, then the pawns d3 and f3 at once (in either order): exd3 or exf3.
    for touched in ["e2,d3+f3", "d3+f3,e2", "e2,f3+d3"] {
        assert!(ruled(fen, Square::E2, Square::D3, touched).is_legal(), "{touched}");
        assert!(ruled(fen, Square::E2, Square::F3, touched).is_legal(), "{touched}");
        let r = ruled(fen, Square::E1, Square::D2, touched);
        assert_eq!(r.violations()[0].rule(), RuleId::TouchedBothColours, "{touched}");
        assert_eq!(ucis(&r.violations()[0]), vec!["e2d3", "e2f3"], "{touched}");
    }
    // The knight b1 and the pawn e2 at once, then the pawn f3: only the pawn can capture it,
    // so it must — the knight, listed first, does not decide.
    assert!(ruled(fen, Square::E2, Square::F3, "b1+e2,f3").is_legal());
    let r = ruled(fen, Square::B1, Square::C3, "b1+e2,f3");
    assert_eq!(r.violations()[0].rule(), RuleId::TouchedBothColours);
    assert_eq!(ucis(&r.violations()[0]), vec!["e2f3"]);
    assert!(matches!(r.violations()[0], Violation::TouchedBothColoursMustCapture { own, target, .. }
            if own.square == Square::E2 && target.square == Square::F3));
    // Touched one after another, the first opponent's pawn decides, as before.
    assert!(!ruled(fen, Square::E2, Square::F3, "e2,d3,f3").is_legal());
}

#[test]
fn article_4_3_3_both_colours() {
    // The e4 pawn and the d5 knight: exd5 is required.
    let fen = "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3";
    let r = ruled(fen, Square::D1, Square::E2, "e4,d5");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::TouchedBothColours);
    assert!(matches!(v, Violation::TouchedBothColoursMustCapture { own, target, .. }
        if own.square == Square::E4 && target.square == Square::D5));
    // The knight on b1 cannot capture on d5 → the first piece touched that can move must.
    let r = ruled(fen, Square::E4, Square::D5, "b1,d5");
    assert!(
        matches!(r.violations()[0], Violation::TouchedBothColoursMustMove { piece, .. } if piece.square == Square::B1)
    );
    // The opponent's piece touched first, then an own piece that cannot capture it.
    let r = ruled(fen, Square::B1, Square::C3, "d5,b1");
    assert!(
        matches!(r.violations()[0], Violation::TouchedBothColoursMustCaptureFirst { target, .. } if target.square == Square::D5)
    );
    // Order unclear: the player's own piece counts as touched first.
    let r = ruled(fen, Square::E4, Square::D5, "b1+d5");
    assert!(
        matches!(r.violations()[0], Violation::TouchedBothColoursMustMove { piece, .. } if piece.square == Square::B1)
    );
}

#[test]
fn article_4_3_3_pieces_touched_at_once_count_together_when_no_capture_is_legal() {
    // Review 35a, K-14: the knight on b1 and the pawn on e2 touched at the same time, then
    // the a5 pawn, which neither can capture: either may be moved, whichever is written first.
    let fen = "4k3/8/8/p7/8/8/4P3/1N2K3 w - - 0 1";
    for touched in ["b1+e2,a5", "e2+b1,a5"] {
        assert!(ruled(fen, Square::E2, Square::E3, touched).is_legal(), "{touched}: e3");
        assert!(ruled(fen, Square::B1, Square::C3, touched).is_legal(), "{touched}: Nc3");
        let r = ruled(fen, Square::E1, Square::D2, touched);
        let v = &r.violations()[0];
        assert!(
            matches!(v, Violation::TouchedBothColoursMustMove { at_once, first, .. }
                if at_once.len() == 2 && first.own_at_once.len() == 2 && first.targets_at_once.is_empty()),
            "{touched}: {v:?}"
        );
        assert_eq!(ucis(v), ["b1a3", "b1c3", "b1d2", "e2e3", "e2e4"], "{touched}");
    }
    // The opponent's pawns on d3 and h3 touched at the same time after the rook, which can
    // capture neither: either capture keeps the rule.
    let fen = "4k3/8/8/8/8/3p3p/P3P1P1/RN2K3 w - - 0 1";
    for touched in ["a1,h3+d3", "a1,d3+h3"] {
        assert!(ruled(fen, Square::E2, Square::D3, touched).is_legal(), "{touched}: exd3");
        assert!(ruled(fen, Square::G2, Square::H3, touched).is_legal(), "{touched}: gxh3");
        let r = ruled(fen, Square::A2, Square::A3, touched);
        let v = &r.violations()[0];
        assert!(
            matches!(v, Violation::TouchedBothColoursMustCaptureFirst { targets_at_once, .. } if targets_at_once.len() == 2),
            "{touched}: {v:?}"
        );
        assert_eq!(ucis(v), ["e2d3", "g2h3"], "{touched}");
    }
}

const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn article_4_4_1_king_and_rook_touched_castle_if_legal() {
    let r = ruled(CASTLE, Square::E1, Square::F1, "e1,h1");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::TouchedKingAndRookMustCastle);
    assert!(matches!(
        v,
        Violation::TouchedKingAndRookMustCastle { side: CastlingSide::KingSide, color: Color::White, .. }
    ));
    assert_eq!(ucis(v), vec!["e1g1"]);
    assert!(ruled(CASTLE, Square::E1, Square::G1, "e1,h1").is_legal());
    assert!(ruled(CASTLE, Square::E1, Square::G1, "e1+h1").is_legal());
}

#[test]
fn article_4_4_2_rook_then_king_no_castling_on_that_side() {
    let r = ruled(CASTLE, Square::E1, Square::G1, "h1,e1");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::TouchedRookThenKingNoCastling);
    assert!(matches!(v, Violation::TouchedRookThenKingNoCastling { piece, .. } if piece.square == Square::H1));
    assert!(ucis(v).contains(&"h1h8".to_owned()));
    assert!(ruled(CASTLE, Square::H1, Square::H5, "h1,e1").is_legal());
}

#[test]
fn article_4_4_3_castling_illegal_another_king_move() {
    let fen = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1";
    let r = ruled(fen, Square::A1, Square::B1, "e1,h1");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::TouchedKingCastlingIllegal);
    assert_eq!(ucis(v), vec!["e1c1", "e1d1", "e1f2"]);
    // Castling on the other side satisfies it.
    assert!(ruled(fen, Square::E1, Square::C1, "e1,h1").is_legal());
    // A king with no legal move leaves the player free (4.4.3, last sentence).
    let stuck = "4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1";
    assert!(ruled(stuck, Square::D2, Square::D4, "e1,h1").is_legal());
}

#[test]
fn article_4_4_4_the_promotion_piece_is_final() {
    let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    let r = rule(fen, Square::E7, Square::E8, Some(Role::Knight), "e7,e8=Q", Bitboard::EMPTY);
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::PromotionPieceFinal);
    assert_eq!(v, &Violation::PromotionPieceFinal { square: Square::E8, chosen: Role::Queen, played: Role::Knight });
    assert!(rule(fen, Square::E7, Square::E8, Some(Role::Queen), "e7,e8=Q", Bitboard::EMPTY).is_legal());
}

#[test]
fn an_illegal_move_is_ruled_by_article_3_first() {
    let r = ruled(START, Square::E2, Square::E5, "e2");
    assert_eq!(r.violations()[0].rule(), RuleId::PawnMovePattern);
}

#[test]
fn article_4_4_2_defers_to_4_3_1_over_every_piece_touched() {
    // The pawn on a2 was touched before the rook and the king: 4.3.1 makes it move.
    let fen = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    assert!(ruled(fen, Square::A2, Square::A3, "a2,h1,e1").is_legal());
    let r = ruled(fen, Square::H1, Square::F1, "a2,h1,e1");
    assert!(matches!(&r.violations()[0], Violation::TouchedPieceMustMove { square: Square::A2, .. }));
    // Rook then king first, the pawn after: the rook must move (4.4.2 → 4.3.1).
    let r = ruled(fen, Square::A2, Square::A3, "h1,e1,a2");
    let v = &r.violations()[0];
    assert!(matches!(v, Violation::TouchedRookThenKingNoCastling { piece, .. } if piece.square == Square::H1), "{v:?}");
}

#[test]
fn a_piece_touched_before_king_and_rook_governs_under_4_3_1() {
    let fen = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    assert!(ruled(fen, Square::F3, Square::G5, "f3,e1,h1").is_legal());
    let r = ruled(fen, Square::E1, Square::G1, "f3,e1,h1");
    assert!(matches!(&r.violations()[0], Violation::TouchedPieceMustMove { square: Square::F3, .. }));
}

#[test]
fn the_promotion_piece_chosen_limits_the_moves_offered() {
    let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    let r = rule(fen, Square::E1, Square::D2, None, "e7,e8=R", Bitboard::EMPTY);
    assert_eq!(ucis(&r.violations()[0]), vec!["e7e8r"]);
}

#[test]
fn article_4_7_a_piece_released_on_a_square_as_a_legal_move_stays() {
    // The knight was put down on f3 and let go; then the player took it on to h3.
    let r = ruled(START, Square::G1, Square::H3, "g1-f3");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::ReleasedPieceMustStay);
    assert!(matches!(v, Violation::ReleasedPieceMustStay { piece, to: Square::F3, made }
        if piece.square == Square::G1 && made.mv.uci() == "g1f3"));
    assert!(ruled(START, Square::G1, Square::F3, "g1-f3").is_legal());
    // Released on a square it cannot legally reach: no move was made; touch-move governs.
    let r = ruled(START, Square::B1, Square::C3, "g1-g3");
    assert_eq!(r.violations()[0].rule(), RuleId::TouchedOwnPieceMustMove);
    assert!(parse_touches("g1-z3").is_err());
}

#[test]
fn article_4_7_2_the_king_released_on_its_castling_square() {
    let r = ruled(CASTLE, Square::E1, Square::F1, "e1-g1");
    let v = &r.violations()[0];
    assert_eq!(v.rule(), RuleId::ReleasedKingMustCastle);
    assert!(matches!(v, Violation::ReleasedKingMustCastle { side: CastlingSide::KingSide, to: Square::G1, .. }));
    assert!(ruled(CASTLE, Square::E1, Square::G1, "e1-g1").is_legal());
    // Castling on that side illegal: another king move, which may be castling on the other side.
    let fen = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1";
    let r = ruled(fen, Square::A1, Square::B1, "e1-g1");
    assert!(matches!(&r.violations()[0], Violation::ReleasedKingMustMove { .. }));
    assert_eq!(ucis(&r.violations()[0]), vec!["e1c1", "e1d1", "e1f2"]);
    assert!(ruled(fen, Square::E1, Square::C1, "e1-g1").is_legal());
}

/// Article 4.3.1 / 4.3.2: pieces touched at the same time (`e2+g1`) have no order — moving
/// (or capturing) any of them keeps the rule; only a move of none of them breaks it.
#[test]
fn pieces_touched_at_once_are_touched_at_once_not_in_order() {
    use arbiter::laws::touch_move::{adjudicate_touched, parse_touches};
    use arbiter::{Attempt, Bitboard, Position, Ruling, Square};
    let start = Position::new();
    let at_once = parse_touches("e2+g1").unwrap();
    // Before: the pawn on e2, written first, counted as touched first, and Nf3 was refused.
    for (from, to) in [(Square::G1, Square::F3), (Square::E2, Square::E4)] {
        let ruling = adjudicate_touched(&start, Attempt::new(from, to), &at_once, Bitboard::EMPTY);
        assert!(ruling.is_legal(), "{from}{to}: {ruling:?}");
    }
    let ruling = adjudicate_touched(&start, Attempt::new(Square::D2, Square::D4), &at_once, Bitboard::EMPTY);
    let Ruling::Illegal(i) = ruling else { panic!("d2d4 is legal after touching e2+g1") };
    assert!(
        matches!(&i.violations[0], Violation::TouchedAtOnceOneMustMove { pieces, moves } if pieces.len() == 2 && moves.len() == 4),
        "{:?}",
        i.violations
    );
    // In order, the first one still governs.
    let in_order = parse_touches("e2,g1").unwrap();
    let ruling = adjudicate_touched(&start, Attempt::new(Square::G1, Square::F3), &in_order, Bitboard::EMPTY);
    assert!(matches!(ruling.violations()[0], Violation::TouchedPieceMustMove { square: Square::E2, .. }));
    // Two opponent's pieces at once: either capture will do.
    let pos = Position::from_fen("4k3/8/8/3p1p2/8/4N3/8/4K3 w - - 0 1").unwrap();
    let both = parse_touches("f5+d5").unwrap();
    for to in [Square::D5, Square::F5] {
        assert!(adjudicate_touched(&pos, Attempt::new(Square::E3, to), &both, Bitboard::EMPTY).is_legal());
    }
}

/// Article 3.7.3.3: a promotion piece named where no pawn promotes, or a piece no pawn
/// becomes, is refused with the reason — not weighed and found harmless (review 27a, G-5).
#[test]
fn a_promotion_piece_touched_off_the_last_rank_or_a_king_is_refused() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let run = |lang: &str, touch: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["--lang", lang, "explain", "--fen", start, "--move", "e4", "--touch", touch])
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, out, err) = run("ru", "e2=Ф");
    assert_eq!(code, Some(2), "{out}");
    assert_eq!(
        err,
        "ошибка: «e2=Ф» — e2 не поле превращения: фигуру превращения указывают на последней горизонтали (e8=Ф для белых, e1=Ф для чёрных)\n"
    );
    let (_, _, err) = run("ru", "a8=Кр");
    assert_eq!(err, "ошибка: «a8=Кр» — пешку нельзя превратить в короля: только в ферзя, ладью, слона или коня\n");
    let (code, _, err) = run("en", "e2=Q");
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "error: “e2=Q”: e2 is not a promotion square; a promotion piece is given on the last rank (e8=Q for White, e1=Q for Black)\n"
    );
    let (_, _, err) = run("en", "h1=P");
    assert_eq!(err, "error: “h1=P”: a pawn cannot be promoted to a pawn, only to a queen, rook, bishop or knight\n");
    // On the last rank of the player to move it is read; on the other side's, refused
    // (review 32a, G-20).
    assert_eq!(run("en", "e8=N").0, Some(0));
    assert_eq!(run("en", "e1=N").0, Some(2));
    assert_eq!(
        arbiter::laws::touch_move::parse_touches("e7,e8=Ф").unwrap()[1],
        arbiter::laws::touch_move::Touch::Promotion { square: arbiter::Square::E8, role: arbiter::Role::Queen }
    );
}

/// Review 26a, G-6: of pieces touched at the same time only one can be moved (or captured).
/// It must be, but it was not touched first: the violation says it was touched at once with
/// the others (their squares), while a ',' order still names the first, and a piece touched
/// alone stays alone.
#[test]
fn the_only_piece_of_those_touched_at_once_that_can_move_is_not_the_first() {
    use arbiter::TouchedAmong;
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let among =
        |fen: &str, from: Square, to: Square, touches: &str| match &ruled(fen, from, to, touches).violations()[0] {
            Violation::TouchedPieceMustMove { square, among, .. }
            | Violation::TouchedPieceMustBeCaptured { square, among, .. } => (*square, among.clone()),
            other => panic!("{touches}: {other:?}"),
        };
    let at_once = |squares: &[Square]| TouchedAmong::AtOnce { squares: squares.to_vec() };
    assert_eq!(among(start, Square::E2, Square::E4, "c1+g1"), (Square::G1, at_once(&[Square::C1, Square::G1])));
    assert_eq!(
        among(start, Square::E2, Square::E4, "c1+f1+g1"),
        (Square::G1, at_once(&[Square::C1, Square::F1, Square::G1]))
    );
    // A later touch does not join the group; an earlier one that cannot move is passed over.
    assert_eq!(among(start, Square::E2, Square::E4, "c1+g1,b1"), (Square::G1, at_once(&[Square::C1, Square::G1])));
    assert_eq!(among(start, Square::E2, Square::E4, "d1,c1+g1"), (Square::G1, at_once(&[Square::C1, Square::G1])));
    // In order: the first; alone: alone.
    assert_eq!(among(start, Square::E2, Square::E4, "c1,g1"), (Square::G1, TouchedAmong::First));
    assert_eq!(among(start, Square::E2, Square::E4, "g1"), (Square::G1, TouchedAmong::Alone));
    // The opponent's pieces: only the pawn on d5 can be captured, the queen on d8 cannot.
    let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assert_eq!(among(fen, Square::G1, Square::F3, "d5+d8"), (Square::D5, at_once(&[Square::D5, Square::D8])));
    assert_eq!(among(fen, Square::G1, Square::F3, "d8,d5"), (Square::D5, TouchedAmong::First));
    assert_eq!(among(fen, Square::G1, Square::F3, "d5"), (Square::D5, TouchedAmong::Alone));
}
