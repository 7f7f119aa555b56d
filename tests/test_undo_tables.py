"""Undo on both game tables, headless: Ctrl+Z and the Undo button, what it takes back, what it refuses."""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.core import Seat, SeatKind, make_seats
from game.last_paradise import SPEC as LP_SPEC
from game.last_paradise import Answer, Bid, BidsRevealed
from game.paradisio import SPEC as PA_SPEC
from game.paradisio import RoundStarted, narrate, new_game
from game.record import GameRecord
from game.saves import load_save
from scenes.handover import HandoverScene
from scenes.last_paradise.table import LastParadiseScene
from scenes.manager import App, Autoplay
from scenes.paradisio.match import ParadisioMatchScene
from sprites.last_paradise.panels import UNDO_RECT as LP_UNDO
from sprites.paradisio.match_art import UNDO_RECT as PA_UNDO
from sprites.text import start_recording, stop_recording
from tests.kit.app import make_app

REFUSED_REVEAL = "Nothing to undo: something has been revealed or dealt since then, so the moves before stay."
FRAME = 1 / 60


def ctrl_z() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)


def click(app: App, canvas_pos: tuple[int, int]) -> None:
    pos = app.letterbox.to_window(canvas_pos)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def step_until(app: App, done: Callable[[], bool], frames: int = 3000) -> None:
    for _ in range(frames):
        if done():
            return
        app.step(FRAME, [])
        time.sleep(0.0005)
    raise AssertionError("the table never got there")


def drawn_words(app: App) -> str:
    """Every string the next frame draws, joined by spaces (a wrapped sentence reads whole)."""
    said = start_recording()
    try:
        app.step(FRAME, [])
    finally:
        stop_recording()
    return " ".join(said)


# --- Paradisio -----------------------------------------------------------------------

def pa_seats(first: SeatKind, second: SeatKind) -> list[Seat]:
    return [Seat(0, "Ana", "#d9534f", first), Seat(1, "Bo", "#3a7bd5", second)]


