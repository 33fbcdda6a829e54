@article-3
Feature: Article 3.10.2 — Illegal move
  A move is illegal when it fails to meet the relevant requirements of Articles 3.1 to 3.9.
  (Our summary of FIDE Laws of Chess 2023, Article 3.10.2.)

  Besides the rules of 3.1 to 3.9, the engine rules here on moves that name no piece to
  move: a square of departure with nothing on it, or a move in algebraic notation that no
  piece of the player can make.

  @article-3.10.2
  Scenario: There is no piece on the square of departure
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "e3e4"
    Then the move is illegal under Article 3.10.2
    And the rule broken is "no-piece-on-square"
    And the explanation is:
      """
      There is no piece on e3 to move — Article 3.10.2
      """

  @article-3.10.2
  Scenario: No piece of the player can make the move written
    Both white knights might be meant by Nd4, and neither can get there. Both fail for the
    same reason, so the reason is said once, citing both articles.
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Nd4"
    Then the move is illegal under Article 3.10.2
    And the rule broken is "no-piece-can-make-move"
    And the explanation is:
      """
      Neither of the knights (on b1 and g1) can move to d4: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Articles 3.10.2 and 3.6
      """

  @article-3.10.2 @article-3.5
  Scenario: Each rook the record may mean is blocked by a different piece
    Rd1 might mean either white rook; each has a piece of its own in the way. The blockers
    are named one by one, the rule that a rook cannot jump over them once.
    Given the position "6k1/8/8/8/8/8/8/R1N1K2R w - - 0 1"
    When White plays "Rd1"
    Then the move is illegal under Article 3.10.2
    And the explanation is:
      """
      Neither of the rooks (on a1 and h1) can move to d1: the rook on a1 is blocked by its own knight on c1, the one on h1 by its own king on e1, and a rook cannot jump over pieces — Articles 3.10.2 and 3.5
      """

  @article-3.10.2
  Scenario: A piece already on the square written is one of the pieces the move might mean
    One white knight stands on f3, the other on b1: Nf3 names both, and neither can make it.
    Given the position "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    When White plays "Nf3"
    Then the move is illegal under Article 3.10.2
    And the rule broken is "no-piece-can-make-move"
    And the explanation is:
      """
      Neither of the knights (on b1 and f3) can move to f3 — Article 3.10.2. The knight on b1 cannot move to f3: a knight moves only to one of the nearest squares not on its own rank, file or diagonal — Article 3.6. The knight on f3 cannot move to f3: a move takes a piece to another square, and the knight already stands on f3 — Article 3.1
      """

  @article-3.10.2
  Scenario: The player has no such piece at all
    Given the position "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    When White plays "Bb5"
    Then the move is illegal under Article 3.10.2
    And the rule broken is "no-piece-can-make-move"
    And the explanation is:
      """
      White has no bishop that could move to b5 — Article 3.10.2
      """

  @article-3.10.2
  Scenario: When only one piece could be meant, its own reasons are given
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Qd3"
    Then the move is illegal under Article 3.5
    And the rule broken is "no-jumping-over-pieces"

  @article-3.10.2
  Scenario: A move that breaks several requirements is explained by each of them
    The bishop on c1 would move along a file, onto its own pawn. That a bishop cannot go
    there at all is the more fundamental reason, so it comes first.
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "Bc1-c2"
    Then the move is illegal under Article 3.2
    And the rules broken are "bishop-moves-diagonally, own-piece-on-target-square"
    And the explanation is:
      """
      The bishop on c1 cannot move to c2: a bishop moves only along a diagonal — Article 3.2
      The bishop on c1 cannot move to c2: that square is occupied by a pawn of the same colour — Article 3.1
      """

  @article-3.10.2 @article-3.6
  Scenario: Of two knights, the notation means the one that moves that way
    Only the knight on e2 could go to c3 at all; it is pinned. The knight on g1 is not
    meant.
    Given the position "4k3/4r3/8/8/8/8/4N3/4K1N1 w - - 0 1"
    When White plays "Nc3"
    Then the move is illegal under Article 3.9.2
    And the explanation is:
      """
      The knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9.2
      """

  @article-3.10.2 @article-C.10
  Scenario: A move written so that two pieces could make it is not an illegal move but ambiguous notation
    Both knights can go to d2, and both moves are legal; the notation must name the one that moves (Appendix C.10).
    Given the position "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
    When White plays "Nd2"
    Then the notation is ambiguous under Appendix C.10
    And the rule broken is "ambiguous-notation"
    And the explanation is:
      """
      Both knights (b1 and f3) can move to d2: the notation must show which knight is meant — Appendix C.10
      """

  @article-3.10.2
  Scenario: The same move, written with the file of departure, is legal
    Given the position "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
    When White plays "Nbd2"
    Then the move is legal
    And the move is written "Nbd2"

  @article-3.10.2
  Scenario: A move is judged in the position as it stands, with the 2009 edition's numbering on request
    Given the position "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
    When White plays "Nc3"
    Then the move is illegal under Article 3.9.2
    And the explanation citing the 2009 edition is:
      """
      The knight on e2 cannot move: it is pinned to the king on e1 by the rook on e7 — Article 3.9, 2009 edition
      """
