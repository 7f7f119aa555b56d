"""What the hard computer player reckons with, from its own view only.

* :func:`card_worth` and :func:`keep_plan`: how much a card and a hand are
  worth carrying into the next turn (the end phase refills to 5, so a card
  kept must beat a fresh draw);
* :func:`distances`: the cheapest rations between every two positions with the
  Aberrations lying now (a Raiding Tribe counts as a cost, Driftwood as a gain);
* :meth:`Table.score`: how hard the islands each seat still needs are to reach,
  the rivals' (the leader most) against one's own; laying, moving and swapping
  Aberrations are judged by how they change it;
* :class:`Planner`: a small search over this turn's trips, explorations and
  the Oahu/Molokai powers, ending where the next turn starts best.
"""
from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import ABERRATION_BY_NAME, CARDS, HAND_SIZE, ISLANDS, gap_spot, neighbours
from .fares import trip_fares
from .trips import Aberrations, aberrations_of, payments, step_cost

DRAW_WORTH = 1.6
"""What a fresh card from the deck is worth, on average, to a hand."""
EXPLORE_WORTH = 10.0
"""One more explored island, against the hand and position values."""
RAID_COST, DRIFTWOOD_GAIN = 1.5, 1.0
"""A Raiding Tribe crossed, a Driftwood crossed, in rations."""
NEAR_WEIGHT = 0.35
"""Worth lost per ration between the canoe and an island one holds a card for."""
ISLAND_KEEP = 3.6
"""What the first card of an unexplored island is worth kept, with the canoe on that island."""
FAR = 10.0
"""An island further than this (in rations) is not worth keeping a card for."""
APTITUDE_WORTH = {"Fisherman": 2.2, "Trickster": 2.0, "Sea Turtle": 1.6, "Navigator": 1.4, "Wayfinder": 1.8,
                  "Strong Paddlers": 1.4, "Outrigger": 0.9, "Shaman": 0.9, "Ancestors' Blessing": 0.8}
"""How much each Aptitude is worth kept for the next turn."""
POWER_RANK = ("Molokai", "Maui", "Hawaii", "Oahu", "Nihoa", "Lanai", "Niihau", "Kauai", "Kahoolawe")
"""The powers from the most to the least worth a token."""


def explored_of(view: Mapping[str, Any], seat: int) -> list[str]:
    """The islands ``seat`` has explored, in order."""
    return [e["island"] for e in view["explored"][seat]]


def wanted(hand: Sequence[int], explored: Sequence[str]) -> list[str]:
    """Islands the hand holds a card for and ``explored`` lacks, sorted."""
    return sorted({CARDS[c].name for c in hand if CARDS[c].kind == "island"} - set(explored))


def card_worth(card: int, hand: Sequence[int], explored: Sequence[str], aberrations_lying: bool = True) -> float:
    """What ``card`` is worth kept in ``hand`` (first card of an island not yet explored: much)."""
    face = CARDS[card]
    if face.kind == "ration":
        return 0.85 * face.value
    if face.kind == "island":
        if face.name in explored:
            return 0.7
        first = min(c for c in hand if CARDS[c].kind == "island" and CARDS[c].name == face.name)
        return 3.4 if card == first else 1.0
    if face.kind == "aptitude":
        worth = APTITUDE_WORTH[face.name]
        return worth + 0.6 if face.name in ("Shaman", "Outrigger") and aberrations_lying else worth
    return 1.0


