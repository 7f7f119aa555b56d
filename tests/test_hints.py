"""Hints in the rules (issue 18): a legal move of the seat, said in one whole sentence, worked out from the seat's
own view only, counted in the record and kept by a save."""
from __future__ import annotations

import json
import re

import pytest

from game.advice import Weighed, hint_seed, hints_taken, sentence, weigh
from game.core import CorruptSave, make_seats
from game.paradisio.actions import Place
from game.record import GameRecord
from game.registry import available_games
from tests.kit.contract import assert_sentence
from tests.kit.hints import NAMES, position, seat_count

GAMES = available_games()
CODE_WORDS = re.compile(r"[A-Z][a-z]+[A-Z]\w*\(|_|\{|\}|\bNone\b|\bTrue\b|\bFalse\b|=")
"""What a class name, a field or a format slip looks like in a sentence."""


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("moves", [5, 18])
def test_a_hint_is_a_legal_move_said_in_one_sentence(game_id: str, moves: int) -> None:
    spec = GAMES[game_id]
    state, seat = position(spec, 4, moves)
    weighed = weigh(spec, state, seat, hint_seed(4, moves, seat))
    assert weighed.action in state.legal_actions(seat)
    assert spec.narration.hint is not None
    said = spec.narration.hint(weighed, list(NAMES[:seat_count(spec)]))
    assert_sentence(said)
    assert said.count(". ") == 0 and said.endswith("."), said  # one sentence
    assert not CODE_WORDS.search(said), said


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hint_is_worked_out_from_the_seats_view_only(game_id: str) -> None:
    """Everything hidden from the seat drawn again (resample): the same view, so the same hint, figures and all."""
    spec = GAMES[game_id]
    state, seat = position(spec, 6, 14)
    seed = hint_seed(6, 14, seat)
    hint = weigh(spec, state, seat, seed)
    for other_seed in (1, 99):
        other = state.resample(seat, other_seed)
        assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
        assert weigh(spec, other, seat, seed) == hint


def test_the_hidden_parts_do_change_in_those_worlds() -> None:
    """The view-only test above means something: the resampled worlds differ where the seat cannot see."""
    for game_id in ("last-paradise", "paradise-fallen", "last-resort"):
        state, seat = position(GAMES[game_id], 6, 14)
        assert state.resample(seat, 1).to_json() != state.to_json(), game_id
    for game_id in ("last-paradise", "paradise-fallen"):  # what another seat holds
        spec = GAMES[game_id]
        state, seat = position(spec, 6, 14)
        others = [s for s in range(seat_count(spec)) if s != seat]
        assert any(json.dumps(state.resample(seat, 1).view(o), sort_keys=True)
                   != json.dumps(state.view(o), sort_keys=True) for o in others), game_id


def test_the_why_says_what_the_search_weighed() -> None:
    """The figures are a short tail after what the move does by the rules; without that, the tail alone."""
    move = Place(3, (1, 0), 0)
    phrase = GAMES["paradisio"].narration.hint
    assert phrase is not None
    weighed = Weighed(move, 12, 5, 300, 0.62, Place(4, (0, 1), 1), 0.48)
    said = phrase(weighed, ["Ana", "Ben"])
    assert said.endswith(": it came out best of 5 moves tried.") and "outlook" not in said  # no view: no rule claim
    bid = lambda action: "bid 9 Paras"  # noqa: E731
    assert sentence(weighed, bid) == "Bid 9 Paras: it came out best of 5 moves tried."
    assert sentence(weighed, bid, does="you pay only the second-highest bid") == (
        "Bid 9 Paras: you pay only the second-highest bid; it came out best of 5 moves tried.")
    assert sentence(Weighed(move, 1), str).endswith(": it is the only move you have.")
    assert "wins this round whatever" in phrase(Weighed(move, 12, 3, sure="win"), ["Ana", "Ben"])


def record_of(game_id: str) -> GameRecord:
    spec = GAMES[game_id]
    return GameRecord.start(spec, make_seats(list(NAMES[:seat_count(spec)])), 8)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hints_are_counted_per_seat_and_kept_by_a_save(game_id: str) -> None:
    record = record_of(game_id)
    record.count_hint(1)
    record.count_hint(1)
    record.count_hint(0)
    data = json.loads(json.dumps(record.to_dict()))
    again = GameRecord.from_dict(record.spec, data)
    assert again.hints == [1, 2] + [0] * (len(record.seats) - 2)


def test_a_save_made_before_hints_were_counted_loads_with_none() -> None:
    record = record_of("last-resort")
    data = record.to_dict()
    del data["hints"]
    assert GameRecord.from_dict(record.spec, data).hints == [0, 0]


@pytest.mark.parametrize("damaged", ["3", [1], [1, -1], [1, True], [0, 10 ** 9], {"0": 1}])
def test_a_damaged_count_of_hints_is_refused(damaged: object) -> None:
    record = record_of("paradisio")
    data = record.to_dict()
    data["hints"] = damaged
    with pytest.raises(CorruptSave, match="hints"):
        GameRecord.from_dict(record.spec, data)


def test_the_results_words_name_who_took_hints() -> None:
    assert hints_taken(["Ana", "Ben", "Cy"], [0, 0, 0]) == ""
    assert hints_taken(["Ana", "Ben", "Cy"], [3, 0, 1]) == "Ana took 3 hints, Cy 1."
    assert hints_taken(["Ana", "Ben"], [0, 1]) == "Ben took 1 hint."


def test_a_last_paradise_placement_hint_says_what_the_rules_pay_at_once() -> None:
    """The bonuses the hint names are the ones the rules then pay the placer (read from its own view only)."""
    from game.last_paradise import events as lp_events
    from game.last_paradise.actions import Place as LastParadisePlace

    spec = GAMES["last-paradise"]
    checked = 0
    for seed, moves in ((s, m) for s in range(1, 9) for m in (12, 20, 31, 44, 57)):
        state, seat = position(spec, seed, moves)
        if not isinstance(state.legal_actions(seat)[0], LastParadisePlace):
            continue
        weighed = weigh(spec, state, seat, 5)
        assert spec.narration.hint is not None
        said = spec.narration.hint(weighed, list(NAMES))
        paid = sum(e.amount for e in state.clone().apply(seat, weighed.action)
                   if isinstance(e, lp_events.BonusPaid) and e.seat == seat and e.bonus in ("new building", "new nature"))
        assert (f"it pays you {paid} Paras of placement bonuses at once" in said) == (paid > 0), said
        checked += 1
    assert checked >= 2, "too few placements among the positions"
