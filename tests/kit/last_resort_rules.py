"""Helpers shared by the Last Resort rules tests (no display needed; this module holds no tests itself)."""
from __future__ import annotations

from game.last_resort.boards import SPACE_COSTS
from game.last_resort.prestige import Track, new_track
from game.last_resort.state import LastResortState
from game.last_resort.station import StationPlan
from game.last_resort.tiles import PRESTIGE, TILE_BY_NAME, Prestige
from tests.kit.typed import HoldsState, state_as

BLUE, PINK, YELLOW, GREEN = 0, 1, 2, 3
"""The seats by the station each plays."""


def last_resort_state(holder: HoldsState) -> LastResortState:
    """The Last Resort state a record or a table holds now."""
    return state_as(LastResortState, holder)


def refill_bag(state: LastResortState) -> None:
    """The bag holds every tourist that is not on a station or in the lounge (after a test changed a station)."""
    for colour in state.bag:
        seated = sum(p.tourists_by_colour()[colour] for p in state.stations)
        state.bag[colour] = 30 - seated - state.lounge[colour]


def tile(name: str) -> int:
    """The id of the tile called ``name``."""
    return TILE_BY_NAME[name].id


def station_of(tiles: dict[int, int], free: set[int] | None = None) -> StationPlan:
    """A station with ``tiles`` on their spaces; with ``free``, a face-down Malfunction on every other space."""
    plan = StationPlan()
    for space, tile_id in tiles.items():
        plan.put_tile(space, tile_id)
    if free is not None:
        for space in range(len(SPACE_COSTS)):
            if space not in tiles and space not in free:
                plan.malfunctions[space] = 0
    return plan


def tracks_with(values: dict[int, tuple[int, int, int, int]]) -> dict[Prestige, Track]:
    """Four prestige tracks with each party's values (Relax, Inspire, Entertain, Thrill), earlier parties ahead."""
    return {kind: new_track([(p, v[i]) for p, v in values.items()]) for i, kind in enumerate(PRESTIGE)}
