"""A Paradisio match as data: the view every seat sees, and the save payload read back, checked.

Both hands lie face up (RULINGS §2), so every seat's view is the whole table.  The payload keeps
exactly the keys and order saves have always had; :func:`rebuild` reads it with the checked readers of
:mod:`game.payload` and refuses a table whose tiles, seats, tokens or rounds do not add up.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import payload as read
from game.core import CorruptSave, GameRng, Seat
from game.paradisio.events import StartRule
from game.paradisio.grid import Square, square_room
from game.paradisio.tiles import TILE_COUNT, TILES, tile_corners

if TYPE_CHECKING:
    from game.paradisio.state import ParadisioState

REACH = 3
"""How far from the first tile (0, 0) a tile can lie along each axis (the 4×4 square)."""
ROUND_LIMIT = 100_000
"""The most rounds a save may count (tied rounds are endless in principle)."""
SEATS = (0, 1)
SEAT_OR_NONE = (None, 0, 1)


def placed_view(placed: Square) -> list[dict[str, Any]]:
    """Placed tiles as a view shows them: cell, tile id, turn, kind name and corners, row by row."""
    return [{"cell": [c, r], "tile_id": t, "turn": turn, "kind": TILES[t].name, "corners": list(tile_corners(t, turn))}
            for (c, r), (t, turn) in sorted(placed.items())]


def square_from_view(placed: list[dict[str, Any]]) -> Square:
    """Placed tiles as cell -> (tile_id, turn), from a view's list (the inverse of :func:`placed_view`)."""
    return {(p["cell"][0], p["cell"][1]): (p["tile_id"], p["turn"]) for p in placed}


def view(state: "ParadisioState", seat: int | None) -> dict[str, Any]:
    """Everything on the table (Paradisio is open information), JSON-safe."""
    last = state.last_round
    return {
        "game": state.GAME_ID,
        "you": seat,
        "seats": [s.to_dict() for s in state.seats],
        "round": state.round,
        "starter": state.starter,
        "to_move": list(state.to_move),
        "hands": [list(h) for h in state.hands],
        "placed": placed_view(state.placed),
        "last_placer": state.last_placer,
        "tokens": list(state.tokens),
        "tokens_to_win": state.tokens_to_win,
        "is_over": state.is_over,
        "winner": state.winner,
        "last_round": None if last is None else {
            "round": last[0], "placed": placed_view(last[1]), "hands": [list(h) for h in last[2]]},
        "rounds": list(state.rounds),
    }


def start_rule_of(seen: dict[str, Any]) -> StartRule:
    """Why the starter of the round a view shows starts it (the rule :class:`~game.paradisio.events.RoundStarted`
    told): drawn at random in round 1, else a tie before (all 16 tiles were down) or the loser starts."""
    last = seen.get("last_round")
    if seen["round"] <= 1:
        return "drawn"
    if last is not None and len(last["placed"]) == TILE_COUNT:
        return "tied"
    return "lost"


def _square_rows(square: Square) -> list[list[int]]:
    """Placed tiles as save rows ``[col, row, tile_id, turn]``."""
    return [[c, r, t, turn] for (c, r), (t, turn) in sorted(square.items())]


def _square_from_rows(rows: Any) -> Square:
    """Placed tiles from :func:`_square_rows` rows, each value checked."""
    if not isinstance(rows, list):
        raise CorruptSave("the save's table is damaged")
    square: Square = {}
    for row in rows:
        if not isinstance(row, list) or len(row) != 4:
            raise CorruptSave("a tile on the saved table is damaged")
        col, line = read.wholes(row[:2], -REACH, REACH, "cell")
        square[(col, line)] = (read.whole(row[2], 0, TILE_COUNT - 1, "tile"), read.whole(row[3], 0, 3, "turn"))
    return square


def _hands(data: Any) -> list[list[int]]:
    if not isinstance(data, list) or len(data) != 2:
        raise CorruptSave("the save's hands are damaged")
    return [read.wholes(hand, 0, TILE_COUNT - 1, "tile") for hand in data]


