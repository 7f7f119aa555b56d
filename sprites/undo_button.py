"""The Undo and Hint buttons every game table shows (drawing and hit-testing only; the scene decides what
they do)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pygame

from sprites import palette, pen
from sprites.text import render_text

HINT = "Ctrl+Z"


@dataclass
class UndoButton:
    """A small sand button "Undo  Ctrl+Z": lit when a move can be taken back, greyed when not."""

    rect: pygame.Rect
    WORD: ClassVar[str] = "Undo"
    KEY: ClassVar[str] = HINT

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` lies on the button."""
        return bool(self.rect.collidepoint(pos))

    def clicked(self, event: pygame.event.Event) -> bool:
        """True for a left click released on the button."""
        return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hit(event.pos)

    def draw(self, surface: pygame.Surface, enabled: bool, hovered: bool = False, word: str = "") -> None:
        """The button; it looks pressable only when ``enabled``; ``word`` stands for its own word (and key)."""
        fill = (226, 190, 140) if enabled and hovered else palette.SAND if enabled else (92, 108, 118)
        edge = palette.SAND_DARK if enabled else (70, 84, 94)
        ink = palette.INK if enabled else (150, 160, 166)
        if enabled:
            pen.rect(surface, palette.SAND_DARK, self.rect.move(0, 3), border_radius=9)
        pen.rect(surface, fill, self.rect, border_radius=9)
        pen.rect(surface, edge, self.rect, 2, border_radius=9)
        label = render_text(word or self.WORD, 17, ink, True)
        hint = render_text("" if word else self.KEY, 12, ink, len(self.KEY) == 1)
        cap = len(self.KEY) == 1 and not word  # a lone letter sits on a key cap (bare, "I" read as a text cursor)
        key_width = hint.get_width() + (10 if cap else 0)
        width = label.get_width() + (8 + key_width if hint.get_width() > 1 else 0)
        x = self.rect.centerx - width // 2
        surface.blit(label, label.get_rect(midleft=(x, self.rect.centery)))
        key_box = pygame.Rect(x + label.get_width() + 8, self.rect.centery - 8, key_width, 17)
        if cap:
            pen.rect(surface, ink, key_box, 1, border_radius=3)
        surface.blit(hint, hint.get_rect(center=(key_box.centerx, key_box.centery + 1)))


@dataclass
class HintButton(UndoButton):
    """A small sand button "Hint  I": lit when a human seat may ask, "Thinking…" while the hint is worked out."""

    WORD: ClassVar[str] = "Hint"
    KEY: ClassVar[str] = "I"
    THINKING: ClassVar[str] = "Thinking\u2026"
