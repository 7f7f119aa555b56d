"""The events of Last Resort, for the scene to animate and sound.

No event carries a secret: a chosen Advert appears only in :class:`AdvertsRevealed`,
after everyone has chosen, and a face-down Malfunction's face never appears.
Events that turn up something hidden or drawn at random have ``reveals = True``.
A ``who`` of -1 is the Evil A.I. (solo).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class SeasonBegan(Event):
    """Season ``season`` (1–9) of Year ``year`` begins with the Advertise phase."""

    year: int
    season: int


@dataclass(frozen=True)
class AdvertChosen(Event):
    """``seat`` has played an Advert face down (which one stays secret)."""

    seat: int


@dataclass(frozen=True)
class AdvertsRevealed(Event):
    """Every Advert of the season, turned over together (``evil``: the Evil A.I.'s card, solo)."""

    reveals = True

    adverts: tuple[str, ...]
    evil_card: int | None
    evil_advert: str | None


@dataclass(frozen=True)
class MalfunctionPlaced(Event):
    """``seat`` gained a face-down Malfunction on ``space`` (``reason``: "advert" or "extra")."""

    seat: int
    space: int
    reason: str


@dataclass(frozen=True)
class MalfunctionTurnedUp(Event):
    """'Something's Gone Wrong': the Malfunction just placed on ``space`` shows its face."""

    reveals = True

    seat: int
    space: int
    malfunction: int


@dataclass(frozen=True)
class MalfunctionStruck(Event):
    """'Something's Gone Wrong', End of Year: the face-up ``malfunction`` on ``space`` of ``seat``'s station strikes."""

    seat: int
    space: int
    malfunction: int


@dataclass(frozen=True)
class CashPaid(Event):
    """``who`` paid ``amount`` to the bank, for ``reason`` (never more than they had)."""

    who: int
    amount: int
    reason: str


@dataclass(frozen=True)
class MalfunctionMissed(Event):
    """``seat`` gained a Malfunction that could not be placed (no pile left, or no linked space)."""

    seat: int
    reason: str
    why: str


@dataclass(frozen=True)
class MalfunctionRemoved(Event):
    """``seat``'s Repair Drones took the Malfunction off ``space``."""

    seat: int
    space: int


@dataclass(frozen=True)
class CheckedOut(Event):
    """``seat`` cleared its ``kind`` tiles ("all": every tile, at the end): per tile (space, tourists, cash)."""

    seat: int
    kind: str
    tiles: tuple[tuple[int, int, int], ...]
    total: int


@dataclass(frozen=True)
class NothingToCheckOut(Event):
    """``seat`` has no tourist on any tile its Advert could clear."""

    seat: int


@dataclass(frozen=True)
class CashGained(Event):
    """``who`` took ``amount`` from the bank, for ``reason``."""

    who: int
    amount: int
    reason: str


@dataclass(frozen=True)
class TileBuilt(Event):
    """``seat`` paid ``price`` and built ``tile`` on ``space``."""

    seat: int
    tile: int
    space: int
    price: int


@dataclass(frozen=True)
class BuildPassed(Event):
    """``seat`` built nothing this season (``forced``: nothing could be built)."""

    seat: int
    forced: bool


@dataclass(frozen=True)
class OfferRefilled(Event):
    """A new ``kind`` tile was turned face up from its pile."""

    reveals = True

    kind: str
    tile: int


@dataclass(frozen=True)
class PrestigeMoved(Event):
    """``who``'s ``kind`` tracker moved from ``before`` to ``after``, for ``reason``."""

    who: int
    kind: str
    before: int
    after: int
    reason: str


@dataclass(frozen=True)
class TouristsArrived(Event):
    """Tourists drawn from the bag into the lounge (counts red, pink, blue, green); they are
    drafted in ``order`` (best on the ``prestige`` track first)."""

    reveals = True

    arrivals: int
    prestige: str
    counts: tuple[int, int, int, int]
    order: tuple[int, ...]


@dataclass(frozen=True)
class TouristWelcomed(Event):
    """``seat`` took a ``colour`` tourist from the lounge onto tourist space ``slot`` of ``space``."""

    seat: int
    colour: str
    space: int
    slot: int


@dataclass(frozen=True)
class TouristEjected(Event):
    """``seat`` took a ``colour`` tourist that fits nowhere: it goes back to the bag."""

    seat: int
    colour: str


@dataclass(frozen=True)
class EvilDrafted(Event):
    """The Evil A.I. took a ``colour`` tourist from the lounge (it goes back to the bag)."""

    colour: str


@dataclass(frozen=True)
class YearEnded(Event):
    """The End of Year phase of Year ``year``."""

    year: int


@dataclass(frozen=True)
class TrendTurned(Event):
    """A new Trend card is face up."""

    reveals = True

    trend: int


@dataclass(frozen=True)
class OffersRenewed(Event):
    """The Year's Attractions and Amenities left the offer; these of Year ``year`` came."""

    reveals = True

    year: int
    attractions: tuple[int, ...]
    amenities: tuple[int, ...]


@dataclass(frozen=True)
class BonusPaid(Event):
    """End of the game: ``who`` placed ``place`` (1st, 2nd, 3rd) on the ``kind`` track and took ``amount``."""

    who: int
    kind: str
    place: int
    amount: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game has ended: who won (empty when the Evil A.I. won) and a summary line."""

    winners: tuple[int, ...]
    summary: str
