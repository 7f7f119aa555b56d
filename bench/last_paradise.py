"""Benchmark of The Last Paradise: table frame time at 1280×720, then the rules figures.

Prints figures, asserts nothing.  Usage:
    python bench/last_paradise.py [--frames 600] [--games N] [--seats N]
The frame part draws a mid-game table (round 6, counters on the island, a log)
under SDL_VIDEODRIVER=dummy; the rules part comes from bench/last_paradise_rules.py.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def mid_game_scene():  # type: ignore[no-untyped-def]
    """An app and a Last Paradise table six rounds into a four-seat computer game."""
    import tempfile

    import pygame

    tmp = tempfile.mkdtemp(prefix="lp-bench-")
    os.environ["PARADISE_TABLE_CONFIG_DIR"] = os.path.join(tmp, "config")
    os.environ["PARADISE_TABLE_DATA_DIR"] = os.path.join(tmp, "data")
    pygame.display.init()
    pygame.font.init()
    from game.core import make_seats
    from game.last_paradise import SPEC, EasyBot, new_game
    from scenes.last_paradise_table import LastParadiseScene
    from scenes.manager import App

    state = new_game(make_seats(["Anton", "Birgit", "Claus", "Dorte"], ["easy"] * 4), 7)
    bots = [EasyBot(s) for s in range(4)]
    app = App()
    scene = LastParadiseScene(app, SPEC, state, seed=7)
    scene.bots.clear()  # hold the game still while timing frames
    while state.round < 6 or state.phase != "bid":
        seat = state.to_move[0]
        scene.on_events(state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat), seat)))
    app.push(scene)
    scene.queue.clear()
    scene.public = state.view(None)
    for line in range(30):
        scene.log.add(f"Birgit: +10, villa beside new nature in the Palm district ({line})")
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
    times = sorted(frame_times(args.frames))
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"table frames: {len(times)} at 1280x720 (mid-game, dummy video); "
          f"median {statistics.median(times) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms (target < 8 ms)")
    rules_bench = ROOT / "bench" / "last_paradise_rules.py"
    if not rules_bench.exists():
        print("rules figures: bench/last_paradise_rules.py is not there yet")
        return
    import last_paradise_rules

    sys.argv = [str(rules_bench), "--games", str(args.games), "--seats", str(args.seats)]
    last_paradise_rules.main()


if __name__ == "__main__":
    main()
