@article-1
Feature: Article 1.4 — The objective: checkmate
  Each player tries to attack the opponent's king so that the opponent is left with no legal
  move. (Our summary of FIDE Laws of Chess 2023, Article 1.4.)

  Rule: 1.4.1 Checkmate wins; one's own king may not be left or put under attack

    @article-1.4.1
    Scenario: Fool's mate — the white king is attacked and White has no legal move
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      And the moves "1. f3 e5 2. g4 Qh4" have been played
      Then the white king is in check
      And White has no legal moves
      And the white king is checkmated

    @article-1.4.1
    Scenario: A check that can be met is not checkmate
      After 1. e4 f5 2. Qh5+ the black king is attacked, but 2... g6 blocks the check.
      Given the position "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2"
      Then the black king is in check
      And Black has 1 legal move
      And the black king is not checkmated

    @article-1.4.1
    Scenario: The player reaching the goal checkmates — Scholar's mate
      Given the position "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
      When White plays "Qxf7"
      Then the move is legal
      And the move is written "Qxf7#"

    @article-1.4.1
    Scenario: A player may not leave his own king under attack
      The white king is in check from the rook on e8; a pawn move elsewhere does not meet it.
      Given the position "4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1"
      When White plays "a3"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-left-in-check"

    @article-1.4.1
    Scenario: A player may not expose his own king to attack
      Given the position "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1"
      When White plays "Bd3"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-exposed-to-check"

    @article-1.4.1
    Scenario: A king is never captured: a position where the player to move could take it is illegal
      Black's king on e8 stands in check from the rook on e1 with White to move, so Black's
      last move must have left it there — no legal game reaches this position.
      When the FEN "4k3/8/8/8/8/8/8/4RK2 w - - 0 1" is loaded
      Then the position is refused as illegal
      And the reasons are "position-opponent-in-check"

  Rule: 1.4.2 The checkmated player loses

    @article-1.4.2
    Scenario: A back-rank mate leaves the checkmated player without a move
      Given the position "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
      When White plays "Ra8"
      Then the move is legal
      And the move is written "Ra8#"

    @article-1.4.2
    Scenario: The checkmated king cannot escape, and nothing can block or capture
      Given the position "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1"
      Then the black king is checkmated
      And Black has no legal moves

    @article-1.4.2
    Scenario: Smothered mate — a knight's check cannot be blocked
      Given the position "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1"
      Then the black king is in check from "f7"
      And the black king is checkmated
