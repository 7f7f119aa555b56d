"""What the window's size costs: CPU share and frame times of seven screens at three window sizes, and memory.

Prints figures, asserts nothing.  Usage:
    python bench/sizes.py [--quick] [--seconds S] [--sizes 1280x720,1920x1080,3840x2160] [--no-memory]

Every scene is laid out in 1280x720 logical units and drawn at the window's
own pixel size (sprites/pen.py), so a bigger window costs more to draw; this
bench shows how much more as the window grows.  For each window size a fresh app runs its real main loop
(:meth:`App.tick`) on each screen:

- the idle menu and a Paradisio table waiting for a person: the CPU share
  (process CPU time, every thread, over wall time) once the screen has
  settled, and the frame times while the mouse moves over it (each move
  is input, so a frame is drawn: what a hover costs);
- each of the four games' tables while computer seats (easy) play at normal
  speed: the CPU share, and the times of the frames drawn while the table
  animates (input, update, draw and present).

Each frame's time is wall time (p50, p95) and main-thread CPU time (p95
only: ``cpu95``), which is what the frame costs when other processes share
the cores and stretch its wall time.

The last column is the 4K/720p ratio of the p95 frame time and of the CPU
share.  Then memory: RSS after three full games in one process
(``bench/memory.py --trips 0 --games 3``, a process of its own) at 1280x720
and at 3840x2160.

Targets: frame p95 under 8 ms at 1920x1080 and under 12 ms at 3840x2160
while animating; idle under 5% of one core at every size; RSS under 150 MB
(1280x720) and 250 MB (3840x2160).  ``--quick`` measures each screen for
1.5 s instead of 4 s (the run takes about two minutes instead of four).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import idle  # noqa: E402  (sets up the display and scratch folders first)
import pygame  # noqa: E402

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
GAMES: dict[str, int] = {"paradisio": 2, "last-paradise": 3, "paradise-fallen": 2, "last-resort": 2}
"""The games and how many computer seats play each."""
WARM_UP = 1.0
"""Seconds a game plays before its frames are timed (its table's first frames load fonts and pictures)."""
MOUSE_FRAMES = 90
"""Frames of mouse movement timed over an idle screen."""
MEMORY_SIZES = ((1280, 720, 150), (3840, 2160, 250))
"""Window sizes the memory figure is taken at, with the target in MB."""


@dataclass
class Figure:
    """One screen at one window size: CPU share and the wall and main-thread CPU times of the frames drawn."""

    cpu: float
    times: list[float]
    cpu_times: list[float]

    def percentile(self, share: float, cpu: bool = False) -> float:
        """The frame time (ms; main-thread CPU if ``cpu``) below which ``share`` of the frames fall (0 if none was drawn)."""
        times = self.cpu_times if cpu else self.times
        if not times:
            return 0.0
        ordered = sorted(times)
        return ordered[int(share * (len(ordered) - 1))] * 1000

    @property
    def p50(self) -> float:
        """Median frame time in ms."""
        return statistics.median(self.times) * 1000 if self.times else 0.0

    @property
    def p95(self) -> float:
        """95th percentile frame time in ms."""
        return self.percentile(0.95)

    @property
    def cpu95(self) -> float:
        """95th percentile main-thread CPU time of a frame in ms."""
        return self.percentile(0.95, cpu=True)


def mouse_path(size: tuple[int, int], count: int) -> list[pygame.event.Event]:
    """``count`` mouse moves across a window of ``size``, a diagonal sweep and back."""
    width, height = size
    events = []
    for i in range(count):
        t = abs((2 * i / max(count - 1, 1)) - 1)
        pos = (int(width * (0.1 + 0.8 * t)), int(height * (0.2 + 0.6 * t)))
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(4, 2), buttons=(0, 0, 0)))
    return events


def idle_screen(app: Any, open_screen: Callable[[Any], None], seconds: float) -> Figure:
    """CPU share of a screen left alone, then the frame times while the mouse moves over it."""
    open_screen(app)
    share, _ = idle.cpu_share(app, seconds)
    moves = mouse_path(app.window.get_size(), MOUSE_FRAMES)

    def hover() -> None:
        for event in moves:
            app.frame(1 / 60, [event])

    return Figure(share, *idle.timed_frames(app, hover))


