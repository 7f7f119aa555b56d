"""Drawing a screen at other window sizes and comparing it with the 1280x720 picture."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame
import pytest

from sprites import pen
from sprites import text as drawn_text
from sprites.display import LOGICAL_SIZE

if TYPE_CHECKING:
    from scenes.manager import App

SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1920, 1080), (2560, 1440), (3840, 2160), (900, 560))
"""The window sizes every screen must hold at (the issue's list)."""

BLOCK = 16
"""Side, in logical pixels, of the squares the pictures are compared by."""


def as_logical(canvas: pygame.Surface) -> pygame.Surface:
    """The canvas's real pixels resampled to 1280x720, to lay over the picture drawn at scale 1."""
    if pygame.Surface.get_size(canvas) == LOGICAL_SIZE:
        return pygame.Surface.copy(canvas)
    return pygame.transform.smoothscale(pygame.Surface.convert(canvas, 24, 0) if canvas.get_bitsize() != 24
                                        and canvas.get_bitsize() != 32 else canvas, LOGICAL_SIZE)


def difference(one: pygame.Surface, other: pygame.Surface) -> pygame.Surface:
    """|one - other| per channel, as a picture (two saturating subtractions added)."""
    ahead = one.copy()
    ahead.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    behind = other.copy()
    behind.blit(one, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    ahead.blit(behind, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return ahead


def squares_apart(native: pygame.Surface, reference: pygame.Surface, limit: int = 40) -> list[tuple[int, int, int]]:
    """The :data:`BLOCK`-sided squares (x, y, how far) where the canvas drawn at another size, laid over the
    1280x720 ``reference``, differs by more than ``limit`` on average in some channel: something moved, was cut
    or is missing there."""
    apart = difference(as_logical(native), reference)
    w, h = LOGICAL_SIZE
    means = pygame.transform.smoothscale(apart, (w // BLOCK, h // BLOCK))
    found = []
    for y in range(h // BLOCK):
        for x in range(w // BLOCK):
            far = max(means.get_at((x, y))[:3])
            if far > limit:
                found.append((x * BLOCK, y * BLOCK, far))
    return found


def open_and_draw(app: "App", name: str, frames: int, frame: float = 1 / 60) -> int:
    """Open screen ``name`` of :data:`tests.kit.screens.SCREENS` on ``app``, step ``frames`` frames and draw; the
    pictures made at another scale that were blitted meanwhile (``pen.strays``)."""
    from tests.kit.screens import open_screen

    open_screen(app, name)
    strays = pen.strays
    for _ in range(frames):
        app.step(frame, [])
    app.draw()
    return pen.strays - strays


def text_box(face: drawn_text.Face, text: str, colour: drawn_text.Colour) -> pygame.Surface:
    """A line of text as a solid box of its colour, as big as ``face`` measures it."""
    width, height = face.size(text.replace("\x00", "").encode("utf-8", "replace").decode("utf-8"))
    box = pen.surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    box.fill((*colour[:3], 255))
    return box


@contextmanager
def letters_as_boxes(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every line of text drawn meanwhile is a box of the size it measures (as at 1280x720 at any scale), so a
    comparison of two sizes sees the layout, not the letters' shapes; no picture with letters is kept across."""
    monkeypatch.setattr(drawn_text, "render_safely", text_box)
    pen.forget()
    yield
    pen.forget()
