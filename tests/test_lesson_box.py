"""The lesson's box over a table's game log (issue 18 playtest): under the log's heading, opaque over all of the
log's lines, and every line of every step's words inside it (none cut off at its bottom)."""
from __future__ import annotations

import pygame
import pytest

from game.last_paradise.tutorial import LESSON as LAST_PARADISE
from game.paradisio.tutorial import LESSON as PARADISIO
from game.tutorial import Do, Lesson, Note
from scenes.lesson import DO_KEYS, NOTE_KEYS, draw_lesson_box, lesson_band, lesson_layout
from sprites.last_paradise.panels import LOG_AREA as LP_LOG
from sprites.log_panel import TITLE_HEIGHT
from sprites.paradisio.match_art import LOG_AREA as PD_LOG


def words(lesson: Lesson) -> list[tuple[str, str]]:
    """Each step's words with the footer it shows under them, and the last word."""
    said = [(s.say, NOTE_KEYS if isinstance(s, Note) else DO_KEYS) for s in lesson.steps if isinstance(s, (Note, Do))]
    return [*said, (lesson.more, "")]


@pytest.mark.parametrize(("lesson", "log"), [(PARADISIO, PD_LOG), (LAST_PARADISE, LP_LOG)], ids=["paradisio", "lp"])
def test_every_step_fits_under_the_logs_heading_and_covers_its_lines(lesson: Lesson, log: pygame.Rect) -> None:
    pygame.font.init()
    heading = pygame.Rect(log.x, log.y, log.w, TITLE_HEIGHT)
    band = lesson_band(log)
    surface = pygame.Surface((1280, 720))
    for text, footer in words(lesson):
        box = draw_lesson_box(surface, text, footer, band, fill=True)
        assert not box.colliderect(heading), f"the box covers the log's heading: {text[:40]}"
        assert box.bottom == log.bottom and box.x == log.x and box.w == log.w, "log lines would show around the box"
        height = lesson_layout(text, footer, box.w, band.h)[3]
        assert height <= box.h, f"the words run past the box's bottom: {text[:40]}"
