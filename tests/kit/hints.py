"""Positions for the hint tests: a game of a rules package played by its hard bots up to a fixed move."""
from __future__ import annotations

from game.bots import decide
from game.core import State, make_seats
from game.spec import GameSpec

NAMES = ("Ana", "Ben", "Cy")


def seat_count(spec: GameSpec) -> int:
    """Seats at a hint test's table: the fewest the game takes, at least 2 (The Last Paradise 3)."""
    return max(2, spec.min_players)


def position(spec: GameSpec, seed: int, moves: int) -> tuple[State, int]:
    """The state after ``moves`` moves of hard bots (fewer if the game ends) from ``seed``, and a seat to move."""
    state = spec.new_game(make_seats(list(NAMES[:seat_count(spec)])), seed)
    for number in range(moves):
        if state.is_over:
            break
        seat = state.to_move[0]
        state.apply(seat, decide(spec.make_bot("hard", seed + number), state, seat, seed + number))
    assert not state.is_over, "pick a position before the game's end"
    return state, state.to_move[0]
