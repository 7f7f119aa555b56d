"""Paradise Fallen: who starts is chosen at setup ("the last player to have visited an island", RULINGS §3)."""
from __future__ import annotations

import json

import pytest

from game.core import CorruptSave, make_seats
from game.paradise_fallen import FIRST_PLAYER, SPEC, new_game
from game.paradise_fallen.actions import Done, EndPlay
from game.record import GameRecord
from game.registry import available_games
from game.saves import load_save
from scenes.menu import MenuScene
from scenes.setup import SetupScene
from tests.golden.make_golden import SAVES
from tests.kit.ui import app  # noqa: F401


def test_the_option_offers_random_or_a_seat_at_the_table_and_defaults_to_random():
    assert SPEC.options == (FIRST_PLAYER,)
    assert FIRST_PLAYER.choices == ("random", 1, 2, 3, 4) and FIRST_PLAYER.default == "random"
    assert [FIRST_PLAYER.text(c) for c in FIRST_PLAYER.choices] == ["random", "seat 1", "seat 2", "seat 3", "seat 4"]
    assert FIRST_PLAYER.offered(2) == ("random", 1, 2) and FIRST_PLAYER.offered(4) == FIRST_PLAYER.choices


def test_a_chosen_seat_starts_and_play_then_passes_left_with_the_same_deal():
    plain = new_game(3, 11)
    state = new_game(3, 11, first_player=3)
    assert state.turn == 2 and state.to_move == (2,)
    assert (state.grid, state.hands, state.deck) == (plain.grid, plain.hands, plain.deck)
    state.apply(2, EndPlay())
    state.apply(2, Done())
    assert state.to_move == (0,)


def test_random_is_drawn_from_the_seed():
    firsts = [new_game(4, seed, first_player="random").turn for seed in range(40)]
    assert firsts == [new_game(4, seed, first_player="random").turn for seed in range(40)]
    assert set(firsts) == {0, 1, 2, 3}


def test_a_seat_not_at_the_table_is_refused():
    with pytest.raises(ValueError):
        new_game(2, 1, first_player=3)
    record = GameRecord.start(SPEC, make_seats(["A", "B", "C"]), 5, {"first_player": 3})
    data = record.to_dict()
    data["seats"] = data["seats"][:2]
    with pytest.raises(CorruptSave):
        GameRecord.from_dict(SPEC, data)


def test_a_record_without_the_option_starts_with_seat_1_as_before():
    assert SPEC.check_options({}) == {"first_player": 1}
    for seed in range(10):
        record = GameRecord.start(SPEC, make_seats(["A", "B", "C", "D"]), seed)
        assert record.state.to_move == (0,)
    for name in ("paradise-fallen-halfway.json", "paradise-fallen-finished.json"):
        saved = json.loads((SAVES / name).read_text())["record"]
        assert saved["options"] == {} and saved["moves"][0][0] == 0
        record = load_save(SAVES / name, available_games())  # its snapshot matches the moves replayed
        assert record.options == {"first_player": 1} and record.state_at(0).to_move == (0,)


def test_the_setup_screen_offers_only_seats_at_the_table(app):  # noqa: F811
    app.push(MenuScene(app))
    setup = SetupScene(app, SPEC)
    app.push(setup)
    app.step(1 / 60)
    assert setup.options["first_player"] == "random"
    setup.cycle_option("first_player", -1)
    assert setup.options["first_player"] == 2  # two players: seats 3 and 4 are not offered
    setup.change_count(2)
    setup.cycle_option("first_player", 2)
    assert setup.options["first_player"] == 4
    setup.change_count(-1)
    assert setup.options["first_player"] == "random"