def payload(state: "ParadisioState") -> dict[str, Any]:
    """The whole match as save data (the keys and their order are those of every save so far)."""
    last = state.last_round
    return {
        "seats": [s.to_dict() for s in state.seats],
        "rng": state.rng.to_json(),
        "tokens_to_win": state.tokens_to_win,
        "tokens": state.tokens,
        "round": state.round,
        "starter": state.starter,
        "player": state.player,
        "hands": state.hands,
        "placed": _square_rows(state.placed),
        "last_placer": state.last_placer,
        "winner": state.winner,
        "last_round": None if last is None else [last[0], _square_rows(last[1]), last[2]],
        "rounds": state.rounds,
    }


def rebuild(cls: "type[ParadisioState]", data: dict[str, Any]) -> "ParadisioState":
    """A match from :func:`payload` data; CorruptSave (or a KeyError, TypeError, ...) if it is damaged.

    Saves from before the last round's table or the rounds' takers were kept have neither.
    """
    state = cls(read.seats(data["seats"], 2, 2), GameRng.from_json(data["rng"]),
                read.whole(data["tokens_to_win"], 1, ROUND_LIMIT, "number of tokens to win"))
    state.tokens = read.wholes(data["tokens"], 0, state.tokens_to_win, "number of tokens")
    state.round = read.whole(data["round"], 1, ROUND_LIMIT, "round")
    state.starter = read.one_of(data["starter"], SEATS, "starting seat")
    state.player = read.one_of(data["player"], SEATS, "seat to move")
    state.hands = _hands(data["hands"])
    state.placed = _square_from_rows(data["placed"])
    state.last_placer = read.one_of(data["last_placer"], SEAT_OR_NONE, "last placer")
    state.winner = read.one_of(data["winner"], SEAT_OR_NONE, "winner")
    last = data.get("last_round")
    if last is not None:
        if not isinstance(last, list) or len(last) != 3:
            raise CorruptSave("the save's last round is damaged")
        state.last_round = (read.whole(last[0], 1, ROUND_LIMIT, "round"), _square_from_rows(last[1]), _hands(last[2]))
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list):
        raise CorruptSave("the save's rounds are damaged")
    state.rounds = [read.one_of(taker, SEAT_OR_NONE, "round's winner") for taker in rounds]
    check_sane(state)
    return state


def check_sane(state: "ParadisioState") -> None:
    """Raise CorruptSave unless the tiles, tokens and rounds of a rebuilt match add up."""
    tiles = [t for hand in state.hands for t in hand] + [t for t, _ in state.placed.values()]
    if len(state.tokens) != 2 or sorted(tiles) != list(range(TILE_COUNT)):
        raise CorruptSave("the Paradisio save does not add up")
    finished = state.round - 1 + (state.winner is not None)
    if state.rounds and (len(state.rounds) != finished
                         or [state.rounds.count(0), state.rounds.count(1)] != state.tokens):
        raise CorruptSave("the Paradisio save's rounds do not add up to its tokens")
    try:
        square_room(state.placed)
        if state.last_round is not None:
            square_room(state.last_round[1])
    except ValueError as exc:
        raise CorruptSave("the Paradisio save has a tile outside the 4×4 square") from exc


def state_from_view(cls: "type[ParadisioState]", seen: dict[str, Any]) -> "ParadisioState":
    """A playable match rebuilt from a view (Paradisio is open information).

    No bot uses it (the bots think from the view itself); it shows that a view holds everything the
    rules need.  The deal order is not in a view, so the rebuilt match deals later rounds differently.
    """
    state = cls([Seat.from_dict(s) for s in seen["seats"]], GameRng(0), int(seen["tokens_to_win"]))
    state.tokens = list(seen["tokens"])
    state.round, state.starter = int(seen["round"]), int(seen["starter"])
    state.player = seen["to_move"][0] if seen["to_move"] else state.starter
    state.hands = [list(h) for h in seen["hands"]]
    state.placed = square_from_view(seen["placed"])
    state.last_placer, state.winner = seen["last_placer"], seen["winner"]
    state.rounds = list(seen.get("rounds", []))
    last = seen.get("last_round")
    if last is not None:
        state.last_round = (last["round"], square_from_view(last["placed"]), [list(h) for h in last["hands"]])
    return state
