"""Drawing a player's results over time: a bar a game (its height the place reached), the win rate as a line."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from sprites import palette, pen
from sprites.backdrop import draw_card
from sprites.text import blit_text

MOST_BARS = 40
"""The chart shows at most the last this many games (a bar stays wide enough to see)."""


def draw_results_chart(surface: pygame.Surface, card: pygame.Rect, places: Sequence[float], won: Sequence[bool],
                       rates: Sequence[float], first_day: str, last_day: str) -> None:
    """The card, a bar a game (``places``: 1 first, 0 last; gold when ``won``), the win rate so far as a line.

    ``rates`` holds the win rate after each game; the days label the first and the last bar.
    """
    draw_card(surface, card)
    plot = pygame.Rect(card.x + 90, card.y + 50, card.w - 190, card.h - 110)
    blit_text(surface, "Place reached in each game", 18, palette.INK, ("topleft", (card.x + 24, card.y + 14)),
              bold=True)
    blit_text(surface, "Win rate so far", 18, palette.LEAF_DARK, ("topright", (card.right - 24, card.y + 14)),
              bold=True)
    for share, label in ((1.0, "first"), (0.0, "last")):
        y = plot.bottom - round(share * plot.h)
        pen.line(surface, palette.SAND_DARK, (plot.x, y), (plot.right, y), 1)
        blit_text(surface, label, 18, palette.INK, ("midright", (plot.x - 10, y)))
        blit_text(surface, f"{round(share * 100)}%", 18, palette.LEAF_DARK, ("midleft", (plot.right + 10, y)))
    count = len(places)
    if not count:
        return
    step = plot.w / count
    width = max(4, min(36, round(step * 0.7)))
    points = []
    for i, (place, first) in enumerate(zip(places, won)):
        x = round(plot.x + step * (i + 0.5))
        height = max(4, round(place * plot.h))
        bar = pygame.Rect(x - width // 2, plot.bottom - height, width, height)
        pen.rect(surface, palette.GLOW if first else palette.SEA_LIGHT, bar, border_radius=3)
        pen.rect(surface, palette.INK, bar, 1, border_radius=3)
        points.append((x, plot.bottom - round(rates[i] * plot.h)))
    if len(points) > 1:
        pen.lines(surface, palette.LEAF_DARK, False, points, 4)
    for point in points:
        pen.circle(surface, palette.LEAF_DARK, point, 5)
    blit_text(surface, first_day, 18, palette.INK, ("midtop", (max(plot.x + 40, points[0][0]), plot.bottom + 10)))
    if count > 1:
        blit_text(surface, last_day, 18, palette.INK, ("midtop", (min(plot.right - 40, points[-1][0]), plot.bottom + 10)))
