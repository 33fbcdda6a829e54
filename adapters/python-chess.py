#!/usr/bin/env python3
"""arbiter's engine protocol, version 1 (docs/engine-protocol.md), over python-chess.

Run:   python3 adapters/python-chess.py            (the library as it is)
       ARBITER_MUTANT=no-en-passant python3 adapters/python-chess.py
       python3 adapters/python-chess.py --mutant no-en-passant

A mutant is python-chess with one deliberate departure from the Laws, for testing that
`arbiter conformance` catches it in exactly the articles it breaks (tests/engines.rs).
`--list-mutants` prints them.

Each answer is what python-chess itself says; the adapter only translates. One JSON request
per line on standard input, one JSON answer per line on standard output.
"""

import json
import os
import sys

import chess

MUTANTS = {
    "no-en-passant": "en passant captures are never legal (3.7.3.1)",
    "castling-through-check": "the king may castle across a square attacked by the opponent (3.8.2.2.1)",
    "pinned-pieces-move": "a pinned piece may leave its line, exposing its king (3.9.2)",
    "no-underpromotion": "a pawn promotes only to a queen (3.7.3.3)",
    "stalemate-is-checkmate": "a stalemate is reported as checkmate (5.2.1)",
    "seventy-five-before-checkmate": "the seventy-five-move rule takes precedence over a checkmate on the last move (9.6.2)",
    "repetition-ignores-castling": "positions that differ only in castling rights count as the same (9.2.3)",
    "repetition-counts-any-en-passant": "a two-square pawn advance makes a new position even when no en passant capture is possible (9.2.3)",
}

# Mutants that change which moves are legal (so checkmate and stalemate follow from them).
MOVE_MUTANTS = {"no-en-passant", "castling-through-check", "pinned-pieces-move", "no-underpromotion"}
REPETITION_MUTANTS = {"repetition-ignores-castling", "repetition-counts-any-en-passant"}

TERMINATION = {
    chess.Termination.CHECKMATE: "checkmate",
    chess.Termination.STALEMATE: "stalemate",
    chess.Termination.INSUFFICIENT_MATERIAL: "dead-position",
    chess.Termination.FIVEFOLD_REPETITION: "fivefold-repetition",
    chess.Termination.SEVENTYFIVE_MOVES: "seventy-five-moves",
}


def mutant_name(argv):
    if "--mutant" in argv:
        i = argv.index("--mutant")
        if i + 1 < len(argv):
            return argv[i + 1]
    return os.environ.get("ARBITER_MUTANT", "")


MUTANT = mutant_name(sys.argv)


def castling_through_check(board):
    """Castling moves whose king crosses an attacked square, which python-chess refuses."""
    extra = []
    if board.is_check():
        return extra
    rank = 0 if board.turn == chess.WHITE else 7
    king = chess.square(4, rank)
    if board.king(board.turn) != king:
        return extra
    for rook_file, path, cross, dest in ((7, (5, 6), 5, 6), (0, (1, 2, 3), 3, 2)):
        rook = chess.square(rook_file, rank)
        if not board.castling_rights & chess.BB_SQUARES[rook]:
            continue
        if any(board.piece_at(chess.square(f, rank)) for f in path):
            continue
        to = chess.square(dest, rank)
        if board.is_attacked_by(not board.turn, to):
            continue
        if board.is_attacked_by(not board.turn, chess.square(cross, rank)):
            extra.append(chess.Move(king, to))
    return extra


def legal(board):
    """The legal moves: python-chess's, or the mutant's."""
    moves = list(board.legal_moves)
    if MUTANT == "no-en-passant":
        moves = [m for m in moves if not board.is_en_passant(m)]
    elif MUTANT == "castling-through-check":
        moves += [m for m in castling_through_check(board) if m not in moves]
    elif MUTANT == "pinned-pieces-move" and not board.is_check():
        for m in board.pseudo_legal_moves:
            piece = board.piece_at(m.from_square)
            if m not in moves and piece.piece_type != chess.KING and board.is_pinned(board.turn, m.from_square):
                moves.append(m)
    elif MUTANT == "no-underpromotion":
        moves = [m for m in moves if m.promotion in (None, chess.QUEEN)]
    return moves


def board_of(req):
    board = chess.Board(req["fen"])
    for i, uci in enumerate(req.get("moves", [])):
        move = chess.Move.from_uci(uci)
        if move not in legal(board):
            raise ValueError(f"move {i + 1} ({uci}) is not legal")
        board.push(move)
    return board


