"""Careful file I/O for the app's own files: read as hostile, written so a crash loses nothing.

The file half of :mod:`game.saves` (the rules layer's only I/O), used by every
reader and writer of the app: saves, settings, remembered choices, best times.

- :func:`read_json_file` reads only a regular file (a FIFO, a folder or a
  device never hangs it), up to a size limit, UTF-8 with or without a
  byte-order mark, nested no deeper than MAX_DEPTH, and tells three outcomes
  apart: FileMissing, FileDamaged and FileUnreadable.  Unreadable is not
  damaged: such a file is *left alone* for the rest of the session (never
  written, renamed or replaced), since it may be a good file we only failed to read.
- :func:`write_text_atomically` writes a temporary file, flushes and syncs it,
  renames it over the old file and syncs the folder; :func:`remove_stale_temp_files`
  clears temporary files left by a write killed before its rename.
- :func:`set_aside` keeps a damaged file under a name that never overwrites another.
- :func:`held_lock` lets several windows read-modify-write one file in turn.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from itertools import accumulate
from pathlib import Path
from typing import Any

SIZE_LIMIT = 4 * 1024 * 1024
"""The default size limit of a file read by :func:`read_json_file`."""
SET_ASIDE_SUFFIX = ".damaged"
TEMP_SUFFIX = ".tmp"
MAX_DEPTH = 64
"""No file of the app nests deeper than this (a save reaches 6); deeper is damage."""
STALE_TEMP_AGE = 60.0
"""Seconds after which a temporary file is left over from a killed write (no write takes this long)."""
_TEMP_NAME = re.compile(r".+\.json\.?[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX))
"""This app's temporary names: ``<file>.json.<8 random>.tmp`` (and the older ``<file>.json<8 random>.tmp``)."""
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(rb"[^\[\]{}]+")
_BRACKET_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
_LEFT_ALONE: set[Path] = set()
"""Files found unreadable: never written, renamed or replaced in this session unless a later read gets them whole."""


class FileProblem(Exception):
    """Why a file the app reads cannot be used; ``str()`` is a phrase for a sentence."""


class FileMissing(FileProblem):
    """There is no file there (the caller uses its defaults)."""


class FileDamaged(FileProblem):
    """The file was read but holds no sense: bad bytes, not JSON, too big, too deep or wrong types."""


class FileTooBig(FileDamaged):
    """The file is over the size limit, so it was not read."""


class FileUnreadable(FileProblem):
    """The file is there but could not be read (permission denied, an I/O error); it is left alone."""


class NotAFile(FileUnreadable):
    """A folder, a pipe or a device stands where a file should be; it is left alone."""


class LeftAlone(PermissionError):
    """A write to a file that could not be read this session (refused so it is never lost)."""


def _key(path: Path) -> Path:
    return Path(os.path.abspath(path))


def leave_alone(path: Path) -> None:
    """Never write, rename or replace ``path`` again in this session."""
    _LEFT_ALONE.add(_key(path))


def is_left_alone(path: Path) -> bool:
    """True when ``path`` could not be read this session, so nothing may write over it."""
    return _key(path) in _LEFT_ALONE


def nesting_depth(data: bytes) -> int:
    """How deep the brackets of JSON text nest (brackets inside strings do not count)."""
    skeleton = _NOT_BRACKET.sub(b"", _JSON_STRING.sub(b"", data))
    return max(accumulate(map(_BRACKET_STEP.__getitem__, skeleton)), default=0)


def read_json_file(path: Path, limit: int = SIZE_LIMIT) -> Any:
    """The JSON held by the regular file ``path`` (UTF-8, a byte-order mark allowed).

    Raises FileMissing, FileDamaged (bad bytes or JSON, over ``limit`` bytes,
    nested over MAX_DEPTH) or FileUnreadable (permission denied, an I/O error,
    not a regular file: a FIFO or a device is never waited on).  A file that
    could not be read is left alone until it is read whole.
    """
    try:
        data = _read_regular(path, limit)
    except FileUnreadable:
        leave_alone(path)
        raise
    _LEFT_ALONE.discard(_key(path))  # read after all (e.g. its permission was mended): what is written next builds on it
    if nesting_depth(data) > MAX_DEPTH:
        raise FileDamaged("it is nested far too deeply")
    try:
        return json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError) as exc:
        raise FileDamaged("it is not readable JSON") from exc


