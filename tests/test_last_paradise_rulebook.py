"""The Last Paradise: every example of the rulebook, as pure-function tests.

Seats: Anton 0, Birgit 1, Claus 2, Dorte 3.  Sites: Palm 0-2 beach, 3 centre;
Shell 4-6 beach, 7 centre; Coral 8-10 beach, 11 centre; Dune 12-14 beach, 15 centre.
"""
from __future__ import annotations

import pytest

from game.last_paradise import (
    BUILDING,
    NATURE,
    Payment,
    Placement,
    appraisal,
    environmental_prizes,
    exclusive_bonus,
    island_bonus,
    placement_bonuses,
    sealed_auction,
)
from game.last_paradise.auction import SECOND_CALL, TIE_REPEAT
from game.last_paradise.board import CENTRE

ANTON, BIRGIT, CLAUS, DORTE = 0, 1, 2, 3


def villa(owner: int | None, side: str = BUILDING, district: str = "palm") -> Placement:
    return Placement(f"{district}-villa-2", side, owner)


def hotel(owner: int | None, side: str = BUILDING, district: str = "palm") -> Placement:
    return Placement(f"{district}-hotel", side, owner)


# --- buying round -----------------------------------------------------------------

def test_anton_10_birgit_7_claus_7_dorte_6_anton_pays_7() -> None:
    outcome = sealed_auction({ANTON: 10, BIRGIT: 7, CLAUS: 7, DORTE: 6})
    assert (outcome.winner, outcome.price, outcome.rule) == (ANTON, 7, "second-highest bid")


def test_anton_and_birgit_tie_at_10_then_11_then_nobody_raises_so_a_lot_decides_at_11() -> None:
    first = sealed_auction({ANTON: 10, BIRGIT: 10, CLAUS: 8, DORTE: 7})
    assert first.rule == "tie repeat" and first.winner is None
    assert first.rebid == (ANTON, BIRGIT) and first.minimum == 10
    second = sealed_auction({ANTON: 11, BIRGIT: 11}, first.minimum, first.stage)
    assert second.rule == "tie repeat" and second.rebid == (ANTON, BIRGIT) and second.minimum == 11
    third = sealed_auction({ANTON: 11, BIRGIT: 11}, second.minimum, second.stage)
    assert third.rule == "lot drawn" and third.lot == (ANTON, BIRGIT) and third.price == 11
    assert third.decided and third.winner is None


def test_the_winner_of_a_repeat_pays_the_second_highest_bid_of_that_repeat() -> None:
    outcome = sealed_auction({ANTON: 14, BIRGIT: 12}, 10, TIE_REPEAT)
    assert (outcome.winner, outcome.price) == (ANTON, 12)


def test_nobody_bids_twice_so_a_random_player_gets_the_counter_for_free() -> None:
    first = sealed_auction({ANTON: 0, BIRGIT: 0, CLAUS: 0, DORTE: 0})
    assert first.rule == "no bids" and first.rebid == (ANTON, BIRGIT, CLAUS, DORTE)
    assert first.stage == SECOND_CALL and first.minimum == 0
    second = sealed_auction({ANTON: 0, BIRGIT: 0, CLAUS: 0, DORTE: 0}, 0, first.stage)
    assert second.rule == "lot drawn" and second.lot == (ANTON, BIRGIT, CLAUS, DORTE) and second.price == 0


def test_a_single_non_zero_bid_pays_the_second_highest_bid_which_is_nothing() -> None:
    outcome = sealed_auction({ANTON: 0, BIRGIT: 5, CLAUS: 0, DORTE: 0})
    assert (outcome.winner, outcome.price, outcome.rule) == (BIRGIT, 0, "second-highest bid")


def test_a_bid_under_the_minimum_is_refused() -> None:
    with pytest.raises(ValueError):
        sealed_auction({ANTON: 9, BIRGIT: 12}, 10, TIE_REPEAT)


# --- preserving nature ---------------------------------------------------------------

def test_nature_example_1_birgit_leaves_the_third_beach_site_natural() -> None:
    board = {0: villa(ANTON), 1: villa(BIRGIT)}
    payments = placement_bonuses(board, 2, NATURE, BIRGIT)
    assert sorted((p.seat, p.amount) for p in payments) == [(ANTON, 10), (BIRGIT, 10)]
    assert all("beside new nature in the Palm district" in p.reason for p in payments)


