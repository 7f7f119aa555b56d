"""The main board of Last Resort from the public view: the round track, the Trend, the bag, the tile offers,
the lounge, the four prestige tracks (order on a shared space: the upper tracker is ahead) and, solo, the
Evil A.I.'s card."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.last_resort.boards import SEASONS_PER_YEAR
from game.last_resort.narrate import SHORT_TRACK_NAMES, bag_words
from game.last_resort.tiles import COLOURS, PRESTIGE, PRESTIGE_OF
from sprites import palette, pen
from sprites.backdrop import draw_seat_marker
from sprites.last_resort.card_text import TextLine, line_rect
from sprites.last_resort.faces import EVIL_LOOK, PRESTIGE_COLOUR, TRACK_NAMES, draw_meeple, draw_tourist, evil_words, tile_face
from sprites.last_resort.layout import (
    BAG_RECT,
    LOUNGE_RECT,
    OFFER_GLOW,
    OFFER_H,
    OFFER_KINDS,
    OFFER_LABEL_SIZE,
    OFFER_W,
    ROUND_RECT,
    TRACK_NUMBER_SIZE,
    TRACKER_STEP,
    TRACKS_RECT,
    TREND_RECT,
    lounge_key_rect,
    lounge_spot,
    offer_key_rect,
    offer_label_rect,
    offer_rect,
    offer_row,
    track_cell,
    track_legend_rect,
    track_row,
)
from sprites.text import draw_text, fit_text, font, render_text

Colour = tuple[int, int, int]
Marker = tuple[Colour, str, str]
"""A prestige tracker's look: its seat's colour, its seat's shape and the player's initial."""
BOX_FILL = (26, 46, 64)
EVIL_MARKER: Marker = (EVIL_LOOK[0], EVIL_LOOK[1], "E")
"""The Evil A.I.'s tracker (solo)."""
TRACK_LEGEND = "On a shared space the upper tracker is ahead."
OFFER_NAMES = {"attraction": "Attractions", "amenity": "Amenities", "improvement": "Improvements"}


def _box(surface: pygame.Surface, rect: pygame.Rect, edge: Colour = (70, 96, 120)) -> None:
    pen.rect(surface, BOX_FILL, rect, border_radius=8)
    pen.rect(surface, edge, rect, 1, border_radius=8)


