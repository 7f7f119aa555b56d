"""Saves from the command line: `main.py PATH`, `--first-frame`, `--autoplay … --stop-after/--save/--resume`.

The autoplay runs take a few seconds each, mostly waiting for frames, so each
group of runs is started at once and then waited for.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core import make_seats
from game.record import GameRecord
from game.saves import load_save, write_save
from scenes.games import playable_games, replayed, saves_dir
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.play import GameScene
from tests.kit.app import make_app

ROOT = Path(__file__).resolve().parent.parent
GAMES = playable_games()
SEEDS = (3, 8)
STOPS = {"paradisio": (1, 14), "last-paradise": (5, 37), "paradise-fallen": (2, 40), "last-resort": (3, 60)}
"""Where the interrupted runs stop: just after the start, and in the middle of the game."""
PLAYERS = {"paradisio": 2, "last-paradise": 4, "paradise-fallen": 3, "last-resort": 2}


def environment(folder: Path) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PARADISE_TABLE_CONFIG_DIR=str(folder / "config"), PARADISE_TABLE_DATA_DIR=str(folder / "data"),
                PARADISE_TABLE_LOG_DIR=str(folder / "logs"))


def run_together(folder: Path, commands: list[list[str]], timeout: float = 300) -> list[subprocess.CompletedProcess[str]]:
    """Run ``main.py`` with each argument list, all at once; their results in the same order."""
    started = [subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=environment(folder), cwd=folder)
               for args in commands]
    done = []
    for args, process in zip(commands, started):
        out, err = process.communicate(timeout=timeout)
        done.append(subprocess.CompletedProcess(args, process.returncode, out, err))
    return done


def run_main(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run_together(folder, [list(args)], timeout=120)[0]


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    """The single line a refusal prints (asserting exit code 2, nothing else said, no traceback)."""
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Every game and seed played through, played to a stop and saved, then resumed."""
    folder = tmp_path_factory.mktemp("cli")
    plays: dict[tuple[str, int], list[str]] = {}
    stops: dict[tuple[str, int, int], list[str]] = {}
    for game in GAMES:
        for seed in SEEDS:
            base = ["--autoplay", game, "--players", str(PLAYERS[game]), "--seed", str(seed)]
            plays[game, seed] = base
            for stop in STOPS[game]:
                stops[game, seed, stop] = base + ["--stop-after", str(stop), "--save",
                                                  str(folder / f"{game}-{seed}-{stop}.json")]
    beyond = ["--autoplay", "paradisio", "--players", "2", "--seed", str(SEEDS[0]), "--stop-after", "100000",
              "--save", str(folder / "finished.json")]
    first = run_together(folder, list(plays.values()) + list(stops.values()) + [beyond])
    resumes = {key: ["--autoplay", key[0], "--resume", str(folder / f"{key[0]}-{key[1]}-{key[2]}.json")]
               for key in stops}
    second = run_together(folder, list(resumes.values()))
    return {"folder": folder, "played": dict(zip(plays, first[:len(plays)])),
            "stopped": dict(zip(stops, first[len(plays):-1])), "resumed": dict(zip(resumes, second)),
            "beyond": first[-1]}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_stopped_and_resumed_autoplay_ends_with_the_uninterrupted_line(runs, game) -> None:
    for seed in SEEDS:
        played = runs["played"][game, seed]
        assert played.returncode == 0, played.stderr
        line = played.stdout.strip()
        assert line.startswith(f"{game} finished:") and "\n" not in line
        for stop in STOPS[game]:
            stopped = runs["stopped"][game, seed, stop]
            assert stopped.returncode == 0, stopped.stderr
            assert stopped.stdout.strip() == f"{game} saved after {stop} moves: {runs['folder']}/{game}-{seed}-{stop}.json"
            saved = load_save(runs["folder"] / f"{game}-{seed}-{stop}.json", GAMES)
            assert len(saved.moves) == stop and not saved.state.is_over and saved.seed == seed
            resumed = runs["resumed"][game, seed, stop]
            assert resumed.returncode == 0, resumed.stderr
            assert resumed.stdout.strip() == line, (seed, stop)


