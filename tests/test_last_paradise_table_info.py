"""The Last Paradise: what the public table holds beyond the counters (trees, buildings, the race for the
environmental prize, the auction history) and each player's money breakdown at the end."""
from __future__ import annotations

import random

import pytest

from game.core import make_seats
from game.last_paradise import (
    BANK,
    NATURE,
    Bid,
    LastParadiseState,
    LedgerEntry,
    Placement,
    environmental_prizes,
    make_bot,
    new_game,
    prize_for,
)
from game.last_paradise.scoring import BREAKDOWN_KEYS, PRIZE_REASON, money_breakdown

ANTON, BIRGIT, CLAUS = 0, 1, 2


def bot_game(seats: int, seed: int) -> LastParadiseState:
    """A whole game played by the computer players."""
    state = new_game(seats, seed)
    rng = random.Random(seed)
    while not state.is_over:
        seat = rng.choice(state.to_move)
        bot = make_bot("easy" if seat % 2 else "hard", seed * 31 + len(state.ledger) + seat)
        state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
    return state


def test_the_public_view_shows_trees_buildings_and_the_prize_at_stake_now() -> None:
    """Trees, buildings and the prize each seat would take if the game ended now are on the public table."""
    state = new_game(make_seats(["Anton", "Birgit", "Claus"]), 1)
    state.board[0] = Placement("palm-villa-2", NATURE, ANTON)
    state.board[1] = Placement("palm-villa-3", NATURE, ANTON)
    state.board[5] = Placement("shell-villa-2", NATURE, BIRGIT)
    state.board[8] = Placement("coral-villa-2", "building", CLAUS)
    state.trees = [2, 1, 0]
    public = state.view(None)
    assert public["preserves"] == 3
    first, second = prize_for(3)
    assert public["prizes"] == {"first": first, "second": second} == {"first": 80, "second": 40}
    rows = public["seats"]
    assert [r["trees"] for r in rows] == [2, 1, 0]
    assert [r["nature"] for r in rows] == [2, 1, 0]
    assert rows[CLAUS]["buildings"] >= 1
    assert [r["prize_now"] for r in rows] == [80, 40, 0]
    assert all(r["money"] is None for r in rows)
    state.trees = [1, 1, 0]  # a tie for most trees shares first and second
    assert [r["prize_now"] for r in state.view(None)["seats"]] == [60, 60, 0]


def test_the_prize_at_stake_follows_the_rules_function_all_game() -> None:
    """At every step of a bot game, each seat's prize now is what environmental_prizes says for the trees."""
    state = new_game(4, 8)
    rng = random.Random(8)
    seen_prize = False
    while not state.is_over:
        view = state.view(None)
        expected = environmental_prizes(dict(enumerate(state.trees)), view["preserves"])
        assert [s["prize_now"] for s in view["seats"]] == [expected[i] for i in range(4)]
        seen_prize = seen_prize or any(expected.values())
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        action = legal[0] if isinstance(legal[0], Bid) and rng.random() < 0.5 else rng.choice(legal)
        state.apply(seat, action)
    assert seen_prize


def test_money_breakdown_reads_each_kind_of_payment_from_the_ledger() -> None:
    """Lots are paid to the bank, bonuses and the prize come from it, deals pass between players."""
    ledger = [LedgerEntry(ANTON, BANK, 12, "bought the Palm villa"),
              LedgerEntry(BANK, ANTON, 10, "villa beside new nature in the Palm district"),
              LedgerEntry(BIRGIT, ANTON, 5, "deal: nature on Palm beach 2"),
              LedgerEntry(ANTON, CLAUS, 3, "deal: building on Dune centre"),
              LedgerEntry(BANK, ANTON, 20, "a building in every district"),
              LedgerEntry(BANK, ANTON, 40, PRIZE_REASON),
              LedgerEntry(BIRGIT, BANK, 7, "bought the Shell villa")]
    lines = money_breakdown(ledger, ANTON, 50)
    assert list(lines) == list(BREAKDOWN_KEYS)
    assert lines == {"start money": 50, "spent on lots": -12, "bonuses": 30, "deals paid": -3,
                     "deals received": 5, "environmental prize": 40, "final money": 110}
    assert money_breakdown(ledger, BIRGIT, 50)["spent on lots"] == -7
    assert money_breakdown(ledger, BIRGIT, 50)["deals paid"] == -5
    assert money_breakdown(ledger, CLAUS, 50)["deals received"] == 3


@pytest.mark.parametrize("seats,seed", [(3, 2), (4, 5), (5, 3)])
def test_the_results_breakdown_adds_up_to_the_money_each_player_ends_with(seats: int, seed: int) -> None:
    """Start money, lots, bonuses, deals and the prize add up to the final money, which is the score."""
    state = bot_game(seats, seed)
    result = state.result()
    assert sorted(s.seat for s in result.standings) == list(range(seats))
    for standing in result.standings:
        lines = standing.breakdown
        assert list(lines) == list(BREAKDOWN_KEYS)
        assert lines["start money"] == state.starting_money
        assert lines["final money"] == state.money[standing.seat] == standing.score
        assert lines["environmental prize"] == state.prizes[standing.seat]
        assert lines["spent on lots"] <= 0 and lines["deals paid"] <= 0
        assert lines["bonuses"] >= 0 and lines["deals received"] >= 0
    paid = -sum(s.breakdown["spent on lots"] for s in result.standings)
    assert paid == sum(a["price"] for a in state.auctions if a["winner"] is not None)
    assert (sum(s.breakdown["deals paid"] for s in result.standings)
            == -sum(s.breakdown["deals received"] for s in result.standings))
