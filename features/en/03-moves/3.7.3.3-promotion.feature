@article-3
Feature: Article 3.7.3.3–3.7.3.5 — Promotion
  "When a pawn reaches the rank furthest from its starting position it must be exchanged as
  part of the same move for a new queen, rook, bishop or knight of the same colour. The
  player`s choice is not restricted to pieces that have been captured previously. This
  exchange of a pawn for another piece is called `promotion` and the effect of the new
  piece is immediate." (FIDE Laws of Chess, 2005 edition, English, Article 3.7 e, word for
  word; Articles 3.7.3.3 to 3.7.3.5 in the 2023 numbering.)

  Rule: 3.7.3.3 Promotion on the last rank

    @article-3.7.3.3
    Scenario Outline: The pawn on e7 is promoted to a <piece>
      Given the position "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "<move>"
      Then the move is legal
      And the position after the move is "<after>"

      Examples:
        | piece  | move | after                       |
        | queen  | e8=Q | 1k2Q3/8/8/8/8/8/8/4K3 b - - 0 1 |
        | rook   | e8=R | 1k2R3/8/8/8/8/8/8/4K3 b - - 0 1 |
        | bishop | e8=B | 1k2B3/8/8/8/8/8/8/4K3 b - - 0 1 |
        | knight | e8=N | 1k2N3/8/8/8/8/8/8/4K3 b - - 0 1 |

    @article-3.7.3.3
    Scenario: A pawn reaching the last rank must be exchanged — it may not stay a pawn
      Given the position "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "e7e8"
      Then the move is illegal under Article 3.7.3.3
      And the rule broken is "promotion-piece-required"
      And the explanation is:
        """
        The pawn moving from e7 to e8 must be exchanged for a queen, rook, bishop or knight, but no piece is named — Article 3.7.3.3
        """

    @article-3.7.3.3
    Scenario: A pawn may not be promoted to a king
      Given the position "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "e8=K"
      Then the move is illegal under Article 3.7.3.3
      And the rule broken is "promotion-piece-invalid"
      And the explanation is:
        """
        The pawn moving from e7 to e8 cannot be promoted to a king: only a queen, rook, bishop or knight may be chosen — Article 3.7.3.3
        """

    @article-3.7.3.3
    Scenario: A pawn may not be "promoted" to a pawn
      Given the position "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "e7e8p"
      Then the move is illegal under Article 3.7.3.3
      And the rule broken is "promotion-piece-invalid"

    @article-3.7.3.3
    Scenario: Only a pawn reaching the last rank is promoted
      Given the position "4k3/8/4P3/8/8/8/8/4K3 w - - 0 1"
      When White plays "e6e7q"
      Then the move is illegal under Article 3.7.3.3
      And the rule broken is "promotion-only-on-last-rank"
      And the explanation is:
        """
        The pawn moving from e6 to e7 cannot be promoted to a queen: a pawn is promoted only on reaching the last rank — Article 3.7.3.3
        """

    @article-3.7.3.3
    Scenario: A rook reaching the last rank is not promoted
      Given the position "4k3/R7/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "a7a8q"
      Then the move is illegal under Article 3.7.3.3
      And the rule broken is "promotion-only-on-last-rank"

    @article-3.7.3.3
    Scenario: Promotion by capture — an under-promotion to a knight
      Given the position "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "exd8=N"
      Then the move is legal
      And the position after the move is "3Nk3/8/8/8/8/8/8/4K3 b - - 0 1"

    @article-3.7.3.3
    Scenario: A black pawn is promoted on the first rank
      Given the position "4k3/8/8/8/8/8/3p4/K7 b - - 0 1"
      When Black plays "d1=Q"
      Then the move is legal
      And the move is written "d1=Q+"

  Rule: 3.7.3.4 The choice is not limited to captured pieces

    @article-3.7.3.4
    Scenario: A second queen while the first is still on the board
      Given the position "1k6/4P3/8/8/8/8/8/3QK3 w - - 0 1"
      And the moves "e8=Q" have been played
      Then White has 2 queens

    @article-3.7.3.4
    Scenario: A third knight
      Given the position "1k6/4P3/8/8/8/8/8/1N2K1N1 w - - 0 1"
      And the moves "e8=N" have been played
      Then White has 3 knights
      And the square e8 holds a white knight

    @article-3.7.3.4
    Scenario: A third rook, with none of White's pieces ever captured
      Every white piece is still on the board; the pawn on a7 reaches the eighth rank by
      taking the knight on b8.
      Given the position "1n2k3/P7/8/8/8/8/1PPPPPPP/RNBQKBNR w KQ - 0 1"
      And the moves "axb8=R" have been played
      Then White has 3 rooks
      And White has 16 pieces

  Rule: 3.7.3.5 Promotion takes effect at once

    @article-3.7.3.5
    Scenario: The new queen gives check at once
      Given the position "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "e8=Q"
      Then the move is legal
      And the move is written "e8=Q+"

    @article-3.7.3.5
    Scenario: The opponent must meet the new queen's check
      Given the position "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1"
      And the moves "e8=Q" have been played
      Then the black king is in check from "e8"
      When Black plays "Kb7"
      Then the move is legal

    @article-3.7.3.5
    Scenario: The new knight gives check at once
      Given the position "8/4P3/5k2/8/8/8/8/4K3 w - - 0 1"
      When White plays "e8=N"
      Then the move is legal
      And the move is written "e8=N+"

    @article-3.7.3.5
    Scenario: Promotion to a rook gives checkmate at once
      Given the position "6k1/4Pppp/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "e8=R"
      Then the move is legal
      And the move is written "e8=R#"
