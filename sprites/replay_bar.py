"""The replay's controls, drawn over the table: the bar along the bottom and the list of moves.

Drawing and hit-testing only; the replay scene (:mod:`scenes.replay`) says
what to show through :class:`BarLook` and :class:`ListRow`.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import pygame

from sprites import palette, pen
from sprites.display import LOGICAL_SIZE
from sprites.text import blit_text, fit_lines, fit_text, font, wrap_text

Colour = tuple[int, int, int]

BAR = pygame.Rect(0, 650, 1280, 70)
TABLE_VIEW = pygame.Rect(0, 0, round(1280 * BAR.y / 720), BAR.y)
"""Where the table is shown, whole and a little smaller, above the bar (so the bar hides none of it)."""
TABLE_VIEW.centerx = 640
BUTTON_Y = BAR.y + 35
ROUND_BUTTONS: dict[str, tuple[int, int]] = {
    "start": (30, 19), "back": (76, 19), "play": (128, 24), "forward": (180, 19), "end": (226, 19),
}
"""Round buttons of the bar: key -> (centre x, radius)."""
SPEED_BUTTON = pygame.Rect(256, BUTTON_Y - 18, 58, 36)
TRACK = pygame.Rect(332, BUTTON_Y + 8, 500, 12)
CAPTION_WIDTH = 596
CAPTION_SMALL = 15
"""The caption's size when it takes two lines."""
LIST_BUTTON = pygame.Rect(938, BUTTON_Y - 20, 90, 40)
EVERYTHING_SWITCH = pygame.Rect(1036, BUTTON_Y - 20, 188, 40)
LEAVE_BUTTON = pygame.Rect(1232, BUTTON_Y - 20, 40, 40)

LIST_PANEL = pygame.Rect(828, 10, 444, 632)
TIPS_TOP = BAR.y - 6 - 8 - 22 * 2
"""The highest a control's tip (two lines) reaches above the bar."""
ROW_HEIGHT = 24
ROWS_TOP = LIST_PANEL.y + 46
DETAIL_HEIGHT = 104
VISIBLE_ROWS = (LIST_PANEL.bottom - DETAIL_HEIGHT - ROWS_TOP) // ROW_HEIGHT

SHADE = (10, 26, 38)
BUTTON = (40, 78, 100)
BUTTON_LIT = (62, 112, 138)
VEILED = (128, 156, 170)
SECRET = (255, 190, 112)
"""Text that shows a sealed choice as it was entered."""

TIPS: dict[str, str] = {
    "start": "To the start (Home)", "back": "Step back (Left)", "play": "Play / pause (Space)",
    "forward": "Step forward (Right)", "end": "To the end (End)", "speed": "Speed (+ / \u2212)",
    "track": "Jump to a move", "list": "List of moves (L)", "everything": "Show everything (S)",
    "leave": "Leave the replay (Esc)",
}


@dataclass(frozen=True)
class BarLook:
    """What the bar shows."""

    count: int
    """Moves played so far."""
    total: int
    """Moves in the game."""
    playing: bool
    speed: str
    caption: str
    secret_caption: bool
    """The caption shows a sealed choice as it was entered."""
    everything: bool
    list_open: bool
    hovered: str | None = None
    """The key of the control under the mouse (it lights up and says what it does)."""
    everything_note: str = ""
    """Said under the switch's tip (e.g. that the game has no secrets)."""


RowLook = Literal["heading", "done", "now", "ahead"]


@dataclass(frozen=True)
class ListRow:
    """One row of the list of moves: a heading (how far the game had come) or a move."""

    text: str
    look: RowLook
    move: int | None = None
    """The move's index in the history (None for a heading)."""
    secret: bool = False
    """The text shows a sealed choice as it was entered."""


