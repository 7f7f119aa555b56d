"""The island look shared by the menu screens: deep sea, rolling waves, islands, sand cards."""
from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from sprites import palette, pen

Colour = tuple[int, int, int]

ISLANDS: tuple[tuple[float, float, float], ...] = (
    (0.08, 0.86, 1.0),
    (0.90, 0.80, 0.8),
    (0.76, 0.95, 0.55),
)
"""(x, y, size) of the islands on the horizon, as fractions of the canvas."""


def sea_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A new sea shading from ``top`` down to ``bottom``, row by row (rows of one colour filled together)."""
    sea = pen.surface(size)
    draw_gradient(sea, pygame.Rect((0, 0), size), top, bottom)
    return sea


def draw_gradient(surface: pygame.Surface, area: pygame.Rect, top: Colour, bottom: Colour,
                  reach: float = 1.0, last: int | None = None) -> None:
    """Shade ``area`` from ``top`` down towards ``bottom``: logical row ``y`` gets ``mix(top, bottom, reach * y /
    last)`` (``last`` defaults to the height); neighbouring rows of the same colour are filled as one band.

    Filled in device pixels, straight through pygame, exactly where :meth:`sprites.pen.Canvas.fill` would fill
    each band (its bookkeeping, once per band, was a fifth of a menu frame's time at 3840x2160)."""
    s = pen.scale_of(surface)
    box = pen.device_rect(area, s)
    for colour, y0, y1 in _device_bands(area.y, area.h, top, bottom, reach, area.h if last is None else last, s):
        pygame.Surface.fill(surface, colour, (box.x, y0, box.w, y1 - y0))
    if isinstance(surface, pen.Canvas):
        surface.drawn(box.clip(pygame.Surface.get_clip(surface)))


@lru_cache(maxsize=32)
def _device_bands(y: int, height: int, top: Colour, bottom: Colour, reach: float, last: int,
                  s: float) -> tuple[tuple[Colour, int, int], ...]:
    """:func:`gradient_bands` for an area starting at logical row ``y``, as (colour, first device row, row after
    its last) at scale ``s``."""
    return tuple((colour, round((y + start) * s), round((y + start + count) * s))
                 for colour, start, count in gradient_bands(height, top, bottom, reach, last))


def uncovered(area: pygame.Rect, holes: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``area`` less ``holes`` (which may overlap), as rectangles that do not overlap: strips between the holes'
    top and bottom edges, each cut where holes lie across it."""
    cuts = [cut for cut in (hole.clip(area) for hole in holes) if cut.w > 0 and cut.h > 0]
    if not cuts:
        return [pygame.Rect(area)]
    edges = sorted({area.top, area.bottom, *(cut.top for cut in cuts), *(cut.bottom for cut in cuts)})
    pieces = []
    for y0, y1 in zip(edges, edges[1:]):
        x = area.left
        for left, right in sorted((cut.left, cut.right) for cut in cuts if cut.top <= y0 and cut.bottom >= y1):
            if left > x:
                pieces.append(pygame.Rect(x, y0, left - x, y1 - y0))
            x = max(x, right)
        if x < area.right:
            pieces.append(pygame.Rect(x, y0, area.right - x, y1 - y0))
    return pieces


@lru_cache(maxsize=32)
def gradient_bands(height: int, top: Colour, bottom: Colour, reach: float,
                   last: int) -> tuple[tuple[Colour, int, int], ...]:
    """The bands of one colour (colour, first row, rows) of :func:`draw_gradient`'s shading of ``height`` rows."""
    bands: list[tuple[Colour, int, int]] = []
    for y in range(height):
        colour = palette.mix(top, bottom, reach * y / max(1, last))
        if bands and bands[-1][0] == colour:
            bands[-1] = (colour, bands[-1][1], bands[-1][2] + 1)
        else:
            bands.append((colour, y, 1))
    return tuple(bands)


def draw_palm(surface: pygame.Surface, base: tuple[int, int], height: int, lean: float = 0.25) -> None:
    """A palm tree: a curved trunk and a crown of leaves, rooted at ``base``."""
    x, y = base
    top = (round(x + height * lean), y - height)
    points = [(round(x + (top[0] - x) * (t / 6) ** 1.6), round(y - height * t / 6)) for t in range(7)]
    pen.lines(surface, (120, 84, 48), False, points, max(3, height // 12))
    for angle in (-160, -120, -60, -20, 200):
        rad = math.radians(angle)
        tip = (round(top[0] + math.cos(rad) * height * 0.55), round(top[1] - math.sin(rad) * height * 0.3 + height * 0.12))
        mid = (round((top[0] + tip[0]) / 2), round(min(top[1], tip[1]) - height * 0.08))
        pen.polygon(surface, palette.LEAF, (top, mid, tip, (mid[0], mid[1] + height // 10)))
        pen.line(surface, palette.LEAF_DARK, top, tip, 2)


def draw_island(surface: pygame.Surface, centre: tuple[int, int], width: int, palms: int = 1) -> None:
    """A sandy island with a green crown and a palm or two."""
    cx, cy = centre
    height = width // 3
    pen.ellipse(surface, palette.SEA_LIGHT, (cx - width // 2 - 14, cy - height // 2 + 4, width + 28, height + 8))
    pen.ellipse(surface, palette.SAND, (cx - width // 2, cy - height // 2, width, height))
    pen.ellipse(surface, palette.LEAF, (cx - width // 3, cy - height // 2 - 2, width * 2 // 3, height * 2 // 3))
    for i in range(palms):
        offset = (i - (palms - 1) / 2) * width * 0.22
        draw_palm(surface, (round(cx + offset), cy - height // 6), round(width * 0.45), 0.2 + 0.15 * i)


def draw_still_sea(surface: pygame.Surface) -> None:
    """The parts of the backdrop that never move: the sea's shading and the sun (drawn each frame, which costs
    less than keeping a picture of the whole window)."""
    w, h = surface.get_size()
    draw_gradient(surface, pygame.Rect(0, 0, w, h), palette.SEA_DEEP, palette.SEA, 0.9, h - 1)
    sun, radius = _sun(h)
    surface.blit(sun, (round(w * 0.93) - radius, round(h * 0.08) - radius))


@pen.cached(maxsize=4)
def _sun(height: int) -> tuple[pygame.Surface, int]:
    """The sun and its glow on a see-through square, and the glow's radius (its centre's distance from the edges)."""
    radius = round(height * 0.16)
    glow = pen.surface((2 * radius + 1, 2 * radius + 1), pygame.SRCALPHA)
    pen.circle(glow, (*palette.GLOW, 36), (radius, radius), radius)
    pen.circle(glow, (255, 244, 196, 255), (radius, radius), round(height * 0.09))
    return glow, radius


def _islands(size: tuple[int, int]) -> pygame.Surface:
    """The islands, on a see-through layer that goes over the waves (cut into pieces at once, not kept)."""
    w, h = size
    layer = pen.surface(size, pygame.SRCALPHA)
    for fx, fy, fsize in ISLANDS:
        draw_island(layer, (round(w * fx), round(h * fy)), round(w * 0.16 * fsize), palms=2 if fsize > 0.9 else 1)
    return layer


PIECE = 80
"""The side (logical) of the squares the islands' layer is cut into (only those with something on them are drawn)."""


@pen.cached(maxsize=4)
def _island_pieces(size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The islands' layer as the squares of it that hold something, each with where it goes: drawing these
    instead of the whole see-through layer spares blending the empty sea every frame the waves move.  Cut, and
    placed, in the layer's real pixels (:func:`pen.device_view`), so each piece lands on exactly the pixels it
    was cut from at any scale."""
    layer = pen.device_view(_islands(size))
    side = max(1, round(PIECE * pen.scale()))
    bounds = layer.get_rect()
    pieces = []
    for y in range(0, bounds.h, side):
        for x in range(0, bounds.w, side):
            square = layer.subsurface(pygame.Rect(x, y, side, side).clip(bounds))
            used = square.get_bounding_rect()
            if used.w and used.h:
                pieces.append((square.subsurface(used).copy(), (x + used.x, y + used.y)))
    return pieces


class Backdrop:
    """The animated sea behind menu screens: call :meth:`update` then :meth:`draw`."""

    def __init__(self, rows: int = 11) -> None:
        self.time = 0.0
        self.rows = rows

    def update(self, dt: float) -> None:
        """Let the waves roll on."""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the sea, the islands and the moving wave crests."""
        draw_still_sea(surface)
        self.draw_moving(surface)

    def draw_moving(self, surface: pygame.Surface, clear_of: Sequence[pygame.Rect] = ()) -> None:
        """The wave crests and the islands over them, on a sea already painted (:func:`draw_still_sea`).  No crest
        is drawn within ``clear_of``: areas of things lying still on the sea (a menu's cards, kept with the sea in
        a still layer, so that a frame draws only what moves)."""
        w, h = surface.get_size()
        for row in range(self.rows):
            y0 = h * (0.24 + 0.07 * row)
            phase = self.time * (0.6 + 0.07 * row) + row * 1.7
            colour = palette.mix(palette.SEA, palette.SEA_LIGHT, 0.3 + row / self.rows * 0.5)
            span = 60 + row * 6
            x = -span + (self.time * (14 + row * 3) + row * 97) % (span * 2)
            while x < w:
                lift = math.sin(phase + x * 0.01) * 4
                rect = pygame.Rect(round(x), round(y0 + lift), span, 22)
                if clear_of and rect.collidelist(clear_of) >= 0:
                    _arc_around(surface, colour, rect, clear_of)
                else:
                    pen.arc(surface, colour, rect, math.radians(20), math.radians(160), 2)
                x += span * 2
        draw_islands(surface, clear_of)


def draw_islands(surface: pygame.Surface, clear_of: Sequence[pygame.Rect] = ()) -> None:
    """The islands, from the pieces of their layer that hold something, within ``surface``'s clip but not within
    ``clear_of`` (the islands lie under what is there).  Every pixel of an island is opaque, so drawing them again
    over themselves (over a still layer that holds them, after the waves) changes nothing."""
    pieces = _island_pieces(surface.get_size())
    s = pen.scale_of(surface)
    avoid = [pen.device_rect(area, s) for area in clear_of]
    for piece, at in pieces:
        where = pygame.Rect(at, pygame.Surface.get_size(piece))
        for part in uncovered(where, avoid) if where.collidelist(avoid) >= 0 else [where]:
            pen.blit_device(surface, piece, part.topleft, part.move(-where.x, -where.y))


def _arc_around(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, clear_of: Sequence[pygame.Rect]) -> None:
    """A wave crest in ``rect``, but not within ``clear_of`` (drawn clipped to each piece of its box outside them)."""
    s = pen.scale_of(surface)
    clip = pygame.Surface.get_clip(surface)
    try:
        for piece in uncovered(rect, clear_of):
            pygame.Surface.set_clip(surface, pen.device_rect(piece, s).clip(clip))
            pen.arc(surface, colour, rect, math.radians(20), math.radians(160), 2)
    finally:
        pygame.Surface.set_clip(surface, clip)


@pen.cached(maxsize=4)
def _veil(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
    """A see-through sheet of ``colour`` (made once per size and scale)."""
    veil = pen.surface(size, pygame.SRCALPHA)
    veil.fill(colour)
    return veil


def dim(surface: pygame.Surface, colour: tuple[int, int, int, int]) -> None:
    """Dim the whole of ``surface`` under a see-through ``colour`` (red, green, blue, opacity)."""
    surface.blit(_veil(surface.get_size(), colour), (0, 0))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, hovered: bool = False, focused: bool = False,
              colour: Colour = palette.SAND) -> None:
    """A sand-coloured card with a soft shadow; hovered cards lift, a focused card glows."""
    body = card_body(rect, hovered, focused)
    draw_card_shadow(surface, rect, body)
    draw_card_face(surface, body, hovered, colour)
    if focused:
        draw_focus(surface, body, CARD_CORNER_RADIUS)


def card_body(rect: pygame.Rect, hovered: bool, focused: bool) -> pygame.Rect:
    """Where a card's face lies: hovered and focused cards lift."""
    return rect.move(0, -4 if hovered or focused else 0)


def card_interior(body: pygame.Rect) -> list[pygame.Rect]:
    """The bulk of a card's face at ``body`` that is surely painted opaque: all but the rows of its round corners,
    a unit in from its edges (so a face placed a pixel apart by rounding still covers it)."""
    return [body.inflate(-2, -2 * CARD_CORNER_RADIUS - 2)]


def draw_card_shadow(surface: pygame.Surface, rect: pygame.Rect, body: pygame.Rect) -> None:
    """A card's soft shadow (2 units left of and 4 below ``rect``), but under the face that will lie at ``body``:
    blending the whole shadow under an opaque face cost more than the face itself at 3840x2160."""
    s = pen.scale_of(surface)
    shadow = card_shadow(rect.size)
    origin = pygame.Rect(round((rect.x - 2) * s), round((rect.y + 4) * s), *pygame.Surface.get_size(shadow))
    for piece in uncovered(origin, [pen.device_rect(part, s) for part in card_interior(body)]):
        pen.blit_device(surface, shadow, piece.topleft, piece.move(-origin.x, -origin.y))


@pen.cached(maxsize=16)
def card_shadow(size: tuple[int, int]) -> pygame.Surface:
    """A card's soft shadow (drawn 2 px left of and 4 px below the card)."""
    shadow = pen.surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
    pen.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=18)
    return shadow


def draw_card_face(surface: pygame.Surface, body: pygame.Rect, hovered: bool = False,
                   colour: Colour = palette.SAND) -> None:
    """A card's face: its fill (lighter when hovered) and its edge, with round corners."""
    fill = palette.mix(colour, palette.PAPER, 0.35) if hovered else colour
    pen.rect(surface, fill, body, border_radius=CARD_CORNER_RADIUS)
    pen.rect(surface, palette.SAND_DARK, body, 3, border_radius=CARD_CORNER_RADIUS)


CARD_CORNER_RADIUS = 16
"""The round corners of a card's face (:func:`draw_card_face`)."""
FOCUS_WIDTH = 4
"""The keyboard-focus ring's width."""


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, corner: int | None = None) -> None:
    """The keyboard-focus ring: a warm glow just outside ``rect``.

    ``corner``: the radius of ``rect``'s own round corners (a card's), for a ring that hugs its edge all round,
    corners too, with no gap between; without it the ring stands a pixel off (a widget's glow).
    """
    if corner is None:
        pen.rect(surface, palette.GLOW, rect.inflate(10, 10), FOCUS_WIDTH, border_radius=18)
        return
    pen.rect(surface, palette.GLOW, rect.inflate(2 * FOCUS_WIDTH, 2 * FOCUS_WIDTH), FOCUS_WIDTH,
             border_radius=corner + FOCUS_WIDTH)


def shape_points(shape: str, centre: tuple[int, int], radius: int) -> list[tuple[int, int]]:
    """Corner points of a seat shape (empty for a circle)."""
    cx, cy = centre
    if shape == "square":
        r = round(radius * 0.85)
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "triangle":
        return [(cx, cy - radius), (cx + round(radius * 0.95), cy + round(radius * 0.7)),
                (cx - round(radius * 0.95), cy + round(radius * 0.7))]
    if shape == "diamond":
        return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    if shape == "star":
        points = []
        for i in range(10):
            reach = radius if i % 2 == 0 else radius * 0.45
            a = math.radians(-90 + 36 * i)
            points.append((round(cx + math.cos(a) * reach), round(cy + math.sin(a) * reach)))
        return points
    return []


def draw_shape(surface: pygame.Surface, shape: str, centre: tuple[int, int], radius: int, fill: Colour,
               edge: int = 2) -> None:
    """A seat shape filled with ``fill`` and outlined in ink (a circle for "circle" or no shape)."""
    points = shape_points(shape, centre, radius)
    if points:
        pen.polygon(surface, fill, points)
        pen.polygon(surface, palette.INK, points, edge)
    else:
        pen.circle(surface, fill, centre, radius)
        pen.circle(surface, palette.INK, centre, radius, edge)


def draw_seat_marker(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour,
                     shape: str = "circle") -> None:
    """A seat's token: its colour, in its shape (a circle unless the colour-blind palette is on)."""
    draw_shape(surface, shape, centre, radius, colour)


def draw_emblem(surface: pygame.Surface, rect: pygame.Rect, game_id: str) -> None:
    """A small picture for a game's card, drawn from shapes (a sunny island for unknown games)."""
    pen.ellipse(surface, palette.SEA, rect)
    pen.ellipse(surface, palette.SAND_DARK, rect, 3)
    cx, cy = rect.center
    size = min(rect.w, rect.h)
    if game_id == "paradisio":
        cell = size // 5
        for i in range(2):
            for j in range(2):
                tile = pygame.Rect(cx - cell + i * cell, cy - cell + j * cell, cell - 2, cell - 2)
                pen.rect(surface, palette.SEA_LIGHT, tile)
                pen.polygon(surface, palette.SAND, [tile.topleft, tile.topright, tile.bottomleft]
                                    if (i + j) % 2 else [tile.topright, tile.bottomright, tile.bottomleft])
    elif game_id == "last-paradise":
        draw_island(surface, (cx, cy + size // 8), size // 2, palms=1)
        for i, colour in enumerate((palette.PLAYER_COLOURS[0][1], palette.PLAYER_COLOURS[1][1])):
            pen.rect(surface, colour, (cx - size // 4 + i * size // 3, cy + size // 6, 10, 10))
    elif game_id == "paradise-fallen":
        pen.polygon(surface, palette.LEAF_DARK, [(cx - size // 3, cy + size // 5), (cx, cy - size // 4),
                                                         (cx + size // 3, cy + size // 5)])
        pen.circle(surface, palette.WARN, (cx, cy - size // 4), size // 12)
    elif game_id == "last-resort":
        pen.rect(surface, palette.PAPER, (cx - size // 5, cy - size // 5, size * 2 // 5, size * 2 // 5))
        for i in range(3):
            pen.rect(surface, palette.SEA_DEEP, (cx - size // 7 + i * size // 9, cy - size // 8, 6, 8))
    else:
        pen.circle(surface, palette.GLOW, (cx, cy - size // 8), size // 6)
        draw_island(surface, (cx, cy + size // 6), size // 2, palms=0)


def colour_index(colour: str, fallback: int = 0) -> int:
    """Which of PLAYER_COLOURS a seat's ``#rrggbb`` colour is (``fallback`` if none)."""
    for i, (_, rgb) in enumerate(palette.PLAYER_COLOURS):
        if palette.hex_colour(rgb) == colour.lower():
            return i
    return fallback


def seat_look(index: int, colour_blind: bool) -> tuple[Colour, str]:
    """(colour, shape) of seat colour ``index``: shapes only with the colour-blind palette (else NO_SHAPE)."""
    shape = palette.SEAT_SHAPES[index % len(palette.SEAT_SHAPES)] if colour_blind else palette.NO_SHAPE
    return palette.seat_colour(index, colour_blind), shape
