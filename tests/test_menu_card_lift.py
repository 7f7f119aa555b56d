"""A game card raised by the mouse or the keyboard lifts its buttons with it, and its focus glow hugs its edge."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.manager import App
from scenes.menu import MenuScene
from sprites import palette, pen
from sprites.backdrop import card_body
from sprites.ui import widget_rect
from tests.kit.app import make_app
from tests.kit.ui import FRAME

SIZES = {1.0: (1280, 720), 1.5: (1920, 1080)}


@pytest.fixture(name="menu_at")
def menu_at_fixture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """A function opening the menu in a window of a given size (config and data in ``tmp_path``)."""
    def make(size: tuple[int, int]) -> tuple[App, MenuScene]:
        app = make_app(tmp_path, monkeypatch, window_size=size)
        menu = MenuScene(app)
        app.push(menu)
        app.step(FRAME, [])
        return app, menu

    yield make
    pygame.event.clear()


def button_lifts(menu: MenuScene) -> list[set[int]]:
    """For each card, how far above its resting slot each of its buttons sits (logical units)."""
    return [{slot.y - widget_rect(widget).y for widget, slot in buttons} for buttons in menu.card_buttons]


def card_lifts(menu: MenuScene) -> list[int]:
    """How far each card's face is drawn above its resting rect."""
    focused = menu.focused_card()
    return [rect.y - card_body(rect, i == menu.hovered, i == focused).y for i, (_, rect) in enumerate(menu.cards)]


@pytest.mark.parametrize("scale", sorted(SIZES))
def test_a_card_under_the_mouse_lifts_its_buttons_with_it(menu_at, scale: float) -> None:
    app, menu = menu_at(SIZES[scale])
    assert len(menu.cards) >= 2 and all(menu.card_buttons)
    assert button_lifts(menu) == [{0}] * len(menu.cards)
    pos = app.letterbox.to_window(menu.cards[1][1].center)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert card_lifts(menu)[1] > 0
    assert button_lifts(menu) == [{lift} for lift in card_lifts(menu)]
    away = app.letterbox.to_window((640, 20))
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))])
    assert button_lifts(menu) == [{0}] * len(menu.cards)


def test_a_card_with_the_keyboard_focus_lifts_its_buttons_and_its_glow_hugs_it(menu_at) -> None:
    app, menu = menu_at(SIZES[1.0])
    menu.focus.shown = True
    menu.focus.focus_key(f"game:{menu.cards[0][0].id}")
    app.step(FRAME, [])
    app.draw()
    assert card_lifts(menu)[0] > 0
    assert button_lifts(menu) == [{lift} for lift in card_lifts(menu)]
    body = card_body(menu.cards[0][1], False, True)
    for x, y in ((body.left - 1, body.centery), (body.right, body.centery), (body.centerx, body.top - 1),
                 (body.centerx, body.bottom)):  # the pixels just outside the card's edge are glow, no gap
        assert app.canvas.get_at((x, y))[:3] == palette.GLOW, (x, y)
    below = (body.centerx, body.bottom + 5)  # one glow, round the raised card: none where the card rested
    assert app.canvas.get_at(below)[:3] != palette.GLOW
    assert pen.scale_of(app.canvas) == 1.0


def test_back_on_the_menu_the_card_lit_is_the_one_under_the_pointer(menu_at, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pointer moved to another card while a game's setup showed: back on the menu that card is lit, not the one
    clicked (playtest: the card clicked stayed lifted until the mouse moved)."""
    app, menu = menu_at((1280, 720))
    menu.hovered = 0
    menu.open_setup(menu.cards[0][0])
    app.step(FRAME, [])
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    monkeypatch.setattr(app, "mouse_position", lambda: menu.cards[2][1].center)
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)])
    assert app.stack.top is menu
    assert menu.hovered == 2
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: False)  # the pointer left the window meanwhile
    menu.open_settings()
    app.step(FRAME, [])
    app.pop()
    assert menu.hovered is None
