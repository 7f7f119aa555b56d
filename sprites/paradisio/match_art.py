"""The Paradisio match table: where trays, tokens, the floating table, the log and the news sit; the still layer.

The floating table (7×7 cells round the first tile) takes the middle, each
seat's tray a side; under the left tray lies the game log, under the right
one the news of the table (who started the round, the last tile laid) with
the Undo button, so nothing covers a tray or a cell the 4×4 square may use;
the table's message lies over the news for the few seconds it shows.

The still layer (background, the two trays with names and island tokens, the
cells of the floating table) depends only on a few facts of the view, so it
is drawn once per change of those facts and blitted every frame.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.paradisio.grid import BOX, SquareRoom
from sprites import palette, pen
from sprites.backdrop import colour_index, draw_seat_marker, gradient_bands, seat_look, uncovered
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
MESSAGE_AREA = pygame.Rect(NEWS_AREA.x, TRAYS[1].bottom + 4, NEWS_AREA.w, HINT_RECT.top - 8 - TRAYS[1].bottom - 4)
"""Where the table's message (a refused move's reason, what Undo did) lies while it shows: over the news, its bottom
just above the Hint and Undo buttons, so it covers no title, prompt, name, tray, cell, legend or button."""
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


@dataclass(frozen=True)
class TrayFacts:
    """What one seat's tray shows: its seat, name, kind and look, its island tokens, and whether it is to move."""

    seat: int
    name: str
    kind: str
    look: tuple[Colour, str]
    tokens: int
    to_win: int
    to_move: bool


@dataclass(frozen=True)
class StillFacts:
    """Everything the still layer shows: the room left on the table, each tray, and the scale it is drawn at."""

    room: SquareRoom
    trays: tuple[TrayFacts, ...]
    scale: float


def still_facts(view: dict[str, Any], room: SquareRoom, tokens: tuple[int, int], colour_blind: bool) -> StillFacts:
    """The facts of ``view`` the still layer shows (with the ``room`` left and the ``tokens`` shown), at the scale of
    the moment."""
    to_move, to_win = view["to_move"], int(view["tokens_to_win"])
    trays = tuple(TrayFacts(index, str(seat["name"]), str(seat["kind"]), seat_look_of(seat, index, colour_blind),
                            tokens[index], to_win, index in to_move) for index, seat in enumerate(view["seats"]))
    return StillFacts(room, trays, pen.scale())


def draw_still_layer(view: dict[str, Any], room: SquareRoom, tokens: tuple[int, int],
                     colour_blind: bool) -> pygame.Surface:
    """A new picture of the still parts of the match for ``view``: the table with the ``room`` left, and the trays."""
    layer = pen.surface(SIZE)
    _paint(layer, still_facts(view, room, tokens, colour_blind), None)
    return layer


class StillLayer:
    """The still layer kept between frames: drawn whole once, then drawn again only where what it shows changed.

    A tile laid changes whose turn it is (each tray's rim and its "to move" badge) and often the room left (its
    frame and the cells it leaves): those few strips are drawn again over the kept picture, each clipped, the same
    way the whole was drawn, so the picture equals a fresh one (drawing the whole at 3840x2160 took 20 ms).
    """

    def __init__(self) -> None:
        self.facts: StillFacts | None = None
        self.image: pygame.Surface | None = None
        self.redrawn: list[pygame.Rect] = []
        """The areas drawn again at the last change (empty after a whole drawing)."""
        self.shown: list[object] = []
        """What each of the scene's own parts (see :meth:`show`) showed when last drawn."""

    def show(self, facts: StillFacts, parts: Sequence[Part] = ()) -> pygame.Surface:
        """The still layer showing ``facts`` and the scene's own ``parts``, brought up to date (made anew at a new
        scale).  A part is an area, what it shows there, and how to draw it: it is drawn over the still layer,
        again only when what it shows changes or the layer under it is drawn again, clipped to its area (which must
        hold all it draws)."""
        shows = [show for _, show, _ in parts]
        if self.image is None or self.facts is None or self.facts.scale != facts.scale or len(shows) != len(self.shown):
            self.image = None  # the old scale's picture goes before the new one is made
            self.image = pen.surface(SIZE)
            _paint(self.image, facts, None, parts)
            self.redrawn = []
        else:
            self.redrawn = []
            if facts != self.facts:
                for old, new in zip(self.facts.trays, facts.trays):
                    if old.to_move != new.to_move and _same_tray(old, new):
                        _draw_rim(self.image, new)
                self.redrawn = changed_areas(self.facts, facts)
            self.redrawn = _merged(self.redrawn + [area.inflate(2 * MARGIN, 2 * MARGIN) for (area, show, _), old
                                                   in zip(parts, self.shown) if show != old])
            for area in self.redrawn:
                _paint(self.image, facts, area, parts)
        self.facts, self.shown = facts, shows
        return self.image


