"""The Last Paradise in words: every sentence a player reads about its moves, events, refusals and results.

* :func:`event`: one whole sentence for each public event, naming the rule behind it (None for the
  events the log leaves out: a hand closing, a round's end).
* :func:`move` and :func:`sealed`: what a seat did, and what the table saw of it (of a sealed bid,
  only that it was entered).
* The refusals of :func:`game.last_paradise.legal.problem` and the words of the results (the
  breakdown's labels, the appraisal's summary and notes).

The table's status line and the rules its private panels spell out are in :mod:`.prompts`.

No sentence holds a secret: sealed bids appear only once the hands open, and no money total
appears anywhere but on its owner's private panel.  Pure text; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from game.core import Action, Event

from . import actions as act
from . import events as ev
from .auction import RULE_NO_BIDS, RULE_SECOND_HIGHEST, RULE_TIE_REPEAT
from .board import COUNTERS, DISTRICTS, ROUNDS, SITES, site_name

E = TypeVar("E", bound=Event)
A = TypeVar("A", bound=Action)
Names = Sequence[str]


def paras(amount: int) -> str:
    """An amount of money in words: "1 Para", "12 Paras"."""
    return f"{amount} Para" if amount == 1 else f"{amount} Paras"


def join_names(names: Sequence[str]) -> str:
    """"Anton", "Anton and Birgit", "Anton, Birgit and Claus"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def trees(count: int) -> str:
    """"1 tree", "3 trees"."""
    return f"{count} tree" if count == 1 else f"{count} trees"


# --- events ---------------------------------------------------------------------------------
_TELLERS: dict[type[Event], Callable[[Any, Names], str]] = {}


def _tells(kind: type[E]) -> Callable[[Callable[[E, Names], str]], Callable[[E, Names], str]]:
    def register(teller: Callable[[E, Names], str]) -> Callable[[E, Names], str]:
        _TELLERS[kind] = teller
        return teller
    return register


def event(happening: Event, names: Names) -> str | None:
    """One whole sentence for a public event, naming the rule behind it (None for the events the log
    leaves out: a hand closing tells nothing, a round's end has its own summary)."""
    teller = _TELLERS.get(type(happening))
    return None if teller is None else teller(happening, names)


@_tells(ev.LotChosen)
def _lot_chosen(e: ev.LotChosen, names: Names) -> str:
    counter, site = COUNTERS[e.counter].name, site_name(e.site)
    if e.seat is None:
        return f"Last of the opening lots: the {counter} on {site} is up for auction (nothing left to choose)."
    return (f"{names[e.seat]} puts the {counter} on {site} up for auction "
            "(the youngest chooses the first opening lot, then each buyer the next).")


@_tells(ev.CounterRevealed)
def _counter_revealed(e: ev.CounterRevealed, names: Names) -> str:
    return f"Round {e.round} of {ROUNDS}: the pile shows a {COUNTERS[e.counter].name}; everyone bids for it in secret."


@_tells(ev.BidsRevealed)
def reveal_sentence(e: ev.BidsRevealed, names: Names) -> str:
    """The hands opening: every bid, and the rule that decides with them."""
    stage = f" (tie repeat, at least {e.minimum})" if e.minimum else ""
    bids = ", ".join(f"{names[s]} {a}" for s, a in sorted(e.bids.items()))
    if e.rule == RULE_SECOND_HIGHEST and e.winner is not None:
        winner = names[e.winner]
        if sum(1 for amount in e.bids.values() if amount > 0) == 1:
            decided = f"{winner} alone bid above 0 and pays nothing (the second-highest bid is 0)"
        else:
            decided = f"{winner} bid highest and pays the second-highest bid, {e.price}"
    elif e.rule == RULE_TIE_REPEAT:
        decided = "a tie for the highest bid"
    elif e.rule == RULE_NO_BIDS:
        decided = "nobody bid above 0"
    elif e.minimum:
        decided = f"nobody raised above {e.minimum}, so a lot decides"
    else:
        decided = "nobody bid above 0 twice, so a lot decides and the counter is free"
    return f"Hands open{stage}: {bids}; {decided}."


@_tells(ev.TieRepeat)
def _tie_repeat(e: ev.TieRepeat, names: Names) -> str:
    return f"{join_names([names[s] for s in e.seats])} tied: tie repeat, only they bid again, each at least {e.minimum}."


@_tells(ev.SecondCall)
def _second_call(e: ev.SecondCall, names: Names) -> str:
    return "No bids: nobody bid above 0, so everyone bids once more."


@_tells(ev.LotDrawn)
def _lot_drawn(e: ev.LotDrawn, names: Names) -> str:
    if e.price == 0:
        return f"Lot drawn: nobody bid twice, so {names[e.winner]} gets the counter for free."
    return f"Lot drawn: nobody raised, so a lot picks {names[e.winner]}, who pays {e.price}."


