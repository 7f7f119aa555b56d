"""Writes survive a crash: an interrupted write leaves the previous file, and the next start clears its temporary file.

A write is interrupted at every step, by an error (the temporary file is
removed at once) and by a kill (the process dies and leaves it; the next
start of the app removes it once it is old enough to belong to nobody).
The temporary file is synced before it replaces the file and the folder
after.  Two windows remembering choices at once keep each other's entries.
"""
from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
import textwrap
import time
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from game import files
from scenes import config

ROOT = Path(__file__).resolve().parent.parent
STEPS = ("write", "flush", "fsync", "rename")
"""Where a write is interrupted: before the text is written, before the flush, before the fsync, before the rename."""
OLD = b'{\n  "volume": 0.3\n}'
NEW = json.dumps({"volume": 0.9, "padding": "x" * 100_000})


def _temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(files.TEMP_SUFFIX))


class _Breaking:
    """A file handle that fails at one step of the write."""

    def __init__(self, handle: Any, step: str) -> None:
        self.handle, self.step = handle, step

    def __enter__(self) -> "_Breaking":
        return self

    def __exit__(self, *exc: object) -> None:
        self.handle.close()

    def write(self, data: bytes) -> int:
        if self.step == "write":
            raise OSError(errno.ENOSPC, "No space left on device")
        return int(self.handle.write(data))

    def flush(self) -> None:
        if self.step == "flush":
            raise OSError(errno.EIO, "Input/output error")
        self.handle.flush()

    def fileno(self) -> int:
        return int(self.handle.fileno())


