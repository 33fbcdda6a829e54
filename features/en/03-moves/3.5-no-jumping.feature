@article-3
Feature: Article 3.5 — No moving over other pieces
  When making the moves of Articles 3.2–3.4, the bishop, the rook or the queen may not move over any
  intervening pieces. (Our summary of FIDE Laws of Chess 2023, Article 3.5.)

  @article-3.5
  Scenario: A rook may not pass over a piece of its own
    Given the position "4k3/8/8/8/8/8/8/R1N1K3 w - - 0 1"
    When White plays "Ra1-d1"
    Then the move is illegal under Article 3.5
    And the rule broken is "no-jumping-over-pieces"
    And the explanation is:
      """
      The rook on a1 cannot move to d1: its own knight on c1 stands in the way, and a rook cannot jump over pieces — Article 3.5
      """

  @article-3.5
  Scenario: At the start the bishop is shut in by its own pawns
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Bc1-e3"
    Then the move is illegal under Article 3.5

  @article-3.5
  Scenario: A rook may not pass over an opponent's piece either
    Given the position "4k3/8/8/8/R1n5/8/8/4K3 w - - 0 1"
    When White plays "Ra4-e4"
    Then the move is illegal under Article 3.5
    And the explanation is:
      """
      The rook on a4 cannot move to e4: the opponent's knight on c4 stands in the way, and a rook cannot jump over pieces — Article 3.5
      """

  @article-3.5
  Scenario: A queen captures the first piece in its way, not the one behind it
    Given the position "3rk3/3n4/8/3p4/8/8/8/3QK3 w - - 0 1"
    When White plays "Qxd5"
    Then the move is legal

  @article-3.5
  Scenario: A queen may not capture over another piece
    Given the position "3rk3/3n4/8/3p4/8/8/8/3QK3 w - - 0 1"
    When White plays "Qd1xd7"
    Then the move is illegal under Article 3.5

  @article-3.5
  Scenario: A bishop may not pass over a piece on its diagonal
    Given the position "4k3/8/8/8/8/3p4/8/1B2K3 w - - 0 1"
    When White plays "Bb1-f5"
    Then the move is illegal under Article 3.5

  @article-3.5
  Scenario: Once the pawn has moved, the bishop's diagonal is open
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the moves "1. d4 d5" have been played
    When White plays "Bc1-f4"
    Then the move is legal
