"""Drawing the Paradisio match table from its scene (no state changes here, only the still layer's cache)."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.paradisio.state import HAND_SIZE
from sprites import palette, pen
from sprites.damage import lay_still
from sprites.paradisio.marks import blit_glows, dead_hole, draw_legend
from sprites.paradisio.match_art import (
    CELL,
    MESSAGE_AREA,
    NEWS_AREA,
    TABLE_GRID,
    TITLE_WIDTH,
    TOKEN_RADIUS,
    UNDO_RECT,
    Part,
    StillLayer,
    seat_colour_of,
    still_facts,
    tray_slot,
)
from sprites.paradisio.news import draw_last_tile, draw_news
from sprites.paradisio.round_end import draw_round_end
from sprites.paradisio.table import blit_token, draw_lifted, draw_placed, fitted
from sprites.paradisio.tiles import blit_tile
from sprites.text import blit_text, fit_lines, font, is_recording

if TYPE_CHECKING:
    from scenes.paradisio.match import ParadisioMatchScene

TITLE_BAND = 48
"""The title's lines end above this; a round-end panel reaching up into it replaces the title."""
LEGEND_CENTRE = (640, 699)
"""Where the key of the glows and the dark cells sits: under the table."""
CONTROLS_HINT = "Drag a tile onto the table · turn it: wheel, right click or R · Tab, arrows, Enter"
"""The line under the title that says how tiles are moved."""


