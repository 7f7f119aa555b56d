"""Every example of the Last Resort rulebook, as a test (and the rules around them)."""
from __future__ import annotations

import pytest

from game.core import IllegalAction
from game.last_resort import Build, CheckOut, ChooseAdvert, Eject, LastResortState, PlaceMalfunction, Welcome, new_game
from game.last_resort.boards import ROUND_TRACK, SPACE_COSTS, STATIONS, TRENDS, VIEWING_PLATFORMS
from game.last_resort.events import (
    CashPaid,
    MalfunctionMissed,
    MalfunctionPlaced,
    MalfunctionTurnedUp,
    PrestigeMoved,
    TouristEjected,
    TouristsArrived,
    TouristWelcomed,
)
from game.last_resort.legal import price
from game.last_resort.prestige import EVIL_AI, gain, lose, new_track, order
from game.last_resort.scoring import final_ranking, prestige_bonuses
from game.last_resort.station import StationPlan, check_out, malfunction_spaces
from game.last_resort.tiles import BERTHS, MALFUNCTIONS, PRESTIGE, TILE_BY_NAME, TILES
from tests.barrier_kit import makes_barrier

BLUE, PINK, YELLOW, GREEN = 0, 1, 2, 3


def refill_bag(state) -> None:
    """The bag holds every tourist that is not on a station or in the lounge (after a test changed a station)."""
    for colour in state.bag:
        seated = sum(p.tourists_by_colour()[colour] for p in state.stations)
        state.bag[colour] = 30 - seated - state.lounge[colour]


def tile(name: str) -> int:
    return TILE_BY_NAME[name].id


def station_of(tiles: dict[int, int], free: set[int] | None = None) -> StationPlan:
    """A station with ``tiles`` on their spaces; with ``free``, a face-down Malfunction on every other space."""
    plan = StationPlan()
    for space, tile_id in tiles.items():
        plan.put_tile(space, tile_id)
    if free is not None:
        for space in range(len(SPACE_COSTS)):
            if space not in tiles and space not in free:
                plan.malfunctions[space] = 0
    return plan


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
    state.move_prestige(BLUE, "relax", 16, "test")
    events = state.move_prestige(BLUE, "relax", 3, "test")
    assert state.view(None)["seats"][BLUE]["prestige"]["relax"] == 20
    assert state.cash[BLUE] == 10 + 2
    assert [type(e).__name__ for e in events] == ["PrestigeMoved", "CashGained"]


# --- Advertise and Malfunctions ------------------------------------------------------------
def test_shared_adverts_bring_malfunctions_except_berths():
    state = new_game(3, seed=4)
    for seat, advert in enumerate(("amenity", "amenity", "berth")):
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
    for seat, advert in enumerate(("amenity", "amenity", "berth")):
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
    assert "once a year" in state.problem(0, ChooseAdvert("improvement"))


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
    assert price(vrcade, 0) == 11 and price(vrcade, 2) == 8
    state = new_game(2, seed=9)
    state.stations[BLUE] = station_of({8: STATIONS[0].orientation, 14: STATIONS[0].cryopods}, free={0, 2})
    state.stations[BLUE].guests[8] = ["blue", "green", "red"]
    state.stations[BLUE].guests[14][0] = "pink"
    state.offers["attraction"][0] = vrcade
    state.adverts, state.phase, state.queue = {0: "attraction", 1: "berth"}, "build", [BLUE]
    legal = state.legal_actions(BLUE)
    assert Build(vrcade, 2) in legal and Build(vrcade, 0) not in legal  # Blue has 10
    assert "costs 11" in state.problem(BLUE, Build(vrcade, 0))
    state.apply(BLUE, Build(vrcade, 2))
    assert state.cash[BLUE] == 2


def test_berths_cost_3_anywhere_and_improvements_need_two_of_each_icon():
    assert price(BERTHS[0], 0) == 3 and price(BERTHS[0], 4) == 3
    state = new_game(2, seed=10)
    state.adverts, state.phase, state.queue = {0: "improvement", 1: "berth"}, "build", [BLUE]
    assert [type(a).__name__ for a in state.legal_actions(BLUE)] == ["PassBuild"]
    assert "two Amenity" in state.problem(BLUE, Build(state.offers["improvement"][0], 9))


