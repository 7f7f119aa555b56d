"""pygame_gui widgets drawn at the window's real scale: placed, clicked, typed into, themed and made again on a
resize, at 2x and 1.5x as at 1x."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.last_paradise import RULES_TEXT
from scenes.games import playable_games
from scenes.manager import App
from scenes.menu import IslandScreen, MenuScene
from scenes.rules import RulesScene
from scenes.saved_games import SavedGamesScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from sprites import pen
from sprites.ui import LogicalUIManager, html_at_scale, manager_scale, widget_rect
from tests.kit.ui import FRAME, click, type_text, widget

BUTTON_BG = pygame.Color("#2a6f8f")
"""The theme's ``normal_bg`` of a plain button."""
BUTTON_TEXT = pygame.Color("#fbf6ea")
SIZES = {2.0: (2560, 1440), 1.5: (1920, 1080)}


@pytest.fixture(name="open_app")
def open_app_fixture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """A function making an app with a window of a given size (config and data in ``tmp_path``)."""
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PARADISE_TABLE_DATA_DIR", str(tmp_path / "data"))
    pygame.display.init()
    pygame.font.init()

    def make(size: tuple[int, int]) -> App:
        return App(window_size=size)

    yield make
    pygame.event.clear()


def opened(app: App, screen: IslandScreen) -> IslandScreen:
    """``screen`` pushed on ``app`` and drawn once."""
    app.push(screen)
    app.step(FRAME, [])
    app.draw()
    return screen


def button_rects(screen: IslandScreen) -> dict[str, pygame.Rect]:
    """The logical rect of each button of ``screen`` laid out by fixed numbers, by its focus stop (a game card's
    buttons are as wide as their words measure at the scale, so they are left out)."""
    return {item.key: widget_rect(item.element) for item in screen.focus.items
            if isinstance(item.element, pygame_gui.elements.UIButton) and ":" not in item.key}


@pytest.mark.parametrize("scale", sorted(SIZES))
def test_menu_buttons_sit_at_their_logical_rect_times_the_scale(open_app, scale: float) -> None:
    small = open_app((1280, 720))
    laid_out = button_rects(opened(small, MenuScene(small)))
    app = open_app(SIZES[scale])
    menu = opened(app, MenuScene(app))
    assert pen.scale_of(app.canvas) == scale
    assert button_rects(menu) == laid_out  # read back in logical units
    for item in menu.focus.items:
        if item.element is None:
            continue
        rect = widget_rect(item.element)
        assert pygame.Rect(item.element.get_abs_rect()) == pen.device_rect(rect, scale)
        inside, outside = (rect.x + 8, rect.centery), (rect.x - 4, rect.centery)
        assert app.canvas.get_at(inside)[:3] == BUTTON_BG[:3], item.key
        assert app.canvas.get_at(outside)[:3] != BUTTON_BG[:3], item.key


@pytest.mark.parametrize("scale", sorted(SIZES))
def test_a_click_at_a_buttons_logical_centre_presses_it(open_app, scale: float) -> None:
    app = open_app(SIZES[scale])
    menu = opened(app, MenuScene(app))
    click(app, widget_rect(widget(menu, "settings")).center)  # sent in window coordinates, mapped by the app
    assert isinstance(app.stack.top, SettingsScene)


@pytest.mark.parametrize("scale", sorted(SIZES))
def test_the_mouse_hovers_the_button_under_it(open_app, monkeypatch: pytest.MonkeyPatch, scale: float) -> None:
    app = open_app(SIZES[scale])
    menu = opened(app, MenuScene(app))
    quit_button = widget(menu, "quit")
    monkeypatch.setattr(app, "mouse_position", lambda: widget_rect(quit_button).center)
    app.step(FRAME, [])
    hovered = [item.key for item in menu.focus.items if getattr(item.element, "hovered", False)]
    assert hovered == ["quit"]


def test_a_name_entry_takes_typed_text_at_2x_and_keeps_it_through_a_resize(open_app) -> None:
    app = open_app((2560, 1440))
    setup = opened(app, SetupScene(app, next(iter(playable_games().values()))))
    assert isinstance(setup, SetupScene)
    click(app, widget_rect(setup.name_entries[0]).center)
    type_text(app, "Ana")
    assert setup.name_entries[0].get_text() == "Ana"
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    app.step(FRAME, [])
    entry = setup.name_entries[0]
    assert entry.get_text() == "Ana" and manager_scale(entry) == 1.5
    assert pygame.Rect(entry.get_abs_rect()) == pen.device_rect(widget_rect(entry), 1.5)
    type_text(app, "b")  # the field still has the keyboard
    assert entry.get_text() == "Anab"


