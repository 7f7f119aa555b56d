"""The events of Last Resort, for the scene to animate and sound.

No event carries a secret: a chosen Advert appears only in :class:`AdvertsRevealed`,
after everyone has chosen, and a face-down Malfunction's face never appears.
The acting party is always ``seat``; a ``seat`` of -1 is the Evil A.I. (solo).
An event with no field but its seat (and space) is a plain subclass of :class:`SeatEvent`
(:class:`SpaceEvent`): a frozen dataclass already, it compares, hashes and saves the same.
What each event says to the players is in :mod:`.narrate`.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class SeasonBegan(Event):
    """Season ``season`` (1–9 on the round track) of Year ``year`` begins with the Advertise phase."""

    year: int
    season: int


@dataclass(frozen=True)
class SeatEvent(Event):
    """Base of the events about one seat: the party that acted, or that the bank paid (-1: the Evil A.I.).
    See the module docstring."""

    seat: int


@dataclass(frozen=True)
class SpaceEvent(SeatEvent):
    """Base of the events about one space of a seat's station (0–23, row by row: say it in words with
    :func:`.narrate.space_words`)."""

    space: int


class AdvertChosen(SeatEvent):
    """``seat`` has played an Advert face down (which one stays secret)."""


@dataclass(frozen=True)
class AdvertsRevealed(Event):
    """Every Advert of the season, turned over together (``evil``: the Evil A.I.'s card, solo)."""

    adverts: tuple[str, ...]
    evil_card: int | None
    evil_advert: str | None


@dataclass(frozen=True)
class MalfunctionPlaced(SpaceEvent):
    """``seat`` gained a face-down Malfunction on ``space`` (``reason``: "advert" for a shared Advert, or "extra"
    in a two-player game), placed by the seat or, where one space was cheapest, by the rules."""

    reason: str


@dataclass(frozen=True)
class MalfunctionShown(SpaceEvent):
    """Base of the events about the face-up ``malfunction`` on ``space`` ('Something's Gone Wrong')."""

    malfunction: int


class MalfunctionTurnedUp(MalfunctionShown):
    """The Malfunction just placed on ``space`` shows its face."""


class MalfunctionStruck(MalfunctionShown):
    """End of Year: the face-up Malfunction on ``space`` of ``seat``'s station strikes."""


@dataclass(frozen=True)
class CashPaid(SeatEvent):
    """``seat`` paid ``amount`` to the bank for the face-up ``malfunction`` that struck (never more than it had)."""

    amount: int
    malfunction: int


@dataclass(frozen=True)
class MalfunctionMissed(SeatEvent):
    """``seat`` gained a Malfunction (for ``reason``: "advert" or "extra") that could not be placed, ``why``:
    "pile empty", "no space" (none linked to the station) or "pile short" (too few for all gaining one)."""

    reason: str
    why: str


class MalfunctionRemoved(SpaceEvent):
    """``seat``'s Repair Drones took the Malfunction off ``space``."""


@dataclass(frozen=True)
class CheckedOut(SeatEvent):
    """``seat`` cleared its ``kind`` tiles ("all": every tile, at the end): per tile (space, tourists, cash)."""

    kind: str
    tiles: tuple[tuple[int, int, int], ...]
    total: int


class NothingToCheckOut(SeatEvent):
    """``seat`` has no tourist on any tile its Advert could clear."""


@dataclass(frozen=True)
class CashGained(SeatEvent):
    """``seat`` took ``amount`` from the bank, for ``reason``: "evil card" (the Evil A.I.'s card at Check-out),
    "overflow" (symbols above the top of the ``about`` track), "grant" (a Tourism Grant at the End of Year) or
    "investor" (an Investor Suite at the end)."""

    amount: int
    reason: str
    about: str = ""


@dataclass(frozen=True)
class TileBuilt(SeatEvent):
    """``seat`` paid ``price`` (the tile's cost, and the space's for an Amenity or an Attraction:
    :func:`.costs.build_price`) and built ``tile`` on ``space``."""

    tile: int
    space: int
    price: int


@dataclass(frozen=True)
class BuildPassed(SeatEvent):
    """``seat`` built nothing this season (``forced``: nothing could be built)."""

    forced: bool


@dataclass(frozen=True)
class OfferRefilled(Event):
    """A new ``kind`` tile was turned face up from its pile."""

    kind: str
    tile: int


@dataclass(frozen=True)
class PrestigeMoved(SeatEvent):
    """``seat``'s ``kind`` tracker moved from ``before`` to ``after``, for ``reason``: "lights" (of the tile
    ``about`` just built), "press" (the Press Office ``about``), "evil card", "ejection", "platforms" (the
    Viewing Platforms at the End of Year) or "malfunction" (the face-up Malfunction ``about`` struck)."""

    kind: str
    before: int
    after: int
    reason: str
    about: int = -1


@dataclass(frozen=True)
class TouristsArrived(Event):
    """Tourists drawn from the bag into the lounge (counts red, pink, blue, green); they are
    drafted in ``order`` (best on the ``prestige`` track first)."""

    arrivals: int
    prestige: str
    counts: tuple[int, int, int, int]
    order: tuple[int, ...]


@dataclass(frozen=True)
class TouristTaken(SeatEvent):
    """Base of the events of a ``colour`` tourist taken from the lounge and put back in the bag at once
    (nobody seats it)."""

    colour: str


class TouristEjected(TouristTaken):
    """``seat`` took a tourist that fits nowhere on its station: it is ejected, back to the bag."""


class EvilDrafted(TouristTaken):
    """The Evil A.I. (``seat`` -1) took a tourist from the lounge: it goes back to the bag."""


@dataclass(frozen=True)
class TouristWelcomed(SeatEvent):
    """``seat`` took a ``colour`` tourist from the lounge onto tourist space ``slot`` (from 0) of the ``tile``
    on ``space``."""

    colour: str
    space: int
    slot: int
    tile: int


@dataclass(frozen=True)
class YearEvent(Event):
    """Base of the events of one Year (1–3), ``year``."""

    year: int


class YearEnded(YearEvent):
    """The End of Year phase of Year ``year``."""


@dataclass(frozen=True)
class TrendTurned(Event):
    """A new Trend card is face up."""

    trend: int


@dataclass(frozen=True)
class OffersRenewed(YearEvent):
    """The Year's Attractions and Amenities left the offer; these of Year ``year`` came."""

    attractions: tuple[int, ...]
    amenities: tuple[int, ...]


@dataclass(frozen=True)
class BonusPaid(SeatEvent):
    """End of the game: ``seat`` placed ``place`` (1st, 2nd, 3rd) on the ``kind`` track and took ``amount``
    (:func:`.scoring.prestige_bonuses`)."""

    kind: str
    place: int
    amount: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game has ended: who won (empty when the Evil A.I. won) and a summary line."""

    winners: tuple[int, ...]
    summary: str
