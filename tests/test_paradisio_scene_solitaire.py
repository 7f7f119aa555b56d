"""The Paradisio solitaire screen, headless: dragging, turning, the keyboard, Check's marks, hints, puzzles,
undo by key and button, best times, and a screen that stays alive while a puzzle is made."""
from __future__ import annotations

import json
import threading
from pathlib import Path

import pygame
import pytest

from game.paradisio.grid import islands_and_seas
from game.paradisio.solitaire import solve
from game.paradisio.solitaire_board import PuzzleOrder
from scenes.config import data_dir
from scenes.paradisio.best_times import best_times_path, load_best_times, record_key
from scenes.paradisio.solitaire import SolitaireScene
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from tests.kit.app import RecordingScene, click, key, make_app
from tests.kit.paradisio_rules import solved
from tests.kit.paradisio_scene import FRAME, open_solitaire, settle, words_drawn


def drag(start, end):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]


def ctrl(key_code: int, shift: bool = False) -> pygame.event.Event:
    mod = pygame.KMOD_LCTRL | (pygame.KMOD_LSHIFT if shift else 0)
    return pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0)


def button(scene, name):
    return next(b for b in scene.buttons if b.name == name)


SOLUTION = solved(1, seed=2)
FIRST_THREE = sorted(SOLUTION.items())[:3]


def place_three(scene: SolitaireScene) -> None:
    for cell, (tile_id, turn) in FIRST_THREE:
        assert scene.place(tile_id, turn, cell)


def test_drag_tiles_in_refuse_a_clash_and_take_one_back(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, drag(tray_rect(15).center, SQUARE.cell_rect((0, 0)).center))  # the interior
    assert scene.board.square == {(0, 0): (15, 0)}
    settle(app)
    app.step(FRAME, drag(tray_rect(0).center, SQUARE.cell_rect((1, 0)).center))  # open sea beside it
    assert (1, 0) not in scene.board.square
    assert scene.message == "This tile's left edge is sea, but the tile to its left is land there."
    assert app.sounds.played[-1] == "invalid"
    settle(app)
    app.step(FRAME, drag(SQUARE.cell_rect((0, 0)).center, tray_rect(15).center))
    assert scene.board.square == {}


def test_turning_a_tray_tile_with_right_click_and_placing_it_turned(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_rect(5).center, button=3)])
    assert scene.holding.turn_of(5) == 1
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_rect(5).center, button=1),
                      pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=SQUARE.cell_rect((2, 2)).center, button=1)])
    assert scene.board.square == {(2, 2): (5, 2)}


def test_keyboard_places_and_delete_takes_back(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, [key(pygame.K_TAB), key(pygame.K_TAB), key(pygame.K_RIGHT), key(pygame.K_DOWN),
                      key(pygame.K_r), key(pygame.K_RETURN)])
    assert scene.board.square == {(1, 1): (1, 1)}
    settle(app)
    app.step(FRAME, [key(pygame.K_DELETE)])
    assert scene.board.square == {}


def test_check_reports_empty_cells_then_islands_in_tints(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, click(button(scene, "level 3").rect.center))
    assert scene.board.level == 3
    app.step(FRAME, click(button(scene, "check").rect.center))
    assert scene.message == "16 cells still empty."
    square = next(s for s in (solved(1, seed=n) for n in range(20)) if islands_and_seas(s) != (1, 1))
    for cell, (tile_id, turn) in square.items():
        assert scene.place(tile_id, turn, cell)
    assert not scene.board.solved
    app.step(FRAME, [key(pygame.K_c)])
    islands, seas = islands_and_seas(square)
    assert "island" in scene.message and "level-3" in scene.message
    assert len(scene.tinted) == islands + seas
    assert scene.marked == ()  # tints show the islands and seas: no red frame on every cell
    cell, (tile_id, _) = next(iter(square.items()))
    app.step(FRAME, drag(SQUARE.cell_rect(cell).center, tray_rect(tile_id).center))
    assert cell not in scene.board.square and scene.tinted == [] and scene.marked == ()  # the square changed
    assert scene.message == ""  # and the words about the tints went with them


