"""Best solitaire times, per level and difficulty, kept in ``data_dir()/paradisio_best.json``.

A missing, damaged or half-sensible file never stops the game: whatever
cannot be read as ``{"level 2 · easy": seconds, …}`` is ignored (and the next
record overwrites the file, atomically).
"""
from __future__ import annotations

import logging
import math
from pathlib import Path

from scenes.config import data_dir, read_json, write_json_atomically

log = logging.getLogger(__name__)

FILE_NAME = "paradisio_best.json"


def best_times_path() -> Path:
    """Where the best times live."""
    return data_dir() / FILE_NAME


def record_key(level: int, difficulty: str) -> str:
    """The name of a record, e.g. "level 2 · medium" ("free" for free play)."""
    return f"level {level} · {difficulty}"


def load_best_times() -> dict[str, float]:
    """Every readable record; an unreadable file counts as no records."""
    data = read_json(best_times_path())
    if not isinstance(data, dict):
        if data is not None:
            log.warning("ignoring best times that are not a table: %r", type(data).__name__)
        return {}
    times: dict[str, float] = {}
    for name, seconds in data.items():
        if isinstance(name, str) and isinstance(seconds, (int, float)) and not isinstance(seconds, bool) \
                and math.isfinite(seconds) and seconds >= 0:
            times[name] = float(seconds)
    return times


def record_time(level: int, difficulty: str, seconds: float) -> tuple[bool, dict[str, float]]:
    """Keep ``seconds`` if it beats the record of its level and difficulty.

    Returns whether it did, and every record as they are now (the file is read once).
    """
    times = load_best_times()
    name = record_key(level, difficulty)
    if name in times and times[name] <= seconds:
        return False, times
    times[name] = round(seconds, 2)
    try:
        write_json_atomically(best_times_path(), times)
    except OSError as exc:
        log.warning("could not save best times: %s", exc)
    return True, times


def clock_text(seconds: float) -> str:
    """Minutes and seconds, e.g. "3:07"."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"
