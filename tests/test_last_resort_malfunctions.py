"""The Last Resort rulebook on Adverts and Malfunctions, and the 'Something's Gone Wrong' option, as tests."""
from __future__ import annotations

import pytest

from game.core import IllegalAction
from game.last_resort import LastResortState, new_game
from game.last_resort.actions import AdvertName, ChooseAdvert, PlaceMalfunction
from game.last_resort.boards import STATIONS
from game.last_resort.events import (
    CashPaid,
    MalfunctionMissed,
    MalfunctionPlaced,
    MalfunctionTurnedUp,
    PrestigeMoved,
    TouristsArrived,
)
from game.last_resort.station import malfunction_spaces
from game.last_resort.tiles import MALFUNCTIONS
from tests.kit.barriers import makes_barrier
from tests.kit.last_resort_rules import BLUE, PINK, station_of
from tests.kit.typed import why_not

TWO_AMENITIES_AND_A_BERTH: tuple[AdvertName, ...] = ("amenity", "amenity", "berth")
"""The Adverts of three seats, in seat order: two share the amenity."""


# --- Advertise and Malfunctions ------------------------------------------------------------
def test_shared_adverts_bring_malfunctions_except_berths():
    state = new_game(3, seed=4)
    for seat, advert in enumerate(TWO_AMENITIES_AND_A_BERTH):
        state.apply(seat, ChooseAdvert(advert))
    placed = [e for e in state.ledger]  # no cash moved by the reveal
    assert placed == []
    assert len(state.stations[0].malfunctions) == 2 and len(state.stations[1].malfunctions) == 2
    assert len(state.stations[2].malfunctions) == 1
    state = new_game(2, seed=4)
    state.apply(0, ChooseAdvert("berth"))
    events = state.apply(1, ChooseAdvert("berth"))
    assert not any(isinstance(e, MalfunctionPlaced) for e in events)


def test_when_the_pile_is_short_nobody_gaining_at_once_gains_one():
    state = new_game(3, seed=4)
    state.malfunction_pile = state.malfunction_pile[:1]
    for seat, advert in enumerate(TWO_AMENITIES_AND_A_BERTH):
        events = state.apply(seat, ChooseAdvert(advert))
    missed = [e.seat for e in events if isinstance(e, MalfunctionMissed)]
    assert missed == [0, 1] and len(state.malfunction_pile) == 1
    assert all(len(plan.malfunctions) == 1 for plan in state.stations)


def test_a_malfunction_goes_on_the_cheapest_linked_space():
    plan = station_of({8: STATIONS[0].orientation, 14: STATIONS[0].cryopods})
    plan.malfunctions[15] = 0
    assert malfunction_spaces(plan) == [9]  # the 2-cost space next to the ❗ Malfunction


def test_the_malfunction_example_three_spaces_costing_8_and_the_player_picks():
    state = new_game(2, seed=5)
    state.stations[BLUE] = station_of({8: STATIONS[0].orientation, 14: STATIONS[0].cryopods}, free={0, 5, 18})
    assert malfunction_spaces(state.stations[BLUE]) == [0, 5, 18]
    state.apply(0, ChooseAdvert("attraction"))
    state.apply(1, ChooseAdvert("attraction"))
    assert state.phase == "malfunction" and state.to_move == (BLUE,)
    assert state.legal_actions(BLUE) == [PlaceMalfunction(0), PlaceMalfunction(5), PlaceMalfunction(18)]
    with pytest.raises(IllegalAction):
        state.apply(BLUE, PlaceMalfunction(20))
    state.apply(BLUE, PlaceMalfunction(5))
    assert 5 in state.stations[BLUE].malfunctions


def test_improvements_advert_once_a_year():
    state = new_game(2, seed=6)
    state.apply(0, ChooseAdvert("improvement"))
    state.apply(1, ChooseAdvert("amenity"))
    while state.phase != "advertise":
        seat = state.to_move[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    assert ChooseAdvert("improvement") not in state.legal_actions(0)
    assert ChooseAdvert("improvement") in state.legal_actions(1)
    assert "once a year" in why_not(state, 0, ChooseAdvert("improvement"))


def test_two_players_gain_extra_malfunctions_after_the_2nd_and_5th_arrivals():
    state = new_game(2, seed=7)
    arrivals, extra = 0, []
    while state.season <= 6:
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        adverts = [a for a in legal if isinstance(a, ChooseAdvert)]
        for event in state.apply(seat, ChooseAdvert("berth") if adverts else legal[-1]):
            arrivals += isinstance(event, TouristsArrived)
            if isinstance(event, (MalfunctionPlaced, MalfunctionMissed)):
                extra.append((arrivals, event.reason, event.seat))
    assert extra == [(2, "extra", 0), (2, "extra", 1), (5, "extra", 0), (5, "extra", 1)]


# --- Option: Something's Gone Wrong ----------------------------------------------------------------
def test_something_wrong_lays_malfunctions_face_up_and_shows_them():
    plain = new_game(2, seed=16)
    assert all(s["malfunction_face"] is None for s in plain.view(None)["seats"][0]["spaces"])
    state = new_game(2, seed=16, something_wrong=True)
    faces = [s["malfunction_face"] for s in state.view(None)["seats"][0]["spaces"] if s["malfunction"]]
    assert faces == [state.stations[0].malfunctions[15]]
    state.apply(0, ChooseAdvert("amenity"))
    assert makes_barrier(state, 1, ChooseAdvert("amenity"))
    events = state.apply(1, ChooseAdvert("amenity"))
    turned = [e for e in events if isinstance(e, MalfunctionTurnedUp)]
    assert [e.seat for e in turned] == [0, 1]
    assert LastResortState.from_json(state.to_json()).something_wrong


def test_something_wrong_strikes_at_the_end_of_the_year():
    state = new_game(2, seed=17, something_wrong=True)
    leaky, surge = (next(m.id for m in MALFUNCTIONS if m.name == name) for name in ("Leaky Airlock", "Power Surge"))
    state.stations[BLUE].malfunctions = {15: leaky, 9: surge}
    state.stations[PINK].malfunctions = {15: surge}
    state.cash = [10, 1]
    state.season, state.phase, state.order = 3, "arrivals", [BLUE, PINK]
    events = state.proceed()
    lost = [(e.seat, e.kind, e.before, e.after) for e in events
            if isinstance(e, PrestigeMoved) and e.reason == "malfunction" and e.about == leaky]
    assert lost == [(BLUE, "relax", 3, 2)]
    paid = [(e.seat, e.amount) for e in events if isinstance(e, CashPaid)]
    assert paid == [(BLUE, 2), (PINK, 1)]  # Pink had only 1
    assert state.year == 2 and state.cash[PINK] >= 0
