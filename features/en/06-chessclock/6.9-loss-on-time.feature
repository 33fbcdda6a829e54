@article-6
Feature: Article 6.9 — Loss on time
  Article 6.9: a player who does not complete the prescribed number of moves in the
  allotted time loses, unless the game had already ended on the board (checkmate,
  stalemate, a dead position); but if the opponent could not checkmate by any possible
  series of legal moves, the game is drawn. A recorded loss on time is checked against the
  final position; "cannot checkmate" is said only with a proof.
  (Our summary of FIDE Laws of Chess 2023, Article 6.9.)

  @article-6.9
  Rule: The flag falls: the game is lost when the opponent can still checkmate

    Scenario: Black's flag falls against a queen
      Given the position "4k3/8/8/8/8/8/Q7/4K3 b - - 0 60"
      When Black loses on time
      Then the recorded result stands
      And White can still checkmate

  @article-6.9
  Rule: The flag falls against a player who cannot checkmate: the game is drawn

    Scenario: Lichess writes a loss on time as "Time forfeit", but Black has only the king: drawn
      Given the position "4k3/8/8/8/8/8/Q7/4K3 b - - 0 60"
      When the result "0-1" is recorded with the termination "Time forfeit"
      Then the result is corrected to "1/2-1/2" under Article 6.9

    Scenario: Black's flag falls, but White has only the king
      Given the position "4k3/8/8/8/8/8/q7/4K3 b - - 0 60"
      When Black loses on time
      Then the result is corrected to "1/2-1/2" under Article 6.9
      And the correction reads:
        """
        The result 1-0 is wrong: Black lost on time, but White could not checkmate by any series of legal moves, so the game is drawn: 1/2-1/2 — Article 6.9. White has only the king, on e1, and a king never gives check
        """

    Scenario: Under the 2009 edition too, the flag falling against a lone king draws
      Given the game is played under the 2009 edition of the Laws
      And the position "4k3/8/8/8/8/8/q7/4K3 b - - 0 60"
      When Black loses on time
      Then the result is corrected to "1/2-1/2" under Article 6.9

  @article-6.9 @article-5.2.2
  Rule: A game that had already ended on the board is not lost on time

    Scenario: The last piece taken leaves a knight against a bare king: a dead position, before any flag fell
      Given a game from the position "4k3/8/8/8/8/6n1/8/4K2R b - - 0 60"
      When the moves "60... Nxh1" are played
      And White loses on time
      Then the result is corrected to "1/2-1/2" under Article 5.2.2
      And the correction reads:
        """
        The result 0-1 is wrong: the game was drawn on the board after 60... Nxh1 by a dead position, so the result is 1/2-1/2 — Article 5.2.2
        """

    Scenario: A locked pawn wall that no king can cross is a dead position
      Given a game from the position "8/4k3/8/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 50"
      When the moves "50. Ke2" are played
      And Black loses on time
      Then the result is corrected to "1/2-1/2" under Article 5.2.2

  @article-6.9 @article-5.2.1
  Rule: A stalemate before the flag fell is a draw

    Scenario: Stalemate, then a loss on time recorded
      Given a game from the position "k7/8/8/2Q5/8/8/8/6K1 w - - 0 1"
      When the moves "1. Qb6" are played
      And the result "1-0" is recorded with the termination "Time forfeit"
      Then the result is corrected to "1/2-1/2" under Article 5.2.1
      And the correction reads:
        """
        The result 1-0 is wrong: the game was drawn on the board after 1. Qb6 by stalemate, so the result is 1/2-1/2 — Article 5.2.1
        """

  @article-6.9 @article-5.1.1
  Rule: A checkmate before the flag fell wins for the player who gave it

    Scenario: Fool's mate, then the player who gave it recorded as losing on time
      Given a game from the initial position
      When the moves "1. f3 e5 2. g4 Qh4#" are played
      And Black loses on time
      Then the result is corrected to "0-1" under Article 5.1.1
      And the correction reads:
        """
        The result 1-0 is wrong: Black gave checkmate with 2... Qh4#, so the result is 0-1 — Article 5.1.1
        """