def test_hint_adds_a_tile_that_still_leads_to_a_solution(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, [key(pygame.K_2)])
    app.step(FRAME, click(button(scene, "hint").rect.center))
    scene.wait()
    assert len(scene.board.square) == 1
    assert scene.message.startswith("Hint: ")
    assert solve(2, scene.board.square) is not None


def test_hint_names_the_tiles_that_rule_every_solution_out(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.choose_level(3)
    assert scene.place(15, 0, (0, 0)) and scene.place(0, 0, (2, 0))
    scene.hint()
    scene.wait()
    assert len(scene.board.square) == 2
    assert set(scene.marked) <= {(0, 0), (2, 0)} and scene.marked
    assert scene.message.startswith("No solution keeps")


def test_a_puzzle_solved_celebrates_and_records_a_best_time(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, click(button(scene, "medium").rect.center))
    scene.wait()
    assert scene.board.mode == "puzzle" and scene.board.difficulty == "medium"
    given = dict(scene.board.square)
    assert 0 < len(given) < 16 and scene.board.fixed == frozenset(given)
    assert scene.pick(SQUARE.cell_rect(next(iter(given))).center) is None  # givens stay put
    settle(app, 90)
    assert scene.board.elapsed == 0.0  # the clock waits for the first tile
    solution = solved(1, given)
    for number, (cell, (tile_id, turn)) in enumerate(c for c in solution.items() if c[0] not in given):
        assert scene.place(tile_id, turn, cell)
        if number == 0:
            settle(app, 90)
    assert scene.board.solved and "solved" in app.sounds.played
    best = load_best_times()
    assert scene.board.solved_at is not None
    assert best[record_key(1, "medium")] == round(scene.board.solved_at, 2) > 1.0
    settle(app, 10)
    assert scene.party_age > 0 and scene.board.elapsed == scene.board.solved_at  # the clock stopped


def test_a_corrupt_best_times_file_is_survived(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    path = data_dir() / "paradisio_best.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00{not json")
    scene = SolitaireScene(app, seed=3)
    app.push(RecordingScene(app))
    app.push(scene)
    assert scene.best == {}
    square = solved(1, seed=2)
    settle(app, 5)
    for cell, (tile_id, turn) in square.items():
        scene.place(tile_id, turn, cell)
    assert scene.board.solved and scene.new_record
    assert scene.board.solved_at is not None
    assert json.loads(best_times_path().read_text()) == {record_key(1, "free"): round(scene.board.solved_at, 2)}
    path.write_text(json.dumps({record_key(2, "easy"): "fast", record_key(3, "hard"): 61.5, "x": -1}))
    assert load_best_times() == {record_key(3, "hard"): 61.5}


def test_escape_pauses_and_back_returns(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    below = app.stack.scenes[0]
    app.step(FRAME, [key(pygame.K_ESCAPE)])
    assert type(app.stack.top).__name__ == "PauseScene"
    app.pop()
    app.step(FRAME, click(button(scene, "back").rect.center))
    assert app.stack.top is below


def test_drawing_changes_nothing(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.place(15, 0, (0, 0))
    scene.holding.selected = 3
    before = (dict(scene.board.square), scene.message, scene.board.elapsed)
    app.draw()
    app.draw()
    assert (dict(scene.board.square), scene.message, scene.board.elapsed) == before


def test_a_turned_tray_tile_swings_round_and_settles(tmp_path, monkeypatch):
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_rect(5).center, button=3)])
    assert scene.holding.turn_of(5) == 1 and 0 < scene.holding.angle_of(5) < 1
    for _ in range(30):
        app.step(FRAME, [])
    assert scene.holding.angle_of(5) == 1.0


def test_setting_a_turn_shows_it_at_once_and_a_later_turn_swings_on_from_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A turn set from outside (a placed tile picked up, a hint) drops the swing under way."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.holding.turn(5)
    assert scene.holding.spinning and scene.holding.angle_of(5) < 1
    scene.holding.set_turn(5, 3)
    assert scene.holding.turn_of(5) == 3 and scene.holding.angle_of(5) == 3.0 and not scene.holding.spinning
    scene.holding.turn(5)
    assert scene.holding.turn_of(5) == 0 and scene.holding.angle_of(5) == 3.0  # swings on from 3 towards 4
    settle(app)
    assert scene.holding.angle_of(5) == 0.0


