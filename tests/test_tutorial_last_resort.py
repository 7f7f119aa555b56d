"""Last Resort's lesson (issue 18) against the real rules: every figure a step tells is true on its deal at that
step (the shared Advert's Malfunctions, the check-out's pay, the build order and price, the draft order, the
ejection, what the End of Year and the final scoring would give), a wrong move is refused with the step's reason
or the rules' own, and the game plays on to its end once the lesson is over."""
from __future__ import annotations

from collections.abc import Sequence

import pytest

from game.bots import decide
from game.core import Action, Event
from game.last_resort import SPEC, make_bot, narrate, prompts
from game.last_resort import events as ev
from game.last_resort.actions import Build, CheckOut, ChooseAdvert, Eject, Welcome
from game.last_resort.boards import (
    ADVERT_KINDS,
    ADVERTS,
    COLUMNS,
    CRYOPODS_SPACE,
    END_BONUSES,
    EXTRA_MALFUNCTIONS_AFTER,
    NO_MALFUNCTION_ADVERT,
    ORIENTATION_SPACE,
    PLATFORM_PRESTIGE,
    ROUND_TRACK,
    SEASONS_PER_YEAR,
    SPACE_COSTS,
    START_MALFUNCTION_SPACE,
    STATIONS,
    TRENDS,
    VIEWING_PLATFORMS,
    YEARS,
)
from game.last_resort.costs import build_price, check_out_pay
from game.last_resort.prestige import value
from game.last_resort.scoring import prestige_bonuses
from game.last_resort.state import LastResortState
from game.last_resort.station import build_spaces, malfunction_spaces, platform_prestige, tourist_places
from game.last_resort.tiles import PRESTIGE, PRESTIGE_OF, TILES
from game.last_resort.tutorial import LEFT_OF_ORIENTATION, LESSON, MOON_BISTRO, STAR_LIBRARY
from game.record import GameRecord
from game.tutorial import LEARNER, Do, Note, Reply, new_lesson_state, refusal, replier, seats_of, walk
from sprites.last_resort.faces import TOURIST_SHAPES

LANI, MAUI = 0, 1


@pytest.fixture(scope="module")
def tour() -> list[LastResortState]:
    """The state each step of the lesson meets, in order (copies: the walk plays on one state)."""
    found = []
    for _, state in walk(SPEC, LESSON):
        assert isinstance(state, LastResortState)
        found.append(state.clone())
    return found


def at(start: str) -> int:
    """The index of the step whose words begin with ``start``."""
    found = [i for i, s in enumerate(LESSON.steps) if isinstance(s, (Note, Do)) and s.say.startswith(start)]
    assert len(found) == 1, start
    return found[0]


def says(index: int, *words: str) -> None:
    """The step at ``index`` tells each of ``words`` (the figure a test checks on the table is the one it says)."""
    step = LESSON.steps[index]
    assert isinstance(step, (Note, Do))
    for word in words:
        assert word in step.say, (word, step.say)


def played(tour: list[LastResortState], index: int) -> list[Event]:
    """The events of playing step ``index`` (a Do or a Reply) on a copy of the state it meets."""
    step, state = LESSON.steps[index], tour[index].clone()
    assert isinstance(step, (Do, Reply))
    seat = LEARNER if isinstance(step, Do) else replier(state, step)
    assert seat is not None
    return state.apply(seat, step.move)


def tell(events: Sequence[Event]) -> list[str]:
    """The log's sentences for ``events``."""
    return [line for e in events if (line := narrate.event(e, LESSON.names)) is not None]


def test_the_deal_and_the_goal() -> None:
    assert LESSON.names == ("Lani", "Maui") and STATIONS[LANI].colour == "Blue"
    assert (YEARS, SEASONS_PER_YEAR) == (3, 3)
    assert [narrate.advert_name(a) for a in ADVERT_KINDS] == ["Amenity", "Attraction", "Berths", "Improvements"]
    assert NO_MALFUNCTION_ADVERT == "berth"


