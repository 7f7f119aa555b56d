"""Every file the app reads is hostile: settings, remembered choices, best times and a save, each damaged every way.

For each file and each kind of damage the app starts (``make_app`` + the
menu + a frame), the screen that reads the file is visited, and then:

- a good file (also one with a UTF-8 byte-order mark) is used and stays byte-for-byte;
- a damaged file (garbage, truncated, wrong types, nested 1,000 deep, over
  the size limit) is kept with its bytes and said once on the menu;
- an unreadable file (permission denied, a FIFO, a folder in its place) is
  said once and never written, renamed or replaced, even after the app
  tries to write it (a setting changed, choices remembered, a record set, the
  save opened).
"""
from __future__ import annotations

import json
import os
import random
import signal
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from game import files
from game.core import make_seats
from game.record import GameRecord
from game.saves import SIZE_LIMIT, save_text
from main import open_document
from scenes import config
from scenes.base import Scene
from scenes.games import playable_games
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.paradisio.best_times import record_time
from scenes.paradisio.solitaire import SolitaireScene
from scenes.play import GameScene
from scenes.saved_games import SavedGamesScene
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from tests.kit.app import make_app

GAMES = playable_games()
NESTED = b"[" * 1000 + b"]" * 1000
"""2 KB of brackets 1,000 deep: more than Python's recursion limit lets a recursive reader take."""


@dataclass(frozen=True)
class AppFile:
    """One file the app reads: where it is, a good and a wrongly typed content, and how the app reads and writes it."""

    path: Callable[[Path], Path]
    good: Callable[[], bytes]
    wrong_types: bytes
    limit: int
    visit: Callable[[App], None]
    """Open the screen that reads the file and come back to the menu."""
    write: Callable[[App, MenuScene, Path], object]
    """Do what makes the app write (or rename) the file (what it returns is not used)."""
    used: Callable[[App, MenuScene], bool]
    """True when the good content is what the app now holds."""


def _frame(app: App) -> None:
    app.step(0.016, [])


def _visit(app: App, scene: Scene) -> None:
    app.push(scene)
    _frame(app)
    app.pop()
    _frame(app)


def _change_a_setting(app: App, menu: MenuScene, path: Path) -> None:
    app.settings.volume = 0.55
    app.apply_settings()


def _set_a_record() -> None:
    record_time(1, "free", 10.0)


def _played_save() -> bytes:
    spec = GAMES["paradisio"]
    record = GameRecord.start(spec, make_seats(["Ana", "Ben"]), 4)
    rng = random.Random(4)
    for _ in range(3):
        seat = record.state.to_move[0]
        record.apply(seat, rng.choice(record.state.legal_actions(seat)))
    return save_text(record).encode()


def _open_the_save(app: App, menu: MenuScene, path: Path) -> None:
    open_document(app, menu, path, keep=True)
    if isinstance(app.stack.top, GameScene):
        app.pop()
    _frame(app)


