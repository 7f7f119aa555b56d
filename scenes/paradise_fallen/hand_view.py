"""Drawing the private hand over the table: legal places glowing, the planned trip, the opaque band of cards."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.paradise_fallen import prompts
from game.paradise_fallen.fares import Fare
from scenes.paradise_fallen import choices, modes
from scenes.paradise_fallen.hand_input import FOLDED_BAR
from scenes.paradise_fallen.view import preview_rect
from sprites import palette, pen
from sprites.paradise_fallen.board import (
    draw_canoe,
    draw_cursor,
    draw_dashed_frame,
    draw_glow,
    draw_path,
    price_box,
    price_words,
)
from sprites.paradise_fallen.faces import draw_big_card, draw_card, fitting_size
from sprites.paradise_fallen.layout import (
    CARD_H,
    CARD_W,
    HAND_AREA,
    HAND_PROMPT_RECT,
    HAND_TITLE_Y,
    explored_rect,
    mark_rect,
    seat_panel,
    spot_rect,
)
from sprites.paradise_fallen.seats import draw_key_number
from sprites.text import draw_text, fit_lines, fit_text, font, render_text

if TYPE_CHECKING:
    from scenes.paradise_fallen.hand import HandOverlay

BAND_FILL = (30, 52, 66)


def draw_overlay(surface: pygame.Surface, o: "HandOverlay") -> None:
    """Everything the hand adds over the table."""
    if o.folded:
        _draw_folded(surface, o)
        return
    if o.acting:
        _draw_glows(surface, o)
        draw_cursor(surface, o.cursor)
    _draw_trip(surface, o)
    _draw_band(surface, o)
    _draw_carried(surface, o)
    card = o.reading if o.reading is not None else (o.hover if o.drag.carried is None else None)
    if card is not None:
        draw_big_card(surface, card, preview_rect(o.table, trip_price_box(o)))


def _draw_folded(surface: pygame.Surface, o: "HandOverlay") -> None:
    pen.rect(surface, BAND_FILL, FOLDED_BAR, border_radius=10)
    pen.rect(surface, palette.SAND, FOLDED_BAR, 2, border_radius=10)
    words = f"{o.name}'s hand is folded away: H or a click here shows it again"
    draw_text(surface, fit_text(words, 18, FOLDED_BAR.w - 40, True), 18, palette.SAND, True,
              midleft=(FOLDED_BAR.x + 20, FOLDED_BAR.centery))


def _draw_glows(surface: pygame.Surface, o: "HandOverlay") -> None:
    c = o.choosing
    carried = o.drag.carried
    if carried is not None and carried.item[0] == "canoe":
        for dest in choices.trip_destinations(o.legal):
            draw_glow(surface, dest, dest == o.dragging_to)
        return
    held = carried.item[1] if carried is not None else None
    if held is not None:
        spots = choices.card_targets(o.legal, held, o.view, o.seat)
    else:
        spots = modes.spot_actions(o.view, o.seat, o.legal, c)
    for spot in spots:
        draw_glow(surface, spot, True)
    for spot in modes.spot_picks(o.legal, c):
        draw_glow(surface, spot, spot == c.picked)
    if c.picked is not None and c.picked < 9 + 12:  # Kahoolawe's first place: framed apart from the others
        draw_glow(surface, c.picked, True)
        pen.rect(surface, palette.PAPER, picked_frame(c.picked), PICKED_LINE, border_radius=16)
    marks = modes.mark_choices(o.legal, c) if c.held is None and c.picked is None else {}
    several = len(modes.marks_at(o.view, o.legal, c, o.cursor)) > 1
    focused = modes.focused_mark(o.view, o.legal, c, o.cursor) if several else None
    for spot, cards in ((int(s), list(v)) for s, v in o.view["aberrations"].items()):
        for index, card in enumerate(cards):
            if card in marks or card == c.picked:
                pen.rect(surface, palette.GLOW, mark_rect(spot, index, len(cards)).inflate(6, 6), 3,
                                 border_radius=8)
            if card == focused:  # Tab's choice among several at the cursor: what Enter picks
                pen.rect(surface, palette.PAPER, mark_rect(spot, index, len(cards)).inflate(12, 12), 3,
                                 border_radius=10)
    players = int(o.view["players"])
    glowing_seats = set(modes.seat_actions(o.legal)) | (set(range(players)) if o.deal_cards else set())
    for seat in glowing_seats:
        pen.rect(surface, palette.GLOW, seat_panel(seat, players).inflate(6, 6), 3, border_radius=12)
    for number, (index, _) in enumerate(modes.numbered_tokens(o.view, o.seat, o.legal), 1):
        rect = explored_rect(o.seat, players, index)
        pen.rect(surface, palette.GLOW, rect.inflate(6, 6), 3, border_radius=8)
        draw_key_number(surface, rect, number)


def _draw_trip(surface: pygame.Surface, o: "HandOverlay") -> None:
    """The trip planned (or, while the canoe is dragged, the first-ranked legal one to the island under it; with
    none, the cheapest trip there, too dear for the hand), with its price and what it crosses (from the rules)."""
    colour = o.table.looks()[o.seat].colour
    plan = o.choosing.plan
    carried = o.drag.carried
    if carried is not None and carried.item[0] == "canoe" and o.dragging_to is not None:
        plan = choices.plan_trip(o.view, o.seat, o.legal, o.dragging_to)
        if plan is None:
            fare = choices.preview(o.view, o.seat, o.dragging_to)
            if fare is not None:
                draw_path(surface, fare.start, fare.path, fare.cost, palette.WARN, fare_note(fare))
            return
    if plan is not None:
        draw_path(surface, plan.start, plan.path, plan.cost, colour, fare_note(plan.fare))


def trip_price_box(o: "HandOverlay") -> pygame.Rect | None:
    """Where the planned trip's price shows (None: no trip planned); a card read at full size leaves it clear."""
    plan = o.choosing.plan
    if plan is None:
        return None
    label = render_text(price_words(plan.cost, fare_note(plan.fare)), 17, palette.INK, True)  # as drawn (cached)
    return price_box(plan.start, plan.path, label.get_size())


