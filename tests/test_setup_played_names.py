"""The setup screen offers the names already played with, and their last colour, under the name being typed:
by mouse and by keyboard, never a name at another seat, and fitting at 1280×720 and 900×560 with five seats."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.registry import available_games
from scenes.games import saves_dir
from scenes.menu import MenuScene
from scenes.records.keeping import read_records
from scenes.setup import SetupScene
from scenes.setup_names import LOWEST
from tests.kit.finished import finished_game, save_finished
from tests.kit.ui import app, click_widget, press, type_text  # noqa: F401

LONG = "山田太郎山田太郎山田太郎山田太郎"


@pytest.fixture
def played(app) -> None:  # noqa: F811
    """Ana (Hibiscus) and Ben (Lagoon) played; later the long name (Mango) played with Ana."""
    saves_dir().mkdir(parents=True)
    save_finished(saves_dir(), "a", finished_game(("Ana", "Ben"), 1))
    later = finished_game(("Ana", "Cy", LONG), 2, "last-paradise", ("human", "easy", "human"))
    save_finished(saves_dir(), "b", later)
    read_records()


def open_setup(app, game_id: str = "last-paradise", players: int = 3) -> SetupScene:  # noqa: F811
    app.push(MenuScene(app))
    setup = SetupScene(app, available_games()[game_id])
    app.push(setup)
    app.step(1 / 60)
    setup.change_count(players - setup.count)
    app.step(1 / 60)
    return setup


def listed(setup: SetupScene) -> list[str]:
    assert setup.names.shown is not None, "no names are offered"
    return [button.text for button in setup.names.shown.buttons]


def test_clicking_into_a_name_offers_the_people_played_with_and_a_click_takes_name_and_colour(app, played) -> None:  # noqa: F811
    setup = open_setup(app)
    setup.name_entries[1].set_text("")
    click_widget(app, setup.name_entries[1])
    app.step(1 / 60)
    assert [t.split(" \u00b7 ")[0] for t in listed(setup)] == ["Ana", LONG, "Ben"]
    assert "Ben \u00b7 Lagoon" in listed(setup)
    assert setup.names.shown is not None
    ben = setup.names.shown.buttons[2]
    setup.seats[0].colour = 0
    click_widget(app, ben)
    app.step(1 / 60)
    assert setup.seats[1].name == "Ben" and setup.seats[1].kind == "human"
    assert setup.seats[1].colour == 1  # Lagoon, Ben's last colour, free at this table
    assert setup.name_entries[1].get_text() == "Ben"
    assert setup.focus.current is not None and setup.focus.current.key == "name:2"


def test_typing_filters_and_down_then_enter_takes_a_name_without_the_mouse(app, played) -> None:  # noqa: F811
    setup = open_setup(app)
    setup.name_entries[0].set_text("")
    setup.focus.focus_key("name:0")
    app.step(1 / 60)
    type_text(app, "b")
    assert [t.split(" \u00b7 ")[0] for t in listed(setup)] == ["Ben"]
    press(app, pygame.K_DOWN)
    assert setup.names.shown is not None and setup.names.shown.highlighted == 0
    press(app, pygame.K_RETURN)
    app.step(1 / 60)
    assert setup.seats[0].name == "Ben" and setup.name_entries[0].get_text() == "Ben"
    assert setup.focus.current is not None and setup.focus.current.key == "name:1"


def test_names_at_other_seats_are_not_offered_and_esc_closes_the_list_not_the_screen(app, played) -> None:  # noqa: F811
    setup = open_setup(app)
    setup.name_entries[0].set_text("Ana")
    setup.name_entries[1].set_text("")
    setup.focus.focus_key("name:1")
    app.step(1 / 60)
    assert "Ana" not in [t.split(" \u00b7 ")[0] for t in listed(setup)]
    press(app, pygame.K_ESCAPE)
    assert setup.names.shown is None and app.stack.top is setup
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is not setup  # the second Esc goes back, as on every screen


def test_up_from_the_first_name_goes_back_to_the_field(app, played) -> None:  # noqa: F811
    setup = open_setup(app)
    setup.name_entries[2].set_text("")
    setup.focus.focus_key("name:2")
    app.step(1 / 60)
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert setup.names.shown is not None and setup.names.shown.highlighted == 1
    press(app, pygame.K_UP, pygame.K_UP)
    assert setup.names.shown is not None and setup.names.shown.highlighted is None
    assert setup.focus.current is not None and setup.focus.current.key == "name:2"


@pytest.mark.parametrize("size", [(1280, 720), (900, 560)])
def test_with_five_seats_every_list_fits_the_card_and_clear_of_back_and_start(app, played, size) -> None:  # noqa: F811
    app.resize(size)
    setup = open_setup(app, players=5)
    for seat in range(5):
        setup.name_entries[seat].set_text("")
        setup.focus.focus_key(f"name:{seat}")
        app.step(1 / 60)
        assert setup.names.shown is not None, seat
        field = pygame.Rect(setup.name_entries[seat].get_abs_rect())
        for button in setup.names.shown.buttons:
            rect = pygame.Rect(button.get_abs_rect())
            assert pygame.Rect(40, 110, 800, 510).contains(rect) and rect.bottom <= LOWEST and not rect.colliderect(field)
            assert button.font is not None and button.font.size(button.text)[0] <= rect.w - 16, button.text
        assert LONG in [t.split(" \u00b7 ")[0] for t in listed(setup)]  # the long name whole, not cut
        app.draw()
    assert app.canvas.get_size() == (1280, 720)


def test_no_records_no_list(app) -> None:  # noqa: F811
    setup = open_setup(app)
    setup.focus.focus_key("name:0")
    app.step(1 / 60)
    assert setup.names.shown is None and isinstance(setup.name_entries[0], pygame_gui.elements.UITextEntryLine)
