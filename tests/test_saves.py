"""Saved games: written atomically, read back exactly, damage reported in words."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import CorruptSave, make_seats
from game.registry import available_games
from game.saves import delete_save, has_save, read_save, write_save

GAMES = available_games()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_in_progress_saves_and_resumes_exactly(tmp_path, game_id):
    spec = GAMES[game_id]
    state = spec.new_game(make_seats([f"P{i}" for i in range(spec.min_players)], ["easy"] * spec.min_players), 11)
    for _ in range(3):
        seat = state.to_move[0]
        state.apply(seat, state.legal_actions(seat)[0])
    write_save(tmp_path, game_id, state, seed=11, options={"o": 1})
    assert has_save(tmp_path, game_id)
    saved = read_save(tmp_path, game_id, spec.load)
    assert saved.state.to_json() == state.to_json()
    assert (saved.seed, saved.options) == (11, {"o": 1})
    assert not list(tmp_path.glob("*.tmp"))
    delete_save(tmp_path, game_id)
    assert not has_save(tmp_path, game_id)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("content", [b"\x00\xff\xfe garbage", b"{\"game\": 1", b"[]",
                                     b"{\"game\": \"other\", \"version\": 1, \"state\": {}}",
                                     b"{\"game\": \"GAME\", \"version\": 999, \"state\": {}}",
                                     b"{\"game\": \"GAME\", \"version\": 1, \"state\": {\"x\": 1}}"])
def test_damaged_saves_raise_corrupt_save_with_a_sentence(tmp_path, game_id, content):
    (tmp_path / f"save-{game_id}.json").write_bytes(content.replace(b"GAME", game_id.encode()))
    with pytest.raises(CorruptSave) as caught:
        read_save(tmp_path, game_id, GAMES[game_id].load)
    assert len(str(caught.value)) > 10
    assert (tmp_path / f"save-{game_id}.json").exists()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_sound_wrapper_around_a_damaged_state_is_reported(tmp_path, game_id):
    wrapper = {"save_format": 1, "game": game_id, "seed": 3, "options": {},
               "state": json.dumps({"game": game_id, "version": 1, "state": {"x": 1}})}
    (tmp_path / f"save-{game_id}.json").write_text(json.dumps(wrapper))
    with pytest.raises(CorruptSave, match="damaged"):
        read_save(tmp_path, game_id, GAMES[game_id].load)


def test_missing_save_is_reported():
    with pytest.raises(CorruptSave, match="no saved game"):
        read_save(Path("/nonexistent-folder"), "paradisio", lambda text: None)
