"""Benchmark of Paradisio: match frame time at 1280×720 with a tile being dragged, then the rules figures.

Prints figures, asserts nothing.  Usage:
    python bench/paradisio.py [--frames 600] [--matches N]
The frame part times update + draw of a mid-game match (six tiles down, a
tile carried round the table so the glow shows) under SDL_VIDEODRIVER=dummy;
the rules part (solitaire counts, hard-bot think time, hard-vs-easy win rate)
comes from bench/paradisio_rules.py when it is there.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pygame  # noqa: E402
from frames import frame_report, headless_app, run_rules_bench  # noqa: E402  (sets up the headless display first)


def mid_game_scene() -> tuple[Any, Any]:
    """An app showing a Paradisio match with six tiles down and a tile picked up by the player to move."""
    import random

    from game.core import make_seats
    from game.paradisio import SPEC, ParadisioState
    from game.record import GameRecord
    from scenes.paradisio.match import ParadisioMatchScene
    from sprites.paradisio.match_art import tray_slot

    rng = random.Random(4)
    for seed in range(100):
        record = GameRecord.start(SPEC, make_seats(["Ana", "Bo"], ["human", "human"]), seed)
        state = record.state
        assert isinstance(state, ParadisioState)
        while len(state.placed) < 6 and state.round == 1:
            seat = state.to_move[0]
            record.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.round == 1 and len(state.placed) == 6:
            break
    app = headless_app("paradisio-bench-")
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    seat = state.to_move[0]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_slot(seat, scene.slots[seat].index(
        scene.shown["hands"][seat][0])).center, button=1)])
    return app, scene


def frame_times(frames: int) -> list[float]:
    """Seconds per frame (the carried tile moves and turns; scene update + app.draw) over ``frames`` frames."""

    app, scene = mid_game_scene()
    assert scene.holding.held is not None, "no tile was picked up"
    times = []
    for frame in range(frames + 20):
        angle = frame / 40
        pos = (640 + round(math.cos(angle) * 260), 380 + round(math.sin(angle) * 220))
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        start = time.perf_counter()
        app.handle(motion)
        if frame % 90 == 0:
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
        scene.update(1 / 60)
        app.draw()
        if frame >= 20:
            times.append(time.perf_counter() - start)
    return times


def main() -> None:
    """Print the frame figures, then the rules figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--matches", type=int, default=None, help="matches for the hard-vs-easy win rate")
    args = parser.parse_args()
    print(frame_report("match frames (mid-game, a tile dragged, dummy video)", frame_times(args.frames)))
    run_rules_bench("paradisio_rules", ["--matches", str(args.matches)] if args.matches is not None else [])

if __name__ == "__main__":
    main()
