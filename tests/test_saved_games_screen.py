"""The menu's Continue and the Saved games screen: several saves, newest first, load, delete, locks, damage."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame
import pytest

from game.core import make_seats
from game.record import GameRecord
from game.saves import SaveLock, list_saves
from scenes.games import latest_save, saves_dir, start_game
from scenes.menu import CONTINUE_WIDTH, MenuScene
from scenes.play import GameScene
from scenes.saved_games import VISIBLE_ROWS, SavedGamesScene
from sprites.text import font
from tests.kit.app import make_app
from tests.kit.saved_games import GAMES, LAST_PARADISE, LONG_NAMES, PARADISIO, break_moves, open_menu, open_screen, paths, play, saved_game
from tests.kit.typed import as_a
from tests.kit.ui import FRAME, activate, app, button_of, click, click_widget, focused, key_event, press, stop, widget  # noqa: F401

# Continue ------------------------------------------------------------------------------

def test_continue_resumes_the_most_recent_unfinished_save(app) -> None:
    older = saved_game(PARADISIO, ["Ana", "Ben"], moves=2, saved_at=1000.0)
    saved_game(PARADISIO, ["Finn", "Gus"], moves=None, saved_at=3000.0)  # finished: not continued
    (saves_dir() / "paradisio-junk.json").write_text("not json")  # damaged header: not continued
    saved_game(LAST_PARADISE, ["Cy", "Dee", "Eve"], moves=1, saved_at=500.0)
    menu = open_menu(app)
    assert menu.resume is not None and menu.resume.path == older
    button = button_of(menu, "continue")
    assert button.text == "Continue: Paradisio \u00b7 Ana vs Ben \u00b7 Round 1 \u00b7 tokens 0\u20130"
    click_widget(app, button)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.save_path == older and scene.names == ["Ana", "Ben"]
    assert len(scene.record.moves) == 2


def test_without_a_game_in_progress_there_is_no_continue_but_saved_games_is_there(app) -> None:
    saved_game(PARADISIO, ["Finn", "Gus"], moves=None)
    menu = open_menu(app)
    keys = [item.key for item in menu.focus.items]
    assert "continue" not in keys and "saved" in keys and keys.index("saved") < keys.index("settings")
    click_widget(app, widget(menu, "saved"))
    assert isinstance(app.stack.top, SavedGamesScene)


@pytest.mark.parametrize("spec", [PARADISIO, LAST_PARADISE], ids=lambda spec: spec.id)
def test_continue_with_the_longest_names_still_says_game_and_progress_within_its_button(app, spec) -> None:
    saved_game(spec, LONG_NAMES[:spec.max_players], moves=1)
    menu = open_menu(app)
    button = button_of(menu, "continue")
    label = button.text
    assert label.startswith(f"Continue: {spec.title} \u00b7 ")
    assert menu.resume is not None and menu.resume.progress.split(" \u00b7 ")[0] in label
    assert font(22, bold=True).size(label)[0] <= button.rect.w - 64 and button.rect.w <= CONTINUE_WIDTH
    assert button.rect.right <= 1280 and button.rect.left >= 0


def test_a_damaged_save_chosen_by_continue_is_set_aside_beside_an_earlier_one_and_not_offered_again(app) -> None:
    path = saved_game(PARADISIO, ["Ana", "Ben"], moves=2)
    earlier = path.with_name(path.name + ".damaged")
    earlier.write_bytes(b"an earlier damaged copy")
    damaged = break_moves(path)
    menu = open_menu(app)
    activate(stop(menu, "continue"))
    assert app.stack.top is menu
    assert "could not be resumed" in menu.notice and "seat that is not at the table" in menu.notice
    kept = path.with_name(path.name + ".damaged-2")
    assert kept.name in menu.notice and kept.read_bytes() == damaged
    assert earlier.read_bytes() == b"an earlier damaged copy" and not path.exists()
    assert menu.resume is None and "continue" not in [item.key for item in menu.focus.items]
    app.step(FRAME)  # the sentence draws


def test_a_damaged_save_that_cannot_be_set_aside_is_never_offered_again(app, monkeypatch) -> None:
    import scenes.games

    def refuse(path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(scenes.games, "set_aside", refuse)
    path = saved_game(PARADISIO, ["Ana", "Ben"], moves=2)
    damaged = break_moves(path)
    menu = open_menu(app)
    menu.continue_game()
    assert "could not be set aside" in menu.notice and path.read_bytes() == damaged
    assert menu.resume is None
    assert MenuScene(app) and latest_save(GAMES) is None  # a new menu does not offer it either


def test_a_save_deleted_elsewhere_before_continue_reaches_it_is_said_to_be_gone(app) -> None:
    path = saved_game(PARADISIO, ["Ana", "Ben"])
    menu = open_menu(app)
    path.unlink()  # another window deletes it
    menu.continue_game()
    assert app.stack.top is menu and "there is no saved game there" in menu.notice
    assert "set aside" not in menu.notice and menu.resume is None and not list(saves_dir().iterdir())


def test_continue_skips_a_game_another_window_is_playing(app) -> None:
    held = saved_game(PARADISIO, ["Ana", "Ben"], saved_at=2000.0)
    other = saved_game(PARADISIO, ["Cy", "Dee"], saved_at=1000.0)
    lock = SaveLock(held)
    assert lock.acquire()
    try:
        menu = open_menu(app)
        assert menu.resume is not None and menu.resume.path == other
    finally:
        lock.release()


# the list ------------------------------------------------------------------------------

def test_the_list_shows_every_save_newest_first_with_finished_and_damaged_marked(app) -> None:
    from sprites.text import start_recording, stop_recording

    finished = saved_game(PARADISIO, ["Finn", "Gus"], moves=None, saved_at=3000.0)
    going = saved_game(LAST_PARADISE, ["Cy", "Dee", "Eve"], moves=3, saved_at=2000.0)
    junk = saves_dir() / "paradisio-junk.json"
    junk.write_text("{")
    screen = open_screen(app)
    assert [path for path in paths(screen) if path != junk] == [finished, going] and junk in paths(screen)
    drawn = start_recording()
    try:
        app.step(FRAME)
    finally:
        stop_recording()
    assert "Paradisio \u00b7 Finn vs Gus" in drawn and "Finished" in drawn
    assert "The Last Paradise \u00b7 Cy, Dee and Eve" in drawn and "In progress" in drawn
    assert f"Damaged file: {junk.name}" in drawn and "the file is not a saved game (it is not readable JSON)" in drawn
    screen.select(paths(screen).index(finished))
    assert screen.load_button is not None and screen.load_button.text == "Watch replay"
    screen.select(paths(screen).index(going))
    assert screen.load_button.text == "Load"


def test_load_resumes_the_chosen_game_exactly(app) -> None:
    saved_game(PARADISIO, ["Ana", "Ben"], moves=1, saved_at=2000.0)
    second = saved_game(PARADISIO, ["Cy", "Dee"], moves=3, saved_at=1000.0, seed=11)
    expected = play(GameRecord.start(PARADISIO, make_seats(["Cy", "Dee"]), 11), 3).state.to_json()
    screen = open_screen(app)
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.save_path == second and scene.state.to_json() == expected
    assert screen in app.stack.scenes


def test_a_finished_game_opens_its_replay(app) -> None:
    saved_game(PARADISIO, ["Finn", "Gus"], moves=None)
    open_screen(app)
    press(app, pygame.K_RETURN)
    from scenes.replay import ReplayScene

    assert isinstance(app.stack.top, ReplayScene)


def test_without_the_replay_module_a_finished_game_says_replays_are_coming(app, monkeypatch) -> None:
    saved_game(PARADISIO, ["Finn", "Gus"], moves=None)
    monkeypatch.setitem(sys.modules, "scenes.replay", None)
    screen = open_screen(app)
    press(app, pygame.K_RETURN)
    assert app.stack.top is screen and "Replays are coming soon" in screen.message


def test_delete_asks_first_keep_it_keeps_and_delete_deletes(app) -> None:
    path = saved_game(PARADISIO, ["Ana", "Ben"])
    screen = open_screen(app)
    assert app.stack.scenes[0].resume is not None
    press(app, pygame.K_DELETE)
    assert screen.confirming is not None and focused(screen).key == "keep"
    press(app, pygame.K_RETURN)  # Enter on the question keeps the game
    assert screen.confirming is None and path.exists()
    press(app, pygame.K_DELETE, pygame.K_ESCAPE)  # Esc closes the question, not the screen
    assert app.stack.top is screen and screen.confirming is None and path.exists()
    click_widget(app, next(item.element for item in screen.focus.items if item.key == "delete"))
    assert screen.confirming is not None
    click_widget(app, next(item.element for item in screen.focus.items if item.key == "confirm-delete"))
    assert not path.exists() and screen.rows == [] and "Deleted the Paradisio game Ana vs Ben" in screen.message
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.resume is None  # Continue no longer offers it
    assert "continue" not in [item.key for item in menu.focus.items]


def test_a_save_held_by_another_window_neither_loads_nor_deletes(app) -> None:
    path = saved_game(PARADISIO, ["Ana", "Ben"])
    lock = SaveLock(path)  # another window plays it
    assert lock.acquire()
    try:
        screen = open_screen(app)
        assert screen.rows[0].in_use
        press(app, pygame.K_RETURN)
        assert app.stack.top is screen and "open in another window" in screen.message
        press(app, pygame.K_DELETE)
        assert screen.confirming is None and "open in another window" in screen.message and path.exists()
    finally:
        lock.release()


def test_a_window_that_takes_a_save_after_the_list_was_read_still_wins(app) -> None:
    path = saved_game(PARADISIO, ["Ana", "Ben"])
    screen = open_screen(app)
    assert not screen.rows[0].in_use
    lock = SaveLock(path)
    assert lock.acquire()
    try:
        press(app, pygame.K_RETURN)  # the row still says free: opening is refused all the same
        assert app.stack.top is screen and "open in another window" in screen.message
        lock.release()
        press(app, pygame.K_DELETE)
        assert screen.confirming is not None
        assert lock.acquire()  # the other window takes it while the question is open
        screen.confirm_delete()
        assert path.exists() and "open in another window" in screen.message
        app.step(1.1)  # the list looks at the locks again
        assert screen.rows[0].in_use
    finally:
        lock.release()


def test_damaged_files_are_listed_with_their_reason_and_never_crash(app) -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    header = {"save_format": 2, "game": "paradisio", "players": ["A", "B"], "progress": "x", "finished": False}
    files = {
        "garbage.json": b"\x00\xff\xfe garbage",
        "empty.json": b"",
        "version.json": json.dumps({**header, "save_format": 99, "saved_at": 1.0}).encode(),
        "header.json": json.dumps({**header, "players": "AB", "saved_at": 1.0}).encode(),
        "far-future.json": json.dumps({**header, "saved_at": 1e300}).encode(),
        "not-a-number.json": json.dumps({**header, "saved_at": float("nan")}).encode(),
        "unknown-game.json": json.dumps({**header, "game": "monopoly", "saved_at": 1.0}).encode(),
        "no-record.json": json.dumps({**header, "saved_at": 1.0}).encode(),
    }
    for name, data in files.items():
        (folder / name).write_bytes(data)
    (folder / "folder.json").mkdir()
    screen = open_screen(app)
    problems = {row.summary.path.name: row.summary.problem for row in screen.rows}
    assert "format 99" in as_a(str, problems["version.json"]) and "no record of the game" in as_a(str, problems["header.json"])
    assert problems["garbage.json"] and problems["empty.json"] and problems["folder.json"]
    for name in problems:  # try to load each one, drawing in between
        screen.message = ""
        screen.select(paths(screen).index(folder / name))
        press(app, pygame.K_RETURN)
        assert app.stack.top is screen and screen.message
    assert not (folder / "garbage.json.damaged").exists()  # a file the list already calls damaged stays put
    assert (folder / "no-record.json").exists() and (folder / "far-future.json").exists()  # the list reads the record


def test_more_saves_than_fit_scroll_with_keys_and_wheel(app) -> None:
    for i in range(VISIBLE_ROWS + 5):
        saved_game(PARADISIO, [f"A{i}", f"B{i}"], saved_at=10_000.0 - i)
    screen = open_screen(app)
    press(app, pygame.K_END)
    assert screen.selected == VISIBLE_ROWS + 4 and screen.top == 5
    assert focused(screen).rect == screen.row_rect(screen.selected)
    press(app, pygame.K_PAGEUP)
    assert screen.selected == 4 and screen.top == 4
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                        precise_y=-3.0, touch=False, which=0)])
    assert screen.top == 5 and screen.selected == 4  # the wheel scrolls; the choice stays
    press(app, pygame.K_HOME)
    assert screen.selected == 0 and screen.top == 0


def test_a_click_chooses_a_save_and_a_double_click_loads_it(app) -> None:
    saved_game(PARADISIO, ["Ana", "Ben"], saved_at=2000.0)
    second = saved_game(PARADISIO, ["Cy", "Dee"], saved_at=1000.0)
    screen = open_screen(app)
    click(app, screen.row_rect(1).center)
    assert screen.selected == 1 and app.stack.top is screen
    app.step(1.0)
    click(app, screen.row_rect(1).center)  # too slow for a double click
    assert app.stack.top is screen
    click(app, screen.row_rect(1).center)
    assert isinstance(app.stack.top, GameScene) and app.stack.top.save_path == second


# keys from the screen before -------------------------------------------------------------

def test_a_double_enter_on_the_menu_opens_the_list_but_loads_nothing(app) -> None:
    saved_game(PARADISIO, ["Ana", "Ben"], moves=None)  # no Continue: Saved games is easy to reach
    menu = open_menu(app)
    menu.focus.focus_key("saved")
    menu.focus.shown = True
    app.step(FRAME, [key_event(pygame.K_RETURN), key_event(pygame.K_RETURN), key_event(pygame.K_DELETE)])
    app.step(FRAME)
    screen = app.stack.top
    assert isinstance(screen, SavedGamesScene) and screen.confirming is None and not screen.message


def test_a_key_held_when_the_list_opens_does_nothing_until_let_go(app, monkeypatch) -> None:
    saved_game(PARADISIO, ["Ana", "Ben"])
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: {k: True for k in held})
    screen = open_screen(app)
    press(app, pygame.K_RETURN)
    assert app.stack.top is screen
    app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, GameScene)


# two windows -----------------------------------------------------------------------------

def test_two_windows_each_keep_their_own_game(tmp_path, monkeypatch) -> None:
    first = make_app(tmp_path, monkeypatch)
    one = start_game(first, PARADISIO, make_seats(["Ana", "Ben"]), seed=1)
    second = make_app(tmp_path, monkeypatch)
    two = start_game(second, PARADISIO, make_seats(["Cy", "Dee"]), seed=2)
    assert isinstance(one, GameScene) and isinstance(two, GameScene)
    assert one.save_path is not None and two.save_path is not None and one.save_path != two.save_path
    for scene in (one, two, one):
        seat = scene.state.to_move[0]
        assert scene.perform(seat, scene.state.legal_actions(seat)[0])
    saved = {summary.path: summary for summary in list_saves(saves_dir())}
    assert saved[one.save_path].players == ("Ana", "Ben") and saved[two.save_path].players == ("Cy", "Dee")
    assert json.loads(one.save_path.read_text())["record"]["moves"] == [m.to_json() for m in one.record.moves]
    assert len(json.loads(two.save_path.read_text())["record"]["moves"]) == 1
    # neither window offers the other's game: it is open over there
    assert latest_save(GAMES) is None
    screen = SavedGamesScene(second)
    screen.refresh()
    assert all(row.in_use for row in screen.rows) and len(screen.rows) == 2
    second.shutdown()
    screen.refresh()
    assert [row.in_use for row in screen.rows if row.summary.path == two.save_path] == [False]
    first.shutdown()
    pygame.event.clear()
