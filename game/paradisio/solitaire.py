"""Paradisio solitaire: levels 1–3, checking, solving, counting, puzzles, hints.

A *square* is a ``dict[(col, row)] -> (tile_id, turn)`` with ``col`` and
``row`` in 0..3 (col to the right, row downwards), the same shape as the
placed tiles of a match (see :mod:`game.paradisio.grid`).

- Level 1: all 16 tiles in the 4×4 square, every shared side matching.
- Level 2: level 1, and exactly one island or exactly one sea.
- Level 3: level 1, and exactly one island and exactly one sea.

Islands and seas are counted inside the square only.  Tiles of one kind are
alike, so two solutions that look the same are one solution; a whole square
turned or mirrored looks different and counts again.
"""
from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from typing import Literal, get_args

from game.paradisio.grid import SIDES, Cell, Region, Square, regions, side_clashes, side_mismatches
from game.paradisio.narrate import tile_words
from game.paradisio.picture_dp import (
    WIDTH,
    CellPicture,
    PictureCounter,
    level_holds,
    picture_of,
)
from game.paradisio.tiles import (
    TILE_COUNT,
    TILE_KINDS,
    TILES,
    tile_corners,
    turn_to_show,
)

LEVELS: tuple[int, ...] = (1, 2, 3)
"""The solitaire levels."""

LEVEL_GOALS: dict[int, str] = {
    1: "all 16 tiles, every side matching",
    2: "exactly one island or exactly one sea",
    3: "exactly one island and exactly one sea",
}
"""What each level asks, in a few words (levels 2 and 3 also ask what level 1 does)."""

LEVEL_SHORT_GOALS: dict[int, str] = {1: "every side matches", 2: "one island or one sea", 3: "one island and one sea"}
"""Each level's goal in the fewest words (under the level buttons)."""

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
"""The puzzle difficulties, easiest first (what each allows: :data:`game.paradisio.grading.BANDS`)."""

ALL_CELLS: tuple[Cell, ...] = tuple((c, r) for r in range(WIDTH) for c in range(WIDTH))
"""The 16 cells of the square, row by row."""


ProblemKind = Literal["outside", "twice", "empty", "mismatch", "islands and seas", "islands", "seas"]
"""What a :class:`Problem` can be about: tiles outside the square, a tile used twice, empty cells,
sides that do not match, and (levels 2 and 3) the wrong number of islands and seas, of islands, or of seas."""
PROBLEM_KINDS: tuple[ProblemKind, ...] = get_args(ProblemKind)
"""Every kind of problem."""


@dataclass(frozen=True)
class Problem:
    """Something wrong with a square: its kind (one of PROBLEM_KINDS), in words, with the cells involved.

    A problem about islands or seas also carries every island and sea of the
    square (``regions``, as :func:`game.paradisio.grid.regions` finds them), so
    a screen can show them all; ``cells`` are those of the offending ones.
    """

    kind: ProblemKind
    message: str
    cells: tuple[Cell, ...] = ()
    regions: tuple[Region, ...] = ()


@dataclass(frozen=True)
class Hint:
    """A tile to place next (cell, tile_id, turn), or the placed tiles that block every solution."""

    message: str
    cell: Cell | None = None
    tile_id: int | None = None
    turn: int | None = None
    culprits: tuple[Cell, ...] = ()


def _level_words(level: int) -> str:
    return f"a level-{level} square"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def check(level: int, square: Square) -> list[Problem]:
    """Everything that keeps ``square`` from being a finished solution of ``level``."""
    problems: list[Problem] = []
    outside = tuple(sorted(c for c in square if c not in ALL_CELLS))
    if outside:
        problems.append(Problem("outside", "tiles lie outside the 4×4 square", outside))
    seen: dict[int, Cell] = {}
    for cell, (tile_id, _) in sorted(square.items()):
        if tile_id in seen:
            problems.append(Problem("twice", f"{tile_words(tile_id)} is used twice", (seen[tile_id], cell)))
        seen[tile_id] = cell
    empty = tuple(c for c in ALL_CELLS if c not in square)
    if empty:
        problems.append(Problem("empty", f"{_plural(len(empty), 'cell')} still empty", empty))
    mismatched = False
    for cell in sorted(square):
        for _, (dc, dr), _ in SIDES[1::2]:  # right and bottom: each shared side once
            other = (cell[0] + dc, cell[1] + dr)
            if other in square and side_clashes({other: square[other]}, cell, tile_corners(*square[cell])):
                mismatched = True
                problems.append(Problem("mismatch", "land meets sea where these two framed tiles touch", (cell, other)))
    if empty or mismatched or outside or level == 1:
        return problems
    found = tuple(regions(square))
    islands = [r for r in found if r.kind == "island"]
    seas = [r for r in found if r.kind == "sea"]
    if not level_holds(level, len(islands), len(seas)):
        if level == 2:
            cells = tuple(sorted({c for r in found for c in r.cells}))
            problems.append(Problem("islands and seas",
                                    f"{_plural(len(islands), 'island')} and {_plural(len(seas), 'sea')}: "
                                    f"{_level_words(2)} needs exactly one island or exactly one sea", cells, found))
        kinds: tuple[tuple[list[Region], str, ProblemKind], ...] = ((islands, "island", "islands"), (seas, "sea", "seas"))
        for group, word, kind in kinds:
            if level == 3 and len(group) != 1:
                cells = tuple(sorted({c for r in group for c in r.cells}))
                problems.append(Problem(kind, f"{_plural(len(group), word)}: {_level_words(3)} needs exactly one",
                                        cells, found))
    return problems


