"""Kanaloa's island powers, the Aptitudes, and the choices they ask for (``state.pending``).

Each power or Aptitude either acts at once or opens a pending choice; the
choice's legal actions come from :func:`pending_actions` and are carried out by
:func:`resolve`.  Pure rules: no I/O, never imports pygame.
"""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from game.core import Action, Event

from . import events as ev
from .actions import Deal, Discard, Done, Explore, MoveAberration, RaidPick, RemoveAberration, Revive, SailTo, SwapSpots, TakeFrom
from .cards import CARDS, GAPS, ISLAND_SPOTS, neighbours
from .trips import place_name

if TYPE_CHECKING:
    from .state import ParadiseFallenState

HAWAII_REFILL = 6
KAUAI_MOVES = 2
ALL_SPOTS = range(ISLAND_SPOTS + len(GAPS))


def like_spots(spot: int) -> range:
    """The spots of the same kind as ``spot``: the nine islands, or the twelve gaps."""
    return range(ISLAND_SPOTS) if spot < ISLAND_SPOTS else range(ISLAND_SPOTS, ISLAND_SPOTS + len(GAPS))


def aberrations_in_play(state: "ParadiseFallenState") -> list[int]:
    """Every Aberration card lying on the table, in spot order."""
    return [c for spot in sorted(state.aberrations) for c in state.aberrations[spot]]


def spot_of(state: "ParadiseFallenState", card: int) -> int:
    """Where the Aberration ``card`` lies."""
    return next(spot for spot, cards in state.aberrations.items() if card in cards)


def oahu_destinations(state: "ParadiseFallenState", seat: int) -> list[int]:
    """Explored islands' positions other than where the canoe is."""
    spots = {state.position_of(island) for island in state.explored_islands(seat)}
    return sorted(spots - {state.canoes[seat]})


def molokai_cards(state: "ParadiseFallenState", seat: int) -> list[int]:
    """Island cards in hand for an unexplored island orthogonally next to the canoe."""
    near = {state.grid[p] for p in neighbours(state.canoes[seat])} - set(state.explored_islands(seat))
    return sorted(c for c in state.hands[seat] if CARDS[c].kind == "island" and CARDS[c].name in near)


def power_problem(state: "ParadiseFallenState", seat: int, island: str) -> str | None:
    """Why ``seat`` cannot use ``island``'s power now (None: it can)."""
    entry = next((e for e in state.explored[seat] if e["island"] == island), None)
    if entry is None:
        return f"You have not explored {island}."
    if entry["token"] == "none":
        return f"{island} was explored with Molokai's power: it has no Kanaloa token."
    if entry["token"] != "up":
        return f"Your Kanaloa token of {island} is spent (face down): its power is used up."
    if state.power_used:
        return f"You have already used an island power this turn (one a turn): {island}'s waits for your next turn."
    if island == "Oahu" and not oahu_destinations(state, seat):
        return "Oahu's power needs another island you have explored to sail to."
    if island == "Molokai" and not molokai_cards(state, seat):
        return "Molokai's power needs an Island card for an unexplored island next to your canoe."
    if island in ("Kauai", "Kahoolawe") and not state.aberrations:
        return f"{island}'s power needs an Aberration in play."
    return None


def aptitude_problem(state: "ParadiseFallenState", seat: int, card: int) -> str | None:
    """Why the Aptitude ``card`` would do nothing now (None: it can be played)."""
    name = CARDS[card].name
    if name == "Shaman" and not state.aberrations:
        return "The Shaman needs an Aberration in play."
    if name == "Ancestors' Blessing" and not any(e["token"] == "spent" for e in state.explored[seat]):
        return "Ancestors' Blessing needs one of your Kanaloa tokens spent."
    if name == "Trickster" and not any(state.hands[s] for s in range(state.players) if s != seat):
        return "The Trickster needs another player with cards in hand."
    return None


