"""Benchmark of The Last Paradise rules layer: bot think time and hard-vs-easy strength.

Prints figures, asserts nothing.  Usage: python bench/last_paradise_rules.py [--games N] [--seats N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.last_paradise import EasyBot, HardBot, new_game  # noqa: E402


def play(seed: int, seats: int, hard_seat: int, times: list[float]) -> tuple[bool, int, bool]:
    """One game, hard bot at ``hard_seat``; returns (hard won, hard rank, everybody lost)."""
    state = new_game(seats, seed)
    bots = [HardBot(seed * 10 + s) if s == hard_seat else EasyBot(seed * 10 + s) for s in range(seats)]
    while not state.is_over:
        for seat in state.to_move:
            legal = state.legal_actions(seat)
            view = state.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, legal, seat)
            times.append(time.perf_counter() - start)
            state.apply(seat, action)
            break
    result = state.result()
    rank = next(s.rank for s in result.standings if s.seat == hard_seat)
    return hard_seat in result.winners, rank, not result.winners


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seats", type=int, default=4)
    args = parser.parse_args()
    times: list[float] = []
    wins = all_lost = 0
    ranks: list[int] = []
    began = time.perf_counter()
    for seed in range(args.games):
        won, rank, nobody = play(seed, args.seats, seed % args.seats, times)
        wins += won
        all_lost += nobody
        ranks.append(rank)
    elapsed = time.perf_counter() - began
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"games: {args.games} ({args.seats} seats, 1 hard vs {args.seats - 1} easy), {elapsed:.1f} s")
    print(f"bot decisions: {len(times)}; think time median {statistics.median(times) * 1000:.3f} ms, "
          f"p95 {p95 * 1000:.3f} ms, max {times[-1] * 1000:.3f} ms")
    print(f"hard bot win share: {wins / args.games:.1%}  (fair share {1 / args.seats:.1%})")
    print(f"hard bot average rank: {statistics.mean(ranks):.2f}")
    print(f"games that everybody lost: {all_lost / args.games:.1%}")


if __name__ == "__main__":
    main()
