"""What the scene benchmarks share: headless set-up, frame statistics, the rules figures."""
from __future__ import annotations

import importlib
import os
import statistics
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "bench"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


def headless_app(prefix: str, window_size: tuple[int, int] = (1280, 720)) -> Any:
    """A fresh App on the dummy display with a window of ``window_size``, config and data in a new temporary folder."""
    import tempfile

    import pygame

    tmp = tempfile.mkdtemp(prefix=prefix)
    os.environ["PARADISE_TABLE_CONFIG_DIR"] = os.path.join(tmp, "config")
    os.environ["PARADISE_TABLE_DATA_DIR"] = os.path.join(tmp, "data")
    pygame.display.init()
    pygame.font.init()
    from scenes.manager import App

    app = App(window_size=window_size)
    app.pacer.every_frame = True  # the frame figures time drawing, even of a table that waits (still)
    return app


def frame_report(label: str, times: list[float]) -> str:
    """One line: how many frames, their median and p95 in ms, against the 8 ms target."""
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (f"{label}: {len(ordered)} frames at 1280x720; median {statistics.median(ordered) * 1000:.2f} ms, "
            f"p95 {p95 * 1000:.2f} ms (target < 8 ms)")


def run_rules_bench(module: str, argv: list[str]) -> None:
    """Run ``bench/<module>.py`` (the rules figures) with ``argv``, if it is there."""
    if not (ROOT / "bench" / f"{module}.py").exists():
        print(f"rules figures: bench/{module}.py is not there yet")
        return
    rules = importlib.import_module(module)
    sys.argv = [module] + argv
    rules.main()
