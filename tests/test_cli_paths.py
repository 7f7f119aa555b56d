"""`--screenshot PATH` is checked before a game is played: a path that could not be written is refused in one line, exit code 2.

Each refusal must come before the game: nothing is printed on stdout (a played
game prints its result line), and the check leaves no file behind.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.games import playable_games

ROOT = Path(__file__).resolve().parent.parent
ON_WINDOWS = sys.platform == "win32"
GAME = sorted(playable_games())[0]


def run_main(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARADISE_TABLE_CONFIG_DIR=str(tmp_path / "c"), PARADISE_TABLE_DATA_DIR=str(tmp_path / "d"),
               PARADISE_TABLE_LOG_DIR=str(tmp_path / "logs"))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, timeout=300, cwd=tmp_path)


def refused(tmp_path: Path, shot: str) -> str:
    """The one line with which ``--autoplay GAME --screenshot shot`` is refused before the game is played."""
    done = run_main(tmp_path, "--autoplay", GAME, "--seed", "3", "--screenshot", shot)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""  # no game was played
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert not list((tmp_path / "d").glob("**/*.json"))
    return lines[0]


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "shots").mkdir()
    line = refused(tmp_path, str(tmp_path / "shots"))
    assert line == f"error: --screenshot needs a file name ending in .png, not the folder {tmp_path / 'shots'}"
    assert files_in(tmp_path / "shots") == []


def test_a_folder_named_like_a_png_is_refused(tmp_path):
    (tmp_path / "shot.png").mkdir()
    assert "not the folder" in refused(tmp_path, str(tmp_path / "shot.png"))


def test_a_missing_folder_is_refused(tmp_path):
    line = refused(tmp_path, str(tmp_path / "missing" / "shot.png"))
    assert line == f"error: cannot write the screenshot to {tmp_path / 'missing' / 'shot.png'}: " \
                   f"the folder {tmp_path / 'missing'} does not exist"
    assert not (tmp_path / "missing").exists()


@pytest.mark.skipif(ON_WINDOWS, reason="POSIX only: Windows ignores a folder's read-only mode (chmod) and has no /sys")
def test_a_read_only_folder_is_refused(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        if os.access(folder, os.W_OK):  # root writes anywhere: use a folder nobody may add files to
            folder = Path("/sys")
            if not folder.is_dir():
                pytest.skip("running as root with no /sys: no folder is read-only")
        line = refused(tmp_path, str(folder / "shot.png"))
    finally:
        (tmp_path / "locked").chmod(0o755)
    assert line.startswith(f"error: cannot write the screenshot to {folder / 'shot.png'}: ")
    assert "denied" in line or "Read-only" in line
    assert not (folder / "shot.png").exists()


@pytest.mark.skipif(ON_WINDOWS, reason="POSIX only: the expected reason is POSIX's ENAMETOOLONG text")
def test_a_name_too_long_is_refused(tmp_path):
    name = "a" * 300 + ".png"
    line = refused(tmp_path, str(tmp_path / name))
    assert line == f"error: cannot write the screenshot to {tmp_path / name}: File name too long"


@pytest.mark.parametrize("name", ["shot.tga", "shot.jpg", "shot", "shot.png.txt"])
def test_a_name_not_ending_in_png_is_refused(tmp_path, name):
    line = refused(tmp_path, str(tmp_path / name))
    assert line == f"error: --screenshot writes PNG only: give a file name ending in .png, not {str(tmp_path / name)!r}"
    assert not (tmp_path / name).exists()


def test_an_empty_name_is_refused(tmp_path):
    assert refused(tmp_path, "") == "error: --screenshot needs a file name ending in .png"


@pytest.mark.skipif(ON_WINDOWS, reason="POSIX only: Windows has no FIFOs (os.mkfifo)")
def test_a_fifo_is_refused_without_waiting_for_a_reader(tmp_path):
    os.mkfifo(tmp_path / "shot.png")
    line = refused(tmp_path, str(tmp_path / "shot.png"))
    assert line == f"error: cannot write the screenshot to {tmp_path / 'shot.png'}: it is not a regular file"


@pytest.mark.skipif(ON_WINDOWS, reason="POSIX only: chmod, symbolic links and /sys stand in for an unwritable file")
def test_an_existing_file_that_cannot_be_written_is_refused_and_kept(tmp_path):
    shot = tmp_path / "old.png"
    shot.write_bytes(b"an older screenshot")
    shot.chmod(0o444)
    if os.access(shot, os.W_OK):  # root writes anything: use a file nobody may write
        target = Path("/sys/kernel/uevent_seqnum")
        if not target.is_file():
            pytest.skip("running as root with no read-only sysfs file")
        shot = tmp_path / "link.png"
        shot.symlink_to(target)
    line = refused(tmp_path, str(shot))
    assert line == f"error: cannot write the screenshot to {shot}: Permission denied"
    assert (tmp_path / "old.png").read_bytes() == b"an older screenshot"


def test_a_good_name_in_an_existing_folder_is_accepted_and_the_check_leaves_nothing_behind(tmp_path):
    from main import screenshot_problem

    (tmp_path / "shots").mkdir()
    assert screenshot_problem(str(tmp_path / "shots" / "final.PNG")) is None
    assert files_in(tmp_path / "shots") == []
    kept = tmp_path / "shots" / "old.png"
    kept.write_bytes(b"an older screenshot")
    assert screenshot_problem(str(kept)) is None
    assert kept.read_bytes() == b"an older screenshot"
