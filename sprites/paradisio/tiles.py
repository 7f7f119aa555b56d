"""Paradisio tiles as wooden blocks with sea, beach and green land, plus glow outlines.

Every land corner is a rounded blob that reaches exactly half way along the
two sides it touches, so where two tiles share a matching side the beach and
the green run straight on across the join.  Each layer (shallows, sand,
green) is the same shape grown or shrunk by a margin, which keeps the joins
seamless for every layer.  Pictures are drawn once per (look, size) and
cached; turning a tile is an exact quarter-turn rotation of its picture.
"""
from __future__ import annotations

import pygame

from game.paradisio.tiles import JOIN_LAND, Corners, tile_corners, tile_join
from sprites import palette, pen

Colour = tuple[int, int, int]

WOOD = (176, 126, 74)
WOOD_DARK = (112, 76, 42)
WOOD_LIGHT = (214, 170, 116)
SUPERSAMPLE = 3
BEACH = 0.10
"""Width of the sand strip, as a fraction of the tile side."""
SHALLOWS = 0.08
"""Width of the light shallow water along each coast, as a fraction of the tile side."""
CORNER_POINTS = ((0, 0), (1, 0), (1, 1), (0, 1))
"""NW, NE, SE, SW as fractions of the tile."""
DECOR_POINTS = ((0.2, 0.22), (0.72, 0.3), (0.5, 0.55), (0.28, 0.78), (0.8, 0.8), (0.15, 0.5),
                (0.55, 0.15), (0.85, 0.55), (0.5, 0.88))
"""Where bushes (on green) or wavelets (on open water) may sit, as fractions of the tile."""


def supersample(scale: float) -> int:
    """How many times larger a face is painted before it is smoothed down: :data:`SUPERSAMPLE` at 1280x720, less
    where the window's own pixels are finer (at scale 2 or more, twice is as smooth; the picture costs the square)."""
    return max(2, min(SUPERSAMPLE, round(SUPERSAMPLE / scale + 0.5)))