def test_nature_example_2_a_central_site_left_natural_pays_district_villas_and_centre_hotels() -> None:
    board = {0: villa(ANTON), 1: villa(BIRGIT), 7: hotel(CLAUS, district="shell"),
             11: hotel(DORTE, district="coral")}
    payments = placement_bonuses(board, 3, NATURE, CLAUS)
    assert sorted((p.seat, p.amount) for p in payments) == [(ANTON, 10), (BIRGIT, 10), (CLAUS, 10), (DORTE, 10)]


def test_a_hotel_beside_nature_in_its_district_and_in_the_centre_earns_20() -> None:
    board = {0: villa(ANTON, NATURE), 7: hotel(BIRGIT, NATURE, district="shell")}
    payments = placement_bonuses(board, 3, BUILDING, CLAUS)
    assert [(p.seat, p.amount) for p in payments] == [(CLAUS, 10), (CLAUS, 10)]
    assert sum(p.amount for p in payments) == 20


def test_a_building_earns_10_for_every_earlier_nature_counter_in_its_group() -> None:
    board = {0: villa(ANTON, NATURE), 1: villa(BIRGIT, NATURE)}
    assert placement_bonuses(board, 2, BUILDING, CLAUS) == [
        Payment(CLAUS, 20, "new villa beside 2 nature counters in the Palm district", "new building")]


def test_no_bonus_for_earlier_reserves_when_placing_nature() -> None:
    board = {0: villa(ANTON, NATURE), 1: villa(BIRGIT, NATURE)}
    assert placement_bonuses(board, 2, NATURE, CLAUS) == []


def test_a_taken_site_cannot_earn_bonuses() -> None:
    with pytest.raises(ValueError):
        placement_bonuses({0: villa(ANTON)}, 0, NATURE, BIRGIT)


# --- exclusive and island bonus --------------------------------------------------------

def test_exclusive_bonus_for_the_owner_of_every_building_in_a_full_district() -> None:
    board = {0: villa(ANTON), 1: villa(ANTON), 2: villa(BIRGIT, NATURE), 3: hotel(ANTON)}
    assert exclusive_bonus(board, 0) == Payment(ANTON, 20, "every building in the Palm district", "exclusive")


def test_no_exclusive_bonus_while_the_group_has_a_free_site_or_two_owners() -> None:
    assert exclusive_bonus({0: villa(ANTON), 1: villa(ANTON), 2: villa(ANTON)}, 0) is None
    assert exclusive_bonus({0: villa(ANTON), 1: villa(BIRGIT), 2: villa(ANTON), 3: hotel(ANTON)}, 0) is None


def test_a_full_group_without_buildings_pays_nobody() -> None:
    board = {s: hotel(ANTON, NATURE, d) for s, d in ((3, "palm"), (7, "shell"), (11, "coral"), (15, "dune"))}
    assert exclusive_bonus(board, CENTRE) is None


def test_the_centre_counts_as_a_fifth_group_for_the_exclusive_bonus() -> None:
    board = {3: hotel(CLAUS), 7: hotel(CLAUS, district="shell"), 11: hotel(DORTE, NATURE, "coral"),
             15: hotel(CLAUS, district="dune")}
    assert exclusive_bonus(board, CENTRE) == Payment(CLAUS, 20, "every building in the centre", "exclusive")


def test_island_bonus_for_a_building_in_every_district_opening_villas_count() -> None:
    board = {0: villa(ANTON), 4: villa(ANTON, district="shell"), 8: villa(ANTON, district="coral"),
             15: hotel(ANTON, district="dune")}
    assert island_bonus(board, ANTON, already_paid=False) == Payment(ANTON, 20, "a building in every district", "island")


def test_island_bonus_is_paid_once_per_player_and_nature_does_not_count() -> None:
    board = {0: villa(ANTON), 4: villa(ANTON, district="shell"), 8: villa(ANTON, district="coral"),
             15: hotel(ANTON, NATURE, "dune")}
    assert island_bonus(board, ANTON, already_paid=False) is None
    board[15] = hotel(ANTON, district="dune")
    assert island_bonus(board, ANTON, already_paid=True) is None


# --- environmental prize --------------------------------------------------------------

