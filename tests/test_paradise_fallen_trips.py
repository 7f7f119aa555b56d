"""Paradise Fallen trips: the public pure functions and the rulebook's worked examples of movement cost."""
from __future__ import annotations

import pytest

from game.paradise_fallen.actions import Trip
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.events import TripMade
from game.paradise_fallen.fares import cheapest_trip
from game.paradise_fallen.trips import (
    aberrations_of,
    canonical_payment,
    cheapest_payment,
    is_irredundant,
    payments,
    step_cost,
    trip_cost,
    trip_routes,
)
from tests.kit.paradise_fallen_rules import GRID, act, card, gap_of, give, kinds, lay, ration, table
from tests.kit.typed import as_a, why_not

ROW_GRID = ["Nihoa", "Molokai", "Maui",
            "Kahoolawe", "Hawaii", "Oahu",
            "Kauai", "Niihau", "Lanai"]
"""Molokai (1), Maui (2) and Oahu (2) lie in an L from the corner: the rulebook's 1+2+2 trip."""
GREEN_MIST, LAVA_FLOW, SACRED_TABU, THICK_JUNGLE, CALM_LAGOON, TRADE_WINDS = 64, 65, 66, 67, 68, 69
RAIDING_TRIBE, DRIFTWOOD, CORAL_REEF, STRONG_CURRENT, WHIRLPOOL, FAIR_CURRENT = 70, 71, 72, 73, 74, 75


def test_the_card_numbers_the_tests_use():
    named = [CARDS[c].name for c in (GREEN_MIST, RAIDING_TRIBE, DRIFTWOOD, FAIR_CURRENT)]
    assert named == ["Green Mist", "Raiding Tribe", "Driftwood", "Fair Current"]


def test_the_five_ration_trip_of_the_rulebook_is_one_plus_two_plus_two():
    assert trip_cost(ROW_GRID, {}, 0, (1, 2, 5)) == 1 + 2 + 2
    assert cheapest_trip(ROW_GRID, {}, 0, 5) == ((1, 2, 5), 5)
    state = table([[ration(1), ration(2), ration(2, 1), ration(3)], []], grid=ROW_GRID)
    state.canoes[0] = 0
    legal = [a for a in state.legal_actions(0) if isinstance(a, Trip) and a.path == (1, 2, 5)]
    assert {a.pay for a in legal} == {(ration(1), ration(2), ration(2, 1)), (ration(2), ration(3)),
                                      (ration(1), ration(2), ration(3))} - {(ration(1), ration(2), ration(3))}
    events = act(state, Trip((1, 2, 5), (ration(1), ration(2), ration(2, 1))))
    assert kinds(events) == ["TripMade"] and as_a(TripMade, events[0]).cost == 5 and as_a(TripMade, events[0]).wasted == 0
    assert state.canoes[0] == 5 and state.hands[0] == [ration(3)]
    assert state.discard[-3:] == [ration(1), ration(2), ration(2, 1)]


def test_green_mist_makes_kahoolawe_cost_two_and_hawaii_one():
    mist = {4: [GREEN_MIST]}  # the canoe's island, Molokai, in the middle of GRID
    assert (GRID[7], GRID[3]) == ("Kahoolawe", "Hawaii")
    assert trip_cost(GRID, mist, 4, (7,)) == 4 - 2
    assert trip_cost(GRID, mist, 4, (3,)) == 3 - 2
    assert trip_cost(GRID, mist, 3, (4,)) == 1 + 2  # entering the mist costs 2 more
    state = table([[ration(1), ration(2)], []])
    lay(state, mist)
    trips = {a for a in state.legal_actions(0) if isinstance(a, Trip)}
    assert Trip((7,), (ration(2),)) in trips and Trip((3,), (ration(1),)) in trips
    assert Trip((7,), (ration(1),)) not in trips
    assert "costs 2 rations" in why_not(state, 0, Trip((7,), (ration(1),)))


