"""What a trip costs and crosses: one answer for the rules, the table and the computer players.

A :class:`Fare` is one trip worth offering from a canoe (a route of :func:`~.trips.trip_routes`): its
path, its price in rations, the card effects of the gaps it crosses in the order crossed (a Raiding Tribe
takes a card, Driftwood draws one the first time in a turn), and the legal ways the hand pays it (none:
the hand cannot).  The legal trips are exactly the fares' paths with their payments.

:func:`trip_fares` reads them from a seat's view (the table's drag of the canoe, the bots' plans);
:func:`route_fares` is the same from the rules' own figures.  The legal moves list the same routes and
payments (:func:`~.trips.trip_routes`, :func:`~.trips.payments`) without making a fare of each, which the
rules do at every step.  Pure Python.
"""
from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from .actions import Trip
from .cards import CARDS
from .trips import Aberrations, aberrations_of, payable, payments, rations_in, step_effects, trip_routes


class Fare(NamedTuple):
    """One trip from ``start`` along ``path``: what it costs, what it crosses and how the hand pays it
    (a named tuple: a planning bot makes many of them)."""

    start: int
    path: tuple[int, ...]
    cost: int
    effects: tuple[str, ...]
    """The card effects of the gaps crossed, in order: "raid" (a card lost), "driftwood" (a card drawn)."""
    payments: tuple[tuple[int, ...], ...]
    """Every legal way the hand pays it, best first (least wasted, then fewest Island cards); none: it cannot."""
    held: int
    """What the hand's Ration and Island cards pay together."""

    @property
    def dest(self) -> int:
        """Where the trip ends."""
        return self.path[-1]

    @property
    def raids(self) -> int:
        """Cards a Raiding Tribe would take from the traveller's hand (one for each crossing)."""
        return self.effects.count("raid")

    @property
    def payable(self) -> bool:
        """True when the hand can pay the trip."""
        return bool(self.payments)

    @property
    def trips(self) -> tuple[Trip, ...]:
        """The legal trips along this path: one for each payment."""
        return tuple(Trip(self.path, pay) for pay in self.payments)

    @property
    def rank(self) -> tuple[Any, ...]:
        """How it compares with other fares to the same island: the cheapest, then one crossing no Raiding Tribe,
        then the shortest, then the first in number order."""
        return (self.cost, self.raids > 0, len(self.path), self.path)


@functools.lru_cache(maxsize=4096)
def _crossings(grid: tuple[str, ...], lying: tuple[tuple[int, tuple[int, ...]], ...], start: int,
               aptitudes: frozenset[str]) -> tuple[tuple[tuple[int, ...], int, tuple[str, ...]], ...]:
    """Every route from ``start`` with its cost and the card effects it crosses (whatever the hand; cached)."""
    aberrations = dict(lying)
    found = []
    for path, cost in trip_routes(grid, aberrations, start, aptitudes):
        effects = tuple(e for a, b in zip((start, *path[:-1]), path) for e in step_effects(aberrations, a, b, aptitudes))
        found.append((path, cost, effects))
    return tuple(found)


def route_fares(grid: Sequence[str], aberrations: Aberrations, start: int, aptitudes: Collection[str] = (),
                hand: Sequence[int] = ()) -> tuple[Fare, ...]:
    """Every trip worth offering from ``start`` (in :func:`~.trips.trip_routes` order), each with its cost, its
    crossings and the payments of ``hand``."""
    lying = tuple(sorted((spot, tuple(cards)) for spot, cards in aberrations.items() if cards))
    held = rations_in([c for c in hand if payable(c)])
    ways: dict[int, tuple[tuple[int, ...], ...]] = {}
    fares = []
    for path, cost, effects in _crossings(tuple(grid), lying, start, frozenset(aptitudes)):
        if cost not in ways:
            ways[cost] = tuple(payments(hand, cost))
        fares.append(Fare(start, path, cost, effects, ways[cost], held))
    return tuple(fares)


def active_aptitudes(view: Mapping[str, Any], seat: int) -> tuple[str, ...]:
    """The names of the lasting Aptitudes working for ``seat`` this turn, from a view."""
    active = view.get("aptitudes_active") or []
    return tuple(CARDS[c].name for c in (active[seat] if seat < len(active) else []))


def trip_fares(view: Mapping[str, Any], seat: int, start: int | None = None, aptitudes: Collection[str] | None = None,
               hand: Sequence[int] | None = None) -> tuple[Fare, ...]:
    """Every trip ``seat`` could make now, read from ``view``: from its canoe, with its lasting Aptitudes, paid from
    the hand its view shows.  A plan looking ahead may ask from another ``start``, with other ``aptitudes``
    or another ``hand``."""
    where = int(view["canoes"][seat]) if start is None else start
    working = active_aptitudes(view, seat) if aptitudes is None else aptitudes
    cards = [int(c) for c in view.get("hand", [])] if hand is None else hand
    return route_fares(view["grid"], aberrations_of(view), where, working, cards)


def cheapest(fares: Iterable[Fare]) -> Fare | None:
    """The fare that ranks first (see :attr:`Fare.rank`), or None when there is none."""
    return min(fares, key=lambda fare: fare.rank, default=None)


def cheapest_trip(grid: Sequence[str], aberrations: Aberrations, start: int, dest: int,
                  aptitudes: Collection[str] = ()) -> tuple[tuple[int, ...], int] | None:
    """The cheapest trip from ``start`` to ``dest`` as (path, cost); None when ``dest`` is ``start``.

    Among equally cheap trips: the one crossing no Raiding Tribe, then the shortest, then the first in number order.
    """
    if dest == start:
        return None
    best = cheapest(f for f in route_fares(grid, aberrations, start, aptitudes) if f.dest == dest)
    return None if best is None else (best.path, best.cost)
