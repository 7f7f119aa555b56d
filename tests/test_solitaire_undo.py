"""Undo and redo in the Paradisio solitaire: placements, moves, removals, hints; a fresh board forgets them; a solve counts once."""
from __future__ import annotations

import pygame

import scenes.paradisio.solitaire as solitaire_scene
from game.paradisio.solitaire import solve
from scenes.paradisio.best_times import load_best_times, record_key
from scenes.paradisio.solitaire import SolitaireScene
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from sprites.text import start_recording, stop_recording
from tests.app_fixtures import click
from tests.paradisio_fixtures import open_solitaire, settle

FRAME = 1 / 60


def ctrl(key: int, shift: bool = False) -> pygame.event.Event:
    mod = pygame.KMOD_LCTRL | (pygame.KMOD_LSHIFT if shift else 0)
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def button(scene: SolitaireScene, name: str):  # type: ignore[no-untyped-def]
    return next(b for b in scene.buttons if b.name == name)


def drag(start: tuple[int, int], end: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]


SOLUTION = solve(1, seed=2)
assert SOLUTION is not None
FIRST_THREE = sorted(SOLUTION.items())[:3]


def place_three(scene: SolitaireScene) -> None:
    for cell, (tile_id, turn) in FIRST_THREE:
        assert scene.place(tile_id, turn, cell)


def test_ctrl_z_undoes_placements_one_by_one_and_ctrl_y_or_ctrl_shift_z_redo_them(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    place_three(scene)
    app.step(FRAME, [ctrl(pygame.K_z)])
    app.step(FRAME, [ctrl(pygame.K_z)])
    assert scene.square == dict(FIRST_THREE[:1])
    app.step(FRAME, [ctrl(pygame.K_y)])
    assert scene.square == dict(FIRST_THREE[:2])
    app.step(FRAME, [ctrl(pygame.K_z, shift=True)])
    assert scene.square == dict(FIRST_THREE)
    app.step(FRAME, [ctrl(pygame.K_y)])
    assert scene.square == dict(FIRST_THREE) and scene.message == "Nothing to redo."
    for _ in range(5):
        app.step(FRAME, [ctrl(pygame.K_z)])
    assert scene.square == {} and scene.message == "Nothing to undo."


def test_an_undone_tile_flies_back_to_its_tray_place(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    place_three(scene)
    settle(app)
    (cell, (tile_id, _)) = FIRST_THREE[-1]
    scene.undo()
    flight = scene.flying[tile_id]
    assert (flight.start, flight.end) == (SQUARE.cell_rect(cell).topleft, tray_rect(tile_id).topleft)
    settle(app)
    assert not scene.flying and tile_id in scene.in_tray()


def test_a_tile_taken_back_to_the_tray_or_moved_comes_back_where_it_lay(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    app.step(FRAME, drag(tray_rect(15).center, SQUARE.cell_rect((1, 1)).center))  # the interior
    settle(app)
    app.step(FRAME, drag(SQUARE.cell_rect((1, 1)).center, SQUARE.cell_rect((2, 2)).center))  # moved
    settle(app)
    app.step(FRAME, drag(SQUARE.cell_rect((2, 2)).center, tray_rect(15).center))  # back to the tray
    settle(app)
    assert scene.square == {}
    scene.undo()
    assert scene.square == {(2, 2): (15, 0)}
    scene.undo()
    assert scene.square == {(1, 1): (15, 0)}
    scene.redo()
    scene.redo()
    assert scene.square == {}


def test_a_new_change_after_an_undo_forgets_the_redo(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    place_three(scene)
    scene.undo()
    assert scene.can_redo
    cell, (tile_id, turn) = FIRST_THREE[-1]
    assert scene.place(tile_id, turn, cell)
    assert not scene.can_redo


def test_the_undo_and_redo_buttons_work_by_mouse_and_look_unlit_when_they_can_do_nothing(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    assert not scene.can_undo and not scene.can_redo
    place_three(scene)
    settle(app)
    app.step(FRAME, click(button(scene, "undo").rect.center))
    assert scene.square == dict(FIRST_THREE[:2]) and scene.can_redo
    app.step(FRAME, click(button(scene, "redo").rect.center))
    assert scene.square == dict(FIRST_THREE) and not scene.can_redo
    said = start_recording()
    try:
        app.draw()
    finally:
        stop_recording()
    assert "Ctrl+Z undo · Ctrl+Y redo · Esc pause" in said


def test_a_hint_tile_can_be_undone(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    scene.hint()
    scene.wait()
    assert len(scene.square) == 1
    scene.undo()
    assert scene.square == {}


def test_a_new_puzzle_free_play_or_level_starts_a_fresh_history(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    place_three(scene)
    scene.undo()
    scene.choose_level(2)
    assert not scene.can_undo and not scene.can_redo
    place_three(scene)
    scene.free_play()
    assert not scene.can_undo
    place_three(scene)
    scene.new_puzzle()
    scene.wait()
    given = dict(scene.square)
    assert given and not scene.can_undo
    free = next((c, t) for c, t in solve(1, given).items() if c not in given)  # type: ignore[union-attr]
    assert scene.place(free[1][0], free[1][1], free[0])
    scene.undo()
    scene.undo()
    assert scene.square == given  # the puzzle's tiles stay


def test_a_solve_after_an_undo_is_not_counted_again_and_the_clock_runs_on(tmp_path, monkeypatch) -> None:
    app, scene = open_solitaire(tmp_path, monkeypatch)
    recorded: list[float] = []
    real = solitaire_scene.record_time

    def counting(level: int, kind: str, seconds: float):  # type: ignore[no-untyped-def]
        recorded.append(seconds)
        return real(level, kind, seconds)

    monkeypatch.setattr(solitaire_scene, "record_time", counting)
    settle(app, 60)
    assert SOLUTION is not None
    for cell, (tile_id, turn) in SOLUTION.items():
        assert scene.place(tile_id, turn, cell)
    assert scene.solved and len(recorded) == 1
    solved_at = scene.solved_at
    assert solved_at is not None
    scene.undo()
    assert not scene.solved and len(scene.square) == 15
    settle(app, 30)
    assert scene.elapsed > solved_at  # the clock runs on from the solve, never back
    scene.redo()
    assert scene.solved and len(recorded) == 1
    assert scene.message.startswith("Solved again")
    assert load_best_times()[record_key(1, "free")] == round(recorded[0], 2)
