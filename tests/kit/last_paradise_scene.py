"""Helpers shared by the Last Paradise scene tests (this module holds no tests itself)."""
from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import pygame
import pytest

from game.core import SeatKind, State, make_seats
from game.last_paradise import SPEC, Answer, Bid, ChooseLot, LastParadiseState, PassOffer
from game.record import GameRecord
from scenes.base import Scene
from scenes.fresh_keys import GUARD_TIME
from scenes.handover import HandoverScene
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App
from tests.kit.app import make_app
from tests.kit.typed import HoldsState, state_as

NAMES = ["Anton", "Birgit", "Claus", "Dorte"]
SceneT = TypeVar("SceneT", bound=Scene)


def last_paradise_state(holder: HoldsState) -> LastParadiseState:
    """The Last Paradise state a record or a table holds now."""
    return state_as(LastParadiseState, holder)


def new_record(kinds: Sequence[SeatKind], seed: int = 5, money: int = 80) -> GameRecord:
    """A fresh game with these seat kinds (names from NAMES)."""
    return GameRecord.start(SPEC, make_seats(NAMES[:len(kinds)], kinds), seed, {"starting_money": money})


def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kinds: Sequence[SeatKind], seed: int = 5,
          money: int = 80, record: GameRecord | None = None, speed: float = 6.0) -> tuple[App, LastParadiseScene]:
    """An app showing a Last Paradise table with these seat kinds."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = speed
    if record is None:
        record = new_record(kinds, seed, money)
    scene = LastParadiseScene(app, record)
    app.push(scene)
    return app, scene


def step_until(app: App, done: Callable[[], object], frames: int = 3000,
               each: Callable[[], object] | None = None) -> int:
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


def open_private(app: App, kind: type[SceneT]) -> SceneT:
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


def offer_step_record(kinds: Sequence[SeatKind]) -> tuple[GameRecord, int, int]:
    """A game moved on by random legal moves until two seats, the first broke and the second not, are the
    buyer's next rivals to offer (both of ``kinds``' second kind): (record, broke seat, other seat)."""
    for seed in range(400):
        rng = random.Random(seed)
        record = new_record(kinds, seed, money=40)
        state = record.state
        assert isinstance(state, LastParadiseState)
        while not state.is_over:
            queue = list(state.offer_queue)
            if (state.phase == "offer" and len(queue) >= 2 and state.money[queue[0]] == 0
                    and state.money[queue[1]] > 0 and kinds[queue[0]] == kinds[queue[1]] == kinds[1]):
                return record, queue[0], queue[1]
            seat = rng.choice(state.to_move)
            action = rng.choice(state.legal_actions(seat))
            if state.phase == "bid":
                action = Bid(state.money[seat] if rng.random() < 0.5 else state.minimum)
            elif state.phase == "offer":
                action = PassOffer()
            record.apply(seat, action)
    raise AssertionError("no game reached a broke rival followed by a rival with money")


# --- the same moment drawn twice (secrets on screen, by pixels) -----------------------------
def twin_record(record: GameRecord, state: State) -> GameRecord:
    """A copy of ``record`` (same seats, seed, options and moves) whose state is ``state``: a resample, or a
    state with something planted, that the table must draw exactly as the real one."""
    twin = GameRecord(record.spec, record.seats, record.seed, record.options)
    twin.moves, twin.barriers = list(record.moves), list(record.barriers)
    twin.state = state
    return twin


def frame(app: App) -> bytes:
    """The picture the app shows now, through its real drawing path (caches on), as bytes."""
    app.draw()
    return pygame.image.tobytes(app.canvas, "RGB")


def where_they_differ(a: bytes, b: bytes, width: int, height: int) -> tuple[int, int, int, int]:
    """The box (left, top, right, bottom) of the pixels that differ between two frames."""
    row = width * 3
    rows = [y for y in range(height) if a[y * row:(y + 1) * row] != b[y * row:(y + 1) * row]]
    columns = [x for y in rows for x in range(width) if a[y * row + 3 * x:y * row + 3 * x + 3] != b[y * row + 3 * x:y * row + 3 * x + 3]]
    return min(columns), rows[0], max(columns), rows[-1]


class Twins:
    """Two apps showing two records of the same moment (the real one, and one whose state was resampled or had
    something planted), driven by the same input, frame by frame; :meth:`same` compares what they show."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record: GameRecord, twin: GameRecord,
                 speed: float = 6.0) -> None:
        self.tmp_path = tmp_path
        self.apps = []
        self.scenes = []
        for one in (record, twin):
            app, scene = table(tmp_path, monkeypatch, [], record=one, speed=speed)
            self.apps.append(app)
            self.scenes.append(scene)
        self.compared = 0
        self.made = len(record.moves)

    def covered(self) -> bool:
        """True when the real table shows the hand-over cover."""
        return cover_up(self.apps[0]) is not None

    def moved(self) -> bool:
        """True once a move has been made on either table since they were set up."""
        return any(len(scene.record.moves) > self.made for scene in self.scenes)

    @property
    def app(self) -> App:
        """The app of the real record (to look at what is on top)."""
        return self.apps[0]

    def step(self, events: list[pygame.event.Event] | None = None) -> None:
        """One frame of both apps, with the same input."""
        for app in self.apps:
            app.step(1 / 60, list(events or []))
            time.sleep(0.0005)

    def same(self, where: str) -> None:
        """Both apps show the very same pixels now (on a difference: both pictures are saved, and the box said)."""
        real, twin = (frame(app) for app in self.apps)
        if real != twin:
            width, height = self.app.canvas.get_size()
            for name, app in (("real", self.apps[0]), ("twin", self.apps[1])):
                pygame.image.save(app.canvas, str(self.tmp_path / f"{name}.png"))
            raise AssertionError(f"{where}: the frames differ in {where_they_differ(real, twin, width, height)} "
                                 f"(see {self.tmp_path}/real.png and twin.png)")
        self.compared += 1

    def step_same(self, until: Callable[[], bool], where: str, frames: int = 3000, must_end: bool = True) -> int:
        """Step both apps comparing every frame until ``until()`` (the frame where it holds is not compared: one
        table may have got there a frame sooner); without ``must_end``, for ``frames`` frames at most."""
        for n in range(frames):
            if until():
                return n
            self.same(f"{where}, frame {n}")
            self.step()
        if must_end:
            raise AssertionError(f"{where}: the table never got there")
        return frames

    def press(self, key: int, text: str = "") -> None:
        """A key pressed and let go on both apps, comparing the frame after it."""
        self.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0),
                   pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0)])
