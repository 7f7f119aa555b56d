"""Paradisio's game log in words: one line per event kind, each naming its rule (The Last Paradise's sentences
are checked in tests/test_last_paradise_narrate.py, each other game's in its own narrate tests)."""
from __future__ import annotations

import inspect
import random

import pytest

import game.paradisio.actions as pa_actions
from game.core import Event, make_seats
from game.paradisio import SPEC as PA_SPEC
from game.paradisio.actions import MatchWon, RoundStarted, RoundTied, RoundWon, TilePlaced
from game.paradisio.narrate import describe as tell_pa
from game.record import GameRecord

PA_NAMES = ["Ana", "Ben"]
HANDS = ((0, 1, 2, 3, 4, 5, 6, 7), (8, 9, 10, 11, 12, 13, 14, 15))


def event_kinds(module: object) -> set[type]:
    """Every Event class a rules module defines."""
    return {obj for _, obj in inspect.getmembers(module, inspect.isclass)
            if issubclass(obj, Event) and obj is not Event and obj.__module__ == module.__name__}  # type: ignore[attr-defined]


# --- Paradisio ---------------------------------------------------------------------

PA_CASES: list[tuple[Event, list[str]]] = [
    (TilePlaced(0, 6, (0, 0), 1), ["Ana lays the first tile, a coast tile, in the middle of the table"]),
    (TilePlaced(1, 9, (-2, 1), 0), ["Ben lays the isthmus tile 2 left and 1 down from the middle"]),
    (TilePlaced(0, 15, (0, -3), 0), ["Ana lays the interior tile 3 up from the middle"]),
    (RoundWon(2, 0, 1, (1, 1)), ["Round 2 ends: Ben cannot place any tile", "so Ana, who laid the last tile, "
                                 "takes an island token", "Ana 1, Ben 1"]),
    (RoundTied(3, (1, 1)), ["Round 3 is a tie: all 16 tiles are down", "nobody takes an island token"]),
    (RoundStarted(1, 0, HANDS), ["Round 1: Ana starts (drawn at random)", "8 tiles each, face up"]),
    (RoundStarted(2, 1, HANDS, "lost"), ["Round 2: Ben starts (Ben lost round 1, and the loser starts the next round)"]),
    (RoundStarted(4, 0, HANDS, "tied"), ["Round 4: Ana starts (round 3 was a tie and Ana did not start it)"]),
    (MatchWon(0, (3, 1)), ["Ana wins the match, 3–1 in island tokens (the first to 3 tokens wins)"]),
]


def test_every_paradisio_event_kind_has_a_line() -> None:
    assert event_kinds(pa_actions) == {type(event) for event, _ in PA_CASES}


def test_paradisio_spec_narrates_with_this_module() -> None:
    assert PA_SPEC.narration.event is tell_pa


def test_paradisio_names_one_of_a_kind_tiles_with_the_and_others_with_a() -> None:
    assert "the open sea tile" in (tell_pa(TilePlaced(0, 0, (1, 0), 0), PA_NAMES) or "")
    assert "a small island tile" in (tell_pa(TilePlaced(0, 1, (1, 0), 0), PA_NAMES) or "")
    assert "the strait tile" in (tell_pa(TilePlaced(0, 10, (1, 0), 0), PA_NAMES) or "")


def test_a_paradisio_round_after_a_tie_names_the_rule_in_a_real_match() -> None:
    """The rules say why a seat starts each round; the narrator passes it on."""
    found: dict[str, str] = {}
    for seed in range(40):
        record = GameRecord.start(PA_SPEC, make_seats(PA_NAMES), seed)
        rng = random.Random(seed)
        while not record.state.is_over:
            seat = record.state.to_move[0]
            for event in record.apply(seat, rng.choice(record.state.legal_actions(seat))):
                if isinstance(event, RoundStarted):
                    found[event.because] = tell_pa(event, PA_NAMES) or ""
        if {"lost", "tied"} <= set(found):
            break
    assert "and the loser starts the next round" in found["lost"]
    assert "was a tie and" in found["tied"]


@pytest.mark.parametrize("event, parts", PA_CASES, ids=[f"{type(case[0]).__name__}-{i}" for i, case in enumerate(PA_CASES)])
def test_each_event_reads_as_its_rule(event: Event, parts: list[str]) -> None:
    line = tell_pa(event, PA_NAMES)
    assert line is not None
    for part in parts:
        assert part in line


# --- whole games ---------------------------------------------------------------------

def _is_sentence(line: str | None) -> bool:
    return (isinstance(line, str) and line == line.strip() and len(line) > 12 and line[0].isupper()
            and "None" not in line and "{" not in line and "  " not in line and not line.endswith((",", ";", ":")))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_line_of_a_random_paradisio_match_is_a_sentence(seed: int) -> None:
    record = GameRecord.start(PA_SPEC, make_seats(PA_NAMES), seed)
    rng = random.Random(seed)
    lines = 0
    while not record.state.is_over:
        seat = record.state.to_move[0]
        for event in record.apply(seat, rng.choice(record.state.legal_actions(seat))):
            line = tell_pa(event, PA_NAMES)
            assert _is_sentence(line), (event, line)
            lines += 1
    assert lines > 20
