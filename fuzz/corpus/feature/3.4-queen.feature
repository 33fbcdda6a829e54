@article-3
Feature: Article 3.4 — The queen
  The queen may move to any square along the file, the rank or a diagonal on which it
  stands (subject to Article 3.5). (Our summary of FIDE Laws of Chess 2023, Article 3.4.)

  @article-3.4
  Scenario: A queen may not move like a knight
    Given the position "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
    When White plays "Qd1-e3"
    Then the move is illegal under Article 3.4
    And the rule broken is "queen-moves-along-line"
    And the explanation is:
      """
      The queen on d1 cannot move to e3: a queen moves only along its file, its rank or a diagonal — Article 3.4
      """

  @article-3.4
  Scenario: The queen's squares, drawn as a Lasker diagram
    A white queen on d4 combines the rook's and the bishop's lines: the black pawn on d7
    may be captured, the white pawn on f6 stops the queen at e5.
    Given the position:
      """
      ---------------------------------------
      8 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      7 | *  |    |    |*#P |    |    |    |    |
      |---------------------------------------|
      6 |    | *  |    | *  |    | ^P |    |    |
      |---------------------------------------|
      5 |    |    | *  | *  | *  |    |    |    |
      |---------------------------------------|
      4 | *  | *  | *  | ^Q | *  | *  | *  | *  |
      |---------------------------------------|
      3 |    |    | *  | *  | *  |    |    |    |
      |---------------------------------------|
      2 |    | *  |    | *  |    | *  |    |    |
      |---------------------------------------|
      1 | *  |    |    | *  |    |    | *  |    |
      ---------------------------------------
      A    B    C    D    E    F    G    H
      """
    Then the piece on d4 can move to exactly the marked squares

  @article-3.4
  Scenario Outline: The queen on d1 moves along a file, a rank or a diagonal — <move>
    Given the position "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
    When White plays "<move>"
    Then the move is legal

    Examples:
      | move   |
      | Qd1-d8 |
      | Qd1-a1 |
      | Qd1-a4 |
      | Qd1-h5 |

  @article-3.4
  Scenario Outline: The queen on d1 may not make the move <move>
    Given the position "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
    When White plays "<move>"
    Then the move is illegal under Article 3.4

    Examples:
      | move   |
      | Qd1-e3 |
      | Qd1-c3 |
      | Qd1-h4 |
