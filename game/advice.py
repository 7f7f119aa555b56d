"""Hints: what a strong player would do now, and why, worked out from one seat's own view.

A hint is the game's Expert (``make_bot("expert", seed)``: :func:`game.search.search` with the game's own
:class:`~game.search.Plan`, or the game's own searcher where it has one, which then offers ``weigh_in``) on
a smaller budget (:data:`HINT_SHARE` of the Expert's iterations, so it answers within a second), run on
:func:`game.bots.sight` (a state drawn by ``resample(seat, seed)``): the same thing a computer seat is given,
never the real state, so a hint can tell nothing that seat may not see.  What the search weighed comes
back as a :class:`Weighed`: the move it played out most, how well that went, and the best of the others.
Each game's ``narrate.hint`` says it as one sentence (:func:`sentence` holds the shared words of the why).

Pure Python: the table asks for a hint off the frame loop and shows it.
"""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.bots import sight
from game.core import Action, State, derived_seed
from game.search import Decision, Plan, search

if TYPE_CHECKING:
    from game.spec import GameSpec

HINT_HELP = ("<b>Hints</b><br>Stuck? The Hint button (or I) says what a strong player would do now and why, and "
             "rings the place on the table. It thinks only with what you may see, and the results say how many "
             "hints each player took.")
"""What every game's rules page says of hints (pygame_gui HTML)."""

HINT_SHARE = 0.5
"""The share of the Expert's iterations a hint searches.  bench/hints.py, 100 positions a game on this 2-core
machine (nice 10), CPU per hint: Paradisio median 0.02 s, p95 0.40 s; The Last Paradise 0.22 s, p95 0.27 s;
Paradise Fallen 0.10 s, p95 0.48 s (max 1.16 s); Last Resort 0.17 s, p95 0.29 s; every hint a legal move."""


@dataclass(frozen=True)
class Weighed:
    """What the search weighed for a hint: the move, and the figures that make it the move."""

    action: Action
    """The move the search played out most often: the hint."""
    choices: int
    """How many legal moves the seat has."""
    tried: int = 0
    """How many of them the search played on (a game's plan may leave out the hopeless)."""
    games: int = 0
    """Games played on from here (iterations of the search); 0 when there was nothing to weigh."""
    outlook: float = 0.0
    """How well the hint's games went for the seat, 0 to 1 (1: a sure win), by the game's own judgement."""
    runner_up: Action | None = None
    """The best of the other moves tried (by the same count), or None when no other was tried."""
    runner_outlook: float = 0.0
    """How well the runner-up's games went."""
    sure: str = ""
    """What the search proved the move leads to, a key of the game's words ("win": it wins whatever comes);
    "" when it weighed chances only."""
    view: dict[str, Any] | None = None
    """The seat's own view when the hint was asked, from which a game's words may tell what the move does by
    the rules ("it pays you 20 Paras of placement bonuses at once")."""


def hint_plan(plan: Plan) -> Plan:
    """``plan`` cut to :data:`HINT_SHARE` of its iterations, playing the most visited move (no mixed choice)."""
    share = max(1, round(plan.iterations * HINT_SHARE))
    budget = plan.budget
    cut: Callable[[State, int], int] | None = None
    if budget is not None:
        def cut(state: State, seat: int) -> int:
            return max(1, round(budget(state, seat) * HINT_SHARE))
    return dataclasses.replace(plan, iterations=share, budget=cut, final=None)


def hint_seed(game_seed: int, moves: int, seat: int) -> int:
    """The seed of ``seat``'s hint after ``moves`` moves: the same hint whenever the game reaches this point."""
    return derived_seed("hint", game_seed, moves, seat)


def weigh(spec: "GameSpec", state: State, seat: int, seed: int) -> Weighed:
    """The hint for ``seat`` (who must be to move) in ``state``, from :func:`~game.bots.sight` only."""
    legal = state.legal_actions(seat)
    view = state.view(seat)
    if len(legal) == 1:
        return Weighed(legal[0], 1, view=view)
    seen = sight(state, seat, seed)
    expert = spec.make_bot("expert", seed)
    expert.plan = hint_plan(expert.plan)
    if hasattr(expert, "weigh_in"):
        found: Weighed = expert.weigh_in(seen, seat)
    else:
        found = weighed_of(search(seen, seat, expert.plan, random.Random(seed)), len(legal))
    return dataclasses.replace(found, view=view)


def weighed_of(decision: Decision, choices: int) -> Weighed:
    """What a search's root figures say of its move (``choices``: the seat's legal moves)."""
    games = sum(decision.visits.values())
    others = sorted((a for a in decision.visits if a != decision.action and decision.visits[a]),
                    key=lambda a: (decision.visits[a], decision.means[a]), reverse=True)
    runner = others[0] if others else None
    tried = sum(1 for n in decision.visits.values() if n)
    return Weighed(decision.action, choices, tried, games, decision.means.get(decision.action, 0.0), runner,
                   decision.means[runner] if runner is not None else 0.0)


def sentence(weighed: Weighed, phrase: Callable[[Action], str], sure: dict[str, str] | None = None,
             does: str = "") -> str:
    """The hint as one sentence, the move said by the game's ``phrase`` (lower case, no mover), then why.

    ``does`` says what the move does by the rules ("the Coral hotel earns two nature bonuses"); the search's
    figures then shrink to a short tail: "Bid 9 Paras: you pay only the second-highest bid; it came out best of
    12 moves.".  Without ``does`` the why is the tail alone ("Bid 9 Paras: it came out best of 12 moves tried.").
    A move the search proved is said by the game's ``sure`` words."""
    move = phrase(weighed.action)
    move = move[:1].upper() + move[1:]
    return f"{move}: {does}; {_tail(weighed, sure)}." if does else f"{move}: {_tail(weighed, sure)}."


def _tail(weighed: Weighed, sure: dict[str, str] | None) -> str:
    """Why the search chose the move, in a few words."""
    if weighed.choices == 1:
        return "it is the only move you have"
    if weighed.sure and sure:
        return sure[weighed.sure]
    if weighed.games == 0 or weighed.tried <= 1:
        return f"of the {weighed.choices} moves you have, it is the only one worth weighing"
    return f"it came out best of {weighed.tried} moves tried"


def hints_taken(names: Sequence[str], hints: Sequence[int]) -> str:
    """Who took hints in a game, one sentence for its results line ("Ana took 3 hints, Ben 1."); "" when nobody did."""
    taken = [(name, count) for name, count in zip(names, hints) if count]
    if not taken:
        return ""
    first, count = taken[0]
    said = f"{first} took {count} hint{'s' if count != 1 else ''}"
    for name, count in taken[1:]:
        said += f", {name} {count}"
    return said + "."
