"""Payments flying across the table: coins that add up to the amount paid, or one coin with the amount on it."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from sprites import palette
from sprites.last_paradise.coins import COIN_RADIUS, COIN_VALUES, draw_coin
from sprites.text import draw_text, fit_text
from sprites.tween import Animator, Point, Tween, ease_in_out

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


class PaymentFlights:
    """Coins flying from the bank (or a player) to a seat's row when Paras are paid."""

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.flying: list[Tween] = []

    @property
    def busy(self) -> bool:
        """True while a coin is in the air."""
        return bool(self.flying)

    def clear(self) -> None:
        """Every coin in the air vanishes (an undo, a jump in a replay)."""
        for tween in self.flying:
            self.animator.remove(tween)
        self.flying.clear()

    def send(self, start: Point, end: Point, amount: int, duration: float = 0.7) -> None:
        """Fly the coins of ``amount`` (see :func:`flying_coins`), staggered, from ``start`` to ``end``."""
        for i, value in enumerate(flying_coins(amount)):
            tween = Tween(start, end, duration, ease_in_out, delay=0.08 * i, payload=value)
            tween.on_done = self._landed(tween)
            self.flying.append(tween)
            self.animator.add(tween)

    def in_the_air(self) -> list[int]:
        """The values of the coins flying now (tests read what a payment looks like)."""
        return [int(t.payload) for t in self.flying]  # type: ignore[call-overload]

    def _landed(self, tween: Tween) -> Callable[[], None]:
        def done() -> None:
            if tween in self.flying:
                self.flying.remove(tween)
        return done

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the coins in the air."""
        for tween in self.flying:
            if tween.elapsed < tween.delay:
                continue
            value = int(tween.payload)  # type: ignore[call-overload]
            if value in COIN_RADIUS:
                draw_coin(surface, tween.position, value)
            else:
                draw_amount_coin(surface, tween.position, value)
