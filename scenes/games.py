"""Which games can be played (rules and a scene both present) and how to start one."""
from __future__ import annotations

import contextlib
import datetime
import importlib
import importlib.util
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core import Seat
from game.record import GameRecord
from game.registry import available_games
from game.saves import SaveLock, SaveSummary, SaveUnreadable, in_use_elsewhere, list_saves, load_save, new_save_path, set_aside
from game.spec import GameSpec
from scenes.config import data_dir

if TYPE_CHECKING:
    from scenes.base import Scene
    from scenes.manager import App

GAME_SCENES: dict[str, str] = {
    "paradisio": "scenes.paradisio.match:ParadisioMatchScene",
    "last-paradise": "scenes.last_paradise.table:LastParadiseScene",
    "paradise-fallen": "scenes.paradise_fallen.table:ParadiseFallenScene",
    "last-resort": "scenes.last_resort.table:LastResortScene",
}
"""Game id -> "module:Class" of the scene that plays it (a GameScene taking app, record, save path, lock)."""

SOLO_MODES: dict[str, tuple[str, str]] = {
    "paradisio": ("Solitaire", "scenes.paradisio.solitaire:SolitaireScene"),
}
"""Game id -> (label, "module:Class") of a one-player mode opened straight from the menu."""


def scene_class(game_id: str) -> type | None:
    """The scene class that plays ``game_id`` (None while the game has no scene)."""
    return _load_class(GAME_SCENES.get(game_id))


def solo_mode(game_id: str) -> tuple[str, type] | None:
    """(label, scene class) of a game's one-player mode, if it has one that is built."""
    label, target = SOLO_MODES.get(game_id, ("", None))
    scene_class = _load_class(target)
    return (label, scene_class) if scene_class is not None else None


def _load_class(target: str | None) -> type | None:
    if target is None:
        return None
    module_name, _, class_name = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return None
    return getattr(module, class_name)


def playable_games() -> dict[str, GameSpec]:
    """Games with both a rules package and a scene, in menu order."""
    return {gid: spec for gid, spec in available_games().items() if has_scene(gid)}


def has_scene(game_id: str) -> bool:
    """True if the scene module that plays ``game_id`` is there (found, not imported: the menu starts sooner)."""
    target = GAME_SCENES.get(game_id)
    if target is None:
        return False
    try:
        return importlib.util.find_spec(target.partition(":")[0]) is not None
    except ModuleNotFoundError:
        return False


def default_options(spec: GameSpec) -> dict[str, Any]:
    """Every option of a game at its default."""
    return {option.key: option.default for option in spec.options}


class SaveInUse(Exception):
    """The saved game is being played in another window of the app."""


def saves_dir() -> Path:
    """Where saved games live: ``saves/`` in the user's data folder."""
    return data_dir() / "saves"


def start_game(app: "App", spec: GameSpec, seats: list[Seat], seed: int,
               options: dict[str, Any] | None = None) -> "Scene":
    """Deal a new game (saved in a file of its own) and push its scene; returns the scene.  Options not given take
    their defaults (``GameRecord.start`` would read them as a record made before them: their ``missing`` value)."""
    record = GameRecord.start(spec, seats, seed, {**default_options(spec), **(options or {})})
    if app.autoplay is not None:
        return push_record(app, record)
    from scenes.setup import note_last_seed

    note_last_seed(spec.id, seed)  # the setup screen's "Last game's seed", also after Play again
    path = new_save_path(saves_dir(), spec.id)
    lock = SaveLock(path)
    with contextlib.suppress(OSError):  # a folder we cannot write: the game still plays, saving says why not
        lock.acquire()
    return _push_game(app, record, path, lock)


def open_saved_game(app: "App", path: Path) -> "Scene":
    """Resume the game saved in ``path`` and push its scene.

    Raises SaveInUse if another window plays it, CorruptSave (with a sentence)
    if it is not an exact legal game.  A finished game opens too; its table
    shows the end and then the results.
    """
    lock = SaveLock(path)
    try:
        taken = lock.acquire()
    except OSError:
        taken = True  # a read-only folder: nobody else can be writing there either
    if not taken:
        raise SaveInUse("that game is open in another window")
    try:
        record = load_save(path, playable_games())
    except BaseException:
        lock.release()
        raise
    return _push_game(app, record, path, lock)


_REFUSED: set[Path] = set()
"""Saves found damaged that could not be set aside (a read-only folder): never offered again while the app runs."""


def set_aside_damaged_save(path: Path, problem: Exception | None = None) -> str:
    """Rename a damaged save so it is kept but never offered again; returns a sentence saying where it went.

    A file that is gone already (another window deleted it) needs no sentence.
    A file that could not be read (``problem`` is SaveUnreadable) is not damaged:
    it is left exactly where it is, and not offered again this session.
    """
    if not path.exists() and not path.is_symlink():
        return ""
    if isinstance(problem, SaveUnreadable):
        _REFUSED.add(path)
        return "The file was left as it is."
    try:
        return f"It was kept as {set_aside(path).name}."
    except OSError as exc:
        _REFUSED.add(path)
        return f"It could not be set aside ({exc.strerror or exc}), so it stays where it is and is not offered again."


