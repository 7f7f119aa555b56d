"""What a table shows and says: an event waiting to be shown, and a line of the game log."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Event


@dataclass(frozen=True)
class LogLine:
    """One sentence of the game log and the move (its index in the history) that caused it."""

    move: int
    text: str


@dataclass(frozen=True)
class Showing:
    """An event waiting to be shown with the public view as of it (event None: the view after the move)."""

    event: Event | None
    view: dict[str, Any]
    move: int
