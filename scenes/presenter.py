"""Showing the canvas in the window: copied into the letterbox, and only as much as changed.

The canvas is drawn at the letterbox's real pixel size (:mod:`sprites.pen`),
so presenting it never scales anything; it only copies.  Copying a big frame
still costs (a 3840x2160 frame is 33 MB of pixels), so :class:`Presenter`
copies as little as the frame allows:

- a canvas that is the same as the one last shown is not copied nor sent to
  the screen again (a frame drawn after a mouse move that changed nothing);
  up to 1280x720, where copying the canvas costs less than comparing it, it
  is simply copied;
- a bigger canvas is compared with the last one shown a band of rows at a
  time, and only the bands that changed are copied and sent to the screen;
- the letterbox bars are painted only when the window is new, resized or
  exposed.

What the window shows is only ever a copy of the canvas: hit-testing
(:meth:`sprites.display.Letterbox.to_logical`) and screenshots (taken of the
canvas) do not depend on it.
"""
from __future__ import annotations

import pygame

from sprites.display import Letterbox

BAND = 8
"""Rows of canvas compared, copied and sent to the screen together when only part of it changed."""

COPY_WHOLE = 1280 * 720
"""Up to this many pixels the canvas is copied whole each frame (cheaper than finding what changed)."""

Rect = tuple[int, int, int, int]


def pixel_size(canvas: pygame.Surface) -> tuple[int, int]:
    """The size of ``canvas`` in real pixels (a :class:`sprites.pen.Canvas` measures itself in logical units)."""
    return pygame.Surface.get_size(canvas)


def changed_rows(now: bytes, before: bytes, pitch: int, height: int, band: int = BAND) -> list[tuple[int, int]]:
    """The runs of rows ``(first, end)`` that differ between two pictures of ``height`` rows of ``pitch`` bytes.

    Rows are compared ``band`` at a time; neighbouring changed bands make one run.
    """
    runs: list[tuple[int, int]] = []
    step = pitch * band
    for top in range(0, height, band):
        start = top * pitch
        if now[start:start + step] == before[start:start + step]:
            continue
        end = min(top + band, height)
        if runs and runs[-1][1] == top:
            runs[-1] = (runs[-1][0], end)
        else:
            runs.append((top, end))
    return runs


def bars(window: tuple[int, int], rect: Rect) -> list[Rect]:
    """The parts of a window of size ``window`` outside ``rect`` (the letterbox bars), as rectangles."""
    ww, wh = window
    x, y, w, h = rect
    parts = [(0, 0, ww, y), (0, y + h, ww, wh - y - h), (0, y, x, h), (x + w, y, ww - x - w, h)]
    return [part for part in parts if part[2] > 0 and part[3] > 0]


class Presenter:
    """Shows the canvas in the window, copying and sending to the screen only what changed since the last frame."""

    def __init__(self) -> None:
        self._shown: bytes | None = None
        """The canvas's pixels as the window shows them now (None: the window must be painted whole)."""
        self._shown_in: tuple[tuple[int, int], Rect] | None = None
        self.sent_rows = 0
        """Canvas rows copied into the window so far (what presenting has cost; the tests read it)."""

    def invalidate(self) -> None:
        """Paint the whole window, bars too, at the next frame (it was made anew, resized, exposed or switched)."""
        self._shown = self._shown_in = None

    def present(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox) -> bool:
        """Show ``canvas`` in ``window`` through ``letterbox``; False if it had not changed (nothing was done)."""
        place = (window.get_size(), letterbox.rect)
        width, height = pixel_size(canvas)
        if not window.get_rect().contains(letterbox.rect) or (width, height) != letterbox.rect[2:]:
            self._paint_misfit(canvas, window, letterbox)
            return True
        if width * height <= COPY_WHOLE:
            self._paint_small(canvas, window, letterbox, place)
            return True
        pixels = canvas.get_buffer().raw
        if self._shown is None or place != self._shown_in or len(pixels) != len(self._shown):
            self._paint_whole(canvas, window, letterbox)
            pygame.display.flip()
        elif pixels == self._shown:
            return False
        else:
            runs = changed_rows(pixels, self._shown, canvas.get_pitch(), height)
            pygame.display.update([self._copy_rows(canvas, window, letterbox, run) for run in runs])
        self._shown, self._shown_in = pixels, place
        return True

    def _paint_misfit(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox) -> None:
        """The canvas does not fit the window (a resize not yet followed by the window or the canvas): paint what
        fits of it, at the letterbox's size."""
        x, y, w, h = letterbox.rect
        window.fill((0, 0, 0))
        self.sent_rows += pixel_size(canvas)[1]
        if pixel_size(canvas) == (w, h):
            pygame.Surface.blit(window, canvas, (x, y))
        else:
            window.blit(pygame.transform.smoothscale(canvas, (w, h)), (x, y))
        pygame.display.flip()
        self._shown = None

    def _paint_small(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox,
                     place: tuple[tuple[int, int], Rect]) -> None:
        """A canvas of at most :data:`COPY_WHOLE` pixels: copying it costs less than finding what changed in it."""
        if self._shown_in != place:
            for bar in bars(window.get_size(), letterbox.rect):
                window.fill((0, 0, 0), bar)
        pygame.Surface.blit(window, canvas, letterbox.rect[:2])
        self.sent_rows += pixel_size(canvas)[1]
        pygame.display.flip()
        self._shown, self._shown_in = None, place

    def _paint_whole(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox) -> None:
        for bar in bars(window.get_size(), letterbox.rect):
            window.fill((0, 0, 0), bar)
        self._copy_rows(canvas, window, letterbox, (0, pixel_size(canvas)[1]))

    def _copy_rows(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox,
                   run: tuple[int, int]) -> Rect:
        """Copy canvas rows ``run`` into the letterbox; returns the window rectangle written."""
        x, y, _, _ = letterbox.rect
        first, end = run
        width = pixel_size(canvas)[0]
        self.sent_rows += end - first
        pygame.Surface.blit(window, canvas, (x, y + first), (0, first, width, end - first))
        return (x, y + first, width, end - first)


__all__ = ["BAND", "COPY_WHOLE", "Presenter", "bars", "changed_rows", "pixel_size"]
