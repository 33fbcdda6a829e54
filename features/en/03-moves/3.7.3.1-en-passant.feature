@article-3
Feature: Article 3.7.3.1–3.7.3.2 — The en passant capture
  "A pawn attacking a square crossed by an opponent`s pawn which has advanced two squares
  in one move from its original square may capture this opponent`s pawn as though the
  latter had been moved only one square. This capture is only legal on the move following
  this advance and is called an `en passant` capture." (FIDE Laws of Chess, 2005 edition,
  English, Article 3.7 d, word for word; Articles 3.7.3.1 and 3.7.3.2 in the 2023
  numbering.)

  Rule: 3.7.3.1 The en passant capture

    @article-3.7.3.1
    Scenario: White captures en passant right after Black's two-square advance
      Given the position "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
      And the moves "d5" have been played
      When White plays "exd6"
      Then the move is legal
      And the position after the move is "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"

    @article-3.7.3.1
    Scenario: Black captures en passant right after White's two-square advance
      Given the position "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
      And the moves "e4" have been played
      When Black plays "dxe3"
      Then the move is legal
      And the position after the move is "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2"

    @article-3.7.3.1
    Scenario: An en passant capture read from the FEN's en passant square
      Given the position "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
      When White plays "exf6"
      Then the move is legal
      And the move is written "exf6"

    @article-3.7.3.1
    Scenario: The en passant capture may answer a check given by the pawn that advanced
      Black's d7-d5 gave check to the king on e4; taking the pawn en passant removes it.
      Given the position "4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1"
      Then the white king is in check from "d5"
      When White plays "exd6"
      Then the move is legal

    @article-3.7.3.1
    Scenario: An en passant capture that would expose the king along the rank is illegal
      Capturing en passant takes both pawns off the fifth rank, opening it between the rook
      on h5 and the white king on a5.
      Given the position "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1"
      When White plays "exd6"
      Then the move is illegal under Article 3.9.2
      And the rule broken is "king-exposed-to-check"
      And the explanation is:
        """
        The pawn on e5 cannot capture the pawn on d5 en passant by moving to d6: that would expose the king on a5 to check from the rook on h5 — Article 3.9.2
        """

    @article-3.7.3.1
    Scenario: A pawn that came one square at a time may not be taken en passant
      The black pawn reached d5 in two moves, d7-d6 and d6-d5; it never crossed d6 in one
      move, so White may not take it as if it had.
      Given the position "4k3/8/3p4/4P3/8/8/8/4K3 b - - 0 1"
      And the moves "d5" have been played
      When White plays "exd6"
      Then the move is illegal under Article 3.7.3.1
      And the rule broken is "en-passant-only-after-two-squares"
      And the explanation is:
        """
        The pawn on e5 cannot capture the pawn on d5 en passant by moving to d6: that pawn came to d5 from d6; it did not advance two squares from d7 — Article 3.7.3.1
        """

    @article-3.7.3.1
    Scenario: Only a pawn can capture en passant
      Given the position "4k3/3p4/8/4N3/8/8/8/4K3 b - - 0 1"
      And the moves "d5" have been played
      When White plays "Ne5-d6"
      Then the move is illegal under Article 3.6

  Rule: 3.7.3.2 En passant only on the very next move

    @article-3.7.3.2
    Scenario: One move later the en passant capture is no longer legal
      Given the position "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
      And the moves "1... d5 2. Kf2 Kf7" have been played
      When White plays "exd6"
      Then the move is illegal under Article 3.7.3.2
      And the rule broken is "en-passant-only-immediately"
      And the explanation is:
        """
        The pawn on e5 cannot capture the pawn on d5 en passant by moving to d6: that capture is legal only on the move immediately after the opponent's pawn has advanced two squares — Article 3.7.3.2
        """

    @article-3.7.3.2
    Scenario: On the very next move the same capture is legal
      Given the position "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
      And the moves "1... d5" have been played
      When White plays "exd6"
      Then the move is legal

    @article-3.7.3.2
    Scenario: A position whose FEN records no two-square advance allows no en passant
      Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1"
      When White plays "exd6"
      Then the move is illegal under Article 3.7.3.2

    @article-3.7.3.2
    Scenario: Only the latest two-square advance may be taken en passant
      Black advanced the d-pawn two squares, White played another move, then Black advanced
      the f-pawn two squares: the f-pawn may be taken en passant, the d-pawn no longer.
      Given the position "4k3/3p1p2/8/4P3/8/8/8/4K3 b - - 0 1"
      And the moves "1... d5 2. Kd2 f5" have been played
      When White plays "exf6"
      Then the move is legal

    @article-3.7.3.2
    Scenario: ... and the earlier advance may not
      Given the position "4k3/3p1p2/8/4P3/8/8/8/4K3 b - - 0 1"
      And the moves "1... d5 2. Kd2 f5" have been played
      When White plays "exd6"
      Then the move is illegal under Article 3.7.3.2