def thickness(size: int) -> int:
    """How far the wooden side of a tile shows below and to the right of its face."""
    return max(2, size // 18)


def _land_layer(corners: Corners, join: str, side: int, grow: float, colour: Colour) -> pygame.Surface:
    """The land shape of a tile face in ``colour``, grown outwards by ``grow`` pixels (shrunk if negative).

    Land corners reach ``side / 2 + grow`` along each side, sea corners hold a
    quarter disc of sea of radius ``side / 2 - grow``.
    """
    layer = pen.surface((side, side), pygame.SRCALPHA)
    clear = (0, 0, 0, 0)
    half = side / 2
    points = [(x * side, y * side) for x, y in CORNER_POINTS]
    land = [i for i in range(4) if corners[i]]
    if len(land) == 4:
        layer.fill(colour)
    elif len(land) == 3 or (len(land) == 2 and (land[1] - land[0]) == 2 and join == JOIN_LAND):
        layer.fill(colour)
        for i in range(4):
            if not corners[i]:
                pen.circle(layer, clear, points[i], max(0.0, half - grow))
    elif len(land) == 1 or len(land) == 2 and (land[1] - land[0]) == 2:
        for i in land:
            pen.circle(layer, colour, points[i], max(0.0, half + grow))
    elif len(land) == 2:
        _draw_coast(layer, land, side, half + grow, colour)
    return layer


def _draw_coast(layer: pygame.Surface, land: list[int], side: int, depth: float, colour: Colour) -> None:
    """Land along the side between two neighbouring land corners, with a gently curved shore."""
    steps = 16
    shore = []
    for k in range(steps + 1):
        t = k / steps
        bulge = 0.06 * side * (4 * t * (1 - t)) * (1 if depth > 0 else 0)
        shore.append((t * side, depth + bulge))
    # the shore of land along the top side; turn it for the other sides
    polygon = [(0.0, 0.0), (float(side), 0.0)] + shore[::-1]
    pair = set(land)
    turns = {frozenset({0, 1}): 0, frozenset({1, 2}): 1, frozenset({2, 3}): 2, frozenset({3, 0}): 3}[frozenset(pair)]
    for _ in range(turns):
        polygon = [(side - y, x) for x, y in polygon]
    pen.polygon(layer, colour, polygon)


def _decorate(face: pygame.Surface, side: int) -> None:
    """Bushes on the green and wavelets on open water, wherever the face shows those colours."""
    radius = max(1, side // 14)
    for fx, fy in DECOR_POINTS:
        x, y = int(fx * side), int(fy * side)
        here = tuple(face.get_at((x, y)))[:3]
        if here == palette.LEAF:
            pen.circle(face, palette.LEAF_DARK, (x, y), radius)
            pen.circle(face, (92, 170, 96), (x - radius // 3, y - radius // 3), max(1, radius // 2))
        elif here == palette.SEA and side >= 40:
            arc = pygame.Rect(x - radius * 2, y - radius, radius * 4, radius * 2)
            if all(tuple(face.get_at(p))[:3] == palette.SEA for p in (arc.topleft, arc.topright)):
                pen.arc(face, palette.SEA_LIGHT, arc, 0.5, 2.6, max(1, side // 40))


@pen.cached(maxsize=256)
def face_picture(corners: Corners, join: str, size: int) -> pygame.Surface:
    """The painted face of a tile showing ``corners`` (NW, NE, SE, SW), ``size`` pixels square."""
    big = size * supersample(pen.scale())
    face = pen.surface((big, big))
    face.fill(palette.SEA)
    for grow, colour in ((SHALLOWS, palette.SEA_LIGHT), (0.0, palette.SAND), (-BEACH, palette.LEAF)):
        face.blit(_land_layer(corners, join, big, grow * big, colour), (0, 0))
    _decorate(face, big)
    return pen.smoothscale(face, (size, size))


@pen.cached(maxsize=512)
def _block(corners: Corners, join: str, size: int) -> pygame.Surface:
    depth = thickness(size)
    block = pen.surface((size + depth, size + depth), pygame.SRCALPHA)
    radius = max(2, size // 14)
    pen.rect(block, WOOD_DARK, (depth, depth, size, size), border_radius=radius)
    for k in range(depth):
        pen.rect(block, WOOD, (k + 1, k + 1, size, size), border_radius=radius)
    face = face_picture(corners, join, size).copy()
    edge = pen.surface((size, size), pygame.SRCALPHA)
    pen.rect(edge, (*WOOD_LIGHT, 255), edge.get_rect(), max(1, size // 40), border_radius=radius)
    pen.line(edge, (255, 255, 255, 70), (radius, 1), (size - radius, 1), max(1, size // 50))
    pen.line(edge, (0, 0, 0, 60), (radius, size - 2), (size - radius, size - 2), max(1, size // 50))
    face.blit(edge, (0, 0))
    mask = pen.surface((size, size), pygame.SRCALPHA)
    pen.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    rounded = with_alpha(face)
    rounded.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    block.blit(rounded, (0, 0))
    return block


def with_alpha(face: pygame.Surface) -> pygame.Surface:
    """A per-pixel-alpha copy of ``face`` (works before a window exists)."""
    out = pen.surface(face.get_size(), pygame.SRCALPHA)
    out.blit(face, (0, 0))
    return out


def tile_image(tile_id: int, turn: int, size: int) -> pygame.Surface:
    """Tile ``tile_id`` after ``turn`` clockwise quarter turns as a wooden block.

    The face is ``size`` pixels square at the top left; the wooden side shows
    :func:`thickness` pixels below and to the right.  Cached: do not draw on it.
    """
    return _block(tile_corners(tile_id, turn), tile_join(tile_id), size)


def turned_tile(tile_id: int, angle: float, size: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """Tile ``tile_id`` turned ``angle`` clockwise quarter turns, fractions too (a turn under way).

    Returns the picture and where its top-left goes, relative to the top-left
    of the unturned :func:`tile_image`, so that the tile turns about its centre.
    A whole ``angle`` gives the cached :func:`tile_image` itself.
    """
    whole = round(angle)
    image = tile_image(tile_id, whole % 4, size)
    rest = angle - whole
    if abs(rest) < 0.005:
        return image, (0, 0)
    turned = pen.rotozoom(image, -rest * 90, 1)
    return turned, ((image.get_width() - turned.get_width()) // 2, (image.get_height() - turned.get_height()) // 2)


def blit_tile(surface: pygame.Surface, tile_id: int, angle: float, size: int, top_left: tuple[float, float],
              alpha: int = 255) -> None:
    """Draw tile ``tile_id`` turned ``angle`` quarter turns (see :func:`turned_tile`), see-through below 255."""
    image, (dx, dy) = turned_tile(tile_id, angle, size)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, (round(top_left[0]) + dx, round(top_left[1]) + dy))


@pen.cached(maxsize=64)
def land_mask(corners: Corners, join: str, size: int) -> pygame.mask.Mask:
    """Where a tile face showing ``corners`` is land (sand and green), ``size`` pixels square.

    The same shape the face is painted with, so a tint drawn through it follows the coastline.
    """
    layer = _land_layer(corners, join, size, 0.0, (255, 255, 255))
    return pygame.mask.from_surface(layer, 127)
