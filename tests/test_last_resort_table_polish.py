"""Last Resort table polish found by playing it in a real window: a moving tracker shows once, the
'Something's Gone Wrong' events are shown by their own classes, and more."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core import Action, SeatKind
from game.last_resort.actions import Build, CheckOut, Eject, Welcome
from game.last_resort.boards import TRENDS
from game.last_resort.costs import build_price as price
from game.last_resort.events import CashPaid, MalfunctionStruck, MalfunctionTurnedUp, PrestigeMoved, TouristsArrived
from game.last_resort.help_text import RULES_TEXT
from game.last_resort.narrate import event as describe
from game.last_resort.prestige import EVIL_AI
from game.last_resort.tiles import COLOURS, TILES
from scenes.last_resort.notices import guests_on, reveal_lines
from scenes.last_resort.table import LastResortScene
from scenes.last_resort.view import TABLE_HINT, ZOOMED_HINT, button_lines
from scenes.last_resort.wording import status_line
from sprites import text as drawn_text
from sprites.last_resort.board import tracker_point, trend_label
from sprites.last_resort.faces import advert_words, face_name, space_centres, tile_face
from sprites.last_resort.layout import LARGE_HEADER, PROMPT_RECT, STATUS_RECT, TREND_RECT, big_rect_at, mini_rect
from sprites.last_resort.station import advert_card_rect, draw_station_header
from sprites.text import fit_text, font, render_text
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import deciding, find_record, human_deciding, new_record, step_until, table


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def _idle(tmp_path, monkeypatch, kinds: list[SeatKind]):
    app, scene = table(tmp_path, monkeypatch, new_record(kinds))
    step_until(app, lambda: not scene.busy)
    return app, scene


def test_a_tracker_in_the_air_is_not_drawn_at_its_new_place_too(tmp_path, monkeypatch) -> None:
    """While a tracker slides from 8 to its place, its place on the track shows no tracker (it shows once)."""
    app, scene = _idle(tmp_path, monkeypatch, ["human", "easy"])
    kind = "relax"
    value = next(int(v) for p, v in scene.shown["tracks"][kind] if int(p) == 0)
    scene.show_event(PrestigeMoved(seat=0, kind=kind, before=value + 8, after=value, reason="platforms"), 0)
    assert (kind, 0) in scene.flights.trackers_flying()
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    point = tracker_point(scene.shown, kind, 0, value)
    ink = scene.look_of(0)[0]
    assert tuple(surface.get_at(point))[:3] != ink
    step_until(app, lambda: not scene.flights.trackers_flying())
    scene.draw(surface)
    assert tuple(surface.get_at(point))[:3] == ink


def test_something_gone_wrong_events_show_on_the_table(tmp_path, monkeypatch) -> None:
    """A payment rises from the payer's header; a Malfunction turning up or striking is labelled on its space."""
    app, scene = _idle(tmp_path, monkeypatch, ["human", "easy"])
    scene.show_event(CashPaid(seat=1, amount=3, malfunction=9), 0)
    scene.show_event(MalfunctionTurnedUp(seat=0, space=15, malfunction=2), 0)
    scene.show_event(MalfunctionStruck(seat=0, space=15, malfunction=2), 0)
    words = [f.text for f in scene.flights.items if f.kind == "label"]
    assert words == ["-3", "Turned up", "Strikes"]


@pytest.mark.parametrize("phase,field", [("build", "queue"), ("arrivals", "draft_order")])
def test_the_status_line_names_the_whole_order_of_four_long_names(phase: str, field: str) -> None:
    """Four 16-letter names: the order of play still fits on the status bar, every player named, in order."""
    pygame.font.init()
    names = ["Bartholomew Quin", "Maximilian Rowe", "Wilhelmina Grace", "Constantinopla X"]
    view = {"phase": phase, "season": 2, "year": 1, field: [2, 0, 3, 1]}
    line = status_line(view, names, STATUS_RECT.w)
    assert font(18, True).size(line)[0] <= STATUS_RECT.w
    assert fit_text(line, 18, STATUS_RECT.w, True) == line
    at = [line.index(names[p].split()[0]) for p in (2, 0, 3, 1)]
    assert at == sorted(at)


def _drawn(scene: LastResortScene) -> list[str]:
    words = drawn_text.start_recording()
    scene.draw(pygame.Surface((1280, 720)))
    drawn_text.stop_recording()
    return words


def test_an_advert_card_in_a_station_header_is_read_in_full_under_the_mouse(tmp_path, monkeypatch) -> None:
    """The small card shows only a name; pointing at it shows what the Advert checks out and builds."""
    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    advert = str(scene.shown["seats"][0]["advert"])
    does = advert_words(advert)[1]
    assert not any(does in w for w in _drawn(scene))
    spot = advert_card_rect(LARGE_HEADER, True).center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.hover_advert == advert
    assert any(does in w for w in _drawn(scene))


