"""Every undo barrier of Paradise Fallen, pinned by what undo does in a real game record (not by how barriers
are derived): each way the game draws or reveals stops undo, and the move just before it, which showed
nothing, can still be taken back.  Lanai's deal is no barrier: the dealer has seen the cards it hands out."""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from game.core import Action, Event, Seat, SeatKind, make_seats
from game.paradise_fallen import SPEC
from game.paradise_fallen import actions as moves
from game.paradise_fallen import events as ev
from game.paradise_fallen.state import ParadiseFallenState
from game.record import GameRecord
from tests.kit.paradise_fallen_rules import GRID, card, explored, gap_of, lay, ration, table

Build = Callable[[Sequence[Seat]], ParadiseFallenState]


def record_of(build: Build, kinds: Sequence[SeatKind] = ("human", "easy")) -> GameRecord:
    """A game record whose every replay starts from the table ``build`` lays (so undo can replay it)."""
    spec = dataclasses.replace(SPEC, new_game=lambda seats, seed, **options: build(seats))
    return GameRecord.start(spec, make_seats(["Ana", "Ben", "Cy"][:len(kinds)], list(kinds)), 1)


def play(record: GameRecord, action: Action) -> list[Event]:
    """The seat to move makes ``action`` (which must be legal)."""
    seat = record.state.to_move[0]
    assert action in record.state.legal_actions(seat), record.state.problem(seat, action)
    return record.apply(seat, action)


def can_take_back_the_last_move(record: GameRecord) -> None:
    """Undo reaches the last move and takes it back: the table is as it was before it."""
    before = record.state_at(len(record.moves) - 1).to_json()
    assert record.undo_point() == len(record.moves) - 1 and record.undo_problem() is None
    record.undo()
    assert record.state.to_json() == before


def cannot_cross(record: GameRecord) -> None:
    """Undo stops at the last move: nothing before it is taken back."""
    assert record.undo_point() is None
    assert "revealed or dealt" in (record.undo_problem() or "")


def test_the_refill_at_done_is_a_barrier_and_ending_the_play_phase_is_not() -> None:
    record = record_of(lambda seats: table([[ration(1), ration(2)], [ration(3)]], seats=seats))
    play(record, moves.EndPlay())
    can_take_back_the_last_move(record)
    play(record, moves.EndPlay())
    events = play(record, moves.Done())
    assert any(isinstance(e, ev.CardsDrawn) and e.why == "refill" for e in events)
    cannot_cross(record)


def test_driftwood_draws_a_card_and_so_stops_undo() -> None:
    def build(seats: Sequence[Seat]) -> ParadiseFallenState:
        state = table([[ration(2), card("Green Mist")], [ration(3)]], seats=seats)
        lay(state, {gap_of(4, 1): [card("Driftwood")]})  # between Molokai (the centre) and Oahu
        return state

    record = record_of(build)
    play(record, moves.PlayAberration(card("Green Mist"), 8))
    can_take_back_the_last_move(record)
    play(record, moves.PlayAberration(card("Green Mist"), 8))
    events = play(record, moves.Trip((1,), (ration(2),)))
    assert any(isinstance(e, ev.CardsDrawn) and e.why == "Driftwood" for e in events)
    cannot_cross(record)


def test_a_reshuffled_deck_stops_undo() -> None:
    """The deck holds one card: the refill draws it, the discard pile is shuffled into a new deck, and more come."""

    def build(seats: Sequence[Seat]) -> ParadiseFallenState:
        state = table([[ration(1), ration(2)], [ration(3)]], seats=seats)
        state.discard, state.deck = state.deck[:-1], state.deck[-1:]
        return state

    record = record_of(build)
    play(record, moves.EndPlay())
    can_take_back_the_last_move(record)
    play(record, moves.EndPlay())
    events = play(record, moves.Done())
    assert any(isinstance(e, ev.DeckReshuffled) for e in events)
    cannot_cross(record)


def test_a_discard_into_an_empty_deck_is_shuffled_at_once_and_stops_undo() -> None:
    """The deck and the discard pile are empty: the first card discarded is shuffled into a new deck (a draw on
    the generator), the second only lands on the pile and can be taken back."""

    def build(seats: Sequence[Seat]) -> ParadiseFallenState:
        state = table([[ration(1), ration(2), ration(3)], []], seats=seats)
        state.hands[1], state.deck = list(state.deck), []
        return state

    record = record_of(build)
    play(record, moves.EndPlay())
    events = play(record, moves.Discard(ration(1)))
    assert any(isinstance(e, ev.DeckReshuffled) for e in events)
    cannot_cross(record)
    play(record, moves.Discard(ration(2)))
    can_take_back_the_last_move(record)


