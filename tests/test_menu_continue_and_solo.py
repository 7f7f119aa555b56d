"""The menu: Continue resumes a game whose window was closed mid-play (nothing is lost), and solo modes open from their card."""
from __future__ import annotations

import pygame
import pytest
from app_fixtures import make_app

from game.core import make_seats
from game.saves import has_save
from scenes.config import data_dir
from scenes.games import playable_games, start_game
from scenes.menu import MenuScene
from scenes.play import GameScene

GAMES = playable_games()


def open_menu(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    menu = MenuScene(app)
    app.push(menu)
    return app, menu


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_window_closed_mid_game_then_continue_restores_it_exactly(tmp_path, monkeypatch, game_id):
    spec = GAMES[game_id]
    app, _ = open_menu(tmp_path, monkeypatch)
    seats = make_seats([f"P{i}" for i in range(spec.min_players)])
    scene = start_game(app, spec, seats, seed=5)
    assert isinstance(scene, GameScene)
    for _ in range(2):
        seat = scene.state.to_move[0]
        assert scene.perform(seat, scene.state.legal_actions(seat)[-1])
    saved_json = scene.state.to_json()
    app.step(0.016, [pygame.event.Event(pygame.QUIT)])
    assert not app.running and has_save(data_dir(), game_id)

    app2, menu2 = open_menu(tmp_path, monkeypatch)
    assert f"continue:{game_id}" in [item.key for item in menu2.focus.items]
    menu2.focus.focus_key(f"continue:{game_id}")
    menu2.focus.current.activate()
    resumed = app2.stack.top
    assert isinstance(resumed, GameScene) and resumed.state.to_json() == saved_json
    assert resumed.private_seat is None  # any private screen needs the cover again
    assert resumed.seed == 5  # seed (and options) come back with the game


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_damaged_save_gets_a_message_and_is_kept(tmp_path, monkeypatch, game_id):
    app, menu = open_menu(tmp_path, monkeypatch)
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"save-{game_id}.json").write_bytes(b"\x00garbage\xff")
    menu.rebuild()
    menu.focus.focus_key(f"continue:{game_id}")
    menu.focus.current.activate()
    assert app.stack.top is menu
    assert "could not be resumed" in menu.notice
    assert (folder / f"save-{game_id}.damaged.json").read_bytes() == b"\x00garbage\xff"
    assert f"continue:{game_id}" not in [item.key for item in menu.focus.items]
    app.step(0.016, [])


def test_autoplay_leaves_no_save(tmp_path, monkeypatch):
    from scenes.manager import Autoplay

    game_id = sorted(GAMES)[0]
    spec = GAMES[game_id]
    app = make_app(tmp_path, monkeypatch, autoplay=Autoplay(game_id, spec.min_players, 1))
    scene = start_game(app, spec, make_seats(["a", "b", "c", "d", "e"][: spec.min_players]), seed=1)
    seat = scene.state.to_move[0]
    scene.perform(seat, scene.state.legal_actions(seat)[0])
    assert not has_save(data_dir(), game_id)


def test_paradisio_solitaire_opens_from_its_menu_card(tmp_path, monkeypatch):
    if "paradisio" not in GAMES:
        pytest.skip("Paradisio is not playable")
    from scenes.paradisio.solitaire import SolitaireScene

    app, menu = open_menu(tmp_path, monkeypatch)
    button = next(item for item in menu.focus.items if item.key == "solo:paradisio")
    card = next(rect for spec, rect in menu.cards if spec.id == "paradisio")
    assert card.contains(button.rect)
    centre = button.rect.center
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    app.step(0.016, None)
    assert isinstance(app.stack.top, SolitaireScene)
