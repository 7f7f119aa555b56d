"""Placeholder, replaced below."""
from __future__ import annotations
import random
from typing import Any
from game.core import Action


class EasyBot:
    """A casual player."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick an action."""
        return legal[self.rng.randrange(len(legal))]


HardBot = EasyBot


def make_bot(level: str, seed: int) -> EasyBot:
    """A bot for ``level``."""
    return EasyBot(seed)
