"""Which actions a seat may take now, and why another is refused (in a player's words).

:func:`legal_actions` lists every legal action, trips in their canonical form
(see :mod:`trips`); :func:`problem` is None exactly for those, and for anything
else says why it is refused.  The refusals' sentences live here and in
:mod:`powers` (``power_problem``, ``aptitude_problem``), next to the rule each one explains.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action

from . import prompts
from .actions import ANSWERS, Discard, Done, EndPlay, Explore, PlayAberration, PlayAptitude, Trip, UsePower
from .cards import ABERRATION_BY_NAME, CARDS, GAPS, ISLAND_SPOTS, ISLANDS
from .narrate import card_name, card_name_first
from .powers import aptitude_problem, pending_actions, power_problem
from .trips import canonical_payment, is_irredundant, payments, rations_in, trip_cost, trip_routes

if TYPE_CHECKING:
    from .state import ParadiseFallenState

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
    """Every trip ``seat`` can make and pay for now (canonical paths and payments): the trips of the seat's
    fares (:func:`~.fares.route_fares`), listed straight from the routes and payments they are made of."""
    hand = state.hands[seat]
    routes = trip_routes(state.grid, state.aberrations, state.canoes[seat], state.aptitudes(seat))
    ways: dict[int, list[tuple[int, ...]]] = {}
    for _, cost in routes:
        if cost not in ways:
            ways[cost] = payments(hand, cost)
    return [Trip(path, pay) for path, cost in routes for pay in ways[cost]]


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


def problem(state: "ParadiseFallenState", seat: int, action: Action) -> str | None:
    """Why ``seat`` may not take ``action`` now, in a player's words; None exactly for the actions
    :func:`legal_actions` lists (checked without listing them all)."""
    if state.is_over:
        return "The game is over."
    if not 0 <= seat < state.players:
        return "That seat is not at this table."
    mover = state.to_move[0]
    if seat != mover:
        name = state.seats[mover].name
        return f"It is {name}'s turn." if state.pending is None else f"{name} has a choice to make first."
    if state.pending is not None:
        if action in pending_actions(state):
            return None
        return prompts.first_choose(state.pending["kind"])
    if isinstance(action, ANSWERS):
        return "That move is only made when a card or island power asks for it."
    if state.phase == "end":
        return _end_phase_problem(state, seat, action)
    if isinstance(action, (Discard, Done)):
        return "Discarding comes in the end phase: end the play phase first."
    if isinstance(action, (Explore, PlayAberration, PlayAptitude)) and action.card not in state.hands[seat]:
        return f"You do not hold {card_name(action.card)}."
    if isinstance(action, Explore):
        return _explore_problem(state, seat, action.card)
    if isinstance(action, PlayAberration):
        return _aberration_problem(action)
    if isinstance(action, PlayAptitude):
        return _aptitude_problem(state, seat, action.card)
    if isinstance(action, UsePower):
        if action.island not in ISLANDS:
            return "There is no such island."
        return power_problem(state, seat, action.island)
    if isinstance(action, Trip):
        return _trip_problem(state, seat, action)
    return None if action == EndPlay() else "That is not a move of Paradise Fallen."


def _end_phase_problem(state: "ParadiseFallenState", seat: int, action: Action) -> str | None:
    if action == Done():
        return None
    if isinstance(action, Discard):
        return None if action.card in state.hands[seat] else f"You do not hold {card_name(action.card)}."
    return prompts.END_PHASE_ONLY


def _explore_problem(state: "ParadiseFallenState", seat: int, card: int) -> str | None:
    if card in explorable(state, seat):
        return None
    face = CARDS[card]
    if face.kind != "island":
        return f"{card_name_first(card)} is not an Island card."
    if face.name in state.explored_islands(seat):
        return f"You have already explored {face.name}."
    return f"Your canoe must be on {face.name} to explore it."


def _aberration_problem(action: PlayAberration) -> str | None:
    if CARDS[action.card].kind != "aberration":
        return f"{card_name_first(action.card)} is not an Aberration."
    if action.spot in spots_for(action.card):
        return None
    where = "on an island" if ABERRATION_BY_NAME[CARDS[action.card].name].where == "island" else "in a gap"
    return f"{CARDS[action.card].name} is laid {where}."


def _aptitude_problem(state: "ParadiseFallenState", seat: int, card: int) -> str | None:
    if CARDS[card].kind != "aptitude":
        return f"{card_name_first(card)} is not an Aptitude."
    if state.acted:
        return "Aptitudes are played only at the start of a turn, before anything else."
    return aptitude_problem(state, seat, card)


def _trip_problem(state: "ParadiseFallenState", seat: int, trip: Trip) -> str | None:
    aptitudes = state.aptitudes(seat)
    hand = state.hands[seat]
    routes = trip_routes(state.grid, state.aberrations, state.canoes[seat], aptitudes)
    offered = next((c for path, c in routes if path == trip.path), None)
    if offered is not None and trip.pay in payments(hand, offered):
        return None
    try:
        cost = trip_cost(state.grid, state.aberrations, state.canoes[seat], trip.path, aptitudes)
    except (ValueError, IndexError):
        return "Every step of a trip goes to a neighbouring island."
    if any(c not in hand for c in trip.pay):
        return "You can only pay with cards in your hand."
    if not is_irredundant(trip.pay, cost):
        total = rations_in([c for c in trip.pay if 0 <= c < len(CARDS)])
        if total < cost:
            return f"That trip costs {cost} rations; those cards give only {total}."
        return f"That trip costs {cost} rations: pay with Ration or Island cards, none more than needed."
    if canonical_payment(hand, trip.pay) != tuple(sorted(trip.pay)) or tuple(sorted(trip.pay)) != trip.pay:
        return "Pay with the lowest-numbered of cards that look alike, in number order."
    return "That path is not the cheapest way there; take the path the table offers."