def keep_plan(hand: Sequence[int], explored: Sequence[str], grid: Sequence[str], dist: Sequence[float],
              refill: int = HAND_SIZE) -> tuple[list[int], float]:
    """The cards worth keeping for the next turn from a canoe ``dist`` away from each position, and the
    worth of the hand that makes (what is not kept is discarded and redrawn, up to ``refill``).

    Kept: the first card of up to three unexplored islands within reach, nearest first (worth more the
    nearer); enough rations to reach the nearest of them (or a little, with none); Aptitudes worth more
    than a fresh draw.  Nothing else: a spare ration is better changed for a fresh card.
    """
    firsts: dict[str, int] = {}
    for card in sorted(hand):
        face = CARDS[card]
        if face.kind == "island" and face.name not in explored and face.name not in firsts:
            firsts[face.name] = card
    near = sorted((min(dist[grid.index(i)], 99.0), i) for i in firsts)
    near = [(d, i) for d, i in near if d <= FAR][:3]
    kept = [firsts[i] for _, i in near]
    value = sum(ISLAND_KEEP - NEAR_WEIGHT * d / (1 + 0.5 * rank) for rank, (d, _) in enumerate(near))
    need = near[0][0] + 1 if near else 3.0
    payers = sorted((c for c in hand if c not in kept and CARDS[c].kind in ("ration", "island")),
                    key=lambda c: (-CARDS[c].value, CARDS[c].kind != "ration", c))
    have = 0
    for card in payers:
        if have >= need:
            break
        kept.append(card)
        have += CARDS[card].value
        value += 0.85 * CARDS[card].value if CARDS[card].kind == "ration" else 0.7
    for card in hand:
        if CARDS[card].kind == "aptitude" and APTITUDE_WORTH[CARDS[card].name] > DRAW_WORTH:
            kept.append(card)
            value += APTITUDE_WORTH[CARDS[card].name]
    return kept, value + max(0, refill - len(kept)) * DRAW_WORTH


def _edge_weights(grid: Sequence[str], aberrations: Aberrations) -> dict[tuple[int, int], float]:
    weights = {}
    for a in range(9):
        for b in neighbours(a):
            cost = float(step_cost(grid, aberrations, a, b))
            for card in aberrations.get(gap_spot(a, b) or -1, ()):
                effect = ABERRATION_BY_NAME[CARDS[card].name].effect
                cost += RAID_COST if effect == "raid" else -DRIFTWOOD_GAIN if effect == "driftwood" else 0.0
            weights[a, b] = max(0.0, cost)
    return weights


def distances_from(grid: Sequence[str], aberrations: Aberrations, start: int,
                   weights: Mapping[tuple[int, int], float] | None = None) -> list[float]:
    """The cheapest rations from ``start`` to each position (orthogonal steps, Aberrations as they lie)."""
    edges = weights if weights is not None else _edge_weights(grid, aberrations)
    best = [float("inf")] * 9
    best[start] = 0.0
    queue = [(0.0, start)]
    while queue:
        cost, pos = heapq.heappop(queue)
        if cost > best[pos]:
            continue
        for end in neighbours(pos):
            total = cost + edges[pos, end]
            if total < best[end]:
                best[end] = total
                heapq.heappush(queue, (total, end))
    return best


def distances(grid: Sequence[str], aberrations: Aberrations) -> list[list[float]]:
    """The cheapest rations between every two positions."""
    edges = _edge_weights(grid, aberrations)
    return [distances_from(grid, aberrations, start, edges) for start in range(9)]


def leader_weights(view: Mapping[str, Any], seat: int) -> dict[int, float]:
    """How much each rival counts: the strongest rival fully, the others by half."""
    rivals = [s for s in range(view["players"]) if s != seat]

    def strength(s: int) -> tuple[int, int, int]:
        row = view["explored"][s]
        return (len(row), sum(1 for e in row if e["token"] == "up"), view["hand_counts"][s])

    top = max(strength(s) for s in rivals)
    return {s: 1.0 if strength(s) == top else 0.5 for s in rivals}


