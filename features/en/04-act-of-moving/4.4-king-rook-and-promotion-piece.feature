@article-4
Feature: Article 4.4 — Touching the king, a rook or the promotion piece
  Article 4.4 applies the touch-move rule to castling and to promotion: king and rook
  touched — castle on that side if it is legal (4.4.1); a rook touched before the king —
  no castling on that side on this move, and Article 4.3.1 governs (4.4.2); the king and
  then a rook touched to castle when castling with that rook is illegal — another legal king
  move, which may be castling on the other side, or any legal move if the king has none
  (4.4.3); the promotion piece is final once it has touched the square of promotion
  (4.4.4). (Our summary of FIDE Laws of Chess 2023, Article 4.4.)

  @article-4.4.1
  Rule: King and rook touched: the player must castle on that side if it is legal

    Scenario: King and rook touched, the king stepped aside
      Given the position "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
      When White touches "e1, h1" and plays "Kf1"
      Then the move is illegal under Article 4.4.1
      And the rule broken is "touched-king-and-rook-must-castle"
      And the explanation is:
        """
        The player touched the king and the rook, and castling on that side is legal, so the player must castle: O-O — Article 4.4.1
        """

    Scenario Outline: Only castling on the side of the rook touched will do (touched: <touched>; played: <move>)
      Given the position "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1"
      When White touches "<touched>" and plays "<move>"
      Then the move is <verdict>

      Examples:
        | touched | move  | verdict                     |
        | e1, h1  | O-O   | legal                       |
        | e1+h1   | O-O   | legal                       |
        | e1, h1  | O-O-O | illegal under Article 4.4.1 |
        | e1, h1  | Rf1   | illegal under Article 4.4.1 |
        | e1, a1  | O-O-O | legal                       |
        | e1, a1  | Kd1   | illegal under Article 4.4.1 |
        | e1, a1  | O-O   | illegal under Article 4.4.1 |

    Scenario: Black must castle too
      Given the position "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 0 1"
      When Black touches "e8, a8" and plays "Rb8"
      Then the move is illegal under Article 4.4.1

  @article-4.4.2
  Rule: A rook touched before the king: no castling on that side, and Article 4.3.1 governs

    Scenario: Rook then king touched, castling played
      Given the position "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
      When White touches "h1, e1" and plays "O-O"
      Then the move is illegal under Article 4.4.2
      And the rule broken is "touched-rook-then-king-no-castling"
      And the explanation is:
        """
        The player touched the rook before the king, so castling on that side is not allowed on this move, and the first piece touched that can be moved, the rook on h1, must be moved: Rf1 or Rg1 — Article 4.4.2
        """

    Scenario Outline: The rook, touched first, must move (played: <move>)
      Given the position "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
      When White touches "h1, e1" and plays "<move>"
      Then the move is <verdict>

      Examples:
        | move | verdict                     |
        | Rf1  | legal                       |
        | Rg1  | legal                       |
        | Kf1  | illegal under Article 4.4.2 |
        | Ke2  | illegal under Article 4.4.2 |

    Scenario: Queenside, rook then king touched, castling played
      Given the position "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1"
      When White touches "a1, e1" and plays "O-O-O"
      Then the move is illegal under Article 4.4.2

    Scenario: The rook touched first cannot move, so the king must
      Given the position "4k3/8/8/4r3/8/6N1/8/R3K2R w KQ - 0 1"
      When White touches "h1, e1" and plays "Ne4"
      Then the move is illegal under Article 4.4.2
      And the explanation is:
        """
        The player touched the rook before the king, so castling on that side is not allowed on this move, and the first piece touched that can be moved, the king on e1, must be moved: Kd1, Kf1, Kd2 or Kf2 — Article 4.4.2
        """

  @article-4.4.3
  Rule: Castling with that rook illegal: another king move, or any move if the king has none

    Scenario: King and rook touched to castle into check, the rook moved instead
      Given the position "r3k2r/ppp2ppp/8/2b5/8/8/PPP3PP/R3K2R w KQkq - 0 1"
      When White touches "e1, h1" and plays "Rf1"
      Then the move is illegal under Article 4.4.3
      And the rule broken is "touched-king-castling-illegal"
      And the explanation is:
        """
        The player touched the king and the rook to castle kingside, which is not legal, so the player must make another move with the king: Kd1, Kf1, Kd2, Ke2 or O-O-O — Article 4.4.3
        """

    Scenario Outline: Another king move, castling with the other rook included (touched: <touched>; played: <move>)
      Given the position "r3k2r/ppp2ppp/8/2b5/8/8/PPP3PP/R3K2R w KQkq - 0 1"
      When White touches "<touched>" and plays "<move>"
      Then the move is <verdict>

      Examples:
        | touched | move  | verdict                     |
        | e1, h1  | O-O-O | legal                       |
        | e1, h1  | Kf1   | legal                       |
        | e1, h1  | Ke2   | legal                       |
        | e1+h1   | Kd2   | legal                       |
        | e1+h1   | Rg1   | illegal under Article 4.4.3 |
        | e1, h1  | a3    | illegal under Article 4.4.3 |

    Scenario: The right to castle has been lost: castling is illegal, and the king must move
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"
      When White touches "e1, h1" and plays "Rh5"
      Then the move is illegal under Article 4.4.3

    Scenario: The king has no legal move: the player may make any legal move
      Given the position "4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1"
      When White touches "e1, h1" and plays "d4"
      Then the move is legal

  @article-4.4.4
  Rule: The choice of the promotion piece is final once it has touched the square of promotion

    Scenario: A queen touched the promotion square, the pawn became a knight
      Given the position "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
      When White touches "e7", touches e8 with a queen and plays "e8=N"
      Then the move is illegal under Article 4.4.4
      And the rule broken is "promotion-piece-final"
      And the explanation is:
        """
        The queen had already touched the promotion square e8, so the choice was final: the pawn must become a queen, not a knight — Article 4.4.4
        """

    Scenario Outline: The piece that touched the square is the piece the pawn becomes (<piece>, <move>)
      Given the position "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
      When White touches "e7", touches e8 with a <piece> and plays "<move>"
      Then the move is <verdict>

      Examples:
        | piece  | move | verdict                     |
        | queen  | e8=Q | legal                       |
        | rook   | e8=R | legal                       |
        | rook   | e8=Q | illegal under Article 4.4.4 |
        | bishop | e8=B | legal                       |
        | knight | e8=N | legal                       |
        | knight | e8=Q | illegal under Article 4.4.4 |

    Scenario: A promotion with a capture: the rook touched the square first
      Given the position "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"
      When White touches "e7", touches d8 with a rook and plays "exd8=Q+"
      Then the move is illegal under Article 4.4.4
