"""Which games can be played (rules and a scene both present) and how to start one."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from game.core import GameSpec, Seat
from game.registry import available_games

if TYPE_CHECKING:
    from scenes.base import Scene
    from scenes.manager import App

GAME_SCENES: dict[str, str] = {
    "paradisio": "scenes.paradisio_match:ParadisioMatchScene",
    "last-paradise": "scenes.last_paradise_table:LastParadiseScene",
}
"""Game id -> "module:Class" of the scene that plays it."""


def _scene_class(game_id: str) -> type | None:
    target = GAME_SCENES.get(game_id)
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
    scene_class = _scene_class(spec.id)
    if scene_class is None:
        raise KeyError(f"no scene plays {spec.id}")
    opts = default_options(spec)
    opts.update(options or {})
    state = spec.new_game(seats, seed, **opts)
    scene: "Scene" = scene_class(app, spec, state, seed=seed, options=opts)
    app.push(scene)
    return scene
