"""Checks that nothing is drawn over what a player must read or press.

The check compares pixels, not flags: draw the moment once without the thing that might cover (a card
preview, a message box, a flying piece, confetti) and once with it, and count the pixels that changed
inside each rectangle the player needs (a prompt, a button, a name). A rectangle comes from the layout
the scene hit-tests with, never from a marker the drawing code writes for the test.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

import pygame

from scenes.manager import App

RectLike = pygame.Rect | tuple[int, int, int, int]


def snapshot(app: App) -> pygame.Surface:
    """The picture the app shows now, drawn through its real path, as a copy of the logical canvas."""
    app.draw()
    return app.canvas.copy()


def changed_pixels(before: pygame.Surface, after: pygame.Surface, rect: RectLike) -> int:
    """How many pixels inside ``rect`` differ between two pictures of the same size."""
    area = pygame.Rect(rect).clip(before.get_rect())
    if not area.width or not area.height:
        return 0
    a = pygame.image.tobytes(before.subsurface(area), "RGB")
    b = pygame.image.tobytes(after.subsurface(area), "RGB")
    return sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])


def covered(before: pygame.Surface, after: pygame.Surface, needed: Mapping[str, RectLike]) -> dict[str, int]:
    """The needed rectangles (by name) that changed between ``before`` and ``after``, with how many pixels."""
    found = {name: changed_pixels(before, after, rect) for name, rect in needed.items()}
    return {name: count for name, count in found.items() if count}


def assert_uncovered(before: pygame.Surface, after: pygame.Surface, needed: Mapping[str, RectLike]) -> None:
    """Fail, naming each rectangle, when anything drawn after ``before`` changed a needed rectangle."""
    hit = covered(before, after, needed)
    assert not hit, f"drawn over what the player needs: {hit}"


def overlapping(rect: RectLike, needed: Iterable[RectLike]) -> list[pygame.Rect]:
    """The needed rectangles that ``rect`` overlaps (for placements computed before anything is drawn)."""
    box = pygame.Rect(rect)
    return [pygame.Rect(one) for one in needed if box.colliderect(pygame.Rect(one))]
