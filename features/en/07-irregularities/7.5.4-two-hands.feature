@article-7
Feature: Article 7.5.4 — A move made with two hands
  A move made with two hands (castling, a capture or a promotion included), the clock
  pressed, is considered and penalised as an illegal move: the position is reinstated and
  the piece moved must make the replacing move (7.5.1, 4.3.1); the opponent receives extra
  time (7.5.5; one minute in rapid and blitz, Appendices A.3 and B.3). The 2009 edition has no such
  rule: a move made with two hands stands. (Our summary of FIDE Laws of Chess 2023, Article
  7.5.4.)

  @article-7.5.4 @article-7.5.5 @article-4.3.1
  Scenario: Castling with two hands: reinstated, and the king must move
    Given a session of a standard game from the position "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    When White makes the move "e1-g1" with two hands
    Then the session's position is "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    And Black has 2 extra minutes on the clock
    And the session's answer reads:
      """
      White made the move O-O with two hands: it is penalised as an illegal move — Article 7.5.4
      The position before the illegal move is reinstated: 4k3/8/8/8/8/8/8/4K2R w K - 0 1 — Article 7.5.1
      White must replace it with a move of the piece touched, on e1: Kd1, Kf1, Kd2, Ke2, Kf2 or O-O — Article 4.3.1
      It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
      """
    When White makes the move "Rh2" in the session
    Then the session's position is "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    When White makes the move "O-O" in the session
    Then the session's position is "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"

  @article-7.5.4 @article-A.3 @article-B.3
  Scenario: In blitz a capture with two hands costs one minute
    Given a session of a blitz game from the position "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
    When White makes the move "exd5" with two hands
    Then White has 0 extra minutes on the clock
    And Black has 1 extra minute on the clock
    And the session counts 1 completed illegal move for White

  @article-7.5.4
  Scenario: Under the 2009 edition it is not an illegal move: the move stands
    Given the game is played under the 2009 edition of the Laws
    And a session of a standard game from the position "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    When White makes the move "e1-g1" with two hands
    Then the session counts 0 completed illegal moves for White
    And the session's position is "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    And Black has 0 extra minutes on the clock
