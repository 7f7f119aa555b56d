"""Drawing the public Last Resort table from its scene (only the public view as shown; no state changes here)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.last_resort.tiles import COLOURS, TILES
from sprites import palette
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
    advert_words,
    big_malfunction,
    big_tile,
    draw_advert,
    draw_meeple,
    draw_spaces,
    evil_words,
    tile_face,
)
from sprites.last_resort.layout import (
    LARGE_GRID,
    LARGE_HEADER,
    MINI_GAP,
    MINI_H,
    MINI_W,
    PROMPT_RECT,
    STATUS_RECT,
    big_rect_at,
    mini_rect,
)
from sprites.last_resort.station import STATION_COLOURS, draw_station_header, space_key, station_picture
from sprites.text import draw_text, fit_lines, fit_text, font, is_recording, note_drawn, render_text

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene

BACKGROUND = (16, 26, 40)
PANEL_FILL = (26, 46, 64)
TABLE_HINT = "Zoom a station: click it or V. Read a tile: point at it, right-click or R."
"""The prompt panel's reminder while nobody decides (short enough for one line)."""
ZOOMED_HINT = "Zoomed in: click the station's name above to follow play again."
"""The reminder while a station is zoomed by hand (the header's own note is kept short)."""
PHASE_WORDS = {"advertise": "Advertise", "malfunction": "Malfunctions", "repair": "Repair", "checkout": "Check-out",
               "build": "Build", "arrivals": "Arrivals", "over": "Game over"}


@dataclass
class Banner:
    """A short public notice over the table (Adverts revealed, an ejection explained, End of Year)."""

    title: str
    lines: list[str]
    time: float
    blocking: bool = True
    adverts: tuple[str, ...] = ()
    evil: int | None = None


def status_line(view: dict[str, Any], names: Sequence[str], width: int | None = None) -> str:
    """The top line: Year, season and phase, and the order of play where it matters.

    With ``width`` (pixels at 18 pt bold) the line is made shorter until the whole order fits: shorter words
    first, then first names (when they tell the players apart)."""
    if view["phase"] == "over":
        return "Game over"
    season = (int(view["season"]) - 1) % 3 + 1
    phase = PHASE_WORDS.get(str(view["phase"]), "")
    order = [int(p) for p in view.get("draft_order") or []] if view["phase"] == "arrivals" else \
        [int(p) for p in view.get("queue") or []] if view["phase"] == "build" else []
    if not order:
        return f"Year {view['year']} of 3 · season {season} of 3 · {phase}"
    full = [names[p] if 0 <= p < len(names) else "Evil A.I." for p in order]
    firsts = [name.split()[0] if name.split() else name for name in full]
    what = "draft order" if view["phase"] == "arrivals" else "build order (least cash first)"
    lines = [f"Year {view['year']} of 3 · season {season} of 3 · {phase} · {what}: " + ", ".join(full),
             f"Year {view['year']}/3 · season {season}/3 · {phase} · {what}: " + ", ".join(full),
             f"Year {view['year']}/3 · season {season}/3 · {phase} order: " + ", ".join(full)]
    if len(set(firsts)) == len(set(full)):
        lines.append(f"Year {view['year']}/3 · season {season}/3 · {phase} order: " + ", ".join(firsts))
    if width is None:
        return lines[0]
    face = font(18, True)
    return next((line for line in lines if face.size(line)[0] <= width), lines[-1])


def public_prompt(scene: "LastResortScene") -> str:
    """What the table waits for, said to everyone (never a secret)."""
    view = scene.shown
    names = scene.names
    phase = str(view["phase"])
    if phase == "over":
        return "The game is over."
    if scene.busy:
        return "The table is showing the last moves…"
    waiting = [int(s) for s in view["to_move"]]
    if phase == "advertise":
        chosen = [names[i] for i, s in enumerate(view["seats"]) if s.get("advert_chosen")]
        done = f" Face down already: {', '.join(chosen)}." if chosen else ""
        return ("Everyone plays an Advert face down; they turn over together. Waiting for "
                + ", ".join(_who(scene, s) for s in waiting) + "." + done)
    if not waiting:
        return ""
    who = _who(scene, waiting[0])
    doing = {"malfunction": "places a Malfunction on one of the cheapest linked spaces",
             "repair": "chooses a Malfunction for the Repair Drones", "checkout": "chooses what to check out",
             "build": "builds (or builds nothing)", "arrivals": "takes a tourist from the lounge"}
    return f"{who} {doing.get(phase, 'decides')}."


def _who(scene: "LastResortScene", seat: int) -> str:
    name = scene.names[seat]
    return name if scene.seats[seat].is_human else f"{name} (computer)"


