"""Panels over the island that tell rounds gone by: the auction history and the summary of a round."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.last_paradise.summary import AuctionRow, RoundReport
from sprites import palette, pen
from sprites.backdrop import draw_seat_marker
from sprites.last_paradise.counters import SeatLook
from sprites.last_paradise.reveal import name_lines
from sprites.text import draw_text, fit_lines, fit_text

HISTORY_PANEL = pygame.Rect(14, 64, 792, 614)
"""The auction history lies over the island (the seats, lot and log stay in view)."""
REPORT_PANEL = pygame.Rect(70, 76, 680, 600)
"""Where the round summary may lie, over the island (it takes the height its lines need, centred)."""
HISTORY_BUTTON = pygame.Rect(1270 - 150, 556 + 2, 142, 22)
"""Opens the auction history: in the game log's title row."""
ROW_H = 24
LOT_W = 150
PRICE_W = 50
BUYER_MIN = 176
"""The buyer column takes what the bid columns leave, at least this (a sixteen-letter name fits)."""
SEAT_MAX = 110
ROWS_TOP = HISTORY_PANEL.y + 112
"""The rows start under the head, whose names take up to three lines."""
PANEL_FILL = (14, 28, 40)


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    """An opaque dark panel with a sand frame and its title."""
    pen.rect(surface, PANEL_FILL, rect, border_radius=12)
    pen.rect(surface, palette.SAND, rect, 3, border_radius=12)
    draw_text(surface, title, 22, palette.SAND, True, midtop=(rect.centerx, rect.y + 10))


def draw_history_button(surface: pygame.Surface, opened: bool, hovered: bool, key: str) -> None:
    """The button that opens (or closes) the auction history, naming the ``key`` that does the same."""
    fill = palette.GLOW if opened else (palette.mix(palette.SAND, palette.PAPER, 0.4) if hovered else palette.SAND)
    pen.rect(surface, fill, HISTORY_BUTTON, border_radius=6)
    label = f"Close history [{key}]" if opened else f"Auction history [{key}]"
    draw_text(surface, label, 14, palette.INK, True, center=HISTORY_BUTTON.center)


