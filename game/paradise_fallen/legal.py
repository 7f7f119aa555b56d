"""Which actions a seat may take now, and why another is refused (in a player's words).

:func:`legal_actions` lists every legal action, trips in their canonical form
(see :mod:`trips`); anything else is refused with a sentence from :func:`why_not`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action

from .actions import (
    Deal,
    Discard,
    Done,
    EndPlay,
    Explore,
    MoveAberration,
    PlayAberration,
    PlayAptitude,
    RaidPick,
    RemoveAberration,
    Revive,
    SailTo,
    SwapSpots,
    TakeFrom,
    Trip,
    UsePower,
    card_name,
)
from .cards import ABERRATION_BY_NAME, CARDS, GAPS, ISLAND_SPOTS, ISLANDS
from .powers import aptitude_problem, pending_actions, power_problem
from .trips import canonical_payment, is_irredundant, payments, trip_cost, trip_routes

if TYPE_CHECKING:
    from .state import ParadiseFallenState

PENDING_WORDS = {
    "raid": "pick the card the Raiding Tribe takes", "oahu": "choose where Oahu's power sails your canoe",
    "sea_turtle": "choose where the Sea Turtle takes your canoe", "molokai": "explore with Molokai's power",
    "kauai": "move Aberrations with Kauai's power (or say done)", "kahoolawe": "choose two spots to swap",
    "lanai": "give out Lanai's cards", "nihoa": "discard for Nihoa's power (or say done)",
    "trickster": "choose whom the Trickster robs", "shaman": "choose the Aberration the Shaman removes",
    "blessing": "choose the token Ancestors' Blessing turns up",
}
"""What a pending choice asks, as the end of "First ..."."""


def spots_for(card: int) -> range:
    """Where an Aberration card may be laid: on an island (0–8) or in a gap (9–20)."""
    if ABERRATION_BY_NAME[CARDS[card].name].where == "island":
        return range(ISLAND_SPOTS)
    return range(ISLAND_SPOTS, ISLAND_SPOTS + len(GAPS))


def explorable(state: "ParadiseFallenState", seat: int) -> list[int]:
    """Island cards in hand for the island under the canoe, if not yet explored by ``seat``."""
    island = state.grid[state.canoes[seat]]
    if island in state.explored_islands(seat):
        return []
    return [c for c in state.hands[seat] if CARDS[c].kind == "island" and CARDS[c].name == island]


def trips(state: "ParadiseFallenState", seat: int) -> list[Trip]:
    """Every trip ``seat`` can make and pay for now (canonical paths and payments)."""
    hand = state.hands[seat]
    routes = trip_routes(state.grid, state.aberrations, state.canoes[seat], state.aptitudes(seat))
    ways: dict[int, list[tuple[int, ...]]] = {}
    for _, cost in routes:
        if cost not in ways:
            ways[cost] = payments(hand, cost)
    return [Trip(path, pay) for path, cost in routes for pay in ways[cost]]


def trip_allowed(state: "ParadiseFallenState", seat: int, trip: Trip) -> bool:
    """True when ``trip`` is among the legal trips of ``seat`` (without listing them all)."""
    if seat not in state.to_move or state.pending is not None or state.phase != "play":
        return False
    routes = trip_routes(state.grid, state.aberrations, state.canoes[seat], state.aptitudes(seat))
    cost = next((c for path, c in routes if path == trip.path), None)
    return cost is not None and trip.pay in payments(state.hands[seat], cost)


def allowed(state: "ParadiseFallenState", seat: int, action: Action) -> bool:
    """True when ``action`` is among :func:`legal_actions` (checked without listing them all)."""
    if seat not in state.to_move:
        return False
    if state.pending is not None:
        return action in pending_actions(state)
    hand = state.hands[seat]
    if state.phase == "end":
        return action == Done() or isinstance(action, Discard) and action.card in hand
    if isinstance(action, Trip):
        return trip_allowed(state, seat, action)
    if isinstance(action, Explore):
        return action.card in explorable(state, seat)
    if isinstance(action, UsePower):
        return action.island in ISLANDS and power_problem(state, seat, action.island) is None
    if isinstance(action, PlayAptitude):
        return (not state.acted and action.card in hand and CARDS[action.card].kind == "aptitude"
                and aptitude_problem(state, seat, action.card) is None)
    if isinstance(action, PlayAberration):
        return action.card in hand and CARDS[action.card].kind == "aberration" and action.spot in spots_for(action.card)
    return action == EndPlay()


def legal_actions(state: "ParadiseFallenState", seat: int) -> list[Action]:
    """Every action ``seat`` may take now: explorations, powers and trips to islands the hand can
    explore first (cheapest first), ending the play phase last."""
    if seat not in state.to_move:
        return []
    if state.pending is not None:
        return pending_actions(state)
    hand = state.hands[seat]
    if state.phase == "end":
        return [Done(), *(Discard(c) for c in hand)]
    actions: list[Action] = [Explore(c) for c in explorable(state, seat)]
    if not state.power_used:
        actions += [UsePower(e["island"]) for e in state.explored[seat] if power_problem(state, seat, e["island"]) is None]
    wanted = {CARDS[c].name for c in hand if CARDS[c].kind == "island"} - set(state.explored_islands(seat))
    journeys = trips(state, seat)
    actions += [t for t in journeys if state.grid[t.path[-1]] in wanted]
    if not state.acted:
        actions += [PlayAptitude(c) for c in hand
                    if CARDS[c].kind == "aptitude" and aptitude_problem(state, seat, c) is None]
    actions += [PlayAberration(c, s) for c in hand if CARDS[c].kind == "aberration" for s in spots_for(c)]
    actions += [t for t in journeys if state.grid[t.path[-1]] not in wanted]
    actions.append(EndPlay())
    return actions


def why_not(state: "ParadiseFallenState", seat: int, action: Action) -> str:
    """A sentence saying why ``seat`` may not take ``action`` now (it is not among the legal ones)."""
    if state.is_over:
        return "The game is over."
    if not 0 <= seat < state.players:
        return "That seat is not at this table."
    mover = state.to_move[0]
    if seat != mover:
        name = state.seats[mover].name
        return f"It is {name}'s turn." if state.pending is None else f"{name} has a choice to make first."
    if state.pending is not None:
        return f"First {PENDING_WORDS[state.pending['kind']]}; that move is not one of the choices."
    hand = state.hands[seat]
    if isinstance(action, (RaidPick, SailTo, MoveAberration, SwapSpots, RemoveAberration, TakeFrom, Revive, Deal)):
        return "That move is only made when a card or island power asks for it."
    if state.phase == "end":
        if isinstance(action, Discard):
            return f"You do not hold {card_name(action.card)}."
        return "In the end phase you may only discard cards, then say done."
    if isinstance(action, (Discard, Done)):
        return "Discarding comes in the end phase: end the play phase first."
    if isinstance(action, (Explore, PlayAberration, PlayAptitude)) and action.card not in hand:
        return f"You do not hold {card_name(action.card)}."
    if isinstance(action, Explore):
        return _explore_problem(state, seat, action.card)
    if isinstance(action, PlayAberration):
        if CARDS[action.card].kind != "aberration":
            return f"{card_name(action.card).capitalize()} is not an Aberration."
        where = "on an island" if ABERRATION_BY_NAME[CARDS[action.card].name].where == "island" else "in a gap"
        return f"{CARDS[action.card].name} is laid {where}."
    if isinstance(action, PlayAptitude):
        if CARDS[action.card].kind != "aptitude":
            return f"{card_name(action.card).capitalize()} is not an Aptitude."
        if state.acted:
            return "Aptitudes are played only at the start of a turn, before anything else."
        return aptitude_problem(state, seat, action.card) or "That Aptitude cannot be played now."
    if isinstance(action, UsePower):
        if action.island not in ISLANDS:
            return "There is no such island."
        return power_problem(state, seat, action.island) or "That power cannot be used now."
    if isinstance(action, Trip):
        return _trip_problem(state, seat, action)
    return "That is not a move of Paradise Fallen."


def _explore_problem(state: "ParadiseFallenState", seat: int, card: int) -> str:
    face = CARDS[card]
    if face.kind != "island":
        return f"{card_name(card).capitalize()} is not an Island card."
    if face.name in state.explored_islands(seat):
        return f"You have already explored {face.name}."
    return f"Your canoe must be on {face.name} to explore it."


def _trip_problem(state: "ParadiseFallenState", seat: int, trip: Trip) -> str:
    aptitudes = state.aptitudes(seat)
    try:
        cost = trip_cost(state.grid, state.aberrations, state.canoes[seat], trip.path, aptitudes)
    except (ValueError, IndexError):
        return "Every step of a trip goes to a neighbouring island."
    hand = state.hands[seat]
    if any(c not in hand for c in trip.pay):
        return "You can only pay with cards in your hand."
    if not is_irredundant(trip.pay, cost):
        total = sum(CARDS[c].value for c in trip.pay if 0 <= c < len(CARDS))
        if total < cost:
            return f"That trip costs {cost} rations; those cards give only {total}."
        return f"That trip costs {cost} rations: pay with Ration or Island cards, none more than needed."
    if canonical_payment(hand, trip.pay) != tuple(sorted(trip.pay)) or tuple(sorted(trip.pay)) != trip.pay:
        return "Pay with the lowest-numbered of cards that look alike, in number order."
    return "That path is not the cheapest way there; take the path the table offers."
