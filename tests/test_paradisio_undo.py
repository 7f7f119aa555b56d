"""Where undo stops in a Paradisio match, pinned on real records (not on how barriers are derived): a plain
placement can be taken back, the placement that ends a round and deals the next cannot, nor can anything of
a round before."""
from __future__ import annotations

import random
from collections.abc import Callable

from game.core import Event, Seat
from game.paradisio import SPEC, ParadisioState
from game.paradisio.events import RoundStarted
from game.record import GameRecord

DEALT = "something has been revealed or dealt since then, so the moves before stay"


def human_against_computer(seed: int) -> GameRecord:
    """A match of the human Ana against the easy computer Bo."""
    return GameRecord.start(SPEC, [Seat(0, "Ana", "#d9534f", "human"), Seat(1, "Bo", "#3a7bd5", "easy")], seed)


def table(record: GameRecord) -> ParadisioState:
    """The match as the rules have it now."""
    assert isinstance(record.state, ParadisioState)
    return record.state


def play_one(record: GameRecord, rng: random.Random) -> list[Event]:
    """One move: Ana's at random, Bo's by its bot; the move's events."""
    seat = record.state.to_move[0]
    legal = record.state.legal_actions(seat)
    if seat == 0:
        return record.apply(seat, rng.choice(legal))
    return record.apply(seat, SPEC.make_bot("easy", record.bot_seed(seat)).choose(record.state.view(seat), legal, seat))


def until(record: GameRecord, rng: random.Random, done: Callable[[list[Event], GameRecord], bool]) -> list[Event]:
    """Play until ``done(events, record)`` holds after a move; that move's events."""
    while not record.state.is_over:
        events = play_one(record, rng)
        if done(events, record):
            return events
    raise AssertionError("the match ended first")


def test_a_plain_placement_and_the_computers_answer_can_be_taken_back() -> None:
    for seed in range(20):
        record = human_against_computer(seed)
        rng = random.Random(seed)
        until(record, rng, lambda events, r: table(r).round != 1 or (len(r.moves) >= 3 and r.moves[-1].seat == 1))
        if table(record).round != 1:
            continue
        ana_last = max(i for i, move in enumerate(record.moves) if move.seat == 0)
        assert record.undo_problem() is None and record.undo_point() == ana_last
        assert record.undo() == 0
        assert len(record.moves) == ana_last == len(table(record).placed)  # every move of round 1 laid one tile
        assert record.state.to_move == (0,)
        return
    raise AssertionError("no seed gave a plain round-1 exchange")


def test_the_placement_that_ends_a_round_deals_the_next_and_cannot_be_taken_back() -> None:
    """Whoever laid it: Ana's winning tile, or Bo's tile that leaves Ana stuck."""
    seen = set()
    for seed in range(40):
        record = human_against_computer(seed)
        until(record, random.Random(seed), lambda events, r: any(isinstance(e, RoundStarted) for e in events))
        seen.add(record.moves[-1].seat)
        assert record.undo_point() is None and record.undo_problem() == DEALT
        assert record.undo() is None and table(record).round == 2
        if seen == {0, 1}:
            return
    raise AssertionError(f"only seats {seen} ended a round")


def test_undo_in_a_new_round_stops_at_its_deal() -> None:
    for seed in range(40):
        record = human_against_computer(seed)
        rng = random.Random(seed)
        until(record, rng, lambda events, r: any(isinstance(e, RoundStarted) for e in events))
        dealt_at = len(record.moves)
        until(record, rng, lambda events, r: r.moves[-1].seat == 0)
        if table(record).round != 2:
            continue
        point = record.undo_point()
        assert point is not None and point >= dealt_at
        while record.undo() is not None:
            pass
        assert len(record.moves) == dealt_at and table(record).round == 2 and table(record).placed == {}
        assert record.undo_problem() == DEALT
        return
    raise AssertionError("no seed let Ana place in round 2")


def test_nothing_is_taken_back_once_the_match_is_won() -> None:
    record = human_against_computer(3)
    until(record, random.Random(3), lambda events, r: r.state.is_over)
    assert record.undo_point() is None and record.undo_problem() == "the game is over"
