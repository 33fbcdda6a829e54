@article-C
Feature: Appendix C.11 — Promotion
  A promotion is written as the pawn's move immediately followed by the letter of the new
  piece, for example d8Q, exf8N, b1B, g1R. (Our summary of FIDE Laws of Chess 2023,
  Appendix C.11.)

  @article-C.11
  Scenario Outline: The Laws' example <written>
    Given the position "<position>"
    When <side> plays "<written>"
    Then the move is legal
    And the move is written "<engine>"
    And the position after the move is "<after>"

    Examples:
      | position                         | side  | written | engine | after                          |
      | 8/3P4/7k/8/8/8/8/4K3 w - - 0 1   | White | d8Q     | d8=Q   | 3Q4/8/7k/8/8/8/8/4K3 b - - 0 1 |
      | 5r2/4P3/7k/8/8/8/8/4K3 w - - 0 1 | White | exf8N   | exf8=N | 5N2/8/7k/8/8/8/8/4K3 b - - 0 1 |
      | 4k3/8/8/8/8/8/1p6/7K b - - 0 1   | Black | b1B     | b1=B   | 4k3/8/8/8/8/8/8/1b5K w - - 0 2 |
      | 4k3/8/8/8/8/8/K5p1/8 b - - 0 1   | Black | g1R     | g1=R   | 4k3/8/8/8/8/8/K7/6r1 w - - 0 2 |

  @article-C.11
  Scenario Outline: The new piece's letter may follow an equals sign — <written>
    Given the position "8/3P4/7k/8/8/8/8/4K3 w - - 0 1"
    When White plays "<written>"
    Then the move is legal
    And the position after the move is "3Q4/8/7k/8/8/8/8/4K3 b - - 0 1"

    Examples:
      | written |
      | d8Q     |
      | d8=Q    |

  @article-C.11
  Scenario: A promotion must name the new piece
    Given the position "8/3P4/7k/8/8/8/8/4K3 w - - 0 1"
    When White plays "d8"
    Then the move is illegal under Article 3.7.3.3
    And the rule broken is "promotion-piece-required"
    And the explanation is:
      """
      The pawn moving from d7 to d8 must be exchanged for a queen, rook, bishop or knight, but no piece is named — Article 3.7.3.3
      """

  @article-C.11
  Scenario: The letter of a king names no piece a pawn may become
    Given the position "8/3P4/7k/8/8/8/8/4K3 w - - 0 1"
    When White plays "d8K"
    Then the move is illegal under Article 3.7.3.3
    And the rule broken is "promotion-piece-invalid"

  @article-C.11
  Scenario: The long form of a capture with promotion
    Given the position "5r2/4P3/7k/8/8/8/8/4K3 w - - 0 1"
    When White plays "exf8N"
    Then the move is legal
    And the long form is "e7xf8=N"