def fare_note(fare: Fare) -> str:
    """The note beside a trip's price: what the hand's cards pay, and what a Raiding Tribe on the way takes."""
    return prompts.fare_note(fare.held, fare.payable, fare.raids)


def _draw_band(surface: pygame.Surface, o: "HandOverlay") -> None:
    pen.rect(surface, BAND_FILL, HAND_AREA, border_radius=12)
    pen.rect(surface, palette.SAND, HAND_AREA, 2, border_radius=12)
    buttons = o.input.buttons()
    title = render_text(hand_title(o, title_room(o)), 18, palette.GLOW, True)
    surface.blit(title, title_rect(title.get_size()))
    for button in buttons:
        pen.rect(surface, palette.SAND, button.rect, border_radius=8)
        pen.rect(surface, palette.SAND_DARK, button.rect, 2, border_radius=8)
        words = f"{button.label}  [{button.hint}]"
        draw_text(surface, fit_text(words, 15, button.rect.w - 8, True), 15, palette.INK, True, center=button.rect.center)
    carried = o.drag.carried
    lifted = carried.item[1] if carried is not None and carried.item[0] == "card" else None
    sliding = {item[1] for item, _ in o.drag.returning_items()}
    playable = choices.playable_cards(o.legal)
    for index, (rect, card) in enumerate(zip(o.hand_rects(), o.hand)):
        if card == lifted or card in sliding:
            continue
        draw_card(surface, card, rect)
        if card in o.choosing.chosen or card == o.choosing.held:
            pen.rect(surface, palette.GLOW, rect.inflate(6, 6), 3, border_radius=10)
        elif o.acting and o.choosing.plan is None and card in playable:
            pen.rect(surface, palette.mix(palette.GLOW, BAND_FILL, 0.2), rect.inflate(4, 4), 2, border_radius=9)
        if index == o.focus and not o.deal_cards:
            draw_dashed_frame(surface, focus_frame(rect), 2)
    _draw_deal(surface, o)
    area = prompt_rect(o)
    y = area.y
    words = "Wait: the table is showing the last move." if o.table.busy else \
        modes.prompt(o.view, o.seat, o.legal, o.choosing, o.table.names)
    for line in fit_lines(words, 15, area.w, True)[:2]:
        draw_text(surface, line, 15, palette.SAND, True, topleft=(area.x, y))
        y += 19
    hint = fit_text(modes.keys_hint(o.view, o.seat), 13, HAND_AREA.w - 30)
    draw_text(surface, hint, 13, palette.mix(palette.PAPER, BAND_FILL, 0.3),
              bottomleft=(HAND_AREA.x + 16, HAND_AREA.bottom - 4))


def title_room(o: "HandOverlay") -> int:
    """How wide the band's title may be: from the band's left edge to its buttons."""
    buttons = o.input.buttons()
    return (min(b.rect.x for b in buttons) if buttons else HAND_AREA.right) - HAND_AREA.x - 30


