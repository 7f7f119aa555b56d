"""The thinking sign (issue 17): a computer seat that thinks longer than a moment shows it at its seat on every
table, the sign pulses only while shown and covers nothing a player needs; the app stays responsive and Esc works
while it thinks; once nothing thinks, nothing moves."""
from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pygame
import pytest

from scenes.pacing import SETTLE_TIME
from scenes.pause import PauseScene
from sprites.thinking import SHOW_AFTER
from tests.kit.app import key
from tests.kit.cover import assert_uncovered, changed_pixels, snapshot
from tests.kit.thinking import PLAYERS, held_table, needed, step_for, step_until_thinking, with_and_without
from tests.kit.ui import app  # noqa: F401 - the fixture

GAMES = list(PLAYERS)
WHOLE = pygame.Rect(0, 0, 1280, 720)


@pytest.fixture
def release() -> Iterator[threading.Event]:
    """Lets the held Expert decide; set after every test, so no thinking thread outlives it."""
    event = threading.Event()
    yield event
    event.set()


@pytest.mark.parametrize("game", GAMES)
def test_the_sign_shows_at_the_thinking_seat_only_after_its_delay_and_goes_once_it_moved(app, release, game) -> None:
    table = held_table(app, game, release)
    step_until_thinking(app, table, 0)
    shown, plain = with_and_without(app, table)
    assert changed_pixels(plain, shown, WHOLE) == 0 and table.thinking_sign.shown is None  # just asked: no sign yet
    notice = getattr(table, "deal_notice", None) is not None  # Paradisio's notice of who starts goes by itself
    assert table.motion == ("ambient" if notice else "still")
    step_for(app, SHOW_AFTER - 0.05)
    shown, plain = with_and_without(app, table)
    assert changed_pixels(plain, shown, WHOLE) == 0, "the sign showed before the computer had thought for a while"

    step_for(app, 0.1)
    spot = table.thinking_anchor(0)
    assert spot is not None and table.thinking_sign.shown == 0
    shown, plain = with_and_without(app, table)
    assert changed_pixels(plain, shown, spot) > spot.w * spot.h // 3, "no sign at the thinking seat"
    assert changed_pixels(plain, shown, WHOLE) == changed_pixels(plain, shown, spot), "the sign drew beyond its spot"
    assert_uncovered(plain, shown, needed(table))
    assert table.motion == "ambient"
    step_for(app, 0.4)
    assert changed_pixels(shown, snapshot(app), spot) > 0, "the sign does not pulse"

    moves = len(table.record.moves)
    release.set()
    for _ in range(600):
        if len(table.record.moves) > moves:
            break
        app.step(1 / 60, [])
    assert len(table.record.moves) > moves and table.thinking_sign.shown is None
    shown, plain = with_and_without(app, table)
    assert changed_pixels(plain, shown, WHOLE) == 0, "the sign stayed once the computer had moved"


@pytest.mark.parametrize("game", GAMES)
def test_esc_while_a_computer_thinks_opens_the_pause_menu_and_the_game_goes_on_after_it(app, release, game) -> None:
    table = held_table(app, game, release)
    step_until_thinking(app, table, 0)
    started = time.perf_counter()
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    app.step(1 / 60, [])
    assert time.perf_counter() - started < 1.0  # the frame loop never waits for the thinking computer
    assert isinstance(app.stack.top, PauseScene)
    moves = len(table.record.moves)
    release.set()
    step_for(app, 0.5)
    assert len(table.record.moves) == moves and isinstance(app.stack.top, PauseScene)  # paused: the table waits
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.stack.top is table
    for _ in range(600):
        if len(table.record.moves) > moves:
            break
        app.step(1 / 60, [])
    assert len(table.record.moves) > moves, "the game did not go on after the pause"


def test_once_nothing_thinks_nothing_moves(app, release) -> None:
    table = held_table(app, "paradisio", release, kinds=["expert", "human"])
    step_until_thinking(app, table, 0, human_move=True)
    step_for(app, SHOW_AFTER + 0.1)
    frames = app.frames
    step_for(app, 0.5)
    assert table.motion == "ambient" and app.frames > frames  # the sign pulses: the table is drawn
    release.set()
    for _ in range(1200):
        if table.human_seats_to_move() and not table.busy:
            break
        app.step(1 / 60, [])
    assert table.runner.thinking is None and table.thinking_sign.shown is None
    step_for(app, SETTLE_TIME)
    frames = app.frames
    for _ in range(30):
        app.step(1 / 60, [])
    assert table.motion == "still" and app.frames == frames, "the table is still drawn with nothing to show"


def test_a_quick_decision_never_shows_the_sign(app, release) -> None:
    release.set()  # every decision comes at once
    table = held_table(app, "last-paradise", release, kinds=["expert", "expert", "expert"])
    for _ in range(600):
        app.step(1 / 60, [])
        assert table.thinking_sign.shown is None
    assert len(table.record.moves) > 3
