"""What the mouse and the reading keys point at on the Last Resort table: a tile (on a station or on offer),
a face-up Malfunction, an Advert card in a station header; zooming a station; R reading the large station by
keyboard while nobody decides.  Reads the scene's shown view only."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sprites.last_resort.board import offer_tiles
from sprites.last_resort.layout import LARGE_HEADER, mini_rect, offer_rect
from sprites.last_resort.station import advert_card_rect

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

LOOK_MOVES = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -6, pygame.K_DOWN: 6}


def space_under(scene: "LastResortScene", pos: tuple[int, int]) -> tuple[int, int] | None:
    """(seat, space) of the station space under ``pos``, as the stations are drawn now."""
    for seat in range(scene.players):
        grid, w, h = scene.station_box(seat)
        if grid.collidepoint(pos):
            space = int(((pos[1] - grid.y) // h) * 6 + (pos[0] - grid.x) // w)
            return (seat, space) if 0 <= space < 24 else None
    return None


def tile_at(scene: "LastResortScene", pos: tuple[int, int]) -> int | None:
    """A tile under ``pos``: on offer, or on a station."""
    for kind, index, tile in offer_tiles(scene.shown):
        if offer_rect(kind, index).collidepoint(pos):
            return tile
    found = space_under(scene, pos)
    if found is None:
        return None
    tile = scene.shown["seats"][found[0]]["spaces"][found[1]]["tile"]
    return int(tile) if tile is not None else None


def malfunction_at(scene: "LastResortScene", pos: tuple[int, int]) -> int | None:
    """A face-up Malfunction under ``pos`` (only with 'Something's Gone Wrong')."""
    found = space_under(scene, pos)
    if found is None:
        return None
    face = scene.shown["seats"][found[0]]["spaces"][found[1]].get("malfunction_face")
    return int(face) if isinstance(face, int) else None


def advert_at(scene: "LastResortScene", pos: tuple[int, int]) -> str | None:
    """A face-up Advert card in a station header under ``pos``."""
    headers = [(scene.large_seat(), LARGE_HEADER, True)]
    if scene.players > 1:
        headers += [(seat, pygame.Rect(mini_rect(i).x + 2, mini_rect(i).y + 2, mini_rect(i).w - 4, 30), False)
                    for i, seat in enumerate(scene.small_seats())]
    for seat, rect, large in headers:
        if advert_card_rect(rect, large).collidepoint(pos):
            advert = scene.shown["seats"][seat].get("advert")
            return str(advert) if advert is not None else None
    return None


def point_at(scene: "LastResortScene") -> None:
    """What is under the mouse now: the stations move when the large one follows play, the mouse may not; a tile
    right-clicked is read only while it is still where it was clicked."""
    if scene.read is not None and tile_at(scene, scene.read_at) != scene.read:
        scene.read = None  # the large station changed under it (or the tile left the offer): it no longer shows
    if scene.pointer is not None:
        scene.hover = tile_at(scene, scene.pointer)
        scene.hover_fault = malfunction_at(scene, scene.pointer)
        scene.hover_advert = advert_at(scene, scene.pointer)


def look(scene: "LastResortScene", event: pygame.event.Event) -> bool:
    """R reads the large station by keyboard while nobody decides on the table (arrows move, R or Esc ends)."""
    if event.type != pygame.KEYDOWN or scene.controls.seat is not None or event.mod & pygame.KMOD_CTRL:
        return False
    if event.key == pygame.K_r:
        spaces = scene.shown["seats"][scene.large_seat()]["spaces"]
        first = next((i for i, space in enumerate(spaces) if space["tile"] is not None), 0)
        scene.look_cursor = None if scene.look_cursor is not None else first
        return True
    if scene.look_cursor is None:
        return False
    if event.key in LOOK_MOVES:
        scene.look_cursor = (scene.look_cursor + LOOK_MOVES[event.key]) % 24
        return True
    if event.key == pygame.K_ESCAPE:
        scene.look_cursor = None
        return True
    return False


def zoom(scene: "LastResortScene", event: pygame.event.Event) -> bool:
    """A click on a small station shows it large (a click on the large one's header, V, or Esc goes back)."""
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and scene.pinned is not None:
        scene.pinned = None  # back to the station of the seat to act; another Esc pauses
        return True
    if event.type == pygame.KEYDOWN and event.key == pygame.K_v and not event.mod & pygame.KMOD_CTRL:
        order = list(range(scene.players))
        current = scene.large_seat()
        scene.pinned = order[(order.index(current) + 1) % len(order)] if scene.players > 1 else None
        return True
    if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
        return False
    for index, seat in enumerate(scene.small_seats()):
        if mini_rect(index).collidepoint(event.pos):
            scene.pinned = seat
            return True
    if LARGE_HEADER.collidepoint(event.pos) and scene.pinned is not None:
        scene.pinned = None
        return True
    return False