@_tells(ev.CounterBought)
def _counter_bought(e: ev.CounterBought, names: Names) -> str:
    return f"{names[e.seat]} buys the {COUNTERS[e.counter].name} for {paras(e.price)}, paid to the bank."


@_tells(ev.OfferMade)
def _offer_made(e: ev.OfferMade, names: Names) -> str:
    return (f"{names[e.seat]} offers the buyer {paras(e.amount)} if the counter goes down {e.condition} side up "
            "(binding once accepted).")


@_tells(ev.OfferPassed)
def _offer_passed(e: ev.OfferPassed, names: Names) -> str:
    return f"{names[e.seat]} makes no offer."


@_tells(ev.OfferAnswered)
def _offer_answered(e: ev.OfferAnswered, names: Names) -> str:
    if e.accepted:
        return (f"{names[e.seat]} accepts the offer of {names[e.offer_from]}: it is paid at the end of the round "
                "if the condition is met.")
    return f"{names[e.seat]} declines the offer of {names[e.offer_from]}."


@_tells(ev.CounterPlaced)
def _counter_placed(e: ev.CounterPlaced, names: Names) -> str:
    if e.side == "nature":
        return f"{names[e.seat]} leaves {site_name(e.site)} as nature and takes a tree."
    return f"{names[e.seat]} builds a {COUNTERS[e.counter].kind} on {site_name(e.site)}."


@_tells(ev.BonusPaid)
def _bonus_paid(e: ev.BonusPaid, names: Names) -> str:
    who = names[e.seat]
    if e.bonus == "island":
        return f"{who}: +{e.amount}, island bonus for a building in every district (paid once per player)."
    if e.bonus == "exclusive":
        return f"{who}: +{e.amount}, exclusive bonus: the group is full and {e.reason} belongs to {who}."
    if e.bonus == "new building":
        rule = "a new building earns 10 for each nature counter already in its group"
    else:
        rule = "new nature pays 10 to the owner of each building in its group"
    return f"{who}: +{e.amount}, placement bonus for a {e.reason} ({rule})."


@_tells(ev.DealPaid)
def _deal_paid(e: ev.DealPaid, names: Names) -> str:
    short = "" if e.amount == e.agreed else f" (of {e.agreed} agreed: nobody pays more than they hold)"
    return (f"Deal met, the counter went down {e.condition} side up: {names[e.seat]} pays "
            f"{names[e.payee]} {paras(e.amount)}{short}.")


@_tells(ev.DealLapsed)
def _deal_lapsed(e: ev.DealLapsed, names: Names) -> str:
    return (f"Deal lapses: {names[e.seat]} offered {names[e.payee]} money for {e.condition}, "
            "but the counter went down the other side up, so nothing is paid.")


@_tells(ev.PrizePaid)
def _prize_paid(e: ev.PrizePaid, names: Names) -> str:
    return (f"{names[e.seat]}: +{e.amount}, environmental prize for {trees(e.trees)} "
            "(most trees take the first prize, the next most the second).")


@_tells(ev.GameOver)
def _game_over(e: ev.GameOver, names: Names) -> str:
    return (f"Appraisal: {e.summary.rstrip('.')} (anyone below their starting money has lost; "
            "of the rest, the most money wins).")


def outcome_sentence(decisive: Event, names: Names) -> str:
    """What decided an auction round, for the opening of the hands: a tie, a second call, a lot, or the sale."""
    if isinstance(decisive, ev.CounterBought):
        if decisive.price == 0:  # the second-highest bid was 0
            return f"{names[decisive.seat]} wins, the only bid above 0: pays the second-highest bid, 0."
        return f"{names[decisive.seat]} wins and pays {paras(decisive.price)}, the second-highest bid."
    return event(decisive, names) or ""


# --- moves ----------------------------------------------------------------------------------
_MOVES: dict[type[Action], Callable[[Any, str, Names], str]] = {}


def _says(kind: type[A]) -> Callable[[Callable[[A, str, Names], str]], Callable[[A, str, Names], str]]:
    def register(sayer: Callable[[A, str, Names], str]) -> Callable[[A, str, Names], str]:
        _MOVES[kind] = sayer
        return sayer
    return register


def move(seat: int, action: Action, names: Names) -> str:
    """What ``seat`` did, in a whole sentence ("Ana bids 12 Paras in secret.", "Ana makes no offer.")."""
    return _MOVES[type(action)](action, names[seat], names)


def sealed(seat: int, action: Action, names: Names) -> str:
    """What the table saw of a move: of a sealed bid only that it was entered, of any other move the move."""
    if isinstance(action, act.Bid):
        return f"{names[seat]} enters a sealed bid."
    return move(seat, action, names)