def seat_columns(count: int) -> list[pygame.Rect]:
    """The bid column of each seat in the history table."""
    left = HISTORY_PANEL.x + 12 + LOT_W
    width = min(SEAT_MAX, (HISTORY_PANEL.w - 24 - LOT_W - PRICE_W - BUYER_MIN) // max(1, count))
    return [pygame.Rect(left + i * width, 0, width, ROW_H) for i in range(count)]


def visible_rows(total: int) -> int:
    """How many rows of the history fit in the panel."""
    return max(1, (HISTORY_PANEL.bottom - 30 - ROWS_TOP) // ROW_H)


def draw_history(surface: pygame.Surface, rows: Sequence[AuctionRow], names: Sequence[str],
                 looks: Sequence[SeatLook], back: int, key: str) -> None:
    """Every opening of the hands so far: the lot, each seat's bid, the price and the buyer (``key`` closes it).

    ``back`` is how many rows the table is scrolled back from the newest.
    """
    _frame(surface, HISTORY_PANEL, "Auction history")
    columns = seat_columns(len(names))
    head = HISTORY_PANEL.y + 48
    draw_text(surface, "Lot", 15, palette.SAND, True, topleft=(HISTORY_PANEL.x + 14, head + 10))
    for i, column in enumerate(columns):
        draw_seat_marker(surface, (column.centerx, head + 4), 8, looks[i].colour, looks[i].shape)
        for k, line in enumerate(name_lines(names[i], 12, column.w - 4, most=3)):
            draw_text(surface, line, 12, palette.PAPER, True, midtop=(column.centerx, head + 14 + 15 * k))
    price_x = columns[-1].right if columns else HISTORY_PANEL.x + 12 + LOT_W
    draw_text(surface, "Price", 15, palette.SAND, True, topleft=(price_x + 4, head + 10))
    draw_text(surface, "Buyer", 15, palette.SAND, True, topleft=(price_x + PRICE_W + 4, head + 10))
    pen.line(surface, palette.SAND_DARK, (HISTORY_PANEL.x + 12, ROWS_TOP - 6),
                     (HISTORY_PANEL.right - 12, ROWS_TOP - 6), 1)
    if not rows:
        draw_text(surface, "No hands have opened yet.", 16, palette.PAPER, topleft=(HISTORY_PANEL.x + 14, ROWS_TOP))
    count = visible_rows(len(rows))
    end = len(rows) - max(0, min(back, len(rows) - count))
    shown = rows[max(0, end - count):end]
    for k, row in enumerate(shown):
        _draw_history_row(surface, row, names, looks, columns, price_x, ROWS_TOP + k * ROW_H, k % 2 == 0)
    hint = f"{key} or Esc closes" + ("   \u00b7   wheel or arrows scroll" if len(rows) > count else "")
    if len(rows) > count:
        first = max(0, end - count) + 1
        hint = f"rows {first}\u2013{end} of {len(rows)}   \u00b7   " + hint
    draw_text(surface, hint, 13, palette.PAPER, bottomright=(HISTORY_PANEL.right - 12, HISTORY_PANEL.bottom - 8))


def _draw_history_row(surface: pygame.Surface, row: AuctionRow, names: Sequence[str], looks: Sequence[SeatLook],
                      columns: list[pygame.Rect], price_x: int, y: int, shaded: bool) -> None:
    if shaded:
        pen.rect(surface, (24, 42, 56), (HISTORY_PANEL.x + 8, y - 2, HISTORY_PANEL.w - 16, ROW_H))
    mid = y + ROW_H // 2 - 2
    if row.stage:
        lot = fit_text(f"   {row.stage}", 13, LOT_W - 6)
        draw_text(surface, lot, 13, palette.SAND, midleft=(HISTORY_PANEL.x + 14, mid))
    else:
        label = fit_text(f"{row.round}. {row.lot}" if row.round else f"Start: {row.lot}", 15, LOT_W - 6)
        draw_text(surface, label, 15, palette.PAPER, True, midleft=(HISTORY_PANEL.x + 14, mid))
    top = max(row.bids.values(), default=0)
    for seat, column in enumerate(columns):
        if seat not in row.bids:
            draw_text(surface, "\u2013", 15, palette.SAND_DARK, center=(column.centerx, mid))
            continue
        amount = row.bids[seat]
        best = seat == row.buyer or (row.buyer is None and amount == top and top > 0)
        draw_text(surface, str(amount), 16, palette.GLOW if best else palette.PAPER, best, center=(column.centerx, mid))
    if row.buyer is not None:
        draw_text(surface, str(row.price), 15, palette.PAPER, True, midleft=(price_x + 4, mid))
        draw_seat_marker(surface, (price_x + PRICE_W + 12, mid), 7, looks[row.buyer].colour, looks[row.buyer].shape)
        buyer = fit_text(names[row.buyer], 14, HISTORY_PANEL.right - 12 - (price_x + PRICE_W + 24))
        draw_text(surface, buyer, 14, palette.PAPER, midleft=(price_x + PRICE_W + 24, mid))
    else:
        draw_text(surface, row.outcome, 14, palette.SAND, midleft=(price_x + 4, mid))


INDENT = 16
"""How far the later lines of a wrapped sentence of the summary are set in."""


def report_layout(report: RoundReport, width: int, height: int) -> tuple[int, list[tuple[str, str]]]:
    """(size, lines) of a round summary in the largest size that fits ``height``: each line with its kind,
    "heading", "first" (a sentence's first line) or "more" (its later lines, set in)."""
    for size in (17, 16, 15, 14, 13):
        lines: list[tuple[str, str]] = []
        for heading, body in report.sections:
            lines.append((heading, "heading"))
            for text in body:
                first, *more = fit_lines(text, size, width) or [""]
                lines.append((first, "first"))
                lines += [(line, "more") for line in fit_lines(" ".join(more), size, width - INDENT)]
        if _report_height(lines, size) <= height:
            return size, lines
    return 13, lines


def _report_height(lines: list[tuple[str, str]], size: int) -> int:
    return sum((size + 12) if kind == "heading" else (size + 5) for _, kind in lines)


def report_rect(report: RoundReport, hint: str) -> pygame.Rect:
    """The summary's panel: as tall as its lines need, centred where :data:`REPORT_PANEL` allows."""
    size, lines = report_layout(report, REPORT_PANEL.w - 48, REPORT_PANEL.h - 100)
    height = min(REPORT_PANEL.h, 64 + _report_height(lines, size) + (44 if hint else 10))
    rect = pygame.Rect(REPORT_PANEL.x, 0, REPORT_PANEL.w, height)
    rect.centery = REPORT_PANEL.centery
    return rect


def draw_report(surface: pygame.Surface, report: RoundReport, hint: str) -> None:
    """The summary of a round: bought and placed, bonuses, deals, and the race for the prize."""
    panel = report_rect(report, hint)
    _frame(surface, panel, report.title)
    width = REPORT_PANEL.w - 48
    size, lines = report_layout(report, width, REPORT_PANEL.h - 100)
    y = panel.y + 50
    for text, kind in lines:
        if kind == "heading":
            y += 6
            draw_text(surface, text, size, palette.SAND, True, topleft=(panel.x + 24, y))
            y += size + 6
        else:
            draw_text(surface, text, size, palette.PAPER, topleft=(panel.x + 24 + (INDENT if kind == "more" else 0), y))
            y += size + 5
    if hint:
        box = draw_text(surface, hint, 16, palette.GLOW, True, midbottom=(panel.centerx, panel.bottom - 12))
        pen.line(surface, palette.SAND_DARK, (panel.x + 24, box.y - 8), (panel.right - 24, box.y - 8))
