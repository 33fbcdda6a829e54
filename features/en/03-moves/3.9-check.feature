@article-3
Feature: Article 3.9 — The king in check
  "The king is said to be `in check` if it is attacked by one or more of the opponent`s
  pieces, even if such pieces are constrained from moving to that square because they would
  then leave or place their own king in check. No piece can be moved that will either expose
  the king of the same colour to check or leave that king in check." (FIDE Laws of Chess,
  2005 edition, English, Article 3.9, word for word; Articles 3.9.1 and 3.9.2 in the 2023
  numbering.)

  Rule: 3.9.1 What check is

    @article-3.9.1
    Scenario: A king attacked by a rook is in check
      Given the position "4r1k1/8/8/8/8/8/8/4K3 w - - 0 1"
      Then the white king is in check from "e8"
      And the black king is not in check

    @article-3.9.1
    Scenario: A king is in check even from a piece that may not move to its square
      The black rook on e5 is pinned to its own king by the queen on a5, so it could never
      capture on e1 — yet the white king is in check.
      Given the position "8/8/8/Q3r2k/8/8/8/4K3 w - - 0 1"
      Then the white king is in check from "e5"
      When White plays "Ke2"
      Then the move is illegal under Article 3.9.2

    @article-3.9.1
    Scenario: Double check — the king attacked by two pieces at once
      Given the position "4k3/8/8/1B6/8/8/8/4RK2 b - - 0 1"
      Then the black king is in check from "b5 e1"

    @article-3.9.1
    Scenario: A piece screened by another gives no check
      Given the position "4r1k1/8/8/8/8/8/4P3/4K3 w - - 0 1"
      Then the white king is not in check

    @article-3.9.1
    Scenario: A discovered check — the knight moves away and the rook behind it checks
      Given the position "4k3/8/8/8/8/8/4N3/4RK2 w - - 0 1"
      When White plays "Nc3"
      Then the move is legal
      And the move is written "Nc3+"

  Rule: 3.9.2 No move may expose one's own king to check or leave it in check

    @article-3.9.2
    Scenario: A move that leaves the king in check is illegal
      Given the position "4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1"
      When White plays "a3"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-left-in-check"
      And the explanation is:
        """
        The pawn on a2 cannot move to a3: the king on e1 would remain in check from the rook on e8 — Article 3.9.2
        """

    @article-3.9.2
    Scenario: A pinned piece may not expose its king
      Given the position "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
      When White plays "Nc3"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-exposed-to-check"
      And the explanation is:
        """
        The knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2
        """

    @article-3.9.2
    Scenario: The king may not move into check
      Given the position "3rk3/8/8/8/8/8/8/4K3 w - - 0 1"
      When White plays "Kd2"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-moved-into-check"
      And the explanation is:
        """
        The king on e1 cannot move to d2: there it would be in check from the rook on d8 — Article 3.9.2
        """

    @article-3.9.2
    Scenario: A pinned piece may move along the line of the pin
      Given the position "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"
      When White plays "Re2-e5"
      Then the move is legal

    @article-3.9.2
    Scenario: A pinned piece may capture the piece that pins it
      Given the position "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"
      When White plays "Rxe7+"
      Then the move is legal

    @article-3.9.2
    Scenario: A pinned piece may not leave the line of the pin
      Given the position "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"
      When White plays "Re2-d2"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-exposed-to-check"

    @article-3.9.2
    Scenario Outline: A check is met by <how>
      Given the position "4r1k1/8/8/8/B7/8/8/4KB2 w - - 0 1"
      When White plays "<move>"
      Then the move is legal

      Examples:
        | how                           | move |
        | capturing the checking piece  | Bxe8 |
        | interposing a piece           | Be2  |
        | moving the king               | Kd2  |

    @article-3.9.2
    Scenario: In double check, capturing one of the checking pieces is not enough
      Given the position "4k3/8/3n4/1B6/8/8/8/4RK2 b - - 0 1"
      When Black plays "Nxb5"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-left-in-check"

    @article-3.9.2
    Scenario: In double check, blocking one of the checks is not enough
      Given the position "4k3/8/3n4/1B6/8/8/8/4RK2 b - - 0 1"
      When Black plays "Ne4"
      Then the move is illegal under Article 3.9.2

    @article-3.9.2
    Scenario: In double check only the king can move
      Given the position "4k3/8/3n4/1B6/8/8/8/4RK2 b - - 0 1"
      Then Black has 3 legal moves
      And the piece on e8 can move to "d8 f7 f8"
