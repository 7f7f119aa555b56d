"""The island of The Last Paradise drawn as a board: sea, beach, four districts, the centre.

The static layer (everything but the counters) is drawn once per drawing scale and kept
(:func:`board_layer`); :class:`IslandLayout` knows where each of the sixteen sites lies.
"""
from __future__ import annotations

import math

import pygame

from game.last_paradise import CENTRE, DISTRICTS, SITES
from sprites import palette, pen
from sprites.text import draw_text

Colour = tuple[int, int, int]

BOARD_RECT = pygame.Rect(0, 56, 820, 630)
"""Where the board sits on the 1280×720 canvas."""
SITE_SIZE = 74
CENTRE_COLOUR: Colour = (196, 188, 222)
"""The centre group's tint: a lilac plaza, unlike any district."""
DISTRICT_ANGLES: tuple[float, ...] = (225.0, 315.0, 45.0, 135.0)
"""Screen angle (degrees, y down) of the middle of each district's coast: NW, NE, SE, SW."""


def district_colour(index: int) -> Colour:
    """The RGB tint of a district."""
    return palette.rgb_colour(DISTRICTS[index].colour)


class IslandLayout:
    """Where the island, its districts and its sites lie on the canvas."""

    def __init__(self, rect: pygame.Rect = BOARD_RECT) -> None:
        self.rect = rect
        self.centre = (rect.centerx, rect.centery + 4)
        self.radii = (rect.w * 0.43, rect.h * 0.45)
        self.centre_radius = 112
        self.sites: list[pygame.Rect] = [self._site_rect(i) for i in range(len(SITES))]

    def _site_rect(self, index: int) -> pygame.Rect:
        site = SITES[index]
        cx, cy = self.centre
        box = pygame.Rect(0, 0, SITE_SIZE, SITE_SIZE)
        if site.central:
            a = math.radians(DISTRICT_ANGLES[site.district])
            box.center = (round(cx + math.cos(a) * 64), round(cy + math.sin(a) * 64))
            return box
        a = math.radians(DISTRICT_ANGLES[site.district] + (index % 4 - 1) * 29)
        rx, ry = self.radii
        box.center = (round(cx + math.cos(a) * (rx - 62)), round(cy + math.sin(a) * (ry - 58)))
        return box

    def site_at(self, pos: tuple[float, float]) -> int | None:
        """The site under a canvas point, or None."""
        for index, box in enumerate(self.sites):
            if box.collidepoint(pos):
                return index
        return None

    def coast_point(self, angle: float, inset: float = 0.0) -> tuple[int, int]:
        """A point on the island's edge (moved ``inset`` pixels inland) at a screen angle."""
        a = math.radians(angle)
        rx, ry = self.radii
        return (round(self.centre[0] + math.cos(a) * (rx - inset)), round(self.centre[1] + math.sin(a) * (ry - inset)))


def _wedge(layout: IslandLayout, start: float, end: float, inset: float) -> list[tuple[int, int]]:
    points = [layout.centre]
    steps = 24
    for i in range(steps + 1):
        points.append(layout.coast_point(start + (end - start) * i / steps, inset))
    return points


def _frond(surface: pygame.Surface, colour: Colour, crown: tuple[float, float], heading: float,
           length: float, droop: float, width: float) -> None:
    """One palm leaf: a blade pointed at both ends that leaves the crown along ``heading`` (degrees) and bends down."""
    a = math.radians(heading)
    spine = [(crown[0] + math.cos(a) * length * t, crown[1] + math.sin(a) * length * t + droop * t * t)
             for t in (i / 8 for i in range(9))]
    upper: list[tuple[float, float]] = []
    lower: list[tuple[float, float]] = []
    for i, (x, y) in enumerate(spine):
        half = width * math.sin(math.pi * (0.1 + 0.9 * i / 8)) ** 0.8 / 2 + 0.3
        (x0, y0), (x1, y1) = spine[max(i - 1, 0)], spine[min(i + 1, 8)]
        norm = math.hypot(x1 - x0, y1 - y0) or 1.0
        px, py = -(y1 - y0) / norm * half, (x1 - x0) / norm * half
        upper.append((x + px, y + py))
        lower.append((x - px, y - py))
    pen.polygon(surface, colour, upper + lower[::-1])


def draw_palm(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: Colour) -> None:
    """A coconut palm: a leaning, ringed trunk, a crown of drooping fronds and a cluster of coconuts."""
    x, y = centre
    s = float(size)
    base = (x - s * 0.10, y + s * 0.5)
    crown = (x + s * 0.04, y - s * 0.2)
    segments = 7
    gap = max(2.0, s / 24) if s >= 28 else 0.0  # thin gaps between trunk segments read as its rings
    for i in range(segments):
        t0, t1 = i / segments, (i + 1) / segments
        points = []
        for t, k in ((t0, 1), (t1, 1), (t1, -1), (t0, -1)):
            half = s * (0.075 - 0.03 * t)
            cx = base[0] + (crown[0] - base[0]) * t - math.sin(t * math.pi) * s * 0.1
            cy = base[1] + (crown[1] - base[1]) * t + (gap if t == t1 else 0.0)
            points.append((cx + k * half, cy))
        pen.polygon(surface, colour, points)
    width = max(2.5, s * 0.14)
    for heading, length, droop in ((186, 0.50, 0.30), (222, 0.42, 0.16), (264, 0.30, 0.06), (302, 0.36, 0.10),
                                   (338, 0.46, 0.22), (8, 0.50, 0.32)):
        _frond(surface, colour, crown, heading, s * length, s * droop, width)
    if s >= 20:
        r = max(2, round(s * 0.05))
        for dx, dy in ((-0.05, 0.06), (0.05, 0.07), (0.0, 0.12)):
            pen.circle(surface, colour, (round(crown[0] + dx * s), round(crown[1] + dy * s)), r)


