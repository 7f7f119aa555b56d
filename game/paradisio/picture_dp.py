"""Counting and building finished solitaire squares, one lattice row at a time.

A finished 4×4 square is a 5×5 lattice of corner colours (each lattice row a
5-bit mask, bit ``x`` set for land) plus, for each diagonal cell, whether it
holds the isthmus or the strait.  Two solutions look alike exactly when these
agree, so counting these pictures counts distinct solutions.

The count walks the lattice rows top to bottom (a row-profile dynamic
programme).  The state after a lattice row is: the row's mask, the tiles of
each kind still unused, and, for levels 2 and 3, which points of the row
belong to the same island or sea so far, plus how many islands and seas have
already been closed off above.  The number of ways to finish from a state is
memoised, which also lets :func:`build` draw any solution, or a uniformly
random one.
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import TypeVar

from game.paradisio.tiles import TILE_KINDS, TILES, Corners

WIDTH = 4
"""Cells per side of the solitaire square."""

KIND_INDEX = {kind.name: i for i, kind in enumerate(TILE_KINDS)}
ISTHMUS, STRAIT = KIND_INDEX["isthmus"], KIND_INDEX["strait"]
_GUARD = sum(8 << (4 * k) for k in range(len(TILE_KINDS)))
FULL_BOX = sum((kind.count + 8) << (4 * k) for k, kind in enumerate(TILE_KINDS))
"""All tiles unused, packed 4 bits a kind with a guard bit (see :func:`_fits`)."""

CellPicture = tuple[Corners, int]
"""How one finished cell looks: its corners and its kind index in TILE_KINDS."""

RowState = tuple[int, int, tuple[int, ...], int, int, int]
"""After a lattice row: (row, its mask, region labels, unused tiles packed, islands shut, seas shut)."""

Step = tuple[RowState, tuple[int, ...]]
"""A next state and the kind of each cell of the cell row filled on the way."""

_Item = TypeVar("_Item")
_Tag = TypeVar("_Tag")


def cell_kind(corners: Corners) -> int:
    """Kind index for a cell's corners (a diagonal cell answers the isthmus; the strait looks alike)."""
    land = sum(corners)
    if land == 2:
        return ISTHMUS if corners[0] == corners[2] else KIND_INDEX["coast"]
    return (KIND_INDEX["open sea"], KIND_INDEX["small island"], 0, KIND_INDEX["bay"],
            KIND_INDEX["interior"])[land]


def _corners(top: int, bottom: int, x: int) -> Corners:
    return (bool(top >> x & 1), bool(top >> (x + 1) & 1), bool(bottom >> (x + 1) & 1), bool(bottom >> x & 1))


