@article-3
Feature: Article 3.6 — The knight
  The knight may move to one of the squares nearest to that on which it stands but not on
  the same rank, file or diagonal; it is not blocked by pieces in between (Article 3.5 does
  not apply to it). (Our summary of FIDE Laws of Chess 2023, Article 3.6.)

  @article-3.6
  Scenario: Lasker's Diagram 2 — the knight on e4 and its eight squares
    Edward Lasker, Chess Strategy (1915), Diagram 2, reproduced as printed: a knight on e4
    and, marked `*`, the squares it can reach.
    Given the position:
      """
      ---------------------------------------
      8 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      7 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      6 |    |    |    | *  |    | *  |    |    |
      |---------------------------------------|
      5 |    |    | *  |    |    |    | *  |    |
      |---------------------------------------|
      4 |    |    |    |    | ^Kt|    |    |    |
      |---------------------------------------|
      3 |    |    | *  |    |    |    | *  |    |
      |---------------------------------------|
      2 |    |    |    | *  |    | *  |    |    |
      |---------------------------------------|
      1 |    |    |    |    |    |    |    |    |
      ---------------------------------------
      A    B    C    D    E    F    G    H

      Diag. 2.
      """
    Then the piece on e4 can move to exactly the marked squares

  @article-3.6
  Scenario: A knight may not move two squares diagonally
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Ng1-e3"
    Then the move is illegal under Article 3.6
    And the rule broken is "knight-move-pattern"
    And the explanation is:
      """
      The knight on g1 cannot move to e3: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Article 3.6
      """

  @article-3.6
  Scenario Outline: The knight on e4 reaches <square>
    Given the position "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1"
    When White plays "Ne4-<square>"
    Then the move is legal

    Examples:
      | square |
      | c3     |
      | c5     |
      | d2     |
      | d6     |
      | f2     |
      | f6     |
      | g3     |
      | g5     |

  @article-3.6
  Scenario Outline: The knight on e4 does not reach <square>
    Given the position "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1"
    When White plays "Ne4-<square>"
    Then the move is illegal under Article 3.6

    Examples:
      | square | why                       |
      | e6     | two squares along a file  |
      | c4     | two squares along a rank  |
      | g6     | two squares diagonally    |
      | f5     | one square diagonally     |
      | h5     | three files over          |

  @article-3.6
  Scenario: The knight jumps over the pawns in front of it
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Nc3"
    Then the move is legal
    And the position after the move is "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1"

  @article-3.6
  Scenario: A knight surrounded by pieces still moves
    Given the position "4k3/8/8/3ppp2/3pNp2/3PPP2/8/4K3 w - - 0 1"
    Then the piece on e4 can move to "c3 c5 d2 d6 f2 f6 g3 g5"

  @article-3.6
  Scenario: A knight in the corner has two squares
    Given the position "4k3/8/8/8/8/8/8/N3K3 w - - 0 1"
    Then the piece on a1 can move to "b3 c2"

  @article-3.6
  Scenario: A knight captures on a square it reaches, giving check from there
    Given the position "4k3/8/5p2/8/4N3/8/8/4K3 w - - 0 1"
    When White plays "Nxf6"
    Then the move is legal
    And the move is written "Nxf6+"
