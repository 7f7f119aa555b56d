"""Paradisio's Expert: the match is open information, so it searches the round in hand.

Each decision, once enough tiles are down, first solves the rest of the round exactly
(:mod:`game.paradisio.round_solver`) within a count of positions: a winning move found there is played
at once, so the Expert never loses a round it can force within that count.  Earlier in a round, or when
the count runs out, a tree search of the round for both players (:mod:`game.paradisio.round_tree`)
chooses, starting from what the solver proved.  Only the round matters for a move: a won round is the
best a move can do for the match, a tie the next best.

Budgets are counts (positions, iterations), never the clock, all scaled by the plan's ``iterations``;
all chance comes from the seeded generator, so a decision is the same on every machine and after a
resume.  The Expert reads only ``view(seat)`` of the state it is handed (everything is face up).

:func:`plan` also serves :func:`game.search.search` as is: its policy is the cheap playout policy on
the real rules, and its value judges a match cut off by the island tokens.
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any

from game.advice import Weighed
from game.bots import ExpertBot
from game.core import Action
from game.paradisio.bot import action_for, read_view
from game.paradisio.round_solver import LOSS, TIE, WIN, Board, BoardMove, OutOfBudget, Solver
from game.paradisio.round_tree import RoundTree, TreePlan, playout_move
from game.search import Plan, lead, win_share

ITERATIONS = 1500
"""Tree iterations per decision once the exact solve has had its try: the unit of every budget below.
Measured on this 2-core machine (shared, under nice): CPU time per decision median 0.04 s, p95 0.92 s,
max 1.31 s over 20 matches; against the hard bot 20 of 24 matches in bench/strength.py and 19 of 20 more."""

EARLY_ITERATIONS = 2.0
"""Tree iterations per unit before the exact solve is tried (then the tree has the whole budget)."""
ROOT_POSITIONS = 20
"""Positions per unit the exact solve of a decision may visit."""
LEAF_POSITIONS = 10
"""Positions per unit the tree's exact solves of its new positions may visit together."""
SOLVE_FROM = 4
"""Tiles down before an exact solve of the whole rest of the round is worth trying."""
TREE_PLAN = TreePlan()
"""The tree's exploration and where its exact solves take over (the leaf pool is set from the budget)."""


def value(state: Any, seat: int) -> float:
    """A finished match's win share; a cut-off one, the lead in island tokens."""
    if state.is_over:
        return win_share(state, seat)
    return lead([float(t) for t in state.tokens], seat, 1.0)


def policy(state: Any, seat: int, rng: random.Random) -> Action:
    """The cheap playout policy on the rules: a tile that leaves the other player stuck, else any."""
    looks, mine, theirs = read_view(state.view(seat), seat)
    legal = state.legal_actions(seat)
    return action_for(Board.move_of(playout_move(Board.of(looks, mine, theirs), rng)), legal)


def plan() -> Plan:
    """The Expert's budget (and, for :func:`game.search.search`, its policy and judgement)."""
    return Plan(ITERATIONS, policy, value)


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
        for window in ((LOSS, TIE), (LOSS, WIN)):  # first: is any move a win?  then: a tie, or a loss?
            for move, answers in zip(moves, replies):
                if move in values:
                    continue
                saved = board.play(move)
                try:
                    found = -solver.value(board, *window, answers)
                finally:
                    board.undo(saved)
                if found == WIN:
                    return {move: WIN}
                if window == (LOSS, WIN) or found == LOSS:
                    values[move] = found
    except OutOfBudget:
        pass
    return values


class ParadisioExpert(ExpertBot):
    """The Expert at the Paradisio match: exact where the round allows, a tree search of it elsewhere."""

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
        found, _values, tree = self.searched(board)
        return found

    def weigh_in(self, state: Any, seat: int) -> Weighed:
        """What the search weighed for ``seat``'s move, for a hint (:mod:`game.advice`): a round it proved
        won, tied or lost is said so ("win", "tie", "loss"), else the tree's figures for the move and the next best."""
        legal = state.legal_actions(seat)
        looks, mine, theirs = read_view(state.view(seat), seat)
        board = Board.of(looks, mine, theirs)
        found, values, tree = self.searched(board)
        action = action_for(Board.move_of(found), legal)
        choices = len(board.moves())
        proven = values.get(found) if tree is None else tree.root.children[found].proven
        sure = {WIN: "win", TIE: "tie", LOSS: "loss"}.get(proven, "") if proven is not None else ""
        if tree is None or sure:
            return Weighed(action, choices, len(values), sure=sure)
        children = tree.root.children
        tried = {m: c for m, c in children.items() if c.visits}
        others = sorted((m for m in tried if m != found), key=lambda m: (tried[m].visits, tried[m].total), reverse=True)
        mean = {m: c.total / c.visits for m, c in tried.items()}
        runner = others[0] if others else None
        return Weighed(action, choices, len(tried), sum(c.visits for c in tried.values()), mean.get(found, 0.0),
                       None if runner is None else action_for(Board.move_of(runner), legal),
                       0.0 if runner is None else mean[runner])

    def searched(self, board: Board) -> tuple[BoardMove, dict[BoardMove, int], RoundTree | None]:
        """The chosen move, the root moves' exact values found, and the tree searched (None: the exact
        solve settled it)."""
        unit = self.plan.iterations
        solver = Solver(ROOT_POSITIONS * unit)
        values: dict[BoardMove, int] = {}
        iterations = int(EARLY_ITERATIONS * unit)
        if board.count >= SOLVE_FROM:
            iterations = unit
            values = solve_moves(board, solver)
            if len(values) == len(board.moves()) or WIN in values.values():
                return max(values, key=lambda m: values[m]), values, None
        tree = RoundTree(board, dataclasses.replace(TREE_PLAN, leaf_pool=LEAF_POSITIONS * unit), solver, self.rng)
        tree.prove_root(values)
        tree.run(iterations)
        return tree.best(), values, tree


EXPERT_BOT = ParadisioExpert
"""Who searches this game's plan (see :func:`game.bots.expert_maker`)."""
