"""Drawing the Paradisio solitaire screen from its scene (no state changes here)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.paradisio.solitaire import DIFFICULTIES, LEVELS
from game.paradisio.tiles import TILE_COUNT
from scenes.paradisio.best_times import clock_text, record_key
from sprites import palette
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
    tray_rect,
)
from sprites.paradisio.table import blit_pill, draw_banner, draw_lifted, draw_placed
from sprites.paradisio.tiles import blit_glow, blit_tile
from sprites.text import blit_text
from sprites.tween import Point

if TYPE_CHECKING:
    from scenes.paradisio.solitaire import SolitaireScene


def make_buttons(scene: "SolitaireScene") -> list[Button]:
    """The panel's buttons, each calling its action on ``scene``."""
    x, w = PANEL.x + 20, PANEL.w - 40
    third = (w - 20) // 3
    buttons = [Button(f"level {n}", f"Level {n}", pygame.Rect(x + i * (third + 10), 92, third, 44),
                      partial(scene.choose_level, n), getattr(pygame, f"K_{n}")) for i, n in enumerate(LEVELS)]
    buttons.append(Button("free", "Free play", pygame.Rect(x, 160, w, 44), scene.free_play, pygame.K_f))
    buttons.append(Button("puzzle", "New puzzle", pygame.Rect(x, 216, w, 44), scene.new_puzzle, pygame.K_n))
    buttons += [Button(d, d.capitalize(), pygame.Rect(x + i * (third + 10), 270, third, 38),
                       partial(scene.choose_difficulty, d)) for i, d in enumerate(DIFFICULTIES)]
    half = (w - 10) // 2
    buttons.append(Button("check", "Check", pygame.Rect(x, 336, half, 46), scene.check, pygame.K_c))
    buttons.append(Button("hint", "Hint", pygame.Rect(x + half + 10, 336, half, 46), scene.hint, pygame.K_h))
    buttons.append(Button("undo", "Undo", pygame.Rect(x, 392, half, 46), scene.undo))
    buttons.append(Button("redo", "Redo", pygame.Rect(x + half + 10, 392, half, 46), scene.redo))
    buttons.append(Button("back", "Back", pygame.Rect(x, PANEL.bottom - 64, w, 44), scene.back))
    return buttons


