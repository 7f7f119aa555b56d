"""The screens shared by every game, drawn at other window sizes: the menu and its cards, the hand-over cover, the
results, the replay (its table drawn straight at the view's size), the Records screen, a lesson's box and pointer
over a table, the pause panel, the saved games list (also empty) and its question, the apology; and the menu kept
across a change of window size.

Each state is drawn at 1280x720 and at the window size under test, driven identically (fixed frame time, the same
frames, only human seats or computers that never think on screen), and compared square by square
(:func:`tests.kit.sizes.squares_apart`).  The pictures compared are the scenes' own drawing, without the
pygame_gui widgets (buttons, dropdowns: drawn at the window's size by their own code and tests), and with every
line of text drawn as a solid box of its colour, as big as the line measures, and measured as at 1280x720.  Letters
rasterised at another size differ from 1280x720's by honest pixels (their sharpness is what the strays count
checks), and measure a few percent narrower (hinting widens small letters at 1280x720), so a layout sized by its
words (the score sheet's label column, a wrapped blurb) moves by a few pixels; measured as at 1280x720, every
layout decision is the same at every size, and a box shows where each line goes and how big it is: a line moved,
cut, missing or drawn at twice its size is seen as surely as a panel.  Nothing drawn may be a picture made at
another scale than the canvas (``pen.strays``).
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import make_seats
from game.record import GameRecord
from game.registry import available_games
from game.saves import write_save
from scenes.apology import ApologyScene
from scenes.crash import OpenGame
from scenes.games import saves_dir
from scenes.handover import HandoverScene
from scenes.lesson import open_lesson
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.records.keeping import read_records
from scenes.records.screen import RecordsScene
from scenes.replay import ReplayScene, start_replay
from scenes.saved_games import SavedGamesScene
from sprites import pen
from sprites.log_panel import LogPanel
from sprites.replay_bar import TABLE_VIEW, TableView
from sprites.replay_hidden import HIDDEN_VIEW
from tests.kit.app import make_app
from tests.kit.finished import finished_game, save_finished
from tests.kit.screens import finished, open_private, open_results
from tests.kit.sizes import letters_as_boxes, squares_apart

FRAME = 1 / 60
SIZES = ((1920, 1080), (2560, 1440), (3840, 2160), (900, 560))
"""The window sizes other than 1280x720 every screen must hold at."""
GAMES = available_games()

SQUARES_APART = 6
"""Squares apart allowed (most screens have none): where a rounded edge or a line a pixel wide lands on a square's
limit.  An element moved by a few pixels, cut or missing puts a whole row of squares apart."""
FAR = {(900, 560): 90}
"""How far (mean difference in a channel, 0-255) a square may be before it counts as apart, where it is not
:func:`squares_apart`'s 40: in a 900x560 window a device pixel is 1.42 logical ones, so every edge lands up to
0.7 of a logical pixel off, and a square crossed by several edges of light boxes on a dark panel (a lesson's words)
averages up to 75 apart; an element moved by a few pixels or missing is 130 to 220 apart."""


def table_record(spec_id: str, names: list[str]) -> GameRecord:
    """A fresh game of people only (no computer moves between the two renders)."""
    return GameRecord.start(GAMES[spec_id], make_seats(names, ["human"] * len(names)), 7)


# openers -------------------------------------------------------------------------------
def open_menu(app: App) -> None:
    """The menu with a card lifted under the mouse and a notice (a save that cannot be read)."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "paradisio-broken.json").write_text("{not json", encoding="utf-8")
    menu = MenuScene(app)
    app.stack.clear_to(menu)
    app.step(FRAME, [])
    menu.hovered = 1


def open_cover(app: App) -> None:
    """The cover before a Last Paradise sealed bid."""
    app.stack.clear_to(MenuScene(app))
    open_private(app, "bid", HandoverScene)


def open_pause(app: App) -> None:
    """The pause panel over a Paradisio table of two people."""
    from scenes.paradisio.match import ParadisioMatchScene

    app.stack.clear_to(MenuScene(app))
    table = ParadisioMatchScene(app, table_record("paradisio", ["Ana", "Bo"]))
    app.push(table)
    app.step(FRAME, [])
    table.pause()
    assert isinstance(app.stack.top, PauseScene)


def write_saves() -> None:
    """Saves of fixed names and dates: a game going on, a finished one, a damaged file."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name, record in (("paradisio-a", table_record("paradisio", ["Ana", "Bo"])),
                         ("last-paradise-b", finished("last-paradise"))):
        path = folder / f"{name}.json"
        write_save(path, record)
        data = json.loads(path.read_text(encoding="utf-8"))
        data["saved_at"] = 1_700_000_000.0
        path.write_text(json.dumps(data), encoding="utf-8")
    (folder / "broken.json").write_text("{not json", encoding="utf-8")


def open_saved_games(asking: bool, saves: bool = True) -> Callable[[App], None]:
    """The saved games list (``asking``: with the question Delete asks over it; without ``saves``: the empty list,
    its sentence and Back alone)."""
    def opener(app: App) -> None:
        if saves:
            write_saves()
        app.stack.clear_to(MenuScene(app))
        screen = SavedGamesScene(app)
        app.push(screen)
        app.step(FRAME, [])
        screen.select(1)
        if asking:
            screen.ask_delete()
    return opener


def open_results_of(game_id: str) -> Callable[[App], None]:
    """The results of a finished game, confetti falling."""
    def opener(app: App) -> None:
        app.stack.clear_to(MenuScene(app))
        open_results(app, game_id)
    return opener


def open_replay(game_id: str, moves: int = 0, everything: bool = False, listed: bool = False) -> Callable[[App], None]:
    """The replay of a finished game at its start, or stepped ``moves`` moves on (the table shows them at once),
    with Show everything and the list of moves as asked."""
    def opener(app: App) -> None:
        app.stack.clear_to(MenuScene(app))
        replay = start_replay(app, finished(game_id))
        app.step(FRAME, [])
        if moves:
            replay.seek(moves)
        if everything:
            replay.toggle_everything()
        if listed:
            replay.toggle_list()
    return opener


def open_records(view: str) -> Callable[[App], None]:
    """The Records screen with a few finished games, at one of its views."""
    def opener(app: App) -> None:
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        for i, names in enumerate((("Ana", "Ben"), ("Ben", "山田太郎"), ("Ana", "Ben"))):
            save_finished(folder, f"paradisio-{i}", finished_game(names, i + 1))
        save_finished(folder, "lp", finished_game(("Ana", "Ben", "Mango bot"), 2, "last-paradise",
                                                  ("human", "human", "hard")))
        read_records()
        app.stack.clear_to(MenuScene(app))
        screen = RecordsScene(app)
        app.push(screen)
        app.step(FRAME, [])
        screen.show(view)
    return opener


def open_lesson_of(game_id: str) -> Callable[[App], None]:
    """A game's lesson at its first step: its box of words over the table, the pointer's ring where it points."""
    def opener(app: App) -> None:
        app.stack.clear_to(MenuScene(app))
        assert open_lesson(app, GAMES[game_id]) is None
    return opener


def open_apology(app: App) -> None:
    """The apology after a crash while a game was open."""
    app.stack.clear_to(ApologyScene(app, Path("/home/someone/.local/state/paradise-table/crash-1.txt"),
                                    [OpenGame("paradisio", "Paradisio", 12, 7,
                                              Path("/home/someone/saves/paradisio-a.json"), False)]))


SCREENS: dict[str, tuple[Callable[[App], None], int]] = {
    "menu": (open_menu, 20),
    "hand-over cover": (open_cover, 10),
    "pause": (open_pause, 5),
    "saved games": (open_saved_games(False), 5),
    "saved games question": (open_saved_games(True), 5),
    "saved games empty": (open_saved_games(False, saves=False), 5),
    "results paradisio": (open_results_of("paradisio"), 30),
    "results last paradise": (open_results_of("last-paradise"), 30),
    "replay paradisio": (open_replay("paradisio"), 5),
    "replay paradisio moved": (open_replay("paradisio", moves=9, everything=True, listed=True), 5),
    "replay last paradise": (open_replay("last-paradise", moves=7), 5),
    "records players": (open_records("players"), 5),
    "records rivals": (open_records("rivals"), 5),
    "records history": (open_records("history"), 5),
    "lesson paradisio": (open_lesson_of("paradisio"), 20),
    "apology": (open_apology, 5),
}
"""Each state under test: its opener and the frames stepped (fixed time) before the picture is taken."""


# drawing ---------------------------------------------------------------------------------
@pytest.fixture(autouse=True)
def text_as_boxes(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every line drawn as a box of the size it measures (see the module's docstring)."""
    with letters_as_boxes(monkeypatch):
        yield


def scenes_drawn(app: App) -> pygame.Surface:
    """The visible scenes drawn on the canvas, without the widgets (as the app draws them, but for pygame_gui)."""
    app.canvas.fill((0, 0, 0))
    for scene in app.stack.visible():
        scene.draw(app.canvas)
    return app.canvas


def shown(app: App, name: str) -> tuple[pygame.Surface, int]:
    """Screen ``name`` opened on ``app`` and stepped its frames: its picture and the strays while it was drawn."""
    opener, frames = SCREENS[name]
    app.running = True
    app.settings.animation_speed = 8.0
    before = pen.strays
    opener(app)
    for _ in range(frames):
        app.step(FRAME, [])
    picture = scenes_drawn(app)
    return picture, pen.strays - before


_REFERENCES: dict[str, pygame.Surface] = {}


def reference(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> pygame.Surface:
    """Screen ``name`` drawn at 1280x720 (once per test session)."""
    if name not in _REFERENCES:
        app = make_app(tmp_path / "reference", monkeypatch)
        picture, strays = shown(app, name)
        assert strays == 0
        _REFERENCES[name] = picture.copy()
        pygame.event.clear()
    return _REFERENCES[name]


def at_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
            size: tuple[int, int]) -> tuple[App, pygame.Surface, int]:
    """Screen ``name`` drawn in a window of ``size``: the app, its picture and the strays."""
    app = make_app(tmp_path / f"{size[0]}x{size[1]}", monkeypatch, window_size=size)
    picture, strays = shown(app, name)
    return app, picture, strays


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_each_shared_screen_keeps_its_layout_sharp_at_every_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 name: str, size: tuple[int, int]) -> None:
    expected = reference(tmp_path, monkeypatch, name)
    app, picture, strays = at_size(tmp_path, monkeypatch, name, size)
    assert pen.scale_of(picture) == pytest.approx(pygame.Surface.get_width(picture) / 1280)
    assert strays == 0, f"{strays} pictures made at another scale were drawn on {name}"
    apart = squares_apart(picture, expected, FAR.get(size, 40))
    assert len(apart) <= SQUARES_APART, (name, size, len(apart), sorted(apart, key=lambda a: -a[2])[:8])
    pygame.event.clear()


RESIZED = ("menu", "saved games question", "results last paradise", "records players")


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", RESIZED)
def test_a_screen_follows_a_new_window_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
                                            size: tuple[int, int]) -> None:
    """What a screen keeps between frames (the menu's card faces, the sea, a notice's band, the dimming veil) was
    made at 1280x720 first: after the window changes it is made again at its size, the picture the same as the
    screen opened at that size."""
    app = make_app(tmp_path / "resized", monkeypatch)
    shown(app, name)
    before = pen.strays
    app.resize(size)
    picture = scenes_drawn(app)
    assert pen.strays == before
    kept = pygame.image.tobytes(picture, "RGB")
    _, fresh, _ = at_size(tmp_path, monkeypatch, name, size)
    assert kept == pygame.image.tobytes(fresh, "RGB")


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_replays_table_is_drawn_at_its_views_size_not_scaled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 size: tuple[int, int]) -> None:
    """No full-window picture of the table is smooth-scaled each frame: the table draws on a canvas of the view's
    scale (and measures it 1280x720), without strays."""
    app = make_app(tmp_path, monkeypatch, window_size=size)
    app.running = True
    app.stack.clear_to(MenuScene(app))
    replay = start_replay(app, finished("paradisio"))
    scaled: list[tuple[int, int]] = []
    real = pen.smoothscale

    def smoothscale(image: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Surface:
        scaled.append(image.get_size())
        return real(image, *args, **kwargs)

    monkeypatch.setattr(pen, "smoothscale", smoothscale)
    drawn_on: list[pygame.Surface] = []
    table_draw = replay.table.draw

    def draw_table(surface: pygame.Surface) -> None:
        drawn_on.append(surface)
        table_draw(surface)

    monkeypatch.setattr(replay.table, "draw", draw_table)
    before = pen.strays
    replay.seek(6)
    scenes_drawn(app)
    assert (1280, 720) not in scaled and pen.strays == before
    assert drawn_on and all(picture.get_size() == (1280, 720) for picture in drawn_on)
    assert pen.scale_of(drawn_on[-1]) == pytest.approx(size[0] / 1280 * 650 / 720, rel=2e-3)
    assert isinstance(app.stack.top, ReplayScene)


def draw_test_table(surface: pygame.Surface) -> None:
    """A stand-in table: a sea with a frame round its edge and a sand disc in its middle."""
    surface.fill((30, 90, 130))
    pen.rect(surface, (240, 220, 160), surface.get_rect(), 6)
    pen.circle(surface, (240, 220, 160), (640, 360), 200)


@pytest.mark.parametrize("scale", [1.5, 2.0, 3.0, 0.703125])
@pytest.mark.parametrize("view", [TABLE_VIEW, HIDDEN_VIEW], ids=["table", "hidden"])
def test_the_table_view_shows_the_whole_table_in_its_view_at_every_scale(scale: float, view: pygame.Rect) -> None:
    """Drawn at the view's own scale (Show everything shrinks the view), the table fills the view as the
    full-size picture scaled down does at 1280x720: same place, same size, nothing cut."""
    pygame.display.init()
    expected = pygame.Surface((1280, 720))
    TableView().draw(expected, draw_test_table, view)
    pen.set_scale(scale)
    canvas = pen.surface((1280, 720))
    before = pen.strays
    drawn = TableView()
    drawn.draw(canvas, draw_test_table, view)
    assert pen.strays == before
    assert squares_apart(canvas, expected, 40) == []
    drawn.draw(canvas, draw_test_table, view)  # the next frame: its picture is kept, not made again
    assert pen.strays == before


@dataclass
class Line:
    """A line of a game log."""

    text: str


@pytest.mark.parametrize("scale", [1.5, 0.703125])
def test_a_log_panels_picture_follows_a_new_scale(scale: float) -> None:
    """The panel keeps its picture while the log stays the same: drawn again at another scale (a new window size,
    or the replay's table drawn at the view's scale), it is made again at that scale."""
    pygame.display.init()
    panel = LogPanel(pygame.Rect(20, 30, 300, 200))
    lines = [Line(f"Move {i}: Ana lays a tile") for i in range(12)]
    panel.draw(pygame.Surface((1280, 720)), lines)
    before = pen.strays
    with pen.drawing_at(scale):
        panel.draw(pen.surface((1280, 720)), lines)
    assert pen.strays == before
