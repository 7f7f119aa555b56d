"""Counters of The Last Paradise: villas, hotels and nature (with a tree), and owners' markers."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.backdrop import colour_index, draw_seat_marker, seat_look
from sprites.last_paradise.board import district_colour, draw_symbol

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class SeatLook:
    """How a seat shows on the table: its colour, and a shape in the colour-blind palette."""

    colour: Colour
    shape: str


def seat_looks(seats: list[dict[str, object]], colour_blind: bool) -> list[SeatLook]:
    """The look of every seat of a view, following the colour-blind setting."""
    return [SeatLook(*seat_look(colour_index(str(seat.get("colour", "")), i), colour_blind))
            for i, seat in enumerate(seats)]


def draw_tree(surface: pygame.Surface, base: tuple[int, int], height: int) -> None:
    """A small round tree standing on ``base``."""
    x, y = base
    pen.line(surface, (110, 72, 40), (x, y), (x, y - height // 2), max(2, height // 8))
    pen.circle(surface, palette.LEAF, (x, y - height * 2 // 3), height // 3)
    pen.circle(surface, palette.LEAF_DARK, (x, y - height * 2 // 3), height // 3, 2)


def draw_counter(surface: pygame.Surface, box: pygame.Rect, district: int, kind: str, side: str,
                 owner: SeatLook | None = None, lifted: bool = False) -> None:
    """One counter in ``box``: a villa or hotel (building side) or wild land with a tree (nature side)."""
    if lifted:
        shadow = pygame.Rect(box).move(5, 7)
        pen.rect(surface, (20, 30, 40), shadow, border_radius=10)
    colour = district_colour(district)
    if side == "nature":
        pen.rect(surface, (120, 178, 96), box, border_radius=10)
        pen.rect(surface, palette.LEAF_DARK, box, 3, border_radius=10)
        draw_tree(surface, (box.centerx - box.w // 6, box.bottom - 10), box.h // 2)
        draw_tree(surface, (box.centerx + box.w // 5, box.bottom - 14), box.h * 2 // 5)
        draw_symbol(surface, district, (box.left + 14, box.top + 13), 16, palette.LEAF_DARK)
    else:
        body = palette.mix(colour, palette.INK, 0.35) if kind == "hotel" else colour
        pen.rect(surface, palette.PAPER, box, border_radius=10)
        pen.rect(surface, body, box, 3, border_radius=10)
        if kind == "hotel":
            tower = pygame.Rect(0, 0, box.w * 5 // 10, box.h * 6 // 10)
            tower.midbottom = (box.centerx, box.bottom - 8)
            pen.rect(surface, body, tower)
            for row in range(3):
                for col in range(2):
                    pen.rect(surface, palette.GLOW, (tower.x + 5 + col * (tower.w // 2), tower.y + 5 + row * (tower.h // 3), 6, 6))
        else:
            house = pygame.Rect(0, 0, box.w * 5 // 10, box.h * 3 // 10)
            house.midbottom = (box.centerx, box.bottom - 10)
            pen.rect(surface, body, house)
            pen.polygon(surface, palette.mix(body, palette.INK, 0.3),
                                [(house.left - 6, house.top), (house.centerx, house.top - box.h // 4), (house.right + 6, house.top)])
            pen.rect(surface, palette.PAPER, (house.centerx - 4, house.bottom - 12, 8, 12))
        draw_symbol(surface, district, (box.left + 14, box.top + 13), 16, body)
    if owner is not None:
        draw_seat_marker(surface, (box.right - 14, box.top + 14), 11, owner.colour, owner.shape)


def draw_counter_back(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A face-down counter of the pile."""
    pen.rect(surface, palette.SAND_DARK, box, border_radius=10)
    pen.rect(surface, palette.INK, box, 2, border_radius=10)
    pen.circle(surface, palette.SAND, box.center, box.w // 4, 3)
