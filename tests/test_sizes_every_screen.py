"""Every screen of every game at the five window sizes: drawn at the window's real size, from pictures made at
that size, in the layout it has at 1280x720.

The games' own states (pieces in the air, private panels, round ends) are
checked closer in ``tests/test_sizes_<area>.py``; this sweep opens each
screen of :data:`tests.kit.screens.SCREENS` as the fuzz does and draws it.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from sprites.display import Letterbox
from tests.kit.app import make_app
from tests.kit.screens import SCREENS
from tests.kit.sizes import SIZES, open_and_draw, squares_apart

FRAME = 1 / 60
FRAMES = 20
MOST_APART = 0.3
"""The share of the 16x16 squares that may differ from the 1280x720 picture: letters rasterised at another size
differ at their edges, and a computer seat may have moved on in another frame, but a screen drawn at the wrong
size (half of it in a corner) or misplaced differs almost everywhere."""


def drawn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, size: tuple[int, int]) -> tuple[pygame.Surface, int]:
    """The canvas of screen ``name`` in a window of ``size`` after a few frames, and the strays while drawing."""
    app = make_app(tmp_path / f"{size[0]}x{size[1]}", monkeypatch, window_size=size)
    app.settings.animation_speed = 8.0
    strays = open_and_draw(app, name, FRAMES, FRAME)
    return app.canvas, strays


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_every_screen_holds_at_every_size(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    reference, _ = drawn(tmp_path, monkeypatch, name, SIZES[0])
    reference = pygame.Surface.copy(reference)
    blocks = (1280 // 16) * (720 // 16)
    for size in SIZES[1:]:
        canvas, strays = drawn(tmp_path, monkeypatch, name, size)
        assert pygame.Surface.get_size(canvas) == Letterbox(size).rect[2:] and canvas.get_size() == (1280, 720)
        assert strays == 0, f"{name} at {size}: {strays} pictures made at another scale"
        apart = squares_apart(canvas, reference)
        assert len(apart) <= MOST_APART * blocks, f"{name} at {size}: {len(apart)} of {blocks} squares apart"
