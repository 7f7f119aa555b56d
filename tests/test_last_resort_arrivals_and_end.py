"""The Last Resort rulebook's examples of the Arrivals draft, ejections, the end bonuses and the tie-breaks."""
from __future__ import annotations

from game.last_resort import new_game
from game.last_resort.actions import Eject, Welcome
from game.last_resort.boards import PLATFORM_PRESTIGE, STATIONS, TRENDS, VIEWING_PLATFORMS
from game.last_resort.events import (
    PrestigeMoved,
    TouristEjected,
    TouristsArrived,
    TouristWelcomed,
)
from game.last_resort.prestige import EVIL_AI, gain, move_together, new_track, order
from game.last_resort.scoring import final_ranking, prestige_bonuses
from game.last_resort.station import StationPlan
from game.last_resort.tiles import BERTHS, PRESTIGE
from tests.kit.last_resort_rules import BLUE, GREEN, PINK, YELLOW, refill_bag, station_of, tile, tracks_with


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


# --- End of Year ---------------------------------------------------------------------------------
def test_viewing_platforms_move_tied_trackers_together_keeping_their_order():
    """RULINGS, simultaneous gains: Yellow, Pink and Blue share a space (Yellow ahead, Blue last) and all gain
    the same at the End of Year; on the space they reach they keep that order, behind Green already there
    (seat by seat, Blue would jump ahead of Pink and Yellow)."""
    state = new_game(4, seed=21)
    state.stations = [station_of({}), station_of({}), station_of({}), station_of({}, free=set())]
    platforms = len(VIEWING_PLATFORMS) * PLATFORM_PRESTIGE
    state.tracks = tracks_with({GREEN: (4 + platforms,) * 4, YELLOW: (4,) * 4, PINK: (4,) * 4, BLUE: (4,) * 4})
    state.season = 3
    events = state.season_end()
    for kind in PRESTIGE:
        assert state.tracks[kind] == [[GREEN, 4 + platforms], [YELLOW, 4 + platforms], [PINK, 4 + platforms],
                                      [BLUE, 4 + platforms]]
    moved = [(e.seat, e.kind, e.before, e.after) for e in events if isinstance(e, PrestigeMoved)]
    assert moved == [(seat, kind, 4, 4 + platforms) for seat in (BLUE, PINK, YELLOW) for kind in PRESTIGE]


def test_trackers_moving_together_from_different_spaces_keep_their_order_where_they_meet():
    track = new_track([(2, 7), (1, 6), (0, 5), (3, 5)])
    moves = move_together(track, {0: 2, 1: 1, 3: -1})  # 0 and 1 reach 7 behind 2 (1 was ahead of 0); 3 drops to 4
    assert track == [[2, 7], [1, 7], [0, 7], [3, 4]]
    assert (moves[0].before, moves[0].after, moves[1].after, moves[3].after) == (5, 7, 7, 4)
