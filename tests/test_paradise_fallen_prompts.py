"""Paradise Fallen's hand prompts: every pending choice names its keyboard way, and no key that does nothing."""
from __future__ import annotations

from typing import Any

import pytest

from game.paradise_fallen import new_game, prompts
from game.paradise_fallen.fares import cheapest, trip_fares
from scenes.paradise_fallen.modes import Choosing, keys_hint, prompt
from tests.kit.paradise_fallen_rules import ration


def pending_view(kind: str) -> dict[str, Any]:
    """A seat-0 view in the play phase with ``kind`` pending for seat 0."""
    return {"phase": "play", "pending": {"seat": 0, "kind": kind, "moves_left": 2, "discarded": 0},
            "grid": ["Maui"] * 9, "refill_to": 5}


def test_the_shaman_keys_offer_no_done_key_but_kauai_does() -> None:
    assert "D done" not in keys_hint(pending_view("shaman"), 0)
    assert "D done" in keys_hint(pending_view("kauai"), 0)
    assert "Tab chooses among several" in keys_hint(pending_view("shaman"), 0)


@pytest.mark.parametrize("kind", ["molokai", "oahu", "sea_turtle", "lanai", "trickster"])
def test_each_pending_prompt_names_a_key(kind: str) -> None:
    text = prompt(pending_view(kind), 0, [], Choosing(), ["Ana", "Ben"])
    assert any(key in text for key in ("Enter", "press", "Tab")), text


def test_a_trip_over_a_raiding_tribe_says_the_traveller_loses_a_card() -> None:
    assert prompts.fare_note(5, True, 1) == "your cards pay 5 · Raiding Tribe: you lose a card"
    assert prompts.fare_note(2, False, 2) == "your cards pay 2: too dear · Raiding Tribe: you lose 2 cards"
    assert prompts.fare_note(5, True, 0) == "your cards pay 5"


def test_an_island_the_hand_cannot_pay_says_its_price_and_what_the_cards_pay() -> None:
    state = new_game(2, 3)
    state.hands[0] = [ration(1)]
    view = state.view(0)
    far = next(spot for spot in (1, 3, 5, 7) if fare_cost(view, spot) > 1)  # next to the centre: no island between
    island = state.grid[far]
    cost = fare_cost(view, far)
    assert prompts.spot_refusal(view, 0, far) == f"{island} costs {cost} rations and your cards pay 1: too dear."
    assert prompts.spot_refusal(view, 0, 4).startswith(f"Your canoe is on {state.grid[4]}")
    assert prompts.spot_refusal(view, 0, 12) == prompts.GAP_TAKES_ABERRATIONS


def fare_cost(view: dict[str, Any], dest: int) -> int:
    """What the cheapest trip from seat 0's canoe to ``dest`` costs, by the rules' fares."""
    fare = cheapest(f for f in trip_fares(view, 0) if f.dest == dest)
    assert fare is not None
    return fare.cost


def test_a_trip_too_dear_by_way_of_other_islands_names_them() -> None:
    """A corner is reached through a side island: the price (2 + 3, say) is not the corner's own, so the
    refusal names the way (a playtester saw "Kauai costs 5" beside Kauai's printed 3 and was puzzled)."""
    state = new_game(2, 3)
    state.hands[0] = [ration(1)]
    view = state.view(0)
    for corner in (0, 2, 6, 8):
        fare = cheapest(f for f in trip_fares(view, 0) if f.dest == corner)
        assert fare is not None and len(fare.path) > 1
        via = [state.grid[p] for p in fare.path[:-1] if p < 9]
        said = prompts.spot_refusal(view, 0, corner)
        assert said == f"{state.grid[corner]} costs {fare.cost} rations by way of {' and '.join(via)}, " \
                       "and your cards pay 1: too dear.", said


def test_a_refusal_naming_a_card_keeps_the_islands_capital() -> None:
    from game.paradise_fallen.actions import Explore, PlayAberration, PlayAptitude
    from tests.kit.paradise_fallen_rules import card, table
    maui, oahu = card("Maui"), card("Oahu")
    state = table([[maui, oahu, ration(2)]], players=2)
    assert state.problem(0, PlayAberration(card=maui, spot=0)) == "A Maui card is not an Aberration."
    assert state.problem(0, PlayAptitude(card=oahu)) == "An Oahu card is not an Aptitude."
    assert state.problem(0, Explore(card=ration(2))) == "A Ration worth 2 is not an Island card."
