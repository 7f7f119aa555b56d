"""Recording finished games where they finish, rebuilding from the saves, and the names played with.

The records hold exactly the finished games of the saves folder: a game is
recorded when its finished save is on disk (the table's last autosave), under
the save's id, and ``main.py --rebuild-records`` makes them again from those
saves.  A replay, or a finished game loaded again, finds its save id recorded
already and counts nothing.
"""
from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from game.core import CorruptSave
from game.record import GameRecord
from game.saves import SAVE_SUFFIX, load_save, new_save_path, read_summary, write_save
from scenes.config import tell_once
from scenes.games import in_saves_folder, playable_games, saves_dir
from scenes.records.rows import GameLine, game_line, save_id_of
from scenes.records.store import (
    RECORDS,
    Store,
    add_game,
    all_games,
    is_damage,
    open_store,
    records_path,
    replace_all,
    set_damaged_aside,
)

log = logging.getLogger(__name__)


def finished_lines(folder: Path | None = None) -> list[GameLine]:
    """The records' lines of every finished game saved in ``folder`` (the saves folder), each replayed and checked.

    A save that cannot be loaded, or a game still going on, adds nothing.
    """
    folder = saves_dir() if folder is None else folder
    try:
        paths = sorted(p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX))
    except OSError:
        return []
    games = playable_games()
    lines: list[GameLine] = []
    for path in paths:
        summary = read_summary(path, games)
        if summary.problem is not None or not summary.finished:
            continue
        try:
            record = load_save(path, games)
        except CorruptSave as exc:
            log.info("records leave out %s: %s", path.name, exc)
            continue
        if record.state.is_over:
            lines.append(game_line(save_id_of(path.name), record, summary.saved_at))
    return lines


def open_records(fill_now: bool = True) -> Store:
    """The records of the user's data folder (filled from the saves folder when new or set aside, unless
    ``fill_now`` is False: then a new file holds no games until it is opened to be filled)."""
    return open_store(finished_lines, fill_now=fill_now)


def record_finished(save_path: Path, record: GameRecord) -> bool:
    """Record the finished game ``record`` saved in ``save_path``; False when it was recorded already or is not saved.

    Only a save on disk that holds the finished game counts (so the records can
    always be rebuilt from the saves); its date is the save's.  A records file
    found damaged meanwhile is set aside and made again, with this game.
    """
    summary = read_summary(save_path)
    if summary.problem is not None or not summary.finished or not record.state.is_over:
        return False
    line = game_line(save_id_of(save_path.name), record, summary.saved_at)
    for _ in range(2):
        try:
            store = open_records()
        except sqlite3.Error as exc:  # another window kept the file busy for seconds: --rebuild-records mends it
            return _not_recorded(records_path(), exc)
        try:
            return add_game(store, line)
        except sqlite3.Error as exc:
            if not is_damage(exc):
                return _not_recorded(store.path, exc)
        finally:
            store.close()
        if not set_damaged_aside(store.path, "it is torn"):  # torn since it was opened: made again, with this game
            return False
    return False


def _not_recorded(path: Path, error: Exception) -> bool:
    log.warning("could not record the game: %s", error)
    tell_once(path, "unrecorded", f"{RECORDS} could not be saved ({error}); main.py --rebuild-records makes them "
                                  "again from the saved games.")
    return False


def keep_autoplay_game(record: GameRecord, saved: Path | None = None) -> Path | None:
    """Keep a finished autoplay game in the saves folder (for its replay and the records) and record it.

    ``saved``: where ``--save`` wrote it; a file of the saves folder is that game's save already (no copy).
    """
    if saved is not None and in_saves_folder(saved):
        record_finished(saved, record)
        return saved
    path = new_save_path(saves_dir(), record.spec.id)
    try:
        write_save(path, record)
    except OSError as exc:
        log.warning("could not keep the autoplay game: %s", exc)
        return None
    record_finished(path, record)
    return path


def rebuild_records() -> tuple[int, float, bool]:
    """Make the records again from the finished saves: (games, seconds it took, whether the file was written)."""
    started = time.perf_counter()
    store = open_records()
    try:
        count = replace_all(store, finished_lines())
    finally:
        store.close()
    return count, time.perf_counter() - started, store.kept


def read_records(fill_now: bool = True) -> list[GameLine]:
    """Every recorded game, the earliest first (``fill_now``: see :func:`open_records`)."""
    store = open_records(fill_now)
    try:
        return all_games(store)
    finally:
        store.close()


@dataclass(frozen=True)
class KnownPlayer:
    """A name a person played under, and the colour they last played in."""

    name: str
    colour: str
    last_played: float


def known_players(games: list[GameLine]) -> list[KnownPlayer]:
    """Every name a person played under (computer seats left out), the most recently played first."""
    latest: dict[str, KnownPlayer] = {}
    for line in games:
        for seat in line.seats:
            if seat.is_human and (seat.name not in latest or latest[seat.name].last_played <= line.finished_at):
                latest[seat.name] = KnownPlayer(seat.name, seat.colour, line.finished_at)
    return sorted(latest.values(), key=lambda p: (-p.last_played, p.name))


def prepare_records() -> None:
    """Open the records once, filling a new file from the finished saves (the app does it off the frame loop at
    start, so neither the setup screen's names nor a game's end wait for it)."""
    try:
        read_records()
    except (sqlite3.Error, OSError) as exc:  # another window keeps them busy: the next opening fills them
        log.warning("could not prepare the records: %s", exc)
