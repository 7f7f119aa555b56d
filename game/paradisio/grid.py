"""Where tiles may go: matching sides, the floating 4×4 square, and regions.

Coordinates: a cell is ``(col, row)`` of whole numbers; ``col`` grows to the
right (east) and ``row`` grows downwards (south).  In the 2-player match the
table is floating, so the first tile sits at ``(0, 0)`` and later cells may be
negative.  In solitaire the square is cells ``(0..3, 0..3)``.

A *square* (or any set of placed tiles) is a ``dict[(col, row)] -> (tile_id,
turn)``.  Corner ``i`` of cell ``(c, r)`` lies on lattice point NW ``(c, r)``,
NE ``(c+1, r)``, SE ``(c+1, r+1)`` or SW ``(c, r+1)``.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from game.paradisio.tiles import (
    CORNER_NAMES,
    JOIN_LAND,
    Corners,
    tile_corners,
    tile_join,
)

Cell = tuple[int, int]
"""A grid cell ``(col, row)``."""

Square = dict[Cell, tuple[int, int]]
"""Placed tiles: cell -> (tile_id, turn)."""

BOX = 4
"""The imaginary square every tile must fit in: 4 by 4."""

NW, NE, SE, SW = 0, 1, 2, 3

SIDES: tuple[tuple[str, Cell, tuple[tuple[int, int], ...]], ...] = (
    ("left", (-1, 0), ((NW, NE), (SW, SE))),
    ("right", (1, 0), ((NE, NW), (SE, SW))),
    ("top", (0, -1), ((NW, SW), (NE, SE))),
    ("bottom", (0, 1), ((SW, NW), (SE, NE))),
)
"""Each side: its name, the step to the neighbour, and (my corner, its corner) pairs."""


@dataclass(frozen=True)
class Placement:
    """Where a tile may go: a cell and a turn."""

    cell: Cell
    turn: int


def demands(looks: dict[Cell, Corners], cell: Cell) -> tuple[bool | None, ...] | None:
    """What the neighbours in ``looks`` (cell -> corners) demand of each corner of ``cell``.

    Returns (NW, NE, SE, SW) with True (land), False (sea) or None (free), or
    None when two neighbours demand different colours of one corner.
    """
    want: list[bool | None] = [None, None, None, None]
    col, row = cell
    for _, (dc, dr), pairs in SIDES:
        theirs = looks.get((col + dc, row + dr))
        if theirs is None:
            continue
        for mine, their in pairs:
            if want[mine] is None:
                want[mine] = theirs[their]
            elif want[mine] != theirs[their]:
                return None
    return tuple(want)


def constraint_at(placed: Square, cell: Cell) -> tuple[bool | None, ...] | None:
    """What the placed neighbours demand of each corner of ``cell`` (see :func:`demands`)."""
    col, row = cell
    near = [(col + dc, row + dr) for _, (dc, dr), _ in SIDES]
    return demands({n: tile_corners(*placed[n]) for n in near if n in placed}, cell)


EDGE_ENDS = {"left": ("at the top", "at the bottom"), "right": ("at the top", "at the bottom"),
             "top": ("on the left", "on the right"), "bottom": ("on the left", "on the right")}
"""Where along each side the first and the second corner of its (my corner, its corner) pairs lie."""
NEIGHBOUR_WORDS = {"left": "the tile to its left", "right": "the tile to its right",
                   "top": "the tile above it", "bottom": "the tile below it"}
"""The placed tile beyond each side, as a sentence about the new tile names it."""


def side_clashes(placed: Square, cell: Cell, corners: Corners) -> list[tuple[str, list[tuple[int, bool]]]]:
    """Each side where ``corners`` would not match a placed neighbour: the side's name and, for each
    corner along it that clashes, its place on the side (0 or 1, see :data:`EDGE_ENDS`) and its colour."""
    found: list[tuple[str, list[tuple[int, bool]]]] = []
    col, row = cell
    for side, (dc, dr), pairs in SIDES:
        other = placed.get((col + dc, row + dr))
        if other is None:
            continue
        theirs = tile_corners(*other)
        clashing = [(end, corners[mine]) for end, (mine, their) in enumerate(pairs) if corners[mine] != theirs[their]]
        if clashing:
            found.append((side, clashing))
    return found


def _colour(land: bool) -> str:
    return "land" if land else "sea"


def _edge_clash(side: str, clashing: list[tuple[int, bool]]) -> str:
    """One side's clash, about the new tile's own edge: "its left edge is land, but the tile to its left is sea there"."""
    near, ends = NEIGHBOUR_WORDS[side], EDGE_ENDS[side]
    if len(clashing) == 2 and clashing[0][1] != clashing[1][1]:
        (_, first), (_, second) = clashing
        return (f"its {side} edge is {_colour(first)} {ends[0]} and {_colour(second)} {ends[1]}, "
                f"but {near} is the other way round")
    where = "" if len(clashing) == 2 else f" {ends[clashing[0][0]]}"
    land = clashing[0][1]
    return f"its {side} edge is {_colour(land)}{where}, but {near} is {_colour(not land)} there"


def side_mismatches(placed: Square, cell: Cell, corners: Corners) -> list[str]:
    """Readable phrases, one per side where ``corners`` would not match, each naming whose edge shows what:
    "this tile's left edge is land, but the tile to its left is sea there"; later ones say "its"."""
    phrases = [_edge_clash(side, clashing) for side, clashing in side_clashes(placed, cell, corners)]
    if phrases:
        phrases[0] = "this tile's" + phrases[0][len("its"):]
    if len(phrases) > 2:  # two are told in full, so the refusal stays a short line
        more = len(phrases) - 2
        phrases[2:] = [f"{'one more side clashes' if more == 1 else f'{more} more sides clash'} as well"]
    return phrases


def sentence(words: str) -> str:
    """A rules phrase (e.g. "that cell is taken") as a sentence: a capital first letter and a full stop."""
    return words[:1].upper() + words[1:] + "."


def touches(placed: Square, cell: Cell) -> bool:
    """True when ``cell`` shares a side with a placed tile."""
    col, row = cell
    return any((col + dc, row + dr) in placed for _, (dc, dr), _ in SIDES)


def box_problem(placed: Square, cell: Cell) -> str | None:
    """Why adding ``cell`` would break the 4×4 box, or None if it fits."""
    cols = [c for c, _ in placed] + [cell[0]]
    rows = [r for _, r in placed] + [cell[1]]
    if max(cols) - min(cols) + 1 > BOX:
        return f"that would make the island wider than {BOX}"
    if max(rows) - min(rows) + 1 > BOX:
        return f"that would make the island taller than {BOX}"
    return None


@dataclass(frozen=True)
class SquareRoom:
    """Where the match's 4×4 square can still lie, given the cells already placed.

    ``cols`` and ``rows`` are the inclusive ranges covered by the union of
    every 4×4 square that holds all the placed cells: no tile can ever go
    outside them this round.  Along an axis where the placed tiles already
    span 4 cells, the square's sides are fixed; once both are, the union is
    the 4×4 square itself.
    """

    cols: tuple[int, int]
    rows: tuple[int, int]

    @property
    def fixed_cols(self) -> bool:
        """True when the square's left and right sides are known."""
        return self.cols[1] - self.cols[0] + 1 == BOX

    @property
    def fixed_rows(self) -> bool:
        """True when the square's top and bottom sides are known."""
        return self.rows[1] - self.rows[0] + 1 == BOX

    @property
    def fixed(self) -> bool:
        """True when only one 4×4 square is still possible."""
        return self.fixed_cols and self.fixed_rows

    def squares(self) -> list[Cell]:
        """The top-left cell of every 4×4 square still possible, row by row."""
        return [(c, r) for r in range(self.rows[0], self.rows[1] - BOX + 2)
                for c in range(self.cols[0], self.cols[1] - BOX + 2)]

    def holds(self, cell: Cell) -> bool:
        """True when ``cell`` lies in the room (a tile may one day go there)."""
        return self.cols[0] <= cell[0] <= self.cols[1] and self.rows[0] <= cell[1] <= self.rows[1]


