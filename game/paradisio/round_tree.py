"""A Monte Carlo tree search of one Paradisio round, for both players, that proves what it can.

A round is open information with no chance in it, so the tree holds both players' moves (each node
is a position; UCB picks the move best for whoever is to move there).  A position reached with
enough tiles down is solved exactly (:class:`game.paradisio.round_solver.Solver`, within a small
count of positions, its table shared by the whole search); the others are judged by a playout with
a cheap policy: lay a tile that leaves the other player stuck when there is one, else any tile at
random.  Proven values climb the tree (MCTS-Solver, Winands, Björnsson & Saito 2008): a position with
a winning move is won, one whose every move loses is lost.

Values are for the player who moved into a node: 1 a won round, 0.5 a tie, 0 a lost one.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.paradisio.round_solver import LOSS, TIE, WIN, Board, BoardMove, OutOfBudget, Solver, Undo

SHARE = {WIN: 1.0, TIE: 0.5, LOSS: 0.0}
"""A round's outcome as a share of a win."""


@dataclass(frozen=True)
class TreePlan:
    """How a round is searched: exploration, and where exact solving takes over."""

    exploration: float = 0.6
    solve_from: int = 8
    """Tiles down from which a new position is solved exactly rather than played out."""
    leaf_budget: int = 1500
    """Positions an exact solve of one new position may visit."""
    leaf_pool: int = 15000
    """Positions all the exact solves of one search may visit together (then positions are played out)."""


class Node:
    """A position in the tree; its totals are for the player who moved into it."""

    __slots__ = ("moves", "children", "visits", "total", "proven")

    def __init__(self) -> None:
        self.moves: list[BoardMove] | None = None
        self.children: dict[BoardMove, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.proven: int | None = None
        """The exact value for the player who moved into this position, once known."""


class RoundTree:
    """One search of the round from ``board`` (the player to move there is the searcher)."""

    def __init__(self, board: Board, plan: TreePlan, solver: Solver, rng: random.Random) -> None:
        self.board = board
        self.plan = plan
        self.solver = solver
        self.rng = rng
        self.root = Node()
        self.pool = plan.leaf_pool
        """Positions the exact solves may still visit."""

    def prove_root(self, values: dict[BoardMove, int]) -> None:
        """Mark root moves whose exact value is known (for the searcher)."""
        for move, value in values.items():
            child = self.root.children.setdefault(move, Node())
            child.proven = value

    def run(self, iterations: int) -> None:
        """Search ``iterations`` times (fewer once the root is proven)."""
        for _ in range(iterations):
            if self.root.proven is not None:
                return
            self._iterate()

    def best(self) -> BoardMove:
        """The searcher's move: a proven win, else the most visited move not proven lost."""
        children = self.root.children
        won = [m for m, c in children.items() if c.proven == WIN]
        if won:
            return won[0]
        open_moves = [m for m, c in children.items() if c.proven != LOSS] or list(children)
        rank = {TIE: 1, None: 0, LOSS: -1}
        return max(open_moves, key=lambda m: (children[m].visits, rank[children[m].proven], children[m].total))

    # -- one iteration ---------------------------------------------------------------------------
    def _iterate(self) -> None:
        board, node = self.board, self.root
        path = [node]
        played: list[Undo] = []
        value: float | None = None
        while True:
            if node.moves is None:
                node.moves = board.moves()
                self.rng.shuffle(node.moves)
            move, fresh = self._select(node)
            child = node.children.get(move)
            if child is None:
                child = node.children[move] = Node()
                self._judge_new(child, move)
            played.append(board.play(move))
            path.append(child)
            node = child
            if child.proven is not None:
                value = SHARE[child.proven]
                break
            if fresh:
                value = 1.0 - self._playout()
                break
        for saved in reversed(played):
            board.undo(saved)
        self._back_up(path, value)

    def _select(self, node: Node) -> tuple[BoardMove, bool]:
        """The move to follow: an untried one first (then True), else the best by UCB."""
        assert node.moves is not None
        for move in node.moves:
            if move not in node.children:
                return move, True
        log_n = math.log(node.visits + 1)
        c = self.plan.exploration
        best, best_score = node.moves[0], -1.0
        for move in node.moves:
            child = node.children[move]
            if child.proven is not None:
                score = 2.0 if child.proven == WIN else SHARE[child.proven] - 1.0
            else:
                score = child.total / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = move, score
        return best, False

    def _judge_new(self, child: Node, move: BoardMove) -> None:
        """Prove a new position at once when the move ends the round or few tiles remain."""
        board = self.board
        if board.strands(move, board.open_to(1 - board.turn)):
            child.proven = WIN
            return
        if board.count + 1 == 16:
            child.proven = TIE
            return
        if board.count + 1 >= self.plan.solve_from and self.pool > 0:
            saved = board.play(move)
            solver = self.solver
            solver.nodes, solver.budget = 0, min(self.plan.leaf_budget, self.pool)
            try:
                child.proven = -solver.value(board)
            except OutOfBudget:
                pass
            finally:
                self.pool -= solver.nodes
                board.undo(saved)

    def _playout(self) -> float:
        """Play the round out from the board with :func:`playout_move`: the share for the player to move."""
        board, rng = self.board, self.rng
        played: list[Undo] = []
        mover = board.turn
        while True:
            moves = board.moves()
            if not moves:
                result = LOSS if board.turn == mover else WIN
                break
            played.append(board.play(playout_move(board, rng, moves)))
            if board.full:
                result = TIE
                break
        for saved in reversed(played):
            board.undo(saved)
        return SHARE[result]

    def _back_up(self, path: list[Node], value: float | None) -> None:
        """Add the value (for the player who moved into the last node) up the path, proving as it goes."""
        assert value is not None
        for depth in range(len(path) - 1, -1, -1):
            node = path[depth]
            node.visits += 1
            node.total += value
            value = 1.0 - value
            if node.proven is None:
                _prove(node)


def playout_move(board: Board, rng: random.Random, moves: list[BoardMove] | None = None) -> BoardMove:
    """The cheap policy: a move that leaves the other player stuck when there is one, else any at random
    (the board's player to move must have a move; ``moves`` are its moves when already listed)."""
    if moves is None:
        moves = board.moves()
    open_cells = board.open_to(1 - board.turn)
    for move in moves:
        if board.strands(move, open_cells):
            return move
    return moves[rng.randrange(len(moves))]


def _prove(node: Node) -> None:
    """Settle a node's exact value from its children's, when they allow it."""
    if node.moves is None:
        return
    children = node.children
    if any(c.proven == WIN for c in children.values()):
        node.proven = LOSS
    elif len(children) == len(node.moves) and all(c.proven is not None for c in children.values()):
        node.proven = -max(c.proven for c in children.values() if c.proven is not None)
