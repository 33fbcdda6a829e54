@article-7
Feature: Article 7.5 — Illegal moves
  Article 7.5: when a completed illegal move is found, the position before it is
  reinstated and the move replacing it is bound by touch-move (7.5.1, 4.3). The first
  completed illegal move gives the opponent two extra minutes (one in rapid, Appendix A.3,
  as in blitz played under Appendix B.3); the second loses the game, unless the opponent
  cannot checkmate by any series of legal moves: then it is drawn (7.5.5).
  (Our summary of FIDE Laws of Chess 2023, Article 7.5.)

  @article-7.5.1 @article-4.3.1
  Rule: The position before the illegal move is reinstated, and the replacing move is bound by touch-move

    Scenario: The king tried to go two squares: it must make another move
      Given the position "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1"
      When White completes an illegal move "Ke1-e3" in a standard game
      Then the position "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1" is reinstated
      And the illegal move must be replaced by one of "Kd1 Kf1 Ke2 Kf2"
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: 4k3/8/8/8/8/8/3P4/4K3 w - - 0 1 — Article 7.5.1
        White must replace it with a move of the piece touched, on e1: Kd1, Kf1, Ke2 or Kf2 — Article 4.3.1
        It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
        """

    @article-4.4.3
    Scenario: An illegal castling: another move of the king replaces it, castling on the other side included
      Given the position "4k3/8/8/8/2b5/8/P6P/R3K2R w KQ - 0 1"
      When White completes an illegal move "Ke1-g1" in a standard game
      Then the position "4k3/8/8/8/2b5/8/P6P/R3K2R w KQ - 0 1" is reinstated
      And the illegal move must be replaced by one of "Kd1 Kd2 Kf2 O-O-O"
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: 4k3/8/8/8/2b5/8/P6P/R3K2R w KQ - 0 1 — Article 7.5.1
        White must replace the illegal castling with another move of the king: Kd1, Kd2, Kf2 or O-O-O — Article 4.4.3
        It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
        """

    Scenario: A blocked pawn was pushed: it has no legal move, so any legal move replaces it
      Given the position "4k3/8/8/8/8/3p4/3P4/4K3 w - - 0 1"
      When White completes an illegal move "d2-d3" in a standard game
      Then any legal move may replace it
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: 4k3/8/8/8/8/3p4/3P4/4K3 w - - 0 1 — Article 7.5.1
        The pawn on d2 has no legal move, so White may replace the illegal move with any legal move — Article 4.5
        It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
        """

    @article-4.3.2
    Scenario: The opponent's pawn was moved: the replacing move must capture it
      Given the position "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 2"
      When White completes an illegal move "e5-d4" in a standard game
      Then the position "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 2" is reinstated
      And the illegal move must be replaced by one of "dxe5"
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 2 — Article 7.5.1
        White must replace the illegal move with the move the touch-move rule requires: dxe5 — Article 4.3.2
        It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
        """

    Scenario: The opponent's pawn was moved, and it cannot be captured: any legal move replaces it
      Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
      When White completes an illegal move "e7-e5" in a standard game
      Then any legal move may replace it
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 — Article 7.5.1
        The opponent's pawn on e7 cannot be captured, so White may replace the illegal move with any legal move — Article 4.5
        It is White's first completed illegal move: Black receives two extra minutes — Article 7.5.5
        """

  @article-7.5.5
  Rule: The first completed illegal move gives the opponent two minutes; the second loses, unless the opponent cannot checkmate (under the 2009 edition, only the third)

    Scenario: Black's first illegal move: White receives two minutes
      Given the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
      When Black completes an illegal move "Ke8-e6" in a standard game
      Then White receives 2 extra minutes under Article 7.5.5

    Scenario: Black's second illegal move loses: White can still checkmate
      Given the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
      When Black completes a second illegal move "Ke8-e6" in a standard game
      Then the game is lost by Black under Article 7.5.5
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: 4k3/8/8/8/8/8/8/Q3K3 b - - 0 1 — Article 7.5.1
        It is Black's second completed illegal move: the game is lost by Black, 1-0 — Article 7.5.5
        """

    Scenario: White's second illegal move against a bare king: drawn
      Given the position "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"
      When White completes a second illegal move "Ke1-e3" in a standard game
      Then the game is drawn under Article 7.5.5
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: 4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 — Article 7.5.1
        It is White's second completed illegal move, which loses the game, but Black cannot checkmate by any series of legal moves, so the game is drawn: 1/2-1/2 — Article 7.5.5. Black has only the king, on e8, and a king never gives check
        """

    Scenario: Under the 2009 edition the second illegal move still costs two minutes
      Given the game is played under the 2009 edition of the Laws
      And the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
      When Black completes a second illegal move "Ke8-e6" in a standard game
      Then White receives 2 extra minutes under Article 7.5.5

    Scenario: Under the 2009 edition the third illegal move loses
      Given the game is played under the 2009 edition of the Laws
      And the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
      When Black completes a third illegal move "Ke8-e6" in a standard game
      Then the game is lost by Black under Article 7.5.5

  @article-7.5.5 @article-A.3
  Rule: In rapid and blitz the first illegal move costs one minute

    Scenario: Rapid: White receives one minute
      Given the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
      When Black completes an illegal move "Ke8-e6" in a rapid game
      Then White receives 1 extra minute under Appendix A.3
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: 4k3/8/8/8/8/8/8/Q3K3 b - - 0 1 — Article 7.5.1
        Black must replace it with a move of the piece touched, on e8: Kd7, Ke7, Kf7, Kd8 or Kf8 — Article 4.3.1
        It is Black's first completed illegal move: White receives one extra minute — Appendix A.3
        """

    @article-B.3
    Scenario: Blitz (Appendix B.3 applies A.3): White receives one minute
      Given the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
      When Black completes an illegal move "Ke8-e6" in a blitz game
      Then White receives 1 extra minute under Appendix B.3
      And the arbiter's ruling reads:
        """
        The position before the illegal move is reinstated: 4k3/8/8/8/8/8/8/Q3K3 b - - 0 1 — Article 7.5.1
        Black must replace it with a move of the piece touched, on e8: Kd7, Ke7, Kf7, Kd8 or Kf8 — Article 4.3.1
        It is Black's first completed illegal move: White receives one extra minute — Appendices B.3 and A.3
        """

    Scenario: Blitz: the second illegal move loses as in standard play
      Given the position "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"
      When Black completes a second illegal move "Ke8-e6" in a blitz game
      Then the game is lost by Black under Article 7.5.5
