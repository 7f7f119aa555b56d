"""Which games can be played (rules and a scene both present) and how to start one."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from game.core import CorruptSave, GameSpec, Seat, State
from game.registry import available_games
from game.saves import has_save, read_save, save_path
from scenes.config import data_dir

if TYPE_CHECKING:
    from scenes.base import Scene
    from scenes.manager import App

GAME_SCENES: dict[str, str] = {
    "paradisio": "scenes.paradisio.match:ParadisioMatchScene",
    "last-paradise": "scenes.last_paradise.table:LastParadiseScene",
}
"""Game id -> "module:Class" of the scene that plays it."""

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


def start_game(app: "App", spec: GameSpec, seats: list[Seat], seed: int,
               options: dict[str, Any] | None = None) -> "Scene":
    """Deal a new game and push its scene; returns the scene."""
    opts = default_options(spec)
    opts.update(options or {})
    state = spec.new_game(seats, seed, **opts)
    return _push_game(app, spec, state, seed, opts)


def resume_game(app: "App", spec: GameSpec) -> "Scene":
    """Push the scene of the saved game of ``spec``; raises CorruptSave for a damaged save."""
    if spec.load is None:
        raise CorruptSave(f"{spec.title} cannot be saved")
    saved = read_save(data_dir(), spec.id, spec.load)
    return _push_game(app, spec, saved.state, saved.seed, saved.options)


def set_aside_damaged_save(spec: GameSpec) -> str:
    """Rename a damaged save so it is kept but not offered again; returns its new file name."""
    path = save_path(data_dir(), spec.id)
    kept = path.with_name(path.stem + ".damaged.json")
    path.replace(kept)
    return kept.name


def saved_games(games: dict[str, GameSpec]) -> set[str]:
    """Ids of the games that have a save to continue."""
    folder = data_dir()
    return {gid for gid in games if has_save(folder, gid)}


def _push_game(app: "App", spec: GameSpec, state: State, seed: int, options: dict[str, Any]) -> "Scene":
    scene_class = _scene_class(spec.id)
    if scene_class is None:
        raise KeyError(f"no scene plays {spec.id}")
    scene: "Scene" = scene_class(app, spec, state, seed=seed, options=options)
    app.push(scene)
    return scene