def draw_match(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    """Paint the still layer, the tiles, the glow, anything moving and the words of ``scene``."""
    lay_still(surface, _still_layer(scene))
    _draw_title(surface, scene)
    blit_glows(surface, TABLE_GRID.cell_rect, *scene.glowing())
    placed = [((p["cell"][0], p["cell"][1]), p["tile_id"], p["turn"]) for p in scene.shown["placed"]]
    in_air = {cell for cell, tile_id, _ in placed if tile_id in scene.flying}
    draw_placed(surface, TABLE_GRID, placed, in_air)
    _draw_last_tile(surface, scene)
    _draw_trays(surface, scene)
    scene.thinking_sign.draw(surface, scene.thinking_anchor)
    for tile_id, (tween, turn) in scene.flying.items():
        draw_lifted(surface, tile_id, turn, CELL, tween.position)
    _draw_keyboard_hold(surface, scene)
    _draw_side_panels(surface, scene)
    if not scene.watching and scene.round_end is None and any(s["kind"] == "human" for s in scene.shown["seats"]):
        draw_legend(surface, LEGEND_CENTRE, ("bright", "turn", "outside"), TITLE_WIDTH)
    carried = scene.holding.carried_top_left
    if carried is not None and scene.holding.held is not None:  # over the side panels: the hand holds it up
        held = scene.holding.held
        draw_lifted(surface, held, scene.holding.angle_of(held), CELL, carried)
    _draw_round_end(surface, scene)
    if scene.token_flight is not None and scene.token_flight.progress > 0:
        blit_token(surface, scene.token_flight.position, TOKEN_RADIUS + 6)
    _draw_deal_notice(surface, scene)
    _draw_message(surface, scene)


def _draw_round_end(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    """The finished round: its dead holes crossed out, and the panel with the reason and "Next round"."""
    ending = scene.round_end
    if ending is None:
        return
    for cell in ending.holes:
        surface.blit(dead_hole(CELL), TABLE_GRID.cell_rect(cell).topleft)
    button = ending.layout.button
    hovered = button is not None and button.collidepoint(scene.app.mouse_position())
    draw_round_end(surface, ending.layout, ending.colour, ending.button, hovered)


def _draw_deal_notice(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    """Who starts the round just dealt, over the table's upper rows (clear of the middle, where the first tile goes)."""
    if scene.deal_notice is None or scene.round_end is not None:
        return
    line, rule = scene.deal_notice
    centre = TABLE_GRID.cell_rect((0, -2)).center
    size, line = fitted(line, (28, 24, 20), TABLE_GRID.rect.w - 60, bold=True)
    plate = pygame.Rect(0, 0, min(TABLE_GRID.rect.w - 20, font(size, True).size(line)[0] + 56), size + 46)
    plate.center = centre
    pen.rect(surface, palette.SEA_DEEP, plate, border_radius=14)
    pen.rect(surface, palette.GLOW, plate, 3, border_radius=14)
    blit_text(surface, line, size, palette.PAPER, ("midtop", (plate.centerx, plate.y + 8)), bold=True)
    blit_text(surface, fitted(rule, (16, 14), plate.w - 24)[1], 15, palette.SEA_LIGHT,
              ("midbottom", (plate.centerx, plate.bottom - 8)))


def _draw_last_tile(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    last = scene.news.last_tile
    if last is None or last.tile_id in scene.flying:
        return
    if not any(p["tile_id"] == last.tile_id and tuple(p["cell"]) == last.cell for p in scene.shown["placed"]):
        return
    colour = seat_colour_of(scene.shown["seats"][last.seat], last.seat, scene.app.settings.colour_blind)
    draw_last_tile(surface, TABLE_GRID.cell_rect(last.cell), colour, scene.news.fresh)


def _draw_side_panels(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    """Undo, under the news (the log and the news are in the still layer)."""
    if not scene.watching:
        scene.undo_button.draw(surface, scene.can_undo, scene.undo_button.hit(scene.app.mouse_position()))


def _still_layer(scene: "ParadisioMatchScene") -> pygame.Surface:
    """The scene's still layer (the table, the trays and the tiles lying in them, the log, the news), brought up to
    date with what it shows (only the parts that changed are drawn)."""
    if scene.still_cache is None or is_recording():  # the text recorder watches: every word is drawn afresh
        scene.still_cache = StillLayer()
    facts = still_facts(scene.shown, scene.room(), scene.shown_tokens, scene.app.settings.colour_blind)
    return scene.still_cache.show(facts, _still_parts(scene))


def _still_parts(scene: "ParadisioMatchScene") -> list[Part]:
    """The scene's own parts of the still layer: the tile in each tray slot, the log and the news."""
    news = scene.news
    bottom = UNDO_RECT.y - 4 if not scene.watching else NEWS_AREA.bottom
    glow = round(min(1.0, news.fresh) * 4) + 1 if news.fresh > 0 else 0  # as the news panel draws it

    def draw_news_panel(surface: pygame.Surface) -> None:
        draw_news(surface, NEWS_AREA, news.round_line, news.round_rule, news.move_line, news.fresh, bottom)

    parts: list[Part] = []
    for seat in range(len(scene.slots)):
        lying = {index: (tile_id, angle) for tile_id, index, angle in _tray_tiles(scene, seat)}
        for index in range(HAND_SIZE):  # a part a slot: a tile taken or turned draws its slot alone again
            tile = lying.get(index)
            parts.append((tray_slot(seat, index).inflate(2 * TILE_REACH, 2 * TILE_REACH), tile,
                          _tile_drawer(tile, seat, index)))
    parts.append((scene.log_panel.area.copy(), scene.log_panel.look(scene.log),
                  lambda surface: scene.log_panel.draw(surface, scene.log)))
    parts.append((NEWS_AREA, (news.round_line, news.round_rule, news.move_line, glow, bottom), draw_news_panel))
    return parts


TILE_REACH = math.ceil(CELL * (math.sqrt(2) - 1) / 2) + 1
"""How far a tile turning in its tray slot may reach out of it (a square turned 45 degrees is 1.41 times as wide)."""


def _tile_drawer(tile: tuple[int, float] | None, seat: int, index: int) -> Callable[[pygame.Surface], None]:
    """Draws ``tile`` (tile, angle; None: none) lying in ``seat``'s tray slot ``index``."""
    def draw(surface: pygame.Surface) -> None:
        if tile is not None:
            blit_tile(surface, tile[0], tile[1], CELL, tray_slot(seat, index).topleft)
    return draw


def _draw_title(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    view = scene.shown
    if scene.round_end is not None and scene.round_end.layout.plate.top < TITLE_BAND:
        return  # the panel over the title says who took the round (a title half under it read as a fault)
    if view["is_over"] and scene.round_end is None:
        text = "The match is over"
    elif not view["to_move"]:
        text = f"Round {view['round']} is over"
    else:
        seat = view["to_move"][0]
        name = view["seats"][seat]["name"]
        human = view["seats"][seat]["kind"] == "human"
        text = (f"Round {view['round']} · {name}, your turn" if human
                else f"Round {view['round']} · {name} is thinking…")
        if scene.watching:
            text = f"Round {view['round']} · {name} to play"
    size, text = fitted(text, (24, 22, 20, 18), TITLE_WIDTH, bold=True)
    blit_text(surface, text, size, palette.PAPER, ("midtop", (640, 14)), bold=True)
    if scene.watching or scene.round_end is not None or all(seat["kind"] != "human" for seat in view["seats"]):
        return
    size, hint = fitted(CONTROLS_HINT, (15, 14, 13), TITLE_WIDTH)
    blit_text(surface, hint, size, palette.SEA_LIGHT, ("midtop", (640, 48)))


def _tray_tiles(scene: "ParadisioMatchScene", seat: int) -> tuple[tuple[int, int, float], ...]:
    """The tiles lying in ``seat``'s tray: (tile, slot, angle), neither carried, flying nor sliding home."""
    carried = scene.holding.drag.carried.item if scene.holding.drag.carried is not None else None
    moving = {tile_id for tile_id, _ in scene.holding.drag.returning_items()} | set(scene.flying) | {carried}
    hand = scene.shown["hands"][seat]
    return tuple((tile_id, index, scene.holding.angle_of(tile_id)) for index, tile_id in enumerate(scene.slots[seat])
                 if tile_id in hand and tile_id not in moving)


def _draw_trays(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    """What moves about the trays (the tiles lying in them are in the still layer): a tile sliding home, and the
    keyboard's chosen tile."""
    for tile_id, pos in scene.holding.drag.returning_items():
        if tile_id not in scene.flying:
            blit_tile(surface, tile_id, scene.holding.angle_of(tile_id), CELL, pos)
    for seat, slots in enumerate(scene.slots):
        if scene.holding.selected in slots and scene.holding.selected in scene.shown["hands"][seat]:
            pen.rect(surface, palette.GLOW, tray_slot(seat, slots.index(scene.holding.selected)).inflate(10, 10), 4,
                     border_radius=10)


def _draw_keyboard_hold(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    held = scene.holding.selected
    if held is None or scene.holding.drag.carried is not None:
        return
    rect = TABLE_GRID.cell_rect(scene.holding.cursor)
    blit_tile(surface, held, scene.holding.angle_of(held), CELL, rect.topleft, alpha=190)
    pen.rect(surface, palette.PAPER, rect.inflate(8, 8), 3, border_radius=8)


MESSAGE_SIZES = (17, 16, 15, 14, 13)
"""Type sizes a message to the table may take: the largest whose lines fit :data:`MESSAGE_AREA`."""
MESSAGE_INSET = 14
"""The plate's margin each side of its lines (type drawn at another scale runs a few percent wider)."""


def message_layout(text: str) -> tuple[pygame.Rect, int, list[str]]:
    """The plate, type size and lines of a message to the table, in :data:`MESSAGE_AREA` (over the news, just above
    the Hint and Undo buttons): the largest type whose lines fit the area with no word broken (a long name in
    Japanese is broken only when no size keeps it whole); every word shown, the plate growing up past the area's top
    only when even the smallest type does not fit."""
    width = MESSAGE_AREA.w - 2 * MESSAGE_INSET
    tried = [(size, fit_lines(text, size, width, True)) for size in MESSAGE_SIZES]
    fitting = [(size, lines) for size, lines in tried if 10 + (size + 5) * len(lines) <= MESSAGE_AREA.h]
    whole = [(size, lines) for size, lines in fitting if " ".join(lines) == " ".join(text.split())]
    size, lines = (whole or fitting or tried[-1:])[0]
    plate = pygame.Rect(MESSAGE_AREA.x, 0, MESSAGE_AREA.w, 10 + (size + 5) * len(lines))
    plate.bottom = MESSAGE_AREA.bottom
    return plate, size, lines


def _draw_message(surface: pygame.Surface, scene: "ParadisioMatchScene") -> None:
    if scene.message_time <= 0 or not scene.message:
        return
    plate, size, lines = message_layout(scene.message)
    pen.rect(surface, palette.WARN, plate, border_radius=12)
    for row, line in enumerate(lines):
        blit_text(surface, line, size, palette.PAPER, ("midtop", (plate.centerx, plate.y + 5 + (size + 5) * row)),
                  bold=True)
