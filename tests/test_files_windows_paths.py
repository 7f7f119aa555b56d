"""game/files.py under Windows' path rules, simulated here with ``ntpath`` and ``PureWindowsPath``.

Windows names one file in many ways (``C:\\Saves\\A.json``, ``c:/saves/a.json``,
``C:\\Saves\\..\\Saves\\A.json``). A file found unreadable must stay left alone
under every spelling, or a later write through another spelling would replace it.
The locks and syncs need the real system; only the pure path logic is simulated.
"""
from __future__ import annotations

import ntpath
from pathlib import PureWindowsPath
from types import SimpleNamespace

import pytest

from game import files


@pytest.fixture
def windows_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    """files.py's path keys made as on Windows: ntpath's abspath and Windows path objects."""
    monkeypatch.setattr(files, "os", SimpleNamespace(path=ntpath))
    monkeypatch.setattr(files, "Path", PureWindowsPath)
    monkeypatch.setattr(files, "_LEFT_ALONE", set())


@pytest.mark.parametrize("spelling", ["c:/users/lani/saves/game.json", "C:\\USERS\\Lani\\Saves\\GAME.JSON",
                                      "C:\\Users\\Lani\\Saves\\..\\Saves\\.\\game.json"])
def test_a_file_left_alone_stays_left_alone_under_every_windows_spelling(windows_paths, spelling):
    files.leave_alone(PureWindowsPath("C:\\Users\\Lani\\Saves\\game.json"))  # type: ignore[arg-type]
    assert files.is_left_alone(spelling)


def test_another_file_or_drive_is_not_left_alone(windows_paths):
    files.leave_alone(PureWindowsPath("C:\\Users\\Lani\\Saves\\game.json"))  # type: ignore[arg-type]
    assert not files.is_left_alone("C:\\Users\\Lani\\Saves\\game-2.json")  # type: ignore[arg-type]
    assert not files.is_left_alone("D:\\Users\\Lani\\Saves\\game.json")  # type: ignore[arg-type]
