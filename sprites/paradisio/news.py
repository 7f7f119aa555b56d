"""Drawing the news of the Paradisio match table and the outline round the last tile laid."""
from __future__ import annotations

import pygame

from sprites import palette, pen
from sprites.text import fit_lines, render_text

Colour = tuple[int, int, int]

NEWS_FILL: Colour = (24, 44, 60)


@pen.cached(maxsize=64)
def _wrapped(text: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(fit_lines(text, size, width))


def draw_news(surface: pygame.Surface, area: pygame.Rect, round_line: str, round_rule: str, move_line: str,
              fresh: float, bottom: int) -> None:
    """The news panel: the round's starter and the rule, then the last tile laid; it glows while ``fresh``.

    Words stop above ``bottom`` (where the Undo button begins).
    """
    pen.rect(surface, NEWS_FILL, area, border_radius=8)
    if fresh > 0:
        glow = round(min(1.0, fresh) * 4) + 1
        pen.rect(surface, palette.GLOW, area, glow, border_radius=8)
    surface.blit(render_text("At the table", 15, palette.SAND, True), (area.x + 8, area.y + 4))
    y = area.y + 28
    for text, size, colour, bold in news_rows(area.w - 20, round_line, round_rule, move_line, (bottom - y) // 19):
        surface.blit(render_text(text, size, colour, bold), (area.x + 10, y))
        y += 19


def news_rows(width: int, round_line: str, round_rule: str, move_line: str,
              room: int) -> list[tuple[str, int, Colour, bool]]:
    """The news panel's lines (words, size, colour, bold) in ``room`` lines: every word of who starts and of the last
    tile; the round's rule goes first when they do not all fit (it is in the log), then the type gets smaller."""
    def rows(size: int, with_rule: bool) -> list[tuple[str, int, Colour, bool]]:
        found = [(line, size, palette.PAPER, True) for line in _wrapped(round_line, size, width)]
        if with_rule:
            found += [(line, size - 1, palette.SEA_LIGHT, False) for line in _wrapped(round_rule, size - 1, width)]
        if move_line:
            found += [(line, size, palette.PAPER, False) for line in _wrapped("Last tile: " + move_line, size, width)]
        return found

    tries = [rows(15, True), rows(15, False), rows(14, False), rows(13, False)]
    return next((one for one in tries if len(one) <= room), tries[-1][:room])


def draw_last_tile(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, fresh: float = 0.0) -> None:
    """A clear mark on the tile laid last: a sand glow, a white and a seat-coloured ring, and a seat badge.

    While the news is ``fresh`` (seconds left), a ring widens out from the tile to draw the eye to it.
    """
    surface.blit(_glow(rect.w), rect.inflate(24, 24).topleft)
    if fresh > 0:
        spread = round(8 + 40 * (1 - min(1.0, fresh)))
        ring = pen.surface(rect.inflate(2 * spread + 8, 2 * spread + 8).size, pygame.SRCALPHA)
        pen.rect(ring, (*palette.GLOW, round(230 * min(1.0, fresh))), ring.get_rect(), 4, border_radius=16)
        surface.blit(ring, rect.inflate(2 * spread + 8, 2 * spread + 8).topleft)
    pen.rect(surface, palette.PAPER, rect.inflate(10, 10), 4, border_radius=10)
    pen.rect(surface, colour, rect.inflate(4, 4), 5, border_radius=8)
    badge = (rect.x + 12, rect.y + 12)
    pen.circle(surface, palette.PAPER, badge, 11)
    pen.circle(surface, colour, badge, 8)


@pen.cached(maxsize=4)
def _glow(side: int) -> pygame.Surface:
    glow = pen.surface((side + 24, side + 24), pygame.SRCALPHA)
    for step, alpha in ((0, 70), (3, 110), (6, 150)):
        pen.rect(glow, (*palette.GLOW, alpha), glow.get_rect().inflate(-2 * step, -2 * step), 3,
                         border_radius=16 - step)
    return glow
