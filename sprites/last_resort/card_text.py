"""Laying out the words of a Last Resort card: whole lines, shrunk until they fit, with the rectangle each takes
(the drawing and the layout tests read the same rectangles)."""
from __future__ import annotations

import pygame

from sprites.text import fit_lines, fit_text, font

Colour = tuple[int, int, int]


TextLine = tuple[str, int, bool, Colour, pygame.Rect]
"""(words, size, bold, ink, where) of one line of text drawn on a card."""


def fitted(text: str, width: int, room: int, sizes: tuple[int, ...], bold: bool = False) -> tuple[int, list[str]]:
    """The largest of ``sizes`` at which ``text``, wrapped to ``width``, fits ``room`` pixels high (lines
    :func:`line_step` apart), and its lines; the smallest size if none does (then the lines run over)."""
    for size in sizes:
        lines = fit_lines(text, size, width, bold)
        if len(lines) * line_step(size, bold) <= room:
            break
    return size, lines


def shrunk(text: str, width: int, sizes: tuple[int, ...], bold: bool = False) -> tuple[str, int]:
    """(text, size): ``text`` at the largest of ``sizes`` at which it fits ``width`` on one line; cut short at the
    smallest only if it fits at none."""
    for size in sizes:
        if font(size, bold).size(text)[0] <= width:
            return text, size
    return fit_text(text, sizes[-1], width, bold), sizes[-1]


def line_step(size: int, bold: bool = False) -> int:
    """How far apart lines of text of ``size`` are set (the height the font draws a line in)."""
    return int(font(size, bold).size("Ág")[1])


def line_rect(text: str, size: int, bold: bool, x: int, y: int) -> pygame.Rect:
    """The rectangle ``text`` takes drawn with its top-left at (``x``, ``y``)."""
    return pygame.Rect((x, y), font(size, bold).size(text))
