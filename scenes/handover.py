"""The hand-over cover: hides the whole window until the named player clicks."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from scenes.base import Scene
from sprites import palette
from sprites.ui import font

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
                 purpose: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.purpose = purpose
        self.on_reveal = on_reveal
        self._armed = False
        self._time = 0.0

    def handle(self, event: pygame.event.Event) -> None:
        """A click (press then release on the cover) or Enter/Space reveals."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._armed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._armed:
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key in REVEAL_KEYS:
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from scenes.pause import PauseScene

            self.app.push(PauseScene(self.app))

    def reveal(self) -> None:
        """Lift the cover and hand the screen to the named player."""
        self.app.pop()
        if self.on_reveal is not None:
            self.on_reveal()

    def update(self, dt: float) -> None:
        """Keep a slow shimmer going on the cover."""
        self._time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The cover: sea, the name, and what to do."""
        surface.fill(palette.SEA_DEEP)
        w, h = surface.get_size()
        for i in range(9):
            y = int(h * (0.15 + 0.09 * i) + 6 * pygame.math.Vector2(1, 0).rotate(self._time * 40 + i * 35).y)
            pygame.draw.line(surface, palette.SEA, (0, y), (w, y), 2)
        title = font(54, bold=True).render(f"Pass to {self.name}", True, palette.SAND)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - 50)))
        lines = [f"Click when only {self.name} is looking."]
        if self.purpose:
            lines.insert(0, self.purpose)
        for i, line in enumerate(lines):
            text = font(24).render(line, True, palette.PAPER)
            surface.blit(text, text.get_rect(center=(w // 2, h // 2 + 30 + 38 * i)))