Part = tuple[pygame.Rect, object, Callable[[pygame.Surface], None]]
"""A part of the still layer a scene draws itself: its area, what it shows, and how to draw it."""


MARGIN = 3
"""Logical units added round every area drawn again (a shape at a fractional scale may round a pixel outwards)."""
ROW_INSET = 10
"""How far in from a tray's sides its token row is drawn again (clear of the rim, which is drawn apart)."""
FRAME_REACH = (10, 6)
"""How far the room's frame reaches out of the room's cells, and into them (its rounded corners)."""


def changed_areas(before: StillFacts, after: StillFacts) -> list[pygame.Rect]:
    """The areas of the still layer that may differ between ``before`` and ``after`` (same scale, same seats)."""
    areas: list[pygame.Rect] = []
    if before.room != after.room:
        areas += _room_changes(before.room, after.room)
    for old, new in zip(before.trays, after.trays):
        if old != new:
            areas += _tray_changes(old, new)
    return _merged([area.inflate(2 * MARGIN, 2 * MARGIN) for area in areas])


def _merged(areas: list[pygame.Rect]) -> list[pygame.Rect]:
    """``areas`` with any two that overlap so much that their union is no bigger than both apart made one."""
    areas = list(areas)
    joined = True
    while joined:
        joined = False
        for i, a in enumerate(areas):
            for j in range(i + 1, len(areas)):
                b = areas[j]
                union = a.union(b)
                if union.w * union.h <= a.w * a.h + b.w * b.h:
                    areas[i] = union
                    del areas[j]
                    joined = True
                    break
            if joined:
                break
    return areas


def _room_changes(before: SquareRoom, after: SquareRoom) -> list[pygame.Rect]:
    """The frames of both rooms and the cells lit in one and not in the other."""
    areas = [strip for room in (before, after) for strip in _frame_strips(room)]
    changed = [cell for cell in TABLE_GRID.cells() if before.holds(cell) != after.holds(cell)]
    return areas + _cell_runs(changed)


def _frame_strips(room: SquareRoom) -> list[pygame.Rect]:
    """Four strips along the sides of ``room`` holding its frame (its shadow too)."""
    box = room_rect(room)
    out, into = FRAME_REACH
    depth = out + into
    return [pygame.Rect(box.x - out, box.y - out, box.w + 2 * out, depth),
            pygame.Rect(box.x - out, box.bottom - into, box.w + 2 * out, depth + 3),
            pygame.Rect(box.x - out, box.y - out, depth, box.h + 2 * out),
            pygame.Rect(box.right - into, box.y - out, depth, box.h + 2 * out)]


def _cell_runs(cells: list[Cell]) -> list[pygame.Rect]:
    """Rectangles covering ``cells``: the runs of neighbouring cells along each row, a run in the row below that
    starts and ends alike joined to the one above."""
    spans: list[tuple[int, int, int]] = []  # first col, last col, row
    for row in sorted({cell[1] for cell in cells}):
        cols = sorted(cell[0] for cell in cells if cell[1] == row)
        start = prev = cols[0]
        for col in cols[1:]:
            if col != prev + 1:
                spans.append((start, prev, row))
                start = col
            prev = col
        spans.append((start, prev, row))
    runs: list[list[int]] = []  # first col, last col, first row, last row
    for first, last, row in spans:
        above = next((run for run in runs if run[:2] == [first, last] and run[3] == row - 1), None)
        if above is None:
            runs.append([first, last, row, row])
        else:
            above[3] = row
    return [TABLE_GRID.cell_rect((first, top)).union(TABLE_GRID.cell_rect((last, bottom)))
            for first, last, top, bottom in runs]


def _same_tray(before: TrayFacts, after: TrayFacts) -> bool:
    """True when the two trays differ at most in their island tokens and whose turn it is."""
    return replace(before, to_move=after.to_move, tokens=after.tokens) == after