FILES = {
    "settings.json": AppFile(
        path=lambda root: root / "config" / "settings.json",
        good=lambda: json.dumps({"volume": 0.3, "muted": True, "animation_speed": 2.0}, indent=2).encode(),
        wrong_types=json.dumps({"volume": "loud", "muted": 3}).encode(), limit=config.OWN_FILE_LIMIT,
        visit=lambda app: _visit(app, SettingsScene(app)),
        write=_change_a_setting,
        used=lambda app, menu: app.settings.volume == 0.3 and app.settings.muted),
    "choices.json": AppFile(
        path=lambda root: root / "config" / "choices.json",
        good=lambda: json.dumps({"setup:paradisio": {"players": 2, "seed": "777"}, "other": {"x": 1}}).encode(),
        wrong_types=json.dumps({"setup:paradisio": 5}).encode(), limit=config.OWN_FILE_LIMIT,
        visit=lambda app: _visit(app, SetupScene(app, GAMES["paradisio"])),
        write=lambda app, menu, path: config.save_choices("setup:paradisio", {"players": 2, "seed": "1"}),
        used=lambda app, menu: config.load_choices("setup:paradisio").get("seed") == "777"),
    "paradisio_best.json": AppFile(
        path=lambda root: root / "data" / "paradisio_best.json",
        good=lambda: json.dumps({"level 1 · free": 42.5}).encode(),
        wrong_types=json.dumps({"level 1 · free": "fast"}).encode(), limit=config.OWN_FILE_LIMIT,
        visit=lambda app: _visit(app, SolitaireScene(app, seed=3)),
        write=lambda app, menu, path: _set_a_record(),
        used=lambda app, menu: SolitaireScene(app, seed=3).best == {"level 1 · free": 42.5}),
    "a save": AppFile(
        path=lambda root: root / "data" / "saves" / "paradisio-20240101-000000-abc123.json",
        good=_played_save,
        wrong_types=_played_save().replace(b'"save_format":2', b'"save_format":"2"'), limit=SIZE_LIMIT,
        visit=lambda app: _visit(app, SavedGamesScene(app)),
        write=_open_the_save,
        used=lambda app, menu: menu.resume is not None and menu.resume.path.name.startswith("paradisio-2024")),
}

GOOD = ("good", "byte-order mark")
DAMAGED = ("garbage", "truncated", "wrong types", "nested 1,000 deep", "huge")
UNREADABLE = ("permission denied", "chmod 000", "fifo", "directory")


