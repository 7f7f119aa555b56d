"""Drawing the public Last Resort table from its scene (only the public view as shown; no state changes here).

The still part (stations, tracks, board, prompt panel, the log) is drawn once into a kept layer and blitted while
nothing it is drawn from changes; what moves, and the notices over it (:mod:`.notices`), are drawn on top."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.last_resort.tiles import COLOURS
from scenes.last_resort import pointing
from scenes.last_resort.notices import draw_banner, draw_looking, draw_message, draw_reading, guests_on
from scenes.last_resort.show import tracker_looks
from scenes.last_resort.wording import human_prompt, public_prompt, status_line
from sprites import palette, pen
from sprites.damage import lay_still
from sprites.last_resort.board import (
    draw_bag,
    draw_evil_card,
    draw_lounge,
    draw_offers,
    draw_round_track,
    draw_tracks,
    draw_trend,
)
from sprites.last_resort.faces import (
    draw_meeple,
    tile_face,
)
from sprites.last_resort.layout import (
    LARGE_GRID,
    LARGE_HEADER,
    PROMPT_RECT,
    STATUS_RECT,
    carried_tag_rect,
    evil_card_rect,
    mini_header_rect,
    mini_rect,
)
from sprites.last_resort.reading import draw_read_card
from sprites.last_resort.station import draw_station_header, space_key, station_picture
from sprites.text import draw_text, fit_lines, fit_text, font, is_recording, render_text

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

BACKGROUND = (16, 26, 40)
PANEL_FILL = (26, 46, 64)
TABLE_HINT = "Zoom a station: click it or V. Read a tile: point at it, right-click or R."
"""The prompt panel's reminder while nobody decides (short enough for one line)."""
ZOOMED_HINT = "Zoomed in: click the station's name above to follow play again."
"""The reminder while a station is zoomed by hand (the header's own note is kept short)."""


def layer_key(scene: "LastResortScene") -> tuple[object, ...]:
    """Everything the still part of the table is drawn from (it is drawn again only when this changes).

    The view and the legal actions are held themselves, not their ids (an id may be reused once freed); the
    same object compares equal at once."""
    controls = scene.controls
    flights = scene.flights
    held = controls.held()
    return (scene.shown, tuple(scene.looks()), scene.large_seat(), scene.busy, scene.watching, scene.pinned,
            scene.private_view, tuple(flights.hidden(s) for s in range(scene.players)),
            frozenset(flights.tiles_flying()), flights.trackers_flying(), controls.seat, controls.phase, controls.legal, controls.tile,
            controls.colour, controls.cursor, controls.focus, held, scene.log_panel.look(scene.log))


