"""Drag-and-drop with the mouse: pick up, carry, drop, or slide back."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

from sprites.tween import Animator, Point, Tween, ease_out_back, ease_out_cubic

T = TypeVar("T")


@dataclass
class Carried(Generic[T]):
    """What is being dragged: the item, where it came from, and the grip offset."""

    item: T
    home: Point
    grab_offset: Point
    position: Point


class DragAndDrop(Generic[T]):
    """Turns mouse events into pick-up / carry / drop for one kind of item.

    ``pick(pos)`` returns (item, home top-left) under the mouse or None;
    ``drop(item, pos, top_left)`` (the mouse, and where the item's top-left
    was let go) returns True if the drop was accepted (the game state
    changed), False to slide the item back home.
    """

    def __init__(self, pick: Callable[[Point], tuple[T, Point] | None],
                 drop: Callable[[T, Point, Point], bool], animator: Animator) -> None:
        self.pick = pick
        self.drop = drop
        self.animator = animator
        self.carried: Carried[T] | None = None
        self.returning: list[Tween] = []

    @property
    def dragging(self) -> bool:
        """True while an item is held."""
        return self.carried is not None

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed a canvas-coordinate mouse event; True if it was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.carried is None:
            found = self.pick(event.pos)
            if found is None:
                return False
            item, home = found
            offset = (event.pos[0] - home[0], event.pos[1] - home[1])
            self.carried = Carried(item, home, offset, home)
            return True
        if event.type == pygame.MOUSEMOTION and self.carried is not None:
            self.carried.position = (event.pos[0] - self.carried.grab_offset[0],
                                     event.pos[1] - self.carried.grab_offset[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.carried is not None:
            carried, self.carried = self.carried, None
            carried.position = (event.pos[0] - carried.grab_offset[0], event.pos[1] - carried.grab_offset[1])
            if not self.drop(carried.item, event.pos, carried.position):
                self.slide_home(carried)
            return True
        return False

    def cancel(self) -> None:
        """Put a held item back (e.g. Esc)."""
        if self.carried is not None:
            carried, self.carried = self.carried, None
            self.slide_home(carried)

    def slide_home(self, carried: Carried[T]) -> None:
        """Animate a refused item back to where it was picked up."""
        tween = Tween(carried.position, carried.home, 0.3, ease_out_cubic, payload=carried.item)

        def arrived() -> None:
            self.returning.remove(tween)

        tween.on_done = arrived
        self.returning.append(tween)
        self.animator.add(tween)

    def returning_items(self) -> list[tuple[T, Point]]:
        """Items sliding home with their current top-left, to draw them there."""
        return [(t.payload, t.position) for t in self.returning]  # type: ignore[misc]


def snap_tween(start: Point, end: Point, on_done: Callable[[], None] | None = None) -> Tween:
    """A short overshooting glide for a piece snapping into place."""
    return Tween(start, end, 0.18, ease_out_back, on_done)
