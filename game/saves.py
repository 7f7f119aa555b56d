"""Saved games: one file a game, written atomically, checked by replaying its moves.

With :mod:`game.files`, the only I/O the rules layer does.  The folder is chosen by the caller (the app
passes ``saves/`` in the user's data folder).  A save holds a short header for
the saved-games list (format, game, players, date, progress, finished) and the
game's record: seed, options, seats, every move and a snapshot of the table
(:meth:`game.record.GameRecord.to_dict`).  Loading replays the moves through
the rules and checks the snapshot against them, so a save is either an exact
legal game or refused with :class:`~game.core.CorruptSave` and a sentence.

The header is written for every save but trusted for nothing it can be
derived from: only its format number is read as it stands.  The game, the
players, whether it is finished and how far it came are read from the record
(the list reads the seats and the snapshot of the table, without replaying;
loading replays the moves and checks the snapshot), so a hand-edited header
neither loses a sound game nor puts a lie in the list.  The date cannot be
derived: one that is no date (NaN, infinite, negative, over a day ahead of now)
gives way to the time the file last changed.

Every game in progress has its own file, named when the game starts, so two
windows never write the same file; a window that resumes a save holds a lock
on it (:class:`SaveLock`) and no other window resumes or deletes it meanwhile.
A damaged file is set aside under a name that never overwrites another.

The careful reading, writing, setting aside and locking of files lives in
:mod:`game.files` (shared with the app's settings and records); a save that
could not be read (SaveUnreadable) is not damaged and is left where it is.
"""
from __future__ import annotations

import contextlib
import json
import math
import os
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import CorruptSave, Seat, is_whole
from game.files import (
    FileDamaged,
    FileMissing,
    FileTooBig,
    FileUnreadable,
    NotAFile,
    read_json_file,
    try_lock,
    unlock,
)
from game.files import set_aside as set_aside
from game.files import write_text_atomically as write_text_atomically
from game.names import is_shown_line
from game.record import GameRecord
from game.registry import available_games
from game.spec import GameSpec

SAVE_FORMAT = 2
"""Version of the save file; other versions are refused with a sentence."""

FORMAT_NUMBERS = range(1, 10_000)
"""The format numbers a version of the app could have written; any other is damage, not a version."""

SIZE_LIMIT = 4 * 1024 * 1024
"""No save is anywhere near this big; a bigger file is not read."""

UNREADABLE = "the saved game is damaged in a way this version cannot make sense of"
"""The refusal of a save whose damage no check named (a loader bug: each damage should get its own sentence)."""

SAVE_SUFFIX = ".json"

LINE_LIMIT = 200
"""The longest game id or progress line a save may show (they are shown in the lists)."""

PROGRESS_SHOWN = 60
"""How much of the progress line the list keeps."""

MOST_SEATS = 8
"""More seats than any game has: the seats of a save of a game this version cannot play are read up to this."""

CLOCK_SLACK = 24 * 60 * 60
"""Seconds a save's date may lie ahead of now (a clock set wrong); a later date is no date at all."""

LOCK_TRIES = 10
"""How often :meth:`SaveLock.acquire` locks again when the lock file it locked was tidied away meanwhile."""

_LOADING_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError, RecursionError)
"""What the rules may raise on a state or a move no check named (turned into UNREADABLE)."""


class SaveUnreadable(CorruptSave):
    """A save that could not be read (not damaged: it must be left where it is)."""

@dataclass(frozen=True)
class SaveSummary:
    """One line of the saved-games list, read from a save without replaying its moves.

    The players are the names of the record's seats; ``finished`` and
    ``progress`` come from the record's snapshot of the table (which loading
    checks against the moves); the header's own copies are not read.
    """

    path: Path
    game: str
    players: tuple[str, ...]
    saved_at: float
    """Seconds since the epoch: the header's date if it is one, else when the file last changed (0: never known)."""
    progress: str
    finished: bool
    problem: str | None = None
    """Why this file cannot be loaded (None: it looks sound; loading checks it fully)."""
    seed: int | None = None
    """The seed the game was dealt with (None: unknown), which tells apart two games of the same players."""
    kinds: tuple[str, ...] = ()
    """Who plays each seat, in the order of ``players`` ("human", or a computer's level: "easy", "hard"...)."""


