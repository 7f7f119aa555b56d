"""A screen acts only on keys pressed while it shows (a key from the screen before never acts on it)."""
from __future__ import annotations

from typing import Any

import pygame


class FreshKeys:
    """Lets a screen act only on keys pressed while it is showing.

    A key that was already down when the screen opened does nothing until it
    has been let go, and key presses handled in the same frame as the one that
    opened the screen are dropped, so a double press on the screen before
    never acts here.
    """

    def __init__(self) -> None:
        self._held: Any = ()
        self._released: set[int] = set()
        self._frame = -1

    def arm(self, frame: int) -> None:
        """The screen opens (or shows again) during ``frame``."""
        self._held = pygame.key.get_pressed()
        self._released = set()
        self._frame = frame

    def fresh(self, event: pygame.event.Event, frame: int) -> bool:
        """True when ``event`` may act on the screen."""
        if event.type == pygame.KEYUP:
            self._released.add(event.key)
            return True
        if event.type != pygame.KEYDOWN:
            return True
        return frame != self._frame and (event.key in self._released or not self._was_held(event.key))

    def _was_held(self, key: int) -> bool:
        try:
            return bool(self._held[key])
        except (IndexError, KeyError, TypeError, ValueError):
            return False
