"""Benchmark of Last Resort: table frame times at 1280×720 while computers play, then the rules figures.

Prints figures, asserts nothing.  Usage:
    python bench/last_resort.py [--frames 1500] [--seats N] [--games N]
The frame part times every frame (update + draw of the whole stack) of a table
whose seats are all computers, under SDL_VIDEODRIVER=dummy, at normal
animation speed: tiles and tourists fly, cash rises, trackers slide, banners
show.  A second figure times a table waiting for a human's public decision (a
tile to build, the glows and prices drawn).  The rules part comes from
bench/last_resort_rules.py, if it is there.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from frames import frame_report, headless_app, run_rules_bench  # noqa: E402  (sets up the headless display first)

if TYPE_CHECKING:
    from game.core import SeatKind

NAMES = ["Wilhelmina-Grace", "Bartholomew Oxx", "Cleopatra Vance", "Dmitri Kowalsky"]


def table(seats: int, kinds: list["SeatKind"], prefix: str) -> tuple[Any, Any]:
    """An app showing a fresh Last Resort table with these seat kinds."""
    app = headless_app(prefix)
    from game.core import make_seats
    from game.last_resort import SPEC
    from game.record import GameRecord
    from scenes.last_resort.table import LastResortScene

    record = GameRecord.start(SPEC, make_seats(NAMES[:seats], kinds), 3)
    scene = LastResortScene(app, record)
    app.push(scene)
    return app, scene


def timed(app: Any, frames: int, cpu: list[float]) -> list[float]:
    """Seconds per frame over ``frames`` frames (wall time; the main thread's CPU time goes to ``cpu``)."""
    times = []
    for _ in range(frames):
        start, busy = time.perf_counter(), time.thread_time()
        app.step(1 / 60, [])
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - busy)
    return times


def playing_times(seats: int, frames: int, cpu: list[float]) -> tuple[list[float], int]:
    """Frame times while computers play (and the moves made meanwhile)."""
    app, scene = table(seats, ["easy"] * seats, "lr-bench-")
    for _ in range(20):
        app.step(1 / 60, [])
    times = timed(app, frames, cpu)
    return times, len(scene.record.moves)


def deciding_times(frames: int, cpu: list[float]) -> list[float]:
    """Frame times of a table where a human holds a tile over the station (glows, prices, the held tile)."""
    import pygame

    from game.last_resort.actions import Build

    app, scene = table(2, ["human", "easy"], "lr-bench-human-")
    record = scene.record
    from game.last_resort import SPEC

    while not (record.state.view(None)["phase"] == "build" and 0 in record.state.to_move
               and any(isinstance(a, Build) for a in record.state.legal_actions(0))):
        seat = record.state.to_move[0]
        bot = SPEC.make_bot("easy", record.bot_seed(seat))
        record.apply(seat, bot.choose(record.state.view(seat), record.state.legal_actions(seat), seat))
    scene.jump_to_now()
    for _ in range(40):
        app.step(1 / 60, [])
    controls = scene.controls
    tile = controls.tiles()[0]
    from sprites.last_resort.board import offer_tiles
    from sprites.last_resort.layout import offer_rect

    start = next(offer_rect(k, i) for k, i, t in offer_tiles(scene.shown) if t == tile).center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    times = []
    for k in range(frames):
        pos = (100 + k % 400, 120 + k % 200)
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(1, 0, 0))
        begin, busy = time.perf_counter(), time.thread_time()
        app.step(1 / 60, [event])
        times.append(time.perf_counter() - begin)
        cpu.append(time.thread_time() - busy)
    return times


def main() -> None:
    """Print the frame figures, then the rules figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--seats", type=int, default=0, help="one seat count (default: 1, 2, 3 and 4)")
    parser.add_argument("--games", type=int, default=400)
    args = parser.parse_args()
    for seats in ([args.seats] if args.seats else [1, 2, 3, 4]):
        cpu: list[float] = []
        times, moves = playing_times(seats, args.frames, cpu)
        print(frame_report(f"table frames, {seats} computers playing ({moves} moves shown)", times))
        print(frame_report("  the same frames in main-thread CPU time", cpu))
    cpu = []
    times = deciding_times(args.frames // 3, cpu)
    print(frame_report("table frames, a human dragging a tile over the station", times))
    print(frame_report("  the same frames in main-thread CPU time", cpu))
    if args.games > 0:
        run_rules_bench("last_resort_rules", ["--games", str(args.games)])


if __name__ == "__main__":
    main()
