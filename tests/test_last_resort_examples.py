"""The Last Resort rulebook's examples of setup, prestige, checking out and building, as tests."""
from __future__ import annotations

from game.last_resort import new_game
from game.last_resort.actions import Build, CheckOut, ChooseAdvert
from game.last_resort.boards import ROUND_TRACK, SPACE_COSTS, STATIONS, TRENDS, VIEWING_PLATFORMS
from game.last_resort.costs import build_price
from game.last_resort.events import (
    PrestigeMoved,
)
from game.last_resort.prestige import gain, lose, new_track
from game.last_resort.station import StationPlan, check_out
from game.last_resort.tiles import BERTHS, TILE_BY_NAME, TILES
from tests.kit.last_resort_rules import BLUE, PINK, refill_bag, station_of, tile
from tests.kit.typed import why_not


def test_setup_matches_the_rulebook():
    state = new_game(4, seed=1)
    assert state.cash == [10, 10, 10, 10]
    assert {k: v for k, v in state.view(None)["seats"][BLUE]["prestige"].items()} == \
        {"relax": 3, "inspire": 2, "entertain": 0, "thrill": 1}
    blue = state.stations[BLUE]
    assert blue.guests[8][2] == "red"  # the 'Any Colour' space holds the absent colour
    assert sum(state.bag.values()) == 120 - 16 and state.phase == "advertise" and state.to_move == (0, 1, 2, 3)
    assert len(state.offers["attraction"]) == len(state.offers["amenity"]) == len(state.offers["improvement"]) == 4
    assert len(new_game(2, seed=1).berths) == 5 and len(state.berths) == 9
    assert all(SPACE_COSTS[s] == 1 for s in VIEWING_PLATFORMS) and max(SPACE_COSTS) == 8


def test_named_tiles_are_as_the_rulebook_shows_them():
    assert TILE_BY_NAME["VRcade"].cost == 3 and any("red" in s.colours for s in TILE_BY_NAME["VRcade"].spaces)
    assert all(s.colours == ("pink",) for s in TILE_BY_NAME["Astrocat Café"].spaces)
    assert TILE_BY_NAME["Swim-Sim Pool"].prestige() == {"relax": 2, "inspire": 2, "entertain": 1, "thrill": 1}
    assert sum(1 for t in TILES if t.kind == "attraction") == sum(1 for t in TILES if t.kind == "amenity") == 24
    assert len(BERTHS) == 9 and sum(1 for t in TILES if t.kind == "improvement") == 11


def test_the_third_arrivals_bring_11_16_22_tourists():
    third = ROUND_TRACK[2]
    assert [third.tourists(n) for n in (1, 2, 3, 4)] == [11, 11, 16, 22]


# --- Prestige ------------------------------------------------------------------------
def test_trackers_never_stack():
    track = new_track([(BLUE, 5), (PINK, 4)])
    gain(track, PINK, 1)  # up onto Blue's space: behind Blue
    assert track == [[BLUE, 5], [PINK, 5]]
    track = new_track([(BLUE, 5), (PINK, 4)])
    lose(track, BLUE, 1)  # down onto Pink's space: stays ahead of Pink
    assert track == [[BLUE, 4], [PINK, 4]]


def test_prestige_stops_at_20_and_the_rest_pays_cash():
    state = new_game(2, seed=3)
    state.move_prestige(BLUE, "relax", 16, "platforms")
    events = state.move_prestige(BLUE, "relax", 3, "platforms")
    assert state.view(None)["seats"][BLUE]["prestige"]["relax"] == 20
    assert state.cash[BLUE] == 10 + 2
    assert [type(e).__name__ for e in events] == ["PrestigeMoved", "CashGained"]


# --- Check Out --------------------------------------------------------------------------------
def blue_checkout_station() -> StationPlan:
    plan = station_of({8: STATIONS[0].orientation, 14: STATIONS[0].cryopods, 7: tile("Astrocat Café"),
                       9: tile("Holoplex"), 13: BERTHS[0], 16: BERTHS[1]})
    plan.malfunctions[15] = 0
    plan.guests[8] = ["blue", "green", None]
    plan.guests[9] = ["pink", None]
    plan.guests[13] = ["red", "pink", "blue"]
    plan.guests[16] = ["green", None, None]
    plan.guests[14] = ["pink", None, None]
    return plan


