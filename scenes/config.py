"""The player's settings and remembered choices, kept in the user's config folder.

Files are JSON, written atomically.  A damaged file (garbage bytes, wrong
types) never stops the app: the bad parts fall back to defaults and a warning
is logged.
"""
from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import platformdirs

from game.saves import write_text_atomically

log = logging.getLogger(__name__)

APP_NAME = "ParadiseTable"
ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
"""Choices for the animation speed (multiples of the normal pace)."""


def config_dir() -> Path:
    """Where settings live (``PARADISE_TABLE_CONFIG_DIR`` overrides, for tests)."""
    override = os.environ.get("PARADISE_TABLE_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where saves and best times live (``PARADISE_TABLE_DATA_DIR`` overrides, for tests)."""
    override = os.environ.get("PARADISE_TABLE_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def write_json_atomically(path: Path, data: Any) -> None:
    """Write JSON to ``path`` atomically (a crash never leaves half a file)."""
    write_text_atomically(path, json.dumps(data, indent=2))


def read_json(path: Path) -> Any:
    """Read a JSON file; None (with a logged warning) if it is missing or damaged."""
    try:
        return json.loads(path.read_bytes().decode("utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("ignoring damaged file %s: %s", path, exc)
        return None


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
        settings = cls()
        if not isinstance(data, dict):
            if data is not None:
                log.warning("settings file holds %s, not a table; using defaults", type(data).__name__)
            return settings
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if not _fits(value, default) or not _in_range(f.name, value):
                log.warning("setting %s=%r is not valid; using %r", f.name, value, default)
                continue
            setattr(settings, f.name, type(default)(value))
        return settings

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
    """The saved settings, or defaults where the file is missing or damaged."""
    return Settings.from_dict(read_json(settings_path()))


def save_settings(settings: Settings) -> None:
    """Save the settings atomically."""
    write_json_atomically(settings_path(), settings.to_dict())


def load_choices(key: str) -> dict[str, Any]:
    """Remembered choices for one screen (e.g. a game's setup); {} if none or damaged."""
    data = read_json(config_dir() / "choices.json")
    if not isinstance(data, dict):
        return {}
    entry = data.get(key)
    return entry if isinstance(entry, dict) else {}


def save_choices(key: str, choices: dict[str, Any]) -> None:
    """Remember choices for one screen, keeping the other screens' entries."""
    path = config_dir() / "choices.json"
    data = read_json(path)
    data = data if isinstance(data, dict) else {}
    data[key] = choices
    write_json_atomically(path, data)