# --- undo and redo on the screen (the rules of it: tests/test_solitaire_undo.py) ---------------------

def test_ctrl_z_undoes_and_ctrl_y_or_ctrl_shift_z_redo_with_the_words_for_nothing_left(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    place_three(scene)
    app.step(FRAME, [ctrl(pygame.K_z), ctrl(pygame.K_z)])
    assert scene.board.square == dict(FIRST_THREE[:1])
    app.step(FRAME, [ctrl(pygame.K_y)])
    assert scene.board.square == dict(FIRST_THREE[:2])
    app.step(FRAME, [ctrl(pygame.K_z, shift=True)])
    assert scene.board.square == dict(FIRST_THREE)
    app.step(FRAME, [ctrl(pygame.K_y)])
    assert scene.message == "Nothing to redo."
    app.step(FRAME, [ctrl(pygame.K_z)] * 5)
    assert scene.board.square == {} and scene.message == "Nothing to undo."


def test_an_undone_tile_flies_back_to_its_tray_place(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    place_three(scene)
    settle(app)
    (cell, (tile_id, _)) = FIRST_THREE[-1]
    scene.undo()
    flight = scene.flying[tile_id]
    assert (flight.start, flight.end) == (SQUARE.cell_rect(cell).topleft, tray_rect(tile_id).topleft)
    settle(app)
    assert not scene.flying and tile_id in scene.board.in_tray()


def test_the_undo_and_redo_buttons_work_by_mouse_and_look_unlit_when_they_can_do_nothing(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    assert not scene.can_undo and not scene.can_redo
    place_three(scene)
    settle(app)
    app.step(FRAME, click(button(scene, "undo").rect.center))
    assert scene.board.square == dict(FIRST_THREE[:2]) and scene.can_redo
    app.step(FRAME, click(button(scene, "redo").rect.center))
    assert scene.board.square == dict(FIRST_THREE) and not scene.can_redo
    assert "Ctrl+Z undo · Ctrl+Y redo · Esc pause" in words_drawn(app)


# --- while a puzzle is being made ---------------------------------------------------------------------

@pytest.fixture
def slow_puzzles(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """Puzzle making that waits until the returned event is set (as a hard puzzle takes its time)."""
    made = threading.Event()
    real = PuzzleOrder.make

    def slow(order: PuzzleOrder) -> dict:
        made.wait(10)
        return real(order)

    monkeypatch.setattr(PuzzleOrder, "make", slow)
    return made


def test_while_a_new_puzzle_is_made_the_old_solved_board_and_its_banner_are_gone(tmp_path, monkeypatch, slow_puzzles) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    for cell, (tile_id, turn) in SOLUTION.items():
        assert scene.place(tile_id, turn, cell)
    assert scene.board.solved and "Solved!" in words_drawn(app)
    app.step(FRAME, [key(pygame.K_n)])
    settle(app, 5)
    said = words_drawn(app)
    assert scene.thinking and scene.board.square == {} and not scene.board.solved
    assert "Solved!" not in said and "Level 1 · easy puzzle" in said and "Shuffling a new puzzle…" in said
    slow_puzzles.set()
    scene.wait()
    assert scene.board.mode == "puzzle" and len(scene.board.square) == 8 and scene.message.startswith("Level 1, easy")


def test_esc_pauses_while_a_puzzle_is_made_and_free_play_meanwhile_drops_it(tmp_path, monkeypatch, slow_puzzles) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.new_puzzle()
    app.step(FRAME, [key(pygame.K_ESCAPE)])
    assert type(app.stack.top).__name__ == "PauseScene" and scene.thinking
    app.pop()
    app.step(FRAME, [key(pygame.K_f)])
    slow_puzzles.set()
    settle(app, 5)
    scene.wait()
    assert scene.board.mode == "free" and scene.board.square == {} and not scene.thinking


def test_a_puzzle_made_for_a_screen_that_is_gone_is_dropped(tmp_path, monkeypatch, slow_puzzles) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    below = app.stack.scenes[0]
    scene.new_puzzle()
    app.step(FRAME, click(button(scene, "back").rect.center))
    assert app.stack.top is below and not scene.thinking
    slow_puzzles.set()
    settle(app, 5)
    assert scene.worker.wait(1) is None and scene.board.square == {}

