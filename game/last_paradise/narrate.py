"""The Last Paradise told in plain sentences: one line for each public event, naming the rule behind it.

No line holds a secret: sealed bids appear only once the hands open, and no
money total appears anywhere.

Pure text for the game log and the replay; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.core import Event

from .auction import RULE_NO_BIDS, RULE_SECOND_HIGHEST, RULE_TIE_REPEAT
from .board import COUNTERS, ROUNDS, SITES
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


def paras(amount: int) -> str:
    """An amount of money in words: "1 Para", "12 Paras"."""
    return f"{amount} Para" if amount == 1 else f"{amount} Paras"


def join_names(names: Sequence[str]) -> str:
    """"Anton", "Anton and Birgit", "Anton, Birgit and Claus"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One log line for a public event, naming the rule behind it (None for events the log leaves out)."""
    if isinstance(event, LotChosen):
        counter, site = COUNTERS[event.counter].name, SITES[event.site].name
        if event.seat is None:
            return f"Last of the opening lots: the {counter} on {site} is up for auction (nothing left to choose)"
        return (f"{names[event.seat]} puts the {counter} on {site} up for auction "
                "(the youngest chooses the first opening lot, then each buyer the next)")
    if isinstance(event, CounterRevealed):
        return (f"Round {event.round} of {ROUNDS}: the pile shows a {COUNTERS[event.counter].name}; "
                "everyone bids for it in secret")
    if isinstance(event, BidsRevealed):
        return reveal_sentence(event, names)
    if isinstance(event, (TieRepeat, SecondCall, LotDrawn)):
        return outcome_sentence(event, names)
    if isinstance(event, CounterBought):
        return f"{names[event.seat]} buys the {COUNTERS[event.counter].name} for {paras(event.price)}, paid to the bank"
    if isinstance(event, (OfferMade, OfferPassed, OfferAnswered)):
        return offer_sentence(event, names)
    if isinstance(event, CounterPlaced):
        if event.side == "nature":
            return f"{names[event.seat]} leaves {SITES[event.site].name} as nature and takes a tree"
        return f"{names[event.seat]} builds a {COUNTERS[event.counter].kind} on {SITES[event.site].name}"
    if isinstance(event, BonusPaid):
        return bonus_sentence(event, names)
    if isinstance(event, DealPaid):
        short = "" if event.amount == event.agreed else f" (of {event.agreed} agreed: nobody pays more than they hold)"
        return (f"Deal met, the counter went down {event.condition} side up: {names[event.payer]} pays "
                f"{names[event.payee]} {paras(event.amount)}{short}")
    if isinstance(event, DealLapsed):
        return (f"Deal lapses: {names[event.payer]} offered {names[event.payee]} money for {event.condition}, "
                "but the counter went down the other side up, so nothing is paid")
    if isinstance(event, PrizePaid):
        trees = f"{event.trees} tree" if event.trees == 1 else f"{event.trees} trees"
        return (f"{names[event.seat]}: +{event.amount}, environmental prize for {trees} "
                "(most trees take the first prize, the next most the second)")
    if isinstance(event, GameOver):
        return (f"Appraisal: {event.summary.rstrip('.')} (anyone below their starting money has lost; "
                "of the rest, the most money wins)")
    return None


def reveal_sentence(event: BidsRevealed, names: Sequence[str]) -> str:
    """The hands opening: every bid, and the rule that decides with them."""
    stage = f" (tie repeat, at least {event.minimum})" if event.minimum else ""
    bids = ", ".join(f"{names[s]} {a}" for s, a in sorted(event.bids.items()))
    if event.rule == RULE_SECOND_HIGHEST and event.winner is not None:
        winner = names[event.winner]
        if sum(1 for amount in event.bids.values() if amount > 0) == 1:
            decided = f"{winner} alone bid above 0 and pays nothing (the second-highest bid is 0)"
        else:
            decided = f"{winner} bid highest and pays the second-highest bid, {event.price}"
    elif event.rule == RULE_TIE_REPEAT:
        decided = "a tie for the highest bid"
    elif event.rule == RULE_NO_BIDS:
        decided = "nobody bid above 0"
    elif event.minimum:
        decided = f"nobody raised above {event.minimum}, so a lot decides"
    else:
        decided = "nobody bid above 0 twice, so a lot decides and the counter is free"
    return f"Hands open{stage}: {bids}; {decided}"


def offer_sentence(event: OfferMade | OfferPassed | OfferAnswered, names: Sequence[str]) -> str:
    """An offer made or passed during the negotiation, or the buyer's answer to one."""
    if isinstance(event, OfferMade):
        return (f"{names[event.seat]} offers the buyer {paras(event.amount)} if the counter goes down "
                f"{event.condition} side up (binding once accepted)")
    if isinstance(event, OfferPassed):
        return f"{names[event.seat]} makes no offer"
    if event.accepted:
        return (f"The buyer accepts the offer of {names[event.offer_from]}: it is paid at the end of the round "
                "if the condition is met")
    return f"The buyer declines the offer of {names[event.offer_from]}"


def bonus_sentence(event: BonusPaid, names: Sequence[str]) -> str:
    """A bonus from the bank: which bonus, and the rule that pays it."""
    who = names[event.seat]
    if event.bonus == "island":
        return f"{who}: +{event.amount}, island bonus for a building in every district (paid once per player)"
    if event.bonus == "exclusive":
        return f"{who}: +{event.amount}, exclusive bonus: the group is full and {event.reason} belongs to {who}"
    if event.bonus == "new building":
        rule = "a new building earns 10 for each nature counter already in its group"
    else:
        rule = "new nature pays 10 to the owner of each building in its group"
    return f"{who}: +{event.amount}, placement bonus for a {event.reason} ({rule})"


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
