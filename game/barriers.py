"""Undo barriers, derived from a game's declaration rather than flagged by hand.

A move is a barrier (undo never goes back past it) when it

* draws on the game's random generator (a shuffle, a deal, a random pick),
* ends a simultaneous choice (the last sealed bid or Advert, which opens them all), or
* shows the mover something the declaration hides from it: an item leaves what the mover could not
  see (:attr:`game.spec.Secret.unseen`), such as a card drawn off the deck, a counter turned up, or
  the other seats' sealed choices revealed.

A move that only shows the mover's own secret to the others (a card played face up from a hand), or
hands a card the mover has seen to another seat (Lanai's deal), is not a barrier: the mover learns
nothing that taking it back could use, and the others see their hands only on their own turns.

Pure Python; never imports pygame.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from game.core import State
from game.spec import GameType


@dataclass(frozen=True)
class Look:
    """What a mover's move is measured against: the state just before it, as far as barriers go."""

    seat: int
    draws: int
    simultaneous: bool
    to_move: frozenset[int]
    unseen: tuple[Counter[Hashable], ...]
    """Per declared secret: what the mover could not see, item by item."""


def frozen(value: Any) -> Hashable:
    """A JSON-like value as something hashable that compares as the value does (lists as tuples, mappings
    as sorted pairs); plain numbers and strings as they are, which keeps counting a deck cheap."""
    if isinstance(value, bool):
        return ("bool", value)  # True is not the item 1
    if isinstance(value, (int, str, float)) or value is None:
        return value
    if isinstance(value, dict):
        return ("{}", tuple(sorted((str(k), frozen(v)) for k, v in value.items())))
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    raise TypeError(f"an unseen item must be JSON-like, not {type(value).__name__}")


def _plain(value: Any) -> bool:
    return type(value) is int or type(value) is str


def _item(value: Any) -> Hashable:
    """:func:`frozen`, quicker for the common items: a card id, or a flat list such as ``["tile", 12]``."""
    if _plain(value):
        return value
    if type(value) is list and all(_plain(v) for v in value):
        return tuple(value)
    return frozen(value)


def _items(values: list[Any]) -> Counter[Hashable]:
    return Counter(_item(value) for value in values)


def unseen_by(state: State, game_type: GameType, seat: int) -> tuple[Counter[Hashable], ...]:
    """Per declared secret of ``game_type`` that public facts do not determine: the items ``seat`` cannot
    see in ``state`` (a part the public record determines, like The Last Paradise's money, reveals nothing)."""
    return tuple(_items(secret.unseen(state, seat)) for secret in game_type.secrets if secret.redrawn)


def look(state: State, game_type: GameType, seat: int) -> Look:
    """Note what a move by ``seat`` will be measured against (before the move is applied)."""
    draws = state.rng.draws
    return Look(seat, draws, state.simultaneous, frozenset(state.to_move), unseen_by(state, game_type, seat))


def ends_simultaneous_choice(before: Look, state: State) -> bool:
    """True when the move closed the simultaneous choice it was part of (the choices are revealed):
    anything but the same choice still open for the seats that had not chosen yet."""
    if not before.simultaneous:
        return False
    return not (state.simultaneous and frozenset(state.to_move) == before.to_move - {before.seat})


def is_barrier(before: Look, state: State, game_type: GameType) -> bool:
    """True when the move measured by ``before`` (now applied to ``state``) is an undo barrier."""
    if state.rng.draws != before.draws:
        return True
    if ends_simultaneous_choice(before, state):
        return True
    after = unseen_by(state, game_type, before.seat)
    return any(earlier - later for earlier, later in zip(before.unseen, after))
