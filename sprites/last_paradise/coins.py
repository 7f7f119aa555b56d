"""Para coins (1, 5 and 10), how an amount breaks into coins, and stacks of coins (flying payments: :mod:`flights`)."""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

import pygame

from sprites import palette, pen
from sprites.text import draw_text
from sprites.tween import Point

COIN_VALUES: tuple[int, ...] = (10, 5, 1)
"""The Para coins, largest first."""
COIN_RADIUS: dict[int, int] = {10: 26, 5: 22, 1: 18}
COIN_COLOURS: dict[int, tuple[int, int, int]] = {10: (226, 186, 64), 5: (200, 204, 214), 1: (198, 128, 74)}


def coin_breakdown(amount: int, keep_change: bool = True) -> dict[int, int]:
    """Coins for ``amount`` Paras: keeping a five and some ones for change (as the rulebook deals them),
    or with ``keep_change`` False the fewest coins (as a bid lies in a closed hand)."""
    amount = max(0, amount)
    tens = max(0, (amount - 5) // 10) if keep_change else amount // 10
    rest = amount - 10 * tens
    fives = 1 if rest >= 5 else 0
    return {10: tens, 5: fives, 1: rest - 5 * fives}


def draw_coin(surface: pygame.Surface, centre: Point, value: int, radius: int | None = None) -> None:
    """One Para coin with its value on it (``radius``: smaller than it lies in a purse, as it flies)."""
    r = radius or COIN_RADIUS[value]
    c = (round(centre[0]), round(centre[1]))
    colour = COIN_COLOURS[value]
    pen.circle(surface, (60, 50, 30), (c[0] + 1, c[1] + 2) if radius else (c[0] + 2, c[1] + 3), r)
    pen.circle(surface, colour, c, r)
    pen.circle(surface, palette.INK, c, r, 2 if r > 12 else 1)
    if r > 12:
        pen.circle(surface, tuple(max(0, v - 40) for v in colour), c, r - 5, 1)
    size = (16 if value == 10 else 14) if r > 12 else 11
    draw_text(surface, str(value), size, palette.INK, True, center=c)


@dataclass
class CoinStack:
    """Where the coins of one amount lie inside ``area``: a row per group of coin values (by default one per value)."""

    area: pygame.Rect
    keep_change: bool = True
    coins: list[tuple[int, Point]] = field(default_factory=list)
    rows: tuple[tuple[int, ...], ...] = ((10,), (5,), (1,))
    """The coin values of each row, top to bottom (a row may hold several values, largest first)."""
    first_row: int = 34
    """How far below the area's top the first row's centres lie."""
    row_gap: int = 62
    """From one row's centres to the next."""

    def lay_out(self, amount: int) -> None:
        """Place the coins of ``amount`` in rows, side by side while they fit, overlapping when they do not."""
        self.coins = []
        y = self.area.top + self.first_row
        breakdown = coin_breakdown(amount, self.keep_change)
        for row in self.rows:
            values = [value for value in row for _ in range(breakdown[value])]
            steps = [COIN_RADIUS[a] + COIN_RADIUS[b] + 6 for a, b in zip(values, values[1:])]
            room = self.area.w - 16 - (COIN_RADIUS[values[0]] + COIN_RADIUS[values[-1]] if values else 0)
            squeeze = min(1.0, room / sum(steps)) if steps else 1.0
            x = float(self.area.left + 8 + (COIN_RADIUS[values[0]] if values else 0))
            for i, value in enumerate(values):
                self.coins.append((value, (round(x), y)))
                if i < len(steps):
                    x += steps[i] * squeeze
            y += self.row_gap

    def coin_at(self, pos: Point) -> int | None:
        """The index of the top-most coin under ``pos``, or None."""
        for index in range(len(self.coins) - 1, -1, -1):
            value, centre = self.coins[index]
            r = COIN_RADIUS[value]
            if (pos[0] - centre[0]) ** 2 + (pos[1] - centre[1]) ** 2 <= r * r:
                return index
        return None

    def draw(self, surface: pygame.Surface, lifted: Collection[int] = ()) -> None:
        """Draw every coin of the stack but the ``lifted`` ones (by index: carried or sliding home)."""
        for index, (value, centre) in enumerate(self.coins):
            if index not in lifted:
                draw_coin(surface, centre, value)
