"""The scene stack, the letterbox and the window's keys."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.manager import SceneStack
from scenes.window import HighDpiWindow
from sprites.display import Letterbox
from tests.kit.app import RecordingScene, key
from tests.kit.ui import app  # noqa: F401 - the fixture


def test_push_pop_calls_enter_exit_and_resume(app):
    stack = SceneStack()
    bottom, top = RecordingScene(app), RecordingScene(app)
    stack.push(bottom)
    stack.push(top)
    assert stack.top is top
    assert stack.pop() is top
    assert stack.top is bottom
    assert bottom.log == ["enter", "resume"]
    assert top.log == ["enter", "exit"]


def test_replace_and_clear_to(app):
    stack = SceneStack()
    a, b, c = RecordingScene(app), RecordingScene(app), RecordingScene(app)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    assert stack.scenes == [a, c] and b.log == ["enter", "exit"]
    fresh = RecordingScene(app)
    stack.clear_to(fresh)
    assert stack.scenes == [fresh] and a.log[-1] == "exit" and c.log[-1] == "exit"


def test_overlay_draws_over_the_scene_below_but_opaque_hides_it(app):
    game = RecordingScene(app, colour=(200, 0, 0))
    overlay = RecordingScene(app, opaque=False)
    app.push(game)
    app.push(overlay)
    assert app.stack.visible() == [game, overlay]
    app.step(0.016, [])
    assert app.canvas.get_at((640, 360))[:3] == (200, 0, 0)
    cover = RecordingScene(app, colour=(0, 0, 200))
    app.push(cover)
    assert app.stack.visible() == [cover]
    app.step(0.016, [])
    assert app.canvas.get_at((640, 360))[:3] == (0, 0, 200)


def test_popping_the_last_scene_quits(app):
    app.push(RecordingScene(app))
    app.pop()
    assert not app.running


@pytest.mark.parametrize("window, point, expected", [
    ((1280, 720), (640, 360), (640, 360)),
    ((1920, 1080), (960, 540), (640, 360)),
    ((1920, 1080), (0, 0), (0, 0)),
    ((2560, 1080), (1280, 540), (640, 360)),   # bars left and right
    ((2560, 1080), (320, 0), (0, 0)),
    ((1000, 1000), (500, 500), (640, 360)),    # bars top and bottom
    ((640, 720), (320, 180), (640, 0)),
])
def test_letterbox_maps_window_to_canvas(window, point, expected):
    box = Letterbox(window)
    got = box.to_logical(point)
    assert abs(got[0] - expected[0]) <= 1 and abs(got[1] - expected[1]) <= 1
    back = box.to_window(expected)
    assert abs(back[0] - point[0]) <= 2 and abs(back[1] - point[1]) <= 2


def test_letterbox_keeps_the_aspect_ratio():
    x, y, w, h = Letterbox((1000, 1000)).rect
    assert (x, w) == (0, 1000) and abs(w / h - 1280 / 720) < 0.01 and y == (1000 - h) // 2


def test_mouse_events_reach_scenes_in_canvas_coordinates_after_resize(app):
    scene = RecordingScene(app)
    app.push(scene)
    app.step(0.016, [pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)])
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 150), rel=(30, 15), buttons=(0, 0, 0))])
    down, motion = scene.events
    assert down.pos == (640, 360)
    assert motion.pos == (200, 100) and motion.rel == (20, 10)


def test_f11_toggles_fullscreen_and_back(app):
    app.push(RecordingScene(app))
    app.step(0.016, [key(pygame.K_F11)])
    assert app.settings.fullscreen and app.is_fullscreen
    app.step(0.016, [key(pygame.K_F11)])
    assert not app.settings.fullscreen and not app.is_fullscreen
    if isinstance(app.host, HighDpiWindow):  # a Mac's window
        assert app.host.window.resizable
    else:
        assert app.window.get_flags() & pygame.RESIZABLE


def test_window_is_titled_and_sized(app):
    if isinstance(app.host, HighDpiWindow):  # a Mac's window
        assert app.host.window.title == "Paradise Table"
    else:
        assert pygame.display.get_caption()[0] == "Paradise Table"
    assert app.window.get_size() == (1280, 720)


def test_listing_the_playable_games_imports_no_game_table():
    """The menu lists the games without importing their tables (each is loaded when first played)."""
    import subprocess
    import sys
    code = ("import sys, scenes.games; games = scenes.games.playable_games(); "
            "print(len(games), sorted(m for m in sys.modules if m.endswith(('.table', '.match'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[0] == "4" and "scenes." not in done.stdout, done.stdout



def test_f11_is_saved_like_a_setting_and_shown_on_the_settings_screen(tmp_path, monkeypatch):
    """F11 is remembered for the next start (settings.json), and the Settings screen's Window button follows it,
    even when the window keeps its size (a window as big as the desktop), so no widget is made again for a resize."""
    from scenes.config import load_settings
    from scenes.settings import SettingsScene
    from tests.kit.app import make_app
    from tests.kit.ui import button_of

    pygame.display.init()
    app = make_app(tmp_path, monkeypatch, window_size=pygame.display.get_desktop_sizes()[0])
    screen = SettingsScene(app)
    app.push(screen)
    app.step(0.016, [])
    assert button_of(screen, "fullscreen").text == "Window"
    size = app.window.get_size()
    app.step(0.016, [key(pygame.K_F11)])
    assert app.window.get_size() == size
    assert load_settings().fullscreen
    assert button_of(screen, "fullscreen").text == "Fullscreen"
    app.step(0.016, [key(pygame.K_F11)])
    assert not load_settings().fullscreen
    assert button_of(screen, "fullscreen").text == "Window"
    pygame.event.clear()


def test_the_window_cannot_be_dragged_smaller_than_every_layout_is_checked_at(app):
    from scenes.window import SMALLEST_WINDOW, HighDpiWindow, _display_module_window

    if isinstance(app.host, HighDpiWindow):  # a Mac's window: tests/test_high_dpi_window.py
        pytest.skip("the display module's window only")
    app.push(RecordingScene(app))
    app.step(0.016, [key(pygame.K_F11)])
    app.step(0.016, [key(pygame.K_F11)])  # set_mode makes the window anew: its smallest size is set again
    window = _display_module_window()
    assert window.minimum_size == SMALLEST_WINDOW
    window.size = (400, 300)
    assert tuple(window.size) == SMALLEST_WINDOW


def test_a_maximized_window_is_maximized_again_after_fullscreen(app, monkeypatch):
    maximized: list[str] = []
    monkeypatch.setattr(app.host, "maximize", lambda: maximized.append("maximize"))
    app.push(RecordingScene(app))
    app.step(0.016, [pygame.event.Event(pygame.WINDOWMAXIMIZED)])
    app.step(0.016, [key(pygame.K_F11)])
    app.step(0.016, [pygame.event.Event(pygame.WINDOWRESTORED)])  # SDL's word as it leaves for fullscreen
    app.step(0.016, [key(pygame.K_F11)])
    assert maximized == ["maximize"]
    app.step(0.016, [pygame.event.Event(pygame.WINDOWRESTORED)])  # the player un-maximizes it
    app.step(0.016, [key(pygame.K_F11)])
    app.step(0.016, [key(pygame.K_F11)])
    assert maximized == ["maximize"]


def test_back_from_fullscreen_the_window_has_its_size_even_where_x11_kept_fullscreens(app, monkeypatch):
    """X11 with the plain framebuffer hands back a window still as big as the screen; the app asks again."""
    if isinstance(app.host, HighDpiWindow):  # a Mac's window: tests/test_high_dpi_window.py
        pytest.skip("the display module's window only")
    real_set_mode = pygame.display.set_mode
    desktop = pygame.display.get_desktop_sizes()[0]

    def keeps_fullscreens_size(size, flags=0):  # noqa: ANN001, ANN202 - pygame's own signature
        return real_set_mode(desktop if flags & pygame.RESIZABLE else size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", keeps_fullscreens_size)
    app.push(RecordingScene(app))
    app.step(0.016, [key(pygame.K_F11)])
    app.step(0.016, [key(pygame.K_F11)])
    assert app.window.get_size() == (1280, 720) == app.letterbox.rect[2:]
