"""The island grid of Paradise Fallen: tiles with name, cost and silhouette, Aberrations, canoes, paths, glows.

The sea and the nine tiles are one still picture made once per grid
(:func:`grid_layer`); what moves or changes is drawn over it each frame.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.paradise_fallen.cards import ISLAND_COSTS, ISLAND_SPOTS
from sprites import palette, pen
from sprites.backdrop import draw_shape, sea_gradient
from sprites.paradise_fallen.faces import aberration_mark, draw_island_shape
from sprites.paradise_fallen.layout import GRID_RECT, mark_rect, spot_rect, tile_rect
from sprites.text import draw_text, fit_text, render_text

if TYPE_CHECKING:
    from sprites.paradise_fallen.seats import SeatLook

Colour = tuple[int, int, int]
TILE_FILL = (58, 138, 172)
"""The shallow water of an island tile."""
SPENT = (96, 100, 108)


@pen.cached(maxsize=2)
def grid_layer(grid: tuple[str, ...]) -> pygame.Surface:
    """The sea under the grid and the nine island tiles: name, cost badge and silhouette (made once per grid)."""
    layer = sea_gradient(GRID_RECT.inflate(16, 16).size, palette.SEA, palette.SEA_DEEP).copy()
    origin = (GRID_RECT.x - 8, GRID_RECT.y - 8)
    for position, name in enumerate(grid):
        tile = tile_rect(position).move(-origin[0], -origin[1])
        pen.rect(layer, TILE_FILL, tile, border_radius=12)
        pen.rect(layer, palette.SEA_LIGHT, tile, 2, border_radius=12)
        draw_island_shape(layer, name, pygame.Rect(tile.x + 40, tile.y + 26, tile.w - 50, tile.h - 34))
        title = render_text(fit_text(name, 16, tile.w - 40, True), 16, palette.PAPER, True)
        layer.blit(title, title.get_rect(topleft=(tile.x + 8, tile.y + 4)))
        centre = (tile.right - 16, tile.y + 15)
        pen.circle(layer, palette.SAND, centre, 12)
        pen.circle(layer, palette.SAND_DARK, centre, 12, 2)
        cost = render_text(str(ISLAND_COSTS.get(name, 0)), 15, palette.INK, True)
        layer.blit(cost, cost.get_rect(center=centre))
    return layer


def draw_grid(surface: pygame.Surface, grid: Sequence[str]) -> None:
    """The still sea and tiles."""
    surface.blit(grid_layer(tuple(grid)), (GRID_RECT.x - 8, GRID_RECT.y - 8))


def draw_aberrations(surface: pygame.Surface, aberrations: dict[int, list[int]], hidden: Iterable[int] = ()) -> None:
    """Every Aberration lying on an island or in a gap (``hidden``: cards drawn elsewhere now, in flight)."""
    skip = set(hidden)
    for spot, cards in sorted(aberrations.items()):
        for index, card in enumerate(cards):
            if card not in skip:
                surface.blit(aberration_mark(card), mark_rect(spot, index, len(cards)))


def draw_canoe(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, shape: str = palette.NO_SHAPE,
               lifted: bool = False) -> None:
    """A canoe in a seat's colour; in the colour-blind palette its sail is the seat's shape (every seat's,
    the circle too), else a plain three-cornered sail."""
    if lifted:
        shadow = [(x + 4, y + 6) for x, y in _hull(rect)]
        pen.polygon(surface, (10, 30, 50), shadow)
    hull = _hull(rect)
    pen.polygon(surface, colour, hull)
    pen.polygon(surface, palette.INK, hull, 2)
    mast = (rect.centerx, rect.y - 6)
    pen.line(surface, palette.INK, (rect.centerx, rect.y + rect.h // 2), mast, 2)
    if shape in palette.SEAT_SHAPES:
        centre, radius = canoe_flag(rect)
        draw_shape(surface, shape, centre, radius, palette.PAPER, 1)
    else:
        pen.polygon(surface, palette.PAPER, [mast, (rect.centerx + 11, rect.y + 4), (rect.centerx, rect.y + 4)])


def canoe_flag(rect: pygame.Rect) -> tuple[tuple[int, int], int]:
    """Centre and radius of the seat's shape flown beside the mast of the canoe drawn in ``rect``."""
    return (rect.centerx + 8, rect.y - 2), 6


