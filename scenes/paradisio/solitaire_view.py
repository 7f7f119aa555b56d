"""Drawing the Paradisio solitaire screen from its scene (no state changes here)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.paradisio import solitaire_words as words
from game.paradisio.solitaire import DIFFICULTIES, LEVEL_SHORT_GOALS, LEVELS
from game.paradisio.solitaire_words import clock_text
from game.paradisio.tiles import TILE_COUNT
from scenes.paradisio.best_times import record_key
from sprites import palette, pen
from sprites.damage import lay_still
from sprites.paradisio.marks import blit_glows, draw_cursor, draw_key, draw_legend
from sprites.paradisio.solitaire_art import (
    CELL,
    PANEL,
    PLAY_CENTRE_X,
    SQUARE,
    TRAY_GRID,
    Button,
    backdrop,
    draw_button,
    draw_fixed_marks,
    draw_marked_cells,
    draw_party,
    draw_region_tints,
    tint_key_entries,
    tray_rect,
)
from sprites.paradisio.table import blit_pill, draw_banner, draw_lifted, draw_placed, fitted
from sprites.paradisio.tiles import blit_tile
from sprites.text import blit_text, fit_lines, fit_text
from sprites.tween import Point

if TYPE_CHECKING:
    from scenes.paradisio.solitaire import SolitaireScene


PANEL_ROWS = {"levels": 80, "goal": 128, "free": 170, "puzzle": 218, "difficulty": 264, "check": 314,
              "undo": 362, "best": 418, "keys": 540}
"""Where each row of the panel starts (y)."""
KEY_LINES = ("1 2 3 level · F free play · N new puzzle", "D difficulty · C check · H hint",
             "Arrows move the cursor · Del: tile to tray", "Ctrl+Z undo · Ctrl+Y redo · Esc pause")
"""The panel's reminder of the keys, in lines that fit it."""
BEST_COLUMNS = (("Level", 46), ("Free", 46), ("Easy", 46), ("Medium", 66), ("Hard", 44))
"""The best-times table: each heading and its width."""
CLOCK_ROOM = 160
"""The width kept free at the right of the goal line for the clock and its "starts at your first tile"."""
MESSAGE_Y = 618
"""The middle of the message's first line, under the help line (its lines go downwards)."""


def make_buttons(scene: "SolitaireScene") -> list[Button]:
    """The panel's buttons, each calling its action on ``scene``."""
    x, w = PANEL.x + 20, PANEL.w - 40
    third = (w - 20) // 3
    rows = PANEL_ROWS
    buttons = [Button(f"level {n}", f"Level {n}", pygame.Rect(x + i * (third + 10), rows["levels"], third, 42),
                      partial(scene.choose_level, n), getattr(pygame, f"K_{n}")) for i, n in enumerate(LEVELS)]
    buttons.append(Button("free", "Free play", pygame.Rect(x, rows["free"], w, 40), scene.free_play, pygame.K_f))
    buttons.append(Button("puzzle", "New puzzle", pygame.Rect(x, rows["puzzle"], w, 40), scene.new_puzzle,
                          pygame.K_n))
    buttons += [Button(d, d.capitalize(), pygame.Rect(x + i * (third + 10), rows["difficulty"], third, 36),
                       partial(scene.choose_difficulty, d)) for i, d in enumerate(DIFFICULTIES)]
    half = (w - 10) // 2
    buttons.append(Button("check", "Check", pygame.Rect(x, rows["check"], half, 40), scene.check, pygame.K_c))
    buttons.append(Button("hint", "Hint", pygame.Rect(x + half + 10, rows["check"], half, 40), scene.hint,
                          pygame.K_h))
    buttons.append(Button("undo", "Undo", pygame.Rect(x, rows["undo"], half, 40), scene.undo))
    buttons.append(Button("redo", "Redo", pygame.Rect(x + half + 10, rows["undo"], half, 40), scene.redo))
    buttons.append(Button("back", "Back", pygame.Rect(x, PANEL.bottom - 64, w, 44), scene.back))
    return buttons


