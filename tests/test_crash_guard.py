"""The crash guard: an unexpected error in a scene shows the apology, writes a crash report, keeps the save
as it was before the error, and goes back to the menu; an error on the apology itself quits with code 1.

Errors are injected by replacing one method of one scene (or scene class) with ``monkeypatch``.
"""
from __future__ import annotations

import collections
import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import make_seats
from game.saves import in_use_elsewhere
from scenes.apology import HEADING, ApologyScene, split_path
from scenes.games import playable_games, start_game
from scenes.logs import LOG_NAME, start_logging
from scenes.manager import RECOVERY_FRAMES, App
from scenes.menu import MenuScene
from scenes.play import GameScene
from sprites.text import font, start_recording, stop_recording
from tests.kit.app import make_app

ROOT = Path(__file__).resolve().parent.parent
GAMES = playable_games()
FRAME = 1 / 60


class Boom(RuntimeError):
    """The error the tests inject."""


def key_down(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def key_up(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def mouse(kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=(640, 360), button=1)


def game_with_one_move(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> tuple[App, GameScene]:
    """The menu with a game of ``game_id`` over it, one move made and saved; crash reports go to tmp_path/logs."""
    monkeypatch.setenv("PARADISE_TABLE_LOG_DIR", str(tmp_path / "logs"))
    app = make_app(tmp_path, monkeypatch)
    app.push(MenuScene(app))
    spec = GAMES[game_id]
    scene = start_game(app, spec, make_seats([f"P{i}" for i in range(spec.min_players)]), seed=5)
    assert isinstance(scene, GameScene)
    seat = scene.state.to_move[0]
    assert scene.perform(seat, scene.state.legal_actions(seat)[0])
    app.frame(FRAME, [])
    return app, scene


def break_it(monkeypatch: pytest.MonkeyPatch, scene: GameScene, phase: str) -> None:
    """Make ``scene`` fail in ``phase``, after changing its game in memory (a change that must never be saved)."""
    def boom(*_: Any) -> None:
        seat = scene.state.to_move[0]
        scene.record.apply(seat, scene.state.legal_actions(seat)[0])
        raise Boom(f"test crash in {phase}")
    monkeypatch.setattr(scene, phase, boom)


def crash(app: App, phase: str) -> None:
    """Run the frame in which the broken method is called."""
    app.frame(FRAME, [key_down(pygame.K_F2)] if phase == "handle" else [])


def dismiss(app: App) -> None:
    """A fresh key press (down, then up) on a later frame."""
    app.frame(FRAME, [])
    app.frame(FRAME, [key_down(pygame.K_SPACE)])
    app.frame(FRAME, [key_up(pygame.K_SPACE)])


@pytest.mark.parametrize("phase", ["handle", "update", "draw"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_error_in_a_scene_apologises_keeps_the_save_and_goes_back_to_the_menu(tmp_path, monkeypatch, game_id, phase):
    app, scene = game_with_one_move(tmp_path, monkeypatch, game_id)
    save = scene.save_path
    assert save is not None
    before = save.read_bytes()
    break_it(monkeypatch, scene, phase)

    crash(app, phase)

    assert app.running and isinstance(app.stack.top, ApologyScene) and len(app.stack.scenes) == 1
    report = app.crash_report
    assert report is not None and report.parent == tmp_path / "logs"
    text = report.read_text()
    assert f"Where: {phase} of {type(scene).__name__}" in text
    assert "Traceback" in text and f"Boom: test crash in {phase}" in text
    assert f"Game open: {game_id}, seed 5" in text and f"save file: {save.name}" in text
    assert "pygame-ce: " in text and "Python: " in text and "MenuScene > " in text
    assert save.read_bytes() == before  # the move made in memory before the error is not saved
    assert not in_use_elsewhere(save)  # the game's lock is let go, so Continue can take it up

    recorded = start_recording()
    try:
        app.frame(FRAME, [])
    finally:
        stop_recording()
    assert HEADING in recorded and "Continue on the menu takes it up again." in " ".join(recorded)
    start = recorded.index("A crash report with the details was written to:") + 1
    end = next(i for i, line in enumerate(recorded) if line.startswith("If you tell us"))
    assert "".join(recorded[start:end]) == str(report)

    dismiss(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and len(app.stack.scenes) == 1
    for _ in range(RECOVERY_FRAMES + 5):
        app.frame(FRAME, [])
    assert app.running and save.read_bytes() == before
    assert "continue" in [item.key for item in menu.focus.items]
    menu.focus.focus_key("continue")
    menu.focus.current.activate()
    resumed = app.stack.top
    assert isinstance(resumed, GameScene) and len(resumed.record.moves) == 1
    app.shutdown()


def test_keys_and_buttons_held_from_before_do_not_dismiss_the_apology(tmp_path, monkeypatch):
    app, scene = game_with_one_move(tmp_path, monkeypatch, sorted(GAMES)[0])
    held = collections.defaultdict(bool, {pygame.K_RETURN: True})
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: held)
    break_it(monkeypatch, scene, "update")
    crash(app, "update")
    assert isinstance(app.stack.top, ApologyScene)

    app.frame(FRAME, [key_down(pygame.K_a), key_up(pygame.K_a), mouse(pygame.MOUSEBUTTONDOWN)])  # the crash's frame
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP)])  # the release of a press made before
    app.frame(FRAME, [key_down(pygame.K_RETURN)])  # held since the game: its repeat
    app.frame(FRAME, [key_up(pygame.K_RETURN)])  # ... and its release
    assert isinstance(app.stack.top, ApologyScene)

    app.frame(FRAME, [key_down(pygame.K_RETURN)])  # pressed again, here
    assert isinstance(app.stack.top, ApologyScene)  # it acts once let go, so the menu never sees it
    app.frame(FRAME, [key_up(pygame.K_RETURN)])
    assert isinstance(app.stack.top, MenuScene)
    app.shutdown()


def test_a_fresh_click_dismisses_the_apology(tmp_path, monkeypatch):
    app, scene = game_with_one_move(tmp_path, monkeypatch, sorted(GAMES)[0])
    break_it(monkeypatch, scene, "draw")
    crash(app, "draw")
    app.frame(FRAME, [])
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN)])
    assert isinstance(app.stack.top, ApologyScene)
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONUP)])
    assert isinstance(app.stack.top, MenuScene)
    app.shutdown()


