"""Last Resort's Expert (game.last_resort.expert): the public table its rollouts read, the projection that
judges a cut-off season, the worlds it searches, and whole games at every seat count."""
from __future__ import annotations

import random
from typing import Any

import pytest

from game.bots import decide
from game.core import derived_seed
from game.last_resort import LastResortState, make_bot, new_game
from game.last_resort import expert as expert_module
from game.last_resort.actions import ChooseAdvert
from game.last_resort.boards import EVIL_CARDS, START_CASH
from game.last_resort.bot import HardBot
from game.last_resort.expert import Worlds, candidates, season_over
from game.last_resort.outlook import chances, projections
from game.last_resort.prestige import EVIL_AI
from game.last_resort.public import PublicTable


def hard_positions(seats: int, seed: int, every: int = 1) -> list[LastResortState]:
    """Copies of a hard-bot game at every ``every``-th decision."""
    state, found, moves = new_game(seats, seed), [], 0
    while not state.is_over:
        seat = state.to_move[0]
        if moves % every == 0:
            found.append(state.clone())
        state.apply(seat, make_bot("hard", derived_seed(seed, moves)).choose(state.view(seat), state.legal_actions(seat), seat))
        moves += 1
    return found


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_the_hard_bot_decides_alike_from_the_public_table_and_the_view(seats: int) -> None:
    for state in hard_positions(seats, 7, every=3):
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        for seed in (1, 2):
            table: Any = PublicTable(state)
            assert HardBot(seed).choose(table, legal, seat) == HardBot(seed).choose(state.view(seat), legal, seat)


@pytest.mark.parametrize("seats", [1, 3])
def test_the_public_table_answers_as_the_view(seats: int) -> None:
    for state in hard_positions(seats, 8, every=7):
        view, table = state.view(None), PublicTable(state)
        for key in ("season", "players", "lounge", "tracks", "offers", "malfunctions_left"):
            assert table[key] == view[key], key
        assert (table["evil"] is None) == (view["evil"] is None)
        for seat in range(seats):
            for key in ("cash", "prestige", "improvement_used", "icons"):
                assert table["seats"][seat][key] == view["seats"][seat][key], key


def test_the_public_table_shows_no_secret() -> None:
    table = PublicTable(new_game(3, 1))
    for secret in ("adverts", "piles", "trend_pile", "malfunction_pile", "evil_pile"):
        with pytest.raises(KeyError):
            table[secret]


def test_more_cash_or_seated_tourists_raise_the_chances() -> None:
    state = hard_positions(2, 3, every=20)[3]
    base = chances(state, 0)
    richer = state.clone()
    richer.cash[0] += 10
    assert chances(richer, 0) > base > 0.0
    assert chances(richer, 1) < chances(state, 1)
    assert projections(richer)[0] == pytest.approx(projections(state)[0] + 10)


def test_a_finished_game_is_judged_by_its_result() -> None:
    state = hard_positions(2, 5)[-1]
    seat = state.to_move[0]
    state.apply(seat, HardBot(0).choose(state.view(seat), state.legal_actions(seat), seat))
    assert state.is_over
    winners = state.result().winners
    assert [chances(state, s) for s in range(2)] == [1.0 / len(winners) if s in winners else 0.0 for s in range(2)]


def test_solo_the_evil_ai_is_projected_its_sure_cash_and_bonuses() -> None:
    state = new_game(1, 4)
    sure = START_CASH + sum(card.cash for card in EVIL_CARDS)
    assert sure <= projections(state)[EVIL_AI] <= sure + 40


def test_the_worlds_keep_the_view_and_draw_the_chosen_adverts_by_the_model() -> None:
    state = new_game(4, 2)
    for seat in range(3):  # the first three play Berths
        state.apply(seat, ChooseAdvert("berth"))
    worlds, rng, drawn = Worlds(), random.Random(1), set()
    for _ in range(30):
        world = worlds(state, 3, rng)
        assert world.view(3) == state.view(3)
        drawn |= {world.adverts[s] for s in range(3)}
    assert len(drawn) > 1  # redrawn, not the real choices
    uniform = {state.resample(3, k).adverts[0] for k in range(30)}
    assert "improvement" in uniform  # a uniform redraw plays Improvements that nobody can build yet ...
    assert "improvement" not in drawn  # ... the model never does


def test_candidates_put_the_hard_bots_build_first_and_keep_passing() -> None:
    for state in hard_positions(2, 9):
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        if state.phase != "build" or len(legal) <= expert_module.WIDTH["build"]:
            continue
        chosen = list(candidates(state, seat, legal))
        assert chosen[0] == HardBot(3).choose(state.view(seat), legal, seat)
        assert legal[-1] in chosen and len(chosen) <= expert_module.WIDTH["build"] + 1
        assert set(chosen) <= set(legal)


def test_the_rollout_value_plays_the_season_out() -> None:
    state = hard_positions(2, 6, every=5)[4]
    world = state.clone()
    assert 0.0 <= expert_module.value(world, 0) <= 1.0
    assert season_over(world) and world.season == state.season + (not season_over(state))


@pytest.mark.parametrize("seats", [1, 3, 4])
def test_an_expert_game_finishes_and_repeats_itself(seats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert_module, "ITERATIONS", 3)

    def play() -> list[int]:
        state, moves, made = new_game(seats, 12), 0, []
        while not state.is_over:
            seat = state.to_move[0]
            seed = derived_seed(seat, moves)
            action = decide(make_bot("expert" if seat == 0 else "hard", seed), state, seat, seed)
            made.append(hash(action))
            state.apply(seat, action)
            moves += 1
        return made

    assert play() == play()
