"""The Expert's search, written once for every game through the rules contract.

A single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS; Cowling, Powley & Whitehouse,
"Information Set Monte Carlo Tree Search", 2012).  Each iteration:

1. *Determinize*: draw a full state the searching seat cannot tell from the one it was given,
   ``state.resample(seat, seed)`` (other hands, piles, sealed choices and chance's future drawn again),
   so the search never uses what its seat may not see.
2. *Select and expand*: walk down the tree of the searcher's own decisions, taking at each of its nodes
   the child with the best UCB score among the moves legal in this determinization (a child counts its
   *availability*, the iterations in which it could have been taken, as ISMCTS requires), and add one
   untried move (the rollout policy's own choice first, so even a small budget plays the policy's
   move).  The other seats' moves between two of the searcher's decisions are played by the
   game's rollout policy from their own ``view`` (an opponent model): they see none of the searcher's
   sealed choices of the same step, and the searcher sees none of theirs, since a resample redraws them.
3. *Roll out*: play on with the policy for every seat, at most ``horizon`` moves or until the plan's
   ``cutoff`` (a season's end), and score the end (or the position reached) for the searcher with the
   game's ``value`` in [0, 1].
4. *Back up* that value along the path.

The budget is counted in iterations, never in wall time, and every random choice comes from the
generator the caller seeds, so a decision is the same on every machine and after a resume.  Nothing here
reads the real state: a caller hands in a state the seat may see all of (see :func:`game.bots.sight`).
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Action

Policy = Callable[[Any, int, random.Random], Action]
"""A rollout move: ``policy(state, seat, rng)`` picks a legal action for ``seat`` from its view."""

Value = Callable[[Any, int], float]
"""How good a (finished or cut-off) game is for ``seat``, in [0, 1] (1: a sure win)."""

Candidates = Callable[[Any, int, list[Action]], Sequence[Action]]
"""The moves worth searching among ``seat``'s legal ones, best guess first (a game may prune)."""

Determinize = Callable[[Any, int, random.Random], Any]
"""One iteration's world: ``determinize(state, seat, rng)``, a state ``seat`` cannot tell from ``state``
(by default ``state.resample(seat, ...)``; a game may then redraw the others' sealed choices with its
opponent model, from what they see)."""

Budget = Callable[[Any, int], int]
"""Iterations for one decision: ``budget(state, seat)`` (from what the seat sees, so still reproducible)."""

Final = Callable[[Any, int, "Decision", random.Random], Action]
"""The move played from the root's figures: ``final(state, seat, decision, rng)`` (e.g. a mixed choice)."""


@dataclass(frozen=True)
class Plan:
    """How one game is searched: the iteration budget and the game's own knowledge."""

    iterations: int
    """Iterations per decision (a count, never a time, so a decision is reproducible)."""
    policy: Policy
    value: Value
    horizon: int = 10 ** 6
    """Moves a rollout plays before ``value`` judges the position it reached."""
    exploration: float = 0.7
    """UCB's exploration constant (values lie in [0, 1])."""
    candidates: Candidates | None = None
    """Which legal moves the tree tries, first guess first (None: all, in the rules' order)."""
    determinize: Determinize | None = None
    """How each iteration's world is drawn (None: ``state.resample(seat, ...)``, hidden parts uniformly)."""
    cutoff: Callable[[Any], bool] | None = None
    """Where an iteration stops to be judged by ``value``, in the tree or in the rollout, once it has moved
    (e.g. a round's end; None: only ``horizon`` and the game's end)."""
    budget: Budget | None = None
    """Iterations for each decision, at most ``iterations`` (None: ``iterations`` for every one)."""
    final: Final | None = None
    """Which root move is played (None: the most visited); a simultaneous choice may want a mixed one."""
    paired: int = 0
    """Common random numbers at the root (0: none): the root moves are taken in turn, each round of them
    all in the same world, one of ``paired`` worlds drawn once per decision and met in turn; beneath the
    root, UCB as usual.  The root moves are then compared on the same deals, their differences not
    swamped by the luck of the draw (the root needs ``candidates``, the same in every world)."""


@dataclass
class _Node:
    """The searcher's information set after a sequence of its own moves."""

    visits: int = 0
    total: float = 0.0
    children: dict[Action, "_Node"] = field(default_factory=dict)
    available: dict[Action, int] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        """The average value backed up through this node."""
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Decision:
    """What a search chose and what it saw of each root move (for benches and tests)."""

    action: Action
    visits: dict[Action, int]
    means: dict[Action, float]


