"""Where everything of the Paradise Fallen table lies on the 1280×720 canvas (geometry only, no drawing).

The 3×3 island grid sits on the left with the gaps between its islands, the
seats' panels in the middle column, the game log on the right; the band along
the bottom holds the active player's private hand overlay (or, with no
overlay, the public prompt), the deck and the discard pile.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from game.paradise_fallen.cards import GAPS, GRID_SIDE, ISLAND_SPOTS

Point = tuple[int, int]

TILE_W, TILE_H = 136, 104
"""An island tile of the grid."""
COL_GAP, ROW_GAP = 60, 48
"""The sea between two columns (a gap across a row) and between two rows (a gap down a column)."""
GRID_X, GRID_Y = 16, 52
GRID_RECT = pygame.Rect(GRID_X, GRID_Y, 3 * TILE_W + 2 * COL_GAP, 3 * TILE_H + 2 * ROW_GAP)
SEATS_RECT = pygame.Rect(GRID_RECT.right + 12, GRID_Y, 448, GRID_RECT.h)
LOG_AREA = pygame.Rect(SEATS_RECT.right + 10, GRID_Y, 1270 - SEATS_RECT.right - 10, GRID_RECT.h)
STATUS_RECT = pygame.Rect(16, 6, 1024, 40)
UNDO_RECT = pygame.Rect(1150, 8, 118, 36)
HINT_RECT = pygame.Rect(UNDO_RECT.x - 96, UNDO_RECT.y, 86, UNDO_RECT.h)
"""The Hint button, just before Undo (the status line stops short of it)."""
BAND_Y = GRID_RECT.bottom + 10
HAND_AREA = pygame.Rect(16, BAND_Y, SEATS_RECT.right - 16, 714 - BAND_Y)
"""The private hand overlay (and, with none, the public prompt)."""
CARD_W, CARD_H = 92, 128
"""A card in the hand, on the piles, flying."""
BIG_W, BIG_H = 240, 336
"""A card read at full size."""
MINI_W, MINI_H = 46, 60
"""An explored island card in a seat's panel."""
MARK_W, MARK_H = 56, 44
"""An Aberration lying on an island or in a gap."""
DECK_RECT = pygame.Rect(LOG_AREA.x + 14, BAND_Y + 26, CARD_W, CARD_H)
DISCARD_RECT = pygame.Rect(LOG_AREA.right - 14 - CARD_W, BAND_Y + 26, CARD_W, CARD_H)
HAND_CARDS_Y = HAND_AREA.y + 44
"""The top of a card lying in the hand (a chosen card rises above it)."""
HAND_TITLE_Y = HAND_AREA.y + 16
"""The middle of the band's title row ("Private to …: your hand"), Lanai's deal label beside it."""
CHOSEN_LIFT = 8
"""How far a card chosen to pay (or held to play) rises out of the hand: its glow stays under the title row (a
lift of 16 covered the title of a long name); the focus frame around it too."""


def tile_rect(position: int) -> pygame.Rect:
    """The island tile at grid position 0–8 (row by row)."""
    row, col = divmod(position, GRID_SIDE)
    return pygame.Rect(GRID_X + col * (TILE_W + COL_GAP), GRID_Y + row * (TILE_H + ROW_GAP), TILE_W, TILE_H)


def gap_rect(spot: int) -> pygame.Rect:
    """The sea between the two islands of gap spot 9–20."""
    a, b = GAPS[spot - ISLAND_SPOTS]
    first = tile_rect(a)
    if b == a + 1:  # across a row: the column of sea between them
        return pygame.Rect(first.right, first.y, COL_GAP, TILE_H)
    return pygame.Rect(first.x, first.bottom, TILE_W, ROW_GAP)


def spot_rect(spot: int) -> pygame.Rect:
    """Where an island (0–8) or a gap (9–20) lies."""
    return tile_rect(spot) if spot < ISLAND_SPOTS else gap_rect(spot)


ALL_SPOTS = tuple(range(ISLAND_SPOTS + len(GAPS)))


def spot_at(pos: Point) -> int | None:
    """The island or gap under ``pos`` (None: elsewhere)."""
    for spot in ALL_SPOTS:
        if spot_rect(spot).collidepoint(pos):
            return spot
    return None


def island_at(pos: Point, reach: int = 0) -> int | None:
    """The grid position of the island tile under ``pos`` (``reach`` pixels of sea around it count too)."""
    for position in range(ISLAND_SPOTS):
        if tile_rect(position).inflate(reach, reach).collidepoint(pos):
            return position
    return None


def lattice_of(spot: int) -> tuple[int, int]:
    """A spot's (row, column) on the 5×5 lattice the keyboard cursor walks (islands on even/even)."""
    if spot < ISLAND_SPOTS:
        row, col = divmod(spot, GRID_SIDE)
        return 2 * row, 2 * col
    a, b = GAPS[spot - ISLAND_SPOTS]
    (ra, ca), (rb, cb) = divmod(a, GRID_SIDE), divmod(b, GRID_SIDE)
    return ra + rb, ca + cb


