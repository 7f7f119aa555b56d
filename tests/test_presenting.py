"""Presenting the canvas: drawn at the window's size, the window shows exactly its pixels, with black bars."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.manager import App
from scenes.presenter import bars, pixel_size
from sprites import pen
from sprites.display import Letterbox
from tests.kit.app import RecordingScene, key

FRAME = 1 / 60


class PatternScene(RecordingScene):
    """A scene with a fine pattern (so any scaling slip shows) and a square that can move."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.square = pygame.Rect(600, 100, 12, 12)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((30, 60, 90))
        for x in range(0, 1280, 7):
            pen.line(surface, ((x * 3) % 256, 200, 40), (x, 0), (1279 - x, 719))
        surface.fill((250, 250, 0), self.square)


def sized_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> tuple[App, PatternScene]:
    """An app on the dummy display with a window of ``size`` showing a :class:`PatternScene`."""
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PARADISE_TABLE_DATA_DIR", str(tmp_path / "data"))
    pygame.display.init()
    pygame.font.init()
    app = App(window_size=size)
    scene = PatternScene(app)
    app.push(scene)
    app.draw()
    return app, scene


def shown(app: App) -> bytes:
    """The pixels of the window inside the letterbox."""
    return pygame.image.tobytes(app.window.subsurface(app.letterbox.rect), "RGB")


def expected(app: App) -> bytes:
    """The canvas's own pixels: it is drawn at the letterbox's size, so the window shows it unscaled."""
    assert pixel_size(app.canvas) == tuple(app.letterbox.rect[2:])
    return pygame.image.tobytes(app.canvas, "RGB")


def bars_are_black(app: App) -> bool:
    return all(app.window.get_at((x + w // 2, y + h // 2))[:3] == (0, 0, 0)
               for x, y, w, h in bars(app.window.get_size(), app.letterbox.rect))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (1000, 1000), (2600, 1600)])
def test_the_window_shows_the_canvas_drawn_at_its_size_and_black_bars(tmp_path, monkeypatch, size) -> None:
    app, _ = sized_app(tmp_path, monkeypatch, size)
    assert shown(app) == expected(app)
    assert bars_are_black(app)


def test_a_changed_canvas_is_shown_at_once(tmp_path, monkeypatch) -> None:
    app, scene = sized_app(tmp_path, monkeypatch, (1920, 1080))
    scene.square.topleft = (40, 500)
    app.draw()
    assert shown(app) == expected(app)


@pytest.mark.parametrize("size", [(2560, 1440), (1920, 1080)])
def test_each_window_pixel_shows_the_canvas_pixel_a_click_there_hits(tmp_path, monkeypatch, size) -> None:
    """A pixel inside a stripe of one colour shows that stripe's colour."""
    app, _ = sized_app(tmp_path, monkeypatch, size)
    app.canvas.fill((0, 0, 0))
    for i in range(0, 1280, 4):
        app.canvas.fill(((i * 7) % 256, (i * 13) % 256, 99), (i, 0, 4, 720))
    app.presenter.present(app.canvas, app.window, app.letterbox)
    x, y, w, _ = app.letterbox.rect
    for window_x in range(x + 2, x + w - 2, 37):
        canvas_x, _ = app.letterbox.to_logical((window_x, y + 10))
        if canvas_x % 4 in (1, 2):
            assert app.window.get_at((window_x, y + 10)) == app.canvas.get_at((canvas_x, 0)), window_x


def test_an_exposed_window_is_painted_whole_again(tmp_path, monkeypatch) -> None:
    app, _ = sized_app(tmp_path, monkeypatch, (2560, 1440))
    app.window.fill((255, 0, 0))  # what the system may leave in a window it hid
    app.step(FRAME, [pygame.event.Event(pygame.WINDOWEXPOSED)])
    assert shown(app) == expected(app)


def test_a_resized_window_is_painted_whole_with_its_bars(tmp_path, monkeypatch) -> None:
    app, _ = sized_app(tmp_path, monkeypatch, (2560, 1440))
    app.window = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)  # as the system resizes it
    app.window.fill((255, 0, 0))
    app.step(FRAME, [pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)])
    assert app.letterbox == Letterbox((1600, 1000))
    assert shown(app) == expected(app) and bars_are_black(app)


def test_fullscreen_and_back_paints_the_new_window_whole(tmp_path, monkeypatch) -> None:
    app, _ = sized_app(tmp_path, monkeypatch, (2560, 1440))
    for _ in range(2):
        app.step(FRAME, [key(pygame.K_F11)])
        assert shown(app) == expected(app) and bars_are_black(app)


def test_a_letterbox_larger_than_the_window_is_clipped_not_refused(tmp_path, monkeypatch) -> None:
    """A resize the window has not followed yet: the frame is drawn at the new size, clipped."""
    app, _ = sized_app(tmp_path, monkeypatch, (1280, 720))
    app.step(FRAME, [pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)])
    assert pixel_size(app.canvas) == (1920, 1080)
    assert app.window.get_at((100, 100)) == pygame.Surface.get_at(app.canvas, (100, 100))


def test_bars() -> None:
    assert bars((1280, 720), (0, 0, 1280, 720)) == []
    assert sorted(bars((1000, 1000), Letterbox((1000, 1000)).rect)) == [(0, 0, 1000, 219), (0, 781, 1000, 219)]


@pytest.mark.parametrize("size", [(1280, 720), (1400, 720)])
def test_an_exposed_window_at_the_canvas_size_gets_its_picture_and_bars_back(tmp_path, monkeypatch, size) -> None:
    app, _ = sized_app(tmp_path, monkeypatch, size)
    app.window.fill((255, 0, 0))
    app.step(FRAME, [pygame.event.Event(pygame.WINDOWEXPOSED)])
    assert shown(app) == expected(app) and bars_are_black(app)
