"""Paradisio at every window size: the match and the solitaire, in the states that matter, drawn at the window's
real size are sharp (no picture made at another scale is blitted) and, laid over the same state drawn at 1280x720,
keep its layout.

Each state is built the same way at every size, by frames of a fixed length and by events given in logical
positions straight to the scene (a window position would round differently at each size), with no computer
seat thinking (the human is to move, or the round waits for "Next round").
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.paradisio.grid import islands_and_seas
from scenes.manager import App
from scenes.paradisio.match import ParadisioMatchScene
from scenes.paradisio.solitaire import SolitaireScene
from sprites import pen
from sprites.paradisio.match_art import TABLE_GRID, tray_slot
from sprites.paradisio.solitaire_art import SQUARE, tray_rect
from tests.kit.app import make_app, top_as
from tests.kit.paradisio_rules import solved
from tests.kit.screens import paradisio_record
from tests.kit.sizes import SIZES, squares_apart
from tests.test_paradisio_round_end import deciding_move

FRAME = 1 / 60
OTHER_SIZES = SIZES[1:]
Build = Callable[[App], None]


def frames(app: App, count: int) -> None:
    """Let ``count`` frames of fixed length pass."""
    for _ in range(count):
        app.step(FRAME, [])


def wait(app: App, seconds: float) -> None:
    """Let ``seconds`` pass in steps of a tenth of a second (each step draws: few steps keep 4K quick)."""
    for _ in range(round(seconds * 10)):
        app.step(0.1, [])


def mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    """A mouse event at logical ``pos``, as the app hands it to a scene."""
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def carry_and_turn(app: App, scene: ParadisioMatchScene | SolitaireScene, start: tuple[int, int],
                   over: tuple[int, int]) -> None:
    """Pick the tile at ``start`` up, carry it over ``over`` and turn it with a right click; two frames later, at
    the usual speed, its picture is half way round."""
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, start))
    scene.handle(mouse(pygame.MOUSEMOTION, over))
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, over, button=3))
    app.settings.animation_speed = 1.0
    frames(app, 2)
    assert scene.holding.held is not None and scene.holding.spinning


# the match ------------------------------------------------------------------
def match_carrying(app: App) -> None:
    """Ωmega's turn: a tray tile carried over the table mid-turn, the glows where it fits, the last tile marked."""
    app.push(ParadisioMatchScene(app, paradisio_record()))
    wait(app, 0.7)
    scene = top_as(app, ParadisioMatchScene)
    carry_and_turn(app, scene, tray_slot(0, 2).center, TABLE_GRID.cell_rect((2, 2)).center)


def match_round_end(app: App) -> None:
    """A round just won: the round-end panel, its dead holes, the fresh news and the token on its way."""
    record, action = deciding_move(("human", "easy"))
    scene = ParadisioMatchScene(app, record)
    app.push(scene)
    wait(app, 0.7)
    assert scene.perform(0, action)
    wait(app, 1.5)
    assert scene.round_end is not None


def match_next_deal(app: App) -> None:
    """"Next round" pressed: the new deal and the banner saying who starts."""
    match_round_end(app)
    scene = top_as(app, ParadisioMatchScene)
    scene.go_on()
    wait(app, 0.3)
    assert scene.round_end is None and scene.deal_notice is not None


# the solitaire -----------------------------------------------------------------
def solitaire_carrying(app: App) -> None:
    """Three tiles in the square, a tray tile carried over it mid-turn, the glows and their legend."""
    scene = SolitaireScene(app, seed=7)
    app.push(scene)
    frames(app, 2)
    for cell, (tile_id, turn) in sorted(solved(1, seed=2).items())[:3]:
        assert scene.place(tile_id, turn, cell)
    wait(app, 0.7)
    free = next(t for t in range(16) if t not in {tile for tile, _ in scene.board.square.values()})
    carry_and_turn(app, scene, tray_rect(free).center, SQUARE.cell_rect((2, 2)).center)


def solitaire_tints(app: App) -> None:
    """A full level-3 square checked: the island and sea tints along the coasts, and their key."""
    scene = SolitaireScene(app, seed=7)
    app.push(scene)
    frames(app, 2)
    scene.board.level = 3
    square = next(s for s in (solved(1, seed=n) for n in range(20)) if islands_and_seas(s) != (1, 1))
    for cell, (tile_id, turn) in square.items():
        assert scene.place(tile_id, turn, cell)
    wait(app, 0.7)
    scene.check()
    frames(app, 2)
    assert scene.tinted


def solitaire_solved(app: App) -> None:
    """A solved square: its banner over the tray and the party."""
    scene = SolitaireScene(app, seed=7)
    app.push(scene)
    frames(app, 2)
    for cell, (tile_id, turn) in solved(1, seed=2).items():
        assert scene.place(tile_id, turn, cell)
    wait(app, 0.7)
    assert scene.board.solved and scene.party_age > 0


def draw_state(folder: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
               build: Build) -> tuple[pygame.Surface, int]:
    """The canvas of ``build``'s state in a window of ``size`` (a copy), and the strays blitted while building
    and drawing it."""
    app = make_app(folder, monkeypatch, window_size=size)
    app.settings.animation_speed = 8.0
    before = pen.strays
    build(app)
    app.draw()
    return pygame.Surface.copy(app.canvas), pen.strays - before


STATES: dict[str, tuple[Build, int]] = {
    "match carrying": (match_carrying, 140),
    "match round end": (match_round_end, 330),
    "match next deal": (match_next_deal, 220),
    "solitaire carrying": (solitaire_carrying, 95),
    "solitaire tints": (solitaire_tints, 200),
    "solitaire solved": (solitaire_solved, 110),
}
"""Each state and how many 16-pixel squares (of 3600) it may have apart from its 1280x720 picture at any size.

Every one is text: type rasterised at round(size x scale) pixels runs up to ~4% wider or narrower than at 1x,
so glyph edges differ everywhere there are words (60-140 squares per screen), and where a line only just fits
at 1x it wraps or shrinks otherwise: the game log, the news, the round-end reason, the deal banner's width, the
tint key's heading (worst at 900x560: match round end 297, match next deal 196, solitaire tints 178, solitaire
solved 96, solitaire carrying 80, match carrying 123).  The limits are those counts and ~10% more: a tile, glow,
tint or panel drawn out of place, cut or missing (each dozens of squares) on top of them turns the test red,
and a blurry picture is a stray, which none may be."""


@pytest.mark.parametrize("name", sorted(STATES))
def test_a_paradisio_state_keeps_its_layout_sharp_at_every_window_size(tmp_path, monkeypatch, name) -> None:
    build, limit = STATES[name]
    reference, strays = draw_state(tmp_path / "1280x720", monkeypatch, SIZES[0], build)
    assert strays == 0
    for width, height in OTHER_SIZES:
        canvas, strays = draw_state(tmp_path / f"{width}x{height}", monkeypatch, (width, height), build)
        assert strays == 0, f"{name} at {width}x{height}: pictures made at another scale"
        apart = squares_apart(canvas, reference)
        assert len(apart) <= limit, f"{name} at {width}x{height}: {len(apart)} squares apart: {apart}"


def test_the_match_table_follows_a_window_made_bigger_while_it_shows(tmp_path, monkeypatch) -> None:
    """The table's still layer (kept between frames) is drawn anew at the new size, not resampled from the old."""
    app = make_app(tmp_path, monkeypatch)
    app.settings.animation_speed = 8.0
    match_carrying(app)
    app.draw()
    app.resize((2560, 1440))
    before = pen.strays
    app.draw()
    assert pen.strays == before
