"""Benchmark of the Last Resort rules layer: the balance figures of RULINGS §4 and bot strength.

Prints figures, asserts nothing.  Usage: python bench/last_resort_rules.py [--games N]
* seat win rates with equal (hard) bots over N two-seat games (target 35–65%),
  and the average winning cash (target 40–150);
* seat win rates with equal bots at 3 and 4 seats (N/4 games each);
* hard-vs-easy win rate in two-seat games (target above 70%), seats alternating;
* solo: the hard bot's win rate against the Evil A.I. (and the easy bot's);
* bot think time (median, p95, max).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.last_resort import LastResortState, make_bot, new_game  # noqa: E402


def play(seed: int, levels: list[str], times: list[float]) -> LastResortState:
    """One game with bots of ``levels`` (one per seat); think times go to ``times``."""
    state = new_game(len(levels), seed)
    moves = 0
    while not state.is_over:
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        bot = make_bot(levels[seat], seed * 7919 + moves)
        start = time.perf_counter()
        action = bot.choose(view, legal, seat)
        times.append(time.perf_counter() - start)
        state.apply(seat, action)
        moves += 1
    return state


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    args = parser.parse_args()
    times: list[float] = []
    began = time.perf_counter()
    seat_wins = [0.0, 0.0]
    winning_cash: list[int] = []
    for seed in range(args.games):
        state = play(seed, ["hard", "hard"], times)
        winners = state.result().winners
        for seat in winners:
            seat_wins[seat] += 1 / len(winners)
        winning_cash.append(max(state.cash))
    print(f"equal hard bots, {args.games} two-seat games: seat 1 wins {seat_wins[0] / args.games:.1%}, "
          f"seat 2 wins {seat_wins[1] / args.games:.1%}  (target 35-65%)")
    print(f"average winning cash: {statistics.mean(winning_cash):.1f}  (target 40-150; "
          f"min {min(winning_cash)}, max {max(winning_cash)})")
    for seats in (3, 4):
        games = max(1, args.games // 4)
        wins = [0.0] * seats
        for seed in range(games):
            winners = play(seed, ["hard"] * seats, times).result().winners
            for seat in winners:
                wins[seat] += 1 / len(winners)
        print(f"equal hard bots, {games} {seats}-seat games: seat win rates "
              + ", ".join(f"{w / games:.0%}" for w in wins) + f"  (fair {1 / seats:.0%})")
    hard_wins = 0.0
    for seed in range(args.games):
        hard = seed % 2
        levels = ["hard" if s == hard else "easy" for s in range(2)]
        winners = play(seed, levels, times).result().winners
        hard_wins += (hard in winners) / max(1, len(winners))
    print(f"hard vs easy, {args.games} two-seat games: hard wins {hard_wins / args.games:.1%}  (target above 70%)")
    for level in ("hard", "easy"):
        solo = [play(seed, [level], times) for seed in range(args.games)]
        won = sum(1 for s in solo if s.result().winners)
        print(f"solo {level} bot vs the Evil A.I.: wins {won / args.games:.1%}; average cash "
              f"{statistics.mean(s.cash[0] for s in solo):.1f} against {statistics.mean(s.evil_cash for s in solo):.1f}")
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"bot decisions: {len(times)}; think time median {statistics.median(times) * 1000:.3f} ms, "
          f"p95 {p95 * 1000:.3f} ms, max {times[-1] * 1000:.3f} ms")
    print(f"elapsed {time.perf_counter() - began:.1f} s")


if __name__ == "__main__":
    main()
