"""Paradise Fallen's lesson (issue 18): every fact its notes and steps state about the table is true on its deal,
a wrong move is refused with the step's reason or the rules' own, the table's Enter pays each trip as the lesson
asks, and the game plays on to its end after the last step."""
from __future__ import annotations

from typing import Any

import pytest

from game.bots import decide
from game.core import Action, Event
from game.paradise_fallen import events as ev
from game.paradise_fallen.actions import EndPlay, Explore, PlayAptitude, Trip, UsePower
from game.paradise_fallen.cards import CARDS, ISLAND_COSTS, PLAYER_TARGETS
from game.paradise_fallen.state import ParadiseFallenState
from game.paradise_fallen.trips import step_cost, trip_routes
from game.paradise_fallen.tutorial import LESSON
from game.registry import available_games
from game.tutorial import LEARNER, Do, Note, Reply, refusal, walk
from scenes.paradise_fallen import choices

SPEC = available_games()["paradise-fallen"]
KAI = 1


@pytest.fixture(scope="module")
def states() -> list[ParadiseFallenState]:
    """The state before each step (copies: the walk plays on one state)."""
    found = []
    for _, state in walk(SPEC, LESSON):
        assert isinstance(state, ParadiseFallenState)
        found.append(state.clone())
    return found


def at(move: Action, seat: int = LEARNER) -> int:
    """The index of the step that makes ``move`` (a Do for the learner, a Reply for Kai)."""
    kind = Do if seat == LEARNER else Reply
    return next(i for i, s in enumerate(LESSON.steps) if isinstance(s, kind) and s.move == move)


def note(start: str) -> int:
    """The index of the note that begins with ``start``."""
    return next(i for i, s in enumerate(LESSON.steps) if isinstance(s, Note) and s.say.startswith(start))


def events(states: list[ParadiseFallenState], index: int) -> list[Event]:
    """What the move of step ``index`` sets off."""
    step = LESSON.steps[index]
    assert isinstance(step, (Do, Reply))
    state = states[index].clone()
    return state.apply(LEARNER if isinstance(step, Do) else state.to_move[0], step.move)


def one(found: list[Event], kind: type) -> Any:
    """The one event of ``kind`` among ``found``."""
    matches = [e for e in found if isinstance(e, kind)]
    assert len(matches) == 1, found
    return matches[0]


def say(index: int) -> str:
    """What step ``index`` says."""
    step = LESSON.steps[index]
    assert isinstance(step, (Note, Do))
    return step.say


def names_of_explorers(state: ParadiseFallenState, island: str) -> list[str]:
    """Who has explored ``island``, in seat order."""
    return [LESSON.names[s] for s in range(state.players) if island in state.explored_islands(s)]


def names(cards: list[int]) -> list[str]:
    """Cards by their faces' names, sorted."""
    return sorted(CARDS[c].name for c in cards)


def test_the_table_lani_starts_with(states: list[ParadiseFallenState]) -> None:
    first = states[0]
    assert first.grid == ["Molokai", "Maui", "Kahoolawe", "Oahu", "Niihau", "Hawaii", "Lanai", "Nihoa", "Kauai"]
    assert first.canoes == [4, 4] and first.to_move == (LEARNER,)
    assert sorted(CARDS[c].kind for c in first.hands[LEARNER]) == ["aberration", "aptitude", "island", "island", "ration"]
    assert names(first.hands[LEARNER]) == ["Kauai", "Lava Flow", "Maui", "Navigator", "Ration"]


def test_maui_costs_2_and_the_ration_worth_2_pays_it(states: list[ParadiseFallenState]) -> None:
    step = LESSON.steps[at(Trip((1,), (49,)))]
    assert isinstance(step, Do) and ISLAND_COSTS["Maui"] == 2 and CARDS[49].value == 2
    trip = one(events(states, at(step.move)), ev.TripMade)
    assert (trip.islands, trip.cost, trip.paid, trip.wasted) == (("Maui",), 2, (49,), 0)


