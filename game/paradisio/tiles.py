"""The 16 Paradisio tiles as data, and how a tile looks after quarter turns.

Every tile has four corners, named clockwise from the top left: NW, NE, SE,
SW.  Each corner is land (True) or sea (False).  A tile whose two land corners
sit diagonally opposite is either an *isthmus* (the land corners are joined
across the middle) or a *strait* (the sea corners are joined instead).

A quarter turn is clockwise: what was in the NW corner moves to the NE corner.
Turns are counted 0..3.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

Corners = tuple[bool, bool, bool, bool]
"""Land (True) or sea (False) at NW, NE, SE, SW."""

CORNER_NAMES: tuple[str, ...] = ("NW", "NE", "SE", "SW")
"""Corner names in clockwise order; a corner's index is its place here."""

LAND, SEA = True, False

JOIN_NONE, JOIN_LAND, JOIN_SEA = "", "land", "sea"


@dataclass(frozen=True)
class TileKind:
    """One kind of tile: its name, how many the box holds, its unturned corners."""

    name: str
    count: int
    corners: Corners
    join: str = JOIN_NONE
    """For a diagonal tile: which colour is joined across the middle."""


TILE_KINDS: tuple[TileKind, ...] = (
    TileKind("open sea", 1, (SEA, SEA, SEA, SEA)),
    TileKind("small island", 4, (LAND, SEA, SEA, SEA)),
    TileKind("coast", 4, (LAND, LAND, SEA, SEA)),
    TileKind("isthmus", 1, (LAND, SEA, LAND, SEA), JOIN_LAND),
    TileKind("strait", 1, (LAND, SEA, LAND, SEA), JOIN_SEA),
    TileKind("bay", 4, (LAND, LAND, LAND, SEA)),
    TileKind("interior", 1, (LAND, LAND, LAND, LAND)),
)
"""THE count table: every kind of tile in the box and how many of it."""

@dataclass(frozen=True)
class Tile:
    """One wooden tile: an id 0..15 and its kind."""

    id: int
    kind: TileKind

    @property
    def name(self) -> str:
        """The kind's name, e.g. "coast"."""
        return self.kind.name


def _make_tiles() -> tuple[Tile, ...]:
    tiles: list[Tile] = []
    for kind in TILE_KINDS:
        for _ in range(kind.count):
            tiles.append(Tile(len(tiles), kind))
    return tuple(tiles)


TILES: tuple[Tile, ...] = _make_tiles()
"""All 16 tiles, by id (ids follow the order of TILE_KINDS)."""

TILE_COUNT: int = len(TILES)
"""How many tiles the box holds (16)."""


def turn_corners(corners: Corners, turn: int) -> Corners:
    """The corners after ``turn`` clockwise quarter turns."""
    t = turn % 4
    return tuple(corners[(i - t) % 4] for i in range(4))  # type: ignore[return-value]


def tile_corners(tile_id: int, turn: int) -> Corners:
    """Corners of tile ``tile_id`` after ``turn`` clockwise quarter turns."""
    return turn_corners(TILES[tile_id].kind.corners, turn)


def tile_join(tile_id: int) -> str:
    """Which colour a diagonal tile joins across its middle ("" if none)."""
    return TILES[tile_id].kind.join


def distinct_turns(tile_id: int) -> list[int]:
    """The turns 0..3 that give different pictures (the first of each look)."""
    seen: set[Corners] = set()
    turns: list[int] = []
    for turn in range(4):
        look = tile_corners(tile_id, turn)
        if look not in seen:
            seen.add(look)
            turns.append(turn)
    return turns


def turn_to_show(tile_id: int, corners: Corners) -> int | None:
    """The smallest turn of ``tile_id`` that shows ``corners`` (None if none does)."""
    for turn in range(4):
        if tile_corners(tile_id, turn) == corners:
            return turn
    return None


@cache
def shape_of(corners: Corners) -> int:
    """Index in TILE_KINDS of the first kind that can show ``corners`` by turning.

    The isthmus and the strait share one shape, so this answers the isthmus
    (index 3) for both; use it where only the corners matter.
    """
    for index, kind in enumerate(TILE_KINDS):
        if any(turn_corners(kind.corners, t) == corners for t in range(4)):
            return index
    raise ValueError(f"no tile shows corners {corners}")


def describe(tile_id: int) -> str:
    """A short readable name of a tile, e.g. "coast #5" ("tile #99" for no tile of the set)."""
    if not 0 <= tile_id < TILE_COUNT:
        return f"tile #{tile_id}"
    return f"{TILES[tile_id].name} #{tile_id}"