def _break_at(step: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the next write fail just before ``step``."""
    if step in ("write", "flush"):
        handle = partial(_Breaking, step=step)  # the handle is closed by the writer's with block
        monkeypatch.setattr(files, "open", lambda fd, mode: handle(open(fd, mode)), raising=False)  # noqa: SIM115
    elif step == "fsync":
        def failing_fsync(fd: int) -> None:
            raise OSError(errno.EIO, "Input/output error")
        monkeypatch.setattr(files.os, "fsync", failing_fsync)
    else:
        def failing_replace(src: object, dst: object) -> None:
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        monkeypatch.setattr(files.os, "replace", failing_replace)


@pytest.mark.parametrize("step", STEPS)
def test_a_write_failing_at_any_step_keeps_the_previous_file_and_no_temp(tmp_path, monkeypatch, step) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(OLD)
    _break_at(step, monkeypatch)
    with pytest.raises(OSError):
        files.write_text_atomically(path, NEW)
    monkeypatch.undo()
    assert path.read_bytes() == OLD
    assert _temps(tmp_path) == []
    files.write_text_atomically(path, NEW)  # and the next write goes through
    assert path.read_text() == NEW


def test_the_temp_file_is_synced_before_the_rename_and_the_folder_after(tmp_path, monkeypatch) -> None:
    done: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        mode = os.fstat(fd).st_mode
        done.append("sync file" if stat.S_ISREG(mode) else "sync folder" if stat.S_ISDIR(mode) else "sync ?")
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        done.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "fsync", fsync)
    monkeypatch.setattr(files.os, "replace", replace)
    files.write_text_atomically(tmp_path / "x.json", "{}")
    expected = ["sync file", "rename", "sync folder"] if os.name == "posix" else ["sync file", "rename"]
    assert done == expected


KILLED_WRITE = textwrap.dedent("""
    import os, sys
    from pathlib import Path
    from game import files
    path, step = Path(sys.argv[1]), sys.argv[2]
    def die(*args, **kwargs):
        os._exit(9)
    if step in ("write", "flush"):
        real_open = open
        class Dying:
            def __init__(self, handle): self.handle = handle
            def __enter__(self): return self
            def __exit__(self, *exc): self.handle.close()
            def write(self, data):
                if step == "write":
                    self.handle.write(data[: len(data) // 3])  # part of the text reached the buffer
                    die()
                return self.handle.write(data)
            def flush(self): die()
            def fileno(self): return self.handle.fileno()
        files.open = lambda fd, mode: Dying(real_open(fd, mode))
    elif step == "fsync":
        files.os.fsync = die
    else:
        files.os.replace = die
    files.write_text_atomically(path, sys.argv[3])
    os._exit(0)
""")


def _environment(root: Path) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
                PARADISE_TABLE_CONFIG_DIR=str(root / "config"), PARADISE_TABLE_DATA_DIR=str(root / "data"))


def test_a_write_killed_at_any_step_keeps_the_previous_file_and_the_next_start_clears_the_temp(tmp_path) -> None:
    env = _environment(tmp_path)
    targets = [tmp_path / "config" / "settings.json", tmp_path / "config" / "choices.json",
               tmp_path / "data" / "paradisio_best.json", tmp_path / "data" / "saves" / "paradisio-x.json"]
    before: dict[Path, bytes] = {}
    for number, path in enumerate(targets):
        path.parent.mkdir(parents=True, exist_ok=True)
        before[path] = b'{"kept": %d}' % number
        path.write_bytes(before[path])
        for step in STEPS:
            done = subprocess.run([sys.executable, "-c", KILLED_WRITE, str(path), step, NEW], env=env, cwd=tmp_path,
                                  capture_output=True, text=True, timeout=60)
            assert done.returncode == 9, (step, done.stderr)
            assert path.read_bytes() == before[path], (path.name, step)
    left = {folder: _temps(folder) for folder in {path.parent for path in targets}}
    assert {folder: len(names) for folder, names in left.items()} == {  # every killed write left its temp file
        folder: len(STEPS) * sum(path.parent == folder for path in targets) for folder in left}
    old = time.time() - 2 * files.STALE_TEMP_AGE
    for folder in left:
        for name in _temps(folder):
            os.utime(folder / name, (old, old))
    young = tmp_path / "data" / "saves" / "paradisio-y.json.abcdefgh.tmp"  # another window writing right now
    young.write_text("{}")
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-frame"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert {folder: _temps(folder) for folder in left} == {folder: ([young.name] if folder == young.parent else [])
                                                             for folder in left}
    assert {path: path.read_bytes() for path in targets} == before


def test_only_the_apps_old_temp_files_are_removed(tmp_path) -> None:
    old = time.time() - 2 * files.STALE_TEMP_AGE
    names = {"settings.json.k2j4h6g8.tmp": True, "choices.jsonab_cd123.tmp": True, "notes.tmp": False,
             "mine.json.tmp": False, "settings.json": False, "photo.png.k2j4h6g8.tmp": False}
    for name in names:
        (tmp_path / name).write_text("x")
        os.utime(tmp_path / name, (old, old))
    (tmp_path / "folder.json.k2j4h6g8.tmp").mkdir()
    os.utime(tmp_path / "folder.json.k2j4h6g8.tmp", (old, old))
    (tmp_path / "fresh.json.k2j4h6g8.tmp").write_text("x")
    removed = files.remove_stale_temp_files(tmp_path)
    assert sorted(p.name for p in removed) == sorted(name for name, stale in names.items() if stale)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [name for name, stale in names.items() if not stale] + ["folder.json.k2j4h6g8.tmp", "fresh.json.k2j4h6g8.tmp"])


REMEMBERING_WINDOW = textwrap.dedent("""
    import sys
    from scenes import config
    window, count = sys.argv[1], int(sys.argv[2])
    for i in range(count):
        assert config.save_choices(f"{window}:{i}", {"players": i})
""")


def test_two_windows_remembering_choices_at_once_keep_each_others(tmp_path) -> None:
    env = _environment(tmp_path)
    count = 60
    windows = [subprocess.Popen([sys.executable, "-c", REMEMBERING_WINDOW, name, str(count)], env=env, cwd=tmp_path,
                                stderr=subprocess.PIPE, text=True) for name in ("left", "right")]
    for window in windows:
        _, err = window.communicate(timeout=120)
        assert window.returncode == 0, err
    saved = json.loads((tmp_path / "config" / "choices.json").read_text())
    assert set(saved) == {f"{name}:{i}" for name in ("left", "right") for i in range(count)}
    assert not list((tmp_path / "config").glob("*.damaged*"))


def test_two_threads_remembering_choices_at_once_keep_each_others(tmp_path, monkeypatch) -> None:
    import threading

    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path))
    failures: list[BaseException] = []

    def remember(window: str) -> None:
        try:
            for i in range(40):
                assert config.save_choices(f"{window}:{i}", {"players": i})
        except BaseException as exc:  # reported below
            failures.append(exc)

    threads = [threading.Thread(target=remember, args=(name,)) for name in ("left", "right")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not failures
    assert set(json.loads((tmp_path / "choices.json").read_text())) == {
        f"{name}:{i}" for name in ("left", "right") for i in range(40)}


def test_a_disk_that_refuses_writes_costs_only_the_memory_and_is_said_once(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(config, "_notices", [])
    monkeypatch.setattr(config, "_told", set())
    (tmp_path / "choices.json").write_text('{"setup:a": {"players": 3}}')

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.tempfile, "mkstemp", full_disk)
    assert not config.save_choices("setup:b", {"players": 4})
    assert not config.save_choices("setup:b", {"players": 5})
    assert not config.save_settings(config.Settings(volume=0.1))
    assert json.loads((tmp_path / "choices.json").read_text()) == {"setup:a": {"players": 3}}
    assert [config.take_notice() for _ in range(3)] == [
        "Your remembered choices could not be saved (no space left on device).",
        "Your settings could not be saved (no space left on device).", ""]
