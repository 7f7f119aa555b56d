"""What Last Resort hides, declared once (:class:`game.spec.GameType`), and how a resample redraws it.

* A chosen Advert shows only to its owner until all are revealed together.
* The order of every face-down pile is hidden from everyone: the Attraction and Amenity piles of each
  Year, the Trend cards, the Malfunctions and, solo, the Evil A.I.'s cards.
* A face-down Malfunction's face is hidden from everyone (unless "Something's Gone Wrong" lays them
  face up); one taken off a station goes back to the box unseen.

An unseen Malfunction is any whose face nobody has in view: in the pile, face down on a station or back
in the box unseen, so one laid face down, or taken off face down, shows nobody anything.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import GameRng
from game.spec import GameType, Secret

from .legal import advert_choices
from .tiles import MALFUNCTIONS

if TYPE_CHECKING:
    from .state import LastResortState


def _adverts(state: "LastResortState", seat: int | None) -> list[Any]:
    if state.revealed:
        return []
    return [["advert", s, advert] for s, advert in sorted(state.adverts.items()) if s != seat]


def _piles(state: "LastResortState", seat: int | None) -> list[Any]:
    return [["tile", tile] for _, pile in sorted(state.piles.items()) for tile in pile]


def _trends(state: "LastResortState", seat: int | None) -> list[Any]:
    return [["trend", trend] for trend in state.trend_pile]


def face_up_malfunctions(state: "LastResortState") -> set[int]:
    """The Malfunctions whose faces lie open on a station ("Something's Gone Wrong" only)."""
    if not state.something_wrong:
        return set()
    return {face for plan in state.stations for face in plan.malfunctions.values()}


def _malfunctions(state: "LastResortState", seat: int | None) -> list[Any]:
    """The pile in order, then the face-down faces station by station, then those back in the box."""
    shown = face_up_malfunctions(state)
    placed = [] if state.something_wrong else [plan.malfunctions[space] for plan in state.stations
                                               for space in sorted(plan.malfunctions)]
    boxed = [m.id for m in MALFUNCTIONS if m.id not in shown and m.id not in placed and m.id not in state.malfunction_pile]
    return [["malfunction", face] for face in state.malfunction_pile + placed + boxed]


def _evil(state: "LastResortState", seat: int | None) -> list[Any]:
    return [["evil", card] for card in state.evil_pile]


ADVERTS = Secret("the other players' Adverts", "owner", _adverts, shown_at=("seats/*/advert",), sealed=True)
PILES = Secret("the order of the face-down tile piles", "nobody", _piles)
TRENDS = Secret("the order of the Trend cards", "nobody", _trends)
MALFUNCTION_FACES = Secret("the face-down Malfunctions", "nobody", _malfunctions)
EVIL_CARDS = Secret("the order of the Evil A.I.'s cards", "nobody", _evil)

GAME_TYPE = GameType(information="imperfect", dynamics="simultaneous", chance="sampled",
                     secrets=(ADVERTS, PILES, TRENDS, MALFUNCTION_FACES, EVIL_CARDS))
"""Last Resort as declared: secret Adverts chosen at once, face-down piles, a bag of tourists drawn at random."""


def redraw(state: "LastResortState", seat: int | None, rng: GameRng) -> None:
    """Draw again what ``seat`` cannot see: the others' Adverts from their legal ones, every pile's order,
    and which unseen Malfunctions lie face down on the stations and in the pile."""
    if not state.revealed:
        for other in sorted(state.adverts):
            if other != seat:
                state.adverts[other] = rng.choice(advert_choices(state, other))
    for _, pile in sorted(state.piles.items()):  # each sorted first: what lies hidden must not steer the draw
        pile.sort()
        rng.shuffle(pile)
    for hidden in (state.trend_pile, state.evil_pile):
        hidden.sort()
        rng.shuffle(hidden)
    shown = face_up_malfunctions(state)
    pool = [m.id for m in MALFUNCTIONS if m.id not in shown]
    rng.shuffle(pool)
    for plan in state.stations:
        for space in sorted(plan.malfunctions):
            if not state.something_wrong:
                plan.malfunctions[space] = pool.pop()
    state.malfunction_pile = [pool.pop() for _ in state.malfunction_pile]
