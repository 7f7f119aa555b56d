"""Last Resort: a build deals the replacement tile at once (no undo after it), so a placement waits for its
Confirm: dropping a tile sends nothing, Confirm (Enter or its button) builds, Undo (Esc, Backspace, its button)
leaves the game as it was with the tile back on offer; a build on a Viewing Platform says what it gives up."""
from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.last_resort import prompts
from game.last_resort.actions import Build
from game.last_resort.boards import VIEWING_PLATFORMS
from sprites import text as drawn_text
from sprites.last_resort.board import offer_tiles
from sprites.last_resort.layout import offer_rect
from tests.kit.last_paradise_scene import press
from tests.kit.last_resort_scene import carry, deciding, find_record, human_deciding, let_go, table
from tests.kit.ui import click


@pytest.fixture(autouse=True)
def _stop_recording() -> Iterator[None]:
    yield
    drawn_text.stop_recording()


def _offered(scene, tile: int) -> pygame.Rect:  # noqa: ANN001 - the scene
    return next(offer_rect(kind, index) for kind, index, t in offer_tiles(scene.shown) if t == tile)


def _set_up(tmp_path, monkeypatch, on_platform: bool = False):  # noqa: ANN001, ANN202 - fixtures; app, scene, build
    def wanted(legal: list) -> bool:  # noqa: ANN001 - legal actions
        return any(isinstance(a, Build) and (a.space in VIEWING_PLATFORMS) == on_platform for a in legal)
    record = find_record(["human", "easy"], human_deciding("build", Build, wanted))
    app, scene = table(tmp_path, monkeypatch, record)
    deciding(app, scene)
    build = next(a for a in record.state.legal_actions(0)
                 if isinstance(a, Build) and (a.space in VIEWING_PLATFORMS) == on_platform)
    return app, scene, build


def _drop(app, scene, build: Build) -> None:  # noqa: ANN001 - app, scene
    carry(app, _offered(scene, build.tile).center, scene.cell_rect(0, build.space).center)
    let_go(app, scene.cell_rect(0, build.space).center)


def test_a_dropped_tile_waits_for_confirm_and_the_confirm_button_builds_it(tmp_path, monkeypatch) -> None:
    """Let go on a glowing space, nothing is sent: the prompt asks for a Confirm; its button sends that Build."""
    app, scene, build = _set_up(tmp_path, monkeypatch)
    moves = len(scene.record.moves)
    _drop(app, scene, build)
    assert len(scene.record.moves) == moves, "a drop sent the build before its Confirm"
    buttons = scene.controls.buttons()
    assert [b.label for b in buttons] == [prompts.CONFIRM_CHOICE, prompts.UNDO_PLACING]
    drawn = drawn_text.start_recording()
    app.draw()
    said = " ".join(drawn)
    assert "Confirm  [Enter]" in said and "cannot be undone" in said
    press(app, pygame.K_p)  # nothing else is taken meanwhile
    assert len(scene.record.moves) == moves
    click(app, buttons[0].rect.center)
    assert len(scene.record.moves) == moves + 1 and scene.record.moves[-1].action == build


@pytest.mark.parametrize("how", ["escape", "backspace", "button", "undo"])
def test_undo_before_confirm_leaves_the_game_as_it_was(tmp_path, monkeypatch, how: str) -> None:
    """Esc, Backspace, the Undo button of the prompt or Ctrl+Z take the placement back: no move, the tile still
    on offer, and the table is not paused."""
    app, scene, build = _set_up(tmp_path, monkeypatch)
    moves, before = len(scene.record.moves), scene.record.state.view(None)
    _drop(app, scene, build)
    assert scene.controls.pending == build
    if how == "button":
        click(app, scene.controls.buttons()[1].rect.center)
    elif how == "undo":
        scene.undo()
    else:
        press(app, pygame.K_ESCAPE if how == "escape" else pygame.K_BACKSPACE)
    assert app.stack.top is scene
    assert scene.controls.pending is None and len(scene.record.moves) == moves
    assert scene.record.state.view(None) == before
    assert build.tile in [t for _, _, t in offer_tiles(scene.shown)]
    assert build in scene.controls.legal and scene.controls.seat == 0


def test_a_build_on_a_viewing_platform_says_it_gives_up_its_prestige_before_it_is_made(tmp_path, monkeypatch) -> None:
    """Held over a Viewing Platform and waiting for its Confirm there, the table says the platform's End of Year
    prestige is given up."""
    app, scene, build = _set_up(tmp_path, monkeypatch, on_platform=True)
    drawn = drawn_text.start_recording()
    carry(app, _offered(scene, build.tile).center, scene.cell_rect(0, build.space).center)
    app.draw()
    assert any("Viewing Platform" in line for line in drawn), "the held tile did not say what it gives up"
    let_go(app, scene.cell_rect(0, build.space).center)
    drawn.clear()
    app.draw()
    assert scene.controls.pending == build
    said = " ".join(drawn)
    assert prompts.PLATFORM_COVERED in said, "the pending placement did not say what it gives up"