@cache
def row_options(top: int, bottom: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every way to fill a cell row between two lattice rows: (packed kinds used, kind per cell)."""
    options: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    for x in range(WIDTH):
        corners = _corners(top, bottom, x)
        kinds = [ISTHMUS, STRAIT] if cell_kind(corners) == ISTHMUS else [cell_kind(corners)]
        options = [(used + (1 << (4 * k)), cells + (k,)) for used, cells in options for k in kinds]
    return tuple(options)


def _fits(left: int) -> bool:
    """True when no kind has gone below zero (every guard bit still set)."""
    return left & _GUARD == _GUARD


def _relabel(roots: list[int]) -> tuple[int, ...]:
    seen: dict[int, int] = {}
    return tuple(seen.setdefault(r, len(seen)) for r in roots)


def first_labels(mask: int) -> tuple[int, ...]:
    """Components of the top lattice row: neighbours of one colour share a tile side."""
    roots = list(range(WIDTH + 1))
    for x in range(WIDTH):
        if (mask >> x & 1) == (mask >> (x + 1) & 1):
            roots[x + 1] = roots[x]
    return _relabel(roots)


@cache
def step_regions(top: int, labels: tuple[int, ...], bottom: int,
                 kinds: tuple[int, ...]) -> tuple[tuple[int, ...], int, int]:
    """Join a cell row's pieces: (labels of the bottom row, islands closed, seas closed)."""
    n = WIDTH + 1
    first: dict[int, int] = {}
    parent = [first.setdefault(label, x) for x, label in enumerate(labels)] + [n + x for x in range(n)]

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    def union(a: int, b: int) -> None:
        parent[find(a)] = find(b)

    def land(node: int) -> bool:
        return bool((top if node < n else bottom) >> (node % n) & 1)

    for x in range(n):
        if x < WIDTH and land(n + x) == land(n + x + 1):
            union(n + x, n + x + 1)
        if land(x) == land(n + x):
            union(x, n + x)
    for x, kind in enumerate(kinds):
        if kind in (ISTHMUS, STRAIT):
            joined = kind == ISTHMUS
            if land(x) == joined:
                union(x, n + x + 1)
            else:
                union(x + 1, n + x)
    alive = {find(n + x) for x in range(n)}
    closed = {find(x): land(x) for x in range(n) if find(x) not in alive}
    islands = sum(1 for is_land in closed.values() if is_land)
    return _relabel([find(n + x) for x in range(n)]), islands, len(closed) - islands


def level_holds(level: int, islands: int, seas: int) -> bool:
    """The level's condition on the number of islands and seas."""
    if level == 2:
        return islands == 1 or seas == 1
    if level == 3:
        return islands == 1 and seas == 1
    return True


def _hopeless(level: int, islands: int, seas: int) -> bool:
    if level == 2:
        return islands >= 2 and seas >= 2
    if level == 3:
        return islands >= 2 or seas >= 2
    return False


class PictureCounter:
    """Counts (and builds) finished squares of a level that extend fixed cells.

    ``fixed`` maps a cell (col, row) to its picture (corners, kind index).
    """

    def __init__(self, level: int, fixed: dict[tuple[int, int], CellPicture] | None = None) -> None:
        self.level = level
        self.track = level >= 2
        self.fixed = dict(fixed or {})
        self.memo: dict[RowState, int] = {}
        self.steps: dict[tuple, list[tuple]] = {}
        self.masks = self._allowed_masks()

    def _allowed_masks(self) -> list[list[int]]:
        """For each lattice row, the masks that agree with every fixed corner."""
        want: list[dict[int, bool]] = [{} for _ in range(WIDTH + 1)]
        points = ((0, 0), (1, 0), (1, 1), (0, 1))
        for (col, row), (corners, _) in self.fixed.items():
            for (dx, dy), colour in zip(points, corners):
                known = want[row + dy].setdefault(col + dx, colour)
                if known != colour:
                    return [[] for _ in range(WIDTH + 1)]
        return [[m for m in range(1 << (WIDTH + 1)) if all((m >> x & 1) == c for x, c in w.items())]
                for w in want]

    def _transitions(self, row: int, top: int, labels: tuple[int, ...]) -> list[tuple]:
        """Every way to fill cell row ``row`` below ``top``: (bottom, used, labels, islands, seas, kinds)."""
        key = (row, top, labels)
        found = self.steps.get(key)
        if found is None:
            forced = [self.fixed.get((x, row)) for x in range(WIDTH)]
            found = []
            for bottom in self.masks[row + 1]:
                for used, kinds in row_options(top, bottom):
                    if any(f is not None and f[1] != k for f, k in zip(forced, kinds)):
                        continue
                    shut = step_regions(top, labels, bottom, kinds) if self.track else ((), 0, 0)
                    found.append((bottom, used) + shut + (kinds,))
            self.steps[key] = found
        return found

    def _moves(self, row: int, top: int, labels: tuple[int, ...], left: int,
               islands: int, seas: int) -> Iterator[Step]:
        """Each next state reachable from a state, with the kinds of the cell row filled."""
        for bottom, used, new_labels, shut_i, shut_s, kinds in self._transitions(row, top, labels):
            rest = left - used
            if not _fits(rest):
                continue
            i, s = min(2, islands + shut_i), min(2, seas + shut_s)
            if not _hopeless(self.level, i, s):
                yield (row + 1, bottom, new_labels, rest, i, s), kinds

    def ways(self, state: RowState) -> int:
        """How many finished squares extend a state (memoised)."""
        found = self.memo.get(state)
        if found is not None:
            return found
        row, mask, labels, left, islands, seas = state
        if row == WIDTH:
            total = 0
            if self.track:
                colours = {label: bool(mask >> x & 1) for x, label in enumerate(labels)}
                islands = min(2, islands + sum(colours.values()))
                seas = min(2, seas + len(colours) - sum(colours.values()))
            if left == _GUARD and level_holds(self.level, islands, seas):
                total = 1
        else:
            total = sum(self.ways(nxt) for nxt, _ in self._moves(*state))
        self.memo[state] = total
        return total

    def starts(self) -> list[RowState]:
        """The states after choosing the top lattice row."""
        return [(0, m, first_labels(m) if self.track else (), FULL_BOX, 0, 0) for m in self.masks[0]]

    def count(self) -> int:
        """How many distinct finished squares there are."""
        return sum(self.ways(s) for s in self.starts())

    def build(self, rng: random.Random | None = None) -> dict[tuple[int, int], CellPicture] | None:
        """One finished square (uniformly random with ``rng``, else the first found)."""
        picture: dict[tuple[int, int], CellPicture] = {}
        choices: list[Step] = [(s, ()) for s in self.starts()]
        state: RowState | None = None
        while True:
            weighted = [(ways, nxt, kinds) for nxt, kinds in choices if (ways := self.ways(nxt)) > 0]
            if not weighted:
                return None
            _, nxt, kinds = weighted[0] if rng is None else weighted_pick(rng, weighted)
            if state is not None:
                for x, kind in enumerate(kinds):
                    picture[(x, state[0])] = (_corners(state[1], nxt[1], x), kind)
            state = nxt
            if state[0] == WIDTH:
                return picture
            choices = list(self._moves(*state))


def weighted_pick(rng: random.Random, weighted: list[tuple[int, _Item, _Tag]]) -> tuple[int, _Item, _Tag]:
    """One ``(weight, ...)`` entry, each as likely as its weight (one ``rng.randrange`` draw)."""
    pick = rng.randrange(sum(entry[0] for entry in weighted))
    for entry in weighted:
        if pick < entry[0]:
            return entry
        pick -= entry[0]
    raise ValueError("the weights must be positive")


def picture_of(tile_id: int, corners: Corners) -> CellPicture:
    """The picture of a tile showing ``corners``."""
    return corners, KIND_INDEX[TILES[tile_id].name]
