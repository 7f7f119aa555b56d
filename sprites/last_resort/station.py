"""A player's station drawn from its public view: printed costs, Viewing Platforms, tiles, tourists, Malfunctions.

The large station shows every tile's face (name, cost, lights, spaces and the
tourists on them); a small one shows the same grid in miniature.  A station's
picture is made once for what lies on it and kept until that changes, so a
frame only blits it.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import pygame

from game.last_resort.boards import COLUMNS, SPACE_COSTS, SPACES, VIEWING_PLATFORMS
from game.last_resort.tiles import TILES
from sprites import palette
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
from sprites.text import draw_text, fit_text, font, render_text

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


@lru_cache(maxsize=48)
def station_picture(spaces: tuple[SpaceKey, ...], cell_w: int, cell_h: int, colour: Colour,
                    hidden: frozenset[tuple[int, int]] = frozenset()) -> pygame.Surface:
    """The grid of a station at ``cell_w``×``cell_h`` a space; ``hidden`` (space, slot) pairs are left empty
    (slot -1: the whole tile), for things still flying there."""
    columns = COLUMNS
    rows = SPACES // columns
    image = pygame.Surface((columns * cell_w, rows * cell_h), pygame.SRCALPHA)
    pygame.draw.rect(image, palette.mix(colour, FLOOR, 0.75), image.get_rect(), border_radius=8)
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
    pygame.draw.rect(image, colour, image.get_rect(), 2, border_radius=8)
    return image


def _draw_small_guests(image: pygame.Surface, tile: int, guests: Sequence[str | None], cell: pygame.Rect) -> None:
    radius = space_radius(cell)
    for centre, guest in zip(space_centres(TILES[tile], cell), guests):
        if guest is not None:
            draw_tourist(image, guest, centre, radius)


def _draw_empty(image: pygame.Surface, space: int, cell: pygame.Rect, small: bool) -> None:
    platform = space in VIEWING_PLATFORMS
    fill = (40, 70, 96) if platform else (44, 54, 72)
    pygame.draw.rect(image, fill, cell, border_radius=5)
    pygame.draw.rect(image, (70, 84, 104), cell, 1, border_radius=5)
    size = 10 if small else 26
    cost = render_text(str(SPACE_COSTS[space]), size, (150, 164, 184), True)
    image.blit(cost, cost.get_rect(center=(cell.centerx, cell.centery - (0 if small else 6))))
    if platform and not small:
        label = render_text("Viewing Platform", 10, palette.SAND, True)
        image.blit(label, label.get_rect(midbottom=(cell.centerx, cell.bottom - 3)))
        pygame.draw.circle(image, palette.SAND, (cell.x + 10, cell.y + 10), 5, 2)
    elif platform:
        pygame.draw.circle(image, palette.SAND, (cell.x + 5, cell.y + 5), 3, 1)


def advert_card_rect(rect: pygame.Rect, large: bool) -> pygame.Rect:
    """Where a header drawn in ``rect`` shows its small Advert card."""
    if large:
        return pygame.Rect(rect.right - 118, rect.y + 1, 114, 24)
    return pygame.Rect(rect.right - 56, rect.y + 17, 54, 16)  # on the second line: the name has the first


def small_facts(seat_view: dict[str, Any], width: int) -> str:
    """A small station's second line beside its Advert card: cash, Malfunctions and Viewing Platforms, or
    without the platforms (they show on the grid) where all would not fit."""
    cash = f"{seat_view['cash']} QUID · Malf. {seat_view['malfunctions']}"
    full = f"{cash} · Plat. {seat_view['platforms']}"
    return full if font(11).size(full)[0] <= width else fit_text(cash, 11, width)


def draw_station_header(surface: pygame.Surface, rect: pygame.Rect, seat_view: dict[str, Any], name: str,
                        look: tuple[Colour, str], large: bool, active: bool) -> None:
    """Name, station colour, cash, the Advert (face down until revealed), Malfunctions and Viewing Platforms."""
    from sprites.backdrop import draw_seat_marker

    size = 17 if large else 14
    draw_seat_marker(surface, (rect.x + 10, rect.y + 12), 7, look[0], look[1])
    colour = palette.mix(look[0], palette.PAPER, 0.35)  # the seat's colour, lightened to read on the dark panel
    cash = f"{seat_view['cash']} QUID"
    card = advert_card_rect(rect, large)
    advert = seat_view.get("advert")
    if advert is not None or seat_view.get("advert_chosen"):
        draw_advert(surface, advert, card, text=False)
    if large:
        shown = draw_text(surface, fit_text(name, size, 250, True), size, palette.GLOW if active else palette.PAPER,
                          True, midleft=(rect.x + 22, rect.y + 12))
        facts = f"{cash} · Malf. {seat_view['malfunctions']} · Platf. {seat_view['platforms']}"
        room = card.x - 10 - (shown.right + 12)
        draw_text(surface, fit_text(facts, 14, room, True), 14, colour, True, midright=(card.x - 10, rect.y + 13))
    else:
        draw_text(surface, fit_text(name, size, rect.w - 26, True), size,
                  palette.GLOW if active else palette.PAPER, True, midleft=(rect.x + 22, rect.y + 9))
        draw_text(surface, small_facts(seat_view, card.x - rect.x - 10), 11, colour,
                  midleft=(rect.x + 6, rect.y + 25))
