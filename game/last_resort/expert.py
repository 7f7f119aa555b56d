"""Last Resort's Expert: how :mod:`game.search` searches it (a first plan; see bench/strength.py)."""
from __future__ import annotations

from typing import Any

from game.search import Plan, bot_policy, win_share

from .bot import HardBot

ITERATIONS = 25
"""Iterations per decision, calibrated to about a second on a 2-core machine (bench/strength.py)."""


def value(state: Any, seat: int) -> float:
    """A finished game's win share (solo: a win against the Evil A.I.)."""
    return win_share(state, seat)


def plan() -> Plan:
    """The search's budget, rollout policy (the hard bot) and judgement for this game."""
    return Plan(ITERATIONS, bot_policy(HardBot), value)
