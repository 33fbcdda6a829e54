@article-3
Feature: Article 3.10.1 — Legal move
  A move is legal when all the relevant requirements of Articles 3.1 to 3.9 have been
  fulfilled. (Our summary of FIDE Laws of Chess 2023, Article 3.10.1.)

  @article-3.10.1
  Scenario: A knight's first move fulfils every requirement
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Ng1-f3"
    Then the move is legal
    And the move is written "Nf3"

  @article-3.10.1
  Scenario Outline: The number of legal moves in <position>
    The standard positions of move-generator testing, each with its count of legal moves.
    Given the position "<fen>"
    Then <side> has <count> legal moves

    Examples:
      | position                 | fen                                                                      | side  | count |
      | the initial position     | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1                 | White | 20    |
      | "Kiwipete"               | r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1     | White | 48    |
      | an endgame with pins     | 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1                                | White | 14    |
      | a position full of checks | r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1        | White | 6     |
      | a promotion-rich position | rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8               | White | 44    |

  @article-3.10.1
  Scenario: A player in check has exactly the moves that end the check
    Given the position "4r1k1/8/8/8/B7/8/8/4KB2 w - - 0 1"
    Then White has 5 legal moves