def new_save_path(folder: Path, game_id: str) -> Path:
    """A fresh file name for a new game of ``game_id``: its start time and a random tag."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return folder / f"{game_id}-{stamp}-{secrets.token_hex(3)}{SAVE_SUFFIX}"


def save_text(record: GameRecord) -> str:
    """The whole save file of ``record`` as JSON text."""
    state = record.state
    return json.dumps({"save_format": SAVE_FORMAT, "game": record.spec.id,
                       "players": [seat.name for seat in record.seats], "saved_at": round(time.time(), 3),
                       "progress": state.progress(), "finished": state.is_over, "record": record.to_dict()},
                      separators=(",", ":"))


def write_save(path: Path, record: GameRecord) -> None:
    """Write ``record`` to ``path`` atomically."""
    write_text_atomically(path, save_text(record))


def _read_json(path: Path) -> Any:
    """The JSON in ``path``; CorruptSave for a file that is missing, odd, too big or not JSON.

    A file that could not be read raises SaveUnreadable: it is not damaged and is left alone.
    """
    try:
        return read_json_file(path, SIZE_LIMIT)
    except FileMissing as exc:
        raise CorruptSave("there is no saved game there") from exc
    except NotAFile as exc:
        raise SaveUnreadable("that is not a file") from exc
    except FileUnreadable as exc:
        raise SaveUnreadable(f"the saved game could not be read ({exc})") from exc
    except FileTooBig as exc:
        raise CorruptSave("the file is far too big to be a saved game") from exc
    except FileDamaged as exc:
        raise CorruptSave(f"the file is not a saved game ({exc})") from exc


def _record_of(data: Any) -> tuple[str, dict[str, Any]]:
    """(game id, record) of a save of this format; CorruptSave with a sentence otherwise.

    Of the header only the format number is read: the rest is derived from the record.
    """
    if not isinstance(data, dict) or "save_format" not in data:
        raise CorruptSave("the file is not a Paradise Table saved game")
    number = data["save_format"]
    if isinstance(number, float) and number.is_integer():
        number = int(number)  # 2.0 is format 2 (JSON does not tell the two apart)
    if not is_whole(number) or number not in FORMAT_NUMBERS:
        raise CorruptSave("the save's format number is damaged")
    if number != SAVE_FORMAT:
        raise CorruptSave(f"the saved game is in format {number}; "
                          f"this version of Paradise Table reads format {SAVE_FORMAT}")
    record = data.get("record")
    if not isinstance(record, dict):
        raise CorruptSave("the save holds no record of the game")
    game = record.get("game")
    if not isinstance(game, str) or not is_shown_line(game, LINE_LIMIT):
        raise CorruptSave("the save does not say which game it holds")
    return game, record


def _seats_of(spec: GameSpec | None, record: dict[str, Any]) -> list[Seat]:
    """The record's seats, checked as loading checks them (without dealing the game)."""
    raw = record.get("seats")
    low, high = (spec.min_players, spec.max_players) if spec is not None else (1, MOST_SEATS)
    if not isinstance(raw, list) or not low <= len(raw) <= high:
        raise CorruptSave(f"{spec.title} takes {spec.player_range}, and the save has another number"
                          if spec is not None else "the save's list of players is damaged")
    seats = [Seat.from_dict(seat) for seat in raw]
    if [seat.index for seat in seats] != list(range(len(seats))):
        raise CorruptSave("the save's seats are out of order")
    return seats


def _table_of(spec: GameSpec, record: dict[str, Any], seats: list[Seat]) -> tuple[bool, str]:
    """(finished, progress) of the record's snapshot of the table (loading checks the snapshot against the moves)."""
    snapshot = record.get("snapshot")
    if not isinstance(snapshot, str):
        raise CorruptSave("the save has no snapshot of the table")
    try:
        state = spec.load(snapshot)
        same_seats = list(state.seats) == seats
        finished, progress = bool(state.is_over), state.progress()
    except CorruptSave:
        raise
    except _LOADING_ERRORS as exc:
        raise CorruptSave(UNREADABLE) from exc
    if not same_seats:
        raise CorruptSave("the save's table does not match its players")
    if not isinstance(progress, str) or not is_shown_line(progress, LINE_LIMIT):
        raise CorruptSave("the save's table is damaged")
    return finished, progress[:PROGRESS_SHOWN]


