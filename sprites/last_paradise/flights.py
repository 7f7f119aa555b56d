"""Payments flying across the table: coins that add up to the amount paid, or one coin with the amount on it."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette, pen
from sprites.last_paradise.coins import COIN_RADIUS, COIN_VALUES, draw_coin
from sprites.text import draw_text, fit_text
from sprites.tween import InTheAir, Point, Tween, ease_in_out

LANE_X = 1275
"""Coins fly up and down this lane at the canvas's right edge, in the seat rows' margin: never over a name, a
seat's words, the lot's words or the log."""
FLIGHT_RADIUS = 10
"""How big a coin is in the lane (a purse's coin would reach into the rows' words)."""
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


def draw_amount_coin(surface: pygame.Surface, centre: Point, amount: int, radius: int = AMOUNT_RADIUS) -> None:
    """A gold coin with the whole amount of a payment on it."""
    c = (round(centre[0]), round(centre[1]))
    pen.circle(surface, (60, 50, 30), (c[0] + 1, c[1] + 2), radius)
    pen.circle(surface, (236, 196, 70), c, radius)
    pen.circle(surface, palette.INK, c, radius, 2 if radius > 12 else 1)
    size = 16 if radius > 12 else 11
    text = fit_text(str(amount), size, 2 * radius - 2, True)
    draw_text(surface, text, size, palette.INK, True, center=c)


def lane_point(row_centre_y: int) -> Point:
    """Where coins paid to (or by) a seat land (or leave): the lane, level with the seat's row."""
    return (float(LANE_X), float(row_centre_y))


@dataclass
class LaneTween(Tween):
    """A coin's flight: from ``start`` sideways into the lane, then along it to ``end`` (a point in the lane)."""

    @property
    def position(self) -> Point:
        """Where the coin is now, along the two legs, eased over the whole way."""
        corner = (float(LANE_X), self.start[1])
        legs = (abs(corner[0] - self.start[0]), abs(self.end[1] - corner[1]))
        way = self.ease(self.progress) * sum(legs)
        if way <= legs[0] or not legs[1]:
            k = way / legs[0] if legs[0] else 1.0
            return (self.start[0] + (corner[0] - self.start[0]) * k, self.start[1])
        k = (way - legs[0]) / legs[1]
        return (corner[0], corner[1] + (self.end[1] - corner[1]) * k)


@dataclass
class FlyingCoin:
    """One coin of a payment in the air: its value (or the whole amount, on a single coin) and its tween."""

    value: int
    tween: Tween


class PaymentFlights(InTheAir[FlyingCoin]):
    """Coins flying from the bank (or a player) to a seat's row when Paras are paid, by the lane."""

    def send(self, start: Point, end: Point, amount: int, duration: float = 0.7) -> None:
        """Fly the coins of ``amount`` (see :func:`flying_coins`), staggered, from ``start`` (the bank, or a seat's
        point in the lane) by the lane to ``end`` (a seat's point in the lane, :func:`lane_point`)."""
        for i, value in enumerate(flying_coins(amount)):
            self._add(FlyingCoin(value, LaneTween(start, end, duration, ease_in_out, delay=0.08 * i)))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the coins in the air."""
        for coin in self.items:
            if coin.tween.elapsed < coin.tween.delay:
                continue
            if coin.value in COIN_RADIUS:
                draw_coin(surface, coin.tween.position, coin.value, FLIGHT_RADIUS)
            else:
                draw_amount_coin(surface, coin.tween.position, coin.value, FLIGHT_RADIUS + 2)
