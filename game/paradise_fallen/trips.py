"""Trips over the island grid and how to pay for them: pure functions the table uses too.

A trip starts where the canoe lies and enters the positions of ``path`` one step
at a time (orthogonal; diagonal too with the Navigator).  Each step costs the
entered island's rations plus the *enter* changes of the Aberrations on it, the
*leave* changes of the Aberrations on the island left and the *cross* changes of
the Aberrations in the gap crossed (a diagonal step crosses no gap), never below
0.  The Outrigger ignores Aberrations; Strong Paddlers take 1 off a trip's total;
the Wayfinder pays only the step onto the destination.

A payment is Ration cards (their value) and Island cards (1 each) that cover the
cost *irredundantly*: no card could be left out and still cover it.  Cards with
the same face are interchangeable, so a payment is listed once, with the lowest
ids of each face in the hand.
"""
from __future__ import annotations

import functools
import heapq
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from .cards import ABERRATION_BY_NAME, CARDS, GAPS, ISLAND_COSTS, ISLAND_SPOTS, Aberration, face_key, gap_spot, neighbours

OUTRIGGER, NAVIGATOR, STRONG_PADDLERS, WAYFINDER = "Outrigger", "Navigator", "Strong Paddlers", "Wayfinder"
Aberrations = Mapping[int, Sequence[int]]
"""Spot -> the Aberration card ids lying there."""


def aberrations_of(view: Mapping[str, Any]) -> dict[int, list[int]]:
    """The Aberrations of a view (whose JSON keys are strings) with int spots."""
    return {int(spot): list(cards) for spot, cards in view["aberrations"].items()}


def _faces(aberrations: Aberrations, spot: int | None) -> list[Aberration]:
    if spot is None:
        return []
    return [ABERRATION_BY_NAME[CARDS[c].name] for c in aberrations.get(spot, ())]


def place_name(grid: Sequence[str], spot: int) -> str:
    """A spot in words: the island ("Maui") or the gap ("between Maui and Hawaii")."""
    if 0 <= spot < ISLAND_SPOTS:
        return grid[spot]
    a, b = GAPS[spot - ISLAND_SPOTS]
    return f"between {grid[a]} and {grid[b]}"


def is_step(start: int, end: int, aptitudes: Collection[str] = ()) -> bool:
    """True when the canoe may go from ``start`` to ``end`` in one step."""
    return 0 <= start < 9 and end in neighbours(start, NAVIGATOR in aptitudes)


def step_cost(grid: Sequence[str], aberrations: Aberrations, start: int, end: int,
              aptitudes: Collection[str] = ()) -> int:
    """Rations for one step from ``start`` onto ``end`` (never below 0)."""
    cost = ISLAND_COSTS[grid[end]]
    if OUTRIGGER not in aptitudes:
        cost += sum(a.enter for a in _faces(aberrations, end))
        cost += sum(a.leave for a in _faces(aberrations, start))
        cost += sum(a.cross for a in _faces(aberrations, gap_spot(start, end)))
    return max(0, cost)


def step_effects(aberrations: Aberrations, start: int, end: int, aptitudes: Collection[str] = ()) -> list[str]:
    """The card effects ("raid", "driftwood") of the gap a step crosses, in the order the cards lie."""
    if OUTRIGGER in aptitudes:
        return []
    return [a.effect for a in _faces(aberrations, gap_spot(start, end)) if a.effect]


def trip_cost(grid: Sequence[str], aberrations: Aberrations, start: int, path: Sequence[int],
              aptitudes: Collection[str] = ()) -> int:
    """The rations a trip along ``path`` from ``start`` costs; ValueError if it is no trip."""
    if not path:
        raise ValueError("a trip enters at least one island")
    steps = list(zip([start, *path[:-1]], path))
    if not all(is_step(a, b, aptitudes) for a, b in steps):
        raise ValueError("every step of a trip goes to a neighbouring island")
    costs = [step_cost(grid, aberrations, a, b, aptitudes) for a, b in steps]
    total = costs[-1] if WAYFINDER in aptitudes else sum(costs)
    if STRONG_PADDLERS in aptitudes:
        total -= 1
    return max(0, total)


