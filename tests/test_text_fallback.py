"""Names in any script draw as letters, not boxes; Latin text draws exactly as it did.

Every line drawn through :mod:`sprites.text` goes through
:class:`sprites.fallback.FallbackFont`: each character is drawn by the first
Noto font that has it (a glyph, not the font's "notdef" box), Hebrew and Arabic
read right to left, and the width a layout measures is the width drawn.
"""
from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pygame
import pytest

from game.last_paradise import SPEC as LAST_PARADISE
from scenes.menu import MenuScene
from scenes.setup import SetupScene
from sprites.fallback import FACES, font_path, split_runs
from sprites.text import clear_cache, device_font, fit_text, font, render_text
from tests.kit.app import make_app

NAMES = {
    "Chinese": "王小明",
    "Japanese": "さくら・山田",
    "Korean": "김민준",
    "Arabic": "محمد علي",
    "Hebrew": "שרה כהן",
    "Georgian": "ნინო ბერიძე",
}
LATIN = ["Maximilianus Ole lays a small island tile", "Zoë Šimůnek — 12 €", "Ὀδυσσεύς и Пётр…", "", "a"]
MISSING = "\U0010fffd"
"""A private-use character no font has: what each font draws for it is its "notdef" box."""


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.font.init()
    clear_cache()
    yield
    clear_cache()


def pixels(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


def ink_alpha(image: pygame.Surface) -> tuple[tuple[int, int], bytes]:
    """The alpha of the inked part of ``image`` (cropped to its bounding box), with its size."""
    box = image.get_bounding_rect()
    part = image.subsurface(box)
    return box.size, bytes(pygame.image.tobytes(part, "RGBA")[3::4])


@pytest.mark.parametrize("script", sorted(NAMES))
@pytest.mark.parametrize("bold", [False, True])
def test_a_name_in_each_script_draws_no_missing_glyph_box(script: str, bold: bool) -> None:
    name = NAMES[script]
    runs = device_font(18, bold).runs(f"Pass to {name}.")
    assert "".join(chunk for _, chunk in runs) == f"Pass to {name}."
    for index, chunk in runs:
        face = pygame.font.Font(font_path(index, bold), 18)
        box = pixels(face.render(MISSING, True, (0, 0, 0)))
        for ch in chunk.replace(" ", ""):
            assert pixels(face.render(ch, True, (0, 0, 0))) != box, f"{ch!r} draws as a box in {FACES[index][0]}"
    assert any(index for index, _ in runs), "the name should be drawn by its script's font"


@pytest.mark.parametrize("script", sorted(NAMES))
def test_a_name_no_longer_draws_as_the_single_font_did(script: str) -> None:
    old = pygame.font.Font(font_path(0, False), 18).render(NAMES[script], True, (0, 0, 0))
    assert pixels(render_text(NAMES[script], 18, (0, 0, 0))) != pixels(old)


@pytest.mark.parametrize("text", LATIN)
@pytest.mark.parametrize("size", [11, 18, 38])
@pytest.mark.parametrize("bold", [False, True])
def test_latin_text_draws_pixel_for_pixel_as_the_single_font(text: str, size: int, bold: bool) -> None:
    old = pygame.font.Font(str(resources.files("pygame_gui.data") / ("NotoSans-Bold.ttf" if bold else
                                                                      "NotoSans-Regular.ttf")), size)
    new = render_text(text, size, (30, 40, 50), bold)
    expected = old.render(text, True, (30, 40, 50))
    assert new.get_size() == expected.get_size() == old.size(text) == font(size, bold).size(text)
    assert pixels(new) == pixels(expected)


@pytest.mark.parametrize("text", [*NAMES.values(), "Pass to 王小明.", "Zoë and שרה כהן", "ნინო, 김민준 and Ole"])
@pytest.mark.parametrize("size", [13, 18, 24])
def test_the_width_measured_for_layout_is_the_width_drawn(text: str, size: int) -> None:
    assert font(size).size(text) == render_text(text, size, (0, 0, 0)).get_size()
    assert font(size, True).size(text) == render_text(text, size, (0, 0, 0), True).get_size()


@pytest.mark.parametrize("script", sorted(NAMES))
def test_a_long_name_is_cut_to_the_width_it_is_given(script: str) -> None:
    long = " ".join([NAMES[script]] * 4)
    width = font(18).size(NAMES[script])[0] + 10
    short = fit_text(long, 18, width)
    assert short != long and short.endswith("\u2026")
    assert render_text(short, 18, (0, 0, 0)).get_width() <= width


def test_hebrew_reads_right_to_left() -> None:
    name = "כהן"  # one word: its letters drawn right to left are its reversal drawn left to right, pixel for pixel
    hebrew = pygame.font.Font(font_path(FACES.index(("NotoSansHebrew", ".ttf", "Hebr")), False), 18)
    drawn = ink_alpha(render_text(name, 18, (0, 0, 0)))
    assert drawn == ink_alpha(hebrew.render(name[::-1], True, (0, 0, 0)))
    assert drawn != ink_alpha(hebrew.render(name, True, (0, 0, 0)))


def test_arabic_letters_join() -> None:
    name = NAMES["Arabic"]
    arabic = pygame.font.Font(font_path(FACES.index(("NotoSansArabic", ".ttf", "Arab")), False), 18)
    loose = arabic.render(name[::-1], True, (0, 0, 0))  # each letter in its standalone form
    assert render_text(name, 18, (0, 0, 0)).get_width() < loose.get_width()


def test_punctuation_after_a_right_to_left_name_stays_after_it() -> None:
    assert split_runs("Pass to שרה.", False) == [(0, "Pass to "), (2, "שרה"), (0, ".")]
    assert split_runs("שרה כהן", False) == [(2, "שרה כהן")]


def test_a_character_no_font_has_stays_with_noto_sans() -> None:
    assert device_font(18).runs(f"Ole{MISSING}") == [(0, f"Ole{MISSING}")]


@pytest.mark.parametrize("script", sorted(NAMES))
def test_a_name_typed_into_the_setup_screen_is_measured_as_drawn(script: str, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """pygame_gui's entry measured (cursor, scrolling) and drew a name with its theme font alone: boxes."""
    app = make_app(tmp_path, monkeypatch)
    try:
        app.push(MenuScene(app))
        setup = SetupScene(app, LAST_PARADISE)
        app.push(setup)
        app.step(1 / 60)
        entry = setup.name_entries[0]
        entry.set_text(NAMES[script])
        app.step(1 / 60)
        assert entry.font is not None
        points = entry.font.get_point_size()
        assert entry.font.size(NAMES[script])[0] == render_text(NAMES[script], points, (0, 0, 0)).get_width()
    finally:
        app.shutdown()
        pygame.event.clear()
