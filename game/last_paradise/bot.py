"""Computer players for The Last Paradise. They see only their own seat's view.

Both bid their value for the lot (the sealed auction charges the second-highest
bid, so bidding one's true value is sound) and accept every offer (an offer
only pays when its condition is met, so accepting never costs anything).

* :class:`EasyBot` values a lot by the bonuses it pays at once, with a lot of
  noise, never offers money and places for the bigger immediate payment.
* :class:`HardBot` also counts the bonuses still to come, the exclusive and
  island bonuses and the tree race, counts Paras paid to rivals against a lot,
  offers buyers money for nature beside its buildings, and places to earn the
  most while feeding its rivals the least.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action

from .actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place
from .board import BUILDING, NATURE, PLACEMENT_BONUS
from .scoring import placement_bonuses
from .valuation import Option, board_of, lot_worth, placement_options


def _bid(legal: list[Action], value: float) -> Action:
    """The legal bid nearest to ``value`` (bids run from the minimum up to one's money)."""
    amounts = [a.amount for a in legal if isinstance(a, Bid)]
    return Bid(min(max(int(value), amounts[0]), amounts[-1]))


def _lot_of(view: dict[str, Any]) -> tuple[str, int | None]:
    lot = view["lot"]
    return lot["id"], lot["site"]


class EasyBot:
    """A casual player: short-sighted values, noisy bids, no offers."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` from ``view`` (the view of ``seat``)."""
        first = legal[0]
        if isinstance(first, ChooseLot):
            return self.rng.choice(legal)
        if isinstance(first, Bid):
            counter, site = _lot_of(view)
            options = placement_options(view, seat, counter)
            if site is not None:
                value = 12.0
            else:
                value = max(o.now for o in options) + 6
            return _bid(legal, value * self.rng.uniform(0.6, 1.7))
        if isinstance(first, (Offer, PassOffer)):
            return PassOffer()
        if isinstance(first, Answer):
            return next(a for a in legal if isinstance(a, Answer) and a.accept)
        return max((a for a in legal if isinstance(a, Place)),
                   key=lambda a: (_immediate(view, seat, a), self.rng.random()))


def _immediate(view: dict[str, Any], seat: int, place: Place) -> float:
    options = placement_options(view, seat, view["lot"]["id"])
    return next(o.now for o in options if o.site == place.site and o.side == place.side)


class HardBot:
    """A careful player: full valuation, margin of safety, offers and spite."""

    SPITE = 0.7
    """How much a Para paid to a rival counts against a placement."""
    BOLDNESS = 1.2
    """Scale from the (conservative) valuation to the bid; tuned by bench/last_paradise_rules.py."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` from ``view`` (the view of ``seat``)."""
        first = legal[0]
        if isinstance(first, ChooseLot):
            lots = [a for a in legal if isinstance(a, ChooseLot)]
            return min(lots, key=lambda a: lot_worth(view, seat, _site_counter(view, a.site), a.site))
        if isinstance(first, Bid):
            return _bid(legal, self._bid_value(view, seat))
        if isinstance(first, (Offer, PassOffer)):
            return self._offer(view, legal, seat)
        if isinstance(first, Answer):
            return next(a for a in legal if isinstance(a, Answer) and a.accept)
        return self._place(view, seat)

    def _bid_value(self, view: dict[str, Any], seat: int) -> float:
        counter, site = _lot_of(view)
        return max(0.0, self.BOLDNESS * lot_worth(view, seat, counter, site, spite=self.SPITE))

    def _offer(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        buyer = view["buyer"]
        options = placement_options(view, seat, view["lot"]["id"], buyer=buyer)
        if not options:
            return PassOffer()
        gain = min(_gain_for(view, seat, o.site) for o in options)
        builds = max(o.now for o in options if o.side == BUILDING)
        wilds = max(o.now for o in options if o.side == NATURE)
        if gain < PLACEMENT_BONUS:
            return PassOffer()
        amount = min(int(gain * 0.6), max(builds - wilds + 3, 3))
        offer = Offer(int(amount), NATURE)
        return offer if offer in legal else PassOffer()

    def _place(self, view: dict[str, Any], seat: int) -> Action:
        deals = {BUILDING: 0, NATURE: 0}
        for offer in view["offers"]:
            if offer["accepted"]:
                deals[offer["condition"]] += offer["amount"]

        def score(option: Option) -> float:
            return option.worth + deals[option.side] - self.SPITE * option.to_others

        best = max(placement_options(view, seat, view["lot"]["id"]), key=score)
        return Place(best.site, best.side)


def _gain_for(view: dict[str, Any], seat: int, site: int) -> int:
    """Paras ``seat`` earns when nature goes on ``site``: its share of the rules' placement bonuses."""
    payments = placement_bonuses(board_of(view), site, NATURE, view["buyer"])
    return sum(p.amount for p in payments if p.seat == seat)


def _site_counter(view: dict[str, Any], site: int) -> str:
    return view["board"][site]["counter"]


def make_bot(level: str, seed: int) -> EasyBot | HardBot:
    """A computer player for ``level`` ("easy" or "hard"), deterministic for ``seed``."""
    if level == "hard":
        return HardBot(seed)
    if level == "easy":
        return EasyBot(seed)
    raise ValueError(f"unknown bot level {level!r}")
