"""`main.py --autoplay`: exit codes and the one-line result."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.games import playable_games

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
