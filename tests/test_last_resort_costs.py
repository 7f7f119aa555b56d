"""What a Last Resort move costs or brings, asked once of the rules (game/last_resort/costs.py): the figure the
table shows (a check-out button, a glowing price) and the figure a computer player reckons from its view are the
cash the move then takes or pays, Malfunctions on the station included (face down, or face up with 'Something's
Gone Wrong')."""
from __future__ import annotations

import random

import pytest

from game.core import make_seats
from game.last_resort import SPEC, new_game, prompts
from game.last_resort import events as ev
from game.last_resort.actions import Build, CheckOut
from game.last_resort.bot import EasyBot, HardBot
from game.last_resort.costs import build_price, check_out_pay, check_out_tiles, ejection_cost, ejection_loss
from game.last_resort.tiles import PRESTIGE_OF
from tests.kit.last_resort_rules import last_resort_state
from tests.kit.last_resort_scene import deciding, find_record, human_deciding, table


def paid(state, seat: int, action) -> int:  # noqa: ANN001 - a state and an action
    """The cash ``seat`` gains (negative: spends) by taking ``action`` now, on a copy of the table."""
    twin = state.clone()
    before = twin.cash[seat]
    events = [e for e in twin.apply(seat, action) if getattr(e, "seat", None) == seat]
    later = sum(e.amount for e in events if isinstance(e, (ev.CashGained, ev.BonusPaid)))  # what follows by itself
    later += sum(e.total for e in events if isinstance(e, ev.CheckedOut) and e.kind == "all")
    later -= sum(e.amount for e in events if isinstance(e, ev.CashPaid))
    return twin.cash[seat] - before - later


@pytest.mark.parametrize("players, something_wrong", [(2, False), (3, True), (4, False)])
def test_the_pay_and_prices_reckoned_from_a_view_are_what_the_moves_pay(players, something_wrong):
    rng = random.Random(f"costs/{players}")
    state = new_game(make_seats([f"P{i}" for i in range(players)]), 11, something_wrong=something_wrong)
    checked = {"checkout": 0, "build": 0, "faults": 0}
    while not state.is_over:
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        view = state.view(seat)
        for action in legal:
            if isinstance(action, CheckOut):
                pay = check_out_pay(view, seat, action.kind)
                assert pay == check_out_pay(state.view(None), seat, action.kind) == paid(state, seat, action)
                cleared = sum(n for _, n, _ in check_out_tiles(view, seat, action.kind))
                assert HardBot(0).checkout_value(view, seat, action.kind) == pytest.approx(pay + 0.3 * cleared)
                checked["checkout"] += 1
                checked["faults"] += bool(state.stations[seat].malfunctions)
            elif isinstance(action, Build):
                assert -paid(state, seat, action) == build_price(action.tile, action.space)
                checked["build"] += 1
        state.apply(seat, EasyBot(rng.randrange(1 << 30)).choose(view, legal, seat))
    assert checked["checkout"] > 10 and checked["build"] > 50 and checked["faults"] == checked["checkout"]


def test_an_ejection_costs_what_the_rules_say():
    state = new_game(2, seed=3)
    kind, loss = ejection_loss(state.view(None), 0, "red")
    assert (kind, loss) == ("thrill", 1) == ejection_loss(state, 0, "red")


def test_the_table_shows_the_pay_and_the_prices_the_moves_take(tmp_path, monkeypatch):
    """A check-out button's figure, and a glowing space's price, are the cash the move takes."""
    record = find_record(["human", "easy"], human_deciding("checkout", CheckOut))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    assert last_resort_state(record).stations[0].malfunctions
    for button in scene.controls.buttons():
        assert button.label.endswith(f": {paid(record.state, 0, button.action)} QUID")
    record = find_record(["human", "easy"], human_deciding("build", Build))
    app, scene = table(tmp_path / "build", monkeypatch, record)
    deciding(app, scene)
    for tile in scene.controls.tiles():
        scene.controls.tile = tile
        for space, price in scene.controls.glowing().items():
            assert int(price) == -paid(record.state, 0, Build(tile, space))


def test_the_spec_plays_the_bots_that_reckon_with_the_rules():
    assert isinstance(SPEC.make_bot("easy", 1), EasyBot) and isinstance(SPEC.make_bot("hard", 1), HardBot)


def test_an_ejection_at_0_prestige_is_said_to_cost_nothing():
    state = new_game(2, seed=15)
    kind = PRESTIGE_OF["red"]
    for seat, held in ((0, 0), (1, 3)):
        state.tracks[kind] = [pair for pair in state.tracks[kind] if pair[0] != seat]
        state.tracks[kind].append([seat, held])
        state.tracks[kind].sort(key=lambda pair: -pair[1])
    assert ejection_cost(state, 0, "red") == ejection_cost(state.view(0), 0, "red") == 0
    assert ejection_cost(state, 1, "red") == ejection_cost(state.view(None), 1, "red") == 1
    assert "it costs you no prestige" in prompts.decide_ejection("Ana", "red", ejection_cost(state.view(0), 0, "red"))
