"""Where an arrow key goes among places on the screen: the nearest place that lies that way.

Shared by the menus' focus (:meth:`sprites.ui.FocusRing.move_towards`) and the tables' rings over places (The
Last Paradise's glowing sites): a place ahead counts its distance along the arrow's axis plus twice its distance
across it, so one straight ahead beats one a little nearer but off to the side; a lower id wins a tie.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

Point = tuple[float, float]
ACROSS_WEIGHT = 2.0
"""How much more a pixel off the arrow's axis counts than a pixel along it."""


def step_toward(origin: Point, places: Mapping[int, Point], direction: Point,
                keep: Callable[[float, float], bool] | None = None) -> int | None:
    """The place (of ``places``: id -> centre) an arrow pointing ``direction`` (a unit step along one axis) moves to
    from ``origin``: the best of those ahead (and, with ``keep``, whose distances along and across it keeps), or
    None when there is none."""
    dx, dy = direction
    best: tuple[float, int] | None = None
    for place, (x, y) in places.items():
        rx, ry = x - origin[0], y - origin[1]
        along = rx * dx + ry * dy
        across = abs(rx * dy - ry * dx)
        if along <= 0 or keep is not None and not keep(along, across):
            continue
        score = (along + ACROSS_WEIGHT * across, place)
        if best is None or score < best:
            best = score
    return None if best is None else best[1]


__all__ = ["ACROSS_WEIGHT", "step_toward"]
