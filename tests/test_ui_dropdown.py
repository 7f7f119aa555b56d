"""The setup screen's drop-downs open to a list as wide as the closed box, every choice in it whole, at every scale."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.games import playable_games
from scenes.manager import App
from scenes.setup import SetupScene
from sprites import pen
from sprites.ui import widget_rect
from tests.kit.app import make_app
from tests.kit.ui import FRAME, click

SIZES = {1.0: (1280, 720), 1.5: (1920, 1080), 2.0: (2560, 1440)}


@pytest.fixture(name="setup_at")
def setup_at_fixture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """A function opening The Last Paradise's setup in a window of a given size (config and data in ``tmp_path``)."""
    def make(size: tuple[int, int]) -> tuple[App, SetupScene]:
        app = make_app(tmp_path, monkeypatch, window_size=size)
        setup = SetupScene(app, playable_games()["last-paradise"])
        app.push(setup)
        app.step(FRAME, [])
        return app, setup

    yield make
    pygame.event.clear()


@pytest.mark.parametrize("scale", sorted(SIZES))
def test_the_starting_money_list_opens_as_wide_as_its_box_with_every_choice_whole(setup_at, scale: float) -> None:
    app, setup = setup_at(SIZES[scale])
    assert pen.scale_of(app.canvas) == scale
    box = next(iter(setup.dropdowns.values()))
    closed = pygame.Rect(box.get_abs_rect())
    click(app, widget_rect(box).center)
    for _ in range(3):
        app.step(FRAME, [])
    listed = box.current_state.options_selection_list
    assert listed is not None, "the drop-down did not open"
    opened = pygame.Rect(listed.get_abs_rect())
    assert (opened.left, opened.width) == (closed.left, closed.width)
    items = [item for item in listed.item_list if item["button_element"] is not None]
    assert len(items) == len(listed.item_list) >= 2
    inner = pygame.Rect(listed.item_list_container.get_abs_rect())
    for item in items:
        button = item["button_element"]
        rect = pygame.Rect(button.get_abs_rect())
        assert rect.width == inner.width and inner.contains(rect), item["text"]
        assert button.font.size(item["text"])[0] <= rect.width - 2 * button.border_width["left"], item["text"]
