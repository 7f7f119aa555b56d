"""Pictures of a Last Resort state: the per-seat view and the versioned save.

Secret: a chosen Advert until all are revealed (only its owner sees it), the order
of every face-down pile, the next Evil A.I. card, and the faces of face-down
Malfunctions.  Everything else is on the table for all: stations, tourists, cash,
trackers, the offers, the lounge and what the bag holds (the tourists not seen elsewhere).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from game.codec import decode_state, encode_state
from game.core import CorruptSave, GameRng, Seat

from .boards import ADVERT_KINDS, EVIL_CARDS, ROUND_TRACK, SPACE_COSTS, SPACES, STATIONS, TRENDS, VIEWING_PLATFORMS
from .legal import offered
from .phases import PHASES
from .prestige import EVIL_AI, check_track, order, value
from .scoring import CashEntry
from .station import StationPlan, icons, is_connected, visible_platforms
from .tiles import COLOURS, MALFUNCTIONS, PRESTIGE, TILES, TOURISTS, Colour

if TYPE_CHECKING:
    from .state import LastResortState


def view(state: "LastResortState", seat: int | None) -> dict[str, Any]:
    """JSON-safe picture of ``state`` as ``seat`` may see it (None: the public table)."""
    trend = TRENDS[state.trend]
    evil = None
    if state.solo:
        card = EVIL_CARDS[state.evil_card] if state.evil_card is not None else None
        evil = {"cash": state.evil_cash, "card": state.evil_card, "cards_left": len(state.evil_pile),
                "advert": card.advert if card else None, "name": card.name if card else None,
                "prestige": {k: value(state.tracks[k], EVIL_AI) for k in PRESTIGE}}
    return {
        "game": state.GAME_ID,
        "viewer": seat,
        "phase": state.phase,
        "year": state.year,
        "season": state.season,
        "to_move": list(state.to_move),
        "players": state.players,
        "something_wrong": state.something_wrong,
        "seats": [_seat_view(state, s, seat) for s in state.seats],
        "trend": {"index": trend.index, "name": trend.name, "A": trend.a, "B": trend.b, "C": trend.c,
                  "missing": trend.missing},
        "trends_left": len(state.trend_pile),
        "round_track": [{"arrivals": i + 1, "letter": a.letter, "tourists": a.tourists(state.players)}
                        for i, a in enumerate(ROUND_TRACK)],
        "bag": dict(state.bag),
        "bag_total": sum(state.bag.values()),
        "lounge": dict(state.lounge),
        "draft_order": list(state.order),
        "picker": state.picker if state.order else None,
        "offers": {k: offered(state, k) for k in ("attraction", "amenity", "improvement", "berth")},
        "piles": {"attraction": len(state.piles.get(f"attraction-{state.year}", [])),
                  "amenity": len(state.piles.get(f"amenity-{state.year}", [])),
                  "berth": len(state.berths)},
        "malfunctions_left": len(state.malfunction_pile),
        "tracks": {k: [list(pair) for pair in state.tracks[k]] for k in PRESTIGE},
        "queue": list(state.queue),
        "pending": [[kind, s] for kind, s in state.pending],
        "evil": evil,
    }


def _seat_view(state: "LastResortState", seat: Seat, viewer: int | None) -> dict[str, Any]:
    i = seat.index
    plan = state.stations[i]
    shown = state.revealed or i == viewer
    marks = icons(plan)
    return {**seat.to_dict(),
            "station": STATIONS[i].colour,
            "cash": state.cash[i],
            "advert": state.adverts.get(i) if shown else None,
            "advert_chosen": i in state.adverts,
            "improvement_used": state.improvement_used[i],
            "prestige": {k: value(state.tracks[k], i) for k in PRESTIGE},
            "malfunctions": len(plan.malfunctions),
            "platforms": visible_platforms(plan),
            "icons": {k: marks[k] for k in ("amenity", "attraction", "berth")},
            "spaces": [_space_view(plan, s, state.something_wrong) for s in range(SPACES)]}


def _space_view(plan: StationPlan, space: int, face_up: bool) -> dict[str, Any]:
    """One station space; a Malfunction's face only when the module lays them face up."""
    return {"space": space, "cost": SPACE_COSTS[space], "platform": space in VIEWING_PLATFORMS,
            "tile": plan.tiles.get(space), "malfunction": space in plan.malfunctions,
            "malfunction_face": plan.malfunctions.get(space) if face_up else None,
            "tourists": list(plan.guests.get(space, []))}


