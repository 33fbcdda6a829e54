@article-3
Feature: Article 3.2 — The bishop
  The bishop may move to any square along a diagonal on which it stands (subject to Article
  3.5, no moving over other pieces). (Our summary of FIDE Laws of Chess 2023, Article 3.2.)

  @article-3.2
  Scenario: A bishop may not move along a file
    Given the position "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"
    When White plays "Bc1-c4"
    Then the move is illegal under Article 3.2
    And the rule broken is "bishop-moves-diagonally"
    And the explanation is:
      """
      The bishop on c1 cannot move to c4: a bishop moves only along a diagonal — Article 3.2
      """

  @article-3.2
  Scenario: The bishop's squares, drawn as a Lasker diagram
    A white bishop on e4 stands on two diagonals, a8–h1 and b1–h7. Along the first it runs
    to the edge both ways, to a8 and h1; along the second it may capture the black pawn on
    g6 (marked `*#P`), and the other way the white pawn on c2 stops it at d3.
    Given the position:
      """
      ---------------------------------------
      8 | *  |    |    |    |    |    |    |    |
      |---------------------------------------|
      7 |    | *  |    |    |    |    |    |    |
      |---------------------------------------|
      6 |    |    | *  |    |    |    |*#P |    |
      |---------------------------------------|
      5 |    |    |    | *  |    | *  |    |    |
      |---------------------------------------|
      4 |    |    |    |    | ^B |    |    |    |
      |---------------------------------------|
      3 |    |    |    | *  |    | *  |    |    |
      |---------------------------------------|
      2 |    |    | ^P |    |    |    | *  |    |
      |---------------------------------------|
      1 |    |    |    |    |    |    |    | *  |
      ---------------------------------------
      A    B    C    D    E    F    G    H
      """
    Then the piece on e4 can move to exactly the marked squares

  @article-3.2
  Scenario Outline: The bishop on c1 moves along its diagonals — <move>
    Given the position "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"
    When White plays "<move>"
    Then the move is legal

    Examples:
      | move   |
      | Bc1-b2 |
      | Bc1-a3 |
      | Bc1-d2 |
      | Bc1-h6 |

  @article-3.2
  Scenario Outline: The bishop on c1 may not make the move <move>
    Given the position "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"
    When White plays "<move>"
    Then the move is illegal under Article 3.2

    Examples:
      | move   |
      | Bc1-c8 |
      | Bc1-a1 |
      | Bc1-d3 |
      | Bc1-h5 |

  @article-3.2
  Scenario: A bishop captures along its diagonal
    Given the position "4k3/8/8/6p1/8/8/8/2B1K3 w - - 0 1"
    When White plays "Bxg5"
    Then the move is legal
    And the position after the move is "4k3/8/8/6B1/8/8/8/4K3 b - - 0 1"
