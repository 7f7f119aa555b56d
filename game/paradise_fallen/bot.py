"""Computer players for Paradise Fallen.  They see only their own seat's view.

:class:`EasyBot` is a plain, sensible player: it explores whenever it can,
uses an island power, trips toward an island it holds a card for (paying the
cheapest way), lays Aberrations now and then, and ends its turn.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action

from .actions import (
    Discard,
    Done,
    EndPlay,
    Explore,
    PlayAberration,
    PlayAptitude,
    Trip,
    UsePower,
)
from .cards import CARDS


def wanted_islands(view: dict[str, Any], seat: int) -> set[str]:
    """Islands ``seat`` holds a card for and has not explored yet."""
    done = {e["island"] for e in view["explored"][seat]}
    return {CARDS[c].name for c in view.get("hand", []) if CARDS[c].kind == "island"} - done


class EasyBot:
    """A casual player that explores, heads for islands it holds cards for and ends its turn."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` for ``seat`` from its own view."""
        for kind in (Explore, UsePower):
            found = [a for a in legal if isinstance(a, kind)]
            if found:
                return found[0]
        if view["pending"] is not None:
            return self.rng.choice(legal)
        if view["phase"] == "end":
            return self._end_phase(view, legal, seat)
        aptitudes = [a for a in legal if isinstance(a, PlayAptitude)]
        if aptitudes and self.rng.random() < 0.5:
            return aptitudes[0]
        trip = self._trip(view, legal, seat)
        if trip is not None:
            return trip
        wander = [a for a in legal if isinstance(a, Trip) and len(a.pay) <= 1]
        if wander and self.rng.random() < 0.2:
            return self.rng.choice(wander)
        aberrations = [a for a in legal if isinstance(a, PlayAberration)]
        if aberrations and self.rng.random() < 0.3:
            return self.rng.choice(aberrations)
        return next(a for a in legal if isinstance(a, EndPlay))

    def _trip(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action | None:
        wanted = wanted_islands(view, seat)
        grid = view["grid"]
        hand = view.get("hand", [])

        def keeps_its_card(trip: Trip) -> bool:
            island = grid[trip.path[-1]]
            cards = [c for c in hand if CARDS[c].kind == "island" and CARDS[c].name == island]
            return len(set(cards) - set(trip.pay)) > 0

        trips = [a for a in legal if isinstance(a, Trip) and grid[a.path[-1]] in wanted and keeps_its_card(a)]
        if not trips:
            return None
        return min(trips, key=lambda t: (sum(CARDS[c].value for c in t.pay), len(t.path), t.pay))

    def _end_phase(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        hand = view.get("hand", [])
        done = {e["island"] for e in view["explored"][seat]}
        useless = [a for a in legal if isinstance(a, Discard) and (
            CARDS[a.card].kind == "aberration" or CARDS[a.card].kind == "island" and CARDS[a.card].name in done)]
        if useless:
            return useless[0]
        if len(hand) >= 5 and self.rng.random() < 0.6:
            keep = {min(c for c in hand if CARDS[c].name == island) for island in wanted_islands(view, seat)}
            spare = [a for a in legal if isinstance(a, Discard) and a.card not in keep]
            if spare:
                return self.rng.choice(spare)
        return Done()


def make_bot(level: str, seed: int) -> EasyBot:
    """A computer player of ``level`` ("easy" or "hard"; for now both play the easy way)."""
    return EasyBot(seed)
