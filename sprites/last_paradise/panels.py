"""The public panels beside the island: seats (money and trees as "?"), the lot and pile, the deals."""
from __future__ import annotations

from typing import Any

import pygame

from game.last_paradise import COUNTERS
from sprites import palette
from sprites.backdrop import draw_seat_marker
from sprites.last_paradise.counters import SeatLook, draw_counter, draw_counter_back
from sprites.text import draw_text, fit_lines

COLUMN_X = 830
COLUMN_W = 440
SEAT_ROW_H = 50
LOT_PANEL = pygame.Rect(COLUMN_X, 272, COLUMN_W, 150)
LOT_BOX = pygame.Rect(COLUMN_X + 16, LOT_PANEL.y + 34, 96, 96)
"""Where the current lot lies (and where the buyer picks it up to place it)."""
FLIP_BUTTON = pygame.Rect(COLUMN_X + 130, LOT_PANEL.y + 104, 150, 36)
BANK_POINT = (COLUMN_X + 390, LOT_PANEL.y + 70)
DEAL_PANEL = pygame.Rect(COLUMN_X, 430, COLUMN_W, 118)
LOG_AREA = pygame.Rect(COLUMN_X, 556, COLUMN_W, 158)
STATUS_BAR = pygame.Rect(0, 0, 820, 56)
UNDO_RECT = pygame.Rect(STATUS_BAR.right - 128, 10, 118, 36)
"""The Undo button, at the end of the status line that says what to do next."""
PROMPT_WIDTH = UNDO_RECT.x - 24
"""How wide the status line's words may be (they stop short of the Undo button)."""


def seat_row(seat: int) -> pygame.Rect:
    """The panel row of a seat."""
    return pygame.Rect(COLUMN_X, 8 + seat * (SEAT_ROW_H + 2), COLUMN_W, SEAT_ROW_H)


def draw_seats(surface: pygame.Surface, view: dict[str, Any], looks: list[SeatLook], acting: set[int]) -> None:
    """One row per seat: marker, name, money, trees and buildings ("?" unless it is the viewer's own), who acts."""
    entered = set((view.get("auction") or {}).get("entered", []))
    bidders = set((view.get("auction") or {}).get("bidders", []))
    for seat in view["seats"]:
        i = int(seat["index"])
        row = seat_row(i)
        active = i in acting
        pygame.draw.rect(surface, (64, 88, 70) if active else (32, 52, 66), row, border_radius=8)
        if active:
            pygame.draw.rect(surface, palette.GLOW, row, 3, border_radius=8)
        draw_seat_marker(surface, (row.x + 22, row.centery), 12, looks[i].colour, looks[i].shape)
        kind = "" if seat["kind"] == "human" else f" (computer, {seat['kind']})"
        draw_text(surface, f"{seat['name']}{kind}", 17, palette.PAPER, True, topleft=(row.x + 42, row.y + 4))
        own = seat["money"] is not None  # a view holds money only for its own seat
        money, trees, buildings = ((seat["money"], seat["trees"], seat["buildings"]) if own else ("?", "?", "?"))
        draw_text(surface, f"Paras {money}   trees {trees}   buildings {buildings}", 15, palette.SAND,
                  topleft=(row.x + 42, row.y + 26))
        beside = (row.right - 10, row.y + 35)  # on the second line, clear of a long name
        if view["phase"] == "bid" and i in bidders:
            state = "hand closed" if i in entered else "bidding..."
            draw_text(surface, state, 15, palette.GLOW if i in entered else palette.PAPER, True, midright=beside)
        elif i == view.get("buyer") and view["phase"] in ("offer", "answer", "place"):
            draw_text(surface, "buyer", 15, palette.GLOW, True, midright=beside)


def lot_caption(view: dict[str, Any], side: str) -> list[str]:
    """What the lot box says: the lot's name and a line on what happens to it now."""
    lot = view.get("lot")
    names = [str(s["name"]) for s in view["seats"]]
    if view["phase"] == "choose lot":
        chooser = view.get("chooser")
        who = names[chooser] if chooser is not None else "The chooser"
        return ["Opening villas", f"{len(view['opening_left'])} of 4 left. {who} chooses which is auctioned next."]
    if view["phase"] == "over":
        return ["All lots sold", "the environmental prizes are paid, then the appraisal"]
    if lot is None:
        return ["Lot placed", "the bonuses and deals of the round are paid"] if view["phase"] == "place" else ["No lot"]
    if lot.get("site") is not None:
        site = view["board"][lot["site"]]["name"]
        return [f"Lot: {lot['name']}", f"the opening villa on {site}; it stays there and its buyer marks it"]
    if view["phase"] == "place":
        return [f"Lot: {lot['name']}", f"side up: {side}"]
    return [f"Lot: {lot['name']}"]


