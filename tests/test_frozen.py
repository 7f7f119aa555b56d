"""Build the double-click app with PyInstaller and run it headless.

Slow (a minute or two): skip locally with ``make test PYTEST_ARGS='-m "not frozen"'``;
CI runs it.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.games import playable_games
from sprites.fallback import FALLBACK_STEMS

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.frozen


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("pyinstaller")
    pyinstaller = shutil.which("pyinstaller", path=str(Path(sys.executable).parent)) or "pyinstaller"
    done = subprocess.run([pyinstaller, "--noconfirm", "--clean", "--distpath", str(work / "dist"),
                           "--workpath", str(work / "build"), str(ROOT / "build.spec")],
                          capture_output=True, text=True, timeout=1800, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-4000:]
    binary = work / "dist" / "ParadiseTable" / "ParadiseTable"
    assert binary.exists()
    return binary


def run_frozen(binary: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARADISE_TABLE_CONFIG_DIR=str(tmp_path / "c"), PARADISE_TABLE_DATA_DIR=str(tmp_path / "d"))
    return subprocess.run([str(binary), *args], capture_output=True, text=True, timeout=900, env=env,
                          cwd=tmp_path)


def test_bundle_has_no_numpy_and_is_stripped(frozen_app):
    internal = frozen_app.parent / "_internal"
    assert not list(internal.glob("numpy*")), "numpy must stay out of the bundle"
    assert (internal / "sounds" / "place.wav").exists()
    assert (internal / "sprites" / "theme.json").exists()
    fonts = internal / "pygame_gui" / "data"
    for stem in FALLBACK_STEMS:  # names in every script draw with these (sprites/fallback.py)
        assert len(list(fonts.glob(f"{stem}-*"))) == 2, f"{stem} Regular and Bold belong in the bundle"
    readelf = shutil.which("readelf")
    if readelf:  # binutils, which the build needs for strip anyway
        sections = subprocess.run([readelf, "-S", str(frozen_app)], capture_output=True, text=True).stdout
        assert ".symtab" not in sections, "the app binary should be stripped"


def test_frozen_app_draws_its_first_menu_frame(frozen_app, tmp_path):
    done = run_frozen(frozen_app, tmp_path, "--first-frame")
    assert done.returncode == 0, done.stderr[-3000:]
    assert float(done.stdout.strip().splitlines()[-1]) > 0


@pytest.mark.parametrize("game_id", sorted(playable_games()))
def test_frozen_autoplay_runs_to_a_clean_exit(frozen_app, tmp_path, game_id):
    spec = playable_games()[game_id]
    shot = tmp_path / "end.png"
    done = run_frozen(frozen_app, tmp_path, "--autoplay", game_id, "--players", str(spec.min_players),
                      "--seed", "3", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().startswith(f"{game_id} finished:")
    assert shot.exists()


def test_frozen_unknown_game_exits_2(frozen_app, tmp_path):
    done = run_frozen(frozen_app, tmp_path, "--autoplay", "nope")
    assert done.returncode == 2
