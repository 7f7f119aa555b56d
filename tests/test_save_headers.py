"""A save's header is trusted for nothing the game it describes can tell (issue 15).

The header (format, game, players, date, progress, finished) is what the
saved-games list and the menu's Continue read.  Only its format number is read
as written; the game, the players, the end and the progress come from the
record (the list reads its seats and its table, loading replays its moves), so a
hand-edited header neither loses a sound game nor puts a lie in the list.  A
date that is no date gives way to the time the file last changed.
"""
from __future__ import annotations

import copy
import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest

from game.core import CorruptSave, make_seats
from game.record import GameRecord
from game.registry import available_games
from game.saves import SAVE_FORMAT, list_saves, load_save, read_summary, save_text

GAMES = available_games()
FILE_TIME = 5000.0
"""The time the tampered files are said to have last changed (long before the sound saves' dates)."""


def played(game_id: str, finished: bool, seed: int = 3) -> GameRecord:
    """A game of ``game_id`` for three (or as near as it takes), random legal moves, a few or to the end."""
    spec = GAMES[game_id]
    names = ["Ana", "Ben", "Cy"][:max(spec.min_players, min(3, spec.max_players))]
    record = GameRecord.start(spec, make_seats(names), seed)
    rng = random.Random(seed)
    while not record.state.is_over and (finished or len(record.moves) < 12):
        seat = rng.choice(record.state.to_move)
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    return record


RECORDS = {(game_id, finished): played(game_id, finished) for game_id in GAMES for finished in (False, True)}
SAVES = {key: json.loads(save_text(record)) for key, record in RECORDS.items()}


def write(path: Path, save: dict[str, Any], file_time: float | None = FILE_TIME) -> Path:
    """Write ``save`` (JSON's NaN and Infinity allowed, as a hand edit may put them) and date the file."""
    path.write_text(json.dumps(save), encoding="utf-8")
    if file_time is not None:
        os.utime(path, (file_time, file_time))
    return path


# the date ------------------------------------------------------------------------------------
NO_DATES = [float("nan"), float("inf"), float("-inf"), -1.0, 1e300, 10 ** 400, "yesterday", True, None, [1.0],
            "far ahead"]
"""Dates a hand edit may put in a header that are no date ("far ahead": two days after now)."""


def _date(value: Any) -> Any:
    return time.time() + 2 * 24 * 3600 if value == "far ahead" else value


@pytest.mark.parametrize("value", NO_DATES, ids=lambda value: repr(value)[:12])
def test_a_date_that_is_no_date_gives_way_to_the_files_time_and_never_comes_first(tmp_path: Path, value: Any) -> None:
    tampered = write(tmp_path / "paradisio-tampered.json",
                     {**copy.deepcopy(SAVES[("paradisio", False)]), "saved_at": _date(value)})
    sound = write(tmp_path / "paradisio-sound.json", {**SAVES[("paradisio", False)], "saved_at": 1_000_000.0})
    summary = read_summary(tampered)
    assert summary.problem is None, "a sound game is not lost for its date"
    assert summary.saved_at == FILE_TIME
    assert [s.path for s in list_saves(tmp_path)] == [sound, tampered]


def test_a_missing_date_is_the_files_time(tmp_path: Path) -> None:
    save = copy.deepcopy(SAVES[("paradisio", False)])
    del save["saved_at"]
    assert read_summary(write(tmp_path / "paradisio-x.json", save)).saved_at == FILE_TIME


def test_with_no_date_and_a_file_time_far_ahead_the_save_comes_last(tmp_path: Path) -> None:
    ahead = time.time() + 365 * 24 * 3600
    tampered = write(tmp_path / "paradisio-tampered.json",
                     {**SAVES[("paradisio", False)], "saved_at": float("inf")}, file_time=ahead)
    sound = write(tmp_path / "paradisio-sound.json", {**SAVES[("paradisio", False)], "saved_at": 1.0})
    assert read_summary(tampered).saved_at == 0.0
    assert [s.path for s in list_saves(tmp_path)] == [sound, tampered]


@pytest.mark.parametrize("value", [0, 1.5, 1_700_000_000, "an hour ahead"])
def test_a_date_that_can_be_one_is_kept(tmp_path: Path, value: Any) -> None:
    moment = time.time() + 3600 if value == "an hour ahead" else value
    path = write(tmp_path / "paradisio-x.json", {**SAVES[("paradisio", False)], "saved_at": moment})
    assert read_summary(path).saved_at == pytest.approx(moment)


