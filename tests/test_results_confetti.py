"""The winners' confetti falls behind what the results screen asks to be read or pressed: the title and
summary, every name and row of the score sheet, the buttons (it covered the winner's name)."""
from __future__ import annotations

import pygame

from scenes.manager import App
from tests.kit.cover import assert_uncovered, changed_pixels, snapshot
from tests.kit.ui import app  # noqa: F401 - the fixture
from tests.test_results_breakdown import LONG_NAMES, finished, results_of

FRAME = 1 / 60


def test_confetti_never_covers_the_names_rows_or_buttons(app: App) -> None:
    record = finished("paradise-fallen", LONG_NAMES[:4])
    results = results_of(app, record)
    sheet = results.sheet
    needed: dict[str, pygame.Rect | tuple[int, int, int, int]] = {"sheet": sheet.card, "labels": sheet.labels}
    for standing, rect in sheet.columns:
        needed[f"column of seat {standing.seat}"] = rect
    for row, mid in sheet.rows:
        needed[row.label] = (sheet.card.x, mid - sheet.row_height // 2, sheet.card.w, sheet.row_height)
    for item in results.focus.items:
        needed[f"button {item.key}"] = item.rect
    scraps = results.confetti
    assert scraps
    drawn_somewhere = 0
    for _ in range(12):
        for _ in range(15):
            app.step(FRAME, [])
        results.confetti = scraps
        party = snapshot(app)
        results.confetti = []
        plain = snapshot(app)
        results.confetti = scraps
        assert_uncovered(plain, party, needed)
        drawn_somewhere += changed_pixels(plain, party, plain.get_rect())
    assert drawn_somewhere > 0, "the confetti is drawn at all"
