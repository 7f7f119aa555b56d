"""Last Resort leftovers of a playtest (issue 16): number keys answer in the Malfunction and Repair phases; a
tile picked by key starts the cursor on its cheapest space; the glow of offered tiles leaves the row labels
whole; the carried tile's price tag keeps off the header; a tile read by right-click goes when the large
station changes under the still mouse."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.last_resort import costs, prompts
from game.last_resort.actions import Build, PlaceMalfunction, RemoveMalfunction
from game.last_resort.tiles import TILES
from scenes.last_resort.control_input import CONFIRM
from scenes.last_resort.notices import guests_on
from sprites import palette
from sprites import text as drawn_text
from sprites.last_resort.board import draw_offers, offer_tiles
from sprites.last_resort.faces import face_name
from sprites.last_resort.layout import LARGE_HEADER, OFFER_KINDS, big_rect_at, offer_label_rect
from sprites.last_resort.reading import draw_read_card
from tests.kit.cover import assert_uncovered, snapshot
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import (
    carry,
    deciding,
    find_record,
    human_deciding,
    new_record,
    play_until,
    step_until,
    table,
    top_row_build,
)


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def _said(app, words: str) -> bool:  # noqa: ANN001 - the app
    """True when the frame drawn now shows ``words`` (in lines, as wrapped)."""
    drawn = drawn_text.start_recording()
    app.draw()
    drawn_text.stop_recording()
    return words in " ".join(drawn)


@pytest.mark.parametrize(("phase", "kind"), [("malfunction", PlaceMalfunction), ("repair", RemoveMalfunction)])
def test_a_number_key_in_the_malfunction_phases_answers(tmp_path, monkeypatch, phase, kind) -> None:
    """1 did nothing and said nothing while a Malfunction was placed or repaired: it says how to choose."""
    record = find_record(["human", "easy"], human_deciding(phase, kind), seeds=range(1, 200))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    assert not _said(app, prompts.NO_NUMBER_KEYS[phase])
    press(app, pygame.K_1)
    assert _said(app, prompts.NO_NUMBER_KEYS[phase])
    assert scene.controls.seat == 0 and len(scene.record.moves) == len(record.moves)


def _dear_and_cheap(legal: list) -> bool:  # noqa: ANN001 - the legal actions
    """Two tiles may be built, the second on spaces of different prices."""
    builds = [a for a in legal if isinstance(a, Build)]
    tiles = sorted({a.tile for a in builds})
    return len(tiles) >= 2 and any(len({costs.build_price(a.tile, a.space) for a in builds if a.tile == t}) >= 2
                                   for t in tiles)


def test_a_tile_picked_by_key_starts_the_cursor_on_its_cheapest_space(tmp_path, monkeypatch) -> None:
    """The cursor stayed on a 7 QUID space that glowed for the tile picked, so Enter built there beside a 4 QUID
    one: a tile picked by its number puts the cursor on its cheapest glowing space."""
    record = find_record(["human", "easy", "easy"], human_deciding("build", Build, _dear_and_cheap))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    controls = scene.controls
    tiles = controls.tiles()
    digit, tile = next((i + 1, t) for i, t in enumerate(tiles) if len({
        costs.build_price(a.tile, a.space) for a in controls.legal if isinstance(a, Build) and a.tile == t}) >= 2)
    prices = {a.space: costs.build_price(a.tile, a.space) for a in controls.legal
              if isinstance(a, Build) and a.tile == tile}
    controls.cursor = max(prices, key=lambda space: (prices[space], space))  # the arrows left it on the dearest
    press(app, pygame.K_0 + digit)
    assert controls.tile == tile
    press(app, CONFIRM[0])
    assert controls.pending is not None and prices[controls.pending.space] == min(prices.values())


def test_the_glow_of_offered_tiles_leaves_the_row_labels_whole(tmp_path, monkeypatch) -> None:
    """The glow round an Amenity on offer struck through the foot of "Amenities (Year 1, …)" above it."""
    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    view = scene.shown
    every = {tile for _kind, _index, tile in offer_tiles(view)}
    draw_offers(still := pygame.Surface((1280, 720)), view, set(), None, None)
    draw_offers(glowing := pygame.Surface((1280, 720)), view, every, None, None)
    assert_uncovered(still, glowing, {kind: offer_label_rect(kind) for kind in OFFER_KINDS})
    assert all(offer_label_rect(kind).h >= drawn_text.font(13, True).get_height() for kind in OFFER_KINDS)


def test_the_price_tag_of_a_carried_tile_keeps_off_the_header(tmp_path, monkeypatch) -> None:
    """"Build here for 7 QUID" over a top-row space lay on the header's name: it shows under the tile there."""
    app, scene, build, start = top_row_build(tmp_path, monkeypatch)
    over = scene.cell_rect(0, build.space).center
    carry(app, start.center, over)
    assert scene.controls.dragging and scene.controls.space_at(scene.controls.pointer) == build.space
    scene.draw(after := pygame.Surface((1280, 720)))
    assert_uncovered(_without_tag(scene), after, {"header": LARGE_HEADER})
    held = scene.controls.carried_rect()
    assert held is not None
    assert tuple(after.get_at((over[0], held[1].bottom + 5)))[:3] == palette.GLOW  # the tag shows, under the tile


