"""Marks drawn over Paradisio cells: where a held tile fits, the keyboard cursor, dead holes, island and sea tints.

- A *bright* glow (solid gold) marks a cell where the held tile fits as it is
  turned now; a *turn* glow (a dashed white frame with a turning arrow) marks
  a cell where it fits only once turned.  :func:`draw_legend` explains them.
- The keyboard cursor is four white corner brackets.
- A dead hole (an open cell where the stuck player could place nothing) is a
  dark cell crossed in red.
- Island and sea tints follow the painted coastline of every tile (see
  :func:`region_overlay`), never quarter-tile blocks.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.paradisio.tiles import Corners
from sprites import palette, pen
from sprites.paradisio.tiles import land_mask
from sprites.text import font, render_text

Cell = tuple[int, int]
Colour = tuple[int, int, int]

TURN_GLOW: Colour = (240, 250, 255)
"""The colour of the "fits once turned" glow: near white, far from the gold of the bright glow."""
DEAD: Colour = (232, 72, 60)
"""The colour of a dead hole's cross."""
PAD = 6
"""How far a glow reaches beyond its cell."""
CORNER_SPOTS = ((0, 0), (1, 0), (1, 1), (0, 1))
"""NW, NE, SE, SW as fractions of a cell."""
CORNER_INDEX = {"NW": 0, "NE": 1, "SE": 2, "SW": 3}
COAST = 2
"""How wide, in logical pixels, the outline of an island or sea tint is drawn along its coast."""


