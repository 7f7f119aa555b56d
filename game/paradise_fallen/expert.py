"""Paradise Fallen's Expert: how :mod:`game.search` searches it (a first plan; see bench/strength.py)."""
from __future__ import annotations

from typing import Any

from game.search import Plan, bot_policy, lead, win_share

from .bot import HardBot

ITERATIONS = 20
"""Iterations per decision, calibrated to about a second on a 2-core machine (bench/strength.py)."""


def value(state: Any, seat: int) -> float:
    """A finished game's win share; a cut-off one, the seat's lead in explored islands."""
    if state.is_over:
        return win_share(state, seat)
    return lead([len(state.explored_islands(s)) + 0.1 * state.tokens_up(s) for s in range(state.players)],
                seat, 1.0)


def plan() -> Plan:
    """The search's budget, rollout policy (the hard bot) and judgement for this game."""
    return Plan(ITERATIONS, bot_policy(HardBot), value)
