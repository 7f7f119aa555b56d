"""Random full games of Paradise Fallen over hundreds of seeds at 2, 3 and 4 seats: the rules' invariants hold.

Every step: the 85 cards are each somewhere exactly once; every trip paid at
least its cost (by :func:`trip_cost` on the table as it was) with no card to
spare.  Now and then: no view holds another seat's hand or the deck order (a
twin with those planted differently shows the same view).  At the end: the
end was triggered once, the triggering turn was followed by exactly one turn
of every other seat, and the winners are right by the tie rules.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.core import Action
from game.paradise_fallen import new_game
from game.paradise_fallen.actions import EndPlay, Explore, Trip
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.events import EndTriggered, GameOver, TripMade, TurnEnded
from game.paradise_fallen.state import ParadiseFallenState
from game.paradise_fallen.trips import is_irredundant, trip_cost

SEEDS_PER_COUNT = 100
BLOCK = 25
STEP_LIMIT = 4000
LOOK_EVERY = 7


def choose(rng: random.Random, state: ParadiseFallenState, seat: int, legal: list[Action]) -> Action:
    """A random legal action, leaning to exploring and to trips toward islands the hand can explore."""
    explores = [a for a in legal if isinstance(a, Explore)]
    if explores and rng.random() < 0.8:
        return rng.choice(explores)
    if state.phase == "play" and state.pending is None:
        roll = rng.random()
        if roll < 0.35 and legal[0] != EndPlay() and isinstance(legal[0], Trip):
            return legal[0]
        if roll < 0.5:
            return legal[-1]
    return rng.choice(legal)


def planted(state: ParadiseFallenState, viewer: int, rng: random.Random) -> ParadiseFallenState:
    """A twin whose other hands, deck order and (unseen) Lanai cards are dealt out differently."""
    twin = state.clone()
    others = [s for s in range(twin.players) if s != viewer]
    lanai = twin.pending is not None and twin.pending["kind"] == "lanai" and twin.pending["seat"] != viewer
    pool = list(twin.deck) + [c for s in others for c in twin.hands[s]]
    pool += list(twin.pending["cards"]) if lanai and twin.pending else []
    rng.shuffle(pool)
    for seat in others:
        size = len(twin.hands[seat])
        twin.hands[seat], pool = pool[:size], pool[size:]
    if lanai and twin.pending:
        size = len(twin.pending["cards"])
        twin.pending["cards"], pool = pool[:size], pool[size:]
    twin.deck = pool
    return twin


def check_secrets(state: ParadiseFallenState, rng: random.Random) -> None:
    """No view shows another seat's hand or the deck order."""
    public = state.view(None)
    assert "hand" not in public and "deck" not in public
    viewer = rng.randrange(state.players)
    mine = state.view(viewer)
    assert mine["hand"] == sorted(state.hands[viewer])
    for _ in range(2):
        twin = planted(state, viewer, rng)
        assert sorted(twin.all_cards()) == list(range(85))
        assert twin.view(viewer) == mine, "a view changes with another seat's hand or the deck order"
        assert twin.view(None) == public


def check_problem_agrees(state: ParadiseFallenState, seat: int, legal: list[Action], rng: random.Random) -> None:
    """``problem`` (which checks without listing) says None exactly for the listed actions."""
    listed = set(legal)
    for action in rng.sample(legal, min(len(legal), 12)):
        assert state.problem(seat, action) is None
        for field in dataclasses.fields(action):
            value = getattr(action, field.name)
            others = [value + 1, value - 1] if isinstance(value, int) else \
                [value[:i] + (v + d,) + value[i + 1:] for i, v in enumerate(value) for d in (-1, 1)] \
                if isinstance(value, tuple) else [value + "x"]
            for other in others:
                changed = dataclasses.replace(action, **{field.name: other})
                assert (state.problem(seat, changed) is None) == (changed in listed), changed


def check_trip(before: ParadiseFallenState, seat: int, action: Trip, event: TripMade) -> None:
    """The trip was paid by the rules, on the table as it was before it."""
    cost = trip_cost(before.grid, before.aberrations, before.canoes[seat], action.path, before.aptitudes(seat))
    assert event.cost == cost and event.path == action.path and event.start == before.canoes[seat]
    paid = sum(CARDS[c].value for c in action.pay)
    assert paid >= cost and is_irredundant(action.pay, cost)
    assert event.wasted == (paid - cost if action.pay else 0)


def play_one(players: int, seed: int) -> tuple[int, int]:
    """Play a random game through, checking every invariant; (steps, turns)."""
    rng = random.Random(f"pf-random/{players}/{seed}")
    state = new_game(players, seed)
    triggered: list[int] = []
    ended_after: list[int] = []
    steps = 0
    while not state.is_over:
        assert steps < STEP_LIMIT, "the game does not end"
        seat, = state.to_move
        legal = state.legal_actions(seat)
        assert legal and len(set(legal)) == len(legal)
        action = choose(rng, state, seat, legal)
        before = state.clone() if isinstance(action, Trip) else state
        events = state.apply(seat, action)
        steps += 1
        assert sorted(state.all_cards()) == list(range(85)), "a card is lost or doubled"
        for event in events:
            if isinstance(event, TripMade):
                assert isinstance(action, Trip)
                check_trip(before, seat, action, event)
            if isinstance(event, EndTriggered):
                assert not triggered and len(state.explored[event.seat]) >= state.target
                triggered.append(event.seat)
            if isinstance(event, TurnEnded) and triggered:
                ended_after.append(event.seat)
            if isinstance(event, GameOver):
                assert event is events[-1]
        if steps % LOOK_EVERY == 0:
            check_secrets(state, rng)
            if not state.is_over:
                check_problem_agrees(state, state.to_move[0], state.legal_actions(state.to_move[0]), rng)
    assert triggered, "the game ended without anyone reaching the target"
    first = triggered[0]
    assert ended_after == [(first + k) % players for k in range(players)], "not one more turn for every other player"
    keys = [(len(state.explored[s]), state.tokens_up(s)) for s in range(players)]
    assert state.result().winners == [s for s in range(players) if keys[s] == max(keys)]
    assert ParadiseFallenState.from_json(state.to_json()).to_json() == state.to_json()
    return steps, state.turn_number


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("block", range(SEEDS_PER_COUNT // BLOCK))
def test_random_games_keep_every_rule(players, block):
    for seed in range(block * BLOCK, (block + 1) * BLOCK):
        play_one(players, seed)