def latest_save(games: dict[str, GameSpec], game_id: str | None = None,
                saves: Sequence[SaveSummary] | None = None) -> SaveSummary | None:
    """The most recently saved game still in progress (of ``game_id`` if given), not open elsewhere.

    ``saves``: the saves folder's list if it was just read (newest first), so it is not read twice.
    A save's date comes from :func:`game.saves.list_saves`, which never lets a date that is no
    date (NaN, infinite, far ahead) put a save first, so no file can take Continue for ever.
    """
    for summary in list_saves(saves_dir()) if saves is None else saves:
        if summary.problem is None and not summary.finished and summary.game in games \
                and game_id in (None, summary.game) and summary.path not in _REFUSED \
                and not in_use_elsewhere(summary.path):
            return summary
    return None


def in_saves_folder(path: Path) -> bool:
    """True when ``path`` is a file of the app's own saves folder (the app may set it aside)."""
    try:
        return path.resolve().parent == saves_dir().resolve()
    except (OSError, RuntimeError):
        return False


def open_game_file(app: "App", path: Path, keep: bool = True) -> "Scene":
    """Open a saved game file as a desktop app opens a document, and push its scene.

    A file of the saves folder is resumed in place (locked, saved after every
    move).  A file from anywhere else is only read: a game in progress goes on
    in a new file of the saves folder, so the user's own file is never
    changed.  With ``keep`` False (a ``--first-frame`` check) nothing is
    written anywhere and no lock is taken.  A finished game shows its end and
    the results.  Raises CorruptSave or SaveInUse with a sentence.
    """
    if keep and in_saves_folder(path):
        return open_saved_game(app, path)
    record = load_save(path, playable_games())
    if not keep or record.state.is_over:
        return push_record(app, record)
    copy = new_save_path(saves_dir(), record.spec.id)
    lock = SaveLock(copy)
    with contextlib.suppress(OSError):
        lock.acquire()
    return _push_game(app, record, copy, lock)


def replayed(record: GameRecord, seats: Sequence[Seat] | None = None, count: int | None = None) -> GameRecord:
    """The same game dealt again (with other ``seats`` if given) and its first ``count`` moves replayed."""
    again = GameRecord.start(record.spec, list(seats) if seats is not None else record.seats, record.seed,
                             record.options)
    for move in record.moves[:count]:
        again.apply(move.seat, move.action)
    return again


def game_title(games: dict[str, GameSpec], game_id: str) -> str:
    """The title of ``game_id``, or a note that this version cannot play it."""
    spec = games.get(game_id)
    return spec.title if spec is not None else f"Unknown game ({game_id[:24]})"


def players_line(players: Sequence[str]) -> str:
    """"Ana vs Ben" for two, "Ana, Ben and Cy" for more."""
    if len(players) == 2:
        return f"{players[0]} vs {players[1]}"
    if len(players) > 2:
        return f"{', '.join(players[:-1])} and {players[-1]}"
    return players[0] if players else "nobody"


def saved_when(saved_at: float, now: float | None = None) -> str:
    """When a game was saved, in local time: "today 14:05", "yesterday 09:12" or "Mon 3 Mar 2025, 14:05".

    0 (or less) is no date: a save whose header and file both gave none (see :func:`game.saves.read_summary`).
    """
    if not saved_at > 0:
        return "at an unknown time"
    try:  # the date comes from a file: it may be anything
        moment = time.localtime(saved_at)
        today = time.localtime(time.time() if now is None else now)
        days = _day_number(today) - _day_number(moment)
    except (OverflowError, OSError, ValueError):
        return "at an unknown time"
    clock = f"{moment.tm_hour:02d}:{moment.tm_min:02d}"
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    return f"{time.strftime('%a', moment)} {moment.tm_mday} {time.strftime('%b %Y', moment)}, {clock}"


def _day_number(moment: time.struct_time) -> int:
    """Days since a fixed date, counted on the calendar (not in 24-hour steps)."""
    return datetime.date(moment.tm_year, moment.tm_mon, moment.tm_mday).toordinal()


def push_record(app: "App", record: GameRecord) -> "Scene":
    """Push the scene of a game kept only in memory (nothing saved); an autoplay run follows it."""
    if app.autoplay is not None:
        app.autoplay.watch(record)
    return _push_game(app, record, None, None)


def _push_game(app: "App", record: GameRecord, path: Path | None, lock: SaveLock | None) -> "Scene":
    table = scene_class(record.spec.id)
    if table is None:
        if lock is not None:
            lock.release()
        raise KeyError(f"no scene plays {record.spec.id}")
    scene: "Scene" = table(app, record, path, lock)
    app.push(scene)
    return scene
