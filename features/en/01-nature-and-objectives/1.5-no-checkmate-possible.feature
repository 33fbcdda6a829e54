@article-1
Feature: Article 1.5 — Neither player can checkmate
  When neither player can possibly checkmate the opponent's king, the game is drawn (see
  Article 5.2.2). (Our summary of FIDE Laws of Chess 2023, Article 1.5.)

  "Neither player can checkmate" is decided as Article 5.2.2 asks, by any series of legal
  moves, the opponent cooperating: a position is dead only when it is proven that no such
  series ends in checkmate, for either player.

  @article-1.5
  Scenario: With only the two kings left, a king may not step next to the other king
    Given the position "8/8/8/4k3/8/4K3/8/8 w - - 0 1"
    When White plays "Ke4"
    Then the move is illegal under Article 3.9.2
    And the rule broken is "king-moved-into-check"
    And the explanation is:
      """
      The king on e3 cannot move to e4: there it would stand next to the opponent's king on e5, and two kings may never stand next to each other — Article 3.9.2
      """

  @article-1.5
  Scenario: A lone king can never attack the other king
    Every square next to the black king is closed to the white king, so no move of White's
    can ever give check.
    Given the position "8/8/8/4k3/8/4K3/8/8 w - - 0 1"
    Then the piece on e3 can move to "d2 d3 e2 f2 f3"
    And the black king is not in check

  @article-1.5
  Scenario Outline: Neither player can checkmate — <material>
    Given the position "<fen>"
    Then neither player can checkmate

    Examples:
      | material                                  | fen                                                  |
      | two bare kings                            | 8/8/8/4k3/8/4K3/8/8 w - - 0 1                        |
      | king and bishop against king              | 8/8/8/4k3/8/4K3/8/5B2 w - - 0 1                      |
      | king and knight against king              | 8/8/8/4k3/8/4K3/8/6N1 b - - 0 1                      |
      | bishops of both sides on dark squares     | 4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1                     |
      | a wall of locked pawns                    | 4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1   |

  @article-1.5
  Scenario Outline: A checkmate is still possible — <material>
    Given the position "<fen>"
    Then <side> can still checkmate

    Examples:
      | material                                  | fen                               | side  |
      | king and rook against king                | 8/8/8/4k3/8/4K3/8/7R w - - 0 1    | White |
      | king and knight against king and knight   | k7/n1K5/8/3N4/8/8/8/8 w - - 0 1   | White |
      | bishops on squares of different colours  | 1B4bk/8/6K1/8/8/8/8/8 w - - 0 1   | White |
      | king and knight against king and pawn     | k1K5/p7/8/3N4/8/8/8/8 w - - 0 1   | White |

  @article-1.5
  Scenario: With king and rook against king, only the side with the rook can checkmate
    Given the position "8/8/8/4k3/8/4K3/8/7R b - - 0 1"
    Then White can still checkmate
    And Black cannot checkmate