def draw_solitaire(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    """Paint the whole solitaire screen of ``scene``."""
    surface.blit(backdrop(), (0, 0))
    _draw_panel(surface, scene)
    carried = scene.holding.drag.carried.item if scene.holding.drag.carried is not None else None
    returning = dict(scene.holding.drag.returning_items())
    skip = {c for c, (t, _) in scene.square.items() if t in scene.flying or t == carried or t in returning}
    draw_placed(surface, SQUARE, [(c, t, turn) for c, (t, turn) in scene.square.items()], skip)
    draw_fixed_marks(surface, scene.fixed)
    draw_region_tints(surface, scene.tinted)
    draw_marked_cells(surface, scene.marked)
    now, other = scene.glowing()
    for cell in other:
        blit_glow(surface, SQUARE.cell_rect(cell), False)
    for cell in now:
        blit_glow(surface, SQUARE.cell_rect(cell), True)
    placed = {t for t, _ in scene.square.values()}
    for tile_id in range(TILE_COUNT):
        if tile_id in placed or tile_id == carried or tile_id in scene.flying or tile_id in returning:
            continue
        rect = tray_rect(tile_id)
        blit_tile(surface, tile_id, scene.holding.angle_of(tile_id), CELL, rect.topleft)
        if tile_id == scene.holding.selected:
            pygame.draw.rect(surface, palette.GLOW, rect.inflate(10, 10), 4, border_radius=10)
    _draw_moving(surface, scene, carried, returning)
    _draw_words(surface, scene)


def _draw_moving(surface: pygame.Surface, scene: "SolitaireScene", carried: int | None,
                 returning: dict[int, Point]) -> None:
    for tile_id, tween in scene.flying.items():
        cell = scene.cell_of(tile_id)
        angle = scene.holding.angle_of(tile_id) if cell is None else scene.square[cell][1]
        draw_lifted(surface, tile_id, angle, CELL, tween.position)
    for tile_id, pos in returning.items():
        draw_lifted(surface, tile_id, scene.holding.angle_of(tile_id), CELL, pos)
    selected = scene.holding.selected
    if selected is not None and carried is None:
        blit_tile(surface, selected, scene.holding.angle_of(selected), CELL, SQUARE.cell_rect(scene.holding.cursor).topleft,
                  alpha=190)
    if scene.holding.drag.carried is not None or selected is not None:
        pygame.draw.rect(surface, palette.PAPER, SQUARE.cell_rect(scene.holding.cursor).inflate(8, 8), 3,
                         border_radius=8)
    if carried is not None and scene.holding.carried_top_left is not None:
        draw_lifted(surface, carried, scene.holding.angle_of(carried), CELL, scene.holding.carried_top_left)


def _draw_panel(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    blit_text(surface, "Paradisio solitaire", 26, palette.INK, ("midtop", (PANEL.centerx, 36)), bold=True)
    chosen = {f"level {scene.level}", scene.mode, scene.difficulty if scene.mode == "puzzle" else ""}
    unlit = {"undo"} if not scene.can_undo else set()
    unlit |= {"redo"} if not scene.can_redo else set()
    mouse = scene.app.mouse_position()
    for button in scene.buttons:
        draw_button(surface, button, button.name in chosen, button.rect.collidepoint(mouse), button.name not in unlit)
    blit_text(surface, "Best times", 20, palette.INK, ("topleft", (PANEL.x + 24, 454)), bold=True)
    for row, level in enumerate(LEVELS):
        parts = [f"{d[0].upper()} {clock_text(scene.best[record_key(level, d)])}"
                 for d in ("free",) + DIFFICULTIES if record_key(level, d) in scene.best]
        blit_text(surface, f"Level {level}: " + ("  ".join(parts) or "—"), 15, palette.INK,
                   ("topleft", (PANEL.x + 24, 482 + row * 24)))
    for row, keys in enumerate(("1 2 3 level · F free · N puzzle · D difficulty",
                                "C check · H hint · Del back to tray · Esc pause",
                                "Ctrl+Z undo · Ctrl+Y or Ctrl+Shift+Z redo")):
        blit_text(surface, keys, 13, (70, 50, 30), ("topleft", (PANEL.x + 24, 562 + row * 19)))


def _draw_words(surface: pygame.Surface, scene: "SolitaireScene") -> None:
    mode = "free play" if scene.mode == "free" else f"{scene.difficulty} puzzle"
    blit_text(surface, f"Level {scene.level} · {mode}", 26, palette.PAPER, ("topleft", (356, 40)), bold=True)
    clock = clock_text(scene.solved_at if scene.solved_at is not None else scene.elapsed)
    blit_text(surface, clock, 30, palette.GLOW, ("topright", (740, 36)), bold=True)
    help_line = ("Next: N a new puzzle · F free play · 1 2 3 another level" if scene.solved
                 else "Drag tiles into the square · wheel, right click or R turns · Tab, arrows, Enter")
    blit_text(surface, help_line, 15, palette.SEA_LIGHT, ("midtop", (PLAY_CENTRE_X, 560)))
    if scene.message:
        blit_pill(surface, scene.message[:100], 18, palette.PAPER, palette.SEA_DEEP, ("center", (PLAY_CENTRE_X, 630)))
    if scene.solved_at is not None:
        draw_party(surface, scene.party_age)
        record = "A new best time!" if scene.new_record else f"Level {scene.level} · {mode}"
        # on the empty tray, so the finished square stays in full view
        draw_banner(surface, "Solved!", f"{clock_text(scene.solved_at)} · {record}", TRAY_GRID.rect.center,
                    palette.LEAF)
