@article-C
Feature: Appendix C.8 — Writing a move
  A piece move is written as the piece's letter and the square of arrival, without a
  hyphen (Be5, Nf3, Rd1); a pawn move as the square of arrival alone (e5, d4, a5). A
  longer form that adds the square of departure (Bb2e5, Ng1f3, e7e5) is acceptable too.
  (Our summary of FIDE Laws of Chess 2023, Appendix C.8.)

  @article-C.8
  Scenario Outline: The knight's move to f3, written as <written>
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "<written>"
    Then the move is legal
    And the move is written "Nf3"
    And the position after the move is "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"

    Examples:
      | written |
      | Nf3     |
      | Ng1f3   |
      | Ng1-f3  |

  @article-C.8
  Scenario Outline: The short and the long form of <short>
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "<short>"
    Then the move is legal
    And the move is written "<short>"
    And the long form is "<long>"

    Examples:
      | short | long   |
      | Nf3   | Ng1-f3 |
      | e4    | e2-e4  |

  @article-C.8
  Scenario Outline: The Laws' examples — <written> names the <piece> on <square>
    Given the position "4k3/8/8/8/8/8/1B6/R3K1N1 w - - 0 1"
    Then the notation "<written>" names the <piece> on <square>

    Examples:
      | written | piece  | square |
      | Be5     | bishop | b2     |
      | Bb2e5   | bishop | b2     |
      | Nf3     | knight | g1     |
      | Ng1f3   | knight | g1     |
      | Rd1     | rook   | a1     |
      | Ra1d1   | rook   | a1     |

  @article-C.8
  Scenario Outline: A pawn's move, short and long — <written>
    Given the position "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"
    Then the notation "<written>" names the pawn on e7

    Examples:
      | written |
      | e5      |
      | e7e5    |
      | e7-e5   |

  @article-C.8
  Scenario: The long form means the piece on the square of departure it names
    White has two knights, but the long form names the one on b1, which cannot reach f3.
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Nb1-f3"
    Then the move is illegal under Article 3.6
    And the rule broken is "knight-move-pattern"
    And the explanation is:
      """
      The knight on b1 cannot move to f3: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Article 3.6
      """
