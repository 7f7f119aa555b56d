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
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the desktop entry is made for Linux only")


def built_binary(dist: Path) -> Path:
    """Where build.spec puts the app's executable in ``dist`` on this platform."""
    if sys.platform == "darwin":
        return dist / "ParadiseTable.app" / "Contents" / "MacOS" / "ParadiseTable"
    return dist / "ParadiseTable" / ("ParadiseTable.exe" if sys.platform == "win32" else "ParadiseTable")


def bundled_files(binary: Path) -> Path:
    """The folder the frozen app finds its assets in (``sys._MEIPASS``): _internal, or a bundle's Frameworks."""
    return binary.parent.parent / "Frameworks" if sys.platform == "darwin" else binary.parent / "_internal"


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("pyinstaller")
    pyinstaller = shutil.which("pyinstaller", path=str(Path(sys.executable).parent)) or "pyinstaller"
    done = subprocess.run([pyinstaller, "--noconfirm", "--clean", "--distpath", str(work / "dist"),
                           "--workpath", str(work / "build"), str(ROOT / "build.spec")],
                          capture_output=True, text=True, timeout=1800, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-4000:]
    binary = built_binary(work / "dist")
    assert binary.exists()
    return binary


def run_frozen(binary: Path, tmp_path: Path, *args: str, **environ: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARADISE_TABLE_CONFIG_DIR=str(tmp_path / "c"), PARADISE_TABLE_DATA_DIR=str(tmp_path / "d"),
               **environ)
    return subprocess.run([str(binary), *args], capture_output=True, text=True, timeout=900, env=env,
                          cwd=tmp_path)


def test_bundle_has_no_numpy_and_is_stripped(frozen_app):
    internal = bundled_files(frozen_app)
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


@linux_only
def test_linux_app_has_its_desktop_entry_and_icon_beside_it(frozen_app):
    entry = frozen_app.parent / "ParadiseTable.desktop"
    assert entry.read_bytes() == (ROOT / "linux" / "ParadiseTable.desktop").read_bytes()
    assert os.access(entry, os.X_OK), "file managers launch only an executable desktop entry"
    assert "\nIcon=paradise-table\n" in entry.read_text(encoding="utf-8")
    icon = frozen_app.parent / "paradise-table.png"
    assert icon.read_bytes() == (ROOT / "sprites" / "images" / "icon.png").read_bytes()
    validate = shutil.which("desktop-file-validate")
    if validate:
        done = subprocess.run([validate, str(entry)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout


@pytest.mark.parametrize("window", ["display", "high-dpi"])
def test_frozen_app_draws_its_first_menu_frame(frozen_app, tmp_path, window):
    """In either kind of window (:mod:`scenes.window`; a Mac's is the high-DPI one), without falling back."""
    logs = tmp_path / "logs"
    done = run_frozen(frozen_app, tmp_path, "--first-frame", PARADISE_TABLE_WINDOW=window,
                      PARADISE_TABLE_LOG_DIR=str(logs))
    assert done.returncode == 0, done.stderr[-3000:]
    assert float(done.stdout.strip().splitlines()[-1]) > 0
    said = "".join(path.read_text(encoding="utf-8") for path in logs.glob("*.log*"))
    assert "could not open a high-DPI window" not in said


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
