@article-7
Feature: Article 7.5.2 — A pawn left unpromoted
  A pawn moved to the last rank and left there without a new piece, the clock pressed, is
  an illegal move: the pawn is replaced by a queen of its colour, and the move is penalised
  as any completed illegal move (7.5.5; one minute in rapid and blitz, Appendices A.3 and B.3). The
  2009 text counts it among the illegal moves of its 7.4 a: the position is reinstated.
  (Our summary of FIDE Laws of Chess 2023, Article 7.5.2.)

  @article-7.5.2 @article-7.5.5
  Scenario: The pawn becomes a queen and Black receives two minutes
    Given a session of a standard game from the position "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
    When White leaves a pawn unpromoted on the last rank: "e7-e8"
    Then the session's position is "4Q3/8/8/8/8/8/k7/4K3 b - - 0 1"
    And the session counts 1 completed illegal move for White
    And Black has 2 extra minutes on the clock
    And the session's answer reads:
      """
      White left the pawn on e8 without exchanging it for a new piece: it counts as a completed illegal move, and the pawn is replaced by a white queen — Article 7.5.2
      It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
      """

  @article-7.5.2 @article-A.3 @article-B.3
  Scenario: In blitz it costs one minute
    Given a session of a blitz game from the position "4k3/8/8/8/8/8/3p4/K7 b - - 0 1"
    When Black leaves a pawn unpromoted on the last rank: "d2-d1"
    Then the session's position is "4k3/8/8/8/8/8/8/K2q4 w - - 0 2"
    And White has 1 extra minute on the clock
    And the session's answer reads:
      """
      Black left the pawn on d1 without exchanging it for a new piece: it counts as a completed illegal move, and the pawn is replaced by a black queen — Article 7.5.2
      It is Black's first completed illegal move: White receives one extra minute — Appendices B.3 and A.3
      """

  @article-7.5.2 @article-7.5.5
  Scenario: After an earlier illegal move it loses the game
    Given a session of a standard game from the position "8/4P3/8/8/8/8/k6r/4K3 w - - 0 1"
    When White presses the clock without making a move
    And White leaves a pawn unpromoted on the last rank: "e7-e8"
    Then the game ends "0-1" under Article 7.5.5
    And the session counts 2 completed illegal moves for White

  @article-7.5.2
  Scenario: Under the 2009 edition the position is reinstated, and no queen replaces the pawn
    Given the game is played under the 2009 edition of the Laws
    And a session of a standard game from the position "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
    When White leaves a pawn unpromoted on the last rank: "e7-e8"
    Then the session's position is "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
    And Black has 2 extra minutes on the clock
    And the session's answer reads:
      """
      White left the pawn on e8 without exchanging it for a new piece: it counts as a completed illegal move — Article 7.4 a, 2009 edition
      The position before the illegal move is reinstated: 8/4P3/8/8/8/8/k7/4K3 w - - 0 1 — Article 7.4 a, 2009 edition
      White must replace it with a move of the piece touched, on e7: e8=Q, e8=R, e8=B or e8=N — Article 4.3 a, 2009 edition
      It is White's first completed illegal move: Black receives two extra minutes — Article 7.4 b, 2009 edition
      """
