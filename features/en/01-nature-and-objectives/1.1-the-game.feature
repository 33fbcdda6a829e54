@article-1
Feature: Article 1.1 — The game and the chessboard
  Chess is played by two opponents, each moving his or her own pieces on a square board,
  the chessboard. (Our summary of FIDE Laws of Chess 2023, Article 1.1.)

  @article-1.1
  Scenario: At the start White can make twenty moves, all with White's own pieces
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    Then White has 20 legal moves
    And the piece on g1 can move to "f3 h3"
    And the piece on e2 can move to "e3 e4"

  @article-1.1
  Scenario: Black, too, moves only Black's own pieces
    Given the position "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    Then Black has 20 legal moves
    And the piece on b8 can move to "a6 c6"

  @article-1.1
  Scenario: A player may not move the opponent's piece
    After 1. e4, Black has the move and tries to push White's pawn on e4.
    Given the position "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    When Black plays "e4e5"
    Then the move is illegal under Article 1.2
    And the rule broken is "move-out-of-turn"

  @article-1.1
  Scenario: The pieces move only on the sixty-four squares of the board
    A rook in the corner of an empty board reaches the seven other squares of its file and
    the seven of its rank, and nothing beyond the edge.
    Given the position "7k/8/8/8/8/8/7K/R7 w - - 0 1"
    Then the piece on a1 can move to "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1 h1"
