"""Shared fixtures and input helpers for the UI tests (headless SDL, temporary config)."""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

import pygame
import pygame_gui
import pytest

from game.base import GameState
from game.core import GameRng, Result, Seat, Standing
from game.record import GameRecord
from game.saves import SaveLock
from game.spec import GameSpec, GameType, Narration, Option
from scenes.base import Scene
from scenes.manager import App
from scenes.menu import IslandScreen
from scenes.setup import SetupScene
from sprites import text as drawn_text
from sprites.typed_text import DigitEntry
from sprites.ui import FocusItem, widget_rect
from tests.kit.app import make_app
from tests.kit.typed import as_a

FRAME = 1 / 60


class FakeState(GameState):
    """Just enough of a game state for start_game: the seats, seed and options it was dealt with."""

    GAME_ID = "fake-isle"
    TITLE = "Fake Isle"

    def __init__(self, seats: list[Seat], seed: int, **options: Any) -> None:
        super().__init__(seats, GameRng(seed))
        self.seed = seed
        self.options = options

    @property
    def to_move(self) -> tuple[int, ...]:
        """Nobody: the fake game is only ever dealt."""
        return ()

    def progress(self) -> str:
        """Just dealt."""
        return "Just dealt"


def never(*_: object) -> NoReturn:
    """What the fake game never does: load a save, read an action, seat a computer player."""
    raise AssertionError("the fake game is only ever dealt")


class FakeGameScene(Scene):
    """A trivial game scene that records how it was started."""

    def __init__(self, app: App, record: GameRecord, save_path: Path | None = None, lock: SaveLock | None = None) -> None:
        super().__init__(app)
        self.record, self.save_path, self.lock = record, save_path, lock
        self.spec, self.state, self.seed, self.options = record.spec, record.state, record.seed, record.options

    def on_exit(self) -> None:
        if self.lock is not None:
            self.lock.release()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((10, 80, 10))


def fake_record(spec: GameSpec, seed: int = 0) -> GameRecord:
    """A fake game for two, just dealt."""
    return GameRecord.start(spec, [Seat(0, "Ana"), Seat(1, "Ben")], seed)


def fake_spec(game_id: str = "fake-isle", **changes: Any) -> GameSpec:
    """A GameSpec for a made-up game with two options."""
    spec = GameSpec(id=game_id, title="Fake Isle", blurb="A made-up game for the tests.", min_players=2,
                    max_players=4, new_game=FakeState, make_bot=never,
                    rules_text="<b>Fake</b> rules.", load=never, action_from_dict=never,
                    game_type=GameType("perfect", "sequential", "deterministic"),
                    narration=Narration(lambda event, names: None, lambda seat, action, names: f"{names[seat]} moves.",
                                        lambda seat, action, names: f"{names[seat]} moves in secret."),
                    options=(Option("rounds", "Rounds", (3, 4, 5), 4), Option("mode", "Mode", ("calm", "wild"), "calm")))
    return dataclasses.replace(spec, **changes)


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[App]:
    """A headless App with config and data folders in tmp_path (the text recorder stopped after it)."""
    yield make_app(tmp_path, monkeypatch)
    drawn_text.stop_recording()
    pygame.event.clear()


@pytest.fixture
def fake_games(monkeypatch: pytest.MonkeyPatch) -> dict[str, GameSpec]:
    """Make exactly one fake game playable, played by FakeGameScene."""
    import scenes.games
    import scenes.menu

    spec = fake_spec()
    games = {spec.id: spec}
    monkeypatch.setattr(scenes.menu, "playable_games", lambda: dict(games))
    monkeypatch.setattr(scenes.games, "scene_class", lambda gid: FakeGameScene if gid in games else None)
    return games


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A KEYDOWN event."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def press(app: App, *keys: int, mod: int = 0) -> None:
    """Press keys one frame each, then deliver what pygame_gui posted."""
    for key in keys:
        app.step(FRAME, [key_event(key, mod)])
        app.step(FRAME)


def type_text(app: App, text: str) -> None:
    """Type text into the focused entry."""
    app.step(FRAME, [pygame.event.Event(pygame.TEXTINPUT, text=text)])
    app.step(FRAME)


def click(app: App, canvas_pos: tuple[int, int]) -> None:
    """A left click at a canvas position, sent as window coordinates, then one frame for posted events."""
    pos = app.letterbox.to_window(canvas_pos)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    app.step(FRAME)


def click_widget(app: App, widget: pygame_gui.core.UIElement) -> None:
    """Click the middle of a pygame_gui widget."""
    click(app, widget_rect(widget).center)


def stop(screen: IslandScreen, key: str) -> FocusItem:
    """The focus stop of ``screen`` called ``key``."""
    return next(item for item in screen.focus.items if item.key == key)


def widget(screen: IslandScreen, key: str) -> pygame_gui.core.UIElement:
    """The widget of the focus stop called ``key`` (which must be a widget, not a hand-drawn area)."""
    element = stop(screen, key).element
    assert element is not None, f"the stop {key!r} is no widget"
    return element


def button_of(screen: IslandScreen, key: str) -> pygame_gui.elements.UIButton:
    """The button of the focus stop called ``key``."""
    return as_a(pygame_gui.elements.UIButton, widget(screen, key))


def focused(screen: IslandScreen) -> FocusItem:
    """The focus stop of ``screen`` that has the focus (there must be one)."""
    current = screen.focus.current
    assert current is not None, "the screen has no focus stops"
    return current


def activate(item: FocusItem) -> None:
    """Do what Enter on ``item`` does (it must do something)."""
    assert item.activate is not None, f"the stop {item.key!r} does nothing"
    item.activate()


def seed_entry(setup: SetupScene) -> DigitEntry:
    """The setup screen's seed field (built with the screen)."""
    assert setup.seed_entry is not None
    return setup.seed_entry


def fake_result() -> tuple[Result, list[Seat]]:
    """A three-seat result with a shared breakdown and a note."""
    seats = [Seat(0, "Aroha", "#d9534f"), Seat(1, "Birgit", "#3a7bd5", "easy"), Seat(2, "Chen", "#f0ad4e", "hard")]
    standings = [Standing(1, 1, 42, {"Hotels": 30, "Green": 12}, "clean sweep"),
                 Standing(0, 2, 35, {"Hotels": 20, "Green": 15}),
                 Standing(2, 3, 4, {"Hotels": 7, "Penalty": -3})]
    return Result(standings, "Birgit wins with 42 points."), seats