@dataclass
class Table:
    """The seats' needs as the bot sees them: whom to hinder, what it wants itself."""

    grid: list[str]
    canoes: list[int]
    seat: int
    rivals: dict[int, float]
    own_targets: dict[str, float]
    rival_targets: dict[int, list[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, view: Mapping[str, Any], seat: int) -> "Table":
        """The table of ``view`` (``seat``'s own)."""
        hand = view.get("hand", [])
        mine = explored_of(view, seat)
        targets = {island: 0.3 for island in ISLANDS if island not in mine}
        targets.update({island: 1.0 for island in wanted(hand, mine)})
        rivals = leader_weights(view, seat)
        needs = {s: [i for i in ISLANDS if i not in explored_of(view, s)] for s in rivals}
        return cls(list(view["grid"]), list(view["canoes"]), seat, rivals, targets, needs)

    def score(self, aberrations: Aberrations) -> float:
        """The rivals' weighted trouble reaching what they need, less one's own."""
        edges = _edge_weights(self.grid, aberrations)

        def trouble(seat: int, targets: Mapping[str, float]) -> float:
            if not targets:
                return 0.0
            dist = distances_from(self.grid, aberrations, self.canoes[seat], edges)
            total = sum(targets.values())
            return sum(w * min(dist[self.grid.index(i)], 20.0) for i, w in targets.items()) / total

        theirs = sum(w * trouble(s, dict.fromkeys(self.rival_targets[s], 1.0)) for s, w in self.rivals.items())
        return theirs - trouble(self.seat, self.own_targets)


def with_card(aberrations: Aberrations, card: int, spot: int) -> dict[int, list[int]]:
    """``aberrations`` with ``card`` laid on ``spot`` (moved there if it lay elsewhere)."""
    moved = {s: [c for c in cards if c != card] for s, cards in aberrations.items()}
    moved.setdefault(spot, []).append(card)
    return {s: cards for s, cards in moved.items() if cards}


def without(aberrations: Aberrations, card: int) -> dict[int, list[int]]:
    """``aberrations`` with ``card`` taken off the table."""
    left = {s: [c for c in cards if c != card] for s, cards in aberrations.items()}
    return {s: cards for s, cards in left.items() if cards}


def swapped(aberrations: Aberrations, first: int, second: int) -> dict[int, list[int]]:
    """``aberrations`` with the cards of two spots swapped."""
    moved = {s: list(cards) for s, cards in aberrations.items()}
    a, b = moved.pop(first, []), moved.pop(second, [])
    if b:
        moved[first] = b
    if a:
        moved[second] = a
    return moved


Step = tuple[Any, ...]
"""A plan's first step: ("trip", path, pay), ("oahu", position), ("molokai", card) or ("stop",)."""


class Planner:
    """Searches this turn's trips (and Oahu/Molokai) for the most explorations and the best next turn."""

    DEPTH = 3
    PAYMENTS = 3
    BUDGET = 4000

    def __init__(self, view: Mapping[str, Any], seat: int, aptitudes: Sequence[str] = (),
                 last_turn: bool = False) -> None:
        self.view, self.seat = view, seat
        self.grid = list(view["grid"])
        self.aberrations = aberrations_of(view)
        self.dist = distances(self.grid, self.aberrations)
        self.aptitudes = tuple(sorted(aptitudes))
        self.last_turn = last_turn
        self.refill = int(view["refill_to"])
        self.power_free = not view["power_used"]
        row = view["explored"][seat]
        self.oahu = self.power_free and any(e["island"] == "Oahu" and e["token"] == "up" for e in row)
        self.molokai = self.power_free and any(e["island"] == "Molokai" and e["token"] == "up" for e in row)
        self._memo: dict[tuple[Any, ...], tuple[float, Step, bool]] = {}
        self._route_memo: dict[int, dict[int, tuple[tuple[int, ...], int]]] = {}
        self._nodes = 0

    def best(self, start: int, hand: Sequence[int], explored: Sequence[str],
             power: bool | None = None) -> tuple[float, Step, bool]:
        """(value, first step, whether the plan uses the power) of the best plan from here."""
        use = self.power_free if power is None else power
        return self._search(start, tuple(sorted(hand)), frozenset(explored), 0, use)

    def leaf(self, pos: int, hand: tuple[int, ...], explored: frozenset[str]) -> float:
        """What the turn leaves: the hand kept for the next turn, and how near it lies to its islands."""
        if self.last_turn:
            return 0.0
        value = keep_plan(hand, list(explored), self.grid, self.dist[pos], self.refill)[1]
        others = [i for i in ISLANDS if i not in explored]
        if others:
            value -= 0.1 * sum(min(self.dist[pos][self.grid.index(i)], 12.0) for i in others) / len(others)
        return value

    def _routes(self, pos: int) -> dict[int, tuple[tuple[int, ...], int]]:
        """The trip to each other island worth planning with: the cheapest, a Raiding Tribe's loss counted in."""
        if pos in self._route_memo:
            return self._route_memo[pos]
        best: dict[int, tuple[float, tuple[int, ...], int]] = {}
        for fare in trip_fares(self.view, self.seat, start=pos, aptitudes=self.aptitudes, hand=()):
            rank = fare.cost + RAID_COST * fare.raids
            dest = fare.dest
            if dest != pos and (dest not in best or (rank, len(fare.path)) < (best[dest][0], len(best[dest][1]))):
                best[dest] = (rank, fare.path, fare.cost)
        self._route_memo[pos] = found = {dest: (path, cost) for dest, (_, path, cost) in best.items()}
        return found

    def _pays(self, hand: tuple[int, ...], cost: int, explored: frozenset[str],
              keep: str | None, count: int) -> list[tuple[int, ...]]:
        done = list(explored)
        worth = {c: card_worth(c, hand, done) for c in hand}
        found = []
        for pay in payments(hand, cost):
            rest = [c for c in hand if c not in pay]
            if keep is not None and not any(CARDS[c].kind == "island" and CARDS[c].name == keep for c in rest):
                continue
            found.append((sum(worth[c] for c in pay), pay))
        found.sort()
        return [pay for _, pay in found[:count]]

    def _search(self, pos: int, hand: tuple[int, ...], explored: frozenset[str], depth: int,
                power: bool) -> tuple[float, Step, bool]:
        key = (pos, hand, explored, depth, power)
        if key in self._memo:
            return self._memo[key]
        self._nodes += 1
        best: tuple[float, Step, bool] = (self.leaf(pos, hand, explored), ("stop",), False)
        options: list[tuple[float, Step, bool]] = []
        if power and self.oahu and self._nodes < self.BUDGET:
            for island in sorted(explored):
                there = self.grid.index(island)
                if there != pos:
                    value, _, _ = self._search(there, hand, explored, depth, False)
                    options.append((value - 0.3, ("oahu", there), True))
        if power and self.molokai:
            near = {self.grid[p] for p in neighbours(pos)}
            for island in wanted(hand, list(explored)):
                if island in near:
                    card = min(c for c in hand if CARDS[c].kind == "island" and CARDS[c].name == island)
                    rest = tuple(c for c in hand if c != card)
                    value, _, _ = self._search(pos, rest, explored | {island}, depth, False)
                    options.append((value + EXPLORE_WORTH - 0.5, ("molokai", card), True))
        if depth < self.DEPTH and self._nodes < self.BUDGET:
            targets = wanted(hand, list(explored))
            for dest, (path, cost) in sorted(self._routes(pos).items()):
                island = self.grid[dest]
                if island in targets:
                    for pay in self._pays(hand, cost, explored, island, self.PAYMENTS):
                        card = min(c for c in hand if c not in pay and CARDS[c].name == island)
                        rest = tuple(c for c in hand if c not in pay and c != card)
                        value, _, used = self._search(dest, rest, explored | {island}, depth + 1, power)
                        options.append((value + EXPLORE_WORTH, ("trip", path, pay), used))
                elif not self.last_turn:
                    for pay in self._pays(hand, cost, explored, None, 1):
                        rest = tuple(c for c in hand if c not in pay)
                        options.append((self.leaf(dest, rest, explored) - 0.05, ("trip", path, pay), False))
        for option in options:
            if option[0] > best[0] + 1e-9:
                best = option
        self._memo[key] = best
        return best
