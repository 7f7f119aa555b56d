"""Benchmark of Paradise Fallen: table frame times at 1280×720 while computers play, then the rules figures.

Prints figures, asserts nothing.  Usage:
    python bench/paradise_fallen.py [--frames 1500] [--seats N] [--games N]
The frame part times every frame (update + draw of the whole stack) of a table
whose seats are all computers (hard and easy in turn: the hard bot thinks on
its worker thread meanwhile), under SDL_VIDEODRIVER=dummy, at normal animation
speed: canoes sail, cards fly, Aberrations land, the log grows.  The rules part
(think time, hard-vs-easy win rate, game length, the first seat's win rate
between equal bots) comes from bench/paradise_fallen_rules.py.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from frames import frame_report, headless_app, run_rules_bench  # noqa: E402  (sets up the headless display first)
from last_resort import timed  # noqa: E402  (the same frame timing loop)

NAMES = ["Wilhelmina-Grace", "Bartholomew Oxx", "Cleopatra Vance", "Dmitri Kowalsky"]


def table(seats: int, prefix: str) -> tuple[Any, Any]:
    """An app showing a fresh Paradise Fallen table of computers (hard, easy, hard, ...)."""
    app = headless_app(prefix)
    from game.core import make_seats
    from game.paradise_fallen import SPEC
    from game.record import GameRecord
    from scenes.paradise_fallen.table import ParadiseFallenScene

    kinds: list[Any] = ["hard" if s % 2 == 0 else "easy" for s in range(seats)]
    record = GameRecord.start(SPEC, make_seats(NAMES[:seats], kinds), 3)
    scene = ParadiseFallenScene(app, record)
    app.push(scene)
    return app, scene


def playing_times(seats: int, frames: int, cpu: list[float]) -> tuple[list[float], int]:
    """Frame times while computers play (and the moves made meanwhile); main-thread CPU time to ``cpu``."""
    app, scene = table(seats, "pf-bench-")
    for _ in range(20):
        app.step(1 / 60, [])
    times = timed(app, frames, cpu)
    return times, len(scene.record.moves)


def main() -> None:
    """Print the frame figures, then the rules figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--seats", type=int, default=0, help="one seat count (default: 2, 3 and 4)")
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    for seats in ([args.seats] if args.seats else [2, 3, 4]):
        cpu: list[float] = []
        times, moves = playing_times(seats, args.frames, cpu)
        print(frame_report(f"table frames, {seats} computers playing ({moves} moves shown)", times))
        print(frame_report("  the same frames in main-thread CPU time", cpu))
    if args.games > 0:
        run_rules_bench("paradise_fallen_rules", ["--games", str(args.games)])


if __name__ == "__main__":
    main()
