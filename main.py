"""Paradise Table: start-up only (arguments, logging, the app).

``main.py PATH`` opens a saved game as a desktop app opens a document.  A
file of the app's own saves folder is resumed in place; a file from anywhere
else is only read, and a game in progress goes on in a new file of the saves
folder.  A file that cannot be opened is refused with a sentence on the menu
and left exactly as it was; only a damaged file inside the saves folder is
set aside (renamed, never overwritten), as Continue does.

``--autoplay GAME --resume PATH`` plays a saved game on with computer seats:
the saved seats keep their names and levels, and a human seat is played by
the hard computer player.  ``--screenshot PATH`` is checked before the game is
played: it must name a new or writable ``.png`` file in a folder that exists.

``--records`` prints the players' records (every finished game, per player
and game) and exits 0 without a window; ``--rebuild-records`` makes them again
from the finished saves first (:mod:`scenes.records`).

Logs go to stderr and to a rotating file in the user's log folder
(:mod:`scenes.logs`); an unexpected error writes a crash report there
(:mod:`scenes.crash`).
"""
from __future__ import annotations

import argparse
import errno
import os
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from game.core import SeatKind
    from game.record import GameRecord
    from scenes.manager import App, Autoplay
    from scenes.menu import MenuScene

RESUMED_HUMAN_KIND: SeatKind = "hard"
"""Who plays a human seat of a save continued by ``--autoplay GAME --resume PATH``."""

SEED_LIMIT = 2 ** 63
AUTOPLAY_ONLY = ("players", "seed", "screenshot", "stop_after", "save", "resume", "kinds")
COMPUTER_KINDS = ("easy", "hard", "expert")
"""The computer levels ``--kinds`` takes."""


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose refusals are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        """Print ``error: message`` (one line) and exit with code 2."""
        print(one_line(f"error: {message}"), file=sys.stderr)
        sys.exit(2)


