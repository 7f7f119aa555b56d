"""Paradise Fallen's fares: what a trip costs and crosses, the one answer the table and the bots read.

Over random games, at every step of the play phase: the fares read from the mover's own view are exactly the
legal trips (the same paths and payments), each at the price the rules charge, and what a
fare says it crosses is what the trip then does (a Raiding Tribe's pick, Driftwood's card)."""
from __future__ import annotations

import random

import pytest

from game.paradise_fallen import SPEC, new_game
from game.paradise_fallen import actions as moves
from game.paradise_fallen import events as ev
from game.paradise_fallen.fares import cheapest, trip_fares
from game.paradise_fallen.trips import payable, rations_in, trip_cost
from tests.kit.paradise_fallen_rules import card, gap_of, lay, ration, table


def by_path(trip: moves.Trip) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return trip.path, trip.pay


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fares_of_a_view_are_the_legal_trips_and_do_what_they_say(players: int) -> None:
    rng = random.Random(f"fares/{players}")
    checked = crossed = 0
    for game in range(4):
        state = new_game(players, 100 * players + game)
        while not state.is_over:
            seat = state.to_move[0]
            legal = state.legal_actions(seat)
            if state.pending is None and state.phase == "play":
                view = state.view(seat)
                fares = trip_fares(view, seat)
                offered = [t for fare in fares for t in fare.trips]
                listed = [a for a in legal if isinstance(a, moves.Trip)]
                assert sorted(offered, key=by_path) == sorted(listed, key=by_path) and len(set(offered)) == len(offered)
                for fare in fares:
                    assert fare.cost == trip_cost(state.grid, state.aberrations, fare.start, fare.path, state.aptitudes(seat))
                    assert fare.held == rations_in([c for c in view["hand"] if payable(c)])
                    for trip in fare.trips:
                        twin = state.clone()
                        events = twin.apply(seat, trip)
                        raided = twin.pending is not None and twin.pending["kind"] == "raid"
                        drew = any(isinstance(e, ev.CardsDrawn) and e.why == "Driftwood" for e in events)
                        assert not raided or "raid" in fare.effects
                        if "raid" in fare.effects and len(state.hands[seat]) > len(trip.pay):
                            assert raided, "a Raiding Tribe crossed with cards in hand always raids"
                        if "driftwood" not in fare.effects or state.driftwood_drawn:
                            assert not drew
                        crossed += fare.raids > 0 or drew
                        checked += 1
            bot = SPEC.make_bot(rng.choice(("easy", "hard")), rng.randrange(2 ** 32))
            state.apply(seat, rng.choice(legal) if rng.random() < 0.3 else bot.choose(state.view(seat), legal, seat))
    assert checked > 100 and crossed > 0


def test_a_raiding_tribe_on_the_way_is_counted_and_the_cheapest_fare_avoids_it_at_the_same_price() -> None:
    """Molokai in the centre, Oahu above it: the Raiding Tribe lies between them; Niihau (top right, 2) is reached
    for 4 by way of Oahu (2) or of Maui (2), so the way by Maui comes first; the way over the Tribe says it costs a card."""
    state = table([[ration(3), ration(3), ration(2)], [ration(1)]])
    lay(state, {gap_of(1, 4): [card("Raiding Tribe")]})
    fares = [f for f in trip_fares(state.view(0), 0) if f.dest == 2]
    assert {f.raids for f in fares} == {0, 1}
    first = cheapest(fares)
    assert first is not None and first.path == (5, 2) and first.raids == 0 and first.cost == 4 and first.payable
    over = next(f for f in fares if f.raids)
    assert over.path == (1, 2) and over.cost == 4 and over.effects == ("raid",)
