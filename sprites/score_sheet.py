"""The final score sheet, the same for every game: a column per player (best first), a row per part of
the score, the score row, then a row per tie-break in the order the rules use them.

Drawing only: the rows come from the game's :class:`game.core.Result`; the results scene says where
and passes the seats' looks.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import pygame

from game.core import Result, Standing
from sprites import palette, pen
from sprites.backdrop import draw_card, draw_seat_marker
from sprites.text import blit_text, fit_text, font, wrap_text

LABEL_WIDTHS = (220, 420)
"""The row labels' column on the left: its narrowest and widest (it takes what its longest label needs)."""
COLUMN_WIDTHS = (150, 240)
"""A player's column: its narrowest and widest."""
NAME_LINES, NOTE_LINES = 2, 3
"""The most lines a player's name and note take in the header above the rows."""
ROW_HEIGHTS = (20, 34)
"""The least and the most room a row gets."""
PAD = 24

Look = tuple[tuple[int, int, int], str]
"""A seat's colour and marker shape."""
RIVAL_LOOK: Look = ((196, 196, 212), "star")
"""The marker of a line that is no seat (:attr:`game.core.Result.rivals`, e.g. the Evil A.I.)."""


@dataclass(frozen=True)
class SheetRow:
    """One row of figures: a part of the score, the score itself, or a tie-break."""

    kind: Literal["part", "score", "tie"]
    key: str
    """The breakdown key or tie-break label (for the score: the result's score label)."""
    order: int = 0
    """For a tie-break: which one it is (1: the first the rules use)."""

    @property
    def label(self) -> str:
        """The row's label as shown."""
        text = self.key[:1].upper() + self.key[1:]
        return f"Tie-break {self.order}: {self.key}" if self.kind == "tie" else text

    def value(self, standing: Standing) -> int | None:
        """The standing's figure in this row (None: it has none)."""
        if self.kind == "score":
            return standing.score
        if self.kind == "part":
            return standing.breakdown.get(self.key)
        return next((t.value for t in standing.tie_breaks if t.label == self.key), None)


def _in_order(keys: list[list[str]]) -> list[str]:
    """Every key of any list, each after every key that comes before it in some list (so lists that follow one
    order, such as each player's islands in the board's order, merge in that order), else by first appearance."""
    first: list[str] = []
    before: dict[str, set[str]] = {}
    for row in keys:
        for i, key in enumerate(row):
            if key not in before:
                first.append(key)
                before[key] = set()
            before[key].update(row[:i])
    placed: list[str] = []
    while len(placed) < len(first):
        left = [key for key in first if key not in placed]
        ready = [key for key in left if before[key] <= set(placed)]
        placed.append((ready or left)[0])
    return placed


def sheet_columns(result: Result) -> list[Standing]:
    """Every line of the sheet, best first: the seats' standings and the rivals that are no seat."""
    return sorted(result.standings + result.rivals, key=lambda s: s.rank)


def column_name(standing: Standing, name_of: Callable[[int], str]) -> str:
    """The name over a column: a rival's own, else its seat's."""
    return standing.name or name_of(standing.seat)


def sheet_rows(result: Result) -> list[SheetRow]:
    """The rows of the sheet: the parts that add up to the score, the score, then the tie-breaks in the
    order they are used.  A part holding every player's whole score is left out: the score row shows it."""
    lines = result.standings + result.rivals  # the seats' parts first, in their order
    parts = _in_order([list(s.breakdown) for s in lines])
    parts = [key for key in parts if not all(s.breakdown.get(key) == s.score for s in lines)]
    ties = _in_order([[t.label for t in s.tie_breaks] for s in lines])
    return ([SheetRow("part", key) for key in parts] + [SheetRow("score", result.score_label)]
            + [SheetRow("tie", label, order) for order, label in enumerate(ties, start=1)])


def amount_text(value: int | None) -> str:
    """A figure of the sheet: a true minus sign for money paid out, a dash where a player has none."""
    if value is None:
        return "\u2013"
    return f"\u2212{-value}" if value < 0 else str(value)


@dataclass(frozen=True)
class SheetLayout:
    """Where everything of the sheet goes."""

    card: pygame.Rect
    labels: pygame.Rect
    """The row labels' column."""
    columns: list[tuple[Standing, pygame.Rect]]
    """Each standing's column (header included), best first."""
    rows: list[tuple[SheetRow, int]]
    """Each row and the y of its middle."""
    header: int
    """The height of the players' headers (rank, name, note) above the rows."""
    row_height: int
    size: int
    """The figures' and labels' font size."""


def name_lines(name: str, width: int) -> list[str]:
    """A player's name as the header shows it, in a column ``width`` wide: between words where it has words, a
    word wider than the column between letters, so it is cut (with an ellipsis) only past :data:`NAME_LINES`."""
    room = width - 20
    lines = wrap_text(name, font(16, True), room, break_words=True)
    if len(lines) <= NAME_LINES:
        return lines
    start = 0
    for line in lines[:NAME_LINES - 1]:
        start = name.index(line, start) + len(line)
    return lines[:NAME_LINES - 1] + [fit_text(name[start:].strip(), 16, room, bold=True)]


