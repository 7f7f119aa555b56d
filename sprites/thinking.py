"""The sign that a computer player is thinking, shown at its seat on every table.

Three dots pulse one after another in a small dark plate, with the word "thinking…" beside them where the seat
has room for it.  A table says where the sign goes with :func:`sign_spot` (the free room of a seat's lines, the
words and marks already there left clear); :class:`ThinkingSign` says when: only once a computer has been
thinking for :data:`SHOW_AFTER` seconds, so a quick decision never flickers it on.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from sprites import palette, pen
from sprites.text import font, render_text

SHOW_AFTER = 0.3
"""Seconds a computer player thinks before its sign shows."""
PULSE = 1.2
"""Seconds of one round of the dots' pulse (each dot lights a third of a round after the one before)."""
WORD = "thinking…"
PLATE = (18, 30, 42)
"""The sign's plate: dark enough for the dots and the word to read on a wooden tray and on a dark panel alike."""
EDGE = palette.mix(palette.SAND, PLATE, 0.45)
DIM = palette.mix(palette.SAND, PLATE, 0.55)
"""A dot at rest; lit, it is :data:`palette.GLOW`."""
GAP = 6
"""Room kept between the sign and the words or marks beside it."""
MAX_HEIGHT = 22

Band = tuple[pygame.Rect, Sequence[pygame.Rect]]
"""A line of a seat where the sign may go, and what already lies on it (names, numbers, cards)."""


def _parts(height: int) -> tuple[int, int, int]:
    """(dot radius, dot spacing, type size) of a sign ``height`` pixels tall."""
    radius = max(2, round(height / 6))
    return radius, 3 * radius + 1, 12 if height < 20 else 13


def sign_size(height: int, worded: bool) -> tuple[int, int]:
    """The size of a sign at most ``height`` pixels tall: dots only, or dots and the word."""
    height = min(height, MAX_HEIGHT)
    radius, step, size = _parts(height)
    width = 2 * step + 2 * radius + 2 * max(5, height // 3)
    if worded:
        width += font(size).size(WORD)[0] + radius + 2
    return width, height


def free_room(band: pygame.Rect, taken: Sequence[pygame.Rect], width: int) -> pygame.Rect | None:
    """The leftmost stretch of ``band`` at least ``width`` wide that keeps :data:`GAP` from everything ``taken``
    reaching into the band's height."""
    walls = sorted((r.left - GAP, r.right + GAP) for r in taken if r.w and r.h and r.top < band.bottom and r.bottom > band.top)
    left = band.left
    for start, end in [*walls, (band.right, band.right)]:
        if min(start, band.right) - left >= width:
            return pygame.Rect(left, band.y, min(start, band.right) - left, band.h)
        left = max(left, end)
    return None


def sign_spot(bands: Sequence[Band]) -> pygame.Rect | None:
    """Where the sign goes among a seat's ``bands`` (in order of preference): with its word in the first band with
    room for it, else dots only in the first band with room for them, at the left of the room (next to the words
    before it), centred on the band's height; None when no band has room."""
    for worded in (True, False):
        for band, taken in bands:
            width, height = sign_size(band.h, worded)
            row = pygame.Rect(band.x, band.centery - height // 2, band.w, height)
            room = free_room(row, taken, width)
            if room is not None:
                return pygame.Rect(room.x, row.y, width, height)
    return None


def draw_sign(surface: pygame.Surface, spot: pygame.Rect, age: float) -> None:
    """The sign in ``spot`` (from :func:`sign_spot`), its dots lit as ``age`` seconds into the pulse; the word
    shows when ``spot`` is wide enough for it."""
    radius, step, size = _parts(spot.h)
    pen.rect(surface, PLATE, spot, border_radius=spot.h // 2)
    pen.rect(surface, EDGE, spot, 1, border_radius=spot.h // 2)
    x = spot.x + max(5, spot.h // 3) + radius
    for dot in range(3):
        light = 0.5 + 0.5 * math.cos(2 * math.pi * (age / PULSE - dot / 3))
        colour = palette.mix(palette.GLOW, DIM, light ** 3)
        pen.circle(surface, colour, (x + dot * step, spot.centery + (1 if light < 0.5 else 0)), radius)
    if spot.w >= sign_size(spot.h, True)[0]:
        word = render_text(WORD, size, palette.SAND)
        surface.blit(word, word.get_rect(midleft=(x + 2 * step + 2 * radius + 2, spot.centery)))


class ThinkingSign:
    """When the thinking sign shows, and the time its pulse keeps: the computer seat thinking (from
    :attr:`scenes.bot_runner.BotRunner.thinking`) and for how long it has been thinking about this decision."""

    def __init__(self) -> None:
        self._thinking: tuple[int, int] | None = None
        self.age = 0.0
        """Seconds the seat has been thinking about this decision (real time: not sped up with the animations)."""

    def update(self, dt: float, seat: int | None, move: int) -> None:
        """``seat`` (None: nobody) is thinking about move number ``move``; ``dt`` seconds went by."""
        thinking = None if seat is None else (seat, move)
        if thinking != self._thinking:
            self._thinking, self.age = thinking, 0.0
        elif thinking is not None:
            self.age += dt

    @property
    def shown(self) -> int | None:
        """The seat whose sign shows now (None: no sign)."""
        if self._thinking is None or self.age < SHOW_AFTER:
            return None
        return self._thinking[0]

    def draw(self, surface: pygame.Surface, spot_of: Callable[[int], pygame.Rect | None]) -> None:
        """The sign at the seat thinking, where ``spot_of(seat)`` puts it (the table's ``thinking_anchor``)."""
        seat = self.shown
        spot = None if seat is None else spot_of(seat)
        if spot is not None:
            draw_sign(surface, spot, self.age - SHOW_AFTER)
