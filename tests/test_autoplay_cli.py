"""`main.py --autoplay`: exit codes and the one-line result."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.games import playable_games
from tests.kit.experts import QUICK_IN_SUBPROCESS

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARADISE_TABLE_CONFIG_DIR=str(tmp_path / "c"), PARADISE_TABLE_DATA_DIR=str(tmp_path / "d"),
               PARADISE_TABLE_LOG_DIR=str(tmp_path / "logs"))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, timeout=600, cwd=tmp_path)


def test_unknown_game_is_a_one_line_error_with_code_2(tmp_path):
    done = run_main("--autoplay", "monopoly", tmp_path=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "unknown game 'monopoly'" in done.stderr


def test_a_known_game_whose_package_is_missing_is_refused_as_not_playable_yet(monkeypatch):
    import main
    import scenes.games

    every = playable_games()
    monkeypatch.setattr(scenes.games, "playable_games",
                        lambda: {gid: spec for gid, spec in every.items() if gid != "last-resort"})
    assert main.autoplay_problem("last-resort", 2) == (
        "error: last-resort is not playable yet (playable: paradisio, last-paradise, paradise-fallen)")
    assert main.autoplay_problem("paradise-fallen", 2) is None


@pytest.mark.parametrize("game_id", sorted(playable_games()))
def test_bad_player_count_is_refused_with_code_2(tmp_path, game_id):
    spec = playable_games()[game_id]
    done = run_main("--autoplay", game_id, "--players", str(spec.max_players + 1), tmp_path=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and f"takes {spec.player_range}, not" in done.stderr


@pytest.mark.parametrize("game_id", sorted(playable_games()))
def test_autoplay_finishes_prints_one_line_and_saves_a_screenshot(tmp_path, game_id):
    spec = playable_games()[game_id]
    shot = tmp_path / "final.png"
    done = run_main("--autoplay", game_id, "--players", str(spec.min_players), "--seed", "7",
                    "--screenshot", str(shot), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{game_id} finished:")
    assert shot.exists() and shot.stat().st_size > 1000


@pytest.mark.parametrize("kinds, words", [("hard,genius", "not 'genius'"), ("hard,easy", "names 2 seats but --players is 3")])
def test_wrong_kinds_are_refused_in_one_line_with_code_2(tmp_path, kinds, words):
    done = run_main("--autoplay", "last-paradise", "--players", "3", "--kinds", kinds, tmp_path=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and words in done.stderr


def test_kinds_without_autoplay_are_refused(tmp_path):
    done = run_main("--kinds", "expert", tmp_path=tmp_path)
    assert done.returncode == 2 and "--kinds works only with --autoplay GAME" in done.stderr


QUICK_MAIN = """
import sys
sys.path[:0] = [sys.argv[1]]
""" + QUICK_IN_SUBPROCESS + """
import main
sys.exit(main.main(sys.argv[2:]))
"""


@pytest.mark.parametrize("game_id", sorted(playable_games()))
def test_autoplay_seats_the_kinds_asked_for_experts_included(tmp_path, game_id):
    spec = playable_games()[game_id]
    kinds = ["expert", "hard", "easy", "expert", "hard"][:max(spec.min_players, 2) if spec.max_players > 1 else 1]
    save = tmp_path / "game.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PARADISE_TABLE_CONFIG_DIR=str(tmp_path / "c"), PARADISE_TABLE_DATA_DIR=str(tmp_path / "d"),
               PARADISE_TABLE_LOG_DIR=str(tmp_path / "logs"))
    done = subprocess.run([sys.executable, "-c", QUICK_MAIN, str(ROOT), "--autoplay", game_id, "--kinds", ",".join(kinds),
                           "--seed", "5", "--save", str(save)], capture_output=True, text=True, env=env, timeout=600,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{game_id} finished:")
    from game.registry import available_games
    from game.saves import load_save

    record = load_save(save, available_games())
    assert [seat.kind for seat in record.seats] == kinds and record.state.is_over
