"""The final standings name a 16-character name in one run of letters whole (it was cut: "山田太郎山田太郎山田太郎…")."""
from __future__ import annotations

import pygame
import pytest

from sprites.score_sheet import COLUMN_WIDTHS, NAME_LINES, name_lines
from sprites.text import font


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("width", COLUMN_WIDTHS)
def test_a_name_in_one_run_of_letters_breaks_between_letters_and_is_shown_whole(width) -> None:
    name = "山田太郎山田太郎山田太郎山田太郎"
    lines = name_lines(name, width)
    assert "".join(lines) == name and len(lines) <= NAME_LINES
    assert all(font(16, True).size(line)[0] <= width - 20 for line in lines)


def test_a_name_of_words_still_breaks_between_words_and_one_too_long_ends_in_an_ellipsis() -> None:
    assert " ".join(name_lines("Bartholomew Kent Ashworth", COLUMN_WIDTHS[0])) == "Bartholomew Kent Ashworth"
    lines = name_lines("Wide " * 30, COLUMN_WIDTHS[0])
    assert len(lines) == NAME_LINES and lines[-1].endswith("\u2026")
