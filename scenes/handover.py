"""The hand-over cover: hides the whole window until the named player clicks."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.base import Scene
from sprites import palette
from sprites.backdrop import Backdrop, draw_card
from sprites.text import render_text

if TYPE_CHECKING:
    from scenes.manager import App

REVEAL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandoverScene(Scene):
    """"Pass to NAME": an opaque cover; the private screen shows only after a click.

    The scene below is never drawn while the cover is up (it is opaque), so
    nothing of the previous player's private screen can leak through.
    """

    opaque = True

    def __init__(self, app: "App", name: str, on_reveal: Callable[[], None] | None = None,
                 purpose: str = "", on_escape: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.purpose = purpose
        self.on_reveal = on_reveal
        self.on_escape = on_escape
        self._armed = False
        self.backdrop = Backdrop()

    def handle(self, event: pygame.event.Event) -> None:
        """A click (press then release on the cover) or Enter/Space reveals."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._armed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._armed or event.type == pygame.KEYDOWN and event.key in REVEAL_KEYS:
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape is not None:
            self.on_escape()

    def reveal(self) -> None:
        """Lift the cover and hand the screen to the named player."""
        self.app.pop()
        if self.on_reveal is not None:
            self.on_reveal()

    def update(self, dt: float) -> None:
        """Keep the sea rolling behind the card."""
        self.backdrop.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The cover: the open sea, and a sand card with the name and what to do."""
        self.backdrop.draw(surface)
        w, h = surface.get_size()
        card = pygame.Rect(0, 0, 720, 260)
        card.center = (w // 2, h // 2)
        draw_card(surface, card)
        title = render_text(f"Pass to {self.name}", 54, palette.INK, bold=True)
        surface.blit(title, title.get_rect(center=(card.centerx, card.y + 80)))
        lines = [f"Click when only {self.name} is looking."]
        if self.purpose:
            lines.insert(0, self.purpose)
        for i, line in enumerate(lines):
            text = render_text(line, 24, palette.LEAF_DARK, bold=i == 0 and bool(self.purpose))
            surface.blit(text, text.get_rect(center=(card.centerx, card.y + 150 + 38 * i)))
