"""The Last Paradise table: the round summary holds until a person reads it (never on a key from before), goes by
itself with only computers and in replays; the auction history opens on the table and never runs ahead of the hands;
key hints show only when a person at the table acts."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

import pygame
import pytest

from game.last_paradise import PassOffer
from game.last_paradise.summary import auction_rows
from scenes.last_paradise.chronicle import GUARD
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App
from scenes.replay import start_replay
from sprites import text as drawn_text
from sprites.last_paradise.history import HISTORY_BUTTON
from tests.kit.last_paradise_scene import last_paradise_state, new_record, press, rules_to_round_one, step_until, table

FRAME = 1 / 60


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()
    pygame.event.clear()


def key(k: int) -> pygame.event.Event:
    """A key press."""
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def placing(tmp_path, monkeypatch):  # noqa: ANN001, ANN201 - pytest fixtures
    """A table where Anton (the one person, with two computers) is to place round 1's lot."""
    record = new_record(["human", "easy", "easy"], 11, 60)
    state = last_paradise_state(record)
    rules_to_round_one(record, buyer=0)
    while state.phase == "offer":
        record.apply(state.to_move[0], PassOffer())
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"], record=record)
    step_until(app, lambda: not scene.busy)
    return app, scene


def placed_by_a_person(tmp_path, monkeypatch, held: tuple[int, ...] = ()):  # noqa: ANN001, ANN201 - pytest fixtures
    """Anton has just placed round 1's lot: its summary is up.  ``held``: keys said to be down as it comes up."""
    app, scene = placing(tmp_path, monkeypatch)
    state = scene.state
    if held:
        monkeypatch.setattr(pygame.key, "get_pressed", lambda: defaultdict(bool, {k: True for k in held}))
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert state.round == 2  # the rules have moved on; the table has not shown it yet
    step_until(app, lambda: scene.chronicle.report is not None)
    return app, scene


def test_the_summary_holds_the_table_until_the_person_reads_it(tmp_path, monkeypatch) -> None:
    """A Space at once, a click released but not pressed here, time going by: the summary stays and nothing
    of the next round shows; a fresh Space after the guard time lets the table play on."""
    app, scene = placed_by_a_person(tmp_path, monkeypatch)
    report = scene.chronicle.report
    assert report is not None and report.title.startswith("Round 1 of 12")
    app.step(FRAME, [key(pygame.K_SPACE)])  # a double press from placing the lot
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 300), button=1)])
    for _ in range(600):
        app.step(FRAME, [])
    assert scene.chronicle.report is report and scene.busy
    assert scene.shown["round"] == 1 and scene.shown["phase"] == "place"
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    assert "Click, or press Space, to play on" in drawn and report.title in drawn
    app.step(FRAME, [key(pygame.K_SPACE)])
    assert scene.chronicle.report is report  # the first Space was never let go: this is its repeat
    app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode="", scancode=0)])
    app.step(FRAME, [key(pygame.K_SPACE)])
    assert scene.chronicle.report is None
    step_until(app, lambda: scene.shown["round"] == 2)


def test_a_click_pressed_and_let_go_on_the_summary_dismisses_it(tmp_path, monkeypatch) -> None:
    """A click pressed before the guard time and let go after it does nothing; a whole click after it dismisses."""
    app, scene = placed_by_a_person(tmp_path, monkeypatch)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1)])
    step_until(app, lambda: scene.chronicle.ready)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 300), button=1)])
    assert scene.chronicle.report is not None
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1)])
    assert scene.chronicle.report is not None
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 300), button=1)])
    assert scene.chronicle.report is None


def test_a_key_held_from_before_never_dismisses_the_summary(tmp_path, monkeypatch) -> None:
    """Space held down as the summary comes up (and repeating) does nothing until it is let go."""
    app, scene = placed_by_a_person(tmp_path, monkeypatch, held=(pygame.K_SPACE, pygame.K_RETURN))
    step_until(app, lambda: scene.chronicle.age > 2 * GUARD)
    for _ in range(3):
        app.step(FRAME, [key(pygame.K_SPACE)])
        app.step(FRAME, [key(pygame.K_RETURN)])
    assert scene.chronicle.report is not None
    app.step(FRAME, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    app.step(FRAME, [key(pygame.K_RETURN)])
    assert scene.chronicle.report is None


def test_ctrl_z_and_esc_still_work_under_the_summary(tmp_path, monkeypatch) -> None:
    """The summary takes only its own keys: Ctrl+Z still answers (the placement turned up the next counter, so it
    says why not) and Esc still pauses; the summary stays through both."""
    from scenes.pause import PauseScene

    app, scene = placed_by_a_person(tmp_path, monkeypatch)
    step_until(app, lambda: scene.chronicle.ready)
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="",
                                        scancode=0)])
    assert scene.message.startswith("Nothing to undo") and scene.chronicle.report is not None
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene) and scene.chronicle.report is not None


