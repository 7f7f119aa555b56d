"""What a player may do now, read from the legal actions only (the table never invents an action).

Pure functions over a seat's view and ``legal_actions``: the targets a held
card may go to, the trips to a destination and their payments, and the
payment matching the cards a player picked (interchangeable cards count by
their face, as the rules list payments by the lowest id of each face).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Action
from game.paradise_fallen.actions import (
    Explore,
    PlayAberration,
    PlayAptitude,
    Trip,
)
from game.paradise_fallen.cards import CARDS, face_key
from game.paradise_fallen.trips import aberrations_of, cheapest_trip, payments, trip_cost


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
    """A trip being planned: where to, along which path, what it costs, and the legal payments for that path."""

    start: int
    dest: int
    path: tuple[int, ...]
    cost: int
    choices: tuple[Trip, ...]
    paths: tuple[tuple[int, ...], ...]
    """Every distinct legal path to ``dest``, cheapest first (another may avoid a Raiding Tribe)."""


def path_cost(view: dict[str, Any], seat: int, path: Sequence[int]) -> int:
    """What sailing ``path`` from the seat's canoe costs now (its lasting Aptitudes count)."""
    return trip_cost(view["grid"], aberrations_of(view), int(view["canoes"][seat]), path, aptitude_names(view, seat))


def aptitude_names(view: dict[str, Any], seat: int) -> tuple[str, ...]:
    """The names of the seat's lasting Aptitudes working this turn."""
    active = view.get("aptitudes_active") or []
    return tuple(CARDS[c].name for c in (active[seat] if seat < len(active) else []))


def preview(view: dict[str, Any], seat: int, dest: int) -> tuple[tuple[int, ...], int] | None:
    """The cheapest trip to ``dest`` from the seat's canoe (path, cost), shown while the canoe is dragged."""
    return cheapest_trip(view["grid"], aberrations_of(view), int(view["canoes"][seat]), dest, aptitude_names(view, seat))


def plan_trip(view: dict[str, Any], seat: int, legal: Sequence[Action], dest: int, choice: int = 0) -> TripPlan | None:
    """The plan for a trip to ``dest`` along its ``choice``-th legal path (the cheapest first; None: no legal trip)."""
    trips = trips_to(legal, dest)
    if not trips:
        return None
    costs = {t.path: path_cost(view, seat, t.path) for t in trips}
    best = preview(view, seat, dest)
    paths = sorted(costs, key=lambda p: (costs[p], p != (best[0] if best else None), len(p), p))
    path = paths[choice % len(paths)]
    return TripPlan(int(view["canoes"][seat]), dest, path, costs[path], tuple(t for t in trips if t.path == path),
                    tuple(paths))


def faces(cards: Sequence[int]) -> Counter[tuple[str, str, int]]:
    """The cards as a multiset of faces."""
    return Counter(face_key(c) for c in cards)


def matching_trip(plan: TripPlan, chosen: Sequence[int]) -> Trip | None:
    """The legal trip of the plan paying with cards looking like ``chosen`` (None: not a legal payment)."""
    wanted = faces(chosen)
    return next((t for t in plan.choices if faces(t.pay) == wanted), None)


def proposed_trip(plan: TripPlan, hand: Sequence[int], keep: Sequence[Sequence[int]] = ()) -> Trip | None:
    """The legal trip paying the cheapest way (least wasted, then fewest Island cards); among the equally cheap,
    the one that spends fewest cards of each group of ``keep`` in turn (the destination's own Island card first)."""
    found = payments(list(hand), plan.cost)
    if found:
        least = sum(CARDS[c].value for c in found[0])
        cheapest = [p for p in found if sum(CARDS[c].value for c in p) == least]
        groups = [set(group) for group in keep]
        for pay in sorted(cheapest, key=lambda p: [len(set(p) & group) for group in groups]):
            trip = matching_trip(plan, pay)
            if trip is not None:
                return trip
    return plan.choices[0] if plan.choices else None


def worth_keeping(view: dict[str, Any], seat: int, dest: int) -> list[list[int]]:
    """Island cards a proposed payment should spare, most precious first: the destination's own card (to explore
    it on arrival), then the cards of the other islands the seat has not explored yet."""
    hand = [int(c) for c in view.get("hand", [])]
    explored = {str(item["island"]) for item in view["explored"][seat]}
    target = view["grid"][dest]
    own = [c for c in hand if CARDS[c].kind == "island" and CARDS[c].name == target and target not in explored]
    others = [c for c in hand if CARDS[c].kind == "island" and CARDS[c].name not in explored and c not in own]
    return [own, others]


def cards_for(pay: Sequence[int], hand: Sequence[int]) -> list[int]:
    """The hand's cards that a listed payment means (same faces, the lowest ids first)."""
    free = sorted(hand)
    chosen = []
    for card in pay:
        twin = next((c for c in free if face_key(c) == face_key(card)), None)
        if twin is not None:
            free.remove(twin)
            chosen.append(twin)
    return chosen


def payment_total(cards: Sequence[int]) -> int:
    """The rations the cards give."""
    return sum(CARDS[c].value for c in cards)


def payable(card: int) -> bool:
    """True for a card that can pay rations."""
    return CARDS[card].kind in ("ration", "island")
