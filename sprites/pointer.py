"""The pointer: a glowing ring round a place on the table (a tile, a card, a space, a button) with an arrow
at it, for hints and tutorials; and the box their words stand in.  Drawing only: the scene says where.

The ring pulses with the time given (seconds), so a still table shows it steady between frames it draws.
"""
from __future__ import annotations

import math

import pygame

from sprites import palette, pen
from sprites.text import draw_text, fit_lines

RING = (255, 214, 92)
"""The pointer's gold."""
SCREEN = pygame.Rect(0, 0, 1280, 720)
ARROW = 34
"""How long the arrow is, from its tail to its point at the ring."""


def arrow_from(place: pygame.Rect, screen: pygame.Rect = SCREEN) -> tuple[tuple[int, int], tuple[int, int]]:
    """(tail, tip) of the arrow at ``place``: from above it, or from below when there is no room above,
    or from the side with the most room when neither fits; the tip touches the ring."""
    gap = 10
    if place.top - gap - ARROW >= screen.top:
        return (place.centerx, place.top - gap - ARROW), (place.centerx, place.top - gap)
    if place.bottom + gap + ARROW <= screen.bottom:
        return (place.centerx, place.bottom + gap + ARROW), (place.centerx, place.bottom + gap)
    if place.left - screen.left > screen.right - place.right:
        return (place.left - gap - ARROW, place.centery), (place.left - gap, place.centery)
    return (place.right + gap + ARROW, place.centery), (place.right + gap, place.centery)


def draw_ring(surface: pygame.Surface, place: pygame.Rect, clock: float = 0.0) -> pygame.Rect:
    """A pulsing gold ring round ``place``; returns the ring's rectangle."""
    pulse = 0.5 + 0.5 * math.sin(clock * 4.0)
    ring = place.inflate(10 + round(6 * pulse), 10 + round(6 * pulse))
    radius = min(14, ring.w // 2, ring.h // 2)
    glow = pen.surface(ring.inflate(16, 16).size, pygame.SRCALPHA)
    pen.rect(glow, (*RING, 70 + round(60 * pulse)), glow.get_rect(), 8, border_radius=radius + 8)
    surface.blit(glow, ring.inflate(16, 16).topleft)
    pen.rect(surface, palette.INK, ring, 5, border_radius=radius)
    pen.rect(surface, RING, ring, 3, border_radius=radius)
    return ring


SMALL = 56 * 56
"""A place smaller than this (in pixels) is hard to spot by its ring alone: an arrow points at it."""


def needs_arrow(place: pygame.Rect) -> bool:
    """True for a place small enough to want an arrow besides its ring (a big one's ring is plain to see, and an
    arrow would only cover what lies beside it)."""
    return place.w * place.h < SMALL


def draw_pointer(surface: pygame.Surface, place: pygame.Rect, clock: float = 0.0, arrow: bool | None = None) -> None:
    """A pulsing gold ring round ``place``, and an arrow pointing at it (``arrow`` None: when :func:`needs_arrow`)."""
    ring = draw_ring(surface, place, clock)
    if not (needs_arrow(place) if arrow is None else arrow):
        return
    tail, tip = arrow_from(ring)
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = [tip, (round(tip[0] - 14 * ux + 9 * uy), round(tip[1] - 14 * uy - 9 * ux)),
            (round(tip[0] - 14 * ux - 9 * uy), round(tip[1] - 14 * uy + 9 * ux))]
    shaft_end = (round(tip[0] - 12 * ux), round(tip[1] - 12 * uy))
    pen.line(surface, palette.INK, tail, shaft_end, 9)
    pen.line(surface, RING, tail, shaft_end, 5)
    pen.polygon(surface, palette.INK, head)
    pen.polygon(surface, RING, [(round(x * 0.8 + tip[0] * 0.2), round(y * 0.8 + tip[1] * 0.2)) for x, y in head])


SIZES = (17, 15, 14, 13)
"""Sizes the words may shrink to, so that all of them fit their area."""


def word_box(text: str, area: pygame.Rect) -> tuple[pygame.Rect, int, list[str]]:
    """The box ``text`` takes at the bottom of ``area`` (as wide as it, as high as the lines need), the size of
    its words (the largest of :data:`SIZES` at which every line fits the area) and its lines."""
    for size in SIZES:
        lines = fit_lines(text, size, area.w - 24, True)
        if (size + 5) * len(lines) + 14 <= area.h:
            break
    lines = lines[:max(1, (area.h - 14) // (size + 5))]
    height = (size + 5) * len(lines) + 14
    return pygame.Rect(area.x, area.bottom - height, area.w, height), size, lines


def draw_words(surface: pygame.Surface, text: str, area: pygame.Rect) -> pygame.Rect:
    """``text`` in a dark box with a gold edge at the bottom of ``area``; returns the box."""
    box, size, lines = word_box(text, area)
    pen.rect(surface, palette.INK, box, border_radius=9)
    pen.rect(surface, RING, box, 2, border_radius=9)
    for i, line in enumerate(lines):
        draw_text(surface, line, size, palette.PAPER, True, midtop=(box.centerx, box.y + 7 + (size + 5) * i))
    return box
