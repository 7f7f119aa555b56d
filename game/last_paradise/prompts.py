"""What the Last Paradise table and its private panels spell out: whose turn it is and what they decide,
the rule of each private step, and the headings of the table's big moments.

The sentences about moves, events, refusals and results are in :mod:`.narrate`; these are the
table's own words about the same rules, so a translation replaces both modules.  Pure text.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .auction import SECOND_CALL, TIE_REPEAT
from .narrate import Names, trees


def youngest(name: str) -> str:
    """The log's first line: who opens the start phase."""
    return f"{name} is the youngest and picks the first opening villa to auction."


STAGE_WORDS = {TIE_REPEAT: "tie repeat", SECOND_CALL: "second call"}
"""How a repeat of the bidding is called on the table (the first call goes without saying)."""


def bid_title(lot: str, stage: str) -> str:
    """What a sealed bid decides, for its panel and its cover (never a secret)."""
    return f"Sealed bid for the {lot}" + (f" ({STAGE_WORDS[stage]})" if stage in STAGE_WORDS else "")


def bid_rule(stage: str, minimum: int) -> str:
    """The rule of a bidding round, in a sentence or two."""
    if stage == TIE_REPEAT:
        return (f"Tie repeat: you tied for the highest bid. Bid again: at least {minimum} Paras "
                f"(the tied amount). If nobody raises, a lot decides.")
    if stage == SECOND_CALL:
        return ("Second call: nobody bid above 0, so everyone bids once more. If again nobody bids, a lot gives "
                "the counter away.")
    return ("Put as many Paras as you like in your closed hand (an empty hand bids 0). "
            "The highest bid wins and pays the second-highest bid to the bank.")


def at_least(low: int) -> str:
    """An amount set under the lowest allowed."""
    return f"At least {low} Paras." if low else ""


def hold_only(money: int) -> str:
    """An amount set over what the seat holds."""
    return f"You hold only {money} Paras."


COIN_TO_HAND = "Drop the coin in your closed hand to add it to your bid."
"""A purse coin let go of outside the closed hand."""

COIN_TO_PURSE = "Drop the coin in your purse to take it out of your bid."
"""A coin of the hand let go of outside the purse."""


TOO_SOON = "Pressed as the panel opened: not counted. Press it again."
"""A key pressed within a private panel's first moment (maybe meant for the table): dropped, and said so."""


def tie_minimum(low: int) -> str:
    """Coins taken out of the hand below the minimum of a tie repeat."""
    return f"In a tie repeat you must bid at least {low} Paras."


def offer_purpose(buyer: str, lot: str) -> str:
    """What an offer step decides, for its cover."""
    return f"Offer to {buyer}, the buyer of the {lot}"


def offer_title(buyer: str, lot: str) -> str:
    """The offer panel's title."""
    return f"Offer to {buyer} for the {lot}"


OFFER_RULE = ("Offer the buyer Paras if the counter goes down with the side you name up. The buyer accepts or "
              "declines in public; an accepted deal is binding and paid at the end of the round, only if its "
              "condition is met.")


def offer_summary(buyer: str, lot: str, amount: int, condition: str | None, broke: bool) -> str:
    """What Enter does now on the offer panel: no offer, or who pays whom, when, and on what condition."""
    if broke:
        return f"{buyer} places the counter as they like."
    if amount == 0:
        return "No offer: pick an amount and a side to make one, or press Enter to make none."
    if condition is None:
        return f"Pick the side: you pay {buyer} {amount} Paras if the {lot} goes down that side up."
    return (f"If {buyer} accepts and lays the {lot} {condition} side up, you pay {buyer} {amount} Paras at the end "
            "of the round. Otherwise nothing is paid.")


def site_ringed(site: str) -> str:
    """Enter pressed before an arrow chose a site: the first glowing site is ringed and this says what next."""
    return f"{site} is ringed: Enter again picks it, or the arrows ring another glowing site."


def nothing_that_way(arrow: str, site: str) -> str:
    """An arrow pressed with no glowing site that way from the ringed one: the ring stays, and this says so."""
    return f"No glowing site further {arrow} from {site}: the ring stays (another arrow, or Enter to pick it)."


def not_now(line: str) -> str:
    """A click on the island or a table key while nobody at the table may act there: what the table waits for."""
    return f"Nothing to do there now: {line}."


def counter_caption(counter: str, site: str, owner: str | None, side: str) -> list[str]:
    """What a counter on the island is, under its large view: "Palm villa", "on Palm beach 2", "Anton's, nature
    side up" (an opening villa nobody owns yet says so)."""
    whose = f"{owner}'s" if owner is not None else "Nobody's yet"
    return [counter, f"on {site}", f"{whose}, {side} side up"]


DROP_ON_A_SITE = "Drop the counter on one of the glowing sites."
"""The lot let go of off the island's sites."""

PICK_THE_SIDE = "Pick the side first: N nature, B building."


def reveal_title(lot: str, minimum: int) -> str:
    """The heading of the hands opening."""
    return f"Hands open: {lot}" + (f" (tie repeat, at least {minimum})" if minimum else "")


def finale_title(nature: int) -> str:
    """The heading of the environmental prizes at the end."""
    return f"Environmental prizes: {nature} nature counters on the island"


def finale_prize(name: str, tree_count: int, amount: int) -> str:
    """One environmental prize on the final panel."""
    return f"{name}: {trees(tree_count)}, +{amount} Paras"


def verdict(summary: str) -> str:
    """The appraisal on the final panel."""
    return f"Appraisal: {summary}"


def prompt(view: Mapping[str, Any], names: Names, crowded: bool = False) -> str:
    """The table's status line: who is to act and what they decide (``crowded``: the bidders still to bid
    are counted, not named, when their names would not fit)."""
    phase = view["phase"]
    movers = [names[s] for s in view["to_move"]]
    lot = (view.get("lot") or {}).get("name", "lot")
    if phase == "choose lot":
        return f"{movers[0]} picks the opening villa to auction"
    if phase == "bid":
        if not movers:
            return f"Sealed bid for the {lot}: the hands open"
        return f"Sealed bid for the {lot}: waiting for " + (f"{len(movers)} players" if crowded else ", ".join(movers))
    if phase == "offer":
        return f"{movers[0]} may offer {names[view['buyer']]} money for nature or building"
    if phase == "answer":
        return f"{movers[0]} accepts or declines the offers"
    if phase == "place" and view.get("lot") is None:
        return f"{names[view['buyer']]} has placed the counter: the round's bonuses and deals are paid"
    if phase == "place":
        return f"{movers[0]} places the {lot}"
    return "The game is over"
