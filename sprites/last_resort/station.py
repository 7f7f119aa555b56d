"""A player's station drawn from its public view: printed costs, Viewing Platforms, tiles, tourists, Malfunctions.

The large station shows every tile's face (name, cost, lights, spaces and the
tourists on them); a small one shows the same grid in miniature.  A station's
picture is made once for what lies on it and kept until that changes, so a
frame only blits it.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.last_resort.boards import COLUMNS, SPACE_COSTS, SPACES, VIEWING_PLATFORMS
from game.last_resort.tiles import TILES
from sprites import palette, pen
from sprites.last_resort.card_text import shrunk
from sprites.last_resort.faces import (
    draw_advert,
    draw_spaces,
    draw_tourist,
    malfunction_back,
    malfunction_face,
    space_centres,
    space_radius,
    tile_face,
)
from sprites.text import draw_text, fit_text, font, render_text, text_rect
from sprites.thinking import GAP, sign_size, sign_spot

Colour = tuple[int, int, int]
FLOOR = (30, 40, 58)
PANEL_FILL = (24, 42, 58)
SpaceKey = tuple[int | None, bool, tuple[str | None, ...], int | None]
"""(tile, Malfunction there, tourists, the Malfunction's face when it lies face up)."""


def space_key(seat_view: dict[str, Any]) -> tuple[SpaceKey, ...]:
    """What lies on each space of a station (the key its picture is kept under)."""
    return tuple((s["tile"], bool(s["malfunction"]), tuple(s["tourists"]), _face(s.get("malfunction_face")))
                 for s in seat_view["spaces"])


def _face(value: Any) -> int | None:
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else None


def cell_in(box: pygame.Rect, space: int, cell_w: int, cell_h: int) -> pygame.Rect:
    """Space ``space`` of a grid whose top-left is ``box``'s."""
    row, col = divmod(space, COLUMNS)
    return pygame.Rect(box.x + col * cell_w, box.y + row * cell_h, cell_w, cell_h)


def slot_centre(tile: int, cell: pygame.Rect, slot: int) -> tuple[int, int]:
    """Where tourist space ``slot`` of ``tile`` lies when it is built in ``cell``."""
    centres = space_centres(TILES[tile], cell.inflate(-2, -2))
    return centres[min(slot, len(centres) - 1)] if centres else cell.center


@pen.cached(maxsize=48)
def station_picture(spaces: tuple[SpaceKey, ...], cell_w: int, cell_h: int, colour: Colour,
                    hidden: frozenset[tuple[int, int]] = frozenset()) -> pygame.Surface:
    """The grid of a station at ``cell_w``×``cell_h`` a space; ``hidden`` (space, slot) pairs are left empty
    (slot -1: the whole tile), for things still flying there."""
    columns = COLUMNS
    rows = SPACES // columns
    image = pen.surface((columns * cell_w, rows * cell_h), pygame.SRCALPHA)
    pen.rect(image, palette.mix(colour, FLOOR, 0.75), image.get_rect(), border_radius=8)
    small = cell_w < 60
    for space, (tile, broken, guests, face) in enumerate(spaces):
        cell = cell_in(image.get_rect(), space, cell_w, cell_h).inflate(-2, -2)
        if tile is not None and (space, -1) not in hidden:
            image.blit(tile_face(tile, cell.w, cell.h), cell)
            shown = [g if (space, i) not in hidden else None for i, g in enumerate(guests)]
            if small:
                _draw_small_guests(image, tile, shown, cell)
            else:
                draw_spaces(image, TILES[tile], shown, cell)
        elif broken and (space, -1) not in hidden:
            image.blit(malfunction_back(cell.w, cell.h) if face is None else malfunction_face(face, cell.w, cell.h), cell)
        else:
            _draw_empty(image, space, cell, small)
    pen.rect(image, colour, image.get_rect(), 2, border_radius=8)
    return image


def _draw_small_guests(image: pygame.Surface, tile: int, guests: Sequence[str | None], cell: pygame.Rect) -> None:
    radius = space_radius(cell)
    for centre, guest in zip(space_centres(TILES[tile], cell), guests):
        if guest is not None:
            draw_tourist(image, guest, centre, radius)


def _draw_empty(image: pygame.Surface, space: int, cell: pygame.Rect, small: bool) -> None:
    platform = space in VIEWING_PLATFORMS
    fill = (40, 70, 96) if platform else (44, 54, 72)
    pen.rect(image, fill, cell, border_radius=5)
    pen.rect(image, (70, 84, 104), cell, 1, border_radius=5)
    size = 10 if small else 26
    cost = render_text(str(SPACE_COSTS[space]), size, (150, 164, 184), True)
    image.blit(cost, cost.get_rect(center=(cell.centerx, cell.centery - (0 if small else 6))))
    if platform and not small:
        label = render_text("Viewing Platform", 10, palette.SAND, True)
        image.blit(label, label.get_rect(midbottom=(cell.centerx, cell.bottom - 3)))
        pen.circle(image, palette.SAND, (cell.x + 10, cell.y + 10), 5, 2)
    elif platform:
        pen.circle(image, palette.SAND, (cell.x + 5, cell.y + 5), 3, 1)


def advert_card_rect(rect: pygame.Rect, large: bool) -> pygame.Rect:
    """Where a header drawn in ``rect`` shows its small Advert card."""
    if large:
        return pygame.Rect(rect.right - 118, rect.y + 1, 114, 24)
    return pygame.Rect(rect.right - 56, rect.y + 18, 54, 16)  # on the second line: the name has the first


def small_facts(seat_view: dict[str, Any], width: int) -> str:
    """A small station's second line beside its Advert card: cash, Malfunctions and Viewing Platforms, or
    without the platforms (they show on the grid) where all would not fit."""
    cash = f"{seat_view['cash']} QUID · Malf. {seat_view['malfunctions']}"
    full = f"{cash} · Plat. {seat_view['platforms']}"
    return full if font(11).size(full)[0] <= width else fit_text(cash, 11, width)


SIGN_H = {True: 22, False: 14}
"""How tall a computer's thinking sign is on the name's line of a large header and of a small one."""
HeaderText = tuple[str, int, bool, Colour, pygame.Rect]
"""(words, size, bold, ink, where) of one text of a station header."""


def header_texts(rect: pygame.Rect, seat_view: dict[str, Any], name: str, look: tuple[Colour, str], large: bool,
                 active: bool) -> dict[str, HeaderText]:
    """The header's name and facts (cash, Malfunctions, Viewing Platforms) and where each is drawn: the drawing
    and the placing of anything shown beside them (cash rising) read the same rectangles."""
    ink = palette.GLOW if active else palette.PAPER
    colour = palette.mix(look[0], palette.PAPER, 0.35)  # the seat's colour, lightened to read on the dark panel
    card = advert_card_rect(rect, large)
    if large:  # the facts keep their size as long as the name can shrink; then both shrink
        facts = f"{seat_view['cash']} QUID · Malf. {seat_view['malfunctions']} · Platf. {seat_view['platforms']}"
        room = card.x - 10 - (rect.x + 22) - 12
        room -= sign_room(seat_view, name, room - font(12, True).size(facts)[0], large)
        for facts_size in (14, 13, 12):
            name_room = room - font(facts_size, True).size(facts)[0]
            if font(12, True).size(name)[0] <= name_room:
                break
        shown, size = shrunk(name, name_room, (17, 16, 15, 14, 13, 12), True)
        where = text_rect(shown, size, True, midleft=(rect.x + 22, rect.y + 12))
        return {"name": (shown, size, True, ink, where),
                "facts": (facts, facts_size, True, colour,
                          text_rect(facts, facts_size, True, midright=(card.x - 10, rect.y + 13)))}
    shown, size = shrunk(name, rect.w - 26 - sign_room(seat_view, name, rect.w - 26, large), (14, 13, 12), True)
    facts = small_facts(seat_view, card.x - rect.x - 10)
    return {"name": (shown, size, True, ink, text_rect(shown, size, True, midleft=(rect.x + 22, rect.y + 8))),
            "facts": (facts, 11, False, colour, text_rect(facts, 11, False, midleft=(rect.x + 6, rect.y + 26)))}


def sign_room(seat_view: dict[str, Any], name: str, room: int, large: bool) -> int:
    """The room a computer's name leaves for its thinking sign on the name's line: none for a human, nor where the
    name would not show whole in the smallest type (the sign goes under the header then)."""
    keep = GAP + sign_size(SIGN_H[large], False)[0]
    if seat_view.get("kind", "human") == "human" or font(12, True).size(name)[0] > room - keep:
        return 0
    return keep


def header_taken(rect: pygame.Rect, seat_view: dict[str, Any], name: str, look: tuple[Colour, str],
                 large: bool) -> tuple[dict[str, HeaderText], list[pygame.Rect]]:
    """A header's texts and everything on it that what is shown beside them must leave clear (its Advert too)."""
    texts = header_texts(rect, seat_view, name, look, large, False)
    return texts, [t[4] for t in texts.values()] + [advert_card_rect(rect, large)]


def thinking_spot(rect: pygame.Rect, seat_view: dict[str, Any], name: str, look: tuple[Colour, str],
                  large: bool) -> pygame.Rect | None:
    """Where the thinking sign of a computer seat shows on its header: after the name, clear of the facts and the
    Advert (the header keeps the room for it, see :func:`sign_room`); failing that (a name too long to leave it),
    small, just under the header at its right end, in the top corner of the station's last space (clear of the
    space's cost, which sits in its middle)."""
    texts, taken = header_taken(rect, seat_view, name, look, large)
    name_box = texts["name"][4]
    height = SIGN_H[large]
    corner = pygame.Rect(0, 0, *sign_size(SIGN_H[False], False))
    corner.topright = (rect.right - 4, max(rect.bottom, advert_card_rect(rect, large).bottom) + 3)
    return sign_spot([(pygame.Rect(name_box.x, name_box.centery - height // 2, rect.right - 2 - name_box.x, height),
                       taken), (corner, taken)])


def gain_spot(rect: pygame.Rect, seat_view: dict[str, Any], name: str, look: tuple[Colour, str], large: bool,
              size: tuple[int, int]) -> tuple[int, int]:
    """Where a label of ``size`` (cash rising: "+13") shows on a header without covering its words or its Advert:
    in the gap between the name and the facts (large), or after the name (small); failing that (a long name, a
    wide label) just under the header at its right end, on the top of the station's grid."""
    texts, taken = header_taken(rect, seat_view, name, look, large)
    w, h = size
    name_box, facts_box = texts["name"][4], texts["facts"][4]
    tries = [((name_box.right + facts_box.x) // 2, rect.y + 12)] if large else [
        ((name_box.right + rect.right) // 2, rect.y + 9), ((facts_box.right + advert_card_rect(rect, large).x) // 2,
                                                              rect.y + 25)]
    for centre in tries:
        box = pygame.Rect(0, 0, w, h)
        box.center = centre
        if rect.inflate(0, 8).contains(box) and box.collidelist(taken) < 0:
            return centre
    return (rect.right - w // 2 - 4, max(rect.bottom, advert_card_rect(rect, large).bottom) + h // 2 + 2)


def draw_station_header(surface: pygame.Surface, rect: pygame.Rect, seat_view: dict[str, Any], name: str,
                        look: tuple[Colour, str], large: bool, active: bool) -> None:
    """Name, cash, the Advert (face down until revealed), Malfunctions and Viewing Platforms, in the seat's colour."""
    from sprites.backdrop import draw_seat_marker

    draw_seat_marker(surface, (rect.x + 10, rect.y + 12), 7, look[0], look[1])
    advert = seat_view.get("advert")
    if advert is not None or seat_view.get("advert_chosen"):
        draw_advert(surface, advert, advert_card_rect(rect, large), text=False)
    for words, size, bold, ink, where in header_texts(rect, seat_view, name, look, large, active).values():
        draw_text(surface, words, size, ink, bold, topleft=where.topleft)
