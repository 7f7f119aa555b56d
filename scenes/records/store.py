"""The records file: SQLite (the standard library's ``sqlite3``) in the user's data folder.

The file carries the app's own ``application_id`` and a schema version
(``user_version``); :data:`MIGRATIONS` brings an older file up to
:data:`SCHEMA_VERSION` step by step, inside one transaction.  Every game is
one row keyed by its save id, written with ``INSERT OR IGNORE``: a game
recorded twice is counted once.  Writes take SQLite's own write lock
(``BEGIN IMMEDIATE``, waiting up to :data:`BUSY_SECONDS`), so two windows
recording at once both keep their games.

Like every file the app reads, it is hostile (:mod:`scenes.config`):

- a damaged file (not a database, torn, far too big) or a foreign one (another
  program's database) is set aside as ``records.sqlite3.damaged`` (never over
  an earlier copy), the player is told once, and a new file is filled from
  the finished saved games;
- a file that could not be read (permission denied, an I/O error, a folder in
  its place) or that a newer version wrote is left exactly as it is: this run
  counts the saved games in memory, and nothing is written over it.

A new file is filled from the finished saves at once, so records start with
the games finished before they existed.
"""
from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import stat
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from game.files import FileUnreadable, NotAFile, is_left_alone, leave_alone, set_aside
from scenes.config import data_dir, tell_once
from scenes.records.rows import GameLine, SeatLine

log = logging.getLogger(__name__)

FILE_NAME = "records.sqlite3"
RECORDS = "Your players' records"
APPLICATION_ID = 0x50545243
"""``PRAGMA application_id`` of the app's records ("PTRC"): another program's database has another."""
SQLITE_HEADER = b"SQLite format 3\x00"
SIZE_LIMIT = 64 * 1024 * 1024
"""Thousands of games take a few hundred kilobytes; a file over this is damage and is not opened."""
BUSY_SECONDS = 15.0
"""How long a write waits for another window's write to end."""
DAMAGE_CODES = frozenset({11, 26})
"""SQLITE_CORRUPT and SQLITE_NOTADB: the file is damaged (other errors are a busy or unreadable file)."""

MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: ("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        "CREATE TABLE games (save_id TEXT PRIMARY KEY, game TEXT NOT NULL, finished_at REAL NOT NULL,"
        " seed INTEGER NOT NULL)",
        "CREATE TABLE seats (save_id TEXT NOT NULL REFERENCES games(save_id) ON DELETE CASCADE,"
        " seat INTEGER NOT NULL, name TEXT NOT NULL, colour TEXT NOT NULL, kind TEXT NOT NULL,"
        " rank INTEGER NOT NULL, score INTEGER NOT NULL, PRIMARY KEY (save_id, seat))",
        "CREATE INDEX seats_by_name ON seats (name)"),
    2: ("ALTER TABLE seats ADD COLUMN hints INTEGER",),
}
"""Schema version -> the statements that bring a file of the version before up to it."""
SCHEMA_VERSION = max(MIGRATIONS)


class RecordsDamaged(Exception):
    """The records file is damaged or foreign; ``str()`` is a phrase for a sentence."""


class RecordsLeftAlone(Exception):
    """The records file could not be read, or a newer version wrote it: it is left as it is."""


def records_path() -> Path:
    """Where the records live: ``records.sqlite3`` in the user's data folder."""
    return data_dir() / FILE_NAME


@dataclass
class Store:
    """An open records database: the file, or (``kept`` False) one in memory for this run."""

    connection: sqlite3.Connection
    path: Path
    kept: bool

    def close(self) -> None:
        """Close the database."""
        self.connection.close()


Filler = Callable[[], Iterable[GameLine]]
"""Where a new or rebuilt store's games come from (the finished saves)."""


def _phrase(error: BaseException) -> str:
    text = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return text[:1].lower() + text[1:]


def is_damage(error: sqlite3.Error) -> bool:
    """True when ``error`` says the database file is damaged (not busy, not unreadable)."""
    return getattr(error, "sqlite_errorcode", None) in DAMAGE_CODES


