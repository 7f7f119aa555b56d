"""The Last Paradise: random full games and bot games, checking the invariants.

Money is conserved (players' total moves only by ledger entries with the bank),
every counter is placed once, trees match nature counters, nobody goes below
zero, views are JSON-safe and keep other seats' secrets, an illegal action
changes nothing, and saves round-trip.
"""
from __future__ import annotations

import json
import random
import time

import pytest

from game.core import Bot, IllegalAction
from game.last_paradise import BANK, NATURE, Bid, LastParadiseState, Offer, Place, make_bot, new_game
from tests.kit.typed import as_a

SECRET_MONEY = 100_000
SECRET_BID = 70_000


def bank_flow(state: LastParadiseState) -> int:
    """Paras the bank paid players, less what it received."""
    return sum(e.amount if e.payer == BANK else -e.amount for e in state.ledger if BANK in (e.payer, e.payee))


def with_planted_secrets(state: LastParadiseState, keep: int | None) -> LastParadiseState:
    """A copy where every seat but ``keep`` holds distinctive money and bids (trees are public)."""
    twin = state.clone()
    for seat in range(len(twin.money)):
        if seat != keep:
            twin.money[seat] += SECRET_MONEY + seat
            if seat in twin.bids:
                twin.bids[seat] = SECRET_BID + seat
    return twin


def check_views(state: LastParadiseState) -> None:
    """Views are JSON-safe, and do not change when other seats' secrets change."""
    for seat in [None, *range(len(state.seats))]:
        text = json.dumps(state.view(seat))
        planted = json.dumps(with_planted_secrets(state, seat).view(seat))
        assert planted == text, f"view({seat}) shows another seat's secret"
        assert str(SECRET_MONEY) not in planted and str(SECRET_BID) not in planted


def check_invariants(state: LastParadiseState, total0: int) -> None:
    assert all(m >= 0 for m in state.money)
    assert sum(state.money) == total0 + bank_flow(state)
    placed = [p.counter for p in state.board.values()]
    assert len(placed) == len(set(placed))
    for seat in range(len(state.seats)):
        nature = sum(1 for p in state.board.values() if p.side == NATURE and p.owner == seat)
        assert state.trees[seat] == nature


def random_action(state: LastParadiseState, seat: int, rng: random.Random, legal: list | None = None):
    legal = state.legal_actions(seat) if legal is None else legal
    first = legal[0]
    if isinstance(first, Bid) and rng.random() < 0.7:
        return Bid(min(as_a(Bid, legal[-1]).amount, first.amount + rng.randrange(4)))  # keep money in play
    if any(isinstance(a, Offer) for a in legal) and rng.random() < 0.5:
        return legal[0]
    return rng.choice(legal)


def play(seats: int, seed: int, bots: dict[int, Bot], deep: bool) -> LastParadiseState:
    rng = random.Random(seed)
    moneys: list[int | str] = ["standard", 40, 80]
    state = new_game(seats, seed, starting_money=rng.choice(moneys))
    total0 = sum(state.money)
    illegal_tried = False
    while not state.is_over:
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        if deep:
            check_views(state)
        if not illegal_tried and isinstance(legal[0], Place):
            before = state.to_json()
            with pytest.raises(IllegalAction):
                state.apply(seat, Place(15 - legal[0].site, "building"))
            assert state.to_json() == before
            illegal_tried = True
        bot = bots.get(seat)
        if bot is not None:
            action = bot.choose(state.view(seat), legal, seat)
        else:
            action = random_action(state, seat, rng, legal)
        assert action in legal
        state.apply(seat, action)
        check_invariants(state, total0)
    assert len(state.board) == 16 and state.pile == []
    result = state.result()
    assert len(result.standings) == seats and result.summary
    assert LastParadiseState.from_json(state.to_json()).to_json() == state.to_json()
    return state


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_random_games_keep_every_invariant(seats: int) -> None:
    for seed in range(100):
        play(seats, seed, {}, deep=seed < 4)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_bot_games_keep_every_invariant(seats: int) -> None:
    for seed in range(30):
        bots = {s: make_bot("hard" if (s + seed) % 2 else "easy", seed * 10 + s) for s in range(seats - 1)}
        play(seats, 1000 + seed, bots, deep=seed < 2)


def test_a_game_saved_midway_plays_on_identically() -> None:
    state = new_game(4, 99)
    rng = random.Random(5)
    for _ in range(40):
        seat = state.to_move[0]
        state.apply(seat, random_action(state, seat, rng))
    loaded = LastParadiseState.from_json(state.to_json())
    for _ in range(40):
        seat = state.to_move[0]
        action = random_action(state, seat, rng)
        assert state.apply(seat, action) == loaded.apply(seat, action)
    assert loaded.to_json() == state.to_json()


def test_bots_are_deterministic_and_quick() -> None:
    def bot_game(seed: int) -> tuple[str, float]:
        state = new_game(4, seed)
        bots = [make_bot("hard" if s == 0 else "easy", seed + s) for s in range(4)]
        slowest = 0.0
        while not state.is_over:
            seat = state.to_move[0]
            start = time.perf_counter()
            action = bots[seat].choose(state.view(seat), state.legal_actions(seat), seat)
            slowest = max(slowest, time.perf_counter() - start)
            state.apply(seat, action)
        return state.to_json(), slowest

    first, slowest = bot_game(3)
    assert bot_game(3)[0] == first
    assert slowest < 0.5


def test_the_hard_bot_beats_easy_bots_more_often_than_its_fair_share() -> None:
    wins = 0
    for seed in range(60):
        state = new_game(4, seed)
        hard = seed % 4
        bots = [make_bot("hard" if s == hard else "easy", seed * 10 + s) for s in range(4)]
        while not state.is_over:
            seat = state.to_move[0]
            state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat), seat))
        wins += hard in state.result().winners
    assert wins / 60 > 0.3
