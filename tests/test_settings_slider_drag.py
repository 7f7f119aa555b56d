"""The volume slider's thumb follows a drag exactly after the window was resized (a playtest saw it lag behind)."""
from __future__ import annotations

import pygame
import pytest

from scenes.menu import MenuScene
from scenes.settings import SettingsScene
from sprites.ui import widget_rect
from tests.kit.app import make_app
from tests.kit.ui import FRAME


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440), (1500, 900)])
def test_the_volume_thumb_follows_a_drag_after_a_resize(tmp_path, monkeypatch, size) -> None:  # noqa: ANN001
    app = make_app(tmp_path, monkeypatch)
    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    app.step(FRAME, [])
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step(FRAME, [])
    assert settings.slider is not None
    pointer = [(0, 0)]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])  # the app reads the hovering mouse here
    thumb = settings.slider.sliding_button
    assert thumb is not None
    start = widget_rect(thumb).center

    def move_to(x: int, kind: int = pygame.MOUSEMOTION) -> None:
        pointer[0] = app.letterbox.to_window((x, start[1]))
        data = {"pos": pointer[0], "button": 1} if kind != pygame.MOUSEMOTION else \
            {"pos": pointer[0], "rel": (0, 0), "buttons": (1, 0, 0)}
        app.step(FRAME, [pygame.event.Event(kind, data)])

    move_to(start[0])
    move_to(start[0], pygame.MOUSEBUTTONDOWN)
    for dx in range(-20, -201, -20):
        move_to(start[0] + dx)
        assert abs(widget_rect(thumb).centerx - (start[0] + dx)) <= 2, dx  # a real pixel or two of rounding
    move_to(start[0] - 200, pygame.MOUSEBUTTONUP)
    app.step(FRAME)  # the slider's moved event
    assert abs(app.settings.volume - settings.slider.get_current_value() / 100) < 0.011