def pa_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record: GameRecord | None = None,
             kinds: tuple[SeatKind, SeatKind] = ("human", "easy")) -> tuple[App, ParadisioMatchScene, Path]:
    """A match saved to a file, human Ana starting round 1 against the computer (unless ``record`` is given)."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = 4.0
    if record is None:
        seed = next(s for s in range(1000) if new_game(pa_seats(*kinds), s).player == 0)
        record = GameRecord.start(PA_SPEC, pa_seats(*kinds), seed)
    path = tmp_path / "match.json"
    scene = ParadisioMatchScene(app, record, save_path=path)
    app.push(scene)
    app.step(FRAME, [])
    return app, scene, path


def place_and_let_the_computer_answer(app: App, scene: ParadisioMatchScene) -> None:
    tile = scene.state.legal_actions(0)[0]
    assert scene.perform(0, tile)
    step_until(app, lambda: len(scene.record.moves) == 2 and not scene.busy)


def assert_back_to_the_start(app: App, scene: ParadisioMatchScene, path: Path) -> None:
    record = scene.record
    assert record.moves == []
    assert record.state.to_json() == record.fresh_state().to_json()
    assert scene.shown["placed"] == [] and scene.shown["to_move"] == [0]
    assert not scene.flying and not scene.animator.tweens and scene.news.last_tile is None
    assert scene.slots == [list(h) for h in scene.shown["hands"]]
    assert [line.move for line in scene.log] == [-1]  # only the opening line is left in the log
    saved = load_save(path, {PA_SPEC.id: PA_SPEC})
    assert saved.moves == [] and saved.state.to_json() == record.state.to_json()
    assert "Ana's move is taken back, and the computer's answer with it." in drawn_words(app)


def test_ctrl_z_takes_back_my_tile_and_the_computers_answer(tmp_path, monkeypatch) -> None:
    app, scene, path = pa_table(tmp_path, monkeypatch)
    place_and_let_the_computer_answer(app, scene)
    assert scene.can_undo and len(scene.shown["placed"]) == 2
    app.step(FRAME, [ctrl_z()])
    assert_back_to_the_start(app, scene, path)


def test_the_undo_button_does_the_same_by_mouse(tmp_path, monkeypatch) -> None:
    app, scene, path = pa_table(tmp_path, monkeypatch)
    place_and_let_the_computer_answer(app, scene)
    click(app, PA_UNDO.center)
    assert_back_to_the_start(app, scene, path)


def test_an_undo_mid_flight_leaves_nothing_of_the_undone_move_moving(tmp_path, monkeypatch) -> None:
    app, scene, path = pa_table(tmp_path, monkeypatch)
    assert scene.perform(0, scene.state.legal_actions(0)[0])
    step_until(app, lambda: len(scene.record.moves) == 2 and bool(scene.flying))  # the computer's tile is flying
    app.step(FRAME, [ctrl_z()])
    sounds = len(app.sounds.played)
    for _ in range(60):
        app.step(FRAME, [])
    assert scene.record.moves == [] and scene.shown["placed"] == [] and not scene.flying
    assert "place" not in app.sounds.played[sounds:]  # no landing of the taken-back tile


def test_undo_after_a_round_ended_is_refused_with_a_sentence(tmp_path, monkeypatch) -> None:
    record = GameRecord.start(PA_SPEC, pa_seats("human", "human"), 4)
    rng = random.Random(4)
    while True:
        seat = record.state.to_move[0]
        events = record.apply(seat, rng.choice(record.state.legal_actions(seat)))
        if any(isinstance(e, RoundStarted) for e in events):
            break
    count = len(record.moves)
    app, scene, path = pa_table(tmp_path, monkeypatch, record)
    assert not scene.can_undo
    app.step(FRAME, [ctrl_z()])
    assert len(scene.record.moves) == count
    assert scene.message == REFUSED_REVEAL and app.sounds.played[-1] == "invalid"
    assert REFUSED_REVEAL in drawn_words(app)


def test_in_a_two_human_match_a_tile_stays_once_the_other_player_is_to_move(tmp_path, monkeypatch) -> None:
    app, scene, path = pa_table(tmp_path, monkeypatch, kinds=("human", "human"))
    first = scene.state.legal_actions(0)[0]
    scene.perform(0, first)
    step_until(app, lambda: not scene.busy)
    assert not scene.can_undo
    app.step(FRAME, [ctrl_z()])
    assert scene.record.moves[-1].action == first and scene.shown["to_move"] == [1]
    assert scene.message == narrate.tile_seen("Ana", "Bo")  # Bo has seen the tile, so it stays


def test_nothing_is_undone_in_a_finished_match(tmp_path, monkeypatch) -> None:
    record = GameRecord.start(PA_SPEC, pa_seats("human", "human"), 2)
    rng = random.Random(2)
    while not record.state.is_over:
        seat = record.state.to_move[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    count = len(record.moves)
    app, scene, path = pa_table(tmp_path, monkeypatch, record)
    assert not scene.can_undo
    scene.handle(ctrl_z())
    assert len(scene.record.moves) == count


def test_nothing_is_undone_in_an_autoplay_run(tmp_path, monkeypatch) -> None:
    """Every move of an autoplay run is a computer's, so there is none of a person's to take back."""
    app = make_app(tmp_path, monkeypatch, autoplay=Autoplay("paradisio", 2, 1))
    scene = ParadisioMatchScene(app, GameRecord.start(PA_SPEC, pa_seats("easy", "easy"), 1))
    app.push(scene)
    step_until(app, lambda: len(scene.record.moves) >= 3)
    assert not scene.can_undo
    count = len(scene.record.moves)
    scene.handle(ctrl_z())
    assert len(scene.record.moves) >= count
    assert scene.message == "Nothing to undo: there is no move of yours to take back."


# --- The Last Paradise ---------------------------------------------------------------

def lp_record(kinds: list[SeatKind], seed: int = 7) -> GameRecord:
    return GameRecord.start(LP_SPEC, make_seats(["Anton", "Birgit", "Claus"], kinds), seed, {"starting_money": 60})


def lp_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record: GameRecord) -> tuple[App, LastParadiseScene]:
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = 8.0
    scene = LastParadiseScene(app, record, save_path=tmp_path / "lp.json")
    app.push(scene)
    return app, scene


def play_until(record: GameRecord, rng: random.Random, done: Callable[[], bool]) -> None:
    for _ in range(2000):
        if done():
            return
        seat = record.state.to_move[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    raise AssertionError("the game never got there")


def test_the_buyers_answer_to_an_offer_can_be_undone(tmp_path, monkeypatch) -> None:
    record = lp_record(["human", "human", "human"])
    rng = random.Random(7)
    play_until(record, rng, lambda: record.state.view(None)["phase"] == "answer")
    buyer = record.state.to_move[0]
    app, scene = lp_table(tmp_path, monkeypatch, record)
    step_until(app, lambda: not scene.busy)
    offer = scene.shown["offers"][0]
    count = len(scene.record.moves)
    assert scene.perform(buyer, Answer(offer["seat"], True))
    step_until(app, lambda: not scene.busy)
    assert scene.shown["offers"][0]["accepted"] is True and scene.can_undo
    click(app, LP_UNDO.center)
    assert len(scene.record.moves) == count
    assert scene.shown["phase"] == "answer" and scene.shown["offers"][0]["accepted"] is None
    assert f"{scene.names[buyer]}'s move is taken back." == scene.message
    assert not any("accepts the offer" in line.text for line in scene.log)


def test_a_bid_after_the_hands_opened_cannot_be_undone(tmp_path, monkeypatch) -> None:
    record = lp_record(["human", "easy", "easy"])
    rng = random.Random(3)
    revealed = False
    while not revealed:  # the human bids last, and that bid opens the hands
        seat = record.state.to_move[-1]
        action = rng.choice(record.state.legal_actions(seat))
        events = record.apply(seat, action)
        revealed = seat == 0 and isinstance(action, Bid) and any(isinstance(e, BidsRevealed) for e in events)
    count = len(record.moves)
    app, scene = lp_table(tmp_path, monkeypatch, record)
    assert not scene.can_undo
    app.step(FRAME, [ctrl_z()])
    assert len(scene.record.moves) >= count and scene.record.moves[count - 1].seat == 0
    assert scene.message == REFUSED_REVEAL


def test_no_undo_reaches_the_table_while_the_hand_over_cover_is_up(tmp_path, monkeypatch) -> None:
    record = lp_record(["human", "human", "human"])
    rng = random.Random(5)
    play_until(record, rng, lambda: record.state.view(None)["phase"] == "answer")
    buyer = record.state.to_move[0]
    record.apply(buyer, Answer(record.state.view(None)["offers"][0]["seat"], False))
    play_until(record, rng, lambda: record.state.view(None)["phase"] == "bid")
    app, scene = lp_table(tmp_path, monkeypatch, record)
    step_until(app, lambda: isinstance(app.stack.top, HandoverScene))
    count = len(scene.record.moves)
    app.step(FRAME, [ctrl_z()])
    assert len(scene.record.moves) == count and isinstance(app.stack.top, HandoverScene)


def test_nothing_is_undone_in_a_computer_only_last_paradise_game(tmp_path, monkeypatch) -> None:
    app, scene = lp_table(tmp_path, monkeypatch, lp_record(["easy", "easy", "easy"]))
    step_until(app, lambda: len(scene.record.moves) >= 6)
    assert not scene.can_undo
    count = len(scene.record.moves)
    scene.handle(ctrl_z())
    assert len(scene.record.moves) >= count
