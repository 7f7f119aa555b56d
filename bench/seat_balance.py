"""Benchmark of seat balance with equal computer players (issue 17).

Prints figures, asserts nothing.  Usage: python bench/seat_balance.py [--games 600] [--level hard] [--only lr|pf]
* Last Resort at 3 and 4 seats: each seat's win rate (a shared win split), target every seat within
  6 points of the fair share;
* Paradise Fallen at 2 seats with the setup's default first player (random): seat 1's win rate, and the
  win rate of whoever moved first, target between 42% and 58%.
Bots are seeded as the app seeds them (``derived_seed(game, seed, seat, moves)``), a fresh one a decision.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import derived_seed  # noqa: E402


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_out(state: Any, make_bot: Callable[[str, int], Any], level: str, game: tuple[str, int]) -> None:
    """Let bots of ``level`` play ``state`` to its end, each decision's bot seeded from ``game`` (id, seed), the
    seat and the moves made."""
    moves = 0
    while not state.is_over:
        seat = state.to_move[0]
        bot = make_bot(level, derived_seed(*game, seat, moves))
        state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat), seat))
        moves += 1


def last_resort(seats: int, games: int, level: str) -> list[float]:
    """Win rates by seat of ``games`` Last Resort tables of equal bots."""
    from game.last_resort import make_bot, new_game

    wins = [0.0] * seats
    for seed in range(games):
        state = new_game(seats, seed)
        play_out(state, make_bot, level, ("last-resort", seed))
        winners = state.result().winners
        for seat in winners:
            wins[seat] += 1 / len(winners)
    return [w / games for w in wins]


def paradise_fallen(games: int, level: str) -> tuple[float, float]:
    """Seat 1's win rate and the first mover's, over ``games`` two-seat games with the default first player."""
    from game.paradise_fallen import FIRST_PLAYER, make_bot, new_game

    seat_one = first_mover = 0.0
    for seed in range(games):
        state = new_game(2, seed, first_player=FIRST_PLAYER.default)
        starter = state.to_move[0]
        play_out(state, make_bot, level, ("paradise-fallen", seed))
        winners = list(state.winners)
        seat_one += (0 in winners) / len(winners)
        first_mover += (starter in winners) / len(winners)
    return seat_one / games, first_mover / games


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--only", choices=("lr", "pf"), default=None)
    args = parser.parse_args()
    began = time.perf_counter()
    if args.only != "pf":
        for seats in (3, 4):
            rates = last_resort(seats, args.games, args.level)
            fair = 1 / seats
            worst = max(abs(r - fair) for r in rates)
            print(f"Last Resort, {seats} seats, {args.games} games of equal {args.level} bots: "
                  + " / ".join(f"{r:.1%}" for r in rates)
                  + f" by seat (fair {fair:.1%}; furthest {worst * 100:.1f} points off, target within 6)")
    if args.only != "lr":
        seat_one, first = paradise_fallen(args.games, args.level)
        low, high = wilson(seat_one * args.games, args.games)
        print(f"Paradise Fallen, 2 seats, {args.games} games of equal {args.level} bots, first player random: "
              f"seat 1 wins {seat_one:.1%} (95% CI {low:.1%}-{high:.1%}); whoever moved first wins {first:.1%}"
              "  (target 42-58%)")
    print(f"elapsed {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
