"""Experts on a small budget, so a test can play whole games with them (the search is the same)."""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import game.bots

QUICK_ITERATIONS = 3
QUICK_HORIZON = 6


@contextmanager
def quick_experts(iterations: int = QUICK_ITERATIONS, horizon: int = QUICK_HORIZON) -> Iterator[None]:
    """Within the block every Expert made searches ``iterations`` iterations of rollouts at most ``horizon``
    moves long (its game's plan otherwise unchanged)."""
    real = game.bots.ExpertBot.__init__

    def small(self: Any, plan: Any, seed: int = 0) -> None:
        real(self, dataclasses.replace(plan, iterations=iterations, horizon=min(plan.horizon, horizon)), seed)

    game.bots.ExpertBot.__init__ = small  # type: ignore[method-assign]
    try:
        yield
    finally:
        game.bots.ExpertBot.__init__ = real  # type: ignore[method-assign]


QUICK_IN_SUBPROCESS = f"""
import game.bots, dataclasses
_real = game.bots.ExpertBot.__init__
def _small(self, plan, seed=0):
    _real(self, dataclasses.replace(plan, iterations={QUICK_ITERATIONS}, horizon=min(plan.horizon, {QUICK_HORIZON})), seed)
game.bots.ExpertBot.__init__ = _small
"""
"""The same as :func:`quick_experts`, as lines for a script run in another process."""
