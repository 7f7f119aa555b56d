"""Whether a move would be an undo barrier, asked of a copy of the table (nothing changes)."""
from __future__ import annotations

from game.barriers import is_barrier, look
from game.core import Action, State
from game.registry import available_games


def makes_barrier(state: State, seat: int, action: Action) -> bool:
    """True when ``seat`` taking ``action`` now would be an undo barrier (the state is left as it is)."""
    game_type = available_games()[state.GAME_ID].game_type
    measure = look(state, game_type, seat)
    twin = state.clone()
    twin.apply(seat, action)
    return is_barrier(measure, twin, game_type)
