"""The events of The Last Paradise, for the scene to animate and sound.

No event carries a secret: sealed bids appear only in :class:`BidsRevealed`,
after everyone has bid, and nobody's money total appears anywhere.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Event

from .scoring import BonusKind


@dataclass(frozen=True)
class LotChosen(Event):
    """Start phase: the opening villa on ``site`` is up for auction (``seat`` chose; None: the last one)."""

    seat: int | None
    site: int
    counter: str


@dataclass(frozen=True)
class CounterRevealed(Event):
    """A round begins: the top counter of the pile is turned over."""

    reveals = True

    round: int
    counter: str
    district: int
    kind: str


@dataclass(frozen=True)
class BidEntered(Event):
    """A seat has put its sealed bid in (the amount stays secret)."""

    seat: int


@dataclass(frozen=True)
class BidsRevealed(Event):
    """All hands open: every bid of this round, and what they decided."""

    reveals = True

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
    """Nobody bid above 0: everybody bids once more."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class LotDrawn(Event):
    """A lot among ``seats`` decided the buyer, who pays ``price`` (0: free)."""

    reveals = True

    seats: tuple[int, ...]
    winner: int
    price: int


@dataclass(frozen=True)
class CounterBought(Event):
    """``seat`` bought the counter for ``price`` Paras paid to the bank."""

    seat: int
    counter: str
    price: int


@dataclass(frozen=True)
class OfferMade(Event):
    """``seat`` offers the buyer ``amount`` Paras if the counter goes down ``condition`` up."""

    seat: int
    amount: int
    condition: str


@dataclass(frozen=True)
class OfferPassed(Event):
    """``seat`` makes no offer this round."""

    seat: int


@dataclass(frozen=True)
class OfferAnswered(Event):
    """The buyer accepted or declined the offer of ``offer_from``."""

    offer_from: int
    accepted: bool


@dataclass(frozen=True)
class CounterPlaced(Event):
    """``seat`` put ``counter`` on ``site`` with ``side`` up (nature: ``seat`` takes a tree)."""

    seat: int
    site: int
    counter: str
    side: str


@dataclass(frozen=True)
class BonusPaid(Event):
    """The bank paid ``seat`` a ``bonus`` of ``amount`` Paras, for ``reason``."""

    seat: int
    amount: int
    reason: str
    bonus: BonusKind


@dataclass(frozen=True)
class DealPaid(Event):
    """An accepted deal was met: ``payer`` paid ``payee`` (``amount`` may be below ``agreed``)."""

    payer: int
    payee: int
    amount: int
    agreed: int
    condition: str


@dataclass(frozen=True)
class DealLapsed(Event):
    """An accepted deal whose condition was not met: nothing is paid."""

    payer: int
    payee: int
    condition: str


@dataclass(frozen=True)
class RoundEnded(Event):
    """Round ``round`` is over (0..3: the start phase lots)."""

    round: int


@dataclass(frozen=True)
class PrizePaid(Event):
    """The bank paid ``seat`` an environmental prize for its ``trees`` (shown at the end)."""

    seat: int
    amount: int
    trees: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game has ended: who won (empty if everybody lost) and a summary line."""

    winners: tuple[int, ...]
    summary: str
