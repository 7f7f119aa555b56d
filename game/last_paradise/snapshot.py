"""Pictures of a Last Paradise state: the per-seat view and the versioned save.

Only money and the sealed bids are secret (RULINGS §1).  The view of a seat
holds that seat's own money and sealed bid, and nobody else's ("?" on the
screen: None here); the public view (seat None) holds no bid and no money at
all.  Trees, buildings, who placed each nature counter, the number of nature
counters on the island and the environmental prize each seat would take if
the game ended now are public, like the cardboard on the table.  Revealed
bids of finished auction rounds, offers, and every payment are public too.

The save (:func:`payload`, :func:`rebuild`) holds everything; reading it back checks every value
with the readers of :mod:`game.payload`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import payload as read
from game.core import CorruptSave, GameRng, Seat

from .auction import STAGES
from .board import (
    COUNTERS,
    DISTRICTS,
    GROUP_NAMES,
    GROUP_SITES,
    NATURE,
    ROUNDS,
    SIDES,
    SITES,
    Placement,
    prize_for,
)
from .ledger import MOST_PARAS, LedgerEntry
from .legal import PHASES
from .scoring import environmental_prizes

if TYPE_CHECKING:
    from .state import LastParadiseState


def view(state: "LastParadiseState", seat: int | None) -> dict[str, Any]:
    """JSON-safe picture of ``state`` as ``seat`` may see it (None: the public table)."""
    lot = None
    if state.lot is not None:
        lot = {**COUNTERS[state.lot].to_dict(), "site": state.lot_site}
    auction = None
    if state.phase == "bid":
        auction = {"stage": state.stage, "bidders": list(state.bidders), "minimum": state.minimum,
                   "entered": sorted(state.bids), "my_bid": state.bids.get(seat) if seat is not None else None}
    preserves = sum(1 for p in state.board.values() if p.side == NATURE)
    first, second = prize_for(preserves)
    prizes_now = environmental_prizes(dict(enumerate(state.trees)), preserves)
    return {
        "game": state.GAME_ID,
        "viewer": seat,
        "phase": state.phase,
        "round": state.round,
        "rounds": ROUNDS,
        "to_move": list(state.to_move),
        "starting_money": state.starting_money,
        "seats": [_seat_view(state, s, seat, prizes_now[s.index]) for s in state.seats],
        "board": [_site_view(state, i) for i in range(len(SITES))],
        "districts": [{"index": d.index, "name": d.name, "symbol": d.symbol, "colour": d.colour,
                       "beach_sites": list(d.beach_sites), "central_site": d.central_site} for d in DISTRICTS],
        "groups": [{"index": g, "name": GROUP_NAMES[g], "sites": list(GROUP_SITES[g])} for g in range(5)],
        "pile_size": len(state.pile),
        "preserves": preserves,
        "prizes": {"first": first, "second": second},
        "youngest": state.youngest,
        "chooser": state.chooser if state.phase == "choose lot" else None,
        "opening_left": list(state.opening_left),
        "lot": lot,
        "auction": auction,
        "auctions": [_jsonable_auction(a) for a in state.auctions],
        "buyer": state.buyer,
        "offers": [dict(o) for o in state.offers],
        "offer_queue": list(state.offer_queue),
        "ledger": [e.to_dict() for e in state.ledger],
    }


def _seat_view(state: "LastParadiseState", seat: Seat, viewer: int | None, prize_now: int) -> dict[str, Any]:
    """One seat as ``viewer`` sees it: money only for the viewer's own seat; trees, buildings and
    the environmental prize it would take if the game ended now for everyone."""
    mine = seat.index == viewer
    return {**seat.to_dict(),
            "money": state.money[seat.index] if mine else None,
            "trees": state.trees[seat.index],
            "nature": sum(1 for p in state.board.values() if p.side == NATURE and p.owner == seat.index),
            "buildings": sum(1 for p in state.board.values() if p.is_building and p.owner == seat.index),
            "prize_now": prize_now,
            "island_bonus": state.island_paid[seat.index]}


def _site_view(state: "LastParadiseState", index: int) -> dict[str, Any]:
    site = SITES[index]
    placed = state.board.get(index)
    return {"site": index, "name": site.name, "district": site.district, "central": site.central,
            "kind": site.kind, "counter": placed.counter if placed else None,
            "side": placed.side if placed else None, "owner": placed.owner if placed else None}


def _jsonable_auction(entry: dict[str, Any]) -> dict[str, Any]:
    return {**entry, "bids": {str(k): v for k, v in entry["bids"].items()}}


def payload(state: "LastParadiseState") -> dict[str, Any]:
    """The whole state as JSON-safe data, secrets included (a save file)."""
    return {
        "seats": [s.to_dict() for s in state.seats],
        "starting_money": state.starting_money,
        "rng": state.rng.to_json(),
        "money": list(state.money),
        "ledger": [e.to_dict() for e in state.ledger],
        "board": {str(site): [p.counter, p.side, p.owner] for site, p in sorted(state.board.items())},
        "pile": list(state.pile),
        "phase": state.phase, "round": state.round, "youngest": state.youngest, "chooser": state.chooser,
        "opening_left": list(state.opening_left), "lot": state.lot, "lot_site": state.lot_site,
        "stage": state.stage, "bidders": list(state.bidders), "minimum": state.minimum,
        "bids": {str(k): v for k, v in state.bids.items()},
        "auctions": [_jsonable_auction(a) for a in state.auctions],
        "buyer": state.buyer, "offers": [dict(o) for o in state.offers],
        "offer_queue": list(state.offer_queue),
        "trees": list(state.trees), "island_paid": list(state.island_paid), "prizes": list(state.prizes),
    }


def rebuild(cls: type["LastParadiseState"], data: dict[str, Any]) -> "LastParadiseState":
    """A state from :func:`payload` data, every value checked; CorruptSave (or a KeyError, TypeError...) on damage."""
    seats = read.seats(data["seats"], 3, 5)
    last = len(seats) - 1
    state = cls(seats, read.whole(data["starting_money"], 1, MOST_PARAS, "starting money"), GameRng.from_json(data["rng"]))
    state.money = read.wholes(data["money"], 0, MOST_PARAS, "amount of money")
    state.ledger = [LedgerEntry.from_dict(e) for e in data["ledger"]]
    state.board = {read.whole(int(site), 0, len(SITES) - 1, "site"): _placement(placed, last)
                   for site, placed in data["board"].items()}
    state.pile = [read.one_of(c, COUNTER_IDS, "counter") for c in data["pile"]]
    state.phase = read.one_of(data["phase"], PHASES, "phase")
    state.round = read.whole(data["round"], 0, ROUNDS, "round")
    state.youngest = read.whole(data["youngest"], 0, last, "seat")
    state.chooser = read.whole(data["chooser"], 0, last, "seat")
    state.opening_left = read.wholes(data["opening_left"], 0, len(SITES) - 1, "site")
    state.lot = None if data["lot"] is None else read.one_of(data["lot"], COUNTER_IDS, "counter")
    state.lot_site = None if data["lot_site"] is None else read.whole(data["lot_site"], 0, len(SITES) - 1, "site")
    state.stage = read.one_of(data["stage"], STAGES, "auction stage")
    state.minimum = read.whole(data["minimum"], 0, MOST_PARAS, "minimum bid")
    state.bidders = read.wholes(data["bidders"], 0, last, "seat")
    state.bids = _bids(data["bids"], last)
    state.auctions = [{**a, "bids": _bids(a["bids"], last)} for a in data["auctions"]]
    state.buyer = None if data["buyer"] is None else read.whole(data["buyer"], 0, last, "buyer")
    state.offers = [{"seat": read.whole(o["seat"], 0, last, "seat"),
                     "amount": read.whole(o["amount"], 1, MOST_PARAS, "offer"),
                     "condition": read.one_of(o["condition"], SIDES, "condition of an offer"),
                     "accepted": None if o["accepted"] is None else read.flag(o["accepted"], "answer to an offer")}
                    for o in data["offers"]]
    state.offer_queue = read.wholes(data["offer_queue"], 0, last, "seat")
    state.trees = read.wholes(data["trees"], 0, len(SITES), "number of trees")
    state.island_paid = [read.flag(b, "island bonus") for b in data["island_paid"]]
    state.prizes = read.wholes(data["prizes"], 0, MOST_PARAS, "prize")
    _check_consistent(state, len(seats))
    return state


COUNTER_IDS: tuple[str, ...] = tuple(COUNTERS)


def _placement(placed: Any, last: int) -> Placement:
    counter, side, owner = placed
    return Placement(read.one_of(counter, COUNTER_IDS, "counter"), read.one_of(side, SIDES, "side of a counter"),
                     None if owner is None else read.whole(owner, 0, last, "owner"))


def _bids(bids: dict[str, Any], last: int) -> dict[int, int]:
    return {read.whole(int(seat), 0, last, "bidder"): read.whole(amount, 0, MOST_PARAS, "bid") for seat, amount in bids.items()}


def _check_consistent(state: "LastParadiseState", n: int) -> None:
    if any(len(x) != n for x in (state.money, state.trees, state.island_paid, state.prizes)):
        raise CorruptSave("the save's per-player lists do not match its seats")
    seen = [p.counter for p in state.board.values()] + state.pile
    if state.lot is not None and state.lot not in seen:
        seen.append(state.lot)
    if len(set(seen)) != len(seen):
        raise CorruptSave("the save's counters do not add up")
    if state.phase in ("offer", "answer", "place") and (state.buyer is None or state.lot is None):
        raise CorruptSave("the save has a lot without a buyer")
    if state.phase == "offer" and not state.offer_queue:
        raise CorruptSave("the save waits for offers from nobody")
