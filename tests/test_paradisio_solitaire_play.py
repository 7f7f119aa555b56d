"""What a solitaire player sees: goals, a clock that waits, hinted solves kept off the best times,
a visible keyboard cursor, spelled-out best times, and Check's tints that follow the coastline with a key."""
from __future__ import annotations

import pygame

from game.paradisio.grid import islands_and_seas, regions
from game.paradisio.solitaire import LEVEL_GOALS, LEVEL_SHORT_GOALS, solve
from game.paradisio.tiles import tile_corners, tile_join
from scenes.manager import App
from scenes.paradisio.best_times import best_times_path, load_best_times, record_key, record_time
from scenes.paradisio.solitaire import SolitaireScene
from sprites import palette
from sprites.paradisio.marks import region_overlay
from sprites.paradisio.solitaire_art import CELL, ISLAND_TINTS, SQUARE
from tests.kit.app import key
from tests.kit.paradisio_scene import FRAME, open_solitaire, settle, words_drawn

SMALL_ISLAND = 1  # tiles 1..4 are small islands (land in the NW corner unturned)


def hint_once(app: App, scene: SolitaireScene) -> None:
    scene.hint()
    scene.wait()
    settle(app, 2)


def test_a_solve_with_a_hint_is_not_a_best_time_and_says_how_many(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    hint_once(app, scene)
    assert scene.board.hints_used == 1 and len(scene.board.square) == 1
    settle(app, 60)
    solution = solve(1, scene.board.square)
    assert solution is not None
    for cell, (tile_id, turn) in solution.items():
        if cell not in scene.board.square:
            assert scene.place(tile_id, turn, cell)
    assert scene.board.solved and not scene.new_record
    assert not best_times_path().exists() and load_best_times() == {}
    assert "with 1 hint" in scene.message and "not a best time" in scene.message
    assert "Solved with 1 hint" in words_drawn(app)


def test_a_square_filled_entirely_by_hint_is_never_recorded(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    record_time(1, "free", 500.0)  # an earlier, slow record that any real solve would beat
    while not scene.board.solved:
        hint_once(app, scene)
    assert scene.board.hints_used == 16
    assert load_best_times() == {record_key(1, "free"): 500.0}
    assert scene.message.startswith("Solved in") and "with 16 hints" in scene.message
    assert "Solved with 16 hints" in words_drawn(app)


def test_a_hint_before_an_undo_still_counts(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    hint_once(app, scene)
    scene.undo()
    assert scene.board.square == {} and scene.board.hints_used == 1
    solution = solve(1, seed=3)
    assert solution is not None
    for cell, (tile_id, turn) in solution.items():
        assert scene.place(tile_id, turn, cell)
    assert scene.board.solved and load_best_times() == {}


def test_the_clock_starts_at_the_first_tile(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    settle(app, 120)
    assert scene.board.elapsed == 0.0 and not scene.board.started
    assert "starts at your first tile" in words_drawn(app)
    assert scene.place(15, 0, (1, 1))
    settle(app, 60)
    assert scene.board.started and 0.9 < scene.board.elapsed < 1.1
    assert "starts at your first tile" not in words_drawn(app)
    scene.new_puzzle()
    scene.wait()
    settle(app, 30)
    assert scene.board.elapsed == 0.0 and not scene.board.started  # a new board waits again


def test_each_level_says_its_goal_where_it_is_chosen_and_on_the_table(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    for level in (1, 2, 3):
        app.step(FRAME, [key(getattr(pygame, f"K_{level}"))])
        said = words_drawn(app)
        assert f"Level {level}: {LEVEL_SHORT_GOALS[level]}" in said  # under the level buttons
        assert any(LEVEL_GOALS[level] in line and line.startswith("Goal:") for line in said)  # over the table
    assert LEVEL_SHORT_GOALS[2] == "one island or one sea" and LEVEL_SHORT_GOALS[3] == "one island and one sea"
    level_two = next(b for b in scene.buttons if b.name == "level 2")
    monkeypatch.setattr(app, "mouse_position", lambda: level_two.rect.center)
    assert "Level 2: one island or one sea" in words_drawn(app)  # pointing at a level tells its goal first


def test_best_times_are_spelled_out_in_a_table(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    record_time(2, "medium", 75.0)
    record_time(1, "free", 61.0)
    scene.best = load_best_times()
    said = words_drawn(app)
    for heading in ("Level", "Free", "Easy", "Medium", "Hard"):
        assert heading in said
    assert "1:15" in said and "1:01" in said
    assert not any(line.startswith(("F ", "E ", "M ", "H ")) for line in said)


def test_the_keyboard_cursor_is_always_visible(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, [key(pygame.K_RIGHT), key(pygame.K_DOWN)])
    assert scene.holding.cursor == (1, 1)
    app.draw()
    box = SQUARE.cell_rect((1, 1)).inflate(8, 8)
    assert tuple(app.canvas.get_at((box.x + 6, box.y)))[:3] == palette.PAPER  # a corner bracket, nothing held
    elsewhere = SQUARE.cell_rect((3, 3)).inflate(8, 8)
    assert tuple(app.canvas.get_at((elsewhere.x + 6, elsewhere.y)))[:3] != palette.PAPER


def test_check_tints_follow_the_coastline_not_quarter_tiles() -> None:
    """A small island in the NW corner: its island tint covers the round beach, not the whole quarter."""
    square = {(0, 0): (SMALL_ISLAND, 0)}
    found = regions(square)
    island = next(r for r in found if r.kind == "island")
    looks = ((cell, tile_corners(t, turn), tile_join(t)) for cell, (t, turn) in square.items())
    overlay = region_overlay(tuple(looks), (((island.kind, island.corners), ISLAND_TINTS[0]),), CELL)
    assert overlay.get_at((6, 6)).a > 0  # land at the corner is tinted
    assert overlay.get_at((CELL // 2 - 4, CELL // 2 - 4)).a == 0  # same quarter, but sea: untinted
    assert overlay.get_at((CELL // 2 + 10, 4)).a == 0  # the NE quarter is sea


def test_check_shows_a_key_of_the_tints(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.choose_level(3)
    square = next(s for s in (solve(1, seed=n) for n in range(20)) if s and islands_and_seas(s)[0] >= 2)
    for cell, (tile_id, turn) in square.items():
        assert scene.place(tile_id, turn, cell)
    scene.check()
    said = words_drawn(app)
    assert "Check: islands and seas" in said
    assert any(line.startswith("island 2 · ") for line in said)
    assert any(line.startswith("sea 1 · ") for line in said)