def test_exploring_maui_earns_a_token_whose_power_draws_a_second_maui_card_and_a_molokai_card(
        states: list[ParadiseFallenState]) -> None:
    explored = one(events(states, at(Explore(9))), ev.Explored)
    assert (explored.island, explored.token) == ("Maui", True)
    power = at(UsePower("Maui"))
    assert one(events(states, power), ev.CardsDrawn).count == 2
    drawn = [c for c in states[power + 1].hands[LEARNER] if c not in states[power].hands[LEARNER]]
    assert names(drawn) == ["Maui", "Molokai"]


def test_molokai_costs_1_paid_with_the_spare_maui_card_and_its_token_stays_up(states: list[ParadiseFallenState]) -> None:
    trip = one(events(states, at(Trip((0,), (11,)))), ev.TripMade)
    assert (trip.islands, trip.cost, names(list(trip.paid))) == (("Molokai",), 1, ["Maui"])
    after = states[at(Explore(20)) + 1]
    assert after.power_used
    assert [(e["island"], e["token"]) for e in after.explored[LEARNER]] == [("Maui", "spent"), ("Molokai", "up")]


def test_lava_flow_on_oahu_next_to_kai_makes_it_cost_5(states: list[ParadiseFallenState]) -> None:
    index = note("Aberrations stay")
    lay = LESSON.steps[index + 1]
    assert isinstance(lay, Do)
    before, after = states[index], states[index + 2]
    assert before.canoes[KAI] == 4 and before.grid[3] == "Oahu"
    assert step_cost(before.grid, before.aberrations, 4, 3) == 2
    assert step_cost(after.grid, after.aberrations, 4, 3) == 5
    assert "Oahu now costs 5" in say(index + 1)
    assert names(after.aberrations[3]) == ["Lava Flow"]


def test_the_navigator_waits_for_the_next_turn(states: list[ParadiseFallenState]) -> None:
    state = states[note("Your Navigator is an Aptitude")]
    assert CARDS[76].kind == "aptitude" and 76 in state.hands[LEARNER]
    assert PlayAptitude(76) not in state.legal_actions(LEARNER)
    assert state.problem(LEARNER, PlayAptitude(76)) == "Aptitudes are played only at the start of a turn, before anything else."


def test_after_the_lava_flow_ending_the_play_phase_is_all_lani_can_do(states: list[ParadiseFallenState]) -> None:
    index = at(EndPlay())
    assert say(index).startswith("You have done all you can this turn")
    assert states[index].legal_actions(LEARNER) == [EndPlay()]


def test_done_draws_lani_3_cards_back_up_to_5_and_passes_to_kai(states: list[ParadiseFallenState]) -> None:
    index = note("In the end phase")
    assert names(states[index].hands[LEARNER]) == ["Kauai", "Navigator"]
    done = events(states, index + 1)
    assert one(done, ev.CardsDrawn).count == 3
    assert f"you draw {one(done, ev.CardsDrawn).count} cards" in say(index + 1)
    after = states[index + 2]
    assert len(after.hands[LEARNER]) == 5 and after.to_move == (KAI,)


def test_kai_pays_its_oahu_card_and_sails_to_molokai_by_way_of_maui_for_3(states: list[ParadiseFallenState]) -> None:
    index = note("Kai held an Oahu card")
    reply = index - 1
    before = states[reply]
    assert "Oahu" in names(before.hands[KAI])
    assert step_cost(before.grid, before.aberrations, before.canoes[KAI], 3) == 5
    trip = one(events(states, reply), ev.TripMade)
    assert (trip.seat, trip.islands, trip.cost) == (KAI, ("Maui", "Molokai"), 3)
    assert f"sailed to {trip.islands[-1]} by way of {trip.islands[0]} for {trip.cost}" in say(index)
    assert [CARDS[c].name for c in trip.paid if CARDS[c].kind == "island"] == ["Oahu"]


