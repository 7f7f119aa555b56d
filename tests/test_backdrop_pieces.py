"""The menu's islands are drawn from the pieces of their layer that hold something (an idle menu frame blended the
whole see-through layer, a third of its cost); the picture must be exactly the one the whole layer gives."""
from __future__ import annotations

import pygame
import pytest

import sprites.backdrop as backdrop


@pytest.mark.parametrize("size", [(1280, 720), (900, 560), (1283, 721)])
def test_the_islands_pieces_draw_exactly_the_whole_layer(size: tuple[int, int], monkeypatch) -> None:
    pygame.init()
    sea = backdrop.Backdrop()
    sea.update(3.7)
    pieced = pygame.Surface(size)
    sea.draw(pieced)
    pieces = backdrop._island_pieces(size)
    assert sum(p.get_width() * p.get_height() for p, _ in pieces) < size[0] * size[1] // 2  # most of it is sea
    monkeypatch.setattr(backdrop, "_island_pieces", lambda size: [(backdrop._islands(size), (0, 0))])
    whole = pygame.Surface(size)
    sea.draw(whole)  # as it was drawn before: the whole see-through layer over the sea and the waves
    assert pygame.image.tobytes(pieced, "RGB") == pygame.image.tobytes(whole, "RGB")
