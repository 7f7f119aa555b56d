"""The public table, read straight off a state: what the hard bot reads of a view, without building one.

A rollout of the Expert's search asks the hard bot for every move, and ``view(seat)`` (a JSON-safe picture of
every station, space by space) costs more than the bot's own reckoning.  :class:`PublicTable` answers the
bot's questions from the state itself, and only those about the public table (RULINGS §4, ruling 2: the
stations, cash, trackers, offers and lounge; no Advert, pile order or Malfunction face), so the bot decides
exactly as from ``view(seat)`` (a test compares them).  :func:`.costs.station_plan` takes the state's own
station from it (it is not a dict), as it does from a state.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .legal import offered
from .prestige import value
from .station import StationPlan, icons
from .tiles import PRESTIGE

if TYPE_CHECKING:
    from .state import LastResortState

OFFER_KINDS = ("attraction", "amenity", "improvement", "berth")


class PublicSeat:
    """One seat's public part, as the bot reads ``view["seats"][seat]``."""

    def __init__(self, state: "LastResortState", seat: int) -> None:
        self.state, self.seat = state, seat

    def __getitem__(self, key: str) -> Any:
        state, seat = self.state, self.seat
        if key == "cash":
            return state.cash[seat]
        if key == "prestige":
            return {k: value(state.tracks[k], seat) for k in PRESTIGE}
        if key == "improvement_used":
            return state.improvement_used[seat]
        if key == "icons":
            marks = icons(state.stations[seat])
            return {k: marks[k] for k in ("amenity", "attraction", "berth")}
        raise KeyError(key)


class PublicTable:
    """The public table of ``state`` (the parts of a view the hard bot reads), answered from the state."""

    def __init__(self, state: "LastResortState") -> None:
        self.state = state
        self.seats = [PublicSeat(state, s) for s in range(state.players)]

    @property
    def stations(self) -> list[StationPlan]:
        """Every seat's station (public; read by :func:`.costs.station_plan`, never to be changed)."""
        return self.state.stations

    def __getitem__(self, key: str) -> Any:
        state = self.state
        if key == "seats":
            return self.seats
        if key in ("season", "players", "lounge", "tracks"):
            return getattr(state, key)
        if key == "offers":
            return {k: offered(state, k) for k in OFFER_KINDS}
        if key == "malfunctions_left":
            return len(state.malfunction_pile)
        if key == "evil":
            return {"cash": state.evil_cash} if state.solo else None
        raise KeyError(key)