def search(state: Any, seat: int, plan: Plan, rng: random.Random) -> Decision:
    """Search ``state`` for ``seat`` (it must be to move): the most visited root move, or the plan's
    ``final`` choice from the root's figures (a lone candidate is returned without searching)."""
    moves: list[Action] = []
    if plan.candidates is not None:
        moves = list(plan.candidates(state, seat, state.legal_actions(seat)))
        if len(moves) == 1:  # nothing to weigh (the candidates see only the seat's view: same in every world)
            return Decision(moves[0], {moves[0]: 0}, {moves[0]: 0.0})
    root = _Node()
    iterations = min(plan.iterations, plan.budget(state, seat)) if plan.budget else plan.iterations
    if plan.paired:
        seeds = [rng.getrandbits(62) for _ in range(plan.paired)]
        moves = moves or state.legal_actions(seat)
        for i in range(iterations):
            seed = seeds[i // len(moves) % plan.paired]
            world = plan.determinize(state, seat, random.Random(seed)) if plan.determinize else \
                state.resample(seat, seed)
            _iterate(world, seat, plan, rng, root, moves[i % len(moves)])
    for _ in range(0 if plan.paired else iterations):
        world = plan.determinize(state, seat, rng) if plan.determinize else state.resample(seat, rng.getrandbits(62))
        _iterate(world, seat, plan, rng, root)
    if not root.children:
        raise ValueError("the seat has no move to search")
    best = max(root.children, key=lambda a: (root.children[a].visits, root.children[a].mean))
    decision = Decision(best, {a: n.visits for a, n in root.children.items()},
                        {a: n.mean for a, n in root.children.items()})
    if plan.final is None:
        return decision
    return Decision(plan.final(state, seat, decision, rng), decision.visits, decision.means)


def _iterate(world: Any, seat: int, plan: Plan, rng: random.Random, root: _Node,
             first: Action | None = None) -> None:
    """One determinized iteration from ``root`` (taking ``first`` there, when given), backed up along its
    path."""
    node, path, expanded, moved = root, [root], False, False
    while not world.is_over and not expanded and not (moved and plan.cutoff and plan.cutoff(world)):
        moved = True
        movers = world.to_move
        if seat not in movers:
            mover = movers[0]
            world.apply(mover, plan.policy(world, mover, rng))
            continue
        legal = world.legal_actions(seat)
        moves = list(plan.candidates(world, seat, legal)) if plan.candidates else legal
        if node is root and first is not None:
            action, expanded = first, first not in node.children
        else:
            action, expanded = _select(node, moves, plan.exploration, lambda: plan.policy(world, seat, rng))
        world.apply(seat, action)
        node = node.children.setdefault(action, _Node())
        path.append(node)
    played = 0
    while not world.is_over and played < plan.horizon and not (plan.cutoff and plan.cutoff(world)):
        mover = world.to_move[0]
        world.apply(mover, plan.policy(world, mover, rng))
        played += 1
    value = plan.value(world, seat)
    for step in path:
        step.visits += 1
        step.total += value


def _select(node: _Node, moves: Sequence[Action], exploration: float,
            guess: Callable[[], Action]) -> tuple[Action, bool]:
    """The move to take from ``node``: an untried one (then True), the policy's ``guess`` first, else the
    rules' order; once all are tried, the best by UCB.  So a small budget plays at least the policy's move."""
    for action in moves:
        node.available[action] = node.available.get(action, 0) + 1
    untried = [action for action in moves if action not in node.children]
    if untried:
        first = guess() if len(untried) > 1 else untried[0]
        return (first if first in untried else untried[0]), True

    def ucb(action: Action) -> float:
        child = node.children[action]
        return child.mean + exploration * math.sqrt(math.log(node.available[action]) / child.visits)

    return max(moves, key=ucb), False


def win_share(state: Any, seat: int) -> float:
    """A finished game's value for ``seat``: 1 for a win, 1/k for a win shared by k seats, else 0."""
    winners = state.result().winners
    return 1.0 / len(winners) if seat in winners else 0.0


def lead(scores: Sequence[float], seat: int, scale: float) -> float:
    """A position's value for ``seat`` from everyone's scores: a logistic of its lead over the best other
    seat, ``scale`` points of lead giving about 73% (alone at the table: its score against 0)."""
    others = [s for i, s in enumerate(scores) if i != seat]
    margin = scores[seat] - (max(others) if others else 0.0)
    return 1.0 / (1.0 + math.exp(-margin / scale))
