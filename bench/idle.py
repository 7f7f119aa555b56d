"""How cool the app idles: CPU share of screens waiting for a player, and frame times while things move.

Prints figures, asserts nothing.  Usage:
    python bench/idle.py [--seconds 5] [--window 1280x720] [--flat-out] [--gl-framebuffer]

Each idle screen runs the app's real main loop (:meth:`App.tick`) for
``--seconds`` after it has settled, and the line gives the process's CPU
time (every thread) over the wall time: the idle menu, a table waiting for
a human (The Last Paradise: the youngest picks the first villa; Paradisio:
the first tile), and a private screen (The Last Paradise's sealed bid).
Target: under 5% of one core each.  Then a table of computer players plays
at normal speed and the line gives the p95 time of the frames that drew
something (handling input, update, drawing and presenting; target under
8 ms).

With a display (``DISPLAY`` set) a real window is used, so presenting a
frame costs what it costs on screen; without one SDL's dummy driver is used.
``--flat-out`` runs the loop as it was before idling was made cool (every
scene active: 60 frames a second, each drawn); ``--gl-framebuffer`` shows
frames through OpenGL as SDL does by default on X11 (the app asks for
shared memory there).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_TMP = tempfile.mkdtemp(prefix="idle-bench-")
for _name in ("CONFIG", "DATA", "LOG"):
    os.environ[f"PARADISE_TABLE_{_name}_DIR"] = os.path.join(_TMP, _name.lower())

import pygame  # noqa: E402  (after the environment above)

if TYPE_CHECKING:
    from game.core import SeatKind

SETTLE = 2.5
"""Seconds a screen runs before it is measured (the loop draws at full rate for a moment after a change)."""


def make_app(flat_out: bool, size: tuple[int, int]) -> Any:
    """The app with its menu in a window of ``size``; ``flat_out``: every scene counts as active (the loop as it was)."""
    pygame.display.init()
    pygame.font.init()
    from scenes.manager import App
    from scenes.menu import MenuScene

    app_class = App
    if flat_out:
        class FlatOut(App):
            @property
            def motion(self) -> Any:
                return "active"

        app_class = FlatOut
    app = app_class(window_size=size)
    app.push(MenuScene(app))
    return app


def run_for(app: Any, seconds: float) -> None:
    """Run the real main loop for ``seconds``."""
    end = time.perf_counter() + seconds
    while app.running and time.perf_counter() < end:
        app.tick()


def cpu_share(app: Any, seconds: float) -> tuple[float, int]:
    """(process CPU time / wall time, frames drawn) over ``seconds`` of the main loop, after it settles."""
    run_for(app, SETTLE)
    frames = app.frames
    cpu, wall = time.process_time(), time.perf_counter()
    run_for(app, seconds)
    return (time.process_time() - cpu) / (time.perf_counter() - wall), app.frames - frames


def start(app: Any, game: str, kinds: "list[SeatKind]", seed: int = 5) -> Any:
    """A new game of ``game`` over the menu with seats of ``kinds``; returns its table."""
    from game.core import make_seats
    from scenes.games import playable_games, start_game
    from scenes.menu import return_to_menu

    return_to_menu(app)
    names = ["Anna", "Birgit", "Claus", "Dorte", "Emil"][:len(kinds)]
    return start_game(app, playable_games()[game], make_seats(names, kinds), seed)


def waiting_table(game: str) -> Callable[[Any], None]:
    """A table of humans waiting for the first move."""
    def open_table(app: Any) -> None:
        start(app, game, ["human"] * (3 if game == "last-paradise" else 2))
    return open_table


def bid_screen(app: Any) -> None:
    """The Last Paradise: the first villa chosen, then the first bidder's private screen (its cover lifted)."""
    table = start(app, "last-paradise", ["human", "human", "human"])
    seat = table.state.to_move[0]
    table.perform(seat, table.state.legal_actions(seat)[0])
    deadline = time.perf_counter() + 10
    while time.perf_counter() < deadline and not getattr(app.stack.top, "private", False) \
            and type(app.stack.top).__name__ not in ("BidScene", "OfferScene"):
        top = app.stack.top
        if type(top).__name__ == "HandoverScene":
            top.reveal()
        app.tick()