def test_the_swim_sim_pool_gives_2_relax_2_inspire_1_entertain_1_thrill():
    state = new_game(2, seed=11)
    pool = tile("Swim-Sim Pool")
    state.offers["amenity"][0] = pool
    state.cash[BLUE] = 20
    state.adverts, state.phase, state.queue = {0: "amenity", 1: "berth"}, "build", [BLUE]
    events = state.apply(BLUE, Build(pool, 9))
    gained = {e.kind: e.after - e.before for e in events if isinstance(e, PrestigeMoved) and e.who == BLUE}
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


# --- Arrivals ------------------------------------------------------------------------------------
def test_the_draft_order_example_yellow_ahead_of_green_on_3():
    state = new_game(4, seed=13)
    state.trend = next(t.index for t in TRENDS if t.c == "relax")
    state.season = 3  # the third Arrivals phase follows trend C
    track = new_track([(BLUE, 5), (GREEN, 2), (YELLOW, 1), (PINK, 1)])
    gain(track, YELLOW, 2)  # Yellow reaches 3 first ...
    gain(track, GREEN, 1)   # ... so Green, arriving later, stands behind
    state.tracks["relax"] = track
    state.adverts, state.phase, state.queue = {s: "berth" for s in range(4)}, "build", []
    events = state.proceed()
    arrived = next(e for e in events if isinstance(e, TouristsArrived))
    assert arrived.order == (BLUE, YELLOW, GREEN, PINK) and arrived.prestige == "relax"
    assert sum(arrived.counts) == 22 and state.to_move == (BLUE,)


def thrill_station() -> StationPlan:
    plan = station_of({8: STATIONS[0].orientation, 14: STATIONS[0].cryopods, 7: tile("Astrocat Café"),
                       9: tile("VRcade"), 13: BERTHS[0]})
    plan.malfunctions[15] = 0
    plan.guests[8] = ["blue", "green", None]
    plan.guests[9] = [None, "pink"]
    plan.guests[13] = ["red", None, None]
    plan.guests[14] = ["pink", "red", None]
    return plan


def test_blue_places_a_red_tourist_only_on_the_vrcade_or_the_any_colour_space_then_ejects_one():
    state = new_game(2, seed=14)
    state.stations[BLUE] = thrill_station()
    state.tracks["thrill"] = new_track([(BLUE, 4), (PINK, 2)])
    state.lounge = {"red": 3, "pink": 0, "blue": 0, "green": 0}
    refill_bag(state)
    red_in_bag = state.bag["red"]
    state.phase, state.order, state.turn = "arrivals", [BLUE], 0
    assert state.legal_actions(BLUE) == [Welcome("red", 8, 2), Welcome("red", 9, 0)]
    assert state.problem(BLUE, Welcome("red", 7, 0)) is not None  # the Café takes Entertain tourists only
    assert state.problem(BLUE, Welcome("red", 13, 1)) is not None  # the Berth already has a red tourist
    assert state.problem(BLUE, Eject("red")) is not None  # it fits, so it cannot be ejected
    events = state.apply(BLUE, Welcome("red", 9, 0))
    welcomed = [e for e in events if isinstance(e, TouristWelcomed)]
    ejected = [e for e in events if isinstance(e, TouristEjected)]
    lost = [e for e in events if isinstance(e, PrestigeMoved) and e.kind == "thrill"]
    assert [(e.space, e.slot) for e in welcomed] == [(9, 0), (8, 2)]  # the next red has one place left
    assert [e.colour for e in ejected] == ["red"]  # the one after is ejected
    assert [(e.before, e.after) for e in lost] == [(4, 3)]
    assert state.bag["red"] == red_in_bag + 1


def test_an_ejection_at_0_prestige_costs_nothing():
    state = new_game(2, seed=15)
    before = state.view(None)["seats"][PINK]["prestige"]["relax"]
    assert before == 0
    assert state.eject(PINK, "blue") == []


# --- End of the game ------------------------------------------------------------------------------
def tracks_with(values: dict[int, tuple[int, int, int, int]]) -> dict:
    return {kind: new_track([(p, v[i]) for p, v in values.items()]) for i, kind in enumerate(PRESTIGE)}


