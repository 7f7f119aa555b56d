"""Arrow keys among the glowing sites, by where the sites lie on the island.

An arrow moves the ring to the nearest glowing site whose centre lies in that direction: within 45° either side
of the arrow's axis, nearest as :mod:`sprites.aim` counts it. When no glowing site lies that way, there is no step:
the caller answers the key instead of moving.
"""
from __future__ import annotations

from collections.abc import Mapping

from sprites import aim

Point = tuple[float, float]

ARROWS: dict[str, Point] = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0)}
"""Each arrow's direction on the canvas (y grows downward)."""


def step_toward(origin: Point, places: Mapping[int, Point], arrow: str) -> int | None:
    """The place (of ``places``: id -> centre) an ``arrow`` ("left", "right", "up", "down") moves to from ``origin``:
    the best one (:func:`sprites.aim.step_toward`) whose centre lies within ±45° of the arrow's direction, or None
    when none does."""
    return aim.step_toward(origin, places, ARROWS[arrow], lambda along, across: across <= along)


def nearest(origin: Point, places: Mapping[int, Point]) -> int:
    """The place whose centre is nearest ``origin`` (the lower id on a tie); ``places`` must not be empty."""
    return min(places, key=lambda p: ((places[p][0] - origin[0]) ** 2 + (places[p][1] - origin[1]) ** 2, p))


__all__ = ["ARROWS", "nearest", "step_toward"]
