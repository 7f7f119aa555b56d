"""What Paradise Fallen hides, declared once (:class:`game.spec.GameType`), and how a resample redraws it.

* A hand shows only to its holder (the others see how many cards it holds).
* The deck's cards and their order are hidden from everyone.
* The cards Lanai's power drew show only to the player handing them out.

An unseen item is a card id, whichever of these places it lies in, so a card that moves between two
places hidden from a seat (the deck to another hand) shows that seat nothing.
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from game.core import GameRng
from game.spec import GameType, Secret

from .powers import pending_actions

if TYPE_CHECKING:
    from .state import ParadiseFallenState


def _hands(state: "ParadiseFallenState", seat: int | None) -> list[Any]:
    return [card for other, hand in enumerate(state.hands) if other != seat for card in hand]


def _deck(state: "ParadiseFallenState", seat: int | None) -> list[Any]:
    return list(state.deck)


def _lanai(state: "ParadiseFallenState", seat: int | None) -> list[Any]:
    pending = state.pending
    if pending is None or pending["kind"] != "lanai" or pending["seat"] == seat:
        return []
    return list(pending["cards"])


HANDS = Secret("the other players' hands", "owner", _hands, shown_at=("hand",))
DECK = Secret("the deck", "nobody", _deck)
LANAI = Secret("the cards Lanai's power drew", "owner", _lanai, shown_at=("pending/cards",))

GAME_TYPE = GameType(information="imperfect", dynamics="sequential", chance="sampled",
                     secrets=(HANDS, DECK, LANAI))
"""Paradise Fallen as declared: hidden hands, a shuffled deck, one turn at a time."""


REDEALS = 50
"""Deals tried before a resample keeps the hand whose pending choice the others can infer."""


def redraw(state: "ParadiseFallenState", seat: int | None, rng: GameRng) -> None:
    """Deal again, from the cards ``seat`` cannot see, the other hands, the deck and Lanai's cards (same sizes).

    A pending choice the table knows of tells something about its decider's hand (Molokai's power is
    only used with an Island card to explore), so a deal that leaves it impossible is dealt again; after
    :data:`REDEALS` tries the decider keeps the real hand.
    """
    real = ([list(h) for h in state.hands], list(state.deck), copy.deepcopy(state.pending))
    for _ in range(REDEALS):
        _deal(state, seat, rng, keep=None)
        if state.pending is None or pending_actions(state):
            return
        state.hands, state.deck, state.pending = [list(h) for h in real[0]], list(real[1]), copy.deepcopy(real[2])
    assert state.pending is not None
    _deal(state, seat, rng, keep=int(state.pending["seat"]))


def _deal(state: "ParadiseFallenState", seat: int | None, rng: GameRng, keep: int | None) -> None:
    """Deal the cards hidden from ``seat`` again (``keep``'s hand stays as it is)."""
    lanai = _lanai(state, seat)
    holders = [other for other in range(state.players) if other not in (seat, keep)]
    pool = sorted([card for other in holders for card in state.hands[other]] + list(state.deck) + lanai)
    rng.shuffle(pool)  # sorted first: what lies hidden must not steer the draw
    for other in holders:
        state.hands[other] = [pool.pop() for _ in state.hands[other]]
    if lanai and state.pending is not None:
        state.pending["cards"] = [pool.pop() for _ in lanai]
    state.deck = pool
