"""Colour-blind palette: every seat has its own shape, and every game's seat piece carries it.

The shapes are read back from pixels (tests/kit/seat_shapes.py): a piece's fill colour, cropped and scaled,
matched against the five shapes. Seat 1's canoe flew a plain three-cornered sail, so it read as seat 3's
triangle.
"""
from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.paradisio.grid import SquareRoom
from sprites import palette
from sprites.backdrop import draw_seat_marker, seat_look
from sprites.last_paradise.counters import SeatLook as CounterLook
from sprites.last_paradise.counters import draw_counter
from sprites.last_resort.station import draw_station_header
from sprites.paradise_fallen.board import canoe_flag, draw_canoe
from sprites.paradisio.match_art import TRAYS, draw_still_layer, seat_look_of
from tests.kit.seat_shapes import overlap, shape_mask, shape_read

SEATS = range(len(palette.SEAT_SHAPES))
GROUND = (10, 40, 60)


def _ground(size: tuple[int, int] = (200, 120)) -> pygame.Surface:
    pygame.font.init()
    surface = pygame.Surface(size)
    surface.fill(GROUND)
    return surface


def test_the_five_seat_shapes_differ_as_pixel_masks() -> None:
    """No two seats share an outline: every pair of shapes overlaps well under a copy."""
    assert len(set(palette.SEAT_SHAPES)) == 5
    for a, b in combinations(palette.SEAT_SHAPES, 2):
        assert overlap(shape_mask(a), shape_mask(b)) < 0.85, (a, b)


@pytest.mark.parametrize("seat", SEATS)
def test_a_seat_marker_reads_as_its_seat_shape(seat: int) -> None:
    """The round token of setup, results and The Last Paradise's panels, in the colour-blind palette."""
    colour, shape = seat_look(seat, True)
    surface = _ground()
    draw_seat_marker(surface, (60, 60), 14, colour, shape)
    assert shape_read(surface, colour) == palette.SEAT_SHAPES[seat]


@pytest.mark.parametrize("seat", SEATS)
def test_a_paradise_fallen_canoe_flies_its_seat_shape(seat: int) -> None:
    """Every canoe carries its seat's shape on the sail, the first seat's circle too (it had none)."""
    colour, shape = seat_look(seat, True)
    surface = _ground()
    rect = pygame.Rect(60, 60, 30, 14)
    draw_canoe(surface, rect, colour, shape)
    (x, y), radius = canoe_flag(rect)
    box = pygame.Rect(x - radius - 2, y - radius - 2, radius * 2 + 5, radius * 2 + 5)
    assert shape_read(surface, palette.PAPER, box) == palette.SEAT_SHAPES[seat]


def test_canoes_of_the_five_seats_all_look_different() -> None:
    """No two seats' canoes draw the same pixels, even in one colour."""
    pictures = []
    for seat in SEATS:
        surface = _ground()
        draw_canoe(surface, pygame.Rect(60, 60, 30, 14), palette.SAND, seat_look(seat, True)[1])
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert len(set(pictures)) == 5


@pytest.mark.parametrize("seat", SEATS)
def test_a_last_paradise_counter_carries_its_owners_shape(seat: int) -> None:
    """The owner's marker on a villa."""
    colour, shape = seat_look(seat, True)
    surface = _ground()
    box = pygame.Rect(40, 20, 80, 80)
    draw_counter(surface, box, 0, "villa", "building", owner=CounterLook(colour, shape))
    corner = pygame.Rect(box.right - 28, box.top, 28, 28)
    assert shape_read(surface, colour, corner) == palette.SEAT_SHAPES[seat]


@pytest.mark.parametrize("seat", SEATS)
def test_a_last_resort_station_header_carries_its_seats_shape(seat: int) -> None:
    """The seat's marker before the name on a station."""
    colour, shape = seat_look(seat, True)
    surface = _ground((400, 60))
    rect = pygame.Rect(10, 10, 380, 30)
    seat_view = {"station": "Green", "cash": 104, "malfunctions": 1, "platforms": 2, "advert": None}
    draw_station_header(surface, rect, seat_view, "Ana", (colour, shape), False, False)
    marker = pygame.Rect(rect.x, rect.y + 2, 21, 21)
    assert shape_read(surface, colour, marker) == palette.SEAT_SHAPES[seat]


def test_paradisio_trays_carry_their_seats_shapes() -> None:
    """The two trays of a match each carry their seat's own shape (from the seat's colour, as at every table)."""
    seats = [{"name": "Ana", "kind": "human", "colour": "#d9534f"}, {"name": "Bo", "kind": "human", "colour": "#3a7bd5"}]
    view = {"seats": seats, "to_move": [0], "tokens_to_win": 3}
    pygame.font.init()
    layer = draw_still_layer(view, SquareRoom((0, 7), (0, 7)), (0, 0), True)
    read = []
    for seat, tray in enumerate(TRAYS):
        colour, shape = seat_look_of(seats[seat], seat, True)  # the seat's look in the colour-blind palette
        marker = pygame.Rect(tray.x + 20, tray.y + 20, 33, 33)
        read.append(shape_read(layer, colour, marker))
        assert read[-1] == shape
    assert read[0] != read[1]
