"""Benchmark of The Last Paradise: table frame time at 1280×720, then the rules figures.

Prints figures, asserts nothing.  Usage:
    python bench/last_paradise.py [--frames 600] [--games N] [--seats N]
The frame part draws a mid-game table (round 6, counters on the island, a log)
under SDL_VIDEODRIVER=dummy; the rules part comes from bench/last_paradise_rules.py.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from frames import frame_report, headless_app, run_rules_bench  # noqa: E402  (sets up the headless display first)


def mid_game_scene() -> tuple[Any, Any]:
    """An app and a Last Paradise table six rounds into a four-seat computer game."""
    app = headless_app("lp-bench-")
    from game.core import make_seats
    from game.last_paradise import SPEC, EasyBot, LastParadiseState
    from game.record import GameRecord
    from scenes.last_paradise.table import LastParadiseScene
    from scenes.play import LogLine

    record = GameRecord.start(SPEC, make_seats(["Anton", "Birgit", "Claus", "Dorte"], ["human"] * 4), 7)
    bots = [EasyBot(s) for s in range(4)]
    state = record.state
    assert isinstance(state, LastParadiseState)
    while state.round < 6 or state.phase != "bid":  # humans' seats: nobody moves while frames are timed
        seat = state.to_move[0]
        record.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat), seat))
    scene = LastParadiseScene(app, record)
    scene.request_private = lambda seat, purpose="": False  # type: ignore[method-assign]
    app.push(scene)
    for line in range(30):
        scene.log.append(LogLine(0, f"Birgit: +10, villa beside new nature in the Palm district ({line})"))
    return app, scene


def frame_times(frames: int) -> list[float]:
    """Seconds per drawn frame (update + draw of the whole stack) over ``frames`` frames."""
    app, _ = mid_game_scene()
    times = []
    for _ in range(20):
        app.step(1 / 60, [])
    for _ in range(frames):
        start = time.perf_counter()
        app.step(1 / 60, [])
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    """Print the frame figures, then the rules figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seats", type=int, default=4)
    args = parser.parse_args()
    print(frame_report("table frames (mid-game, dummy video)", frame_times(args.frames)))
    run_rules_bench("last_paradise_rules", ["--games", str(args.games), "--seats", str(args.seats)])

if __name__ == "__main__":
    main()
