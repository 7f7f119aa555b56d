"""The hand-over cover: hides the whole window until the named player clicks.

The cover lifts only on an input that began on it, after it was fully shown
and after a short guard time (:data:`scenes.fresh_keys.GUARD_TIME`): a key held
or pressed (even twice) on the screen before, the release of a button pressed
before, and key repeats never lift it (:class:`scenes.fresh_keys.FreshKeys`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.base import Motion, Scene
from scenes.fresh_keys import GUARD_TIME, FreshKeys
from sprites import palette
from sprites.backdrop import Backdrop, draw_card
from sprites.text import draw_text, fit_lines, fit_text, font

if TYPE_CHECKING:
    from scenes.manager import App

REVEAL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CARD = pygame.Rect(0, 0, 780, 220)
TITLE_SIZES = (54, 46, 40, 34)


class HandoverScene(Scene):
    """"Pass to NAME": an opaque cover; the private screen shows only after a fresh click or key.

    The scene below is never drawn while the cover is up (it is opaque), so
    nothing of the previous player's private screen can leak through.
    ``purpose`` says what is being decided ("Sealed bid for the Coral hotel").
    """

    paints_whole = True

    opaque = True

    def __init__(self, app: "App", name: str, on_reveal: Callable[[], None] | None = None,
                 purpose: str = "", on_escape: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.purpose = purpose
        self.on_reveal = on_reveal
        self.on_escape = on_escape
        self._armed = False
        self.keys = FreshKeys(GUARD_TIME, strict=True)
        self.backdrop = Backdrop()

    def on_enter(self) -> None:
        """Start the guard: nothing pressed before (or in the first moment) lifts the cover."""
        self.keys.arm(self.app.frames)

    def on_resume(self) -> None:
        """Back from the pause menu: the guard starts again."""
        self.keys.arm(self.app.frames)
        self._armed = False

    def handle(self, event: pygame.event.Event) -> None:
        """A click (press then release on the cover) or Enter/Space reveals; Esc pauses. Only fresh input counts."""
        if not self.keys.fresh(event, self.app.frames):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._armed = True
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._armed
              or event.type == pygame.KEYDOWN and event.key in REVEAL_KEYS):
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape is not None:
            self.on_escape()

    def reveal(self) -> None:
        """Lift the cover and hand the screen to the named player."""
        self.app.pop()
        if self.on_reveal is not None:
            self.on_reveal()

    @property
    def motion(self) -> Motion:
        """Ambient: only the sea rolls behind the card."""
        return "ambient"

    def update(self, dt: float) -> None:
        """Count the guard time and keep the sea rolling behind the card."""
        self.keys.wait(dt)
        self.backdrop.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The cover: the open sea, and a sand card saying what is decided and who may look."""
        self.backdrop.draw(surface)
        w, h = surface.get_size()
        inner = CARD.w - 60
        purpose = fit_lines(self.purpose, 24, inner, True)[:2]
        title = f"Pass to {self.name}"
        size = next((s for s in TITLE_SIZES if font(s, True).size(title)[0] <= inner), TITLE_SIZES[-1])
        ask = fit_lines(f"Click, or press Enter, when only {self.name} is looking.", 22, inner)[:2]
        title_h = font(size, True).get_linesize()
        height = 32 * len(purpose) + 8 + title_h + 14 + 28 * len(ask)
        card = pygame.Rect(0, 0, CARD.w, max(CARD.h, height + 64))
        card.center = (w // 2, h // 2)
        draw_card(surface, card)
        y = card.centery - height // 2
        for line in purpose:
            draw_text(surface, line, 24, palette.LEAF_DARK, True, midtop=(card.centerx, y))
            y += 32
        y += 8 if purpose else 0
        draw_text(surface, fit_text(title, size, inner, True), size, palette.INK, True, midtop=(card.centerx, y))
        y += title_h + 14
        for line in ask:
            draw_text(surface, line, 22, palette.LEAF_DARK, midtop=(card.centerx, y))
            y += 28