def use_power(state: "ParadiseFallenState", seat: int, island: str) -> list[Event]:
    """Spend ``island``'s token for its power: act at once or open its choice."""
    entry = next(e for e in state.explored[seat] if e["island"] == island)
    entry["token"] = "spent"
    state.power_used = state.acted = True
    events: list[Event] = [state.happened(ev.PowerUsed(seat, island))]
    if island == "Hawaii":
        state.refill_to = HAWAII_REFILL
        return events + state.draw(seat, 1, "Hawaii")
    if island == "Maui":
        return events + state.draw(seat, 2, "Maui")
    if island == "Niihau":
        back = tuple(c for c in state.paid_rations if c in state.discard)
        for card in back:
            state.discard.remove(card)
            state.hands[seat].append(card)
        state.paid_rations = [c for c in state.paid_rations if c not in back]
        return events + [state.happened(ev.CardsReturned(seat, back))]
    if island == "Lanai":
        cards, reshuffles = state.draw_cards(state.players)
        events += reshuffles
        if cards:
            state.pending = {"kind": "lanai", "seat": seat, "cards": cards}
            events.append(state.happened(ev.CardsDrawn(seat, len(cards), "Lanai")))
        return events
    kinds = {"Oahu": "oahu", "Molokai": "molokai", "Kauai": "kauai", "Kahoolawe": "kahoolawe", "Nihoa": "nihoa"}
    state.pending = {"kind": kinds[island], "seat": seat}
    if island == "Kauai":
        state.pending["moves_left"] = KAUAI_MOVES
    if island == "Nihoa":
        state.pending["discarded"] = 0
    return events


def play_aptitude(state: "ParadiseFallenState", seat: int, card: int) -> list[Event]:
    """Play the Aptitude ``card``: a lasting one lies face up, another acts at once and is discarded."""
    state.hands[seat].remove(card)
    if state.is_lasting(card):
        state.active[seat].append(card)
    else:
        state.discard.append(card)
    events: list[Event] = [state.happened(ev.AptitudePlayed(seat, card))]
    name = CARDS[card].name
    if name == "Fisherman":
        return events + state.draw(seat, 2, "Fisherman")
    kinds = {"Sea Turtle": "sea_turtle", "Trickster": "trickster", "Shaman": "shaman",
             "Ancestors' Blessing": "blessing"}
    if name in kinds:
        state.pending = {"kind": kinds[name], "seat": seat}
    return events


def pending_actions(state: "ParadiseFallenState") -> list[Action]:
    """Every way to settle the pending choice (its decider is ``state.pending["seat"]``)."""
    pending: dict[str, Any] = state.pending or {}
    kind, seat = pending.get("kind"), pending.get("seat", -1)
    if kind == "raid":
        return [RaidPick(slot) for slot in range(len(state.hands[pending["victim"]]))]
    if kind == "oahu":
        return [SailTo(p) for p in oahu_destinations(state, seat)]
    if kind == "sea_turtle":
        return [SailTo(p) for p in neighbours(state.canoes[seat])]
    if kind == "molokai":
        return [Explore(c) for c in molokai_cards(state, seat)]
    if kind == "kauai":
        moves: list[Action] = [Done()]
        for card in aberrations_in_play(state):
            here = spot_of(state, card)
            moves += [MoveAberration(card, s) for s in like_spots(here) if s != here]
        return moves
    if kind == "kahoolawe":
        return [SwapSpots(a, b) for a in ALL_SPOTS for b in like_spots(a)
                if a < b and (a in state.aberrations or b in state.aberrations)]
    if kind == "lanai":
        count = len(pending["cards"])
        return [Deal(seats) for seats in itertools.permutations(range(state.players), count)]
    if kind == "nihoa":
        return [Done()] + [Discard(c) for c in state.hands[seat]]
    if kind == "trickster":
        return [TakeFrom(s) for s in range(state.players) if s != seat and state.hands[s]]
    if kind == "shaman":
        return [RemoveAberration(c) for c in aberrations_in_play(state)]
    if kind == "blessing":
        return [Revive(e["island"]) for e in state.explored[seat] if e["token"] == "spent"]
    return []


