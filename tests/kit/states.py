"""Typed access to a game's own state: a record or a table holds a :class:`~game.core.State`; a test of one
game reads that game's state class (each game's kit names its own helper)."""
from __future__ import annotations

from typing import Protocol, TypeVar

from game.core import State

StateT = TypeVar("StateT")


class HoldsState(Protocol):
    """A game record or a game's table scene: anything that holds the rules' state now."""

    @property
    def state(self) -> State:
        """The rules' state now."""
        ...


def state_as(kind: type[StateT], holder: HoldsState) -> StateT:
    """The state ``holder`` holds now, which must be a ``kind``."""
    state = holder.state
    assert isinstance(state, kind), f"a {type(state).__name__}, not a {kind.__name__}"
    return state
