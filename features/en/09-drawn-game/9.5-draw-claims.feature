@article-9
Feature: Article 9.5 — Draw claims
  Article 9.5: the arbiter checks a claim under Article 9.2 or 9.3. A correct claim draws
  the game at once (9.5.2). An incorrect one gives the opponent two extra minutes — one in
  rapid (Appendix A.3) and in blitz played under Appendix B.3, three under the 2009 edition — and the game goes on; when
  the claim rested on a move written on the scoresheet, that move must now be made (9.5.3).
  (Our summary of FIDE Laws of Chess 2023, Article 9.5.)

  @article-9.5.2
  Rule: A correct claim draws the game at once

    @article-9.2.2
    Scenario: White claims the third appearance of the initial position: the game is drawn
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8" are played
      And White claims a draw under Article 9.2.2 in a standard game
      Then the claim is correct and the game is drawn under Article 9.5.2
      And the arbiter's ruling reads:
        """
        The same position has appeared 3 times — Article 9.2.2
        White's claim is correct: the game is drawn, 1/2-1/2 — Article 9.5.2
        """

    @article-9.2.1
    Scenario: Black writes the knight's return on the scoresheet: the claim is correct before the move is made
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1" are played
      And Black claims a draw under Article 9.2.1, writing "Ng8" on the scoresheet, in a standard game
      Then the claim is correct and the game is drawn under Article 9.5.2
      And the arbiter's ruling reads:
        """
        After Ng8, the move written on the scoresheet, the same position will appear for the third time — Article 9.2.1
        Black's claim is correct: the game is drawn, 1/2-1/2 — Article 9.5.2
        """

    @article-9.3.1
    Scenario: Black writes the king move that completes fifty moves without a pawn move or a capture
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"
      When the moves "80. Ra2" are played
      And Black claims a draw under Article 9.3.1, writing "Kd7" on the scoresheet, in a standard game
      Then the claim is correct and the game is drawn under Article 9.5.2
      And the arbiter's ruling reads:
        """
        After Kd7, the move written on the scoresheet, the last fifty moves by each player will have been made without a pawn move or a capture — Article 9.3.1
        Black's claim is correct: the game is drawn, 1/2-1/2 — Article 9.5.2
        """

  @article-9.5.3
  Rule: An incorrect claim gives the opponent two minutes (three under the 2009 edition), and the game goes on

    @article-9.2.2
    Scenario: White claims a draw when the position has appeared only twice: Black receives two minutes
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8" are played
      And White claims a draw under Article 9.2.2 in a standard game
      Then the claim is incorrect: Black receives 2 extra minutes under Article 9.5.3
      And the game goes on
      And the arbiter's ruling reads:
        """
        The position has appeared only twice, not three times — Article 9.2.2
        White's claim is incorrect: Black receives two extra minutes, and the game goes on — Article 9.5.3
        """

    @article-9.2.1
    Scenario: The move written does not repeat the position: Black must make it
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1" are played
      And Black claims a draw under Article 9.2.1, writing "Nh5" on the scoresheet, in a standard game
      Then the claim is incorrect: White receives 2 extra minutes under Article 9.5.3
      And Black must now play "Nh5"
      And the arbiter's ruling reads:
        """
        After Nh5, the move written on the scoresheet, the position would have appeared only once, not three times — Article 9.2.1
        Black's claim is incorrect: White receives two extra minutes, and the game goes on — Article 9.5.3
        Black must now make the move written on the scoresheet: Nh5 — Article 9.5.3
        """

    @article-9.3.2
    Scenario: Fifty moves claimed one half-move early
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"
      When the moves "80. Ra2" are played
      And Black claims a draw under Article 9.3.2 in a standard game
      Then the claim is incorrect: White receives 2 extra minutes under Article 9.5.3
      And the arbiter's ruling reads:
        """
        Only 99 half-moves have been made without a pawn move or a capture; fifty moves by each player take 100 — Article 9.3.2
        Black's claim is incorrect: White receives two extra minutes, and the game goes on — Article 9.5.3
        """

    @article-9.3.1
    Scenario: The move written is a capture: it starts the count again, and it must be made
      Given a game from the position "4k3/8/8/8/8/8/n7/R3K3 w - - 99 80"
      When White claims a draw under Article 9.3.1, writing "Rxa2" on the scoresheet, in a standard game
      Then the claim is incorrect: Black receives 2 extra minutes under Article 9.5.3
      And White must now play "Rxa2"
      And the arbiter's ruling reads:
        """
        Rxa2, the move written on the scoresheet, is a capture: it starts the count of fifty moves again — Article 9.3.1
        White's claim is incorrect: Black receives two extra minutes, and the game goes on — Article 9.5.3
        White must now make the move written on the scoresheet: Rxa2 — Article 9.5.3
        """

    @article-9.2.2
    Scenario: Under the 2009 edition an incorrect claim costs three minutes
      Given the game is played under the 2009 edition of the Laws
      And a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8" are played
      And White claims a draw under Article 9.2.2 in a standard game
      Then the claim is incorrect: Black receives 3 extra minutes under Article 9.5.3
      And the arbiter's ruling reads:
        """
        The position has appeared only twice, not three times — Article 9.2 b, 2009 edition
        White's claim is incorrect: Black receives three extra minutes, and the game goes on — Article 9.5 b, 2009 edition
        """

  @article-9.5.3 @article-A.3
  Rule: In rapid and blitz an incorrect claim costs one minute

    @article-9.2.2
    Scenario: Rapid: Black receives one minute
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8" are played
      And White claims a draw under Article 9.2.2 in a rapid game
      Then the claim is incorrect: Black receives 1 extra minute under Appendix A.3
      And the arbiter's ruling reads:
        """
        The position has appeared only twice, not three times — Article 9.2.2
        White's claim is incorrect: Black receives one extra minute, and the game goes on — Appendix A.3
        """

    @article-9.3.2 @article-B.3
    Scenario: Blitz (Appendix B.3 applies A.3): White receives one minute
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"
      When the moves "80. Ra2" are played
      And Black claims a draw under Article 9.3.2 in a blitz game
      Then the claim is incorrect: White receives 1 extra minute under Appendix B.3
      And the arbiter's ruling reads:
        """
        Only 99 half-moves have been made without a pawn move or a capture; fifty moves by each player take 100 — Article 9.3.2
        Black's claim is incorrect: White receives one extra minute, and the game goes on — Appendices B.3 and A.3
        """
