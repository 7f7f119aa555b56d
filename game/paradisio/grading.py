"""How hard a solitaire puzzle is, measured, and puzzles dealt to a difficulty by that measure.

A puzzle's difficulty is measured with a plain search, the way a careful
player works: fill the empty cell that the most is known about (the fewest
pictures fit its neighbours and the tiles left), place the only picture when
there is one, and try each one in turn when there are several, until every
solution has been found (so the search also proves the solution unique).
:class:`Effort` counts the tiles it tries (``nodes``) and the extra choices
it meets (``guesses``: a cell where 3 pictures fit adds 2).  Fewer givens and
more search make a harder puzzle.

:data:`BANDS` says what each difficulty allows; :func:`make_puzzle` draws
puzzles until one falls in its band.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.paradisio.grid import Cell, Square, demands, fits, islands_and_seas
from game.paradisio.picture_dp import level_holds
from game.paradisio.solitaire import ALL_CELLS, DIFFICULTIES, count_completions, solve
from game.paradisio.tiles import TILE_KINDS, TILES, Corners, tile_corners, turn_corners

NODE_CAP = 20_000
"""The search stops counting here: every puzzle this hard is simply "hard"."""

PICTURES: tuple[tuple[Corners, int], ...] = tuple(
    (corners, kind) for kind, tile_kind in enumerate(TILE_KINDS)
    for corners in dict.fromkeys(turn_corners(tile_kind.corners, turn) for turn in range(4)))
"""Every look a tile can have: (corners, kind index), one per distinct turn of each kind."""


@dataclass(frozen=True)
class Band:
    """What a difficulty allows: at most ``max_givens`` tiles given, and a search of ``min_nodes``..``max_nodes``."""

    max_givens: int
    min_givens: int
    min_nodes: int
    max_nodes: int


BANDS: dict[str, Band] = {
    "easy": Band(max_givens=8, min_givens=8, min_nodes=0, max_nodes=14),
    "medium": Band(max_givens=5, min_givens=5, min_nodes=20, max_nodes=120),
    "hard": Band(max_givens=4, min_givens=0, min_nodes=150, max_nodes=NODE_CAP),
}
"""THE difficulty table (figures from ``bench/paradisio_rules.py``)."""

ATTEMPTS = 300
"""Puzzles drawn at most before the one nearest its band is taken."""


@dataclass(frozen=True)
class Effort:
    """How much work a puzzle takes: its givens, the tiles the search tries and the extra choices it meets."""

    givens: int
    nodes: int
    guesses: int
    solutions: int
    capped: bool = False


class _Search:
    """The most-constrained-first search over one puzzle (see the module docstring)."""

    def __init__(self, level: int, given: Square, cap: int) -> None:
        self.level = level
        self.cap = cap
        self.looks: dict[Cell, Corners] = {cell: tile_corners(*placed) for cell, placed in given.items()}
        self.kinds: dict[Cell, int] = {cell: TILE_KINDS.index(TILES[t].kind) for cell, (t, _) in given.items()}
        self.left = [kind.count for kind in TILE_KINDS]
        for kind in self.kinds.values():
            self.left[kind] -= 1
        self.empty = [cell for cell in ALL_CELLS if cell not in given]
        self.nodes = self.guesses = self.solutions = 0

    def fitting(self, cell: Cell) -> list[tuple[Corners, int]]:
        want = demands(self.looks, cell)
        if want is None:
            return []
        return [(corners, kind) for corners, kind in PICTURES if self.left[kind] and fits(corners, want)]

    def run(self) -> None:
        if self.nodes >= self.cap:
            return
        if not self.empty:
            self.solutions += self._level_holds()
            return
        best: tuple[Cell, list[tuple[Corners, int]]] | None = None
        for cell in self.empty:
            found = self.fitting(cell)
            if best is None or len(found) < len(best[1]):
                best = (cell, found)
                if len(found) <= 1:
                    break
        assert best is not None
        cell, found = best
        self.guesses += max(0, len(found) - 1)
        self.empty.remove(cell)
        for corners, kind in found:
            self.nodes += 1
            self.looks[cell], self.kinds[cell] = corners, kind
            self.left[kind] -= 1
            self.run()
            self.left[kind] += 1
            del self.looks[cell], self.kinds[cell]
        self.empty.append(cell)

    def _level_holds(self) -> bool:
        if self.level == 1:
            return True
        square = {cell: _stand_in(corners, kind) for cell, (corners, kind) in
                  ((c, (self.looks[c], self.kinds[c])) for c in ALL_CELLS)}
        return level_holds(self.level, *islands_and_seas(square))


def _stand_in(corners: Corners, kind: int) -> tuple[int, int]:
    """A tile of ``kind`` turned to show ``corners`` (which tile of the kind does not matter to regions)."""
    tile = next(t for t in TILES if TILE_KINDS.index(t.kind) == kind)
    turn = next(turn for turn in range(4) if tile_corners(tile.id, turn) == corners)
    return tile.id, turn


def search_effort(level: int, given: Square, cap: int = NODE_CAP) -> Effort:
    """Measure a puzzle: the search of the module docstring, stopped after ``cap`` tiles tried."""
    search = _Search(level, given, cap)
    search.run()
    return Effort(len(given), search.nodes, search.guesses, search.solutions, search.nodes >= cap)


def fits_band(effort: Effort, band: Band) -> bool:
    """True when a puzzle of ``effort`` belongs to ``band``."""
    return (band.min_givens <= effort.givens <= band.max_givens
            and band.min_nodes <= effort.nodes <= band.max_nodes)


def grade(effort: Effort) -> str | None:
    """The difficulty whose band holds ``effort`` (None when it falls between bands)."""
    return next((name for name, band in BANDS.items() if fits_band(effort, band)), None)


def _miss(effort: Effort, band: Band) -> tuple[int, int]:
    """How far ``effort`` lies from ``band``: (givens too many, nodes outside the range)."""
    extra_givens = max(0, effort.givens - band.max_givens, band.min_givens - effort.givens)
    nodes = max(0, band.min_nodes - effort.nodes, effort.nodes - band.max_nodes)
    return extra_givens, nodes


def unique_givens(level: int, solution: Square, order: list[Cell], keep: int) -> Square:
    """Take the tiles of ``solution`` away in ``order`` while its solution stays unique, down to ``keep`` tiles."""
    given = dict(solution)
    for cell in order:
        if len(given) <= keep:
            break
        fewer = {c: v for c, v in given.items() if c != cell}
        if count_completions(level, fewer, limit=2) == 1:
            given = fewer
    return given


def _cap(band: Band) -> int:
    """Where the search may stop once it is known whether a puzzle fits ``band``."""
    return band.min_nodes if band.max_nodes >= NODE_CAP else band.max_nodes + 1


def make_puzzle(level: int, difficulty: str = "medium", seed: int | None = None) -> Square:
    """Tiles to start from whose finished square of ``level`` is unique, graded ``difficulty`` by :data:`BANDS`.

    Random solutions are drawn and their tiles taken away (in a random order,
    while the solution stays unique) down to the band's givens; the first
    puzzle whose measured effort falls in the band is kept (after
    :data:`ATTEMPTS` draws, the one nearest to it).
    """
    if difficulty not in BANDS:
        raise ValueError(f"difficulty is one of {', '.join(DIFFICULTIES)}")
    band = BANDS[difficulty]
    rng = random.Random(seed)
    best: tuple[tuple[int, int], Square] | None = None
    for _ in range(ATTEMPTS):
        solution = solve(level, seed=rng.randrange(1 << 30))
        assert solution is not None
        order = list(ALL_CELLS)
        rng.shuffle(order)
        given = unique_givens(level, solution, order, band.min_givens)
        miss = _miss(search_effort(level, given, cap=_cap(band)), band)
        if best is None or miss < best[0]:
            best = (miss, given)
        if miss == (0, 0):
            break
    assert best is not None
    return best[1]

