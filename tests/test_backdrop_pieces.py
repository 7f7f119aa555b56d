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


SCALES = [1.0, 1.5, 0.7, 3.0, 2.25]


@pytest.mark.parametrize("scale", SCALES)
def test_the_sea_shading_filled_in_device_pixels_is_exactly_the_bands_filled_through_the_pen(scale: float) -> None:
    """The gradient is filled straight through pygame in real pixels; each band must land on the pixels the pen's
    own fill of that band (in logical units) gave, at every scale and for an area that does not start at 0."""
    pygame.init()
    pen.set_scale(scale)
    area = pygame.Rect(13, 7, 1251, 697)
    fast, reference = pen.surface((1280, 720)), pen.surface((1280, 720))
    for picture in (fast, reference):
        picture.fill((255, 0, 255))
    backdrop.draw_gradient(fast, area, (10, 30, 90), (120, 200, 230), 0.9, 690)
    for colour, start, rows in backdrop.gradient_bands(area.h, (10, 30, 90), (120, 200, 230), 0.9, 690):
        reference.fill(colour, (area.x, area.y + start, area.w, rows))
    assert pygame.image.tobytes(fast, "RGB") == pygame.image.tobytes(reference, "RGB")


def test_uncovered_pieces_tile_the_area_outside_the_holes_once() -> None:
    """Each pixel of the area outside every hole is in exactly one piece, and no piece touches a hole (holes may
    overlap each other and the area's edge)."""
    area = pygame.Rect(5, 5, 90, 60)
    holes = [pygame.Rect(10, 10, 30, 20), pygame.Rect(30, 20, 30, 30), pygame.Rect(80, 0, 40, 10),
             pygame.Rect(50, 52, 10, 3), pygame.Rect(15, 12, 5, 5)]  # the last inside the first
    pieces = backdrop.uncovered(area, holes)
    for x in range(100):
        for y in range(70):
            inside = area.collidepoint(x, y) and not any(hole.collidepoint(x, y) for hole in holes)
            assert sum(piece.collidepoint(x, y) for piece in pieces) == (1 if inside else 0), (x, y)
    assert backdrop.uncovered(area, []) == [area]


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lift", [0, -4])
def test_a_card_with_its_shadow_drawn_in_pieces_looks_exactly_as_with_the_whole_shadow(scale: float,
                                                                                       lift: int) -> None:
    """The shadow is blended only where the card's face will not cover it; with the face drawn over, the picture
    is the one the whole shadow gives (a raised card too), at every scale."""
    pygame.init()
    pen.set_scale(scale)
    rect = pygame.Rect(61, 186, 270, 345)
    body = rect.move(0, lift)
    pieced, whole = pen.surface((400, 600)), pen.surface((400, 600))
    for picture in (pieced, whole):
        backdrop.draw_gradient(picture, picture.get_rect(), (10, 30, 90), (120, 200, 230))
    backdrop.draw_card_shadow(pieced, rect, body)
    whole.blit(backdrop.card_shadow(rect.size), (rect.x - 2, rect.y + 4))
    for picture in (pieced, whole):
        backdrop.draw_card_face(picture, body)
    assert pygame.image.tobytes(pieced, "RGB") == pygame.image.tobytes(whole, "RGB")
    shadow_only = pen.surface((400, 600))
    shadow_only.fill((255, 255, 255))
    backdrop.draw_card_shadow(shadow_only, rect, body)
    white = pygame.mask.from_threshold(pen.device_view(shadow_only), (255, 255, 255), (1, 1, 1, 255))
    shaded = white.get_size()[0] * white.get_size()[1] - white.count()
    assert 0 < shaded < 0.15 * pygame.Surface.get_width(shadow_only) * pygame.Surface.get_height(shadow_only)


@pytest.mark.parametrize("scale", SCALES)
def test_every_pixel_of_an_island_is_opaque_or_empty(scale: float) -> None:
    """The menu draws the islands in its still layer and again over the waves each frame: that changes nothing only
    because no island pixel is see-through in part."""
    pygame.init()
    pen.set_scale(scale)
    layer = pen.device_view(backdrop._islands((1280, 720)))
    touched = pygame.mask.from_surface(layer, 0).count()
    assert touched > 0
    assert pygame.mask.from_surface(layer, 254).count() == touched
