"""The table's short message (a refused move's reason, what undo did): light words in a dark box with a
warning edge, laid over the bottom of the board for a few seconds."""
from __future__ import annotations

import pygame

from sprites import palette, pen
from sprites.text import draw_text, fit_lines


def draw_message_box(surface: pygame.Surface, text: str, left: int, bottom: int, width: int,
                     size: int = 18, most_lines: int = 2, tip: bool = False) -> None:
    """``text`` (nothing when empty) on at most ``most_lines`` lines in a box ``width`` wide whose bottom-left
    corner is at (``left``, ``bottom``); a ``tip`` (what a key does now, not a refusal) has a calm gold edge."""
    if not text:
        return
    lines = fit_lines(text, size, width - 20, True)[:most_lines]
    step = size + 7
    box = pygame.Rect(left, bottom - step * len(lines) - 8, width, step * len(lines) + 8)
    pen.rect(surface, palette.INK, box, border_radius=8)
    pen.rect(surface, palette.GLOW if tip else palette.WARN, box, 2, border_radius=8)
    for i, line in enumerate(lines):
        draw_text(surface, line, size, palette.PAPER, True, midtop=(box.centerx, box.y + 4 + step * i))
