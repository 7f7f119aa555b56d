"""Every lesson, opened by the menu card's Enter: that Enter is still down as the lesson opens and is let go while the
first screen's guard drops input (a private panel's, or the table's), and the next Enter must still go past the first
note (issue 18's newcomer playtest: the first note needed Enter twice)."""
from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from game.registry import available_games
from game.tutorial import Note
from scenes.lesson import open_lesson
from scenes.play import GameScene
from tests.kit.app import fast_app
from tests.kit.last_paradise_scene import press, step_until

app = fast_app


class EnterHeld:
    """``pygame.key.get_pressed`` while the menu's Enter is still held."""

    def __getitem__(self, key: int) -> bool:
        return key == pygame.K_RETURN


@pytest.mark.parametrize("game", sorted(available_games()))
def test_the_enter_that_opened_a_lesson_leaves_the_next_one_working(app: Any, monkeypatch: Any, game: str) -> None:
    monkeypatch.setattr(pygame.key, "get_pressed", EnterHeld)
    assert open_lesson(app, available_games()[game]) is None
    table = next(s for s in app.stack.scenes if isinstance(s, GameScene))
    assert table.lesson is not None and isinstance(table.lesson.coach.step, Note) and table.lesson.coach.index == 0
    app.step(1 / 60, [])
    monkeypatch.undo()
    app.step(1 / 60, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    started = time.monotonic()
    step_until(app, lambda: time.monotonic() - started > 0.6)  # every guard time has passed
    press(app, pygame.K_RETURN)
    assert table.lesson.coach.index == 1
