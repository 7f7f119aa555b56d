"""Paradisio: the table's message (a refusal, long or short) covers nothing the player needs.  In the match: not the
title and the line under it that says how tiles move, not a tray (its name and tiles), a cell of the table, the key
of the glows under it, the game log, nor the Hint and Undo buttons; in the solitaire: not the headings, the goal and
the clock, a cell, a tray tile, the help line, the key of the glows nor a button.  At 1280x720 and in a small 900x560
window."""
from __future__ import annotations

import pygame
import pytest

from game.core import Seat
from game.paradisio import SPEC, narrate
from game.record import GameRecord
from scenes.manager import App
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.match_view import LEGEND_CENTRE
from scenes.paradisio.solitaire import SolitaireScene
from sprites.paradisio.match_art import HINT_RECT, LOG_AREA, TABLE_GRID, TITLE_WIDTH, TRAYS, UNDO_RECT, tray_words
from sprites.paradisio.solitaire_art import PANEL, PLAY_CENTRE_X, SQUARE, TRAY_GRID, tray_rect
from sprites.text import text_rect
from tests.kit.app import RecordingScene, key, make_app
from tests.kit.cover import assert_uncovered, snapshot
from tests.kit.paradisio_scene import FRAME, paradisio_state, settle, words_drawn

NAMES = ("山田太郎山田太郎山田太郎山田太郎", "Bartholomew Kent")
WINDOWS = [(1280, 720), (900, 560)]
HELP_LINE = "Drag tiles into the square · wheel, right click or R turns · Tab, arrows, Enter"
"""The solitaire's help line under its square, while the square is not solved."""


def needed(scene: ParadisioMatchScene) -> dict[str, pygame.Rect]:
    """What the player must read or press, from the layout the table draws and hit-tests with."""
    (left, right), (top, bottom) = TABLE_GRID.cols, TABLE_GRID.rows
    found = {f"cell {c},{r}": TABLE_GRID.cell_rect((c, r)) for c in range(left, right + 1)
             for r in range(top, bottom + 1)}
    for seat, seat_view in enumerate(scene.shown["seats"]):
        found[f"tray {seat}"] = TRAYS[seat]
        found |= {f"{seat}: {words}": where for words, _, _, _, where in tray_words(seat, seat_view)}
    above = TABLE_GRID.rect.top - 10  # the title and the line under it: between the trays, above the table's frame
    found["title and how tiles move"] = pygame.Rect(TRAYS[0].right, 0, TRAYS[1].left - TRAYS[0].right, above)
    found["key of the glows"] = pygame.Rect(0, 0, TITLE_WIDTH, 28)
    found["key of the glows"].center = LEGEND_CENTRE
    found |= {"game log": LOG_AREA, "Hint": HINT_RECT, "Undo": UNDO_RECT}
    return found


def hot_seat(tmp_path, monkeypatch, window: tuple[int, int]) -> tuple[App, ParadisioMatchScene]:
    """Two people with long names; the starter has laid a tile, so the other is to move; the table is still."""
    record = GameRecord.start(SPEC, [Seat(0, NAMES[0], "#d9534f", "human"), Seat(1, NAMES[1], "#3a7bd5", "human")], 3)
    mover = paradisio_state(record).to_move[0]
    record.apply(mover, paradisio_state(record).legal_actions(mover)[0])
    app = make_app(tmp_path, monkeypatch, window_size=window)
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    settle(app, 300)
    return app, scene


@pytest.mark.parametrize("window", WINDOWS)
def test_a_long_refusal_covers_no_title_prompt_tray_cell_or_button(tmp_path, monkeypatch, window) -> None:
    """Undo at a table of two people is refused in three lines or more (it lay over the title): it is drawn
    whole, and nothing the player needs changes under it."""
    app, scene = hot_seat(tmp_path, monkeypatch, window)
    before = snapshot(app)
    app.step(FRAME, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert scene.message == narrate.tile_seen(*(NAMES if paradisio_state(scene.record).to_move[0] else NAMES[::-1]))
    assert scene.message in " ".join(words_drawn(app))
    assert_uncovered(before, snapshot(app), needed(scene))


@pytest.mark.parametrize("window", WINDOWS)
def test_a_short_refusal_covers_no_title_prompt_tray_cell_or_button(tmp_path, monkeypatch, window) -> None:
    """Enter with no tile chosen is refused in one short sentence (it lay over the key of the glows)."""
    app, scene = hot_seat(tmp_path, monkeypatch, window)
    before = snapshot(app)
    app.step(FRAME, [key(pygame.K_RETURN)])
    assert scene.message == narrate.TAB_FIRST
    assert scene.message in " ".join(words_drawn(app))
    assert_uncovered(before, snapshot(app), needed(scene))


def solitaire_needed(scene: SolitaireScene) -> dict[str, pygame.Rect]:
    """What the solitaire player must read or press, from the layout the screen draws and hit-tests with."""
    found = {f"cell {c},{r}": SQUARE.cell_rect((c, r)) for c in range(4) for r in range(4)}
    found |= {f"tray tile {t}": tray_rect(t) for t in scene.board.in_tray()}
    found |= {f"button {b.name}": b.rect for b in scene.buttons}
    found["panel title"] = pygame.Rect(PANEL.x, PANEL.y, PANEL.w, 56)
    found["heading, goal and clock"] = pygame.Rect(PANEL.right + 8, 0, 1280 - PANEL.right - 8, SQUARE.rect.top - 10)
    help_line = text_rect(HELP_LINE, 15, midtop=(PLAY_CENTRE_X, 574))  # where the screen draws it
    found["key of the glows and the help line"] = pygame.Rect(SQUARE.rect.x, SQUARE.rect.bottom + 12,
                                                              TRAY_GRID.rect.right - SQUARE.rect.x,
                                                              help_line.bottom - SQUARE.rect.bottom - 12)
    found["help line"] = help_line
    return found


@pytest.mark.parametrize("window", WINDOWS)
def test_a_solitaire_refusal_covers_no_heading_cell_tile_key_or_button(tmp_path, monkeypatch, window) -> None:
    """A tile chosen with Tab (the key of the glows shows), then Delete on an empty cell is refused."""
    app = make_app(tmp_path, monkeypatch, window_size=window)
    app.push(RecordingScene(app))
    scene = SolitaireScene(app, seed=7)
    app.push(scene)
    settle(app, 10, [key(pygame.K_TAB)])
    before = snapshot(app)
    app.step(FRAME, [key(pygame.K_DELETE)])
    assert scene.message == narrate.nothing_to_take_back(True, False)
    drawn = words_drawn(app)
    assert HELP_LINE in drawn and scene.message in " ".join(drawn)
    assert_uncovered(before, snapshot(app), solitaire_needed(scene))
