"""The keyboard cursor on an island never draws over the Aberrations lying in the gaps around it."""
from __future__ import annotations

from game.paradise_fallen.cards import GAPS, ISLAND_SPOTS
from sprites.paradise_fallen.board import CURSOR_LINE, cursor_rect
from sprites.paradise_fallen.layout import mark_rect


def test_an_island_cursor_stays_clear_of_every_gap_mark() -> None:
    for island in range(ISLAND_SPOTS):
        frame = cursor_rect(island).inflate(CURSOR_LINE, CURSOR_LINE)
        for gap in range(ISLAND_SPOTS, ISLAND_SPOTS + len(GAPS)):
            for count in (1, 2, 3):
                for index in range(count):
                    assert not frame.colliderect(mark_rect(gap, index, count)), (island, gap, count, index)


def test_a_gap_cursor_frames_the_whole_gap() -> None:
    for gap in range(ISLAND_SPOTS, ISLAND_SPOTS + len(GAPS)):
        assert cursor_rect(gap).contains(mark_rect(gap, 0, 1))