def effect_gaps(aberrations: Aberrations, aptitudes: Collection[str] = ()) -> list[int]:
    """The gap spots holding a card effect (a trip may choose to cross them or not)."""
    if OUTRIGGER in aptitudes:
        return []
    return sorted(spot for spot in aberrations if _faces(aberrations, spot) and any(
        a.effect for a in _faces(aberrations, spot)))


def trip_routes(grid: Sequence[str], aberrations: Aberrations, start: int,
                aptitudes: Collection[str] = ()) -> list[tuple[tuple[int, ...], int]]:
    """Every trip worth offering from ``start``, as (path, cost), by destination.

    For each destination and each set of effect gaps (Raiding Tribe, Driftwood)
    a trip crosses, the cheapest path (then the shortest, then the first in
    number order).  A trip back to ``start`` is offered only when it crosses an
    effect gap.  Ties and order are fixed, so the list is the same every time.
    """
    lying = tuple(sorted((spot, tuple(cards)) for spot, cards in aberrations.items() if cards))
    return list(_routes(tuple(grid), lying, start, frozenset(aptitudes)))


@functools.lru_cache(maxsize=4096)
def _routes(grid: tuple[str, ...], lying: tuple[tuple[int, tuple[int, ...]], ...], start: int,
            aptitudes: frozenset[str]) -> tuple[tuple[tuple[int, ...], int], ...]:
    aberrations = dict(lying)
    effects = effect_gaps(aberrations, aptitudes)
    flat = WAYFINDER in aptitudes
    diagonal = NAVIGATOR in aptitudes
    steps = {(a, b): step_cost(grid, aberrations, a, b, aptitudes) for a in range(9) for b in _near(a, diagonal)}
    gaps = {(a, b): gap_spot(a, b) for a, b in steps}

    def priced(path: tuple[int, ...]) -> int:
        costs = [steps[a, b] for a, b in zip((start, *path[:-1]), path)]
        total = costs[-1] if flat else sum(costs)
        return max(0, total - 1) if STRONG_PADDLERS in aptitudes else total

    weights = {key: 0 for key in steps} if flat else steps
    best = _cheapest_walks(start, effects, weights, gaps, diagonal)
    found: dict[tuple[int, frozenset[int]], tuple[tuple[int, ...], int]] = {}
    for (pos, crossed), (_, _, path) in best.items():
        if path:
            found[(pos, crossed)] = (path, priced(path))
    if flat:  # only the last step is paid: choose it, reach its start by the fewest steps
        for (pos, crossed), (_, _, prefix) in best.items():
            for end in _near(pos, diagonal):
                gap = gaps[pos, end]
                key = (end, crossed | ({gap} if gap in effects else set()))
                path = (*prefix, end)
                cost = priced(path)
                if key not in found or (cost, len(path), path) < (found[key][1], len(found[key][0]), found[key][0]):
                    found[key] = (path, cost)
    routes = [route for (end, crossed), route in found.items() if end != start or crossed]
    return tuple(sorted(routes, key=lambda r: (r[0][-1], r[1], len(r[0]), r[0])))


@functools.cache
def _near(pos: int, diagonal: bool) -> tuple[int, ...]:
    return tuple(neighbours(pos, diagonal))


def _cheapest_walks(start: int, effects: list[int], weights: Mapping[tuple[int, int], int],
                    gaps: Mapping[tuple[int, int], int | None], diagonal: bool,
                    ) -> dict[tuple[int, frozenset[int]], tuple[int, int, tuple[int, ...]]]:
    """Dijkstra over (position, effect gaps crossed): the cheapest walk to each, as (cost, steps, path)."""
    first: tuple[int, int, tuple[int, ...]] = (0, 0, ())
    best = {(start, frozenset[int]()): first}
    queue = [(first, start, frozenset[int]())]
    while queue:
        (cost, count, path), pos, crossed = heapq.heappop(queue)
        if best.get((pos, crossed)) != (cost, count, path):
            continue
        for end in _near(pos, diagonal):
            gap = gaps[pos, end]
            key = (end, crossed | {gap} if gap in effects else crossed)
            entry = (cost + weights[pos, end], count + 1, (*path, end))
            if key not in best or entry < best[key]:
                best[key] = entry
                heapq.heappush(queue, (entry, end, key[1]))
    return best


