"""Drawing the news of the Paradisio match table and the outline round the last tile laid."""
from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import palette
from sprites.text import fit_lines, render_text

Colour = tuple[int, int, int]

NEWS_FILL: Colour = (24, 44, 60)


@lru_cache(maxsize=64)
def _wrapped(text: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(fit_lines(text, size, width))


def draw_news(surface: pygame.Surface, area: pygame.Rect, round_line: str, round_rule: str, move_line: str,
              fresh: float, bottom: int) -> None:
    """The news panel: the round's starter and the rule, then the last tile laid; it glows while ``fresh``.

    Words stop above ``bottom`` (where the Undo button begins).
    """
    pygame.draw.rect(surface, NEWS_FILL, area, border_radius=8)
    if fresh > 0:
        glow = round(min(1.0, fresh) * 4) + 1
        pygame.draw.rect(surface, palette.GLOW, area, glow, border_radius=8)
    surface.blit(render_text("At the table", 15, palette.SAND, True), (area.x + 8, area.y + 4))
    width = area.w - 20
    y = area.y + 28
    rows = [(line, palette.PAPER, True) for line in _wrapped(round_line, 15, width)]
    rows += [(line, palette.SEA_LIGHT, False) for line in _wrapped(round_rule, 14, width)]
    if move_line:
        rows += [(line, palette.PAPER, False) for line in _wrapped("Last tile: " + move_line, 15, width)]
    for text, colour, bold in rows:
        if y + 19 > bottom:
            break
        surface.blit(render_text(text, 15 if colour == palette.PAPER else 14, colour, bold), (area.x + 10, y))
        y += 19


def draw_last_tile(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, fresh: float = 0.0) -> None:
    """A clear mark on the tile laid last: a sand glow, a white and a seat-coloured ring, and a seat badge.

    While the news is ``fresh`` (seconds left), a ring widens out from the tile to draw the eye to it.
    """
    surface.blit(_glow(rect.w), rect.inflate(24, 24).topleft)
    if fresh > 0:
        spread = round(8 + 40 * (1 - min(1.0, fresh)))
        ring = pygame.Surface(rect.inflate(2 * spread + 8, 2 * spread + 8).size, pygame.SRCALPHA)
        pygame.draw.rect(ring, (*palette.GLOW, round(230 * min(1.0, fresh))), ring.get_rect(), 4, border_radius=16)
        surface.blit(ring, rect.inflate(2 * spread + 8, 2 * spread + 8).topleft)
    pygame.draw.rect(surface, palette.PAPER, rect.inflate(10, 10), 4, border_radius=10)
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), 5, border_radius=8)
    badge = (rect.x + 12, rect.y + 12)
    pygame.draw.circle(surface, palette.PAPER, badge, 11)
    pygame.draw.circle(surface, colour, badge, 8)


@lru_cache(maxsize=4)
def _glow(side: int) -> pygame.Surface:
    glow = pygame.Surface((side + 24, side + 24), pygame.SRCALPHA)
    for step, alpha in ((0, 70), (3, 110), (6, 150)):
        pygame.draw.rect(glow, (*palette.GLOW, alpha), glow.get_rect().inflate(-2 * step, -2 * step), 3,
                         border_radius=16 - step)
    return glow
