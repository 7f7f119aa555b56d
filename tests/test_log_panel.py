"""The shared log panel: wrapping, following the newest line, scrolling, the scrollbar, line_at, caching."""
from __future__ import annotations

import pygame
import pytest

from scenes.showing import LogLine
from sprites.log_panel import LogPanel
from sprites.text import font, start_recording, stop_recording

AREA = pygame.Rect(100, 100, 300, 200)
INSIDE = (200, 200)
OUTSIDE = (50, 50)


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def log(count: int, words: str = "Ana lays a coast tile") -> list[LogLine]:
    return [LogLine(i, f"{words} number {i}") for i in range(count)]


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def press(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def shown_entries(panel: LogPanel) -> list[int]:
    """The entries of the rows in view, top to bottom (read through line_at, as a replay would)."""
    body = panel.body
    found: list[int] = []
    for row in range(panel.visible_count):
        entry = panel.line_at((body.x + 30, body.y + row * panel.line_height + 3))
        if entry is not None and (not found or found[-1] != entry):
            found.append(entry)
    return found


def test_a_long_sentence_wraps_within_the_panel() -> None:
    panel = LogPanel(AREA)
    text = "Round 3 ends: Maximilianus Ole cannot place any tile, so Bartholomew-Anne takes an island token"
    panel.follow([LogLine(0, text)])
    assert len(panel.rows) >= 3
    assert all(font(panel.size).size(row.text)[0] <= panel.text_width for row in panel.rows)
    assert " ".join(row.text for row in panel.rows) == text


def test_left_alone_it_shows_the_newest_line() -> None:
    panel = LogPanel(AREA)
    surface = pygame.Surface((1280, 720))
    panel.draw(surface, log(40))
    assert shown_entries(panel)[-1] == 39 and not panel.scrolled
    panel.draw(surface, log(45))
    assert shown_entries(panel)[-1] == 44


def test_the_wheel_over_the_panel_scrolls_back_and_says_newer_lines_are_below() -> None:
    panel = LogPanel(AREA)
    surface = pygame.Surface((1280, 720))
    panel.draw(surface, log(40))
    assert not panel.handle(wheel(1), OUTSIDE)
    assert not panel.scrolled
    assert panel.handle(wheel(1), INSIDE)
    assert panel.scrolled and shown_entries(panel)[-1] < 39
    said = start_recording()
    try:
        panel.draw(surface, log(40))
    finally:
        stop_recording()
    assert "newer lines below (End)" in said


def test_new_lines_do_not_move_a_scrolled_panel_and_end_follows_again() -> None:
    panel = LogPanel(AREA)
    panel.follow(log(40))
    panel.handle(key(pygame.K_PAGEUP), OUTSIDE)
    before = shown_entries(panel)
    panel.follow(log(43))
    assert shown_entries(panel) == before
    panel.handle(key(pygame.K_END), OUTSIDE)
    assert not panel.scrolled and shown_entries(panel)[-1] == 42


def test_page_up_and_page_down_move_by_a_page() -> None:
    panel = LogPanel(AREA)
    panel.follow(log(60))
    panel.handle(key(pygame.K_PAGEUP), OUTSIDE)
    assert panel.offset == panel.visible_count - 1
    panel.handle(key(pygame.K_PAGEDOWN), OUTSIDE)
    assert panel.offset == 0
    for _ in range(100):
        panel.handle(key(pygame.K_PAGEUP), OUTSIDE)
    assert shown_entries(panel)[0] == 0  # no further than the first line


def test_the_scrollbar_thumb_drags_and_the_track_pages() -> None:
    panel = LogPanel(AREA)
    panel.follow(log(60))
    thumb = panel.bar_thumb()
    assert thumb is not None
    assert panel.handle(press(thumb.center), OUTSIDE)
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, AREA.top - 50), rel=(0, 0),
                                    buttons=(1, 0, 0)), OUTSIDE)
    panel.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, AREA.top - 50), button=1), OUTSIDE)
    assert shown_entries(panel)[0] == 0
    track = panel.bar_track()
    thumb = panel.bar_thumb()
    assert thumb is not None
    panel.handle(press((track.centerx, track.bottom - 2)), OUTSIDE)
    assert panel.offset == panel.most_offset - (panel.visible_count - 1)


def test_a_click_on_the_newer_lines_strip_follows_the_newest_line() -> None:
    panel = LogPanel(AREA)
    panel.follow(log(40))
    panel.scroll_by(5)
    strip = panel.newer_strip()
    assert strip is not None
    assert panel.handle(press(strip.center), OUTSIDE)
    assert not panel.scrolled and panel.newer_strip() is None


def test_line_at_names_the_entry_under_a_point_even_on_its_wrapped_rows() -> None:
    panel = LogPanel(AREA)
    long = "Bartholomew-Anne lays a small island tile 2 left and 1 down from the middle of the table"
    panel.follow([LogLine(-1, "Round 1: Ana starts"), LogLine(0, long), LogLine(1, "Ben lays a coast tile")])
    body = panel.body
    rows = [panel.line_at((body.x + 30, body.y + i * panel.line_height + 2)) for i in range(len(panel.rows))]
    assert rows[0] == 0 and rows[-1] == 2 and rows.count(1) == len(panel.rows) - 2 >= 2
    assert panel.line_at(OUTSIDE) is None
    assert panel.line_at((body.x + 30, AREA.y + 5)) is None  # the title


def test_scroll_to_entry_brings_an_old_line_into_view() -> None:
    panel = LogPanel(AREA)
    panel.follow(log(80))
    panel.scroll_to_entry(3)
    assert 3 in shown_entries(panel)


def test_drawing_again_wraps_nothing_and_an_undo_only_cuts_back() -> None:
    panel = LogPanel(AREA)
    surface = pygame.Surface((1280, 720))
    lines = log(30)
    panel.draw(surface, lines)
    assert panel.wraps == 30
    for _ in range(5):
        panel.draw(surface, lines)
    assert panel.wraps == 30
    panel.draw(surface, lines + [LogLine(30, "Ben lays the strait tile 1 up from the middle")])
    assert panel.wraps == 31
    panel.scroll_by(4)
    panel.draw(surface, lines[:25])
    assert panel.wraps == 31 and not panel.scrolled
    assert shown_entries(panel)[-1] == 24


def test_an_empty_log_says_so() -> None:
    panel = LogPanel(AREA)
    said = start_recording()
    try:
        panel.draw(pygame.Surface((1280, 720)), [])
    finally:
        stop_recording()
    assert "Nothing has happened yet." in said and panel.bar_thumb() is None
