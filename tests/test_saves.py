"""Saved games: one file a game, written atomically, replayed through the rules when read, damage in words."""
from __future__ import annotations

import json
import os
import random

import pytest

from game.core import CorruptSave, make_seats
from game.record import GameRecord
from game.registry import available_games
from game.saves import (
    SaveLock,
    delete_save,
    in_use_elsewhere,
    list_saves,
    load_save,
    new_save_path,
    read_summary,
    set_aside,
    write_save,
)

GAMES = available_games()


def played(game_id: str, moves: int = 3, seed: int = 11) -> GameRecord:
    """A game of ``game_id`` with ``moves`` random legal moves made."""
    spec = GAMES[game_id]
    record = GameRecord.start(spec, make_seats([f"P{i}" for i in range(spec.min_players)]), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = record.state.to_move[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    return record


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_in_progress_saves_and_resumes_exactly(tmp_path, game_id):
    record = played(game_id)
    path = new_save_path(tmp_path, game_id)
    write_save(path, record)
    loaded = load_save(path, GAMES)
    assert loaded.state.to_json() == record.state.to_json()
    assert (loaded.seed, loaded.options, loaded.seats, loaded.moves) == \
        (record.seed, record.options, record.seats, record.moves)
    assert not list(tmp_path.glob("*.tmp"))
    (summary,) = list_saves(tmp_path)
    assert (summary.game, summary.players, summary.finished, summary.problem) == \
        (game_id, tuple(s.name for s in record.seats), False, None)
    assert summary.progress == record.state.progress()
    delete_save(path)
    assert not list_saves(tmp_path)


def test_each_new_game_gets_its_own_file(tmp_path):
    names = {new_save_path(tmp_path, "paradisio").name for _ in range(50)}
    assert len(names) == 50


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("content", [b"\x00\xff\xfe garbage", b"{\"game\": 1", b"[]", b"[" * 5000 + b"]" * 5000,
                                     b"{\"save_format\": 1, \"game\": \"GAME\"}",
                                     b"{\"save_format\": 99, \"game\": \"GAME\"}",
                                     b"{\"save_format\": 2, \"game\": \"GAME\", \"players\": [], \"saved_at\": 1,"
                                     b" \"progress\": \"\", \"finished\": false, \"record\": {\"x\": 1}}"])
def test_damaged_saves_raise_corrupt_save_with_a_sentence(tmp_path, game_id, content):
    path = tmp_path / f"{game_id}-x.json"
    path.write_bytes(content.replace(b"GAME", game_id.encode()))
    with pytest.raises(CorruptSave) as caught:
        load_save(path, GAMES)
    assert len(str(caught.value)) > 10
    assert path.exists()


def test_a_byte_order_mark_is_accepted(tmp_path):
    record = played("paradisio")
    path = tmp_path / "paradisio-bom.json"
    write_save(path, record)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_save(path, GAMES).state.to_json() == record.state.to_json()


def test_missing_file_and_folder_are_reported(tmp_path):
    with pytest.raises(CorruptSave, match="no saved game"):
        load_save(tmp_path / "nothing.json", GAMES)
    with pytest.raises(CorruptSave, match="not a file"):
        load_save(tmp_path, GAMES)
    assert read_summary(tmp_path / "nothing.json").problem


def test_set_aside_never_overwrites_an_earlier_damaged_file(tmp_path):
    kept = []
    for body in (b"first", b"second", b"third"):
        path = tmp_path / "paradisio-a.json"
        path.write_bytes(body)
        kept.append(set_aside(path))
        assert not path.exists()
    assert [p.name for p in kept] == ["paradisio-a.json.damaged", "paradisio-a.json.damaged-2",
                                      "paradisio-a.json.damaged-3"]
    assert [p.read_bytes() for p in kept] == [b"first", b"second", b"third"]
    assert not list_saves(tmp_path)


def test_a_locked_save_is_in_use_for_everyone_else(tmp_path):
    path = tmp_path / "paradisio-a.json"
    write_save(path, played("paradisio"))
    mine = SaveLock(path)
    assert mine.acquire()
    other = SaveLock(path)
    assert in_use_elsewhere(path)
    assert not other.acquire()
    mine.release()
    assert not in_use_elsewhere(path)
    assert other.acquire()
    other.release()
    assert not path.with_name(path.name + ".lock").exists()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_finished_game_is_listed_as_finished(tmp_path, game_id):
    record = played(game_id, moves=0)
    rng = random.Random(3)
    while not record.state.is_over:
        seat = record.state.to_move[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    path = new_save_path(tmp_path, game_id)
    write_save(path, record)
    (summary,) = list_saves(tmp_path)
    assert summary.finished
    assert summary.progress == record.state.progress() and any(w in summary.progress for w in ("won", "win", "lost"))
    assert load_save(path, GAMES).state.result() == record.state.result()


def test_the_newest_save_is_listed_first(tmp_path):
    paths = []
    for seed in range(3):
        path = tmp_path / f"paradisio-{seed}.json"
        write_save(path, played("paradisio", seed=seed))
        data = json.loads(path.read_text())
        data["saved_at"] = 1000 + seed
        path.write_text(json.dumps(data))
        paths.append(path)
    assert [s.path for s in list_saves(tmp_path)] == paths[::-1]


def test_a_lock_tidied_away_as_another_window_takes_it_is_never_held_twice(tmp_path, monkeypatch):
    """Window B opens the lock file just before window A lets it go and tidies it away.

    A's release used to delete the file and then unlock it: B then locked the
    deleted file while window C made a new one and locked that, and both
    "held" the save.  Now B sees that the path no longer names the file it
    locked and locks the one there now, so C is refused.
    """
    import game.saves

    path = tmp_path / "paradisio-a.json"
    write_save(path, played("paradisio"))
    a, b, c = SaveLock(path), SaveLock(path), SaveLock(path)
    assert a.acquire()
    real_try_lock = game.saves.try_lock
    calls = []

    def a_lets_go_as_b_tries(fd: int) -> bool:
        calls.append(fd)
        if len(calls) == 1:  # B has opened the lock file and is about to lock it
            a.release()
        return real_try_lock(fd)

    monkeypatch.setattr(game.saves, "try_lock", a_lets_go_as_b_tries)
    b_took = b.acquire()
    monkeypatch.setattr(game.saves, "try_lock", real_try_lock)
    c_took = c.acquire()
    try:
        assert not (b_took and c_took), "two windows hold one save's lock"
        assert b_took and not c_took and in_use_elsewhere(path)
    finally:
        b.release()
        c.release()
    assert not in_use_elsewhere(path) and not path.with_name(path.name + ".lock").exists()


@pytest.mark.skipif(os.name != "posix", reason="only POSIX removes a file that is open")
def test_a_release_never_tidies_away_a_lock_file_another_window_holds(tmp_path):
    path = tmp_path / "paradisio-a.json"
    write_save(path, played("paradisio"))
    mine, other = SaveLock(path), SaveLock(path)
    assert mine.acquire()
    mine.path.unlink()  # someone tidied the folder by hand, and another window then took the save
    assert other.acquire()
    mine.release()
    assert other.path.exists() and in_use_elsewhere(path) and not SaveLock(path).acquire()
    other.release()
    assert not in_use_elsewhere(path)
