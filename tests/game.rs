//! Games with history: the end of the game (Articles 5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2),
//! the draws a player may claim (9.2.1, 9.2.2, 9.3.1, 9.3.2), and "the same position"
//! exactly as Article 9.2.3 defines it (9.2.3.1 en passant, 9.2.3.2 castling rights).

mod common;

use arbiter::notation::San;
use arbiter::{Claim, Edition, Ending, Game, Position, RepetitionKey, Role, RuleId, Ruling};
use common::{Rng, STANDARD_PERFT, perft_fens, pick_move};

fn play(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        let san: San = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        match arbiter::laws::notation::adjudicate_san(game.position(), &san) {
            arbiter::Ruling::Legal(m) => game.play(m).unwrap(),
            other => panic!("{text} is illegal: {other:?}"),
        }
    }
}

fn game(fen: &str) -> Game {
    Game::new(Position::from_fen(fen).unwrap())
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn article_9_2_3_1_an_en_passant_square_counts_only_when_the_capture_is_possible() {
    // After 1. e4 no black pawn can take en passant: the e3 square does not count.
    let recorded = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
    let plain = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
    assert_eq!(RepetitionKey::of(&recorded), RepetitionKey::of(&plain));
    // With a black pawn on d4 the capture is possible: the positions differ.
    let possible = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").unwrap();
    let later = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").unwrap();
    assert_ne!(RepetitionKey::of(&possible), RepetitionKey::of(&later));
    // A possible capture that would expose the king does not count.
    let pinned = Position::from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1").unwrap();
    assert_eq!(pinned.legal_ep_square(), None);
    let pinned_plain = Position::from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1").unwrap();
    assert_eq!(RepetitionKey::of(&pinned), RepetitionKey::of(&pinned_plain));
}

#[test]
fn article_9_2_3_2_castling_rights_lost_by_moving_make_a_different_position() {
    let mut g = game("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let first = RepetitionKey::of(g.position());
    play(&mut g, "Kf1 Kd8 Ke1 Ke8");
    // Same pieces on the same squares, same player to move, but White can no longer castle.
    assert_eq!(g.position().board(), Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap().board());
    assert_ne!(RepetitionKey::of(g.position()), first);
    assert_eq!(g.repetitions(), 1);
    // Castling temporarily prevented (a piece between) is still a right: the same position.
    let blocked = Position::from_fen("4k3/8/8/8/8/8/8/4KB1R w K - 0 1").unwrap();
    let no_right = Position::from_fen("4k3/8/8/8/8/8/8/4KB1R w - - 0 1").unwrap();
    assert_ne!(RepetitionKey::of(&blocked), RepetitionKey::of(&no_right));
}

#[test]
fn articles_9_2_1_and_9_2_2_threefold_repetition_claims() {
    let mut g = game(START);
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    // Black may declare Ng8, making the initial position appear for the third time.
    let claims = g.claims();
    let Some(Claim::ThreefoldRepetitionAboutToAppear { mv, times: 3 }) = claims.first() else { panic!("{claims:?}") };
    assert_eq!(mv.uci(), "f6g8");
    assert_eq!(claims[0].rule(), RuleId::ThreefoldRepetitionAboutToAppear);
    play(&mut g, "Ng8");
    assert_eq!(g.repetitions(), 3);
    // The third occurrence has appeared (9.2.2); White could also declare Nf3 (9.2.1).
    assert_eq!(g.claims()[0], Claim::ThreefoldRepetition { times: 3 });
    assert_eq!(g.claims()[0].rule(), RuleId::ThreefoldRepetition);
    // Not an automatic ending.
    assert_eq!(g.ending(), None);
}

#[test]
fn article_9_6_1_fivefold_repetition_ends_the_game() {
    let mut g = game(START);
    for _ in 0..3 {
        play(&mut g, "Nf3 Nf6 Ng1 Ng8");
    }
    assert_eq!(g.repetitions(), 4);
    assert_eq!(g.ending(), None);
    play(&mut g, "Nf3 Nf6 Ng1 Ng8");
    assert_eq!(g.ending(), Some(Ending::FivefoldRepetition { times: 5 }));
    assert_eq!(g.ending().unwrap().rule(), RuleId::FivefoldRepetition);
}

#[test]
fn articles_9_3_1_and_9_3_2_fifty_moves() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    assert!(g.claims().is_empty());
    play(&mut g, "Ra2");
    // Clock 99: Black may declare a quiet move that completes the fifty moves.
    let claims = g.claims();
    assert!(matches!(claims.as_slice(), [Claim::FiftyMovesAboutToBeMade { .. }]), "{claims:?}");
    assert_eq!(claims[0].rule(), RuleId::FiftyMovesAboutToBeMade);
    play(&mut g, "Kd8");
    assert_eq!(g.claims(), vec![Claim::FiftyMoves { halfmoves: 100 }]);
    assert_eq!(g.claims()[0].rule(), RuleId::FiftyMoves);
}

#[test]
fn article_9_6_2_seventy_five_moves_end_the_game_unless_the_last_move_mates() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 149 120");
    play(&mut g, "Ra2");
    assert_eq!(g.ending(), Some(Ending::SeventyFiveMoves { halfmoves: 150 }));
    // The 150th half-move gives checkmate: checkmate takes precedence.
    let mut g = game("6k1/8/6K1/8/8/8/8/R7 w - - 149 120");
    play(&mut g, "Ra8#");
    assert_eq!(g.ending(), Some(Ending::Checkmate { winner: arbiter::Color::White }));
}

