"""Drawing the public Paradise Fallen table from its scene (only the public view; no state changes here)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.paradise_fallen import prompts
from game.paradise_fallen.trips import aberrations_of
from sprites import palette, pen
from sprites.display import LOGICAL_SIZE
from sprites.message_box import draw_message_box
from sprites.paradise_fallen.board import draw_aberrations, draw_canoe, draw_explored, draw_grid
from sprites.paradise_fallen.faces import draw_big_card
from sprites.paradise_fallen.layout import (
    BAND_Y,
    DISCARD_RECT,
    GRID_RECT,
    HAND_AREA,
    LOG_AREA,
    MESSAGE_RECT,
    STATUS_RECT,
    UNDO_RECT,
    big_card_at,
    canoe_spot,
    mark_rect,
    seat_panel,
)
from sprites.paradise_fallen.seats import draw_deck, draw_piles, draw_seat_panels, explored_card_at
from sprites.text import draw_text, fit_lines, fit_text, font

if TYPE_CHECKING:
    from scenes.paradise_fallen.table import ParadiseFallenScene

BACKGROUND = (20, 36, 48)
BAND_FILL = (26, 48, 64)


def public_card_at(view: dict[str, Any], pos: tuple[int, int]) -> int | None:
    """A face-up card of the table under ``pos``: an explored island, an Aberration, the discard's top."""
    card = explored_card_at(view, pos)
    if card is not None:
        return card
    for spot, cards in aberrations_of(view).items():
        for index in reversed(range(len(cards))):
            if mark_rect(spot, index, len(cards)).collidepoint(pos):
                return cards[index]
    if view["discard"] and DISCARD_RECT.collidepoint(pos):
        return int(view["discard"][-1])
    return None


def draw_board(surface: pygame.Surface, scene: "ParadiseFallenScene") -> None:
    """The grid, its Aberrations and the canoes at rest."""
    view = scene.shown
    draw_grid(surface, view["grid"])
    draw_aberrations(surface, aberrations_of(view), scene.flights.marks_flying())
    draw_explored(surface, view["grid"], [[e["island"] for e in row] for row in view["explored"]], scene.looks())
    for seat, look in enumerate(scene.looks()):
        if not scene.flights.canoe_flying(seat):
            draw_canoe(surface, canoe_spot(int(view["canoes"][seat]), seat), look.colour, look.shape)


def layer_key(scene: "ParadiseFallenScene") -> tuple[Any, ...]:
    """What the whole still layer depends on (the drawing scale too: a window made larger or smaller draws it
    anew); what its parts show is told by :func:`layer_parts`."""
    return (scene.app.settings.colour_blind, tuple(scene.names), tuple(scene.looks()), scene.watching, pen.scale())


def layer_parts(scene: "ParadiseFallenScene") -> list[tuple[pygame.Rect, object]]:
    """The still layer's areas, each with what it shows: a part that changes is drawn again only in its area."""
    view = scene.shown
    flights = scene.flights
    active = () if scene.busy or view["phase"] == "over" else tuple(int(s) for s in view["to_move"])
    canoes = tuple(flights.canoe_flying(seat) for seat in range(len(scene.seats)))
    undo = None if scene.watching else (scene.can_undo, scene.undo_button.hit(scene.app.mouse_position()))
    raid = (scene.raid.showing, scene.raid.picker(), scene.raid.focus)
    computers = [not seat.is_human for seat in scene.seats]
    players = int(view["players"])
    band = (raid, prompts.waiting(view, scene.names, computers), scene.log[-1].text if scene.log else None)
    return [(GRID_RECT.inflate(24, 24), (view["grid"], aberrations_of(view), view["explored"], view["canoes"],
                                         frozenset(flights.marks_flying()), canoes)),
            *[(seat_panel(seat, players).inflate(16, 16), seat_shows(view, seat, seat in active))
              for seat in range(players)],
            (PILES_AREA, (view["deck_count"], view["discard"], flights.flying_to_discard())),
            (STATUS_RECT.inflate(8, 8), status_line(view, scene.names)),
            (UNDO_RECT.inflate(16, 16), undo),
            (HAND_AREA.inflate(8, 8), band)]


def seat_shows(view: dict[str, Any], seat: int, active: bool) -> tuple[object, ...]:
    """What ``seat``'s panel shows of ``view`` (see :func:`sprites.paradise_fallen.seats.draw_seat_panels`)."""
    aptitudes = view.get("aptitudes_active") or []
    return (active, view["explored"][seat], view["target"], view["hand_counts"][seat],
            aptitudes[seat] if seat < len(aptitudes) else None)


PILES_AREA = pygame.Rect(LOG_AREA.x - 6, BAND_Y - 4, LOGICAL_SIZE[0] - LOG_AREA.x + 6, LOGICAL_SIZE[1] - BAND_Y + 4)
"""The column under the log: the deck, the discard pile and their words."""


def draw_table(surface: pygame.Surface, scene: "ParadiseFallenScene") -> None:
    """The whole public table: the still layer (board, seats, piles, status, the band), the log, things flying.

    The still layer is kept and drawn again only where what it shows changed (:class:`sprites.damage.KeptStill`).
    """
    view = scene.shown
    scene.layer.lay(surface, layer_key(scene), lambda layer: draw_layer(layer, scene), layer_parts(scene))
    scene.thinking_sign.draw(surface, scene.thinking_anchor)
    scene.flights.draw(surface)
    scene.log_panel.area = log_area(scene)
    scene.log_panel.draw(surface, scene.log)  # cards fly behind the log and the deck, which stay readable
    if scene.flights.busy:
        draw_deck(surface, view, BACKGROUND)
    draw_message(surface, scene)
    if scene.hover is not None and scene.app.stack.top is scene:
        draw_big_card(surface, scene.hover, preview_rect(scene))


