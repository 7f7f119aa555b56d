"""The rules contract, checked the same way over every registered game and every player count.

Each test plays one seeded random game through :class:`~game.record.GameRecord`.
A game added to the registry gets all of this.

*Checked* games look at every step: ``legal_actions`` and ``problem`` agree (on
a sample of the legal actions, every one in a thorough game; on changed copies
of them, on other phases' and other games' actions, and for seats that are not
to move); a refused action has a sentence, ``apply`` raises IllegalAction with
it and nothing changes; views are JSON-safe and hold no other seat's secret;
``to_json`` loads back to the same text; ``apply_noted`` makes exactly the
events ``apply`` makes on a clone; actions encode and decode and read well;
``progress`` is a short line.  A share of the steps (all, in a thorough game)
is *deep*: every seat's view, secrets planted in a twin, a clone played on, a
loaded state that must show the same views and legal actions and play on the
same way.  Every few steps and at the end the record saves and loads by
replaying, and its history replays to the same state and the same events.

*Quick* games (hundreds more seeds) check at every step who may move, the
chosen action and a few refused ones, codecs, events and progress, and now and
then the views and the text round trip; at the end the finished game, and the
record loaded by replaying it (so a refusal that changed the state shows).
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from game.core import Action, CorruptSave, Event, make_seats
from game.record import GameRecord
from game.registry import available_games
from tests.kit.contract import (
    SECRET_CHECKS,
    VIEW_CHECKS,
    Table,
    assert_json_safe,
    check_action_codec,
    check_actions_agree,
    check_clone_is_independent,
    check_finished,
    check_load_round_trip,
    check_noted_step,
    check_progress,
    check_record_round_trip,
    check_refused,
    check_views,
    no_secret_check,
    pick,
    variants,
)
from tests.kit.last_paradise_scene import last_paradise_state
from tests.kit.typed import why_not

GAMES = available_games()
SEEDS = {"paradisio": (25, 175), "paradise-fallen": (3, 64), "last-resort": (4, 46)}
"""Random games per player count of a game: (checked at every step, quick sweep); default below."""
DEFAULT_SEEDS = (10, 80)
THOROUGH_EVERY = 10
"""One checked game in this many is thorough: every step is deep, and ``problem`` is asked of every legal action."""
DEEP_SHARE = 0.2
"""Share of the other checked games' steps that are deep: they also look at every seat's view (not two),
plant other seats' secrets, play a clone on, and play a loaded state on."""
QUICK_LOOK = 0.1
"""Share of a quick game's steps that look at views and load the state's text back."""
RECORD_CHECK_CHANCE = 0.05
"""Share of a checked game's steps at which the record is saved, loaded and replayed (every game: at the end)."""
STEP_LIMIT = 3000


def _cases() -> list[Any]:
    """Every game, every player count, each with its checked and its quick seeds."""
    cases = []
    for game_id, spec in GAMES.items():
        checked, quick = SEEDS.get(game_id, DEFAULT_SEEDS)
        for players in range(spec.min_players, spec.max_players + 1):
            cases += [pytest.param(game_id, players, seed, "checked", id=f"{game_id}-{players}p-seed{seed}")
                      for seed in range(checked)]
            cases += [pytest.param(game_id, players, seed, "quick", id=f"{game_id}-{players}p-seed{seed}-quick")
                      for seed in range(checked, checked + quick)]
    return cases


CASES = _cases()

def _actions_of(game_id: str) -> list[Action]:
    """Some legal actions of every phase of a random game of ``game_id``."""
    spec = GAMES[game_id]
    rng = random.Random(game_id)
    record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(spec.max_players)]), 3)
    seen: list[Action] = []
    while not record.state.is_over:
        seat = rng.choice(record.state.to_move)
        legal = record.state.legal_actions(seat)
        seen += rng.sample(legal, min(len(legal), 2))
        record.apply(seat, pick(rng, legal))
    return rng.sample(seen, min(len(seen), 30))


FOREIGN: dict[str, list[Action]] = {game_id: [a for other in GAMES if other != game_id for a in _actions_of(other)]
                                    for game_id in GAMES}
"""For each game: actions of the other games, which it must refuse."""


# --- the tests -------------------------------------------------------------------------
def test_every_registered_game_is_checked():
    assert set(GAMES) >= {"paradisio", "last-paradise"}
    assert all(sum(1 for case in CASES if case.values[0] == game_id) >= 200 for game_id in GAMES)
    assert all(FOREIGN.values())


def test_the_same_seed_deals_the_same_game():
    for spec in GAMES.values():
        seats = make_seats([f"P{i}" for i in range(spec.max_players)])
        first = GameRecord.start(spec, seats, 77).state.to_json()
        assert GameRecord.start(spec, seats, 77).state.to_json() == first
        assert any(GameRecord.start(spec, seats, seed).state.to_json() != first for seed in range(1, 4))


def play_one_step(record: GameRecord, rng: random.Random, pool: list[Action], thorough: bool) -> list[Event]:
    """Check the contract on the table as it is, then make one random legal move; returns its events."""
    game_id = record.spec.id
    state = record.state
    seats = len(state.seats)
    movers = state.to_move
    assert movers and len(set(movers)) == len(movers) and all(0 <= s < seats for s in movers)
    deep = thorough or rng.random() < DEEP_SHARE
    table = Table.of(game_id, state, [None, *range(seats)] if deep else [None, rng.randrange(seats)])
    assert all(table.legal.values()), "a seat to move has no legal action"
    check_actions_agree(table, pool, rng, thorough)
    check_views(table)
    VIEW_CHECKS.get(game_id, lambda table, rng, deep: None)(table, rng, deep)
    check_progress(state)
    if deep:
        check_clone_is_independent(table, rng)
    table.unchanged("refusing an action, looking at a view or playing on a clone changed the state")
    seat = rng.choice(movers)
    action = pick(rng, table.legal[seat])
    for other in rng.sample(table.legal[seat], min(4, len(table.legal[seat]))) + [action]:
        check_action_codec(game_id, other)
    pool.append(action)
    loaded = check_load_round_trip(table, seat, action, deep)
    events, after = check_noted_step(record, seat, action, deep)
    assert loaded is None or loaded.to_json() == after, "a loaded state plays on differently"
    return events