def test_kai_explores_molokai_discards_both_cards_left_and_draws_5(states: list[ParadiseFallenState]) -> None:
    index = note("Kai explored Molokai")
    kai_turn = [i for i in range(index) if isinstance(LESSON.steps[i], Reply)]
    found = [e for i in kai_turn for e in events(states, i)]
    assert [e.island for e in found if isinstance(e, ev.Explored)] == ["Molokai"]
    assert len([e for e in found if isinstance(e, ev.CardDiscarded) and e.seat == KAI]) == 2
    done = states[kai_turn[-1]]
    assert done.hands[KAI] == [] and done.phase == "end"
    assert [e.count for e in events(states, kai_turn[-1]) if isinstance(e, ev.CardsDrawn)] == [5]
    assert names_of_explorers(states[index], "Molokai") == ["Lani", "Kai"]
    refilled = [c for c in states[index].hands[LEARNER] if c not in states[note("In the end phase")].hands[LEARNER]]
    assert names(refilled) == ["Lanai", "Nihoa", "Ration"] and say(index + 1).startswith("Your refill brought a Lanai card")


def test_the_navigator_goes_round_the_lava_flow_to_lanai_for_3_instead_of_6(states: list[ParadiseFallenState]) -> None:
    index = at(Trip((4, 6), (58,)))
    state = states[index]
    assert state.aptitudes(LEARNER) == ["Navigator"] and state.grid[6] == "Lanai"
    trip = one(events(states, index), ev.TripMade)
    assert (trip.islands, trip.cost, trip.paid) == (("Niihau", "Lanai"), 3, (58,))
    plain = [cost for path, cost in trip_routes(state.grid, state.aberrations, state.canoes[LEARNER]) if path[-1] == 6]
    assert min(plain) == 6
    assert f"for 2 + 1 = {trip.cost}" in say(index) and f"costs {min(plain)}" in say(index)


def test_the_goal_and_the_last_turns_as_the_notes_tell(states: list[ParadiseFallenState]) -> None:
    state = states[note("You have explored 3 islands")]
    assert [len(row) for row in state.explored] == [3, 1]
    assert "explored 3 islands and Kai 1" in say(note("You have explored"))
    assert PLAYER_TARGETS == {2: 8, 3: 7, 4: 6} and state.target == 8
    state = states[note("Every other player then plays")]
    assert {e["island"]: e["token"] for e in state.explored[LEARNER]} == {"Maui": "spent", "Molokai": "up", "Lanai": "up"}
    assert state.tokens_up(LEARNER) == 2


def test_another_legal_payment_gets_the_steps_reason(states: list[ParadiseFallenState]) -> None:
    index = at(Trip((1,), (49,)))
    step = LESSON.steps[index]
    assert isinstance(step, Do)
    other = Trip((1,), (6, 9))  # the Kauai and Maui cards: legal, but not the lesson's
    assert other in states[index].legal_actions(LEARNER)
    assert refusal(LESSON, states[index], step, LEARNER, other) == step.why_not
    assert refusal(LESSON, states[index], step, LEARNER, step.move) is None


def test_an_illegal_move_gets_the_rules_reason(states: list[ParadiseFallenState]) -> None:
    index = at(Trip((1,), (49,)))
    step = LESSON.steps[index]
    assert refusal(LESSON, states[index], step, LEARNER, Explore(9)) == "Your canoe must be on Maui to explore it."
    index = note("Your Navigator is an Aptitude") + 1
    assert refusal(LESSON, states[index], LESSON.steps[index], LEARNER, PlayAptitude(76)) == (
        "Aptitudes are played only at the start of a turn, before anything else.")


def test_every_trip_step_is_what_the_tables_enter_pays(states: list[ParadiseFallenState]) -> None:
    trips = [(i, s.move) for i, s in enumerate(LESSON.steps) if isinstance(s, Do) and isinstance(s.move, Trip)]
    assert len(trips) == 3
    for index, move in trips:
        state = states[index]
        view, legal = state.view(LEARNER), state.legal_actions(LEARNER)
        plan = choices.plan_trip(view, LEARNER, legal, move.path[-1])
        assert plan is not None and plan.path == move.path
        assert choices.proposed_trip(plan, choices.worth_keeping(view, LEARNER, move.path[-1])) == move


def test_the_game_plays_on_to_its_end_after_the_lesson(states: list[ParadiseFallenState]) -> None:
    state = states[-1].clone()
    bots = [SPEC.make_bot(LESSON.rivals, seat) for seat in range(state.players)]
    for _ in range(3000):
        if state.is_over:
            break
        seat = state.to_move[0]
        state.apply(seat, decide(bots[seat], state, seat, seat))
    assert state.is_over and state.end_triggered_by is not None
