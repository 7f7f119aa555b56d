"""The Last Paradise game log panel: the sentences of :mod:`game.last_paradise.narrate`, scrolling."""
from __future__ import annotations

import pygame

from game.last_paradise.narrate import describe, join_names, outcome_sentence
from sprites import palette
from sprites.text import draw_text, fit_lines

__all__ = ["GameLog", "describe", "join_names", "outcome_sentence"]


class GameLog:
    """The scrolling log panel on the right of the table."""

    LINE_HEIGHT = 18

    def __init__(self, area: pygame.Rect) -> None:
        self.area = area
        self.lines: list[str] = []
        self.scroll = 0
        self._told: list[str] = []

    def follow(self, sentences: list[str]) -> None:
        """Show these sentences (wrapped to the panel); new ones bring the view back to the newest line."""
        if sentences == self._told:
            return
        grew = len(sentences) > len(self._told) and sentences[:len(self._told)] == self._told
        added = sentences[len(self._told):] if grew else sentences
        if not grew:
            self.lines = []
        for text in added:
            self.lines.extend(fit_lines(text, 14, self.area.w - 16))
        self._told = list(sentences)
        self.scroll = 0

    def scroll_by(self, lines: int) -> None:
        """Scroll back (+) or forward (-) through older lines."""
        most = max(0, len(self.lines) - self.visible_count)
        self.scroll = max(0, min(most, self.scroll + lines))

    @property
    def visible_count(self) -> int:
        """How many lines fit in the panel."""
        return (self.area.h - 34) // self.LINE_HEIGHT

    def draw(self, surface: pygame.Surface, sentences: list[str]) -> None:
        """The panel with the newest of ``sentences`` at the bottom."""
        self.follow(sentences)
        pygame.draw.rect(surface, (24, 44, 60), self.area, border_radius=8)
        draw_text(surface, "Game log" + ("  (scrolled: PgDn)" if self.scroll else ""), 15, palette.SAND, True,
                  topleft=(self.area.x + 8, self.area.y + 5))
        end = len(self.lines) - self.scroll
        shown = self.lines[max(0, end - self.visible_count):end]
        y = self.area.y + 28
        for line in shown:
            draw_text(surface, line, 14, palette.PAPER, topleft=(self.area.x + 8, y))
            y += self.LINE_HEIGHT