def check_file(path: Path) -> None:
    """Look at ``path`` before SQLite opens it: RecordsDamaged, NotAFile or FileUnreadable (nothing: fine or missing)."""
    try:
        facts = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return
    except OSError as exc:
        raise FileUnreadable(_phrase(exc)) from exc
    if not stat.S_ISREG(facts.st_mode):
        raise NotAFile("it is not a file")
    if facts.st_size > SIZE_LIMIT:
        raise RecordsDamaged("it is far too big")
    if facts.st_size == 0:
        return
    try:
        with open(path, "rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise FileUnreadable(_phrase(exc)) from exc
    if header != SQLITE_HEADER:
        raise RecordsDamaged("it is not a database")


def _connect(target: str) -> sqlite3.Connection:
    connection = sqlite3.connect(target, timeout=BUSY_SECONDS, isolation_level=None)
    connection.execute("PRAGMA foreign_keys = ON")
    return connection


@contextlib.contextmanager
def writing(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction, holding SQLite's write lock (other windows wait; a failure changes nothing)."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def _tables(connection: sqlite3.Connection) -> set[str]:
    return {name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def _examine(connection: sqlite3.Connection) -> int:
    """The file's schema version; RecordsDamaged for a foreign or torn file, RecordsLeftAlone for a newer one."""
    (app_id,) = connection.execute("PRAGMA application_id").fetchone()
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    tables = _tables(connection)
    if app_id != APPLICATION_ID and (app_id != 0 or version != 0 or tables):
        raise RecordsDamaged("it is another program's database")
    if version > SCHEMA_VERSION:
        raise RecordsLeftAlone("a newer version of Paradise Table wrote it")
    (check,) = connection.execute("PRAGMA quick_check").fetchone()
    if check != "ok":
        raise RecordsDamaged("it is torn")
    if version and not {"meta", "games", "seats"} <= tables:
        raise RecordsDamaged("its tables are missing")
    return int(version)


def migrate(connection: sqlite3.Connection) -> bool:
    """Bring the database up to :data:`SCHEMA_VERSION`; True when it was new (it then needs filling)."""
    if _examine(connection) == SCHEMA_VERSION:
        return False
    with writing(connection):
        version = _examine(connection)  # another window may have migrated it while we waited
        for number in range(version + 1, SCHEMA_VERSION + 1):
            for statement in MIGRATIONS[number]:
                connection.execute(statement)
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    return version == 0


def _needs_filling(connection: sqlite3.Connection) -> bool:
    row = connection.execute("SELECT value FROM meta WHERE key = 'filled'").fetchone()
    return row is None


def _fill(connection: sqlite3.Connection, fill: Filler) -> None:
    """Add the saves' games (a game already there stays as it is) and note that the store was filled."""
    lines = list(fill())
    with writing(connection):
        for line in lines:
            _insert(connection, line)
        connection.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('filled', '1')")


def open_store(fill: Filler, path: Path | None = None, fill_now: bool = True) -> Store:
    """The records, ready to read and write; never raises for the file's sake (see the module's words).

    ``fill`` gives the finished saves' games, for a new or rebuilt store; with
    ``fill_now`` False a store not filled yet is left to the next opening that
    fills it (a quick look from the frame loop: filling replays every save).
    """
    path = records_path() if path is None else path
    for _ in range(3):  # a file set aside is made again; a window that set it aside at once may race us
        try:
            return _open_file(path, fill, fill_now)
        except RecordsDamaged as exc:
            if not set_damaged_aside(path, str(exc)):
                break
        except (RecordsLeftAlone, FileUnreadable) as exc:
            _left_alone(path, exc)
            break
    return _in_memory(path, fill)


def _open_file(path: Path, fill: Filler, fill_now: bool) -> Store:
    if is_left_alone(path):
        raise FileUnreadable("it could not be read earlier")
    check_file(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = _connect(str(path))
    except OSError as exc:
        raise FileUnreadable(_phrase(exc)) from exc
    except sqlite3.Error as exc:
        raise FileUnreadable(_phrase(exc)) from exc
    try:
        migrate(connection)
        if fill_now and _needs_filling(connection):
            _fill(connection, fill)
    except sqlite3.Error as exc:
        connection.close()
        if is_damage(exc):
            raise RecordsDamaged("it is torn") from exc
        if getattr(exc, "sqlite_errorcode", None) in (5, 6):  # busy or locked: another window, for too long
            raise
        raise FileUnreadable(_phrase(exc)) from exc
    except BaseException:
        connection.close()
        raise
    return Store(connection, path, True)


def _in_memory(path: Path, fill: Filler) -> Store:
    connection = _connect(":memory:")
    migrate(connection)
    _fill(connection, fill)
    return Store(connection, path, False)


def set_damaged_aside(path: Path, reason: str) -> bool:
    """Keep a damaged records file aside and tell the player once; False when it could not be."""
    log.warning("records file %s is damaged: %s", path, reason)
    try:
        kept = set_aside(path)
    except FileNotFoundError:
        return True  # another window set it aside a moment ago
    except OSError as exc:
        leave_alone(path)
        tell_once(path, "damaged", f"{RECORDS} were damaged ({reason}) and could not be kept aside "
                                   f"({_phrase(exc)}): this time they are counted from the finished saved games, "
                                   f"and {path.name} is left as it is.")
        return False
    for extra in ("-journal", "-wal", "-shm"):  # what SQLite kept beside the damaged file belongs to it
        with contextlib.suppress(OSError):
            os.replace(path.with_name(path.name + extra), kept.with_name(kept.name + extra))
    tell_once(path, f"damaged:{kept.name}", f"{RECORDS} were damaged ({reason}); the file was kept aside as "
                                            f"{kept.name} and the records were made again from the finished "
                                            "saved games.")
    return True


def _left_alone(path: Path, reason: Exception) -> None:
    log.warning("records file %s is left alone: %s", path, reason)
    leave_alone(path)
    tell_once(path, "unreadable", f"{RECORDS} could not be used ({_phrase(reason)}): this time they are counted "
                                  f"from the finished saved games, and {path.name} is left as it is.")


# rows -----------------------------------------------------------------------------
def _insert(connection: sqlite3.Connection, line: GameLine) -> bool:
    added = connection.execute("INSERT OR IGNORE INTO games (save_id, game, finished_at, seed) VALUES (?, ?, ?, ?)",
                               (line.save_id, line.game, line.finished_at, line.seed)).rowcount == 1
    if added:
        connection.executemany("INSERT INTO seats (save_id, seat, name, colour, kind, rank, score, hints)"
                               " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                               [(line.save_id, s.seat, s.name, s.colour, s.kind, s.rank, s.score, s.hints)
                                for s in line.seats])
    return added


def add_game(store: Store, line: GameLine) -> bool:
    """Record one finished game; False when its save id was recorded already (it is not counted twice)."""
    with writing(store.connection):
        return _insert(store.connection, line)


def replace_all(store: Store, lines: Iterable[GameLine]) -> int:
    """Make the records exactly ``lines`` (a rebuild), in one transaction; returns how many games they hold."""
    kept = list(lines)
    with writing(store.connection) as connection:
        connection.execute("DELETE FROM seats")
        connection.execute("DELETE FROM games")
        for line in kept:
            _insert(connection, line)
        connection.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('filled', '1')")
    return len(kept)


def all_games(store: Store) -> list[GameLine]:
    """Every recorded game, the earliest first, with its seats in seat order."""
    seats: dict[str, list[SeatLine]] = {}
    for save_id, seat, name, colour, kind, rank, score, hints in store.connection.execute(
            "SELECT save_id, seat, name, colour, kind, rank, score, hints FROM seats ORDER BY save_id, seat"):
        seats.setdefault(save_id, []).append(SeatLine(seat, name, colour, kind, rank, score, hints))
    return [GameLine(save_id, game, finished_at, seed, tuple(seats.get(save_id, ())))
            for save_id, game, finished_at, seed in store.connection.execute(
                "SELECT save_id, game, finished_at, seed FROM games ORDER BY finished_at, save_id")]
