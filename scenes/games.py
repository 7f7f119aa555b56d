"""Which games can be played (rules and a scene both present) and how to start one."""
from __future__ import annotations

import contextlib
import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core import GameSpec, Seat
from game.record import GameRecord
from game.registry import available_games
from game.saves import SaveLock, SaveSummary, in_use_elsewhere, list_saves, load_save, new_save_path, set_aside
from scenes.config import data_dir

if TYPE_CHECKING:
    from scenes.base import Scene
    from scenes.manager import App

GAME_SCENES: dict[str, str] = {
    "paradisio": "scenes.paradisio.match:ParadisioMatchScene",
    "last-paradise": "scenes.last_paradise.table:LastParadiseScene",
}
"""Game id -> "module:Class" of the scene that plays it (a GameScene taking app, record, save path, lock)."""

SOLO_MODES: dict[str, tuple[str, str]] = {
    "paradisio": ("Solitaire", "scenes.paradisio.solitaire:SolitaireScene"),
}
"""Game id -> (label, "module:Class") of a one-player mode opened straight from the menu."""


def _scene_class(game_id: str) -> type | None:
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
    return {gid: spec for gid, spec in available_games().items() if _scene_class(gid) is not None}


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
    """Deal a new game (saved in a file of its own) and push its scene; returns the scene."""
    record = GameRecord.start(spec, seats, seed, options)
    if app.autoplay is not None:
        return _push_game(app, record, None, None)
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


def set_aside_damaged_save(path: Path) -> str:
    """Rename a damaged save so it is kept but not offered again; returns its new file name."""
    return set_aside(path).name


def latest_save(games: dict[str, GameSpec], game_id: str | None = None) -> SaveSummary | None:
    """The most recently saved game still in progress (of ``game_id`` if given), not open elsewhere."""
    for summary in list_saves(saves_dir()):
        if summary.problem is None and not summary.finished and summary.game in games \
                and game_id in (None, summary.game) and not in_use_elsewhere(summary.path):
            return summary
    return None


def saved_games(games: dict[str, GameSpec]) -> set[str]:
    """Ids of the games that have a save in progress to continue."""
    return {gid for gid in games if latest_save(games, gid) is not None}


def _push_game(app: "App", record: GameRecord, path: Path | None, lock: SaveLock | None) -> "Scene":
    scene_class = _scene_class(record.spec.id)
    if scene_class is None:
        if lock is not None:
            lock.release()
        raise KeyError(f"no scene plays {record.spec.id}")
    scene: "Scene" = scene_class(app, record, path, lock)
    app.push(scene)
    return scene