def test_a_resize_makes_the_widgets_again_at_the_new_scale_keeping_the_focus(open_app) -> None:
    app = open_app((1280, 720))
    menu = opened(app, MenuScene(app))
    laid_out = button_rects(menu)
    menu.focus.focus_key("records")
    app.resize((2560, 1440))
    app.step(FRAME, [])
    assert menu.ui.scale == 2.0 and button_rects(menu) == laid_out
    assert all(manager_scale(widget(menu, key)) == 2.0 for key in laid_out)
    assert menu.focus.current is not None and menu.focus.current.key == "records"


def ink_box(image: pygame.Surface) -> pygame.Rect:
    """The bounding box of the pixels of ``image`` near the buttons' text colour."""
    mask = pygame.mask.from_threshold(image, BUTTON_TEXT, (40, 40, 40, 255))
    boxes = mask.get_bounding_rects()
    assert boxes
    return boxes[0].unionall(boxes[1:])


def sharp_edges(image: pygame.Surface) -> int:
    """Neighbouring pixels (across or down) whose brightness differs by more than half the range."""
    grey = [[sum(image.get_at((x, y))[:3]) // 3 for x in range(image.get_width())] for y in range(image.get_height())]
    across = sum(abs(row[x + 1] - row[x]) > 128 for row in grey for x in range(len(row) - 1))
    down = sum(abs(grey[y + 1][x] - grey[y][x]) > 128 for y in range(len(grey) - 1) for x in range(len(grey[0])))
    return across + down


def test_widget_text_is_rasterised_at_the_real_size(open_app) -> None:
    small_app = open_app((1280, 720))
    small = widget(opened(small_app, MenuScene(small_app)), "settings")
    rect = widget_rect(small)
    face = small_app.canvas.subsurface(rect.inflate(-12, -12)).copy()
    upscaled = pygame.transform.smoothscale(face, (face.get_width() * 2, face.get_height() * 2))
    app = open_app((2560, 1440))
    opened(app, MenuScene(app))
    native = pen.device_view(app.canvas).subsurface(pen.device_rect(rect.inflate(-12, -12), 2.0)).copy()
    assert native.get_size() == upscaled.get_size()
    small_ink, ink = ink_box(face), ink_box(native)
    assert abs(ink.w - 2 * small_ink.w) <= 4 and abs(ink.h - 2 * small_ink.h) <= 4  # type twice as big
    assert sharp_edges(native) > 1.3 * sharp_edges(upscaled)  # and drawn at that size, not blown up


@pytest.mark.parametrize("make", [
    lambda app: MenuScene(app),
    lambda app: SetupScene(app, next(iter(playable_games().values()))),
    lambda app: SettingsScene(app),
    lambda app: SavedGamesScene(app),
    lambda app: RulesScene(app, "The Last Paradise", RULES_TEXT),
], ids=["menu", "setup", "settings", "saved", "rules"])
def test_no_widget_picture_is_rescaled_on_the_fly(open_app, make) -> None:
    app = open_app((2560, 1440))
    opened(app, make(app))
    before = pen.strays
    for _ in range(3):
        app.step(FRAME, [])
        app.draw()
    assert pen.strays == before


def test_every_screen_at_one_scale_shares_one_theme_per_app(open_app) -> None:
    app = open_app((2560, 1440))
    menu = opened(app, MenuScene(app))
    settings = opened(app, SettingsScene(app))
    assert isinstance(menu.ui, LogicalUIManager)
    assert menu.ui.get_theme() is settings.ui.get_theme()
    assert menu.ui.get_theme().get_font(["button"]).get_point_size() == 44  # the theme's 22, at 2x
    assert menu.ui.window_resolution == (2560, 1440)


def test_rich_text_sizes_come_out_at_the_scale() -> None:
    html = "<font size=5><b>Title</b></font> and <font pixel_size=20>more</font>"
    assert html_at_scale(html, 1.0) == html
    assert html_at_scale(html, 2.0) == "<font pixel_size=36><b>Title</b></font> and <font pixel_size=40>more</font>"