def cursor_step_among(spot: int, drow: int, dcol: int, stops: Collection[int]) -> int:
    """The stop the keyboard cursor reaches from ``spot`` with an arrow key: the nearest of ``stops`` in the
    direction pressed (within 45 degrees of it first, then anywhere ahead); ``spot`` when none lies ahead."""
    row, col = lattice_of(spot)
    ahead: list[tuple[int, int, int]] = []
    for stop in stops:
        r, c = lattice_of(stop)
        along = (r - row) * drow + (c - col) * dcol
        across = abs(c - col) if drow else abs(r - row)
        if along > 0:
            ahead.append((along, across, stop))
    cone = [a for a in ahead if a[1] <= a[0]]
    if cone:
        return min(cone, key=lambda a: (a[0] + 2 * a[1], a[1], a[2]))[2]
    return min(ahead, key=lambda a: (a[1], a[0], a[2]))[2] if ahead else spot


def seat_panel(seat: int, players: int) -> pygame.Rect:
    """A seat's panel in the middle column (they share its height)."""
    gap = 6
    height = (SEATS_RECT.h - gap * (players - 1)) // max(1, players)
    return pygame.Rect(SEATS_RECT.x, SEATS_RECT.y + seat * (height + gap), SEATS_RECT.w, height)


def explored_rect(seat: int, players: int, index: int) -> pygame.Rect:
    """An explored island card in a seat's panel (nine fit in a row)."""
    panel = seat_panel(seat, players)
    top = panel.y + 32 if panel.h < 130 else panel.y + 40
    return pygame.Rect(panel.x + 8 + index * (MINI_W + 3), top, MINI_W, MINI_H)


def canoe_spot(position: int, seat: int) -> pygame.Rect:
    """Where a seat's canoe rests on an island tile (one above another along its left side)."""
    tile = tile_rect(position)
    return pygame.Rect(tile.x + 5, tile.y + 32 + seat * 18, 34, 16)


def mark_rect(spot: int, index: int, count: int) -> pygame.Rect:
    """The ``index``-th of ``count`` Aberrations lying on a spot (on an island: its lower right corner)."""
    area = spot_rect(spot)
    rect = pygame.Rect(0, 0, MARK_W, MARK_H)
    if spot < ISLAND_SPOTS:
        rect.bottomright = (area.right - 4 - index * 18, area.bottom - 4 - index * 10)
    elif area.w > area.h:  # a gap down a column: side by side
        step = min(MARK_W + 4, (area.w - MARK_W) // max(1, count - 1)) if count > 1 else 0
        rect.midleft = (area.centerx - (MARK_W + step * (count - 1)) // 2 + index * step, area.centery)
    else:  # a gap across a row: one above another
        step = min(MARK_H + 4, (area.h - MARK_H) // max(1, count - 1)) if count > 1 else 0
        rect.midtop = (area.centerx, area.centery - (MARK_H + step * (count - 1)) // 2 + index * step)
    return rect


def hand_slots(count: int, left: int = HAND_AREA.x + 14, right: int = HAND_AREA.right - 14) -> list[pygame.Rect]:
    """Where the cards of a hand lie, left to right (closer together when many)."""
    if count <= 0:
        return []
    step = min(CARD_W + 8, (right - left - CARD_W) // max(1, count - 1)) if count > 1 else 0
    return [pygame.Rect(left + i * step, HAND_CARDS_Y, CARD_W, CARD_H) for i in range(count)]


HAND_PROMPT_RECT = pygame.Rect(HAND_AREA.x + 16, HAND_CARDS_Y + CARD_H + 8, HAND_AREA.w - 30, 38)
"""The hand's prompt (what the player may do now, two lines at most), under its cards."""
MESSAGE_RECT = pygame.Rect(LOG_AREA.x + 4, LOG_AREA.y + 4, LOG_AREA.w - 8, LOG_AREA.h - 8)
"""Where a short message to the table (a refusal's reason) may lie: over the top of the log, the oldest lines
shown, away from the board, the names, the prompt and the buttons."""
PREVIEW_SLOTS = (pygame.Rect(GRID_X, GRID_Y, BIG_W, BIG_H),
                 pygame.Rect(GRID_RECT.right - BIG_W, GRID_Y, BIG_W, BIG_H),
                 pygame.Rect(LOG_AREA.right - BIG_W - 8, GRID_Y, BIG_W, BIG_H))
"""Where a card read at full size may show: over the left or right of the board, or over the log; never over the
status line, the seats' names or the band's prompt and buttons below."""


def big_card_at(pos: Point, avoid: Sequence[pygame.Rect | None] = ()) -> pygame.Rect:
    """Where a card read at full size shows: a slot that leaves the mouse (the card pointed at) uncovered, then the
    one that covers the fewest of ``avoid`` (a message showing, a planned trip's price), then the nearest."""
    def rank(slot: pygame.Rect) -> tuple[int, int]:
        hits = sum(1 for rect in avoid if rect is not None and slot.colliderect(rect))
        return hits, abs(slot.centerx - pos[0]) + abs(slot.centery - pos[1])

    free = [slot for slot in PREVIEW_SLOTS if not slot.inflate(16, 16).collidepoint(pos)]
    return min(free or list(PREVIEW_SLOTS), key=rank).copy()