def test_r_reads_the_large_station_by_keyboard_while_nobody_decides(tmp_path, monkeypatch) -> None:
    """With no decision on the table (computers playing), R puts a reading cursor on the large station's first
    tile and shows it at full size; the arrows move it; R again puts it away."""
    app, scene = table(tmp_path, monkeypatch, new_record(["easy", "easy"]), speed=0.05)
    assert scene.controls.seat is None
    press(app, pygame.K_r)
    seat = scene.large_seat()
    space = scene.look_cursor
    assert space is not None
    tile = scene.shown["seats"][seat]["spaces"][space]["tile"]
    assert tile is not None and face_name(TILES[int(tile)]) in _drawn(scene)
    press(app, pygame.K_RIGHT)
    assert scene.look_cursor == (space + 1) % 24
    press(app, pygame.K_r)
    assert scene.look_cursor is None
    assert face_name(TILES[int(tile)]) not in _drawn(scene)


def test_the_trend_card_names_every_letter_without_cutting_a_word() -> None:
    """Each of A, B and C on the Trend card reads as a whole word (a newcomer must see which prestige it is)."""
    pygame.font.init()
    width = (TREND_RECT.w - 12) // 3 - 14
    for trend in TRENDS:
        for letter in ("A", "B", "C"):
            label = trend_label(letter, trend.of(letter), width)
            assert "…" not in label and label.startswith(letter + " ")
            assert render_text(label, 11, (0, 0, 0)).get_width() <= width


def _ejection_first_in_colour_order(legal: list[Action]) -> bool:
    """Some colour can be seated, but the first colour in the lounge (in colour order) can only be ejected."""
    ejects = {a.colour for a in legal if isinstance(a, Eject)}
    seated = {a.colour for a in legal if isinstance(a, Welcome)}
    offered = [c for c in COLOURS if c in ejects | seated]
    return bool(seated) and offered[0] in ejects


def test_an_arrival_starts_on_a_colour_that_can_be_seated(tmp_path, monkeypatch) -> None:
    """The chosen colour is one that fits when any fits: the default never leads a newcomer into an ejection."""
    record = find_record(["human", "easy"], human_deciding("arrivals", Eject, _ejection_first_in_colour_order),
                         seeds=range(1, 300))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    assert scene.controls.ejects() is None
    assert scene.controls.glowing()


def test_a_tile_read_at_full_size_shows_the_tourists_on_it(tmp_path, monkeypatch) -> None:
    """Pointing at a built tile with guests: its full-size face shows them on their spaces (not empty rings)."""
    app, scene = _idle(tmp_path, monkeypatch, ["human", "easy"])
    seat = scene.large_seat()
    spaces = scene.shown["seats"][seat]["spaces"]
    space = next(i for i, s in enumerate(spaces) if s["tile"] is not None and any(s["tourists"]))
    tile = int(spaces[space]["tile"])
    assert guests_on(scene.shown, tile) == list(spaces[space]["tourists"])
    spot = scene.cell_rect(seat, space).center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.hover == tile
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    rect = big_rect_at(spot)
    face = TILES[tile]
    slot = next(i for i, g in enumerate(spaces[space]["tourists"]) if g is not None)
    centre = space_centres(face, rect)[slot]
    plain = tile_face(tile, rect.w, rect.h)
    inside = (centre[0] - rect.x, centre[1] - rect.y)
    assert tuple(surface.get_at(centre))[:3] != tuple(plain.get_at(inside))[:3]


def test_the_rules_tell_a_newcomer_how_to_play_at_the_table() -> None:
    """The in-app rules say how each decision is made by mouse and by key, and what the round track's letters
    mean (a newcomer reads only these)."""
    words = RULES_TEXT
    for needed in ("drag", "Tab", "Enter", "P builds nothing", "E takes", "right-click", "R reads", "V",
                   "Ctrl+Z", "Esc", "letter (A, B or C)", "triangles", "whose turn"):
        assert needed in words, needed


def test_three_check_out_buttons_show_what_each_pays_and_its_key_uncut(tmp_path, monkeypatch) -> None:
    """With three check-out choices the buttons are narrow: each still shows the kind, the cash and the key."""
    record = find_record(["human", "easy"], human_deciding("checkout", CheckOut, lambda legal: len(legal) == 3),
                         seeds=range(1, 200))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    buttons = scene.controls.buttons()
    assert len(buttons) == 3
    for button in buttons:
        lines = button_lines(button.label, button.hint, button.rect)
        words = " ".join(line for line, _ in lines)
        assert "…" not in words and f"[{button.hint}]" in words and "QUID" in words
        assert all(font(13, True).size(line)[0] <= button.rect.w - 8 for line, _ in lines)


