"""Paradisio's Expert: the match is open information, so it searches the round in hand.

Each decision: first the rest of the round is solved exactly (:mod:`game.paradisio.round_solver`)
within a count of positions; a winning move found there is played at once, so the Expert never loses
a round it can force.  When the count runs out (early in a round), a tree search of the round for both
players (:mod:`game.paradisio.round_tree`) chooses, starting from what the solver proved.  Only the
round matters for a move: a won round is the best a move can do for the match, a tie the next best.

Budgets are counts (positions, iterations), never the clock, and all chance comes from the seeded
generator, so a decision is the same on every machine and after a resume.  The Expert reads only
``view(seat)`` of the state it is handed (everything is face up in Paradisio).
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action
from game.paradisio.bot import action_for, read_view
from game.paradisio.round_solver import LOSS, TIE, WIN, Board, BoardMove, OutOfBudget, Solver
from game.paradisio.round_tree import RoundTree, TreePlan

ROOT_BUDGET = 40000
"""Positions the exact solve of a decision may visit (about 0.9 s of CPU at worst on this machine)."""

SOLVE_FROM = 4
"""Tiles down before an exact solve of the whole rest of the round is worth trying."""

EARLY_TREE = TreePlan(iterations=1500)
"""How the tree search runs before the exact solve is tried."""

TREE = TreePlan(iterations=400)
"""How the tree search runs when the exact solve gives up."""


def solve_moves(board: Board, solver: Solver) -> dict[BoardMove, int]:
    """Root moves' exact values found within the solver's budget: a winning move alone when there is one
    (looked for first, the likeliest moves first), else every move's value as far as the budget goes."""
    moves = board.moves()
    open_cells = board.open_to(1 - board.turn)
    for move in moves:
        if board.strands(move, open_cells):
            return {move: WIN}
    moves, replies = solver.ordered(board, moves)
    values: dict[BoardMove, int] = {}
    try:
        for window in ((LOSS, TIE), (LOSS, WIN)):  # first: is it a win?  then: a tie, or a loss?
            for move, answers in zip(moves, replies):
                if move in values:
                    continue
                saved = board.play(move)
                try:
                    value = -solver.value(board, *window, answers)
                finally:
                    board.undo(saved)
                if value == WIN:
                    return {move: WIN}
                if window == (LOSS, WIN) or value == LOSS:
                    values[move] = value
    except OutOfBudget:
        pass
    return values


class ParadisioExpert:
    """The Expert at the Paradisio match: exact where the round allows, a tree search of it elsewhere."""

    def __init__(self, seed: int = 0, root_budget: int = ROOT_BUDGET, tree: TreePlan = TREE,
                 early_tree: TreePlan = EARLY_TREE, solve_from: int = SOLVE_FROM) -> None:
        self.rng = random.Random(seed)
        self.root_budget = root_budget
        self.tree = tree
        self.early_tree = early_tree
        self.solve_from = solve_from

    def choose_in(self, state: Any, seat: int) -> Action:
        """The move for ``seat`` in ``state`` (a resample: only ``view(seat)`` is read)."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        looks, mine, theirs = read_view(state.view(seat), seat)
        board = Board.of(looks, mine, theirs)
        return action_for(Board.move_of(self.move(board)), legal)

    def move(self, board: Board) -> BoardMove:
        """The chosen move on a round's board."""
        solver = Solver(self.root_budget)
        plan = self.early_tree
        values: dict[BoardMove, int] = {}
        if board.count >= self.solve_from:
            plan = self.tree
            values = solve_moves(board, solver)
            if len(values) == len(board.moves()) or WIN in values.values():
                return max(values, key=lambda m: values[m])
        tree = RoundTree(board, plan, solver, self.rng)
        tree.prove_root(values)
        tree.run(plan.iterations)
        return tree.best()

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """The Expert searches states: ask it through :func:`game.bots.decide`."""
        raise TypeError("the Expert searches states: ask it through game.bots.decide")


def make_expert(seed: int) -> ParadisioExpert:
    """The ``expert`` level of :func:`game.paradisio.bot.make_bot`."""
    return ParadisioExpert(seed)