@pytest.mark.parametrize("phase", ["on_enter", "handle", "update", "draw"])
def test_an_error_on_the_apology_quits_with_code_1_and_a_second_report(tmp_path, monkeypatch, phase):
    app, scene = game_with_one_move(tmp_path, monkeypatch, sorted(GAMES)[0])
    save = scene.save_path
    assert save is not None
    before = save.read_bytes()
    break_it(monkeypatch, scene, "update")

    def broken(*_: Any) -> None:
        raise Boom("the apology fails too")
    monkeypatch.setattr(ApologyScene, phase, broken)

    for _ in range(4):
        crash(app, "update")
        app.frame(FRAME, [key_down(pygame.K_SPACE)])
        if not app.running:
            break
    assert not app.running and app.exit_code == 1
    reports = sorted((tmp_path / "logs").glob("crash-*.txt"))
    assert len(reports) == 2
    assert any("of ApologyScene" in r.read_text() or "opening the apology" in r.read_text() for r in reports)
    assert app.run() == 1  # the loop ends at once
    assert save.read_bytes() == before


def test_an_error_on_the_menu_the_apology_opened_quits_with_code_1(tmp_path, monkeypatch):
    app, scene = game_with_one_move(tmp_path, monkeypatch, sorted(GAMES)[0])
    break_it(monkeypatch, scene, "update")
    crash(app, "update")

    def broken(*_: Any) -> None:
        raise Boom("the menu fails to draw")
    monkeypatch.setattr(MenuScene, "draw", broken)
    dismiss(app)
    assert not app.running and app.exit_code == 1
    reports = sorted((tmp_path / "logs").glob("crash-*.txt"))
    assert len(reports) == 2 and any("Where: draw of MenuScene" in r.read_text() for r in reports)
    app.shutdown()