def plausible_time(value: Any, now: float) -> float | None:
    """``value`` as seconds since the epoch if it can be a save's date (None: NaN, infinite, negative, far ahead)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        moment = float(value)
    except OverflowError:  # a whole number too big for a float
        return None
    return moment if math.isfinite(moment) and 0 <= moment <= now + CLOCK_SLACK else None


def read_summary(path: Path, games: Mapping[str, GameSpec] | None = None) -> SaveSummary:
    """The list line of one save file (with ``problem`` set if it cannot be loaded).

    Read from the record without replaying it (``games``: the rules it is read
    with, every game's by default); the date is the header's when it is a date
    at all, else the time the file last changed.
    """
    games = available_games() if games is None else games
    now = time.time()
    try:
        changed = plausible_time(path.stat().st_mtime, now)
    except OSError:
        changed = None
    file_time = 0.0 if changed is None else changed
    try:
        data = _read_json(path)
        game, record = _record_of(data)
        spec = games.get(game)
        seats = _seats_of(spec, record)
        finished, progress = _table_of(spec, record, seats) if spec is not None else (False, "")
    except CorruptSave as exc:
        return SaveSummary(path, "", (), file_time, "", False, str(exc))
    saved_at = plausible_time(data.get("saved_at"), now)
    seed = record.get("seed")
    return SaveSummary(path, game, tuple(seat.name for seat in seats), file_time if saved_at is None else saved_at,
                       progress, finished, seed=seed if is_whole(seed) else None,
                       kinds=tuple(seat.kind for seat in seats))


def list_saves(folder: Path, games: Mapping[str, GameSpec] | None = None) -> list[SaveSummary]:
    """Every save file in ``folder``, the most recently saved first (read with ``games``, every game's by default)."""
    try:
        paths = [p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX)]
    except OSError:
        return []
    games = available_games() if games is None else games
    return sorted((read_summary(p, games) for p in paths), key=lambda s: (-s.saved_at, s.path.name))


def load_save(path: Path, games: Mapping[str, GameSpec]) -> GameRecord:
    """The game saved in ``path``, replayed through the rules of its game.

    Raises CorruptSave with a sentence for anything that is not an exact legal
    game of one of ``games``.  The header is not trusted: the game, its
    players, progress and end are those of the replayed record.
    """
    game, record = _record_of(_read_json(path))
    spec = games.get(game)
    if spec is None:
        raise CorruptSave(f"the saved game is of a game this version cannot play ({game[:40]!r})")
    try:
        return GameRecord.from_dict(spec, record)
    except CorruptSave:
        raise
    except _LOADING_ERRORS as exc:
        raise CorruptSave(UNREADABLE) from exc


def delete_save(path: Path) -> None:
    """Remove a save file (and nothing else)."""
    path.unlink(missing_ok=True)


def _names_same_file(fd: int, path: Path) -> bool:
    """True while ``path`` names the file open as ``fd`` (not one tidied away, nor a new one made since).

    Only POSIX removes a file that is open (Windows refuses), so elsewhere it always does.
    """
    if os.name != "posix":
        return True
    try:
        mine, there = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)


class SaveLock:
    """A window's claim on one save file while it plays that game.

    Held through an OS file lock on ``<save>.lock``, so it ends with the
    window even after a crash.  Another window cannot take it: it neither
    resumes nor deletes that game meanwhile.  The lock file is tidied away
    by the window that holds it, while it holds it; a window that locked the
    file just as it went looks again, so two windows never hold one save.
    """

    def __init__(self, save: Path) -> None:
        self.path = save.with_name(save.name + ".lock")
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """True while this lock is held."""
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock; False if another window holds it."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for _ in range(LOCK_TRIES):
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            if not try_lock(fd):
                os.close(fd)
                return False
            if _names_same_file(fd, self.path):
                self._fd = fd
                return True
            unlock(fd)  # the window before us tidied this file away as we opened it: lock the one there now
            os.close(fd)
        return False

    def release(self) -> None:
        """Let the lock go (and tidy its file away first, while it is still ours)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            with contextlib.suppress(OSError):  # Windows keeps a file that is open
                if _names_same_file(fd, self.path):
                    self.path.unlink()
        finally:
            try:
                unlock(fd)
            finally:
                os.close(fd)


def in_use_elsewhere(save: Path) -> bool:
    """True when another window holds the lock of ``save``."""
    lock = save.with_name(save.name + ".lock")
    try:
        fd = os.open(lock, os.O_RDWR)
    except OSError:
        return False
    try:
        if try_lock(fd):
            unlock(fd)
            return False
        return True
    finally:
        os.close(fd)
