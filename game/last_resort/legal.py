"""Who may do what in Last Resort: the legal actions of a seat and, for any other action, the sentence that
says why not (:func:`problem`; ``problem`` is None exactly for the actions :func:`legal_actions` lists).
Pure functions of the state; the sentences are in :mod:`.prompts`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action

from . import prompts as say
from .actions import Build, CheckOut, ChooseAdvert, Eject, PassBuild, PlaceMalfunction, RemoveMalfunction, Welcome
from .boards import ADVERT_KINDS, ADVERTS, SPACES, AdvertKind
from .costs import affordable_builds, build_price, may_improve
from .narrate import kind_plural, quid
from .station import build_spaces, fits, malfunction_spaces, removable_malfunctions, tourist_places
from .tiles import COLOURS, TILES

if TYPE_CHECKING:
    from .phases import Flow


def offered(state: "Flow", kind: str) -> list[int]:
    """The face-up tiles of ``kind`` that may be bought (Berths: the top of the pile)."""
    if kind == "berth":
        return state.berths[:1]
    return list(state.offers.get(kind, []))


def build_options(state: "Flow", seat: int) -> list[tuple[int, int]]:
    """Every (tile, space) ``seat`` may build with its Advert and its cash."""
    kind = ADVERTS[state.adverts[seat]].build  # type: ignore[index]
    return affordable_builds(state.stations[seat], offered(state, kind), state.cash[seat])


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


_PHASE_OF: dict[type, str] = {
    ChooseAdvert: "advertise", PlaceMalfunction: "malfunction", RemoveMalfunction: "repair", CheckOut: "checkout",
    Build: "build", PassBuild: "build", Welcome: "arrivals", Eject: "arrivals",
}


def problem(state: "Flow", seat: int, action: Action) -> str | None:
    """Why ``seat`` may not take ``action`` now, in a player's words; None if it may."""
    if state.phase == "over":
        return say.GAME_OVER
    if type(action) not in _PHASE_OF:
        return say.NOT_A_MOVE
    if not 0 <= seat < state.players:
        return say.NO_SUCH_SEAT
    if seat not in state.to_move:  # type: ignore[attr-defined]
        return say.NOT_YOUR_TURN if state.phase != "advertise" else say.ADVERT_PLAYED
    if _PHASE_OF[type(action)] != state.phase:
        return say.wrong_phase(action)
    if action in legal_actions(state, seat):
        return None
    return _reason(state, seat, action)


def _reason(state: "Flow", seat: int, action: Action) -> str:
    """Why a move of the phase now is not among ``seat``'s legal ones."""
    if isinstance(action, ChooseAdvert):
        return say.NO_SUCH_ADVERT if action.advert not in ADVERT_KINDS else say.IMPROVEMENTS_ONCE
    if isinstance(action, RemoveMalfunction):
        return say.REPAIR_ONLY_CONNECTED
    if isinstance(action, PlaceMalfunction):
        return say.MALFUNCTION_CHEAPEST
    if isinstance(action, CheckOut):
        if action.kind not in ("amenity", "attraction", "berth"):
            return say.ONLY_CLEAR_KINDS
        return say.NOT_YOUR_CHECK_OUT.format(kinds=kind_plural(action.kind))
    if isinstance(action, Build):
        return _build_reason(state, seat, action)
    assert isinstance(action, (Welcome, Eject))
    return _pick_reason(state, seat, action)


def _build_reason(state: "Flow", seat: int, action: Build) -> str:
    kind = ADVERTS[state.adverts[seat]].build  # type: ignore[index]
    plan = state.stations[seat]
    if not 0 <= action.tile < len(TILES) or action.tile not in offered(state, kind):
        return say.NOT_ON_OFFER.format(kinds=kind_plural(kind))
    if kind == "improvement" and not may_improve(plan):
        return say.IMPROVEMENT_ICONS
    if not 0 <= action.space < SPACES or action.space not in build_spaces(plan):
        return say.BUILD_LINKED
    return say.TOO_DEAR.format(price=quid(build_price(action.tile, action.space)), cash=quid(state.cash[seat]))


def _pick_reason(state: "Flow", seat: int, action: Welcome | Eject) -> str:
    colour = action.colour
    if colour not in COLOURS:
        return say.NO_SUCH_COLOUR
    if not state.lounge[colour]:
        return say.NONE_IN_LOUNGE.format(colour=colour)
    plan = state.stations[seat]
    if isinstance(action, Eject):
        return say.FITS_SO_NO_EJECTION
    if not tourist_places(plan, colour):
        return say.FITS_NOWHERE.format(colour=colour)
    if action.space not in plan.tiles:
        return say.NO_TILE_THERE
    tile, guests = TILES[plan.tiles[action.space]], plan.guests[action.space]
    if not 0 <= action.slot < len(tile.spaces):
        return say.NO_SUCH_PLACE
    if guests[action.slot] is not None:
        return say.PLACE_TAKEN
    if colour not in tile.spaces[action.slot].colours:
        return say.WRONG_COLOUR.format(colour=colour)
    if not fits(tile, guests, action.slot, colour):
        return say.NO_TWIN.format(colour=colour)
    return say.SAME_AS_FIRST_PLACE
