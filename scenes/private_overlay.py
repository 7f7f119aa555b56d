"""The base of a seat's private panel over the open table: its hand, its sealed bid, its secret Advert.

The table stays in view underneath (the overlay is not opaque); the pause menu over a private screen
hides it whole; keys count only once pressed on the panel itself (a key held from the screen before,
or pressed within the guard time, never acts on it).
"""
from __future__ import annotations

from typing import Generic, TypeVar

import pygame

from game.core import Action
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

    def fresh(self, event: pygame.event.Event) -> bool:
        """True when ``event`` may act on this panel (see :class:`~scenes.fresh_keys.FreshKeys`).

        A lesson hears every key let go, fresh or not: the Enter that opened it from the menu, let go while the
        panel's guard drops input, must not leave the lesson's next Enter taken for that one still held."""
        if event.type == pygame.KEYUP and self.table.lesson is not None:
            self.table.lesson.input(event)
        return self.keys.fresh(event, self.app.frames)

    # hints: this seat's own, on its own screen -----------------------------------------
    def hint_input(self, event: pygame.event.Event) -> bool:
        """The Hint key or button asks this seat's hint (see :meth:`scenes.play.GameScene.hint_input`)."""
        return self.table.hint_input(event, self.seat)

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made on this screen (a card, a button of the panel); by default the table's places."""
        return self.table.hint_places(action)

    def hint_area(self) -> pygame.Rect:
        """The band whose bottom this seat's hint words sit at (by default the table's, see ``hint_area``)."""
        return self.table.hint_area()

    def draw_hint(self, surface: pygame.Surface) -> None:
        """This seat's Hint button and hint, over the panel (the table draws nobody's hint under a private screen)."""
        self.table.draw_hint(surface, self.seat, self.hint_area(), self.hint_places)
