"""Paradisio match: a tile key pressed while the table moves (or the computer plays) acts once the turn is the player's."""
from __future__ import annotations

import pygame

from game.core import Seat, SeatKind
from game.paradisio import SPEC
from game.record import GameRecord
from scenes.paradisio.match import ParadisioMatchScene
from tests.kit.app import key, make_app
from tests.kit.paradisio_scene import paradisio_state, settle

NAMES = ("山田太郎山田太郎山田太郎山田太郎", "عبدالرحمن بن فيصل")


def match(tmp_path, monkeypatch, second: SeatKind = "human"):
    record = GameRecord.start(SPEC, [Seat(0, NAMES[0], "#d9534f", "human"), Seat(1, NAMES[1], "#3a7bd5", second)], 3)
    app = make_app(tmp_path, monkeypatch)
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    settle(app, 200)  # the deal has landed and its notice gone
    return app, scene, record


def test_tab_and_enter_pressed_while_the_last_tile_flies_lay_the_next_players_tile(tmp_path, monkeypatch):
    """The playtest's lost keys: one player lays a tile by Tab, Enter; the other presses Tab, Enter at once, while
    that tile still flies: when it lands, the other player's tile goes down too."""
    app, scene, record = match(tmp_path, monkeypatch)
    first = paradisio_state(record).to_move[0]
    app.step(1 / 60, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert len(record.moves) == 1 and scene.flying
    app.step(1 / 60, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert len(record.moves) == 1  # not yet: the tile is in the air
    settle(app, 60)
    assert len(record.moves) == 2 and record.moves[-1].seat == 1 - first


def test_keys_pressed_while_the_computer_plays_wait_for_the_players_turn(tmp_path, monkeypatch):
    """Against the computer, Tab pressed while it plays is not lost: at the player's turn a tile is in hand."""
    app, scene, record = match(tmp_path, monkeypatch, second="easy")
    if paradisio_state(record).to_move[0] != 0:
        settle(app, 200)
    app.step(1 / 60, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert len(record.moves) >= 1 and record.moves[-1].seat == 0
    app.step(1 / 60, [key(pygame.K_TAB)])
    assert scene.holding.selected is None
    for _ in range(600):
        settle(app, 1)
        if scene.human_to_move() is not None:
            break
    settle(app, 2)
    assert record.moves[-1].seat == 1 and scene.holding.selected is not None
