"""The sealed auction of The Last Paradise: one bidding round at a time.

Everyone bids in secret, all bids are shown at once, the highest bid wins and
pays the second-highest bid (a single non-zero bid pays nothing).  A tie for
the highest bid sends only the tied seats into a repeat, each bidding at least
the tied amount; when nobody raises in a repeat, a lot decides.  When nobody
bids above 0, everyone bids once more; if again nobody bids, a lot gives the
counter away for free.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, get_args

Stage = Literal["first call", "tie repeat", "second call"]
"""Which bidding round of a lot this is."""
FIRST_CALL: Stage = "first call"
"""Stage of the opening bidding round for a lot (everyone, minimum 0)."""
TIE_REPEAT: Stage = "tie repeat"
"""Stage of a repeat between seats tied for the highest bid."""
SECOND_CALL: Stage = "second call"
"""Stage of the repeat for everyone after nobody bid above 0."""
STAGES: tuple[Stage, ...] = get_args(Stage)
"""Every auction stage."""

RULE_SECOND_HIGHEST = "second-highest bid"
"""Decided: the highest bidder pays the second-highest bid."""
RULE_TIE_REPEAT = "tie repeat"
"""Undecided: the tied seats bid again."""
RULE_LOT_DRAWN = "lot drawn"
"""Decided by lot: nobody raised in a repeat, or nobody bid twice (then free)."""
RULE_NO_BIDS = "no bids"
"""Undecided: nobody bid above 0, so everyone bids once more."""


@dataclass(frozen=True)
class AuctionOutcome:
    """What one bidding round decided.

    Exactly one of these holds: ``winner`` is set (a sale at ``price``), ``lot``
    is non-empty (draw one of these seats; the drawn seat pays ``price``), or
    ``rebid`` is non-empty (these seats bid again at ``stage`` with at least
    ``minimum``).  ``rule`` names the deciding rule in a word or three.
    """

    rule: str
    winner: int | None = None
    price: int = 0
    rebid: tuple[int, ...] = ()
    minimum: int = 0
    stage: Stage = FIRST_CALL
    lot: tuple[int, ...] = ()

    @property
    def decided(self) -> bool:
        """True when the lot has a buyer (outright or by drawing lots)."""
        return self.winner is not None or bool(self.lot)


def sealed_auction(bids: Mapping[int, int], minimum: int = 0, stage: Stage = FIRST_CALL) -> AuctionOutcome:
    """Settle one round of secret bids (seat -> Paras) given its minimum and stage.

    Raises ValueError for an empty round, an unknown stage or a bid under the
    minimum.  Examples (Anton 0, Birgit 1, Claus 2, Dorte 3):

    >>> sealed_auction({0: 10, 1: 7, 2: 7, 3: 6})
    AuctionOutcome(rule='second-highest bid', winner=0, price=7, rebid=(), minimum=0, stage='first call', lot=())
    """
    if not bids:
        raise ValueError("an auction round needs at least one bid")
    if stage not in STAGES:
        raise ValueError(f"unknown auction stage {stage!r}")
    low = min(bids.values())
    if low < minimum:
        raise ValueError(f"a bid of {low} is under the minimum of {minimum}")
    seats = tuple(sorted(bids))
    top = max(bids.values())
    if top == 0:
        if stage == SECOND_CALL:
            return AuctionOutcome(RULE_LOT_DRAWN, price=0, stage=stage, lot=seats)
        return AuctionOutcome(RULE_NO_BIDS, rebid=seats, minimum=0, stage=SECOND_CALL)
    tied = tuple(s for s in seats if bids[s] == top)
    if len(tied) == 1:
        others = [bids[s] for s in seats if s != tied[0]]
        price = max(others, default=0)
        return AuctionOutcome(RULE_SECOND_HIGHEST, winner=tied[0], price=price, minimum=minimum, stage=stage)
    if stage == TIE_REPEAT and top == minimum:
        return AuctionOutcome(RULE_LOT_DRAWN, price=top, minimum=minimum, stage=stage, lot=tied)
    return AuctionOutcome(RULE_TIE_REPEAT, rebid=tied, minimum=top, stage=TIE_REPEAT)