def test_the_check_out_example_attractions_pay_7():
    plan = blue_checkout_station()
    assert check_out(plan, "attraction") == [(8, 2, 3), (9, 1, 4)]  # Orientation 1 + 2, Holoplex 4; the Café is empty


def test_the_berth_example_full_berth_3_part_full_0_cryopods_1():
    plan = blue_checkout_station()
    assert check_out(plan, "berth") == [(13, 3, 3), (14, 1, 1), (16, 1, 0)]


def test_blue_checks_out_attractions_with_the_amenity_advert():
    state = new_game(2, seed=8)
    state.stations[BLUE] = blue_checkout_station()
    refill_bag(state)
    state.apply(0, ChooseAdvert("amenity"))
    state.apply(1, ChooseAdvert("berth"))
    assert state.phase == "checkout" and state.to_move == (BLUE,)
    assert state.legal_actions(BLUE) == [CheckOut("attraction"), CheckOut("berth")]
    before = sum(state.bag.values())
    state.apply(BLUE, CheckOut("attraction"))
    assert state.cash[BLUE] == 17 and sum(state.bag.values()) == before + 3
    assert state.stations[BLUE].guests[8] == [None, None, None] and state.stations[BLUE].guests[13] == ["red", "pink", "blue"]


# --- Build ---------------------------------------------------------------------------------------
def test_the_vrcade_costs_11_on_the_8_space_and_8_on_the_5_space():
    vrcade = tile("VRcade")
    assert SPACE_COSTS[0] == 8 and SPACE_COSTS[2] == 5
    assert build_price(vrcade, 0) == 11 and build_price(vrcade, 2) == 8
    state = new_game(2, seed=9)
    state.stations[BLUE] = station_of({8: STATIONS[0].orientation, 14: STATIONS[0].cryopods}, free={0, 2})
    state.stations[BLUE].guests[8] = ["blue", "green", "red"]
    state.stations[BLUE].guests[14][0] = "pink"
    state.offers["attraction"][0] = vrcade
    state.adverts, state.phase, state.queue = {0: "attraction", 1: "berth"}, "build", [BLUE]
    legal = state.legal_actions(BLUE)
    assert Build(vrcade, 2) in legal and Build(vrcade, 0) not in legal  # Blue has 10
    assert "costs 11 QUID" in why_not(state, BLUE, Build(vrcade, 0))
    state.apply(BLUE, Build(vrcade, 2))
    assert state.cash[BLUE] == 2


def test_berths_cost_3_anywhere_and_improvements_need_two_of_each_icon():
    assert build_price(BERTHS[0], 0) == 3 and build_price(BERTHS[0], 4) == 3
    state = new_game(2, seed=10)
    state.adverts, state.phase, state.queue = {0: "improvement", 1: "berth"}, "build", [BLUE]
    assert [type(a).__name__ for a in state.legal_actions(BLUE)] == ["PassBuild"]
    assert "two Amenity" in why_not(state, BLUE, Build(state.offers["improvement"][0], 9))


def test_the_swim_sim_pool_gives_2_relax_2_inspire_1_entertain_1_thrill():
    state = new_game(2, seed=11)
    pool = tile("Swim-Sim Pool")
    state.offers["amenity"][0] = pool
    state.cash[BLUE] = 20
    state.adverts, state.phase, state.queue = {0: "amenity", 1: "berth"}, "build", [BLUE]
    events = state.apply(BLUE, Build(pool, 9))
    gained = {e.kind: e.after - e.before for e in events if isinstance(e, PrestigeMoved) and e.seat == BLUE}
    assert gained == {"relax": 2, "inspire": 2, "entertain": 1, "thrill": 1}
    assert state.cash[BLUE] == 20 - 6 - 2


def test_build_order_least_cash_first_then_the_track_the_trend_leaves_out():
    state = new_game(3, seed=12)
    state.cash = [12, 12, 5]
    missing = TRENDS[state.trend].missing
    state.tracks[missing] = new_track([(1, 4), (0, 4), (2, 0)])
    state.adverts, state.phase, state.queue = {0: "berth", 1: "berth", 2: "berth"}, "checkout", []
    state.proceed()
    assert state.phase == "build" and state.to_move == (2,)
    assert state.queue == [2, 1, 0]
