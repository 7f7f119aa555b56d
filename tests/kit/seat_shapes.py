"""Reading a seat's shape back from pixels: which of the five seat shapes a drawn piece carries.

A piece is drawn on a plain ground; the pixels of one colour (the marker's fill) inside a box are cropped
to their bounds, scaled to a small square and compared with each seat shape drawn the same way. The shape
that overlaps best is the one the piece carries.
"""
from __future__ import annotations

import pygame

from sprites import palette
from sprites.backdrop import draw_shape

Colour = tuple[int, int, int]
GRID = 24
"""The side of the square every mask is scaled to before comparing."""


def fill_mask(surface: pygame.Surface, colour: Colour, box: pygame.Rect | None = None) -> pygame.Mask:
    """The pixels of exactly ``colour`` inside ``box`` (the whole surface by default), cropped to their
    bounds and scaled to GRID×GRID (an empty mask when there are none)."""
    area = (box or surface.get_rect()).clip(surface.get_rect())
    part = surface.subsurface(area)
    mask = pygame.mask.from_threshold(part, colour, (1, 1, 1, 255))
    bounds = mask.get_bounding_rects()
    if not bounds:
        return pygame.Mask((GRID, GRID))
    whole = bounds[0].unionall(bounds[1:])
    crop = pygame.Surface(whole.size)
    crop.fill((0, 0, 0))
    crop.blit(mask.to_surface(setcolor=(255, 255, 255), unsetcolor=(0, 0, 0)), (0, 0), whole)
    small = pygame.transform.scale(crop, (GRID, GRID))
    return pygame.mask.from_threshold(small, (255, 255, 255), (128, 128, 128, 255))


def overlap(a: pygame.Mask, b: pygame.Mask) -> float:
    """Intersection over union of two masks of the same size (1.0: the same pixels)."""
    both = a.overlap_area(b, (0, 0))
    union = a.count() + b.count() - both
    return both / union if union else 1.0


def shape_mask(shape: str, radius: int = 40) -> pygame.Mask:
    """A seat shape drawn large by the shared drawing code, as a normalised mask."""
    ground = pygame.Surface((radius * 3, radius * 3))
    ground.fill((0, 0, 0))
    fill = (250, 1, 250)
    draw_shape(ground, shape, (radius * 3 // 2, radius * 3 // 2), radius, fill)
    return fill_mask(ground, fill)


def shape_read(surface: pygame.Surface, colour: Colour, box: pygame.Rect | None = None) -> str:
    """The seat shape whose outline the ``colour`` pixels inside ``box`` match best."""
    found = fill_mask(surface, colour, box)
    return max(palette.SEAT_SHAPES, key=lambda shape: overlap(found, shape_mask(shape)))
