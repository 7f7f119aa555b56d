"""The base of a seat's private panel over the open table: its hand, its sealed bid, its secret Advert.

The table stays in view underneath (the overlay is not opaque); the pause menu over a private screen
hides it whole; keys count only once pressed on the panel itself (a key held from the screen before,
or pressed within the guard time, never acts on it).
"""
from __future__ import annotations

from typing import Generic, TypeVar

from scenes.base import Scene
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from scenes.play import GameScene

TableT = TypeVar("TableT", bound=GameScene)


class PrivateOverlay(Scene, Generic[TableT]):
    """One human seat's private panel over ``table``."""

    opaque = False
    private = True
    """Marks a screen that shows a secret: the pause menu over it hides it whole."""

    def __init__(self, table: TableT, seat: int) -> None:
        super().__init__(table.app)
        self.table = table
        self.seat = seat
        self.name = table.names[seat]
        self.keys = FreshKeys(GUARD_TIME, strict=True)
