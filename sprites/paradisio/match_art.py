"""The Paradisio match table: where trays, tokens, the floating table, the log and the news sit; the still layer.

The floating table (7×7 cells round the first tile) takes the middle, each
seat's tray a side; under the left tray lies the game log, under the right
one the news of the table (who started the round, the last tile laid) with
the Undo button, so nothing covers a tray or a cell the 4×4 square may use.

The still layer (background, the two trays with names and island tokens, the
cells of the floating table) depends only on a few facts of the view, so it
is drawn once per change of those facts and blitted every frame.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.paradisio.grid import BOX, SquareRoom
from sprites import palette, pen
from sprites.backdrop import colour_index, draw_gradient, draw_seat_marker, sea_gradient, seat_look
from sprites.paradisio.table import TileGrid, blit_pill, blit_token
from sprites.paradisio.tiles import WOOD, WOOD_DARK
from sprites.text import draw_text, fit_text, font, text_rect
from sprites.thinking import sign_spot

Cell = tuple[int, int]
Colour = tuple[int, int, int]

SIZE = (1280, 720)
CELL = 84
"""Side of a tile on the table and in the trays."""
REACH = BOX - 1
"""The floating table: cells -3..3 around the first tile can ever hold a tile."""
TABLE_GRID = TileGrid((640 - CELL // 2, 380 - CELL // 2), CELL, (-REACH, REACH), (-REACH, REACH))
"""The cells of the floating table on the canvas."""
TRAYS = (pygame.Rect(16, 10, 300, 516), pygame.Rect(964, 10, 300, 516))
"""Each seat's tray: seat 0 on the left, seat 1 on the right."""
LOG_AREA = pygame.Rect(16, 536, 300, 178)
"""The game log, under the left tray."""
NEWS_AREA = pygame.Rect(964, 536, 300, 178)
"""The news of the table (the round's starter, the last tile laid) and the Undo button, under the right tray."""
UNDO_RECT = pygame.Rect(NEWS_AREA.centerx + 4, NEWS_AREA.bottom - 48, NEWS_AREA.w // 2 - 16, 38)
HINT_RECT = pygame.Rect(NEWS_AREA.x + 12, NEWS_AREA.bottom - 48, NEWS_AREA.w // 2 - 16, 38)
"""The Hint and Undo buttons, side by side at the bottom of the news."""
TITLE_WIDTH = TRAYS[1].left - TRAYS[0].right - 28
"""How wide the words above the table may be (they stay between the trays)."""
TOKEN_RADIUS = 20
SEA_TOP: Colour = (20, 70, 100)
SEA_BOTTOM: Colour = (36, 100, 136)
"""The match's background shades from SEA_TOP down to SEA_BOTTOM."""
TRAY_TILE_GAP = (42, 12)
TRAY_TILES_TOP = 124
KIND_INK: Colour = (70, 50, 30)
"""The ink of a tray's "Computer · hard" line."""
"""Where the first row of tiles starts in a tray, below the name and the tokens."""


def tray_slot(seat: int, index: int) -> pygame.Rect:
    """Where the ``index``-th tile dealt to ``seat`` lies in its tray (2 columns, 4 rows)."""
    tray = TRAYS[seat]
    left = tray.x + (tray.w - 2 * CELL - TRAY_TILE_GAP[0]) // 2
    return pygame.Rect(left + (index % 2) * (CELL + TRAY_TILE_GAP[0]),
                       tray.y + TRAY_TILES_TOP + (index // 2) * (CELL + TRAY_TILE_GAP[1]), CELL, CELL)


def token_centre(seat: int, index: int) -> tuple[int, int]:
    """Where the ``index``-th island token of ``seat`` rests in its tray header."""
    tray = TRAYS[seat]
    return (tray.x + 40 + index * (2 * TOKEN_RADIUS + 12), tray.y + 92)


def seat_look_of(seat: dict[str, Any], index: int, colour_blind: bool) -> tuple[Colour, str]:
    """(colour, shape) of a seat from its view entry, in the chosen palette (the palette's own seat look: the same
    colour and shape the seat has at every table)."""
    return seat_look(colour_index(str(seat["colour"]), index), colour_blind)


def seat_colour_of(seat: dict[str, Any], index: int = 0, colour_blind: bool = False) -> Colour:
    """The RGB colour of a seat from its view entry, in the chosen palette."""
    return seat_look_of(seat, index, colour_blind)[0]


NAME_SIZES = (24, 22, 20, 18)
NAME_TWO_LINES = 18
NAME_WIDTH = TRAYS[0].w - 80
"""A tray names its seat on one line in the largest of :data:`NAME_SIZES` that fits :data:`NAME_WIDTH`, else on two
lines (sixteen letters of any script are never cut)."""


def name_lines(name: str) -> list[tuple[int, str]]:
    """The lines (type size, words) a tray names a seat with: one line if it fits, else two."""
    for size in NAME_SIZES:
        if font(size, True).size(name)[0] <= NAME_WIDTH:
            return [(size, name)]
    face = font(NAME_TWO_LINES, True)
    cut = max([i for i in range(1, len(name) + 1) if face.size(name[:i])[0] <= NAME_WIDTH] + [1])
    space = name.rfind(" ", 0, cut + 1)
    if space > 0:  # between words where there are words; a name in one run (山田太郎…) breaks between letters
        cut = space
    first, rest = name[:cut].rstrip(), name[cut:].lstrip()
    return [(NAME_TWO_LINES, first), (NAME_TWO_LINES, fit_text(rest, NAME_TWO_LINES, NAME_WIDTH, True))]


def kind_words(kind: str) -> str:
    """How the tray names a seat's kind."""
    return {"human": "Player", "easy": "Computer · easy", "hard": "Computer · hard",
            "expert": "Computer · expert"}.get(kind, kind)


TrayWord = tuple[str, int, bool, Colour, pygame.Rect]
"""(words, size, bold, ink, where) of one line of a tray's header."""


def tray_words(seat_index: int, seat: dict[str, Any]) -> list[TrayWord]:
    """The lines of a tray's header and where each is drawn: the seat's name (one line or two), then its kind."""
    tray = TRAYS[seat_index]
    lines = name_lines(str(seat["name"]))
    words: list[TrayWord] = []
    for row, (size, line) in enumerate(lines):
        y = tray.y + (32 if len(lines) == 1 else 22 + 21 * row)
        words.append((line, size, True, palette.INK, text_rect(line, size, True, midleft=(tray.x + 60, y))))
    kind, size = kind_words(str(seat["kind"])), 16 if len(lines) == 1 else 15
    words.append((kind, size, False, KIND_INK,
                  text_rect(kind, size, midleft=(tray.x + 60, tray.y + (58 if len(lines) == 1 else 64)))))
    return words


def tray_thinking_spot(seat_index: int, seat: dict[str, Any]) -> pygame.Rect | None:
    """Where a computer seat's thinking sign shows in its tray's header: after its name, else after its kind."""
    tray = TRAYS[seat_index]
    taken = [word[4] for word in tray_words(seat_index, seat)]
    right = tray.right - 18  # inside the tray's inner rim
    # each line's box less two pixels above and below: the boxes of the name and the kind overlap by two
    return sign_spot([(pygame.Rect(where.x, where.y + 2, right - where.x, where.h - 4), taken) for where in taken])


def draw_still_layer(view: dict[str, Any], room: SquareRoom, tokens: tuple[int, int],
                     colour_blind: bool, into: pygame.Surface | None = None) -> pygame.Surface:
    """The still parts of the match for ``view``: the table with the ``room`` left, and the trays; drawn over
    ``into`` (the last such layer, at the scale of the moment: making a window-sized picture anew costs more than
    drawing it) when given."""
    layer = into if into is not None and pen.scale_of(into) == pen.scale() else pen.surface(SIZE)
    layer.blit(sea_and_table(room), (0, 0))
    to_move = view["to_move"]
    for seat_index, seat in enumerate(view["seats"]):
        _draw_tray(layer, seat_index, seat, tokens[seat_index], int(view["tokens_to_win"]),
                   seat_index in to_move, colour_blind)
    return layer


_SEA_AND_TABLE: dict[float, tuple[SquareRoom, pygame.Surface]] = {}
pen.on_rescale(_SEA_AND_TABLE.clear)


def sea_and_table(room: SquareRoom) -> pygame.Surface:
    """The sea and the table cloth for ``room``, kept: it changes only when the room does, and then it is drawn
    again over the picture kept (a new window-sized picture costs 2-3 ms at 1920x1080 before anything is drawn)."""
    kept = _SEA_AND_TABLE.get(pen.scale())
    if kept is not None and kept[0] == room:
        return kept[1]
    if kept is None:
        layer = sea_gradient(SIZE, SEA_TOP, SEA_BOTTOM)
    else:
        layer = kept[1]
        draw_gradient(layer, layer.get_rect(), SEA_TOP, SEA_BOTTOM)
    _draw_table(layer, room)
    _SEA_AND_TABLE.clear()  # one scale at a time
    _SEA_AND_TABLE[pen.scale()] = (room, layer)
    return layer


def _draw_table(layer: pygame.Surface, room: SquareRoom) -> None:
    """The table cloth of cells: cells the 4×4 square can still cover lit, the others dark, then the room's frame."""
    area = TABLE_GRID.rect.inflate(16, 16)
    pen.rect(layer, CLOTH, area, border_radius=14)
    pen.rect(layer, WOOD_DARK, area, 4, border_radius=14)
    for cell in TABLE_GRID.cells():
        layer.blit(_cell_tile(room.holds(cell)), TABLE_GRID.cell_rect(cell).topleft)
    _draw_room_frame(layer, room)


CLOTH = (14, 52, 80)
"""The table cloth's colour, between the cells."""


@pen.cached(maxsize=2)
def _cell_tile(lit: bool) -> pygame.Surface:
    """One cell of the cloth, lit (the 4×4 square can still cover it) or dark, on the cloth round it: drawn once
    and copied to every cell (drawing 49 rounded squares each time the room changed took 4 ms at 1920x1080)."""
    side = TABLE_GRID.size
    tile = pen.surface((side, side))
    tile.fill(CLOTH)
    pen.rect(tile, (30, 96, 134) if lit else (18, 60, 90), pygame.Rect(0, 0, side, side).inflate(-4, -4),
             border_radius=6)
    return tile


def room_rect(room: SquareRoom) -> pygame.Rect:
    """The canvas rectangle of the cells the 4×4 square can still cover."""
    return TABLE_GRID.cell_rect((room.cols[0], room.rows[0])).union(
        TABLE_GRID.cell_rect((room.cols[1], room.rows[1])))


def _draw_room_frame(layer: pygame.Surface, room: SquareRoom) -> None:
    """A soft sand outline round the room left; the sides of the 4×4 square already fixed as wooden rails.

    Once both pairs of sides are fixed the rails close into the wooden frame of the square itself.
    """
    box = room_rect(room).inflate(8, 8)
    if room.fixed:
        pen.rect(layer, WOOD_DARK, box.inflate(10, 10).move(0, 3), 9, border_radius=12)
        pen.rect(layer, WOOD, box.inflate(10, 10), 9, border_radius=12)
        pen.rect(layer, palette.SAND, box.inflate(10, 10), 2, border_radius=12)
        return
    soft = pen.surface(box.inflate(8, 8).size, pygame.SRCALPHA)
    pen.rect(soft, (*palette.SAND, 70), soft.get_rect(), 8, border_radius=12)
    pen.rect(soft, (*palette.SAND, 170), soft.get_rect().inflate(-6, -6), 2, border_radius=10)
    layer.blit(soft, box.inflate(8, 8).topleft)
    rail = 7
    if room.fixed_cols:
        for x in (box.left - 2, box.right - rail + 2):
            pen.rect(layer, WOOD, (x, box.top + 6, rail, box.h - 12), border_radius=3)
    if room.fixed_rows:
        for y in (box.top - 2, box.bottom - rail + 2):
            pen.rect(layer, WOOD, (box.left + 6, y, box.w - 12, rail), border_radius=3)


def _draw_tray(layer: pygame.Surface, seat_index: int, seat: dict[str, Any], tokens: int, to_win: int,
               to_move: bool, colour_blind: bool) -> None:
    tray = TRAYS[seat_index]
    colour, shape = seat_look_of(seat, seat_index, colour_blind)
    pen.rect(layer, WOOD_DARK, tray.move(0, 5), border_radius=18)
    pen.rect(layer, WOOD, tray, border_radius=18)
    pen.rect(layer, (196, 150, 96), tray.inflate(-16, -16), border_radius=14)
    pen.rect(layer, colour, tray, 6 if to_move else 3, border_radius=18)
    draw_seat_marker(layer, (tray.x + 36, tray.y + 36), 14, colour, shape)
    for words, size, bold, ink, where in tray_words(seat_index, seat):
        draw_text(layer, words, size, ink, bold, topleft=where.topleft)
    for i in range(to_win):
        blit_token(layer, token_centre(seat_index, i), TOKEN_RADIUS, i < tokens)
    if to_move:
        blit_pill(layer, "to move", 18, palette.PAPER, colour, ("midright", (tray.right - 26, tray.y + 92)))
    for index in range(8):
        slot = tray_slot(seat_index, index)
        pen.rect(layer, (170, 124, 76), slot.inflate(6, 6), border_radius=10)