def test_a_step_never_costs_below_zero_but_an_island_can_become_free():
    assert step_cost(GRID, {4: [GREEN_MIST], 5: [CALM_LAGOON]}, 4, 3) == 1
    # Molokai (1) with a Calm Lagoon: entering it is free; leaving Hawaii with Green Mist too
    lagoon = {4: [CALM_LAGOON], 3: [GREEN_MIST, TRADE_WINDS]}
    assert step_cost(GRID, lagoon, 3, 4) == 0
    assert trip_cost(GRID, lagoon, 3, (4,)) == 0
    state = table([[ration(1)], []])
    lay(state, lagoon)
    state.canoes[0] = 3
    act(state, Trip((4,), ()))
    assert state.canoes[0] == 4 and state.hands[0] == [ration(1)]


@pytest.mark.parametrize("aberration, spot, start, end, change", [
    (GREEN_MIST, 4, 3, 4, +2), (GREEN_MIST, 3, 3, 0, -2),
    (LAVA_FLOW, 4, 3, 4, +3), (LAVA_FLOW, 3, 3, 4, 0),
    (SACRED_TABU, 4, 3, 4, +1), (SACRED_TABU, 3, 3, 4, +1),
    (THICK_JUNGLE, 4, 3, 4, +1), (THICK_JUNGLE, 3, 3, 4, 0),
    (CALM_LAGOON, 7, 4, 7, -1), (CALM_LAGOON, 4, 4, 7, 0),
    (TRADE_WINDS, 4, 4, 7, -1), (TRADE_WINDS, 7, 4, 7, 0),
    (CORAL_REEF, gap_of(4, 7), 4, 7, +2), (STRONG_CURRENT, gap_of(4, 7), 4, 7, +1),
    (WHIRLPOOL, gap_of(4, 7), 4, 7, +3), (FAIR_CURRENT, gap_of(4, 7), 4, 7, -1),
    (WHIRLPOOL, gap_of(3, 4), 4, 7, 0), (RAIDING_TRIBE, gap_of(4, 7), 4, 7, 0),
    (DRIFTWOOD, gap_of(4, 7), 4, 7, 0),
])
def test_each_aberration_changes_the_step_it_touches(aberration, spot, start, end, change):
    plain = step_cost(GRID, {}, start, end)
    assert step_cost(GRID, {spot: [aberration]}, start, end) == plain + change


def test_aberrations_on_one_spot_add_up():
    gap = gap_of(4, 7)
    assert step_cost(GRID, {gap: [CORAL_REEF, WHIRLPOOL, FAIR_CURRENT]}, 4, 7) == 4 + 2 + 3 - 1
    assert step_cost(GRID, {7: [LAVA_FLOW, THICK_JUNGLE], 4: [SACRED_TABU], gap: [STRONG_CURRENT]}, 4, 7) == 4 + 4 + 1 + 1


def test_a_trip_must_step_to_neighbours():
    with pytest.raises(ValueError):
        trip_cost(GRID, {}, 4, (8,))
    with pytest.raises(ValueError):
        trip_cost(GRID, {}, 4, ())
    assert trip_cost(GRID, {}, 4, (8,), ("Navigator",)) == 1
    assert trip_cost(GRID, {}, 4, (7, 4, 7)) == 4 + 1 + 4  # passing through again is allowed and paid again


def test_the_aptitudes_that_change_a_trip():
    assert trip_cost(GRID, {}, 4, (1, 0)) == 2 + 3
    assert trip_cost(GRID, {}, 4, (1, 0), ("Strong Paddlers",)) == 4
    assert trip_cost(GRID, {}, 4, (1, 0), ("Wayfinder",)) == 3
    assert trip_cost(GRID, {}, 4, (3,), ("Wayfinder", "Strong Paddlers")) == 2
    assert trip_cost(GRID, {}, 3, (6,), ("Strong Paddlers",)) == 0  # Lanai costs 1: never below 0
    assert trip_cost(GRID, {4: [LAVA_FLOW]}, 3, (4,), ("Outrigger",)) == 1
    assert cheapest_trip(GRID, {}, 4, 0, ("Navigator",)) == ((0,), 3)
    assert cheapest_trip(GRID, {}, 4, 0, ("Wayfinder",)) == ((1, 0), 3)


