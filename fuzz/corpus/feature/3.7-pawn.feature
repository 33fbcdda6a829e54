@article-3
Feature: Article 3.7 — The pawn
  A pawn moves only straight forward, or diagonally forward when it captures, as Articles
  3.7.1 to 3.7.3 describe; any other shape of move is not a pawn move. (Our summary of FIDE
  Laws of Chess 2023, Article 3.7; the forward moves are quoted in the files of 3.7.1 to
  3.7.3.)

  Moves written from square to square in UCI (`e4d4`) name the pawn exactly, whatever it is
  trying to do.

  @article-3.7
  Scenario: A pawn may not move sideways
    Given the position "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"
    When White plays "e4d4"
    Then the move is illegal under Article 3.7
    And the rule broken is "pawn-move-pattern"
    And the explanation is:
      """
      The pawn on e4 cannot move to d4: a pawn moves only straight forward, one square or two from its original square, and captures diagonally forward — Article 3.7
      """

  @article-3.7
  Scenario Outline: The white pawn on e4 may not make the move <move> (<why>)
    Given the position "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"
    When White plays "<move>"
    Then the move is illegal under Article 3.7

    Examples:
      | move | why                     |
      | e4e3 | backwards               |
      | e4e7 | three squares forward   |
      | e4c6 | two squares diagonally  |
      | e4f6 | like a knight           |

  @article-3.7
  Scenario: A black pawn moves down the board, not up
    Given the position "4k3/8/8/3p4/8/8/8/4K3 b - - 0 1"
    When Black plays "d5d6"
    Then the move is illegal under Article 3.7

  @article-3.7
  Scenario: A pawn may not capture backwards
    Given the position "4k3/8/8/8/4P3/3p4/8/4K3 w - - 0 1"
    When White plays "e4d3"
    Then the move is illegal under Article 3.7
