@article-2
Feature: Article 2.1 — The chessboard
  The board is an 8 × 8 grid of 64 equal squares, alternately light (the "white" squares)
  and dark (the "black" squares), placed so that the corner square nearest to each player's
  right hand is white. (Our summary of FIDE Laws of Chess 2023, Article 2.1.)

  @article-2.1
  Scenario: The corner square at each player's right hand is white
    White sits behind the first rank, so the right-hand corner is h1; Black sits behind the
    eighth rank, and Black's right-hand corner is a8.
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then the square h1 is light
    And the square a8 is light
    And the square a1 is dark
    And the square h8 is dark

  @article-2.1
  Scenario Outline: The squares alternate in colour — <square> is <shade>
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then the square <square> is <shade>

    Examples:
      | square | shade |
      | a1     | dark  |
      | b1     | light |
      | a2     | light |
      | b2     | dark  |
      | d1     | light |
      | e1     | dark  |
      | d4     | dark  |
      | e4     | light |
      | d5     | light |
      | e5     | dark  |
      | g7     | dark  |
      | h7     | light |

  @article-2.1
  Scenario: A board of 64 squares: a queen on d4 with open lines reaches 27 of them
    Given the position "k7/8/8/8/3Q4/8/7K/8 w - - 0 1"
    Then the piece on d4 can move to "a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1 d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4"