def square_room(cells: Iterable[Cell]) -> SquareRoom:
    """The :class:`SquareRoom` left by tiles on ``cells`` (an empty table: the first tile's cell (0, 0))."""
    taken = list(cells) or [(0, 0)]
    cols = [c for c, _ in taken]
    rows = [r for _, r in taken]
    if max(cols) - min(cols) >= BOX or max(rows) - min(rows) >= BOX:
        raise ValueError(f"the placed tiles do not fit in a {BOX}×{BOX} square")
    return SquareRoom((max(cols) - BOX + 1, min(cols) + BOX - 1), (max(rows) - BOX + 1, min(rows) + BOX - 1))


def placement_problem(placed: Square, tile_id: int, cell: Cell, turn: int) -> str | None:
    """Why a tile may not go at ``cell`` in ``turn`` (None when it may).

    The first tile goes at (0, 0), the middle of the table; later tiles must
    touch a placed tile, keep the 4×4 box and match every placed neighbour.
    """
    if not placed:
        return None if cell == (0, 0) else "the first tile goes in the middle of the table"
    if cell in placed:
        return "that cell is taken"
    if not touches(placed, cell):
        return "that tile must touch a tile already on the table"
    too_big = box_problem(placed, cell)
    if too_big:
        return too_big
    mismatches = side_mismatches(placed, cell, tile_corners(tile_id, turn))
    return "; ".join(mismatches) if mismatches else None