def menu(app: Any) -> None:
    """The main menu."""
    from scenes.menu import return_to_menu

    return_to_menu(app)


def animated_frames(app: Any, game: str, seconds: float) -> tuple[list[float], list[float]]:
    """(wall seconds, main-thread CPU seconds) of each drawn frame's work (input, update, draw, present)
    while computers play at normal speed; the CPU time is what the frame costs on a machine busy elsewhere."""
    players: list[SeatKind] = ["easy"] * (3 if game == "last-paradise" else 2)
    start(app, game, players, seed=11)
    return timed_frames(app, lambda: run_for(app, seconds), active_only=True)


def timed_frames(app: Any, run: Callable[[], None], active_only: bool = False) -> tuple[list[float], list[float]]:
    """(wall, main-thread CPU) seconds of each frame drawn while ``run`` runs (a frame: input, update, draw,
    present); ``active_only``: only the frames drawn while something animates."""
    times: list[float] = []
    cpu_times: list[float] = []
    frame = app.frame

    def timed(dt: float, events: Any = None) -> None:
        before, begun, cpu = app.frames, time.perf_counter(), time.thread_time()
        frame(dt, events)
        if app.frames != before and (app.motion == "active" or not active_only):
            times.append(time.perf_counter() - begun)
            cpu_times.append(time.thread_time() - cpu)

    app.frame = timed
    try:
        run()
    finally:
        app.frame = frame
    return times, cpu_times


def spread(times: list[float]) -> str:
    """"median M ms, p95 P ms" of ``times`` (seconds)."""
    ordered = sorted(times)
    return f"median {statistics.median(ordered) * 1000:.2f} ms, p95 {ordered[int(0.95 * (len(ordered) - 1))] * 1000:.2f} ms"


def main() -> None:
    """Print one line per idle screen, then the animated frame times."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--flat-out", action="store_true", help="the loop as it was: 60 fps, every frame drawn")
    parser.add_argument("--gl-framebuffer", action="store_true", help="present frames through OpenGL on X11")
    parser.add_argument("--window", default="1280x720", help="window size WxH (everything is drawn at its size)")
    args = parser.parse_args()
    if args.gl_framebuffer:
        os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "1"
    width, height = (int(part) for part in args.window.lower().split("x"))
    app = make_app(args.flat_out, (width, height))
    size = "x".join(map(str, app.window.get_size()))
    loop = "flat out (every frame drawn at 60 fps)" if args.flat_out else "idle-aware"
    print(f"video driver {pygame.display.get_driver()}, window {size}, {loop} loop, "
          f"framebuffer acceleration {os.environ.get('SDL_FRAMEBUFFER_ACCELERATION', 'SDL default')}")
    screens: list[tuple[str, Callable[[Any], None]]] = [
        ("idle menu", menu),
        ("Last Paradise table waiting for a human", waiting_table("last-paradise")),
        ("Paradisio table waiting for a human", waiting_table("paradisio")),
        ("Last Paradise sealed-bid screen", bid_screen),
    ]
    for label, open_screen in screens:
        open_screen(app)
        share, frames = cpu_share(app, args.seconds)
        print(f"{label} ({type(app.stack.top).__name__}): CPU {share * 100:.1f}% of one core, "
              f"{frames / args.seconds:.1f} frames drawn a second (target < 5%)")
    for game in ("last-paradise", "paradisio"):
        times, cpu_times = animated_frames(app, game, args.seconds)
        if not times:
            print(f"{game} computers playing: no frame drawn while active")
            continue
        print(f"{game} computers playing at normal speed: {len(times)} active frames; wall {spread(times)}; "
              f"main-thread CPU {spread(cpu_times)} (target p95 < 8 ms)")
    app.shutdown()
    pygame.quit()


if __name__ == "__main__":
    main()
