"""Idling cool: a frame is drawn only when something may have changed, and the loop waits as the scene moves."""
from __future__ import annotations

import threading
from typing import Any

import pygame
import pytest

import scenes.manager
from game.core import Action, make_seats
from scenes.base import WAKE_EVENT, Motion, wake_loop
from scenes.bot_runner import BotRunner
from scenes.manager import App
from scenes.pacing import AMBIENT_BUDGET, AMBIENT_FPS, AMBIENT_LEAST_FPS, FPS, SETTLE_TIME, STILL_WAKE, Pacer, wait_for_events
from scenes.play import GameScene
from tests.kit.app import RecordingScene, make_app
from tests.kit.typed import Token, as_a
from tests.kit.ui import app  # noqa: F401 - the fixture

FRAME = 1 / 60


class MovingScene(RecordingScene):
    """A scene that says how it moves and counts its draws and updates."""

    def __init__(self, app: App, motion: Motion, opaque: bool = True) -> None:
        super().__init__(app, opaque)
        self.moving: Motion = motion
        self.draws = 0
        self.updates = 0

    @property
    def motion(self) -> Motion:
        return self.moving

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        super().draw(surface)


def settled(app: App, motion: Motion) -> MovingScene:
    """A scene of ``motion`` on top, run past the settling time."""
    scene = MovingScene(app, motion)
    app.push(scene)
    for _ in range(3):
        app.step(SETTLE_TIME, [])
    return scene


def test_a_still_scene_is_not_redrawn_when_no_event_arrives(app) -> None:
    scene = settled(app, "still")
    assert scene.draws >= 1  # it was drawn once it was pushed
    drawn, frames = scene.draws, app.frames
    for _ in range(30):
        app.step(FRAME, [])
    assert scene.draws == drawn and app.frames == frames
    assert scene.updates > 30  # time still passes for it


@pytest.mark.parametrize("event", [
    pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)),
    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0),
    pygame.event.Event(pygame.WINDOWEXPOSED),
    pygame.event.Event(pygame.VIDEORESIZE, size=(960, 540), w=960, h=540),
])
def test_input_and_window_events_trigger_a_redraw(app, event) -> None:
    scene = settled(app, "still")
    drawn = scene.draws
    app.step(FRAME, [event])
    assert scene.draws == drawn + 1


def test_the_loop_settles_at_full_rate_after_input_then_goes_still(app) -> None:
    scene = settled(app, "still")
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)])
    assert app.pacer.frame_rate(scene.motion) == FPS
    drawn = scene.draws
    app.step(FRAME, [])
    assert scene.draws == drawn + 1  # a fade started by the key may still be ending
    app.step(SETTLE_TIME, [])
    drawn = scene.draws
    app.step(FRAME, [])
    assert scene.draws == drawn and app.pacer.frame_rate(scene.motion) == 0


def test_a_wake_call_alone_does_not_redraw_a_still_scene(app) -> None:
    scene = settled(app, "still")
    drawn = scene.draws
    app.step(FRAME, [pygame.event.Event(WAKE_EVENT)])
    assert scene.draws == drawn and scene.updates > 0
    assert all(event.type != WAKE_EVENT for event in scene.events)  # the loop takes it, no scene sees it


@pytest.mark.parametrize("motion", ["active", "ambient"])
def test_a_moving_scene_draws_every_frame_it_gets(app, motion) -> None:
    scene = settled(app, motion)
    drawn = scene.draws
    for _ in range(10):
        app.step(FRAME, [])
    assert scene.draws == drawn + 10


def test_a_scene_pushed_or_popped_is_drawn_at_once(app) -> None:
    below = settled(app, "still")
    above = MovingScene(app, "still", opaque=False)
    app.push(above)
    app.step(FRAME, [])
    assert above.draws == 1 and below.draws >= 2
    for _ in range(3):
        app.step(SETTLE_TIME, [])
    drawn = below.draws
    app.pop()
    app.step(FRAME, [])
    assert below.draws == drawn + 1


def test_the_tick_rate_follows_the_motion() -> None:
    pacer = Pacer()
    pacer.settle = 0.0
    assert [pacer.frame_rate(m) for m in ("active", "ambient", "still")] == [FPS, AMBIENT_FPS, 0]
    assert pacer.wait_time("active", 0.0) == 0.0
    assert pacer.wait_time("ambient", 0.0) == pytest.approx(1 / AMBIENT_FPS)
    assert pacer.wait_time("ambient", 1 / AMBIENT_FPS) == 0.0
    assert pacer.wait_time("still", 0.0) == pytest.approx(STILL_WAKE)
    pacer.settle = 0.5
    assert pacer.frame_rate("still") == FPS and pacer.wait_time("still", 0.0) == 0.0


def test_ambient_frames_are_held_to_their_share_of_a_core() -> None:
    pacer = Pacer()
    pacer.settle = 0.0
    pacer.note_frame(0.002)  # a 1280x720 menu frame: the full ambient rate is within the budget
    assert pacer.frame_rate("ambient") == AMBIENT_FPS
    for _ in range(40):
        pacer.note_frame(0.008)  # a 1920x1080 menu frame
    assert pacer.frame_rate("ambient") == pytest.approx(AMBIENT_BUDGET / 0.008, rel=0.01)
    assert pacer.frame_rate("ambient") * pacer.frame_cost <= AMBIENT_BUDGET * 1.01
    assert pacer.wait_time("ambient", 0.0) == pytest.approx(0.008 / AMBIENT_BUDGET, rel=0.01)
    for _ in range(40):
        pacer.note_frame(0.5)  # however slow, the background still moves
    assert pacer.frame_rate("ambient") == AMBIENT_LEAST_FPS
    assert pacer.frame_rate("active") == FPS and pacer.frame_rate("still") == 0  # only ambient frames are held


