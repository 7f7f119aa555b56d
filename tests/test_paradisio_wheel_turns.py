"""Paradisio: the mouse wheel over a tile lying in the hand turns that tile, as the prompt says ("turn it: wheel,
right click or R"), on the match table and in the solitaire; the turn counts when the tile is laid."""
from __future__ import annotations

import pygame
import pytest

from scenes.manager import App
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.match_view import CONTROLS_HINT
from sprites.paradisio.match_art import TABLE_GRID, tray_slot
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from tests.kit.app import key
from tests.kit.paradisio_scene import FRAME, open_solitaire
from tests.test_paradisio_scene_match import drag, open_match


def point_at(app: App, monkeypatch: pytest.MonkeyPatch, pos: tuple[int, int]) -> None:
    """The pointer moves to ``pos`` (canvas): the motion event, and where the app reads the pointer (the dummy
    display's pointer does not follow events fed to the app)."""
    monkeypatch.setattr(app, "mouse_position", lambda: pos)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def wheel(y: int) -> pygame.event.Event:
    """One notch of the wheel (up is positive)."""
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def test_the_prompt_names_the_wheel() -> None:
    """The table's hint promises the wheel turns a tile (the tests below hold it to that)."""
    assert "wheel" in CONTROLS_HINT.split("turn it:")[1]


def test_the_wheel_over_a_tray_tile_turns_it_and_the_turn_is_laid(tmp_path, monkeypatch) -> None:
    """Nothing held: the wheel over the third tray tile turns it (up clockwise, down back), no other tile turns;
    dragged onto the table it goes down in that turn."""
    app, scene, state = open_match(tmp_path, monkeypatch)
    tile, other = scene.slots[0][2], scene.slots[0][0]
    assert scene.holding.held is None
    point_at(app, monkeypatch, tray_slot(0, 2).center)
    app.step(FRAME, [wheel(1)])
    assert scene.holding.turn_of(tile) == 1
    app.step(FRAME, [wheel(-1), wheel(-1)])
    assert scene.holding.turn_of(tile) == 3 and scene.holding.turn_of(other) == 0
    assert scene.holding.held is None  # turning in the tray picks nothing up
    app.step(FRAME, drag(tray_slot(0, 2).center, TABLE_GRID.cell_rect((0, 0)).center))
    assert state.placed == {(0, 0): (tile, 3)}


def choose_one_point_at_another(app: App, scene: ParadisioMatchScene, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, int]:
    """Tab chooses a tray tile and the pointer rests on another of the first tray: (chosen, pointed, its slot)."""
    app.step(FRAME, [key(pygame.K_TAB)])
    chosen = scene.holding.selected
    assert chosen is not None
    index = next(i for i, t in enumerate(scene.slots[0]) if t != chosen)
    point_at(app, monkeypatch, tray_slot(0, index).center)
    return chosen, scene.slots[0][index], index


def test_the_wheel_turns_the_tile_it_is_over_else_the_tab_chosen_one(tmp_path, monkeypatch) -> None:
    """With a tile chosen by Tab, the wheel over another tray tile turns that one; away from the tray it turns the
    chosen tile, as R does."""
    app, scene, _state = open_match(tmp_path, monkeypatch)
    chosen, pointed, _index = choose_one_point_at_another(app, scene, monkeypatch)
    app.step(FRAME, [wheel(1)])
    assert (scene.holding.turn_of(pointed), scene.holding.turn_of(chosen)) == (1, 0)
    point_at(app, monkeypatch, (640, 20))
    app.step(FRAME, [wheel(1)])
    assert (scene.holding.turn_of(pointed), scene.holding.turn_of(chosen)) == (1, 1)


def test_the_wheel_over_a_solitaire_tray_tile_turns_it(tmp_path, monkeypatch) -> None:
    """In the solitaire, the wheel over a tray tile turns it; dragged into the square it lies turned."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    point_at(app, monkeypatch, tray_rect(5).center)
    app.step(FRAME, [wheel(1), wheel(1)])
    assert scene.holding.turn_of(5) == 2 and scene.holding.held is None
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_rect(5).center, button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=SQUARE.cell_rect((2, 2)).center, rel=(0, 0),
                                        buttons=(1, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=SQUARE.cell_rect((2, 2)).center, button=1)])
    assert scene.board.square == {(2, 2): (5, 2)}
