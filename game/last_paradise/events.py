"""The events of The Last Paradise, for the scene to animate and sound.

No event carries a secret: sealed bids appear only in :class:`BidsRevealed`,
after everyone has bid, and nobody's money total appears anywhere.  An event
about one seat names it ``seat``: the seat that acted (the chooser, a bidder,
the buyer, an offer's maker, the payer of a deal), or the seat the bank pays.
An event with no field but its seat is a plain subclass of :class:`SeatEvent`
(a frozen dataclass already: it compares, hashes and saves the same).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Event

from .board import BonusKind


@dataclass(frozen=True)
class SeatEvent(Event):
    """Base of the events about one seat (see the module docstring)."""

    seat: int


@dataclass(frozen=True)
class LotChosen(Event):
    """Start phase: the opening villa on ``site`` is up for auction (``seat`` chose; None: the last one)."""

    seat: int | None
    site: int
    counter: str


@dataclass(frozen=True)
class CounterRevealed(Event):
    """A round begins: the top counter of the pile is turned over."""

    round: int
    counter: str
    district: int
    kind: str


class BidEntered(SeatEvent):
    """``seat`` has put its sealed bid in (the amount stays secret)."""


@dataclass(frozen=True)
class BidsRevealed(Event):
    """All hands open: every bid of this round, and what they decided."""

    bids: dict[int, int]
    winner: int | None
    price: int
    rule: str
    minimum: int


@dataclass(frozen=True)
class TieRepeat(Event):
    """The seats tied for the highest bid bid again, at least ``minimum`` each."""

    seats: tuple[int, ...]
    minimum: int


@dataclass(frozen=True)
class SecondCall(Event):
    """Nobody bid above 0: everybody (``seats``) bids once more."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class LotDrawn(Event):
    """A lot among ``seats`` decided the buyer, who pays ``price`` (0: free)."""

    seats: tuple[int, ...]
    winner: int
    price: int


@dataclass(frozen=True)
class CounterBought(SeatEvent):
    """``seat`` bought the counter for ``price`` Paras paid to the bank."""

    counter: str
    price: int


@dataclass(frozen=True)
class OfferMade(SeatEvent):
    """``seat`` offers the buyer ``amount`` Paras if the counter goes down ``condition`` up."""

    amount: int
    condition: str


class OfferPassed(SeatEvent):
    """``seat`` makes no offer this round."""


@dataclass(frozen=True)
class OfferAnswered(SeatEvent):
    """The buyer (``seat``) accepted or declined the offer of ``offer_from``."""

    offer_from: int
    accepted: bool


@dataclass(frozen=True)
class CounterPlaced(SeatEvent):
    """``seat`` put ``counter`` on ``site`` with ``side`` up (nature: ``seat`` takes a tree)."""

    site: int
    counter: str
    side: str


@dataclass(frozen=True)
class BonusPaid(SeatEvent):
    """The bank paid ``seat`` a ``bonus`` of ``amount`` Paras, for ``reason``."""

    amount: int
    reason: str
    bonus: BonusKind


@dataclass(frozen=True)
class DealPaid(SeatEvent):
    """An accepted deal was met: ``seat`` paid ``payee`` (``amount`` may be below ``agreed``)."""

    payee: int
    amount: int
    agreed: int
    condition: str


@dataclass(frozen=True)
class DealLapsed(SeatEvent):
    """An accepted deal of ``seat``'s whose condition was not met: nothing is paid to ``payee``."""

    payee: int
    condition: str


@dataclass(frozen=True)
class RoundEnded(Event):
    """Round ``round`` is over (0: a start phase lot)."""

    round: int


@dataclass(frozen=True)
class PrizePaid(SeatEvent):
    """The bank paid ``seat`` an environmental prize for its ``trees`` (shown at the end)."""

    amount: int
    trees: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game has ended: the appraisal's summary line, and who won (empty if everybody lost)."""

    summary: str
    winners: tuple[int, ...]