def note_lines(note: str, width: int) -> list[str]:
    """A player's note as the header shows it, in a column ``width`` wide."""
    return wrap_text(note, font(13), width - 20)[:NOTE_LINES] if note else []


def lay_out(result: Result, card: pygame.Rect, name_of: Callable[[int], str]) -> SheetLayout:
    """The sheet of ``result`` in ``card`` (``name_of``: a seat's name, to make room for it)."""
    rows = sheet_rows(result)
    lines = sheet_columns(result)
    count = max(1, len(lines))
    inner = card.w - 2 * PAD
    needed = max((font(20, True).size(row.label)[0] + 16 for row in rows), default=0)
    label_w = max(LABEL_WIDTHS[0], min(LABEL_WIDTHS[1], needed, inner - COLUMN_WIDTHS[0] * count))
    width = max(COLUMN_WIDTHS[0], min(COLUMN_WIDTHS[1], (inner - label_w) // count))
    labels = pygame.Rect(card.x + PAD, card.y + 12, label_w, card.h - 24)
    columns = [(standing, pygame.Rect(labels.right + i * width, card.y + 12, width, card.h - 24))
               for i, standing in enumerate(lines)]
    header = max((32 + 19 * len(name_lines(column_name(s, name_of), width)) + 15 * len(note_lines(s.note, width))
                  for s in lines), default=32) + 8
    header = min(header, labels.h - ROW_HEIGHTS[0] * len(rows))
    top = labels.y + header
    row_h = max(ROW_HEIGHTS[0], min(ROW_HEIGHTS[1], (card.bottom - 14 - top) // max(1, len(rows))))
    size = 18 if row_h >= 28 else 16 if row_h >= 24 else 14
    return SheetLayout(card, labels, columns, [(row, top + i * row_h + row_h // 2) for i, row in enumerate(rows)],
                       header, row_h, size)


def draw_sheet(surface: pygame.Surface, layout: SheetLayout, name_of: Callable[[int], str],
               look_of: Callable[[int], Look], draw_star: Callable[[tuple[int, int], int], None]) -> None:
    """The card, the winners' columns lit, each player's header, the rows and their figures."""
    draw_card(surface, layout.card)
    for standing, rect in layout.columns:
        if standing.rank == 1:
            pen.rect(surface, palette.GLOW, rect.inflate(-6, 0), border_radius=10)
        look = RIVAL_LOOK if standing.name else look_of(standing.seat)
        _draw_header(surface, standing, rect, layout.header, column_name(standing, name_of), look, draw_star)
    for row, mid in layout.rows:
        _draw_row(surface, layout, row, mid)


def _draw_header(surface: pygame.Surface, standing: Standing, rect: pygame.Rect, header: int, name: str, look: Look,
                 draw_star: Callable[[tuple[int, int], int], None]) -> None:
    x, y = rect.x + 10, rect.y + 4
    blit_text(surface, f"{standing.rank}.", 20, palette.INK, ("topleft", (x, y)), bold=True)
    if standing.rank == 1:
        draw_star((x + 42, y + 12), 11)
    colour, shape = look
    draw_seat_marker(surface, (rect.right - 22, y + 12), 10, colour, shape)
    lines = name_lines(name, rect.w)
    for i, line in enumerate(lines):
        blit_text(surface, fit_text(line, 16, rect.w - 20, bold=True), 16, palette.INK,
                  ("topleft", (x, y + 28 + 19 * i)), bold=True)
    note_top = y + 28 + 19 * len(lines) + 2
    room = max(0, (rect.y + header - 4 - note_top) // 15)
    for i, line in enumerate(note_lines(standing.note, rect.w)[:room]):
        blit_text(surface, fit_text(line, 13, rect.w - 20), 13, palette.LEAF_DARK, ("topleft", (x, note_top + 15 * i)))


def _draw_row(surface: pygame.Surface, layout: SheetLayout, row: SheetRow, mid: int) -> None:
    score = row.kind == "score"
    size = layout.size + 2 if score else layout.size
    colour = palette.LEAF_DARK if row.kind == "tie" else palette.INK
    if score:
        top = mid - layout.row_height // 2
        right = layout.columns[-1][1].right if layout.columns else layout.labels.right
        pen.line(surface, palette.LEAF_DARK, (layout.labels.x, top), (right, top), 2)
    blit_text(surface, fit_text(row.label, size, layout.labels.w - 12, bold=score), size, colour,
              ("midleft", (layout.labels.x, mid)), bold=score)
    for standing, rect in layout.columns:
        blit_text(surface, amount_text(row.value(standing)), size, colour, ("midright", (rect.right - 18, mid)),
                  bold=score)
