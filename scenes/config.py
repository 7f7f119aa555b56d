"""The player's settings and remembered choices, kept in the user's config folder.

Files are JSON, read with :func:`game.files.read_json_file` (every file is
hostile) and written atomically.  None of them ever stops the app:

- a damaged file (bad bytes, not JSON, too big, too deep, wrong types) is
  kept aside as ``<name>.damaged`` (never over an earlier one), the readable
  parts are used, and the player is told once;
- a file that could not be read (permission denied, an I/O error, a folder or
  a pipe in its place) is not damaged: the defaults are used for this run, the
  player is told once, and nothing is ever written over it.

What the player is told waits in a queue the menu reads (:func:`take_notice`).
Remembered choices are read-modify-written under an OS lock, so two windows
never lose each other's entries.
"""
from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import platformdirs

from game.files import (
    FileDamaged,
    FileMissing,
    FileUnreadable,
    held_lock,
    is_left_alone,
    leave_alone,
    read_json_file,
    remove_stale_temp_files,
    set_aside,
    write_text_atomically,
)

log = logging.getLogger(__name__)

APP_NAME = "ParadiseTable"
ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
"""Choices for the animation speed (multiples of the normal pace)."""
OWN_FILE_LIMIT = 1024 * 1024
"""Settings, choices and best times are a few kilobytes; a bigger file is damage and is not read."""
SETTINGS = "Your settings"
CHOICES = "Your remembered choices"

_notices: list[tuple[Path, str]] = []
_told: set[tuple[Path, str]] = set()