def test_the_station_starts_with_its_orientation_above_its_cryopods(tour: list[LastResortState]) -> None:
    plan = tour[at("Your station starts")].stations[LANI]
    assert {TILES[t].kind: s for s, t in plan.tiles.items()} == {"orientation": ORIENTATION_SPACE,
                                                                 "cryopods": CRYOPODS_SPACE}
    assert CRYOPODS_SPACE == ORIENTATION_SPACE + COLUMNS  # below it
    assert list(plan.malfunctions) == [START_MALFUNCTION_SPACE] == [CRYOPODS_SPACE + 1]  # right of the Cryopods
    assert all(any(g is not None for g in plan.guests[s]) for s in plan.tiles)


def test_the_lesson_names_no_station_colour_the_learners_seat_may_not_show() -> None:
    """The table draws the learner's station in the seat's colour (red by default), never its station's name's
    colour, so a step naming 'the Blue station' would contradict what the learner sees."""
    for step in LESSON.steps:
        if isinstance(step, (Note, Do)):
            assert not any(f"{s.colour} station" in step.say or f"{s.colour} space station" in step.say
                           for s in STATIONS), step.say


def test_the_track_note_comes_once_the_adverts_are_chosen() -> None:
    """The Advert choice covers the prestige tracks: their note waits until the table shows them."""
    advert = next(i for i, s in enumerate(LESSON.steps) if isinstance(s, Do) and isinstance(s.move, ChooseAdvert))
    assert at("Beside your station you have a tracker") > advert + 1


def test_the_four_tracks_are_what_the_four_colours_want() -> None:
    assert [narrate.track(PRESTIGE_OF[c]) for c in ("blue", "green", "pink", "red")] == [
        "Relaxation", "Inspiration", "Entertainment", "Thrills"]
    says(at("Beside your station you have a tracker"), "Relaxation, Inspiration, Entertainment and Thrills",
         "blue, green, pink and red")


def test_the_amenity_advert_is_card_1_and_checks_out_attractions_or_berths(tour: list[LastResortState]) -> None:
    step = LESSON.steps[at("Play the Amenity Advert")]
    assert isinstance(step, Do) and step.move == ChooseAdvert("amenity")
    assert ADVERT_KINDS[0] == "amenity" and ADVERTS["amenity"].check_out == ("attraction", "berth")
    assert ADVERTS["amenity"].build == "amenity"


def test_a_shared_advert_puts_a_malfunction_right_of_each_orientation(tour: list[LastResortState]) -> None:
    note = at("Maui played Amenity too")
    reply = note - 1
    assert LESSON.steps[reply] == Reply(ChooseAdvert("amenity"))
    before = tour[reply]
    assert all(malfunction_spaces(before.stations[s]) == [ORIENTATION_SPACE + 1] for s in (LANI, MAUI))
    events = played(tour, reply)
    placed = [e for e in events if isinstance(e, ev.MalfunctionPlaced)]
    assert placed == [ev.MalfunctionPlaced(LANI, ORIENTATION_SPACE + 1, "advert"),
                      ev.MalfunctionPlaced(MAUI, ORIENTATION_SPACE + 1, "advert")]
    assert (ORIENTATION_SPACE + 1) // COLUMNS == ORIENTATION_SPACE // COLUMNS  # the same row: right of it
    assert any("both played Amenity" in line for line in tell(events))
    assert ORIENTATION_SPACE + 1 in tour[note].stations[LANI].malfunctions
    says(note, "cheapest empty space", "right of your Orientation")


def test_checking_out_attractions_pays_5_and_the_berths_1(tour: list[LastResortState]) -> None:
    index = at("Check Out:")
    state = tour[index]
    assert "attraction" in TILES[state.stations[LANI].tiles[ORIENTATION_SPACE]].icons
    assert check_out_pay(state, LANI, "attraction") == 5 and check_out_pay(state, LANI, "berth") == 1
    assert tour[index + 1].cash[LANI] == 15
    says(index, "Attractions for 5 QUID")
    says(at("Build: each of you"), "15 QUID")


