"""The setup screen: seats, options, remembered choices, validation, starting."""
from __future__ import annotations

import json

import pygame
import pygame_gui

from scenes.config import config_dir, load_choices, save_choices
from scenes.menu import MenuScene
from scenes.setup import SetupScene, remembered_setup
from tests.kit.ui import (  # noqa: F401
    FakeGameScene,
    app,
    button_of,
    click_widget,
    fake_games,
    fake_spec,
    focused,
    press,
    seed_entry,
    type_text,
    widget,
)


def open_setup(app, spec) -> SetupScene:
    app.push(MenuScene(app))
    setup = SetupScene(app, spec)
    app.push(setup)
    app.step(1 / 60)
    return setup


def test_start_replaces_setup_with_the_game(app, fake_games) -> None:
    setup = open_setup(app, fake_games["fake-isle"])
    setup.name_entries[0].set_text("Aroha")
    click_widget(app, widget(setup, "kind:1"))
    click_widget(app, widget(setup, "start"))
    game = app.stack.top
    assert isinstance(game, FakeGameScene)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, FakeGameScene]
    assert [s.name for s in game.state.seats] == ["Aroha", "Lagoon bot"]
    assert game.state.seats[1].kind == "easy"
    assert game.options == {"rounds": 4, "mode": "calm"}


def test_setup_remembers_choices(app, fake_games) -> None:
    spec = fake_games["fake-isle"]
    setup = open_setup(app, spec)
    click_widget(app, widget(setup, "more"))
    assert setup.count == 3
    setup.name_entries[2].set_text("Chen")
    seed_entry(setup).set_text("1234")
    setup.cycle_option("mode", 1)
    click_widget(app, widget(setup, "start"))
    assert app.stack.top.seed == 1234
    again = open_setup(app, spec)
    assert again.count == 3
    assert again.name_entries[2].get_text() == "Chen"
    assert again.options["mode"] == "wild"
    assert again.seed_text == "1234" and again.last_seed == 1234


def test_setup_survives_junk_choices(app, fake_games) -> None:
    spec = fake_games["fake-isle"]
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "choices.json").write_text(json.dumps({f"setup:{spec.id}": {
        "players": 99, "seats": [{"name": 5, "colour": 2, "kind": "robot"}, "junk", {"colour": 2}],
        "options": {"rounds": 7, "mode": "wild"}, "seed": "12ab"}}))
    setup = open_setup(app, spec)
    assert setup.count == spec.min_players
    assert setup.seats[0].kind == "human" and setup.seats[0].name == ""
    colours = [s.colour for s in setup.seats]
    assert len(set(colours)) == len(colours)
    assert setup.options == {"rounds": 4, "mode": "wild"}
    assert setup.seed_text == ""
    (config_dir() / "choices.json").write_bytes(b"\x00not json")
    assert remembered_setup(spec, load_choices(f"setup:{spec.id}"))[0] == spec.min_players


def test_duplicate_names_are_refused_with_a_message(app, fake_games) -> None:
    setup = open_setup(app, fake_games["fake-isle"])
    setup.name_entries[0].set_text("Mia")
    setup.name_entries[1].set_text(" mia ")
    click_widget(app, widget(setup, "start"))
    assert app.stack.top is setup
    assert "mia" in setup.message.lower() and "different name" in setup.message


def test_colours_stay_distinct_when_cycling(app, fake_games) -> None:
    setup = open_setup(app, fake_games["fake-isle"])
    for _ in range(7):
        setup.cycle_colour(0, 1)
        assert setup.seats[0].colour != setup.seats[1].colour


def test_keyboard_path_types_a_name_and_starts(app, fake_games) -> None:
    setup = open_setup(app, fake_games["fake-isle"])
    press(app, pygame.K_TAB)  # shows the focus on the first stop
    assert focused(setup).key == "fewer"
    press(app, pygame.K_RIGHT)  # the count stop: Right adds a player
    assert setup.count == 3
    setup.focus.focus_key("name:0")
    type_text(app, "Kai")
    assert setup.name_entries[0].get_text() == "Kai"
    setup.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, FakeGameScene)
    assert app.stack.top.state.seats[0].name == "Kai"


def test_back_returns_to_the_menu_and_remembers(app, fake_games) -> None:
    spec = fake_games["fake-isle"]
    setup = open_setup(app, spec)
    setup.name_entries[0].set_text("Lani")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    assert load_choices(f"setup:{spec.id}")["seats"][0]["name"] == "Lani"


