@article-1
Feature: Article 1.2 — White moves first, then the players alternate
  The player with the light-coloured pieces (White) makes the first move; then the players
  move in turn. (Our summary of FIDE Laws of Chess 2023, Article 1.2.)

  The engine rules a move of a piece of the side that does not have the move as illegal
  under this article (rule `move-out-of-turn`).

  @article-1.2
  Scenario: Black may not make the first move
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When the move "e7e5" is attempted
    Then the move is illegal under Article 1.2
    And the rule broken is "move-out-of-turn"
    And the explanation is:
      """
      The pawn on e7 belongs to Black, and it is White's move — Article 1.2
      """

  @article-1.2
  Scenario: White makes the first move
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "e4"
    Then the move is legal

  @article-1.2
  Scenario: Black replies to White's first move
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the moves "e4" have been played
    When Black plays "e5"
    Then the move is legal

  @article-1.2
  Scenario: White may not move twice in a row
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the moves "e4" have been played
    When the move "d2d4" is attempted
    Then the move is illegal under Article 1.2
    And the rule broken is "move-out-of-turn"

  @article-1.2
  Scenario: Black may not move twice in a row either
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the moves "1. e4 e5" have been played
    When the move "g8f6" is attempted
    Then the move is illegal under Article 1.2
