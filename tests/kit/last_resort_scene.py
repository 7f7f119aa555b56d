"""Helpers shared by the Last Resort scene tests (this module holds no tests itself)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pygame
import pytest

from game.core import Action, SeatKind, make_seats
from game.last_resort import SPEC
from game.last_resort.actions import Build
from game.last_resort.boards import COLUMNS
from game.record import GameRecord
from scenes.last_resort.adverts import AdvertOverlay
from scenes.last_resort.table import LastResortScene
from scenes.manager import App
from sprites.last_resort.board import offer_tiles
from sprites.last_resort.layout import offer_rect
from tests.kit.app import make_app
from tests.kit.last_paradise_scene import cover_up, drag, lift_cover, open_private, step_until, wait_guard

NAMES = ["Wilhelmina-Grace", "Bartholomew Oxx", "Cleopatra Vance", "Dmitri Kowalsky"]
"""Sixteen letters at most, as long as the setup screen allows."""


def new_record(kinds: Sequence[SeatKind], seed: int = 3, something_wrong: bool = False) -> GameRecord:
    """A fresh game with these seat kinds (names from NAMES), with or without 'Something's Gone Wrong'."""
    return GameRecord.start(SPEC, make_seats(NAMES[:len(kinds)], kinds), seed, {"something_wrong": something_wrong})


def play_until(record: GameRecord, wanted: Callable[[GameRecord], bool], limit: int = 400) -> bool:
    """Play on by the rules alone (every seat as the easy computer) until ``wanted`` holds; False if never."""
    for _ in range(limit):
        if wanted(record):
            return True
        state = record.state
        if state.is_over:
            return False
        seat = state.to_move[0]
        bot = SPEC.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
    return wanted(record)


def human_deciding(phase: str, kind: type, more: Callable[[list[Action]], bool] = lambda legal: True
                   ) -> Callable[[GameRecord], bool]:
    """A predicate: seat 0 must decide in ``phase`` with an action of ``kind`` among its legal ones."""
    def wanted(record: GameRecord) -> bool:
        state = record.state
        if state.view(None)["phase"] != phase or 0 not in state.to_move:
            return False
        legal = state.legal_actions(0)
        return any(isinstance(a, kind) for a in legal) and more(legal)
    return wanted


def find_record(kinds: Sequence[SeatKind], wanted: Callable[[GameRecord], bool], seeds: range = range(1, 60)) -> GameRecord:
    """The first game (by seed) played on by the rules until ``wanted`` holds."""
    for seed in seeds:
        record = new_record(kinds, seed)
        if play_until(record, wanted):
            return record
    raise AssertionError("no seed reaches the wanted decision")


def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record: GameRecord,
          speed: float = 8.0) -> tuple[App, LastResortScene]:
    """An app showing the Last Resort table of ``record``."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = speed
    scene = LastResortScene(app, record)
    app.push(scene)
    return app, scene


def deciding(app: App, scene: LastResortScene) -> None:
    """Step until the human's public decision is up on the table and its guard time has passed."""
    step_until(app, lambda: scene.controls.seat is not None)
    wait_guard(app)


def open_adverts(app: App) -> AdvertOverlay:
    """Step until an Advert overlay is on top (lifting a cover on the way) and its guard time has passed."""
    overlay = open_private(app, AdvertOverlay)
    assert isinstance(overlay, AdvertOverlay)
    return overlay


def top_row_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, LastResortScene, Build, pygame.Rect]:
    """A table where the human decides a build that may go on the station's top row: the app, the scene, that
    build and where its tile lies on offer."""
    top = range(COLUMNS)
    record = find_record(["human", "easy"], human_deciding(
        "build", Build, lambda legal: any(isinstance(a, Build) and a.space in top for a in legal)))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    build = next(a for a in scene.controls.legal if isinstance(a, Build) and a.space in top)
    start = next(offer_rect(kind, index) for kind, index, t in offer_tiles(scene.shown) if t == build.tile)
    return app, scene, build, start


def carry(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start`` and move to ``end`` in a few frames, the button still held."""
    drag(app, start, end, button_up=False)


def let_go(app: App, end: tuple[int, int]) -> None:
    """Release the left button at ``end``."""
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


__all__ = ["NAMES", "carry", "cover_up", "deciding", "find_record", "human_deciding", "let_go", "lift_cover",
           "new_record", "open_adverts", "play_until", "step_until", "table", "top_row_build", "wait_guard"]
