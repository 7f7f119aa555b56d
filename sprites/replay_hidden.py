"""What "Show everything" tells the replay's viewer the table hid: a strip of its own above the bar.

The table shrinks a little to leave the strip room (:data:`HIDDEN_VIEW`), so the strip is drawn over
nothing of the table (names, the status line, the lot, the log) nor over the bar. Each seat's sentences
stand in a column of their own, side by side, in the secret colour, always in the same place.
"""
from __future__ import annotations

import pygame

from sprites import palette, pen
from sprites.replay_bar import BAR, LIST_PANEL, SECRET, SHADE
from sprites.text import blit_text, fit_text, font, wrap_text

STRIP_HEIGHT = 112
HIDDEN_STRIP = pygame.Rect(0, BAR.y - STRIP_HEIGHT, 1280, STRIP_HEIGHT)
"""Where the hidden parts are told, between the table and the bar."""
HIDDEN_VIEW = pygame.Rect(0, 0, round(1280 * HIDDEN_STRIP.y / 720), HIDDEN_STRIP.y)
"""Where the table is shown, whole, while the strip is (above it)."""
HIDDEN_VIEW.centerx = 640
MARGIN = 16
GAP = 20
TITLE_HEIGHT = 28
SIZES = (16, 14)
"""Text sizes tried in turn until every column fits."""


def _columns(columns: list[list[str]], width: int, size: int) -> list[list[str]]:
    return [[part for line in column for part in wrap_text(line, font(size), width)] for column in columns]


def draw_hidden(surface: pygame.Surface, title: str, columns: list[list[str]], nothing: str,
                list_open: bool = False) -> None:
    """The strip: ``title``, then each seat's sentences in its column, seat by seat (left of the list of moves
    when it is open, which stands over the strip's end); ``nothing`` when no seat hides anything."""
    strip = HIDDEN_STRIP
    pen.rect(surface, SHADE, strip)
    pen.line(surface, SECRET, (strip.x + MARGIN, strip.y + 2), (strip.right - MARGIN, strip.y + 2), 2)
    blit_text(surface, title, 16, palette.SAND, ("topleft", (strip.x + MARGIN, strip.y + 8)), bold=True)
    if not any(columns):
        blit_text(surface, nothing, 16, palette.PAPER, ("topleft", (strip.x + MARGIN, strip.y + TITLE_HEIGHT + 4)))
        return
    right = LIST_PANEL.x - GAP if list_open else strip.right
    width = (right - strip.x - 2 * MARGIN - GAP * (len(columns) - 1)) // len(columns)
    room = strip.h - TITLE_HEIGHT - 4
    for size in SIZES:
        step = size + 4
        wrapped = _columns(columns, width, size)
        if max(len(column) for column in wrapped) * step <= room:
            break
    rows = room // step
    for i, column in enumerate(wrapped):
        if len(column) > rows:
            column = column[:rows - 1] + [fit_text(" ".join(column[rows - 1:]), size, width)]
        x = strip.x + MARGIN + i * (width + GAP)
        for j, line in enumerate(column):
            blit_text(surface, line, size, SECRET, ("topleft", (x, strip.y + TITLE_HEIGHT + j * step)))
