"""`main.py --records` and `--rebuild-records`: the records on the terminal, exit code 0, refusals with code 2."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import main
from scenes.games import saves_dir
from scenes.records.store import records_path
from tests.kit.finished import finished_game, save_finished
from tests.test_autoplay_cli import run_main

ROOT = Path(__file__).resolve().parent.parent


def row_of(text: str, player: str, game: str) -> list[str]:
    """The cells after the player and game of the players' table row of ``player`` at ``game``."""
    for line in text.splitlines():
        if line.startswith(player) and f"  {game}  " in line:
            return line.split(f"  {game}  ", 1)[1].split()
    raise AssertionError(f"no row for {player} at {game} in:\n{text}")


def test_after_autoplay_games_the_records_list_each_seats_games_and_wins_exactly(tmp_path: Path) -> None:
    wins = {"Hibiscus bot": 0, "Lagoon bot": 0}
    for seed in ("3", "8"):
        done = run_main("--autoplay", "paradisio", "--seed", seed, tmp_path=tmp_path)
        assert done.returncode == 0, done.stderr
        found = re.search(r"\[(.*)\]", done.stdout)
        assert found is not None, done.stdout
        scores = dict(tuple(pair.split(":")) for pair in found.group(1).split(", "))
        best = max(int(v) for v in scores.values())
        for seat, name in enumerate(wins):
            wins[name] += int(scores[str(seat)]) == best
    shown = run_main("--records", tmp_path=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("Players' records: 2 finished games")
    for name, won in wins.items():
        assert row_of(shown.stdout, f"{name} (computer)", "Paradisio")[:2] == ["2", str(won)]
    again = run_main("--rebuild-records", tmp_path=tmp_path)
    assert again.returncode == 0 and again.stdout.startswith("Rebuilt the players' records from 2 finished saved games")
    assert run_main("--records", tmp_path=tmp_path).stdout == shown.stdout


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PARADISE_TABLE_DATA_DIR", str(tmp_path / "d"))
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path / "c"))
    return tmp_path


def test_no_finished_game_yet_is_said_and_exits_0(folders: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--records"]) == 0
    out = capsys.readouterr().out
    assert "No finished games yet" in out and "No solitaire level solved yet." in out


def test_people_head_to_head_and_best_times_are_printed(folders: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves_dir().mkdir(parents=True)
    record = finished_game(("Ana", "山田太郎"), 2)
    save_finished(saves_dir(), "paradisio-x", record)
    (folders / "d" / "paradisio_best.json").write_text('{"level 2 \u00b7 medium": 83.0}')
    assert main.main(["--records"]) == 0
    out = capsys.readouterr().out
    winner = record.state.result().standings[0]
    assert row_of(out, ("Ana", "山田太郎")[winner.seat], "Paradisio")[:2] == ["1", "1"]
    assert "Ana vs 山田太郎" in out and "Head to head" in out
    assert re.search(r"^2\s+-\s+-\s+1:23\s+-$", out, re.M)


def test_a_damaged_records_file_is_said_on_stderr_and_the_records_made_again(
        folders: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves_dir().mkdir(parents=True)
    save_finished(saves_dir(), "paradisio-x", finished_game())
    records_path().write_bytes(b"junk")
    assert main.main(["--records"]) == 0
    out, err = capsys.readouterr()
    assert "1 finished game" in out
    assert "note: Your players' records were damaged (it is not a database)" in err


@pytest.mark.parametrize("args, words", [
    (["--records", "--autoplay", "paradisio"], "--records cannot be combined with --autoplay"),
    (["--rebuild-records", "--autoplay", "paradisio"], "--rebuild-records cannot be combined with --autoplay"),
    (["--records", "game.json"], "--records reads the records of the saves folder; leave out PATH"),
    (["--records", "--first-frame"], "--records cannot be combined with --first-frame"),
    (["--records", "--players", "2"], "--players works only with --autoplay GAME"),
])
def test_records_options_that_make_no_sense_are_refused_in_one_line_with_code_2(
        folders: Path, capsys: pytest.CaptureFixture[str], args: list[str], words: str) -> None:
    assert main.main(args) == 2
    err = capsys.readouterr().err
    assert err.strip().count("\n") == 0 and words in err
    assert not records_path().exists()


def test_an_autoplay_game_saved_into_the_saves_folder_is_kept_and_counted_once(tmp_path: Path) -> None:
    mine = tmp_path / "d" / "saves" / "mine.json"
    mine.parent.mkdir(parents=True)
    done = run_main("--autoplay", "paradisio", "--seed", "4", "--save", str(mine), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in mine.parent.glob("*.json")) == ["mine.json"]
    assert run_main("--records", tmp_path=tmp_path).stdout.startswith("Players' records: 1 finished game\n")
