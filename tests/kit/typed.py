"""Typed access for the tests: a value a test knows the class of (the first event of a move, a game's own state:
a record or a table holds a :class:`~game.core.State`, each game's kit names a helper for its state class)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, TypeVar

from game.core import Action, State

T = TypeVar("T")


@dataclass(frozen=True)
class Token(Action):
    """An action of no game, for the machinery that only hands actions on (the bot runner)."""

    name: str


class HoldsState(Protocol):
    """A game record or a game's table scene: anything that holds the rules' state now."""

    @property
    def state(self) -> State:
        """The rules' state now."""
        ...


def as_a(kind: type[T], value: object) -> T:
    """``value``, which must be a ``kind``."""
    assert isinstance(value, kind), f"a {type(value).__name__}, not a {kind.__name__}"
    return value


def state_as(kind: type[T], holder: HoldsState) -> T:
    """The state ``holder`` holds now, which must be a ``kind``."""
    return as_a(kind, holder.state)


def why_not(state: State, seat: int, action: Action) -> str:
    """Why ``seat`` may not take ``action`` now (which it must not: ``problem`` says why)."""
    why = state.problem(seat, action)
    assert why is not None, f"seat {seat} may {action}"
    return why