def _without_tag(scene) -> pygame.Surface:  # noqa: ANN001 - the scene
    """The same moment with the mouse's space forgotten: the tile still held, no tag over the station."""
    pointer = scene.controls.pointer
    scene.controls.pointer = (0, 719)
    scene.draw(before := pygame.Surface((1280, 720)))
    scene.controls.pointer = pointer
    return before


def _built_apart(record) -> bool:  # noqa: ANN001 - the record
    """Seat 1 is about to build, and seat 0's station has a tile built that no other station has on its space."""
    state = record.state
    view = state.view(None)
    if view["phase"] != "build" or 1 not in state.to_move:
        return False
    return any(_unique_space(view, space) for space in range(24))


def _unique_space(view, space: int) -> bool:  # noqa: ANN001 - the public view
    mine = view["seats"][0]["spaces"][space]["tile"]
    if mine is None or TILES[int(mine)].kind in ("orientation", "cryopods"):
        return False
    others = [seat["spaces"][space]["tile"] for seat in view["seats"][1:]]
    return all(t is None or face_name(TILES[int(t)]) != face_name(TILES[int(mine)]) for t in others)


def test_a_tile_read_by_right_click_goes_when_the_large_station_changes(tmp_path, monkeypatch) -> None:
    """A tile right-clicked on the large station stayed up at full size once the large station followed another
    player, the mouse still: now what shows is what lies under the mouse."""
    record = new_record(["human", "easy", "easy"], seed=5)
    assert play_until(record, _built_apart, limit=600)
    app, scene = table(tmp_path, monkeypatch, record, speed=1.0)
    space = next(s for s in range(24) if _unique_space(scene.shown, s))
    where = scene.cell_rect(0, space).center
    mine = int(scene.shown["seats"][0]["spaces"][space]["tile"])
    guests = guests_on(scene.shown, mine)
    monkeypatch.setattr(app, "mouse_position", lambda: where)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=3)])
    assert scene.large_seat() == 0 and _shows_card(app, mine, where, guests)
    step_until(app, lambda: scene.large_seat() != 0)
    app.step(1 / 60, [])
    assert not _shows_card(app, mine, where, guests)


def _shows_card(app, tile: int, where: tuple[int, int], guests: list) -> bool:  # noqa: ANN001 - the app
    """True when the frame shows ``tile`` (with ``guests``) read at full size level with ``where``, as it is
    drawn alone (inside its rounded corners)."""
    inner = big_rect_at(where).inflate(-20, -20)
    draw_read_card(alone := pygame.Surface((1280, 720)), where, tile, guests=guests)
    return pygame.image.tobytes(snapshot(app).subsurface(inner), "RGB") == pygame.image.tobytes(
        alone.subsurface(inner), "RGB")
