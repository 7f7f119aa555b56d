"""What Paradisio hides, declared once (:class:`game.spec.GameType`): nothing but chance's future.

Both hands lie face up (RULINGS §2); only the next round's deal is still to be drawn, so a resample is
a copy with a fresh random generator and :func:`redraw` has nothing to draw.
"""
from __future__ import annotations

from typing import Any

from game.core import GameRng
from game.spec import GameType

GAME_TYPE = GameType(information="perfect", dynamics="sequential", chance="sampled")
"""Paradisio as declared: open hands, one tile at a time, a shuffled deal each round."""


def redraw(state: Any, seat: int | None, rng: GameRng) -> None:
    """Draw again what ``seat`` cannot see: nothing, in an open-information game."""
