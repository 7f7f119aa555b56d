"""Where Paradisio tiles sit on screen (grids, trays) and the island tokens."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.paradisio.tiles import (
    WOOD,
    WOOD_DARK,
    blit_tile,
    face_picture,
    tile_image,
    with_alpha,
)
from sprites.text import fit_lines, font, render_text

Cell = tuple[int, int]
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class TileGrid:
    """Square cells on the canvas: cell (0, 0) has its top left at ``origin``.

    ``cols`` and ``rows`` are the inclusive ranges of cells that exist here
    (a solitaire square is 0..3; the floating table of a match is -3..3).
    """

    origin: tuple[int, int]
    size: int
    cols: tuple[int, int]
    rows: tuple[int, int]

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        """The canvas rectangle of ``cell``."""
        return pygame.Rect(self.origin[0] + cell[0] * self.size, self.origin[1] + cell[1] * self.size,
                           self.size, self.size)

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        """The cell under a canvas point, or None outside the grid."""
        col = int((pos[0] - self.origin[0]) // self.size)
        row = int((pos[1] - self.origin[1]) // self.size)
        if self.cols[0] <= col <= self.cols[1] and self.rows[0] <= row <= self.rows[1]:
            return (col, row)
        return None

    @property
    def rect(self) -> pygame.Rect:
        """The rectangle covering every cell of the grid."""
        top_left = self.cell_rect((self.cols[0], self.rows[0]))
        bottom_right = self.cell_rect((self.cols[1], self.rows[1]))
        return top_left.union(bottom_right)

    def cells(self) -> list[Cell]:
        """Every cell, row by row."""
        return [(c, r) for r in range(self.rows[0], self.rows[1] + 1) for c in range(self.cols[0], self.cols[1] + 1)]


def draw_placed(surface: pygame.Surface, grid: TileGrid, placed: Iterable[tuple[Cell, int, int]],
                skip: set[Cell] | frozenset[Cell] = frozenset()) -> None:
    """Draw placed tiles ``(cell, tile_id, turn)``, top rows first so wooden sides tuck under."""
    for cell, tile_id, turn in sorted(placed, key=lambda p: (p[0][1], p[0][0])):
        if cell not in skip:
            surface.blit(tile_image(tile_id, turn, grid.size), grid.cell_rect(cell).topleft)


def draw_lifted(surface: pygame.Surface, tile_id: int, angle: float, size: int,
                top_left: tuple[float, float]) -> None:
    """A tile in the hand (being carried or flying), turned ``angle`` quarter turns: a soft shadow, then the tile."""
    x, y = round(top_left[0]), round(top_left[1])
    shadow = _shadow(size)
    rest = angle - round(angle)
    if abs(rest) >= 0.005:
        shadow = pen.rotate(shadow, -rest * 90)
    surface.blit(shadow, shadow.get_rect(center=(x + 6 + size // 2 + 2, y + 10 + size // 2 + 2)))
    blit_tile(surface, tile_id, angle, size, (x, y))


@pen.cached(maxsize=8)
def _shadow(size: int) -> pygame.Surface:
    shadow = pen.surface((size + 4, size + 4), pygame.SRCALPHA)
    pen.rect(shadow, (0, 0, 0, 80), shadow.get_rect(), border_radius=10)
    return shadow


@pen.cached(maxsize=8)
def island_token(radius: int, filled: bool) -> pygame.Surface:
    """A round wooden island token (``filled``) or the empty hollow where one will go."""
    side = radius * 2 + 4
    token = pen.surface((side, side), pygame.SRCALPHA)
    centre = (side // 2, side // 2)
    if not filled:
        pen.circle(token, (0, 0, 0, 60), centre, radius)
        pen.circle(token, (*palette.SAND_DARK, 160), centre, radius, 2)
        return token
    pen.circle(token, WOOD_DARK, (centre[0] + 1, centre[1] + 2), radius)
    pen.circle(token, WOOD, centre, radius)
    inner = radius - max(2, radius // 5)
    face = face_picture((True, True, True, True), "", inner * 2)
    disc = pen.surface((inner * 2, inner * 2), pygame.SRCALPHA)
    pen.circle(disc, palette.SEA, (inner, inner), inner)
    pen.circle(disc, palette.SAND, (inner, inner), inner * 0.72)
    green = face.copy()
    mask = pen.surface((inner * 2, inner * 2), pygame.SRCALPHA)
    pen.circle(mask, (255, 255, 255, 255), (inner, inner), inner * 0.55)
    green = with_alpha(green)
    green.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    disc.blit(green, (0, 0))
    token.blit(disc, (centre[0] - inner, centre[1] - inner))
    return token


def blit_token(surface: pygame.Surface, centre: tuple[float, float], radius: int, filled: bool = True) -> None:
    """Draw an island token (or its empty hollow) centred on ``centre``."""
    image = island_token(radius, filled)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def blit_pill(surface: pygame.Surface, text: str, size: int, colour: Colour, fill: Colour,
              anchor: tuple[str, tuple[int, int]]) -> pygame.Rect:
    """Bold text on a rounded plate of ``fill`` (a "to move" badge, a warning line). Returns the plate."""
    image = render_text(text, size, colour, True)
    rect = image.get_rect(**{anchor[0]: anchor[1]})
    plate = rect.inflate(28, 10)
    pen.rect(surface, fill, plate, border_radius=12)
    surface.blit(image, rect)
    return plate


def draw_banner(surface: pygame.Surface, text: str, sub: str, centre: tuple[int, int], colour: Colour,
                alpha: int = 235, width: int | None = None) -> None:
    """A sand banner with a big line and smaller ones (round won, solved…), no wider than ``width`` if given.

    Long words (long names) shrink the big line and wrap the small one, so the
    banner stays over the table.
    """
    room = (width or 10_000) - 80
    size = next((s for s in (38, 32, 28, 24) if font(s, True).size(text)[0] <= room), 24)
    big = render_text(text, size, palette.INK, True)
    smalls = [render_text(line, 20, palette.INK) for line in fit_lines(sub, 20, room)[:2]] if sub else []
    plate_w = min(max([big.get_width()] + [s.get_width() for s in smalls]) + 80, room + 80)
    height = 70 + 28 * len(smalls) + (2 if smalls else 0)
    plate = pen.surface((plate_w, height), pygame.SRCALPHA)
    pen.rect(plate, (*palette.SAND, alpha), plate.get_rect(), border_radius=18)
    pen.rect(plate, (*colour, 255), plate.get_rect(), 5, border_radius=18)
    plate.blit(big, big.get_rect(midtop=(plate_w // 2, 12 + (38 - size) // 2)))
    for row, small in enumerate(smalls):
        plate.blit(small, small.get_rect(midtop=(plate_w // 2, 62 + 28 * row)))
    surface.blit(plate, plate.get_rect(center=centre))


def fitted(text: str, sizes: tuple[int, ...], width: int, bold: bool = False) -> tuple[int, str]:
    """The largest of ``sizes`` at which ``text`` fits ``width`` pixels; at the smallest, cut short with "…"."""
    for size in sizes:
        if font(size, bold).size(text)[0] <= width:
            return size, text
    size = sizes[-1]
    while len(text) > 1 and font(size, bold).size(text + "…")[0] > width:
        text = text[:-1]
    return size, text.rstrip() + "…"
