"""Pictures of a Paradise Fallen state: the per-seat view and the versioned save.

Hands are secret: a seat's view holds its own hand and only the size of the
others'; the deck is a count (its order is never shown); Lanai's drawn cards
show only to the player giving them out.  Everything else lies face up: the
grid, the canoes, the Aberrations, explored cards and tokens, the discard pile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from game.core import CorruptSave, GameRng
from game.payload import flag, one_of, whole, wholes
from game.payload import seats as read_seats

from .cards import ABERRATION_BY_NAME, CARDS, DECK_SIZE, GAPS, ISLAND_COSTS, ISLAND_SPOTS, ISLANDS
from .powers import pending_actions

if TYPE_CHECKING:
    from .state import ParadiseFallenState

StateT = TypeVar("StateT", bound="ParadiseFallenState")

PENDING_KINDS = ("raid", "oahu", "sea_turtle", "molokai", "kauai", "kahoolawe", "lanai", "nihoa",
                 "trickster", "shaman", "blessing")
TOKENS = ("up", "spent", "none")
PHASES = ("play", "end", "over")
EFFECTS = ("raid", "driftwood")


def _pending_view(state: "ParadiseFallenState", viewer: int | None) -> dict[str, Any] | None:
    pending = state.pending
    if pending is None:
        return None
    shown: dict[str, Any] = {"kind": pending["kind"], "seat": pending["seat"]}
    if pending["kind"] == "raid":
        shown["victim"] = pending["victim"]
        shown["slots"] = len(state.hands[pending["victim"]])
    if pending["kind"] == "kauai":
        shown["moves_left"] = pending["moves_left"]
    if pending["kind"] == "nihoa":
        shown["discarded"] = pending["discarded"]
    if pending["kind"] == "lanai":
        shown["count"] = len(pending["cards"])
        if viewer == pending["seat"]:
            shown["cards"] = list(pending["cards"])
    return shown


def view(state: "ParadiseFallenState", seat: int | None) -> dict[str, Any]:
    """JSON-safe picture of ``state`` as ``seat`` may see it (None: the public table)."""
    picture: dict[str, Any] = {
        "game": state.GAME_ID,
        "viewer": seat,
        "players": state.players,
        "turn": state.turn,
        "turn_number": state.turn_number,
        "phase": state.phase,
        "to_move": list(state.to_move),
        "grid": list(state.grid),
        "costs": dict(ISLAND_COSTS),
        "canoes": list(state.canoes),
        "aberrations": {str(spot): list(cards) for spot, cards in sorted(state.aberrations.items())},
        "explored": [[dict(e) for e in row] for row in state.explored],
        "hand_counts": [len(h) for h in state.hands],
        "deck_count": len(state.deck),
        "discard": list(state.discard),
        "aptitudes_active": [list(a) for a in state.active],
        "power_used": state.power_used,
        "may_play_aptitude": state.phase == "play" and state.pending is None and not state.acted,
        "refill_to": state.refill_to,
        "target": state.target,
        "end_triggered_by": state.end_triggered_by,
        "turns_left": state.turns_left,
        "pending": _pending_view(state, seat),
        "winners": list(state.winners),
    }
    if seat is not None and 0 <= seat < state.players:
        picture["hand"] = sorted(state.hands[seat])
    return picture


def payload(state: "ParadiseFallenState") -> dict[str, Any]:
    """The whole state as JSON-safe data, secrets included (a save file)."""
    return {
        "seats": [s.to_dict() for s in state.seats],
        "rng": state.rng.to_json(),
        "grid": list(state.grid),
        "deck": list(state.deck),
        "discard": list(state.discard),
        "hands": [list(h) for h in state.hands],
        "canoes": list(state.canoes),
        "aberrations": {str(spot): list(cards) for spot, cards in sorted(state.aberrations.items())},
        "explored": [[dict(e) for e in row] for row in state.explored],
        "active": [list(a) for a in state.active],
        "turn": state.turn, "turn_number": state.turn_number, "phase": state.phase,
        "acted": state.acted, "power_used": state.power_used, "refill_to": state.refill_to,
        "paid_rations": list(state.paid_rations), "driftwood_drawn": state.driftwood_drawn,
        "effects": list(state.effects), "pending": state.pending,
        "end_triggered_by": state.end_triggered_by, "turns_left": state.turns_left,
        "winners": list(state.winners),
    }


def _ids(values: Any, what: str) -> list[int]:
    return wholes(values, 0, DECK_SIZE - 1, what)


def _seat_or_none(value: Any, high: int, what: str) -> int | None:
    return None if value is None else whole(value, 0, high, what)


def rebuild(cls: type[StateT], data: dict[str, Any]) -> StateT:
    """A state from :func:`payload` data; CorruptSave (or a KeyError, TypeError, ...) if it is damaged."""
    seats = read_seats(data["seats"], 2, 4)
    n = len(seats)
    grid = data["grid"]
    if not isinstance(grid, list) or sorted(grid) != sorted(ISLANDS):
        raise CorruptSave("the save's island grid is damaged")
    state = cls(seats, grid, GameRng.from_json(data["rng"]))
    state.deck, state.discard = _ids(data["deck"], "deck"), _ids(data["discard"], "discard pile")
    state.hands = [_ids(h, "hand") for h in data["hands"]]
    state.canoes = wholes(data["canoes"], 0, ISLAND_SPOTS - 1, "canoe position")
    state.aberrations = {whole(int(k), 0, ISLAND_SPOTS + len(GAPS) - 1, "spot"): _ids(v, "Aberrations")
                         for k, v in data["aberrations"].items() if v}
    state.explored = [[_explored(e) for e in row] for row in data["explored"]]
    state.active = [_ids(a, "Aptitudes") for a in data["active"]]
    state.turn = whole(data["turn"], 0, n - 1, "turn")
    state.turn_number = whole(data["turn_number"], 1, 10 ** 6, "turn number")
    state.phase = one_of(data["phase"], PHASES, "phase")
    state.acted, state.power_used = flag(data["acted"]), flag(data["power_used"])
    state.driftwood_drawn = flag(data["driftwood_drawn"])
    state.refill_to = whole(data["refill_to"], 5, 6, "hand size")
    state.paid_rations = _ids(data["paid_rations"], "paid rations")
    if not isinstance(data["effects"], list):
        raise CorruptSave("the save holds a strange card effect")
    state.effects = [one_of(e, EFFECTS, "card effect") for e in data["effects"]]
    state.pending = _pending(data["pending"], n)
    state.end_triggered_by = _seat_or_none(data["end_triggered_by"], n - 1, "seat")
    left = data["turns_left"]
    state.turns_left = None if left is None else whole(left, 0, n, "number of turns")
    state.winners = wholes(data["winners"], 0, n - 1, "winner")
    _check_consistent(state, n)
    return state


def _explored(entry: Any) -> dict[str, Any]:
    if not isinstance(entry, dict) or set(entry) != {"island", "card", "token"}:
        raise CorruptSave("an explored island in the save is damaged")
    card = whole(entry["card"], 0, DECK_SIZE - 1, "card")
    if CARDS[card].kind != "island" or CARDS[card].name != entry["island"] or entry["token"] not in TOKENS:
        raise CorruptSave("an explored island in the save is damaged")
    return {"island": CARDS[card].name, "card": card, "token": str(entry["token"])}


def _pending(value: Any, n: int) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("kind") not in PENDING_KINDS:
        raise CorruptSave("the save waits for a strange choice")
    pending: dict[str, Any] = {"kind": str(value["kind"]), "seat": whole(value["seat"], 0, n - 1, "seat")}
    extra = {"raid": "victim", "kauai": "moves_left", "nihoa": "discarded", "lanai": "cards"}.get(pending["kind"])
    if set(value) != {"kind", "seat"} | ({extra} if extra else set()):
        raise CorruptSave("the save waits for a strange choice")
    if extra == "victim":
        pending["victim"] = whole(value["victim"], 0, n - 1, "seat")
    elif extra == "moves_left":
        pending["moves_left"] = whole(value["moves_left"], 1, 2, "number of moves")
    elif extra == "discarded":
        pending["discarded"] = whole(value["discarded"], 0, DECK_SIZE, "number of cards")
    elif extra == "cards":
        pending["cards"] = _ids(value["cards"], "Lanai cards")
    return pending


def _check_consistent(state: "ParadiseFallenState", n: int) -> None:
    per_seat = (state.hands, state.canoes, state.explored, state.active)
    if any(len(x) != n for x in per_seat):
        raise CorruptSave("the save's per-player lists do not match its seats")
    if sorted(state.all_cards()) != list(range(DECK_SIZE)):
        raise CorruptSave("the save's cards do not add up to the 85 of the deck")
    for spot, cards in state.aberrations.items():
        for card in cards:
            if CARDS[card].kind != "aberration":
                raise CorruptSave("the save has a card lying on the grid that is no Aberration")
            if (ABERRATION_BY_NAME[CARDS[card].name].where == "island") != (spot < ISLAND_SPOTS):
                raise CorruptSave(f"the save has {CARDS[card].name} lying where it cannot lie")
    for row in state.explored:
        if len({e["island"] for e in row}) != len(row):
            raise CorruptSave("the save has an island explored twice by one player")
    if any(CARDS[c].kind != "aptitude" for a in state.active for c in a):
        raise CorruptSave("the save has a strange card before a player")
    if state.pending is not None:
        decider = (state.turn + 1) % n if state.pending["kind"] == "raid" else state.turn
        if state.phase != "play" or state.pending["seat"] != decider or not pending_actions(state):
            raise CorruptSave("the save waits for a choice nobody can make")
        if state.pending["kind"] == "raid" and state.pending["victim"] != state.turn:
            raise CorruptSave("the save waits for a choice nobody can make")
    if (state.phase == "over") != bool(state.winners):
        raise CorruptSave("the save's winners do not match its phase")
