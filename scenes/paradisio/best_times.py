"""Best solitaire times, per level and difficulty, kept in ``data_dir()/paradisio_best.json``.

The file is hostile like every file the app reads (:func:`scenes.config.read_own_file`):
a damaged one is kept aside as ``paradisio_best.json.damaged`` with its sound
records still used, and the player is told once; one that could not be read
counts as no records this run and is never written over.  A record is
read-modify-written under an OS lock, so two windows keep each other's.
"""
from __future__ import annotations

import logging
import math
from pathlib import Path

from game.files import held_lock
from scenes.config import data_dir, read_own_file, set_damaged_aside, write_own_file

log = logging.getLogger(__name__)

FILE_NAME = "paradisio_best.json"
BEST_TIMES = "Your best solitaire times"


def best_times_path() -> Path:
    """Where the best times live."""
    return data_dir() / FILE_NAME


def record_key(level: int, difficulty: str) -> str:
    """The name of a record, e.g. "level 2 · medium" ("free" for free play)."""
    return f"level {level} · {difficulty}"


def load_best_times() -> dict[str, float]:
    """Every sound record; a damaged file is set aside (keeping its sound records), an unreadable one counts as none."""
    path = best_times_path()
    data = read_own_file(path, BEST_TIMES)
    if data is None:
        return {}
    if not isinstance(data, dict):
        log.warning("ignoring best times that are not a table: %r", type(data).__name__)
        set_damaged_aside(path, BEST_TIMES, "it is not a table")
        return {}
    times: dict[str, float] = {}
    for name, seconds in data.items():
        if isinstance(name, str) and isinstance(seconds, (int, float)) and not isinstance(seconds, bool) \
                and math.isfinite(seconds) and seconds >= 0:
            times[name] = float(seconds)
    if len(times) != len(data):
        set_damaged_aside(path, BEST_TIMES, "some of its times are not times")
    return times


def record_time(level: int, difficulty: str, seconds: float) -> tuple[bool, dict[str, float]]:
    """Keep ``seconds`` if it beats the record of its level and difficulty.

    Returns whether it did, and every record as they are now (the file is
    read once, under the lock).  A record that cannot be written (the file
    could not be read, or the disk refuses) is told on screen once.
    """
    name = record_key(level, difficulty)
    path = best_times_path()
    try:
        with held_lock(path):
            times = load_best_times()
            if name in times and times[name] <= seconds:
                return False, times
            times[name] = round(seconds, 2)
            write_own_file(path, BEST_TIMES, times)
    except OSError as exc:  # another window held the file for seconds
        log.warning("could not save best times: %s", exc)
        times = {name: round(seconds, 2)}
    return True, times
