@article-5
Feature: Article 5.1.2 — Resignation
  Article 5.1.2: a player who declares that he or she resigns loses, and the game ends at
  once — but under the 2023 Laws the game is drawn instead when the opponent could not
  checkmate by any possible series of legal moves. A recorded resignation is checked
  against the board with the proofs of Article 5.2.2 (a lone king, a knight against a bare
  king, bishops on one colour, a locked pawn wall).
  (Our summary of FIDE Laws of Chess 2023, Article 5.1.2.)

  @article-5.1.2
  Rule: A resignation loses when the opponent can still checkmate

    Scenario: Black resigns in the opening
      Given a game from the initial position
      When the moves "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6" are played
      And Black resigns
      Then the recorded result stands
      And White can still checkmate

    Scenario: Lichess writes a resignation as the termination "Normal"
      Given the position "4k3/8/8/8/8/8/Q7/4K3 b - - 0 60"
      When the result "1-0" is recorded with the termination "Normal"
      Then the recorded result stands

  @article-5.1.2
  Rule: A resignation against a player who cannot checkmate is a draw

    Scenario: Black resigns although White has only the king
      Given the position "4k3/8/8/8/8/8/q7/4K3 b - - 0 60"
      When Black resigns
      Then the result is corrected to "1/2-1/2" under Article 5.1.2
      And the correction reads:
        """
        The result 1-0 is wrong: Black resigned, but White could not checkmate by any series of legal moves, so the game is drawn: 1/2-1/2 — Article 5.1.2. White has only the king, on e1, and a king never gives check
        """

    Scenario: White resigns against a lone knight: the knight can mate a king boxed in by its own men
      Given the position "7k/8/8/8/8/4n3/PP6/KR6 b - - 0 40"
      When White resigns
      Then the recorded result stands
      And Black can still checkmate

  @article-5.1.2
  Rule: Under the 2009 edition a resignation loses whatever the board shows

    Scenario: Black resigns against a lone king under the 2009 edition
      Given the game is played under the 2009 edition of the Laws
      And the position "4k3/8/8/8/8/8/q7/4K3 b - - 0 60"
      When Black resigns
      Then the recorded result stands