def hand_title(o: "HandOverlay", room: int) -> str:
    """The band's title in ``room`` pixels: whose hand it is and how many cards, shorter when buttons crowd it."""
    titles = prompts.hand_titles(o.name, len(o.hand))
    fitting = [title for title in titles if font(18, True).size(title)[0] <= room]
    return fitting[0] if fitting else fit_text(titles[-1], 18, room, True)


def title_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the band's title of ``size`` lies: on the title row, from the band's left edge."""
    return pygame.Rect((0, 0), size).move(HAND_AREA.x + 16, HAND_TITLE_Y - size[1] // 2)


PICKED_LINE = 4


def focus_frame(card: pygame.Rect) -> pygame.Rect:
    """The dashed frame around the hand card that Tab has focused (Space picks it)."""
    return card.inflate(12, 12)


def picked_frame(spot: int) -> pygame.Rect:
    """The white frame around the place picked first for Kahoolawe's swap."""
    return spot_rect(spot).inflate(20, 20)


DEAL_LABEL = "Lanai's deal:"


def deal_label_point(o: "HandOverlay") -> tuple[int, int]:
    """Where the label of Lanai's deal ends (its mid right): on the band's title row, left of its buttons."""
    left = min(button.rect.x for button in o.input.buttons())
    return left - 12, HAND_TITLE_Y


def _draw_deal(surface: pygame.Surface, o: "HandOverlay") -> None:
    """Lanai's drawn cards, each with the player it goes to."""
    cards = o.deal_cards
    if not cards:
        return
    rects = o.deal_rects()
    draw_text(surface, DEAL_LABEL, 14, palette.GLOW, True, midright=deal_label_point(o))
    for index, (rect, card) in enumerate(zip(rects, cards)):
        draw_card(surface, card, rect)
        if index == o.choosing.deal_focus:
            pen.rect(surface, palette.GLOW, rect.inflate(8, 8), 3, border_radius=10)
        seat = o.choosing.deal.get(index)
        y = rect.bottom + 2
        for line, points in deal_label_lines(o.table.names[seat] if seat is not None else None, rect.w + 6):
            image = render_text(line, points, palette.PAPER, True)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += image.get_height() - 2


def deal_label_lines(name: str | None, width: int) -> list[tuple[str, int]]:
    """Who gets a card of Lanai's deal, under it, whole: "to Ben" on one line, a long name on its own line below
    "to" in the size that fits, "nobody yet" before a choice."""
    if name is None:
        return [(prompts.DEAL_NOBODY_YET, 11)]
    label = f"to {name}"
    points = fitting_size(label, (12, 11), width, True)
    if font(points, True).size(label)[0] <= width:
        return [(label, points)]
    points = fitting_size(name, (12, 11, 10, 9), width, True)
    if font(points, True).size(name)[0] <= width:
        return [("to", 11), (name, points)]
    return [("to", 11)] + [(line, 9) for line in split_to_width(name, 9, width)]


def split_to_width(name: str, points: int, width: int) -> list[str]:
    """A long name in pieces that each fit ``width`` (at a space where one is near, else between letters, as
    Japanese or Chinese names break)."""
    lines, line = [], ""
    for letter in name:
        if line and font(points, True).size(line + letter)[0] > width:
            lines.append(line.rstrip())
            line = letter.lstrip()
        else:
            line += letter
    return lines + [line] if line else lines


def prompt_rect(o: "HandOverlay") -> pygame.Rect:
    """Where the hand's prompt lies: under the cards, left of Lanai's deal and its labels when it waits."""
    deal = o.deal_rects()
    if not deal:
        return HAND_PROMPT_RECT
    return HAND_PROMPT_RECT.clip(pygame.Rect(0, 0, deal[0].x - 12, 720))


def _draw_carried(surface: pygame.Surface, o: "HandOverlay") -> None:
    """What the mouse carries, and a card sliding back to the hand."""
    for item, (x, y) in o.drag.returning_items():
        draw_card(surface, item[1], pygame.Rect(round(x), round(y), CARD_W, CARD_H))
    carried = o.drag.carried
    if carried is None:
        return
    x, y = carried.position
    if carried.item[0] == "canoe":
        look = o.table.looks()[o.seat]
        draw_canoe(surface, pygame.Rect(round(x), round(y), 34, 16), look.colour, look.shape, lifted=True)
    else:
        draw_card(surface, carried.item[1], pygame.Rect(round(x), round(y), CARD_W, CARD_H), lifted=True)

