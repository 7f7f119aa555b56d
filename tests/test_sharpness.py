"""Drawn at the window's size, not scaled up: letters and art are sharper than the 1280x720 picture enlarged.

Sharpness is measured as edge energy, the mean square of the difference
between neighbouring pixels: a hard edge between two colours rises in one or
two pixels and scores high; the same edge smeared over several pixels by
scaling rises as far in smaller steps, and squares of small steps add up to
less.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from sprites import pen
from sprites.display import LOGICAL_SIZE
from sprites.text import render_text
from tests.kit.app import make_app
from tests.kit.screens import open_screen
from tests.kit.sizes import difference

FRAME = 1 / 60
SHARPER = 1.5
"""How many times the edge energy of the native picture must exceed that of the enlarged one."""


def edge_energy(picture: pygame.Surface) -> float:
    """The mean over ``picture``'s real pixels and channels of (difference to the right or lower neighbour)² / 256."""
    w, h = pygame.Surface.get_size(picture)
    plain = pygame.Surface((w, h), 0, 32)
    pygame.Surface.blit(plain, picture, (0, 0))
    total = 0
    for shift in ((1, 0), (0, 1)):
        here = plain.subsurface((0, 0, w - shift[0], h - shift[1]))
        step = difference(here, plain.subsurface((shift[0], shift[1], w - shift[0], h - shift[1])))
        step.blit(step.copy(), (0, 0), special_flags=pygame.BLEND_RGB_MULT)  # squared, over 256
        total += sum(pygame.image.tobytes(step, "RGB"))
    return total / (w * h * 3)


def test_a_glyph_drawn_at_twice_the_size_is_sharper_than_one_enlarged() -> None:
    pygame.font.init()
    small = render_text("Paradise Table: ä 漢", 32, (20, 20, 20))
    pen.set_scale(2.0)
    native = render_text("Paradise Table: ä 漢", 32, (20, 20, 20))
    assert pen.scale_of(native) == 2.0 and native.get_size() == pytest.approx(small.get_size(), rel=0.03)
    enlarged = pygame.transform.smoothscale(small, pygame.Surface.get_size(native))
    backdrop = (250, 240, 220)
    on_paper = []
    for picture in (native, enlarged):
        paper = pygame.Surface(pygame.Surface.get_size(picture))
        paper.fill(backdrop)
        pygame.Surface.blit(paper, picture, (0, 0))
        on_paper.append(edge_energy(paper))
    assert on_paper[0] > SHARPER * on_paper[1], on_paper


@pytest.mark.parametrize("name", ["paradisio match", "last paradise table", "paradise fallen table",
                                  "last resort table"])
def test_each_games_table_at_3840x2160_is_sharper_than_the_1280x720_one_enlarged(
        name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pictures = []
    for size in (LOGICAL_SIZE, (3840, 2160)):
        app = make_app(tmp_path / f"{size[0]}", monkeypatch, window_size=size)
        app.settings.animation_speed = 8.0
        open_screen(app, name)
        for _ in range(10):
            app.step(FRAME, [])
        app.draw()
        assert pygame.Surface.get_size(app.canvas) == size
        pictures.append(pygame.Surface.copy(app.canvas))
    small, native = pictures
    enlarged = pygame.transform.smoothscale(small, (3840, 2160))
    assert edge_energy(native) > SHARPER * edge_energy(enlarged)