def test_fixed_player_count_has_no_count_buttons(app) -> None:
    setup = open_setup(app, fake_spec(min_players=2, max_players=2, options=()))
    keys = [item.key for item in setup.focus.items]
    assert "fewer" not in keys and "more" not in keys
    assert keys[-1] == "start"
    save_choices("other", {"x": 1})
    assert load_choices("other") == {"x": 1}


def test_standard_starting_money_says_what_it_gives_and_values_stay_as_saved(app) -> None:
    from game.last_paradise import SPEC, STANDARD_STARTING_MONEY

    option = SPEC.options[0]
    players = sorted(STANDARD_STARTING_MONEY)
    expected = " / ".join(str(STANDARD_STARTING_MONEY[n]) for n in players)
    assert option.text("standard") == f"standard ({expected} for {' / '.join(map(str, players))})"
    assert option.choices == ("standard", 40, 50, 60, 80) and option.text(60) == "60"
    setup = open_setup(app, SPEC)
    menu = setup.dropdowns["starting_money"]
    assert menu.selected_option[0] == option.text("standard")
    assert menu.options_list == [(option.text(c), option.text(c)) for c in option.choices]
    setup.handle_other(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text="60"))
    assert setup.options["starting_money"] == 60
    setup.handle_other(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu,
                                          text=option.text("standard")))
    assert setup.options["starting_money"] == "standard"
    setup.cycle_option("starting_money", 3)
    press(app, pygame.K_ESCAPE)
    assert load_choices(f"setup:{SPEC.id}")["options"] == {"starting_money": 60}
    assert open_setup(app, SPEC).options["starting_money"] == 60  # an int choice of a str default is remembered


def test_computer_seats_are_never_named_after_a_district() -> None:
    from game.last_paradise.board import DISTRICTS
    from scenes.setup import SeatChoice, default_name
    from sprites.palette import PLAYER_COLOURS

    districts = {d.name.casefold() for d in DISTRICTS}
    names = [default_name(1, SeatChoice("", colour, "easy")) for colour in range(len(PLAYER_COLOURS))]
    assert len(set(names)) == len(names)
    for name in names:
        assert not districts & {word.casefold() for word in name.split()}, name


def test_every_option_label_fits_its_drop_down(app) -> None:
    from scenes.games import playable_games

    for spec in playable_games().values():
        setup = open_setup(app, spec)
        for option in spec.shown_options:  # those the setup screen shows
            state = setup.dropdowns[option.key].current_state
            assert state is not None
            shown = state.selected_option_button
            assert shown is not None and shown.font is not None
            for choice in option.choices:
                assert shown.font.size(option.text(choice))[0] <= shown.rect.w - 12, option.text(choice)
        setup.back()


def test_the_kind_button_goes_round_human_easy_hard_expert_and_each_label_fits_it(app, fake_games) -> None:
    setup = open_setup(app, fake_games["fake-isle"])
    shown = []
    for _ in range(5):
        button = button_of(setup, "kind:1")
        assert button.font is not None
        assert button.font.size(button.text)[0] <= button.rect.w - 12, button.text
        shown.append((setup.seats[1].kind, button.text))
        click_widget(app, button)
    assert shown == [("human", "Human"), ("easy", "Computer: easy"), ("hard", "Computer: hard"),
                     ("expert", "Computer: expert"), ("human", "Human")]
    for _ in range(2):  # easy (the fifth press came round to it), hard, expert
        click_widget(app, button_of(setup, "kind:1"))
    click_widget(app, widget(setup, "start"))
    assert app.stack.top.state.seats[1].kind == "expert"


def test_every_colour_name_fits_the_colour_button(app, fake_games) -> None:
    setup = open_setup(app, fake_games["fake-isle"])
    seen = set()
    for _ in range(6):
        button = button_of(setup, "colour:0")
        assert button.font is not None
        assert button.font.size(button.text)[0] <= button.rect.w - 12, button.text
        seen.add(button.text)
        click_widget(app, button)
    assert len(seen) >= 4  # every colour the other seat does not hold


def test_a_space_typed_in_a_name_clicked_into_presses_no_button(app, fake_games) -> None:
    setup = open_setup(app, fake_games["fake-isle"])
    click_widget(app, widget(setup, "more"))  # the last button used: '+'
    assert setup.count == 3
    click_widget(app, setup.name_entries[0])
    setup.name_entries[0].set_text("")
    for text in ("Bartholomew", " ", "Quin"):
        if text == " ":
            press(app, pygame.K_SPACE)
        type_text(app, text)
    press(app, pygame.K_RETURN)  # Enter finishes the name; it presses no button either
    assert setup.count == 3
    assert setup.name_entries[0].get_text() == "Bartholomew Quin"
