@article-C
Feature: Appendix C.1–C.4 — Pieces, their letters, and pawns
  In Appendix C "piece" means any piece except a pawn. Each piece is written with a
  capital letter: in English K king, Q queen, R rook, B bishop, and N knight, so that the
  knight is not confused with the king. Players may use the letters of their own country.
  A pawn has no letter: its moves are written e5, d4, a5. (Our summary of FIDE Laws of
  Chess 2023, Appendix C.1 to C.4.)

  Rule: C.1 A "piece" is not a pawn

    @article-C.1
    Scenario Outline: Every piece is written with its letter, a pawn with none — <move>
      Given the position "4k3/8/8/8/8/8/4P3/RNBQK3 w - - 0 1"
      When White plays "<move>"
      Then the move is legal
      And the move is written "<written>"

      Examples:
        | move | written |
        | a1a4 | Ra4     |
        | b1c3 | Nc3     |
        | c1b2 | Bb2     |
        | d1d4 | Qd4     |
        | e1f2 | Kf2     |
        | e2e4 | e4      |

    @article-C.1
    Scenario: Two pawns that can capture on one square are told apart by their files
      Appendix C.10 speaks of two identical pieces; pawns are not pieces. A pawn capture
      always names its file of departure (Appendix C.9.3), so it is never ambiguous.
      Given the position "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"
      When White plays "e4d5"
      Then the move is legal
      And the move is written "exd5"
      And the notation "exd5" names the pawn on e4
      And the notation "cxd5" names the pawn on c4

  Rule: C.2 The English letters K, Q, R, B and N

    @article-C.2
    Scenario Outline: <move> names the <piece> on <square>
      Given the position "4k3/8/8/8/8/8/4P3/RNBQK3 w - - 0 1"
      Then the notation "<move>" names the <piece> on <square>

      Examples:
        | move | piece  | square |
        | Ra4  | rook   | a1     |
        | Nc3  | knight | b1     |
        | Bb2  | bishop | c1     |
        | Qd4  | queen  | d1     |
        | Kf2  | king   | e1     |

    @article-C.2
    Scenario: N is the knight, so that K can only be the king
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White plays "Kf3"
      Then the move is illegal under Article 3.8.1
      And the explanation is:
        """
        The king on e1 cannot move to f3: a king moves only to an adjoining square, except when castling — Article 3.8.1
        """
      And the notation "Nf3" names the knight on g1

  Rule: C.3 The letters of other languages

    @article-C.3
    Scenario Outline: In Russian the <piece> is written <russian>
      Russian players write Кр king, Ф queen, Л rook, С bishop, К knight.
      Given the position "4k3/8/8/8/8/8/4P3/RNBQK3 w - - 0 1"
      When White plays "<move>"
      Then the move is legal
      And in Russian the move is written "<russian>"

      Examples:
        | piece  | move | russian |
        | rook   | Ra4  | Лa4     |
        | knight | Nc3  | Кc3     |
        | bishop | Bb2  | Сb2     |
        | queen  | Qd4  | Фd4     |
        | king   | Kf2  | Крf2    |

    @article-C.3
    Scenario Outline: In Russian К is the knight and Кр the king — <move>
      Given the position "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
      When White plays "<move>"
      Then the move is legal
      And in Russian the move is written "<russian>"

      Examples:
        | move | russian |
        | Ke2  | Крe2    |
        | Ne2  | Кe2     |

  Rule: C.4 A pawn has no letter

    @article-C.4
    Scenario Outline: The square of arrival alone names a pawn — <move>
      Given the position "<position>"
      Then the notation "<move>" names the pawn on <square>

      Examples:
        | position                                                   | move | square |
        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | d4   | d2     |
        | rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 | e5   | e7     |
        | rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1 | a5   | a7     |

    @article-C.4
    Scenario: A pawn move is written without a letter
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White plays "e2e4"
      Then the move is legal
      And the move is written "e4"

    @article-C.4
    Scenario: A pawn move is not written with a P
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      Then the notation "Pe4" is refused:
        """
        “Pe4” is not a move in UCI or algebraic notation. Invalid algebraic notation at column 1: a pawn has no letter — leave out “P” (Appendix C.4)
        """