def key(board):
    """The identity of a position (9.2.3) as the repetition mutants see it."""
    castling = 0 if MUTANT == "repetition-ignores-castling" else board.castling_rights
    if MUTANT == "repetition-counts-any-en-passant":
        ep = board.ep_square
    else:
        ep = board.ep_square if board.has_legal_en_passant() else None
    return (board.board_fen(), board.turn, castling, ep)


def repetitions(board):
    """How many times the current position has appeared, itself included."""
    if MUTANT in REPETITION_MUTANTS:
        b = board.copy()
        target, count = key(b), 1
        while b.move_stack:
            b.pop()
            if key(b) == target:
                count += 1
        return count
    n = 1
    while board.is_repetition(n + 1):
        n += 1
    return n


def ending(board):
    if MUTANT in MOVE_MUTANTS and not legal(board):
        return "checkmate" if board.is_check() else "stalemate"
    if MUTANT in REPETITION_MUTANTS and legal(board) and not board.is_insufficient_material():
        if repetitions(board) >= 5:
            return "fivefold-repetition"
        return "seventy-five-moves" if board.is_seventyfive_moves() else None
    outcome = board.outcome()
    if outcome is None:
        return None
    name = TERMINATION.get(outcome.termination)
    if MUTANT in MOVE_MUTANTS and name in ("checkmate", "stalemate"):
        return None
    if MUTANT == "stalemate-is-checkmate" and name == "stalemate":
        return "checkmate"
    if MUTANT == "seventy-five-before-checkmate" and name == "checkmate" and board.halfmove_clock >= 150:
        return "seventy-five-moves"
    return name


def can_claim_threefold(board):
    if MUTANT not in REPETITION_MUTANTS:
        return board.can_claim_threefold_repetition()
    if repetitions(board) >= 3:
        return True
    for move in legal(board):
        board.push(move)
        try:
            if repetitions(board) >= 3:
                return True
        finally:
            board.pop()
    return False


def perft(board, depth):
    if depth == 0:
        return 1
    moves = legal(board)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        board.push(m)
        total += perft(board, depth - 1)
        board.pop()
    return total


def answer(req):
    kind = req.get("type")
    if kind == "hello":
        return {
            "name": "python-chess" + (f" ({MUTANT})" if MUTANT else ""),
            "version": chess.__version__,
            "protocol": 1,
            "capabilities": ["legal-moves", "play", "state", "claims", "san", "validate", "perft"],
        }
    if kind == "validate":
        try:
            return {"valid": chess.Board(req["fen"]).is_valid()}
        except ValueError:
            return {"valid": False}
    board = board_of(req)
    if kind == "legal-moves":
        return {"moves": [m.uci() for m in legal(board)]}
    if kind == "play":
        move = chess.Move.from_uci(req["move"])
        if move not in legal(board):
            return {"legal": False}
        board.push(move)
        return {"legal": True, "fen": board.fen()}
    if kind == "state":
        return {"check": board.is_check(), "ending": ending(board), "repetitions": repetitions(board)}
    if kind == "claims":
        return {"threefold_repetition": can_claim_threefold(board), "fifty_moves": board.can_claim_fifty_moves()}
    if kind == "san":
        return {"san": board.san(chess.Move.from_uci(req["move"]))}
    if kind == "perft":
        depth = int(req["depth"])
        divide = {}
        for m in legal(board):
            board.push(m)
            divide[m.uci()] = perft(board, depth - 1)
            board.pop()
        return {"nodes": sum(divide.values()), "divide": divide}
    raise ValueError(f"unknown request type {kind!r}")


def main():
    if "--list-mutants" in sys.argv:
        for name, what in MUTANTS.items():
            print(f"{name}: {what}")
        return 0
    if MUTANT and MUTANT not in MUTANTS:
        print(f"unknown mutant {MUTANT!r}; try --list-mutants", file=sys.stderr)
        return 2
    for line in sys.stdin:
        if not line.strip():
            continue
        req_id = None
        try:
            req = json.loads(line)
            req_id = req.get("id")
            if req.get("type") == "quit":
                break
            reply = answer(req)
        except Exception as e:  # every failure is an answer, never a crash
            reply = {"error": f"{type(e).__name__}: {e}"}
        reply["id"] = req_id
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
