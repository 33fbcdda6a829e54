@article-3
Feature: Article 3.3 — The rook
  The rook may move to any square along the file or the rank on which it stands (subject to
  Article 3.5). (Our summary of FIDE Laws of Chess 2023, Article 3.3.)

  @article-3.3
  Scenario: A rook may not move diagonally
    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    When White plays "Ra1-b2"
    Then the move is illegal under Article 3.3
    And the rule broken is "rook-moves-along-file-or-rank"
    And the explanation is:
      """
      The rook on a1 cannot move to b2: a rook moves only along its file or its rank — Article 3.3
      """

  @article-3.3
  Scenario: The rook's squares, drawn as a Lasker diagram
    A white rook on e4: the black knight on e7 may be captured (marked `*#Kt`), and the
    white pawn on g4 stops the rook at f4.
    Given the position:
      """
      ---------------------------------------
      8 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      7 |    |    |    |    |*#Kt|    |    |    |
      |---------------------------------------|
      6 |    |    |    |    | *  |    |    |    |
      |---------------------------------------|
      5 |    |    |    |    | *  |    |    |    |
      |---------------------------------------|
      4 | *  | *  | *  | *  | ^R | *  | ^P |    |
      |---------------------------------------|
      3 |    |    |    |    | *  |    |    |    |
      |---------------------------------------|
      2 |    |    |    |    | *  |    |    |    |
      |---------------------------------------|
      1 |    |    |    |    | *  |    |    |    |
      ---------------------------------------
      A    B    C    D    E    F    G    H
      """
    Then the piece on e4 can move to exactly the marked squares

  @article-3.3
  Scenario Outline: The rook on a1 moves along its file and its rank — <move>
    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    When White plays "<move>"
    Then the move is legal

    Examples:
      | move   |
      | Ra1-a2 |
      | Ra1-a8 |
      | Ra1-b1 |
      | Ra1-d1 |

  @article-3.3
  Scenario Outline: The rook on a1 may not make the move <move>
    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    When White plays "<move>"
    Then the move is illegal under Article 3.3

    Examples:
      | move   |
      | Ra1-h8 |
      | Ra1-c2 |
      | Ra1-b3 |

  @article-3.3
  Scenario: A rook captures along its rank
    Given the position "4k3/8/8/8/r6R/8/8/4K3 w - - 0 1"
    When White plays "Rxa4"
    Then the move is legal
    And the position after the move is "4k3/8/8/8/R7/8/8/4K3 b - - 0 1"
