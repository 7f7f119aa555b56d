"""Finding the app's files, whether run from source or frozen by PyInstaller."""
from __future__ import annotations

import sys
from pathlib import Path


def app_root() -> Path:
    """The folder that holds main.py, sprites/ and sounds/ (``sys._MEIPASS`` when frozen)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """Path of an asset below the app root, e.g. ``asset_path("sounds", "place.wav")``."""
    return app_root().joinpath(*parts)