def test_end_bonuses_by_player_count():
    values = {0: (9, 1, 1, 1), 1: (8, 2, 2, 2), 2: (7, 3, 3, 3), 3: (6, 4, 4, 4)}
    assert [b for b in prestige_bonuses(tracks_with(values), 4) if b[0] == "relax"] == \
        [("relax", 1, 0, 10), ("relax", 2, 1, 6), ("relax", 3, 2, 3)]
    three = tracks_with({p: v for p, v in values.items() if p < 3})
    assert [b[2:] for b in prestige_bonuses(three, 3) if b[0] == "thrill"] == [(2, 10), (1, 6)]
    two = tracks_with({p: v for p, v in values.items() if p < 2})
    assert [b[2:] for b in prestige_bonuses(two, 2)] == [(0, 10), (1, 10), (1, 10), (1, 10)]
    solo = tracks_with({0: (2, 2, 2, 2), EVIL_AI: (1, 5, 1, 1)})
    assert [b[2] for b in prestige_bonuses(solo, 2)] == [0, EVIL_AI, 0, 0]


def test_a_shared_space_goes_to_the_tracker_ahead():
    track = new_track([(1, 6), (0, 6)])
    assert order(track) == [1, 0]
    assert prestige_bonuses({k: track for k in PRESTIGE}, 2)[0][2] == 1


def test_the_three_tie_breaks():
    cash = {0: 50, 1: 50, 2: 50, 3: 40}
    none = {p: 0 for p in cash}
    by_prestige = tracks_with({0: (5, 5, 5, 5), 1: (6, 5, 5, 5), 2: (4, 5, 5, 5), 3: (9, 9, 9, 9)})
    assert final_ranking(cash, by_prestige, none) == [[1], [0], [2], [3]]
    ahead = {kind: new_track([(0, 5), (1, 5)]) for kind in PRESTIGE}
    ahead["relax"] = new_track([(1, 5), (0, 5)])
    assert final_ranking({0: 9, 1: 9}, ahead, {0: 0, 1: 0}) == [[0], [1]]  # ahead on three tracks of four
    even = {kind: new_track([(0, 5), (1, 5)]) for kind in PRESTIGE}
    even["relax"] = new_track([(1, 5), (0, 5)])
    even["inspire"] = new_track([(1, 5), (0, 5)])
    assert final_ranking({0: 9, 1: 9}, even, {0: 2, 1: 1}) == [[1], [0]]  # two tracks each: fewer Malfunctions
    assert final_ranking({0: 9, 1: 9}, even, {0: 1, 1: 1}) == [[0, 1]]


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
    lost = [(e.who, e.kind, e.before, e.after) for e in events if isinstance(e, PrestigeMoved) and e.reason == "Leaky Airlock"]
    assert lost == [(BLUE, "relax", 3, 2)]
    paid = [(e.who, e.amount) for e in events if isinstance(e, CashPaid)]
    assert paid == [(BLUE, 2), (PINK, 1)]  # Pink had only 1
    assert state.year == 2 and state.cash[PINK] >= 0


def test_refusals_say_why_in_a_players_words():
    state = new_game(2, seed=18)
    assert state.problem(0, ChooseAdvert("nonsense")) == "There is no such Advert card"
    assert state.problem(0, CheckOut("berth")) == "Tiles are checked out only in the Check Out phase"
    state.apply(0, ChooseAdvert("berth"))
    assert state.problem(0, ChooseAdvert("amenity")) == "You have already played your Advert"
    state.apply(1, ChooseAdvert("amenity"))
    assert state.to_move == (0,)
    assert state.problem(1, CheckOut("amenity")) == "It is not your turn"
    assert state.problem(0, CheckOut("berth")) == "Your Advert does not let you check out Berths"
    with pytest.raises(IllegalAction, match="does not let you"):
        state.apply(0, CheckOut("berth"))


def test_a_solo_result_line_names_the_evil_ai_and_its_cash() -> None:
    from game.core import make_seats
    from game.last_resort import new_game
    from game.last_resort.bot import make_bot

    state = new_game(make_seats(["Wilhelmina"], ["hard"]), 4)
    while not state.is_over:
        seat = state.to_move[0]
        state.apply(seat, make_bot("hard", 1).choose(state.view(seat), state.legal_actions(seat), seat))
    (line,) = state.result().standings
    assert line.breakdown["Evil A.I.'s cash"] == state.evil_cash
    assert line.note in ("ahead of the Evil A.I.", "behind the Evil A.I.") or "Evil A.I." in state.result().summary
    assert (line.rank == 1) == (line.note == "ahead of the Evil A.I.") or "tie" in line.note.lower()
