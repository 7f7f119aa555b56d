"""Pictures of a Last Resort state: the per-seat view, and the saved payload read back with a check of every value.

Secret: a chosen Advert until all are revealed (only its owner sees it), the order
of every face-down pile, the next Evil A.I. card, and the faces of face-down
Malfunctions.  Everything else is on the table for all: stations, tourists, cash,
trackers, the offers, the lounge and what the bag holds (the tourists not seen elsewhere).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import payload as read
from game.core import CorruptSave, GameRng, Seat
from game.payload import one_of, whole, wholes

from .boards import (
    ADVERT_KINDS,
    EVIL_CARDS,
    PRESTIGE_CAP,
    ROUND_TRACK,
    SPACE_COSTS,
    SPACES,
    STATIONS,
    TRENDS,
    VIEWING_PLATFORMS,
)
from .legal import offered
from .prestige import EVIL_AI, check_track, order, value
from .scoring import CashEntry
from .station import StationPlan, icons, is_connected, visible_platforms
from .tabletop import PHASES
from .tiles import COLOURS, MALFUNCTIONS, PRESTIGE, TILES, TOURISTS

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


def payload(state: "LastResortState") -> dict[str, Any]:
    """The whole state as JSON-safe data, secrets included (what a save file holds)."""
    return {
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


def _keyed(mapping: dict[int, Any]) -> dict[str, Any]:
    return {str(k): v for k, v in sorted(mapping.items())}


MOST = 10 ** 9
"""More cash, or more tourist turns, than any game reaches."""
TILE_IDS = (0, len(TILES) - 1)
FACES = (0, len(MALFUNCTIONS) - 1)


def _spaces(raw: dict[str, Any], low: int, high: int, what: str) -> dict[int, int]:
    return {whole(int(k), 0, SPACES - 1, "station space"): whole(v, low, high, what) for k, v in raw.items()}


def _station(raw: dict[str, Any]) -> StationPlan:
    guests = {whole(int(k), 0, SPACES - 1, "station space"): [None if g is None else one_of(g, COLOURS, "tourist colour")
                                                              for g in v] for k, v in raw["guests"].items()}
    return StationPlan(_spaces(raw["tiles"], *TILE_IDS, "tile"), _spaces(raw["malfunctions"], *FACES, "Malfunction"),
                       guests)


def rebuild(cls: type["LastResortState"], data: dict[str, Any]) -> "LastResortState":
    """A state from :func:`payload` data, every value read with a check and the whole checked (CorruptSave, or
    an error of a damaged value that :meth:`game.base.GameState.from_json` turns into one)."""
    try:
        state = _rebuild(cls, data)
        _check(state)
    except StopIteration as exc:  # a prestige track without one of its trackers
        raise CorruptSave("the Last Resort save is damaged") from exc
    return state


def _rebuild(cls: type["LastResortState"], data: dict[str, Any]) -> "LastResortState":
    seats = read.seats(data["seats"], 1, 4)
    something_wrong = read.flag(data.get("something_wrong", False), "option")  # saves made before the module had no key
    state = cls(seats, GameRng.from_json(data["rng"]), something_wrong)
    state.cash, state.evil_cash = wholes(data["cash"], 0, MOST, "cash"), whole(data["evil_cash"], 0, MOST, "cash")
    state.ledger = [CashEntry.from_dict(e) for e in data["ledger"]]
    state.stations = [_station(raw) for raw in data["stations"]]
    state.tracks = {k: [[whole(p, EVIL_AI, 3, "tracker"), whole(v, 0, PRESTIGE_CAP, "prestige")] for p, v in data["tracks"][k]]
                    for k in PRESTIGE}
    state.bag = {c: whole(data["bag"][c], 0, TOURISTS, "tourist count") for c in COLOURS}
    state.lounge = {c: whole(data["lounge"][c], 0, TOURISTS, "tourist count") for c in COLOURS}
    state.offers = {k: wholes(data["offers"][k], *TILE_IDS, "tile") for k in ("attraction", "amenity", "improvement")}
    state.piles = {f"{k}-{y}": wholes(data["piles"][f"{k}-{y}"], *TILE_IDS, "tile")
                   for k in ("attraction", "amenity") for y in (1, 2, 3)}
    state.berths, state.malfunction_pile = wholes(data["berths"], *TILE_IDS, "tile"), wholes(data["malfunction_pile"], *FACES, "Malfunction")
    state.trend, state.trend_pile = whole(data["trend"], 0, len(TRENDS) - 1, "Trend"), wholes(data["trend_pile"], 0, len(TRENDS) - 1, "Trend")
    state.evil_pile = wholes(data["evil_pile"], 0, len(EVIL_CARDS) - 1, "Evil A.I. card")
    state.evil_card = None if data["evil_card"] is None else whole(data["evil_card"], 0, len(EVIL_CARDS) - 1, "Evil A.I. card")
    state.season = whole(data["season"], 1, len(ROUND_TRACK), "season")
    state.phase = one_of(data["phase"], PHASES, "phase")
    state.adverts = {whole(int(k), 0, 3, "seat"): one_of(v, ADVERT_KINDS, "Advert") for k, v in data["adverts"].items()}
    state.revealed = read.flag(data["revealed"])
    state.improvement_used = [read.flag(b) for b in data["improvement_used"]]
    state.pending = [(str(kind), whole(s, 0, 3, "seat")) for kind, s in data["pending"]]
    state.after = str(data["after"])
    state.queue, state.order = wholes(data["queue"], 0, 3, "seat"), wholes(data["order"], EVIL_AI, 3, "seat")
    state.turn = whole(data["turn"], 0, MOST, "turn")
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