def _draw_opening_villas(surface: pygame.Surface, view: dict[str, Any]) -> None:
    """The opening villas still to be auctioned, small, two by two in the lot box."""
    pygame.draw.rect(surface, (50, 70, 84), LOT_BOX, 2, border_radius=10)
    for i, site in enumerate(view["opening_left"][:4]):
        box = pygame.Rect(0, 0, 44, 44)
        box.topleft = (LOT_BOX.x + 2 + (i % 2) * 48, LOT_BOX.y + 2 + (i // 2) * 48)
        counter = COUNTERS[view["board"][site]["counter"]]
        draw_counter(surface, box, counter.district, counter.kind, "building")


def draw_lot(surface: pygame.Surface, view: dict[str, Any], side: str, lifted: bool, flip_shown: bool) -> None:
    """The lot for sale (or being placed), the face-down pile and the bank."""
    pygame.draw.rect(surface, (32, 52, 66), LOT_PANEL, border_radius=8)
    draw_text(surface, f"Round {view['round']} of {view['rounds']}" if view["round"] else "Start phase", 15,
              palette.SAND, True, topleft=(LOT_PANEL.x + 10, LOT_PANEL.y + 8))
    lot = view.get("lot")
    if view["phase"] == "choose lot":
        _draw_opening_villas(surface, view)
    elif lot is not None and not lifted:
        draw_counter(surface, LOT_BOX, int(lot["district"]), str(lot["kind"]), "building" if lot.get("site") is not None else side)
    else:  # an empty box, or the lot's place while the buyer carries it
        pygame.draw.rect(surface, (50, 70, 84), LOT_BOX, 2, border_radius=10)
    caption = lot_caption(view, side)
    x = LOT_BOX.right + 14
    draw_text(surface, caption[0], 18, palette.PAPER, True, topleft=(x, LOT_BOX.y))
    y = LOT_BOX.y + 28
    for line in fit_lines(" ".join(caption[1:]), 15, LOT_PANEL.right - 140 - x)[:3]:
        draw_text(surface, line, 15, palette.GLOW, topleft=(x, y))
        y += 19
    if flip_shown:
        pygame.draw.rect(surface, palette.SAND, FLIP_BUTTON, border_radius=8)
        draw_text(surface, "Flip  [F]", 16, palette.INK, True, center=FLIP_BUTTON.center)
    pile = pygame.Rect(0, 0, 56, 56)
    pile.topright = (LOT_PANEL.right - 70, LOT_PANEL.y + 40)
    for k in range(min(3, view["pile_size"])):
        draw_counter_back(surface, pile.move(-3 * k, -3 * k))
    draw_text(surface, f"pile {view['pile_size']}", 14, palette.PAPER, midtop=(pile.centerx, pile.bottom + 6))
    pygame.draw.circle(surface, (226, 186, 64), BANK_POINT, 22)
    pygame.draw.circle(surface, palette.INK, BANK_POINT, 22, 2)
    draw_text(surface, "bank", 13, palette.INK, True, center=BANK_POINT)


def deal_button_rects(index: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The Accept and Decline buttons of the ``index``-th offer row."""
    y = DEAL_PANEL.y + 30 + index * 22
    return pygame.Rect(DEAL_PANEL.right - 150, y, 68, 20), pygame.Rect(DEAL_PANEL.right - 76, y, 68, 20)


def draw_deals(surface: pygame.Surface, view: dict[str, Any], answering: bool) -> None:
    """The offers made to the buyer this round, with Accept/Decline for a human buyer."""
    pygame.draw.rect(surface, (32, 52, 66), DEAL_PANEL, border_radius=8)
    names = [s["name"] for s in view["seats"]]
    title = "Deals (binding, paid at the end of the round)"
    if answering:
        title = "Deals: A accepts, D declines the first open offer"
    draw_text(surface, title, 15, palette.SAND, True, topleft=(DEAL_PANEL.x + 10, DEAL_PANEL.y + 6))
    offers = view.get("offers") or []
    if not offers:
        draw_text(surface, "No offers this round.", 14, palette.PAPER, topleft=(DEAL_PANEL.x + 10, DEAL_PANEL.y + 32))
    for i, offer in enumerate(offers[:4]):
        y = DEAL_PANEL.y + 30 + i * 22
        state = {None: "open", True: "accepted", False: "declined"}[offer["accepted"]]
        draw_text(surface, f"{names[offer['seat']]}: {offer['amount']} for {offer['condition']} - {state}", 14,
                  palette.PAPER, topleft=(DEAL_PANEL.x + 10, y))
        if answering and offer["accepted"] is None:
            accept, decline = deal_button_rects(i)
            for rect, word in ((accept, "Accept"), (decline, "Decline")):
                pygame.draw.rect(surface, palette.SAND, rect, border_radius=5)
                draw_text(surface, word, 13, palette.INK, True, center=rect.center)


def counter_of(site_view: dict[str, Any]) -> tuple[int, str]:
    """(district, kind) of the counter lying on a site."""
    counter = COUNTERS[site_view["counter"]]
    return counter.district, counter.kind
