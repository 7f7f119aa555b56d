"""Benchmark of Last Resort's secret Adverts: how often computer seats share a non-Berths Advert.

Prints figures, asserts nothing.  Usage: python bench/last_resort_adverts.py [--games N] [--seats 4]
For the same seeds, it plays all-hard tables twice: once as they are, once with every seat
drawing its Advert uniformly at random (the rest of its play unchanged), and prints

* players per season on a shared non-Berths Advert (each of them gains a Malfunction);
* how often each Advert is played, and Improvements built per game;
* how many seasons running one seat played one Advert, at most;
* think time of the Advert choice (median, p95).
Also importable: :func:`advert_game` plays one table and returns its :class:`AdvertTally`.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import decide  # noqa: E402
from game.core import derived_seed  # noqa: E402
from game.last_resort import make_bot, new_game  # noqa: E402
from game.last_resort.actions import Build, ChooseAdvert  # noqa: E402
from game.last_resort.boards import NO_MALFUNCTION_ADVERT  # noqa: E402
from game.last_resort.tiles import TILES  # noqa: E402


@dataclass
class AdvertTally:
    """What a series of tables gathers about their Adverts."""

    seasons: int = 0
    sharing: int = 0
    """Players, summed over seasons, whose non-Berths Advert another player also played."""
    played: Counter[str] = field(default_factory=Counter)
    improvements: int = 0
    games: int = 0
    longest_run: int = 0
    think: list[float] = field(default_factory=list)

    @property
    def per_season(self) -> float:
        """Players per season on a shared non-Berths Advert."""
        return self.sharing / max(1, self.seasons)

    def line(self, label: str) -> str:
        """One printed line of the figures."""
        total = max(1, sum(self.played.values()))
        mix = ", ".join(f"{k} {self.played[k] / total:.0%}" for k in ("amenity", "attraction", "berth", "improvement"))
        return (f"{label}: {self.per_season:.2f} players per season on a shared non-Berths Advert; "
                f"Improvements built {self.improvements / max(1, self.games):.2f} per game; "
                f"longest run of one Advert {self.longest_run} seasons; Adverts {mix}")


def advert_game(seed: int, seats: int, tally: AdvertTally, level: str = "hard", random_adverts: bool = False,
                advert_maker: Callable[[str, int], Any] | None = None) -> Any:
    """One table of ``seats`` bots of ``level``; with ``random_adverts`` every Advert is a seeded uniform draw,
    with ``advert_maker`` the Adverts are chosen by its players (the other moves still by ``level``)."""
    state = new_game(seats, seed)
    moves = 0
    runs: dict[int, tuple[str, int]] = {}
    while not state.is_over:
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        bot_seed = derived_seed("last-resort", seed, seat, moves)
        begin = time.perf_counter()
        if random_adverts and isinstance(legal[0], ChooseAdvert):
            action = random.Random(bot_seed).choice(legal)
        else:
            maker = advert_maker if advert_maker and isinstance(legal[0], ChooseAdvert) else make_bot
            action = decide(maker(level, bot_seed), state, seat, bot_seed)
        if isinstance(action, ChooseAdvert):
            tally.think.append(time.perf_counter() - begin)
            tally.played[action.advert] += 1
            last, run = runs.get(seat, ("", 0))
            runs[seat] = (action.advert, run + 1 if last == action.advert else 1)
            tally.longest_run = max(tally.longest_run, runs[seat][1])
        if isinstance(action, Build) and TILES[action.tile].kind == "improvement":
            tally.improvements += 1
        state.apply(seat, action)
        if state.revealed and len(state.adverts) == seats and isinstance(action, ChooseAdvert):
            played = Counter(state.adverts.values())
            tally.seasons += 1
            tally.sharing += sum(n for a, n in played.items() if n > 1 and a != NO_MALFUNCTION_ADVERT)
        moves += 1
    tally.games += 1
    return state


def spread(times: list[float]) -> str:
    """Median and p95 of ``times`` in ms."""
    if not times:
        return "no decisions"
    ordered = sorted(times)
    return (f"median {statistics.median(ordered) * 1000:.2f} ms, "
            f"p95 {ordered[int(0.95 * (len(ordered) - 1))] * 1000:.2f} ms, max {ordered[-1] * 1000:.2f} ms")


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    began = time.perf_counter()
    bots, drawn = AdvertTally(), AdvertTally()
    for seed in range(args.games):
        advert_game(seed, args.seats, bots, args.level)
        advert_game(seed, args.seats, drawn, args.level, random_adverts=True)
    print(f"{args.games} games at {args.seats} seats, all {args.level}, same seeds:")
    print(bots.line(f"  {args.level} Adverts"))
    print(drawn.line("  random Adverts"))
    print(f"  {args.level} Advert choice think time: {spread(bots.think)}")
    print(f"elapsed {time.perf_counter() - began:.1f} s")


if __name__ == "__main__":
    main()
