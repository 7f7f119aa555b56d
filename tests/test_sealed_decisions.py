"""A computer's sealed choice does not wait on, nor change with, the other seats' sealed choices of the same
step (the newcomer playtest found every Expert bid in The Last Paradise thrown away and thought out again
after each person's bid)."""
from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from game.core import Action, make_seats
from game.last_paradise import SPEC
from game.last_paradise.actions import Bid, ChooseLot
from game.record import GameRecord
from game.spec import GameSpec
from tests.kit.last_paradise_scene import step_until, table


def bidding_record(kinds: list[Any], spec: GameSpec = SPEC) -> GameRecord:
    """A 3-seat game at its first sealed bid."""
    record = GameRecord.start(spec, make_seats(["Ana", "Ben", "Cleo"], kinds), 5, {"starting_money": 60})
    state: Any = record.state
    record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    assert record.state.simultaneous
    return record


def test_the_decision_point_stays_while_the_others_bid_in_secret() -> None:
    record = bidding_record(["human"] * 3)
    start = len(record.moves)
    before = record.state.view(2)
    seed = record.bot_seed(2)
    assert record.decision_point() == start
    record.apply(0, Bid(7))
    record.apply(1, Bid(3))
    assert record.decision_point() == start
    asked, asked_seed, point = record.bot_question(2)
    assert point == start and asked_seed == seed and record.bot_seed(2) == seed
    assert asked.view(2) == before  # the state it decides from is the one before the others bid


def test_a_new_step_starts_after_the_reveal() -> None:
    record = bidding_record(["human"] * 3)
    for seat, amount in ((0, 7), (1, 3), (2, 5)):
        record.apply(seat, Bid(amount))
    assert record.decision_point() == len(record.moves)  # the reveal is a barrier
    asked, _, _ = record.bot_question(record.state.to_move[0])
    assert asked is record.state


def test_a_tie_repeat_is_a_step_of_its_own() -> None:
    record = bidding_record(["human"] * 3)
    for seat, amount in ((0, 6), (1, 6), (2, 1)):
        record.apply(seat, Bid(amount))
    state: Any = record.state
    assert state.simultaneous and set(state.to_move) == {0, 1}
    start = len(record.moves)
    record.apply(0, Bid(8))
    assert record.decision_point() == start


class GateBot:
    """A bot that decides only once the test opens its gate, counting how often it is asked."""

    asked = 0
    gate = threading.Event()

    def __init__(self, seed: int) -> None:
        type(self).asked += 1

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """The lowest bid, once the gate opens."""
        assert self.gate.wait(10)
        return min(legal, key=lambda a: getattr(a, "amount", 0))


def test_a_bid_thought_out_while_a_person_bids_is_played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    GateBot.asked, GateBot.gate = 0, threading.Event()
    record = bidding_record(["human", "easy", "easy"], replace(SPEC, make_bot=lambda kind, seed: GateBot(seed)))
    app, scene = table(tmp_path, monkeypatch, ["human", "easy", "easy"], record=record)
    step_until(app, lambda: scene.runner.thinking == 1)
    asked = GateBot.asked
    assert scene.attempt(0, Bid(9)) is None  # the person bids while seat 1 is still thinking
    while app.stack.top is not scene:  # the cover over the person's bid screen, no longer wanted
        app.pop()
    GateBot.gate.set()
    start = len(record.moves) - 1
    step_until(app, lambda: len(record.moves) >= start + 3)  # all three bids are in
    assert [m.seat for m in record.moves[start:start + 3]] == [0, 1, 2]
    assert GateBot.asked == asked + 1  # seat 1's bid was kept; only seat 2 was asked after it
    assert "dropped a computer move" not in caplog.text
