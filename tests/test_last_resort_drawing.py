"""How the Last Resort table is drawn for the eye: every seat's things in its own colour, trackers that can be
told apart in a stack, and what the player must read left uncovered (issue 16)."""
from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from game.core import make_seats
from game.last_resort import SPEC
from game.last_resort.tiles import PRESTIGE
from game.record import GameRecord
from scenes.last_resort.show import tracker_looks
from sprites import palette
from sprites import text as drawn_text
from sprites.last_resort import board
from sprites.last_resort.board import draw_tracks, initial, tracker_point
from sprites.last_resort.layout import LARGE_GRID, TRACKER_STEP, TRACKS_RECT, track_row
from tests.kit.last_resort_scene import NAMES, step_until, table

STATION_NAMES = re.compile(r"\b(Blue|Pink|Yellow|Green)\b")
"""The rules' names of the four stations (seat 1 plays "Blue"): no seat colour is called so."""


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def _seat_record(count: int) -> GameRecord:
    """A game whose seats take the house colours in order: seat 1 is Hibiscus (red) and plays the Blue station."""
    colours = [palette.hex_colour(rgb) for _, rgb in palette.PLAYER_COLOURS[:count]]
    seats = make_seats(NAMES[:count], ["easy"] * count, colours)
    return GameRecord.start(SPEC, seats, 3, {})


def test_every_station_is_framed_in_its_seats_colour_and_named_by_no_other(tmp_path, monkeypatch) -> None:
    """Seat 1 (Hibiscus, red) plays the rules' Blue station: its station is framed red, every small station in its
    own seat's colour, and no word on the table calls a station Blue, Pink, Yellow or Green."""
    app, scene = table(tmp_path, monkeypatch, _seat_record(4), speed=0.05)
    step_until(app, lambda: scene.shown["phase"] != "setup", frames=5)
    drawn = drawn_text.start_recording()
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    for seat in range(4):
        grid, _, _ = scene.station_box(seat)
        assert tuple(surface.get_at((grid.centerx, grid.y)))[:3] == scene.looks()[seat][0], seat
    assert scene.station_box(scene.large_seat())[0] == LARGE_GRID
    assert not [words for words in drawn if STATION_NAMES.search(words)]


def test_four_trackers_on_one_space_each_show_their_seats_shape_and_initial() -> None:
    """All four trackers on one space: each shows its seat's colour where it stands (none hidden by the next),
    a different shape and the player's initial, and the stack stays inside its track."""
    pygame.font.init()
    names = ["Anna", "Бора", "Cleo", "Dmitri"]
    colours = [palette.hex_colour(rgb) for _, rgb in palette.PLAYER_COLOURS[:4]]
    looks = []
    for index, (name, colour) in enumerate(zip(names, colours)):
        rgb = palette.PLAYER_COLOURS[index][1]
        looks.append((rgb, palette.SEAT_SHAPES[index], initial(name)))
        assert colour
    view = {"tracks": {str(kind): [[seat, 7] for seat in range(4)] for kind in PRESTIGE}}
    board._tracks_picture.cache_clear()
    drawn = drawn_text.start_recording()
    surface = pygame.Surface((1280, 720))
    draw_tracks(surface, view, looks)
    assert {"A", "Б", "C", "D"} <= set(drawn)
    assert len({shape for _, shape, _ in looks}) == 4
    row = track_row(0)
    for seat in range(4):
        spot = tracker_point(view, str(PRESTIGE[0]), seat, 7)
        assert tuple(surface.get_at(spot))[:3] == looks[seat][0], seat
        assert row.top <= spot[1] - TRACKER_STEP // 2 and spot[1] + TRACKER_STEP // 2 <= row.bottom
    assert TRACKS_RECT.contains(row)


def test_the_scene_gives_every_seat_a_shape_even_without_the_colour_blind_palette(tmp_path, monkeypatch) -> None:
    """Trackers carry a shape in the plain palette too (the looks of the stations stay circles there)."""
    app, scene = table(tmp_path, monkeypatch, _seat_record(4), speed=0.05)
    assert not app.settings.colour_blind
    markers = tracker_looks(scene)
    assert len({shape for _, shape, _ in markers}) == 4
    assert [letter for _, _, letter in markers] == [name[0] for name in NAMES]
