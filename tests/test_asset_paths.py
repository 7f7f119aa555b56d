"""The frozen app finds its assets through ``sys._MEIPASS`` in each layout build.spec makes.

On Linux and Windows that is the ``_internal`` folder beside the executable; in
the macOS bundle it is ``Contents/Frameworks``, whose data folders PyInstaller
links to ``Contents/Resources`` while the executable sits in ``Contents/MacOS``.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from sprites.assets import app_root, asset_path


def test_from_source_the_assets_are_beside_the_code():
    assert (app_root() / "main.py").is_file()
    assert asset_path("sprites", "theme.json").is_file()


@pytest.mark.skipif(sys.platform == "win32", reason="making a symbolic link needs extra rights on Windows")
def test_in_a_macos_bundle_the_assets_are_found_through_the_linked_frameworks_folder(tmp_path, monkeypatch):
    contents = tmp_path / "ParadiseTable.app" / "Contents"
    for folder in ("MacOS", "Frameworks", "Resources/sprites"):
        (contents / folder).mkdir(parents=True)
    (contents / "Resources" / "sprites" / "theme.json").write_text('{"bundled": true}')
    (contents / "Frameworks" / "sprites").symlink_to(Path("..") / "Resources" / "sprites")
    monkeypatch.setattr(sys, "_MEIPASS", str(contents / "Frameworks"), raising=False)
    monkeypatch.setattr(sys, "executable", str(contents / "MacOS" / "ParadiseTable"))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert asset_path("sprites", "theme.json").read_text() == '{"bundled": true}'
