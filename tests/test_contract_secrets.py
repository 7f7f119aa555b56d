"""The declared contract, checked the same way over every registered game and every player count:
``resample``, the declared secrets, the derived undo barriers, and breakdowns that add up.

Each test plays seeded games (computer players mixed with random legal moves, so they end in a
reasonable number of moves) and, at a share of the steps, asks of every seat:

* a resample for that seat keeps its view, who is to move, whether the step is simultaneous and its
  legal actions; it is deterministic for its seed, loads back from its own text (a sound state) and
  leaves the real state as it was;
* the public view of every resample is the public view, and any other seat's view of it differs only
  where the declaration says a secret shows (:attr:`game.spec.Secret.shown_at`); so does a resample for
  the public table (seat None), which redraws every secret;
* over the resamples, every declared secret that is redrawn takes more than one value (counted over
  the whole sweep: a pile of one card cannot be shuffled);
* a move that is not an undo barrier shows its mover nothing: played on each resample for the mover,
  it leaves the mover's view as on the real table.  A barrier, in turn, does show something at least
  now and then.  So the derived barriers are checked by what a move shows, not by how they are derived.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from game.barriers import is_barrier, look
from game.core import Action, SeatKind, State, make_seats
from game.record import GameRecord
from game.registry import available_games
from game.spec import GameSpec

GAMES = available_games()
SEEDS = {"paradisio": 200, "last-paradise": 70, "paradise-fallen": 70, "last-resort": 50}
"""Games per player count."""
LOOK_SHARE = {"paradisio": 0.2, "last-paradise": 0.08, "paradise-fallen": 0.15, "last-resort": 0.1}
"""Share of the steps at which every seat's resamples are checked."""
LEVELS: dict[str, tuple[SeatKind, ...]] = {"paradisio": ("easy",)}
"""The computer players that drive a game's moves (Paradisio's hard player searches: too slow for a sweep)."""
RESAMPLES = 3
RANDOM_SHARE = 0.3
STEP_LIMIT = 3000


def game_cases() -> list[Any]:
    """(game, players) pairs, every player count of every game."""
    return [pytest.param(game_id, players, id=f"{game_id}-{players}p")
            for game_id, spec in GAMES.items() for players in range(spec.min_players, spec.max_players + 1)]


def driven_game(spec: GameSpec, players: int, seed: int) -> Iterator[tuple[GameRecord, int, Action]]:
    """The steps of one seeded game: (the record before the move, the mover, the move); the caller may
    look at the record before the generator applies the move."""
    rng = random.Random(f"contract-secrets/{spec.id}/{players}/{seed}")
    record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(players)]), seed)
    levels: list[SeatKind] = [rng.choice(LEVELS.get(spec.id, ("easy", "hard"))) for _ in range(players)]
    while not record.state.is_over:
        assert len(record.moves) < STEP_LIMIT, "the game does not end"
        state = record.state
        seat = rng.choice(state.to_move)
        legal = state.legal_actions(seat)
        if rng.random() < RANDOM_SHARE:
            action = rng.choice(legal)
        else:
            action = spec.make_bot(levels[seat], rng.randrange(2 ** 32)).choose(state.view(seat), legal, seat)
        yield record, seat, action
        record.apply(seat, action)


def differing_paths(a: Any, b: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """The paths (keys and list indexes as text) at which two JSON-safe values differ."""
    if a == b:
        return
    if isinstance(a, dict) and isinstance(b, dict) and set(a) == set(b):
        for key in a:
            yield from differing_paths(a[key], b[key], (*path, str(key)))
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b)):
            yield from differing_paths(x, y, (*path, str(index)))
    elif a != b:
        yield path


def declared(path: tuple[str, ...], spec: GameSpec) -> bool:
    """True when ``path`` lies at or under a place where a declared secret shows."""
    for secret in spec.game_type.secrets:
        for pattern in secret.shown_at:
            parts = pattern.split("/")
            if len(path) >= len(parts) and all(p in ("*", k) for p, k in zip(parts, path)):
                return True
    return False


def secret_values(spec: GameSpec, state: State, seat: int) -> dict[str, str]:
    """Each redrawn secret's items, in order, as ``seat`` cannot see them."""
    return {s.name: json.dumps(s.unseen(state, seat)) for s in spec.game_type.secrets if s.redrawn}


class Sweep:
    """What a sweep of games saw: per secret, the looks at which it could be seen to vary and did."""

    def __init__(self) -> None:
        self.looks: Counter[str] = Counter()
        self.varied: Counter[str] = Counter()
        self.barriers_shown = 0
        self.barriers_looked = 0


