"""Tweened animation: values that glide from one place to another over time."""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

Point = tuple[float, float]


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Gentle start and landing."""
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    """Overshoot a little, then settle (a snap)."""
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


@dataclass
class Tween:
    """A point moving from ``start`` to ``end`` in ``duration`` seconds."""

    start: Point
    end: Point
    duration: float
    ease: Callable[[float], float] = ease_out_cubic
    on_done: Callable[[], None] | None = None
    delay: float = 0.0
    elapsed: float = 0.0
    payload: object = None

    @property
    def progress(self) -> float:
        """0 before the start, 1 at the end."""
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        """True once the end is reached."""
        return self.progress >= 1.0

    @property
    def position(self) -> Point:
        """Where the point is now."""
        k = self.ease(self.progress)
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k)


@dataclass
class Animator:
    """Runs tweens; ``speed`` is the settings' animation speed (higher is faster)."""

    speed: float = 1.0
    tweens: list[Tween] = field(default_factory=list)

    @property
    def busy(self) -> bool:
        """True while any tween is still running."""
        return bool(self.tweens)

    def add(self, tween: Tween) -> Tween:
        """Start a tween; returns it."""
        self.tweens.append(tween)
        return tween

    def remove(self, tween: Tween) -> None:
        """Stop a tween where it is (its callback never runs)."""
        if tween in self.tweens:
            self.tweens.remove(tween)

    def update(self, dt: float) -> None:
        """Advance every tween, finishing those that arrive (callbacks run once)."""
        step = dt * self.speed
        finished = []
        for tween in self.tweens:
            tween.elapsed += step
            if tween.done:
                finished.append(tween)
        for tween in finished:
            self.tweens.remove(tween)
            if tween.on_done is not None:
                tween.on_done()

    def finish_all(self) -> None:
        """Jump every tween to its end."""
        while self.tweens:
            self.update(1e9)


class Moving(Protocol):
    """Anything a tween carries through the air."""

    tween: Tween


MovingT = TypeVar("MovingT", bound=Moving)


class InTheAir(Generic[MovingT]):
    """The things in the air over a table, each carried by its own tween; one leaves when it lands."""

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.items: list[MovingT] = []

    @property
    def busy(self) -> bool:
        """True while anything flies."""
        return bool(self.items)

    def clear(self) -> None:
        """Drop everything in the air (an undo, a jump in a replay)."""
        for item in self.items:
            self.animator.remove(item.tween)
        self.items.clear()

    def _add(self, item: MovingT) -> None:
        self.items.append(item)

        def landed() -> None:
            if item in self.items:
                self.items.remove(item)

        item.tween.on_done = landed
        self.animator.add(item.tween)
