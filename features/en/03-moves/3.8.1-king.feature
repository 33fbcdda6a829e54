@article-3
Feature: Article 3.8.1 — The king moves to an adjoining square
  "There are two different ways of moving the king, by: moving to any adjoining square not
  attacked by one or more of the opponent`s pieces." (FIDE Laws of Chess, 2005 edition,
  English, Article 3.8 a and a i, word for word; Article 3.8.1 in the 2023 numbering.) That
  the square must not be attacked is ruled under Article 3.9.2, which forbids any move that
  puts one's own king in check.

  @article-3.8.1
  Scenario: The king's eight squares, drawn as a Lasker diagram
    Given the position:
      """
      ---------------------------------------
      8 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      7 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      6 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      5 |    |    |    | *  | *  | *  |    |    |
      |---------------------------------------|
      4 |    |    |    | *  | ^K | *  |    |    |
      |---------------------------------------|
      3 |    |    |    | *  | *  | *  |    |    |
      |---------------------------------------|
      2 |    |    |    |    |    |    |    |    |
      |---------------------------------------|
      1 |    |    |    |    |    |    |    |    |
      ---------------------------------------
      A    B    C    D    E    F    G    H
      """
    Then the piece on e4 can move to exactly the marked squares

  @article-3.8.1
  Scenario: A king may not move two squares forward
    Given the position "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    When White plays "Ke1-e3"
    Then the move is illegal under Article 3.8.1
    And the rule broken is "king-moves-to-adjoining-square"
    And the explanation is:
      """
      The king on e1 cannot move to e3: a king moves only to an adjoining square, except when castling — Article 3.8.1
      """

  @article-3.8.1
  Scenario: A king in the corner has three adjoining squares
    Given the position "4k3/8/8/8/8/8/8/K7 w - - 0 1"
    Then the piece on a1 can move to "a2 b1 b2"

  @article-3.8.1
  Scenario: A king may capture an unprotected piece on an adjoining square
    Given the position "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1"
    When White plays "Kxd2"
    Then the move is legal

  @article-3.8.1
  Scenario: A king may not capture a protected piece
    The knight on d2 is protected by the pawn on e3: the king would stand in check there.
    Given the position "4k3/8/8/8/8/4p3/3n4/4K3 w - - 0 1"
    When White plays "Kxd2"
    Then the move is illegal under Article 3.9.2
    And the rule broken is "king-moved-into-check"

  @article-3.8.1
  Scenario: A king may not move onto a square the opponent attacks
    Given the position "3rk3/8/8/8/8/8/8/4K3 w - - 0 1"
    Then the piece on e1 can move to "e2 f1 f2"

  @article-3.8.1
  Scenario: A king may not step back along the line of the rook that checks it
    The rook on e8 gives check along the e-file; e1 lies on the same file, behind the king,
    and is attacked as soon as the king leaves e2.
    Given the position "4r1k1/8/8/8/8/8/4K3/8 w - - 0 1"
    When White plays "Ke1"
    Then the move is illegal under Article 3.9.2
    And the rule broken is "king-moved-into-check"

  @article-3.8.1
  Scenario: The two kings may never stand on adjoining squares
    Given the position "8/8/8/8/3k4/8/3K4/8 w - - 0 1"
    Then the piece on d2 can move to "c1 c2 d1 e1 e2"
