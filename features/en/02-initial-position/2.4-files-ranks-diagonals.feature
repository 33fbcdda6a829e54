@article-2
Feature: Article 2.4 — Files, ranks and diagonals
  The eight vertical columns of squares are the files, the eight horizontal rows the ranks.
  A diagonal is a straight line of squares of one colour running from one edge of the board
  to an adjacent edge. (Our summary of FIDE Laws of Chess 2023, Article 2.4.)

  @article-2.4
  Scenario: The file and the rank through d4
    A rook on d4 of an empty board, in a Lasker diagram: the marked squares are its file,
    d1 to d8, and its rank, a4 to h4.
    Given the position:
      """
      ---------------------------------------
      8 |    |    |    | *  |    |    |    |    |
      |---------------------------------------|
      7 |    |    |    | *  |    |    |    |    |
      |---------------------------------------|
      6 |    |    |    | *  |    |    |    |    |
      |---------------------------------------|
      5 |    |    |    | *  |    |    |    |    |
      |---------------------------------------|
      4 | *  | *  | *  | ^R | *  | *  | *  | *  |
      |---------------------------------------|
      3 |    |    |    | *  |    |    |    |    |
      |---------------------------------------|
      2 |    |    |    | *  |    |    |    |    |
      |---------------------------------------|
      1 |    |    |    | *  |    |    |    |    |
      ---------------------------------------
      A    B    C    D    E    F    G    H
      """
    Then the piece on d4 can move to exactly the marked squares

  @article-2.4
  Scenario: The two diagonals through d4, each from one edge to an adjacent edge
    A bishop on d4: one diagonal runs from a1 to h8, the other from a7 to g1.
    Given the position:
      """
      ---------------------------------------
      8 |    |    |    |    |    |    |    | *  |
      |---------------------------------------|
      7 | *  |    |    |    |    |    | *  |    |
      |---------------------------------------|
      6 |    | *  |    |    |    | *  |    |    |
      |---------------------------------------|
      5 |    |    | *  |    | *  |    |    |    |
      |---------------------------------------|
      4 |    |    |    | ^B |    |    |    |    |
      |---------------------------------------|
      3 |    |    | *  |    | *  |    |    |    |
      |---------------------------------------|
      2 |    | *  |    |    |    | *  |    |    |
      |---------------------------------------|
      1 | *  |    |    |    |    |    | *  |    |
      ---------------------------------------
      A    B    C    D    E    F    G    H
      """
    Then the piece on d4 can move to exactly the marked squares

  @article-2.4
  Scenario Outline: Every square of the long diagonal a1–h8 is dark — <square>
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then the square <square> is dark

    Examples:
      | square |
      | a1     |
      | b2     |
      | c3     |
      | d4     |
      | e5     |
      | f6     |
      | g7     |
      | h8     |

  @article-2.4
  Scenario: A bishop keeps to the colour of its diagonal
    The white bishop on c1 stands on a dark square; every square it can reach is dark too.
    Given the position "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"
    Then the piece on c1 can move to "b2 a3 d2 e3 f4 g5 h6"
    And the square h6 is dark
    And the square a3 is dark