def to_json(state: "LastResortState") -> str:
    """Versioned JSON text of the whole state, secrets included (a save file)."""
    payload = {
        "seats": [s.to_dict() for s in state.seats],
        "something_wrong": state.something_wrong,
        "rng": state.rng.to_json(),
        "cash": list(state.cash), "evil_cash": state.evil_cash,
        "ledger": [e.to_dict() for e in state.ledger],
        "stations": [{"tiles": _keyed(p.tiles), "malfunctions": _keyed(p.malfunctions), "guests": _keyed(p.guests)}
                     for p in state.stations],
        "tracks": {k: [list(pair) for pair in state.tracks[k]] for k in PRESTIGE},
        "bag": dict(state.bag), "lounge": dict(state.lounge),
        "offers": {k: list(v) for k, v in state.offers.items()},
        "piles": {k: list(v) for k, v in state.piles.items()},
        "berths": list(state.berths), "malfunction_pile": list(state.malfunction_pile),
        "trend": state.trend, "trend_pile": list(state.trend_pile),
        "evil_pile": list(state.evil_pile), "evil_card": state.evil_card,
        "season": state.season, "phase": state.phase,
        "adverts": _keyed(state.adverts), "revealed": state.revealed,
        "improvement_used": list(state.improvement_used),
        "pending": [[kind, s] for kind, s in state.pending], "after": state.after,
        "queue": list(state.queue), "order": list(state.order), "turn": state.turn,
    }
    return encode_state(state.GAME_ID, state.VERSION, payload)


def _keyed(mapping: dict[int, Any]) -> dict[str, Any]:
    return {str(k): v for k, v in sorted(mapping.items())}


def from_json(cls: type["LastResortState"], text: str | bytes) -> "LastResortState":
    """Rebuild a state from :func:`to_json` text; raise CorruptSave on any damage."""
    data = decode_state(text, cls.GAME_ID, cls.VERSION)
    try:
        state = _rebuild(cls, data)
        _check(state)
    except CorruptSave:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, StopIteration) as exc:
        raise CorruptSave("the Last Resort save is damaged") from exc
    return state


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("not a whole number")
    return value


def _ints(values: Any) -> list[int]:
    return [_int(v) for v in values]


def _colour(value: Any) -> Colour:
    if value not in COLOURS:
        raise ValueError("not a tourist colour")
    return cast(Colour, value)


def _rebuild(cls: type["LastResortState"], data: dict[str, Any]) -> "LastResortState":
    seats = [Seat.from_dict(s) for s in data["seats"]]
    if not 1 <= len(seats) <= 4:
        raise CorruptSave("the save does not have 1 to 4 seats")
    something_wrong = data.get("something_wrong", False)  # saves made before the module had no key
    if not isinstance(something_wrong, bool):
        raise CorruptSave("the save's options are damaged")
    state = cls(seats, GameRng.from_json(data["rng"]), something_wrong)
    state.cash, state.evil_cash = _ints(data["cash"]), _int(data["evil_cash"])
    state.ledger = [CashEntry.from_dict(e) for e in data["ledger"]]
    for raw in data["stations"]:
        plan = StationPlan({_int(int(k)): _int(v) for k, v in raw["tiles"].items()},
                           {_int(int(k)): _int(v) for k, v in raw["malfunctions"].items()},
                           {_int(int(k)): [None if g is None else _colour(g) for g in v] for k, v in raw["guests"].items()})
        state.stations.append(plan)
    state.tracks = {k: [[_int(p), _int(v)] for p, v in data["tracks"][k]] for k in PRESTIGE}
    state.bag = {c: _int(data["bag"][c]) for c in COLOURS}
    state.lounge = {c: _int(data["lounge"][c]) for c in COLOURS}
    state.offers = {k: _ints(data["offers"][k]) for k in ("attraction", "amenity", "improvement")}
    state.piles = {f"{k}-{y}": _ints(data["piles"][f"{k}-{y}"]) for k in ("attraction", "amenity") for y in (1, 2, 3)}
    state.berths, state.malfunction_pile = _ints(data["berths"]), _ints(data["malfunction_pile"])
    state.trend, state.trend_pile = _int(data["trend"]), _ints(data["trend_pile"])
    state.evil_pile = _ints(data["evil_pile"])
    state.evil_card = None if data["evil_card"] is None else _int(data["evil_card"])
    state.season = _int(data["season"])
    phase = data["phase"]
    if phase not in PHASES:
        raise CorruptSave("the save is in an unknown phase")
    state.phase = phase
    adverts = {_int(int(k)): v for k, v in data["adverts"].items()}
    if any(v not in ADVERT_KINDS for v in adverts.values()):
        raise CorruptSave("the save holds a strange Advert")
    state.adverts = adverts
    if not isinstance(data["revealed"], bool) or not all(isinstance(b, bool) for b in data["improvement_used"]):
        raise CorruptSave("the save is damaged")
    state.revealed, state.improvement_used = data["revealed"], list(data["improvement_used"])
    state.pending = [(str(kind), _int(s)) for kind, s in data["pending"]]
    state.after = str(data["after"])
    state.queue, state.order, state.turn = _ints(data["queue"]), _ints(data["order"]), _int(data["turn"])
    return state


