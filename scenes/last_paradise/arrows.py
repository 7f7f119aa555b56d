"""Arrow keys among the glowing sites, by where the sites lie on the island.

An arrow moves the ring to the nearest glowing site whose centre lies in that direction: within 45° either side
of the arrow's axis, nearest by distance along the axis plus twice the distance across it (so a site straight
ahead beats one a little nearer but off to the side). When no glowing site lies that way, there is no step:
the caller answers the key instead of moving.
"""
from __future__ import annotations

from collections.abc import Mapping

Point = tuple[float, float]

ARROWS: dict[str, Point] = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0)}
"""Each arrow's direction on the canvas (y grows downward)."""
ACROSS_WEIGHT = 2.0
"""How much more a pixel off the arrow's axis counts than a pixel along it."""


def step_toward(origin: Point, places: Mapping[int, Point], arrow: str) -> int | None:
    """The place (of ``places``: id -> centre) an ``arrow`` ("left", "right", "up", "down") moves to from ``origin``:
    the best one whose centre lies within ±45° of the arrow's direction, or None when none does."""
    dx, dy = ARROWS[arrow]
    best: tuple[float, int] | None = None
    for place, (x, y) in places.items():
        rx, ry = x - origin[0], y - origin[1]
        along = rx * dx + ry * dy
        across = abs(rx * dy - ry * dx)
        if along <= 0 or across > along:
            continue
        score = (along + ACROSS_WEIGHT * across, place)
        if best is None or score < best:
            best = score
    return None if best is None else best[1]


def nearest(origin: Point, places: Mapping[int, Point]) -> int:
    """The place whose centre is nearest ``origin`` (the lower id on a tie); ``places`` must not be empty."""
    return min(places, key=lambda p: ((places[p][0] - origin[0]) ** 2 + (places[p][1] - origin[1]) ** 2, p))


__all__ = ["ARROWS", "nearest", "step_toward"]