def draw_table(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """The whole public table: the still part from its kept picture, then what moves or changes often."""
    if is_recording():  # the text recorder watches: every word is drawn afresh, so it is written down
        scene.layer = None
        _draw_still(surface, scene)
    else:
        key = layer_key(scene)
        layer = scene.layer
        if layer is None or layer[0] != key:
            fits = layer is not None and layer[1].get_size() == surface.get_size() \
                and pen.scale_of(layer[1]) == pen.scale_of(surface)  # else the window was resized meanwhile
            picture = layer[1] if layer is not None and fits else pen.surface(surface.get_size(), 0, surface)
            _draw_still(picture, scene)  # drawn over the last picture: a new full-window surface costs 6 ms at 4K
            scene.layer = layer = (key, picture)
        lay_still(surface, layer[1])
    scene.thinking_sign.draw(surface, scene.thinking_anchor)
    if not scene.watching:
        scene.undo_button.draw(surface, scene.can_undo, scene.undo_button.hit(scene.app.mouse_position()))
    scene.flights.draw(surface)
    _draw_carried(surface, scene)
    if scene.banner is not None:
        draw_banner(surface, scene, scene.banner)
    draw_message(surface, scene)
    draw_reading(surface, scene)
    _read_beside_private(surface, scene)


def _read_beside_private(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """In the Advertise phase a private panel is on top and the table gets no mouse: what the mouse points at on
    the visible table (a tile, a face-up Malfunction or Advert), outside the panel, is read at full size all the
    same, in the log column (never under the panel; only the public view is read)."""
    from scenes.last_resort.adverts import PANEL, AdvertOverlay

    top = scene.app.stack.top
    if not isinstance(top, AdvertOverlay) or top.table is not scene:
        return
    if scene.look_cursor is not None:  # R over the panel reads the station as on the table
        draw_looking(surface, scene)
        return
    where = scene.app.mouse_position()
    if (top.folded_bar if top.folded else PANEL).collidepoint(where):
        return
    tile = pointing.tile_at(scene, where)
    fault = pointing.malfunction_at(scene, where)
    advert = pointing.advert_at(scene, where) if tile is None and fault is None else None
    draw_read_card(surface, where, tile, fault, advert, guests_on(scene.shown, tile) if tile is not None else ())


def _draw_still(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """The part of the table that changes only with the view, the decision or what is in the air."""
    view = scene.shown
    surface.fill(BACKGROUND)
    draw_text(surface, fit_text(status_line(view, scene.names, STATUS_RECT.w), 18, STATUS_RECT.w, True), 18, palette.SAND,
              True, midleft=(STATUS_RECT.x, STATUS_RECT.centery))
    _draw_stations(surface, scene)
    draw_tracks(surface, view, tracker_looks(scene), scene.flights.trackers_flying())
    _draw_board(surface, scene)
    _draw_prompt(surface, scene)
    scene.log_panel.draw(surface, scene.log)  # in the layer: blending it over the table costs 1.7 ms at 4K


def _draw_stations(surface: pygame.Surface, scene: "LastResortScene") -> None:
    view = scene.shown
    looks = scene.looks()
    active = set() if scene.busy else {int(s) for s in view["to_move"]}
    large = scene.large_seat()
    seat_view = view["seats"][large]
    colour = looks[large][0]  # the seat's own colour, not the rules' name of its station (seat 1 plays "Blue")
    _header(surface, LARGE_HEADER, seat_view, scene.names[large], looks[large], True, large in active)
    picture = station_picture(space_key(seat_view), 92, 68, colour, scene.flights.hidden(large))
    surface.blit(picture, LARGE_GRID.topleft)
    controls = scene.controls
    if controls.seat == large:
        for space, label in controls.glowing().items():
            cell = scene.cell_rect(large, space)
            pen.rect(surface, palette.GLOW, cell.inflate(-2, -2), 3, border_radius=6)
            if label:
                badge = render_text(f"{label} QUID", 13, palette.INK, True)
                box = badge.get_rect(topright=(cell.right - 4, cell.y + 4)).inflate(6, 2)
                pen.rect(surface, palette.GLOW, box, border_radius=4)
                surface.blit(badge, badge.get_rect(center=box.center))
    if scene.players == 1:
        draw_evil_card(surface, evil_card_rect(), view)
        return
    for index, seat in enumerate(scene.small_seats()):
        box = mini_rect(index)
        small = view["seats"][seat]
        hue = looks[seat][0]
        pen.rect(surface, PANEL_FILL, box, border_radius=8)
        pen.rect(surface, palette.GLOW if seat in active else palette.mix(hue, PANEL_FILL, 0.4), box,
                         2, border_radius=8)
        _header(surface, mini_header_rect(index), small, scene.names[seat], looks[seat],
                False, seat in active)
        grid, w, h = scene.station_box(seat)
        surface.blit(station_picture(space_key(small), w, h, hue, scene.flights.hidden(seat)), grid.topleft)


def _header(surface: pygame.Surface, rect: pygame.Rect, seat_view: dict[str, Any], name: str,
            look: tuple[tuple[int, int, int], str], large: bool, active: bool) -> None:
    draw_station_header(surface, rect, seat_view, name, look, large, active)


def _draw_board(surface: pygame.Surface, scene: "LastResortScene") -> None:
    view = scene.shown
    controls = scene.controls
    draw_round_track(surface, view)
    draw_trend(surface, view)
    draw_bag(surface, view)
    held = controls.held()
    lifted_tile = held[1] if held is not None and held[0] == "tile" else None
    hidden = scene.flights.tiles_flying()
    picks = controls.number_picks()
    tiles = controls.tiles()
    draw_offers(surface, view, set(tiles), lifted_tile, controls.tile, hidden, tiles if picks == "tiles" else ())
    lifted_colour = COLOURS[held[1]] if held is not None and held[0] == "tourist" else None
    draw_lounge(surface, view, set(controls.colours()), lifted_colour, controls.colour, keyed=picks == "lounge")


def _draw_prompt(surface: pygame.Surface, scene: "LastResortScene") -> None:
    pen.rect(surface, PANEL_FILL, PROMPT_RECT, border_radius=10)
    controls = scene.controls
    buttons = controls.buttons()
    acting = controls.seat is not None
    pen.rect(surface, palette.GLOW if acting else (70, 96, 120), PROMPT_RECT, 2, border_radius=10)
    text = human_prompt(scene) if acting else public_prompt(scene)
    room = PROMPT_RECT.h - (60 if buttons else 16)
    y = PROMPT_RECT.y + 8
    lines = fit_lines(text, 15, PROMPT_RECT.w - 20)
    for line in lines[:max(1, room // 19)]:
        draw_text(surface, line, 15, palette.PAPER if acting else palette.SAND, topleft=(PROMPT_RECT.x + 10, y))
        y += 19
    for index, button in enumerate(buttons):
        focused = controls.choices() and index == controls.focus % max(1, len(controls.choices()))
        pen.rect(surface, palette.SAND, button.rect, border_radius=8)
        pen.rect(surface, palette.GLOW if focused else palette.SAND_DARK, button.rect, 3 if focused else 2,
                         border_radius=8)
        for line, middle in button_lines(button.label, button.hint, button.rect):
            draw_text(surface, line, 14 if len(middle) == 1 else 13, palette.INK, True, center=middle)
    hint = ZOOMED_HINT if scene.pinned is not None and scene.private_view is None else TABLE_HINT
    if not acting:
        draw_text(surface, fit_text(hint, 12, PROMPT_RECT.w - 20), 12, (150, 166, 182),
                  bottomleft=(PROMPT_RECT.x + 10, PROMPT_RECT.bottom - 6))


def button_lines(label: str, hint: str, rect: pygame.Rect) -> list[tuple[str, tuple[int, int]]]:
    """A prompt button's words and where each line is centred: one line when it fits, else two ("Attractions" /
    "4 QUID  [2]"), so what a choice pays and its key are never cut off."""
    one = f"{label}  [{hint}]"
    if font(14, True).size(one)[0] <= rect.w - 8:
        return [(one, rect.center)]
    head, _, tail = label.partition(": ")
    second = f"{tail}  [{hint}]" if tail else f"[{hint}]"
    return [(fit_text(head, 13, rect.w - 8, True), (rect.centerx, rect.centery - 9)),
            (fit_text(second, 13, rect.w - 8, True), (rect.centerx, rect.centery + 9))]


def _draw_carried(surface: pygame.Surface, scene: "LastResortScene") -> None:
    controls = scene.controls
    for (kind, item), position in controls.drag.returning_items():
        _draw_grip(surface, kind, item, pygame.Rect(round(position[0]), round(position[1]), 78, 66))
    found = controls.carried_rect()
    if found is None:
        return
    (kind, item), rect = found
    _draw_grip(surface, kind, item, rect)
    space = controls.space_at(controls.pointer)
    if kind == "tile" and space is not None:
        label = controls.glowing().get(space)
        words = f"Build here for {label} QUID" if label else "Not here"
        image = render_text(words, 16, palette.INK if label else palette.PAPER, True)
        box = carried_tag_rect(rect, image.get_rect().inflate(10, 4).size)
        pen.rect(surface, palette.GLOW if label else palette.WARN, box, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))


def _draw_grip(surface: pygame.Surface, kind: str, item: int, rect: pygame.Rect) -> None:
    if kind == "tile":
        surface.blit(tile_face(item, 78, 66), rect.topleft)
    else:
        draw_meeple(surface, COLOURS[item], pygame.Rect(rect.x, rect.y, 26, 30))
