"""The Last Paradise's Expert (issue 17): its fast opponent model, its model of sealed bids, its judgement
of a game cut short, and last-round bids where the hard bot loses and the Expert finds a win."""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from game.bots import ExpertBot, decide
from game.core import Action, make_seats
from game.last_paradise import Bid, HardBot, LastParadiseState, new_game
from game.last_paradise.expert import candidates, determinize, estimate, plan, rival_top, value
from game.last_paradise.legal import bid_range
from game.last_paradise.rollout import glance, hard_move
from game.search import search


def game(players: int, seed: int) -> LastParadiseState:
    """A new game of ``players`` seats."""
    return new_game(make_seats([f"Player {i + 1}" for i in range(players)]), seed)


def play_until(state: LastParadiseState, done: Callable[[LastParadiseState], bool], wander: float = 0.0, seed: int = 0) -> LastParadiseState:
    """Hard bots play ``state`` on until ``done(state)`` (now and then a random move, ``wander`` of them)."""
    rng = random.Random(seed)
    while not state.is_over and not done(state):
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        state.apply(seat, rng.choice(legal) if rng.random() < wander else hard_move(state, seat))
    return state


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_hard_bot_chooses_the_same_from_a_glance_as_from_the_whole_view(players: int):
    rng = random.Random(players)
    checked = 0
    for seed in range(6):
        state = game(players, seed)
        while not state.is_over:
            seat = state.to_move[0]
            legal = state.legal_actions(seat)
            whole = HardBot(seed).choose(state.view(seat), legal, seat)
            assert hard_move(state, seat) == whole
            checked += 1
            state.apply(seat, rng.choice(legal) if rng.random() < 0.3 else whole)
    assert checked > 100 * players


def test_a_glance_shows_no_other_seats_money():
    state = play_until(game(4, 2), lambda s: s.round == 3)
    for seat in range(4):
        shown = [s["money"] for s in glance(state, seat)["seats"]]
        assert shown[seat] == state.money[seat]
        assert [m for i, m in enumerate(shown) if i != seat] == [None] * 3


def amount(bid: Action) -> int:
    """The Paras of a bid."""
    assert isinstance(bid, Bid)
    return bid.amount


def test_rivals_sealed_bids_are_drawn_near_what_the_hard_bot_would_enter_never_from_the_real_ones():
    state = play_until(game(3, 4), lambda s: s.round == 2 and s.phase == "bid")
    first, second, last = state.to_move
    expected = {seat: amount(hard_move(state, seat)) for seat in (first, second)}
    twin = state.clone()
    state.apply(first, Bid(0))  # the real sealed bids, which the last bidder cannot see
    state.apply(second, Bid(state.money[second]))
    twin.apply(first, Bid(state.money[first]))  # other real bids: the draws must not change
    twin.apply(second, Bid(1))
    draws = [determinize(state, last, random.Random(d)).bids for d in range(200)]
    assert draws == [determinize(twin, last, random.Random(d)).bids for d in range(200)]
    for seat in (first, second):
        got = sorted(d[seat] for d in draws)
        low, high = bid_range(state, seat)
        assert low <= got[0] and got[-1] <= high
        assert abs(got[len(got) // 2] - expected[seat]) <= max(1, 0.15 * expected[seat])  # centred on the model
        assert expected[seat] < 4 or len(set(got)) > 3  # and strayed from it
    world = determinize(state, last, random.Random(0))
    assert rival_top(world, last) == max(world.bids[s] for s in (first, second))


def test_the_search_draws_each_iterations_world_with_the_plans_determinize():
    state = play_until(game(3, 5), lambda s: s.round == 3 and s.phase == "bid")
    seat = state.to_move[0]
    drawn: list[int] = []

    def counted(state: LastParadiseState, seat: int, rng: random.Random) -> LastParadiseState:
        drawn.append(seat)
        return determinize(state, seat, rng)

    quick = dataclasses.replace(plan(), iterations=7, horizon=5, determinize=counted)
    search(state, seat, quick, random.Random(0))
    assert drawn == [seat] * 7


def test_the_bids_searched_are_few_the_hard_bots_first_and_around_the_best_rival_bid():
    state = play_until(game(3, 6), lambda s: s.round == 4 and s.phase == "bid")
    seat = state.to_move[0]
    world = determinize(state, seat, random.Random(1))
    legal = world.legal_actions(seat)
    moves = candidates(world, seat, legal)
    top = rival_top(world, seat)
    assert top is not None
    assert len(moves) <= 6 < len(legal)
    assert moves[0] == hard_move(world, seat)
    assert {Bid(top - 1), Bid(top + 1)} <= set(moves)


def test_the_judgement_of_a_game_cut_short_ranks_a_leader_above_a_trailer():
    state = play_until(game(3, 8), lambda s: s.round == 6 and s.phase == "bid")
    state.trees = [1] * 3  # the tree race even
    ahead = state.clone()
    ahead.money = [state.starting_money + 40, state.starting_money - 10, state.starting_money - 10]
    behind = state.clone()
    behind.money = [state.starting_money - 10, state.starting_money + 40, state.starting_money - 10]
    assert value(ahead, 0) > 0.5 > value(behind, 0)
    greener = ahead.clone()
    greener.trees = [ahead.trees[0] + 2, ahead.trees[1], ahead.trees[2]]
    assert estimate(greener)[0] > estimate(ahead)[0]


def last_round_bids(seeds: range) -> list[tuple[LastParadiseState, int, list[Action]]]:
    """Last-round bids (hard bots before and after) where the hard bot's bid loses the game and another
    wins it: the state, the bidder and its winning bids.  Each bidder in turn, the earlier ones sealed."""
    found = []
    for seed in seeds:
        state = play_until(game(3, seed), lambda s: s.round == 12 and s.phase == "bid")
        for _ in range(3):
            seat = state.to_move[0]
            winning = [a for a in state.legal_actions(seat) if seat in hard_finish(state, seat, a)]
            if winning and hard_move(state, seat) not in winning:
                found.append((state.clone(), seat, winning))
            state.apply(seat, hard_move(state, seat))
    return found


def hard_finish(state: LastParadiseState, seat: int, bid: Action) -> tuple[int, ...]:
    """The winners when ``seat`` bids ``bid`` and hard bots play the rest."""
    twin = state.clone()
    twin.apply(seat, bid)
    return tuple(play_until(twin, lambda s: False).result().winners)


def test_in_the_last_round_the_expert_finds_a_winning_bid_the_hard_bot_misses():
    found = last_round_bids(range(30))
    assert len(found) >= 3
    assert any(seat != state.bidders[0] for state, seat, _ in found)  # some with rivals' bids sealed
    for state, seat, winning in found:
        assert decide(ExpertBot(plan(), 5), state, seat, 5) in winning