def human_prompt(scene: "LastResortScene") -> str:
    """What the human deciding on the table can do, in words."""
    controls = scene.controls
    me = controls.seat_view()
    cash = f" You have {me['cash']} QUID."
    phase = controls.phase
    if phase == "malfunction":
        return f"{me['name']}: put your Malfunction on a glowing space (the cheapest linked ones). Click it, or arrows and Enter."
    if phase == "repair":
        return f"{me['name']}: click a glowing Malfunction to repair it (arrows and Enter)."
    if phase == "checkout":
        return f"{me['name']}: check out one kind of tile; each button says what it pays (1–3, or Tab and Enter).{cash}"
    if phase == "build":
        name = controls.tile_name()
        chosen = f" Chosen: {name}; glowing spaces show the total price." if name else ""
        return (f"{me['name']}: drag a glowing tile onto a glowing space of your station, or Tab (1–4) to choose "
                f"and arrows and Enter to build; P builds nothing.{chosen}{cash}")
    if phase == "arrivals":
        eject = controls.ejects()
        if eject is not None:
            return (f"{me['name']}: no tourist space on your station takes a {eject.colour} tourist. If you take one "
                    "it is ejected into space and you lose 1 prestige of its colour. Choose another colour (Tab, "
                    "1–4), or press E to take and eject it.")
        colour = controls.current_colour() or ""
        return (f"{me['name']}: drag a tourist from the lounge onto a glowing tourist space, or Tab (1–4) for a "
                f"colour, arrows and Enter to seat it. Chosen: {colour}.")
    return ""


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
            controls.colour, controls.cursor, controls.focus, held)