def draw_symbol(surface: pygame.Surface, district: int, centre: tuple[int, int], size: int, colour: Colour) -> None:
    """A district's symbol: a palm, a shell, a coral branch or dune waves."""
    x, y = centre
    s = size
    w = max(2, s // 9)
    if district == 0:
        draw_palm(surface, centre, size, colour)
    elif district == 1:  # shell: a fan of ribs
        for i in range(5):
            a = math.radians(200 + i * 35)
            pen.line(surface, colour, (x, y + s // 3), (x + math.cos(a) * s // 2, y + s // 3 + math.sin(a) * s * 0.7), w)
        pen.arc(surface, colour, (x - s // 2, y - s // 2 + 2, s, s), 0.2, math.pi - 0.2, w)
    elif district == 2:  # coral: branching
        pen.line(surface, colour, (x, y + s // 2), (x, y - s // 6), w)
        for dx in (-1, 1):
            pen.line(surface, colour, (x, y + s // 8), (x + dx * s // 3, y - s // 4), w)
            pen.line(surface, colour, (x + dx * s // 3, y - s // 4), (x + dx * s // 3, y - s // 2), w)
        pen.circle(surface, colour, (x, y - s // 5), w + 1)
    else:  # dune: waves of sand
        for row in range(3):
            yy = y - s // 4 + row * s // 4
            points = [(x - s // 2 + i * s // 8, yy + round(math.sin(i * 1.3) * s / 12)) for i in range(9)]
            pen.lines(surface, colour, False, points, w)


@pen.cached(maxsize=4)
def board_layer(size: tuple[int, int]) -> pygame.Surface:
    """The static island of a board of ``size`` (sea, beach, district tints, the centre, empty sites) as one
    picture at the drawing scale of the moment: drawn once, and again after the scale changes (a resized window)."""
    layer = pen.surface(size)
    shifted = IslandLayout(pygame.Rect((0, 0), size))
    layer.fill(palette.SEA)
    for i in range(14):
        y = 18 + i * 46
        pen.line(layer, palette.SEA_LIGHT, (20 + (i % 3) * 30, y), (60 + (i % 3) * 30, y), 2)
        pen.line(layer, palette.SEA_LIGHT, (size[0] - 90 + (i % 2) * 25, y + 20),
                 (size[0] - 50 + (i % 2) * 25, y + 20), 2)
    cx, cy = shifted.centre
    rx, ry = shifted.radii
    pen.ellipse(layer, palette.SEA_LIGHT, pygame.Rect(0, 0, 2 * rx + 40, 2 * ry + 36).move(cx - rx - 20, cy - ry - 18))
    pen.ellipse(layer, palette.SAND, pygame.Rect(0, 0, 2 * rx, 2 * ry).move(cx - rx, cy - ry))
    for d in range(4):
        mid = DISTRICT_ANGLES[d]
        tint = palette.mix(palette.SAND, district_colour(d), 0.38)
        pen.polygon(layer, tint, _wedge(shifted, mid - 44, mid + 44, 22))
        pen.polygon(layer, palette.mix(tint, palette.INK, 0.25), _wedge(shifted, mid - 44, mid + 44, 22), 2)
        draw_symbol(layer, d, shifted.coast_point(mid, 150), 64, palette.mix(tint, palette.INK, 0.18))
        label = shifted.coast_point(mid, -4)
        draw_text(layer, f"{DISTRICTS[d].name} district", 20, palette.PAPER, True, center=(label[0], label[1] + (16 if 0 < mid < 180 else -14)))
    pen.circle(layer, CENTRE_COLOUR, (cx, cy), shifted.centre_radius)
    for k in range(36):
        a = math.radians(k * 10)
        b = math.radians(k * 10 + 5)
        r = shifted.centre_radius
        pen.line(layer, palette.INK, (cx + math.cos(a) * r, cy + math.sin(a) * r),
                         (cx + math.cos(b) * r, cy + math.sin(b) * r), 3)
    for index, box in enumerate(shifted.sites):
        _draw_empty_site(layer, index, box)
    draw_text(layer, "Centre", 16, palette.INK, True, center=(cx, cy - shifted.centre_radius + 16))
    return layer


def _draw_empty_site(layer: pygame.Surface, index: int, box: pygame.Rect) -> None:
    site = SITES[index]
    colour = district_colour(site.district)
    fill = palette.mix(palette.PAPER, colour, 0.22)
    pen.rect(layer, fill, box, border_radius=10)
    pen.rect(layer, palette.mix(colour, palette.INK, 0.3), box, 3, border_radius=10)
    if site.central:
        pen.rect(layer, palette.INK, box.inflate(8, 8), 2, border_radius=13)
    draw_symbol(layer, site.district, box.center, 30, palette.mix(fill, palette.INK, 0.2))
    word = "hotel" if site.central else "villa"
    draw_text(layer, word, 13, palette.mix(fill, palette.INK, 0.55), center=(box.centerx, box.bottom - 10))


__all__ = ["IslandLayout", "BOARD_RECT", "CENTRE", "board_layer", "draw_symbol", "district_colour",
           "CENTRE_COLOUR"]
