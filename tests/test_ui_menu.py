"""The main menu: only playable games, mouse and keyboard paths."""
from __future__ import annotations

import pygame

from scenes.menu import NO_GAMES_LINE, MenuScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from tests.kit.ui import app, click, click_widget, fake_games, focused, press  # noqa: F401


def test_menu_offers_exactly_the_playable_games(app, fake_games) -> None:
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    assert [spec.id for spec, _ in menu.cards] == ["fake-isle"]
    assert [item.key for item in menu.focus.items] == ["game:fake-isle", "saved", "records", "settings", "quit"]


def test_menu_without_games_shows_no_cards(app, monkeypatch) -> None:
    import scenes.menu

    monkeypatch.setattr(scenes.menu, "playable_games", dict)
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    assert menu.cards == []
    assert [item.key for item in menu.focus.items] == ["saved", "records", "settings", "quit"]
    assert "no game is ready" in NO_GAMES_LINE


def test_clicking_a_card_opens_its_setup(app, fake_games) -> None:
    menu = MenuScene(app)
    app.push(menu)
    click(app, menu.cards[0][1].center)
    assert isinstance(app.stack.top, SetupScene)
    assert app.stack.top.spec.id == "fake-isle"


def test_keyboard_moves_focus_and_enter_activates(app, fake_games) -> None:
    menu = MenuScene(app)
    app.push(menu)
    press(app, pygame.K_DOWN)  # the first key only shows the focus
    assert focused(menu).key == "game:fake-isle"
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert focused(menu).key == "records"  # the button under the cards' middle
    press(app, pygame.K_RIGHT)
    assert focused(menu).key == "settings"
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_quit_button_ends_the_app(app, fake_games) -> None:
    menu = MenuScene(app)
    app.push(menu)
    quit_button = menu.focus.items[-1].element
    assert quit_button is not None
    click_widget(app, quit_button)
    assert not app.running


def test_every_game_card_blurb_fits_its_three_lines(app) -> None:
    from scenes.games import playable_games
    from scenes.menu import CARD_SIZE
    from sprites.text import font, wrap_text

    for spec in playable_games().values():
        assert len(wrap_text(spec.blurb, font(16), CARD_SIZE[0] - 36)) <= 3, spec.blurb


def test_continue_counts_one_player_in_the_singular(app) -> None:
    from pathlib import Path

    from game.saves import SaveSummary
    from scenes.games import playable_games
    from scenes.menu import continue_label

    games = playable_games()
    solo = SaveSummary(Path("x.json"), "last-resort", ("Wilhelmina-Grace Montgomery",), 0.0,
                       "Year 2 · Season 3 · Arrivals of the second phase", False)
    from sprites.text import font

    width = font(22, bold=True).size("Continue: Last Resort \u00b7 1 player \u00b7 Year 2")[0]  # room for the count and round
    label, full = continue_label(solo, games, width)
    assert "1 players" not in label and "1 player" in label, label
