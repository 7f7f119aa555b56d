"""The Paradisio solitaire scene, headless: placing, checking, hints, puzzles, best times."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.paradisio.grid import islands_and_seas
from game.paradisio.solitaire import solve
from scenes.config import data_dir
from scenes.paradisio.best_times import best_times_path, load_best_times, record_key
from scenes.paradisio.solitaire import SolitaireScene
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from tests.app_fixtures import RecordingScene, click, key, make_app


def open_solitaire(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    below = RecordingScene(app)
    app.push(below)
    scene = SolitaireScene(app, seed=7)
    app.push(scene)
    app.step(1 / 60, [])
    return app, scene, below


def drag(start, end):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]


def settle(app, frames: int = 30) -> None:
    for _ in range(frames):
        app.step(1 / 60, [])


def button(scene, name):
    return next(b for b in scene.buttons if b.name == name)


def test_drag_tiles_in_refuse_a_clash_and_take_one_back(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, drag(tray_rect(15).center, SQUARE.cell_rect((0, 0)).center))  # the interior
    assert scene.square == {(0, 0): (15, 0)}
    settle(app)
    app.step(1 / 60, drag(tray_rect(0).center, SQUARE.cell_rect((1, 0)).center))  # open sea beside it
    assert (1, 0) not in scene.square
    assert scene.message == "Sea would touch land on the left side."
    assert app.sounds.played[-1] == "invalid"
    settle(app)
    app.step(1 / 60, drag(SQUARE.cell_rect((0, 0)).center, tray_rect(15).center))
    assert scene.square == {}


def test_turning_a_tray_tile_with_right_click_and_placing_it_turned(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_rect(5).center, button=3)])
    assert scene.holding.turn_of(5) == 1
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_rect(5).center, button=1),
                      pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=SQUARE.cell_rect((2, 2)).center, button=1)])
    assert scene.square == {(2, 2): (5, 2)}


def test_keyboard_places_and_delete_takes_back(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, [key(pygame.K_TAB), key(pygame.K_TAB), key(pygame.K_RIGHT), key(pygame.K_DOWN),
                      key(pygame.K_r), key(pygame.K_RETURN)])
    assert scene.square == {(1, 1): (1, 1)}
    settle(app)
    app.step(1 / 60, [key(pygame.K_DELETE)])
    assert scene.square == {}


def test_check_reports_empty_cells_then_islands_in_tints(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, click(button(scene, "level 3").rect.center))
    assert scene.level == 3
    app.step(1 / 60, click(button(scene, "check").rect.center))
    assert scene.message == "16 cells still empty."
    square = next(s for s in (solve(1, seed=n) for n in range(20)) if islands_and_seas(s) != (1, 1))
    for cell, (tile_id, turn) in square.items():
        assert scene.place(tile_id, turn, cell)
    assert not scene.solved
    app.step(1 / 60, [key(pygame.K_c)])
    islands, seas = islands_and_seas(square)
    assert "island" in scene.message and "level-3" in scene.message
    assert len(scene.tinted) == islands + seas
    assert scene.marked == ()  # tints show the islands and seas: no red frame on every cell
    cell, (tile_id, _) = next(iter(square.items()))
    app.step(1 / 60, drag(SQUARE.cell_rect(cell).center, tray_rect(tile_id).center))
    assert cell not in scene.square and scene.tinted == [] and scene.marked == ()  # the square changed


def test_hint_adds_a_tile_that_still_leads_to_a_solution(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, [key(pygame.K_2)])
    app.step(1 / 60, click(button(scene, "hint").rect.center))
    scene.wait()
    assert len(scene.square) == 1
    assert scene.message.startswith("Hint: ")
    assert solve(2, scene.square) is not None


def test_hint_names_the_tiles_that_rule_every_solution_out(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    scene.choose_level(3)
    assert scene.place(15, 0, (0, 0)) and scene.place(0, 0, (2, 0))
    scene.hint()
    scene.wait()
    assert len(scene.square) == 2
    assert set(scene.marked) <= {(0, 0), (2, 0)} and scene.marked
    assert scene.message.startswith("No solution keeps")


def test_a_puzzle_solved_celebrates_and_records_a_best_time(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, click(button(scene, "medium").rect.center))
    scene.wait()
    assert scene.mode == "puzzle" and scene.difficulty == "medium"
    given = dict(scene.square)
    assert 0 < len(given) < 16 and scene.fixed == frozenset(given)
    assert scene.pick(SQUARE.cell_rect(next(iter(given))).center) is None  # givens stay put
    settle(app, 90)
    assert scene.elapsed == 0.0  # the clock waits for the first tile
    solution = solve(1, given)
    for number, (cell, (tile_id, turn)) in enumerate(c for c in solution.items() if c[0] not in given):
        assert scene.place(tile_id, turn, cell)
        if number == 0:
            settle(app, 90)
    assert scene.solved and "solved" in app.sounds.played
    best = load_best_times()
    assert best[record_key(1, "medium")] == round(scene.solved_at, 2) > 1.0
    settle(app, 10)
    assert scene.party_age > 0 and scene.elapsed == scene.solved_at  # the clock stopped


def test_a_corrupt_best_times_file_is_survived(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    path = data_dir() / "paradisio_best.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00{not json")
    scene = SolitaireScene(app, seed=3)
    app.push(RecordingScene(app))
    app.push(scene)
    assert scene.best == {}
    square = solve(1, seed=2)
    settle(app, 5)
    for cell, (tile_id, turn) in square.items():
        scene.place(tile_id, turn, cell)
    assert scene.solved and scene.new_record
    assert json.loads(best_times_path().read_text()) == {record_key(1, "free"): round(scene.solved_at, 2)}
    path.write_text(json.dumps({record_key(2, "easy"): "fast", record_key(3, "hard"): 61.5, "x": -1}))
    assert load_best_times() == {record_key(3, "hard"): 61.5}


def test_escape_pauses_and_back_returns(tmp_path, monkeypatch):
    app, scene, below = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    assert type(app.stack.top).__name__ == "PauseScene"
    app.pop()
    app.step(1 / 60, click(button(scene, "back").rect.center))
    assert app.stack.top is below


def test_drawing_changes_nothing(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    scene.place(15, 0, (0, 0))
    scene.holding.selected = 3
    before = (dict(scene.square), scene.message, scene.elapsed)
    app.draw()
    app.draw()
    assert (dict(scene.square), scene.message, scene.elapsed) == before


def test_a_turned_tray_tile_swings_round_and_settles(tmp_path, monkeypatch):
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_rect(5).center, button=3)])
    assert scene.holding.turn_of(5) == 1 and 0 < scene.holding.angle_of(5) < 1
    for _ in range(30):
        app.step(1 / 60, [])
    assert scene.holding.angle_of(5) == 1.0


def test_setting_a_turn_shows_it_at_once_and_a_later_turn_swings_on_from_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A turn set from outside (a placed tile picked up, a hint) drops the swing under way."""
    app, scene, _ = open_solitaire(tmp_path, monkeypatch)
    scene.holding.turn(5)
    assert scene.holding.spinning and scene.holding.angle_of(5) < 1
    scene.holding.set_turn(5, 3)
    assert scene.holding.turn_of(5) == 3 and scene.holding.angle_of(5) == 3.0 and not scene.holding.spinning
    scene.holding.turn(5)
    assert scene.holding.turn_of(5) == 0 and scene.holding.angle_of(5) == 3.0  # swings on from 3 towards 4
    settle(app)
    assert scene.holding.angle_of(5) == 0.0