def test_an_error_long_after_the_menu_came_back_gets_a_new_apology(tmp_path, monkeypatch):
    app, scene = game_with_one_move(tmp_path, monkeypatch, sorted(GAMES)[0])
    break_it(monkeypatch, scene, "update")
    crash(app, "update")
    dismiss(app)
    for _ in range(RECOVERY_FRAMES):
        app.frame(FRAME, [])
    menu = app.stack.top
    assert isinstance(menu, MenuScene)

    def broken(*_: Any) -> None:
        raise Boom("the menu fails later")
    monkeypatch.setattr(menu, "update", broken)
    app.frame(FRAME, [])
    assert app.running and isinstance(app.stack.top, ApologyScene)
    assert len(list((tmp_path / "logs").glob("crash-*.txt"))) == 2
    app.shutdown()


def test_a_report_that_cannot_go_to_the_log_folder_goes_to_the_temporary_folder(tmp_path, monkeypatch):
    app, scene = game_with_one_move(tmp_path, monkeypatch, sorted(GAMES)[0])
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the log folder should be")
    monkeypatch.setenv("PARADISE_TABLE_LOG_DIR", str(blocked))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)
    break_it(monkeypatch, scene, "update")
    crash(app, "update")
    report = app.crash_report
    assert report is not None and report.parent == tmp_path / "tmp" / "ParadiseTable"
    assert "Traceback" in report.read_text() and blocked.read_text().startswith("a file")
    app.shutdown()


def test_a_long_report_path_is_cut_into_lines_that_fit():
    pygame.font.init()
    path = "/home/" + "very-long-folder-name/" * 12 + "crash-20250101-120000.txt"
    lines = split_path(path, 18, 600)
    assert len(lines) == 3 and all(font(18).size(line)[0] <= 600 for line in lines)
    assert lines[0].startswith("/home/") and lines[-1].endswith("crash-20250101-120000.txt")
    assert "".join(split_path("/tmp/x/crash.txt", 18, 600)) == "/tmp/x/crash.txt"


# the command line -----------------------------------------------------------------

BROKEN_BOT = """
import sys
sys.path.insert(0, {root!r})
import main
import scenes.bot_runner

real_start = scenes.bot_runner.BotRunner.start

class BrokenBot:
    def choose(self, view, legal, seat):
        raise RuntimeError("the computer player fell over\\non two lines")

def start(self, bot, seat, view, legal, tag=0):
    real_start(self, BrokenBot(), seat, view, legal, tag)

scenes.bot_runner.BotRunner.start = start
sys.exit(main.main(sys.argv[1:]))
"""

BROKEN_MENU = """
import sys
sys.path.insert(0, {root!r})
import main
import scenes.menu

def broken(self, app):
    raise RuntimeError("the menu cannot be made")

scenes.menu.MenuScene.__init__ = broken
sys.exit(main.main(sys.argv[1:]))
"""


def run_script(script: str, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARADISE_TABLE_CONFIG_DIR=str(tmp_path / "c"), PARADISE_TABLE_DATA_DIR=str(tmp_path / "d"),
               PARADISE_TABLE_LOG_DIR=str(tmp_path / "logs"))
    return subprocess.run([sys.executable, "-c", script.format(root=str(ROOT)), *args], capture_output=True,
                          text=True, env=env, timeout=120, cwd=tmp_path)