def resolve(state: "ParadiseFallenState", seat: int, action: Action) -> list[Event]:
    """Carry out a legal answer to the pending choice (the caller checked it)."""
    pending = state.pending
    assert pending is not None
    kind = pending["kind"]
    if kind == "raid":
        assert isinstance(action, RaidPick)
        return _raid(state, seat, pending["victim"], action.slot)
    if isinstance(action, Done):
        state.pending = None
        return state.draw(seat, pending["discarded"], "Nihoa") if kind == "nihoa" else []
    if isinstance(action, Discard):
        state.to_discard(seat, action.card)
        pending["discarded"] += 1
        return [state.happened(ev.CardDiscarded(seat, action.card, "Nihoa"))]
    if isinstance(action, MoveAberration):
        here = spot_of(state, action.card)
        _lift(state, action.card)
        state.aberrations.setdefault(action.spot, []).append(action.card)
        pending["moves_left"] -= 1
        if pending["moves_left"] <= 0:
            state.pending = None
        return [state.happened(ev.AberrationMoved(seat, action.card, here, action.spot,
                                                       place_name(state.grid, action.spot)))]
    state.pending = None
    return _settle(state, seat, pending, action)


def _settle(state: "ParadiseFallenState", seat: int, pending: dict[str, Any], action: Action) -> list[Event]:
    """The one-step choices: a free sail, Molokai's exploration, a swap, the deal, the Trickster, ..."""
    if isinstance(action, SailTo):
        start, state.canoes[seat] = state.canoes[seat], action.position
        why = "Oahu" if pending["kind"] == "oahu" else "Sea Turtle"
        return [state.happened(ev.SailedFree(seat, start, action.position, why, state.grid[action.position]))]
    if isinstance(action, Explore):
        return explore(state, seat, action.card, token=False)
    if isinstance(action, SwapSpots):
        first = state.aberrations.pop(action.first, [])
        second = state.aberrations.pop(action.second, [])
        for spot, cards in ((action.first, second), (action.second, first)):
            if cards:
                state.aberrations[spot] = cards
        return [state.happened(ev.SpotsSwapped(seat, action.first, action.second, (
            place_name(state.grid, action.first), place_name(state.grid, action.second))))]
    if isinstance(action, Deal):
        cards = list(pending["cards"])
        counts = [0] * state.players
        for card, to in zip(cards, action.seats):
            state.hands[to].append(card)
            counts[to] += 1
        return [state.happened(ev.CardsGiven(seat, tuple(counts)))]
    if isinstance(action, TakeFrom):
        card = state.rng.choice(state.hands[action.seat])
        state.hands[action.seat].remove(card)
        state.hands[seat].append(card)
        return [state.happened(ev.CardTaken(seat, action.seat))]
    if isinstance(action, RemoveAberration):
        spot = _lift(state, action.card)
        state.discard.append(action.card)
        return [state.happened(ev.AberrationRemoved(seat, action.card, spot, place_name(state.grid, spot)))]
    assert isinstance(action, Revive)
    entry = next(e for e in state.explored[seat] if e["island"] == action.island)
    entry["token"] = "up"
    return [state.happened(ev.TokenRevived(seat, action.island))]


def _lift(state: "ParadiseFallenState", card: int) -> int:
    """Take the Aberration ``card`` off the table; the spot it lay on."""
    spot = spot_of(state, card)
    state.aberrations[spot].remove(card)
    if not state.aberrations[spot]:
        del state.aberrations[spot]
    return spot


def _raid(state: "ParadiseFallenState", picker: int, victim: int, slot: int) -> list[Event]:
    """The picker's face-down choice among the victim's shuffled cards is discarded; the trip's effects go on."""
    shuffled = list(state.hands[victim])
    state.rng.shuffle(shuffled)
    card = shuffled[slot]
    state.to_discard(victim, card)
    state.pending = None
    events: list[Event] = [state.happened(ev.Raided(picker, victim, card))]
    from .play import continue_effects

    return events + continue_effects(state)


def explore(state: "ParadiseFallenState", seat: int, card: int, token: bool) -> list[Event]:
    """``card`` goes before ``seat``, face up, with a Kanaloa token unless Molokai's power explored it."""
    state.hands[seat].remove(card)
    island = CARDS[card].name
    state.explored[seat].append({"island": island, "card": card, "token": "up" if token else "none"})
    events: list[Event] = [state.happened(ev.Explored(seat, island, card, token))]
    return events + state.check_end(seat)
