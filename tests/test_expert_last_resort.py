"""Last Resort's Expert (game.last_resort.expert): the public table its rollouts read, the projection that
judges a cut-off season, the worlds it searches, and whole games at every seat count."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.bots import decide
from game.core import derived_seed
from game.last_resort import LastResortState, make_bot, new_game
from game.last_resort import expert as expert_module
from game.last_resort.actions import ChooseAdvert, PassBuild
from game.last_resort.boards import EVIL_CARDS, START_CASH, AdvertKind
from game.last_resort.bot import HardBot
from game.last_resort.expert import budget, candidates, final, policy, season_over, worlds
from game.last_resort.outlook import chances, projections
from game.last_resort.prestige import EVIL_AI
from game.last_resort.public import PublicTable, public_view
from game.search import Decision, search


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
            assert HardBot(seed).choose(public_view(state), legal, seat) == HardBot(seed).choose(state.view(seat), legal, seat)


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
    rng, drawn = random.Random(1), set()
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


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_the_rollout_policy_plays_as_the_hard_bot(seats: int) -> None:
    for state in hard_positions(seats, 4, every=2):
        seat = state.to_move[0]
        for k in range(3):
            bot = HardBot(random.Random(k).getrandbits(32))
            assert policy(state, seat, random.Random(k)) == bot.choose(state.view(seat), state.legal_actions(seat), seat)


def test_the_budget_pays_for_fewer_iterations_early_in_a_season() -> None:
    for seats in (1, 2, 4):
        states = [s for s in hard_positions(seats, 2) if s.season == 2]
        first, last = budget(states[0], 0), budget(states[-1], states[-1].to_move[0])
        assert expert_module.ITERATIONS[0] <= first < last <= expert_module.ITERATIONS[1]


def figures(visits: dict[AdvertKind, int], means: dict[AdvertKind, float]) -> Decision:
    """Root figures of an Advert search."""
    best = max(visits, key=lambda a: visits[a])
    return Decision(ChooseAdvert(best), {ChooseAdvert(a): n for a, n in visits.items()},
                    {ChooseAdvert(a): m for a, m in means.items()})


def test_at_a_table_the_advert_follows_the_hard_odds_leaning_to_the_searched_worth() -> None:
    table, alone = new_game(3, 1), new_game(1, 1)
    prior = expert_module.ODDS(table)[0]
    likely = max(prior, key=lambda a: prior[a])
    other = next(a for a in ("amenity", "attraction", "berth") if a != likely and prior[a] > 0.01)
    even = figures({a: 30 for a in prior}, {a: 0.5 for a in prior})
    drawn = [final(table, 0, even, random.Random(k)).advert for k in range(200)]  # type: ignore[attr-defined]
    for advert, odds in prior.items():  # no difference found: the hard odds
        assert abs(drawn.count(advert) / len(drawn) - odds) < 0.1
    assert len(set(drawn)) > 1  # a mixed choice
    better = figures({a: 30 for a in prior}, {a: 0.7 if a == other else 0.4 for a in prior})
    leaned = [final(table, 0, better, random.Random(k)).advert for k in range(50)]  # type: ignore[attr-defined]
    assert leaned.count(other) > 40  # far better by the search: nearly always
    assert {final(alone, 0, even, random.Random(k)) for k in range(20)} == {even.action}  # solo: the best
    build = Decision(PassBuild(), {PassBuild(): 5}, {PassBuild(): 0.5})
    assert final(table, 0, build, random.Random(0)) == PassBuild()


@pytest.mark.parametrize("seats", [1, 3, 4])
def test_an_expert_game_finishes_and_repeats_itself(seats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert_module, "WORK", 1)
    monkeypatch.setattr(expert_module, "ITERATIONS", (3, 3))

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


def test_an_iteration_stops_at_the_season_end_and_the_budget_counts_them() -> None:
    state = hard_positions(2, 10, every=9)[3]
    seat = state.to_move[0]
    judged: list[tuple[int, bool]] = []

    def value(world: LastResortState, who: int) -> float:
        judged.append((world.season, season_over(world)))
        return chances(world, who)

    plan = dataclasses.replace(expert_module.plan(), value=value, budget=lambda s, who: 37)
    decision = search(state.resample(seat, 1), seat, plan, random.Random(2))
    assert sum(decision.visits.values()) == len(judged) == 37
    assert all(over and season == state.season + 1 for season, over in judged)