def _tray_changes(before: TrayFacts, after: TrayFacts) -> list[pygame.Rect]:
    """Where a tray's picture changed, other than its rim (see :func:`_draw_rim`): its token row (the "to move"
    badge, the tokens) when only the turn and the tokens did, else all of it."""
    tray = TRAYS[after.seat]
    if not _same_tray(before, after):
        return [tray.union(tray.move(0, 5))]
    return [_token_row(after.seat)]


def _draw_rim(layer: pygame.Surface, facts: TrayFacts) -> None:
    """Draw a tray's rim again over the kept picture, thick for the seat to move, else thin: the widest rim in
    wood first, then the rim.  Nothing else lies that near the tray's edge (the inner board starts 8 units in),
    so this equals the tray drawn anew, and costs a fraction of clipping the whole tray to four tall strips."""
    tray = TRAYS[facts.seat]
    pen.rect(layer, WOOD, tray, RIM_WIDTHS[1], border_radius=18)
    pen.rect(layer, facts.look[0], tray, RIM_WIDTHS[facts.to_move], border_radius=18)


RIM_WIDTHS = (3, 6)
"""How thick a tray's rim in its seat's colour is: waiting, and to move."""


def _token_row(seat: int) -> pygame.Rect:
    """The band of a tray's header holding its island tokens and its "to move" badge."""
    tray = TRAYS[seat]
    centre = token_centre(seat, 0)[1]
    return pygame.Rect(tray.x + ROW_INSET, centre - TOKEN_RADIUS - 4, tray.w - 2 * ROW_INSET, 2 * TOKEN_RADIUS + 8)


def _paint(layer: pygame.Surface, facts: StillFacts, area: pygame.Rect | None, parts: Sequence[Part] = ()) -> None:
    """Draw the still layer showing ``facts``, then the scene's ``parts``, over ``layer``: the whole, or only
    within ``area``."""
    layer.set_clip(area)
    try:
        open_sea = [pygame.Rect((0, 0), SIZE)] if area is None else uncovered(area, OPAQUE_BODIES)
        for colour, start, rows in gradient_bands(SIZE[1], SEA_TOP, SEA_BOTTOM, 1.0, SIZE[1]):
            band = pygame.Rect(0, start, SIZE[0], rows)
            for part in open_sea:  # the sea only where nothing opaque lies over it
                if band.colliderect(part):
                    layer.fill(colour, band.clip(part))
        if area is None or area.colliderect(TABLE_AREA.inflate(2 * FRAME_REACH[0], 2 * FRAME_REACH[0])):
            _draw_table(layer, facts.room, area)
        for tray in facts.trays:
            if area is None or area.colliderect(TRAYS[tray.seat].union(TRAYS[tray.seat].move(0, 5))):
                _draw_tray(layer, tray, area)
        for where, _, draw in parts:
            if area is None or area.colliderect(where):
                draw(layer)
    finally:
        layer.set_clip(None)


TABLE_AREA = TABLE_GRID.rect.inflate(16, 16)
"""The table cloth under the cells, with its wooden rim."""


def _body(rect: pygame.Rect, radius: int) -> list[pygame.Rect]:
    """The two rectangles a rounded rectangle surely covers (all of it less its rounded corners)."""
    return [rect.inflate(-2 * radius, 0), rect.inflate(0, -2 * radius)]


OPAQUE_BODIES = _body(TABLE_AREA, 14) + [body for tray in TRAYS for body in _body(tray, 18)]
"""Where the table cloth or a tray covers the sea whole: an area drawn again inside one skips the sea."""


def _draw_table(layer: pygame.Surface, room: SquareRoom, area: pygame.Rect | None = None) -> None:
    """The table cloth of cells: cells the 4×4 square can still cover lit, the others dark, then the room's frame
    (the cells outside ``area``, when given, are left out)."""
    if area is None or not (TABLE_GRID.rect.contains(area) and _cells_meet(pen.scale_of(layer))):
        pen.rect(layer, CLOTH, TABLE_AREA, border_radius=14)
        pen.rect(layer, WOOD_DARK, TABLE_AREA, 4, border_radius=14)
    for cell in TABLE_GRID.cells():
        where = TABLE_GRID.cell_rect(cell)
        if area is None or where.colliderect(area):
            layer.blit(_cell_tile(room.holds(cell)), where.topleft)
    _draw_room_frame(layer, room)