def draw_table(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """The whole public table: the still part from its kept picture, then what moves or changes often."""
    if is_recording():  # the text recorder watches: every word is drawn afresh, so it is written down
        scene.layer = None
        _draw_still(surface, scene)
    else:
        key = layer_key(scene)
        layer = scene.layer
        if layer is None or layer[0] != key or layer[1].get_size() != surface.get_size():
            layer = (key, pygame.Surface(surface.get_size(), 0, surface))
            _draw_still(layer[1], scene)
            scene.layer = layer
        surface.blit(layer[1], (0, 0))
    if not scene.watching:
        scene.undo_button.draw(surface, scene.can_undo, scene.undo_button.hit(scene.app.mouse_position()))
    scene.log_panel.draw(surface, scene.log)
    scene.flights.draw(surface)
    _draw_carried(surface, scene)
    if scene.banner is not None:
        _draw_banner(surface, scene, scene.banner)
    _draw_message(surface, scene)
    _draw_reading(surface, scene)


def _draw_still(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """The part of the table that changes only with the view, the decision or what is in the air."""
    view = scene.shown
    surface.fill(BACKGROUND)
    draw_text(surface, fit_text(status_line(view, scene.names, STATUS_RECT.w), 18, STATUS_RECT.w, True), 18, palette.SAND,
              True, midleft=(STATUS_RECT.x, STATUS_RECT.centery))
    _draw_stations(surface, scene)
    draw_tracks(surface, view, scene.looks(), scene.flights.trackers_flying())
    _draw_board(surface, scene)
    _draw_prompt(surface, scene)


def _draw_stations(surface: pygame.Surface, scene: "LastResortScene") -> None:
    view = scene.shown
    looks = scene.looks()
    active = set() if scene.busy else {int(s) for s in view["to_move"]}
    large = scene.large_seat()
    seat_view = view["seats"][large]
    colour = STATION_COLOURS.get(str(seat_view["station"]), palette.SAND)
    _header(surface, LARGE_HEADER, seat_view, scene.names[large], looks[large], True, large in active)
    picture = station_picture(space_key(seat_view), 92, 68, colour, scene.flights.hidden(large))
    surface.blit(picture, LARGE_GRID.topleft)
    controls = scene.controls
    if controls.seat == large:
        for space, label in controls.glowing().items():
            cell = scene.cell_rect(large, space)
            pygame.draw.rect(surface, palette.GLOW, cell.inflate(-2, -2), 3, border_radius=6)
            if label:
                badge = render_text(f"{label} QUID", 13, palette.INK, True)
                box = badge.get_rect(topright=(cell.right - 4, cell.y + 4)).inflate(6, 2)
                pygame.draw.rect(surface, palette.GLOW, box, border_radius=4)
                surface.blit(badge, badge.get_rect(center=box.center))
        cursor = controls.cursor_rect() if controls.phase != "checkout" else None
        if cursor is not None:
            pygame.draw.rect(surface, palette.PAPER, cursor.inflate(2, 2), 2, border_radius=7)
    if scene.players == 1:
        box = mini_rect(0)
        draw_evil_card(surface, pygame.Rect(box.x, box.y, 3 * MINI_W + 2 * MINI_GAP, MINI_H), view)
        return
    for index, seat in enumerate(scene.small_seats()):
        box = mini_rect(index)
        small = view["seats"][seat]
        hue = STATION_COLOURS.get(str(small["station"]), palette.SAND)
        pygame.draw.rect(surface, PANEL_FILL, box, border_radius=8)
        pygame.draw.rect(surface, palette.GLOW if seat in active else palette.mix(hue, PANEL_FILL, 0.4), box,
                         2, border_radius=8)
        _header(surface, pygame.Rect(box.x + 2, box.y + 2, box.w - 4, 30), small, scene.names[seat], looks[seat],
                False, seat in active)
        grid, w, h = scene.station_box(seat)
        surface.blit(station_picture(space_key(small), w, h, hue, scene.flights.hidden(seat)), grid.topleft)


def _header(surface: pygame.Surface, rect: pygame.Rect, seat_view: dict[str, Any], name: str,
            look: tuple[tuple[int, int, int], str], large: bool, active: bool) -> None:
    advert = seat_view.get("advert")
    if advert is not None:
        note_drawn(f"{seat_view['name']}'s Advert: {advert}")
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
    draw_offers(surface, view, set(controls.tiles()), lifted_tile, controls.tile, hidden)
    lifted_colour = COLOURS[held[1]] if held is not None and held[0] == "tourist" else None
    draw_lounge(surface, view, set(controls.colours()), lifted_colour, controls.colour)


def _draw_prompt(surface: pygame.Surface, scene: "LastResortScene") -> None:
    pygame.draw.rect(surface, PANEL_FILL, PROMPT_RECT, border_radius=10)
    controls = scene.controls
    buttons = controls.buttons()
    acting = controls.seat is not None
    pygame.draw.rect(surface, palette.GLOW if acting else (70, 96, 120), PROMPT_RECT, 2, border_radius=10)
    text = human_prompt(scene) if acting else public_prompt(scene)
    room = PROMPT_RECT.h - (60 if buttons else 16)
    y = PROMPT_RECT.y + 8
    lines = fit_lines(text, 15, PROMPT_RECT.w - 20)
    for line in lines[:max(1, room // 19)]:
        draw_text(surface, line, 15, palette.PAPER if acting else palette.SAND, topleft=(PROMPT_RECT.x + 10, y))
        y += 19
    for index, button in enumerate(buttons):
        focused = controls.choices() and index == controls.focus % max(1, len(controls.choices()))
        pygame.draw.rect(surface, palette.SAND, button.rect, border_radius=8)
        pygame.draw.rect(surface, palette.GLOW if focused else palette.SAND_DARK, button.rect, 3 if focused else 2,
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
        box = image.get_rect(midbottom=(rect.centerx, rect.y - 4)).inflate(10, 4)
        pygame.draw.rect(surface, palette.GLOW if label else palette.WARN, box, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))


def _draw_grip(surface: pygame.Surface, kind: str, item: int, rect: pygame.Rect) -> None:
    if kind == "tile":
        surface.blit(tile_face(item, 78, 66), rect.topleft)
    else:
        draw_meeple(surface, COLOURS[item], pygame.Rect(rect.x, rect.y, 26, 30))


def _draw_banner(surface: pygame.Surface, scene: "LastResortScene", banner: Banner) -> None:
    width = 720
    lines = [line for text in banner.lines for line in fit_lines(text, 17, width - 40)][:4]
    height = 58 + 22 * len(lines) + (112 if banner.adverts else 0)
    box = pygame.Rect(0, 0, width, height)
    box.center = (LARGE_GRID.right, 230)
    pygame.draw.rect(surface, palette.INK, box.move(0, 4), border_radius=14)
    pygame.draw.rect(surface, (34, 56, 80), box, border_radius=14)
    pygame.draw.rect(surface, palette.SAND, box, 2, border_radius=14)
    draw_text(surface, fit_text(banner.title, 24, width - 30, True), 24, palette.SAND, True,
              midtop=(box.centerx, box.y + 10))
    y = box.y + 46
    for line in lines:
        draw_text(surface, line, 17, palette.PAPER, midtop=(box.centerx, y))
        y += 22
    if banner.adverts:
        cards = list(enumerate(banner.adverts))
        count = len(cards) + (1 if banner.evil is not None else 0)
        w = min(150, (width - 30) // count - 10)
        x = box.centerx - (count * (w + 10) - 10) // 2
        for seat, advert in cards:
            name = scene.names[seat] if seat < len(scene.names) else ""
            note_drawn(f"{name}'s Advert: {advert}")
            draw_text(surface, fit_text(name, 14, w, True), 14, palette.PAPER, True, topleft=(x, y))
            draw_advert(surface, advert, pygame.Rect(x, y + 20, w, 30), text=False)
            for i, line in enumerate(reveal_lines(advert, w - 8)):
                draw_text(surface, line, 11, palette.PAPER, topleft=(x + 4, y + 54 + 13 * i))
            x += w + 10
        if banner.evil is not None:
            title, facts = evil_words(banner.evil)
            draw_text(surface, "Evil A.I.", 14, palette.WARN, True, topleft=(x, y))
            card = pygame.Rect(x, y + 20, w, 80)
            pygame.draw.rect(surface, (70, 40, 50), card, border_radius=6)
            draw_text(surface, fit_text(title, 13, w - 8, True), 13, palette.PAPER, True, topleft=(x + 4, y + 24))
            for i, fact in enumerate(facts[:3]):
                draw_text(surface, fit_text(fact, 11, w - 8), 11, palette.PAPER, topleft=(x + 4, y + 44 + 14 * i))


def reveal_lines(advert: str, width: int) -> list[str]:
    """What a revealed Advert does, in up to four lines under its name (it was cut to one line: "Check out
    your Amenit…"); only a fifth line would be cut."""
    lines = fit_lines(advert_words(advert)[1], 11, width)
    if len(lines) <= 4:
        return lines
    return lines[:3] + [fit_text(" ".join(lines[3:]), 11, width)]


def _draw_message(surface: pygame.Surface, scene: "LastResortScene") -> None:
    if scene.message_time <= 0 or not scene.message:
        return
    lines = fit_lines(scene.message, 17, 540, True)[:3]
    box = pygame.Rect(LARGE_GRID.x + 6, LARGE_GRID.bottom - 12 - 24 * len(lines), 540, 24 * len(lines) + 8)
    pygame.draw.rect(surface, palette.INK, box, border_radius=8)
    pygame.draw.rect(surface, palette.WARN, box, 2, border_radius=8)
    for i, line in enumerate(lines):
        draw_text(surface, line, 17, palette.PAPER, True, midtop=(box.centerx, box.y + 4 + 24 * i))


def _draw_reading(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """A tile read at full size: under the mouse (or right-clicked), or at the cursor with R (also while nobody
    decides: then R reads the large station, arrows move); an Advert card of a header under the mouse."""
    controls = scene.controls
    tile: int | None = None
    fault: int | None = None
    where = scene.app.mouse_position()
    on_top = scene.app.stack.top is scene and not controls.dragging
    if controls.reading and controls.seat is not None:
        rect = controls.cursor_rect()
        tile = controls.current_tile()
        if tile is None and rect is not None:
            found = scene.shown["seats"][controls.seat]["spaces"][controls.cursor]["tile"]
            tile = int(found) if found is not None else None
        where = rect.center if rect is not None else where
    elif scene.look_cursor is not None and controls.seat is None and on_top:
        seat = scene.large_seat()
        rect = scene.cell_rect(seat, scene.look_cursor)
        pygame.draw.rect(surface, palette.PAPER, rect.inflate(2, 2), 2, border_radius=7)
        space = scene.shown["seats"][seat]["spaces"][scene.look_cursor]
        tile = int(space["tile"]) if space["tile"] is not None else None
        face = space.get("malfunction_face")
        fault = int(face) if isinstance(face, int) else None
        where = rect.center
    elif on_top:
        tile = scene.read if scene.read is not None else scene.hover
        fault = scene.hover_fault
        if tile is None and fault is None and scene.hover_advert is not None:
            _draw_big_advert(surface, scene.hover_advert, where)
            return
    if tile is not None:
        rect = big_rect_at(where)
        surface.blit(big_tile(tile), rect)
        guests = guests_on(scene.shown, tile)
        if guests:
            draw_spaces(surface, TILES[tile], guests, rect)
    elif fault is not None:
        surface.blit(big_malfunction(fault), big_rect_at(where))


def guests_on(view: dict[str, Any], tile: int) -> list[str | None]:
    """The tourists on ``tile`` where it is built (none for a tile on offer), so its full-size face shows them."""
    for seat in view["seats"]:
        for space in seat["spaces"]:
            if space["tile"] == tile:
                return [str(g) if g is not None else None for g in space["tourists"]]
    return []


def _draw_big_advert(surface: pygame.Surface, advert: str, where: tuple[int, int]) -> None:
    """An Advert card read at full size (its title and what it does)."""
    rect = big_rect_at(where)
    card = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, 130))
    note_drawn(" ".join(advert_words(advert)))
    draw_advert(surface, advert, card, text=True)
