@article-C
Feature: Appendix C.9 — Captures
  When a piece captures, an x may be written between its letter (C.9.1) and the square of
  arrival (C.9.2): Bxe5, Nxf3, Rxd1. A pawn capture must give the file of departure, then
  optionally an x, then the square of arrival: dxe5, gxf3, axb5; an en passant capture may
  be marked e.p., as in exd6 e.p. (Our summary of FIDE Laws of Chess 2023, Appendix C.9.)

  Rule: C.9.1 and C.9.2 The capturing piece, then the square of arrival
    White's rook on a1, bishop on b2 and knights on d3 and g1 face Black's knight on d1
    and pawns on e5 and f3.

    @article-C.9.1 @article-C.9.2
    Scenario Outline: The Laws' example <written>
      Given the position "4k3/8/8/4p3/8/3N1p2/1B6/R2n2NK w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<written>"
      And the notation "<written>" names the <piece> on <square>

      Examples:
        | written | piece  | square |
        | Bxe5    | bishop | b2     |
        | Nxf3    | knight | g1     |
        | Rxd1    | rook   | a1     |

    @article-C.9
    Scenario Outline: The x may be left out — <written> is <capture>
      Given the position "4k3/8/8/4p3/8/3N1p2/1B6/R2n2NK w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<capture>"

      Examples:
        | written | capture |
        | Be5     | Bxe5    |
        | Nf3     | Nxf3    |
        | Rd1     | Rxd1    |

    @article-C.9.1
    Scenario Outline: The first part names the piece that captures — <written>
      The bishop and the knight on d3 can both capture on e5.
      Given the position "4k3/8/8/4p3/8/3N1p2/1B6/R2n2NK w - - 0 1"
      Then the notation "<written>" names the <piece> on <square>

      Examples:
        | written | piece  | square |
        | Bxe5    | bishop | b2     |
        | Nxe5    | knight | d3     |

    @article-C.9.1
    Scenario: The first part must name a piece the player has
      Given the position "4k3/8/8/4p3/8/3N1p2/1B6/R2n2NK w - - 0 1"
      When White plays "Qxe5"
      Then the move is illegal under Article 3.10.2
      And the rule broken is "no-piece-can-make-move"
      And the explanation is:
        """
        White has no queen that could move to e5 — Article 3.10.2
        """

    @article-C.9.2
    Scenario: The second part is the square where the captured piece stood
      Given the position "4k3/8/8/4p3/8/3N1p2/1B6/R2n2NK w - - 0 1"
      When White plays "Bxe5"
      Then the move is legal
      And the position after the move is "4k3/8/8/4B3/8/3N1p2/8/R2n2NK b - - 0 1"

  Rule: C.9.3 A pawn capture gives the file of departure

    @article-C.9.3
    Scenario Outline: The Laws' example <written>
      Given the position "4k3/8/8/1p2p3/P2P4/5p2/6P1/4K3 w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<written>"
      And the notation "<written>" names the pawn on <square>

      Examples:
        | written | square |
        | dxe5    | d4     |
        | gxf3    | g2     |
        | axb5    | a4     |

    @article-C.9.3
    Scenario Outline: The x of a pawn capture may be left out — <written>
      Given the position "4k3/8/8/1p2p3/P2P4/5p2/6P1/4K3 w - - 0 1"
      When White plays "<written>"
      Then the move is legal
      And the move is written "<capture>"

      Examples:
        | written | capture |
        | de5     | dxe5    |
        | gf3     | gxf3    |
        | ab5     | axb5    |

    @article-C.9.3
    Scenario: A pawn capture written without its file of departure names no pawn
      The pawn on d4 can capture on e5, but "xe5" does not say so: without a file of
      departure it names a pawn of the e-file, and White has none.
      Given the position "4k3/8/8/1p2p3/P2P4/5p2/6P1/4K3 w - - 0 1"
      When White plays "xe5"
      Then the move is illegal under Article 3.10.2
      And the rule broken is "no-piece-can-make-move"

    @article-C.9.3
    Scenario: An en passant capture may be marked e.p.
      Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
      When White plays "exd6 e.p."
      Then the move is legal
      And the move is written "exd6"
      And the position after the move is "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"