# the table and the bar -------------------------------------------------------------
class TableView:
    """The table shown whole in a smaller ``view`` of the screen: at 1280x720, its full-size picture smoothly
    scaled down (as it always was); at any other window size, drawn straight at the view's size (a canvas whose
    scale is the window's times the view's share of it), so no full-window picture is made and scaled each
    frame."""

    def __init__(self) -> None:
        self._full: pygame.Surface | None = None
        self._scaled: pygame.Surface | None = None
        self._small: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, draw_table: Callable[[pygame.Surface], None],
             view: pygame.Rect = TABLE_VIEW) -> None:
        """Fill ``surface`` with the shade and show there, in ``view``, what ``draw_table`` draws on a
        1280x720 (logical) picture."""
        surface.fill(SHADE)
        s = pen.scale_of(surface)
        if s == 1:
            self._draw_scaled(surface, draw_table, view)
            return
        small = shown_scale(view, s)
        picture = self._small
        if picture is None or pen.scale_of(picture) != small:
            picture = self._small = pen.Canvas(LOGICAL_SIZE, scale=small)
        with pen.drawing_at(small):
            draw_table(picture)
        width, height = pygame.Surface.get_size(picture)
        centre = pen.device_rect(view, s).center
        pen.blit_device(surface, picture, (centre[0] - width // 2, centre[1] - height // 2))

    def _draw_scaled(self, surface: pygame.Surface, draw_table: Callable[[pygame.Surface], None],
                     view: pygame.Rect) -> None:
        """The table drawn at full size and smoothly scaled into ``view`` (scale 1)."""
        if self._full is None or pen.scale_of(self._full) != 1:
            self._full = pen.surface(LOGICAL_SIZE)
        draw_table(self._full)
        if self._scaled is None or self._scaled.get_size() != view.size or pen.scale_of(self._scaled) != 1:
            self._scaled = pen.surface(view.size)
        pen.smoothscale(self._full, view.size, self._scaled)
        surface.blit(self._scaled, view.topleft)


def shown_scale(view: pygame.Rect, s: float) -> float:
    """The scale the table is drawn at to fill ``view`` (whole, never beyond it) on a canvas of scale ``s`` (at
    scale 1, 1: it is drawn at full size and scaled down)."""
    if s == 1:
        return 1.0
    shown = pen.device_rect(view, s)
    return min(shown.w / LOGICAL_SIZE[0], shown.h / LOGICAL_SIZE[1])


def control_at(pos: tuple[int, int]) -> str | None:
    """The key of the bar control under ``pos`` (None: none)."""
    for key, (x, radius) in ROUND_BUTTONS.items():
        if math.dist(pos, (x, BUTTON_Y)) <= radius + 2:
            return key
    rects = {"speed": SPEED_BUTTON, "track": TRACK.inflate(8, 18), "list": LIST_BUTTON,
             "everything": EVERYTHING_SWITCH, "leave": LEAVE_BUTTON}
    return next((key for key, rect in rects.items() if rect.collidepoint(pos)), None)


def track_count(x: int, total: int) -> int:
    """How many moves a point ``x`` along the track stands for."""
    share = (x - TRACK.x) / max(1, TRACK.w)
    return max(0, min(total, round(share * total)))


def draw_bar(surface: pygame.Surface, look: BarLook) -> None:
    """The bar: step and play buttons, speed, caption and track, the list button, the switch, Leave."""
    pen.rect(surface, SHADE, BAR)
    pen.line(surface, palette.SEA_LIGHT, BAR.topleft, BAR.topright, 2)
    for key, (x, radius) in ROUND_BUTTONS.items():
        lit = key == look.hovered or key == "play" and look.playing
        pen.circle(surface, BUTTON_LIT if lit else BUTTON, (x, BUTTON_Y), radius)
        _draw_icon(surface, key, (x, BUTTON_Y), look.playing)
    _draw_box(surface, SPEED_BUTTON, look.hovered == "speed", False)
    blit_text(surface, look.speed, 20, palette.PAPER, ("center", SPEED_BUTTON.center), bold=True)
    ink = SECRET if look.secret_caption else palette.PAPER
    for line, size, y in caption_lines(look.caption):
        blit_text(surface, line, size, ink, ("midleft", (TRACK.x, y)), bold=True)
    _draw_track(surface, look)
    _draw_box(surface, LIST_BUTTON, look.hovered == "list", look.list_open)
    blit_text(surface, "Moves", 18, palette.PAPER, ("center", LIST_BUTTON.center), bold=True)
    _draw_switch(surface, look)
    _draw_box(surface, LEAVE_BUTTON, look.hovered == "leave", False)
    cx, cy = LEAVE_BUTTON.center
    for dx in (-8, 8):
        pen.line(surface, palette.PAPER, (cx - dx, cy - 8), (cx + dx, cy + 8), 3)
    if look.hovered in TIPS:
        _draw_tip(surface, look)


def caption_lines(caption: str) -> list[tuple[str, int, int]]:
    """The caption as drawn above the track: (line, size, middle y); one line when it fits, else two smaller
    (the second cut short only past them: the list of moves tells the whole line)."""
    if font(18, True).size(caption)[0] <= CAPTION_WIDTH:
        return [(caption, 18, BAR.y + 19)]
    lines = fit_lines(caption, CAPTION_SMALL, CAPTION_WIDTH, bold=True)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), CAPTION_SMALL, CAPTION_WIDTH, bold=True)]
    return [(line, CAPTION_SMALL, BAR.y + 12 + 18 * i) for i, line in enumerate(lines)]


