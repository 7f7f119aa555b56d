"""The Last Resort table laid out for four long names (one not in Latin letters) at 1280×720 and 900×560: every
text fits its box whole, no two overlap, and what must be read stays big enough in the smaller window (issue 16).

The window only scales the one 1280×720 canvas, so the rectangles are the same at both sizes; what the size
changes is how many window pixels a letter gets."""
from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.core import make_seats
from game.last_resort import SPEC
from game.last_resort.tiles import TILES
from game.record import GameRecord
from scenes.last_resort.adverts import AdvertOverlay
from scenes.last_resort.table import LastResortScene
from scenes.manager import App
from sprites.last_resort.board import evil_card_lines
from sprites.last_resort.faces import (
    ADVERT_FOOT,
    _draw_small_words,
    _sizes,
    advert_lines,
    cost_badge,
    draw_lights,
    draw_spaces,
    face_top,
    fitted_lights,
    small_name,
)
from sprites.last_resort.layout import (
    CELL_H,
    CELL_W,
    LARGE_HEADER,
    OFFER_H,
    OFFER_W,
    TRACK_NUMBER_SIZE,
    evil_card_rect,
    mini_header_rect,
    track_cell,
    track_legend_rect,
    track_row,
)
from sprites.last_resort.station import advert_card_rect, header_texts
from sprites.text import font
from tests.kit.last_resort_scene import open_adverts, play_until, table

LONG_NAMES = ["Wilhelmina-Grace", "Ариадна Светлова", "Bartholomew Oxxx", "Константинополис"]
"""Sixteen characters each, the widest the setup screen takes; two in Cyrillic."""
WINDOWS = [(1280, 720), (900, 560)]
READABLE_PX = 8.0
"""The least height, in window pixels, of the size a number or a tile's name is drawn at."""


def _at(tmp_path, monkeypatch, kinds: list[str], window: tuple[int, int],
        later: bool = True) -> tuple[App, LastResortScene]:
    seats = make_seats(LONG_NAMES[:len(kinds)], kinds)  # type: ignore[arg-type]
    record = GameRecord.start(SPEC, seats, 5, {})
    if later:  # cash in three figures is widest; a year on, every header carries more
        play_until(record, lambda r: r.state.view(None)["year"] == 2 and r.state.view(None)["phase"] == "advertise")
    app, scene = table(tmp_path, monkeypatch, record)
    app.resize(window)
    return app, scene


def _fits(texts: dict[str, tuple[str, pygame.Rect]], box: pygame.Rect) -> None:
    """Every text whole (no ellipsis) inside ``box``, and no two overlapping."""
    for name, (words, where) in texts.items():
        assert "\u2026" not in words, (name, words)
        assert box.contains(where), (name, words, where, box)
    for (a, (_, ra)), (b, (_, rb)) in combinations(texts.items(), 2):
        assert not ra.colliderect(rb), (a, b, ra, rb)


@pytest.mark.parametrize("window", WINDOWS)
def test_four_long_names_fit_every_station_header(tmp_path, monkeypatch, window: tuple[int, int]) -> None:
    """The large header and the three small ones: name, cash, Malfunctions, platforms and the Advert card, whole
    and apart, for four 16-character names (Cyrillic too), cash in three figures."""
    app, scene = _at(tmp_path, monkeypatch, ["easy"] * 4, window)
    view = scene.shown
    for seat in view["seats"]:
        seat["cash"] = 188
    large = scene.large_seat()
    headers = [(large, LARGE_HEADER, True)] + [(seat, mini_header_rect(i), False)
                                              for i, seat in enumerate(scene.small_seats())]
    for seat, rect, is_large in headers:
        texts = header_texts(rect, view["seats"][seat], scene.names[seat], scene.looks()[seat], is_large, False)
        found = {key: (text[0], text[4]) for key, text in texts.items()}
        found["advert"] = ("", advert_card_rect(rect, is_large))
        assert found["name"][0] == scene.names[seat]
        _fits(found, rect.inflate(0, 8))


@pytest.mark.parametrize("window", WINDOWS)
def test_the_evil_ai_card_fits_its_box(tmp_path, monkeypatch, window: tuple[int, int]) -> None:
    """Solo, with the Evil A.I.'s card turned over: its every line inside its box, one under the other."""
    app, scene = _at(tmp_path, monkeypatch, ["easy"], window, later=False)
    play_until(scene.record, lambda r: (r.state.view(None).get("evil") or {}).get("card") is not None)
    view = scene.record.state.view(None)
    lines = evil_card_lines(evil_card_rect(), view)
    assert len(lines) >= 5
    _fits({str(i): (line[0], line[4]) for i, line in enumerate(lines)}, evil_card_rect())