def check_resamples(spec: GameSpec, state: State, sweep: Sweep, rng: random.Random) -> None:
    """Every seat's resamples keep what the seat sees and redraw what it cannot (see the module docstring)."""
    text = state.to_json()
    public = state.view(None)
    seats = range(len(state.seats))
    views = {seat: state.view(seat) for seat in seats}
    for seat in seats:
        legal = state.legal_actions(seat)
        values: dict[str, set[str]] = {}
        for attempt in range(RESAMPLES):
            seed = rng.randrange(2 ** 32)
            twin = state.resample(seat, seed)
            assert twin is not state
            assert twin.view(seat) == views[seat], f"seat {seat} can tell a resample from the real state"
            assert twin.to_move == state.to_move and twin.simultaneous == state.simultaneous
            assert twin.legal_actions(seat) == legal
            assert twin.view(None) == public, "a resample changed the public view"
            others = [other for other in seats if other != seat]
            if others:
                other = rng.choice(others)
                off = [p for p in differing_paths(views[other], twin.view(other)) if not declared(p, spec)]
                assert not off, f"seat {other}'s view of a resample for seat {seat} differs at {off[:3]}"
            if attempt == 0:
                twin_text = twin.to_json()
                assert spec.load(twin_text).to_json() == twin_text, "a resample is not a sound state"
                assert state.resample(seat, seed).to_json() == twin_text, "resample is not deterministic for its seed"
            for name, value in secret_values(spec, twin, seat).items():
                values.setdefault(name, set()).add(value)
        for name, seen in values.items():
            if json.loads(next(iter(seen))):
                sweep.looks[name] += 1
                sweep.varied[name] += len(seen) > 1
    table = state.resample(None, rng.randrange(2 ** 32))
    assert table.view(None) == public and table.to_move == state.to_move, "the public table can tell a resample"
    for seat in seats:
        off = [p for p in differing_paths(views[seat], table.view(seat)) if not declared(p, spec)]
        assert not off, f"seat {seat}'s view of a resample for the public table differs at {off[:3]}"
    assert spec.load(table.to_json()).to_json() == table.to_json(), "a resample for the public table is not sound"
    assert state.to_json() == text, "resampling changed the real state"


def check_move_shows(spec: GameSpec, before: State, seat: int, action: Action, sweep: Sweep, rng: random.Random) -> None:
    """A move that is no barrier shows its mover nothing; a barrier shows something now and then."""
    measure = look(before, spec.game_type, seat)
    played = before.clone()
    played.apply(seat, action)
    after = played.view(seat)
    same = True
    for _ in range(RESAMPLES):
        twin = before.resample(seat, rng.randrange(2 ** 32))
        twin.apply(seat, action)
        same = same and twin.view(seat) == after
    if not is_barrier(measure, played, spec.game_type):
        assert same, f"{action} is no undo barrier, yet what it showed its mover depends on what the mover could not see"
    else:
        sweep.barriers_looked += 1
        sweep.barriers_shown += not same


@pytest.mark.parametrize("game_id, players", game_cases())
def test_resample_keeps_what_a_seat_sees_and_redraws_what_it_cannot(game_id, players):
    spec = GAMES[game_id]
    sweep = Sweep()
    for seed in range(SEEDS[game_id]):
        rng = random.Random(f"looks/{game_id}/{players}/{seed}")
        for record, seat, action in driven_game(spec, players, seed):
            if rng.random() >= LOOK_SHARE[game_id]:
                continue
            check_resamples(spec, record.state, sweep, rng)
            check_move_shows(spec, record.state, seat, action, sweep, rng)
    for secret in spec.game_type.secrets:
        if secret.redrawn and sweep.looks[secret.name]:
            share = sweep.varied[secret.name] / sweep.looks[secret.name]
            assert share >= 0.3, f"{secret.name} took one value in {1 - share:.0%} of the looks: resample does not redraw it"
    if spec.game_type.chance == "sampled" and sweep.barriers_looked:
        assert sweep.barriers_shown > 0, "no undo barrier ever showed its mover anything"


@pytest.mark.parametrize("game_id, players", game_cases())
def test_a_perfect_information_game_hides_nothing(game_id, players):
    spec = GAMES[game_id]
    if spec.game_type.information != "perfect":
        assert spec.game_type.secrets, f"{spec.title} declares imperfect information but no secret"
        return
    assert not spec.game_type.secrets
    for record, _seat, _action in driven_game(spec, players, 0):
        state = record.state
        public = {k: v for k, v in state.view(None).items() if k not in ("viewer", "you")}
        for seat in range(players):
            assert {k: v for k, v in state.view(seat).items() if k not in ("viewer", "you")} == public


def finished_game(spec: GameSpec, players: int, seed: int) -> GameRecord:
    """One seeded game played to its end."""
    steps = driven_game(spec, players, seed)
    record, _seat, _action = next(steps)
    for _step in steps:
        pass
    return record


@pytest.mark.parametrize("game_id, players", game_cases())
def test_breakdowns_add_up_to_the_score(game_id, players):
    spec = GAMES[game_id]
    for seed in range(5):
        record = finished_game(spec, players, seed)
        assert record.state.is_over
        for standing in record.state.result().standings:
            assert sum(standing.breakdown.values()) == standing.score, \
                f"{spec.title}: {standing.breakdown} does not add up to {standing.score}"
            assert all(isinstance(t.label, str) and t.label for t in standing.tie_breaks)
