@article-3
Feature: Article 3.7.2 — Two squares forward on its first move
  "on its first move the pawn may move as in (a); alternatively it may advance two squares
  along the same file provided both squares are unoccupied, or" (FIDE Laws of Chess, 2005
  edition, English, Article 3.7 b, word for word; Article 3.7.2 in the 2023 numbering).

  @article-3.7.2
  Scenario: A pawn that has left its original square may not advance two squares
    Given the position "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"
    When White plays "e5"
    Then the move is illegal under Article 3.7.2
    And the rule broken is "pawn-double-step-only-first-move"
    And the explanation is:
      """
      The pawn on e3 cannot move to e5: a pawn advances two squares only on its first move, from its original square — Article 3.7.2
      """

  @article-3.7.2
  Scenario: A pawn may not advance two squares over a piece
    Given the position "rnbqkb1r/pppppppp/8/8/8/4n3/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "e4"
    Then the move is illegal under Article 3.7.2
    And the rule broken is "pawn-double-step-blocked"
    And the explanation is:
      """
      The pawn on e2 cannot advance two squares to e4: both squares must be unoccupied, but the opponent's knight stands on e3 — Article 3.7.2
      """

  @article-3.7.2
  Scenario: A pawn may not advance two squares onto an occupied square
    Given the position "4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1"
    When White plays "e4"
    Then the move is illegal under Article 3.7.2
    And the rule broken is "pawn-double-step-blocked"

  @article-3.7.2
  Scenario Outline: On its first move the pawn on <from> may advance two squares
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "<move>"
    Then the move is legal

    Examples:
      | from | move |
      | a2   | a4   |
      | e2   | e4   |
      | h2   | h4   |

  @article-3.7.2
  Scenario: A black pawn advances two squares on its first move
    Given the position "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    When Black plays "d5"
    Then the move is legal
    And the position after the move is "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"

  @article-3.7.2
  Scenario: After a one-square first move the two-square advance is gone
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the moves "1. e3 e6" have been played
    When White plays "e5"
    Then the move is illegal under Article 3.7.2