def open_cells(placed: Square | dict[Cell, Corners]) -> list[Cell]:
    """Empty cells that touch a placed tile and keep the 4×4 box, sorted (any dict keyed by cell)."""
    if not placed:
        return [(0, 0)]
    room = square_room(placed)  # a new cell keeps the box when it lies in the room left
    (c_lo, c_hi), (r_lo, r_hi) = room.cols, room.rows
    cells = {(col + dc, row + dr) for col, row in placed for _, (dc, dr), _ in SIDES}
    return sorted(cell for cell in cells if cell not in placed
                  and c_lo <= cell[0] <= c_hi and r_lo <= cell[1] <= r_hi)


def fits(corners: Corners, want: tuple[bool | None, ...]) -> bool:
    """True when ``corners`` meet every demanded corner colour."""
    return all(w is None or w == c for c, w in zip(corners, want))


def legal_placements(placed: Square, tile_id: int) -> list[Placement]:
    """Every (cell, turn) where ``tile_id`` may go now, all four turns listed."""
    result: list[Placement] = []
    for cell in open_cells(placed):
        want = constraint_at(placed, cell)
        if want is None:
            continue
        for turn in range(4):
            if fits(tile_corners(tile_id, turn), want):
                result.append(Placement(cell, turn))
    return result


def dead_holes(placed: Square, hand: Iterable[int]) -> list[Cell]:
    """The open cells where no tile of ``hand`` fits in any turn, sorted.

    When the holder of ``hand`` cannot place any tile (a round's end), these
    are all the open cells: the holes that decided the round.
    """
    tiles = list(hand)
    holes = []
    for cell in open_cells(placed):
        want = constraint_at(placed, cell)
        if want is None or not any(fits(tile_corners(t, turn), want) for t in tiles for turn in range(4)):
            holes.append(cell)
    return holes


