"""Versioned JSON saves of a game in progress, written atomically.

The only I/O the rules layer does.  The folder is chosen by the caller (the
app passes the user's data folder).  A save holds the game's own versioned
state text plus how the game was started (seed and options), so a resumed
game plays on and replays exactly as before.  A damaged save never crashes
anything: reading it raises :class:`~game.core.CorruptSave` with a sentence
for the player, and the file is left where it is for them to inspect.
"""
from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import CorruptSave, State

SAVE_FORMAT = 1
"""Version of the wrapper around a game's state text."""


@dataclass
class SavedGame:
    """A game read back from disk: the state and how the game was started."""

    state: State
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)


def write_text_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_path(folder: Path, game_id: str) -> Path:
    """Where the one saved game of ``game_id`` lives in ``folder``."""
    return folder / f"save-{game_id}.json"


def write_save(folder: Path, game_id: str, state: State, seed: int = 0,
               options: dict[str, Any] | None = None) -> Path:
    """Write ``state`` (and its seed and options) as the saved game of ``game_id``."""
    path = save_path(folder, game_id)
    wrapper = {"save_format": SAVE_FORMAT, "game": game_id, "seed": seed,
               "options": dict(options or {}), "state": state.to_json()}
    write_text_atomically(path, json.dumps(wrapper))
    return path


def has_save(folder: Path, game_id: str) -> bool:
    """True if a saved game of ``game_id`` exists."""
    return save_path(folder, game_id).is_file()


def read_save(folder: Path, game_id: str, load: Callable[[str], State]) -> SavedGame:
    """The saved game of ``game_id``, its state rebuilt with the game's ``load``.

    Raises CorruptSave (with a readable reason) for a missing, unreadable or
    damaged file; anything the game's loader rejects counts as damage too.
    """
    path = save_path(folder, game_id)
    try:
        wrapper = json.loads(path.read_bytes().decode("utf-8"))
    except FileNotFoundError as exc:
        raise CorruptSave("there is no saved game") from exc
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise CorruptSave(f"the saved game could not be read ({exc.__class__.__name__})") from exc
    if not isinstance(wrapper, dict) or wrapper.get("save_format") != SAVE_FORMAT \
            or wrapper.get("game") != game_id or not isinstance(wrapper.get("state"), str):
        raise CorruptSave("the saved game is damaged and cannot be resumed")
    seed, options = wrapper.get("seed"), wrapper.get("options")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(options, dict):
        raise CorruptSave("the saved game's seed or options are damaged")
    try:
        state = load(wrapper["state"])
    except CorruptSave:
        raise
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        raise CorruptSave("the saved game is damaged and cannot be resumed") from exc
    return SavedGame(state, seed, options)


def delete_save(folder: Path, game_id: str) -> None:
    """Remove the saved game of ``game_id`` (a finished game needs no save)."""
    save_path(folder, game_id).unlink(missing_ok=True)
