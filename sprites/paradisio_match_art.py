"""The Paradisio match table: where trays, tokens and the floating table sit, and its still layer.

The still layer (background, the two trays with names and island tokens, the
cells of the floating table) depends only on a few facts of the view, so it
is drawn once per change of those facts and blitted every frame.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from sprites import palette
from sprites.backdrop import draw_seat_marker
from sprites.paradisio_table import TileGrid, blit_label, blit_pill, blit_token
from sprites.paradisio_tiles import WOOD, WOOD_DARK

Cell = tuple[int, int]
Colour = tuple[int, int, int]

SIZE = (1280, 720)
CELL = 84
"""Side of a tile on the table and in the trays."""
REACH = 3
"""The floating table: cells -3..3 around the first tile can ever hold a tile."""
TABLE_GRID = TileGrid((640 - CELL // 2, 380 - CELL // 2), CELL, (-REACH, REACH), (-REACH, REACH))
"""The cells of the floating table on the canvas."""
TRAYS = (pygame.Rect(16, 80, 300, 600), pygame.Rect(964, 80, 300, 600))
"""Each seat's tray: seat 0 on the left, seat 1 on the right."""
TOKEN_RADIUS = 20
TRAY_TILE_GAP = (42, 28)


def tray_slot(seat: int, index: int) -> pygame.Rect:
    """Where the ``index``-th tile dealt to ``seat`` lies in its tray (2 columns, 4 rows)."""
    tray = TRAYS[seat]
    left = tray.x + (tray.w - 2 * CELL - TRAY_TILE_GAP[0]) // 2
    return pygame.Rect(left + (index % 2) * (CELL + TRAY_TILE_GAP[0]),
                       tray.y + 150 + (index // 2) * (CELL + TRAY_TILE_GAP[1]), CELL, CELL)


def token_centre(seat: int, index: int) -> tuple[int, int]:
    """Where the ``index``-th island token of ``seat`` rests in its tray header."""
    tray = TRAYS[seat]
    return (tray.x + 40 + index * (2 * TOKEN_RADIUS + 12), tray.y + 112)


def window_of(placed: list[Cell]) -> tuple[int, int, int, int]:
    """The cells that may still hold a tile: (first col, last col, first row, last row)."""
    if not placed:
        return (0, 0, 0, 0)
    cols = [c for c, _ in placed]
    rows = [r for _, r in placed]
    return (max(cols) - REACH, min(cols) + REACH, max(rows) - REACH, min(rows) + REACH)


def seat_colour_of(seat: dict[str, Any]) -> Colour:
    """The RGB colour of a seat from its view entry."""
    return palette.rgb_colour(str(seat["colour"]))


def kind_words(kind: str) -> str:
    """How the tray names a seat's kind."""
    return {"human": "Player", "easy": "Computer · easy", "hard": "Computer · hard"}.get(kind, kind)


@lru_cache(maxsize=1)
def _backdrop() -> pygame.Surface:
    back = pygame.Surface(SIZE)
    for y in range(SIZE[1]):
        t = y / SIZE[1]
        back.fill((round(20 + 16 * t), round(70 + 30 * t), round(100 + 36 * t)), (0, y, SIZE[0], 1))
    return back


def draw_still_layer(view: dict[str, Any], tokens: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """The still parts of the match for ``view`` (with ``tokens`` shown in the trays)."""
    layer = _backdrop().copy()
    placed = [tuple(p["cell"]) for p in view["placed"]]
    _draw_table(layer, window_of(placed))  # type: ignore[arg-type]
    to_move = view["to_move"]
    for seat_index, seat in enumerate(view["seats"]):
        _draw_tray(layer, seat_index, seat, tokens[seat_index], int(view["tokens_to_win"]),
                   seat_index in to_move, colour_blind)
    return layer


def _draw_table(layer: pygame.Surface, window: tuple[int, int, int, int]) -> None:
    """The table cloth of cells: every reachable cell faint, the cells still open brighter."""
    area = TABLE_GRID.rect.inflate(16, 16)
    pygame.draw.rect(layer, (14, 52, 80), area, border_radius=14)
    pygame.draw.rect(layer, WOOD_DARK, area, 4, border_radius=14)
    lo_c, hi_c, lo_r, hi_r = window
    for cell in TABLE_GRID.cells():
        rect = TABLE_GRID.cell_rect(cell).inflate(-4, -4)
        inside = lo_c <= cell[0] <= hi_c and lo_r <= cell[1] <= hi_r
        pygame.draw.rect(layer, (30, 96, 134) if inside else (20, 66, 98), rect, border_radius=6)
    box = TABLE_GRID.cell_rect((lo_c, lo_r)).union(TABLE_GRID.cell_rect((hi_c, hi_r))).inflate(4, 4)
    pygame.draw.rect(layer, palette.SEA_LIGHT, box, 2, border_radius=8)


def _draw_tray(layer: pygame.Surface, seat_index: int, seat: dict[str, Any], tokens: int, to_win: int,
               to_move: bool, colour_blind: bool) -> None:
    tray = TRAYS[seat_index]
    colour = seat_colour_of(seat)
    pygame.draw.rect(layer, WOOD_DARK, tray.move(0, 5), border_radius=18)
    pygame.draw.rect(layer, WOOD, tray, border_radius=18)
    pygame.draw.rect(layer, (196, 150, 96), tray.inflate(-16, -16), border_radius=14)
    pygame.draw.rect(layer, colour, tray, 6 if to_move else 3, border_radius=18)
    shape = palette.SEAT_SHAPES[seat_index] if colour_blind else "circle"
    draw_seat_marker(layer, (tray.x + 36, tray.y + 40), 14, colour, shape)
    name = str(seat["name"])
    blit_label(layer, name if len(name) <= 16 else name[:15] + "…", 24, palette.INK,
               ("midleft", (tray.x + 60, tray.y + 32)), bold=True)
    blit_label(layer, kind_words(str(seat["kind"])), 16, (70, 50, 30), ("midleft", (tray.x + 60, tray.y + 58)))
    for i in range(to_win):
        blit_token(layer, token_centre(seat_index, i), TOKEN_RADIUS, i < tokens)
    if to_move:
        blit_pill(layer, "to move", 18, palette.PAPER, colour, ("midright", (tray.right - 26, tray.y + 112)))
    for index in range(8):
        slot = tray_slot(seat_index, index)
        pygame.draw.rect(layer, (170, 124, 76), slot.inflate(6, 6), border_radius=10)