def _draw_box(surface: pygame.Surface, rect: pygame.Rect, hovered: bool, on: bool) -> None:
    colour = palette.LEAF if on else BUTTON_LIT if hovered else BUTTON
    pen.rect(surface, colour, rect, border_radius=10)


def _draw_icon(surface: pygame.Surface, key: str, centre: tuple[int, int], playing: bool) -> None:
    x, y = centre
    ink = palette.PAPER
    if key == "play" and playing:
        for dx in (-6, 6):
            pen.rect(surface, ink, (x + dx - 3, y - 9, 6, 18))
        return
    if key == "play":
        pen.polygon(surface, ink, [(x - 6, y - 11), (x - 6, y + 11), (x + 11, y)])
        return
    pointing = -1 if key in ("start", "back") else 1
    tip = x + 7 * pointing
    pen.polygon(surface, ink, [(x - 7 * pointing, y - 8), (x - 7 * pointing, y + 8), (tip, y)])
    if key in ("start", "end"):
        pen.rect(surface, ink, (tip - 1 if pointing > 0 else tip - 2, y - 8, 3, 16))


def _draw_track(surface: pygame.Surface, look: BarLook) -> None:
    lit = look.hovered == "track"
    pen.rect(surface, BUTTON_LIT if lit else BUTTON, TRACK, border_radius=6)
    share = look.count / max(1, look.total)
    done = TRACK.copy()
    done.w = max(TRACK.h, round(TRACK.w * share))
    pen.rect(surface, palette.SEA_LIGHT, done, border_radius=6)
    knob = (TRACK.x + round(TRACK.w * share), TRACK.centery)
    pen.circle(surface, palette.PAPER, knob, 10 if lit else 8)
    blit_text(surface, f"{look.count} / {look.total}", 16, palette.PAPER,
              ("midleft", (TRACK.right + 16, TRACK.centery)), bold=True)


def _draw_switch(surface: pygame.Surface, look: BarLook) -> None:
    _draw_box(surface, EVERYTHING_SWITCH, look.hovered == "everything", False)
    slot = pygame.Rect(EVERYTHING_SWITCH.x + 10, EVERYTHING_SWITCH.centery - 9, 34, 18)
    pen.rect(surface, SECRET if look.everything else SHADE, slot, border_radius=9)
    knob_x = slot.right - 9 if look.everything else slot.x + 9
    pen.circle(surface, palette.PAPER, (knob_x, slot.centery), 7)
    blit_text(surface, "Show everything", 16, palette.PAPER, ("midleft", (slot.right + 8, slot.centery)), bold=True)


def _draw_tip(surface: pygame.Surface, look: BarLook) -> None:
    assert look.hovered is not None
    lines = [TIPS[look.hovered]]
    if look.hovered == "everything" and look.everything_note:
        lines.append(look.everything_note)
    width = max(font(16).size(line)[0] for line in lines) + 20
    anchor = _control_centre(look.hovered)
    box = pygame.Rect(0, 0, width, 8 + 22 * len(lines))
    box.midbottom = (anchor, BAR.y - 6)
    box.clamp_ip(pygame.Rect(4, 0, 1272, BAR.y))
    if look.list_open and box.colliderect(LIST_PANEL):
        box.right = LIST_PANEL.x - 6  # beside the open list, never over its key help
    pen.rect(surface, palette.INK, box, border_radius=8)
    pen.rect(surface, palette.SEA_LIGHT, box, 1, border_radius=8)
    for i, line in enumerate(lines):
        blit_text(surface, line, 16, palette.PAPER, ("midtop", (box.centerx, box.y + 4 + 22 * i)))


def _control_centre(key: str) -> int:
    if key in ROUND_BUTTONS:
        return ROUND_BUTTONS[key][0]
    rects = {"speed": SPEED_BUTTON, "track": TRACK, "list": LIST_BUTTON, "everything": EVERYTHING_SWITCH,
             "leave": LEAVE_BUTTON}
    return rects[key].centerx