def one_line(text: str) -> str:
    """``text`` with every run of white space (newlines too) made one space."""
    return " ".join(text.split())


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line: no arguments opens the menu, PATH opens a saved game."""
    parser = OneLineParser(prog="paradise-table", description="Four island games on one screen.")
    parser.add_argument("path", nargs="?", metavar="PATH", help="a saved game file to open")
    parser.add_argument("--autoplay", metavar="GAME", help="play a game with computer seats and exit")
    parser.add_argument("--players", type=int, default=None, help="number of seats for --autoplay")
    parser.add_argument("--seed", type=int, default=None, help="seed for --autoplay (default 1)")
    parser.add_argument("--screenshot", metavar="PATH", help="with --autoplay: save the final screen as PNG")
    parser.add_argument("--stop-after", type=int, metavar="K", default=None,
                        help="with --autoplay: stop after K moves (needs --save)")
    parser.add_argument("--save", metavar="PATH", help="with --autoplay: write the game to PATH when it stops")
    parser.add_argument("--resume", metavar="PATH", help="with --autoplay: play the game saved in PATH on")
    parser.add_argument("--kinds", metavar="K,K,...", default=None,
                        help="with --autoplay: each seat's computer level (easy, hard or expert), in seat order; "
                             "one level for every seat (default hard,easy,easy,...)")
    parser.add_argument("--records", action="store_true", help="print the players' records and exit")
    parser.add_argument("--rebuild-records", action="store_true",
                        help="make the players' records again from the finished saved games, say how many, and exit")
    parser.add_argument("--first-frame", action="store_true",
                        help="print the clock time (epoch seconds) of the first drawn frame, then exit")
    parser.add_argument("--verbose", action="store_true", help="log more")
    return parser.parse_args(argv)


def argument_problem(args: argparse.Namespace) -> str | None:
    """A one-line reason why these arguments make no sense together, or None."""
    if args.autoplay is None:
        given = [name for name in AUTOPLAY_ONLY if getattr(args, name) is not None]
        if given:
            return f"error: --{given[0].replace('_', '-')} works only with --autoplay GAME"
        return records_problem(args)
    if args.records or args.rebuild_records:
        return f"error: {records_option(args)} cannot be combined with --autoplay"
    if args.path is not None:
        return "error: to play a saved game on with computer seats, use --autoplay GAME --resume PATH"
    if args.first_frame:
        return "error: --first-frame cannot be combined with --autoplay"
    if args.resume is not None and (args.players is not None or args.seed is not None):
        return "error: --resume plays on with the saved seats and seed; leave out --players and --seed"
    if args.kinds is not None:
        kinds = args.kinds.split(",")
        wrong = next((k for k in kinds if k not in COMPUTER_KINDS), None)
        if wrong is not None:
            return f"error: --kinds takes easy, hard or expert for each seat, not {wrong!r}"
        if args.resume is not None:
            return "error: --resume plays on with the saved seats; leave out --kinds"
        if args.players is not None and len(kinds) not in (1, args.players):
            return f"error: --kinds names {len(kinds)} seats but --players is {args.players}"
    if args.stop_after is not None and args.save is None:
        return "error: --stop-after needs --save PATH to keep the game it stops"
    if args.stop_after is not None and args.stop_after < 0:
        return f"error: --stop-after takes a number of moves from 0 up, not {args.stop_after}"
    if args.seed is not None and not 0 <= args.seed < SEED_LIMIT:
        return f"error: --seed takes a whole number from 0 to {SEED_LIMIT - 1}"
    return None


def records_option(args: argparse.Namespace) -> str:
    """The records option given (``--records`` or ``--rebuild-records``)."""
    return "--records" if args.records else "--rebuild-records"


def records_problem(args: argparse.Namespace) -> str | None:
    """A one-line reason why ``--records`` or ``--rebuild-records`` cannot go with the other arguments, or None."""
    if not (args.records or args.rebuild_records):
        return None
    if args.path is not None:
        return f"error: {records_option(args)} reads the records of the saves folder; leave out PATH"
    if args.first_frame:
        return f"error: {records_option(args)} cannot be combined with --first-frame"
    return None


def show_records(rebuild: bool, show: bool) -> int:
    """``--rebuild-records`` and ``--records``: rebuild and say how many games, print the records; exit code 0.

    No window opens.  What was said about the records file (set aside, left
    alone) goes to stderr, one line each; records kept busy by another window
    for seconds end with code 1 and one line.
    """
    import sqlite3

    try:
        return _show_records(rebuild, show)
    except (sqlite3.Error, OSError) as exc:  # another window kept the records busy for seconds
        print(one_line(f"error: the players' records could not be read: {exc}"), file=sys.stderr)
        return 1


def _show_records(rebuild: bool, show: bool) -> int:
    from game.registry import available_games
    from scenes.config import take_notice
    from scenes.paradisio.best_times import load_best_times
    from scenes.records.keeping import open_records, rebuild_records
    from scenes.records.store import all_games
    from scenes.records.terminal import records_text

    if rebuild:
        count, seconds, kept = rebuild_records()
        where = "" if kept else " (in memory only: the records file could not be used)"
        print(f"Rebuilt the players' records from {count} finished saved game{'' if count == 1 else 's'} "
              f"in {seconds:.2f} s{where}.", flush=True)
    if show:
        store = open_records()
        try:
            games = all_games(store)
        finally:
            store.close()
        print(records_text(games, available_games(), load_best_times(), kept_in_memory=not store.kept), end="",
              flush=True)
    while notice := take_notice():
        print(one_line(f"note: {notice}"), file=sys.stderr)
    return 0


def screenshot_problem(name: str) -> str | None:
    """A one-line reason why ``--screenshot name`` could not be written at the end of the game, or None.

    The folder must exist and take a new file; an existing file must be a
    plain file that can be written.  Nothing is left behind by the check.
    """
    path = Path(name)
    if not name.strip():
        return "error: --screenshot needs a file name ending in .png"
    try:
        if path.is_dir():
            return f"error: --screenshot needs a file name ending in .png, not the folder {name}"
        if path.suffix.lower() != ".png":
            return f"error: --screenshot writes PNG only: give a file name ending in .png, not {name!r}"
        if path.exists() or path.is_symlink():
            return _existing_screenshot_problem(path)
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            return f"error: cannot write the screenshot to {name}: the folder {path.parent} does not exist"
        return f"error: cannot write the screenshot to {name}: {exc.strerror or exc}"
    os.close(handle)
    path.unlink()
    return None


def _existing_screenshot_problem(path: Path) -> str | None:
    """Why an existing ``path`` may not be replaced by the screenshot, or None (raises OSError)."""
    if not stat.S_ISREG(path.stat().st_mode):
        return f"error: cannot write the screenshot to {path}: it is not a regular file"
    os.close(os.open(path, os.O_WRONLY))  # no O_TRUNC: the file stays as it is until the game ends
    return None


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
        return f"error: {spec.title} takes {spec.player_range}, not {count}"
    return None


def resumed_record(game: str, path: Path) -> "tuple[GameRecord | None, str | None]":
    """(the saved game to play on, None) or (None, a one-line reason it cannot be)."""
    import dataclasses

    from game.core import CorruptSave
    from game.saves import load_save
    from scenes.games import playable_games, replayed

    try:
        record = load_save(path, playable_games())
    except CorruptSave as exc:
        return None, f"error: cannot resume {path}: {exc}"
    if record.spec.id != game:
        return None, f"error: {path} holds a {record.spec.title} game ({record.spec.id}), not {game}"
    if any(seat.is_human for seat in record.seats):
        seats = [seat if not seat.is_human else dataclasses.replace(seat, kind=RESUMED_HUMAN_KIND)
                 for seat in record.seats]
        record = replayed(record, seats)
    return record, None


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the process exit code."""
    args = parse_args(argv)
    from scenes.logs import start_logging

    start_logging(args.verbose)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    problem = argument_problem(args)
    record: GameRecord | None = None
    if problem is None and args.autoplay is not None:
        several = args.kinds.split(",") if args.kinds and "," in args.kinds else []
        problem = autoplay_problem(args.autoplay, args.players if args.players is not None else len(several) or None)
        if problem is None and args.screenshot is not None:
            problem = screenshot_problem(args.screenshot)
        if problem is None and args.resume is not None:
            record, problem = resumed_record(args.autoplay, Path(args.resume))
    if problem:
        print(one_line(problem), file=sys.stderr)
        return 2
    if args.records or args.rebuild_records:
        return show_records(args.rebuild_records, args.records)
    from scenes.config import clean_stale_temp_files

    clean_stale_temp_files()  # temporary files of writes killed before their rename
    return start(args, record)


