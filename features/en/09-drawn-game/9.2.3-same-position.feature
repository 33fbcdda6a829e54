@article-9
Feature: Article 9.2.3 — When positions are the same
  Article 9.2.3: positions are the same if and only if the same player has the move, pieces
  of the same kind and colour occupy the same squares, and the possible moves of all the
  pieces of both players are the same. So positions are not the same if, at the start of
  the sequence, a pawn could have been captured en passant (9.2.3.1), or if a king had the
  right to castle with a rook that had not moved and lost it by moving (9.2.3.2). Plies
  count half-moves from the game's first position, which is ply 0.
  (Our summary of FIDE Laws of Chess 2023, Article 9.2.3.)

  @article-9.2.3
  Rule: The same player to move, the same pieces on the same squares, the same possible moves

    Scenario: The same pieces on the same squares, but the other player to move
      Given a game from the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      When the moves "1. Ra3 Kd8 2. Ra2 Ke8 3. Ra1" are played
      Then the positions after plies 0 and 5 are different
      And the position has appeared 1 time

    Scenario: Two knights that have exchanged squares leave the position the same
      Given a game from the position "7k/8/8/8/8/8/3N4/1N5K w - - 0 1"
      When the moves "1. Nc4 Kg8 2. Nbd2 Kh8 3. Na3 Kg8 4. Nab1 Kh8" are played
      Then the positions after plies 0 and 8 are the same
      And the position has appeared 2 times

    Scenario: The knights coming back restore the initial position; pawn moves do not
      Given a game from the initial position
      When the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. e4 e5" are played
      Then the positions after plies 0 and 4 are the same
      And the positions after plies 0 and 6 are different

  @article-9.2.3.1
  Rule: A position in which a pawn could have been captured en passant is not the same as later ones

    Scenario: The en passant capture was possible the first time only
      Given a game from the position "4k1n1/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
      When the moves "1. e4 Nf6 2. Kf2 Ng8 3. Ke1" are played
      Then the positions after plies 1 and 5 are different
      And the position has appeared 1 time

    Scenario: A recorded en passant square where no capture is possible changes nothing
      Given a game from the initial position
      When the moves "1. e4 Nf6 2. Nf3 Ng8 3. Ng1" are played
      Then the positions after plies 1 and 5 are the same
      And the position has appeared 2 times

    Scenario Outline: Whether the en passant capture is possible decides (<case>)
      Given a game from the position "<position>"
      When the moves "1. e4 Nf6 2. Kf2 Ng8 3. Ke1" are played
      Then the positions after plies 1 and 5 are <verdict>

      Examples:
        | case                                                | position                            | verdict   |
        | the black pawn stands beside the white one          | 6n1/8/8/k7/3p3R/8/4P3/4K3 w - - 0 1 | different |
        | no black pawn beside                                | 6n1/8/8/k7/2p4R/8/4P3/4K3 w - - 0 1 | the same  |
        | the capture would expose the black king to the rook | 6n1/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1 | the same  |

    Scenario: Three times on the board, but the first time with en passant possible: only twice the same
      Given a game from the position "4k1n1/8/8/8/3p4/8/4P3/4K3 w - - 0 1"
      When the moves "1. e4 Nf6 2. Kf2 Ng8 3. Ke1 Nf6 4. Kf2 Ng8 5. Ke1" are played
      Then the position has appeared 2 times

  @article-9.2.3.2
  Rule: A castling right lost by moving the king or the rook makes the positions different

    Scenario: The king moved and came back: White can no longer castle
      Given a game from the position "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
      When the moves "1. Kf1 Kd8 2. Ke1 Ke8" are played
      Then the positions after plies 0 and 4 are different
      And the position has appeared 1 time

    Scenario: After the right is lost, the positions repeat again
      Given a game from the position "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
      When the moves "1. Kf1 Kd8 2. Ke1 Ke8 3. Kf1 Kd8 4. Ke1 Ke8" are played
      Then the positions after plies 4 and 8 are the same
      And the positions after plies 0 and 8 are different
      And the position has appeared 2 times

    Scenario: Both rooks moved and came back: neither side can castle kingside
      Given a game from the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      When the moves "1. Rh2 Rh7 2. Rh1 Rh8" are played
      Then the positions after plies 0 and 4 are different

    Scenario: The right lost even though castling was not possible at either time
      Given a game from the position "4k3/8/8/8/8/8/8/4KB1R w K - 0 1"
      When the moves "1. Kd1 Kd8 2. Ke1 Ke8" are played
      Then the positions after plies 0 and 4 are different

    Scenario Outline: Castling prevented for the moment keeps the right: the same position (<why>)
      Given a game from the position "<position>"
      When the moves "<moves>" are played
      Then the positions after plies 0 and 4 are the same

      Examples:
        | why                                   | position                           | moves                 |
        | a bishop stands between king and rook | 4k3/8/8/8/8/8/8/4KB1R w K - 0 1    | 1. Bd3 Kd8 2. Bf1 Ke8 |
        | a black rook controls g1              | 4k1r1/8/8/8/8/8/8/1N2K2R w K - 0 1 | 1. Nc3 Rf8 2. Nb1 Rg8 |
