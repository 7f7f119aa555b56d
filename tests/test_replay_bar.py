"""The replay's bar tells the whole move in its caption: a long line was cut short with an ellipsis ("Hibiscus bot
sails to Maui for 2 rations, paying a Hawaii card and…"); now it takes two lines above the track."""
from __future__ import annotations

import pygame
import pytest

from sprites import text as drawn_text
from sprites.replay_bar import TRACK, BarLook, caption_lines, draw_bar
from sprites.text import font


@pytest.fixture(autouse=True)
def fonts() -> None:
    """The bar measures its words."""
    pygame.font.init()


LONG = "Hibiscus bot sails to Maui for 2 rations, paying a Hawaii card and a Ration worth 1."


def test_a_long_caption_is_drawn_whole_over_two_lines_above_the_track() -> None:
    surface = pygame.Surface((1280, 720))
    drawn = drawn_text.start_recording()
    try:
        draw_bar(surface, BarLook(1, 91, True, "1\u00d7", LONG, False, False, False))
    finally:
        drawn_text.stop_recording()
    words = " ".join(line for line in drawn if line in LONG)
    assert words == LONG, drawn
    for line, size, middle in caption_lines(LONG):
        assert middle + font(size, True).size(line)[1] // 2 <= TRACK.y + 1, f"{line!r} runs into the track"


def test_a_short_caption_keeps_its_one_large_line() -> None:
    assert [size for _, size, _ in caption_lines("Ana plays a Maui card.")] == [18]