def _hull(rect: pygame.Rect) -> list[tuple[int, int]]:
    x, y, w, h = rect
    return [(x, y + h // 3), (x + w, y + h // 3), (x + w - w // 5, y + h), (x + w // 5, y + h)]


def draw_glow(surface: pygame.Surface, spot: int, strong: bool = True) -> None:
    """A glow around an island or gap: a legal target for what is held."""
    rect = spot_rect(spot).inflate(8, 8)
    colour = palette.GLOW if strong else palette.mix(palette.GLOW, palette.SEA, 0.3)
    pen.rect(surface, colour, rect, 5 if strong else 3, border_radius=14)


CURSOR_LINE = 3
"""The width of the cursor's dashes."""


def cursor_rect(spot: int) -> pygame.Rect:
    """The cursor's frame: on an island's own edge (clear of the Aberrations lying in the gaps around it),
    around a gap with room to spare."""
    return spot_rect(spot).inflate(14, 14) if spot >= ISLAND_SPOTS else spot_rect(spot)


def draw_cursor(surface: pygame.Surface, spot: int) -> None:
    """The keyboard cursor on the grid: a white dashed frame."""
    draw_dashed_frame(surface, cursor_rect(spot), CURSOR_LINE)


def draw_dashed_frame(surface: pygame.Surface, rect: pygame.Rect, width: int) -> None:
    """A white dashed frame: where the keyboard stands (a cursor, a focus), never a choice made (those glow gold)."""
    for i in range(0, rect.w, 14):
        pen.line(surface, palette.PAPER, (rect.x + i, rect.y), (rect.x + min(rect.w, i + 7), rect.y), width)
        pen.line(surface, palette.PAPER, (rect.x + i, rect.bottom), (rect.x + min(rect.w, i + 7), rect.bottom), width)
    for i in range(0, rect.h, 14):
        pen.line(surface, palette.PAPER, (rect.x, rect.y + i), (rect.x, rect.y + min(rect.h, i + 7)), width)
        pen.line(surface, palette.PAPER, (rect.right, rect.y + i), (rect.right, rect.y + min(rect.h, i + 7)), width)


def draw_path(surface: pygame.Surface, start: int, path: Sequence[int], cost: int | None, colour: Colour,
              note: str = "") -> None:
    """A planned trip: a line from island to island through the path, and its price by the destination."""
    points = [tile_rect(p).center for p in (start, *path)]
    if len(points) > 1:
        pen.lines(surface, palette.INK, False, points, 9)
        pen.lines(surface, colour, False, points, 5)
    for point in points[1:]:
        pen.circle(surface, colour, point, 7)
        pen.circle(surface, palette.INK, point, 7, 2)
    if cost is None:
        return
    label = render_text(price_words(cost, note), 17, palette.INK, True)
    box = price_box(start, path, label.get_size())
    pen.rect(surface, palette.GLOW, box, border_radius=8)
    pen.rect(surface, palette.INK, box, 2, border_radius=8)
    surface.blit(label, label.get_rect(center=box.center))


def price_words(cost: int, note: str = "") -> str:
    """A planned trip's price label: "Cost 2 rations · …"."""
    return f"Cost {cost} {'ration' if cost == 1 else 'rations'}" + (f" · {note}" if note else "")


def price_box(start: int, path: Sequence[int], size: tuple[int, int]) -> pygame.Rect:
    """Where a planned trip's price label of ``size`` lies: over the foot of its destination, inside the board."""
    dest = tile_rect(path[-1]) if path else tile_rect(start)
    box = pygame.Rect((0, 0), size)
    box.midtop = (dest.centerx, dest.bottom - 30)
    return box.inflate(14, 6).clamp(GRID_RECT.inflate(16, 16))


def draw_token(surface: pygame.Surface, centre: tuple[int, int], state: str, radius: int = 9) -> None:
    """A Kanaloa token: face up (gold, a K), spent (grey, face down) or none."""
    if state == "none":
        return
    up = state == "up"
    pen.circle(surface, palette.GLOW if up else SPENT, centre, radius)
    pen.circle(surface, palette.INK, centre, radius, 2)
    if up:
        draw_text(surface, "K", max(9, radius + 2), palette.INK, True, center=centre)
    else:
        pen.line(surface, palette.INK, (centre[0] - radius // 2, centre[1]), (centre[0] + radius // 2, centre[1]), 2)


def explored_mark(spot: int, seat: int) -> tuple[int, int]:
    """Where ``seat``'s explored mark lies on the island at ``spot``: its lower left corner, one beside another."""
    area = tile_rect(spot)
    return area.x + 11 + seat * 15, area.bottom - 11


def draw_explored(surface: pygame.Surface, grid: Sequence[str], explored: Sequence[Iterable[str]],
                  looks: Sequence["SeatLook"]) -> None:
    """Each seat's explored islands marked on the map: a dot in the seat's colour (its shape in the colour-blind
    palette) in the island's lower left corner."""
    for seat, (islands, look) in enumerate(zip(explored, looks)):
        for island in islands:
            if island in grid:
                draw_shape(surface, look.shape, explored_mark(grid.index(island), seat), 6, look.colour, 2)
