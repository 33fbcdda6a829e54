@article-2
Feature: Article 2.3 — The initial position
  The Laws give the starting position as a diagram: White's pieces on the first rank, rooks
  a1 and h1, knights b1 and g1, bishops c1 and f1, queen d1, king e1, and the eight white pawns
  on the second rank; Black's on the same files of the eighth and seventh ranks. (Our summary
  of FIDE Laws of Chess 2023, Article 2.3.)

  @article-2.3
  Scenario Outline: At the start the square <square> holds a <colour> <piece>
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then the square <square> holds a <colour> <piece>

    Examples:
      | square | colour | piece  |
      | a1     | white  | rook   |
      | b1     | white  | knight |
      | c1     | white  | bishop |
      | d1     | white  | queen  |
      | e1     | white  | king   |
      | f1     | white  | bishop |
      | g1     | white  | knight |
      | h1     | white  | rook   |
      | a2     | white  | pawn   |
      | e2     | white  | pawn   |
      | h2     | white  | pawn   |
      | a8     | black  | rook   |
      | b8     | black  | knight |
      | c8     | black  | bishop |
      | d8     | black  | queen  |
      | e8     | black  | king   |
      | f8     | black  | bishop |
      | g8     | black  | knight |
      | h8     | black  | rook   |
      | a7     | black  | pawn   |
      | d7     | black  | pawn   |
      | h7     | black  | pawn   |

  @article-2.3
  Scenario Outline: At the start the square <square> in the middle of the board is empty
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then the square <square> is empty

    Examples:
      | square |
      | a3     |
      | e4     |
      | d5     |
      | h6     |

  @article-2.3
  Scenario: The queen stands on her own colour
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then the square d1 holds a white queen
    And the square d1 is light
    And the square d8 holds a black queen
    And the square d8 is dark

  @article-2.3
  Scenario: The initial position drawn as a Lasker diagram is the initial position
    A diagram in the style of Edward Lasker's Chess Strategy (1915): `^` a white piece, `#` a
    black one, `Kt` the knight. White is to move.
    Given the position:
      """
      ---------------------------------------
      8 | #R | #Kt| #B | #Q | #K | #B | #Kt| #R |
      |---------------------------------------|
      7 | #P | #P | #P | #P | #P | #P | #P | #P |
      |---------------------------------------|
      6 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      5 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      4 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      3 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      2 | ^P | ^P | ^P | ^P | ^P | ^P | ^P | ^P |
      |---------------------------------------|
      1 | ^R | ^Kt| ^B | ^Q | ^K | ^B | ^Kt| ^R |
      ---------------------------------------
      A    B    C    D    E    F    G    H
      """
    Then the position is the initial position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