def payable(card: int) -> bool:
    """True for a card that can pay rations (Ration and Island cards)."""
    return CARDS[card].kind in ("ration", "island")


def rations_in(cards: Sequence[int]) -> int:
    """The rations ``cards`` give when paid (Ration cards their number, Island cards 1 each, others 0)."""
    return sum(CARDS[c].value for c in cards)


def is_irredundant(cards: Sequence[int], cost: int) -> bool:
    """True when ``cards`` cover ``cost`` and none of them could be left out."""
    if any(not payable(c) for c in cards) or len(set(cards)) != len(cards):
        return False
    if cost <= 0:
        return not cards
    total = rations_in(cards)
    return total >= cost and total - min(CARDS[c].value for c in cards) < cost


def _by_face(hand: Sequence[int]) -> list[list[int]]:
    groups: dict[tuple[str, str, int], list[int]] = {}
    for card in sorted(hand):
        if payable(card):
            groups.setdefault(face_key(card), []).append(card)
    return sorted(groups.values(), key=lambda ids: (-CARDS[ids[0]].value, ids[0]))


def payments(hand: Sequence[int], cost: int) -> list[tuple[int, ...]]:
    """Every irredundant way to pay ``cost`` from ``hand`` (sorted ids), best first.

    Interchangeable cards (one face) appear by their lowest ids.  Best: least
    value wasted, then fewest Island cards, then fewest cards.
    """
    if cost <= 0:
        return [()]
    return list(_payments_by_cost(tuple(sorted(hand))).get(cost, ()))


@functools.lru_cache(maxsize=8192)
def _payments_by_cost(hand: tuple[int, ...]) -> dict[int, tuple[tuple[int, ...], ...]]:
    """Every irredundant payment a hand can make, by the costs it pays (one walk over the faces).

    A choice of cards with total ``t`` whose smallest card is worth ``m`` pays
    exactly the costs ``t - m + 1`` to ``t`` irredundantly.
    """
    groups = _by_face(hand)
    found: dict[int, list[tuple[int, ...]]] = {}

    def walk(index: int, chosen: tuple[int, ...], total: int, smallest: int) -> None:
        if index == len(groups):
            for cost in range(max(1, total - smallest + 1), total + 1):
                found.setdefault(cost, []).append(tuple(sorted(chosen)))
            return
        ids = groups[index]
        value = CARDS[ids[0]].value
        walk(index + 1, chosen, total, smallest)
        for count in range(1, len(ids) + 1):
            walk(index + 1, chosen + tuple(ids[:count]), total + count * value, min(smallest, value))

    walk(0, (), 0, 99)
    return {cost: tuple(sorted(ways, key=lambda p: _payment_rank(p, cost))) for cost, ways in found.items()}


def _payment_rank(pay: Sequence[int], cost: int) -> tuple[Any, ...]:
    waste = rations_in(pay) - cost
    islands = sum(1 for c in pay if CARDS[c].kind == "island")
    return (waste, islands, len(pay), tuple(pay))


def cheapest_payment(hand: Sequence[int], cost: int) -> tuple[int, ...] | None:
    """The payment that wastes least, then uses fewest Island cards; None if the hand cannot pay."""
    found = payments(hand, cost)
    return found[0] if found else None


def canonical_payment(hand: Sequence[int], cards: Sequence[int]) -> tuple[int, ...]:
    """``cards`` with each replaced by the lowest id of its face in ``hand`` (as the legal trips list them)."""
    free = sorted(hand)
    chosen = []
    for card in sorted(cards, key=lambda c: (face_key(c), c)):
        twin = next((c for c in free if face_key(c) == face_key(card)), card)
        if twin in free:
            free.remove(twin)
        chosen.append(twin)
    return tuple(sorted(chosen))