FIRST = {1: 200, 2: 90, 3: 80, 4: 60, 5: 40, 6: 30, 7: 20, 8: 10, 9: 0, 12: 0}
SECOND = {1: 0, 2: 90, 3: 40, 4: 30, 5: 20, 6: 15, 7: 10, 8: 5, 9: 0, 12: 0}


@pytest.mark.parametrize("preserves", sorted(FIRST))
def test_a_lone_tree_owner_takes_both_prizes(preserves: int) -> None:
    prizes = environmental_prizes({ANTON: preserves, BIRGIT: 0, CLAUS: 0}, preserves)
    assert prizes == {ANTON: FIRST[preserves] + SECOND[preserves], BIRGIT: 0, CLAUS: 0}


@pytest.mark.parametrize("preserves", [3, 4, 5, 6, 7, 8, 9, 12])
def test_most_trees_takes_first_prize_next_most_the_second(preserves: int) -> None:
    prizes = environmental_prizes({ANTON: preserves - 1, BIRGIT: 1, CLAUS: 0}, preserves)
    assert prizes == {ANTON: FIRST[preserves], BIRGIT: SECOND[preserves], CLAUS: 0}


@pytest.mark.parametrize("preserves", [2, 4, 6, 8, 12])
def test_a_tie_for_most_trees_shares_first_and_second_prize(preserves: int) -> None:
    half = preserves // 2
    prizes = environmental_prizes({ANTON: half, BIRGIT: half, CLAUS: 0}, preserves)
    share = (FIRST[preserves] + SECOND[preserves]) // 2
    assert prizes == {ANTON: share, BIRGIT: share, CLAUS: 0}


def test_a_three_way_tie_for_most_trees_shares_rounded_down() -> None:
    assert environmental_prizes({ANTON: 1, BIRGIT: 1, CLAUS: 1}, 3) == {ANTON: 40, BIRGIT: 40, CLAUS: 40}
    assert environmental_prizes({ANTON: 2, BIRGIT: 2, CLAUS: 2, DORTE: 1}, 7) == {
        ANTON: 10, BIRGIT: 10, CLAUS: 10, DORTE: 0}


@pytest.mark.parametrize("preserves, most", [(5, 3), (6, 4), (7, 5), (8, 6)])
def test_a_tie_for_second_shares_the_second_prize_rounded_down(preserves: int, most: int) -> None:
    prizes = environmental_prizes({ANTON: most, BIRGIT: 1, CLAUS: 1, DORTE: 0}, preserves)
    assert prizes == {ANTON: FIRST[preserves], BIRGIT: SECOND[preserves] // 2,
                      CLAUS: SECOND[preserves] // 2, DORTE: 0}


def test_nobody_with_trees_means_no_prize() -> None:
    assert environmental_prizes({ANTON: 0, BIRGIT: 0, CLAUS: 0}, 0) == {ANTON: 0, BIRGIT: 0, CLAUS: 0}


# --- appraisal -------------------------------------------------------------------------

def test_below_starting_money_loses_and_the_richest_of_the_rest_win_sharing_ties() -> None:
    judged = appraisal({ANTON: 60, BIRGIT: 45, CLAUS: 70, DORTE: 70}, 50,
                       {ANTON: "Anton", BIRGIT: "Birgit", CLAUS: "Claus", DORTE: "Dorte"})
    assert judged.winners == (CLAUS, DORTE)
    assert judged.ranks == {CLAUS: 1, DORTE: 1, ANTON: 3, BIRGIT: 4}
    assert judged.lost == {BIRGIT}
    assert judged.summary == "Claus and Dorte share the win with 70 Paras each."


def test_keeping_exactly_the_starting_money_does_not_lose() -> None:
    judged = appraisal({ANTON: 50, BIRGIT: 49, CLAUS: 20}, 50, {ANTON: "Anton"})
    assert judged.winners == (ANTON,) and judged.summary == "Anton wins with 50 Paras."


def test_when_all_lost_nobody_wins_and_the_summary_says_so() -> None:
    judged = appraisal({ANTON: 30, BIRGIT: 49, CLAUS: 10}, 50)
    assert judged.all_lost and judged.winners == ()
    assert 1 not in judged.ranks.values()
    assert judged.summary.startswith("Everybody lost")
