"""Versioned JSON saves of a game in progress, written atomically.

The only I/O the rules layer does.  The folder is chosen by the caller (the
app passes the user's data folder).  A damaged save never crashes anything:
reading it raises :class:`~game.core.CorruptSave` with a sentence for the
player, and the file is left where it is for them to inspect.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable

from game.core import CorruptSave, State


def save_path(folder: Path, game_id: str) -> Path:
    """Where the one saved game of ``game_id`` lives in ``folder``."""
    return folder / f"save-{game_id}.json"


def write_save(folder: Path, game_id: str, state: State) -> Path:
    """Write ``state`` as the saved game of ``game_id``; a crash never leaves half a file."""
    folder.mkdir(parents=True, exist_ok=True)
    path = save_path(folder, game_id)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(state.to_json())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def has_save(folder: Path, game_id: str) -> bool:
    """True if a saved game of ``game_id`` exists."""
    return save_path(folder, game_id).is_file()


def read_save(folder: Path, game_id: str, load: Callable[[str], State]) -> State:
    """The saved game of ``game_id``, rebuilt with the game's ``load``.

    Raises CorruptSave (with a readable reason) for a missing, unreadable or
    damaged file; anything the game's loader rejects counts as damage too.
    """
    path = save_path(folder, game_id)
    try:
        text = path.read_bytes().decode("utf-8")
    except FileNotFoundError as exc:
        raise CorruptSave("there is no saved game") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise CorruptSave(f"the saved game could not be read ({exc.__class__.__name__})") from exc
    try:
        return load(text)
    except CorruptSave:
        raise
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        raise CorruptSave("the saved game is damaged and cannot be resumed") from exc


def delete_save(folder: Path, game_id: str) -> None:
    """Remove the saved game of ``game_id`` (a finished game needs no save)."""
    save_path(folder, game_id).unlink(missing_ok=True)
