"""How the Last Resort table is drawn for the eye: every seat's things in its own colour, trackers that can be
told apart in a stack, and what the player must read left uncovered (issue 16)."""
from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from game.core import make_seats
from game.last_resort import SPEC
from game.last_resort.actions import Build
from game.last_resort.boards import ADVERT_KINDS
from game.last_resort.events import CashGained
from game.last_resort.prestige import EVIL_AI
from game.last_resort.tiles import IMPROVEMENT_EFFECTS, PRESTIGE, TILES
from game.record import GameRecord
from scenes.last_resort.adverts import PANEL
from scenes.last_resort.show import tracker_looks
from scenes.last_resort.table import LastResortScene
from sprites import palette
from sprites import text as drawn_text
from sprites.last_resort import board
from sprites.last_resort.board import draw_tracks, evil_title, initial, offer_tiles, tracker_point
from sprites.last_resort.card_text import TextLine
from sprites.last_resort.faces import (
    ADVERT_FOOT,
    advert_label,
    advert_lines,
    advert_words,
    big_face_lines,
    face_name,
    face_top,
    space_centres,
    space_radius,
)
from sprites.last_resort.layout import (
    BIG_H,
    BIG_W,
    LARGE_GRID,
    LARGE_HEADER,
    PROMPT_RECT,
    STATUS_RECT,
    TRACKER_STEP,
    TRACKS_RECT,
    big_rect_at,
    evil_card_rect,
    mini_header_rect,
    offer_rect,
    track_row,
)
from sprites.last_resort.station import advert_card_rect, header_texts
from sprites.text import font
from tests.kit.cover import assert_uncovered, changed_pixels, snapshot
from tests.kit.last_resort_scene import (
    NAMES,
    deciding,
    find_record,
    human_deciding,
    new_record,
    open_adverts,
    step_until,
    table,
)

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


def _needed_on_the_table(scene: LastResortScene) -> dict[str, pygame.Rect]:
    """What a deciding player must read or press: the stations, the offers, the prompt (and its buttons)."""
    needed = {"large station": LARGE_GRID, "prompt": PROMPT_RECT, "status": STATUS_RECT}
    needed.update({f"station {seat}": scene.station_box(seat)[0] for seat in range(scene.players)})
    needed.update({f"{kind} {index}": offer_rect(kind, index) for kind, index, _ in offer_tiles(scene.shown)})
    needed.update({f"button {b.label}": b.rect for b in scene.controls.buttons()})
    return needed


