"""The public side of the Paradise Fallen table: each seat's panel, the deck and the discard pile.

A seat's panel shows its canoe colour and name, its explored Island cards
with their Kanaloa tokens, its lasting Aptitudes this turn and its hand as
card backs with a count (never a face: hands are secret).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.paradise_fallen.cards import CARDS
from sprites import palette, pen
from sprites.paradise_fallen.board import draw_canoe, draw_token
from sprites.paradise_fallen.faces import KIND_COLOURS, card_back, draw_card, explored_face, fitting_size
from sprites.paradise_fallen.layout import DECK_RECT, DISCARD_RECT, explored_rect, seat_panel
from sprites.text import draw_text, fit_text, text_rect
from sprites.thinking import sign_spot

Colour = tuple[int, int, int]
PANEL_FILL = (24, 46, 62)
BACK_W, BACK_H = 22, 30
HAND_FAN, FAN_STEP, HAND_RIGHT = 8, 7, 36
"""A hand shows at most eight backs, 7 pixels apart, ending 36 pixels from the panel's right (the count there)."""
NAME_W = 280
"""Room for a seat's name in its panel (sixteen wide letters fit in a smaller face)."""


@dataclass(frozen=True)
class SeatLook:
    """How a seat shows on the table: its colour, and a shape in the colour-blind palette."""

    colour: Colour
    shape: str


def draw_seat_panels(surface: pygame.Surface, view: dict[str, Any], names: Sequence[str], looks: Sequence[SeatLook],
                     active: set[int], numbered: int | None = None, glowing: set[int] | None = None,
                     hidden_cards: int = 0) -> None:
    """Every seat's panel; ``active`` seats are outlined, ``numbered`` shows the keys of its tokens,
    ``glowing`` seats are legal targets, and ``hidden_cards`` of the turn's seat are still in the air."""
    players = int(view["players"])
    for seat in range(players):
        panel = seat_panel(seat, players)
        look = looks[seat]
        pen.rect(surface, PANEL_FILL, panel, border_radius=10)
        edge = palette.GLOW if seat in active else palette.mix(look.colour, PANEL_FILL, 0.4)
        pen.rect(surface, edge, panel, 3 if seat in active else 2, border_radius=10)
        if glowing and seat in glowing:
            pen.rect(surface, palette.GLOW, panel.inflate(6, 6), 3, border_radius=12)
        draw_canoe(surface, pygame.Rect(panel.x + 8, panel.y + 10, 30, 14), look.colour, look.shape)
        name, points, where = name_spot(panel, str(names[seat]))
        draw_text(surface, name, points, palette.PAPER, True, topleft=where.topleft)
        explored = view["explored"][seat]
        words, where = explored_words(panel, view, seat)
        draw_text(surface, words, 13, palette.SAND, topleft=where.topleft)
        _draw_hand_backs(surface, panel, int(view["hand_counts"][seat]) - (hidden_cards if seat == view["turn"] else 0))
        for index, item in enumerate(explored):
            rect = explored_rect(seat, players, index)
            surface.blit(explored_face(str(item["island"])), rect)
            draw_token(surface, (rect.right - 7, rect.y + 8), str(item["token"]), 8)
            if numbered == seat and item["token"] == "up":
                draw_key_number(surface, rect, index + 1)
        _draw_aptitudes(surface, panel, view, seat)


def name_spot(panel: pygame.Rect, name: str) -> tuple[str, int, pygame.Rect]:
    """A seat's name as its panel shows it: (words, type size, where)."""
    points = fitting_size(name, (17, 15, 13), NAME_W, True)
    shown = fit_text(name, points, NAME_W, True)
    return shown, points, text_rect(shown, points, True, midleft=(panel.x + 46, panel.y + 16))


def explored_words(panel: pygame.Rect, view: dict[str, Any], seat: int) -> tuple[str, pygame.Rect]:
    """The count of a seat's explored islands ("3 / 7 explored") and where it shows, at the panel's bottom right."""
    words = f"{len(view['explored'][seat])} / {view['target']} explored"
    return words, text_rect(words, 13, bottomright=(panel.right - 10, panel.bottom - 4))


def hand_spot(panel: pygame.Rect, count: int) -> pygame.Rect:
    """Where a seat's hand shows for ``count`` cards: its fan of backs (at most :data:`HAND_FAN`) and the count
    beside it."""
    shown = min(max(0, count), HAND_FAN)
    left = panel.right - HAND_RIGHT - (BACK_W + (shown - 1) * FAN_STEP if shown else 0)
    return pygame.Rect(left, panel.y + 3, panel.right - 4 - left, BACK_H)


def thinking_spot(view: dict[str, Any], names: Sequence[str], seat: int) -> pygame.Rect | None:
    """Where a computer seat's thinking sign shows on its panel: after its name, before its hand; else on the
    panel's bottom line, clear of its explored cards, its Aptitudes and the explored count."""
    players = int(view["players"])
    panel = seat_panel(seat, players)
    name = name_spot(panel, str(names[seat]))[2]
    explored = [explored_rect(seat, players, i) for i in range(len(view["explored"][seat]))]
    chips = [chip for _, chip in aptitude_chips(panel, view, seat)]
    bottom = pygame.Rect(panel.x + 8, panel.bottom - 24, panel.w - 16, 20)
    return sign_spot([(pygame.Rect(name.x, panel.y + 5, panel.right - 8 - name.x, 22),
                       [name, hand_spot(panel, int(view["hand_counts"][seat]))]),
                      (bottom, [*explored, *chips, explored_words(panel, view, seat)[1]])])


