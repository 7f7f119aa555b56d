"""Undo in The Last Paradise never crosses what chance or the hands revealed: one test per kind of barrier, each
played in a real GameRecord with a person at the table and judged only by what undo allows
(:meth:`GameRecord.undo_point`, :meth:`GameRecord.undo_problem`), not by how barriers are derived.

The barriers: the last sealed bid of a round (all hands open at once), the random winner of a tie nobody
raised (or of a free lot), and the next counter turned up from the pile after a placement.  A sealed bid that
is not the last shows nothing, so it may be taken back while only computers are still to bid."""
from __future__ import annotations

from game.core import SeatKind
from game.last_paradise import NATURE, Answer, Bid, ChooseLot, LastParadiseState, Offer, PassOffer, Place
from game.last_paradise import events as ev
from game.record import GameRecord
from tests.kit.last_paradise_scene import new_record

REVEALED = "something has been revealed or dealt since then, so the moves before stay"


def lot_chosen(kinds: list[SeatKind]) -> GameRecord:
    """A new game of these seats, 60 Paras each, with the first opening villa chosen."""
    record = new_record(kinds, money=60)
    state = record.state
    assert isinstance(state, LastParadiseState)
    record.apply(state.chooser, ChooseLot(state.opening_left[0]))
    return record


def refused(record: GameRecord) -> None:
    """Undo refuses, saying why, and taking it anyway changes nothing."""
    moves = list(record.moves)
    assert record.undo_point() is None
    assert record.undo_problem() == REVEALED
    assert record.undo() is None and record.moves == moves


def test_the_last_sealed_bid_opens_the_hands_and_cannot_be_taken_back() -> None:
    """Claus, a person, bids last: every hand opens at once, so his bid stays (his bid before the others' could go)."""
    record = lot_chosen(["easy", "easy", "human"])
    record.apply(0, Bid(4))
    record.apply(1, Bid(6))
    events = record.apply(2, Bid(9))
    assert any(isinstance(e, ev.BidsRevealed) for e in events)
    refused(record)


def test_a_sealed_bid_that_is_not_the_last_can_be_taken_back_while_only_computers_are_to_bid() -> None:
    """Anton bids first: nothing is shown yet; with computers still to bid, undo takes his bid back (and only it)."""
    record = lot_chosen(["human", "easy", "easy"])
    before = record.state.to_json()
    record.apply(0, Bid(12))
    assert record.undo_problem() is None and record.undo_point() == len(record.moves) - 1
    assert record.undo() == 0
    assert record.state.to_json() == before and record.state.legal_actions(0)


def test_a_sealed_bid_that_is_not_the_last_stays_once_another_person_is_to_bid() -> None:
    """Anton bids first and Birgit, a person too, is still to bid: the decision has passed to her, so it stays."""
    record = lot_chosen(["human", "human", "easy"])
    record.apply(0, Bid(12))
    assert record.undo_point() is None
    assert record.undo_problem() == "it is Birgit's turn now"


def test_the_random_winner_of_a_tie_nobody_raised_cannot_be_taken_back() -> None:
    """Anton and Birgit tie at 10 and neither raises in the repeat: a lot picks the buyer, so Birgit's bid stays."""
    record = lot_chosen(["easy", "human", "easy"])
    for seat, amount in ((0, 10), (1, 10), (2, 3), (0, 10)):
        record.apply(seat, Bid(amount))
    events = record.apply(1, Bid(10))
    drawn = [e for e in events if isinstance(e, ev.LotDrawn)]
    assert drawn and drawn[0].price == 10 and drawn[0].seats == (0, 1)
    refused(record)


def test_the_free_lot_after_nobody_bid_twice_cannot_be_taken_back() -> None:
    """Nobody bids above 0, twice: a lot gives the counter away, so the last bid stays."""
    record = lot_chosen(["easy", "easy", "human"])
    for seat in (0, 1, 2, 0, 1):
        record.apply(seat, Bid(0))
    events = record.apply(2, Bid(0))
    assert [e.price for e in events if isinstance(e, ev.LotDrawn)] == [0]
    refused(record)


def test_the_next_counter_turned_up_after_a_placement_cannot_be_taken_back() -> None:
    """Anton buys the round's counter and answers Birgit's offer (that he may take back); once he places it, the
    next counter is turned up from the pile, so the placement stays."""
    record = new_record(["human", "easy", "easy"], money=60)
    state = record.state
    assert isinstance(state, LastParadiseState)
    while state.round < 1 or state.phase == "bid":
        seat = state.to_move[0]
        record.apply(seat, ChooseLot(state.opening_left[0]) if state.phase == "choose lot"
                     else Bid(1 if seat == 0 else 0))
    assert state.buyer == 0 and state.to_move == (1,)
    record.apply(1, Offer(2, NATURE))
    record.apply(2, PassOffer())
    record.apply(0, Answer(1, True))
    assert record.undo_point() == len(record.moves) - 1  # the answer showed nothing: it may be taken back
    site = next(a.site for a in state.legal_actions(0) if isinstance(a, Place))
    events = record.apply(0, Place(site, NATURE))
    assert [e.round for e in events if isinstance(e, ev.CounterRevealed)] == [2]
    refused(record)