def test_the_build_order_tie_goes_to_lani_on_relaxation(tour: list[LastResortState]) -> None:
    state = tour[at("Build: each of you")]
    assert state.phase == "build" and state.cash == [15, 15]
    assert TRENDS[state.trend].missing == "relax"
    assert value(state.tracks["relax"], LANI) > value(state.tracks["relax"], MAUI)
    assert state.queue == [LANI, MAUI] and state.to_move == (LANI,)
    says(at("Build: each of you"), "15 QUID", "Relaxation", "builds first: you")


def test_the_star_library_costs_2_plus_3_left_of_the_orientation(tour: list[LastResortState]) -> None:
    index = at("A tile must touch your station")
    state, step = tour[index], LESSON.steps[index]
    assert isinstance(step, Do) and step.move == Build(STAR_LIBRARY, LEFT_OF_ORIENTATION)
    tile = TILES[STAR_LIBRARY]
    assert (tile.name, tile.kind, tile.cost) == ("Star Library", "amenity", 2)
    assert SPACE_COSTS[LEFT_OF_ORIENTATION] == 3 and LEFT_OF_ORIENTATION == ORIENTATION_SPACE - 1
    assert build_price(STAR_LIBRARY, LEFT_OF_ORIENTATION) == 5
    assert LEFT_OF_ORIENTATION in build_spaces(state.stations[LANI])
    assert ev.TileBuilt(LANI, STAR_LIBRARY, LEFT_OF_ORIENTATION, 5) in played(tour, index)
    says(index, "price 2", "cost 3", "for 5 QUID", f"click {prompts.CONFIRM_CHOICE} or press Enter")


def test_the_star_library_lights_2_inspiration(tour: list[LastResortState]) -> None:
    build = at("A tile must touch your station")
    assert at("The green square marked 2 on the Star Library") == build + 1
    moved = [e for e in played(tour, build) if isinstance(e, ev.PrestigeMoved)]
    assert moved == [ev.PrestigeMoved(LANI, "inspire", 2, 4, "lights", STAR_LIBRARY)]
    says(build + 1, "2 Inspiration, from 2 to 4")
    assert TILES[STAR_LIBRARY].lights[PRESTIGE.index("inspire")] == 2 and PRESTIGE_OF["green"] == "inspire"
    assert TOURIST_SHAPES["green"] == "square"  # what the tile's face draws for its Inspiration light


def test_the_viewing_platforms_are_the_two_spaces_printed_1() -> None:
    assert [SPACE_COSTS[s] for s in VIEWING_PLATFORMS] == [1, 1] and min(SPACE_COSTS) == 1
    assert PLATFORM_PRESTIGE == 1
    says(at("The two spaces printed 1"), "1 prestige on every track")


def test_maui_builds_the_moon_bistro_then_7_tourists_arrive(tour: list[LastResortState]) -> None:
    index = at("Arrivals: 7 tourists")
    assert LESSON.steps[index - 1] == Reply(Build(MOON_BISTRO, LEFT_OF_ORIENTATION))
    state = tour[index]
    assert state.phase == "arrivals" and sum(state.lounge.values()) == 7
    assert TRENDS[state.trend].of(ROUND_TRACK[0].letter) == "thrill"
    assert value(state.tracks["thrill"], MAUI) > value(state.tracks["thrill"], LANI)
    assert state.order == [MAUI, LANI] and state.to_move == (MAUI,)
    says(index, "Thrills the trend", "Maui picks first", "the large station now shows Maui's")


def test_a_red_tourist_fits_only_the_any_colour_place_or_the_cryopods(tour: list[LastResortState]) -> None:
    state = tour[at("A tourist needs a free place")]
    assert tourist_places(state.stations[LANI], "red") == [(ORIENTATION_SPACE, 2), (CRYOPODS_SPACE, 1)]
    place = TILES[state.stations[LANI].tiles[ORIENTATION_SPACE]].spaces[2]
    assert place.any_colour and place.cash == 2
    says(at("A tourist needs a free place"), "pays 2")


