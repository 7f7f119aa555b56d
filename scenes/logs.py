"""Where the app writes its logs and crash reports: the user's log folder, and a rotating log file there.

A log folder that cannot be written never stops the app: the logs then go to
stderr only.  Nothing here imports pygame, so logging starts before the window.
"""
from __future__ import annotations

import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path

import platformdirs

from scenes.config import APP_NAME

LOG_NAME = "paradise-table.log"
LOG_BYTES = 1_000_000
"""How big the log file grows before it is rotated."""
LOG_BACKUPS = 3
"""How many rotated log files are kept (``paradise-table.log.1`` … ``.3``)."""
FORMAT = "%(levelname)s %(name)s: %(message)s"
FILE_FORMAT = "%(asctime)s %(process)d " + FORMAT


def log_dir() -> Path:
    """Where logs and crash reports go (``PARADISE_TABLE_LOG_DIR`` overrides, for tests)."""
    override = os.environ.get("PARADISE_TABLE_LOG_DIR")
    return Path(override) if override else Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


class _AppHandler:
    """Marks the handlers :func:`start_logging` adds, so a second call replaces them."""


class _StreamHandler(logging.StreamHandler, _AppHandler):  # type: ignore[type-arg,unused-ignore]
    pass


class _FileHandler(logging.handlers.RotatingFileHandler, _AppHandler):
    pass


def start_logging(verbose: bool = False) -> Path | None:
    """Log warnings (everything with ``verbose``) to stderr and everything from INFO up to the log file.

    Returns the log file, or None when the log folder cannot be written (the
    reason is logged to stderr and the app goes on).
    """
    root = logging.getLogger()
    for handler in [h for h in root.handlers if isinstance(h, _AppHandler)]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(logging.INFO)
    if sys.stderr is not None:  # a windowed app has no console
        console = _StreamHandler(sys.stderr)
        console.setLevel(logging.INFO if verbose else logging.WARNING)
        console.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(console)
    path = log_dir() / LOG_NAME
    try:
        file_handler = _open_log_file(path)
    except OSError as exc:
        logging.getLogger(__name__).warning("logging to stderr only: cannot write %s: %s", path,
                                            exc.strerror or exc)
        return None
    root.addHandler(file_handler)
    return path


def _open_log_file(path: Path) -> _FileHandler:
    """A rotating handler on ``path``; OSError if the folder cannot be made or the file is not a plain file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    for candidate in [path] + [path.with_name(f"{path.name}.{i}") for i in range(1, LOG_BACKUPS + 1)]:
        try:
            mode = candidate.lstat().st_mode
        except FileNotFoundError:
            continue
        if not stat.S_ISREG(mode):  # a FIFO would hang the open; a folder cannot be rotated
            raise OSError(f"{candidate.name} is not a regular file")
    handler = _FileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    handler.setLevel(logging.INFO)
    handler.setFormatter(logging.Formatter(FILE_FORMAT))
    return handler
