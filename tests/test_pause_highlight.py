"""The pause menu shows one highlight at a time, and Enter presses exactly the highlighted button."""
from __future__ import annotations

import pygame
import pytest

from scenes.manager import App
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.settings import SettingsScene
from sprites import palette
from tests.kit.ui import FRAME, FakeGameScene, app, fake_games, fake_record, press, widget  # noqa: F401

GOLD = pygame.Color("#e0b860")
"""The selected button's fill (theme.json's ``selected_bg``)."""


def drawn_fill(app: App, pause: PauseScene, key: str) -> pygame.Color:
    """The colour drawn inside button ``key``, left of its label."""
    rect = pygame.Rect(widget(pause, key).get_abs_rect())
    return app.canvas.get_at((rect.x + 12, rect.centery))


def highlighted(app: App, pause: PauseScene) -> list[str]:
    """The buttons drawn gold, after drawing a frame."""
    app.draw()
    return [item.key for item in pause.focus.items if drawn_fill(app, pause, item.key) == GOLD]


def rings(app: App, pause: PauseScene) -> list[str]:
    """The buttons with the focus glow drawn just outside them."""
    app.draw()
    found = []
    for item in pause.focus.items:
        rect = pygame.Rect(widget(pause, item.key).get_abs_rect())
        if app.canvas.get_at((rect.x - 3, rect.centery)) == pygame.Color(palette.GLOW):
            found.append(item.key)
    return found


def paused(app: App, fake_games, monkeypatch: pytest.MonkeyPatch, rest_on: str | None = None) -> PauseScene:  # noqa: F811
    """A game paused with Esc, its pause menu offering Rules; the mouse resting over ``rest_on`` (never moved)."""
    app.push(MenuScene(app))
    app.push(FakeGameScene(app, fake_record(fake_games["fake-isle"])))
    pause = PauseScene(app, rules=("Fake Isle", "<b>Rules</b>"))
    app.push(pause)
    if rest_on is not None:
        centre = pygame.Rect(widget(pause, rest_on).get_abs_rect()).center
        monkeypatch.setattr(app, "mouse_position", lambda: centre)
    app.step(FRAME)
    app.step(FRAME)
    return pause


def test_a_resting_mouse_and_the_arrows_leave_one_highlight_and_enter_presses_it(app, fake_games, monkeypatch) -> None:  # noqa: F811
    pause = paused(app, fake_games, monkeypatch, rest_on="rules")
    assert highlighted(app, pause) == ["resume"]  # the mouse resting over Rules does not light it up too
    assert drawn_fill(app, pause, "rules") == drawn_fill(app, pause, "quit")
    press(app, pygame.K_DOWN)  # the first Down already moves
    assert highlighted(app, pause) == ["rules"]
    press(app, pygame.K_DOWN)
    assert highlighted(app, pause) == ["settings"]
    assert drawn_fill(app, pause, "rules") == drawn_fill(app, pause, "quit")  # Rules, still under the mouse, is plain
    assert rings(app, pause) == []  # no focus ring beside the highlight
    press(app, pygame.K_UP)
    assert highlighted(app, pause) == ["rules"]  # Up goes up
    press(app, pygame.K_RIGHT)
    assert highlighted(app, pause) == ["rules"]  # sideways means nothing in a column
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RulesScene)


def test_enter_first_thing_resumes(app, fake_games, monkeypatch) -> None:  # noqa: F811
    pause = paused(app, fake_games, monkeypatch, rest_on="settings")
    assert highlighted(app, pause) == ["resume"]
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, FakeGameScene)


def test_tab_goes_from_the_first_item_down(app, fake_games, monkeypatch) -> None:  # noqa: F811
    pause = paused(app, fake_games, monkeypatch)
    assert highlighted(app, pause) == ["resume"]
    press(app, pygame.K_TAB)
    assert highlighted(app, pause) == ["rules"]
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert highlighted(app, pause) == ["resume"]


def test_the_mouse_moving_over_a_button_moves_the_highlight_and_enter_follows(app, fake_games, monkeypatch) -> None:  # noqa: F811
    pause = paused(app, fake_games, monkeypatch)
    centre = pygame.Rect(widget(pause, "settings").get_abs_rect()).center
    monkeypatch.setattr(app, "mouse_position", lambda: centre)
    window = app.letterbox.to_window(centre)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(FRAME)
    assert highlighted(app, pause) == ["settings"]
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScene)
