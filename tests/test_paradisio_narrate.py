"""Paradisio in words: every move and every event a whole sentence, where a tile goes said from the first
tile and how it lies said by its land and sea, never in coordinates or code names."""
from __future__ import annotations

import inspect
import random
import re
from types import ModuleType

import pytest

import game.paradisio.actions as actions_module
import game.paradisio.events as events_module
from game.core import Action, Event, make_seats
from game.paradisio import SPEC, narrate
from game.paradisio.actions import Place
from game.paradisio.events import MatchWon, RoundStarted, RoundTied, RoundWon, TilePlaced
from game.paradisio.tiles import TILE_COUNT, TILE_KINDS, TILES
from game.record import GameRecord

NAMES = ["Ana", "Ben"]
HANDS = ((0, 1, 2, 3, 4, 5, 6, 7), (8, 9, 10, 11, 12, 13, 14, 15))
SEA, SMALL_ISLAND, COAST, ISTHMUS, STRAIT, BAY, INTERIOR = (0, 1, 5, 9, 10, 11, 15)
CODE_WORDS = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[A-Z][a-z]+[A-Z]\w*\b|None|\(|#")
"""snake_case, CamelCase class names, None, brackets and tile ids: leftovers of code in a sentence."""


def kinds_in(module: ModuleType, base: type) -> set[type]:
    """Every class deriving from ``base`` that a module defines."""
    return {obj for _, obj in inspect.getmembers(module, inspect.isclass)
            if issubclass(obj, base) and obj is not base and obj.__module__ == module.__name__}


def is_whole_sentence(line: str | None) -> bool:
    """Starts with a capital or a seat's name, ends with a full stop (or ! or ?), holds no code."""
    return (isinstance(line, str) and line == line.strip() and (line[0].isupper() or line.startswith(tuple(NAMES)))
            and line.endswith((".", "!", "?")) and "  " not in line and not CODE_WORDS.search(line))


EVENT_CASES: list[tuple[Event, str]] = [
    (TilePlaced(0, COAST + 1, (0, 0), 1), "Ana lays the first tile: a coast tile, its land along the right, "
                                          "in the middle of the table."),
    (TilePlaced(1, ISTHMUS, (-2, 1), 0), "Ben lays the isthmus tile, its land running from the top-left to the "
                                         "bottom-right corner, two places left and one down from the first tile."),
    (TilePlaced(0, INTERIOR, (0, -3), 0), "Ana lays the interior tile three places above the first tile."),
    (RoundWon(2, 0, 1, (1, 1)), "Round 2 ends: Ben cannot place any tile, so Ana, who laid the last tile, takes an "
                                "island token. Tokens: Ana 1, Ben 1."),
    (RoundTied(3, (1, 1)), "Round 3 is a tie: all 16 tiles are down, so nobody takes an island token. "
                           "Tokens: Ana 1, Ben 1."),
    (RoundStarted(1, 0, HANDS), "Round 1: Ana starts, drawn at random; 8 tiles each, face up."),
    (RoundStarted(2, 1, HANDS, "lost"), "Round 2: Ben starts, because the loser of round 1 starts the next round; "
                                        "8 tiles each, face up."),
    (RoundStarted(4, 0, HANDS, "tied"), "Round 4: Ana starts, because round 3 was a tie and Ana did not start it; "
                                        "8 tiles each, face up."),
    (MatchWon(0, (3, 1)), "Ana wins the match, 3–1 in island tokens: the first to 3 tokens wins."),
]


def test_every_event_kind_has_its_sentence() -> None:
    assert kinds_in(events_module, Event) == {type(event) for event, _ in EVENT_CASES}


@pytest.mark.parametrize("event, sentence", EVENT_CASES, ids=[type(e).__name__ for e, _ in EVENT_CASES])
def test_each_event_reads_as_its_rule(event: Event, sentence: str) -> None:
    assert narrate.event(event, NAMES) == sentence
    assert is_whole_sentence(sentence)


def test_every_action_kind_has_its_sentence_and_the_table_sees_it_all() -> None:
    assert kinds_in(actions_module, Action) == {Place}
    place = Place(COAST, (1, -1), 2)
    assert narrate.move(1, place, NAMES) == ("Ben places a coast tile, its land along the bottom, one place right "
                                             "and one up from the first tile.")
    assert narrate.sealed(1, place, NAMES) == narrate.move(1, place, NAMES)  # no secret moves


def test_the_spec_narrates_with_this_module() -> None:
    assert (SPEC.narration.event, SPEC.narration.move, SPEC.narration.sealed) == (
        narrate.event, narrate.move, narrate.sealed)


def test_one_of_a_kind_tiles_are_named_with_the_and_the_others_with_a() -> None:
    assert [narrate.tile_words(t) for t in (SEA, SMALL_ISLAND, STRAIT, BAY)] == [
        "the open sea tile", "a small island tile", "the strait tile", "a bay tile"]


def test_every_turn_of_every_kind_is_said_by_its_land_and_sea_and_different_looks_differently() -> None:
    for kind in TILE_KINDS:
        tile_id = next(t.id for t in TILES if t.kind == kind)
        looks = {narrate.look_words(tile_id, turn) for turn in range(4)}
        distinct = len({tuple(kind.corners[(i - turn) % 4] for i in range(4)) for turn in range(4)})
        assert len(looks) == distinct, kind.name
    assert [narrate.look_words(SMALL_ISLAND, turn) for turn in range(4)] == [
        f"its land in the {corner} corner" for corner in ("top-left", "top-right", "bottom-right", "bottom-left")]
    assert [narrate.look_words(COAST, turn) for turn in range(4)] == [
        f"its land along the {side}" for side in ("top", "right", "bottom", "left")]
    assert narrate.look_words(BAY, 0) == "its sea in the bottom-left corner"
    assert narrate.look_words(STRAIT, 0) == "its sea running from the top-right to the bottom-left corner"
    assert narrate.look_words(SEA, 1) == narrate.look_words(INTERIOR, 3) == ""


def test_every_cell_of_the_table_is_said_in_words_from_the_first_tile() -> None:
    said = {narrate.place_words((col, row)) for col in range(-3, 4) for row in range(-3, 4)}
    assert len(said) == 49 and not any(re.search(r"\d", words) for words in said)
    assert narrate.place_words((1, 0)) == "just right of the first tile"
    assert narrate.place_words((0, 1)) == "just below the first tile"
    assert narrate.place_words((-3, 0)) == "three places left of the first tile"
    assert narrate.place_words((2, -3)) == "two places right and three up from the first tile"


@pytest.mark.parametrize("seed", range(6))
def test_every_sentence_of_a_random_match_is_whole(seed: int) -> None:
    """Every move, its sealed form and every event, over whole matches of random and computer moves."""
    record = GameRecord.start(SPEC, make_seats(NAMES), seed)
    rng = random.Random(seed)
    told = 0
    while not record.state.is_over:
        seat = record.state.to_move[0]
        legal = record.state.legal_actions(seat)
        action = rng.choice(legal) if rng.random() < 0.5 else SPEC.make_bot("easy", seed).choose(
            record.state.view(seat), legal, seat)
        for said in (narrate.move(seat, action, NAMES), narrate.sealed(seat, action, NAMES)):
            assert is_whole_sentence(said), said
        for event in record.apply(seat, action):
            line = narrate.event(event, NAMES)
            assert is_whole_sentence(line), (event, line)
            if isinstance(event, TilePlaced):
                assert is_whole_sentence(narrate.last_tile(event, NAMES))
            told += 1
    assert told > 20
    summary = record.state.result().summary  # "Ana wins 3–1 in island tokens (4 rounds)." ends like the other games'
    assert is_whole_sentence(summary.replace("(", ", ").replace(")", "")) and summary.endswith(")."), summary


def test_a_round_after_a_tie_names_the_rule_in_a_real_match() -> None:
    """The rules say why a seat starts each round; the narrator passes it on."""
    found: dict[str, str] = {}
    for seed in range(40):
        record = GameRecord.start(SPEC, make_seats(NAMES), seed)
        rng = random.Random(seed)
        while not record.state.is_over:
            seat = record.state.to_move[0]
            for event in record.apply(seat, rng.choice(record.state.legal_actions(seat))):
                if isinstance(event, RoundStarted):
                    found[event.because] = narrate.event(event, NAMES) or ""
        if {"lost", "tied"} <= set(found):
            break
    assert "because the loser of round" in found["lost"]
    assert "was a tie and" in found["tied"]


def test_a_tile_outside_the_box_is_still_said_in_words() -> None:
    assert narrate.tile_words(TILE_COUNT) == "a tile not in the box" and narrate.look_words(99, 0) == ""