def start(args: argparse.Namespace, record: "GameRecord | None") -> int:
    """Open the window and run the app; an error before the main loop writes a crash report and ends with code 1."""
    import pygame

    from scenes.manager import App, Autoplay
    from sprites.display import LOGICAL_SIZE, declare_dpi_awareness, desktop_scale, first_window_size

    app: App | None = None
    try:
        declare_dpi_awareness(sys.platform, os.environ)
        pygame.display.init()
        pygame.font.init()
        autoplay = None
        if args.autoplay is not None:
            autoplay = Autoplay(args.autoplay, args.players or 0, 1 if args.seed is None else args.seed,
                                args.screenshot, stop_after=args.stop_after, save=args.save,
                                kinds=tuple(args.kinds.split(",")) if args.kinds else ())
        desktops = pygame.display.get_desktop_sizes()
        size = LOGICAL_SIZE if autoplay is not None or not desktops else first_window_size(
            desktop_scale(sys.platform, os.environ), desktops[0])
        app = App(autoplay=autoplay, window_size=size)
        refused = open_scenes(app, args, record)
    except Exception as error:
        failed_to_start(error, app)
        pygame.quit()
        return 1
    if refused:
        pygame.quit()
        return 2
    if app.autoplay is None and not args.first_frame:
        import threading

        from scenes.records.keeping import prepare_records

        threading.Thread(target=prepare_records, name="records", daemon=True).start()  # a new file fills from the saves
    code = app.run()
    pygame.quit()
    return code


def open_scenes(app: "App", args: argparse.Namespace, record: "GameRecord | None") -> bool:
    """The menu, and over it the document or the autoplay game; True if ``--first-frame`` refused the document."""
    from scenes.menu import MenuScene

    menu = MenuScene(app)
    app.push(menu)
    if args.path is not None:
        refusal = open_document(app, menu, Path(args.path), keep=not args.first_frame)
        if refusal is not None and args.first_frame:
            print(one_line(f"error: cannot open {args.path}: {refusal}"), file=sys.stderr)
            return True
    if args.first_frame:
        def report() -> None:
            print(f"{time.time():.4f}", flush=True)
            app.quit(0)
        app.on_first_frame = report
    if app.autoplay is not None:
        start_autoplay(app, app.autoplay, record)
    return False


def failed_to_start(error: Exception, app: "App | None") -> None:
    """Write a crash report for an error before the main loop and say in one line where it is."""
    import logging

    from scenes.crash import write_crash_report

    report = write_crash_report(error, "start-up", list(app.stack.scenes) if app is not None else [])
    logging.getLogger(__name__).info("start-up failed", exc_info=error)
    said = one_line(f"{type(error).__name__}: {error}")[:200]
    print(f"error: Paradise Table could not start ({said}); crash report: {report or 'none could be written'}",
          file=sys.stderr, flush=True)
    if app is not None:
        app.shutdown()


def open_document(app: "App", menu: "MenuScene", path: Path, keep: bool) -> str | None:
    """Open the saved game in ``path`` over the menu; the refusal sentence (also put on the menu) or None."""
    from game.core import CorruptSave
    from scenes.games import SaveInUse, open_game_file

    try:
        open_game_file(app, path, keep=keep)
    except (CorruptSave, SaveInUse) as exc:
        if keep:
            menu.refuse_file(path, str(exc), damaged=isinstance(exc, CorruptSave), problem=exc)
        return str(exc)
    return None


def start_autoplay(app: "App", autoplay: "Autoplay", record: "GameRecord | None" = None) -> None:
    """Push the game's scene over the menu: a new game with computer seats only, or ``record`` played on."""
    from game.core import Seat
    from scenes.games import playable_games, push_record, start_game
    from sprites.palette import PLAYER_COLOURS, hex_colour

    if record is not None:
        autoplay.players, autoplay.seed = len(record.seats), record.seed
        push_record(app, record)
        return
    spec = playable_games()[autoplay.game]
    count = autoplay.players or (len(autoplay.kinds) if len(autoplay.kinds) > 1 else spec.min_players)
    autoplay.players = count
    seats = [Seat(i, f"{PLAYER_COLOURS[i][0]} bot", hex_colour(PLAYER_COLOURS[i][1]), autoplay.kind(i))
             for i in range(count)]
    start_game(app, spec, seats, autoplay.seed)


if __name__ == "__main__":
    sys.exit(main())
