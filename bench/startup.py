"""Time from process start to the first drawn menu frame, from source and frozen.

Prints the median of several runs for each (targets: < 0.5 s from source,
< 1 s frozen on a 2-core machine).  The frozen app is measured if it has been
built (``make dist``) or when ``--build`` is given.  ``--fullscreen`` opens the
app full screen on the display it is given (e.g. an X server of 3840x2160,
where the frozen app's first frame should come within 0.5 s) and prints its size.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "dist" / "ParadiseTable" / "ParadiseTable"


def time_once(command: list[str], fullscreen: bool = False) -> float:
    """Seconds from spawning ``command`` to the moment it reports its first drawn frame (full screen: on the
    display it is given)."""
    with tempfile.TemporaryDirectory() as home:
        if fullscreen:
            Path(home, "settings.json").write_text('{"fullscreen": true}', encoding="utf-8")
        env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
                   SDL_AUDIODRIVER="dummy", PARADISE_TABLE_CONFIG_DIR=home, PARADISE_TABLE_DATA_DIR=home)
        spawned = time.time()
        done = subprocess.run(command + ["--first-frame"], capture_output=True, text=True, env=env, timeout=120)
        if done.returncode != 0:
            raise SystemExit(f"{command} failed: {done.stderr[-2000:]}")
        first_frame_at = float(done.stdout.strip().splitlines()[-1])
        return first_frame_at - spawned


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--build", action="store_true", help="build the frozen app first")
    parser.add_argument("--fullscreen", action="store_true", help="open full screen on the display given")
    args = parser.parse_args()
    if args.build:
        subprocess.run(["make", "dist"], cwd=ROOT, check=True)
    targets = {"source": [sys.executable, str(ROOT / "main.py")]}
    if FROZEN.exists():
        targets["frozen"] = [str(FROZEN)]
    for name, command in targets.items():
        times = [time_once(command, args.fullscreen) for _ in range(args.runs)]
        print(f"startup {name}{screen_words(args.fullscreen)}: median {statistics.median(times):.3f} s "
              f"(min {min(times):.3f}, max {max(times):.3f}, {args.runs} runs)")
    if "frozen" not in targets:
        print("startup frozen: not built (run `make dist` or pass --build)")


def screen_words(fullscreen: bool) -> str:
    """" full screen at WxH" for a full-screen run (the display's size as SDL reports it), else ""."""
    if not fullscreen:
        return ""
    import pygame

    pygame.display.init()
    width, height = pygame.display.get_desktop_sizes()[0]
    pygame.display.quit()
    return f" full screen at {width}x{height}"


if __name__ == "__main__":
    main()
