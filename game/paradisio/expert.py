"""Paradisio's Expert: how :mod:`game.search` searches the match (a first plan; see bench/strength.py)."""
from __future__ import annotations

from typing import Any

from game.search import Plan, bot_policy, lead, win_share

from .bot import EasyBot

ITERATIONS = 30
"""Iterations per decision, calibrated to about a second on a 2-core machine (bench/strength.py)."""


def value(state: Any, seat: int) -> float:
    """A finished match's win share; a cut-off one, the lead in island tokens."""
    if state.is_over:
        return win_share(state, seat)
    return lead([float(t) for t in state.tokens], seat, 1.0)


def plan() -> Plan:
    """The search's budget, rollout policy (the easy bot: the hard one is too slow to roll out) and judgement."""
    return Plan(ITERATIONS, bot_policy(EasyBot), value)
