"""Drawing the Records screen's tables: a header of sortable headings over rows of cells, on a sand card."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.backdrop import draw_card
from sprites.text import blit_text, fit_text, font, size_to_fit

ROW_HEIGHT = 34
HEADER_HEIGHT = 44
TEXT_SIZE = 18
"""Table text: 18 points reads at 900×560 too (the canvas is scaled by 0.7 there)."""
PADDING = 20


@dataclass(frozen=True)
class Column:
    """One column: its heading, its width in pixels, flush left or right, and its sort key (None: not sortable)."""

    heading: str
    width: int
    left: bool = False
    sort: str | None = None


def column_rects(card: pygame.Rect, columns: Sequence[Column]) -> list[pygame.Rect]:
    """Where each heading is (what a click on it sorts by)."""
    x, rects = card.x + PADDING, []
    for column in columns:
        rects.append(pygame.Rect(x - 6, card.y + 4, column.width, HEADER_HEIGHT - 6))
        x += column.width
    return rects


def visible_rows(card: pygame.Rect) -> int:
    """How many rows a card of this size shows at once."""
    return (card.h - HEADER_HEIGHT - 8) // ROW_HEIGHT


def row_rect(card: pygame.Rect, index: int) -> pygame.Rect:
    """The band of the ``index``-th row shown (from 0)."""
    return pygame.Rect(card.x + 8, card.y + HEADER_HEIGHT + index * ROW_HEIGHT, card.w - 16, ROW_HEIGHT)


def draw_sort_mark(surface: pygame.Surface, centre: tuple[int, int], up: bool) -> None:
    """The small triangle beside the heading a table is sorted by: down for the usual order, up the other way."""
    x, y = centre
    points = [(x - 6, y + 4), (x + 6, y + 4), (x, y - 5)] if up else [(x - 6, y - 4), (x + 6, y - 4), (x, y + 5)]
    pen.polygon(surface, palette.LEAF_DARK, points)


def draw_table(surface: pygame.Surface, card: pygame.Rect, columns: Sequence[Column], rows: Sequence[Sequence[str]],
               top: int = 0, sorted_by: str | None = None, reverse: bool = False, selected: int | None = None,
               colours: Sequence[tuple[int, int, int] | None] = ()) -> None:
    """The card, the headings (the sorted one marked with its way) and rows ``top`` onwards that fit.

    ``colours``: a marker colour per row (a player's last colour), drawn at the row's left.
    """
    draw_card(surface, card)
    rects = column_rects(card, columns)
    for column, rect in zip(columns, rects):
        chosen = column.sort is not None and column.sort == sorted_by
        room = column.width - 12 - (16 if chosen else 0)
        size = size_to_fit(column.heading, TEXT_SIZE, room, bold=True)
        text = fit_text(column.heading, size, room, bold=True)
        width = font(size, True).size(text)[0]
        x = rect.x + 6 if column.left else rect.right - 10 - width
        blit_text(surface, text, size, palette.LEAF_DARK if chosen else palette.INK,
                  ("midleft", (x, rect.centery)), bold=True)
        if chosen:
            draw_sort_mark(surface, (x + width + 10 if column.left else x - 10, rect.centery), reverse)
    pen.line(surface, palette.SAND_DARK, (card.x + 12, card.y + HEADER_HEIGHT - 2),
                     (card.right - 12, card.y + HEADER_HEIGHT - 2), 2)
    for shown, index in enumerate(range(top, min(len(rows), top + visible_rows(card)))):
        band = row_rect(card, shown)
        if index == selected:
            pen.rect(surface, palette.mix(palette.SAND, palette.PAPER, 0.6), band, border_radius=8)
        elif shown % 2:
            pen.rect(surface, palette.mix(palette.SAND, palette.SAND_DARK, 0.18), band, border_radius=8)
        marker = colours[index] if index < len(colours) else None
        if marker is not None:
            pen.circle(surface, marker, (card.x + 22, band.centery), 6)
            pen.circle(surface, palette.INK, (card.x + 22, band.centery), 6, 1)
        for number, (column, rect, cell) in enumerate(zip(columns, rects, rows[index])):
            indent = 12 if number == 0 and colours else 0  # room for the marker
            size = size_to_fit(cell, TEXT_SIZE, column.width - 12 - indent)
            text = fit_text(cell, size, column.width - 12 - indent)
            anchor = ("midleft", (rect.x + 6 + indent, band.centery)) if column.left else \
                ("midright", (rect.right - 10, band.centery))
            blit_text(surface, text, size, palette.INK, anchor)
    hidden = len(rows) - visible_rows(card)
    if hidden > 0:
        blit_text(surface, f"{top + 1}\u2013{min(len(rows), top + visible_rows(card))} of {len(rows)}", 16,
                  palette.LEAF_DARK, ("bottomright", (card.right - 18, card.bottom - 6)))