# glows ------------------------------------------------------------------------
@pen.cached(maxsize=32)
def glow_outline(size: int, bright: bool) -> pygame.Surface:
    """The glow round a ``size`` cell: solid gold where the held tile fits now, dashed white with an arrow if turned."""
    glow = pen.surface((size + 2 * PAD, size + 2 * PAD), pygame.SRCALPHA)
    inner = pygame.Rect(PAD, PAD, size, size)
    if bright:
        pen.rect(glow, (*palette.GLOW, 95), inner, border_radius=8)
        pen.rect(glow, (*palette.GLOW, 110), inner.inflate(10, 10), 4, border_radius=12)
        pen.rect(glow, (*palette.GLOW, 255), inner.inflate(2, 2), 5, border_radius=9)
        return glow
    pen.rect(glow, (*TURN_GLOW, 38), inner, border_radius=8)
    _dashed_frame(glow, inner.inflate(-2, -2), (*TURN_GLOW, 235), 3, max(6, size // 8))
    _turn_arrow(glow, inner.center, max(8, size // 5), (*TURN_GLOW, 235), max(2, size // 28))
    return glow


def _dashed_frame(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int, int], width: int,
                  dash: int) -> None:
    """A rectangle of dashes ``dash`` pixels long."""
    sides = ((rect.topleft, rect.topright), (rect.topright, rect.bottomright),
             (rect.bottomright, rect.bottomleft), (rect.bottomleft, rect.topleft))
    for (x0, y0), (x1, y1) in sides:
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, dash * 2):
            end = min(length, start + dash)
            a = (x0 + (x1 - x0) * start / length, y0 + (y1 - y0) * start / length)
            b = (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)
            pen.line(surface, colour, a, b, width)


def _turn_arrow(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int, int],
                width: int) -> None:
    """A clockwise turning arrow: three quarters of a circle and its head."""
    box = pygame.Rect(0, 0, radius * 2, radius * 2)
    box.center = centre
    pen.arc(surface, colour, box, math.radians(-60), math.radians(200), width)
    tip_angle = math.radians(-60)
    tip = (centre[0] + radius * math.cos(tip_angle), centre[1] - radius * math.sin(tip_angle))
    head = radius * 0.55
    pen.polygon(surface, colour, [
        (tip[0] + head * 0.9, tip[1] - head * 0.1), (tip[0] - head * 0.6, tip[1] - head * 0.7),
        (tip[0] - head * 0.1, tip[1] + head * 0.8)])


def blit_glow(surface: pygame.Surface, rect: pygame.Rect, bright: bool) -> None:
    """Draw :func:`glow_outline` round the cell ``rect``."""
    surface.blit(glow_outline(rect.w, bright), (rect.x - PAD, rect.y - PAD))


def blit_glows(surface: pygame.Surface, cell_rect: Callable[[Cell], pygame.Rect], now: Iterable[Cell],
               turned: Iterable[Cell]) -> None:
    """The glows of the cells where the held tile fits ``now`` and where it fits once ``turned``; drawn before the
    tiles laid, so that a glow's rim reaching past its cell lies under a neighbour's edge."""
    for cell in turned:
        blit_glow(surface, cell_rect(cell), False)
    for cell in now:
        blit_glow(surface, cell_rect(cell), True)


LEGEND_WORDS: dict[str, str] = {
    "bright": "fits as it is turned now",
    "turn": "fits once turned (R)",
    "outside": "outside every 4×4 square left",
}
"""What each mark of the legend says."""


@pen.cached(maxsize=8)
def _swatch(kind: str, side: int) -> pygame.Surface:
    """A little cell showing a legend mark."""
    cell = pen.surface((side + 2 * PAD, side + 2 * PAD), pygame.SRCALPHA)
    rect = pygame.Rect(PAD, PAD, side, side)
    pen.rect(cell, (18, 60, 90) if kind == "outside" else (30, 96, 134), rect, border_radius=4)
    if kind != "outside":
        cell.blit(glow_outline(side, kind == "bright"), (0, 0))
    return cell


def draw_legend(surface: pygame.Surface, centre: tuple[int, int], kinds: Sequence[str], width: int,
                colour: Colour = palette.PAPER) -> pygame.Rect:
    """A one-line key of the marks ``kinds`` (of :data:`LEGEND_WORDS`) centred on ``centre``, at most ``width`` wide."""
    side = 26
    for size in (15, 14, 13, 12):
        words = [render_text(LEGEND_WORDS[k], size, colour) for k in kinds]
        total = sum(w.get_width() for w in words) + len(kinds) * (side + 8) + (len(kinds) - 1) * 22
        if total <= width:
            break
    x = centre[0] - total // 2
    for kind, word in zip(kinds, words):
        swatch = _swatch(kind, side)
        surface.blit(swatch, (x - PAD, centre[1] - side // 2 - PAD))
        x += side + 8
        surface.blit(word, word.get_rect(midleft=(x, centre[1])))
        x += word.get_width() + 22
    return pygame.Rect(centre[0] - total // 2, centre[1] - side // 2, total, side)


# the keyboard cursor and dead holes -------------------------------------------
def draw_cursor(surface: pygame.Surface, rect: pygame.Rect, strong: bool) -> None:
    """The keyboard cursor: white corner brackets round ``rect`` (thicker while a tile is held)."""
    box = rect.inflate(8, 8)
    arm = box.w // 4
    width = 4 if strong else 3
    for (cx, cy), (dx, dy) in zip((box.topleft, box.topright, box.bottomright, box.bottomleft),
                                  ((1, 1), (-1, 1), (-1, -1), (1, -1))):
        x = cx if dx > 0 else cx - 1
        y = cy if dy > 0 else cy - 1
        pen.line(surface, palette.INK, (x + dx, y + dy), (x + dx * arm + dx, y + dy), width + 2)
        pen.line(surface, palette.INK, (x + dx, y + dy), (x + dx, y + dy * arm + dy), width + 2)
        pen.line(surface, palette.PAPER, (x, y), (x + dx * arm, y), width)
        pen.line(surface, palette.PAPER, (x, y), (x, y + dy * arm), width)


@pen.cached(maxsize=4)
def dead_hole(size: int) -> pygame.Surface:
    """A dead hole: the empty cell darkened and crossed in red."""
    mark = pen.surface((size, size), pygame.SRCALPHA)
    pen.rect(mark, (8, 24, 40, 150), mark.get_rect().inflate(-4, -4), border_radius=6)
    pen.rect(mark, (*DEAD, 255), mark.get_rect().inflate(-6, -6), 3, border_radius=6)
    inset = size // 4
    width = max(3, size // 14)
    pen.line(mark, (*DEAD, 255), (inset, inset), (size - inset, size - inset), width)
    pen.line(mark, (*DEAD, 255), (size - inset, inset), (inset, size - inset), width)
    return mark


# island and sea tints ---------------------------------------------------------
@pen.cached(maxsize=512)
def piece_mask(corners: Corners, join: str, size: int, corner: int) -> pygame.mask.Mask:
    """The land or sea of a tile face that holds ``corner`` (0..3 = NW, NE, SE, SW), as painted."""
    mask = land_mask(corners, join, size).copy()
    if not corners[corner]:
        mask.invert()
    fx, fy = CORNER_SPOTS[corner]
    pixels = mask.get_size()[0]  # the tile's side in device pixels
    spot = (min(pixels - 2, max(1, fx * pixels)), min(pixels - 2, max(1, fy * pixels)))
    return mask.connected_component(spot)


Look = tuple[Cell, Corners, str]
"""A placed tile as the tints need it: its cell, its corners as turned, and what its middle joins."""
Piece = tuple[str, frozenset[tuple[Cell, str]]]
"""A region as the tints need it: "island" or "sea", and the (cell, corner name) pairs it covers."""


@pen.cached(maxsize=4)
def region_overlay(looks: tuple[Look, ...], pieces: tuple[tuple[Piece, Colour], ...], size: int) -> pygame.Surface:
    """The tints of ``pieces`` over 4×4 cells of ``size``: each filled and outlined in its colour along its coast."""
    side = 4 * size
    overlay = pen.surface((side, side), pygame.SRCALPHA)
    faces = {cell: (corners, join) for cell, corners, join in looks}
    s = pen.scale()  # the masks are in device pixels
    for (_, corners_of), colour in pieces:
        region = pygame.mask.Mask((round(side * s), round(side * s)))
        for cell, corner in corners_of:
            if cell not in faces:
                continue
            corners, join = faces[cell]
            region.draw(piece_mask(corners, join, size, CORNER_INDEX[corner]),
                        (round(cell[0] * size * s), round(cell[1] * size * s)))
        inner = region.copy()
        for offset in _coast_reach(s):
            inner = inner.overlap_mask(region, offset)
        edge = region.copy()
        edge.erase(inner, (0, 0))
        overlay.blit(pen.adopt(region.to_surface(setcolor=(*colour, 120), unsetcolor=(0, 0, 0, 0))), (0, 0))
        overlay.blit(pen.adopt(edge.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))), (0, 0))
    return overlay


def _coast_reach(s: float) -> list[tuple[int, int]]:
    """The device-pixel shifts whose overlap leaves a region without its coastline: the coast drawn by
    :func:`region_overlay` is :data:`COAST` logical pixels wide (at least one real pixel)."""
    reach = max(1, round(COAST * s))
    return [offset for k in range(1, reach + 1) for offset in ((k, 0), (-k, 0), (0, k), (0, -k))]


def draw_key(surface: pygame.Surface, topleft: tuple[int, int], entries: Sequence[tuple[str, Colour]],
             width: int) -> int:
    """A key of tints: a swatch and its words per line; returns the y below the last line."""
    x, y = topleft
    for words, colour in entries:
        swatch = pygame.Rect(x, y + 2, 22, 18)
        pen.rect(surface, colour, swatch, border_radius=4)
        pen.rect(surface, palette.INK, swatch, 1, border_radius=4)
        size = 16 if font(16).size(words)[0] <= width - 32 else 14
        surface.blit(render_text(words, size, palette.PAPER), (x + 32, y + (0 if size == 16 else 2)))
        y += 26
    return y