def placement_problem(square: Square, tile_id: int, cell: Cell, turn: int,
                      fixed: Collection[Cell] = ()) -> str | None:
    """Why tile ``tile_id`` in ``turn`` may not go on ``cell`` of the solitaire square (None if it may).

    ``square`` is what lies in the square now; ``tile_id`` may be in it already
    (it is then moved, and does not count as its own neighbour).  The tiles on
    the ``fixed`` cells (a puzzle's givens) stay put, a cell holding another
    tile is taken, and the tile must match every neighbour it touches.  Unlike
    the match, a tile need not touch another one.  The answer is a phrase;
    :func:`game.paradisio.grid.sentence` makes it a sentence.
    """
    if cell not in ALL_CELLS:
        return "that cell lies outside the 4×4 square"
    if cell in fixed:
        return "that cell holds one of the puzzle's pegged tiles, which stay put: choose an empty cell"
    occupant = square.get(cell)
    if occupant is not None and occupant[0] != tile_id:
        return "that cell is taken: drag its tile back to the tray first"
    others = {c: v for c, v in square.items() if v[0] != tile_id}
    clashes = side_mismatches(others, cell, tile_corners(tile_id, turn))
    return "; ".join(clashes) if clashes else None


def is_solved(level: int, square: Square) -> bool:
    """True when ``square`` is a finished solution of ``level``."""
    return not check(level, square)


def _fixed_pictures(given: Square) -> dict[Cell, CellPicture] | None:
    """The givens as cell pictures (None if they cannot be part of any square)."""
    ids = [t for t, _ in given.values()]
    if len(set(ids)) != len(ids) or any(c not in ALL_CELLS for c in given):
        return None
    if any(t not in range(TILE_COUNT) or turn not in range(4) for t, turn in given.values()):
        return None
    return {cell: picture_of(t, tile_corners(t, turn)) for cell, (t, turn) in given.items()}


@cache
def _open_counter(level: int) -> PictureCounter:
    """The counter of a level with nothing given, kept: drawing many random solutions reuses its table."""
    return PictureCounter(level, {})


def _counter(level: int, given: Square | None) -> PictureCounter | None:
    if level not in LEVELS:
        raise ValueError(f"Paradisio solitaire has levels 1 to 3, not {level}")
    if not given:
        return _open_counter(level)
    fixed = _fixed_pictures(given)
    return None if fixed is None else PictureCounter(level, fixed)


def count_completions(level: int, given: Square | None = None, limit: int | None = None) -> int:
    """How many distinct finished squares of ``level`` keep the ``given`` tiles (capped at ``limit``)."""
    counter = _counter(level, given)
    count = 0 if counter is None else counter.count()
    return count if limit is None else min(count, limit)


def count_solutions(level: int) -> int:
    """How many distinct finished pictures ``level`` has."""
    return count_completions(level)


def _square_from_picture(picture: dict[Cell, CellPicture], given: Square) -> Square:
    """Give each pictured cell a real tile: the given one, else a free tile of that kind."""
    free: dict[str, list[int]] = {}
    used = {t for t, _ in given.values()}
    for tile in TILES:
        if tile.id not in used:
            free.setdefault(tile.name, []).append(tile.id)
    square: Square = {}
    for cell in ALL_CELLS:
        if cell in given:
            square[cell] = given[cell]
            continue
        corners, kind = picture[cell]
        tile_id = free[TILE_KINDS[kind].name].pop(0)
        turn = turn_to_show(tile_id, corners)
        assert turn is not None
        square[cell] = (tile_id, turn)
    return square


def solve(level: int, given: Square | None = None, seed: int | None = None) -> Square | None:
    """A finished square of ``level`` that keeps the ``given`` tiles, or None if none exists.

    With a ``seed`` the solution is drawn uniformly at random among all of them.
    """
    counter = _counter(level, given)
    if counter is None:
        return None
    picture = counter.build(None if seed is None else random.Random(seed))
    return None if picture is None else _square_from_picture(picture, dict(given or {}))


def sample_solutions(level: int, count: int, seed: int | None = None) -> list[Square]:
    """``count`` finished squares of ``level``, each drawn uniformly at random (repeats possible)."""
    counter = _counter(level, None)
    assert counter is not None
    rng = random.Random(seed)
    return [_square_from_picture(counter.build(rng), {}) for _ in range(count)]  # type: ignore[arg-type]


def hint(level: int, square: Square, fixed: Collection[Cell] = ()) -> Hint:
    """One placement that still leads to a solution, or the placed tiles that rule every solution out
    (never one of the ``fixed`` cells, a puzzle's givens, which the player cannot move)."""
    if is_solved(level, square):
        return Hint("the square is solved")
    if count_completions(level, square, limit=1):
        solution = solve(level, square)
        assert solution is not None
        cell = next(c for c in ALL_CELLS if c not in square)
        tile_id, turn = solution[cell]
        return Hint(f"{tile_words(tile_id)} fits here", cell, tile_id, turn)
    culprits = dict(square)
    for cell in sorted(c for c in square if c not in fixed):
        without = {c: v for c, v in culprits.items() if c != cell}
        if count_completions(level, without, limit=1) == 0:
            culprits = without
    cells = tuple(sorted(c for c in culprits if c not in fixed))
    return Hint(f"no solution keeps {'this tile' if len(cells) == 1 else 'these tiles'} as placed: "
                f"move {'it' if len(cells) == 1 else 'one of them'}", culprits=cells)
