@article-3
Feature: Article 3.1 — Occupied squares, capturing and attacking
  A piece may never be moved to a square occupied by a piece of its own colour. A piece
  moved to a square occupied by an opponent's piece captures it (3.1.1). A piece attacks an
  opponent's piece when it could capture it there (3.1.2), and it still attacks a square
  even when it may not move there because that would leave or place its own king under
  attack (3.1.3). (Our summary of FIDE Laws of Chess 2023, Article 3.1.)

  Rule: 3.1 No move to a square occupied by a piece of the same colour

    @article-3.1
    Scenario: A rook may not move onto its own pawn
      Given the position "4k3/8/8/8/8/8/R3P3/4K3 w - - 0 1"
      When White plays "Ra2-e2"
      Then the move is illegal under Article 3.1
      And the rule broken is "own-piece-on-target-square"
      And the explanation is:
        """
        The rook on a2 cannot move to e2: that square is occupied by a pawn of the same colour — Article 3.1
        """

    @article-3.1
    Scenario: A knight may not jump onto its own pawn
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White plays "Ng1-e2"
      Then the move is illegal under Article 3.1

    @article-3.1
    Scenario: A king may not take its own queen's square
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White plays "Ke1-d1"
      Then the move is illegal under Article 3.1

    @article-3.1
    Scenario: A pawn blocked by its own piece is stopped by Article 3.1
      Given the position "4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1"
      When White plays "e2e3"
      Then the move is illegal under Article 3.1
      And the rule broken is "own-piece-on-target-square"

    @article-3.1
    Scenario: A "move" to the square the piece stands on is no move at all
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White plays "d1d1"
      Then the move is illegal under Article 3.1
      And the rule broken is "move-to-same-square"
      And the explanation is:
        """
        The queen on d1 cannot move to d1: a move takes a piece to another square, and the queen already stands on d1 — Article 3.1
        """

    @article-3.1
    Scenario Outline: A piece left on its square has not moved, however the move is written
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White plays "<move>"
      Then the move is illegal under Article 3.1
      And the rule broken is "move-to-same-square"

      Examples:
        | move   |
        | Qd1-d1 |
        | e2e2   |
        | Ke1e1  |
        | Ng1-g1 |

  Rule: 3.1.1 Capturing

    @article-3.1.1
    Scenario: A capture takes the opponent's piece off the board as part of the same move
      Given the position "4k3/8/8/8/4n3/8/8/4R1K1 w - - 0 1"
      When White plays "Rxe4"
      Then the move is legal
      And the move is written "Rxe4+"
      And the position after the move is "4k3/8/8/8/4R3/8/8/6K1 b - - 0 1"

    @article-3.1.1
    Scenario: Each capture leaves one piece fewer on the board
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      And the moves "1. e4 d5 2. exd5 Qxd5" have been played
      Then the square d5 holds a black queen
      And White has 15 pieces
      And Black has 15 pieces

    @article-3.1.1
    Scenario: A capture is made by moving as the piece moves — the pawn takes diagonally
      Given the position "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
      When White plays "exd5"
      Then the move is legal
      And the position after the move is "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"

  Rule: 3.1.2 Attacking a piece

    @article-3.1.2
    Scenario: The knight on f3 attacks the pawn on e5
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      And the moves "1. e4 e5 2. Nf3" have been played
      Then the piece on f3 attacks e5
      And the square e5 is attacked by White

    @article-3.1.2
    Scenario: A pawn attacks the two squares diagonally in front of it, not the one ahead
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      And the moves "1. e4 e5" have been played
      Then the piece on e4 attacks d5
      And the piece on e4 attacks f5
      And the piece on e4 does not attack e5

    @article-3.1.2
    Scenario: A line piece does not attack through another piece
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      Then the piece on c1 does not attack h6
      And the piece on d1 does not attack h5
      And the square h6 is not attacked by White

  Rule: 3.1.3 Attacking a square it may not move to

    @article-3.1.3
    Scenario: A pinned knight still attacks the squares it may not move to
      The black knight on e5 is pinned to its king by the rook on e1: it may not move, yet it
      attacks f3.
      Given the position "4k3/8/8/4n3/8/8/6K1/4R3 w - - 0 1"
      Then the piece on e5 attacks f3
      And the square f3 is attacked by Black
      And the piece on e5 has no legal move

    @article-3.1.3
    Scenario: The king may not step onto a square attacked only by a pinned piece
      Given the position "4k3/8/8/4n3/8/8/6K1/4R3 w - - 0 1"
      When White plays "Kf3"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-moved-into-check"

    @article-3.1.3
    Scenario: A square the pinned knight does not reach is open to the king
      Given the position "4k3/8/8/4n3/8/8/6K1/4R3 w - - 0 1"
      When White plays "Kg3"
      Then the move is legal
