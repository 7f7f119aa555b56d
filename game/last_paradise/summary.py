"""What the table tells of rounds gone by: the auction history and the summary of a round, as plain data.

Both read only public things (events and the public view), so they hold no
secret: bids appear once their hands have opened, money totals never.  Pure
text for the table's panels; never imports pygame.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Event

from .auction import RULE_LOT_DRAWN, RULE_NO_BIDS, RULE_SECOND_HIGHEST, RULE_TIE_REPEAT
from .board import COUNTERS, SITES
from .events import BonusPaid, CounterBought, CounterPlaced, DealLapsed, DealPaid, LotDrawn
from .narrate import join_names, paras

OUTCOMES = {RULE_SECOND_HIGHEST: "sold", RULE_LOT_DRAWN: "lot drawn", RULE_TIE_REPEAT: "tie", RULE_NO_BIDS: "no bids"}
"""What each deciding rule of an opening of the hands comes to, in a word or two."""


@dataclass(frozen=True)
class AuctionRow:
    """One opening of the hands: the lot, every bid, and what it decided (price and buyer once sold)."""

    round: int
    lot: str
    stage: str
    """"" for the first call, else "tie repeat (at least N)" or "second call"."""
    bids: dict[int, int]
    buyer: int | None
    price: int | None
    outcome: str
    """In a few words: "sold", "tie", "no bids", "lot drawn"."""


def auction_rows(auctions: Sequence[dict[str, Any]]) -> list[AuctionRow]:
    """The auction history from a view's ``auctions``: one row per opening of the hands, oldest first."""
    rows = []
    for entry in auctions:
        bids = {int(seat): int(amount) for seat, amount in entry["bids"].items()}
        minimum = int(entry.get("minimum", 0))
        stage = ""
        if entry.get("stage") == "second call":
            stage = "second call"
        elif minimum:
            stage = f"tie repeat (at least {minimum})"
        winner = entry.get("winner")
        outcome = OUTCOMES.get(str(entry.get("rule")), "sold")
        rows.append(AuctionRow(int(entry["round"]), COUNTERS[str(entry["counter"])].name, stage, bids,
                               None if winner is None else int(winner),
                               None if winner is None else int(entry["price"]), outcome))
    return rows


@dataclass
class RoundReport:
    """The summary of one round, kept on the table until the players have read it."""

    round: int
    title: str
    sections: list[tuple[str, list[str]]] = field(default_factory=list)
    """(heading, lines): the purchase and placement, the bonuses, the deals, the race for the prize."""


def round_report(round_number: int, rounds: int, events: Sequence[Event], names: Sequence[str],
                 view: dict[str, Any]) -> RoundReport:
    """The summary of a round from its events (the purchase to the round's end) and the public view after it."""
    lot = ""
    placed: list[str] = []
    bonuses: list[str] = []
    deals: list[str] = []
    for event in events:
        if isinstance(event, CounterBought):
            lot = COUNTERS[event.counter].name
            placed.append(f"{names[event.seat]} bought it for {paras(event.price)}.")
        elif isinstance(event, LotDrawn) and placed == []:
            placed.append(f"A lot chose {names[event.winner]}.")
        elif isinstance(event, CounterPlaced):
            lot = lot or COUNTERS[event.counter].name
            site = SITES[event.site].name
            if event.side == "nature":
                placed.append(f"{names[event.seat]} left {site} as nature and took a tree.")
            else:
                placed.append(f"{names[event.seat]} built a {COUNTERS[event.counter].kind} on {site}.")
        elif isinstance(event, BonusPaid):
            bonuses.append(bonus_line(event, names))
        elif isinstance(event, DealPaid):
            short = "" if event.amount == event.agreed else f" (of {event.agreed} agreed)"
            deals.append(f"{names[event.seat]} paid {names[event.payee]} {paras(event.amount)}{short} "
                         f"for {event.condition}.")
        elif isinstance(event, DealLapsed):
            deals.append(f"{names[event.seat]}'s offer for {event.condition} lapsed: nothing paid.")
    title = f"Round {round_number} of {rounds}" + (f": the {lot}" if lot else "")
    sections = [("Bought and placed", placed or ["Nothing was placed."]),
                ("Bonuses", bonuses or ["No bonus this round."]),
                ("Deals", deals or ["No deal this round."]),
                ("The race for the environmental prize", race_lines(view, names))]
    return RoundReport(round_number, title, sections)


def bonus_line(event: BonusPaid, names: Sequence[str]) -> str:
    """A bonus in a few words: who, how much, which bonus."""
    who = f"{names[event.seat]} +{event.amount}"
    if event.bonus == "island":
        return f"{who}: island bonus (a building in every district)."
    if event.bonus == "exclusive":
        return f"{who}: exclusive bonus ({event.reason})."
    return f"{who}: placement bonus ({event.reason})."


def race_lines(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    """The nature counters on the island, and who would take which prize if the game ended now."""
    preserves = int(view.get("preserves", 0))
    prizes = view.get("prizes") or {}
    seats = view.get("seats") or []
    counted = f"{preserves} nature counter{'' if preserves == 1 else 's'} on the island"
    if preserves == 0:
        return [f"{counted}: nobody has a tree yet."]
    first, second = int(prizes.get("first", 0)), int(prizes.get("second", 0))
    if not first:
        return [f"{counted}: so many that no prize is paid any more."]
    line = f"{counted}: prizes {first} and {second}." if second else f"{counted}: a prize of {first}."
    taking = [(int(s["index"]), int(s.get("prize_now") or 0), int(s.get("trees") or 0)) for s in seats]
    winners = [f"{names[i]} {amount} ({trees} tree{'' if trees == 1 else 's'})"
               for i, amount, trees in sorted(taking, key=lambda t: -t[1]) if amount]
    if not winners:
        return [line]
    return [line, "If the game ended now: " + join_names(winners) + "."]
