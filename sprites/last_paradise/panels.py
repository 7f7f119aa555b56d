"""The public panels beside the island: seats, the lot and pile, the deals, the status line.

Everything here is public cardboard: each seat's buildings, trees and the
environmental prize it would take if the game ended now, the nature counters
on the island and the prizes they set.  Money shows as "?" unless the view is
the viewer's own.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.last_paradise import COUNTERS
from sprites import palette, pen
from sprites.backdrop import draw_seat_marker
from sprites.last_paradise.counters import SeatLook, draw_counter, draw_counter_back
from sprites.last_paradise.flights import lane_point
from sprites.last_paradise.widgets import letter_lines
from sprites.text import draw_text, fit_text, font, text_rect
from sprites.thinking import sign_spot

COLUMN_X = 830
COLUMN_W = 440
SEAT_ROW_H = 46
SEAT_TOP = 8
LOT_PANEL = pygame.Rect(COLUMN_X, SEAT_TOP + 5 * (SEAT_ROW_H + 2), COLUMN_W, 148)
LOT_BOX = pygame.Rect(COLUMN_X + 14, LOT_PANEL.y + 40, 96, 96)
"""Where the current lot lies (and where the buyer picks it up to place it)."""
FLIP_BUTTON = pygame.Rect(COLUMN_X + 124, LOT_PANEL.y + 104, 150, 36)
BANK_POINT = (COLUMN_X + 400, LOT_PANEL.y + 118)
PILE_BOX = pygame.Rect(COLUMN_X + 320, LOT_PANEL.y + 42, 52, 52)
DEAL_PANEL = pygame.Rect(COLUMN_X, LOT_PANEL.bottom + 6, COLUMN_W, 556 - 6 - LOT_PANEL.bottom - 6)
DEAL_ROW_H = 30
DEAL_BUTTON_SIZE = (82, 27)
"""Accept and Decline: big enough to hit without aiming."""
LOG_AREA = pygame.Rect(COLUMN_X, 556, COLUMN_W, 158)
STATUS_BAR = pygame.Rect(0, 0, 820, 56)
UNDO_RECT = pygame.Rect(STATUS_BAR.right - 128, 10, 118, 36)
"""The Undo button, at the end of the status line that says what to do next."""
HINT_RECT = pygame.Rect(UNDO_RECT.x - 96, 10, 86, 36)
"""The Hint button, just before Undo."""
PROMPT_WIDTH = HINT_RECT.x - 24
"""How wide the status line's words may be (they stop short of the Hint and Undo buttons)."""
CAPTION_SIZES = (15, 14, 13)
"""Sizes the lot's caption may shrink to, so it is never cut."""


def seat_row(seat: int) -> pygame.Rect:
    """The panel row of a seat."""
    return pygame.Rect(COLUMN_X, SEAT_TOP + seat * (SEAT_ROW_H + 2), COLUMN_W, SEAT_ROW_H)


def coin_target(seat: int) -> tuple[float, float]:
    """Where coins paid to a seat land: in the coins' lane at the right end of its row, clear of its words."""
    return lane_point(seat_row(seat).centery)


def plural(count: int, word: str) -> str:
    """"1 tree", "2 trees"."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def seat_line(seat: dict[str, Any]) -> str:
    """A seat's public holdings: money ("?" unless it is the viewer's own), buildings, trees, the prize now."""
    money = "?" if seat.get("money") is None else seat["money"]
    parts = [f"Paras {money}", plural(int(seat.get("buildings") or 0), "building"),
             plural(int(seat.get("trees") or 0), "tree")]
    prize = int(seat.get("prize_now") or 0)
    if prize:
        parts.append(f"prize now {prize}")
    return "  \u00b7  ".join(parts)


def seat_tag(view: dict[str, Any], index: int) -> tuple[str, tuple[int, int, int]] | None:
    """What a seat is doing now, for the right end of its row: bidding, hand closed, buyer."""
    auction = view.get("auction") or {}
    if view["phase"] == "bid" and index in auction.get("bidders", []):
        if index in auction.get("entered", []):
            return "hand closed", palette.GLOW
        return "bidding...", palette.PAPER
    if index == view.get("buyer") and view["phase"] in ("offer", "answer", "place"):
        return "buyer", palette.GLOW
    return None


RowText = tuple[str, int, bool, tuple[int, int, int], pygame.Rect]
"""(words, size, bold, ink, where) of one text of a seat's row."""


