"""What the window shows, and what a fresh whole drawing of the same moment would show."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from scenes.base import Scene
from scenes.manager import App
from sprites import pen
from sprites.damage import KeptStill

STILLS = ("layer", "still", "still_cache")
"""The attributes a table keeps its still layer in (a :class:`KeptStill`, or a picture made again when None)."""


@contextmanager
def without_stills(scenes: list[Scene]) -> Iterator[None]:
    """``scenes`` draw their still layers from nothing meanwhile (their kept ones are put back after)."""
    kept = [(scene, name, getattr(scene, name)) for scene in scenes for name in STILLS if hasattr(scene, name)]
    for scene, name, value in kept:
        setattr(scene, name, KeptStill() if isinstance(value, KeptStill) else None)
    try:
        yield
    finally:
        for scene, name, value in kept:
            setattr(scene, name, value)


def fresh_picture(app: App) -> bytes:
    """The visible scenes drawn whole, still layers and all, on a new plain canvas of the app's scale and size, as
    the window shows them."""
    canvas = app.canvas
    fresh = (pen.Canvas(canvas.get_size(), scale=canvas.scale, device=canvas.device_size())
             if isinstance(canvas, pen.Canvas) else pygame.Surface(canvas.get_size()))
    visible = app.stack.visible()
    if not visible or not (visible[0].paints_whole and visible[0].opaque):
        fresh.fill((0, 0, 0))
    with without_stills(visible):
        for scene in visible:
            scene.draw(fresh)
            if scene.has_ui:
                scene.ui.draw_ui(pen.device_view(fresh))
    return pygame.image.tobytes(fresh, "RGB")


def shown(app: App) -> bytes:
    """The window's pixels inside the letterbox."""
    return pygame.image.tobytes(app.window.subsurface(app.letterbox.rect), "RGB")


