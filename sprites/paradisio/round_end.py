"""The panel over a finished Paradisio round: who took it and why, and the "Next round" button.

The panel keeps to the band between the two trays and to the side of the
table (above or below) where the finished tiles and the dead holes leave the
most room, so the table that decided the round stays in sight.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.paradisio.tiles import WOOD_DARK
from sprites.text import fit_lines, fit_text, font, render_text

Colour = tuple[int, int, int]

PANEL_WIDTH = 600
"""The widest the panel gets (the band between the trays is 648 pixels)."""
REASON_LINES = 3
BUTTON_WIDTH = 220
SCREEN = pygame.Rect(0, 0, 1280, 720)
MARGIN = 6


@dataclass(frozen=True)
class Style:
    """The sizes of one look of the panel (roomy, or compact where the table leaves little room)."""

    title_sizes: tuple[int, ...]
    reason_size: int
    line_height: int
    button_height: int
    pad: int


STYLES = (Style((32, 28, 24, 20), 17, 22, 36, 12), Style((24, 22, 20), 15, 19, 30, 9))
"""The roomy look first; the compact one when the roomy one would cover the tiles."""


@dataclass(frozen=True)
class RoundEndLayout:
    """Where the panel and its button go, and its words as they fit."""

    plate: pygame.Rect
    button: pygame.Rect | None
    title: str
    title_size: int
    lines: tuple[str, ...]
    style: Style


def _words(title: str, reason: str, style: Style) -> tuple[str, int, list[str]]:
    inner = PANEL_WIDTH - 40
    size = next((s for s in style.title_sizes if font(s, True).size(title)[0] <= inner), style.title_sizes[-1])
    lines = fit_lines(reason, style.reason_size, inner)
    if len(lines) > REASON_LINES:
        lines = lines[:REASON_LINES - 1] + [fit_text(" ".join(lines[REASON_LINES - 1:]), style.reason_size, inner)]
    return fit_text(title, size, inner, bold=True), size, lines


def _height(style: Style, size: int, lines: list[str], button: bool) -> int:
    return (style.pad + size + style.pad + style.line_height * len(lines)
            + (style.pad + style.button_height if button else 0) + style.pad)


def layout_round_end(title: str, reason: str, button: bool, avoid: pygame.Rect, centre_x: int = 640) -> RoundEndLayout:
    """Fit the words into the panel and place it above or below ``avoid`` (the tiles and the holes).

    The side with more room is taken; the compact look is used when the roomy one does not fit there.
    """
    above = avoid.top - 2 * MARGIN
    below = SCREEN.bottom - avoid.bottom - 2 * MARGIN
    room = max(above, below)
    for style in STYLES:
        title, size, lines = _words(title, reason, style)
        height = _height(style, size, lines, button)
        if height <= room:
            break
    widest = max([font(size, True).size(title)[0]] + [font(style.reason_size).size(line)[0] for line in lines]
                 + [BUTTON_WIDTH if button else 0])
    plate = pygame.Rect(0, 0, min(PANEL_WIDTH, widest + 48), height)
    plate.centerx = centre_x
    if above >= below:
        plate.centery = MARGIN + above // 2
        plate.top = max(MARGIN, min(plate.top, avoid.top - MARGIN - plate.h))
    else:
        plate.centery = avoid.bottom + MARGIN + below // 2
        plate.bottom = min(SCREEN.bottom - MARGIN, max(plate.bottom, avoid.bottom + MARGIN + plate.h))
    plate.clamp_ip(SCREEN.inflate(-2 * MARGIN, -2 * MARGIN))
    knob = None
    if button:
        knob = pygame.Rect(0, 0, BUTTON_WIDTH, style.button_height)
        knob.midbottom = (plate.centerx, plate.bottom - style.pad)
    return RoundEndLayout(plate, knob, title, size, tuple(lines), style)


def draw_round_end(surface: pygame.Surface, layout: RoundEndLayout, colour: Colour, label: str,
                   hovered: bool) -> None:
    """The panel: a sand plate framed in the winner's colour, the title, the reason and the button."""
    plate = layout.plate
    pen.rect(surface, WOOD_DARK, plate.move(0, 4), border_radius=16)
    pen.rect(surface, palette.SAND, plate, border_radius=16)
    pen.rect(surface, colour, plate, 5, border_radius=16)
    style = layout.style
    y = plate.y + style.pad
    title = render_text(layout.title, layout.title_size, palette.INK, True)
    surface.blit(title, title.get_rect(midtop=(plate.centerx, y)))
    y += layout.title_size + style.pad
    for line in layout.lines:
        words = render_text(line, style.reason_size, palette.INK)
        surface.blit(words, words.get_rect(midtop=(plate.centerx, y)))
        y += style.line_height
    if layout.button is not None:
        knob = layout.button
        pen.rect(surface, WOOD_DARK, knob.move(0, 3), border_radius=10)
        pen.rect(surface, palette.GLOW if hovered else (255, 246, 196), knob, border_radius=10)
        pen.rect(surface, WOOD_DARK, knob, 2, border_radius=10)
        words = render_text(label, 18, palette.INK, True)
        surface.blit(words, words.get_rect(center=knob.center))
