"""The menu: Continue resumes a game whose window was closed mid-play (nothing is lost), and solo modes open from their card."""
from __future__ import annotations

import json

import pygame
import pytest

from game.core import make_seats
from game.saves import list_saves
from scenes.games import latest_save, playable_games, saves_dir, start_game
from scenes.menu import MenuScene
from scenes.play import GameScene
from tests.kit.app import make_app
from tests.kit.typed import as_a

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
    app.shutdown()  # as the window's process ends
    assert not app.running and latest_save(GAMES, game_id) is not None

    app2, menu2 = open_menu(tmp_path, monkeypatch)
    assert "continue" in [item.key for item in menu2.focus.items]
    menu2.focus.focus_key("continue")
    menu2.focus.current.activate()
    resumed = app2.stack.top
    assert isinstance(resumed, GameScene) and resumed.state.to_json() == saved_json
    assert resumed.private_seat is None  # any private screen needs the cover again
    assert resumed.seed == 5  # seed (and options) come back with the game


def one_move_saved(tmp_path, monkeypatch, game_id):
    """The menu after a game of ``game_id`` was started and one move made: (app, menu, save path)."""
    spec = GAMES[game_id]
    app, menu = open_menu(tmp_path, monkeypatch)
    scene = as_a(GameScene, start_game(app, spec, make_seats([f"P{i}" for i in range(spec.min_players)]), seed=5))
    seat = scene.state.to_move[0]
    assert scene.perform(seat, scene.state.legal_actions(seat)[0])
    app.pop()  # back to the menu; the save stays
    return app, menu, scene.save_path


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_damaged_save_gets_a_message_and_is_kept(tmp_path, monkeypatch, game_id):
    app, menu, path = one_move_saved(tmp_path, monkeypatch, game_id)
    data = json.loads(path.read_text())
    data["record"]["moves"][0][0] = 99  # a seat that is not at the table
    damaged = json.dumps(data).encode()
    path.write_bytes(damaged)
    menu.rebuild()
    menu.focus.focus_key("continue")
    menu.focus.current.activate()
    assert app.stack.top is menu
    assert "could not be resumed" in menu.notice and "seat that is not at the table" in menu.notice
    kept = path.with_name(path.name + ".damaged")
    assert kept.read_bytes() == damaged and not path.exists()
    assert "continue" not in [item.key for item in menu.focus.items]
    app.step(0.016, [])


def test_autoplay_leaves_no_save(tmp_path, monkeypatch):
    from scenes.manager import Autoplay

    game_id = sorted(GAMES)[0]
    spec = GAMES[game_id]
    app = make_app(tmp_path, monkeypatch, autoplay=Autoplay(game_id, spec.min_players, 1))
    scene = as_a(GameScene, start_game(app, spec, make_seats(["a", "b", "c", "d", "e"][: spec.min_players]), seed=1))
    seat = scene.state.to_move[0]
    scene.perform(seat, scene.state.legal_actions(seat)[0])
    assert not list_saves(saves_dir())


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


def test_an_unreadable_save_is_mentioned_once_on_the_menu(tmp_path, monkeypatch):
    app, _ = open_menu(tmp_path, monkeypatch)
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "paradisio-cut.json").write_bytes(b'{"save_format": 2, "game": "parad')
    app2, menu = open_menu(tmp_path, monkeypatch)
    assert "A saved game cannot be read" in menu.notice and "Saved games lists the reason" in menu.notice
    menu.on_resume()  # back from another screen: said once is enough
    assert menu.notice == ""
    assert (saves_dir() / "paradisio-cut.json").read_bytes() == b'{"save_format": 2, "game": "parad'


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_opening_a_saved_game_rewrites_nothing_until_a_move_is_made(tmp_path, monkeypatch, game_id):
    app, menu, path = one_move_saved(tmp_path, monkeypatch, game_id)
    saved = path.read_bytes()
    menu.rebuild()
    menu.focus.focus_key("continue")
    menu.focus.current.activate()
    resumed = app.stack.top
    assert isinstance(resumed, GameScene) and resumed.save_path == path
    app.step(0.016, [])
    assert path.read_bytes() == saved, "opening the game rewrote its save (and moved it up the list)"
    seat = resumed.state.to_move[0]
    assert resumed.perform(seat, resumed.state.legal_actions(seat)[0])
    assert path.read_bytes() != saved


def test_a_save_that_cannot_be_read_is_left_where_it_is(tmp_path, monkeypatch):
    import scenes.games
    from game.saves import SaveUnreadable

    app, menu, path = one_move_saved(tmp_path, monkeypatch, "paradisio")
    before = path.read_bytes()

    def unreadable(*_args: object) -> None:
        raise SaveUnreadable("the saved game could not be read (Permission denied)")

    monkeypatch.setattr(scenes.games, "load_save", unreadable)
    menu.rebuild()
    menu.focus.focus_key("continue")
    menu.focus.current.activate()
    assert app.stack.top is menu and "Permission denied" in menu.notice and "left as it is" in menu.notice
    assert path.read_bytes() == before and not path.with_name(path.name + ".damaged").exists()
    assert "continue" not in [item.key for item in menu.focus.items]  # not offered again this session


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_failed_autosave_is_said_on_the_table_and_play_goes_on(tmp_path, monkeypatch, game_id):
    import errno

    import scenes.play

    spec = GAMES[game_id]
    app, _ = open_menu(tmp_path, monkeypatch)
    scene = as_a(GameScene, start_game(app, spec, make_seats([f"P{i}" for i in range(spec.min_players)]), seed=5))

    def disk_full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(scenes.play, "write_save", disk_full)
    seat = scene.state.to_move[0]
    assert scene.perform(seat, scene.state.legal_actions(seat)[0])
    assert scene.message == "Your game could not be saved: No space left on device. Play on; it is still in memory."
    assert len(scene.record.moves) == 1 and app.stack.top is scene


def test_enter_opens_the_card_that_is_lit_whichever_it_is(tmp_path, monkeypatch):
    from scenes.setup import SetupScene

    app, menu = open_menu(tmp_path, monkeypatch)
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    seen = []
    for _ in range(len(menu.focus.items)):
        lit = menu.focused_card()
        if lit is not None and menu.cards[lit][0].id not in seen:
            seen.append(menu.cards[lit][0].id)
            app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
            assert isinstance(app.stack.top, SetupScene) and app.stack.top.spec.id == menu.cards[lit][0].id
            app.pop()
        app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    assert seen == [spec.id for spec, _ in menu.cards]


def test_the_mouse_over_a_card_moves_the_lit_focus_there(tmp_path, monkeypatch):
    app, menu = open_menu(tmp_path, monkeypatch)
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    last = len(menu.cards) - 1
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=menu.cards[last][1].center, rel=(0, 0), buttons=(0, 0, 0))])
    assert menu.hovered == last and menu.focused_card() == last


def test_with_a_game_to_continue_enter_continues_it(tmp_path, monkeypatch):
    app, menu, path = one_move_saved(tmp_path, monkeypatch, "last-paradise")
    app, menu = open_menu(tmp_path, monkeypatch)
    assert menu.focus.current.key == "continue"
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    tables = [scene for scene in app.stack.scenes if isinstance(scene, GameScene)]
    assert [table.save_path for table in tables] == [path]  # (under the hand-over cover of its next bid)
