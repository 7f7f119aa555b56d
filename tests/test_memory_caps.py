"""Memory stays bounded: the text cache by bytes, one theme and font set per app, left screens freed."""
from __future__ import annotations

import gc
from collections.abc import Callable, Iterator

import i18n
import pygame
import pygame_gui
import pytest

from game.paradisio import SPEC as PARADISIO
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from sprites import text
from sprites.ui import PRELOADED_FONTS
from tests.kit.app import RecordingScene, top_as
from tests.kit.ui import FRAME, app, press  # noqa: F401

SMALL_CAP = 256 * 1024


@pytest.fixture
def empty_cache() -> Iterator[None]:
    """Start and end with nothing cached."""
    text.clear_cache()
    yield
    text.clear_cache()


def held_bytes() -> int:
    """Bytes of the images the cache really holds, added up afresh."""
    return sum(text.surface_bytes(image) for image in text._CACHE.values())


def test_text_cache_never_holds_more_than_its_byte_cap(monkeypatch: pytest.MonkeyPatch, empty_cache: None) -> None:
    pygame.font.init()
    monkeypatch.setattr(text, "CACHE_BYTES", SMALL_CAP)
    for i in range(600):
        text.render_text(f"Birgit builds villa number {i} beside the new nature in the Palm district", 24,
                         (250, 240, 220), bold=i % 2 == 0)
        assert text.cache_bytes() == held_bytes() <= SMALL_CAP
    assert text.cache_bytes() > SMALL_CAP // 2  # the cap is used, not just emptied
    assert len(text._CACHE) < 600


def test_text_cache_lets_the_least_recently_drawn_line_go_first(monkeypatch: pytest.MonkeyPatch,
                                                                empty_cache: None) -> None:
    pygame.font.init()
    monkeypatch.setattr(text, "CACHE_BYTES", SMALL_CAP)
    title = text.render_text("Paradise Table", 32, (255, 255, 255))
    for i in range(400):
        assert text.render_text("Paradise Table", 32, (255, 255, 255)) is title  # drawn every frame: kept
        text.render_text(f"one-off log line {i}", 20, (200, 200, 200))
    assert ("one-off log line 0", 20, False, (200, 200, 200)) not in text._CACHE
    assert text.cache_bytes() <= SMALL_CAP


def test_a_line_bigger_than_the_whole_cache_is_drawn_but_not_kept(monkeypatch: pytest.MonkeyPatch,
                                                                  empty_cache: None) -> None:
    pygame.font.init()
    monkeypatch.setattr(text, "CACHE_BYTES", 1024)
    image = text.render_text("far too wide to keep", 40, (0, 0, 0))
    assert image.get_width() > 0
    assert text.cache_bytes() == 0 and not text._CACHE


def test_screens_share_one_theme_and_one_font_dictionary(app) -> None:  # noqa: F811
    menu = MenuScene(app)
    app.push(menu)
    settings = SettingsScene(app)
    app.push(settings)
    overlay = PauseScene(app, rules=("Fake Isle", "<b>Fake</b> rules."))
    app.push(overlay)
    app.step(FRAME)
    themes = {id(scene.ui.get_theme()) for scene in (menu, settings, overlay)}
    fonts = {id(scene.ui.get_theme().get_font_dictionary()) for scene in (menu, settings, overlay)}
    assert len(themes) == 1 and len(fonts) == 1
    assert menu.ui is not settings.ui  # each screen keeps its own widgets
    dictionary = menu.ui.get_theme().get_font_dictionary()
    for size, style in PRELOADED_FONTS:
        assert dictionary.check_font_preloaded(
            dictionary.create_font_id(size, "noto_sans", "bold" in style, "italic" in style))


def test_leaving_a_screen_frees_its_widgets(app) -> None:  # noqa: F811
    menu = MenuScene(app)
    app.push(menu)
    settings = SettingsScene(app)
    app.push(settings)
    app.step(FRAME)
    widgets = [sprite for sprite in settings.ui.get_sprite_group().sprites()
               if isinstance(sprite, pygame_gui.elements.UIButton)]
    assert len(widgets) >= 5 and all(widget.alive() for widget in widgets)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    assert not any(widget.alive() for widget in widgets)
    assert not [s for s in settings.ui.get_sprite_group().sprites() if isinstance(s, pygame_gui.elements.UIButton)]
    assert any(isinstance(s, pygame_gui.elements.UIButton) and s.alive()
               for s in menu.ui.get_sprite_group().sprites())  # the screen below keeps its own


def live(kind: type) -> int:
    """How many objects of ``kind`` exist, collected or not (garbage waiting for the collector counts)."""
    return sum(isinstance(o, kind) for o in gc.get_objects())


def round_trip_kinds(app: App, menu: MenuScene) -> list[Callable[[], None]]:
    """Open a screen from the menu, each kind in turn (the caller goes back with Esc)."""
    def over_a_table() -> None:
        app.push(RecordingScene(app))
        app.push(PauseScene(app, rules=("Fake Isle", "<b>Fake</b> rules.")))
        top_as(app, PauseScene).open_rules()

    return [menu.open_settings, lambda: menu.open_setup(PARADISIO), menu.open_saved_games,
            lambda: app.push(SetupScene(app, PARADISIO)), over_a_table]


def test_round_trips_do_not_grow_the_live_widgets_or_managers(app) -> None:  # noqa: F811
    menu = MenuScene(app)
    app.push(menu)
    kinds = round_trip_kinds(app, menu)

    def trips(count: int) -> None:
        for i in range(count):
            kinds[i % len(kinds)]()
            app.step(FRAME)
            while app.stack.top is not menu:
                top = app.stack.top
                press(app, pygame.K_ESCAPE)
                if app.stack.top is top:  # a plain scene under the pause menu: leave it by hand
                    app.pop()

    enabled = gc.isenabled()
    gc.disable()  # only the app's own collections run: what it leaves behind stays countable
    try:
        trips(len(kinds))
        gc.collect()
        trips(len(kinds))
        widgets, managers = live(pygame_gui.core.UIElement), live(pygame_gui.UIManager)
        search_paths = len(i18n.load_path)  # each new manager adds pygame_gui's translations folder again
        trips(2 * len(kinds))
        assert live(pygame_gui.core.UIElement) <= widgets
        assert live(pygame_gui.UIManager) <= managers
        assert len(i18n.load_path) <= search_paths
        assert app.stack.top is menu
    finally:
        if enabled:
            gc.enable()


def test_a_table_left_for_the_menu_is_freed_by_the_next_frame(app) -> None:  # noqa: F811
    """Its pictures are freed at once, not at Python's next full collection (which may not come for minutes)."""
    import weakref

    from game.core import make_seats
    from scenes.games import playable_games, start_game
    from scenes.menu import return_to_menu

    app.push(MenuScene(app))
    enabled = gc.isenabled()
    gc.disable()  # only the app's own collections run
    try:
        table = start_game(app, playable_games()["paradisio"], make_seats(["Anna", "Birgit"], ["easy", "easy"]), 3)
        for _ in range(5):
            app.step(FRAME, [])
        left = weakref.ref(table)
        del table
        return_to_menu(app)
        app.step(FRAME, [])
        assert left() is None, "the table left is still alive a frame after the menu came back"
    finally:
        if enabled:
            gc.enable()
