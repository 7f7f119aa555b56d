"""The keyboard on the menu-like screens: Tab starts at the first stop, arrows go the way they point, a text
field keeps Left/Right for its cursor, and only the focused stop is drawn as chosen."""
from __future__ import annotations

from typing import TypeVar

import pygame

from scenes.games import playable_games
from scenes.manager import App
from scenes.menu import IslandScreen, MenuScene
from scenes.results import ResultsScene
from scenes.rules import RulesScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from sprites import palette
from tests.kit.saved_games import PARADISIO, open_screen, saved_game
from tests.kit.ui import FRAME, app, fake_result, focused, key_event, press, type_text, widget  # noqa: F401

ScreenT = TypeVar("ScreenT", bound=IslandScreen)
GOLD = pygame.Color("#e0b860")
"""A gold button's fill (theme.json's ``#primary``)."""


def opened(app: App, screen: ScreenT) -> ScreenT:  # noqa: F811
    """``screen`` on top of the app, two frames old (its keys fresh; the results past their guard time)."""
    app.push(screen)
    app.step(FRAME)
    app.step(FRAME)
    while isinstance(screen, ResultsScene) and not screen.keys.ready:
        app.step(FRAME)
    return screen


def glowing(app: App, screen: IslandScreen) -> list[str]:  # noqa: F811
    """The stops with the focus glow drawn just outside their left edge, after drawing a frame."""
    app.draw()
    return [item.key for item in screen.focus.items
            if app.canvas.get_at((item.rect.x - 3, item.rect.centery)) == pygame.Color(palette.GLOW)]


def gold(app: App, screen: IslandScreen, key: str) -> bool:  # noqa: F811
    """True when button ``key`` is drawn gold."""
    app.draw()
    rect = pygame.Rect(widget(screen, key).get_abs_rect())
    return app.canvas.get_at((rect.x + 12, rect.centery)) == GOLD


def test_tab_starts_at_the_first_stop_and_shift_tab_at_the_last_on_every_menu_like_screen(app) -> None:  # noqa: F811
    """The menu's Tab went from the gold Continue to Saved games; now it starts at the first game card."""
    saved_game(PARADISIO, ["Ana", "Ben"])
    spec = playable_games()["last-paradise"]
    result, seats = fake_result()
    screens = [lambda: MenuScene(app), lambda: SetupScene(app, spec), lambda: SettingsScene(app),
               lambda: RulesScene(app, "Rules", "<b>Rules</b>"), lambda: ResultsScene(app, spec, result, seats)]
    for make in screens:
        for mod, first in ((0, 0), (pygame.KMOD_SHIFT, -1)):
            screen = opened(app, make())
            press(app, pygame.K_TAB, mod=mod)
            assert glowing(app, screen) == [screen.focus.items[first].key], type(screen).__name__
            app.pop()
    screen = open_screen(app)
    app.step(FRAME)
    press(app, pygame.K_TAB)
    assert glowing(app, screen) == ["list"]
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert glowing(app, screen) == ["load"]


def test_arrows_go_the_way_they_point_on_the_menu(app) -> None:  # noqa: F811
    """Right from the first card went to its Solitaire button (the next in the list); now to the next card."""
    menu = opened(app, MenuScene(app))
    press(app, pygame.K_TAB)
    assert glowing(app, menu) == ["game:paradisio"]
    press(app, pygame.K_RIGHT)
    assert glowing(app, menu) == ["game:last-paradise"]
    press(app, pygame.K_LEFT)
    assert glowing(app, menu) == ["game:paradisio"]
    press(app, pygame.K_DOWN)
    assert glowing(app, menu) == ["learn:paradisio"]  # a button below, on the card: Learn to play, under its middle
    press(app, pygame.K_LEFT)
    assert glowing(app, menu) == ["solo:paradisio"]  # and the Solitaire button beside it
    press(app, pygame.K_DOWN)
    below = focused(menu).rect
    assert below.top > menu.cards[0][1].bottom  # a button of the row under the cards
    press(app, pygame.K_UP)
    assert focused(menu).rect.bottom <= below.top


def test_up_and_down_go_between_rows_on_the_setup_and_a_name_keeps_left_and_right(app) -> None:  # noqa: F811
    """Down from the first name went to its colour (the next in the list); now to the second name. Left and
    Right in a name move its text cursor, never the focus."""
    setup = opened(app, SetupScene(app, playable_games()["last-paradise"]))
    press(app, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB)
    assert glowing(app, setup) == ["name:0"]
    type_text(app, "Ana")
    entry = setup.name_entries[0]
    press(app, pygame.K_LEFT)
    assert entry.edit_position == 2
    assert setup.focus.handle(key_event(pygame.K_RIGHT)) is False  # left to the field, even if it passed it on
    assert glowing(app, setup) == ["name:0"]
    press(app, pygame.K_DOWN)
    assert glowing(app, setup) == ["name:1"]
    press(app, pygame.K_UP)
    assert glowing(app, setup) == ["name:0"]


def test_setup_start_is_gold_only_with_the_focus_and_a_first_enter_presses_nothing(app) -> None:  # noqa: F811
    """Start stayed gold beside the focus ring on another stop, and the first Enter pressed the unseen "fewer
    players" button."""
    setup = opened(app, SetupScene(app, playable_games()["last-paradise"]))
    press(app, pygame.K_TAB, pygame.K_TAB)
    press(app, pygame.K_RETURN)  # one player more: four
    assert setup.count == 4
    press(app, pygame.K_ESCAPE)  # back, remembering four players
    setup = opened(app, SetupScene(app, playable_games()["last-paradise"]))
    assert setup.count == 4 and not gold(app, setup, "start")
    press(app, pygame.K_RETURN)
    assert setup.count == 4 and glowing(app, setup) == ["fewer"]  # Enter only showed where the focus is
    assert not gold(app, setup, "start")
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert glowing(app, setup) == ["start"] and gold(app, setup, "start")
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert glowing(app, setup) == ["back"] and not gold(app, setup, "start")


def test_saved_games_load_is_gold_only_while_enter_loads(app) -> None:  # noqa: F811
    """Load stayed gold with the focus ring on Back or Delete."""
    saved_game(PARADISIO, ["Ana", "Ben"])
    screen = open_screen(app)
    app.step(FRAME)
    assert gold(app, screen, "load")
    press(app, pygame.K_TAB, pygame.K_TAB)
    assert glowing(app, screen) == ["back"] and not gold(app, screen, "load")
    press(app, pygame.K_RIGHT)
    assert glowing(app, screen) == ["delete"] and not gold(app, screen, "load")
    press(app, pygame.K_RIGHT)
    assert gold(app, screen, "load")
    press(app, pygame.K_UP)
    assert glowing(app, screen) == ["list"] and gold(app, screen, "load")


def test_the_glow_follows_a_name_field_clicked_into_and_typed_in(app: App) -> None:  # noqa: F811
    """Tab brings the focus to the first name; a click into the third name and typing there moves the glow to
    the field being typed in (it stayed on the first field)."""
    from tests.kit.ui import click_widget

    setup = opened(app, SetupScene(app, playable_games()["last-paradise"]))
    for _ in range(6):
        press(app, pygame.K_TAB)
        if glowing(app, setup) == ["name:0"]:
            break
    assert glowing(app, setup) == ["name:0"]
    click_widget(app, widget(setup, "name:2"))
    type_text(app, "Ana")
    assert glowing(app, setup) == ["name:2"]
