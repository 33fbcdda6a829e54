@article-4
Feature: Article 4.3 — Touching pieces with the intention of moving or capturing
  Article 4.3 (the touch-move rule): a player having the move who deliberately touches
  pieces on the board must move the first of his or her own pieces touched that can be
  moved (4.3.1); capture the first of the opponent's pieces touched that can be captured
  (4.3.2); with pieces of each colour, capture the first opponent's piece touched with the
  first own piece touched, or, if that is illegal, move or capture the first piece touched
  that can be moved or captured (4.3.3). If it is unclear which was touched first, the
  player's own piece counts as touched before the opponent's. (Our summary of FIDE Laws of
  Chess 2023, Article 4.3.) The touches are listed in the order they were made; "b1+d5"
  means touched in an order nobody can tell.

  @article-4.3.1
  Rule: The first own piece touched that can be moved must be moved

    Scenario: The knight touched, a pawn moved
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White touches "g1" and plays "e4"
      Then the move is illegal under Article 4.3.1
      And the rule broken is "touched-own-piece-must-move"
      And the explanation is:
        """
        The player touched the knight on g1, so it must be moved: Nf3 or Nh3 — Article 4.3.1
        """

    Scenario Outline: Which of the touched pieces must move (touched: <touched>; played: <move>)
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White touches "<touched>" and plays "<move>"
      Then the move is <verdict>

      Examples: the first piece touched can move
        | touched | move | verdict                     |
        | g1      | Nf3  | legal                       |
        | g1      | Nh3  | legal                       |
        | e2, g1  | e3   | legal                       |
        | e2, g1  | Nf3  | illegal under Article 4.3.1 |

      Examples: a touched piece that cannot move passes the duty to the next one
        | touched    | move | verdict                     |
        | c1, e2     | e4   | legal                       |
        | c1, e2     | Nc3  | illegal under Article 4.3.1 |
        | c1, f1, g1 | Nh3  | legal                       |
        | a1, d1, b1 | Na3  | legal                       |

    Scenario: A pinned knight cannot move, so the next knight touched must
      Given the position "r1bqk1nr/pppp1ppp/2n5/4p3/1b2P3/3P4/PPPN1PPP/R1BQKBNR w KQkq - 2 4"
      When White touches "d2, g1" and plays "c3"
      Then the move is illegal under Article 4.3.1
      And the piece on d2 has no legal move

    Scenario: The first own piece touched must move even when a better move exists
      Given the position "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
      When White touches "g2" and plays "Ra8#"
      Then the move is illegal under Article 4.3.1

    Scenario: Pieces touched at the same time have no order: either may be moved
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White touches "e2+g1" and plays "Nf3"
      Then the move is legal

    Scenario: Pieces touched at the same time, and another piece moved
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White touches "e2+g1" and plays "d4"
      Then the move is illegal under Article 4.3.1
      And the explanation is:
        """
        The player touched the pieces on e2 and g1 at the same time, so one of them must be moved: e3, e4, Nf3 or Nh3 — Article 4.3.1
        """

    Scenario: Pieces touched at the same time, only one of which can be moved, and another piece moved
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White touches "c1+g1" and plays "e4"
      Then the move is illegal under Article 4.3.1
      And the explanation is:
        """
        The player touched the pieces on c1 and g1 at the same time, and only the knight on g1 can be moved, so it must be moved: Nf3 or Nh3 — Article 4.3.1
        """

  @article-4.3.2
  Rule: The first opponent's piece touched that can be captured must be captured

    Scenario: The opponent's knight touched, another move made
      Given the position "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3"
      When White touches "d5" and plays "Nf3"
      Then the move is illegal under Article 4.3.2
      And the rule broken is "touched-opponent-piece-must-be-captured"
      And the explanation is:
        """
        The player touched the opponent's knight on d5, so it must be captured: exd5 — Article 4.3.2
        """

    Scenario: The opponent's pieces touched at the same time, only one of which can be captured, and another move made
      Given the position "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
      When White touches "d5+d8" and plays "Nf3"
      Then the move is illegal under Article 4.3.2
      And the explanation is:
        """
        The player touched the opponent's pieces on d5 and d8 at the same time, and only the pawn on d5 can be captured, so it must be captured: exd5 — Article 4.3.2
        """

    Scenario Outline: Which of the touched pieces must be captured (touched: <touched>; played: <move>)
      Given the position "4k3/8/8/3n1b2/4P3/8/8/4K3 w - - 0 1"
      When White touches "<touched>" and plays "<move>"
      Then the move is <verdict>

      Examples:
        | touched | move | verdict                     |
        | f5, d5  | exf5 | legal                       |
        | f5, d5  | exd5 | illegal under Article 4.3.2 |
        | d5, f5  | exd5 | legal                       |
        | e8, d5  | exd5 | legal                       |
        | e8, d5  | Kd2  | illegal under Article 4.3.2 |

    Scenario: A touched pawn that can be captured only en passant must be captured en passant
      Given the position "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
      When White touches "d5" and plays "exf6"
      Then the move is illegal under Article 4.3.2
      And the explanation is:
        """
        The player touched the opponent's pawn on d5, so it must be captured: exd6 — Article 4.3.2
        """

    Scenario: Capturing the touched pawn en passant satisfies the rule
      Given the position "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
      When White touches "d5" and plays "exd6"
      Then the move is legal

    Scenario: Once the en passant capture has lapsed, the touched pawn cannot be captured
      Given the position "rn1qkb1r/ppp1pppp/5n2/3pP3/6b1/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 4"
      When White touches "d5" and plays "exf6"
      Then the move is legal

  @article-4.3.3
  Rule: With pieces of each colour touched, the first opponent's piece must be captured with the first own piece, or, if that is illegal, the first piece touched that can be moved or captured must be

    Scenario: The pawn and the knight touched, the queen moved
      Given the position "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3"
      When White touches "e4, d5" and plays "Qe2"
      Then the move is illegal under Article 4.3.3
      And the rule broken is "touched-both-colours"
      And the explanation is:
        """
        The player touched the pawn on e4 and the opponent's knight on d5; capturing the opponent's piece with the player's own is legal, so that capture must be made: exd5 — Article 4.3.3
        """

    Scenario Outline: The first own piece touched captures the first opponent's piece touched, and when it cannot, the first piece touched that can be moved or captured (touched: <touched>; played: <move>)
      Given the position "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3"
      When White touches "<touched>" and plays "<move>"
      Then the move is <verdict>

      Examples: the first own piece touched can capture the first opponent's piece touched
        | touched        | move | verdict                     |
        | e4, d5         | exd5 | legal                       |
        | d5, e4         | exd5 | legal                       |
        | e4, b1, d5, h8 | exd5 | legal                       |

      Examples: it cannot, and the first piece touched decides
        | touched    | move | verdict                     |
        | b1, e4, d5 | exd5 | illegal under Article 4.3.3 |
        | b1, e4, d5 | Nc3  | legal                       |
        | b1, d5     | Nc3  | legal                       |
        | b1, d5     | exd5 | illegal under Article 4.3.3 |
        | d5, b1     | exd5 | legal                       |
        | d5, b1     | Nc3  | illegal under Article 4.3.3 |
        | c1, d5     | exd5 | legal                       |
        | c1, d5     | Nc3  | illegal under Article 4.3.3 |

      Examples: the order is unclear, and the player's own piece counts as touched first
        | touched | move | verdict                     |
        | b1+d5   | Na3  | legal                       |
        | b1+d5   | exd5 | illegal under Article 4.3.3 |
        | d5+b1   | exd5 | illegal under Article 4.3.3 |

    Scenario: A pinned bishop may not capture the touched knight, so the bishop must move
      Given the position "4k3/8/8/b7/5n2/6P1/3B4/4K3 w - - 0 1"
      When White touches "d2, f4" and plays "gxf4"
      Then the move is illegal under Article 4.3.3
      And the explanation is:
        """
        The player touched a piece of each colour, and capturing the opponent's first touched piece (the knight on f4) with the player's first touched piece (the bishop on d2) is not legal, so the first piece touched that can be moved, the bishop on d2, must be moved: Bc3, Bb4 or Bxa5 — Article 4.3.3
        """

    Scenario: The opponent's piece touched first can be captured by another piece, so it must be
      Given the position "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3"
      When White touches "d5, b1" and plays "Nc3"
      Then the move is illegal under Article 4.3.3
      And the explanation is:
        """
        The player touched a piece of each colour, and capturing the opponent's first touched piece (the knight on d5) with the player's first touched piece (the knight on b1) is not legal, so the first piece touched that can be captured, the opponent's knight on d5, must be captured: exd5 — Article 4.3.3
        """

    Scenario: The order is unclear, so the player's own piece counts as touched first, and the ruling says so
      Given the position "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3"
      When White touches "b1+d5" and plays "exd5"
      Then the move is illegal under Article 4.3.3
      And the explanation is:
        """
        The player touched the knight on b1 and the opponent's knight on d5, and which was touched first is unclear; then the player's own piece counts as touched before the opponent's, and capturing the knight on d5 with the knight on b1 is not legal, so the first piece touched that can be moved, the knight on b1, must be moved: Na3 or Nc3 — Article 4.3.3
        """

    Scenario: The opponent's pieces touched at the same time: either may be captured
      Given the position "4k3/8/8/8/8/3p1p2/4P3/1N2K3 w - - 0 1"
      When White touches "e2, d3+f3" and plays "Kd2"
      Then the move is illegal under Article 4.3.3
      And the rule broken is "touched-both-colours"
      And the explanation is:
        """
        The player touched the pawn on e2 and the opponent's pawns on d3 and f3 (both at the same time); the pawn on e2 can capture any of them, so one of these captures must be made: exd3 or exf3 — Article 4.3.3
        """

    Scenario: The player's pieces touched at the same time, only one of which can capture the opponent's piece touched
      Given the position "4k3/8/8/8/8/3p1p2/4P3/1N2K3 w - - 0 1"
      When White touches "b1+e2, f3" and plays "Nc3"
      Then the move is illegal under Article 4.3.3
      And the rule broken is "touched-both-colours"
      And the explanation is:
        """
        The player touched their own pieces on b1 and e2 (both at the same time) and the opponent's pawn on f3; only the pawn on e2 can capture it, so that capture must be made: exf3 — Article 4.3.3
        """

    Scenario Outline: Pieces of a colour touched at the same time count together, none first (touched: <touched>; played: <move>)
      Given the position "4k3/8/8/8/8/3p1p2/4P3/1N2K3 w - - 0 1"
      When White touches "<touched>" and plays "<move>"
      Then the move is <verdict>

      Examples:
        | touched    | move | verdict                     |
        | e2, d3+f3  | exd3 | legal                       |
        | e2, d3+f3  | exf3 | legal                       |
        | d3+f3, e2  | exf3 | legal                       |
        | d3+f3, e2  | Kd2  | illegal under Article 4.3.3 |
        | b1+e2, f3  | exf3 | legal                       |
        | b1+e2, f3  | Nc3  | illegal under Article 4.3.3 |

    Scenario: No capture is legal, and the first pieces touched that can be moved were touched at the same time: any of them may be moved
      Given the position "4k3/8/8/p7/8/8/4P3/1N2K3 w - - 0 1"
      When White touches "b1+e2, a5" and plays "Kd2"
      Then the move is illegal under Article 4.3.3
      And the rule broken is "touched-both-colours"
      And the explanation is:
        """
        The player touched pieces of each colour, and none of the player's pieces touched first, at the same time (on b1 and e2), can capture the opponent's first touched piece (the pawn on a5), so one of the pieces on b1 and e2 must be moved — touched at the same time, they are the first pieces touched that can be: Nd2, Na3, Nc3, e3 or e4 — Article 4.3.3
        """

    Scenario: No capture is legal, and of the pieces touched at the same time only one can be moved
      Given the position "4k3/8/8/p7/8/8/P3P3/RN2K3 w - - 0 1"
      When White touches "a1+b1, a5" and plays "e3"
      Then the move is illegal under Article 4.3.3
      And the explanation is:
        """
        The player touched pieces of each colour, and none of the player's pieces touched first, at the same time (on a1 and b1), can capture the opponent's first touched piece (the pawn on a5), so the first piece touched that can be moved must be moved — of the pieces touched at the same time on a1 and b1, only the knight on b1 can be: Nd2, Na3 or Nc3 — Article 4.3.3
        """

    Scenario: No capture by the first piece touched, and the opponent's pieces touched next at the same time: either may be captured
      Given the position "4k3/8/8/8/8/3p3p/P3P1P1/RN2K3 w - - 0 1"
      When White touches "a1, h3+d3" and plays "a3"
      Then the move is illegal under Article 4.3.3
      And the explanation is:
        """
        The player touched pieces of each colour, and the player's first touched piece (the rook on a1) cannot capture any of the opponent's pieces touched first, at the same time (on h3 and d3); nor can that piece move, so one of the opponent's pieces on h3 and d3 must be captured — touched at the same time, they are the first pieces touched that can be: gxh3 or exd3 — Article 4.3.3
        """

    Scenario: No capture by the first piece touched, and of the opponent's pieces touched at the same time only one can be captured
      Given the position "4k3/8/8/8/8/3p3p/P3P3/RN2K3 w - - 0 1"
      When White touches "a1, h3+d3" and plays "a3"
      Then the move is illegal under Article 4.3.3
      And the explanation is:
        """
        The player touched pieces of each colour, and the player's first touched piece (the rook on a1) cannot capture any of the opponent's pieces touched first, at the same time (on h3 and d3); nor can that piece move, so the first piece touched that can be captured must be captured — of the opponent's pieces touched at the same time on h3 and d3, only the pawn on d3 can be: exd3 — Article 4.3.3
        """

    Scenario Outline: When the first piece touched cannot capture the opponent's piece touched, the order in which pieces touched at the same time are written does not matter (position: <position>; touched: <touched>; played: <move>)
      Given the position "<position>"
      When White touches "<touched>" and plays "<move>"
      Then the move is <verdict>

      Examples:
        | position                                  | touched    | move | verdict                     |
        | 4k3/8/8/p7/8/8/4P3/1N2K3 w - - 0 1 | b1+e2, a5  | e3   | legal                       |
        | 4k3/8/8/p7/8/8/4P3/1N2K3 w - - 0 1 | e2+b1, a5  | e3   | legal                       |
        | 4k3/8/8/p7/8/8/4P3/1N2K3 w - - 0 1 | b1+e2, a5  | Nc3  | legal                       |
        | 4k3/8/8/p7/8/8/4P3/1N2K3 w - - 0 1 | e2+b1, a5  | Nc3  | legal                       |
        | 4k3/8/8/p7/8/8/4P3/1N2K3 w - - 0 1 | e2+b1, a5  | Kd2  | illegal under Article 4.3.3 |
        | 4k3/8/8/8/8/3p3p/P3P1P1/RN2K3 w - - 0 1 | a1, h3+d3  | exd3 | legal                       |
        | 4k3/8/8/8/8/3p3p/P3P1P1/RN2K3 w - - 0 1 | a1, d3+h3  | exd3 | legal                       |
        | 4k3/8/8/8/8/3p3p/P3P1P1/RN2K3 w - - 0 1 | a1, h3+d3  | gxh3 | legal                       |
        | 4k3/8/8/8/8/3p3p/P3P1P1/RN2K3 w - - 0 1 | a1, d3+h3  | gxh3 | legal                       |
        | 4k3/8/8/8/8/3p3p/P3P1P1/RN2K3 w - - 0 1 | a1, d3+h3  | a3   | illegal under Article 4.3.3 |