def test_with_only_computers_the_summary_goes_by_itself(tmp_path, monkeypatch) -> None:
    """No person at the table: each summary shows, then the game plays on with no input at all."""
    app, scene = table(tmp_path, monkeypatch, ["easy", "hard", "easy"], seed=4, money=60)
    step_until(app, lambda: scene.chronicle.report is not None, frames=20000)
    first = scene.chronicle.report
    assert first is not None and not scene.chronicle.people_read
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    assert first.title in drawn and "Click, or press Space, to play on" not in drawn
    step_until(app, lambda: scene.chronicle.report is not first, frames=20000)
    step_until(app, lambda: scene.shown["round"] > first.round, frames=20000)


def test_in_a_replay_the_summary_shows_and_goes(app_factory) -> None:  # noqa: ANN001
    """A replay played on shows each round's summary and moves on without input."""
    app, record = app_factory
    replay = start_replay(app, record)
    app.step(FRAME, [])
    table_scene = replay.table
    assert isinstance(table_scene, LastParadiseScene)
    replay.toggle_play()
    step_until(app, lambda: table_scene.chronicle.report is not None, frames=30000)
    shown = table_scene.chronicle.report
    assert not table_scene.chronicle.people_read
    step_until(app, lambda: table_scene.chronicle.report is not shown, frames=30000)


@pytest.fixture
def app_factory(tmp_path, monkeypatch) -> Iterator[tuple[App, object]]:  # noqa: ANN001
    """A headless app and a whole game played by the computers (as a finished record, with a person's seat)."""
    from game.last_paradise import SPEC
    from tests.kit.app import make_app

    record = new_record(["human", "easy", "easy"], 6, 60)
    state = record.state
    while not state.is_over:
        seat = state.to_move[0]
        bot = SPEC.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = 8.0
    yield app, record


def test_the_history_opens_on_the_table_and_never_runs_ahead_of_the_hands(tmp_path, monkeypatch) -> None:
    """L opens the auction history; while hands are still closed their bids are not in it; L closes it, the button
    opens it again and Esc closes it."""
    app, scene = table(tmp_path, monkeypatch, ["easy", "easy", "hard"], seed=7, money=60)
    press(app, pygame.K_l)
    assert scene.chronicle.history_open
    step_until(app, lambda: scene.show is not None and scene.show.opened < 1.0, frames=20000)
    told = auction_rows(scene.shown["auctions"])
    assert len(scene.chronicle.rows()) == len(told) - 1
    step_until(app, lambda: scene.show is None or scene.show.opened >= 1.0)
    assert len(scene.chronicle.rows()) == len(auction_rows(scene.shown["auctions"]))
    drawn = drawn_text.start_recording()
    app.step(FRAME, [])
    assert "Auction history" in drawn and "Close history [L]" in drawn
    press(app, pygame.K_l)
    assert not scene.chronicle.history_open
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=HISTORY_BUTTON.center, button=1)])
    assert scene.chronicle.history_open
    press(app, pygame.K_ESCAPE)
    assert not scene.chronicle.history_open and app.stack.top is scene


def test_key_hints_only_when_a_person_at_the_table_acts(tmp_path, monkeypatch) -> None:
    """"F flips" and "A / D" are for a person who places or answers, never while a computer does."""
    _app, scene = placing(tmp_path, monkeypatch)
    view = dict(scene.shown)
    assert "F flips" in scene.controls.prompt(view)
    view["to_move"] = [1]  # a computer places
    view["buyer"] = 1
    assert "F flips" not in scene.controls.prompt(view) and "arrows" not in scene.controls.prompt(view)
    view["phase"] = "answer"
    assert "A / D" not in scene.controls.prompt(view)
    view["to_move"], view["buyer"] = [0], 0
    assert "A / D" in scene.controls.prompt(view)
