"""Paradise Fallen's "First" option at setup names the players, as typed so far, with Random the default
(it listed "seat 1", "seat 2")."""
from __future__ import annotations

import pygame
import pygame_gui

from game.registry import available_games
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.setup import SetupScene
from tests.kit.ui import app, click_widget, stop, type_text  # noqa: F401 - the fixture

SPEC = available_games()["paradise-fallen"]


def _texts(setup: SetupScene) -> list[str]:
    menu = setup.dropdowns["first_player"]
    return [entry[0] if isinstance(entry, tuple) else str(entry) for entry in menu.options_list]


def _shown(setup: SetupScene) -> str:
    return str(setup.dropdowns["first_player"].selected_option[0])


def _setup(app: App) -> SetupScene:
    app.push(MenuScene(app))
    setup = SetupScene(app, SPEC)
    app.push(setup)
    app.step(1 / 60)
    while setup.count < 3:
        setup.change_count(1)
    for entry, name in zip(setup.name_entries, ("Ana", "Bo", "Cy")):
        entry.set_text(name)
    setup.options["first_player"] = "random"
    setup.read_entries()
    setup.rebuild()
    app.step(1 / 60)
    return setup


def test_first_player_lists_the_players_names_with_random_first(app: App) -> None:
    setup = _setup(app)
    assert _texts(setup) == ["Random", "Ana", "Bo", "Cy"]
    assert _shown(setup) == "Random"


def test_the_names_follow_what_is_typed(app: App) -> None:
    setup = _setup(app)
    click_widget(app, setup.name_entries[1])
    setup.name_entries[1].set_text("")
    type_text(app, "Kekoa")
    app.step(1 / 60)
    assert _texts(setup) == ["Random", "Ana", "Kekoa", "Cy"]
    assert stop(setup, "option:first_player").area is setup.dropdowns["first_player"]


def test_a_name_picked_with_the_mouse_or_the_keys_chooses_that_seat(app: App) -> None:
    setup = _setup(app)
    menu = setup.dropdowns["first_player"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Cy", ui_element=menu))
    app.step(1 / 60)
    assert setup.options["first_player"] == 3
    setup.cycle_option("first_player", -1)
    assert setup.options["first_player"] == 2 and _shown(setup) == "Bo"


def test_two_seats_of_one_name_keep_their_numbers(app: App) -> None:
    setup = _setup(app)
    setup.name_entries[2].set_text("Ana")
    setup.read_entries()
    setup.rebuild()
    assert _texts(setup) == ["Random", "Ana (seat 1)", "Bo", "Ana (seat 3)"]
