"""The players' records file: each finished game once by its save id, rebuilt from the saves, damaged, foreign,
huge or not-a-file records set aside or left alone and made again, migrations, two processes writing at once."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.config import take_notice
from scenes.games import saves_dir
from scenes.records.keeping import read_records, rebuild_records, record_finished
from scenes.records.rows import SeatLine
from scenes.records.store import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, SIZE_LIMIT, records_path
from tests.kit.finished import finished_game, save_finished, unfinished_game

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PARADISE_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    saves_dir().mkdir(parents=True)
    while take_notice():
        pass
    return tmp_path / "data"


def three_finished_saves() -> list[Path]:
    return [save_finished(saves_dir(), f"paradisio-{seed}", finished_game(names, seed))
            for seed, names in ((1, ("Ana", "Ben")), (2, ("Ben", "Cy")), (3, ("Ana", "Cy")))]


def test_a_finished_game_is_recorded_once_by_its_save_id() -> None:
    record = finished_game(("Ana", "Ben"), 1)
    assert read_records() == []  # the records file is made (and filled from no finished saves)
    path = save_finished(saves_dir(), "paradisio-one", record)
    assert record_finished(path, record)
    assert not record_finished(path, record)  # finished again (loaded again): counted once
    games = read_records()
    assert [g.save_id for g in games] == ["paradisio-one"]
    result = record.state.result()
    ranks = {s.seat: s.rank for s in result.standings}
    assert games[0].seats == tuple(SeatLine(i, n, c, "human", ranks[i], next(s.score for s in result.standings
                                                                              if s.seat == i), 0)
                                   for i, (n, c) in enumerate((("Ana", "#d9534f"), ("Ben", "#3a7bd5"))))


def test_the_hints_each_seat_took_are_recorded_and_told() -> None:
    from game.registry import available_games
    from scenes.records.terminal import records_text

    record = finished_game(("Ana", "Ben"), 1)
    record.hints = [3, 0]
    assert read_records() == []
    path = save_finished(saves_dir(), "paradisio-hinted", record)
    assert record_finished(path, record)
    games = read_records()
    assert [s.hints for s in games[0].seats] == [3, 0]
    lines = records_text(games, available_games(), {}).splitlines()
    header = next(line for line in lines if line.split()[:1] == ["Player"])
    rows = {line.split()[0]: line.split() for line in lines[lines.index(header) + 1:][:2]}  # the players' table
    assert header.split()[-1] == "Hints" and rows["Ana"][-1] == "3" and rows["Ben"][-1] == "0"
    rebuild_records()
    assert [s.hints for s in read_records()[0].seats] == [3, 0]  # the saves keep them too


def test_a_game_still_going_on_or_not_saved_is_not_recorded() -> None:
    record = unfinished_game()
    path = save_finished(saves_dir(), "paradisio-going-on", record)
    assert not record_finished(path, record)
    assert not record_finished(saves_dir() / "never-written.json", finished_game())
    assert read_records() == []


def test_a_copy_under_another_save_id_is_another_game_but_the_same_id_never_twice() -> None:
    record = finished_game()
    read_records()
    first = save_finished(saves_dir(), "a", record)
    second = save_finished(saves_dir(), "b", record)
    assert record_finished(first, record) and record_finished(second, record) and not record_finished(first, record)
    assert len(read_records()) == 2


def test_a_new_records_file_starts_from_the_finished_saves_and_a_rebuild_equals_the_incremental_records() -> None:
    paths = three_finished_saves()
    save_finished(saves_dir(), "paradisio-going-on", unfinished_game())
    (saves_dir() / "paradisio-damaged.json").write_text("{not json")
    record_finished(paths[0], finished_game(("Ana", "Ben"), 1))  # the first: the new file is filled with all three
    incremental = read_records()
    assert sorted(g.save_id for g in incremental) == ["paradisio-1", "paradisio-2", "paradisio-3"]
    count, _seconds, kept = rebuild_records()
    assert (count, kept) == (3, True)
    assert read_records() == incremental


def test_a_rebuild_drops_what_no_save_holds_any_more() -> None:
    paths = three_finished_saves()
    read_records()
    paths[1].unlink()
    assert rebuild_records()[0] == 2
    assert sorted(g.save_id for g in read_records()) == ["paradisio-1", "paradisio-3"]


def sqlite_of_another_program(path: Path) -> None:
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE recipes (name TEXT)")
        other.execute("INSERT INTO recipes VALUES ('mango chutney')")


def torn(path: Path) -> None:
    read_records()
    data = path.read_bytes()
    path.write_bytes(data[:100] + b"\xff" * (len(data) - 100))


def huge(path: Path) -> None:
    path.write_bytes(b"SQLite format 3\x00")
    os.truncate(path, SIZE_LIMIT + 1)  # sparse: far too big, yet nothing much on the disk


DAMAGE = {
    "not a database": lambda path: path.write_bytes(b"these are not the records you are looking for"),
    "another program's": sqlite_of_another_program,
    "torn": torn,
    "huge": huge,
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_or_foreign_records_file_is_set_aside_and_made_again_from_the_saves(damage: str) -> None:
    three_finished_saves()
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    DAMAGE[damage](path)
    before = path.read_bytes()[:4096], path.stat().st_size
    games = read_records()
    assert len(games) == 3
    kept = path.with_name(path.name + ".damaged")
    assert (kept.read_bytes()[:4096], kept.stat().st_size) == before, "the damaged file is kept as it was"
    assert "kept aside as records.sqlite3.damaged" in take_notice()
    with sqlite3.connect(path) as made:
        assert made.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert len(read_records()) == 3 and not take_notice()


def test_a_second_damaged_file_never_overwrites_the_first_one_kept() -> None:
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"first")
    read_records()
    path.write_bytes(b"second")
    read_records()
    assert path.with_name(path.name + ".damaged").read_bytes() == b"first"
    assert path.with_name(path.name + ".damaged-2").read_bytes() == b"second"


def test_a_folder_where_the_records_file_should_be_is_left_alone_and_the_saves_are_counted() -> None:
    three_finished_saves()
    path = records_path()
    path.mkdir(parents=True)
    (path / "keep.txt").write_text("mine")
    assert len(read_records()) == 3
    assert path.is_dir() and (path / "keep.txt").read_text() == "mine"
    assert "left as it is" in take_notice()
    assert not path.with_name(path.name + ".damaged").exists()


def test_records_a_newer_version_wrote_are_left_alone() -> None:
    three_finished_saves()
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as newer:
        newer.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        newer.execute("CREATE TABLE future (x)")
    before = path.read_bytes()
    assert len(read_records()) == 3
    assert path.read_bytes() == before and "newer version" in take_notice()


def test_a_file_of_schema_version_1_is_migrated_keeping_its_games() -> None:
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as old:
        for statement in MIGRATIONS[1]:
            old.execute(statement)
        old.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        old.execute("PRAGMA user_version = 1")
        old.execute("INSERT INTO meta VALUES ('filled', '1')")
        old.execute("INSERT INTO games VALUES ('old-game', 'paradisio', 1000.0, 7)")
        old.execute("INSERT INTO seats VALUES ('old-game', 0, 'Ana', '#d9534f', 'human', 1, 3)")
        old.execute("INSERT INTO seats VALUES ('old-game', 1, 'Ben', '#3a7bd5', 'easy', 2, 1)")
    games = read_records()
    assert [(g.save_id, [(s.name, s.rank, s.hints) for s in g.seats]) for g in games] == [
        ("old-game", [("Ana", 1, None), ("Ben", 2, None)])]
    with sqlite3.connect(path) as migrated:
        assert migrated.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert "hints" in {row[1] for row in migrated.execute("PRAGMA table_info(seats)")}


WRITER = """
import sys
sys.path[:0] = [sys.argv[1]]
from scenes.records.keeping import open_records
from scenes.records.rows import GameLine, SeatLine
from scenes.records.store import add_game
tag, count = sys.argv[2], int(sys.argv[3])
sys.stdout.write("ready\\n"); sys.stdout.flush(); sys.stdin.readline()
for i in range(count):
    store = open_records()
    add_game(store, GameLine(f"{tag}-{i}", "paradisio", 1000.0 + i, i,
                             (SeatLine(0, tag, "#d9534f", "human", 1, 3), SeatLine(1, "Zed", "#3a7bd5", "easy", 2, 1))))
    add_game(store, GameLine(f"shared-{i}", "paradisio", 1000.0 + i, i,
                             (SeatLine(0, "Both", "#d9534f", "human", 1, 3),)))
    store.close()
