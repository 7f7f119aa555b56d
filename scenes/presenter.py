"""Showing the canvas in the window: copied into the letterbox, with black bars around it.

The canvas is drawn at the letterbox's real pixel size (:mod:`sprites.pen`),
so presenting it never scales anything: each frame drawn is copied whole
into the window surface and sent to the screen.  Copying is the cheapest way
at every size: at 3840x2160 a copy takes about 3 ms, while finding what
changed since the last frame (reading the pixels out and comparing them)
took 10 ms or more.  A frame that is not drawn is not presented at all
(:class:`scenes.pacing.Pacer` decides), so an idle screen costs nothing here.
The letterbox bars are painted only when the window is new, resized or
exposed.  When the frame's canvas knows what changed since the last frame
(:mod:`sprites.damage`: a table laying its still layer), only those parts
are copied and sent.

What the window shows is only ever a copy of the canvas: hit-testing
(:meth:`sprites.display.Letterbox.to_logical`) and screenshots (taken of the
canvas) do not depend on it.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from sprites.display import Letterbox

Rect = tuple[int, int, int, int]
Show = Callable[[Sequence[pygame.Rect] | None], None]
"""Sends what was drawn in the window to the screen: the parts given, or all of it (None)."""


def show_display(parts: Sequence[pygame.Rect] | None) -> None:
    """Send ``parts`` of the display module's window (or all of it) to the screen."""
    if parts is None:
        pygame.display.flip()
    elif parts:
        pygame.display.update(list(parts))


def pixel_size(canvas: pygame.Surface) -> tuple[int, int]:
    """The size of ``canvas`` in real pixels (a :class:`sprites.pen.Canvas` measures itself in logical units)."""
    return pygame.Surface.get_size(canvas)


def bars(window: tuple[int, int], rect: Rect) -> list[Rect]:
    """The parts of a window of size ``window`` outside ``rect`` (the letterbox bars), as rectangles."""
    ww, wh = window
    x, y, w, h = rect
    parts = [(0, 0, ww, y), (0, y + h, ww, wh - y - h), (0, y, x, h), (x + w, y, ww - x - w, h)]
    return [part for part in parts if part[2] > 0 and part[3] > 0]


class Presenter:
    """Shows the canvas in the window: copied into the letterbox, the bars painted when the window is new."""

    def __init__(self, show: Show = show_display) -> None:
        self._show = show
        """Sends the window's pixels to the screen (:meth:`scenes.window.AppWindow.show`)."""
        self._shown_in: tuple[tuple[int, int], Rect] | None = None
        """The window size and letterbox the bars were painted for (None: paint them at the next frame)."""

    def invalidate(self) -> None:
        """Paint the whole window, bars too, at the next frame (it was made anew, resized, exposed or switched)."""
        self._shown_in = None

    def present(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox,
                changed: list[pygame.Rect] | None = None) -> None:
        """Show ``canvas`` in ``window`` through ``letterbox``; when ``changed`` is given (real pixels of the
        canvas), only those parts of it can differ from the frame shown last, and only they are copied and sent."""
        place = (window.get_size(), letterbox.rect)
        x, y, w, h = letterbox.rect
        fits = window.get_rect().contains(letterbox.rect)
        if not fits or self._shown_in != place:
            window.fill((0, 0, 0))
        elif changed is not None and pixel_size(canvas) == (w, h):
            for part in changed:
                pygame.Surface.blit(window, canvas, (x + part.x, y + part.y), part)
            if changed:
                self._show([part.move(x, y) for part in changed])
            return
        if pixel_size(canvas) == (w, h):
            pygame.Surface.blit(window, canvas, (x, y))
        else:  # the canvas has not followed a resize yet: shown at the letterbox's size this once
            window.blit(pygame.transform.smoothscale(canvas, (w, h)), (x, y))
        self._show(None)
        self._shown_in = place if fits else None


__all__ = ["Presenter", "Show", "bars", "pixel_size", "show_display"]
