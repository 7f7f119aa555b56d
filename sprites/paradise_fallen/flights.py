"""Things moving over the Paradise Fallen table: canoes sailing their path, cards and Aberrations flying.

Each flight is a tween; a canoe's follows its path island by island.  The
table asks which canoes and Aberrations are in the air (not drawn in their
places meanwhile) and how many cards are still flying to the discard pile.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.paradise_fallen.board import draw_canoe
from sprites.paradise_fallen.faces import aberration_mark, draw_card
from sprites.paradise_fallen.layout import CARD_H, CARD_W
from sprites.tween import InTheAir, Point, Tween, ease_in_out, ease_out_cubic

Colour = tuple[int, int, int]
STEP_TIME = 0.32
"""Seconds (at speed 1) a canoe takes from one island to the next."""
CARD_TIME = 0.4
PULSE_TIME = 0.6


@dataclass
class Flight:
    """One thing in the air: a card (``card`` None: its back), an Aberration mark, or a seat's canoe."""

    kind: str
    """"card", "mark" or "canoe"."""
    tween: Tween
    card: int | None = None
    seat: int = -1
    points: tuple[Point, ...] = ()
    """A canoe's way: the top-left of its place on each island of the path."""
    to_discard: bool = False
    look: tuple[Colour, str] = ((0, 0, 0), "circle")
    rect: pygame.Rect | None = None
    """A pulse's place: a ring widens around it."""

    @property
    def position(self) -> Point:
        """Where the flying thing's top-left is now."""
        if self.kind != "canoe" or len(self.points) < 2:
            return self.tween.position
        along = self.tween.position[0] * (len(self.points) - 1)
        index = min(len(self.points) - 2, int(along))
        t = ease_in_out(along - index)
        (ax, ay), (bx, by) = self.points[index], self.points[index + 1]
        return (ax + (bx - ax) * t, ay + (by - ay) * t)


class Flights(InTheAir[Flight]):
    """Everything in the air over the table."""

    @property
    def blocking(self) -> bool:
        """True while a canoe sails or an Aberration moves: the next event waits for it."""
        return any(f.kind in ("canoe", "mark") for f in self.items)

    def sail(self, seat: int, points: Sequence[Point], look: tuple[Colour, str]) -> None:
        """A canoe sails through ``points`` (its place on each island, start first)."""
        steps = max(1, len(points) - 1)
        self._add(Flight("canoe", Tween((0.0, 0.0), (1.0, 0.0), STEP_TIME * steps, lambda t: t), seat=seat,
                         points=tuple(points), look=look))

    def card(self, card: int | None, start: Point, end: Point, delay: float = 0.0, to_discard: bool = False) -> None:
        """A card (None: face down) flies from ``start`` to ``end`` (top-lefts)."""
        self._add(Flight("card", Tween(start, end, CARD_TIME, ease_out_cubic, delay=delay), card=card,
                         to_discard=to_discard))

    def mark(self, card: int, start: Point, end: Point, to_discard: bool = False) -> None:
        """An Aberration flies from one place to another (or to the discard pile)."""
        self._add(Flight("mark", Tween(start, end, CARD_TIME, ease_in_out), card=card, to_discard=to_discard))

    def pulse(self, rect: pygame.Rect, delay: float = 0.0) -> None:
        """A ring widening around ``rect``: a token used or revived, an island explored, a turn starting."""
        self._add(Flight("pulse", Tween((0.0, 0.0), (1.0, 0.0), PULSE_TIME, ease_out_cubic, delay=delay),
                         rect=pygame.Rect(rect)))

    def canoe_flying(self, seat: int) -> bool:
        """True while ``seat``'s canoe sails (it is not drawn in its place)."""
        return any(f.kind == "canoe" and f.seat == seat for f in self.items)

    def marks_flying(self) -> set[int]:
        """The Aberrations in the air."""
        return {f.card for f in self.items if f.kind == "mark" and f.card is not None}

    def flying_to_discard(self) -> int:
        """How many cards are still on their way to the discard pile."""
        return sum(1 for f in self.items if f.to_discard)

    def draw(self, surface: pygame.Surface) -> None:
        """Everything in the air, at its place now (a card not yet off waits unseen)."""
        for flight in self.items:
            if flight.tween.elapsed < flight.tween.delay:
                continue
            x, y = flight.position
            if flight.kind == "pulse" and flight.rect is not None:
                grow = round(4 + 18 * x)
                colour = palette.mix(palette.GLOW, palette.PAPER, x)
                pen.rect(surface, colour, flight.rect.inflate(grow, grow), max(1, round(4 - 3 * x)),
                                 border_radius=10)
            elif flight.kind == "canoe":
                draw_canoe(surface, pygame.Rect(round(x), round(y), 34, 16), flight.look[0], flight.look[1], lifted=True)
            elif flight.kind == "mark" and flight.card is not None:
                surface.blit(aberration_mark(flight.card), (round(x), round(y)))
            else:
                draw_card(surface, flight.card, pygame.Rect(round(x), round(y), CARD_W, CARD_H))

