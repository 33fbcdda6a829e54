@article-C
Feature: Appendix C.13 — Abbreviations
  0-0 is castling with the rook on h1 or h8 (kingside), 0-0-0 castling with the rook on a1
  or a8 (queenside); x means a capture, + check, ++ or # checkmate, e.p. an en passant
  capture. The last four are optional. (Our summary of FIDE Laws of Chess 2023, Appendix
  C.13.)

  Rule: C.13.1 0-0, kingside castling

    @article-C.13.1
    Scenario Outline: <side> castles kingside, written <written>
      Given the position "<position>"
      When <side> plays "<written>"
      Then the move is legal
      And the position after the move is "<after>"

      Examples:
        | side  | position                             | written | after                              |
        | White | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | 0-0     | r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1 |
        | White | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | O-O     | r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1 |
        | Black | r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | 0-0     | r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2 |
        | Black | r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | O-O     | r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2 |

    @article-C.13.1
    Scenario: Kingside castling: the program writes letters O in English, as PGN does, and zeros in Russian
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      When White plays "0-0"
      Then the move is legal
      And the move is written "O-O"
      And in Russian the move is written "0-0"

  Rule: C.13.2 0-0-0, queenside castling

    @article-C.13.2
    Scenario Outline: <side> castles queenside, written <written>
      Given the position "<position>"
      When <side> plays "<written>"
      Then the move is legal
      And the position after the move is "<after>"

      Examples:
        | side  | position                             | written | after                              |
        | White | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | 0-0-0   | r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1 |
        | White | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | O-O-O   | r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1 |
        | Black | r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | 0-0-0   | 2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2 |
        | Black | r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | O-O-O   | 2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2 |

    @article-C.13.2
    Scenario: Queenside castling: the program writes letters O in English, as PGN does, and zeros in Russian
      Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      When White plays "0-0-0"
      Then the move is legal
      And the move is written "O-O-O"
      And in Russian the move is written "0-0-0"

  Rule: C.13.3 x, a capture

    @article-C.13.3
    Scenario Outline: A capture is written with an x — <move>
      Given the position "<position>"
      When White plays "<move>"
      Then the move is legal
      And the move is written "<written>"

      Examples:
        | position                                 | move | written |
        | 4k3/8/8/4p3/8/3N1p2/1B6/R2n2NK w - - 0 1 | b2e5 | Bxe5    |
        | 4k3/8/8/1p2p3/P2P4/5p2/6P1/4K3 w - - 0 1 | d4e5 | dxe5    |

    @article-C.13.3
    Scenario: A move that captures nothing is written without an x
      Given the position "4k3/8/8/4p3/8/3N1p2/1B6/R2n2NK w - - 0 1"
      When White plays "b2c3"
      Then the move is legal
      And the move is written "Bc3"

  Rule: C.13.4 +, check

    @article-C.13.4
    Scenario Outline: A check is written with a + — <written>
      Given the position "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
      When White plays "<written>"
      Then the move is legal
      And the move is written "Bb5+"

      Examples:
        | written |
        | Bb5+    |
        | Bb5     |

    @article-C.13.4
    Scenario: After Bb5+ the black king is in check
      Given the position "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
      And the moves "Bb5+" have been played
      Then the black king is in check
      And the black king is in check from "b5"

  Rule: C.13.5 ++ or #, checkmate

    @article-C.13.5
    Scenario Outline: Checkmate is written with a # — <written>
      Given the position "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
      When Black plays "<written>"
      Then the move is legal
      And the move is written "Qh4#"

      Examples:
        | written |
        | Qh4#    |
        | Qh4++   |

    @article-C.13.5
    Scenario: After Qh4# the white king is checkmated
      Given the position "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
      And the moves "Qh4#" have been played
      Then the white king is checkmated

  Rule: C.13.6 e.p., an en passant capture

    @article-C.13.6
    Scenario Outline: The en passant capture <written>
      Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
      When White plays "<written>"
      Then the move is legal
      And the position after the move is "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"

      Examples:
        | written   |
        | exd6 e.p. |
        | exd6      |

    @article-C.13.6
    Scenario: The optional e.p. is left out when the engine writes the move
      Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
      When White plays "e5d6"
      Then the move is legal
      And the move is written "exd6"
