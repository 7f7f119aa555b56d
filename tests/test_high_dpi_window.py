"""A Retina Mac: the app opens a high-DPI window, draws all its pixels, and maps the pointer's points to them.

No Mac runs these tests, so a stand-in for ``pygame.Window`` on a 2x screen
(sizes in points, a surface of twice as many pixels, as SDL gives a window
made with ``ALLOW_HIGHDPI`` there) checks the app's side; a real
``pygame.Window`` on this machine's display checks the window calls work.
"""
from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from scenes.manager import App
from scenes.window import SMALLEST_WINDOW, WINDOW_TITLE, WINDOW_VARIABLE, DisplayWindow, HighDpiWindow, wants_high_dpi
from sprites import pen
from tests.kit.app import RecordingScene, key, make_app

FRAME = 0.016


class RetinaWindow:
    """Stands in for ``pygame.Window`` on a screen of two pixels per point (a Retina Mac)."""

    DENSITY = 2
    DESKTOP = (1440, 900)
    """The screen in points (2880x1800 pixels)."""

    def __init__(self, title: str, size: tuple[int, int], **flags: Any) -> None:
        self.title = title
        self.flags = flags
        self.flips = 0
        self.fullscreen = False
        self.icon: pygame.Surface | None = None
        self.refuse_flip = False
        self.minimum_size = (0, 0)
        self.maximized = False
        self._size = size
        self._surface = self._made(size)

    def _made(self, size: tuple[int, int]) -> pygame.Surface:
        density = self.DENSITY if self.flags.get("allow_high_dpi") else 1
        return pygame.Surface((size[0] * density, size[1] * density))

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in points."""
        return self._size

    @size.setter
    def size(self, size: tuple[int, int]) -> None:
        size = (max(size[0], self.minimum_size[0]), max(size[1], self.minimum_size[1]))  # as SDL keeps it
        self._size = size
        self._surface = self._made(size)

    def maximize(self) -> None:
        self.maximized = True
        self.size = (self.DESKTOP[0], self.DESKTOP[1] - 25)  # under the menu bar

    def get_surface(self) -> pygame.Surface:
        return self._surface

    def flip(self) -> None:
        if self.refuse_flip:
            raise pygame.error("Window surface is invalid, please call SDL_GetWindowSurface() to get a new surface")
        self.flips += 1

    def move_to_a_screen_of(self, density: int) -> None:
        """As when the window is dragged to another monitor: the same points, another number of pixels."""
        self.DENSITY = density
        self._surface = self._made(self._size)

    def set_icon(self, icon: pygame.Surface) -> None:
        self.icon = icon

    def set_fullscreen(self, desktop: bool = False) -> None:
        assert desktop, "a Mac's full screen is the desktop's, not a video mode change"
        self.fullscreen = True
        self.size = self.DESKTOP

    def set_windowed(self) -> None:
        self.fullscreen = False

    def destroy(self) -> None:
        pass


def shown(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.fixture(name="retina")
def retina_app(tmp_path, monkeypatch) -> Iterator[App]:
    """The app opened on a Retina Mac, at the window size main.py asks for there (1280x720 points)."""
    pygame.display.init()
    real = pygame.Window("pixel format", (8, 8), hidden=True)
    real.get_surface()  # as a real window's surface does, it gives pygame the screen's pixel format
    monkeypatch.setattr(pygame, "Window", RetinaWindow)
    monkeypatch.setenv(WINDOW_VARIABLE, "high-dpi")
    app = make_app(tmp_path, monkeypatch)
    yield app
    real.destroy()
    pygame.event.clear()
    pen.set_scale(1.0)


def window_of(app: App) -> RetinaWindow:
    assert isinstance(app.host, HighDpiWindow)
    window = app.host.window
    assert isinstance(window, RetinaWindow)
    return window


def test_a_mac_gets_the_high_dpi_window_and_other_systems_the_display_modules() -> None:
    assert wants_high_dpi("darwin", {})
    assert not wants_high_dpi("linux", {}) and not wants_high_dpi("win32", {})
    assert wants_high_dpi("linux", {WINDOW_VARIABLE: "High-DPI "})
    assert not wants_high_dpi("darwin", {WINDOW_VARIABLE: "display"})
    assert wants_high_dpi("darwin", {WINDOW_VARIABLE: "nonsense"})  # an unknown word leaves the system's choice


def test_on_a_retina_screen_every_pixel_is_drawn_not_enlarged(retina: App) -> None:
    window = window_of(retina)
    assert window.flags == {"allow_high_dpi": True, "resizable": True}
    assert window.title == WINDOW_TITLE and window.icon is not None
    assert window.size == (1280, 720)
    assert pygame.Surface.get_size(retina.canvas) == (2560, 1440)  # the pen draws two pixels a unit
    assert retina.canvas.get_size() == (1280, 720)  # laid out in the same units
    assert retina.letterbox.rect == (0, 0, 2560, 1440)
    retina.draw()
    assert window.flips >= 1
    assert shown(window.get_surface()) == shown(pygame.Surface.copy(retina.canvas))


def test_the_pointers_points_land_on_the_canvas_unit_under_them(retina: App, monkeypatch) -> None:
    scene = RecordingScene(retina)
    retina.push(scene)
    retina.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1),
                        pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 50), rel=(30, 15), buttons=(0, 0, 0))])
    down, motion = scene.events
    assert down.pos == (640, 360)  # points, not pixels: the window's middle is the canvas's middle
    assert motion.pos == (100, 50) and motion.rel == (30, 15)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1270, 710))
    assert retina.mouse_position() == (1270, 710)


def test_a_resize_in_points_draws_the_window_at_twice_as_many_pixels(retina: App) -> None:
    window = window_of(retina)
    retina.push(RecordingScene(retina))
    window.size = (960, 540)  # as the user drags the window's corner
    retina.step(FRAME, [pygame.event.Event(pygame.VIDEORESIZE, size=(960, 540), w=960, h=540)])
    assert retina.windowed_size == (960, 540)
    assert retina.window.get_size() == (1920, 1080)
    assert pygame.Surface.get_size(retina.canvas) == (1920, 1080)
    retina.draw()
    assert shown(window.get_surface()) == shown(pygame.Surface.copy(retina.canvas))
    scene = RecordingScene(retina)
    retina.push(scene)
    retina.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(480, 270), button=1)])
    assert scene.events[-1].pos == (640, 360)


def test_f11_fills_the_screen_at_its_pixels_and_comes_back_to_the_window_in_points(retina: App) -> None:
    window = window_of(retina)
    retina.push(RecordingScene(retina))
    retina.step(FRAME, [key(pygame.K_F11)])
    assert window.fullscreen and retina.is_fullscreen
    assert retina.window.get_size() == (2880, 1800)
    assert retina.letterbox.rect == (0, 90, 2880, 1620)  # 16:9 in a 16:10 screen, bars above and below
    retina.draw()
    assert shown(window.get_surface().subsurface(retina.letterbox.rect)) == shown(pygame.Surface.copy(retina.canvas))
    retina.step(FRAME, [key(pygame.K_F11)])
    assert not window.fullscreen and window.size == (1280, 720)
    assert pygame.Surface.get_size(retina.canvas) == (2560, 1440)


def test_the_window_cannot_be_dragged_smaller_than_every_layout_is_checked_at(retina: App) -> None:
    window = window_of(retina)
    assert window.minimum_size == SMALLEST_WINDOW
    retina.step(FRAME, [key(pygame.K_F11)])
    retina.step(FRAME, [key(pygame.K_F11)])
    assert window.minimum_size == SMALLEST_WINDOW  # set again on the way back from fullscreen
    window.size = (400, 300)  # as the user drags the corner further
    assert window.size == SMALLEST_WINDOW


def test_a_maximized_window_is_given_back_maximized_after_fullscreen(retina: App) -> None:
    window = window_of(retina)
    retina.push(RecordingScene(retina))
    window.maximize()
    retina.step(FRAME, [pygame.event.Event(pygame.WINDOWMAXIMIZED),
                        pygame.event.Event(pygame.VIDEORESIZE, size=window.size, w=window.size[0], h=window.size[1])])
    window.maximized = False
    retina.step(FRAME, [key(pygame.K_F11)])
    retina.step(FRAME, [key(pygame.K_F11)])
    assert window.maximized and not window.fullscreen
    assert retina.window.get_size() == (2880, 1750)
    assert retina.windowed_size == (1280, 720)  # the size it is given back when un-maximized
    retina.step(FRAME, [pygame.event.Event(pygame.WINDOWRESTORED)])  # the player un-maximizes it
    window.maximized = False
    retina.step(FRAME, [key(pygame.K_F11)])
    retina.step(FRAME, [key(pygame.K_F11)])
    assert not window.maximized


def test_moved_to_a_1x_monitor_the_window_is_drawn_at_its_new_pixels(retina: App) -> None:
    window = window_of(retina)
    scene = RecordingScene(retina)
    retina.push(scene)
    retina.step(FRAME, [])
    window.move_to_a_screen_of(1)  # no resize event: the points stay 1280x720
    retina.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)])
    assert pygame.Surface.get_size(retina.canvas) == (1280, 720)
    assert scene.events[-1].pos == (640, 360)
    retina.draw()
    assert shown(window.get_surface()) == shown(pygame.Surface.copy(retina.canvas))
    window.move_to_a_screen_of(2)  # and back to the Retina screen
    retina.step(FRAME, [])
    assert pygame.Surface.get_size(retina.canvas) == (2560, 1440)


def test_a_frame_the_window_refuses_to_show_is_followed_by_a_whole_one(retina: App) -> None:
    """The menu sends most frames in part; after a frame SDL refused (its surface made anew, empty), the next
    one is whole."""
    from scenes.menu import return_to_menu

    window = window_of(retina)
    return_to_menu(retina)
    for _ in range(3):
        retina.step(1 / 12, [])
    window.refuse_flip = True  # the window's surface went stale between drawing and showing
    retina.draw()
    window.refuse_flip = False
    window.get_surface().fill((255, 0, 0))  # what SDL's new surface may hold
    flips = window.flips
    retina.step(1 / 12, [])
    retina.draw()
    assert window.flips > flips
    assert shown(window.get_surface()) == shown(pygame.Surface.copy(retina.canvas))


def test_a_screen_that_gives_no_more_pixels_than_points_is_drawn_at_one(tmp_path, monkeypatch) -> None:
    class PlainWindow(RetinaWindow):
        DENSITY = 1

    monkeypatch.setattr(pygame, "Window", PlainWindow)
    monkeypatch.setenv(WINDOW_VARIABLE, "high-dpi")
    app = make_app(tmp_path, monkeypatch)
    assert pygame.Surface.get_size(app.canvas) == (1280, 720)
    scene = RecordingScene(app)
    app.push(scene)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)])
    assert scene.events[-1].pos == (640, 360)


def test_a_high_dpi_window_that_cannot_be_made_falls_back_to_the_plain_one(tmp_path, monkeypatch, caplog) -> None:
    class Refused(pygame.Window):
        def __init__(self, *_args: Any, **_flags: Any) -> None:
            raise pygame.error("no window for you")

    monkeypatch.setattr(pygame, "Window", Refused)
    monkeypatch.setenv(WINDOW_VARIABLE, "high-dpi")
    with caplog.at_level(logging.WARNING, logger="scenes.window"):
        app = make_app(tmp_path, monkeypatch)
    assert isinstance(app.host, DisplayWindow)
    assert app.window.get_size() == (1280, 720)
    assert "could not open a high-DPI window" in caplog.text


def test_a_real_high_dpi_window_opens_titled_and_shows_the_canvas(tmp_path, monkeypatch) -> None:
    """The real ``pygame.Window`` on this machine's display (one pixel a point here)."""
    monkeypatch.setenv(WINDOW_VARIABLE, "high-dpi")
    app = make_app(tmp_path, monkeypatch)
    assert isinstance(app.host, HighDpiWindow)
    window = app.host.window
    assert window.title == WINDOW_TITLE and tuple(window.size) == (1280, 720)
    app.draw()
    assert shown(window.get_surface()) == shown(pygame.Surface.copy(app.canvas))
    app.step(FRAME, [key(pygame.K_F11)])
    app.step(FRAME, [key(pygame.K_F11)])
    assert not app.is_fullscreen and tuple(window.size) == (1280, 720)
    app.draw()
    assert shown(window.get_surface()) == shown(pygame.Surface.copy(app.canvas))
    window.destroy()
    pygame.event.clear()
