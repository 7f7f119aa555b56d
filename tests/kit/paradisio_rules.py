"""Helpers shared by the Paradisio rules tests (no display needed; this module holds no tests itself)."""
from __future__ import annotations

from game.paradisio.grid import Square
from game.paradisio.solitaire import solve


def solved(level: int, given: Square | None = None, seed: int | None = None) -> Square:
    """A solution of a level-``level`` square (completing ``given``), which must have one."""
    square = solve(level, given, seed)
    assert square is not None, f"no level-{level} solution"
    return square