def play_one_quick_step(record: GameRecord, rng: random.Random, pool: list[Action]) -> list[Event]:
    """The quick sweep's step: who may move, the chosen action and a few refused ones, its events and
    progress; now and then the views and the text round trip.  (A refusal that changed the state
    would show at the end, when the history is replayed.)"""
    state = record.state
    seats = len(state.seats)
    movers = state.to_move
    assert movers and len(set(movers)) == len(movers) and all(0 <= s < seats for s in movers)
    legal = {seat: state.legal_actions(seat) for seat in movers}
    assert all(legal.values()), "a seat to move has no legal action"
    idle = [s for s in [*range(seats), -1, 99] if s not in legal]
    assert all(state.legal_actions(s) == [] for s in idle), "a seat that is not to move has legal actions"
    seat = rng.choice(movers)
    action = pick(rng, legal[seat])
    assert state.problem(seat, action) is None
    check_action_codec(record.spec.id, action)
    changed = variants(action)
    refused = [a for a in rng.sample(changed, min(2, len(changed))) + [rng.choice(pool)] if a not in legal[seat]]
    for other in refused:
        check_refused(state, seat, other)
    check_refused(state, rng.choice(idle), action)
    check_progress(state)
    if rng.random() < QUICK_LOOK:
        table = Table.of(record.spec.id, state, [None, rng.randrange(seats)])
        check_views(table)
        VIEW_CHECKS.get(record.spec.id, lambda table, rng, deep: None)(table, rng, False)
        check_load_round_trip(table, seat, action, deep=False)
    pool.append(action)
    noted = record.apply_noted(seat, action)
    for event, public in noted:
        assert_json_safe(event.to_dict())
        SECRET_CHECKS.get(record.spec.id, no_secret_check)(public)
    return [event for event, _ in noted]


@pytest.mark.parametrize("game_id, players, seed, depth", CASES)
def test_a_random_game_keeps_the_contract(game_id, players, seed, depth):
    rng = random.Random(f"{game_id}/{players}/{seed}")
    record = GameRecord.start(GAMES[game_id], make_seats([f"P{i}" for i in range(players)]), seed)
    pool = list(FOREIGN[game_id])
    played_events: list[list[Event]] = []
    while not record.state.is_over:
        assert len(record.moves) < STEP_LIMIT, "the game does not end"
        if depth == "quick":
            played_events.append(play_one_quick_step(record, rng, pool))
            continue
        played_events.append(play_one_step(record, rng, pool, thorough=seed % THOROUGH_EVERY == 0))
        if rng.random() < RECORD_CHECK_CHANCE:
            check_record_round_trip(record)
    check_finished(record)
    check_record_round_trip(record, replay=depth != "quick")
    if depth != "quick":
        replayed = list(record.replay())
        assert [events for _, _, events in replayed] == played_events
        assert [move for _, move, _ in replayed] == record.moves


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_another_games_moves_are_refused_and_do_not_decode(game_id):
    spec = GAMES[game_id]
    state = GameRecord.start(spec, make_seats([f"P{i}" for i in range(spec.min_players)]), 5).state
    text = state.to_json()
    for action in FOREIGN[game_id]:
        check_refused(state, state.to_move[0], action)
        with pytest.raises(CorruptSave):
            spec.action_from_dict(action.to_dict())
    assert state.to_json() == text


def test_last_paradise_asks_a_seat_with_no_money_for_its_offer_too():
    """A buyer's rival with no money is asked like any other (only PassOffer is legal), so no step is skipped."""
    spec = GAMES["last-paradise"]
    for seed in range(200):
        rng = random.Random(seed)
        record = GameRecord.start(spec, make_seats(["A", "B", "C"]), seed)
        while not record.state.is_over:
            state = last_paradise_state(record)
            if state.phase == "offer" and len(state.offer_queue) == 2 and state.money[state.offer_queue[1]] == 0:
                broke = state.offer_queue[1]
                noted = record.apply_noted(state.offer_queue[0], pick(rng, state.legal_actions(state.offer_queue[0])))
                assert [type(event).__name__ for event, _ in noted] in (["OfferMade"], ["OfferPassed"])
                assert last_paradise_state(record).phase == "offer" and last_paradise_state(record).to_move == (broke,)
                from game.last_paradise import Offer, PassOffer

                assert record.state.legal_actions(broke) == [PassOffer()]
                assert "0 Paras" in why_not(record.state, broke, Offer(1, "nature"))
                noted = record.apply_noted(broke, record.state.legal_actions(broke)[0])
                assert type(noted[0][0]).__name__ == "OfferPassed" and noted[0][0].to_dict()["seat"] == broke
                assert last_paradise_state(record).phase in ("answer", "place")
                return
            seat = rng.choice(state.to_move)
            legal = state.legal_actions(seat)
            record.apply(seat, legal[-1] if rng.random() < 0.5 else rng.choice(legal))
    pytest.fail("no game had a buyer's last rival without money")
