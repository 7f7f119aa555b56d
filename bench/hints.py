"""Think time of a hint (issue 18), for every game: CPU seconds of :func:`game.advice.weigh` over random
positions, and a check that each hint is a legal move of its seat.

Prints figures, asserts nothing.  Usage:
    nice -n 10 python bench/hints.py [--positions 100] [--only GAME]
Positions: games played by the hard bot from fixed seeds (2 seats; The Last Paradise 3), a position
taken every few moves from a seat to move.  Printed per game: median, p95 and max CPU time of a hint.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.advice import hint_seed, weigh  # noqa: E402
from game.bots import decide  # noqa: E402
from game.core import State, make_seats  # noqa: E402
from game.registry import available_games  # noqa: E402
from game.spec import GameSpec  # noqa: E402

SEATS = {"last-paradise": 3}
EVERY = 7
"""A position is taken every so many moves."""


def positions(spec: GameSpec, count: int, first_seed: int = 1) -> Iterator[tuple[State, int]]:
    """``count`` (state, seat to move) pairs from hard-bot games of ``spec``, seeds from ``first_seed``."""
    found = 0
    seed = first_seed
    while True:
        players = SEATS.get(spec.id, 2)
        state = spec.new_game(make_seats([f"P{i + 1}" for i in range(players)]), seed)
        moves = 0
        while not state.is_over and moves < 2000:
            seat = state.to_move[0]
            if moves % EVERY == 3:
                yield state.clone(), seat
                found += 1
                if found >= count:
                    return
            bot = spec.make_bot("hard", seed * 7919 + moves)
            state.apply(seat, decide(bot, state, seat, seed))
            moves += 1
        seed += 1


def main() -> None:
    """Time the hints of every game (or one)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--only", default=None)
    args = parser.parse_args()
    for spec in available_games().values():
        if args.only and spec.id != args.only:
            continue
        times: list[float] = []
        illegal = 0
        for index, (state, seat) in enumerate(positions(spec, args.positions)):
            start = time.process_time()
            weighed = weigh(spec, state, seat, hint_seed(0, index, seat))
            times.append(time.process_time() - start)
            illegal += weighed.action not in state.legal_actions(seat)
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"{spec.title}: {len(times)} hints, CPU median {statistics.median(times):.3f} s, "
              f"p95 {p95:.3f} s, max {times[-1]:.3f} s, illegal {illegal}", flush=True)


if __name__ == "__main__":
    main()
