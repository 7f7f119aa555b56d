"""What a move of Last Resort costs or brings, reckoned once for the rules, the table and the bots.

Each function takes the table either as the state or as a seat's view (``view(seat)`` or the public view:
a station is public), so a scene and a computer player, which hold only views, ask the same rule the
state applies: a tile's total price on a space (:func:`build_price`), what a check-out pays
(:func:`check_out_pay`), which tiles a seat could build with some cash (:func:`affordable_builds`),
whether its icons allow an Improvement (:func:`may_improve`) and what an ejection costs
(:func:`ejection_loss`).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .boards import EJECTION_LOSS, SPACE_COSTS, ClearKind
from .prestige import value
from .station import StationPlan, build_spaces, check_out, icons
from .tiles import IMPROVEMENT_ICONS_NEEDED, PRESTIGE_OF, TILES, Colour, Prestige

Table = Any
"""A Last Resort state, or a view of one (a dict from ``state.view``)."""


def build_price(tile: int, space: int) -> int:
    """What building ``tile`` on ``space`` costs: the tile's cost, plus the space's printed cost for Amenities
    and Attractions (Berths and Improvements cost the same everywhere)."""
    face = TILES[tile]
    return face.cost + (SPACE_COSTS[space] if face.kind in ("amenity", "attraction") else 0)


def plan_from_view(seat_view: dict[str, Any]) -> StationPlan:
    """A station rebuilt from its part of a view: tiles, tourists and Malfunctions (a face-down one reads as
    Malfunction 0: its face changes nothing but the End of Year of 'Something's Gone Wrong', where it is up)."""
    plan = StationPlan()
    for space in seat_view["spaces"]:
        where = int(space["space"])
        if space["tile"] is not None:
            plan.tiles[where] = int(space["tile"])
            plan.guests[where] = list(space["tourists"])
        elif space["malfunction"]:
            face = space.get("malfunction_face")
            plan.malfunctions[where] = int(face) if face is not None else 0
    return plan


def station_plan(table: Table, seat: int) -> StationPlan:
    """``seat``'s station, from the state itself or rebuilt from a view."""
    if isinstance(table, dict):
        return plan_from_view(table["seats"][seat])
    plan: StationPlan = table.stations[seat]
    return plan


def check_out_tiles(table: Table, seat: int, kind: ClearKind | None) -> list[tuple[int, int, int]]:
    """What checking out ``kind`` (None: every tile, at the end) would clear on ``seat``'s station now:
    (space, tourists, cash) for each tile holding tourists."""
    return check_out(station_plan(table, seat), kind)


def check_out_pay(table: Table, seat: int, kind: ClearKind | None) -> int:
    """The cash ``seat`` would take for checking out ``kind`` now (what :class:`.actions.CheckOut` pays)."""
    return sum(cash for _, _, cash in check_out_tiles(table, seat, kind))


def may_improve(plan: StationPlan) -> bool:
    """True when the station shows at least two of each icon (what an Improvement needs)."""
    counts = icons(plan)
    return all(counts[i] >= IMPROVEMENT_ICONS_NEEDED for i in ("amenity", "attraction", "berth"))


def affordable_builds(plan: StationPlan, tiles: Sequence[int], cash: int) -> list[tuple[int, int]]:
    """Every (tile, space) of ``tiles`` that ``cash`` pays for on an empty space linked to the station, tile by
    tile (an Improvement only when :func:`may_improve`)."""
    spaces = build_spaces(plan)
    return [(tile, space) for tile in tiles if TILES[tile].kind != "improvement" or may_improve(plan)
            for space in spaces if build_price(tile, space) <= cash]


def ejection_loss(table: Table, seat: int, colour: Colour) -> tuple[Prestige, int]:
    """What ejecting a ``colour`` tourist would cost ``seat``: the track of its colour and how much (an Airlock
    Recycler saves it all; a tracker never goes below 0, so at 0 it costs nothing in fact)."""
    kind = PRESTIGE_OF[colour]
    return kind, 0 if "recycler" in station_plan(table, seat).effects() else EJECTION_LOSS


def ejection_cost(table: Table, seat: int, colour: Colour) -> int:
    """What ejecting a ``colour`` tourist would take off ``seat``'s tracker now: :func:`ejection_loss`, but
    never more than the tracker holds (at 0 it costs nothing)."""
    kind, loss = ejection_loss(table, seat, colour)
    held = table["seats"][seat]["prestige"][kind] if isinstance(table, dict) else value(table.tracks[kind], seat)
    return min(loss, int(held))
