"""Pictures of a Last Paradise state: the per-seat view and the versioned save.

Only money and the sealed bids are secret (RULINGS §1).  The view of a seat
holds that seat's own money and sealed bid, and nobody else's ("?" on the
screen: None here); the public view (seat None) holds no bid and no money at
all.  Trees, buildings, who placed each nature counter, the number of nature
counters on the island and the environmental prize each seat would take if
the game ended now are public, like the cardboard on the table.  Revealed
bids of finished auction rounds, offers, and every payment are public too.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from game.codec import decode_state, encode_state
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
from .ledger import LedgerEntry
from .scoring import environmental_prizes
from .validate import PHASES

if TYPE_CHECKING:
    from .state import LastParadiseState

T = TypeVar("T", bound=str)


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


def to_json(state: "LastParadiseState") -> str:
    """Versioned JSON text of the whole state, secrets included (a save file)."""
    payload = {
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
    return encode_state(state.GAME_ID, state.VERSION, payload)


def from_json(cls: type["LastParadiseState"], text: str | bytes) -> "LastParadiseState":
    """Rebuild a state from :func:`to_json` text; raise CorruptSave on any damage."""
    data = decode_state(text, cls.GAME_ID, cls.VERSION)
    try:
        state = _rebuild(cls, data)
    except CorruptSave:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError) as exc:
        raise CorruptSave("the Last Paradise save is damaged") from exc
    return state


def _one_of(value: Any, names: tuple[T, ...], what: str) -> T:
    """``value`` if it is one of ``names``; CorruptSave otherwise."""
    for name in names:
        if value == name:
            return name
    raise CorruptSave(f"the save is in an unknown {what}")


def _answer(value: Any) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise CorruptSave("the save holds a strange answer to an offer")
    return value


def _int_keys(mapping: dict[str, Any]) -> dict[int, int]:
    return {int(k): int(v) for k, v in mapping.items()}


def _rebuild(cls: type["LastParadiseState"], data: dict[str, Any]) -> "LastParadiseState":
    seats = [Seat.from_dict(s) for s in data["seats"]]
    n = len(seats)
    if not 3 <= n <= 5:
        raise CorruptSave("the save does not have 3 to 5 seats")
    state = cls(seats, int(data["starting_money"]), GameRng.from_json(data["rng"]))
    state.money = [int(m) for m in data["money"]]
    state.ledger = [LedgerEntry.from_dict(e) for e in data["ledger"]]
    state.board = {}
    for site, (counter, side, owner) in data["board"].items():
        if counter not in COUNTERS or side not in SIDES or not 0 <= int(site) < len(SITES):
            raise CorruptSave("the save holds an impossible counter")
        state.board[int(site)] = Placement(counter, side, None if owner is None else int(owner))
    state.pile = [str(c) for c in data["pile"]]
    state.phase = _one_of(data["phase"], PHASES, "phase")
    state.round, state.youngest, state.chooser = int(data["round"]), int(data["youngest"]), int(data["chooser"])
    state.opening_left = [int(s) for s in data["opening_left"]]
    state.lot = None if data["lot"] is None else str(data["lot"])
    state.lot_site = None if data["lot_site"] is None else int(data["lot_site"])
    state.stage, state.minimum = _one_of(data["stage"], STAGES, "auction stage"), int(data["minimum"])
    state.bidders, state.bids = [int(s) for s in data["bidders"]], _int_keys(data["bids"])
    state.auctions = [{**a, "bids": _int_keys(a["bids"])} for a in data["auctions"]]
    state.buyer = None if data["buyer"] is None else int(data["buyer"])
    state.offers = [{"seat": int(o["seat"]), "amount": int(o["amount"]), "condition": str(o["condition"]),
                     "accepted": _answer(o["accepted"])} for o in data["offers"]]
    state.offer_queue = [int(s) for s in data["offer_queue"]]
    state.trees = [int(t) for t in data["trees"]]
    state.island_paid = [bool(b) for b in data["island_paid"]]
    state.prizes = [int(p) for p in data["prizes"]]
    _check_consistent(state, n)
    return state


def _check_consistent(state: "LastParadiseState", n: int) -> None:
    if any(len(x) != n for x in (state.money, state.trees, state.island_paid, state.prizes)):
        raise CorruptSave("the save's per-player lists do not match its seats")
    if any(m < 0 for m in state.money):
        raise CorruptSave("the save shows a player below zero Paras")
    seen = [p.counter for p in state.board.values()] + state.pile
    if state.lot is not None and state.lot not in seen:
        seen.append(state.lot)
    if len(set(seen)) != len(seen) or any(c not in COUNTERS for c in seen):
        raise CorruptSave("the save's counters do not add up")
    if state.phase in ("offer", "answer", "place") and (state.buyer is None or state.lot is None):
        raise CorruptSave("the save has a lot without a buyer")
    if state.phase == "offer" and not state.offer_queue:
        raise CorruptSave("the save waits for offers from nobody")
    people = range(n)
    if state.buyer is not None and state.buyer not in people or any(
            s not in people for s in state.bidders + state.offer_queue + [state.chooser]):
        raise CorruptSave("the save names a seat that is not at the table")
