"""The contract's checks, shared by the tests that run them over every game (tests/test_contract*.py).

Each ``check_*`` looks at one thing the rules contract promises (ARCHITECTURE.md) and fails with a
sentence saying what broke; the tests choose the games and the steps.
"""
from __future__ import annotations

import dataclasses
import json
import math
import random
import re
import typing
from collections.abc import Callable, Iterator
from typing import Any, Literal, get_args

import pytest

from game.core import Action, Event, IllegalAction, State
from game.last_paradise import LastParadiseState
from game.record import GameRecord
from game.registry import available_games

GAMES = available_games()

_PYTHON_WORDS = re.compile(r"Traceback|\b\w*(Error|Exception)\b|<\w+ object|\bNone\b|\bint\(\)")


def assert_sentence(text: object) -> None:
    """``text`` is a short line in a player's words, not a program's."""
    assert isinstance(text, str), repr(text)
    assert 3 <= len(text) <= 300 and "\n" not in text and text == text.strip(), repr(text)
    assert text[0].isalpha(), repr(text)
    assert not _PYTHON_WORDS.search(text), repr(text)


def json_safe(value: Any) -> bool:
    """True when ``value`` survives JSON unchanged: dicts with str keys, lists, str, int, finite floats, None."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and json_safe(v) for k, v in value.items())
    if isinstance(value, list):
        return all(json_safe(v) for v in value)
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, (str, int))


def assert_json_safe(value: Any) -> None:
    """``value`` survives JSON unchanged (no tuples, no int keys, no NaN, no objects)."""
    assert json_safe(value), f"not JSON-safe: {value!r:.300}"


def pick(rng: random.Random, legal: list[Action]) -> Action:
    """A random legal action, leaning to the first and last (a bid of 0, no offer, the highest bid)."""
    roll = rng.random()
    if roll < 0.2:
        return legal[0]
    if roll < 0.3:
        return legal[-1]
    return rng.choice(legal)


@dataclasses.dataclass
class Table:
    """One step of a game under test: the state, its text and views, and who may do what."""

    game_id: str
    state: State
    text: str
    views: dict[int | None, dict[str, Any]]
    legal: dict[int, list[Action]]

    @classmethod
    def of(cls, game_id: str, state: State, viewers: list[int | None]) -> "Table":
        """Look at ``state`` once: its text, the views of ``viewers``, every mover's legal actions."""
        views = {seat: state.view(seat) for seat in viewers}
        return cls(game_id, state, state.to_json(), views, {seat: state.legal_actions(seat) for seat in state.to_move})

    def unchanged(self, why: str) -> None:
        """The state is as it was when looked at."""
        assert self.state.to_json() == self.text, why


# --- actions that should be refused -------------------------------------------
def _field_variants(value: Any, hint: Any) -> Iterator[Any]:
    """Other values of a field's own type: neighbours, far off, the other words of a Literal."""
    if isinstance(value, bool):
        yield not value
    elif isinstance(value, int):
        yield from (value - 1, value + 1, -1, 0, 99, 10 ** 9)
    elif isinstance(value, str):
        yield from (c for c in get_args(hint) if typing.get_origin(hint) is Literal and c != value)
        yield from ("nonsense", "")
    elif isinstance(value, tuple):
        for index, item in enumerate(value):
            for other in (item - 1, item + 1, -7, 99):
                yield value[:index] + (other,) + value[index + 1:]
    elif value is None:
        yield from (0, 99)


_HINTS: dict[type[Action], dict[str, Any]] = {}
"""Each action class's field hints, looked up once (not by functools.cache: mypy reads an action class as
unhashable, taking the frozen dataclass's ``__hash__``, which is its instances', for the class's)."""


def _hints(kind: type[Action]) -> dict[str, Any]:
    if kind not in _HINTS:
        _HINTS[kind] = typing.get_type_hints(kind)
    return _HINTS[kind]


def variants(action: Action) -> list[Action]:
    """Copies of ``action`` with one field changed to another value of its type."""
    hints = _hints(type(action))
    return [dataclasses.replace(action, **{f.name: other})
            for f in dataclasses.fields(action)
            for other in _field_variants(getattr(action, f.name), hints[f.name])]


