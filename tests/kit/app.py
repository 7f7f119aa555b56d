"""Shared helpers for tests that run the app headless."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TypeVar

import pygame
import pytest

from scenes.autoplay import Autoplay
from scenes.base import Scene
from scenes.manager import App
from sprites.text import start_recording, stop_recording

SceneT = TypeVar("SceneT", bound=Scene)


def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, autoplay: Autoplay | None = None,
             window_size: tuple[int, int] = (1280, 720)) -> App:
    """An App on the dummy display, with config and data kept in ``tmp_path``."""
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PARADISE_TABLE_DATA_DIR", str(tmp_path / "data"))
    pygame.display.init()
    pygame.font.init()
    app = App(autoplay=autoplay, window_size=window_size)
    pygame.event.clear()  # the window's own events of being opened (shown, exposed, focused) do not reach a test
    return app


@pytest.fixture(name="app")
def fast_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A headless app with fast animations (import it into a test module as its ``app`` fixture)."""
    from sprites import text as drawn_text

    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = 8.0
    yield app
    drawn_text.stop_recording()
    pygame.event.clear()


def top_as(app: App, kind: type[SceneT]) -> SceneT:
    """The scene on top of ``app``'s stack, which must be a ``kind``."""
    top = app.stack.top
    assert isinstance(top, kind), f"{type(top).__name__} is on top, not {kind.__name__}"
    return top


class RecordingScene(Scene):
    """A scene that writes down what happens to it."""

    def __init__(self, app: App, opaque: bool = True, colour: tuple[int, int, int] = (10, 20, 30)) -> None:
        super().__init__(app)
        self.opaque = opaque
        self.colour = colour
        self.log: list[str] = []
        self.events: list[pygame.event.Event] = []

    def on_enter(self) -> None:
        self.log.append("enter")

    def on_exit(self) -> None:
        self.log.append("exit")

    def on_resume(self) -> None:
        self.log.append("resume")

    def handle(self, event: pygame.event.Event) -> None:
        self.events.append(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque:
            surface.fill(self.colour)
        else:
            pygame.draw.rect(surface, self.colour, (0, 0, 10, 10))


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A left click (press and release) at a window position."""
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    """A key press."""
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def words_drawn(app: App) -> list[str]:
    """Every line of text the next frame draws."""
    said = start_recording()
    try:
        app.draw()
    finally:
        stop_recording()
    return said