"""


def test_two_processes_recording_at_once_lose_nothing_and_count_a_shared_game_once() -> None:
    read_records()  # the file exists (two windows making it at once is the test below)
    runs = [subprocess.Popen([sys.executable, "-c", WRITER, str(ROOT), tag, "60"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ))
            for tag in ("Ana", "Ben")]
    for run in runs:
        assert run.stdout is not None and run.stdout.readline() == "ready\n"
    for run in runs:  # both start writing at the same moment
        assert run.stdin is not None
        run.stdin.write("go\n")
        run.stdin.flush()
    for run in runs:
        _out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err[-2000:]
    games = read_records()
    assert len(games) == 60 * 3
    assert sum(1 for g in games for s in g.seats if s.name == "Ana") == 60
    assert sum(1 for g in games for s in g.seats if s.name == "Both") == 60


def test_two_processes_making_the_records_file_at_once_fill_it_once() -> None:
    three_finished_saves()
    script = "import sys; sys.path[:0] = [sys.argv[1]]\nfrom scenes.records.keeping import read_records\n" \
             "print(len(read_records()))"
    runs = [subprocess.Popen([sys.executable, "-c", script, str(ROOT)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [run.communicate(timeout=120) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], [err[-1000:] for _, err in outs]
    assert [out.strip() for out, _ in outs] == ["3", "3"]
    assert len(read_records()) == 3


def test_a_quick_look_never_fills_a_new_file_and_the_next_full_opening_does() -> None:
    from scenes.records.keeping import prepare_records

    three_finished_saves()
    assert read_records(fill_now=False) == []  # what the setup screen's names do from the frame loop
    prepare_records()  # what the app does off the frame loop at start
    assert len(read_records(fill_now=False)) == 3


def test_records_kept_busy_by_another_window_are_told_and_nothing_breaks(monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.records.store as store

    read_records()
    monkeypatch.setattr(store, "BUSY_SECONDS", 0.1)
    holder = sqlite3.connect(records_path(), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another window in the middle of a long write
    try:
        record = finished_game()
        path = save_finished(saves_dir(), "paradisio-busy", record)
        assert not record_finished(path, record)
        assert "could not be saved" in take_notice()
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert record_finished(path, record)  # the next finish (or a rebuild) counts it
