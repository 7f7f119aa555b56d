"""Saved games: one file a game, written atomically, checked by replaying its moves.

With :mod:`game.files`, the only I/O the rules layer does.  The folder is chosen by the caller (the app
passes ``saves/`` in the user's data folder).  A save holds a short header for
the saved-games list (game, players, date, progress, finished) and the game's
record: seed, options, seats, every move and a snapshot of the table
(:meth:`game.record.GameRecord.to_dict`).  Loading replays the moves through
the rules and checks the snapshot against them, so a save is either an exact
legal game or refused with :class:`~game.core.CorruptSave` and a sentence.

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
import os
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import NAME_LIMIT, CorruptSave
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
from game.names import is_name, is_shown_line
from game.record import GameRecord
from game.spec import GameSpec

SAVE_FORMAT = 2
"""Version of the save file; other versions are refused with a sentence."""

SIZE_LIMIT = 4 * 1024 * 1024
"""No save is anywhere near this big; a bigger file is not read."""

UNREADABLE = "the saved game is damaged in a way this version cannot make sense of"
"""The refusal of a save whose damage no check named (a loader bug: each damage should get its own sentence)."""

SAVE_SUFFIX = ".json"

LINE_LIMIT = 200
"""The longest game id or progress line a save's header may hold (they are shown in the lists)."""


class SaveUnreadable(CorruptSave):
    """A save that could not be read (not damaged: it must be left where it is)."""

@dataclass(frozen=True)
class SaveSummary:
    """One line of the saved-games list, read from a save's header only."""

    path: Path
    game: str
    players: tuple[str, ...]
    saved_at: float
    """Seconds since the epoch."""
    progress: str
    finished: bool
    problem: str | None = None
    """Why this file cannot be loaded (None: it looks sound; loading checks it fully)."""


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


def _header(data: Any) -> dict[str, Any]:
    """The checked header of a save; CorruptSave if it is not a save of this app's format."""
    if not isinstance(data, dict) or "save_format" not in data:
        raise CorruptSave("the file is not a Paradise Table saved game")
    if data["save_format"] != SAVE_FORMAT:
        raise CorruptSave(f"the saved game is in format {str(data['save_format'])[:20]}; "
                          f"this version of Paradise Table reads format {SAVE_FORMAT}")
    players, saved_at, progress = data.get("players"), data.get("saved_at"), data.get("progress")
    if not isinstance(data.get("game"), str) or not is_shown_line(data["game"], LINE_LIMIT) \
            or not isinstance(players, list) or not all(isinstance(p, str) and is_name(p, NAME_LIMIT) for p in players) \
            or not isinstance(progress, str) or not is_shown_line(progress, LINE_LIMIT) \
            or not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool) \
            or not isinstance(data.get("finished"), bool):
        raise CorruptSave("the saved game's header is damaged")
    return data


def read_summary(path: Path) -> SaveSummary:
    """The list line of one save file (with ``problem`` set if it cannot be loaded)."""
    try:
        stat_time = path.stat().st_mtime
    except OSError:
        stat_time = 0.0
    try:
        data = _header(_read_json(path))
    except CorruptSave as exc:
        return SaveSummary(path, "", (), stat_time, "", False, str(exc))
    players = tuple(str(p)[:40] for p in data["players"][:8])
    return SaveSummary(path, data["game"], players, float(data["saved_at"]), data["progress"][:60],
                       data["finished"])


def list_saves(folder: Path) -> list[SaveSummary]:
    """Every save file in ``folder``, the most recently saved first."""
    try:
        paths = [p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX)]
    except OSError:
        return []
    return sorted((read_summary(p) for p in paths), key=lambda s: (-s.saved_at, s.path.name))


def load_save(path: Path, games: Mapping[str, GameSpec]) -> GameRecord:
    """The game saved in ``path``, replayed through the rules of its game.

    Raises CorruptSave with a sentence for anything that is not an exact legal
    game of one of ``games``.
    """
    data = _header(_read_json(path))
    spec = games.get(data["game"])
    if spec is None:
        raise CorruptSave(f"the saved game is of a game this version cannot play ({data['game'][:40]!r})")
    try:
        return GameRecord.from_dict(spec, data.get("record"))
    except CorruptSave:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError, RecursionError) as exc:
        raise CorruptSave(UNREADABLE) from exc


def delete_save(path: Path) -> None:
    """Remove a save file (and nothing else)."""
    path.unlink(missing_ok=True)


class SaveLock:
    """A window's claim on one save file while it plays that game.

    Held through an OS file lock on ``<save>.lock``, so it ends with the
    window even after a crash.  Another window cannot take it: it neither
    resumes nor deletes that game meanwhile.
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
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        if not try_lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        """Let the lock go (and tidy its file away)."""
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)
        unlock(self._fd)
        os.close(self._fd)
        self._fd = None


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
