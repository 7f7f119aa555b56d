"""Things moving over the Last Resort table: tiles built, tourists arriving, seated, checked out or ejected,
Malfunctions laid, trackers moving and cash shown rising from a tile.

Each flight is a tween.  A flight may hide what it flies to (a tile or a
tourist already in the shown view) until it lands, so nothing is drawn twice.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.last_resort.board import Marker, draw_tracker
from sprites.last_resort.faces import draw_meeple, malfunction_back, tile_face
from sprites.last_resort.layout import MEEPLE_H, MEEPLE_W, OFFER_H, OFFER_W
from sprites.text import font, render_text
from sprites.tween import InTheAir, Point, Tween, ease_in_out, ease_out_cubic

Colour = tuple[int, int, int]
FLY_TIME = 0.45
LABEL_TIME = 1.1
LABEL_SIZE = 20


@dataclass
class Flight:
    """One thing in the air: "tile", "meeple", "malfunction", "marker" or "label"."""

    kind: str
    tween: Tween
    tile: int = -1
    colour: str = ""
    text: str = ""
    look: Marker = ((0, 0, 0), "circle", "")
    hides: tuple[int, int, int] | None = None
    """(seat, space, slot; slot -1 the whole tile) left empty on its station until it lands."""
    blocking: bool = True
    track: tuple[str, int] | None = None
    """(prestige kind, party) of a tracker in the air: not drawn on its track until it lands."""


class Flights(InTheAir[Flight]):
    """Everything in the air over the table."""

    @property
    def blocking(self) -> bool:
        """True while something flies that the next event must wait for (labels only fade)."""
        return any(f.blocking for f in self.items)

    def tile(self, tile: int, start: Point, end: Point, hides: tuple[int, int, int] | None = None) -> None:
        """A tile flies from the offer to its space."""
        self._add(Flight("tile", Tween(start, end, FLY_TIME, ease_in_out), tile=tile, hides=hides))

    def meeple(self, colour: str, start: Point, end: Point, delay: float = 0.0,
               hides: tuple[int, int, int] | None = None) -> None:
        """A tourist walks from ``start`` to ``end`` (centres)."""
        self._add(Flight("meeple", Tween(start, end, FLY_TIME, ease_out_cubic, delay=delay), colour=colour,
                         hides=hides))

    def malfunction(self, start: Point, end: Point, hides: tuple[int, int, int]) -> None:
        """A face-down Malfunction flies from the pile to its space."""
        self._add(Flight("malfunction", Tween(start, end, FLY_TIME, ease_in_out), hides=hides))

    def marker(self, look: Marker, start: Point, end: Point, track: tuple[str, int] | None = None) -> None:
        """A prestige tracker slides along its track (centres); ``track`` (kind, party) is hidden there meanwhile."""
        self._add(Flight("marker", Tween(start, end, 0.3, ease_in_out), look=look, track=track))

    def label(self, text: str, at: Point, colour: str = "gain", delay: float = 0.0, rise: float = 26.0) -> None:
        """A short text ("+3") rising ``rise`` from ``at`` (its centre) and fading; the next event need not wait."""
        self._add(Flight("label", Tween(at, (at[0], at[1] - rise), LABEL_TIME, ease_out_cubic, delay=delay),
                         text=text, colour=colour, blocking=False))

    def hidden(self, seat: int) -> frozenset[tuple[int, int]]:
        """(space, slot) pairs of ``seat``'s station with something still flying to them."""
        return frozenset((h[1], h[2]) for f in self.items if f.hides is not None and f.hides[0] == seat
                         for h in (f.hides,))

    def trackers_flying(self) -> frozenset[tuple[str, int]]:
        """(prestige kind, party) of every tracker in the air (not drawn at its new place until it lands)."""
        return frozenset(f.track for f in self.items if f.track is not None)

    def tiles_flying(self) -> set[int]:
        """Tiles in the air (not drawn in the offer any more)."""
        return {f.tile for f in self.items if f.kind == "tile"}

    def draw(self, surface: pygame.Surface) -> None:
        """Everything in the air, at its place now (a flight not yet off waits unseen)."""
        for flight in self.items:
            tween = flight.tween
            if tween.elapsed < tween.delay:
                continue
            x, y = (round(tween.position[0]), round(tween.position[1]))
            if flight.kind == "tile":
                surface.blit(tile_face(flight.tile, OFFER_W, OFFER_H), (x, y))
            elif flight.kind == "malfunction":
                surface.blit(malfunction_back(OFFER_W, OFFER_H), (x, y))
            elif flight.kind == "meeple":
                draw_meeple(surface, flight.colour, pygame.Rect(x - MEEPLE_W // 2, y - MEEPLE_H // 2, MEEPLE_W,
                                                                MEEPLE_H))
            elif flight.kind == "marker":
                draw_tracker(surface, (x, y), flight.look)
            else:
                ink = palette.GLOW if flight.colour == "gain" else palette.WARN
                image = render_text(flight.text, LABEL_SIZE, ink, True)
                back = label_box(flight.text, (x, y))
                pen.rect(surface, palette.INK, back, border_radius=6)
                surface.blit(image, image.get_rect(center=back.center))


def label_box(text: str, centre: tuple[int, int]) -> pygame.Rect:
    """The box a rising label ("+3") takes with its centre at ``centre``."""
    w, h = font(LABEL_SIZE, True).size(text)
    box = pygame.Rect(0, 0, w + 10, h + 2)
    box.center = centre
    return box
