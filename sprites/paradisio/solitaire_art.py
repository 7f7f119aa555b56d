"""The Paradisio solitaire screen: the square, the tray of 16 tiles, buttons, tints and the party."""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.paradisio.grid import Region, Square
from game.paradisio.tiles import tile_corners, tile_join
from sprites import palette, pen
from sprites.backdrop import sea_gradient
from sprites.paradisio.marks import region_overlay
from sprites.paradisio.table import TileGrid
from sprites.paradisio.tiles import WOOD, WOOD_DARK
from sprites.text import blit_text

Cell = tuple[int, int]
Colour = tuple[int, int, int]

CELL = 96
SQUARE = TileGrid((356, 130), CELL, (0, 3), (0, 3))
"""The 4×4 square of the solitaire."""
TRAY_GRID = TileGrid((818, 130), CELL + 10, (0, 3), (0, 3))
"""The tray: the 16 tiles, tile ``id`` in slot (id % 4, id // 4)."""
PANEL = pygame.Rect(16, 16, 300, 688)
SIZE = (1280, 720)
SEA_TOP: Colour = (22, 74, 104)
SEA_BOTTOM: Colour = (34, 102, 134)
"""The solitaire's background shades from SEA_TOP down to SEA_BOTTOM."""
ISLAND_TINTS: tuple[Colour, ...] = ((255, 120, 60), (255, 220, 40), (230, 60, 160), (160, 255, 80), (255, 160, 200))
SEA_TINTS: tuple[Colour, ...] = ((60, 200, 255), (150, 90, 255), (40, 255, 200), (80, 120, 255), (200, 240, 255))
PLAY_CENTRE_X = (SQUARE.rect.left + TRAY_GRID.rect.right) // 2
"""The middle of the square and the tray together, where the words under them are centred."""