def test_the_raiding_tribes_pick_stops_undo_and_the_trip_before_it_does_not() -> None:
    """Ana sails over the Raiding Tribe: while Ben (a computer) is to pick, she may take the trip back; once he
    has picked (her cards shuffled, one shown face up), nothing before it is."""

    def build(seats: Sequence[Seat]) -> ParadiseFallenState:
        state = table([[ration(2), card("Maui"), card("Lanai")], [ration(3)]], seats=seats)
        lay(state, {gap_of(4, 1): [card("Raiding Tribe")]})
        return state

    record = record_of(build)
    play(record, moves.Trip((1,), (ration(2),)))
    assert record.state.to_move == (1,)
    can_take_back_the_last_move(record)
    play(record, moves.Trip((1,), (ration(2),)))
    events = play(record, moves.RaidPick(1))
    assert any(isinstance(e, ev.Raided) for e in events)
    cannot_cross(record)


def test_the_tricksters_random_take_stops_undo_and_playing_it_does_not() -> None:
    record = record_of(lambda seats: table([[card("Trickster"), ration(1)], [ration(3), card("Maui")]], seats=seats))
    play(record, moves.PlayAptitude(card("Trickster")))
    can_take_back_the_last_move(record)
    play(record, moves.PlayAptitude(card("Trickster")))
    events = play(record, moves.TakeFrom(1))
    assert any(isinstance(e, ev.CardTaken) for e in events)
    cannot_cross(record)


def lanai_table(seats: Sequence[Seat]) -> ParadiseFallenState:
    """Ana has explored Lanai, its token up, and holds an Aberration to lay first."""
    state = table([[ration(1), card("Green Mist")], [ration(3)]], grid=GRID, seats=seats)
    explored(state, 0, "Lanai")
    return state


def test_lanais_draw_stops_undo() -> None:
    record = record_of(lanai_table)
    play(record, moves.PlayAberration(card("Green Mist"), 8))
    can_take_back_the_last_move(record)
    play(record, moves.PlayAberration(card("Green Mist"), 8))
    events = play(record, moves.UsePower("Lanai"))
    assert any(isinstance(e, ev.CardsDrawn) and e.why == "Lanai" for e in events)
    cannot_cross(record)


def test_the_dealer_may_take_lanais_deal_back_but_not_the_draw_before_it() -> None:
    """The deal hands out cards the dealer has already seen, so it is no barrier (a change from the hand-set
    flags, game/barriers.py): Ana takes it back and deals again; the draw before it still stops undo."""
    record = record_of(lanai_table)
    play(record, moves.UsePower("Lanai"))
    drawn = list(record.state.view(0)["pending"]["cards"])
    play(record, moves.Deal((1, 0)))
    can_take_back_the_last_move(record)
    assert record.state.view(0)["pending"]["cards"] == drawn  # the same cards wait to be given out
    cannot_cross(record)
    play(record, moves.Deal((0, 1)))
    assert record.undo_point() == len(record.moves) - 1


def test_every_other_draw_stops_undo_too() -> None:
    """Maui's and Hawaii's powers, the Fisherman, and Nihoa's draw once its discards are done."""

    def build(seats: Sequence[Seat]) -> ParadiseFallenState:
        state = table([[card("Fisherman"), ration(1), ration(2)], [ration(3)]], seats=seats)
        for island in ("Maui", "Hawaii", "Nihoa"):
            explored(state, 0, island)
        return state

    for draw in ([moves.PlayAptitude(card("Fisherman"))], [moves.UsePower("Maui")], [moves.UsePower("Hawaii")],
                 [moves.UsePower("Nihoa"), moves.Discard(ration(1)), moves.Done()]):
        record = record_of(build)
        for action in draw[:-1]:
            play(record, action)
        assert all(not barrier for barrier in record.barriers), "choosing what to discard shows nothing"
        events = play(record, draw[-1])
        assert any(isinstance(e, ev.CardsDrawn) for e in events), draw
        cannot_cross(record)
