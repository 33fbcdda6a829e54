@article-C
Feature: Appendix C.10 — Two identical pieces that can move to the same square
  When two identical pieces can move to the same square, the notation must show which of
  them moves: by the file of departure if they stand on the same rank, by the rank of
  departure if they stand on the same file, and preferably by the file if they stand on
  different ranks and files. (Our summary of FIDE Laws of Chess 2023, Appendix C.10.)

  Rule: C.10 The notation must show which piece moves

    @article-C.10
    Scenario: Nf3 does not say which of two knights moves
      Given the position "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"
      When White plays "Nf3"
      Then the notation is ambiguous under Appendix C.10
      And the rule broken is "ambiguous-notation"
      And the explanation is:
        """
        Both knights (e1 and g1) can move to f3: the notation must show which knight is meant — Appendix C.10
        """

    @article-C.10
    Scenario: A pinned knight cannot move, so Nf3 names the other one
      The knight on d2 is pinned to its king by the bishop on b4: only the knight on g1 can
      move to f3, and Nf3 needs nothing more.
      Given the position "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1"
      When White plays "Nf3"
      Then the move is legal
      And the move is written "Nf3"
      And the notation "Nf3" names the knight on g1

    @article-C.10
    Scenario: Naming the pinned knight does not make its move legal
      Given the position "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1"
      When White plays "Ndf3"
      Then the move is illegal under Article 3.9.2
      And the explanation is:
        """
        The knight on d2 cannot move: it is pinned to the king on e1 by the bishop on b4 — Article 3.9.2
        """

    @article-C.10
    Scenario: A file of departure that names neither knight
      Given the position "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"
      When White plays "Ndf3"
      Then the move is illegal under Article 3.10.2
      And the rule broken is "no-piece-can-make-move"

    @article-C.10
    Scenario: Three queens can reach e1; neither the file nor the rank alone tells them apart
      Given the position "8/8/k7/8/4Q2Q/8/8/K6Q w - - 0 1"
      When White plays "Qe1"
      Then the notation is ambiguous under Appendix C.10
      And the rule broken is "ambiguous-notation"
      And the explanation is:
        """
        3 queens (h1, e4 and h4) can move to e1: the notation must show which queen is meant — Appendix C.10
        """

    @article-C.10
    Scenario Outline: Of three queens, <written> names the one on <square>
      The queen on h4 shares its file with the queen on h1 and its rank with the queen on
      e4, so its move needs both the file and the rank of departure.
      Given the position "8/8/k7/8/4Q2Q/8/8/K6Q w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<written>"
      And the notation "<written>" names the queen on <square>

      Examples:
        | written | square |
        | Qee1    | e4     |
        | Q1e1    | h1     |
        | Qh4e1   | h4     |

  Rule: C.10.1 Both pieces on the same rank: the letter, the file of departure, the square of arrival
    The rooks on a1 and h1 can both move to d1.

    @article-C.10.1
    Scenario: Rd1 does not say which rook moves
      Given the position "4k3/8/8/8/8/8/6K1/R6R w - - 0 1"
      When White plays "Rd1"
      Then the notation is ambiguous under Appendix C.10
      And the rule broken is "ambiguous-notation"
      And the explanation is:
        """
        Both rooks (a1 and h1) can move to d1: the notation must show which rook is meant — Appendix C.10
        """

    @article-C.10.1.1 @article-C.10.1.2 @article-C.10.1.3
    Scenario Outline: The move <move> is written in three parts: <written>
      Given the position "4k3/8/8/8/8/8/6K1/R6R w - - 0 1"
      When White plays "<move>"
      Then the move is legal
      And the move is written "<written>"

      Examples:
        | move | written |
        | a1d1 | Rad1    |
        | h1d1 | Rhd1    |

    @article-C.10.1.1
    Scenario: The first part is the piece's letter, in the player's own language too
      Given the position "4k3/8/8/8/8/8/6K1/R6R w - - 0 1"
      When White plays "Rad1"
      Then the move is legal
      And in Russian the move is written "Лad1"

    @article-C.10.1.2
    Scenario Outline: The file of departure tells the rooks apart — <written>
      Given the position "4k3/8/8/8/8/8/6K1/R6R w - - 0 1"
      Then the notation "<written>" names the rook on <square>

      Examples:
        | written | square |
        | Rad1    | a1     |
        | Rhd1    | h1     |

    @article-C.10.1.3
    Scenario: Without the square of arrival there is no move
      Given the position "4k3/8/8/8/8/8/6K1/R6R w - - 0 1"
      Then the notation "Ra" is refused:
        """
        “Ra” is not a move in UCI or algebraic notation. Invalid algebraic notation: the move must end with the square of arrival, such as e4
        """

  Rule: C.10.2 Both pieces on the same file: the letter, the rank of departure, the square of arrival
    The rooks on a1 and a5 can both move to a3.

    @article-C.10.2
    Scenario: Ra3 does not say which rook moves
      Given the position "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
      When White plays "Ra3"
      Then the notation is ambiguous under Appendix C.10
      And the rule broken is "ambiguous-notation"
      And the explanation is:
        """
        Both rooks (a1 and a5) can move to a3: the notation must show which rook is meant — Appendix C.10
        """

    @article-C.10.2.1 @article-C.10.2.2 @article-C.10.2.3
    Scenario Outline: The move <move> is written in three parts: <written>
      Given the position "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
      When White plays "<move>"
      Then the move is legal
      And the move is written "<written>"

      Examples:
        | move | written |
        | a1a3 | R1a3    |
        | a5a3 | R5a3    |

    @article-C.10.2.1
    Scenario: The first part is the piece's letter, in the player's own language too
      Given the position "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
      When White plays "R1a3"
      Then the move is legal
      And in Russian the move is written "Л1a3"

    @article-C.10.2.2
    Scenario Outline: The rank of departure tells the rooks apart — <written>
      Given the position "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
      Then the notation "<written>" names the rook on <square>

      Examples:
        | written | square |
        | R1a3    | a1     |
        | R5a3    | a5     |

    @article-C.10.2.2
    Scenario: The file of departure does not tell apart two rooks on the same file
      Given the position "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
      When White plays "Raa3"
      Then the notation is ambiguous under Appendix C.10
      And the rule broken is "ambiguous-notation"

    @article-C.10.2.3
    Scenario: Without the square of arrival there is no move
      Given the position "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
      Then the notation "R1" is refused:
        """
        “R1” is not a move in UCI or algebraic notation. Invalid algebraic notation: the move must end with the square of arrival, such as e4
        """

  Rule: C.10.3 Pieces on different ranks and files are told apart by the file; the examples of the Laws

    @article-C.10.3
    Scenario: The rank of departure would do, but the file is written
      The knights on h2 and d4 differ in both; N2f3 names the knight on h2 as well as Nhf3
      does, and the engine writes the preferred form.
      Given the position "4k3/8/8/8/3N4/8/7N/K7 w - - 0 1"
      When White plays "N2f3"
      Then the move is legal
      And the move is written "Nhf3"
      And the notation "N2f3" names the knight on h2

    @article-C.10.3.1
    Scenario Outline: Knights on g1 and e1 — <written>
      Given the position "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<written>"
      And the notation "<written>" names the knight on <square>

      Examples:
        | written | square |
        | Ngf3    | g1     |
        | Nef3    | e1     |

    @article-C.10.3.2
    Scenario Outline: Knights on g5 and g1 — <written>
      Given the position "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<written>"
      And the notation "<written>" names the knight on <square>

      Examples:
        | written | square |
        | N5f3    | g5     |
        | N1f3    | g1     |

    @article-C.10.3.2
    Scenario: Knights on g5 and g1 share a file, so Ngf3 names both
      Given the position "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1"
      When White plays "Ngf3"
      Then the notation is ambiguous under Appendix C.10
      And the explanation is:
        """
        Both knights (g1 and g5) can move to f3: the notation must show which knight is meant — Appendix C.10
        """

    @article-C.10.3.3
    Scenario Outline: Knights on h2 and d4 — <written>
      Given the position "4k3/8/8/8/3N4/8/7N/K7 w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<written>"
      And the notation "<written>" names the knight on <square>

      Examples:
        | written | square |
        | Nhf3    | h2     |
        | Ndf3    | d4     |

    @article-C.10.3.4
    Scenario Outline: A capture on f3 — <written>
      Black's pawn stands on f3; the x is written just before the square of arrival.
      Given the position "<position>"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<written>"
      And the notation "<written>" names the knight on <square>

      Examples:
        | position                           | written | square |
        | 4k3/8/8/8/8/5p2/8/K3N1N1 w - - 0 1 | Ngxf3   | g1     |
        | 4k3/8/8/8/8/5p2/8/K3N1N1 w - - 0 1 | Nexf3   | e1     |
        | 4k3/8/8/6N1/8/5p2/8/K5N1 w - - 0 1 | N5xf3   | g5     |
        | 4k3/8/8/6N1/8/5p2/8/K5N1 w - - 0 1 | N1xf3   | g1     |
        | 4k3/8/8/8/3N4/5p2/7N/K7 w - - 0 1  | Nhxf3   | h2     |
        | 4k3/8/8/8/3N4/5p2/7N/K7 w - - 0 1  | Ndxf3   | d4     |
