"""Where everything of the Last Resort table lies on the 1280×720 canvas (geometry only, no drawing).

The left column holds the station in view, large (the active player's, or one
zoomed), the other stations small under it, and the four prestige tracks.
The middle column is the main board: the round track, the Trend, the tile
offers, the bag and the lounge, and under them the panel that says what the
table waits for (with its buttons).  The game log fills the right column.
"""
from __future__ import annotations

import pygame

from game.last_resort.boards import COLUMNS, ROWS

STATUS_RECT = pygame.Rect(16, 6, 1024, 36)
UNDO_RECT = pygame.Rect(1150, 8, 118, 34)
HINT_RECT = pygame.Rect(UNDO_RECT.x - 96, UNDO_RECT.y, 86, UNDO_RECT.h)
"""The Hint button, just before Undo (the status line stops short of it)."""

CELL_W, CELL_H = 92, 68
"""A space of the large station (and a tile as built there)."""
LARGE_HEADER = pygame.Rect(16, 46, COLUMNS * CELL_W, 28)
LARGE_GRID = pygame.Rect(16, LARGE_HEADER.bottom + 2, COLUMNS * CELL_W, ROWS * CELL_H)
MINI_Y = LARGE_GRID.bottom + 10
MINI_GAP = 12
MINI_W = (LARGE_GRID.w - 2 * MINI_GAP) // 3
MINI_HEADER_H = 34
MINI_CELL_W, MINI_CELL_H = MINI_W // COLUMNS, 20
MINI_H = MINI_HEADER_H + ROWS * MINI_CELL_H + 4
TRACKS_RECT = pygame.Rect(16, MINI_Y + MINI_H + 8, LARGE_GRID.w, 714 - (MINI_Y + MINI_H + 8))
TRACK_LABEL_W = 118
TRACK_RULER_H = 15
"""The strip over the tracks that numbers their spaces 0–20 once for all four."""
TRACK_NUMBER_SIZE = 12
"""The size of the ruler's numbers (8 pixels high and more in a 900×560 window)."""
TRACK_LEGEND_H = 13
"""The strip under the tracks that says how a shared space is read."""
TRACKER_STEP = 12
"""How far apart the trackers on one space are stacked (four fit a track row)."""

BOARD_X = LARGE_GRID.right + 14
BOARD_W = 420
ROUND_RECT = pygame.Rect(BOARD_X, 46, BOARD_W, 58)
TREND_RECT = pygame.Rect(BOARD_X, ROUND_RECT.bottom + 6, 252, 62)
BAG_RECT = pygame.Rect(TREND_RECT.right + 8, TREND_RECT.y, BOARD_W - TREND_RECT.w - 8, 62)
OFFER_W, OFFER_H = 78, 66
"""An offered tile."""
OFFER_GAP = 6
OFFER_ROWS_Y = TREND_RECT.bottom + 8
OFFER_ROW_H = OFFER_H + 22
OFFER_KINDS = ("attraction", "amenity", "improvement")
LOUNGE_RECT = pygame.Rect(BOARD_X, OFFER_ROWS_Y + 3 * OFFER_ROW_H + 2, BOARD_W, 70)
PROMPT_RECT = pygame.Rect(BOARD_X, LOUNGE_RECT.bottom + 8, BOARD_W, 714 - LOUNGE_RECT.bottom - 8)
LOG_AREA = pygame.Rect(PROMPT_RECT.right + 10, 46, 1270 - PROMPT_RECT.right - 10, 668)
BIG_W, BIG_H = 250, 190
"""A tile read at full size."""
MEEPLE_W, MEEPLE_H = 26, 30
"""A tourist in the lounge (and carried)."""


def mini_rect(index: int) -> pygame.Rect:
    """The ``index``-th small station (0–2) under the large one."""
    return pygame.Rect(LARGE_GRID.x + index * (MINI_W + MINI_GAP), MINI_Y, MINI_W, MINI_H)


def mini_header_rect(index: int) -> pygame.Rect:
    """The header (name, cash, Advert) of the ``index``-th small station."""
    box = mini_rect(index)
    return pygame.Rect(box.x + 2, box.y + 2, box.w - 4, 30)


def evil_card_rect() -> pygame.Rect:
    """The Evil A.I.'s card (solo), where the small stations would be."""
    return pygame.Rect(LARGE_GRID.x, MINI_Y, 3 * MINI_W + 2 * MINI_GAP, MINI_H)


def offer_row(kind: str) -> pygame.Rect:
    """The row of an offer ("attraction", "amenity", "improvement"; the Berth pile ends the last row)."""
    index = OFFER_KINDS.index(kind) if kind in OFFER_KINDS else 2
    return pygame.Rect(BOARD_X, OFFER_ROWS_Y + index * OFFER_ROW_H, BOARD_W, OFFER_ROW_H - 4)


