"""Helpers the Paradisio screen tests share: a solitaire table, letting frames pass, the words a frame draws."""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pygame
import pytest

from game.paradisio import ParadisioState
from scenes.manager import App
from scenes.paradisio.solitaire import SolitaireScene
from tests.kit.app import RecordingScene, make_app
from tests.kit.app import words_drawn as words_drawn  # the Paradisio tests' name for it, kept
from tests.kit.typed import HoldsState, state_as

FRAME = 1 / 60


def paradisio_state(holder: HoldsState) -> ParadisioState:
    """The Paradisio state a record or a table holds now."""
    return state_as(ParadisioState, holder)


def open_solitaire(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, SolitaireScene]:
    """An app showing a fresh solitaire (seed 7) over a recording scene."""
    app = make_app(tmp_path, monkeypatch)
    app.push(RecordingScene(app))
    scene = SolitaireScene(app, seed=7)
    app.push(scene)
    app.step(FRAME, [])
    return app, scene


def settle(app: App, frames: int = 30, events: Iterable[pygame.event.Event] = ()) -> None:
    """Let ``frames`` frames pass, the first with ``events``."""
    app.step(FRAME, list(events))
    for _ in range(frames - 1):
        app.step(FRAME, [])