# the list of moves ---------------------------------------------------------------
def list_row_at(pos: tuple[int, int], first: int, count: int) -> int | None:
    """The index (into all rows) of the list row under ``pos``, given the first row shown."""
    if not LIST_PANEL.collidepoint(pos) or pos[1] < ROWS_TOP:
        return None
    offset = (pos[1] - ROWS_TOP) // ROW_HEIGHT
    index = first + offset
    return index if offset < VISIBLE_ROWS and index < count else None


def draw_move_list(surface: pygame.Surface, rows: list[ListRow], first: int, cursor: int | None,
                   hovered: int | None, title: str, detail: ListRow | None) -> None:
    """The list of moves (rows ``first`` onward), the keyboard's row outlined, its whole text below."""
    pen.rect(surface, SHADE, LIST_PANEL, border_radius=10)
    pen.rect(surface, palette.SEA_LIGHT, LIST_PANEL, 2, border_radius=10)
    blit_text(surface, "Moves", 22, palette.SAND, ("topleft", (LIST_PANEL.x + 16, LIST_PANEL.y + 10)), bold=True)
    blit_text(surface, title, 16, palette.PAPER, ("topright", (LIST_PANEL.right - 16, LIST_PANEL.y + 16)))
    for offset, row in enumerate(rows[first:first + VISIBLE_ROWS]):
        index = first + offset
        box = pygame.Rect(LIST_PANEL.x + 8, ROWS_TOP + offset * ROW_HEIGHT, LIST_PANEL.w - 16, ROW_HEIGHT)
        _draw_row(surface, row, box, index == hovered)
        if index == cursor:
            pen.rect(surface, palette.GLOW, box, 2, border_radius=6)
    _draw_scroll_mark(surface, first, len(rows))
    _draw_detail(surface, detail)


def _draw_row(surface: pygame.Surface, row: ListRow, box: pygame.Rect, hovered: bool) -> None:
    if row.look == "heading":
        blit_text(surface, fit_text(row.text, 15, box.w - 16, bold=True), 15, palette.SAND_DARK,
                  ("midleft", (box.x + 8, box.centery + 2)), bold=True)
        return
    if row.look == "now":
        pen.rect(surface, palette.GLOW, box, border_radius=6)
    elif hovered:
        pen.rect(surface, BUTTON, box, border_radius=6)
    ink = _row_colour(row)
    if row.move is not None:
        blit_text(surface, str(row.move + 1), 14, palette.INK if row.look == "now" else VEILED,
                  ("midright", (box.x + 40, box.centery)))
    blit_text(surface, fit_text(row.text, 16, box.w - 56), 16, ink, ("midleft", (box.x + 48, box.centery)))


def _row_colour(row: ListRow) -> Colour:
    if row.look == "now":
        return palette.INK
    if row.look == "ahead":
        return VEILED
    return SECRET if row.secret else palette.PAPER


def _draw_scroll_mark(surface: pygame.Surface, first: int, count: int) -> None:
    if count <= VISIBLE_ROWS:
        return
    lane = pygame.Rect(LIST_PANEL.right - 7, ROWS_TOP, 4, VISIBLE_ROWS * ROW_HEIGHT)
    height = max(16, lane.h * VISIBLE_ROWS // count)
    top = lane.y + (lane.h - height) * first // max(1, count - VISIBLE_ROWS)
    pen.rect(surface, palette.SEA_LIGHT, (lane.x, top, lane.w, height), border_radius=2)


def _draw_detail(surface: pygame.Surface, detail: ListRow | None) -> None:
    top = LIST_PANEL.bottom - DETAIL_HEIGHT
    pen.line(surface, BUTTON_LIT, (LIST_PANEL.x + 12, top), (LIST_PANEL.right - 12, top), 1)
    if detail is not None:
        lines = wrap_text(detail.text, font(16), LIST_PANEL.w - 32)
        if len(lines) > 3:
            lines = lines[:2] + [fit_text(" ".join(lines[2:]), 16, LIST_PANEL.w - 32)]
        for i, line in enumerate(lines):
            blit_text(surface, line, 16, _row_colour(detail) if detail.look != "now" else palette.GLOW,
                      ("topleft", (LIST_PANEL.x + 16, top + 8 + 21 * i)))
    blit_text(surface, "Up / Down choose \u00b7 Enter jumps there \u00b7 L hides the list", 14, VEILED,
              ("bottomleft", (LIST_PANEL.x + 16, LIST_PANEL.bottom - 8)))
