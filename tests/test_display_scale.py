"""High-DPI desktops: the window opens at the desktop's scale and the app draws that many pixels."""
from __future__ import annotations

import pygame
import pytest

from sprites.display import SCALE_VARIABLE, declare_dpi_awareness, desktop_scale, first_window_size
from tests.kit.app import make_app


def test_windows_is_told_the_app_draws_its_own_pixels_and_no_other_system_is() -> None:
    windows: dict[str, str] = {}
    declare_dpi_awareness("win32", windows)
    assert windows == {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}
    chosen = {"SDL_WINDOWS_DPI_AWARENESS": "system"}
    declare_dpi_awareness("win32", chosen)
    assert chosen == {"SDL_WINDOWS_DPI_AWARENESS": "system"}  # a user's own setting wins
    for platform in ("linux", "darwin"):
        other: dict[str, str] = {}
        declare_dpi_awareness(platform, other)
        assert other == {}


def test_the_desktop_scale_comes_from_the_setting_then_the_system() -> None:
    assert desktop_scale("win32", {}, lambda: 2.0) == 2.0
    assert desktop_scale("win32", {}, lambda: 1.25) == 1.25
    assert desktop_scale("win32", {SCALE_VARIABLE: "1.5"}, lambda: 2.0) == 1.5
    assert desktop_scale("linux", {"GDK_SCALE": "2"}) == 2.0
    assert desktop_scale("linux", {"QT_SCALE_FACTOR": "1.5"}) == 1.5
    assert desktop_scale("linux", {}) == 1.0
    assert desktop_scale("darwin", {}, lambda: 3.0) == 1.0  # only Windows is asked
    for nonsense in ("", "two", "nan", "inf", "-2", "0"):
        assert desktop_scale("linux", {SCALE_VARIABLE: nonsense}) == 1.0, nonsense
    assert desktop_scale("linux", {SCALE_VARIABLE: "9"}) == 4.0
    assert desktop_scale("linux", {SCALE_VARIABLE: "0.1"}) == 0.5


def test_the_first_window_is_the_canvas_at_the_scale_fitted_to_the_desktop() -> None:
    assert first_window_size(1.0, (1920, 1080)) == (1280, 720)
    assert first_window_size(2.0, (3840, 2160)) == (2560, 1440)
    assert first_window_size(1.5, (2880, 1800)) == (1920, 1080)
    assert first_window_size(1.0, (1280, 720)) == (1280, 720)
    assert first_window_size(2.0, (1920, 1080)) == (1920, 1080)  # as much as the desktop has
    assert first_window_size(1.0, (1024, 768)) == (1024, 576)  # smaller, same shape
    assert first_window_size(1.0, (0, 0)) == (1280, 720)  # a desktop that gives no size


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_a_window_opened_at_the_desktops_scale_draws_that_many_pixels(tmp_path, monkeypatch, scale) -> None:
    size = first_window_size(scale, (3840, 2160))
    app = make_app(tmp_path, monkeypatch, window_size=size)
    app.draw()
    assert app.window.get_size() == size
    assert pygame.Surface.get_size(app.canvas) == size
    assert app.canvas.get_size() == (1280, 720)  # laid out in the same logical units
