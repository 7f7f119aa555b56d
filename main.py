"""Paradise Table: start-up only (arguments, logging, the app)."""
from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.manager import App, Autoplay


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line: no arguments opens the menu."""
    parser = argparse.ArgumentParser(prog="paradise-table", description="Four island games on one screen.")
    parser.add_argument("--autoplay", metavar="GAME", help="play a whole game with computer seats and exit")
    parser.add_argument("--players", type=int, default=None, help="number of seats for --autoplay")
    parser.add_argument("--seed", type=int, default=1, help="seed for --autoplay")
    parser.add_argument("--screenshot", metavar="PATH", help="with --autoplay: save the final screen as PNG")
    parser.add_argument("--first-frame", action="store_true",
                        help="print the clock time (epoch seconds) of the first drawn menu frame, then exit")
    parser.add_argument("--verbose", action="store_true", help="log more")
    return parser.parse_args(argv)


def autoplay_problem(game: str, players: int | None) -> str | None:
    """A one-line reason why an autoplay request cannot run, or None."""
    from game.registry import ALL_GAME_IDS
    from scenes.games import playable_games

    games = playable_games()
    if game not in games:
        if game in ALL_GAME_IDS:
            return f"error: {game} is not playable yet (playable: {', '.join(games) or 'none'})"
        return f"error: unknown game {game!r} (choose from {', '.join(ALL_GAME_IDS)})"
    spec = games[game]
    count = players if players is not None else spec.min_players
    if not spec.min_players <= count <= spec.max_players:
        return f"error: {spec.title} takes {spec.min_players}-{spec.max_players} players, not {count}"
    return None


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the process exit code."""
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.autoplay is not None:
        problem = autoplay_problem(args.autoplay, args.players)
        if problem:
            print(problem, file=sys.stderr)
            return 2
    import pygame

    from scenes.manager import App, Autoplay
    from scenes.menu import MenuScene

    pygame.display.init()
    pygame.font.init()
    autoplay = None
    if args.autoplay is not None:
        autoplay = Autoplay(args.autoplay, args.players or 0, args.seed, args.screenshot)
    app = App(autoplay=autoplay)
    app.push(MenuScene(app))
    if args.first_frame:
        def report() -> None:
            print(f"{time.time():.4f}", flush=True)
            app.quit(0)
        app.on_first_frame = report
    if autoplay is not None:
        start_autoplay(app, autoplay)
    code = app.run()
    pygame.quit()
    return code


def start_autoplay(app: "App", autoplay: "Autoplay") -> None:
    """Seat computer players only and push the game's scene over the menu."""
    from game.core import Seat
    from scenes.games import playable_games, start_game
    from sprites.palette import PLAYER_COLOURS, hex_colour

    spec = playable_games()[autoplay.game]
    count = autoplay.players or spec.min_players
    autoplay.players = count
    seats = [Seat(i, f"{PLAYER_COLOURS[i][0]} bot", hex_colour(PLAYER_COLOURS[i][1]), "hard" if i == 0 else "easy")
             for i in range(count)]
    start_game(app, spec, seats, autoplay.seed)


if __name__ == "__main__":
    sys.exit(main())
