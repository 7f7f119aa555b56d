"""Which moves the rules allow now: :func:`legal_actions`, and :func:`problem` that says why not.

``problem`` is None exactly for the actions ``legal_actions`` lists, since both read the same
rules: the phase's actions, who is to move, and the ranges of a move's amount, which the private
panels and the computer players read too (:func:`bid_range`, :func:`offer_range`).  The
refusals' sentences are in :mod:`.narrate`.  Pure Python; changes nothing.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Union, get_args

from game.core import Action, is_whole

from . import narrate as say
from .actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place
from .board import COUNTERS, DISTRICTS, HOTEL, SIDES, SITES, free_sites_for

if TYPE_CHECKING:
    from .state import LastParadiseState

Phase = Literal["choose lot", "bid", "offer", "answer", "place", "over"]
"""What the table is doing."""
PHASES: tuple[Phase, ...] = get_args(Phase)
"""Every phase of the game, in the order a round passes through them."""

PHASE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    "choose lot": (ChooseLot,),
    "bid": (Bid,),
    "offer": (Offer, PassOffer),
    "answer": (Answer,),
    "place": (Place,),
    "over": (),
}
"""Which action classes each phase accepts."""

Table = Union["LastParadiseState", Mapping[str, Any]]
"""Where a range is read from: the state, or the view of the seat it is about (its own money shows there)."""


def _money(table: Table, seat: int) -> int:
    if isinstance(table, Mapping):
        money = table["seats"][seat]["money"]
        if money is None:
            raise ValueError(f"seat {seat}'s money does not show in this view")
        return int(money)
    return table.money[seat]


def _minimum(table: Table) -> int:
    if isinstance(table, Mapping):
        return int((table.get("auction") or {}).get("minimum", 0))
    return table.minimum


def bid_range(table: Table, seat: int) -> tuple[int, int]:
    """The lowest and highest bid ``seat`` may enter now, in whole Paras: from the round's minimum (0, or the
    tied amount in a tie repeat) up to its money (a seat with no money bids 0)."""
    low = _minimum(table)
    return low, max(_money(table, seat), low)


def offer_range(table: Table, seat: int) -> tuple[int, int]:
    """The smallest and largest offer ``seat`` may make the buyer now, in whole Paras: 1 up to its money
    (low above high: it holds nothing and may only pass)."""
    return 1, _money(table, seat)


def legal_actions(state: "LastParadiseState", seat: int) -> list[Action]:
    """Every action ``seat`` may take now (empty when it need not act)."""
    if seat not in state.to_move:
        return []
    if state.phase == "choose lot":
        return [ChooseLot(s) for s in state.opening_left]
    if state.phase == "bid":
        low, high = bid_range(state, seat)
        return [Bid(a) for a in range(low, high + 1)]
    if state.phase == "offer":
        low, high = offer_range(state, seat)
        return [PassOffer()] + [Offer(a, c) for c in SIDES for a in range(low, high + 1)]
    if state.phase == "answer":
        return [Answer(o["seat"], yes) for o in state.offers if o["accepted"] is None for yes in (True, False)]
    if state.phase == "place":
        assert state.lot is not None
        return [Place(s, side) for s in free_sites_for(state.board, COUNTERS[state.lot]) for side in SIDES]
    return []


def problem(state: "LastParadiseState", seat: int, action: Action) -> str | None:
    """Why ``seat`` may not take ``action`` now, in a player's words (None exactly for :func:`legal_actions`)."""
    if state.phase == "over":
        return say.GAME_OVER
    if not is_whole(seat) or not 0 <= seat < state.players:
        return say.NO_SUCH_SEAT
    if not isinstance(action, PHASE_ACTIONS[state.phase]):
        return say.not_now(state.phase)
    if seat not in state.to_move:
        if state.phase == "bid":
            return say.ALREADY_BID if seat in state.bids else say.ONLY_THE_TIED
        return say.NOT_YOUR_TURN
    if isinstance(action, ChooseLot):
        return None if action.site in state.opening_left else say.NOT_UP_FOR_AUCTION
    if isinstance(action, Bid):
        return _bid_problem(action.amount, bid_range(state, seat))
    if isinstance(action, Offer):
        return _offer_problem(action, offer_range(state, seat))
    if isinstance(action, Answer):
        if not any(o["seat"] == action.offer_from and o["accepted"] is None for o in state.offers):
            return say.NO_OPEN_OFFER
        return None if isinstance(action.accept, bool) else say.ACCEPT_OR_DECLINE
    if isinstance(action, Place):
        return _place_problem(state, action)
    return None  # PassOffer: always open to the seat asked


def _bid_problem(amount: object, allowed: tuple[int, int]) -> str | None:
    low, high = allowed
    if not is_whole(amount):
        return say.BID_IN_WHOLE_PARAS
    assert isinstance(amount, int)
    if amount < 0:
        return say.NO_NEGATIVE_BID
    if amount > high:
        return say.only_have(high)
    if amount < low:
        return say.bid_at_least(low)
    return None


def _offer_problem(offer: Offer, allowed: tuple[int, int]) -> str | None:
    low, high = allowed
    if high < low:
        return say.CANNOT_OFFER
    if not is_whole(offer.amount) or offer.amount < low:
        return say.OFFER_AT_LEAST_ONE
    if offer.amount > high:
        return say.only_have(high)
    if offer.condition not in SIDES:
        return say.OFFER_CONDITION
    return None


def _place_problem(state: "LastParadiseState", action: Place) -> str | None:
    assert state.lot is not None
    counter = COUNTERS[state.lot]
    district = DISTRICTS[counter.district]
    if action.side not in SIDES:
        return say.WHICH_SIDE_UP
    if not is_whole(action.site) or not 0 <= action.site < len(SITES):
        return say.NO_SUCH_SITE
    site = SITES[action.site]
    if counter.kind == HOTEL and action.site != district.central_site:
        return say.HOTEL_IN_THE_CENTRE
    if counter.kind != HOTEL and site.central:
        return say.VILLA_ON_THE_BEACH
    if site.district != counter.district:
        return say.villa_of_district(counter.district)
    if action.site in state.board:
        return say.SITE_TAKEN
    return None