def tray_rect(tile_id: int) -> pygame.Rect:
    """Where tile ``tile_id`` rests in the tray."""
    slot = TRAY_GRID.cell_rect((tile_id % 4, tile_id // 4))
    return pygame.Rect(slot.x, slot.y, CELL, CELL)


@dataclass
class Button:
    """A hand-drawn button: a name, its words, where it is, what it does and its key."""

    name: str
    label: str
    rect: pygame.Rect
    action: Callable[[], None]
    shortcut: int | None = None


def draw_button(surface: pygame.Surface, button: Button, chosen: bool, hovered: bool, enabled: bool = True) -> None:
    """A wooden button; the chosen one (level, mode, difficulty) is lit, one that can do nothing now is greyed."""
    body = button.rect
    if not enabled:
        pen.rect(surface, (176, 140, 100), body, border_radius=10)
        pen.rect(surface, (150, 114, 78), body, 2, border_radius=10)
        blit_text(surface, button.label, 18, (120, 92, 66), ("center", body.center))
        return
    pen.rect(surface, WOOD_DARK, body.move(0, 3), border_radius=10)
    fill = palette.GLOW if chosen else ((226, 190, 140) if hovered else palette.SAND)
    pen.rect(surface, fill, body, border_radius=10)
    pen.rect(surface, WOOD_DARK, body, 2, border_radius=10)
    blit_text(surface, button.label, 18, palette.INK, ("center", body.center), bold=chosen)


@pen.cached(maxsize=1)
def backdrop() -> pygame.Surface:
    """Sea gradient, the wooden panel, the empty square and the empty tray (drawn once)."""
    back = sea_gradient(SIZE, SEA_TOP, SEA_BOTTOM)
    pen.rect(back, WOOD_DARK, PANEL.move(0, 4), border_radius=18)
    pen.rect(back, WOOD, PANEL, border_radius=18)
    pen.rect(back, (196, 150, 96), PANEL.inflate(-14, -14), border_radius=14)
    frame = SQUARE.rect.inflate(24, 24)
    pen.rect(back, WOOD_DARK, frame.move(0, 5), border_radius=16)
    pen.rect(back, WOOD, frame, border_radius=16)
    for cell in SQUARE.cells():
        pen.rect(back, (24, 80, 112), SQUARE.cell_rect(cell).inflate(-4, -4), border_radius=6)
    tray = TRAY_GRID.rect.inflate(20, 20)
    pen.rect(back, (14, 52, 80), tray, border_radius=14)
    for tile_id in range(16):
        pen.rect(back, (28, 86, 120), tray_rect(tile_id).inflate(6, 6), border_radius=10)
    return back


def region_colours(found: Iterable[Region]) -> list[tuple[Region, Colour]]:
    """Each island and each sea with its own tint (islands warm, seas cool), in the order given."""
    islands = seas = 0
    coloured: list[tuple[Region, Colour]] = []
    for region in found:
        if region.kind == "island":
            colour, islands = ISLAND_TINTS[islands % len(ISLAND_TINTS)], islands + 1
        else:
            colour, seas = SEA_TINTS[seas % len(SEA_TINTS)], seas + 1
        coloured.append((region, colour))
    return coloured


def draw_region_tints(surface: pygame.Surface, found: Iterable[Region], square: Square) -> None:
    """Each island and each sea in its own tint, following the coastline painted on the tiles."""
    coloured = region_colours(found)
    if not coloured:
        return
    looks = tuple((cell, tile_corners(t, turn), tile_join(t)) for cell, (t, turn) in sorted(square.items()))
    pieces = tuple(((r.kind, r.corners), colour) for r, colour in coloured)
    surface.blit(region_overlay(looks, pieces, CELL), SQUARE.rect.topleft)


def tint_key_entries(found: Iterable[Region]) -> list[tuple[str, Colour]]:
    """The key of the tints: "island 1 · 5 tiles" and its colour, per island and sea."""
    entries: list[tuple[str, Colour]] = []
    counts = {"island": 0, "sea": 0}
    for region, colour in region_colours(found):
        counts[region.kind] += 1
        tiles = len(region.cells)
        entries.append((f"{region.kind} {counts[region.kind]} · {tiles} tile{'s' if tiles != 1 else ''}", colour))
    return entries


def draw_marked_cells(surface: pygame.Surface, cells: Iterable[Cell], colour: Colour = palette.WARN) -> None:
    """A thick frame round each cell that a check or a hint points at."""
    for cell in cells:
        pen.rect(surface, colour, SQUARE.cell_rect(cell).inflate(-2, -2), 5, border_radius=8)


def draw_fixed_marks(surface: pygame.Surface, cells: Iterable[Cell]) -> None:
    """A small wooden peg on the tiles a puzzle gives (they cannot be moved)."""
    for cell in cells:
        rect = SQUARE.cell_rect(cell)
        pen.circle(surface, WOOD_DARK, (rect.right - 14, rect.y + 14), 7)
        pen.circle(surface, palette.SAND, (rect.right - 14, rect.y + 14), 4)


def draw_party(surface: pygame.Surface, age: float) -> None:
    """The solved square's party, ``age`` seconds after solving: its frame glows and fireworks burst round it."""
    pulse = 0.5 + 0.5 * math.sin(age * 5)
    frame = SQUARE.rect.inflate(24, 24)
    glow = tuple(round(a + (b - a) * pulse) for a, b in zip(palette.SAND, palette.GLOW))
    pen.rect(surface, glow, frame.inflate(8, 8), 6, border_radius=18)
    pen.rect(surface, palette.PAPER, frame.inflate(16 + round(6 * pulse), 16 + round(6 * pulse)), 2,
                     border_radius=22)
    colours = (palette.GLOW, palette.SAND, palette.LEAF, palette.SEA_LIGHT, palette.WARN, palette.PAPER)
    spots = (frame.topleft, frame.topright, frame.bottomright, frame.bottomleft, frame.midtop,
             TRAY_GRID.rect.topleft, TRAY_GRID.rect.topright, TRAY_GRID.rect.bottomright)
    for burst, (bx, by) in enumerate(spots):
        start = burst * 0.3
        if age < start:
            continue
        t = (age - start) % 2.4
        if t > 1.6:
            continue  # a pause before this spot bursts again
        reach = 20 + 130 * (1 - (1 - t / 1.6) ** 3)
        radius = max(1, round(7 * (1 - t / 1.6)))
        for spark in range(16):
            angle = spark * math.tau / 16 + burst * 0.7
            x = bx + math.cos(angle) * reach
            y = by + math.sin(angle) * reach + 30 * t * t
            colour = colours[(spark + burst) % len(colours)]
            pen.circle(surface, colour, (round(x), round(y)), radius)
            pen.circle(surface, colour, (round(x - math.cos(angle) * 12), round(y - math.sin(angle) * 12)),
                               max(1, radius // 2))
