"""Which games the app offers: one GameSpec per playable game, in menu order."""
from __future__ import annotations

import importlib

from game.spec import GameSpec

GAME_MODULES: tuple[str, ...] = ("game.paradisio", "game.last_paradise", "game.paradise_fallen", "game.last_resort")
"""Rules packages that define a ``SPEC``; a game appears once its package lands."""


def available_games() -> dict[str, GameSpec]:
    """Every game whose rules package is present, by game id, in menu order."""
    games: dict[str, GameSpec] = {}
    for name in GAME_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        spec: GameSpec = module.SPEC
        games[spec.id] = spec
    return games


ALL_GAME_IDS: tuple[str, ...] = ("paradisio", "last-paradise", "paradise-fallen", "last-resort")
"""Every game id the app knows by name, playable yet or not."""
