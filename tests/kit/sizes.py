"""Drawing a screen at other window sizes and comparing it with the 1280x720 picture."""
from __future__ import annotations

import pygame

from sprites.display import LOGICAL_SIZE

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