def seat_row_texts(view: dict[str, Any], seat: dict[str, Any]) -> dict[str, RowText]:
    """The words of a seat's row and where each is drawn: its name and a computer's level ("Computer · hard") on the top line, its holdings
    and what it is doing now (:func:`seat_tag`) on the bottom one."""
    i = int(seat["index"])
    row = seat_row(i)
    texts: dict[str, RowText] = {}
    right = row.right - 10
    if seat["kind"] != "human":
        level = f"Computer · {seat['kind']}"  # as Paradisio's trays say it
        texts["kind"] = (level, 13, False, palette.SAND, text_rect(level, 13, topright=(right, row.y + 5)))
        right = texts["kind"][4].x - 8
    name = fit_text(str(seat["name"]), 16, right - (row.x + 38), True)
    texts["name"] = (name, 16, True, palette.PAPER, text_rect(name, 16, True, topleft=(row.x + 38, row.y + 3)))
    tag_left = row.right - 10
    tag = seat_tag(view, i)
    if tag is not None:
        word, colour = tag
        texts["tag"] = (word, 14, True, colour, text_rect(word, 14, True, bottomright=(row.right - 10, row.bottom - 4)))
        tag_left = texts["tag"][4].x
    line = fit_text(seat_line(seat), 14, tag_left - 8 - (row.x + 38))
    texts["holdings"] = (line, 14, False, palette.SAND, text_rect(line, 14, bottomleft=(row.x + 38, row.bottom - 4)))
    return texts


def draw_seats(surface: pygame.Surface, view: dict[str, Any], looks: list[SeatLook], acting: set[int]) -> None:
    """One row per seat: marker, name, what it holds (money "?" unless it is the viewer's own), who acts."""
    for seat in view["seats"]:
        i = int(seat["index"])
        row = seat_row(i)
        active = i in acting
        pen.rect(surface, (64, 88, 70) if active else (32, 52, 66), row, border_radius=8)
        if active:
            pen.rect(surface, palette.GLOW, row, 3, border_radius=8)
        draw_seat_marker(surface, (row.x + 20, row.centery), 11, looks[i].colour, looks[i].shape)
        for words, size, bold, ink, where in seat_row_texts(view, seat).values():
            draw_text(surface, words, size, ink, bold, topleft=where.topleft)


def thinking_spot(view: dict[str, Any], seat: int) -> pygame.Rect | None:
    """Where a computer seat's thinking sign shows in its row: after its name, before its level; else after its
    holdings, before what it is doing now."""
    row = seat_row(seat)
    taken = [text[4] for text in seat_row_texts(view, view["seats"][seat]).values()]
    lines = (pygame.Rect(row.x + 38, row.y + 3, row.w - 48, 19), pygame.Rect(row.x + 38, row.bottom - 21, row.w - 48, 18))
    return sign_spot([(line, taken) for line in lines])


def island_line(view: dict[str, Any]) -> str:
    """The race for the environmental prize in a few words: nature counters on the island and the prizes now."""
    preserves = int(view.get("preserves", 0))
    prizes = view.get("prizes") or {}
    first, second = int(prizes.get("first", 0)), int(prizes.get("second", 0))
    nature = f"Nature on the island: {preserves}"
    if not preserves:
        return nature
    if not first:
        return f"{nature} \u00b7 no prize"
    return f"{nature} \u00b7 prizes {first} / {second}" if second else f"{nature} \u00b7 prize {first}"


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
        return [f"Lot: {lot['name']}", f"the opening villa on {site}: it stays there, its buyer marks it"]
    if view["phase"] == "place":
        return [f"Lot: {lot['name']}", f"side up: {side}"]
    return [f"Lot: {lot['name']}"]


