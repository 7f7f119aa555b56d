"""What Paradisio hides, declared once (:class:`game.spec.GameType`): nothing but chance's future.

Both hands lie face up (RULINGS §2); only the next round's deal is still to be drawn, so a resample is
a copy with a fresh random generator.
"""
from __future__ import annotations

from game.spec import GameType

GAME_TYPE = GameType(information="perfect", dynamics="sequential", chance="sampled")
"""Paradisio as declared: open hands, one tile at a time, a shuffled deal each round."""