def draw_solitaire(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    """Paint the whole solitaire screen of ``scene``."""
    lay_still(surface, backdrop())
    if scene.board.solved_at is not None:  # first, off the panel: its sparks pass under the square and the words
        surface.set_clip(pygame.Rect(PANEL.right + 8, 0, surface.get_width(), surface.get_height()))
        draw_party(surface, scene.party_age)
        surface.set_clip(None)
    _draw_panel(surface, scene)
    carried = scene.holding.drag.carried.item if scene.holding.drag.carried is not None else None
    returning = dict(scene.holding.drag.returning_items())
    skip = {c for c, (t, _) in scene.board.square.items() if t in scene.flying or t == carried or t in returning}
    blit_glows(surface, SQUARE.cell_rect, *scene.glowing())
    draw_placed(surface, SQUARE, [(c, t, turn) for c, (t, turn) in scene.board.square.items()], skip)
    draw_fixed_marks(surface, scene.board.fixed)
    draw_region_tints(surface, scene.tinted, scene.board.square)
    draw_marked_cells(surface, scene.marked)
    if scene.hinted is not None:
        draw_marked_cells(surface, (scene.hinted,), palette.GLOW)
    placed = {t for t, _ in scene.board.square.values()}
    for tile_id in range(TILE_COUNT):
        if tile_id in placed or tile_id == carried or tile_id in scene.flying or tile_id in returning:
            continue
        rect = tray_rect(tile_id)
        blit_tile(surface, tile_id, scene.holding.angle_of(tile_id), CELL, rect.topleft)
        if tile_id == scene.holding.selected:
            pen.rect(surface, palette.GLOW, rect.inflate(10, 10), 4, border_radius=10)
    if scene.tinted:
        _draw_tint_key(surface, scene)
    _draw_moving(surface, scene, carried, returning)
    _draw_words(surface, scene)


def _draw_tint_key(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    """What the tints mean, over the (empty) tray: each island and sea, and what the level asks."""
    pen.rect(surface, (14, 52, 80), TRAY_GRID.rect.inflate(20, 20), border_radius=14)
    area = TRAY_GRID.rect.inflate(-16, -16)
    blit_text(surface, "Check: islands and seas", 22, palette.PAPER, ("topleft", area.topleft), bold=True)
    goal = words.level_asks(scene.board.level)
    y = area.y + 34
    for line in fit_lines(goal, 16, area.w)[:2]:
        blit_text(surface, line, 16, palette.SEA_LIGHT, ("topleft", (area.x, y)))
        y += 22
    entries = tint_key_entries(scene.tinted)
    y = draw_key(surface, (area.x, y + 10), entries[:12], area.w)
    if len(entries) > 12:
        blit_text(surface, f"and {len(entries) - 12} more", 15, palette.PAPER, ("topleft", (area.x + 32, y)))


def _draw_moving(surface: pygame.Surface, scene: "SolitaireScene", carried: int | None,
                 returning: dict[int, Point]) -> None:
    for tile_id, tween in scene.flying.items():
        cell = scene.board.cell_of(tile_id)
        angle = scene.holding.angle_of(tile_id) if cell is None else scene.board.square[cell][1]
        draw_lifted(surface, tile_id, angle, CELL, tween.position)
    for tile_id, pos in returning.items():
        draw_lifted(surface, tile_id, scene.holding.angle_of(tile_id), CELL, pos)
    selected = scene.holding.selected
    if selected is not None and carried is None:
        blit_tile(surface, selected, scene.holding.angle_of(selected), CELL, SQUARE.cell_rect(scene.holding.cursor).topleft,
                  alpha=190)
    if carried is None and not scene.board.solved:
        draw_cursor(surface, SQUARE.cell_rect(scene.holding.cursor), selected is not None)
    if carried is not None and scene.holding.carried_top_left is not None:
        draw_lifted(surface, carried, scene.holding.angle_of(carried), CELL, scene.holding.carried_top_left)


def _draw_panel(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    blit_text(surface, "Paradisio solitaire", 26, palette.INK, ("midtop", (PANEL.centerx, 32)), bold=True)
    chosen = {f"level {scene.board.level}", scene.board.mode, scene.board.difficulty if scene.board.mode == "puzzle" else ""}
    unlit = {"undo"} if not scene.can_undo else set()
    unlit |= {"redo"} if not scene.can_redo else set()
    mouse = scene.app.mouse_position()
    for button in scene.buttons:
        draw_button(surface, button, button.name in chosen, button.rect.collidepoint(mouse), button.name not in unlit)
    pointed = next((b for b in scene.buttons if b.name.startswith("level ") and b.rect.collidepoint(mouse)), None)
    level = int(pointed.name.split()[1]) if pointed is not None else scene.board.level
    goal = fit_text(f"Level {level}: {LEVEL_SHORT_GOALS[level]}", 16, PANEL.w - 44, bold=True)
    blit_text(surface, goal, 16, palette.INK, ("midtop", (PANEL.centerx, PANEL_ROWS["goal"] + 8)), bold=True)
    _draw_best_times(surface, scene)
    for row, keys in enumerate(KEY_LINES):
        # up to 18 short of the panel's right edge: type drawn at 1.5x runs a few percent wider than at 1x
        blit_text(surface, fit_text(keys, 13, PANEL.w - 40), 13, (70, 50, 30),
                  ("topleft", (PANEL.x + 22, PANEL_ROWS["keys"] + row * 19)))


def _draw_best_times(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    """A table of best times: a row per level, a column per kind of board, every word spelled out."""
    top = PANEL_ROWS["best"]
    blit_text(surface, "Best times", 20, palette.INK, ("topleft", (PANEL.x + 22, top)), bold=True)
    blit_text(surface, "(no hints)", 14, (70, 50, 30), ("bottomright", (PANEL.right - 22, top + 24)))
    x = PANEL.x + 22
    for heading, width in BEST_COLUMNS:
        blit_text(surface, heading, 14, palette.INK, ("topleft", (x, top + 30)), bold=True)
        x += width
    for row, level in enumerate(LEVELS):
        y = top + 52 + row * 22
        x = PANEL.x + 22
        chosen = level == scene.board.level
        cells = [str(level)] + [clock_text(scene.best[k]) if (k := record_key(level, d)) in scene.best else "–"
                                for d in ("free",) + DIFFICULTIES]
        for (_, width), text in zip(BEST_COLUMNS, cells):
            blit_text(surface, text, 15, palette.INK, ("topleft", (x, y)), bold=chosen)
            x += width


def _draw_words(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    mode = "free play" if scene.board.mode == "free" else f"{scene.board.difficulty} puzzle"
    blit_text(surface, f"Level {scene.board.level} · {mode}", 26, palette.PAPER, ("topleft", (SQUARE.rect.x, 30)),
              bold=True)
    goal = words.goal_words(scene.board.level)
    size, goal = fitted(goal, (17, 16, 15, 14), TRAY_GRID.rect.right - SQUARE.rect.x - CLOCK_ROOM)
    blit_text(surface, goal, size, palette.GLOW, ("topleft", (SQUARE.rect.x, 72)))
    # the clock over the tray's right edge: over the square's, "Level 3 · medium puzzle" ran into it
    clock = clock_text(scene.board.solved_at if scene.board.solved_at is not None else scene.board.elapsed)
    blit_text(surface, clock, 30, palette.GLOW if scene.board.started else palette.SEA_LIGHT,
              ("topright", (TRAY_GRID.rect.right, 20)), bold=True)
    if not scene.board.started and not scene.thinking:
        blit_text(surface, words.CLOCK_WAITS, 14, palette.SEA_LIGHT,
                  ("topright", (TRAY_GRID.rect.right, 62)))
    if scene.holding.held is not None:
        draw_legend(surface, (SQUARE.rect.centerx, 546), ("bright", "turn"), SQUARE.rect.w + 60)
    help_line = ("Next: N a new puzzle · F free play · 1 2 3 another level" if scene.board.solved
                 else "Drag tiles into the square · wheel, right click or R turns · Tab, arrows, Enter")
    blit_text(surface, help_line, 15, palette.SEA_LIGHT, ("midtop", (PLAY_CENTRE_X, 574)))
    if scene.message:
        width = TRAY_GRID.rect.right - SQUARE.rect.x - 40
        size, lines = next(((s, fit_lines(scene.message, s, width, True)) for s in (18, 16)
                            if len(fit_lines(scene.message, s, width, True)) <= 2),
                           (15, fit_lines(scene.message, 15, width, True)))  # every word, on three lines at most
        step = size + 14 if len(lines) <= 2 else 27
        for row, line in enumerate(lines):  # downwards from under the help line, which a second line covered
            blit_pill(surface, line, size, palette.PAPER, palette.SEA_DEEP,
                      ("center", (PLAY_CENTRE_X, MESSAGE_Y + row * step)))
    if scene.board.solved_at is not None:
        title, record = words.solved_banner(scene.board.solved_at, scene.board.hints_used, scene.new_record,
                                            f"Level {scene.board.level} · {mode}")
        # on the empty tray, so the finished square stays in full view
        draw_banner(surface, title, record, TRAY_GRID.rect.center, palette.LEAF, width=TRAY_GRID.rect.w + 20)
