"""A counter of the island shown large, with what it is, beside the board's small one (hover or keyboard ring).

The card lies in the quarter of the island away from the site it shows, so the site itself, the status line,
the Undo button, the seats and the log stay in view.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from sprites import palette, pen
from sprites.last_paradise.board import BOARD_RECT
from sprites.last_paradise.counters import SeatLook, draw_counter
from sprites.text import draw_text, fit_text, font

PREVIEW_SIZE = 148
"""The counter on the card: twice the board's."""
CAPTION_SIZE = 16
CAPTION_STEP = 21
PAD = 12
INSET = 14
"""How far the card keeps inside the board's corner."""
GRID = 16
"""The step between the places tried for the card when no corner leaves the sites that can be picked in view."""
MESSAGE_ROOM = 64
"""The foot of the board the table's messages take (two lines): the card stays above it."""


def preview_rect(site: pygame.Rect, caption: Sequence[str], clear_of: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the card of the counter on ``site`` lies: on the board, off the site, as wide as its longest line,
    above the messages' room, covering as few of ``clear_of`` (the other sites that can be picked now) as it can;
    the corner diagonally away from the site first, then the other corners, then nearest the island's middle."""
    widest = max([PREVIEW_SIZE] + [font(CAPTION_SIZE, True).size(line)[0] for line in caption])
    card = pygame.Rect(0, 0, widest + 2 * PAD, PREVIEW_SIZE + 2 * PAD + CAPTION_STEP * len(caption))
    left = site.centerx >= BOARD_RECT.centerx
    top = site.centery >= BOARD_RECT.centery
    corners = [(left, top), (left, not top), (not left, top), (not left, not top)]
    placed = [_in_corner(card, *corner) for corner in corners]
    if not clear_of:
        return placed[0]
    room = pygame.Rect(BOARD_RECT.x + INSET, BOARD_RECT.y + INSET, BOARD_RECT.w - 2 * INSET,
                       BOARD_RECT.h - INSET - MESSAGE_ROOM)
    middle = room.center
    inside = [card.move_to(topleft=(x, y)) for x in range(room.x, room.right - card.w + 1, GRID)
              for y in range(room.y, room.bottom - card.h + 1, GRID)]
    inside.sort(key=lambda one: math.dist(one.center, middle))
    return min((one for one in placed + inside if not one.colliderect(site)),
               key=lambda one: len(one.collidelistall(list(clear_of))), default=placed[0])


def _in_corner(card: pygame.Rect, left: bool, top: bool) -> pygame.Rect:
    card = card.copy()
    card.x = BOARD_RECT.x + INSET if left else BOARD_RECT.right - INSET - card.w
    card.y = BOARD_RECT.y + INSET if top else BOARD_RECT.bottom - MESSAGE_ROOM - card.h
    return card


def draw_preview(surface: pygame.Surface, card: pygame.Rect, district: int, kind: str, side: str,
                 owner: SeatLook | None, caption: Sequence[str]) -> None:
    """The card: the counter at twice its size and the lines that say what it is."""
    pen.rect(surface, (14, 28, 40), card, border_radius=12)
    pen.rect(surface, palette.SAND, card, 2, border_radius=12)
    box = pygame.Rect(0, 0, PREVIEW_SIZE, PREVIEW_SIZE)
    box.midtop = (card.centerx, card.y + PAD)
    draw_counter(surface, box, district, kind, side, owner)
    y = box.bottom + 6
    for line in caption:
        draw_text(surface, fit_text(line, CAPTION_SIZE, card.w - 2 * PAD, True), CAPTION_SIZE, palette.PAPER, True,
                  midtop=(card.centerx, y))
        y += CAPTION_STEP
