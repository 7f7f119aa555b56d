"""A player's space station: which tile, Malfunction and tourists lie on each space.

Pure functions over :class:`StationPlan` that the state, the bot and the tests share:
where a tile may be built (:func:`build_spaces`), where a Malfunction goes
(:func:`malfunction_spaces`), which Malfunctions may be removed, where a tourist of
a colour fits (:func:`tourist_places`), the icons for Improvements, and what a
check-out pays (:func:`check_out`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .boards import (
    CRYOPODS_SPACE,
    ORIENTATION_SPACE,
    PLATFORM_PRESTIGE,
    SPACE_COSTS,
    SPACES,
    START_MALFUNCTION_SPACE,
    VIEWING_PLATFORMS,
    ClearKind,
    Station,
    neighbours,
)
from .tiles import (
    ANNEX_BERTH_PAY,
    ANY_COLOUR_PAY,
    BERTH_FULL_PAY,
    CRYO_ANNEX_PAY,
    ORIENTATIONS_BY_PAY,
    TILES,
    Colour,
    Icon,
    Tile,
)


@dataclass
class StationPlan:
    """What lies on one station: tiles and Malfunctions by space, tourists by space (one entry per tourist space)."""

    tiles: dict[int, int] = field(default_factory=dict)
    malfunctions: dict[int, int] = field(default_factory=dict)
    guests: dict[int, list[Colour | None]] = field(default_factory=dict)

    def copy(self) -> "StationPlan":
        """An independent copy."""
        return StationPlan(dict(self.tiles), dict(self.malfunctions), {s: list(g) for s, g in self.guests.items()})

    def occupied(self) -> set[int]:
        """Spaces holding a tile or a Malfunction."""
        return set(self.tiles) | set(self.malfunctions)

    def put_tile(self, space: int, tile: int) -> None:
        """Lay ``tile`` on the empty ``space`` with its tourist spaces empty."""
        self.tiles[space] = tile
        self.guests[space] = [None] * len(TILES[tile].spaces)

    def effects(self) -> set[str]:
        """The effects of the Improvements built here."""
        return {TILES[t].effect for t in self.tiles.values() if TILES[t].effect}

    def tourist_count(self) -> int:
        """Tourists on the station."""
        return sum(1 for guests in self.guests.values() for g in guests if g is not None)

    def tourists_by_colour(self) -> Counter[str]:
        """Tourists on the station by colour."""
        return Counter(g for guests in self.guests.values() for g in guests if g is not None)


def starting_plan(station: Station, malfunction: int, any_colour_pay: int = ANY_COLOUR_PAY) -> StationPlan:
    """A station as set up: Orientation and Cryopods filled with their starting tourists, the ❗ Malfunction.

    ``any_colour_pay``: what Blue's 'Any Colour' Orientation place pays, 2 (ruling 13) or 3 (a game begun before).
    """
    plan = StationPlan()
    tile = ORIENTATIONS_BY_PAY[any_colour_pay][station.index]
    plan.put_tile(ORIENTATION_SPACE, tile)
    plan.put_tile(CRYOPODS_SPACE, station.cryopods)
    orientation = TILES[tile]
    plan.guests[ORIENTATION_SPACE] = [station.absent if s.any_colour else s.colours[0] for s in orientation.spaces]
    plan.guests[CRYOPODS_SPACE][0] = station.cryopods_start
    plan.malfunctions[START_MALFUNCTION_SPACE] = malfunction
    return plan


def is_connected(spaces: set[int]) -> bool:
    """True when ``spaces`` form one orthogonally connected group (an empty set is connected)."""
    if not spaces:
        return True
    start = next(iter(spaces))
    seen, todo = {start}, [start]
    while todo:
        for other in neighbours(todo.pop()):
            if other in spaces and other not in seen:
                seen.add(other)
                todo.append(other)
    return seen == spaces


def build_spaces(plan: StationPlan) -> list[int]:
    """Empty spaces directly linked to a tile (or Malfunction) of the station, in space order."""
    taken = plan.occupied()
    return [s for s in range(SPACES) if s not in taken and any(n in taken for n in neighbours(s))]


def malfunction_spaces(plan: StationPlan) -> list[int]:
    """Where a gained Malfunction may go: the cheapest of the linked empty spaces (the player picks among them)."""
    linked = build_spaces(plan)
    if not linked:
        return []
    cheapest = min(SPACE_COSTS[s] for s in linked)
    return [s for s in linked if SPACE_COSTS[s] == cheapest]


def removable_malfunctions(plan: StationPlan) -> list[int]:
    """Spaces whose Malfunction may be removed without leaving any tile unconnected."""
    taken = plan.occupied()
    return [s for s in sorted(plan.malfunctions) if is_connected(taken - {s})]


def icons(plan: StationPlan) -> Counter[Icon]:
    """The Amenity, Attraction and Berth icons on the station (Orientation: one of the first two each)."""
    return Counter(icon for t in plan.tiles.values() for icon in TILES[t].icons)


def visible_platforms(plan: StationPlan) -> int:
    """Viewing Platforms left uncovered, plus one for an Observation Deck."""
    taken = plan.occupied()
    bonus = 1 if "platform" in plan.effects() else 0
    return sum(1 for s in VIEWING_PLATFORMS if s not in taken) + bonus


def platform_prestige(plan: StationPlan) -> int:
    """What the station gains on every prestige track at an End of Year from its uncovered Viewing Platforms."""
    return visible_platforms(plan) * PLATFORM_PRESTIGE


def fits(tile: Tile, guests: list[Colour | None], slot: int, colour: Colour) -> bool:
    """True when a ``colour`` tourist may sit in ``slot`` of ``tile`` (empty, right colour, no twin on a Berth)."""
    if guests[slot] is not None or colour not in tile.spaces[slot].colours:
        return False
    return not (tile.berth_like and colour in guests)


def tourist_places(plan: StationPlan, colour: Colour) -> list[tuple[int, int]]:
    """(space, slot) pairs where a ``colour`` tourist may go; interchangeable slots of a tile appear once."""
    places = []
    for space in sorted(plan.tiles):
        tile, guests, seen = TILES[plan.tiles[space]], plan.guests[space], set()
        for slot, place in enumerate(tile.spaces):
            key = (place.colours, place.cash)
            if key not in seen and fits(tile, guests, slot, colour):
                seen.add(key)
                places.append((space, slot))
    return places


def clears(tile: Tile, kind: ClearKind | None) -> bool:
    """True when checking out ``kind`` (None: everything, at the end) clears ``tile``."""
    if kind is None:
        return bool(tile.spaces)
    if kind == "berth":
        return tile.berth_like
    return kind in tile.icons and not tile.berth_like


def tile_pay(tile: Tile, guests: list[Colour | None], effects: set[str]) -> int:
    """What clearing ``tile`` pays: a Berth 3 when full (else 0), Cryopods per tourist, others per space."""
    filled = [i for i, g in enumerate(guests) if g is not None]
    bonus = len(filled) if "concierge" in effects else 0
    if tile.kind == "berth":
        full = len(filled) == len(guests)
        return (ANNEX_BERTH_PAY if "annex" in effects else BERTH_FULL_PAY) * full + bonus
    if tile.kind == "cryopods":
        return (CRYO_ANNEX_PAY if "cryo" in effects else tile.spaces[0].cash) * len(filled) + bonus
    return sum(tile.spaces[i].cash for i in filled) + bonus


def check_out(plan: StationPlan, kind: ClearKind | None) -> list[tuple[int, int, int]]:
    """What clearing ``kind`` would pay, tile by tile: (space, tourists, cash) for each cleared tile holding tourists."""
    effects = plan.effects()
    paid = []
    for space in sorted(plan.tiles):
        tile, guests = TILES[plan.tiles[space]], plan.guests[space]
        count = sum(1 for g in guests if g is not None)
        if count and clears(tile, kind):
            paid.append((space, count, tile_pay(tile, guests, effects)))
    return paid


def empty_tiles(plan: StationPlan, spaces: list[int]) -> Counter[str]:
    """Take the tourists off the tiles on ``spaces``; returns them by colour (for the bag)."""
    back: Counter[str] = Counter()
    for space in spaces:
        guests = plan.guests[space]
        back.update(g for g in guests if g is not None)
        plan.guests[space] = [None] * len(guests)
    return back
