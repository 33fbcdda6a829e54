@article-3
Feature: Article 3.7.3 — Capturing diagonally forward
  "the pawn may move to a square occupied by an opponent`s piece, which is diagonally in
  front of it on an adjacent file, capturing that piece." (FIDE Laws of Chess, 2005
  edition, English, Article 3.7 c, word for word; Article 3.7.3 in the 2023 numbering.)

  @article-3.7.3
  Scenario: A pawn moves diagonally only to capture
    Given the position "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"
    When White plays "e4-d5"
    Then the move is illegal under Article 3.7.3
    And the rule broken is "pawn-diagonal-move-needs-capture"
    And the explanation is:
      """
      The pawn on e4 cannot move to d5: a pawn moves diagonally only to capture, and there is nothing to capture on d5 — Article 3.7.3
      """

  @article-3.7.3
  Scenario Outline: The pawn on e4 captures on <square>
    Given the position "4k3/8/8/2pn1p2/4P3/8/8/4K3 w - - 0 1"
    When White plays "<move>"
    Then the move is legal

    Examples:
      | square | move |
      | d5     | exd5 |
      | f5     | exf5 |

  @article-3.7.3
  Scenario: A black pawn captures diagonally towards the first rank
    Given the position "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
    When Black plays "dxe4"
    Then the move is legal
    And the position after the move is "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"

  @article-3.7.3
  Scenario: A pawn may not capture a piece two files away
    Given the position "4k3/8/8/2p5/4P3/8/8/4K3 w - - 0 1"
    When White plays "e4c5"
    Then the move is illegal under Article 3.7

  @article-3.7.3
  Scenario: A pawn may not capture its own piece
    Given the position "4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1"
    When White plays "e4d5"
    Then the move is illegal under Article 3.1