def caption_lines(text: str, width: int, height: int) -> tuple[int, list[str]]:
    """(size, lines) of ``text`` in the largest caption size whose lines all fit ``height`` pixels."""
    for size in CAPTION_SIZES:
        lines = letter_lines(text, size, width)
        if len(lines) * (size + 4) <= height:
            return size, lines
    size = CAPTION_SIZES[-1]
    lines = letter_lines(text, size, width)[: max(1, height // (size + 4))]
    return size, lines[:-1] + [fit_text(lines[-1] + " \u2026", size, width)] if lines else lines


def _draw_opening_villas(surface: pygame.Surface, view: dict[str, Any]) -> None:
    """The opening villas still to be auctioned, small, two by two in the lot box."""
    pen.rect(surface, (50, 70, 84), LOT_BOX, 2, border_radius=10)
    for i, site in enumerate(view["opening_left"][:4]):
        box = pygame.Rect(0, 0, 44, 44)
        box.topleft = (LOT_BOX.x + 2 + (i % 2) * 48, LOT_BOX.y + 2 + (i // 2) * 48)
        counter = COUNTERS[view["board"][site]["counter"]]
        draw_counter(surface, box, counter.district, counter.kind, "building")


def draw_lot(surface: pygame.Surface, view: dict[str, Any], side: str, lifted: bool, flip_shown: bool) -> None:
    """The lot for sale (or being placed), the face-down pile, the bank, and the race for the prize."""
    pen.rect(surface, (32, 52, 66), LOT_PANEL, border_radius=8)
    heading = f"Round {view['round']} of {view['rounds']}" if view["round"] else "Start phase"
    drawn = draw_text(surface, heading, 15, palette.SAND, True, topleft=(LOT_PANEL.x + 10, LOT_PANEL.y + 8))
    race = fit_text(island_line(view), 15, LOT_PANEL.right - 12 - (drawn.right + 16))
    draw_text(surface, race, 15, palette.LEAF, True, topright=(LOT_PANEL.right - 12, LOT_PANEL.y + 8))
    lot = view.get("lot")
    if view["phase"] == "choose lot":
        _draw_opening_villas(surface, view)
    elif lot is not None and not lifted:
        draw_counter(surface, LOT_BOX, int(lot["district"]), str(lot["kind"]), "building" if lot.get("site") is not None else side)
    else:  # an empty box, or the lot's place while the buyer carries it
        pen.rect(surface, (50, 70, 84), LOT_BOX, 2, border_radius=10)
    caption = lot_caption(view, side)
    x = LOT_BOX.right + 14
    width = PILE_BOX.x - 14 - x
    draw_text(surface, fit_text(caption[0], 18, width, True), 18, palette.PAPER, True, topleft=(x, LOT_BOX.y - 2))
    bottom = (FLIP_BUTTON.y - 4) if flip_shown else (LOT_PANEL.bottom - 6)
    size, lines = caption_lines(" ".join(caption[1:]), width, bottom - (LOT_BOX.y + 24))
    for i, line in enumerate(lines):
        draw_text(surface, line, size, palette.GLOW, topleft=(x, LOT_BOX.y + 24 + i * (size + 4)))
    if flip_shown:
        pen.rect(surface, palette.SAND, FLIP_BUTTON, border_radius=8)
        draw_text(surface, "Flip  [F]", 16, palette.INK, True, center=FLIP_BUTTON.center)
    for k in range(min(3, view["pile_size"])):
        draw_counter_back(surface, PILE_BOX.move(-3 * k, -3 * k))
    draw_text(surface, f"pile {view['pile_size']}", 14, palette.PAPER, midtop=(PILE_BOX.centerx, PILE_BOX.bottom + 6))
    pen.circle(surface, (226, 186, 64), BANK_POINT, 22)
    pen.circle(surface, palette.INK, BANK_POINT, 22, 2)
    draw_text(surface, "bank", 13, palette.INK, True, center=BANK_POINT)


def deal_button_rects(index: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The Accept and Decline buttons of the ``index``-th offer row."""
    w, h = DEAL_BUTTON_SIZE
    y = DEAL_PANEL.y + 28 + index * DEAL_ROW_H + (DEAL_ROW_H - h) // 2
    return pygame.Rect(DEAL_PANEL.right - 2 * w - 16, y, w, h), pygame.Rect(DEAL_PANEL.right - w - 8, y, w, h)


def draw_deals(surface: pygame.Surface, view: dict[str, Any], answering: bool) -> None:
    """The offers made to the buyer this round, with Accept/Decline (and their keys) for a human buyer."""
    pen.rect(surface, (32, 52, 66), DEAL_PANEL, border_radius=8)
    names = [s["name"] for s in view["seats"]]
    title = "Deals (binding, paid at the end of the round)"
    if answering:
        title = "Deals: A accepts, D declines the first open offer"
    draw_text(surface, title, 15, palette.SAND, True, topleft=(DEAL_PANEL.x + 10, DEAL_PANEL.y + 6))
    offers = view.get("offers") or []
    if not offers:
        draw_text(surface, "No offers this round.", 14, palette.PAPER, topleft=(DEAL_PANEL.x + 10, DEAL_PANEL.y + 32))
    for i, offer in enumerate(offers[:4]):
        accept, decline = deal_button_rects(i)
        buttons = answering and offer["accepted"] is None
        state = {None: "open", True: "accepted", False: "declined"}[offer["accepted"]]
        words = f"{offer['amount']} for {offer['condition']}" + ("" if buttons else f" \u2013 {state}")
        right = (accept.x - 8) if buttons else (DEAL_PANEL.right - 10)
        room = right - (DEAL_PANEL.x + 10) - font(14).size(words)[0] - 8
        size, lines = deal_name_lines(f"{names[offer['seat']]}:", room)
        right = DEAL_PANEL.x + 10
        for k, line in enumerate(lines):
            y = accept.centery + round((k - (len(lines) - 1) / 2) * (size + 1))
            right = max(right, draw_text(surface, line, size, palette.PAPER, True, midleft=(DEAL_PANEL.x + 10, y)).right)
        draw_text(surface, words, 14, palette.PAPER, midleft=(right + 8, accept.centery))
        if buttons:
            for rect, word in ((accept, "Accept"), (decline, "Decline")):
                pen.rect(surface, palette.SAND, rect, border_radius=6)
                draw_text(surface, word, 15, palette.INK, True, center=rect.center)


def deal_name_lines(name: str, room: int) -> tuple[int, list[str]]:
    """(size, lines) of an offering seat's name on its deal row, no line wider than ``room``: one line if it fits,
    else two smaller lines (a name in one run, 山田太郎…, broken between letters), the second cut short only if
    even two lines cannot hold it."""
    if font(14, True).size(name)[0] <= room:
        return 14, [name]
    lines = letter_lines(name, 12, room, True)
    return 12, lines[:1] + [fit_text(name[len(lines[0]):].strip(), 12, room, True)] if len(lines) > 1 else lines


def prompt_lines(prompt: str) -> tuple[int, list[str]]:
    """(size, lines) of the status line: one line in the largest size that fits, else two (split after
    its colon when both halves fit), the second cut short with an ellipsis if it must be."""
    for size in (19, 17, 15):
        if font(size, True).size(prompt)[0] <= PROMPT_WIDTH:
            return size, [prompt]
    head, colon, rest = prompt.partition(": ")
    if colon and all(font(16, True).size(part)[0] <= PROMPT_WIDTH for part in (head + ":", rest)):
        return 16, [head + ":", rest]
    lines = letter_lines(prompt, 16, PROMPT_WIDTH, True)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return 16, [fit_text(line, 16, PROMPT_WIDTH, True) for line in lines[:2]]


def draw_prompt(surface: pygame.Surface, prompt: str) -> None:
    """The status line on its bar, kept inside the bar whatever the names' length."""
    pen.rect(surface, (22, 40, 52), STATUS_BAR)
    size, lines = prompt_lines(prompt)
    if len(lines) == 1:
        draw_text(surface, lines[0], size, palette.PAPER, True, midleft=(14, STATUS_BAR.centery))
        return
    for i, line in enumerate(lines):
        draw_text(surface, line, size, palette.PAPER, True, topleft=(14, 6 + 22 * i))


def counter_of(site_view: dict[str, Any]) -> tuple[int, str]:
    """(district, kind) of the counter lying on a site."""
    counter = COUNTERS[site_view["counter"]]
    return counter.district, counter.kind
