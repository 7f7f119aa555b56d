"""Random full games of Last Resort, 1–4 seats, checked at every step: tourists are conserved,
cash moves only by logged rules, stations stay connected, prestige stays within 0–20, and
no view shows another seat's Advert before the reveal."""
from __future__ import annotations

import random

import pytest

from game.last_resort import LastResortState, make_bot, new_game
from game.last_resort.boards import ADVERT_KINDS, START_CASH
from game.last_resort.events import AdvertsRevealed
from game.last_resort.prestige import EVIL_AI, check_track
from game.last_resort.station import is_connected
from game.last_resort.tiles import PRESTIGE, TOURISTS

SEEDS = range(40)


def check_invariants(state: LastResortState) -> None:
    on_stations = sum(plan.tourist_count() for plan in state.stations)
    assert sum(state.bag.values()) + sum(state.lounge.values()) + on_stations == TOURISTS
    assert min(state.bag.values()) >= 0 and min(state.lounge.values()) >= 0
    for seat in range(state.players):
        logged = sum(e.amount for e in state.ledger if e.who == seat)
        assert state.cash[seat] == START_CASH + logged >= 0
        assert is_connected(state.stations[seat].occupied())
    if state.solo:
        assert state.evil_cash == START_CASH + sum(e.amount for e in state.ledger if e.who == EVIL_AI)
    for kind in PRESTIGE:
        check_track(state.tracks[kind], state.parties)


def check_adverts_secret(state: LastResortState) -> None:
    """Before the reveal a view shows its own Advert only; other seats' choices do not change it."""
    if state.phase != "advertise":
        return
    public = state.view(None)
    assert all(s["advert"] is None for s in public["seats"])
    for viewer in range(state.players):
        seen = state.view(viewer)
        for entry in seen["seats"]:
            mine = entry["index"] == viewer
            assert entry["advert"] == (state.adverts.get(viewer) if mine else None)
        twin = state.clone()
        for seat in twin.adverts:
            if seat != viewer:
                twin.adverts[seat] = next(a for a in ADVERT_KINDS if a != twin.adverts[seat])
        assert twin.view(viewer) == seen


def play(players: int, seed: int, chooser: str) -> LastResortState:
    rng = random.Random(seed)
    state = new_game(players, seed, something_wrong=seed % 4 == 3)
    steps = 0
    while not state.is_over:
        check_invariants(state)
        check_adverts_secret(state)
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        if chooser == "random":
            action = rng.choice(legal)
        else:
            level = "hard" if (seat + seed) % 2 else "easy"
            action = make_bot(level, seed * 1000 + steps).choose(state.view(seat), legal, seat)
        events = state.apply(seat, action)
        revealed = [e for e in events if isinstance(e, AdvertsRevealed)]
        assert not revealed or state.revealed and len(revealed[0].adverts) == players
        steps += 1
        if steps % 97 == 0:
            assert LastResortState.from_json(state.to_json()).to_json() == state.to_json()
        assert steps < 3000
    check_invariants(state)
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_the_rules(players, seed):
    state = play(players, seed, "random" if seed % 2 else "bots")
    result = state.result()
    assert sorted(s.seat for s in result.standings) == list(range(players))
    assert state.season == 9 and all(p.tourist_count() == 0 for p in state.stations)
    assert all(v == 0 for v in state.lounge.values())


def test_bot_games_end_with_cash_and_a_winner():
    for players in (2, 3, 4):
        state = play(players, 5, "bots")
        assert state.result().winners and max(state.cash) > START_CASH


def test_solo_can_be_won_and_lost():
    outcomes = {bool(play(1, seed, "bots" if seed % 3 else "random").result().winners) for seed in range(30)}
    assert outcomes == {True, False}