#[test]
fn article_5_endings_checkmate_stalemate_dead_position() {
    let mut g = game(START);
    play(&mut g, "f3 e5 g4 Qh4#");
    let ending = g.ending().unwrap();
    assert_eq!(ending, Ending::Checkmate { winner: arbiter::Color::Black });
    assert_eq!((ending.rule(), ending.kind(), ending.result()), (RuleId::Checkmate, "checkmate", "0-1"));

    let mut g = game("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
    play(&mut g, "Qf6");
    assert_eq!(g.ending(), None);
    let mut g = game("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1");
    play(&mut g, "Kg6");
    assert_eq!(g.ending(), Some(Ending::Stalemate));
    assert_eq!(g.ending().unwrap().rule(), RuleId::Stalemate);

    // Capturing the last pawn leaves king and bishop against king: a dead position.
    let mut g = game("4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1");
    play(&mut g, "Bxd2");
    let ending = g.ending().unwrap();
    assert_eq!((ending.rule(), ending.kind()), (RuleId::DeadPosition, "dead-position"));
    // Looks thin but is alive: knight against knight can still mate with help.
    let mut g = game("4k3/8/8/3n4/8/8/8/2N1K3 w - - 0 1");
    play(&mut g, "Nb3");
    assert_eq!(g.ending(), None);
}

#[test]
fn no_claim_once_the_game_has_ended_and_both_repetition_claims_together() {
    let mut g = game("6k1/8/6K1/8/8/8/8/R7 w - - 99 120");
    play(&mut g, "Ra8#");
    assert!(g.ending().is_some());
    assert_eq!(g.claims(), vec![]);

    let mut g = game(START);
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    let claims = g.claims();
    assert!(matches!(claims[0], Claim::ThreefoldRepetition { times: 3 }), "{claims:?}");
    assert!(
        matches!(claims[1], Claim::ThreefoldRepetitionAboutToAppear { mv, times: 3 } if mv.uci() == "g1f3"),
        "{claims:?}"
    );
}

/// How many times `positions.last()` has appeared since the last capture or pawn move,
/// counted afresh (Article 9.2.3) — what the game's own bookkeeping must say.
fn repetitions_afresh(positions: &[Position]) -> usize {
    let last = positions.last().expect("a game has a position");
    let since = positions.iter().rposition(|p| p.halfmove_clock() == 0).unwrap_or(0);
    let key = RepetitionKey::of(last);
    positions[since..].iter().filter(|p| RepetitionKey::of(p) == key).count()
}

/// `Game` keeps the current position's legal moves once generated: after every way a game
/// moves on (a checked and an unchecked move, a copy played on apart from its original, a
/// new edition or search setting) the list must be the one the position itself generates,
/// and the ending, the claims and the repetition count built on it the same as a fresh
/// count says (Articles 3.10.1, 9.2.3). A cache that outlived its position fails here.
#[test]
fn article_3_10_1_a_games_legal_moves_are_always_those_of_its_current_position() {
    let mut rng = Rng::new(0x9a3e_5c11);
    let mut plies = 0;
    for fen in perft_fens(STANDARD_PERFT) {
        let start = Position::from_fen(&fen).unwrap();
        for round in 0..6 {
            let mut game = if round % 2 == 0 { Game::new(start.clone()) } else { Game::bounded(start.clone()) };
            let mut positions = vec![start.clone()];
            for ply in 0..160 {
                let fresh = game.position().legal_moves();
                assert_eq!(game.legal_moves()[..], fresh[..], "{fen}, ply {ply}");
                assert_eq!(game.repetitions(), repetitions_afresh(&positions), "{fen}, ply {ply}");
                if fresh.is_empty() {
                    assert!(matches!(game.ending(), Some(Ending::Checkmate { .. } | Ending::Stalemate)));
                    break;
                }
                // A copy goes its own way: its list follows its position, the original's
                // stays its own.
                let mut fork = game.clone();
                fork.play_unchecked(fresh[rng.below(fresh.len())]);
                assert_eq!(fork.legal_moves()[..], fork.position().legal_moves()[..], "{fen}, fork at ply {ply}");
                assert_eq!(game.legal_moves()[..], fresh[..], "{fen}, ply {ply}, after the fork");
                let _ = game.status();
                let m = pick_move(game.position(), &fresh, &mut rng);
                if ply % 2 == 0 {
                    game.play(m).unwrap();
                } else {
                    game.play_unchecked(m);
                }
                if ply == 40 {
                    game = game.with_edition(Edition::E2009).with_dead_position_search(arbiter::HelpmateSearch::OFF);
                }
                positions.push(game.position().clone());
                if let Some(at) = game.position_at(game.plies()) {
                    assert_eq!(at, game.position());
                }
                plies += 1;
            }
        }
    }
    assert!(plies > 3_000, "{plies} plies played");
}

/// The SAN fast path (the one legal move the notation fits) rules exactly as walking the
/// articles does, on every kind of notation: each legal move written in full, with less or
/// no disambiguation, with a promotion piece added or dropped, any piece to its square of
/// arrival, and both castlings (Appendix C, Articles 3.10.1, C.10).
#[test]
fn appendix_c_notation_ruled_among_the_legal_moves_is_ruled_as_the_articles_rule_it() {
    use arbiter::laws::notation::{adjudicate_san, adjudicate_san_among};
    let mut rng = Rng::new(0x51a4_0c27);
    let (mut legal, mut illegal) = (0, 0);
    for fen in perft_fens(STANDARD_PERFT) {
        let start = Position::from_fen(&fen).unwrap();
        for _ in 0..3 {
            for pos in common::random_game(&start, &mut rng, 120) {
                let moves = pos.legal_moves();
                let mut sans = vec![
                    San::Castle { side: arbiter::CastlingSide::KingSide, suffix: None },
                    San::Castle { side: arbiter::CastlingSide::QueenSide, suffix: None },
                ];
                for &m in moves.iter() {
                    let San::Normal { role, file, rank, capture, to, promotion, suffix } = San::from_move(&pos, m)
                    else {
                        continue;
                    };
                    let long = (Some(m.from.file()), Some(m.from.rank()));
                    for (file, rank) in [(file, rank), long, (long.0, None), (None, long.1), (None, None)] {
                        for promotion in [promotion, None, Some(Role::Queen), Some(Role::Knight)] {
                            sans.push(San::Normal { role, file, rank, capture, to, promotion, suffix });
                        }
                    }
                    for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
                        sans.push(San::Normal { role, file: None, rank: None, capture, to, promotion: None, suffix });
                    }
                }
                for san in &sans {
                    let expected = adjudicate_san(&pos, san);
                    assert_eq!(adjudicate_san_among(&pos, &moves, san), expected, "{} {san:?}", pos.to_fen());
                    match expected {
                        Ruling::Legal(_) => legal += 1,
                        Ruling::Illegal(_) => illegal += 1,
                    }
                }
            }
        }
    }
    assert!(legal > 10_000 && illegal > 10_000, "{legal} legal, {illegal} illegal");
}
