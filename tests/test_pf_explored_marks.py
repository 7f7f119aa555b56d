"""The Paradise Fallen map marks each seat's explored islands: a dot in the seat's colour in the island's lower
left corner (a newcomer could not tell on the map which islands were done)."""
from __future__ import annotations

import pygame

from sprites import palette
from sprites.paradise_fallen.board import draw_explored, explored_mark
from sprites.paradise_fallen.layout import tile_rect
from sprites.paradise_fallen.seats import SeatLook

GRID = ("Molokai", "Maui", "Kahoolawe", "Oahu", "Niihau", "Hawaii", "Lanai", "Nihoa", "Kauai")


def test_each_seats_explored_islands_are_marked_in_its_colour() -> None:
    surface = pygame.Surface((1280, 720))
    red, blue = (217, 83, 79), (58, 123, 213)
    looks = [SeatLook(red, palette.NO_SHAPE), SeatLook(blue, palette.NO_SHAPE)]
    draw_explored(surface, GRID, [["Maui", "Molokai"], ["Molokai"]], looks)
    assert tuple(surface.get_at(explored_mark(1, 0)))[:3] == red
    assert tuple(surface.get_at(explored_mark(0, 0)))[:3] == red
    assert tuple(surface.get_at(explored_mark(0, 1)))[:3] == blue
    assert tuple(surface.get_at(explored_mark(1, 1)))[:3] == (0, 0, 0)  # Kai has not explored Maui
    assert tile_rect(1).collidepoint(explored_mark(1, 1))
