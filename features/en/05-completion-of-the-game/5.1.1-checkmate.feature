@article-5
Feature: Article 5.1.1 — Checkmate
  Article 5.1.1: the player who checkmates the opponent's king wins the game, and the game
  ends at once. Any legal move may give checkmate: castling, an en passant capture, a
  promotion. (Our summary of FIDE Laws of Chess 2023, Article 5.1.1.)

  @article-5.1.1
  Scenario: The fool's mate
    Given a game from the initial position
    When the moves "1. f3 e5 2. g4 Qh4#" are played
    Then the game ends by checkmate
    And the ending reads:
      """
      Ply 4 (2... Qh4#): checkmate; Black wins — Article 5.1.1
      """

  @article-5.1.1
  Scenario: White wins by a back-rank mate
    Given a game from the position "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
    When the moves "Ra8#" are played
    Then the game ends by checkmate
    And the ending reads:
      """
      Ply 1 (1. Ra8#): checkmate; White wins — Article 5.1.1
      """

  @article-5.1.1
  Scenario Outline: Checkmate by any kind of legal move (<kind>)
    Given a game from the position "<position>"
    When the moves "<moves>" are played
    Then the game ends by checkmate
    And the black king is in check

    Examples:
      | kind                  | position                               | moves            |
      | castling kingside     | 4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1   | 1. O-O#          |
      | castling queenside    | 2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1   | 1. O-O-O#        |
      | an en passant capture | 8/3pN3/7p/R3P2k/8/5PP1/8/2K5 b - - 0 1 | 1... d5 2. exd6# |
      | promotion to a queen  | k7/4P3/1K6/8/8/8/8/8 w - - 0 1         | 1. e8=Q#         |
      | promotion to a rook   | k7/4P3/1K6/8/8/8/8/8 w - - 0 1         | 1. e8=R#         |
      | promotion to a knight | 6br/5Ppk/6pp/8/8/8/8/K7 w - - 0 1      | 1. f8=N#         |
      | a smothered knight    | 6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1      | 1. Nf7#          |

  @article-5.1.1
  Scenario: A knight against a rook still mates, and checkmate ends the game at once
    Given a game from the position "6rk/8/7K/4N3/8/8/8/8 w - - 0 1"
    When the moves "Nf7#" are played
    Then the game ends by checkmate
    And Black has no legal moves

  @article-5.1.1
  Scenario: A check that can be answered is not checkmate
    Given a game from the position "6k1/5p1p/6p1/8/8/8/5PPP/R5K1 w - - 0 1"
    When the moves "Ra8+" are played
    Then the black king is in check
    And the game goes on

  @article-5.1.1 @article-3.10.3
  Scenario: A checkmate no legal move can have given wins nothing, and no move follows it
    Two bishops on dark squares check the king at once: the one that moved last would have
    had to uncover the other, and a king's two diagonals meet only on the king. The game can
    never have reached this position, so no legal move produced this mate.
    Given the position "8/8/8/8/8/2b1k1b1/8/3RKR2 w - - 0 1", read leniently
    Then White has no legal moves
    And the white king is in check from "c3 g3"
    And Black cannot checkmate by any series of legal moves
    And White cannot checkmate by any series of legal moves
