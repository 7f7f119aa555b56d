"""Paradisio rules benchmark: solitaire counting, puzzle grading, hard-bot think time and strength.

Prints figures only (no asserts).  Targets: count_solutions < 2 s a level;
a graded puzzle p95 < 1 s (it is made on a worker thread);
hard-bot p95 think time < 1 s; hard bot beats easy in > 80 % of matches.
Usage: python bench/paradisio_rules.py [--matches N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import make_seats  # noqa: E402
from game.paradisio.bot import EasyBot, HardBot  # noqa: E402
from game.paradisio.grading import BANDS, make_puzzle, search_effort  # noqa: E402
from game.paradisio.solitaire import count_solutions  # noqa: E402
from game.paradisio.state import new_game  # noqa: E402


def spread(seconds: list[float], unit: float = 1000.0, places: int = 0) -> str:
    """Median, 95th percentile and worst of some timings, in milliseconds: "median 12 ms, p95 30 ms, max 41 ms"."""
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return ", ".join(f"{label} {value * unit:.{places}f} ms"
                     for label, value in (("median", statistics.median(ordered)), ("p95", p95), ("max", ordered[-1])))


def bench_counting() -> None:
    """Time count_solutions for each level."""
    for level in (1, 2, 3):
        start = time.perf_counter()
        count = count_solutions(level)
        print(f"count_solutions(level {level}) = {count:>6}  in {time.perf_counter() - start:.2f} s (target < 2 s)")


def bench_puzzles(seeds: int) -> None:
    """Time make_puzzle per level and difficulty, and print the givens and search effort it gives."""
    for level in (1, 2, 3):
        count_solutions(level)  # the level's table is built once per run; time the puzzles, not that
        for difficulty in BANDS:
            times, nodes, givens = [], [], []
            for seed in range(seeds):
                tick = time.perf_counter()
                given = make_puzzle(level, difficulty, seed)
                times.append(time.perf_counter() - tick)
                effort = search_effort(level, given)
                nodes.append(effort.nodes)
                givens.append(effort.givens)
            print(f"level {level} {difficulty:<6}: givens {min(givens)}-{max(givens)}, search nodes "
                  f"median {statistics.median(nodes):>6.0f} (min {min(nodes)}, max {max(nodes)}); make_puzzle "
                  f"{spread(times)}")


def bench_bots(matches: int) -> None:
    """Hard against easy: think times of the hard bot and its win rate."""
    thinks: list[float] = []
    wins = 0
    start = time.perf_counter()
    for seed in range(matches):
        hard_seat = seed % 2
        state = new_game(make_seats(["hard", "easy"]), seed)
        bots: dict[int, HardBot | EasyBot] = {hard_seat: HardBot(seed), 1 - hard_seat: EasyBot(seed)}
        while not state.is_over:
            seat = state.to_move[0]
            legal = state.legal_actions(seat)
            tick = time.perf_counter()
            action = bots[seat].choose(state.view(seat), legal, seat)
            if seat == hard_seat:
                thinks.append(time.perf_counter() - tick)
            state.apply(seat, action)
        wins += state.winner == hard_seat
    rate = 100 * wins / matches
    print(f"hard bot think time over {len(thinks)} moves: {spread(thinks, places=1)} (target p95 < 1 s)")
    print(f"hard bot beat easy in {wins}/{matches} matches = {rate:.1f} % (target > 80 %); {time.perf_counter() - start:.1f} s")


def main() -> None:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200, help="hard-vs-easy matches to play")
    parser.add_argument("--puzzles", type=int, default=40, help="puzzles to make per level and difficulty")
    args = parser.parse_args()
    bench_counting()
    bench_puzzles(args.puzzles)
    bench_bots(args.matches)


if __name__ == "__main__":
    main()