def test_the_app_notes_what_its_frames_cost(app) -> None:
    app.pacer.frame_cost = 0.0
    app.draw()
    assert app.pacer.frame_cost > 0


@pytest.mark.parametrize(("motion", "waited"), [("active", None), ("ambient", 1 / AMBIENT_FPS), ("still", STILL_WAKE)])
def test_the_main_loop_waits_for_input_as_long_as_the_motion_allows(app, monkeypatch, motion, waited) -> None:
    scene = settled(app, motion)
    asked: list[float] = []

    def no_input(timeout: float) -> list[pygame.event.Event]:
        asked.append(timeout)
        return []

    monkeypatch.setattr(scenes.manager, "wait_for_events", no_input)
    app.pacer.frame_cost = 0.0  # frames of no known cost: ambient at its full rate
    app._last_frame = scenes.manager.time.perf_counter()
    updates, drawn = scene.updates, scene.draws
    app.tick()
    assert scene.updates == updates + 1
    if waited is None:
        assert asked == [] and scene.draws == drawn + 1
    else:
        assert len(asked) == 1 and 0 < asked[0] <= waited
        assert scene.draws == drawn + (0 if motion == "still" else 1)


def test_an_autoplay_run_never_idles(tmp_path, monkeypatch) -> None:
    from scenes.manager import Autoplay

    app = make_app(tmp_path, monkeypatch, autoplay=Autoplay("paradisio", 2, 1))
    scene = settled(app, "still")
    drawn = scene.draws
    app.step(FRAME, [])
    assert scene.draws == drawn + 1 and app.pacer.frame_rate(app.motion) == FPS


def test_waiting_returns_the_moment_another_thread_wakes_the_loop(app) -> None:
    pygame.event.clear()
    threading.Timer(0.05, wake_loop).start()
    events = wait_for_events(30.0)
    assert [event.type for event in events] == [WAKE_EVENT]


def test_a_computer_players_decision_wakes_the_loop(app) -> None:
    release = threading.Event()

    class SlowBot:
        def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
            release.wait(10)
            return legal[0]

    runner = BotRunner()
    pygame.event.clear()
    runner.start(SlowBot(), 0, {}, [Token("pass")])
    assert wait_for_events(0.0) == []  # still thinking: nothing to wake for
    release.set()
    assert WAKE_EVENT in [event.type for event in wait_for_events(30.0)]
    assert runner.poll(patience=5.0) == (0, Token("pass"))
    runner.cancel()


@pytest.mark.parametrize("game", ["paradisio", "last-paradise"])
def test_a_table_waiting_for_a_human_is_still_and_active_while_a_move_plays(app, game) -> None:
    from scenes.games import playable_games, start_game

    seats = make_seats(["Ana", "Ben", "Cleo"][:2 if game == "paradisio" else 3])
    table = start_game(app, playable_games()[game], seats, 3)
    for _ in range(240):  # Paradisio's notice of who starts goes by itself (ambient meanwhile)
        app.step(FRAME, [])
    assert app.stack.top is table and table.motion == "still"
    seat = table.state.to_move[0]
    assert table.perform(seat, table.state.legal_actions(seat)[0])
    assert table.motion == "active"


def test_a_table_message_keeps_the_loop_ambient_until_it_goes(app) -> None:
    from scenes.games import playable_games, start_game

    table = as_a(GameScene, start_game(app, playable_games()["paradisio"], make_seats(["Ana", "Ben"]), 3))
    for _ in range(240):  # the notice of who starts goes first
        app.step(FRAME, [])
    table.say("Not there: the sides do not match.")
    assert table.motion == "ambient"
    table.message_time = 0.0
    assert table.motion == "still"


def test_a_computers_private_decision_held_for_its_time_keeps_the_loop_active(app) -> None:
    from scenes.games import playable_games, start_game

    seats = make_seats(["Ana", "Ben", "Cleo"], ["easy", "easy", "easy"])
    table = as_a(GameScene, start_game(app, playable_games()["last-paradise"], seats, 3))
    held_seen = False
    for _ in range(1200):  # the first villa is chosen, then the sealed bids come one by one, each held back
        app.step(FRAME, [])
        if table._held is not None:
            held_seen = True
            assert table.motion == "active"
            break
    assert held_seen


def test_a_paused_replay_is_still_and_a_playing_one_active(app) -> None:
    from game.record import GameRecord
    from scenes.games import playable_games
    from scenes.replay import start_replay

    spec = playable_games()["paradisio"]
    record = GameRecord.start(spec, make_seats(["Ana", "Ben"]), 5)
    bots = [spec.make_bot("easy", 1), spec.make_bot("easy", 2)]
    for _ in range(3):
        seat = record.state.to_move[0]
        record.apply(seat, bots[seat].choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    replay = start_replay(app, record)
    for _ in range(240):  # the news of the last tile stops glowing
        app.step(FRAME, [])
    assert replay.motion == "still"
    replay.playing = True
    assert replay.motion == "active"