def check_refused(state: State, seat: int, action: Action) -> None:
    """``problem`` names why and ``apply`` raises IllegalAction with that sentence (the caller checks nothing changed)."""
    why = state.problem(seat, action)
    assert why is not None, f"seat {seat} may {action}, which is not among its legal actions"
    assert_sentence(why)
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, action)
    assert str(refused.value).rstrip(".").lower() == why.rstrip(".").lower()


def check_actions_agree(table: Table, pool: list[Action], rng: random.Random, thorough: bool) -> None:
    """Legal actions have no problem; changed, foreign and out-of-turn actions are refused
    (the caller checks that they changed nothing).  A thorough check asks about every legal action, not a sample.
    """
    state = table.state
    for seat, legal in table.legal.items():
        allowed = set(legal)
        assert len(allowed) == len(legal), "legal_actions lists an action twice"
        for action in legal if thorough else rng.sample(legal, min(len(legal), 8)):
            assert state.problem(seat, action) is None, f"legal {action!r} has a problem"
        for action in variants(rng.choice(legal)) + rng.sample(pool, min(len(pool), 4)):
            if action not in allowed:
                check_refused(state, seat, action)
    movers = [a for legal in table.legal.values() for a in legal]
    seats = len(state.seats)
    for seat in [*range(seats), -1, seats, 99]:
        if seat not in table.legal:
            assert state.legal_actions(seat) == [], f"seat {seat} is not to move yet has legal actions"
            for action in rng.sample(movers, min(len(movers), 2)):
                check_refused(state, seat, action)


def check_action_codec(game_id: str, action: Action) -> None:
    """The action reads well, survives JSON and decodes to an equal action."""
    assert isinstance(str(action), str) and str(action)
    data = action.to_dict()
    assert_json_safe(data)
    decoded = GAMES[game_id].action_from_dict(json.loads(json.dumps(data)))
    assert decoded == action and type(decoded) is type(action)


# --- the state as a whole -------------------------------------------------------
def check_views(table: Table) -> None:
    """The views looked at are JSON-safe (the caller checks that looking changed nothing)."""
    for view in table.views.values():
        assert_json_safe(view)


def check_progress(state: State) -> None:
    """``progress`` is a short line."""
    line = state.progress()
    assert isinstance(line, str) and 0 < len(line) <= 60 and "\n" not in line, repr(line)


def check_clone_is_independent(table: Table, rng: random.Random) -> None:
    """A clone equals the state, and playing it on a few moves (the caller checks) leaves the state as it was."""
    twin = table.state.clone()
    assert twin is not table.state and twin.to_json() == table.text
    for _ in range(2):
        if twin.is_over:
            break
        seat = rng.choice(twin.to_move)
        twin.apply(seat, pick(rng, twin.legal_actions(seat)))


def check_load_round_trip(table: Table, seat: int, action: Action, deep: bool) -> State | None:
    """``to_json`` loads back to the same text; deep: to the same views and legal actions, and the
    loaded state is returned after ``action`` (the caller checks it plays on the same way)."""
    loaded = GAMES[table.game_id].load(table.text)
    assert loaded.to_json() == table.text
    if not deep:
        return None
    assert loaded.to_move == table.state.to_move
    for viewer, view in table.views.items():
        assert loaded.view(viewer) == view
    for mover, legal in table.legal.items():
        assert loaded.legal_actions(mover) == legal
    loaded.apply(seat, action)
    return loaded


def check_record_round_trip(record: GameRecord, replay: bool = True) -> None:
    """The record saves as JSON and loads by replaying; with ``replay`` its history also replays to the same state."""
    now = record.state.to_json()
    loaded = GameRecord.from_dict(record.spec, json.loads(json.dumps(record.to_dict())))
    assert loaded.state.to_json() == now
    assert (loaded.moves, loaded.barriers, loaded.seed, loaded.options, loaded.seats) == \
        (record.moves, record.barriers, record.seed, record.options, record.seats)
    if replay:
        assert record.state_at(len(record.moves)).to_json() == now


