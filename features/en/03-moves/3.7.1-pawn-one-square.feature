@article-3
Feature: Article 3.7.1 — One square forward
  "The pawn may move forward to the unoccupied square immediately in front of it on the
  same file, or" (FIDE Laws of Chess, 2005 edition, English, Article 3.7 a, word for word;
  Article 3.7.1 in the 2023 numbering).

  @article-3.7.1
  Scenario: A pawn does not capture straight ahead
    Given the position "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1"
    When White plays "e5"
    Then the move is illegal under Article 3.7.1
    And the rule broken is "pawn-forward-square-occupied"
    And the explanation is:
      """
      The pawn on e4 cannot move to e5: that square is occupied by a pawn, and a pawn captures only diagonally — Article 3.7.1
      """

  @article-3.7.1
  Scenario: A pawn steps one square forward onto an empty square
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays "e3"
    Then the move is legal
    And the position after the move is "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1"

  @article-3.7.1
  Scenario: A black pawn steps one square forward, towards the first rank
    Given the position "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    When Black plays "e6"
    Then the move is legal

  @article-3.7.1
  Scenario: A pawn is blocked by an opponent's knight in front of it
    Given the position "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1"
    When White plays "e2e3"
    Then the move is illegal under Article 3.7.1

  @article-3.7.1
  Scenario: Two pawns facing each other block each other
    Given the position "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    Then the piece on e4 has no legal move
    And the piece on e5 has no legal move
