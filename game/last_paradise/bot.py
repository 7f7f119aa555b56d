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

from typing import Any

from game.bots import SeededBot, bot_maker, expert_maker
from game.core import Action

from .actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place
from .board import BUILDING, NATURE, PLACEMENT_BONUS
from .legal import bid_range, offer_range
from .scoring import placement_bonuses
from .valuation import Option, board_of, lot_worth, placement_options


def _bid(view: dict[str, Any], seat: int, value: float) -> Action:
    """The bid nearest to ``value`` that the rules allow now (:func:`.legal.bid_range`)."""
    low, high = bid_range(view, seat)
    return Bid(min(max(int(value), low), high))


def _lot_of(view: dict[str, Any]) -> tuple[str, int | None]:
    lot = view["lot"]
    return lot["id"], lot["site"]


class EasyBot(SeededBot):
    """A casual player: short-sighted values, noisy bids, no offers."""

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
            return _bid(view, seat, value * self.rng.uniform(0.6, 1.7))
        if isinstance(first, (Offer, PassOffer)):
            return PassOffer()
        if isinstance(first, Answer):
            return next(a for a in legal if isinstance(a, Answer) and a.accept)
        return max((a for a in legal if isinstance(a, Place)),
                   key=lambda a: (_immediate(view, seat, a), self.rng.random()))


def _immediate(view: dict[str, Any], seat: int, place: Place) -> float:
    options = placement_options(view, seat, view["lot"]["id"])
    return next(o.now for o in options if o.site == place.site and o.side == place.side)


class HardBot(SeededBot):
    """A careful player: full valuation, margin of safety, offers and spite."""

    SPITE = 0.7
    """How much a Para paid to a rival counts against a placement."""
    BOLDNESS = 1.2
    """Scale from the (conservative) valuation to the bid; tuned by bench/last_paradise_rules.py."""

    def choose(self, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """Pick one of ``legal`` from ``view`` (the view of ``seat``)."""
        first = legal[0]
        if isinstance(first, ChooseLot):
            lots = [a for a in legal if isinstance(a, ChooseLot)]
            return min(lots, key=lambda a: lot_worth(view, seat, _site_counter(view, a.site), a.site))
        if isinstance(first, Bid):
            return _bid(view, seat, self._bid_value(view, seat))
        if isinstance(first, (Offer, PassOffer)):
            return self._offer(view, seat)
        if isinstance(first, Answer):
            return next(a for a in legal if isinstance(a, Answer) and a.accept)
        return self._place(view, seat)

    def _bid_value(self, view: dict[str, Any], seat: int) -> float:
        counter, site = _lot_of(view)
        return max(0.0, self.BOLDNESS * lot_worth(view, seat, counter, site, spite=self.SPITE))

    def _offer(self, view: dict[str, Any], seat: int) -> Action:
        buyer = view["buyer"]
        options = placement_options(view, seat, view["lot"]["id"], buyer=buyer)
        if not options:
            return PassOffer()
        gain = min(_gain_for(view, seat, o.site) for o in options)
        builds = max(o.now for o in options if o.side == BUILDING)
        wilds = max(o.now for o in options if o.side == NATURE)
        if gain < PLACEMENT_BONUS:
            return PassOffer()
        amount = int(min(int(gain * 0.6), max(builds - wilds + 3, 3)))
        low, high = offer_range(view, seat)
        return Offer(amount, NATURE) if low <= amount <= high else PassOffer()

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


make_bot = bot_maker({"easy": EasyBot, "hard": HardBot, "expert": expert_maker("game.last_paradise.expert")})
"""A computer player for a level ("easy", "hard" or "expert"), deterministic for its seed."""
