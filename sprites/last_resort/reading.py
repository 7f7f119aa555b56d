"""A tile, a face-up Malfunction or an Advert read at full size, in the reading place of the log column
(:func:`sprites.last_resort.layout.big_rect_at`), so it never lies over a station, the offers or the prompt."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.last_resort.tiles import TILES
from sprites.last_resort.faces import advert_words, big_malfunction, big_tile, draw_advert, draw_spaces
from sprites.last_resort.layout import big_rect_at
from sprites.text import note_drawn

ADVERT_READ_H = 130
"""The height of an Advert card read at full size (it has fewer words than a tile)."""


def draw_read_card(surface: pygame.Surface, where: tuple[int, int], tile: int | None, fault: int | None = None,
                   advert: str | None = None, guests: Sequence[str | None] = ()) -> None:
    """The first of ``tile`` (with the ``guests`` on it where it is built), ``fault`` (a face-up Malfunction)
    or ``advert`` that is given, at full size, level with ``where``."""
    rect = big_rect_at(where)
    if tile is not None:
        surface.blit(big_tile(tile), rect)
        if guests:
            draw_spaces(surface, TILES[tile], list(guests), rect)
    elif fault is not None:
        surface.blit(big_malfunction(fault), rect)
    elif advert is not None:
        note_drawn(" ".join(advert_words(advert)))
        draw_advert(surface, advert, pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, ADVERT_READ_H)), text=True)
