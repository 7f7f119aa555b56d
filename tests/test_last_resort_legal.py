"""Last Resort's refusals: ``problem`` is None exactly for the legal actions, over every candidate move at many
steps of random games, and each refusal says the true reason in a player's words."""
from __future__ import annotations

import random

import pytest

from game.core import Action, IllegalAction, make_seats
from game.last_resort import SPEC, new_game, prompts
from game.last_resort import actions as act
from game.last_resort.boards import ADVERT_KINDS, CRYOPODS_SPACE, SPACES
from game.last_resort.tiles import COLOURS, TILES
from tests.kit.last_resort_rules import BLUE, refill_bag

SENTENCE_ENDS = (".", "!", "?")


def candidates() -> list[Action]:
    """Every move of the game's shapes: each Advert and check-out, every (tile, space), every colour on every
    space and slot, every Malfunction space, each ejection."""
    moves: list[Action] = [act.ChooseAdvert(a) for a in ADVERT_KINDS] + [act.CheckOut(k) for k in ("amenity", "attraction", "berth")]
    moves += [act.PassBuild()] + [act.PlaceMalfunction(s) for s in range(SPACES)] + [act.RemoveMalfunction(s) for s in range(SPACES)]
    moves += [act.Build(t, s) for t in range(len(TILES)) for s in range(SPACES)]
    moves += [act.Welcome(c, s, slot) for c in COLOURS for s in range(SPACES) for slot in range(3)]
    return moves + [act.Eject(c) for c in COLOURS]


CANDIDATES = candidates()


def check_refusal_is_true(state, seat: int, action: Action, why: str) -> None:  # noqa: ANN001 - a state
    """A tourist refused "of other colours" or "just like another" is refused for that reason in fact."""
    if not isinstance(action, act.Welcome) or action.space not in state.stations[seat].tiles:
        return
    face = TILES[state.stations[seat].tiles[action.space]]
    if why == prompts.WRONG_COLOUR.format(colour=action.colour):
        assert action.colour not in face.spaces[action.slot].colours
    if why == prompts.SAME_AS_FIRST_PLACE:
        alike = [a for a in state.legal_actions(seat) if isinstance(a, act.Welcome) and a.colour == action.colour
                 and a.space == action.space]
        assert alike and face.spaces[alike[0].slot] == face.spaces[action.slot], action


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_problem_is_none_exactly_for_the_legal_actions(players):
    """At a share of the steps of random games, every candidate of every seat: refused with a sentence exactly
    when it is not among that seat's legal actions."""
    checked = 0
    for seed in range(2):
        rng = random.Random(f"legal/{players}/{seed}")
        state = new_game(make_seats([f"P{i}" for i in range(players)]), seed, something_wrong=seed == 1)
        while not state.is_over:
            if rng.random() < 0.12:
                for seat in range(players):
                    legal = state.legal_actions(seat)
                    for action in CANDIDATES:
                        why = state.problem(seat, action)
                        assert (why is None) == (action in legal), (seat, action, why)
                        if why is not None:
                            assert why[:1].isupper() and why.endswith(SENTENCE_ENDS), why
                            check_refusal_is_true(state, seat, action, why)
                    checked += 1
            seat = rng.choice(state.to_move)
            state.apply(seat, SPEC.make_bot("easy", rng.randrange(1 << 30)).choose(state.view(seat), state.legal_actions(seat), seat))
    assert checked > 20


def test_a_blue_tourist_on_the_second_free_cryopods_place_is_told_it_takes_the_first():
    """Blue's Cryopods hold a pink tourist and have two free places alike: the blue tourist may take the first;
    the second is refused as the same place, never as a place a blue tourist cannot sit on."""
    state = new_game(2, seed=14)
    state.lounge = {"red": 0, "pink": 0, "blue": 1, "green": 0}
    refill_bag(state)
    state.phase, state.order, state.turn = "arrivals", [BLUE], 0
    assert state.stations[BLUE].guests[CRYOPODS_SPACE] == ["pink", None, None]
    assert act.Welcome("blue", CRYOPODS_SPACE, 1) in state.legal_actions(BLUE)
    assert state.problem(BLUE, act.Welcome("blue", CRYOPODS_SPACE, 1)) is None
    assert state.problem(BLUE, act.Welcome("blue", CRYOPODS_SPACE, 2)) == prompts.SAME_AS_FIRST_PLACE
    assert state.problem(BLUE, act.Welcome("blue", CRYOPODS_SPACE, 0)) == prompts.PLACE_TAKEN


def test_refusals_say_why_in_a_players_words():
    state = new_game(2, seed=18)
    # a name that is no Advert card, passed on purpose: the rules must refuse it
    assert state.problem(0, act.ChooseAdvert("nonsense")) == "There is no such Advert card."  # type: ignore[arg-type]
    assert state.problem(0, act.CheckOut("berth")) == "Tiles are checked out only in the Check Out phase."
    state.apply(0, act.ChooseAdvert("berth"))
    assert state.problem(0, act.ChooseAdvert("amenity")) == "You have already played your Advert."
    state.apply(1, act.ChooseAdvert("amenity"))
    assert state.to_move == (0,)
    assert state.problem(1, act.CheckOut("amenity")) == "It is not your turn."
    assert state.problem(0, act.CheckOut("berth")) == "Your Advert does not let you check out Berths."
    with pytest.raises(IllegalAction, match="does not let you"):
        state.apply(0, act.CheckOut("berth"))
