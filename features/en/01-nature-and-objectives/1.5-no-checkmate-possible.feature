@article-1
Feature: Article 1.5 — Neither player can checkmate
  When neither player can possibly checkmate the opponent's king, the game is drawn (see
  Article 5.2.2). (Our summary of FIDE Laws of Chess 2023, Article 1.5.)

  These scenarios show the move-level facts behind the simplest such position, two bare
  kings. Recognising a dead position as such belongs to Article 5.2.2.

  @article-1.5
  Scenario: With only the two kings left, a king may not step next to the other king
    Given the position "8/8/8/4k3/8/4K3/8/8 w - - 0 1"
    When White plays "Ke4"
    Then the move is illegal under Article 3.9.2
    And the rule broken is "king-moved-into-check"

  @article-1.5
  Scenario: A lone king can never attack the other king
    Every square next to the black king is closed to the white king, so no move of White's
    can ever give check.
    Given the position "8/8/8/4k3/8/4K3/8/8 w - - 0 1"
    Then the piece on e3 can move to "d2 d3 e2 f2 f3"
    And the black king is not in check
