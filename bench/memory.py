"""Memory of one long session: RSS after many screen round trips and after three full games.

Prints figures, asserts nothing (target: under 150 MB; under 250 MB in a
3840x2160 window).  Usage:
    python bench/memory.py [--trips 200] [--games 3] [--window 1280x720]
Runs in-process on the dummy video driver, with config and saves in a new
temporary folder.  A round trip is one of: menu → settings → back, menu → setup
→ back, menu → saved games → back, or a game table pushed, paused, its rules
opened and everything popped back to the menu.  The games are played by
computer seats only (the four games in turn) with animations at autoplay speed.
"""
from __future__ import annotations

import argparse
import gc
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from frames import headless_app  # noqa: E402  (sets up the headless display first)

FRAME = 1 / 60
GAME_FRAME_LIMIT = 60_000
"""Frames after which an unfinished game is given up (a bug; the figure says so)."""


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process in MB (VmRSS/VmHWM; maxrss where there is no /proc)."""
    current = peak = 0.0
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                current = int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
    except OSError:
        pass
    maxrss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    peak = peak or (maxrss / 1024 if sys.platform != "darwin" else maxrss / 2**20)
    return current or peak, peak


def live_counts() -> str:
    """How many pygame_gui managers and widgets are alive, and what the text cache holds."""
    import pygame_gui

    from sprites import text

    gc.collect()
    objects = gc.get_objects()
    managers = sum(isinstance(o, pygame_gui.UIManager) for o in objects)
    elements = sum(isinstance(o, pygame_gui.core.UIElement) for o in objects)
    cache = text.cache_bytes() if hasattr(text, "cache_bytes") else -1
    return f"{managers} UI managers, {elements} widgets alive; text cache {cache / 2**20:.1f} MB"


def report(label: str) -> None:
    """One line: RSS now and at peak, and what is alive."""
    current, peak = rss_mb()
    print(f"{label}: RSS {current:.0f} MB, peak {peak:.0f} MB ({live_counts()})", flush=True)


def frames(app: Any, count: int = 3) -> None:
    """Run ``count`` frames with no input."""
    for _ in range(count):
        app.step(FRAME, [])


def round_trips(app: Any, menu: Any, trips: int) -> None:
    """``trips`` screen round trips from the menu, taking each kind of screen in turn."""
    import pygame

    from game.core import make_seats
    from game.record import GameRecord
    from scenes.games import playable_games, push_record
    from scenes.menu import return_to_menu
    from scenes.play import GameScene

    specs = list(playable_games().values())
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)

    def leave() -> None:
        app.step(FRAME, [escape])
        frames(app)

    def table(i: int) -> None:
        spec = specs[i % len(specs)]
        seats = make_seats([f"Bot {n}" for n in range(spec.min_players)], ["easy"] * spec.min_players)
        scene = push_record(app, GameRecord.start(spec, seats, i))
        assert isinstance(scene, GameScene)
        frames(app, 10)
        scene.pause()
        frames(app)
        app.stack.top.open_rules()
        frames(app)
        leave()
        return_to_menu(app)

    kinds: list[Callable[[int], None]] = [
        lambda i: menu.open_settings(),
        lambda i: menu.open_setup(specs[i % len(specs)]),
        lambda i: menu.open_saved_games(),
        table,
    ]
    for i in range(trips):
        kinds[i % len(kinds)](i)
        frames(app)
        if app.stack.top is not menu:
            leave()
        assert app.stack.top is menu, f"round trip {i} did not come back to the menu"


def play_games(app: Any, count: int) -> list[str]:
    """Play ``count`` games with computer seats only (the four games in turn); one line each."""
    from game.core import make_seats
    from scenes.games import playable_games, start_game
    from scenes.menu import return_to_menu
    from scenes.play import GameScene

    games = playable_games()
    order = list(games.values())
    lines = []
    for i in range(count):
        spec = order[i % len(order)]
        seats = spec.max_players if spec.id == "last-paradise" else spec.min_players
        scene = start_game(app, spec, make_seats([f"Bot {n}" for n in range(seats)],
                                                 ["hard" if n == 0 else "easy" for n in range(seats)]), 100 + i)
        assert isinstance(scene, GameScene)
        started, played = time.perf_counter(), 0
        while not scene.record.state.is_over and played < GAME_FRAME_LIMIT:
            app.step(FRAME, [])
            played += 1
        frames(app, 30)
        state = "finished" if scene.record.state.is_over else "NOT finished"
        moves = len(scene.record.moves)
        del scene  # the bench's own hold on the table would keep its pictures alive on the menu
        at_end = rss_mb()[0]
        return_to_menu(app)
        frames(app)
        lines.append(f"game {i + 1} ({spec.id}, {seats} seats): {state} after {moves} moves, "
                     f"{played} frames, {time.perf_counter() - started:.1f} s; RSS {at_end:.0f} MB at its end, "
                     f"{rss_mb()[0]:.0f} MB back on the menu")
    return lines


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trips", type=int, default=200)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--window", default="1280x720", help="window size WxH (everything is drawn at its size)")
    args = parser.parse_args()
    width, height = (int(part) for part in args.window.lower().split("x"))
    app = headless_app("memory-bench-", (width, height))
    type(app).animation_speed = 60.0  # as in --autoplay: the games finish quickly
    from scenes.menu import MenuScene

    menu = MenuScene(app)
    app.push(menu)
    frames(app, 10)
    report("menu shown")
    started = time.perf_counter()
    round_trips(app, menu, args.trips)
    report(f"after {args.trips} screen round trips ({time.perf_counter() - started:.1f} s)")
    for line in play_games(app, args.games):
        print(line, flush=True)
    report(f"after {args.games} full games in the same process")
    print(f"window {width}x{height}; target: under {150 if width * height <= 1280 * 720 else 250} MB", flush=True)


if __name__ == "__main__":
    main()
