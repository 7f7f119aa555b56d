"""The main menu: only playable games, mouse and keyboard paths."""
from __future__ import annotations

import pygame

from scenes.menu import NO_GAMES_LINE, MenuScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from tests.ui_fixtures import app, click, click_widget, fake_games, press  # noqa: F401


def test_menu_offers_exactly_the_playable_games(app, fake_games) -> None:
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    assert [spec.id for spec, _ in menu.cards] == ["fake-isle"]
    assert [item.key for item in menu.focus.items] == ["game:fake-isle", "saved", "settings", "quit"]


def test_menu_without_games_shows_no_cards(app, monkeypatch) -> None:
    import scenes.menu

    monkeypatch.setattr(scenes.menu, "playable_games", dict)
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60)
    assert menu.cards == []
    assert [item.key for item in menu.focus.items] == ["saved", "settings", "quit"]
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
    assert menu.focus.current.key == "game:fake-isle"
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert menu.focus.current.key == "settings"
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_quit_button_ends_the_app(app, fake_games) -> None:
    menu = MenuScene(app)
    app.push(menu)
    quit_button = menu.focus.items[-1].element
    click_widget(app, quit_button)
    assert not app.running