def log_area(scene: "ParadiseFallenScene") -> pygame.Rect:
    """Where the game log lies: its whole column, or under a lesson's words while they show at its top (what just
    happened stays readable beside the step)."""
    box = scene.lesson.box if scene.lesson is not None else None
    if box is None or box.h <= 0:
        return LOG_AREA.copy()
    top = min(box.bottom + 6, LOG_AREA.bottom - LOG_MIN_H)
    return pygame.Rect(LOG_AREA.x, top, LOG_AREA.w, LOG_AREA.bottom - top)


LOG_MIN_H = 120
"""The least of the log a lesson's words leave (a few lines under its title)."""


def draw_layer(surface: pygame.Surface, scene: "ParadiseFallenScene") -> None:
    """The still part of the table: board, seat panels, piles, the status line, Undo and the band."""
    view = scene.shown
    active = () if scene.busy or view["phase"] == "over" else tuple(int(s) for s in view["to_move"])
    surface.fill(BACKGROUND)
    draw_board(surface, scene)
    draw_seat_panels(surface, view, scene.names, scene.looks(), set(active))
    draw_piles(surface, view, scene.flights.flying_to_discard())
    draw_text(surface, fit_text(status_line(view, scene.names), 19, STATUS_RECT.w, True), 19, palette.SAND, True,
              midleft=(STATUS_RECT.x, STATUS_RECT.centery))
    if not scene.watching:
        scene.undo_button.draw(surface, scene.can_undo, scene.undo_button.hit(scene.app.mouse_position()))
    draw_band(surface, scene)


def status_line(view: dict[str, Any], names: list[str]) -> str:
    """The status line: naming who still plays after the goal is reached when that fits, else counting turns, else
    without the turn's number and the end phase's explanation."""
    lines = [prompts.status(view, names), prompts.status(view, names, named=False),
             prompts.status(view, names, named=False, brief=True)]
    return next((line for line in lines if font(19, True).size(line)[0] <= STATUS_RECT.w), lines[-1])


def draw_band(surface: pygame.Surface, scene: "ParadiseFallenScene") -> None:
    """The band under the board: what the table waits for, or the raid pick (public)."""
    view = scene.shown
    pen.rect(surface, BAND_FILL, HAND_AREA, border_radius=12)
    if scene.raid.showing:
        scene.raid.draw(surface)
        return
    computers = [not seat.is_human for seat in scene.seats]
    y = HAND_AREA.y + 20
    for line in fit_lines(prompts.waiting(view, scene.names, computers), 22, HAND_AREA.w - 40, True)[:2]:
        draw_text(surface, line, 22, palette.SAND, True, topleft=(HAND_AREA.x + 20, y))
        y += 30
    if scene.log:
        y += 6
        for line in fit_lines(scene.log[-1].text, 19, HAND_AREA.w - 40)[:3]:
            draw_text(surface, line, 19, palette.PAPER, topleft=(HAND_AREA.x + 20, y))
            y += 25
    for line in fit_lines(prompts.HANDS_HINT, 15, HAND_AREA.w - 40)[:2]:
        draw_text(surface, line, 15, palette.mix(palette.PAPER, BAND_FILL, 0.35), topleft=(HAND_AREA.x + 20, y + 8))
        y += 20


MESSAGE_SIZE, MESSAGE_LINES = 17, 6


def message_rect(scene: "ParadiseFallenScene") -> pygame.Rect | None:
    """The box of the short message showing now (None: none), over the top of the log (see ``MESSAGE_RECT``), or
    just under a lesson's words while they show there (a refusal never hides the step, nor the step the refusal)."""
    if scene.message_time <= 0 or not scene.message:
        return None
    top = MESSAGE_RECT.y
    if scene.lesson is not None and scene.lesson.box.h > 0:
        top = max(top, scene.lesson.box.bottom + 6)
    lines = fit_lines(scene.message, MESSAGE_SIZE, MESSAGE_RECT.w - 20, True)[:message_lines(top)]
    return pygame.Rect(MESSAGE_RECT.x, top, MESSAGE_RECT.w, (MESSAGE_SIZE + 7) * len(lines) + 8)


def message_lines(top: int) -> int:
    """How many lines the message may take from ``top`` down (at least one, at most ``MESSAGE_LINES``)."""
    return max(1, min(MESSAGE_LINES, (MESSAGE_RECT.bottom - top - 8) // (MESSAGE_SIZE + 7)))


def draw_message(surface: pygame.Surface, scene: "ParadiseFallenScene") -> None:
    """A short message to the table (an illegal move's reason), over the top of the log: away from the board, the
    names, the prompt and the buttons (and from a lesson's words)."""
    box = message_rect(scene)
    if box is not None:
        draw_message_box(surface, scene.message, box.x, box.bottom, box.w, MESSAGE_SIZE, message_lines(box.y))


def preview_rect(scene: "ParadiseFallenScene", *avoid: pygame.Rect | None) -> pygame.Rect:
    """Where a card read at full size shows now: near the mouse, clear of the message, a lesson's words and
    ``avoid`` (see ``big_card_at``)."""
    lesson = scene.lesson.box if scene.lesson is not None and scene.lesson.box.h > 0 else None
    return big_card_at(scene.app.mouse_position(), (message_rect(scene), lesson, *avoid))
