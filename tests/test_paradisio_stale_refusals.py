"""Paradisio: a refusal speaks of the table as it was when the tile was refused; once the player lays a tile, takes
one back or undoes, the refusal is no longer on screen (the solitaire and the match)."""
from __future__ import annotations

import pygame

from game.core import SeatKind
from game.paradisio import SPEC
from game.paradisio.grid import glow_cells
from game.record import GameRecord
from scenes.manager import App
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.solitaire import SolitaireScene
from sprites.paradisio.match_art import TABLE_GRID, tray_slot
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from tests.kit.app import key, make_app
from tests.kit.paradisio_scene import open_solitaire, paradisio_state, settle, words_drawn
from tests.test_paradisio_scene_match import drag, seats

SEA, LAND = 0, 15
"""The open-sea tile and the interior (all land): side by side they clash."""
CLASH = "This tile's left edge is sea, but the tile to its left is land there."


def solitaire_refused(tmp_path, monkeypatch) -> tuple[App, SolitaireScene]:
    """The land tile laid in the corner, the sea tile dropped beside it and refused: the refusal is on screen."""
    app, scene = open_solitaire(tmp_path, monkeypatch)
    settle(app, 30, drag(tray_rect(LAND).center, SQUARE.cell_rect((0, 0)).center))
    settle(app, 30, drag(tray_rect(SEA).center, SQUARE.cell_rect((1, 0)).center))
    assert scene.board.square == {(0, 0): (LAND, 0)}
    assert CLASH in " ".join(words_drawn(app))
    return app, scene


def test_solitaire_a_tile_laid_after_a_refusal_takes_the_refusal_away(tmp_path, monkeypatch) -> None:
    app, scene = solitaire_refused(tmp_path, monkeypatch)
    cell = scene.board.glowing(SEA, 0)[0][0]  # a cell where the refused tile fits as it is turned
    settle(app, 30, drag(tray_rect(SEA).center, SQUARE.cell_rect(cell).center))
    assert scene.board.square == {(0, 0): (LAND, 0), cell: (SEA, 0)}
    assert CLASH not in " ".join(words_drawn(app))


def test_solitaire_a_tile_taken_back_after_a_refusal_takes_the_refusal_away(tmp_path, monkeypatch) -> None:
    app, scene = solitaire_refused(tmp_path, monkeypatch)
    settle(app, 30, drag(SQUARE.cell_rect((0, 0)).center, tray_rect(LAND).center))
    assert scene.board.square == {}
    assert CLASH not in " ".join(words_drawn(app))


def test_solitaire_undo_and_redo_after_a_refusal_take_the_refusal_away(tmp_path, monkeypatch) -> None:
    app, scene = solitaire_refused(tmp_path, monkeypatch)
    settle(app, 30, [key(pygame.K_z, pygame.KMOD_LCTRL)])
    assert scene.board.square == {}
    assert CLASH not in " ".join(words_drawn(app))
    settle(app, 30, [key(pygame.K_DELETE)])  # Delete on the empty corner: refused, then Redo lays the tile again
    refusal = scene.message
    assert refusal and refusal in " ".join(words_drawn(app))
    settle(app, 30, [key(pygame.K_y, pygame.KMOD_LCTRL)])
    assert scene.board.square == {(0, 0): (LAND, 0)}
    assert refusal not in " ".join(words_drawn(app))


def match_refused(tmp_path, monkeypatch, kinds: tuple[SeatKind, SeatKind]) -> tuple[App, ParadisioMatchScene, str]:
    """A match where seat 0 laid the first tile and seat 1 answered; seat 0 drops a tile on a taken cell and is
    refused: the refusal is on screen."""
    record = GameRecord.start(SPEC, seats(*kinds), 1)
    for _ in range(2):
        mover = paradisio_state(record).to_move[0]
        record.apply(mover, paradisio_state(record).legal_actions(mover)[0])
    state = paradisio_state(record)
    assert state.to_move == (0,) and len(state.placed) == 2
    app = make_app(tmp_path, monkeypatch)
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    settle(app, 60)
    index = next(i for i, t in enumerate(scene.slots[0]) if t in state.hands[0])
    taken = next(iter(state.placed))
    settle(app, 30, drag(tray_slot(0, index).center, TABLE_GRID.cell_rect(taken).center))
    refusal = scene.message
    assert len(state.placed) == 2 and refusal and refusal in " ".join(words_drawn(app))
    return app, scene, refusal


def test_match_a_tile_laid_after_a_refusal_takes_the_refusal_away(tmp_path, monkeypatch) -> None:
    app, scene, refusal = match_refused(tmp_path, monkeypatch, ("human", "human"))
    state = paradisio_state(scene.record)
    tile, cell = next((t, now[0]) for t in state.hands[0] if (now := glow_cells(state.placed, t, 0)[0]))
    settle(app, 30, drag(tray_slot(0, scene.slots[0].index(tile)).center, TABLE_GRID.cell_rect(cell).center))
    assert state.placed[cell] == (tile, 0)
    assert refusal not in " ".join(words_drawn(app))


def test_match_an_undo_after_a_refusal_takes_the_refusal_away(tmp_path, monkeypatch) -> None:
    """Against the computer the undo goes through: what it took back is said instead of the refusal."""
    app, scene, refusal = match_refused(tmp_path, monkeypatch, ("human", "easy"))
    settle(app, 30, [key(pygame.K_z, pygame.KMOD_LCTRL)])
    assert len(paradisio_state(scene.record).placed) == 0
    drawn = " ".join(words_drawn(app))
    assert refusal not in drawn and "taken back" in drawn
