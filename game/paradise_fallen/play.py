"""Carrying out a legal action: trips and their card effects, exploring, Aberrations,
the end phase and the passing of the turn.  Powers and Aptitudes are in :mod:`powers`.

The caller (:meth:`game.base.GameState.apply`, through ``carry_out``) has checked the action is legal.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event

from .actions import Discard, Done, EndPlay, Explore, PlayAberration, PlayAptitude, Trip, UsePower
from .cards import CARDS, HAND_SIZE
from .events import AberrationPlayed, CardDiscarded, GameOver, PlayEnded, TripMade, TurnEnded, TurnStarted
from .powers import explore, play_aptitude, resolve, use_power
from .trips import place_name, rations_in, step_effects, trip_cost

if TYPE_CHECKING:
    from .state import ParadiseFallenState


def carry_out(state: "ParadiseFallenState", seat: int, action: Action) -> list[Event]:
    """Do ``action`` for ``seat`` and return the events, in the order they happened."""
    if state.pending is not None:
        return resolve(state, seat, action)
    if isinstance(action, Trip):
        return make_trip(state, seat, action.path, action.pay)
    if isinstance(action, Explore):
        state.acted = True
        return explore(state, seat, action.card, token=True)
    if isinstance(action, PlayAberration):
        state.acted = True
        state.hands[seat].remove(action.card)
        state.aberrations.setdefault(action.spot, []).append(action.card)
        return [state.happened(AberrationPlayed(seat, action.card, action.spot,
                                                        place_name(state.grid, action.spot)))]
    if isinstance(action, PlayAptitude):
        return play_aptitude(state, seat, action.card)
    if isinstance(action, UsePower):
        return use_power(state, seat, action.island)
    if isinstance(action, EndPlay):
        state.phase = "end"
        return [state.happened(PlayEnded(seat))]
    if isinstance(action, Discard):
        state.to_discard(seat, action.card)
        return [state.happened(CardDiscarded(seat, action.card, "end of turn"))]
    assert isinstance(action, Done)
    return end_turn(state, seat)


def make_trip(state: "ParadiseFallenState", seat: int, path: tuple[int, ...], pay: tuple[int, ...]) -> list[Event]:
    """Pay, sail along ``path``, then the card effects of the gaps crossed, in order."""
    aptitudes = state.aptitudes(seat)
    start = state.canoes[seat]
    cost = trip_cost(state.grid, state.aberrations, start, path, aptitudes)
    for card in pay:
        state.to_discard(seat, card)
        if CARDS[card].kind == "ration":
            state.paid_rations.append(card)
    wasted = rations_in(pay) - cost if pay else 0
    state.canoes[seat] = path[-1]
    state.acted = True
    state.effects = [effect for a, b in zip([start, *path[:-1]], path)
                     for effect in step_effects(state.aberrations, a, b, aptitudes)]
    events: list[Event] = [state.happened(TripMade(seat, start, tuple(path), cost, tuple(pay), wasted,
                                                   tuple(state.grid[p] for p in path)))]
    return events + continue_effects(state)


def continue_effects(state: "ParadiseFallenState") -> list[Event]:
    """The trip's card effects still to happen: Driftwood draws, a raid waits for the pick."""
    events: list[Event] = []
    seat = state.turn
    while state.effects:
        effect = state.effects.pop(0)
        if effect == "driftwood" and not state.driftwood_drawn:
            state.driftwood_drawn = True
            events += state.draw(seat, 1, "Driftwood")
        elif effect == "raid" and state.hands[seat]:
            state.pending = {"kind": "raid", "seat": (seat + 1) % state.players, "victim": seat}
            break
    return events


def end_turn(state: "ParadiseFallenState", seat: int) -> list[Event]:
    """Lasting Aptitudes to the discard pile, refill the hand, and pass the turn (or end the game)."""
    lasting = tuple(state.active[seat])
    state.discard += lasting
    state.active[seat] = []
    missing = state.refill_to - len(state.hands[seat])
    events: list[Event] = state.draw(seat, missing, "refill") if missing > 0 else []
    events.append(state.happened(TurnEnded(seat, lasting)))
    if state.turns_left is not None:
        state.turns_left -= 1
        if state.turns_left == 0:
            return events + finish(state)
    state.turn = (seat + 1) % state.players
    state.turn_number += 1
    state.phase = "play"
    state.acted = state.power_used = state.driftwood_drawn = False
    state.refill_to = HAND_SIZE
    state.paid_rations = []
    events.append(state.happened(TurnStarted(state.turn, state.turn_number)))
    return events


def finish(state: "ParadiseFallenState") -> list[Event]:
    """The last turn is over: the result."""
    state.phase = "over"
    state.winners = state.result_winners()
    explored = tuple(len(row) for row in state.explored)
    tokens = tuple(state.tokens_up(s) for s in range(state.players))
    return [state.happened(GameOver(tuple(state.winners), explored, tokens, state.end_triggered_by))]
