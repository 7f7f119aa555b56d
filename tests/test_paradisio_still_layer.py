"""The Paradisio match's still layer is kept and drawn again only where what it shows changed: after every change
(a tile laid: the turn passes and the room shrinks; a round won: the tokens; a new round: the room grows back) the
kept picture equals one drawn whole, at 1280x720 and at scales whose pixels do not fall on whole logical units."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.paradisio.grid import SquareRoom, square_room
from sprites import pen
from sprites.paradisio.match_art import SIZE, StillLayer, still_facts

SEATS = [{"name": "Ana", "kind": "human", "colour": "#d9534f"},
         {"name": "Computer Bo", "kind": "hard", "colour": "#3a7bd5"}]
CELLS = [(0, 0), (1, 0), (1, 1), (-1, 1), (0, 2), (2, 2), (-1, -1), (2, -1), (0, -1)]
"""Tiles laid one by one (all inside one 4×4 square): the room shrinks, then its frame closes."""


def changes() -> Iterator[tuple[dict[str, Any], SquareRoom, tuple[int, int]]]:
    """Two rounds of tiles laid in turn, each ending with a token won, as (view, room, tokens shown)."""
    for tokens in ((0, 0), (1, 0)):
        for laid in range(len(CELLS) + 1):
            yield {"seats": SEATS, "to_move": [laid % 2], "tokens_to_win": 3}, square_room(CELLS[:laid]), tokens
        yield {"seats": SEATS, "to_move": [], "tokens_to_win": 3}, square_room(CELLS), (tokens[0], tokens[1] + 1)


def pixels(image: pygame.Surface) -> bytes:
    """Every pixel of ``image`` (at its own scale)."""
    return pygame.image.tobytes(image, "RGB")


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_kept_layer_equals_one_drawn_whole_after_every_change(scale: float) -> None:
    pygame.font.init()
    pen.set_scale(scale)
    kept = StillLayer()
    for step, (view, room, tokens) in enumerate(changes()):
        facts = still_facts(view, room, tokens, False)
        image = kept.show(facts)
        assert pixels(image) == pixels(StillLayer().show(facts)), f"change {step} at scale {scale}"


def test_a_tile_laid_draws_a_small_part_of_the_layer_again() -> None:
    """The turn passing and the room shrinking draw strips, not the window (the whole took 20 ms at 3840x2160)."""
    pygame.font.init()
    kept = StillLayer()
    first = kept.show(still_facts({"seats": SEATS, "to_move": [0], "tokens_to_win": 3}, square_room(CELLS[:1]),
                                  (0, 0), False))
    again = kept.show(still_facts({"seats": SEATS, "to_move": [1], "tokens_to_win": 3}, square_room(CELLS[:2]),
                                  (0, 0), False))
    assert again is first  # drawn over, not made anew
    drawn = sum(area.w * area.h for area in kept.redrawn)
    assert 0 < drawn < SIZE[0] * SIZE[1] // 4


def test_a_part_of_the_scene_is_drawn_again_only_when_what_it_shows_changes() -> None:
    """The scene's own parts (the tiles in a tray, the log, the news) lie in the still layer: one that changes is
    drawn again in its area alone, over the layer drawn again there, and the picture equals one drawn whole."""
    pygame.font.init()
    pen.set_scale(1.5)
    try:
        shown = {"tray": (200, 40, 40), "news": (40, 40, 200)}
        areas = {"tray": pygame.Rect(60, 120, 80, 80), "news": pygame.Rect(980, 560, 120, 60)}
        calls: list[str] = []

        def drawer(name: str) -> Any:
            def draw(surface: pygame.Surface) -> None:
                calls.append(name)
                pen.rect(surface, shown[name], areas[name].inflate(-8, -8), border_radius=6)
            return draw

        def parts() -> list[Any]:
            return [(areas[name], shown[name], drawer(name)) for name in ("tray", "news")]

        facts = still_facts({"seats": SEATS, "to_move": [0], "tokens_to_win": 3}, square_room(CELLS[:3]), (0, 0),
                            False)
        kept = StillLayer()
        kept.show(facts, parts())
        assert calls == ["tray", "news"]
        kept.show(facts, parts())
        assert calls == ["tray", "news"] and kept.redrawn == []  # nothing changed: nothing drawn
        shown["tray"] = (40, 200, 40)
        image = kept.show(facts, parts())
        assert calls[2:] == ["tray"]
        assert all(area.colliderect(areas["tray"]) and not area.colliderect(areas["news"]) for area in kept.redrawn)
        assert pixels(image) == pixels(StillLayer().show(facts, parts()))
    finally:
        pen.set_scale(1.0)


def open_two_seat_match(tmp_path, monkeypatch) -> tuple[Any, Any]:
    """An app with a 1920x1080 window (1.5 pixels a unit) showing a match of two people, Ana to start."""
    from game.core import Seat
    from game.paradisio import SPEC, new_game
    from game.record import GameRecord
    from scenes.paradisio.match import ParadisioMatchScene
    from tests.kit.app import make_app

    app = make_app(tmp_path, monkeypatch, window_size=(1920, 1080))
    seats = [Seat(0, "Ana", "#d9534f", "human"), Seat(1, "Bo", "#3a7bd5", "human")]
    record = GameRecord.start(SPEC, seats, next(s for s in range(100) if new_game(seats, s).player == 0))
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    app.step(1 / 60, [])
    app.step(1 / 60, [])
    return app, scene


def in_window(point: tuple[int, int]) -> tuple[int, int]:
    """A logical point in the 1920x1080 window's pixels."""
    return round(point[0] * 1.5), round(point[1] * 1.5)


def test_a_tile_taken_from_its_tray_draws_its_slot_again_not_the_tray(tmp_path, monkeypatch) -> None:
    """Each tray slot is a part of its own: picking a tile up draws only round its slot again (the whole tray, a
    third of the window's height, took 4.5 ms at 3840x2160), and the window still equals a fresh drawing."""
    from scenes.paradisio.match_view import TILE_REACH
    from sprites.paradisio.match_art import MARGIN, TRAYS, tray_slot
    from tests.kit.window import fresh_picture, shown

    app, scene = open_two_seat_match(tmp_path, monkeypatch)
    assert scene.still_cache is not None
    slot = tray_slot(0, 3)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=in_window(slot.center), button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(960, 540), rel=(0, 0), buttons=(1, 0, 0))])
    assert scene.holding.drag.carried is not None
    redrawn = scene.still_cache.redrawn
    reach = slot.inflate(2 * (TILE_REACH + MARGIN), 2 * (TILE_REACH + MARGIN))
    assert redrawn and all(reach.contains(area) for area in redrawn), (redrawn, TRAYS[0])
    assert shown(app) == fresh_picture(app)


def test_a_tile_turning_in_its_tray_is_drawn_whole_in_every_frame(tmp_path, monkeypatch) -> None:
    """Half turned, a tile reaches out of its slot: its part's area holds it, so no frame leaves a corner behind."""
    from sprites.paradisio.match_art import tray_slot
    from tests.kit.window import fresh_picture, shown

    app, scene = open_two_seat_match(tmp_path, monkeypatch)
    slot = tray_slot(0, 2)
    tile = scene.slots[0][2]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=in_window(slot.center), button=3),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=in_window(slot.center), button=3)])
    angles = {round(scene.holding.angle_of(tile) % 1, 2)}
    for _ in range(30):
        app.step(1 / 60, [])
        angles.add(round(scene.holding.angle_of(tile) % 1, 2))
        assert shown(app) == fresh_picture(app)
    assert any(0.3 < angle < 0.7 for angle in angles), angles  # it was seen half turned