def test_the_cryopods_take_any_colour_once_and_pay_1(tour: list[LastResortState]) -> None:
    state = tour[at("Your Cryopods take any colour")]
    cryopods = TILES[state.stations[LANI].tiles[CRYOPODS_SPACE]]
    assert cryopods.berth_like and all(p.any_colour and p.cash == 1 for p in cryopods.spaces)
    assert tourist_places(state.stations[LANI], "red") == [(CRYOPODS_SPACE, 1)]
    says(at("Your Cryopods take any colour"), "pay 1 for each tourist")


def test_neither_tourist_left_fits_and_the_pink_one_costs_nothing(tour: list[LastResortState]) -> None:
    index = at("Neither of the two tourists left")
    state = tour[index]
    assert {c: n for c, n in state.lounge.items() if n} == {"red": 1, "pink": 1}
    assert state.legal_actions(LANI) == [Eject("red"), Eject("pink")]
    assert value(state.tracks["entertain"], LANI) == 0 and value(state.tracks["thrill"], LANI) == 1
    red = state.clone()
    red.apply(LANI, Eject("red"))
    assert value(red.tracks["thrill"], LANI) == 0  # the red one would have cost 1 Thrills
    events = played(tour, index)
    assert ev.TouristEjected(LANI, "pink") in events
    assert not [e for e in events if isinstance(e, ev.PrestigeMoved) and e.seat == LANI]
    # Maui's last tourist had one place only: it is seated with Lani's move, no decision of Maui's
    assert [e for e in events if isinstance(e, ev.TouristWelcomed)] == [ev.TouristWelcomed(MAUI, "red", CRYOPODS_SPACE, 1, STATIONS[MAUI].cryopods)]


def test_after_season_1(tour: list[LastResortState]) -> None:
    state = tour[at("The pink tourist went back")]
    assert value(state.tracks["entertain"], LANI) == 0
    assert tour[at("Season 1 is over")].season == 2 and state.phase == "advertise"
    assert EXTRA_MALFUNCTIONS_AFTER == (2, 5)


def test_the_end_of_year_would_give_lani_2_on_each_track(tour: list[LastResortState]) -> None:
    state = tour[at("After every third season")]
    assert platform_prestige(state.stations[LANI]) == 2
    says(at("After every third season"), "you would gain 2 on each")
    assert not set(VIEWING_PLATFORMS) & state.stations[LANI].occupied()


def test_the_end_bonuses_would_go_to_lani_on_two_tracks_and_maui_on_two(tour: list[LastResortState]) -> None:
    state = tour[at("After Year 3 every tile")]
    assert END_BONUSES[2] == (10,)
    assert {kind: (party, cash) for kind, _, party, cash in prestige_bonuses(state.tracks, 2)} == {
        "relax": (LANI, 10), "inspire": (LANI, 10), "entertain": (MAUI, 10), "thrill": (MAUI, 10)}
    says(at("After Year 3 every tile"), "takes 10 QUID", "you on Relaxation and Inspiration",
         "Maui on Entertainment and Thrills")


def test_both_have_10_quid_at_the_end_of_the_lesson(tour: list[LastResortState]) -> None:
    assert tour[at("The most cash wins")].cash == [10, 10]
    says(at("The most cash wins"), "10 QUID each")


# --- refusals -------------------------------------------------------------------------------------
def test_an_illegal_build_gets_the_rules_reason(tour: list[LastResortState]) -> None:
    index = at("A tile must touch your station")
    state, step = tour[index], LESSON.steps[index]
    far = Build(STAR_LIBRARY, 0)  # the top left corner: touches nothing of the station
    assert refusal(LESSON, state, step, LANI, far) == prompts.BUILD_LINKED == state.problem(LANI, far)


def test_an_illegal_pick_gets_the_rules_reason(tour: list[LastResortState]) -> None:
    index = at("A tourist needs a free place")
    state, step = tour[index], LESSON.steps[index]
    wrong = Welcome("red", LEFT_OF_ORIENTATION, 0)  # the Star Library takes green tourists only
    assert refusal(LESSON, state, step, LANI, wrong) == prompts.WRONG_COLOUR.format(colour="red")