def test_the_log_says_the_evil_ai_in_lower_case_mid_sentence() -> None:
    """'…is trending, so the Evil A.I. picks first' (never 'so The Evil A.I.')."""
    event = TouristsArrived(arrivals=3, counts=(7, 1, 1, 2), prestige="thrill", order=(EVIL_AI, 0))
    line = describe(event, ["Player 1"])
    assert line is not None and "so the Evil A.I. picks first" in line


def test_the_table_hint_fits_on_its_line_and_names_every_way_to_read() -> None:
    """The reminder under the prompt is read whole (it was cut off after 'right click) t…')."""
    pygame.font.init()
    assert font(12).size(TABLE_HINT)[0] <= PROMPT_RECT.w - 20
    assert fit_text(TABLE_HINT, 12, PROMPT_RECT.w - 20) == TABLE_HINT
    assert all(word in TABLE_HINT for word in ("V", "right-click", "R"))


@pytest.mark.parametrize("advert", ["amenity", "attraction", "berth", "improvement"])
def test_a_revealed_advert_says_all_it_does(advert: str) -> None:
    """On the 'Adverts revealed' banner each card says in full what it checks out and builds (it was cut to
    'Check out your Amenit…')."""
    pygame.font.init()
    lines = reveal_lines(advert, 150 - 8)
    assert " ".join(lines) == advert_words(advert)[1]
    assert len(lines) <= 4


def test_the_keyboard_cursor_starts_on_the_cheapest_space_to_build(tmp_path, monkeypatch) -> None:
    """Building by keys (Tab, Enter) never costs more than it must: the cursor starts on the cheapest glowing
    space (it started on the first, a cost-5 space beside cost-3 ones)."""
    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    press(app, pygame.K_TAB)
    controls = scene.controls
    prices = {space: int(label) for space, label in controls.glowing().items()}
    assert prices and prices[controls.cursor] == min(prices.values())
    moves = len(record.moves)
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # placed, then confirmed
    built = record.moves[moves].action
    assert isinstance(built, Build) and price(built.tile, built.space) == min(prices.values())


def test_a_small_station_header_shows_a_sixteen_letter_name_whole() -> None:
    """At four seats the small stations' names were cut ('Maximilia…'): the name has the first line to itself,
    the cash and the Advert card share the second."""
    pygame.font.init()
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(mini_rect(2).x + 2, mini_rect(2).y + 2, mini_rect(2).w - 4, 30)
    seat_view = {"station": "Green", "cash": 104, "malfunctions": 12, "platforms": 2, "advert": "improvement"}
    for name in ("Bartholomew Quin", "Maximilian Rowe", "Wilhelmina-Grace", "Constantinopla-X"):
        words = drawn_text.start_recording()
        draw_station_header(surface, rect, seat_view, name, ((200, 80, 80), "circle"), False, False)
        drawn_text.stop_recording()
        assert name in words
        assert any(w.startswith("104 QUID · Malf. 12") for w in words)
    card = advert_card_rect(rect, False)
    assert rect.contains(card) or card.bottom <= rect.bottom + 4


def test_a_zoomed_station_keeps_its_name_and_facts_and_says_how_to_go_back(tmp_path, monkeypatch) -> None:
    """Zooming a small station: the large header shows the whole name and its facts (the note '(zoomed: click
    here to follow play)' after the name cut both), and the hint under the prompt says how to follow play."""
    app, scene = _idle(tmp_path, monkeypatch, ["easy"] * 4)
    scene.pinned = 2
    seat_view = scene.shown["seats"][2]
    words = _drawn(scene)
    assert scene.names[2] in words
    assert any(w.startswith(f"{seat_view['cash']} QUID") and "…" not in w for w in words)
    assert ZOOMED_HINT in words
    assert font(12).size(ZOOMED_HINT)[0] <= PROMPT_RECT.w - 20


def test_what_the_mouse_reads_follows_the_stations_when_the_large_one_changes(tmp_path, monkeypatch) -> None:
    """The mouse resting on a small station's Advert card reads that station's card even after the large station
    changed (it kept reading the card of the station that stood there when the mouse last moved)."""
    record = find_record(["human", "easy", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    scene.pinned = 1
    app.step(1 / 60, [])
    spot = advert_card_rect(pygame.Rect(mini_rect(0).x + 2, mini_rect(0).y + 2, mini_rect(0).w - 4, 30), False).center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.small_seats()[0] == 0
    assert scene.hover_advert == scene.shown["seats"][0]["advert"]
    assert scene.shown["seats"][0]["advert"] != scene.shown["seats"][1]["advert"]
    scene.pinned = 0
    app.step(1 / 60, [])
    assert scene.small_seats()[0] == 1
    assert scene.hover_advert == scene.shown["seats"][1]["advert"]