@_says(act.ChooseLot)
def _choose_lot(a: act.ChooseLot, name: str, names: Names) -> str:
    district = DISTRICTS[SITES[a.site].district].name if 0 <= a.site < len(SITES) else "opening"
    return f"{name} puts the {district} villa on {site_name(a.site)} up for auction."


@_says(act.Bid)
def _bid(a: act.Bid, name: str, names: Names) -> str:
    return f"{name} bids {paras(a.amount)} in secret."


@_says(act.Offer)
def _offer(a: act.Offer, name: str, names: Names) -> str:
    return f"{name} offers the buyer {paras(a.amount)} if the counter goes down {a.condition} side up."


@_says(act.PassOffer)
def _pass_offer(a: act.PassOffer, name: str, names: Names) -> str:
    return f"{name} makes no offer."


@_says(act.Answer)
def _answer(a: act.Answer, name: str, names: Names) -> str:
    return f"{name} {'accepts' if a.accept else 'declines'} the offer of {names[a.offer_from]}."


@_says(act.Place)
def _place(a: act.Place, name: str, names: Names) -> str:
    kind = SITES[a.site].kind if 0 <= a.site < len(SITES) else "counter"
    if a.side == "nature":
        return f"{name} puts the {kind} down nature side up on {site_name(a.site)} and takes a tree."
    return f"{name} builds a {kind} on {site_name(a.site)}."


# --- refusals (legal.problem) ---------------------------------------------------------------
GAME_OVER = "The game is over."
NO_SUCH_SEAT = "There is no such seat at this table."
ALREADY_BID = "You have already bid."
ONLY_THE_TIED = "Only the seats tied for the highest bid take part in this repeat."
NOT_YOUR_TURN = "It is not your turn."
NOT_UP_FOR_AUCTION = "That villa is not up for auction."
BID_IN_WHOLE_PARAS = "A bid is a whole number of Paras."
NO_NEGATIVE_BID = "A bid cannot be negative."
CANNOT_OFFER = "You hold 0 Paras, so you can make no offer this time."
OFFER_AT_LEAST_ONE = "An offer must be at least 1 Para."
OFFER_CONDITION = 'An offer\'s condition is "nature" or "building".'
NO_OPEN_OFFER = "There is no open offer from that seat."
ACCEPT_OR_DECLINE = "An offer is either accepted or declined."
WHICH_SIDE_UP = 'A counter goes down "nature" or "building" side up.'
NO_SUCH_SITE = "There is no such site."
HOTEL_IN_THE_CENTRE = "A hotel can only go on its district's central site."
VILLA_ON_THE_BEACH = "A villa can only go on a beach site."
SITE_TAKEN = "That site is taken."
TASKS = {"choose lot": "choose the next opening villa to auction", "bid": "enter sealed bids",
         "offer": "make offers to the buyer", "answer": "answer the offers", "place": "place the counter"}
"""What the table is doing in each phase, for :func:`not_now`."""


def not_now(phase: str) -> str:
    """An action of another phase than ``phase``."""
    return f"That is not possible now: the table is waiting to {TASKS[phase]}."


def only_have(money: int) -> str:
    """More than the seat holds."""
    return f"You only have {paras(money)}."


def bid_at_least(minimum: int) -> str:
    """A bid under the minimum of a tie repeat."""
    return f"A bid must be at least {minimum} in this repeat."


def villa_of_district(district: int) -> str:
    """A villa on a beach site of another district."""
    name = DISTRICTS[district].name
    return f"A {name} villa can only go on a {name} beach site."


# --- results ----------------------------------------------------------------------------------
STARTING_MONEY = "Starting money"
PAID_FOR_LOTS = "Paid for lots"
BONUSES = "Bonuses"
DEALS_RECEIVED = "Deals received"
DEALS_PAID = "Deals paid"
PRIZE = "Environmental prize"
BREAKDOWN_LABELS = (STARTING_MONEY, PAID_FOR_LOTS, BONUSES, DEALS_RECEIVED, DEALS_PAID, PRIZE)
"""The parts of a player's final money, in the order they add up (what was paid out is negative)."""


def appraisal_summary(winners: Sequence[str], money: int, starting: int) -> str:
    """The appraisal in a sentence: who wins with how much, who share the win, or that everybody lost."""
    if not winners:
        return f"Everybody lost: nobody kept the {starting} Paras they started with."
    if len(winners) == 1:
        return f"{winners[0]} wins with {money} Paras."
    return f"{join_names(list(winners))} share the win with {money} Paras each."


def lost_note(starting: int) -> str:
    """The results' note for a player who ended below the starting money."""
    return f"Lost: below the starting {starting} Paras."
