"""The app's icon, drawn from shapes: a palm island in a round-cornered sea under the sun.

The window shows it (:func:`set_window_icon`, called before the window
opens) and ``sprites/make_icon.py`` writes it as the PNG and ICO files the
packaged app uses, so there is no art file to keep in step by hand.
"""
from __future__ import annotations

import pygame

from sprites import palette
from sprites.backdrop import draw_palm

DRAWN_SIZE = 256
"""The icon is drawn at this size and scaled down smoothly for smaller ones."""
WINDOW_ICON_SIZE = 64


def draw_icon(size: int = DRAWN_SIZE) -> pygame.Surface:
    """The icon as a see-through square surface of ``size`` pixels."""
    art = pygame.Surface((DRAWN_SIZE, DRAWN_SIZE), pygame.SRCALPHA)
    s = DRAWN_SIZE
    tile = pygame.Rect(8, 8, s - 16, s - 16)
    pygame.draw.rect(art, (0, 0, 0, 70), tile.move(0, 6), border_radius=52)
    sea = pygame.Surface(tile.size, pygame.SRCALPHA)
    for y in range(tile.h):
        pygame.draw.line(sea, palette.mix(palette.SEA_LIGHT, palette.SEA_DEEP, y / tile.h), (0, y), (tile.w, y))
    mask = pygame.Surface(tile.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=48)
    sea.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    art.blit(sea, tile)
    pygame.draw.circle(art, (*palette.GLOW, 90), (74, 74), 40)
    pygame.draw.circle(art, (255, 244, 196), (74, 74), 26)
    for i, y in enumerate((206, 222)):
        pygame.draw.arc(art, palette.SEA_LIGHT, (34 + 40 * i, y - 8, 70, 20), 0.4, 2.7, 4)
        pygame.draw.arc(art, palette.SEA_LIGHT, (146 - 30 * i, y - 4, 70, 20), 0.4, 2.7, 4)
    pygame.draw.ellipse(art, palette.SEA_LIGHT, (42, 160, 172, 56))
    pygame.draw.ellipse(art, palette.SAND, (52, 166, 152, 44))
    pygame.draw.ellipse(art, palette.SAND_DARK, (52, 166, 152, 44), 3)
    draw_palm(art, (112, 178), 118, lean=0.28)
    pygame.draw.rect(art, palette.SAND_DARK, tile, 6, border_radius=48)
    if size == DRAWN_SIZE:
        return art
    return pygame.transform.smoothscale(art, (size, size))


def window_icon() -> pygame.Surface:
    """The picture a window of the app shows as its icon."""
    return draw_icon(WINDOW_ICON_SIZE)


def set_window_icon() -> None:
    """Give the window the app's icon (call before ``set_mode``: some systems take it only then)."""
    pygame.display.set_icon(window_icon())
