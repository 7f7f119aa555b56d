"""A screen that says it paints every pixel (so the app does not paint the canvas black under it) does."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.base import Scene
from scenes.manager import App
from sprites import pen
from tests.kit.app import make_app
from tests.kit.screens import SCREENS, open_screen

FRAME = 1 / 60
MAGENTA = (255, 0, 255)


def unpainted(app: App) -> int:
    """Canvas pixels the bottom visible scene leaves as they were, after the canvas was painted magenta."""
    pygame.Surface.fill(app.canvas, MAGENTA)
    app.stack.visible()[0].draw(app.canvas)
    return pygame.transform.threshold(None, pen.device_view(app.canvas), MAGENTA, (0, 0, 0, 0), set_behavior=0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_a_screen_that_paints_whole_leaves_no_pixel(name: str, size: tuple[int, int], tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, window_size=size)
    app.settings.animation_speed = 8.0
    open_screen(app, name)
    for _ in range(5):
        app.step(FRAME, [])
    bottom = app.stack.visible()[0]
    if not bottom.paints_whole:
        pytest.skip(f"{type(bottom).__name__} is painted black first")
    assert unpainted(app) == 0


class CornerScene(Scene):
    """A screen that paints only a square in its top-left corner."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((10, 20, 30), (0, 0, 10, 10))


def test_the_app_paints_black_only_under_a_screen_that_does_not_paint_whole(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    scene = CornerScene(app)
    app.push(scene)
    pygame.Surface.fill(app.canvas, MAGENTA)
    app.draw()
    assert app.canvas.get_at((50, 50))[:3] == (0, 0, 0)  # painted black: the scene draws nothing there
    scene.paints_whole = True
    pygame.Surface.fill(app.canvas, MAGENTA)
    app.draw()
    assert app.canvas.get_at((50, 50))[:3] == MAGENTA  # trusted: not painted first