def only_report(tmp_path: Path, stderr: str) -> Path:
    reports = list((tmp_path / "logs").glob("crash-*.txt"))
    assert len(reports) == 1 and stderr.strip().endswith(f"crash report: {reports[0]}")
    return reports[0]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_autoplay_with_a_failing_computer_player_exits_1_with_one_line(tmp_path, game_id):
    shot, save = tmp_path / "shot.png", tmp_path / "game.json"
    done = run_script(BROKEN_BOT, tmp_path, "--autoplay", game_id, "--screenshot", str(shot),
                      "--stop-after", "50", "--save", str(save))
    assert done.returncode == 1, done.stderr
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert done.stderr.startswith("error: autoplay stopped by an unexpected error in update of ")
    assert "the computer player fell over on two lines" in done.stderr
    text = only_report(tmp_path, done.stderr).read_text()
    assert "Traceback" in text and "the computer player fell over" in text and f"Game open: {game_id}" in text
    assert not shot.exists() and not save.exists()
    assert "the computer player fell over" in (tmp_path / "logs" / LOG_NAME).read_text()


def test_an_error_before_the_main_loop_exits_1_with_one_line_and_a_report(tmp_path):
    done = run_script(BROKEN_MENU, tmp_path)
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert done.stderr.startswith("error: Paradise Table could not start (RuntimeError: the menu cannot be made)")
    assert "the menu cannot be made" in only_report(tmp_path, done.stderr).read_text()


# logging ---------------------------------------------------------------------------

@pytest.fixture
def app_logging():
    """Whatever start_logging adds to the root logger is taken away again after the test."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)


def test_logs_go_to_a_rotating_file_in_the_log_folder(tmp_path, monkeypatch, app_logging):
    import scenes.logs

    monkeypatch.setenv("PARADISE_TABLE_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setattr(scenes.logs, "LOG_BYTES", 2000)
    path = start_logging()
    assert path is not None and path == tmp_path / "logs" / LOG_NAME
    for i in range(200):
        logging.getLogger("test").info("line %d of the test log", i)
    assert "line 199 of the test log" in path.read_text()
    kept = sorted(p.name for p in path.parent.iterdir())
    assert kept == [LOG_NAME, f"{LOG_NAME}.1", f"{LOG_NAME}.2", f"{LOG_NAME}.3"]
    assert all(p.stat().st_size <= 2100 for p in path.parent.iterdir())


@pytest.mark.parametrize("damage", ["file", pytest.param("fifo", marks=pytest.mark.skipif(
    sys.platform == "win32", reason="POSIX only: Windows has no FIFOs (os.mkfifo)")), "folder"])
def test_a_log_folder_that_cannot_be_written_leaves_logs_on_stderr(tmp_path, monkeypatch, app_logging, capsys, damage):
    folder = tmp_path / "logs"
    if damage == "file":
        folder.write_text("not a folder")
    else:
        folder.mkdir()
        if damage == "fifo":
            os.mkfifo(folder / LOG_NAME)  # opening it to append would wait for a reader forever
        else:
            (folder / f"{LOG_NAME}.2").mkdir()
    monkeypatch.setenv("PARADISE_TABLE_LOG_DIR", str(folder))
    assert start_logging() is None
    logging.getLogger("test").warning("still said")
    err = capsys.readouterr().err
    assert "logging to stderr only: cannot write" in err and "still said" in err


def test_autoplay_runs_with_a_log_folder_that_cannot_be_written(tmp_path):
    (tmp_path / "blocked").write_text("a file where the log folder should be")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARADISE_TABLE_CONFIG_DIR=str(tmp_path / "c"), PARADISE_TABLE_DATA_DIR=str(tmp_path / "d"),
               PARADISE_TABLE_LOG_DIR=str(tmp_path / "blocked"))
    game = sorted(GAMES)[0]
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--autoplay", game], capture_output=True, text=True,
                          env=env, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{game} finished:") and "logging to stderr only" in done.stderr