def _check(state: "LastResortState") -> None:
    """Refuse a save whose numbers do not add up."""
    n, people = state.players, range(state.players)
    if len(state.cash) != n or len(state.stations) != n or len(state.improvement_used) != n:
        raise CorruptSave("the save's per-player lists do not match its seats")
    if any(c < 0 for c in state.cash):
        raise CorruptSave("the save shows a player below zero cash")
    if not 1 <= state.season <= len(ROUND_TRACK) or not 0 <= state.trend < len(TRENDS):
        raise CorruptSave("the save is at an impossible point of the round track")
    for kind in PRESTIGE:
        check_track(state.tracks[kind], state.parties)
    on_stations = sum(p.tourist_count() for p in state.stations)
    if any(v < 0 for v in [*state.bag.values(), *state.lounge.values()]) or \
            sum(state.bag.values()) + sum(state.lounge.values()) + on_stations != TOURISTS:
        raise CorruptSave("the save's tourists do not add up to 120")
    for plan in state.stations:
        if set(plan.tiles) & set(plan.malfunctions) or set(plan.guests) != set(plan.tiles) or \
                any(not 0 <= s < SPACES for s in plan.occupied()) or not is_connected(plan.occupied()):
            raise CorruptSave("the save holds a station that cannot be")
        for space, tile in plan.tiles.items():
            if not 0 <= tile < len(TILES) or len(plan.guests[space]) != len(TILES[tile].spaces):
                raise CorruptSave("the save holds a tile that cannot be")
    if any(not 0 <= s < n for s in [*state.queue, *state.adverts, *(s for _, s in state.pending)]) or \
            any(p not in state.parties for p in state.order) or sorted(state.order) not in ([], sorted(state.parties)):
        raise CorruptSave("the save names a seat that is not at the table")
    if state.phase in ("checkout", "build") and not state.queue or \
            state.phase in ("malfunction", "repair") and not state.pending or \
            state.phase == "arrivals" and (not state.order or state.turn < 0 or order(state.tracks[PRESTIGE[0]]) == []):
        raise CorruptSave("the save waits for nobody")
    if state.phase in ("checkout", "build") and any(s not in state.adverts for s in people):
        raise CorruptSave("the save is missing an Advert")
    if state.solo and state.phase != "advertise" and state.evil_card is None and state.phase != "over":
        raise CorruptSave("the save is missing the Evil A.I.'s card")
    if state.evil_card is not None and not 0 <= state.evil_card < len(EVIL_CARDS) or \
            any(not 0 <= c < len(EVIL_CARDS) for c in state.evil_pile) or any(not 0 <= t < len(TRENDS) for t in state.trend_pile):
        raise CorruptSave("the save holds a strange card")
    if state.after not in ("", "checkout", "build", "season end") or \
            any(kind not in ("advert", "extra", "repair") for kind, _ in state.pending):
        raise CorruptSave("the save is damaged")
    _check_tiles(state)


def _check_tiles(state: "LastResortState") -> None:
    kinds = {**{k: k for k in state.offers}, **{k: k.split("-")[0] for k in state.piles}}
    groups = {**state.offers, **state.piles, "berth": state.berths}
    kinds["berth"] = "berth"
    for key, tiles in groups.items():
        if any(not 0 <= t < len(TILES) or TILES[t].kind != kinds[key] for t in tiles):
            raise CorruptSave("the save holds a tile where it cannot be")
    if any(not 0 <= m < len(MALFUNCTIONS) for m in state.malfunction_pile) or \
            any(not 0 <= m < len(MALFUNCTIONS) for plan in state.stations for m in plan.malfunctions.values()):
        raise CorruptSave("the save holds a strange Malfunction")
