"""Paradisio: R turns the tile the player points at, as the wheel and a right click do: the tray tile under the mouse
(or the one being dragged), else the tile the keyboard chose; on the match table and in the solitaire."""
from __future__ import annotations

import pygame

from sprites.paradisio.match_art import TABLE_GRID, tray_slot
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from tests.kit.app import key
from tests.kit.paradisio_scene import FRAME, open_solitaire
from tests.test_paradisio_scene_match import drag, open_match
from tests.test_paradisio_wheel_turns import choose_one_point_at_another, point_at


def test_r_over_a_tray_tile_turns_it_else_the_tab_chosen_one(tmp_path, monkeypatch) -> None:
    """A tile chosen with Tab, the pointer over another tray tile: R turns the pointed tile (Shift+R back the other
    way), not the chosen one; with the pointer off the trays R turns the chosen tile as before. The pointed tile,
    dragged onto the table, goes down in its turn."""
    app, scene, state = open_match(tmp_path, monkeypatch)
    chosen, pointed, index = choose_one_point_at_another(app, scene, monkeypatch)
    app.step(FRAME, [key(pygame.K_r), key(pygame.K_r)])
    assert (scene.holding.turn_of(pointed), scene.holding.turn_of(chosen)) == (2, 0)
    app.step(FRAME, [key(pygame.K_r, pygame.KMOD_SHIFT)])
    assert (scene.holding.turn_of(pointed), scene.holding.turn_of(chosen)) == (1, 0)
    point_at(app, monkeypatch, (640, 20))  # over the title: no tile under the pointer
    app.step(FRAME, [key(pygame.K_r)])
    assert (scene.holding.turn_of(pointed), scene.holding.turn_of(chosen)) == (1, 1)
    app.step(FRAME, [key(pygame.K_ESCAPE)])  # the keyboard lets go of its tile
    app.step(FRAME, drag(tray_slot(0, index).center, TABLE_GRID.cell_rect((0, 0)).center))
    assert state.placed == {(0, 0): (pointed, 1)}


def test_r_turns_the_dragged_tile_wherever_the_pointer_is(tmp_path, monkeypatch) -> None:
    """While a tile is dragged over another tray tile, R turns the dragged one."""
    app, scene, _state = open_match(tmp_path, monkeypatch)
    carried, under = scene.slots[0][0], scene.slots[0][3]
    point_at(app, monkeypatch, tray_slot(0, 3).center)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tray_slot(0, 0).center, button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=tray_slot(0, 3).center, rel=(0, 0),
                                        buttons=(1, 0, 0)),
                     key(pygame.K_r)])
    assert scene.holding.held == carried
    assert (scene.holding.turn_of(carried), scene.holding.turn_of(under)) == (1, 0)


def test_r_over_a_solitaire_tray_tile_turns_it(tmp_path, monkeypatch) -> None:
    """In the solitaire, with nothing chosen, R over a tray tile turns it; dragged into the square it lies turned."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    assert scene.holding.held is None
    point_at(app, monkeypatch, tray_rect(5).center)
    app.step(FRAME, [key(pygame.K_r), key(pygame.K_r), key(pygame.K_r)])
    assert scene.holding.turn_of(5) == 3 and scene.holding.held is None
    app.step(FRAME, drag(tray_rect(5).center, SQUARE.cell_rect((2, 2)).center))
    assert scene.board.square == {(2, 2): (5, 3)}
