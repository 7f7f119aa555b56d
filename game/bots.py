"""What every game's computer players share: a seeded random generator and the choice of a level.

Each game's ``bot`` module defines its players as :class:`SeededBot` subclasses and offers
``make_bot = bot_maker({"easy": EasyBot, "hard": HardBot})``; a bot sees only its seat's view.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core import Action, Bot


class SeededBot:
    """Base of a computer player (the :class:`game.core.Bot` protocol), deterministic for its seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` given ``view(seat)``."""
        raise NotImplementedError


def bot_maker(levels: Mapping[str, Callable[[int], Bot]]) -> Callable[[str, int], Bot]:
    """A game's ``make_bot(level, seed)``: the player of ``level`` from ``levels``, seeded; ValueError for
    a level the game has no player for."""

    def make_bot(level: str, seed: int) -> Bot:
        maker = levels.get(level)
        if maker is None:
            raise ValueError(f"unknown bot level {level!r}")
        return maker(seed)

    return make_bot
