"""The Saved games screen with nothing to load: no saves at all, the last save deleted or set aside, every file
damaged.  The list says so in a sentence, and no button offers what cannot be done: with no saves Back is the only
button (gold, what Enter does); a file that cannot be loaded greys Load out and never draws it gold."""
from __future__ import annotations

import pygame

from scenes.games import saves_dir
from scenes.menu import MenuScene
from scenes.play import GameScene
from scenes.saved_games import SavedGamesScene
from tests.kit.app import words_drawn
from tests.kit.saved_games import PARADISIO, break_moves, buttons_shown, drawn_gold, open_screen, paths, saved_game
from tests.kit.ui import app, click_widget, focused, press  # noqa: F401


def damaged_files() -> list[str]:
    """Two files in the saves folder that are no games: garbage bytes and a save cut off halfway."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "paradisio-garbage.json").write_bytes(b"\x89PNG\xff\xfe\x00 garbage {{{")
    half = saved_game(PARADISIO, ["Ana", "Ben"])
    half.write_bytes(half.read_bytes()[:40])
    return ["paradisio-garbage.json", half.name]


def assert_only_back(app, screen: SavedGamesScene) -> None:  # noqa: F811
    """The empty list: its sentence, Back alone (gold, focused) and Enter going back to the menu."""
    assert buttons_shown(screen) == {"Back": True}
    assert [item.key for item in screen.focus.items] == ["back"] and focused(screen).key == "back"
    assert drawn_gold(app, screen, "back")
    text = " ".join(words_drawn(app))
    assert "No saved games yet." in text and "after every move" in text and "Enter loads" not in text
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene), f"{type(app.stack.top).__name__} is on top"


def test_with_no_saves_the_list_says_so_and_enter_goes_back(app) -> None:  # noqa: F811
    screen = open_screen(app)
    assert "Enter or Esc goes back to the menu" in words_drawn(app)
    assert_only_back(app, screen)
    assert not screen.message


def test_with_no_saves_tab_and_the_list_keys_land_on_back(app) -> None:  # noqa: F811
    screen = open_screen(app)
    press(app, pygame.K_DOWN, pygame.K_DELETE, pygame.K_END)
    assert app.stack.top is screen and screen.confirming is None and not screen.message
    press(app, pygame.K_TAB)
    assert focused(screen).key == "back"
    press(app, pygame.K_TAB, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)


def test_deleting_the_only_save_leaves_back_alone(app) -> None:  # noqa: F811
    path = saved_game(PARADISIO, ["Ana", "Ben"])
    screen = open_screen(app)
    assert buttons_shown(screen) == {"Back": True, "Delete": True, "Load": True}
    press(app, pygame.K_DELETE, pygame.K_RIGHT, pygame.K_RETURN)  # the question: Delete
    assert not path.exists() and screen.rows == [] and screen.message.startswith("Deleted")
    assert_only_back(app, screen)


def test_a_save_set_aside_when_loaded_leaves_back_alone(app) -> None:  # noqa: F811
    break_moves(saved_game(PARADISIO, ["Ana", "Ben"]))  # its header is sound: only loading finds the damage
    screen = open_screen(app)
    press(app, pygame.K_RETURN)
    assert app.stack.top is screen and "could not be loaded" in screen.message and screen.rows == []
    assert_only_back(app, screen)


def test_when_every_file_is_damaged_load_is_greyed_out_and_enter_only_says_why(app) -> None:  # noqa: F811
    names = damaged_files()
    screen = open_screen(app)
    assert buttons_shown(screen) == {"Back": True, "Delete": True, "Load": False}
    assert not drawn_gold(app, screen, "load")
    text = words_drawn(app)
    assert "2 files, and none of them can be loaded" in text and "Up/Down choose \u00b7 Delete deletes \u00b7 Esc goes back" in text
    press(app, pygame.K_RETURN)
    assert app.stack.top is screen and screen.message.startswith("This file cannot be loaded: ")
    screen.message = ""
    assert screen.load_button is not None
    click_widget(app, screen.load_button)  # greyed out: a click does nothing
    assert app.stack.top is screen and not screen.message
    press(app, pygame.K_DOWN)
    assert buttons_shown(screen)["Load"] is False and not drawn_gold(app, screen, "load")
    for _ in names:  # Delete still clears a damaged file away, and the last one gone leaves Back alone
        press(app, pygame.K_DELETE, pygame.K_RIGHT, pygame.K_RETURN)
    assert not any((saves_dir() / name).exists() for name in names)
    assert_only_back(app, screen)


def test_load_is_gold_for_a_save_that_loads_and_greyed_out_for_a_damaged_file(app) -> None:  # noqa: F811
    good = saved_game(PARADISIO, ["Ana", "Ben"], saved_at=2000.0)
    (saves_dir() / "paradisio-junk.json").write_text("{")  # dated now: listed first
    screen = open_screen(app)
    assert paths(screen)[1] == good
    assert buttons_shown(screen)["Load"] is False and not drawn_gold(app, screen, "load")
    assert "2 saved games, the newest first" in words_drawn(app)
    press(app, pygame.K_DOWN)
    assert buttons_shown(screen)["Load"] and drawn_gold(app, screen, "load")
    assert any("Enter loads" in line for line in words_drawn(app))
    press(app, pygame.K_UP)
    assert buttons_shown(screen)["Load"] is False and not drawn_gold(app, screen, "load")
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.stack.top, GameScene) and app.stack.top.save_path == good