def test_routes_offer_a_trip_over_an_effect_gap_and_one_around_it():
    raid = {gap_of(4, 7): [RAIDING_TRIBE]}
    to_kahoolawe = [r for r in trip_routes(GRID, raid, 4, ()) if r[0][-1] == 7]
    assert to_kahoolawe == [((7,), 4), ((5, 8, 7), 2 + 1 + 4)]
    assert cheapest_trip(GRID, raid, 4, 7) == ((7,), 4)
    assert cheapest_trip(GRID, {gap_of(4, 7): [RAIDING_TRIBE], 7: [CALM_LAGOON]}, 4, 7) == ((7,), 3)
    # Niihau is 4 by Oahu or by Maui: the first in number order, or the one not crossing the Raiding Tribe
    assert cheapest_trip(GRID, {}, 4, 2) == ((1, 2), 4)
    assert cheapest_trip(GRID, {gap_of(4, 1): [RAIDING_TRIBE]}, 4, 2) == ((5, 2), 4)
    assert [r for r in trip_routes(GRID, raid, 4, ("Outrigger",)) if r[0][-1] == 7] == [((7,), 4)]
    back = [r for r in trip_routes(GRID, raid, 4, ()) if r[0][-1] == 4]
    assert back == [((7, 4), 5)]  # over the raid gap and back: only because it crosses an effect gap
    assert cheapest_trip(GRID, {}, 4, 4) is None


def test_payments_are_irredundant_and_one_card_may_overpay():
    hand = [ration(1), ration(1, 1), ration(3), card("Maui")]
    found = payments(hand, 2)
    assert found[0] == (ration(1), ration(1, 1)) == cheapest_payment(hand, 2)
    assert (ration(3),) in found  # overpaying with one card: the surplus is lost
    assert (card("Maui"), ration(1)) in found
    assert (ration(1), ration(1, 1), ration(3)) not in found  # the 1s could be left out
    assert (ration(1, 1), card("Maui")) not in found  # interchangeable: the lowest id stands for both 1s
    assert all(is_irredundant(p, 2) for p in found)
    assert not is_irredundant((ration(3), ration(1)), 2) and not is_irredundant((ration(1),), 2)
    assert not is_irredundant((64,), 0) and is_irredundant((), 0) and payments(hand, 0) == [()]
    assert payments([ration(1)], 2) == [] and cheapest_payment([ration(1)], 2) is None
    assert cheapest_payment([ration(3), ration(1), card("Maui")], 2) == (card("Maui"), ration(1))
    assert cheapest_payment([ration(2), ration(1), card("Maui")], 2) == (ration(2),)
    assert canonical_payment(hand, (ration(1, 1), card("Maui"))) == (card("Maui"), ration(1))


def test_an_island_card_pays_one_ration():
    state = table([[card("Kahoolawe"), card("Oahu"), card("Nihoa")], []])
    three = tuple(sorted((card("Oahu"), card("Kahoolawe"), card("Nihoa"))))
    trips = {a for a in state.legal_actions(0) if isinstance(a, Trip) and a.path == (3,)}
    assert trips == {Trip((3,), three)}  # Hawaii costs 3: three Island cards, 1 ration each
    act(state, Trip((3,), three))
    assert state.canoes[0] == 3 and state.hands[0] == []


def test_overpayment_is_lost_and_redundant_payments_are_refused():
    state = table([[ration(3), ration(1), ration(1, 1)], []])
    assert "none more than needed" in why_not(state, 0, Trip((5,), (ration(1), ration(1, 1), ration(3))))
    events = act(state, Trip((7,), (ration(1), ration(3))))
    assert as_a(TripMade, events[0]).wasted == 0
    state = table([[ration(3)], []])
    events = act(state, Trip((5,), (ration(3),)))
    assert (as_a(TripMade, events[0]).cost, as_a(TripMade, events[0]).wasted) == (2, 1)
    assert state.hands[0] == []


def test_a_trip_with_cards_not_in_hand_or_an_odd_path_is_refused():
    state = table([[ration(3)], []])
    assert "hand" in why_not(state, 0, Trip((5,), (ration(2),)))
    assert "neighbouring" in why_not(state, 0, Trip((8,), (ration(3),)))
    give(state, 0, ration(3, 1))
    assert "cheapest" in why_not(state, 0, Trip((1, 2, 5), (ration(3), ration(3, 1))))  # 6 rations, where 2 would do


def test_aberrations_of_a_view_have_int_spots():
    state = table([[], []])
    lay(state, {4: [GREEN_MIST], 12: [RAIDING_TRIBE]})
    assert aberrations_of(state.view(None)) == {4: [GREEN_MIST], 12: [RAIDING_TRIBE]}
