"""Checking an action before it changes anything, with sentences a player understands."""
from __future__ import annotations

from typing import TYPE_CHECKING, Literal, get_args

from game.core import Action, IllegalAction, is_whole

from .actions import Answer, Bid, ChooseLot, Offer, PassOffer, Place
from .board import COUNTERS, DISTRICTS, HOTEL, SIDES, SITES

if TYPE_CHECKING:
    from .state import LastParadiseState

Phase = Literal["choose lot", "bid", "offer", "answer", "place", "over"]
"""What the table is doing."""
PHASES: tuple[Phase, ...] = get_args(Phase)
"""Every phase of the game, in the order a round passes through them."""

PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    "choose lot": (ChooseLot,),
    "bid": (Bid,),
    "offer": (Offer, PassOffer),
    "answer": (Answer,),
    "place": (Place,),
    "over": (),
}
"""Which action classes each phase accepts."""

PHASE_TASKS: dict[Phase, str] = {
    "choose lot": "choose the next opening villa to auction",
    "bid": "enter sealed bids",
    "offer": "make offers to the buyer",
    "answer": "answer the offers",
    "place": "place the counter",
}
"""What the table is doing in each phase, for error sentences."""


def check_action(state: "LastParadiseState", seat: int, action: Action) -> None:
    """Raise IllegalAction unless ``seat`` may do ``action`` now; never changes the state."""
    if state.phase == "over":
        raise IllegalAction("the game is over")
    if not is_whole(seat) or not 0 <= seat < len(state.seats):
        raise IllegalAction("there is no such seat at this table")
    if not isinstance(action, PHASE_ACTIONS[state.phase]):
        raise IllegalAction(f"that is not possible now: the table is waiting to {PHASE_TASKS[state.phase]}")
    if seat not in state.to_move:
        if state.phase == "bid" and seat in state.bids:
            raise IllegalAction("you have already bid")
        if state.phase == "bid":
            raise IllegalAction("only the seats tied for the highest bid take part in this repeat")
        raise IllegalAction("it is not your turn")
    money = state.money[seat]
    if isinstance(action, ChooseLot):
        if action.site not in state.opening_left:
            raise IllegalAction("that villa is not up for auction")
    elif isinstance(action, Bid):
        _check_bid(action.amount, money, state.minimum)
    elif isinstance(action, Offer):
        if money == 0:
            raise IllegalAction("you hold 0 Paras, so you can make no offer this time")
        if not is_whole(action.amount) or action.amount < 1:
            raise IllegalAction("an offer must be at least 1 Para")
        if action.amount > money:
            raise IllegalAction(f"you only have {money} Paras")
        if action.condition not in SIDES:
            raise IllegalAction('an offer\'s condition is "nature" or "building"')
    elif isinstance(action, Answer):
        pending = [o for o in state.offers if o["seat"] == action.offer_from and o["accepted"] is None]
        if not pending:
            raise IllegalAction("there is no open offer from that seat")
        if not isinstance(action.accept, bool):
            raise IllegalAction("an offer is either accepted or declined")
    elif isinstance(action, Place):
        _check_place(state, action)


def _check_bid(amount: object, money: int, minimum: int) -> None:
    if not is_whole(amount):
        raise IllegalAction("a bid is a whole number of Paras")
    assert isinstance(amount, int)
    if amount < 0:
        raise IllegalAction("a bid cannot be negative")
    if amount > money:
        raise IllegalAction(f"you only have {money} Paras")
    if amount < minimum:
        raise IllegalAction(f"a bid must be at least {minimum} in this repeat")


def _check_place(state: "LastParadiseState", action: Place) -> None:
    assert state.lot is not None
    counter = COUNTERS[state.lot]
    district = DISTRICTS[counter.district]
    if action.side not in SIDES:
        raise IllegalAction('a counter goes down "nature" or "building" side up')
    if not is_whole(action.site) or not 0 <= action.site < len(SITES):
        raise IllegalAction("there is no such site")
    site = SITES[action.site]
    if counter.kind == HOTEL and action.site != district.central_site:
        raise IllegalAction("a hotel can only go on its district's central site")
    if counter.kind != HOTEL and site.central:
        raise IllegalAction("a villa can only go on a beach site")
    if site.district != counter.district:
        raise IllegalAction(f"a {district.name} villa can only go on a {district.name} beach site")
    if action.site in state.board:
        raise IllegalAction("that site is taken")
