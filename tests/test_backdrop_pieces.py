"""The menu's islands are drawn from the pieces of their layer that hold something (an idle menu frame blended the
whole see-through layer, a third of its cost); the picture must be exactly the one the whole layer gives."""
from __future__ import annotations

import pygame
import pytest

import sprites.backdrop as backdrop
from sprites import pen


@pytest.mark.parametrize("scale", [1.0, 1.5, 0.7, 3.0])
@pytest.mark.parametrize("size", [(1280, 720), (900, 560), (1283, 721)])
def test_the_islands_pieces_draw_exactly_the_whole_layer(size: tuple[int, int], scale: float, monkeypatch) -> None:
    """At every scale too: the pieces are cut and placed in real pixels (placed in logical units, a piece could
    land a pixel off where it was cut from)."""
    pygame.init()
    pen.set_scale(scale)
    sea = backdrop.Backdrop()
    sea.update(3.7)
    pieced = pen.surface(size)
    sea.draw(pieced)
    pieces = backdrop._island_pieces(size)
    area = pygame.Surface.get_width(pieced) * pygame.Surface.get_height(pieced)
    assert sum(pygame.Surface.get_width(p) * pygame.Surface.get_height(p) for p, _ in pieces) < area // 2
    monkeypatch.setattr(backdrop, "_island_pieces", lambda size: [(pen.device_view(backdrop._islands(size)), (0, 0))])
    whole = pen.surface(size)
    sea.draw(whole)  # as it was drawn before: the whole see-through layer over the sea and the waves
    assert pygame.image.tobytes(pieced, "RGB") == pygame.image.tobytes(whole, "RGB")