def playing_table(app: Any, game: str, seconds: float) -> Figure:
    """CPU share and frame times of a table of computer seats playing at normal speed."""
    idle.start(app, game, ["easy"] * GAMES[game], seed=11)
    idle.run_for(app, WARM_UP)
    cpu, wall = time.process_time(), time.perf_counter()
    times, cpu_times = idle.timed_frames(app, lambda: idle.run_for(app, seconds))
    return Figure((time.process_time() - cpu) / (time.perf_counter() - wall), times, cpu_times)


def measure_size(size: tuple[int, int], seconds: float) -> dict[str, Figure]:
    """Every screen's figure in a fresh app with a window of ``size``."""
    app = idle.make_app(False, size)
    figures = {
        "idle menu": idle_screen(app, idle.menu, seconds),
        "Paradisio table waiting for a person": idle_screen(app, idle.waiting_table("paradisio"), seconds),
    }
    for game in GAMES:
        figures[f"{game}: computers playing"] = playing_table(app, game, seconds)
    idle.menu(app)
    app.shutdown()
    return figures


def memory_after_games(size: tuple[int, int]) -> str:
    """bench/memory.py's last RSS line after three full games in a window of ``size`` (run in a process of its own)."""
    script = Path(__file__).resolve().parent / "memory.py"
    done = subprocess.run([sys.executable, str(script), "--trips", "0", "--games", "3", "--window", f"{size[0]}x{size[1]}"],
                          capture_output=True, text=True, timeout=600, env=dict(os.environ))
    lines = [line for line in done.stdout.splitlines() if line.startswith("after 3 full games")]
    if done.returncode != 0 or not lines:
        return f"failed ({done.stderr.strip().splitlines()[-1:] or done.returncode})"
    return lines[-1].split(": ", 1)[1].split(" (")[0]


def print_table(sizes: list[tuple[int, int]], results: dict[tuple[int, int], dict[str, Figure]]) -> None:
    """One row per screen: CPU share and frame p50/p95 at each size, and the largest/smallest ratio."""
    names = list(results[sizes[0]])
    width = max(map(len, names))
    heads = "".join(f" | {f'{w}x{h}':^32}" for w, h in sizes)
    print(f"{'screen':<{width}}{heads} | {'ratio':^17}")
    subs = "".join(f" | {'CPU':>6} {'p50':>6} {'p95':>6} {'cpu95':>6} {'n':>4}" for _ in sizes)
    print(f"{'':<{width}}{subs} | {'p95':>7} {'CPU':>7}")
    for name in names:
        row = f"{name:<{width}}"
        for size in sizes:
            fig = results[size][name]
            row += f" | {fig.cpu * 100:5.1f}% {fig.p50:6.2f} {fig.p95:6.2f} {fig.cpu95:6.2f} {len(fig.times):4d}"
        first, last = results[sizes[0]][name], results[sizes[-1]][name]
        p95_ratio = last.p95 / first.p95 if first.p95 else 0.0
        cpu_ratio = last.cpu / first.cpu if first.cpu else 0.0
        print(f"{row} | {p95_ratio:6.2f}x {cpu_ratio:6.2f}x")


def main() -> None:
    """Measure every screen at every size, print the table, then the memory figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="1.5 s a screen instead of 4 s")
    parser.add_argument("--seconds", type=float, default=None, help="seconds each screen is measured")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES), help="window sizes WxH, comma-separated")
    parser.add_argument("--no-memory", action="store_true", help="skip the memory figures")
    args = parser.parse_args()
    seconds = args.seconds if args.seconds is not None else (1.5 if args.quick else 4.0)
    sizes = [(int(w), int(h)) for w, h in (part.lower().split("x") for part in args.sizes.split(","))]
    pygame.display.init()
    print(f"video driver {pygame.display.get_driver()}, canvas 1280x720, {seconds:g} s a screen, "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"CPU: process CPU time / wall time; frame times in ms; ratio: {sizes[-1][0]}x{sizes[-1][1]} over "
          f"{sizes[0][0]}x{sizes[0][1]}", flush=True)
    print("targets: idle screens under 5% CPU at every size; frame p95 while animating under 8 ms at 1920x1080, "
          "under 12 ms at 3840x2160", flush=True)
    results = {size: measure_size(size, seconds) for size in sizes}
    print_table(sizes, results)
    if not args.no_memory:
        for width, height, target in MEMORY_SIZES:
            print(f"memory after 3 full games at {width}x{height}: {memory_after_games((width, height))} "
                  f"(target < {target} MB)", flush=True)
    pygame.quit()


if __name__ == "__main__":
    main()
