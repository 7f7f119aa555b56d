"""The Last Paradise told in plain sentences: one line for each public event.

Pure text for the game log and the replay; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core import Event

from .board import COUNTERS, SITES
from .events import (
    BidsRevealed,
    BonusPaid,
    CounterBought,
    CounterPlaced,
    CounterRevealed,
    DealLapsed,
    DealPaid,
    GameOver,
    LotChosen,
    LotDrawn,
    OfferAnswered,
    OfferMade,
    OfferPassed,
    PrizePaid,
    SecondCall,
    TieRepeat,
)


def join_names(names: Sequence[str]) -> str:
    """"Anton", "Anton and Birgit", "Anton, Birgit and Claus"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One log line for a public event (None for events the log leaves out)."""
    if isinstance(event, LotChosen):
        who = f"{names[event.seat]} puts" if event.seat is not None else "Last of the opening lots:"
        return f"{who} the {COUNTERS[event.counter].name} on {SITES[event.site].name} up for auction"
    if isinstance(event, CounterRevealed):
        return f"Round {event.round}: the pile shows a {COUNTERS[event.counter].name}"
    if isinstance(event, BidsRevealed):
        return "Hands open: " + ", ".join(f"{names[s]} {a}" for s, a in sorted(event.bids.items()))
    if isinstance(event, (TieRepeat, SecondCall, LotDrawn)):
        return outcome_sentence(event, names)
    if isinstance(event, CounterBought):
        return f"{names[event.seat]} buys the {COUNTERS[event.counter].name} for {event.price} Paras"
    if isinstance(event, OfferMade):
        return f"{names[event.seat]} offers {event.amount} Paras if it goes down {event.condition} side up"
    if isinstance(event, OfferPassed):
        return f"{names[event.seat]} makes no offer"
    if isinstance(event, OfferAnswered):
        verb = "accepted" if event.accepted else "declined"
        return f"The offer of {names[event.offer_from]} is {verb}"
    if isinstance(event, CounterPlaced):
        if event.side == "nature":
            return f"{names[event.seat]} leaves {SITES[event.site].name} as nature and takes a tree"
        return f"{names[event.seat]} builds a {COUNTERS[event.counter].kind} on {SITES[event.site].name}"
    if isinstance(event, BonusPaid):
        return f"{names[event.seat]}: +{event.amount}, {event.reason}"
    if isinstance(event, DealPaid):
        short = "" if event.amount == event.agreed else f" (of {event.agreed} agreed)"
        return f"Deal: {names[event.payer]} pays {names[event.payee]} {event.amount}{short} for {event.condition}"
    if isinstance(event, DealLapsed):
        return f"Deal lapses: {names[event.payer]} offered for {event.condition}, which did not happen"
    if isinstance(event, PrizePaid):
        return f"{names[event.seat]}: +{event.amount}, environmental prize for {event.trees} trees"
    if isinstance(event, GameOver):
        return event.summary
    return None


def outcome_sentence(event: Event, names: Sequence[str]) -> str:
    """What decided an auction round, in the rule's words."""
    if isinstance(event, TieRepeat):
        return (f"{join_names([names[s] for s in event.seats])} tied: tie repeat, "
                f"only they bid again, each at least {event.minimum}")
    if isinstance(event, SecondCall):
        return "No bids: nobody bid above 0, so everyone bids once more"
    if isinstance(event, LotDrawn):
        if event.price == 0:
            return f"Lot drawn: nobody bid twice, so {names[event.winner]} gets the counter for free"
        return f"Lot drawn: nobody raised, so a lot picks {names[event.winner]}, who pays {event.price}"
    if isinstance(event, CounterBought):
        if event.price == 0:  # the second-highest bid was 0
            return f"{names[event.seat]} wins, the only bid above 0: pays the second-highest bid, 0"
        return f"{names[event.seat]} wins and pays {event.price} Paras, the second-highest bid"
    return ""