def draw_round_track(surface: pygame.Surface, view: dict[str, Any]) -> None:
    """Nine Arrivals spaces: the trend letter and the tourists due at this table; the season now is lit."""
    _box(surface, ROUND_RECT)
    draw_text(surface, f"Year {view['year']} · Round track (trend letter, tourists due)", 13, palette.SAND, True,
              topleft=(ROUND_RECT.x + 8, ROUND_RECT.y + 3))
    season = int(view["season"])
    w = (ROUND_RECT.w - 16) // 9
    for i, space in enumerate(view["round_track"]):
        box = pygame.Rect(ROUND_RECT.x + 8 + i * w + (i // SEASONS_PER_YEAR) * 0, ROUND_RECT.y + 22, w - 4, 32)
        now = i + 1 == season
        done = i + 1 < season
        fill = (70, 110, 140) if now else (36, 56, 74) if done else (48, 74, 96)
        pen.rect(surface, fill, box, border_radius=5)
        if now:
            pen.rect(surface, palette.GLOW, box, 2, border_radius=5)
        if i % SEASONS_PER_YEAR == 0 and i:
            pen.line(surface, palette.SAND_DARK, (box.x - 3, box.y), (box.x - 3, box.bottom), 2)
        ink = palette.PAPER if not done else (130, 140, 150)
        draw_text(surface, f"{space['letter']} {space['tourists']}", 14, ink, True, center=box.center)




def trend_label(letter: str, kind: str, width: int) -> str:
    """"A Inspiration" on the Trend card, or "A Inspire" where the full word would be cut."""
    full = f"{letter} {TRACK_NAMES[kind]}"
    if render_text(full, 11, palette.PAPER).get_width() <= width:
        return full
    return fit_text(f"{letter} {SHORT_TRACK_NAMES.get(kind, TRACK_NAMES[kind])}", 11, width)


def draw_trend(surface: pygame.Surface, view: dict[str, Any]) -> None:
    """The Trend card: its name, the prestige types of A, B and C, and the missing one (the Build tie-break)."""
    trend = view["trend"]
    _box(surface, TREND_RECT, palette.SAND_DARK)
    draw_text(surface, fit_text(f"Trend: {trend['name']}", 15, TREND_RECT.w - 12, True), 15, palette.SAND, True,
              topleft=(TREND_RECT.x + 8, TREND_RECT.y + 3))
    room = (TREND_RECT.w - 12) // 3
    for i, letter in enumerate(("A", "B", "C")):
        kind = trend[letter]
        x = TREND_RECT.x + 6 + i * room
        draw_tourist(surface, PRESTIGE_COLOUR[kind], (x + 5, TREND_RECT.y + 32), 5)
        label = render_text(trend_label(letter, kind, room - 14), 11, palette.PAPER)
        surface.blit(label, (x + 12, TREND_RECT.y + 25))
    draw_text(surface, fit_text(f"Build ties: higher {TRACK_NAMES[trend['missing']]}", 12, TREND_RECT.w - 12), 12,
              (170, 186, 200), topleft=(TREND_RECT.x + 8, TREND_RECT.y + 43))


def draw_bag(surface: pygame.Surface, view: dict[str, Any]) -> None:
    """The bag's count by colour, and the Malfunctions left."""
    _box(surface, BAG_RECT)
    draw_text(surface, bag_words(int(view['bag_total'])), 14, palette.SAND, True,
              topleft=(BAG_RECT.x + 8, BAG_RECT.y + 3))
    x = BAG_RECT.x + 10
    for colour in COLOURS:
        draw_tourist(surface, colour, (x + 6, BAG_RECT.y + 32), 6)
        draw_text(surface, str(view["bag"][colour]), 13, palette.PAPER, True, midleft=(x + 15, BAG_RECT.y + 32))
        x += 38
    draw_text(surface, f"Malfunctions left: {view['malfunctions_left']}", 12, (170, 186, 200),
              topleft=(BAG_RECT.x + 8, BAG_RECT.y + 43))


def offer_tiles(view: dict[str, Any]) -> list[tuple[str, int, int]]:
    """(kind, index, tile) of every tile on offer, the Berth pile's top last."""
    found = [(kind, i, int(t)) for kind in OFFER_KINDS for i, t in enumerate(view["offers"][kind])]
    found += [("berth", 0, int(t)) for t in view["offers"]["berth"][:1]]
    return found


def draw_key(surface: pygame.Surface, digit: int, rect: pygame.Rect) -> None:
    """The badge of number key ``digit`` (1–9) in ``rect``: a gold digit on ink, as the Advert cards show theirs."""
    pen.rect(surface, palette.INK, rect, border_radius=4)
    pen.rect(surface, palette.GLOW, rect, 1, border_radius=4)
    draw_text(surface, str(digit), 12, palette.GLOW, True, center=rect.center)


def keyed_tiles(view: dict[str, Any], buildable: Sequence[int]) -> list[int]:
    """The tiles that may be built, in the order they are drawn (rows top to bottom, each left to right, the Berth
    pile last): number key n picks the n-th, whose badge shows n."""
    drawn = [tile for _, _, tile in offer_tiles(view)]
    return [t for t in drawn if t in buildable] + sorted(t for t in buildable if t not in drawn)


def draw_offers(surface: pygame.Surface, view: dict[str, Any], glowing: set[int], lifted: int | None,
                focus: int | None, hidden: set[int] | None = None, keys: Sequence[int] = ()) -> None:
    """The three offers and the Berth pile; ``glowing`` tiles may be built now, ``lifted`` is in the hand,
    ``hidden`` still flying to their place; ``keys`` are picked by the number keys 1–9 (each shows its digit)."""
    for kind in OFFER_KINDS:
        where = offer_label_rect(kind)
        label = OFFER_NAMES[kind] + (f" (Year {view['year']}, {view['piles'][kind]} in the pile)"
                                     if kind in view["piles"] else " (need 2 of each icon)")
        draw_text(surface, fit_text(label, OFFER_LABEL_SIZE, where.w, True), OFFER_LABEL_SIZE, palette.SAND, True,
                  topleft=where.topleft)
    draw_text(surface, f"Berths: {view['piles']['berth']}", OFFER_LABEL_SIZE, palette.SAND, True,
              topright=(offer_row("berth").right, offer_label_rect("berth").y))
    if not view["offers"]["berth"]:
        pen.rect(surface, (50, 60, 76), offer_rect("berth", 0), 1, border_radius=6)
    for kind, index, tile in offer_tiles(view):
        rect = offer_rect(kind, index)
        if tile in glowing:
            pen.rect(surface, palette.GLOW, rect.inflate(*OFFER_GLOW), 3, border_radius=9)
        if tile == lifted or hidden and tile in hidden:
            pen.rect(surface, (50, 60, 76), rect, 1, border_radius=6)
            continue
        surface.blit(tile_face(tile, OFFER_W, OFFER_H), rect)
        if tile == focus:
            pen.rect(surface, palette.PAPER, rect.inflate(4, 4), 2, border_radius=8)
        if tile in keys[:9]:
            draw_key(surface, list(keys).index(tile) + 1, offer_key_rect(rect))


def draw_lounge(surface: pygame.Surface, view: dict[str, Any], glowing: set[str], lifted: str | None,
                focus: str | None, hidden: Sequence[str] = (), keyed: bool = False) -> None:
    """The lounge: the tourists waiting, by colour, each with its count; ``glowing`` colours may be taken now;
    ``keyed``: each slot shows the number key that picks it (1–4, left to right)."""
    _box(surface, LOUNGE_RECT)
    total = sum(int(v) for v in view["lounge"].values())
    order = view.get("draft_order") or []
    title = f"Lounge: {total} tourist{'s' if total != 1 else ''}" + (" (drafted in prestige order)" if order else "")
    draw_text(surface, title, 14, palette.SAND, True, topleft=(LOUNGE_RECT.x + 8, LOUNGE_RECT.y + 4))
    for index, colour in enumerate(COLOURS):
        count = int(view["lounge"][colour]) - hidden.count(colour)
        spot = lounge_spot(index)
        if colour in glowing:
            pen.rect(surface, palette.GLOW, spot.inflate(10, 8), 3, border_radius=8)
        if colour == focus:
            pen.rect(surface, palette.PAPER, spot.inflate(16, 14), 2, border_radius=9)
        if count > (1 if colour == lifted else 0):
            draw_meeple(surface, colour, spot)
        elif count <= 0:
            pen.rect(surface, (50, 60, 76), spot, 1, border_radius=6)
        if keyed:
            draw_key(surface, index + 1, lounge_key_rect(index))
        draw_text(surface, f"×{max(0, count)}", 15, palette.PAPER, True, midleft=(spot.right + 6, spot.centery - 6))
        draw_text(surface, TRACK_NAMES[PRESTIGE_OF[colour]], 10,
                  (170, 186, 200), midleft=(spot.right + 6, spot.centery + 9))


def initial(name: str) -> str:
    """The letter on a player's tracker: the first letter of the name (any script), or "?"."""
    letters = [c for c in name if c.isalnum()]
    return letters[0].upper() if letters else "?"


def draw_tracker(surface: pygame.Surface, centre: tuple[int, int], marker: Marker) -> None:
    """A prestige tracker at ``centre`` (its shape's): the seat's shape in its colour with the player's initial on
    its right, so a stack of four on one space still says whose is whose (in any palette)."""
    colour, shape, letter = marker
    draw_seat_marker(surface, centre, 5, colour, shape)
    image = render_text(letter, 11, palette.PAPER, True)
    surface.blit(image, image.get_rect(midleft=(centre[0] + 6, centre[1])))


def tracker_spot(cell: pygame.Rect, depth: int) -> tuple[int, int]:
    """Where the ``depth``-th tracker on a track space stands (the one ahead on top; shape left, initial right)."""
    return (cell.centerx - 4, cell.y + TRACKER_STEP // 2 + depth * TRACKER_STEP)


def draw_tracks(surface: pygame.Surface, view: dict[str, Any], looks: Sequence[Marker],
                flying: frozenset[tuple[str, int]] = frozenset()) -> None:
    """The four prestige tracks, 0–20 (kept as a picture until a tracker moves); a tracker still in the air
    (``flying``: (kind, party) pairs) is not drawn at its new place yet, so it never shows twice."""
    key = tuple((kind, tuple((int(p), int(v)) for p, v in view["tracks"][kind])) for kind in PRESTIGE)
    surface.blit(_tracks_picture(key, tuple(looks), flying), TRACKS_RECT.topleft)


@pen.cached(maxsize=8)
def _tracks_picture(key: tuple[tuple[str, tuple[tuple[int, int], ...]], ...], looks: tuple[Marker, ...],
                    flying: frozenset[tuple[str, int]] = frozenset()) -> pygame.Surface:
    image = pen.surface(TRACKS_RECT.size, pygame.SRCALPHA)
    offset = (-TRACKS_RECT.x, -TRACKS_RECT.y)
    for value in range(21):
        cell = track_cell(-1, value).move(offset)
        number = render_text(str(value), TRACK_NUMBER_SIZE, palette.PAPER if value % 5 == 0 else (170, 186, 200),
                             value % 5 == 0)
        image.blit(number, number.get_rect(center=cell.center))
    for index, (kind, pairs) in enumerate(key):
        row = track_row(index).move(offset)
        pen.rect(image, BOX_FILL, row, border_radius=6)
        draw_tourist(image, PRESTIGE_COLOUR[kind], (row.x + 10, row.centery), 7)
        image.blit(render_text(TRACK_NAMES[kind], 12, palette.PAPER, True), (row.x + 19, row.centery - 9))
        for value in range(21):
            cell = track_cell(index, value).move(offset)
            shade = (44, 62, 82) if value % 5 else (58, 80, 104)
            pen.rect(image, shade, cell.inflate(0, -2), border_radius=3)
        stacked: dict[int, int] = {}
        for party, value in pairs:  # best first: on a shared space the earlier tracker is ahead (drawn on top)
            cell = track_cell(index, value).move(offset)
            depth = stacked.get(value, 0)
            stacked[value] = depth + 1
            if (kind, party) in flying:
                continue
            look = EVIL_MARKER if party < 0 else looks[party % len(looks)]
            draw_tracker(image, tracker_spot(cell, depth), look)
    legend = track_legend_rect().move(offset)
    image.blit(render_text(TRACK_LEGEND, 11, (170, 186, 200)), legend.topleft)
    return image


def tracker_point(view: dict[str, Any], kind: str, party: int, value: int) -> tuple[int, int]:
    """Where ``party``'s tracker stands on the ``kind`` track at ``value`` (in the shown view's order)."""
    index = [str(k) for k in PRESTIGE].index(kind)
    cell = track_cell(index, value)
    pairs = [int(p) for p, v in view["tracks"][kind] if int(v) == value]
    depth = pairs.index(party) if party in pairs else 0
    return tracker_spot(cell, depth)


def evil_title(rect: pygame.Rect, view: dict[str, Any]) -> tuple[str, pygame.Rect]:
    """The Evil A.I. card's first line (its cash and cards left) and where it is drawn."""
    evil = view.get("evil") or {}
    words = f"Evil A.I. · {evil.get('cash', 0)} QUID · {evil.get('cards_left', 0)} cards left"
    box = pygame.Rect((0, 0), font(15, True).size(words))
    box.midleft = (rect.x + 24, rect.y + 13)
    return words, box


def evil_gain_spot(rect: pygame.Rect, size: tuple[int, int]) -> tuple[int, int]:
    """Where cash rising for the Evil A.I. ("+13") shows: at the right end of its card's first line, clear of
    its cash (the lines under it are short)."""
    return (rect.right - 8 - size[0] // 2, rect.y + 13)


def draw_evil_card(surface: pygame.Surface, rect: pygame.Rect, view: dict[str, Any]) -> None:
    """The Evil A.I. (solo): its cash, prestige and this season's card (face down until the Adverts turn)."""
    _box(surface, rect, (150, 80, 90))
    draw_seat_marker(surface, (rect.x + 12, rect.y + 13), 7, EVIL_LOOK[0], EVIL_LOOK[1])
    for words, size, bold, ink, where in evil_card_lines(rect, view):
        draw_text(surface, words, size, ink, bold, topleft=where.topleft)


def evil_card_lines(rect: pygame.Rect, view: dict[str, Any]) -> list[TextLine]:
    """Every line of the Evil A.I.'s card and where it is drawn (one under the other, inside the card)."""
    title, where = evil_title(rect, view)
    found = [(title, 15, True, palette.PAPER, where)]
    card = (view.get("evil") or {}).get("card")
    if card is None:
        words = "Its card turns over with the Adverts."
        return found + [(words, 13, False, (170, 186, 200), line_rect(words, 13, False, rect.x + 10, where.bottom + 2))]
    name, lines = evil_words(int(card))
    words = f"This season: {name}"
    found.append((words, 14, True, palette.SAND, line_rect(words, 14, True, rect.x + 10, where.bottom)))
    y = found[-1][4].bottom
    for line in (f"{lines[0]} · {lines[1]}", *lines[2:]):
        words = fit_text(line, 13, rect.w - 20)
        found.append((words, 13, False, palette.PAPER, line_rect(words, 13, False, rect.x + 10, y)))
        y = found[-1][4].bottom
    return found
