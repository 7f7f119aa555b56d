"""Windows refuses to replace a file another program (a second window, a virus scanner) holds open for a moment:
a save is then tried again for a short while instead of failing at once; elsewhere a refusal is final at once."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from game import files


def flaky_replace(refusals: int, calls: list[str]):  # noqa: ANN201 - a stand-in for os.replace
    real = os.replace

    def replace(source: str | Path, target: str | Path) -> None:
        calls.append(str(target))
        if len(calls) <= refusals:
            raise PermissionError(13, "The process cannot access the file because it is being used by another process")
        real(source, target)
    return replace


def on_windows(monkeypatch: pytest.MonkeyPatch, refusals: int) -> list[str]:
    """Replaces behave as on Windows, refused ``refusals`` times first (short waits); the list of tries made."""
    calls: list[str] = []
    monkeypatch.setattr(files, "PATIENT_REPLACE", True)
    monkeypatch.setattr(files, "REPLACE_WAIT", 0.001)
    monkeypatch.setattr(files.os, "replace", flaky_replace(refusals, calls))
    return calls


def old_save(folder: Path) -> Path:
    """A saved game holding "old"."""
    target = folder / "game.json"
    target.write_text("old", encoding="utf-8")
    return target


def test_on_windows_a_save_refused_for_a_moment_is_written_all_the_same(tmp_path: Path, monkeypatch) -> None:
    target = old_save(tmp_path)
    calls = on_windows(monkeypatch, 3)
    files.write_text_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "new" and len(calls) == 4
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind


def test_on_windows_a_save_refused_for_good_says_so_and_keeps_the_old_file(tmp_path: Path, monkeypatch) -> None:
    target = old_save(tmp_path)
    calls = on_windows(monkeypatch, 100)
    with pytest.raises(PermissionError):
        files.write_text_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "old" and len(calls) == files.REPLACE_TRIES
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_elsewhere_a_refused_replace_is_final_at_once(tmp_path: Path, monkeypatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(files, "PATIENT_REPLACE", False)
    monkeypatch.setattr(files.os, "replace", flaky_replace(1, calls))
    with pytest.raises(PermissionError):
        files.write_text_atomically(tmp_path / "game.json", "new")
    assert len(calls) == 1
