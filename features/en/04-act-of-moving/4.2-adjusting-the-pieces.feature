@article-4
Feature: Article 4.2 — Adjusting the pieces
  Article 4.2.1: the player having the move may adjust pieces on their squares, provided
  the intention is expressed first ("I adjust", "j'adoube"). Such a touch is not a touch
  with the intention of moving or capturing: it obliges the player to nothing.
  (Our summary of FIDE Laws of Chess 2023, Article 4.2.)

  @article-4.2.1
  Scenario: A knight adjusted after saying "I adjust" need not be moved
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And White says "I adjust" and adjusts the piece on g1
    When White touches "g1" and plays "e4"
    Then the move is legal

  @article-4.2.1
  Scenario: The same touch without saying "I adjust" obliges the player to move the knight
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White touches "g1" and plays "e4"
    Then the move is illegal under Article 4.3.1

  @article-4.2.1
  Scenario: An opponent's piece adjusted after saying "I adjust" need not be captured
    Given the position "rnbqkb1r/pppppppp/8/3n4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3"
    And White says "I adjust" and adjusts the piece on d5
    When White touches "d5" and plays "Nf3"
    Then the move is legal

  @article-4.2.1
  Scenario: Adjusting one piece does not excuse a later touch of another
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And White says "I adjust" and adjusts the piece on g1
    When White touches "g1, b1" and plays "Nf3"
    Then the move is illegal under Article 4.3.1
    And the explanation is:
      """
      The player touched the knight on b1, so it must be moved: Na3 or Nc3 — Article 4.3.1
      """
