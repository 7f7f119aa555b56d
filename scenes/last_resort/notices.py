"""What shows over the Last Resort table for a moment: a banner (Adverts revealed, an ejection explained, End
of Year), a message to the deciding player, and a tile, Malfunction or Advert read at full size."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from sprites import palette, pen
from sprites.last_resort.faces import advert_words, draw_advert, evil_words
from sprites.last_resort.layout import LARGE_GRID, MESSAGE_LINES, MESSAGE_SIZE, message_place
from sprites.last_resort.reading import draw_read_card
from sprites.message_box import draw_message_box
from sprites.text import draw_text, fit_lines, fit_text

if TYPE_CHECKING:
    from scenes.last_resort.table import LastResortScene


@dataclass
class Banner:
    """A short public notice over the table (Adverts revealed, an ejection explained, End of Year)."""

    title: str
    lines: list[str]
    time: float
    blocking: bool = True
    adverts: tuple[str, ...] = ()
    evil: int | None = None


def draw_banner(surface: pygame.Surface, scene: "LastResortScene", banner: Banner) -> None:
    width = 720
    lines = [line for text in banner.lines for line in fit_lines(text, 17, width - 40)][:4]
    height = 58 + 22 * len(lines) + (112 if banner.adverts else 0)
    box = pygame.Rect(0, 0, width, height)
    box.center = (LARGE_GRID.right, 230)
    pen.rect(surface, palette.INK, box.move(0, 4), border_radius=14)
    pen.rect(surface, (34, 56, 80), box, border_radius=14)
    pen.rect(surface, palette.SAND, box, 2, border_radius=14)
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
            draw_text(surface, fit_text(name, 14, w, True), 14, palette.PAPER, True, topleft=(x, y))
            draw_advert(surface, advert, pygame.Rect(x, y + 20, w, 30), text=False)
            for i, line in enumerate(reveal_lines(advert, w - 8)):
                draw_text(surface, line, 11, palette.PAPER, topleft=(x + 4, y + 54 + 13 * i))
            x += w + 10
        if banner.evil is not None:
            title, facts = evil_words(banner.evil)
            draw_text(surface, "Evil A.I.", 14, palette.WARN, True, topleft=(x, y))
            card = pygame.Rect(x, y + 20, w, 80)
            pen.rect(surface, (70, 40, 50), card, border_radius=6)
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


def draw_message(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """The table's message at the foot of the log column (:func:`message_place`)."""
    draw_message_box(surface, scene.message if scene.message_time > 0 else "", *message_place(), size=MESSAGE_SIZE,
                     most_lines=MESSAGE_LINES)


def draw_reading(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """A tile read at full size: under the mouse (or right-clicked), or at the cursor with R (also while nobody
    decides: then R reads the large station, arrows move); an Advert card of a header under the mouse."""
    controls = scene.controls
    tile: int | None = None
    fault: int | None = None
    advert: str | None = None
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
        draw_looking(surface, scene)
        return
    elif on_top:
        tile = scene.read if scene.read is not None else scene.hover
        fault = scene.hover_fault
        advert = scene.hover_advert if tile is None and fault is None else None
    draw_read_card(surface, where, tile, fault, advert, guests_on(scene.shown, tile) if tile is not None else ())


def draw_looking(surface: pygame.Surface, scene: "LastResortScene") -> None:
    """R while nobody decides on the table (or over the Advert panel): the space of the large station at the look
    cursor, ringed, and its tile or face-up Malfunction read at full size."""
    seat = scene.large_seat()
    rect = scene.cell_rect(seat, scene.look_cursor or 0)
    pen.rect(surface, palette.PAPER, rect.inflate(6, 6), 5, border_radius=8)
    space = scene.shown["seats"][seat]["spaces"][scene.look_cursor or 0]
    tile = int(space["tile"]) if space["tile"] is not None else None
    face = space.get("malfunction_face")
    fault = int(face) if isinstance(face, int) else None
    draw_read_card(surface, rect.center, tile, fault, None, guests_on(scene.shown, tile) if tile is not None else ())


def guests_on(view: dict[str, Any], tile: int) -> list[str | None]:
    """The tourists on ``tile`` where it is built (none for a tile on offer), so its full-size face shows them."""
    for seat in view["seats"]:
        for space in seat["spaces"]:
            if space["tile"] == tile:
                return [str(g) if g is not None else None for g in space["tourists"]]
    return []