def _cells_meet(s: float) -> bool:
    """True when at scale ``s`` the cells' pictures meet with no pixel between (a cell a whole number of pixels
    wide, starting on a whole pixel): then the cloth under them lies hidden and is not drawn again."""
    return all(float(length * s).is_integer() for length in (TABLE_GRID.size, *TABLE_GRID.origin))


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
    _blit_soft_outline(layer, box.inflate(8, 8))
    rail = 7
    if room.fixed_cols:
        for x in (box.left - 2, box.right - rail + 2):
            pen.rect(layer, WOOD, (x, box.top + 6, rail, box.h - 12), border_radius=3)
    if room.fixed_rows:
        for y in (box.top - 2, box.bottom - rail + 2):
            pen.rect(layer, WOOD, (box.left + 6, y, box.w - 12, rail), border_radius=3)


SOFT_EDGE = 14
"""How deep the soft outline of a room reaches into its picture (its 8-unit band, rounded by 12 at the corners)."""


def _blit_soft_outline(layer: pygame.Surface, outline: pygame.Rect) -> None:
    """Blend the soft sand outline of a room whose frame is not fixed yet round ``outline`` (its band 8 units wide
    at the edge of ``outline``, a thin line 3 units in, rounded by 12).

    The outline is the picture of two rounded rectangles on a clear ``outline``-sized surface; only its four edges,
    :data:`SOFT_EDGE` deep, hold anything, so only they are made, each its own small picture cut from that one in
    device pixels (the rectangles drawn shifted), and blended where that picture's part would lie: the same pixels,
    without making and blending a clear window-sized middle (3-5 ms at 3840x2160 at each new size of room).
    """
    s = pen.scale_of(layer)
    x, y = pen.device_rect(pygame.Rect(outline.topleft, (1, 1)), s).topleft
    width, height = pen.device_rect(pygame.Rect((0, 0), outline.size), s).size
    lines = [(pygame.Rect(0, 0, width, height), (*palette.SAND, 70), 8, 12),
             (pen.device_rect(pygame.Rect(3, 3, outline.w - 6, outline.h - 6), s), (*palette.SAND, 170), 2, 10)]
    deep = min(pen.device_rect(pygame.Rect(0, 0, SOFT_EDGE, SOFT_EDGE), s).w, width // 2, height // 2)
    for part in (pygame.Rect(0, 0, width, deep), pygame.Rect(0, height - deep, width, deep),
                 pygame.Rect(0, deep, deep, height - 2 * deep), pygame.Rect(width - deep, deep, deep, height - 2 * deep)):
        piece = pygame.Surface(part.size, pygame.SRCALPHA)
        for box, colour, line, radius in lines:
            pygame.draw.rect(piece, colour, box.move(-part.x, -part.y), _device_length(line, s),
                             border_radius=_device_length(radius, s))
        pen.blit_device(layer, piece, (x + part.x, y + part.y))


def _device_length(length: int, s: float) -> int:
    """``length`` logical units in device pixels at scale ``s``, as the pen draws a width or a radius."""
    return max(1, round(length * s))


def _draw_tray(layer: pygame.Surface, facts: TrayFacts, area: pygame.Rect | None = None) -> None:
    """One seat's tray as ``facts`` tell (its tokens and slots outside ``area``, when given, left out)."""
    seat_index = facts.seat
    tray = TRAYS[seat_index]
    colour, shape = facts.look
    pen.rect(layer, WOOD_DARK, tray.move(0, 5), border_radius=18)
    pen.rect(layer, WOOD, tray, border_radius=18)
    pen.rect(layer, (196, 150, 96), tray.inflate(-16, -16), border_radius=14)
    pen.rect(layer, colour, tray, RIM_WIDTHS[facts.to_move], border_radius=18)
    draw_seat_marker(layer, (tray.x + 36, tray.y + 36), 14, colour, shape)
    for words, size, bold, ink, where in tray_words(seat_index, {"name": facts.name, "kind": facts.kind}):
        draw_text(layer, words, size, ink, bold, topleft=where.topleft)
    if area is None or area.colliderect(_token_row(seat_index)):
        for i in range(facts.to_win):
            blit_token(layer, token_centre(seat_index, i), TOKEN_RADIUS, i < facts.tokens)
        if facts.to_move:
            blit_pill(layer, "to move", 18, palette.PAPER, colour, ("midright", (tray.right - 26, tray.y + 92)))
    for index in range(8):
        slot = tray_slot(seat_index, index).inflate(6, 6)
        if area is None or slot.colliderect(area):
            pen.rect(layer, (170, 124, 76), slot, border_radius=10)