def draw_key_number(surface: pygame.Surface, rect: pygame.Rect, number: int) -> None:
    """The key that uses an explored card's token, in a dark badge on its top-left corner."""
    centre = (rect.x + 8, rect.y + 8)
    pen.circle(surface, palette.INK, centre, 8)
    draw_text(surface, str(number), 12, palette.GLOW, True, center=centre)


def _draw_hand_backs(surface: pygame.Surface, panel: pygame.Rect, count: int) -> None:
    """A seat's hand as a small fan of backs and the count beside it."""
    box = hand_spot(panel, count)
    back = card_back(BACK_W, BACK_H)
    for i in range(min(max(0, count), HAND_FAN)):
        surface.blit(back, (box.x + i * FAN_STEP, box.y))
    draw_text(surface, str(max(0, count)), 17, palette.PAPER, True, midleft=(panel.right - HAND_RIGHT + 6, panel.y + 18))


def aptitude_chips(panel: pygame.Rect, view: dict[str, Any], seat: int) -> list[tuple[str, pygame.Rect]]:
    """A seat's lasting Aptitudes of this turn, as (label, chip) at the right of its explored cards."""
    active = view.get("aptitudes_active") or []
    cards = active[seat] if seat < len(active) else []
    players = int(view["players"])
    top = explored_rect(seat, players, 0).y
    x = explored_rect(seat, players, len(view["explored"][seat])).x + 4
    chips = []
    for i, card in enumerate(cards):
        label = fit_text(CARDS[card].name, 12, 110, True)
        width = min(120, 12 + len(label) * 7)
        chips.append((label, pygame.Rect(max(x, panel.right - 8 - width), top + 4 + i * 22, width, 20)))
    return chips


def _draw_aptitudes(surface: pygame.Surface, panel: pygame.Rect, view: dict[str, Any], seat: int) -> None:
    """A seat's lasting Aptitudes of this turn, as small blue labels at the right of its explored cards."""
    for label, chip in aptitude_chips(panel, view, seat):
        pen.rect(surface, KIND_COLOURS["aptitude"], chip, border_radius=8)
        draw_text(surface, label, 12, palette.PAPER, True, center=chip.center)


def explored_at(view: dict[str, Any], pos: tuple[int, int], seats: range | None = None) -> dict[str, Any] | None:
    """The explored card ({"island", "card", "token"}) under ``pos`` on the panel of one of ``seats`` (all: None)."""
    players = int(view["players"])
    for seat in seats if seats is not None else range(players):
        for index, item in enumerate(view["explored"][seat]):
            if explored_rect(seat, players, index).collidepoint(pos):
                return dict(item)
    return None


def token_at(view: dict[str, Any], seat: int, pos: tuple[int, int]) -> str | None:
    """The island of the explored card of ``seat`` under ``pos`` (None: none there)."""
    item = explored_at(view, pos, range(seat, seat + 1))
    return None if item is None else str(item["island"])


def explored_card_at(view: dict[str, Any], pos: tuple[int, int]) -> int | None:
    """The explored Island card under ``pos`` on any seat's panel."""
    item = explored_at(view, pos)
    return None if item is None else int(item["card"])


def seat_at(view: dict[str, Any], pos: tuple[int, int]) -> int | None:
    """The seat whose panel lies under ``pos``."""
    players = int(view["players"])
    for seat in range(players):
        if seat_panel(seat, players).collidepoint(pos):
            return seat
    return None


PILE_FILL = (18, 34, 46)


def draw_deck(surface: pygame.Surface, view: dict[str, Any], backdrop: Colour | None = None) -> None:
    """The deck: its backs and its count; drawn again over the cards flying past it (on ``backdrop``, the table's
    colour), so it stays readable."""
    deck = int(view["deck_count"])
    if backdrop is not None:
        pen.rect(surface, backdrop, DECK_RECT.inflate(12, 12).union(DECK_RECT.move(0, 24).inflate(12, 12)))
    pen.rect(surface, PILE_FILL, DECK_RECT.inflate(8, 8), border_radius=10)
    draw_text(surface, f"Deck {deck}", 15, palette.SAND, True, midtop=(DECK_RECT.centerx, DECK_RECT.bottom + 8))
    for i in range(min(3, deck)):
        draw_card(surface, None, DECK_RECT.move(-i * 2, -i * 2))


def draw_piles(surface: pygame.Surface, view: dict[str, Any], flying_to_discard: int = 0) -> None:
    """The deck (backs, with its count) and the discard pile (its top card face up, with its count)."""
    discard = list(view["discard"])
    if flying_to_discard:
        discard = discard[:-flying_to_discard]
    draw_deck(surface, view)
    pen.rect(surface, PILE_FILL, DISCARD_RECT.inflate(8, 8), border_radius=10)
    draw_text(surface, f"Discard {len(discard)}", 15, palette.SAND, True,
              midtop=(DISCARD_RECT.centerx, DISCARD_RECT.bottom + 8))
    if discard:
        draw_card(surface, int(discard[-1]), DISCARD_RECT)
    draw_text(surface, "Deck and discard", 13, palette.mix(palette.SAND, palette.INK, 0.3), True,
              midbottom=((DECK_RECT.x + DISCARD_RECT.right) // 2, DECK_RECT.y - 6))

