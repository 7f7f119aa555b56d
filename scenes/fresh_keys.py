"""A screen acts only on keys pressed while it shows (a key from the screen before never acts on it)."""
from __future__ import annotations

from typing import Any

import pygame

GUARD_TIME = 0.35
"""Seconds a screen that guards a secret (the hand-over cover, a private screen) ignores input after it shows."""


class FreshKeys:
    """Lets a screen act only on keys pressed while it is showing.

    A key that was already down when the screen opened does nothing until it
    has been let go, and key presses handled in the same frame as the one that
    opened the screen are dropped, so a double press on the screen before
    never acts here.

    A ``strict`` guard (the hand-over cover and the private screens) goes
    further: for ``guard`` seconds after the screen shows (time passed to
    :meth:`wait`) every press is dropped; a press that was dropped stays
    dropped until it is let go (its key repeats, its release, the text it
    types and the release of a mouse button pressed before never count); and
    a key repeat never counts.  So only an input that *began* on this screen,
    after the guard time, acts.
    """

    def __init__(self, guard: float = 0.0, strict: bool = False) -> None:
        self.guard = guard
        self.strict = strict
        self._held: Any = ()
        self._released: set[int] = set()
        self._frame = -1
        self._waited = 0.0
        self._down: dict[int, bool] = {}
        """Keys seen going down and not yet up: True if their press counted."""
        self._buttons: set[int] = set()
        """Mouse buttons pressed on this screen (after the guard) and not yet let go."""
        self._drop_text = False

    def arm(self, frame: int) -> None:
        """The screen opens (or shows again) during ``frame``."""
        self._held = pygame.key.get_pressed()
        self._released = set()
        self._frame = frame
        self._waited = 0.0
        self._down = {}
        self._buttons = set()
        self._drop_text = False

    def wait(self, dt: float) -> None:
        """``dt`` seconds more have passed with the screen showing."""
        self._waited += dt

    @property
    def ready(self) -> bool:
        """True once the guard time has passed."""
        return self._waited >= self.guard

    def fresh(self, event: pygame.event.Event, frame: int) -> bool:
        """True when ``event`` may act on the screen."""
        if self.strict:
            return self._strictly_fresh(event, frame)
        if event.type == pygame.KEYUP:
            self._released.add(event.key)
            return True
        if event.type != pygame.KEYDOWN:
            return True
        return frame != self._frame and (event.key in self._released or not self._was_held(event.key))

    def _strictly_fresh(self, event: pygame.event.Event, frame: int) -> bool:
        kind = event.type
        if kind == pygame.KEYDOWN:
            key = event.key
            if key in self._down or getattr(event, "repeat", False):  # a key repeat, never a new press
                self._drop_text = True
                return False
            ok = self.ready and frame != self._frame and (key in self._released or not self._was_held(key))
            self._down[key] = ok
            self._drop_text = not ok
            return ok
        if kind == pygame.KEYUP:
            self._released.add(event.key)
            self._drop_text = False
            return self._down.pop(event.key, False)
        if kind == pygame.TEXTINPUT:
            dropped, self._drop_text = self._drop_text, False
            return self.ready and not dropped
        if kind == pygame.MOUSEBUTTONDOWN:
            if self.ready and frame != self._frame:
                self._buttons.add(event.button)
                return True
            self._buttons.discard(event.button)
            return False
        if kind == pygame.MOUSEBUTTONUP:
            if event.button in self._buttons:
                self._buttons.discard(event.button)
                return True
            return False
        if kind == pygame.MOUSEWHEEL:
            return self.ready
        return True

    def too_soon(self, event: pygame.event.Event) -> bool:
        """True for a new press (a key or a mouse button going down, not a key repeat) within the guard time: one
        :meth:`fresh` drops because it may have been meant for the screen before. A screen answers it (says the
        press did not count) rather than letting it vanish."""
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) or getattr(event, "repeat", False):
            return False
        return self.strict and not self.ready

    def _was_held(self, key: int) -> bool:
        try:
            return bool(self._held[key])
        except (IndexError, KeyError, TypeError, ValueError):
            return False