def round_holes(placed: Square, hand: Iterable[int]) -> list[Cell]:
    """The holes a round ended with, when the holder of ``hand`` cannot place any tile, sorted: the open
    cells where no tile of ``hand`` fits (:func:`dead_holes`), and the empty cells inside the placed
    tiles' bounding box that touch no tile (every 4×4 square still possible holds them, and no tile may
    go where it touches none).
    """
    holes = set(dead_holes(placed, hand))
    if placed:
        cols = [c for c, _ in placed]
        rows = [r for _, r in placed]
        holes |= {(c, r) for c in range(min(cols), max(cols) + 1) for r in range(min(rows), max(rows) + 1)
                  if (c, r) not in placed}
    return sorted(holes)


def glow_cells(placed: Square, tile_id: int, turn: int,
               cells: Iterable[Cell] | None = None) -> tuple[list[Cell], list[Cell]]:
    """For a tile held in ``turn``: cells it fits now, and cells it fits only in another turn.

    ``cells`` are the empty cells to consider (default: the match's open cells);
    only cells with a placed neighbour can glow.
    """
    now: list[Cell] = []
    other: list[Cell] = []
    for cell in (open_cells(placed) if cells is None else cells):
        if cell in placed:
            continue
        want = constraint_at(placed, cell)
        if want is None:
            continue
        if fits(tile_corners(tile_id, turn), want):
            now.append(cell)
        elif any(fits(tile_corners(tile_id, t), want) for t in range(4)):
            other.append(cell)
    return now, other


RegionKind = Literal["island", "sea"]
"""What a region is: a connected piece of land, or of water."""


@dataclass(frozen=True)
class Region:
    """A connected piece of land (an island) or water (a sea) among placed tiles."""

    kind: RegionKind
    cells: frozenset[Cell]
    corners: frozenset[tuple[Cell, str]]
    """The (cell, corner name) pairs the region covers."""


def regions(square: Square) -> list[Region]:
    """Islands and seas among the placed tiles, sorted islands first.

    Corners of one tile that share a side join when they have the same colour;
    the isthmus joins its land corners and the strait its sea corners; corners
    of two tiles join along a side the tiles share.  Touching at a single point
    never joins.
    """
    parent: dict[tuple[Cell, int], tuple[Cell, int]] = {}

    def find(node: tuple[Cell, int]) -> tuple[Cell, int]:
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def union(a: tuple[Cell, int], b: tuple[Cell, int]) -> None:
        parent[find(a)] = find(b)

    looks = {cell: tile_corners(*placed) for cell, placed in square.items()}
    for cell in square:
        for i in range(4):
            parent[(cell, i)] = (cell, i)
    for cell, (tile_id, _) in square.items():
        look = looks[cell]
        for i in range(4):
            if look[i] == look[(i + 1) % 4]:
                union((cell, i), (cell, (i + 1) % 4))
        join = tile_join(tile_id)
        if join:
            colour = join == JOIN_LAND
            first = look.index(colour)
            union((cell, first), (cell, first + 2))
        for _, (dc, dr), pairs in SIDES[1::2]:  # right and bottom: each shared side once
            other = (cell[0] + dc, cell[1] + dr)
            if other not in square:
                continue
            for mine, their in pairs:
                if look[mine] == looks[other][their]:
                    union((cell, mine), (other, their))
    groups: dict[tuple[Cell, int], list[tuple[Cell, int]]] = {}
    for node in parent:
        groups.setdefault(find(node), []).append(node)
    found = [Region("island" if looks[nodes[0][0]][nodes[0][1]] else "sea",
                    frozenset(cell for cell, _ in nodes),
                    frozenset((cell, CORNER_NAMES[i]) for cell, i in nodes))
             for nodes in groups.values()]
    found.sort(key=lambda r: (r.kind != "island", sorted(r.cells)))
    return found


def islands_and_seas(square: Square) -> tuple[int, int]:
    """How many islands and how many seas the placed tiles make."""
    found = regions(square)
    islands = sum(1 for r in found if r.kind == "island")
    return islands, len(found) - islands

