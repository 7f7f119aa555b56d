"""What the deciding player's hand shows over the Last Resort table, drawn every frame on top of it: the tile of a
placement waiting for its Confirm, the keyboard cursor (as bright as the glow of the spaces), and what a tile
held over a Viewing Platform gives up.  Reads the controls only; the words come from
:mod:`game.last_resort.prompts`."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.last_resort import prompts
from sprites import palette, pen
from sprites.last_resort.faces import tile_face
from sprites.last_resort.layout import LARGE_GRID, carried_tag_rect
from sprites.text import fit_lines, render_text

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

CURSOR_WIDTH = 5
"""The keyboard cursor's outline: thicker than the glow's (3), so it is never lost among glowing spaces."""


def draw_placing(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """The pending tile, the keyboard cursor, the Viewing Platform note of a tile held over one."""
    controls = scene.controls
    if controls.seat is None or controls.seat != scene.large_seat() or scene.app.stack.top is not scene:
        return
    pending = controls.pending
    if pending is not None:
        cell = scene.cell_rect(controls.seat, pending.space)
        surface.blit(pending_face(pending.tile, cell), cell.inflate(-4, -4).topleft)
        pen.rect(surface, palette.GLOW, cell.inflate(4, 4), CURSOR_WIDTH, border_radius=8)
        above = (cell.centerx, cell.y - 24)  # over the row above; under a top-row space, clear of the header
        _tag(surface, prompts.CONFIRM_CHOICE + "?", above if above[1] >= LARGE_GRID.y else (cell.centerx, cell.bottom + 4),
             palette.GLOW, palette.INK)
        return
    cursor = controls.cursor_rect() if controls.phase != "checkout" and not controls.dragging else None
    if cursor is not None:
        outer = cursor.inflate(6, 6)
        pen.rect(surface, palette.INK, outer.inflate(4, 4), 2, border_radius=9)
        pen.rect(surface, palette.PAPER, outer, CURSOR_WIDTH, border_radius=8)
    held = controls.carried_rect()
    space = controls.space_at(controls.pointer)
    if held is not None and held[0][0] == "tile" and space is not None and space in controls.glowing():
        note = prompts.platform_note(space)
        if note:
            rect, lines = held[1], fit_lines(note, 14, 300)[:3]
            price = carried_tag_rect(rect, (10, 26))  # beyond the price the held tile shows, on the same side
            for i, line in enumerate(lines):
                y = price.y - 20 * (len(lines) - i) if price.y < rect.y else price.bottom + 2 + 20 * i
                _tag(surface, line, (rect.centerx, y), palette.WARN, palette.PAPER)


def pending_face(tile: int, cell: pygame.Rect) -> pygame.Surface:
    """A tile waiting for its Confirm on ``cell``: its face a little see-through over the dark of an empty space
    (over the space itself, its "5 QUID" showed through the tile's header; playtest), the kept face untouched."""
    return _waiting_face(tile, cell.w - 4, cell.h - 4)


@pen.cached(maxsize=4)
def _waiting_face(tile: int, w: int, h: int) -> pygame.Surface:
    """:func:`pending_face` at ``w``×``h``, made once while the tile waits (at the scale of the moment), not every
    frame."""
    face = tile_face(tile, w, h).copy()
    face.set_alpha(215)
    waiting = pen.surface(face.get_size())
    waiting.fill(palette.INK)
    waiting.blit(face, (0, 0))
    return waiting


def _tag(surface: pygame.Surface, words: str, midtop: tuple[int, int], fill: tuple[int, int, int],
         ink: tuple[int, int, int]) -> None:
    image = render_text(words, 14, ink, True)
    box = image.get_rect(midtop=midtop).inflate(10, 4).clamp(surface.get_rect())
    pen.rect(surface, fill, box, border_radius=5)
    surface.blit(image, image.get_rect(center=box.center))