def test_a_game_that_ends_before_the_stop_prints_its_result_and_saves_the_finished_game(runs) -> None:
    beyond = runs["beyond"]
    assert beyond.returncode == 0, beyond.stderr
    assert beyond.stdout.strip() == runs["played"]["paradisio", SEEDS[0]].stdout.strip()
    finished = load_save(runs["folder"] / "finished.json", GAMES)
    assert finished.state.is_over and finished.seed == SEEDS[0]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_human_seat_of_a_resumed_save_is_played_by_the_hard_computer(runs, game, tmp_path) -> None:
    """Seat 0 of an autoplay game is the hard computer: made human in the save, the resumed line stays the same."""
    seed, stop = SEEDS[0], STOPS[game][1]
    record = load_save(runs["folder"] / f"{game}-{seed}-{stop}.json", GAMES)
    seats = [seat if seat.index else seat.__class__(0, seat.name, seat.colour, "human") for seat in record.seats]
    with_human = replayed(record, seats)
    path = tmp_path / "human.json"
    write_save(path, with_human)
    done = run_main(tmp_path, "--autoplay", game, "--resume", str(path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == runs["played"][game, seed].stdout.strip()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_first_frame_opens_a_good_save_and_changes_nothing(runs, game, tmp_path) -> None:
    source = runs["folder"] / f"{game}-{SEEDS[0]}-{STOPS[game][0]}.json"
    path = tmp_path / "mine.json"
    path.write_bytes(source.read_bytes())
    done = run_main(tmp_path, str(path), "--first-frame")
    assert done.returncode == 0, done.stderr
    assert float(done.stdout.strip().splitlines()[-1]) > 0 and "Traceback" not in done.stderr
    beside = sorted(p.name for p in tmp_path.iterdir() if p.name != "logs")  # the app's own log folder aside
    assert path.read_bytes() == source.read_bytes() and beside == ["mine.json"]
    assert not (tmp_path / "data" / "saves").exists()


def _damaged_files(folder: Path, good: bytes) -> dict[str, Path]:
    """A file of each kind the app must refuse, by name."""
    data = json.loads(good)
    cases: dict[str, Path] = {}

    def put(name: str, content: bytes) -> None:
        cases[name] = folder / f"{name}.json"
        cases[name].write_bytes(content)

    put("garbage", b"\x89PNG\r\n\x1a\n\x00\x00 not a save")
    put("empty", b"")
    put("not-a-save", b'{"hello": "world"}')
    put("other-version", json.dumps({**data, "save_format": 3}).encode())
    broken = json.loads(good)
    broken["record"]["moves"][0][0] = 99
    put("damaged-move", json.dumps(broken).encode())
    cases["missing"] = folder / "missing.json"
    cases["directory"] = folder / "directory.json"
    cases["directory"].mkdir()
    if hasattr(os, "mkfifo"):
        cases["fifo"] = folder / "fifo.json"
        os.mkfifo(cases["fifo"])
    return cases


REASONS = {"garbage": "not readable JSON", "empty": "not readable JSON", "not-a-save": "not a Paradise Table saved game",
           "other-version": "format 3", "damaged-move": "seat that is not at the table",
           "missing": "there is no saved game there", "directory": "not a file", "fifo": "not a file"}


def test_first_frame_refuses_each_bad_file_in_one_line(runs, tmp_path) -> None:
    good = (runs["folder"] / f"paradisio-{SEEDS[0]}-{STOPS['paradisio'][0]}.json").read_bytes()
    cases = _damaged_files(tmp_path, good)
    before = {name: path.read_bytes() for name, path in cases.items() if path.is_file()}
    results = run_together(tmp_path, [[str(path), "--first-frame"] for path in cases.values()], timeout=60)
    for (name, path), done in zip(cases.items(), results):
        line = one_error_line(done)
        assert line.startswith(f"error: cannot open {path}: ") and REASONS[name] in line, (name, line)
    assert {name: path.read_bytes() for name, path in cases.items() if path.is_file()} == before


@pytest.mark.parametrize("args", [
    ["--autoplay", "paradisio", "--stop-after", "3"],
    ["--autoplay", "paradisio", "--resume", "x.json", "--players", "2"],
    ["--autoplay", "paradisio", "--resume", "x.json", "--seed", "4"],
    ["--stop-after", "3", "--save", "x.json"],
    ["--resume", "x.json"],
    ["x.json", "--autoplay", "paradisio"],
    ["--autoplay", "paradisio", "--first-frame"],
    ["--autoplay", "paradisio", "--stop-after", "-1", "--save", "x.json"],
    ["--autoplay", "paradisio", "--seed", "-5"],
    ["--autoplay", "paradisio", "--stop-after", "many", "--save", "x.json"],
    ["a.json", "b.json"],
], ids=lambda args: " ".join(args))
def test_arguments_that_make_no_sense_together_are_one_line_and_code_2(tmp_path, args) -> None:
    line = one_error_line(run_main(tmp_path, *args))
    assert line.startswith("error: ")
    assert not (tmp_path / "x.json").exists()


def test_resume_refuses_a_damaged_save_and_a_save_of_another_game(runs, tmp_path) -> None:
    paradisio_save = runs["folder"] / f"paradisio-{SEEDS[0]}-{STOPS['paradisio'][0]}.json"
    junk = tmp_path / "junk.json"
    junk.write_text("{")
    other, damaged = run_together(tmp_path, [["--autoplay", "last-paradise", "--resume", str(paradisio_save)],
                                             ["--autoplay", "paradisio", "--resume", str(junk)]])
    assert "holds a Paradisio game (paradisio), not last-paradise" in one_error_line(other)
    assert one_error_line(damaged) == f"error: cannot resume {junk}: the file is not a saved game (it is not readable JSON)"


# main.py PATH inside the app ---------------------------------------------------------------

def _opened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, path: Path) -> tuple[App, MenuScene]:
    import main

    app = make_app(tmp_path, monkeypatch)
    menu = MenuScene(app)
    app.push(menu)
    main.open_document(app, menu, path, keep=True)
    return app, menu


def _save_outside(folder: Path, moves: int) -> Path:
    spec = GAMES["paradisio"]
    record = GameRecord.start(spec, make_seats(["Ana", "Ben"]), 4)
    for _ in range(moves):
        seat = record.state.to_move[0]
        record.apply(seat, record.state.legal_actions(seat)[0])
    path = folder / "downloads" / "game.json"
    path.parent.mkdir()
    write_save(path, record)
    return path


def test_a_save_from_elsewhere_plays_on_in_the_saves_folder_and_is_only_read(tmp_path, monkeypatch) -> None:
    path = _save_outside(tmp_path, 2)
    original = path.read_bytes()
    app, _ = _opened(tmp_path, monkeypatch, path)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and len(scene.record.moves) == 2
    assert scene.save_path is not None and scene.save_path.parent == saves_dir()
    seat = scene.state.to_move[0]
    assert scene.perform(seat, scene.state.legal_actions(seat)[0])
    assert path.read_bytes() == original and sorted(p.name for p in path.parent.iterdir()) == ["game.json"]
    assert len(load_save(scene.save_path, GAMES).moves) == 3
    app.shutdown()


def test_a_refused_file_from_elsewhere_is_said_on_the_menu_and_left_as_it_is(tmp_path, monkeypatch) -> None:
    path = _save_outside(tmp_path, 2)
    damaged = path.read_bytes().replace(b'"save_format":2', b'"save_format":7')
    path.write_bytes(damaged)
    app, menu = _opened(tmp_path, monkeypatch, path)
    assert app.stack.top is menu
    assert "game.json could not be opened" in menu.notice and "format 7" in menu.notice
    assert "left as it is" in menu.notice
    assert path.read_bytes() == damaged and sorted(p.name for p in path.parent.iterdir()) == ["game.json"]
    app.step(1 / 60)


def test_a_refused_file_of_the_saves_folder_is_set_aside(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PARADISE_TABLE_DATA_DIR", str(tmp_path / "data"))
    inside = saves_dir() / "paradisio-1.json"
    inside.parent.mkdir(parents=True)
    inside.write_text("{")
    app, menu = _opened(tmp_path, monkeypatch, inside)
    assert app.stack.top is menu and "It was kept as paradisio-1.json.damaged" in menu.notice
    assert not inside.exists() and (saves_dir() / "paradisio-1.json.damaged").read_text() == "{"
