"""Payments flying across the table: coins that add up to the amount paid, or one coin with the amount on it."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette
from sprites.last_paradise.coins import COIN_RADIUS, COIN_VALUES, draw_coin
from sprites.text import draw_text, fit_text
from sprites.tween import InTheAir, Point, Tween, ease_in_out

MOST_COINS = 5
"""More coins than this would crowd the table: one coin with the amount on it flies instead."""
AMOUNT_RADIUS = 24


def flying_coins(amount: int) -> list[int]:
    """The coins that fly for ``amount`` Paras, largest first: the fewest 10s, 5s and 1s that add up to it,
    or, when that would be more than :data:`MOST_COINS`, a single coin worth the whole amount."""
    amount = max(0, amount)
    coins: list[int] = []
    rest = amount
    for value in COIN_VALUES:
        coins += [value] * (rest // value)
        rest %= value
    if len(coins) > MOST_COINS:
        return [amount]
    return coins


def draw_amount_coin(surface: pygame.Surface, centre: Point, amount: int) -> None:
    """A gold coin with the whole amount of a payment on it."""
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, (60, 50, 30), (c[0] + 2, c[1] + 3), AMOUNT_RADIUS)
    pygame.draw.circle(surface, (236, 196, 70), c, AMOUNT_RADIUS)
    pygame.draw.circle(surface, palette.INK, c, AMOUNT_RADIUS, 2)
    text = fit_text(str(amount), 16, 2 * AMOUNT_RADIUS - 8, True)
    draw_text(surface, text, 16, palette.INK, True, center=c)


@dataclass
class FlyingCoin:
    """One coin of a payment in the air: its value (or the whole amount, on a single coin) and its tween."""

    value: int
    tween: Tween


class PaymentFlights(InTheAir[FlyingCoin]):
    """Coins flying from the bank (or a player) to a seat's row when Paras are paid."""

    def send(self, start: Point, end: Point, amount: int, duration: float = 0.7) -> None:
        """Fly the coins of ``amount`` (see :func:`flying_coins`), staggered, from ``start`` to ``end``."""
        for i, value in enumerate(flying_coins(amount)):
            self._add(FlyingCoin(value, Tween(start, end, duration, ease_in_out, delay=0.08 * i)))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the coins in the air."""
        for coin in self.items:
            if coin.tween.elapsed < coin.tween.delay:
                continue
            if coin.value in COIN_RADIUS:
                draw_coin(surface, coin.tween.position, coin.value)
            else:
                draw_amount_coin(surface, coin.tween.position, coin.value)