# the players, the end and the progress ------------------------------------------------------
LIES: dict[str, dict[str, Any]] = {
    "finished flipped": {},  # filled in per save below
    "five Mallorys": {"players": ["Mallory"] * 5},
    "players of another type": {"players": 5},
    "a progress line of another game": {"progress": "Mallory won 3\u20130"},
    "a progress line that cannot be drawn": {"progress": "Round \x00"},
    "finished as a string": {"finished": "yes"},
    "the header names no game": {"game": "monopoly"},
    "no header but the format": {"players": None, "progress": None, "finished": None, "game": None},
}
"""Header edits that describe another game than the record holds."""


@pytest.mark.parametrize("lie", sorted(LIES))
@pytest.mark.parametrize("finished", [False, True], ids=["mid-game", "finished"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_header_that_lies_is_rebuilt_from_the_game_it_describes(tmp_path: Path, game_id: str, finished: bool,
                                                                   lie: str) -> None:
    record = RECORDS[(game_id, finished)]
    edit = LIES[lie] or {"finished": not finished}
    path = write(tmp_path / f"{game_id}-edited.json", {**copy.deepcopy(SAVES[(game_id, finished)]), **edit})
    summary = read_summary(path)
    assert summary.problem is None, "a sound game is not lost for its header"
    assert (summary.game, summary.players, summary.finished, summary.progress) == \
        (game_id, tuple(seat.name for seat in record.seats), record.state.is_over, record.state.progress()[:60])
    loaded = load_save(path, GAMES)
    assert loaded.spec.id == game_id and loaded.seats == record.seats
    assert loaded.state.is_over == finished and loaded.state.to_json() == record.state.to_json()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_seats_that_do_not_match_the_table_are_damage_the_list_names(tmp_path: Path, game_id: str) -> None:
    save = copy.deepcopy(SAVES[(game_id, False)])
    save["record"]["seats"][0]["name"] = "Mallory"
    save["players"][0] = "Mallory"
    path = write(tmp_path / f"{game_id}-edited.json", save)
    assert read_summary(path).problem == "the save's table does not match its players"
    with pytest.raises(CorruptSave):
        load_save(path, GAMES)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_table_that_cannot_be_read_is_damage_the_list_names(tmp_path: Path, game_id: str) -> None:
    save = copy.deepcopy(SAVES[(game_id, False)])
    save["record"]["snapshot"] = "{"
    summary = read_summary(write(tmp_path / f"{game_id}-edited.json", save))
    assert summary.problem and summary.problem[0].isalpha() and summary.players == ()


# the format number --------------------------------------------------------------------------
DAMAGED = "the save's format number is damaged"


@pytest.mark.parametrize("number", [str(SAVE_FORMAT), True, False, None, [SAVE_FORMAT], {"n": 2}, 2.5,
                                    float("nan"), float("inf"), 0, -2, 10 ** 40, 1e300], ids=lambda n: repr(n)[:12])
def test_a_format_number_that_is_no_version_is_called_damaged(tmp_path: Path, number: Any) -> None:
    path = write(tmp_path / "paradisio-x.json", {**SAVES[("paradisio", False)], "save_format": number})
    assert read_summary(path).problem == DAMAGED
    with pytest.raises(CorruptSave) as refused:
        load_save(path, GAMES)
    assert str(refused.value) == DAMAGED


@pytest.mark.parametrize("number, shown", [(1, "1"), (3, "3"), (3.0, "3"), (17, "17")])
def test_a_save_of_another_version_says_which_format_it_is_in(tmp_path: Path, number: Any, shown: str) -> None:
    path = write(tmp_path / "paradisio-x.json", {**SAVES[("paradisio", False)], "save_format": number})
    sentence = f"the saved game is in format {shown}; this version of Paradise Table reads format {SAVE_FORMAT}"
    assert read_summary(path).problem == sentence
    with pytest.raises(CorruptSave, match=sentence):
        load_save(path, GAMES)


def test_format_two_written_as_two_point_nought_is_format_two(tmp_path: Path) -> None:
    path = write(tmp_path / "paradisio-x.json", {**SAVES[("paradisio", False)], "save_format": 2.0})
    assert read_summary(path).problem is None and load_save(path, GAMES).moves == RECORDS[("paradisio", False)].moves
