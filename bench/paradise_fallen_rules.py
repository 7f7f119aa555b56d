"""Benchmark of the Paradise Fallen rules layer: bot think time, hard-vs-easy strength, game length,
and how often the first seat wins between equal bots.

Prints figures, asserts nothing.  Usage: python bench/paradise_fallen_rules.py [--games N]
Each game makes a fresh bot per decision, seeded as the app seeds it
(``derived_seed(game, seed, seat, moves)``); seat order alternates between games.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import derived_seed  # noqa: E402
from game.paradise_fallen import new_game  # noqa: E402
from game.paradise_fallen.bot import make_bot  # noqa: E402


class Tally:
    """What a series of games gathers: think times per level, winners, lengths."""

    def __init__(self) -> None:
        self.times: dict[str, list[float]] = {"easy": [], "hard": []}
        self.turns: list[int] = []
        self.rounds: list[float] = []
        self.legal: list[float] = []

    def play(self, levels: list[str], seed: int) -> list[int]:
        """One game with these seat levels; its winners (several: shared)."""
        state = new_game(len(levels), seed)
        moves = 0
        while not state.is_over:
            seat = state.to_move[0]
            begin = time.perf_counter()
            legal = state.legal_actions(seat)
            self.legal.append(time.perf_counter() - begin)
            view = state.view(seat)
            bot = make_bot(levels[seat], derived_seed("paradise-fallen", seed, seat, moves))
            begin = time.perf_counter()
            action = bot.choose(view, legal, seat)
            self.times[levels[seat]].append(time.perf_counter() - begin)
            state.apply(seat, action)
            moves += 1
        self.turns.append(state.turn_number)
        self.rounds.append(state.turn_number / len(levels))
        return list(state.winners)


def spread(times: list[float]) -> str:
    """Median, p95 and max of ``times`` in ms."""
    if not times:
        return "no decisions"
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (f"{len(ordered)} decisions; median {statistics.median(ordered) * 1000:.3f} ms, "
            f"p95 {p95 * 1000:.3f} ms, max {ordered[-1] * 1000:.1f} ms (target p95 < 500 ms)")


def hard_against_easy(games: int, tally: Tally) -> None:
    """Two seats, the hard bot first in every other game."""
    wins = shared = 0
    for game in range(games):
        hard = game % 2
        levels = ["easy", "easy"]
        levels[hard] = "hard"
        winners = tally.play(levels, 10_000 + game)
        wins += winners == [hard]
        shared += len(winners) > 1
    print(f"hard vs easy, 2 seats, {games} games (seat order alternated): hard wins {wins / games:.1%}, "
          f"shared {shared / games:.1%}  (target > 70%)")


def first_seat(level: str, games: int, tally: Tally) -> None:
    """Equal bots at two seats: how often seat 0 (who starts) wins."""
    first = second = shared = 0
    for game in range(games):
        winners = tally.play([level, level], 20_000 + game)
        first += winners == [0]
        second += winners == [1]
        shared += len(winners) > 1
    print(f"{level} vs {level}, 2 seats, {games} games: first seat wins {first / games:.1%}, "
          f"second {second / games:.1%}, shared {shared / games:.1%}  (40-60% is healthy)")


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    began = time.perf_counter()
    tally = Tally()
    hard_against_easy(args.games, tally)
    print(f"  game length: {statistics.mean(tally.turns):.1f} turns on average "
          f"({statistics.mean(tally.rounds):.1f} per seat; shortest {min(tally.turns)}, longest {max(tally.turns)})")
    for level in ("hard", "easy"):
        equal = Tally()
        first_seat(level, args.games, equal)
        print(f"  game length: {statistics.mean(equal.turns):.1f} turns on average "
              f"({statistics.mean(equal.rounds):.1f} per seat)")
        for name in ("easy", "hard"):
            tally.times[name] += equal.times[name]
        tally.legal += equal.legal
    for seats in (3, 4):
        many = Tally()
        for game in range(max(1, args.games // 10)):
            many.play(["hard" if (s + game) % 2 == 0 else "easy" for s in range(seats)], 30_000 + game)
        print(f"{seats} seats, {len(many.turns)} games (hard and easy mixed): "
              f"{statistics.mean(many.turns):.1f} turns on average")
        for name in ("easy", "hard"):
            tally.times[name] += many.times[name]
    for name in ("hard", "easy"):
        print(f"{name} bot think time: {spread(tally.times[name])}")
    print(f"legal_actions (not the bots' time): {spread(tally.legal)}")
    print(f"all games in {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
