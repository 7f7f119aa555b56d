"""Who may do what in Last Resort: the legal actions of a seat and, for any other action,
the sentence that says why not.  Pure functions of the state."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action

from .actions import (
    Build,
    CheckOut,
    ChooseAdvert,
    Eject,
    PassBuild,
    PlaceMalfunction,
    RemoveMalfunction,
    Welcome,
    kind_plural,
)
from .boards import ADVERT_KINDS, ADVERTS, SPACE_COSTS, SPACES, AdvertKind
from .station import build_spaces, icons, malfunction_spaces, removable_malfunctions, tourist_places
from .tiles import COLOURS, IMPROVEMENT_ICONS_NEEDED, TILES

if TYPE_CHECKING:
    from .phases import Flow


def price(tile: int, space: int) -> int:
    """What building ``tile`` on ``space`` costs: tile cost, plus the space's cost for Amenities and Attractions."""
    face = TILES[tile]
    return face.cost + (SPACE_COSTS[space] if face.kind in ("amenity", "attraction") else 0)


def offered(state: "Flow", kind: str) -> list[int]:
    """The face-up tiles of ``kind`` that may be bought (Berths: the top of the pile)."""
    if kind == "berth":
        return state.berths[:1]
    return list(state.offers.get(kind, []))


def may_improve(state: "Flow", seat: int) -> bool:
    """True when ``seat``'s station shows at least two of each icon (the Improvement requirement)."""
    counts = icons(state.stations[seat])
    return all(counts[i] >= IMPROVEMENT_ICONS_NEEDED for i in ("amenity", "attraction", "berth"))


def build_options(state: "Flow", seat: int) -> list[tuple[int, int]]:
    """Every (tile, space) ``seat`` may build with its Advert and its cash."""
    kind = ADVERTS[state.adverts[seat]].build  # type: ignore[index]
    if kind == "improvement" and not may_improve(state, seat):
        return []
    spaces = build_spaces(state.stations[seat])
    return [(tile, space) for tile in offered(state, kind) for space in spaces
            if price(tile, space) <= state.cash[seat]]


def picks(state: "Flow", seat: int) -> list[Action]:
    """Every way ``seat`` may take a tourist from the lounge: seat it where it fits, or eject it if it fits nowhere."""
    found: list[Action] = []
    for colour in COLOURS:
        if not state.lounge[colour]:
            continue
        places = tourist_places(state.stations[seat], colour)
        found += [Welcome(colour, space, slot) for space, slot in places] if places else [Eject(colour)]
    return found


def advert_choices(state: "Flow", seat: int) -> list[AdvertKind]:
    """The Adverts ``seat`` may choose this season (Improvements once a Year)."""
    return [a for a in ADVERT_KINDS if a != "improvement" or not state.improvement_used[seat]]


def legal_actions(state: "Flow", seat: int) -> list[Action]:
    """Every action ``seat`` may take now (empty when it need not act)."""
    if seat not in state.to_move:  # type: ignore[attr-defined]
        return []
    phase = state.phase
    if phase == "advertise":
        return [ChooseAdvert(a) for a in advert_choices(state, seat)]
    if phase == "malfunction":
        return [PlaceMalfunction(s) for s in malfunction_spaces(state.stations[seat])]
    if phase == "repair":
        return [RemoveMalfunction(s) for s in removable_malfunctions(state.stations[seat])]
    if phase == "checkout":
        return [CheckOut(k) for k in ADVERTS[state.adverts[seat]].check_out]  # type: ignore[index]
    if phase == "build":
        return [Build(t, s) for t, s in build_options(state, seat)] + [PassBuild()]
    if phase == "arrivals":
        return picks(state, seat)
    return []


_PHASE_OF: dict[type, tuple[str, str]] = {
    ChooseAdvert: ("advertise", "Adverts are played only in the Advertise phase"),
    PlaceMalfunction: ("malfunction", "There is no Malfunction to place now"),
    RemoveMalfunction: ("repair", "There is no Malfunction to repair now"),
    CheckOut: ("checkout", "Tiles are checked out only in the Check Out phase"),
    Build: ("build", "Tiles are built only in the Build phase"),
    PassBuild: ("build", "Building can be skipped only in the Build phase"),
    Welcome: ("arrivals", "Tourists are taken only in the Arrivals phase"),
    Eject: ("arrivals", "Tourists are taken only in the Arrivals phase"),
}


def why_not(state: "Flow", seat: int, action: Action) -> str | None:
    """Why ``seat`` may not take ``action`` now, in a player's words; None if it may."""
    if state.phase == "over":
        return "The game is over"
    if type(action) not in _PHASE_OF:
        return "That is not a move of Last Resort"
    if not 0 <= seat < state.players:
        return "There is no such seat at this table"
    phase, wrong_phase = _PHASE_OF[type(action)]
    if seat not in state.to_move:  # type: ignore[attr-defined]
        return "It is not your turn" if state.phase != "advertise" else "You have already played your Advert"
    if phase != state.phase:
        return wrong_phase
    if action in legal_actions(state, seat):
        return None
    return _reason(state, seat, action)


def _reason(state: "Flow", seat: int, action: Action) -> str:
    plan = state.stations[seat]
    if isinstance(action, ChooseAdvert):
        if action.advert not in ADVERT_KINDS:
            return "There is no such Advert card"
        return "The Improvements Advert may be played only once a year"
    if isinstance(action, (PlaceMalfunction, RemoveMalfunction)):
        if isinstance(action, RemoveMalfunction):
            return "Only a Malfunction whose removal leaves the station connected can be repaired"
        return "A Malfunction goes on the cheapest empty space linked to your station"
    if isinstance(action, CheckOut):
        if action.kind not in ("amenity", "attraction", "berth"):
            return "Only Amenities, Attractions or Berths can be checked out"
        return f"Your Advert does not let you check out {kind_plural(action.kind)}"
    if isinstance(action, Build):
        kind = ADVERTS[state.adverts[seat]].build  # type: ignore[index]
        if not 0 <= action.tile < len(TILES) or action.tile not in offered(state, kind):
            return f"That tile is not in the offer your Advert lets you buy from ({kind} tiles)"
        if kind == "improvement" and not may_improve(state, seat):
            return "An Improvement needs two Amenity, two Attraction and two Berth icons on your station"
        if not 0 <= action.space < SPACES or action.space not in build_spaces(plan):
            return "A tile goes on an empty space linked to your station"
        return f"You cannot afford it: it costs {price(action.tile, action.space)} and you have {state.cash[seat]}"
    if isinstance(action, (Welcome, Eject)):
        colour = action.colour
        if not state.lounge.get(colour):
            return f"There is no {colour} tourist in the lounge"
        if isinstance(action, Eject):
            return "A tourist that fits on your station cannot be ejected"
        return f"A {colour} tourist cannot sit there"
    return "That move is not possible now"
