@article-5
Feature: Article 5.2.2 — Dead position
  Article 5.2.2: the game is drawn when a position arises in which neither player can
  checkmate the opponent's king by any series of legal moves — a dead position. "Any
  series of legal moves" includes the opponent's help: a position is alive as long as some
  helpmate exists, even if no mate can be forced. The game ends at once.
  (Our summary of FIDE Laws of Chess 2023, Article 5.2.2.)

  Rule: Positions in which neither player can checkmate end the game at once

    @article-5.2.2
    Scenario: The last pawn captured: king and bishop against king
      Given a game from the position "4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1"
      When the moves "Bxd2" are played
      Then the game ends by a dead position
      And White cannot checkmate by any series of legal moves
      And Black cannot checkmate by any series of legal moves
      And the ending reads:
        """
        Ply 1 (1. Bxd2): neither player can checkmate by any series of legal moves; the game is drawn (dead position) — Article 5.2.2
        """

    @article-5.2.2
    Scenario Outline: Material that can never mate (<kind>)
      Given a game from the position "<position>"
      When the moves "<moves>" are played
      Then the game ends by a dead position
      And White cannot checkmate by any series of legal moves
      And Black cannot checkmate by any series of legal moves

      Examples:
        | kind                                                 | position                            | moves      |
        | king against king                                    | 8/8/8/4k3/3R4/8/8/6K1 b - - 0 1     | 1... Kxd4  |
        | king and knight against king, by an underpromotion   | k7/4P3/1K6/8/8/8/8/8 w - - 0 1      | 1. e8=N    |
        | king and knight against king, the last pawn captured | 8/8/4k3/8/3p4/8/2N5/4K3 w - - 0 1   | 1. Nxd4+   |
        | king and bishop against king, by an underpromotion   | k7/4P3/1K6/8/8/8/8/8 w - - 0 1      | 1. e8=B    |
        | bishops on dark squares on both sides, even in check | 4k3/8/8/8/1b6/8/3N4/2B1K3 b - - 0 1 | 1... Bxd2+ |
        | three bishops on light squares                       | 4k3/8/8/8/4p3/7b/2B5/4KB2 w - - 0 1 | 1. Bxe4    |

    @article-5.2.2
    Scenario: A locked wall of pawns: neither king can ever reach the other side
      Given a game from the position "4k3/8/1p1p1p1p/pPpPpPp1/P1P1P1PP/8/8/4K3 w - - 0 1"
      When the moves "h5" are played
      Then the game ends by a dead position
      And White cannot checkmate by any series of legal moves
      And Black cannot checkmate by any series of legal moves

    @article-5.2.2
    Scenario: A locked wall with a bishop behind it: check is possible, mate never is
      Given the position "4k3/1B6/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b - - 0 1"
      Then White cannot checkmate by any series of legal moves
      And Black cannot checkmate by any series of legal moves

    @article-5.2.2
    Scenario: A king that can be shut in only by stalemating it: four bishops on light squares do not help
      White's king can only shuttle between a4 and a3; Black's king can cover a3 only from a2 or by capturing the pawn on b2, and can do so only while White's king stands on a4, and then White has no legal move.
      Given the position "8/5b2/p5b1/P1p4b/K1p5/1pP5/1P6/1bk5 b - - 0 1"
      Then White cannot checkmate by any series of legal moves
      And Black cannot checkmate by any series of legal moves

  Rule: Positions that look dead but are not: the game goes on

    @article-5.2.2
    Scenario: King and knight against king and knight: the knight's own side can help
      Given a game from the position "4k3/8/8/3n4/8/8/8/2N1K3 w - - 0 1"
      When the moves "Nb3" are played
      Then the game goes on
      And White can checkmate with the opponent's help
      And Black can checkmate with the opponent's help

    @article-5.2.2
    Scenario: King and bishop against king and bishop on squares of different colours
      Given a game from the position "4k3/8/8/8/8/2p5/8/B3K2b w - - 0 1"
      When the moves "Bxc3" are played
      Then the game goes on
      And White can checkmate with the opponent's help
      And Black can checkmate with the opponent's help

    @article-5.2.2
    Scenario Outline: Alive, though this material usually cannot force a mate (<kind>)
      Given the position "<position>"
      Then <side> can checkmate with the opponent's help

      Examples:
        | kind                                  | position                         | side  |
        | two knights against a bare king       | 7k/5K2/5N2/4N3/8/8/8/8 w - - 0 1 | White |
        | king and bishop against king and pawn | 7k/5K1p/7B/8/8/8/8/8 w - - 0 1   | White |
        | king and knight against king and pawn | k1K5/p7/8/3N4/8/8/8/8 w - - 0 1  | White |
        | king and knight against king and rook | 6rk/8/7K/4N3/8/8/8/8 w - - 0 1   | White |
        | a king hemmed in by its own pieces    | kb6/p7/8/8/8/8/8/5B1K w - - 0 1  | White |
        | Black's knight against king and pawn  | 8/8/8/8/3n4/8/P7/K1k5 b - - 0 1  | Black |

    @article-5.2.2
    Scenario: A rook against a bare king: only one side can mate, and that is enough
      Given a game from the position "8/8/8/4k3/3R4/8/8/6K1 w - - 0 1"
      When the moves "Rd1" are played
      Then the game goes on
      And Black cannot checkmate by any series of legal moves
      And White can checkmate with the opponent's help

    @article-5.2.2
    Scenario Outline: A wall of pawns that can still be broken is not dead (<kind>)
      Given a game from the position "<position>"
      When the moves "<moves>" are played
      Then the game goes on

      Examples:
        | kind                     | position                                            | moves |
        | a free pawn can promote  | 8/8/1k6/p1p1p1p1/P1P1P1P1/7P/2K5/8 w - - 0 1        | Kd2   |
        | a pawn can still capture | 4k3/8/1p1p1p2/pPpPpPpp/P1P1P1P1/8/8/3K4 w - - 0 1   | Ke1   |
        | a bishop can take a pawn | 4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2BK4 w - - 0 1 | Ke1   |

  Rule: Under the 2009 edition the dead position draws the game by Article 9.6

    @article-5.2.2
    Scenario: The last pawn captured, under the 2009 edition
      2009 Article 5.2 b defines the dead position and refers to Article 9.6, which draws the game.
      Given the game is played under the 2009 edition of the Laws
      And a game from the position "4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1"
      When the moves "Bxd2" are played
      Then the game ends by a dead position
      And the ending reads:
        """
        Ply 1 (1. Bxd2): neither player can checkmate by any series of legal moves; the game is drawn (dead position) — Article 9.6, 2009 edition
        """
