@article-7
Feature: Article 7.5.3 — The clock pressed without a move
  Pressing the clock without making a move is considered and penalised as an illegal move
  (7.5.5; one minute in rapid and blitz, Appendices A.3 and B.3). Nothing is reinstated: the player
  still has the move. The 2009 edition has no such rule.
  (Our summary of FIDE Laws of Chess 2023, Article 7.5.3.)

  @article-7.5.3 @article-7.5.5
  Scenario: The first time, the opponent receives two minutes and the player still has the move
    Given a session of a standard game from the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White presses the clock without making a move
    Then the session's position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    And the session counts 1 completed illegal move for White
    And Black has 2 extra minutes on the clock
    And the session's answer reads:
      """
      White pressed the clock without making a move: it is penalised as an illegal move, and White still has the move — Article 7.5.3
      It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
      """

  @article-7.5.3 @article-A.3
  Scenario: In rapid chess it costs one minute
    Given a session of a rapid game from the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
    When Black presses the clock without making a move
    Then White has 1 extra minute on the clock

  @article-7.5.3 @article-7.5.5
  Scenario: The second time loses: White can still checkmate
    Given a session of a standard game from the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
    When Black presses the clock without making a move
    And Black presses the clock without making a move
    Then the game ends "1-0" under Article 7.5.5
    And the session's answer reads:
      """
      Black pressed the clock without making a move: it is penalised as an illegal move, and Black still has the move — Article 7.5.3
      It is Black's second completed illegal move: the game is lost by Black, 1-0 — Article 7.5.5
      """

  @article-7.5.3 @article-7.5.5
  Scenario: The second time against a bare king: drawn
    Given a session of a standard game from the position "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"
    When White presses the clock without making a move
    And White presses the clock without making a move
    Then the game ends "1/2-1/2" under Article 7.5.5

  @article-7.5.3
  Scenario: Under the 2009 edition it is not an illegal move
    Given the game is played under the 2009 edition of the Laws
    And a session of a standard game from the position "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"
    When White presses the clock without making a move
    Then the session counts 0 completed illegal moves for White
    And the session's answer reads:
      """
      Under the 2009 edition of the Laws pressing the clock without making a move is not an illegal move: there is no penalty as for an illegal move, and White is still to move
      """