def _put(kind: str, app_file: AppFile, path: Path, good: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``path`` a file of ``kind`` (made from the ``good`` content)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    contents = {"good": good, "byte-order mark": b"\xef\xbb\xbf" + good, "garbage": b"\x89PNG\xff\xfe\x00 garbage {{{",
                "truncated": good[:len(good) // 2], "wrong types": app_file.wrong_types, "nested 1,000 deep": NESTED,
                "huge": good + b" " * app_file.limit, "permission denied": good, "chmod 000": good}
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
        (path / "inside.txt").write_text("mine")
    else:
        path.write_bytes(contents[kind])
    if kind == "chmod 000":
        if os.name != "posix":
            pytest.skip("POSIX only: Windows has no mode that keeps its owner from reading a file")
        path.chmod(0)
        if os.access(path, os.R_OK):
            path.chmod(0o600)
            pytest.skip("root reads a chmod 000 file anyway (the 'permission denied' case covers it)")
    if kind == "permission denied":
        real_open = os.open

        def refusing_open(file: str | os.PathLike[str], flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
            if Path(file) == path:
                raise PermissionError(13, "Permission denied", str(file))
            return real_open(file, flags, mode, dir_fd=dir_fd)

        monkeypatch.setattr(files.os, "open", refusing_open)


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A new app session: nothing left alone, nothing told yet; a hang fails instead of stopping the run."""
    monkeypatch.setattr(files, "_LEFT_ALONE", set())
    monkeypatch.setattr(config, "_notices", [])
    monkeypatch.setattr(config, "_told", set())
    if hasattr(signal, "SIGALRM"):
        def hung(signum: int, frame: object) -> None:
            raise TimeoutError("the app hung on a hostile file")
        previous = signal.signal(signal.SIGALRM, hung)
        signal.alarm(60)
        yield
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    else:
        yield


def _said(shown: list[str], *words: str) -> int:
    """How many times the menu put up a notice holding every one of ``words`` (a notice left up counts once)."""
    changes = [notice for i, notice in enumerate(shown) if i == 0 or notice != shown[i - 1]]
    return sum(all(word in notice for word in words) for notice in changes)


@pytest.mark.parametrize("kind", GOOD + DAMAGED + UNREADABLE)
@pytest.mark.parametrize("name", sorted(FILES))
def test_each_file_the_app_reads_survives_each_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       name: str, kind: str) -> None:
    app_file = FILES[name]
    path = app_file.path(tmp_path)
    good = app_file.good()
    _put(kind, app_file, path, good, monkeypatch)
    mode = os.lstat(path).st_mode
    before = (stat.S_IFMT(mode), path.read_bytes() if stat.S_ISREG(mode) and kind != "chmod 000" else None)

    app = make_app(tmp_path, monkeypatch)
    menu = MenuScene(app)
    app.push(menu)
    _frame(app)
    shown = [menu.notice]
    app_file.visit(app)
    shown.append(menu.notice)
    assert app.stack.top is menu and menu.cards, "the menu shows"

    if kind in GOOD:
        assert app_file.used(app, menu)
        assert path.read_bytes() == before[1], "a good file stays byte-for-byte"
        assert not any(shown), shown
        return

    if kind in DAMAGED:
        if name == "a save":  # a damaged save stays in the list (with its reason) until it is opened
            assert path.read_bytes() == before[1]
            assert _said(shown, "A saved game cannot be read") == 1, shown
            app_file.write(app, menu, path)
            assert not path.exists()
            assert path.with_name(path.name + ".damaged").read_bytes() == before[1]
            assert _said([menu.notice], ".damaged") == 1, menu.notice
            return
        kept = path.with_name(path.name + ".damaged")
        assert not path.exists() and kept.read_bytes() == before[1], "the damaged file is kept aside"
        assert _said(shown, "damaged", kept.name) == 1, shown
        app_file.visit(app)
        app_file.write(app, menu, path)
        app_file.visit(app)
        shown.append(menu.notice)
        assert kept.read_bytes() == before[1]
        assert _said(shown, "damaged") == 1, shown
        return

    sentence = ("A saved game cannot be read",) if name == "a save" else ("could not be read (", "defaults", "left as it is")
    assert _said(shown, *sentence) == 1, shown
    app_file.write(app, menu, path)
    app_file.visit(app)
    shown.append(menu.notice)
    app_file.write(app, menu, path)
    app_file.visit(app)
    shown.append(menu.notice)
    assert _said(shown, *sentence) == 1, shown
    if name != "a save":
        assert _said(shown, "not saved this time", path.name) == 1, shown
    after = os.lstat(path).st_mode
    assert stat.S_IFMT(after) == before[0], "never replaced"
    assert not path.with_name(path.name + ".damaged").exists(), "an unreadable file is not damaged"
    if kind == "directory":
        assert [p.name for p in path.iterdir()] == ["inside.txt"]
    elif kind != "fifo":
        monkeypatch.undo()
        path.chmod(0o600)
        assert path.read_bytes() == good, "never written"


def test_a_settings_file_nested_deep_starts_the_app_without_recursion_error(tmp_path, monkeypatch) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"volume": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    app = make_app(tmp_path, monkeypatch)
    assert app.settings == config.Settings()
    assert path.with_name("settings.json.damaged").exists()


def test_a_second_damaged_file_never_overwrites_the_first_copy(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PARADISE_TABLE_CONFIG_DIR", str(tmp_path))
    path = tmp_path / "settings.json"
    for body in (b"first {", b"second {"):
        path.write_bytes(body)
        assert config.load_settings() == config.Settings()
    assert (tmp_path / "settings.json.damaged").read_bytes() == b"first {"
    assert (tmp_path / "settings.json.damaged-2").read_bytes() == b"second {"


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    deep_text = json.dumps({"name": "[" * 500 + "{" * 500, "list": [[["fine"]]]}).encode()
    assert files.nesting_depth(deep_text) == 4
    assert files.nesting_depth(NESTED) == 1000


def test_a_file_read_whole_later_may_be_written_again(tmp_path) -> None:
    path = tmp_path / "x.json"
    path.write_text("{}")
    files.leave_alone(path)
    with pytest.raises(files.LeftAlone):
        files.write_text_atomically(path, "[]")
    assert files.read_json_file(path) == {}
    files.write_text_atomically(path, "[1]")
    assert path.read_text() == "[1]"
