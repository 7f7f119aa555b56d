"""A hint's why says what the move does by the rules (issue 18), for Paradisio and The Last Paradise: over many
positions, one sentence in a player's words whose rule claim the rules layer confirms."""
from __future__ import annotations

import re

import pytest

from game.advice import Weighed, hint_seed, weigh
from game.core import State
from game.last_paradise import actions as lp
from game.last_paradise import events as lp_events
from game.paradisio.actions import Place
from game.paradisio.events import RoundTied, RoundWon
from game.paradisio.grid import legal_placements
from game.registry import available_games
from tests.kit.contract import assert_sentence
from tests.kit.hints import NAMES, position, seat_count

GAMES = available_games()
CODE_WORDS = re.compile(r"_|\(\w+\)|\{|\}|\bNone\b|\bTrue\b|\bFalse\b|=|outlook")
"""A field, an id in brackets, a format slip, or the search's own word."""
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4}


def hints(game_id: str, seeds: range, moves: tuple[int, ...]) -> list[tuple[State, int, Weighed, str]]:
    """The hint at each position reached (a position past the game's end is left out)."""
    spec = GAMES[game_id]
    found = []
    for seed in seeds:
        for count in moves:
            try:
                state, seat = position(spec, seed, count)
            except AssertionError:
                continue
            weighed = weigh(spec, state, seat, hint_seed(seed, count, seat))
            assert spec.narration.hint is not None
            found.append((state, seat, weighed, spec.narration.hint(weighed, list(NAMES[:seat_count(spec)]))))
    return found


def assert_one_plain_sentence(said: str) -> None:
    assert_sentence(said)
    assert said.endswith(".") and said.count(". ") == 0 and said.count(":") == 1, said
    assert not CODE_WORDS.search(said), said


@pytest.fixture(scope="module")
def paradisio_hints() -> list[tuple[State, int, Weighed, str]]:
    return hints("paradisio", range(1, 9), (0, 2, 5, 7, 10, 13))


@pytest.fixture(scope="module")
def last_paradise_hints() -> list[tuple[State, int, Weighed, str]]:
    return hints("last-paradise", range(1, 7), (0, 1, 3, 6, 9, 12, 20, 31, 44))


def test_a_paradisio_hint_says_the_edges_it_matches_and_what_it_leaves(paradisio_hints: list) -> None:
    wins = holes = 0
    for state, seat, weighed, said in paradisio_hints:
        assert_one_plain_sentence(said)
        action = weighed.action
        assert isinstance(action, Place)
        placed = dict(state.placed)
        col, row = action.cell
        touching = sum((col + dc, row + dr) in placed for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)))
        if not placed:
            assert "opens the round" in said, said
        else:
            said_edges = re.search(r"it matches (\w+) edges?", said)
            assert said_edges and NUMBER_WORDS[said_edges.group(1)] == touching, said
        after = state.clone()
        events = after.apply(seat, action)
        won = any(isinstance(e, RoundWon) for e in events)
        assert ("so you win the round" in said) == won, said
        assert ("ties the round" in said) == any(isinstance(e, RoundTied) for e in events), said
        wins += won
        if "a hole only you can fill" in said:  # a cell the rival's hand cannot fill and the seat's can
            rival = state.hands[1 - seat]
            mine = [t for t in state.hands[seat] if t != action.tile_id]
            board = {**placed, tuple(action.cell): (action.tile_id, action.turn)}
            cells_mine = {p.cell for t in mine for p in legal_placements(board, t)}
            cells_theirs = {p.cell for t in rival for p in legal_placements(board, t)}
            assert cells_mine - cells_theirs, said
            holes += 1
    assert len(paradisio_hints) >= 30 and wins and holes


def test_a_last_paradise_hint_says_what_each_kind_of_move_does(last_paradise_hints: list) -> None:
    kinds = set()
    for state, seat, weighed, said in last_paradise_hints:
        assert_one_plain_sentence(said)
        action = weighed.action
        kinds.add(type(action).__name__)
        if isinstance(action, lp.Bid) and action.amount:
            assert "you pay only the second-highest" in said, said
        elif isinstance(action, lp.Answer):
            offer = next(o for o in state.offers if o["seat"] == action.offer_from)
            assert (f"pays you {offer['amount']} Para" in said) == action.accept, said
        elif isinstance(action, lp.Place):
            paid = sum(e.amount for e in state.clone().apply(seat, action)
                       if isinstance(e, lp_events.BonusPaid) and e.seat == seat
                       and e.bonus in ("new building", "new nature"))
            assert (f"it pays you {paid} Paras of placement bonuses" in said) == (paid > 0), said
            extra = sum(e.amount for e in state.clone().apply(seat, action)
                        if isinstance(e, lp_events.BonusPaid) and e.seat == seat
                        and e.bonus in ("exclusive", "island"))
            assert (f"{extra} Paras of exclusive or island bonus" in said) == (extra > 0), said
        elif isinstance(action, lp.ChooseLot):
            assert "the table bids for that villa next" in said, said
        if "it would pay you" in said:  # a lot's best site built: what the rules would pay at once
            assert re.search(r"built on \w+ \w+( \d)? it would pay you \d+ Paras", said), said
    assert {"Bid", "ChooseLot"} <= kinds, kinds


def test_every_last_paradise_placement_says_the_bonuses_the_rules_then_pay() -> None:
    """Every legal placement, not only the hinted one: the Paras named are the ones the rules pay the placer."""
    spec = GAMES["last-paradise"]
    assert spec.narration.hint is not None
    extras = checked = 0
    for seed in range(1, 13):
        for count in range(4, 130, 3):
            try:
                state, seat = position(spec, seed, count)
            except AssertionError:
                continue
            for action in state.legal_actions(seat):
                if not isinstance(action, lp.Place):
                    continue
                said = spec.narration.hint(Weighed(action, 2, view=state.view(seat)), list(NAMES))
                assert_one_plain_sentence(said)
                paid: dict[str, int] = {}
                for e in state.clone().apply(seat, action):
                    if isinstance(e, lp_events.BonusPaid) and e.seat == seat:
                        paid[e.bonus] = paid.get(e.bonus, 0) + e.amount
                placement = paid.get("new building", 0) + paid.get("new nature", 0)
                extra = paid.get("exclusive", 0) + paid.get("island", 0)
                assert (f"it pays you {placement} Paras of placement bonuses" in said) == (placement > 0), said
                assert (f"{extra} Paras of exclusive or island bonus" in said) == (extra > 0), said
                extras += extra > 0
                checked += 1
    assert checked >= 30 and extras, (checked, extras)
