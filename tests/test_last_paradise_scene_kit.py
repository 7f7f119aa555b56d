"""Helpers shared by the Last Paradise scene tests (this module holds no tests itself)."""
from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from app_fixtures import make_app

from game.core import make_seats
from game.last_paradise import SPEC, Answer, Bid, ChooseLot, LastParadiseState, PassOffer
from game.record import GameRecord
from scenes.base import Scene
from scenes.fresh_keys import GUARD_TIME
from scenes.handover import HandoverScene
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App

NAMES = ["Anton", "Birgit", "Claus", "Dorte"]


def new_record(kinds: list[str], seed: int = 5, money: int = 80) -> GameRecord:
    """A fresh game with these seat kinds (names from NAMES)."""
    return GameRecord.start(SPEC, make_seats(NAMES[:len(kinds)], kinds), seed, {"starting_money": money})


def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kinds: list[str], seed: int = 5,
          money: int = 80, record: GameRecord | None = None, speed: float = 6.0) -> tuple[App, LastParadiseScene]:
    """An app showing a Last Paradise table with these seat kinds."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = speed
    if record is None:
        record = new_record(kinds, seed, money)
    scene = LastParadiseScene(app, record)
    app.push(scene)
    return app, scene


def step_until(app: App, done: Callable[[], bool], frames: int = 3000,
               each: Callable[[], None] | None = None) -> int:
    """Step the app one frame at a time until ``done()``; fail after ``frames``. Returns frames used."""
    for n in range(frames):
        if done():
            return n
        app.step(1 / 60, [])
        if each is not None:
            each()
        time.sleep(0.0005)
    raise AssertionError("the table never got there")


def press(app: App, *keys: int, text: str = "") -> None:
    """Press and let go of keys (one frame each); ``text`` types digits."""
    for k, ch in [(k, "") for k in keys] + [(pygame.key.key_code(ch), ch) for ch in text]:
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0),
                          pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=ch, scancode=0)])


def drag(app: App, start: tuple[int, int], end: tuple[int, int], button_up: bool = True) -> None:
    """Press at ``start``, move in a few steps, release at ``end`` (canvas positions)."""
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for k in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
    if button_up:
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def cover_up(app: App) -> HandoverScene | None:
    """The hand-over cover if it is on top."""
    top = app.stack.top
    return top if isinstance(top, HandoverScene) else None


GUARD_FRAMES = round(GUARD_TIME * 60) + 2
"""Frames (at 60 a second) after which a cover or a private screen takes input."""


def wait_guard(app: App) -> None:
    """Let the guard time of the screen on top pass (a cover or a private screen ignores input until then)."""
    for _ in range(GUARD_FRAMES):
        app.step(1 / 60, [])


def lift_cover(app: App, key: int = pygame.K_RETURN) -> None:
    """The named player lifts the cover on top: a fresh key press after the guard time."""
    assert cover_up(app) is not None
    wait_guard(app)
    press(app, key)


def open_private(app: App, kind: type) -> Scene:
    """Step until the private screen ``kind`` is on top (lifting a cover on the way) and its guard time has passed."""
    step_until(app, lambda: cover_up(app) is not None or isinstance(app.stack.top, kind))
    if cover_up(app) is not None:
        lift_cover(app)
        step_until(app, lambda: isinstance(app.stack.top, kind))
    wait_guard(app)
    top = app.stack.top
    assert isinstance(top, kind)
    return top


def rules_to_round_one(record: GameRecord, buyer: int) -> None:
    """Play the start phase and round 1's auction by the rules alone: ``buyer`` buys every lot for 0."""
    state = record.state
    assert isinstance(state, LastParadiseState)
    while not (state.round == 1 and state.phase in ("offer", "place", "answer")):
        seat = state.to_move[0]
        if state.phase == "choose lot":
            record.apply(seat, ChooseLot(state.opening_left[0]))
        elif state.phase == "bid":
            record.apply(seat, Bid(1 if seat == buyer else state.minimum))
        elif state.phase == "offer":
            record.apply(seat, PassOffer())
        elif state.phase == "answer":
            record.apply(seat, Answer(state.offers[0]["seat"], True))
        else:
            raise AssertionError(f"unexpected phase {state.phase}")