def config_dir() -> Path:
    """Where settings live (``PARADISE_TABLE_CONFIG_DIR`` overrides, for tests)."""
    override = os.environ.get("PARADISE_TABLE_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where saves and best times live (``PARADISE_TABLE_DATA_DIR`` overrides, for tests)."""
    override = os.environ.get("PARADISE_TABLE_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def clean_stale_temp_files() -> list[Path]:
    """Remove temporary files left by writes killed before their rename (at start; returns them)."""
    removed: list[Path] = []
    for folder in (config_dir(), data_dir(), data_dir() / "saves"):  # saves/: scenes.games.saves_dir()
        removed += remove_stale_temp_files(folder)
    for path in removed:
        log.info("removed %s, left over from an interrupted write", path)
    return removed


# what the player is told --------------------------------------------------------
def tell_once(path: Path, topic: str, sentence: str) -> None:
    """Queue ``sentence`` for the screen, unless this ``topic`` of ``path`` was told already this session."""
    if (path, topic) in _told:
        return
    _told.add((path, topic))
    _notices.append((path, sentence))


def take_notice() -> str:
    """The oldest sentence about the app's files not shown yet ("" if none); it is then gone.

    Only files of the current config and data folders are spoken of (tests
    change folders; in the app they stay the same).
    """
    folders = (config_dir().absolute(), data_dir().absolute())
    while _notices:
        path, sentence = _notices.pop(0)
        if any(path.absolute().is_relative_to(folder) for folder in folders):
            return sentence
    return ""


def _phrase(reason: object) -> str:
    text = str(reason)
    return text[:1].lower() + text[1:]


# reading ---------------------------------------------------------------------
def read_own_file(path: Path, what: str) -> Any:
    """The JSON of one of the app's own files, or None when there is none to use.

    ``what`` names it for the player ("Your settings").  A damaged file is set
    aside and told; an unreadable one is told and left alone.
    """
    try:
        return read_json_file(path, OWN_FILE_LIMIT)
    except FileMissing:
        return None
    except FileUnreadable as exc:
        log.warning("cannot read %s (%s): using defaults and leaving it as it is", path, exc)
        tell_once(path, "unreadable", f"{what} could not be read ({_phrase(exc)}): this time they start from "
                                      f"the defaults, and {path.name} is left as it is.")
        return None
    except FileDamaged as exc:
        set_damaged_aside(path, what, str(exc))
        return None


def set_damaged_aside(path: Path, what: str, reason: str) -> None:
    """Keep a damaged file of the app aside (never over an earlier copy) and tell the player once."""
    log.warning("ignoring damaged file %s: %s", path, reason)
    try:
        kept = set_aside(path)
    except FileNotFoundError:
        return  # another window set it aside a moment ago
    except OSError as exc:
        leave_alone(path)  # what cannot be kept is not written over either
        tell_once(path, "damaged", f"{what} were damaged ({reason}) and could not be kept aside "
                                   f"({_phrase(exc.strerror or exc)}): they start from the defaults, and {path.name} "
                                   "is left as it is.")
        return
    tell_once(path, f"damaged:{kept.name}", f"{what} were damaged ({reason}); the file was kept aside as "
                                            f"{kept.name}.")


# writing ---------------------------------------------------------------------
def write_json_atomically(path: Path, data: Any) -> None:
    """Write JSON to ``path`` atomically (a crash never leaves half a file)."""
    write_text_atomically(path, json.dumps(data, indent=2))


def may_write(path: Path, what: str) -> bool:
    """False (telling the player once why) for a file that could not be read: it is never written over."""
    if not is_left_alone(path):
        return True
    tell_once(path, "unsaved", f"{what} are not saved this time: {path.name} could not be read, "
                               "so it is left as it is.")
    return False


def write_own_file(path: Path, what: str, data: Any) -> bool:
    """Write one of the app's own files atomically; False (telling the player once) if it could not be."""
    if not may_write(path, what):
        return False
    try:
        write_json_atomically(path, data)
    except OSError as exc:
        log.warning("could not save %s: %s", path, exc)
        tell_once(path, "unsaved", f"{what} could not be saved ({_phrase(exc.strerror or exc)}).")
        return False
    return True


# settings --------------------------------------------------------------------
@dataclass
class Settings:
    """What the Settings screen changes; applied at start."""

    volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False

    @classmethod
    def from_dict(cls, data: Any) -> "Settings":
        """Settings from parsed JSON; each bad or missing field keeps its default."""
        return cls.parse(data)[0]

    @classmethod
    def parse(cls, data: Any) -> "tuple[Settings, list[str]]":
        """Settings from parsed JSON (bad fields keep their defaults) and what was wrong (empty: nothing)."""
        settings = cls()
        if data is None:
            return settings, []
        if not isinstance(data, dict):
            log.warning("settings file holds %s, not a table; using defaults", type(data).__name__)
            return settings, ["it is not a table"]
        problems: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if not _fits(value, default) or not _in_range(f.name, value):
                log.warning("setting %s=%r is not valid; using %r", f.name, str(value)[:40], default)
                problems.append(f"the {f.name.replace('_', ' ')} is not valid")
                continue
            setattr(settings, f.name, type(default)(value))
        return settings, problems

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return asdict(self)


def _fits(value: Any, default: Any) -> bool:
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, type(default))


def _in_range(name: str, value: Any) -> bool:
    if name == "volume":
        return 0.0 <= value <= 1.0
    if name == "animation_speed":
        return value in ANIMATION_SPEEDS
    return True


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings; defaults where the file is missing, damaged (then kept aside) or unreadable."""
    path = settings_path()
    settings, problems = Settings.parse(read_own_file(path, SETTINGS))
    if problems:
        set_damaged_aside(path, SETTINGS, problems[0])
    return settings


def save_settings(settings: Settings) -> bool:
    """Save the settings atomically; False (the player is told once why) if they could not be."""
    return write_own_file(settings_path(), SETTINGS, settings.to_dict())


# remembered choices ------------------------------------------------------------
def choices_path() -> Path:
    """The file of remembered choices (one entry a screen)."""
    return config_dir() / "choices.json"


def _read_choices(path: Path) -> dict[str, Any]:
    """Every sound entry of the choices file (damage is set aside; the sound entries are kept)."""
    data = read_own_file(path, CHOICES)
    if data is None:
        return {}
    if not isinstance(data, dict):
        set_damaged_aside(path, CHOICES, "it is not a table")
        return {}
    good = {key: entry for key, entry in data.items() if isinstance(entry, dict)}
    if len(good) != len(data):
        set_damaged_aside(path, CHOICES, "some of its entries are not tables")
    return good


def load_choices(key: str) -> dict[str, Any]:
    """Remembered choices for one screen (e.g. a game's setup); {} if none, damaged or unreadable."""
    path = choices_path()
    try:
        with held_lock(path):
            entry = _read_choices(path).get(key)
    except OSError as exc:  # another window held the file for seconds
        log.warning("could not read remembered choices: %s", exc)
        return {}
    return entry if isinstance(entry, dict) else {}


def save_choices(key: str, choices: dict[str, Any]) -> bool:
    """Remember choices for one screen, keeping the other screens' entries (even another window's).

    The file is read, changed and written under an OS lock, so two windows
    saving at once both keep their entries.  False if it could not be saved.
    """
    path = choices_path()
    if not may_write(path, CHOICES):
        return False
    try:
        with held_lock(path):
            data = _read_choices(path)
            data[key] = choices
            return write_own_file(path, CHOICES, data)
    except OSError as exc:
        log.warning("could not remember choices: %s", exc)
        tell_once(path, "unsaved", f"{CHOICES} could not be saved ({_phrase(exc.strerror or exc)}).")
        return False