def _read_regular(path: Path, limit: int) -> bytes:
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise NotAFile("it is not a file")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise FileMissing("there is no file there") from exc
    except OSError as exc:
        raise FileUnreadable(exc.strerror or type(exc).__name__) from exc
    try:
        facts = os.fstat(fd)
        if not stat.S_ISREG(facts.st_mode):  # swapped for a pipe since the check above
            raise NotAFile("it is not a file")
        if facts.st_size > limit:
            raise FileTooBig("it is far too big")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except FileProblem:
        raise
    except OSError as exc:
        raise FileUnreadable(exc.strerror or type(exc).__name__) from exc
    finally:
        os.close(fd)
    if size > limit:
        raise FileTooBig("it is far too big")
    return b"".join(chunks)


def write_text_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash or a power cut leaves the old file or the new, never half.

    The text goes to a temporary file in the same folder, which is flushed and
    synced to the disk before it replaces ``path``; then the folder is synced.
    Raises LeftAlone for a file that could not be read this session.
    """
    if is_left_alone(path):
        raise LeftAlone(errno.EACCES, "it could not be read, so it is left as it is", str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with open(fd, "wb") as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        replace_patiently(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


REPLACE_TRIES = 6
"""How often a replace refused for a moment is tried (Windows refuses it while another program, a second window
or a virus scanner, has the target open), ``REPLACE_WAIT`` seconds apart and twice as long each time."""
REPLACE_WAIT = 0.02
PATIENT_REPLACE = os.name == "nt"
"""Only Windows refuses a replace for a moment; elsewhere a PermissionError is final (a read-only folder)."""


def replace_patiently(source: str | Path, target: Path) -> None:
    """``os.replace(source, target)``; on Windows tried again a few times (about 0.6 s in all) while it is
    refused with PermissionError, as Windows refuses it while another program holds ``target`` open for a moment;
    the last refusal is raised."""
    wait = REPLACE_WAIT
    for _ in range(REPLACE_TRIES - 1 if PATIENT_REPLACE else 0):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            time.sleep(wait)
            wait *= 2
    os.replace(source, target)


def _sync_folder(folder: Path) -> None:
    """Sync a folder's entries to the disk, so a rename in it survives a power cut (POSIX only)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the file itself is synced
    finally:
        os.close(fd)


def remove_stale_temp_files(folder: Path, older_than: float = STALE_TEMP_AGE) -> list[Path]:
    """Delete this app's temporary files in ``folder`` left by a write killed before its rename.

    Only names of :func:`write_text_atomically` last changed over ``older_than``
    seconds ago go (a younger one may be another window's write); returns them.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        try:
            if _TEMP_NAME.fullmatch(entry.name) and entry.is_file(follow_symlinks=False) \
                    and now - entry.stat(follow_symlinks=False).st_mtime > older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


@contextlib.contextmanager
def held_lock(path: Path, timeout: float = 5.0) -> Iterator[None]:
    """Hold the OS lock of ``<path>.lock`` for a read-modify-write of ``path`` by several windows.

    Waits up to ``timeout`` seconds for another window (then raises
    TimeoutError, an OSError).  A folder where no lock file can be made is
    one no window can write in either, so the work goes on unlocked there.
    The lock file stays (deleting it would let two windows lock different files).
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        fd = -1
    if fd < 0:
        yield
        return
    try:
        deadline = time.monotonic() + timeout
        while not try_lock(fd):
            if time.monotonic() > deadline:
                raise TimeoutError(errno.ETIMEDOUT, "another window kept the file busy", str(path))
            time.sleep(0.01)
        try:
            yield
        finally:
            unlock(fd)
    finally:
        os.close(fd)


def set_aside(path: Path) -> Path:
    """Rename a file that cannot be loaded so it is kept but never offered again.

    The new name ends in ``.damaged`` (then ``.damaged-2``, ``-3`` …) and never
    replaces an existing file.  Returns the new path.  A file that could not
    be read this session is not damaged: LeftAlone is raised and it stays.
    """
    if is_left_alone(path):
        raise LeftAlone(errno.EACCES, "it could not be read", str(path))
    for number in range(1, 10_000):
        suffix = SET_ASIDE_SUFFIX if number == 1 else f"{SET_ASIDE_SUFFIX}-{number}"
        target = path.with_name(path.name + suffix)
        try:
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:
            if target.exists():
                continue
            os.rename(path, target)  # no hard links here (some file systems): the name was free a moment ago
            return target
        path.unlink()
        return target
    raise OSError(f"too many damaged copies of {path.name}")


if sys.platform == "win32":
    import msvcrt

    def try_lock(fd: int) -> bool:
        """Take the OS lock of the open file ``fd`` without waiting; False if another process holds it."""
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def unlock(fd: int) -> None:
        """Let go of the OS lock of ``fd``."""
        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def try_lock(fd: int) -> bool:
        """Take the OS lock of the open file ``fd`` without waiting; False if another process holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def unlock(fd: int) -> None:
        """Let go of the OS lock of ``fd``."""
        fcntl.flock(fd, fcntl.LOCK_UN)