def offer_rect(kind: str, index: int) -> pygame.Rect:
    """The ``index``-th tile of an offer (the Berth pile: right end of the Improvements row)."""
    row = offer_row(kind)
    if kind == "berth":
        return pygame.Rect(row.right - OFFER_W, row.y + 18, OFFER_W, OFFER_H)
    return pygame.Rect(row.x + index * (OFFER_W + OFFER_GAP), row.y + 18, OFFER_W, OFFER_H)


OFFER_LABEL_SIZE = 13
"""The size of an offer row's label ("Amenities (Year 1, 9 in the pile)")."""


def offer_label_rect(kind: str) -> pygame.Rect:
    """Where an offer row's label is drawn: over the row's tiles, between the glow of the row above (drawn 2
    pixels round its tiles) and this row's (it struck through the label's foot)."""
    row = offer_row(kind)
    return pygame.Rect(row.x, row.y - 2, row.w - OFFER_W - 10, 18)


OFFER_GLOW = (8, 4)
"""How much larger than an offered tile its glow is drawn (wide at the sides, shallow above and below)."""


def carried_tag_rect(tile_rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """Where the tag of a tile carried in the hand ("Build here for 7 QUID", ``size`` with its margin) shows:
    over the tile, or under it where over it would lie on a station header (its name and cash)."""
    box = pygame.Rect((0, 0), size)
    box.midbottom = (tile_rect.centerx, tile_rect.y - 4)
    headers = [LARGE_HEADER] + [mini_header_rect(i) for i in range(3)]
    if box.collidelist(headers) >= 0 or box.y < STATUS_RECT.bottom:
        box.midtop = (tile_rect.centerx, tile_rect.bottom + 4)
    return box.clamp(pygame.Rect(0, 0, 1280, 720))


KEY_W, KEY_H = 14, 15
"""The badge of the number key that picks an offered tile or a lounge slot."""


def offer_key_rect(tile_rect: pygame.Rect) -> pygame.Rect:
    """The key badge of an offered tile: over its bottom-left corner, clear of its name, its tourist spaces and an
    Improvement's two lines."""
    return pygame.Rect(tile_rect.x - 5, tile_rect.bottom - 11, KEY_W, KEY_H)


def lounge_key_rect(index: int) -> pygame.Rect:
    """The key badge of lounge slot ``index``: on the body of its tourist."""
    spot = lounge_spot(index)
    return pygame.Rect(spot.centerx - KEY_W // 2, spot.bottom - KEY_H - 2, KEY_W, KEY_H)


def lounge_spot(index: int) -> pygame.Rect:
    """Where the tourists of colour ``index`` (red, pink, blue, green) stand in the lounge."""
    return pygame.Rect(LOUNGE_RECT.x + 10 + index * 100, LOUNGE_RECT.y + 30, MEEPLE_W, MEEPLE_H)


def track_row(index: int) -> pygame.Rect:
    """The row of prestige track ``index`` (Relax, Inspire, Entertain, Thrill)."""
    h = (TRACKS_RECT.h - TRACK_RULER_H - TRACK_LEGEND_H) // 4
    return pygame.Rect(TRACKS_RECT.x, TRACKS_RECT.y + TRACK_RULER_H + index * h, TRACKS_RECT.w, h - 2)


def track_cell(index: int, value: int) -> pygame.Rect:
    """Space ``value`` (0–20) of prestige track ``index`` (index -1: the ruler's number of that space)."""
    row = track_row(index) if index >= 0 else pygame.Rect(TRACKS_RECT.x, TRACKS_RECT.y, TRACKS_RECT.w, TRACK_RULER_H)
    w = (row.w - TRACK_LABEL_W) / 21
    return pygame.Rect(round(row.x + TRACK_LABEL_W + value * w), row.y, round(w) - 1, row.h)


def track_legend_rect() -> pygame.Rect:
    """The strip under the four tracks (its note never lies over a track)."""
    return pygame.Rect(TRACKS_RECT.x, TRACKS_RECT.bottom - TRACK_LEGEND_H, TRACKS_RECT.w, TRACK_LEGEND_H)


MESSAGE_SIZE, MESSAGE_LINES = 15, 6
"""The table's message (a refusal, a reminder): its text size and the most lines it takes."""
MESSAGE_ROOM = MESSAGE_LINES * (MESSAGE_SIZE + 7) + 8
"""The height kept for the message at the foot of the log column."""


def message_place() -> tuple[int, int, int]:
    """(left, bottom, width) of the table's message: at the foot of the log column, so it never lies over a
    station, an offer or the prompt and its buttons."""
    return (LOG_AREA.x, LOG_AREA.bottom, LOG_AREA.w)


def big_rect_at(pos: tuple[int, int]) -> pygame.Rect:
    """Where a tile, Malfunction or Advert read at full size shows: in the log column, level with the mouse
    where it can be, never over a station, the offers, the prompt or the message under it."""
    x = LOG_AREA.x + (LOG_AREA.w - BIG_W) // 2
    y = min(max(LOG_AREA.y, pos[1] - BIG_H // 2), LOG_AREA.bottom - MESSAGE_ROOM - BIG_H)
    return pygame.Rect(x, y, BIG_W, BIG_H)