@pytest.mark.parametrize(("start", "other"), [
    ("Play the Amenity Advert", ChooseAdvert("attraction")),
    ("Check Out:", CheckOut("berth")),
    ("A tile must touch your station", Build(MOON_BISTRO, LEFT_OF_ORIENTATION)),
    ("A tile must touch your station", Build(STAR_LIBRARY, CRYOPODS_SPACE - 1)),
    ("A tourist needs a free place", Welcome("red", CRYOPODS_SPACE, 1)),
    ("Neither of the two tourists left", Eject("red")),
])
def test_another_legal_move_gets_the_steps_reason(tour: list[LastResortState], start: str, other: Action) -> None:
    index = at(start)
    state, step = tour[index], LESSON.steps[index]
    assert isinstance(step, Do) and other in state.legal_actions(LANI)
    assert refusal(LESSON, state, step, LANI, other) == step.why_not
    assert refusal(LESSON, state, step, LANI, step.move) is None


def test_a_tourist_dropped_on_the_right_tile_is_taken() -> None:
    step = LESSON.steps[at("A tourist needs a free place")]
    assert isinstance(step, Do) and isinstance(step.move, Welcome)
    assert LESSON.wants(step, Welcome("red", ORIENTATION_SPACE, 0))  # the table chooses the place on the tile
    assert not LESSON.wants(step, Welcome("red", CRYOPODS_SPACE, 1))
    assert not LESSON.wants(step, Welcome("blue", ORIENTATION_SPACE, 2))


def test_each_pick_is_the_one_the_table_sends_for_its_tile(tour: list[LastResortState]) -> None:
    """The table seats a colour on a tile by the first legal place there: each lesson pick is that one."""
    for index, step in enumerate(LESSON.steps):
        if isinstance(step, Do) and isinstance(step.move, Welcome):
            first = next(a for a in tour[index].legal_actions(LANI) if isinstance(a, Welcome)
                         and (a.colour, a.space) == (step.move.colour, step.move.space))
            assert first == step.move


def test_the_adverts_are_chosen_lani_first_then_maui_alone(tour: list[LastResortState]) -> None:
    index = at("Play the Amenity Advert")
    assert tour[index].to_move == (LANI, MAUI)
    assert tour[index + 1].to_move == (MAUI,) and tour[index + 1].simultaneous


def test_the_game_plays_on_to_its_end_after_the_lesson() -> None:
    """Played on by the lesson's computer level for both seats, this deal meets what the last notes tell: the End
    of Year's platforms, a new Trend and the next Year's tiles, then the last check-out and the 10 QUID bonuses."""
    state = [s for _, s in walk(SPEC, LESSON)][-1]  # the walk plays on one state: here, after the last step
    assert not state.is_over
    bots = {seat: make_bot(LESSON.rivals, seat) for seat in (LANI, MAUI)}
    events: list[Event] = []
    while not state.is_over:
        seat = state.to_move[0]
        events += state.apply(seat, decide(bots[seat], state, seat, seat))
    kinds = [type(e) for e in events]
    first_year = kinds.index(ev.YearEnded)
    assert kinds.index(ev.TrendTurned) > first_year and kinds.index(ev.OffersRenewed) > first_year
    assert next(e for e in events if isinstance(e, ev.OffersRenewed)).year == 2
    assert any(isinstance(e, ev.PrestigeMoved) and e.reason == "platforms" for e in events)
    assert all(plan.tourist_count() == 0 for plan in state.stations)  # every tile checked out at the end
    bonuses = [e for e in events if isinstance(e, ev.BonusPaid)]
    assert sorted(e.kind for e in bonuses) == sorted(PRESTIGE)
    assert all(e.amount == 10 and e.place == 1 for e in bonuses)
    assert state.result().summary


def test_the_table_deals_the_lessons_own_game() -> None:
    """The table deals the lesson as a record, whose missing options mean a game begun before a ruling: the
    lesson says each one outright, so the table's deal is the one these tests check."""
    record = GameRecord.start(SPEC, seats_of(LESSON), LESSON.seed, dict(LESSON.options))
    assert record.state.view(None) == new_lesson_state(SPEC, LESSON).view(None)
