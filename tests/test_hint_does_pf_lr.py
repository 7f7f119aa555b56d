"""A Paradise Fallen or Last Resort hint says what its move does by the rules, in one sentence, truly, from the
seat's own view: over many random positions, every legal move's hint is checked against what the rules do."""
from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from game.advice import Weighed
from game.core import Action, State, make_seats
from game.last_resort import events as lr_events
from game.last_resort.actions import Build
from game.paradise_fallen import actions as pf_moves
from game.paradise_fallen import events as pf_events
from game.registry import available_games
from tests.kit.contract import assert_sentence

GAMES = available_games()
NAMES = ["Ana", "Ben"]
CODE_WORDS = re.compile(r"_|\b(relax|inspire|entertain|thrill|amenity|attraction|improvement|orientation|cryopods|berth)\b")
"""Code names a hint must never show: underscores, and the rules' lower-case ids (the game says them capitalised)."""


def positions(game_id: str, seeds: int) -> Iterator[tuple[State, int]]:
    """Positions reached by random legal moves, one per seed, and the seat to move."""
    spec = GAMES[game_id]
    for seed in range(seeds):
        state = spec.new_game(make_seats(NAMES), seed)
        pick = random.Random(seed)
        for _ in range(pick.randrange(1, 120)):
            if state.is_over:
                break
            seat = state.to_move[0]
            state.apply(seat, pick.choice(state.legal_actions(seat)))
        if not state.is_over:
            yield state, state.to_move[0]


def said(game_id: str, state: State, seat: int, action: Action) -> str:
    """The hint for ``action`` (as the only move, so the figures are short), and that it is one plain sentence."""
    hint = GAMES[game_id].narration.hint
    assert hint is not None
    text = hint(Weighed(action, 1, view=state.view(seat)), NAMES)
    assert_sentence(text)
    assert text.endswith(".") and ". " not in text.replace("A.I. ", ""), text
    assert not CODE_WORDS.search(text), text
    return text


@pytest.mark.parametrize("game_id", ["paradise-fallen", "last-resort"])
def test_every_move_hint_is_one_plain_sentence(game_id: str) -> None:
    told = 0
    for state, seat in positions(game_id, 30):
        for action in state.legal_actions(seat):
            said(game_id, state, seat, action)
            told += 1
    assert told > 100


def test_a_trip_hint_names_the_island_it_reaches_and_its_true_cost() -> None:
    trips = 0
    for state, seat in positions("paradise-fallen", 40):
        for action in state.legal_actions(seat):
            if not isinstance(action, pf_moves.Trip):
                continue
            text = said("paradise-fallen", state, seat, action)
            made = [e for e in state.clone().apply(seat, action) if isinstance(e, pf_events.TripMade)]
            assert made, action
            island = state.view(seat)["grid"][action.path[-1]]
            assert made[0].islands[-1] == island
            assert text.startswith(f"Sail {'one step' if len(action.path) == 1 else f'{len(action.path)} steps'} "
                                   f"to {island},"), text
            assert f": it costs {made[0].cost} ration" in text, text
            assert "-left" not in text and "-middle" not in text and "centre" not in text, text
            trips += 1
    assert trips > 20


def test_an_explore_hint_counts_toward_the_goal() -> None:
    explores = 0
    for state, seat in positions("paradise-fallen", 80):
        for action in state.legal_actions(seat):
            if isinstance(action, pf_moves.Explore):
                text = said("paradise-fallen", state, seat, action)
                count = len(state.view(seat)["explored"][seat]) + 1
                assert f"of the {state.view(seat)['target']} that end the game" in text, text
                assert re.search(rf"your {count}(st|nd|rd|th) explored island", text), text
                explores += 1
    assert explores > 0


def test_a_build_hint_says_the_price_the_rules_take() -> None:
    builds = 0
    for state, seat in positions("last-resort", 40):
        for action in state.legal_actions(seat):
            if not isinstance(action, Build):
                continue
            text = said("last-resort", state, seat, action)
            built = [e for e in state.clone().apply(seat, action) if isinstance(e, lr_events.TileBuilt)]
            assert built, action
            assert f": it costs {built[0].price} QUID" in text, text
            builds += 1
    assert builds > 10
