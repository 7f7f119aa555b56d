"""What a player may do now, read from the legal actions only (the table never invents an action).

Pure functions over a seat's view and ``legal_actions``: the targets a held
card may go to, the trips to a destination and their payments, and the
payment matching the cards a player picked.  What a trip costs and crosses
comes from the rules (:func:`game.paradise_fallen.fares.trip_fares`); this
module only chooses among the legal trips.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Action
from game.paradise_fallen.actions import Explore, PlayAberration, PlayAptitude, Trip
from game.paradise_fallen.cards import CARDS
from game.paradise_fallen.fares import Fare, cheapest, trip_fares
from game.paradise_fallen.trips import canonical_payment, rations_in


def card_targets(legal: Sequence[Action], card: int, view: dict[str, Any], seat: int) -> dict[int, Action]:
    """Spot -> the action that plays ``card`` there: an Aberration's island or gap, an Island card's island
    (explored from the canoe, or next to it with Molokai), an Aptitude onto the player's own canoe."""
    found: dict[int, Action] = {}
    for action in legal:
        if isinstance(action, PlayAberration) and action.card == card:
            found[action.spot] = action
        elif isinstance(action, Explore) and action.card == card:
            found[view["grid"].index(CARDS[card].name)] = action
        elif isinstance(action, PlayAptitude) and action.card == card:
            found[int(view["canoes"][seat])] = action
    return found


def untargeted(legal: Sequence[Action], card: int) -> Action | None:
    """The action that plays ``card`` with no target to choose (an Aptitude), if it is legal."""
    return next((a for a in legal if isinstance(a, PlayAptitude) and a.card == card), None)


def playable_cards(legal: Sequence[Action]) -> set[int]:
    """Cards of the hand some legal action plays now (they may be picked up)."""
    return {a.card for a in legal if isinstance(a, (PlayAberration, Explore, PlayAptitude))}


def trips_to(legal: Sequence[Action], dest: int) -> list[Trip]:
    """The legal trips ending at ``dest``."""
    return [a for a in legal if isinstance(a, Trip) and a.path and a.path[-1] == dest]


def trip_destinations(legal: Sequence[Action]) -> set[int]:
    """Every position a legal trip can end at."""
    return {a.path[-1] for a in legal if isinstance(a, Trip) and a.path}


@dataclass(frozen=True)
class TripPlan:
    """A trip being planned: the fare of the path chosen (what it costs and crosses, from the rules), the legal
    trips paying for that path, and the fares of every legal path to the same island, the first ranked first."""

    fare: Fare
    choices: tuple[Trip, ...]
    fares: tuple[Fare, ...]
    hand: tuple[int, ...]
    """The hand it is paid from."""

    @property
    def start(self) -> int:
        """Where the canoe is."""
        return self.fare.start

    @property
    def dest(self) -> int:
        """Where the trip ends."""
        return self.fare.dest

    @property
    def path(self) -> tuple[int, ...]:
        """The positions entered, in order."""
        return self.fare.path

    @property
    def cost(self) -> int:
        """The price in rations."""
        return self.fare.cost

    @property
    def paths(self) -> tuple[tuple[int, ...], ...]:
        """Every distinct legal path to ``dest``, the first ranked first (another may avoid a Raiding Tribe)."""
        return tuple(fare.path for fare in self.fares)


def hand_of(view: dict[str, Any]) -> list[int]:
    """The hand a seat's view shows."""
    return [int(c) for c in view.get("hand", [])]


def preview(view: dict[str, Any], seat: int, dest: int) -> Fare | None:
    """The first-ranked trip to ``dest`` from the seat's canoe (payable or not), shown while the canoe is dragged."""
    if dest == int(view["canoes"][seat]):
        return None
    return cheapest(fare for fare in trip_fares(view, seat) if fare.dest == dest)


def plan_trip(view: dict[str, Any], seat: int, legal: Sequence[Action], dest: int, choice: int = 0) -> TripPlan | None:
    """The plan for a trip to ``dest`` along its ``choice``-th legal path (the first ranked first; None: no legal trip)."""
    trips = trips_to(legal, dest)
    legal_paths = {t.path for t in trips}
    fares = sorted((fare for fare in trip_fares(view, seat) if fare.path in legal_paths), key=lambda fare: fare.rank)
    if not fares:
        return None
    fare = fares[choice % len(fares)]
    return TripPlan(fare, tuple(t for t in trips if t.path == fare.path), tuple(fares), tuple(hand_of(view)))


def matching_trip(plan: TripPlan, chosen: Sequence[int]) -> Trip | None:
    """The legal trip of the plan paying with ``chosen`` (read as the rules list payments, by the lowest id of each
    face: :func:`~game.paradise_fallen.trips.canonical_payment`); None: not a legal payment."""
    wanted = Trip(plan.path, canonical_payment(plan.hand, chosen))
    return wanted if wanted in plan.choices else None


def proposed_trip(plan: TripPlan, keep: Sequence[Sequence[int]] = ()) -> Trip | None:
    """The legal trip paying the cheapest way (least wasted, then fewest Island cards); among the equally cheap,
    the one that spends fewest cards of each group of ``keep`` in turn (the destination's own Island card first)."""
    found = plan.fare.payments
    if found:
        least = rations_in(found[0])
        cheapest_ways = [p for p in found if rations_in(p) == least]
        groups = [set(group) for group in keep]
        for pay in sorted(cheapest_ways, key=lambda p: [len(set(p) & group) for group in groups]):
            trip = matching_trip(plan, pay)
            if trip is not None:
                return trip
    return plan.choices[0] if plan.choices else None


def worth_keeping(view: dict[str, Any], seat: int, dest: int) -> list[list[int]]:
    """Island cards a proposed payment should spare, most precious first: the destination's own card (to explore
    it on arrival), then the cards of the other islands the seat has not explored yet."""
    hand = hand_of(view)
    explored = {str(item["island"]) for item in view["explored"][seat]}
    target = view["grid"][dest]
    own = [c for c in hand if CARDS[c].kind == "island" and CARDS[c].name == target and target not in explored]
    others = [c for c in hand if CARDS[c].kind == "island" and CARDS[c].name not in explored and c not in own]
    return [own, others]