@pytest.mark.parametrize("window", WINDOWS)
def test_the_tracks_are_numbered_readably_and_their_note_lies_over_none(tmp_path, monkeypatch,
                                                                         window: tuple[int, int]) -> None:
    """The ruler's numbers fit their spaces and are readable in the window; the note under the tracks lies over
    no track (it lay over the Thrills track)."""
    app, _scene = _at(tmp_path, monkeypatch, ["easy"] * 4, window, later=False)
    numbers = {}
    for value in range(21):
        cell = track_cell(-1, value)
        box = pygame.Rect((0, 0), font(TRACK_NUMBER_SIZE, True).size(str(value)))
        box.center = cell.center
        numbers[str(value)] = (str(value), box)
        assert box.w <= cell.w + 1
    _fits(numbers, track_cell(-1, 0).union(track_cell(-1, 20)).inflate(4, 4))
    assert TRACK_NUMBER_SIZE * app.letterbox.scale >= READABLE_PX
    legend = track_legend_rect()
    assert all(not legend.colliderect(track_row(i)) for i in range(4))
    assert all(not track_cell(-1, 0).colliderect(track_row(i)) for i in range(4))


@pytest.mark.parametrize("window", WINDOWS)
def test_every_offered_tiles_name_is_whole_and_readable(window: tuple[int, int]) -> None:
    """Every tile's name on an offered tile: whole (at most two lines), inside the face, readable in the window."""
    pygame.font.init()
    scale = min(window[0] / 1280, window[1] / 720)
    for tile in TILES:
        if tile.kind in ("orientation", "cryopods"):
            continue
        size, lines = small_name(tile, OFFER_W)
        assert len(lines) <= 2 and " ".join(lines) == " ".join(tile.name.split()), tile.name
        assert all(font(size, True).size(line)[0] <= OFFER_W - 8 for line in lines), tile.name
        assert size * scale >= READABLE_PX - 1, (tile.name, size)


@pytest.mark.parametrize("size", [(OFFER_W, OFFER_H), (CELL_W - 2, CELL_H - 2)])
def test_no_letter_of_a_small_faces_name_touches_its_tourist_spaces(size: tuple[int, int]) -> None:
    """On an offered tile and on a station's tile, the name's letters (descenders too) and the tourist spaces' rings
    share no pixel (playtest: "Star Library"'s y sat on its rings), checked letter by letter."""
    pygame.font.init()
    w, h = size
    touching = []
    for tile in TILES:
        if tile.kind in ("orientation", "cryopods") or not tile.spaces:
            continue
        words, rings = pygame.Surface(size, pygame.SRCALPHA), pygame.Surface(size, pygame.SRCALPHA)
        _draw_small_words(words, tile, face_top(tile, w, h))
        draw_spaces(rings, tile, None, rings.get_rect())
        if pygame.mask.from_surface(words).overlap_area(pygame.mask.from_surface(rings), (0, 0)):
            touching.append(tile.name)
    assert not touching
    assert all(small_name(tile, w, h)[0] * 560 / 720 >= READABLE_PX - 1 for tile in TILES)


@pytest.mark.parametrize("size", [(OFFER_W, OFFER_H), (CELL_W - 2, CELL_H - 2)])
def test_a_small_faces_prestige_lights_end_inside_its_edge(size: tuple[int, int]) -> None:
    """Every light and its count is drawn inside the face's border (playtest: Alien Petting Zoo's third light sat on
    the border and its count was cut off), measured on the pixels drawn; a count of one may go unwritten (a shape
    alone is one) where there is no room for it."""
    pygame.font.init()
    w, _ = size
    for tile in TILES:
        if not any(tile.lights):
            continue
        badge = cost_badge(tile, w)
        x = 4 if badge is None else badge.right + 4
        shape, gap, ones = fitted_lights(tile.lights, _sizes(w)[1], w - 3 - x)
        row = pygame.Surface((w + 80, 30), pygame.SRCALPHA)
        draw_lights(row, tile.lights, x, 3, shape, gap, ones)
        drawn = pygame.mask.from_surface(row).get_bounding_rects()
        assert max(area.right for area in drawn) <= w - 2, tile.name
        assert shape >= _sizes(w)[1] - 2


@pytest.mark.parametrize("window", WINDOWS)
def test_the_private_advert_cards_keep_their_foot_free(tmp_path, monkeypatch, window: tuple[int, int]) -> None:
    """On the private Advert panel each card's title and text lie above its foot, where "Played this year" is
    written over a card already played, and apart from each other."""
    app, scene = _at(tmp_path, monkeypatch, ["human", "easy", "easy", "easy"], window, later=False)
    overlay = open_adverts(app)
    assert isinstance(overlay, AdvertOverlay)
    for kind, rect in zip(("amenity", "attraction", "berth", "improvement"), overlay.card_rects()):
        lines = advert_lines(kind, rect)
        _fits({str(i): (line[0], line[4]) for i, line in enumerate(lines)},
              pygame.Rect(rect.x, rect.y, rect.w, rect.h - ADVERT_FOOT))
