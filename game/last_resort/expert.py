"""Last Resort's Expert: how :mod:`game.search` searches it (a first plan; see bench/strength.py)."""
from __future__ import annotations

from typing import Any

from game.search import Plan, bot_policy, lead, win_share

from .bot import HardBot

ITERATIONS = 25
"""Iterations per decision, calibrated to about a second on a 2-core machine (bench/strength.py)."""


def value(state: Any, seat: int) -> float:
    """A finished game's win share (solo: a win against the Evil A.I.); a cut-off one, the lead in cash."""
    if state.is_over:
        return win_share(state, seat)
    rivals = list(state.cash) if state.players > 1 else [state.cash[0], state.evil_cash]
    return lead([float(c) for c in rivals], seat, 5.0)


def plan() -> Plan:
    """The search's budget, rollout policy (the hard bot) and judgement for this game."""
    return Plan(ITERATIONS, bot_policy(HardBot), value)
