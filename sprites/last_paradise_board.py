"""The island of The Last Paradise drawn as a board: sea, beach, four districts, the centre.

The static layer (everything but the counters) is drawn once and cached;
:class:`IslandLayout` knows where each of the sixteen sites lies.
"""
from __future__ import annotations

import math

import pygame

from game.last_paradise import CENTRE, DISTRICTS, GROUP_SITES, SITES
from sprites import palette
from sprites.last_paradise_text import draw_text

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


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` moved ``t`` of the way to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


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


def draw_symbol(surface: pygame.Surface, district: int, centre: tuple[int, int], size: int, colour: Colour) -> None:
    """A district's symbol: a palm, a shell, a coral branch or dune waves."""
    x, y = centre
    s = size
    w = max(2, s // 9)
    if district == 0:  # palm
        pygame.draw.line(surface, colour, (x, y + s // 2), (x + s // 8, y - s // 5), w)
        for dx in (-1, 1):
            pygame.draw.arc(surface, colour, (x + (dx - 1) * s // 2 + s // 8, y - s // 2, s, s // 2),
                            0.3 if dx < 0 else 1.6, 1.5 if dx < 0 else 2.8, w)
    elif district == 1:  # shell: a fan of ribs
        for i in range(5):
            a = math.radians(200 + i * 35)
            pygame.draw.line(surface, colour, (x, y + s // 3), (x + math.cos(a) * s // 2, y + s // 3 + math.sin(a) * s * 0.7), w)
        pygame.draw.arc(surface, colour, (x - s // 2, y - s // 2 + 2, s, s), 0.2, math.pi - 0.2, w)
    elif district == 2:  # coral: branching
        pygame.draw.line(surface, colour, (x, y + s // 2), (x, y - s // 6), w)
        for dx in (-1, 1):
            pygame.draw.line(surface, colour, (x, y + s // 8), (x + dx * s // 3, y - s // 4), w)
            pygame.draw.line(surface, colour, (x + dx * s // 3, y - s // 4), (x + dx * s // 3, y - s // 2), w)
        pygame.draw.circle(surface, colour, (x, y - s // 5), w + 1)
    else:  # dune: waves of sand
        for row in range(3):
            yy = y - s // 4 + row * s // 4
            points = [(x - s // 2 + i * s // 8, yy + round(math.sin(i * 1.3) * s / 12)) for i in range(9)]
            pygame.draw.lines(surface, colour, False, points, w)


def build_board_layer(layout: IslandLayout) -> pygame.Surface:
    """The static island (sea, beach, district tints, the centre, empty sites) as one image."""
    layer = pygame.Surface(layout.rect.size)
    shifted = IslandLayout(pygame.Rect((0, 0), layout.rect.size))
    layer.fill(palette.SEA)
    for i in range(14):
        y = 18 + i * 46
        pygame.draw.line(layer, palette.SEA_LIGHT, (20 + (i % 3) * 30, y), (60 + (i % 3) * 30, y), 2)
        pygame.draw.line(layer, palette.SEA_LIGHT, (layout.rect.w - 90 + (i % 2) * 25, y + 20),
                         (layout.rect.w - 50 + (i % 2) * 25, y + 20), 2)
    cx, cy = shifted.centre
    rx, ry = shifted.radii
    pygame.draw.ellipse(layer, palette.SEA_LIGHT, pygame.Rect(0, 0, 2 * rx + 40, 2 * ry + 36).move(cx - rx - 20, cy - ry - 18))
    pygame.draw.ellipse(layer, palette.SAND, pygame.Rect(0, 0, 2 * rx, 2 * ry).move(cx - rx, cy - ry))
    for d in range(4):
        mid = DISTRICT_ANGLES[d]
        tint = mix(palette.SAND, district_colour(d), 0.38)
        pygame.draw.polygon(layer, tint, _wedge(shifted, mid - 44, mid + 44, 22))
        pygame.draw.polygon(layer, mix(tint, palette.INK, 0.25), _wedge(shifted, mid - 44, mid + 44, 22), 2)
        draw_symbol(layer, d, shifted.coast_point(mid, 150), 64, mix(tint, palette.INK, 0.18))
        label = shifted.coast_point(mid, -4)
        draw_text(layer, f"{DISTRICTS[d].name} district", 20, palette.PAPER, True, center=(label[0], label[1] + (16 if 0 < mid < 180 else -14)))
    pygame.draw.circle(layer, CENTRE_COLOUR, (cx, cy), shifted.centre_radius)
    for k in range(36):
        a = math.radians(k * 10)
        b = math.radians(k * 10 + 5)
        r = shifted.centre_radius
        pygame.draw.line(layer, palette.INK, (cx + math.cos(a) * r, cy + math.sin(a) * r),
                         (cx + math.cos(b) * r, cy + math.sin(b) * r), 3)
    for index, box in enumerate(shifted.sites):
        _draw_empty_site(layer, index, box)
    draw_text(layer, "Centre", 16, palette.INK, True, center=(cx, cy - shifted.centre_radius + 16))
    return layer


def _draw_empty_site(layer: pygame.Surface, index: int, box: pygame.Rect) -> None:
    site = SITES[index]
    colour = district_colour(site.district)
    fill = mix(palette.PAPER, colour, 0.22)
    pygame.draw.rect(layer, fill, box, border_radius=10)
    pygame.draw.rect(layer, mix(colour, palette.INK, 0.3), box, 3, border_radius=10)
    if site.central:
        pygame.draw.rect(layer, palette.INK, box.inflate(8, 8), 2, border_radius=13)
    draw_symbol(layer, site.district, box.center, 30, mix(fill, palette.INK, 0.2))
    word = "hotel" if site.central else "villa"
    draw_text(layer, word, 13, mix(fill, palette.INK, 0.55), center=(box.centerx, box.bottom - 10))


def group_outline(layout: IslandLayout, group: int) -> list[pygame.Rect]:
    """The site boxes of a group, for highlighting it."""
    return [layout.sites[s] for s in GROUP_SITES[group]]


__all__ = ["IslandLayout", "BOARD_RECT", "CENTRE", "build_board_layer", "draw_symbol", "district_colour", "mix",
           "group_outline", "CENTRE_COLOUR"]