def check_noted_step(record: GameRecord, seat: int, action: Action, deep: bool) -> tuple[list[Event], str]:
    """``apply_noted`` makes exactly the events ``apply`` makes on a clone, each with a public view
    that holds no secret (deep: and is JSON-safe, as is the clone after).

    Returns the events and the state's text after them.
    """
    twin = record.state.clone()
    expected = twin.apply(seat, action)
    noted = record.apply_noted(seat, action)
    assert [event for event, _ in noted] == expected
    after = record.state.to_json()
    for event, public in noted:
        assert isinstance(event, Event)
        assert_json_safe(event.to_dict())
        SECRET_CHECKS.get(record.spec.id, no_secret_check)(public)
        if deep:
            assert_json_safe(public)
    if deep:
        assert twin.to_json() == after
    return expected, after


def check_finished(record: GameRecord) -> None:
    """A finished game has a result over every seat, and nobody may move."""
    state = record.state
    seats = range(len(state.seats))
    assert state.is_over and state.to_move == ()
    result = state.result()
    assert sorted(s.seat for s in result.standings) == list(seats)
    assert_json_safe(result.to_dict())
    assert_sentence(result.summary)
    text = state.to_json()
    for seat in [*seats, -1, 99]:
        assert state.legal_actions(seat) == []
    for move in record.moves[-3:]:
        check_refused(state, move.seat, move.action)
    assert state.to_json() == text
    check_progress(state)


# --- secrets ------------------------------------------------------------------------
def no_secret_check(public: dict[str, Any]) -> None:
    """A game with no secret check of its own."""


def last_paradise_public_holds_no_secret(public: dict[str, Any]) -> None:
    """A public Last Paradise view shows no money and no current bid (trees and buildings are public)."""
    assert public["viewer"] is None
    assert all(seat["money"] is None for seat in public["seats"])
    assert public["auction"] is None or public["auction"]["my_bid"] is None


def _planted(state: LastParadiseState, keep: int | None) -> LastParadiseState:
    """A Last Paradise clone where every seat but ``keep`` has other money and other sealed bids."""
    twin = state.clone()
    for seat in range(len(twin.seats)):
        if seat != keep:
            twin.money[seat] += 1000 + seat
            if seat in twin.bids:
                twin.bids[seat] += 500 + seat
    return twin


def check_last_paradise_secrets(table: Table, rng: random.Random, deep: bool) -> None:
    """Each view holds its own seat's money and bid by value, and everyone's trees, buildings and prize
    at stake (public cardboard); deep: a view does not change when other seats' money and bids do."""
    state = table.state
    assert isinstance(state, LastParadiseState)
    for viewer, seen in table.views.items():
        for entry in seen["seats"]:
            seat = entry["index"]
            assert entry["trees"] == state.trees[seat] == entry["nature"]
            assert entry["buildings"] == sum(1 for p in state.board.values() if p.is_building and p.owner == seat)
        if viewer is None:
            last_paradise_public_holds_no_secret(seen)
            continue
        for entry in seen["seats"]:
            mine = entry["index"] == viewer
            assert entry["money"] == (state.money[viewer] if mine else None)
        if seen["auction"] is not None:
            assert seen["auction"]["my_bid"] == state.bids.get(viewer)
    if not deep:
        return
    viewer = rng.choice(list(table.views))
    assert _planted(state, viewer).view(viewer) == table.views[viewer], f"view({viewer}) shows another seat's secret"


SECRET_CHECKS: dict[str, Callable[[dict[str, Any]], None]] = {"last-paradise": last_paradise_public_holds_no_secret}
"""Per game: a check that a public view (also those noted with events) holds no secret."""
VIEW_CHECKS: dict[str, Callable[[Table, random.Random, bool], None]] = {"last-paradise": check_last_paradise_secrets}
"""Per game: a check that each seat's view holds only what that seat may see, beyond the declared secrets
that tests/test_contract_secrets.py redraws (The Last Paradise's money is declared but not redrawn: the
public record determines it, so it is planted here instead)."""
