"""Crash reports: what went wrong, written to a new file in the user's log folder.

A report holds the traceback, the versions of Python and pygame-ce, the scene
stack (class names only) and, when a game was open, its id, seed, move count
and save file name: nothing a player keeps secret beyond what the save holds.
"""
from __future__ import annotations

import datetime
import os
import platform
import sys
import tempfile
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.record import GameRecord
from scenes.logs import log_dir

REPORTS_KEPT = 20
"""Older crash reports beyond this many are deleted when a new one is written."""
TEXT_LIMIT = 200_000
"""A report longer than this (a huge exception message) is cut short."""


@dataclass(frozen=True)
class OpenGame:
    """The game a scene was showing when the error came: what the report and the apology name."""

    game: str
    title: str
    moves: int
    seed: int
    save: Path | None
    finished: bool


def open_games(scenes: Sequence[object]) -> list[OpenGame]:
    """The games held by ``scenes`` (bottom first), each once."""
    found: list[OpenGame] = []
    seen: set[int] = set()
    for scene in scenes:
        record = getattr(scene, "record", None)
        if not isinstance(record, GameRecord) or id(record) in seen:
            continue
        seen.add(id(record))
        save = getattr(scene, "save_path", None)
        try:
            finished = bool(record.state.is_over)
        except Exception:  # the state may be what failed
            finished = False
        found.append(OpenGame(record.spec.id, record.spec.title, len(record.moves), record.seed,
                              save if isinstance(save, Path) else None, finished))
    return found


def versions() -> list[str]:
    """One line each: the app's build, Python, pygame-ce (with SDL) and pygame_gui."""
    lines = [f"Paradise Table: {'packaged app' if getattr(sys, 'frozen', False) else 'run from source'}",
             f"Python: {sys.version.split()[0]} ({platform.platform()})"]
    try:
        import pygame

        sdl = ".".join(str(n) for n in pygame.get_sdl_version())
        lines.append(f"pygame-ce: {pygame.version.ver} (SDL {sdl})")
    except Exception as exc:  # a report is written whatever is broken
        lines.append(f"pygame-ce: unknown ({exc})")
    try:
        from importlib.metadata import version

        lines.append(f"pygame_gui: {version('pygame_gui')}")
    except Exception:
        lines.append("pygame_gui: unknown")
    return lines


def report_text(error: BaseException, where: str, scenes: Sequence[object]) -> str:
    """The whole report for ``error``, raised ``where`` (e.g. "update of MenuScene") with ``scenes`` open."""
    games = open_games(scenes)
    lines = ["Paradise Table crash report",
             f"When: {datetime.datetime.now().astimezone().isoformat(timespec='seconds')}",
             f"Where: {where}", ""]
    lines += versions()
    lines += ["", "Scene stack (bottom first): " + (" > ".join(type(s).__name__ for s in scenes) or "empty")]
    for game in games:
        save = game.save.name if game.save is not None else "not saved"
        lines.append(f"Game open: {game.game}, seed {game.seed}, {game.moves} moves made"
                     f"{' (finished)' if game.finished else ''}, save file: {save}")
    if not games:
        lines.append("Game open: none")
    lines += ["", "Traceback:", "".join(traceback.format_exception(error)).rstrip()]
    text = "\n".join(lines) + "\n"
    return text if len(text) <= TEXT_LIMIT else text[:TEXT_LIMIT] + "\n[cut short]\n"


def write_crash_report(error: BaseException, where: str, scenes: Sequence[object]) -> Path | None:
    """Write a new crash report for ``error``; its path, or None if no folder could take it.

    The log folder is tried first, then the system's temporary folder.  An
    existing file is never overwritten.
    """
    try:
        text = report_text(error, where, scenes)
    except Exception as exc:  # even a broken report must say something
        text = f"Paradise Table crash report\nWhere: {where}\nThe report itself failed: {exc!r}\n\n" \
               + "".join(traceback.format_exception(error))
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    for folder in (log_dir(), Path(tempfile.gettempdir()) / "ParadiseTable"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = _new_file(folder, f"crash-{stamp}", text)
        except OSError:
            continue
        _prune(folder)
        return path
    return None


def _new_file(folder: Path, stem: str, text: str) -> Path:
    """Create ``stem.txt`` (or ``stem-2.txt``, …) in ``folder``, never replacing a file, and write ``text``."""
    data = text.encode("utf-8", "replace")
    for n in range(1, 100):
        path = folder / (f"{stem}.txt" if n == 1 else f"{stem}-{n}.txt")
        try:
            handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        return path
    raise FileExistsError(f"too many crash reports named {stem}")


def _prune(folder: Path) -> None:
    """Delete the oldest crash reports beyond :data:`REPORTS_KEPT` (by name: their names hold the time)."""
    try:
        reports = sorted(p for p in folder.glob("crash-*.txt") if p.is_file())
        for old in reports[:-REPORTS_KEPT]:
            old.unlink()
    except OSError:
        pass