def test_the_tile_read_at_full_size_covers_no_station_offer_or_prompt(tmp_path, monkeypatch) -> None:
    """The mouse on a tile of the large station (as after a drop there): the tile shows at full size, and
    nothing of the stations, the offers, the prompt or its buttons is drawn over."""
    record = find_record(["human", "easy", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    seat = scene.large_seat()
    spaces = scene.shown["seats"][seat]["spaces"]
    space = next(i for i, s in enumerate(spaces) if s["tile"] is not None)
    spot = scene.cell_rect(seat, space).center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.hover == spaces[space]["tile"]
    after = snapshot(app)
    scene.hover = None
    before = snapshot(app)
    assert changed_pixels(before, after, big_rect_at(spot)) > 1000  # the tile is read, somewhere
    assert_uncovered(before, after, _needed_on_the_table(scene))


def test_the_tables_message_covers_no_station_offer_or_prompt(tmp_path, monkeypatch) -> None:
    """A refusal of six lines shows, and lies over nothing the deciding player must read or press."""
    record = find_record(["human", "easy", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    before = snapshot(app)
    scene.say("You cannot build the Holoplex there: it must touch a tile you have built, and that space "
              "costs 8 QUID while you have 6 QUID; choose a glowing space or build nothing with P.")
    after = snapshot(app)
    assert changed_pixels(before, after, (0, 0, 1280, 720)) > 1000
    assert_uncovered(before, after, _needed_on_the_table(scene))


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_cash_shown_at_a_header_covers_none_of_its_words(tmp_path, monkeypatch, seats: int) -> None:
    """"+13" at a header (the Evil A.I.'s card solo, every station's otherwise) lies beside its name, cash and
    Advert, never over them."""
    app, scene = table(tmp_path, monkeypatch, _seat_record(seats) if seats > 1 else new_record(["human"]))
    step_until(app, lambda: not scene.busy)
    scene.pinned = scene.large_seat()  # the large station would follow the last seat shown
    monkeypatch.setattr(LastResortScene, "busy", property(lambda self: True))  # names lit alike in both pictures
    if seats == 1:
        parties = [EVIL_AI]
        needed = {"evil": evil_title(evil_card_rect(), scene.shown)[1]}
    else:
        parties = list(range(seats))
        needed = {}
        for party in parties:
            large = party == scene.large_seat()
            rect = LARGE_HEADER if large else mini_header_rect(scene.small_seats().index(party))
            texts = header_texts(rect, scene.shown["seats"][party], scene.names[party], scene.looks()[party], large,
                                 False)
            needed.update({f"{party} {key}": text[4] for key, text in texts.items()})
            needed[f"{party} advert"] = advert_card_rect(rect, large)
    before = snapshot(app)
    for party in parties:
        scene.show_event(CashGained(seat=party, amount=13, reason="grant"), 0)
    app.step(1 / 60, [])
    after = snapshot(app)
    assert len([f for f in scene.flights.items if f.kind == "label"]) == len(parties)
    assert changed_pixels(before, after, (0, 0, 1280, 720)) > 100 * len(parties)
    assert_uncovered(before, after, needed)


def _whole(lines: list[TextLine], box: pygame.Rect) -> str:
    """The words of ``lines``, after checking each fits ``box``, none is cut short and no two overlap."""
    for index, (words, _size, _bold, _ink, where) in enumerate(lines):
        assert "\u2026" not in words, words
        assert box.contains(where), (words, where, box)
        assert where.collidelist([line[4] for line in lines[index + 1:]]) < 0, words
    return " ".join(line[0] for line in lines)


@pytest.mark.parametrize("tile", [t.id for t in TILES])
def test_every_tile_read_at_full_size_shows_its_whole_name_and_text(tile: int) -> None:
    """Every tile (every Improvement's effect too) at full size: the whole name and text, in lines that fit the
    face above its tourist spaces, none cut short."""
    pygame.font.init()
    face = TILES[tile]
    rect = pygame.Rect(0, 0, BIG_W, BIG_H)
    spaces = [c[1] - space_radius(rect) for c in space_centres(face, rect)]
    box = pygame.Rect(0, 0, BIG_W, min(spaces or [BIG_H]) - 2)
    words = _whole(big_face_lines(face, rect, face_top(face, BIG_W, BIG_H)), box)
    text = face.text or (IMPROVEMENT_EFFECTS[face.effect][2] if face.kind == "improvement" else "")
    assert words.startswith(face_name(face)) and words.endswith(" ".join(text.split()))


@pytest.mark.parametrize("kind", ADVERT_KINDS)
@pytest.mark.parametrize("size", [(259, 86), (250, 130)])
def test_every_advert_card_shows_its_whole_text_above_its_foot(kind: str, size: tuple[int, int]) -> None:
    """An Advert card as chosen in private (259×86) and as read at full size: its title and what it does,
    whole, above the foot where "Played this year" is written; its small name on a header is never cut."""
    pygame.font.init()
    rect = pygame.Rect((10, 10), size)
    box = pygame.Rect(rect.x, rect.y, rect.w, rect.h - ADVERT_FOOT)
    words = _whole(advert_lines(kind, rect), box)
    title, does = advert_words(kind)
    assert words.split() == f"{title} {does}".split()
    for large in (True, False):
        card = advert_card_rect(LARGE_HEADER, large)
        label, label_size = advert_label(kind, card)
        assert "\u2026" not in label and font(label_size, True).size(label)[0] <= card.w - 6


def test_in_the_advertise_phase_a_tile_under_the_mouse_is_read_at_full_size(tmp_path, monkeypatch) -> None:
    """While a human chooses an Advert in private, pointing at an offered tile on the table shows it at full size
    beside the panel (before, nothing reacted there); pointing into the panel shows nothing."""
    app, scene = table(tmp_path, monkeypatch, new_record(["human", "easy"]))
    overlay = open_adverts(app)
    kind, index, tile = offer_tiles(scene.shown)[0]
    spot = offer_rect(kind, index).center
    monkeypatch.setattr(app, "mouse_position", lambda: (640, 20))
    before = snapshot(app)
    monkeypatch.setattr(app, "mouse_position", lambda: spot)
    drawn = drawn_text.start_recording()
    after = snapshot(app)
    assert app.stack.top is overlay
    assert changed_pixels(before, after, big_rect_at(spot)) > 1000
    assert face_name(TILES[tile]) in drawn
    assert_uncovered(before, after, {"panel": PANEL, "offers": offer_rect(kind, index)})
    under = scene.station_box(scene.small_seats()[0])[0].center
    assert PANEL.collidepoint(under)
    monkeypatch.setattr(app, "mouse_position", lambda: under)
    assert_uncovered(before, snapshot(app), {"table": (0, 0, 1280, 720)})
