"""Drawing the saved-games list: one line a save, and the question asked before deleting one."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pygame

from sprites import palette, pen
from sprites.backdrop import dim, draw_card, draw_emblem
from sprites.text import Colour, blit_text, fit_text, font

SaveStatus = Literal["in progress", "finished", "in use", "damaged"]

STATUS_LOOKS: dict[SaveStatus, tuple[str, Colour]] = {
    "in progress": ("In progress", palette.SEA_DEEP),
    "finished": ("Finished", palette.LEAF_DARK),
    "in use": ("Open in another window", palette.WARN),
    "damaged": ("cannot be loaded", palette.WARN),
}
"""Each status's words and colour at the right end of a line."""


@dataclass(frozen=True)
class SaveLine:
    """What one line of the list says: the game's picture, two lines of words, the date and a status."""

    game_id: str
    title: str
    detail: str
    when: str
    status: SaveStatus


def with_seed(progress: str, seed: int | None) -> str:
    """A save's progress and the seed it was dealt with ("Round 3 of 12 \u00b7 seed 4321"): two games of the
    same players, saved the same minute, still read apart."""
    if seed is None:
        return progress
    return f"{progress} \u00b7 seed {seed}" if progress else f"Seed {seed}"


TITLE_SIZE = 22
"""The size of a line's first, bold, line of words (the game and its players)."""
TEXT_LEFT, TEXT_RIGHT = 86, 16
"""Where a line's words begin (after the game's picture) and how far from the right end its date ends."""


def words_width(row_width: int, when: str, status: SaveStatus) -> int:
    """How wide a line's words on the left may be: all the row but its picture and the date and status."""
    right = max(blit_width(when, False), blit_width(STATUS_LOOKS[status][0], True))
    return row_width - TEXT_LEFT - TEXT_RIGHT - right - 24


def blit_width(text: str, bold: bool) -> int:
    """How wide the date or status ``text`` is drawn (18 pixels)."""
    return font(18, bold).size(text)[0]


def draw_save_line(surface: pygame.Surface, rect: pygame.Rect, line: SaveLine, selected: bool,
                   hovered: bool) -> None:
    """One save in the list, lit when chosen (or under the mouse)."""
    if selected:
        pen.rect(surface, palette.PAPER, rect, border_radius=10)
        pen.rect(surface, palette.SEA_DEEP, rect, 3, border_radius=10)
    elif hovered:
        pen.rect(surface, palette.mix(palette.SAND, palette.PAPER, 0.5), rect, border_radius=10)
    draw_emblem(surface, pygame.Rect(rect.x + 12, rect.y + 8, 58, rect.h - 16), line.game_id)
    left, right = rect.x + TEXT_LEFT, rect.right - TEXT_RIGHT
    text_width = words_width(rect.w, line.when, line.status)
    blit_text(surface, fit_text(line.title, TITLE_SIZE, text_width, bold=True), TITLE_SIZE, palette.INK,
              ("topleft", (left, rect.y + 6)), bold=True)
    blit_text(surface, fit_text(line.detail, 18, text_width), 18,
              palette.WARN if line.status == "damaged" else palette.LEAF_DARK, ("topleft", (left, rect.y + 34)))
    blit_text(surface, line.when, 18, palette.INK, ("topright", (right, rect.y + 8)))
    words, colour = STATUS_LOOKS[line.status]
    blit_text(surface, words, 18, colour, ("topright", (right, rect.y + 34)), bold=True)


def scroll_thumb(track: pygame.Rect, count: int, visible: int, top: int) -> pygame.Rect:
    """The part of a scrollbar's ``track`` that stands for the ``visible`` lines from ``top`` of ``count``."""
    count = max(1, count)
    height = max(30, track.h * min(visible, count) // count)
    moved = (track.h - height) * top // max(1, count - visible) if count > visible else 0
    return pygame.Rect(track.x, track.y + moved, track.w, height)


def draw_scrollbar(surface: pygame.Surface, track: pygame.Rect, thumb: pygame.Rect) -> None:
    """The track beside a list and the part of it standing for the lines in view."""
    pen.rect(surface, palette.SAND_DARK, track, border_radius=6)
    pen.rect(surface, palette.SEA_DEEP, thumb, border_radius=6)


def draw_question(surface: pygame.Surface, panel: pygame.Rect, question: str, lines: list[str]) -> None:
    """A card over the dimmed screen with a question and a few lines under it (its buttons are widgets)."""
    dim(surface, (8, 20, 34, 170))
    draw_card(surface, panel)
    blit_text(surface, question, 30, palette.INK, ("midtop", (panel.centerx, panel.y + 26)), bold=True)
    for i, line in enumerate(lines):
        blit_text(surface, fit_text(line, 20, panel.w - 60, bold=i == 0), 20,
                  palette.INK if i == 0 else palette.LEAF_DARK, ("midtop", (panel.centerx, panel.y + 78 + 28 * i)),
                  bold=i == 0)
