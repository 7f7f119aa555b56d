"""Showing the canvas in the window: scaled into the letterbox, and only as much as changed.

Every scene draws on the 1280x720 canvas; the window shows it scaled.  Scaling
in software costs more the bigger the window (a 3840x2160 frame is 33 MB of
pixels), so :class:`Presenter` does as little of it as the frame allows:

- a canvas that is the same as the one last shown is not scaled nor sent to
  the screen again (a frame drawn after a mouse move that changed nothing);
  at 1x, where copying the canvas costs less than comparing it, it is
  simply copied;
- the scaled frame is written straight into the window surface (no new
  surface a frame, no second copy), and the letterbox bars are painted only
  when the window is new, resized or exposed;
- when the window shows the canvas at a whole multiple of its size (2x
  at 2560x1440, 3x at 3840x2160) each canvas pixel becomes a k-by-k block
  (``pygame.transform.scale``; exact, and several times cheaper than
  ``smoothscale``), and only the bands of rows that changed are scaled and
  sent to the screen;
- at any other scale the whole canvas is smooth-scaled, as before.

What the window shows is only ever a picture of the canvas: hit-testing
(:meth:`sprites.display.Letterbox.to_logical`) and screenshots (taken of the
canvas) do not depend on it.
"""
from __future__ import annotations

import pygame

from sprites.display import Letterbox

BAND = 8
"""Rows of canvas compared, scaled and sent to the screen together when only part of it changed."""

Rect = tuple[int, int, int, int]


def whole_multiple(letterbox: Letterbox) -> int:
    """k when the letterbox shows the canvas at exactly k times its size (k a whole number), else 0."""
    _, _, w, h = letterbox.rect
    lw, lh = letterbox.logical
    k = w // lw
    return k if k >= 1 and (w, h) == (lw * k, lh * k) else 0


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
    """Shows the canvas in the window, scaling and sending to the screen only what changed since the last frame shown."""

    def __init__(self) -> None:
        self._shown: bytes | None = None
        """The canvas's pixels as the window shows them now (None: the window must be painted whole)."""
        self._shown_in: tuple[tuple[int, int], Rect] | None = None
        self.scaled_rows = 0
        """Canvas rows scaled into the window so far (what presenting has cost; the tests read it)."""

    def invalidate(self) -> None:
        """Paint the whole window, bars too, at the next frame (it was made anew, resized, exposed or switched)."""
        self._shown = self._shown_in = None

    def present(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox) -> bool:
        """Show ``canvas`` in ``window`` through ``letterbox``; False if it had not changed (nothing was done)."""
        place = (window.get_size(), letterbox.rect)
        if not window.get_rect().contains(letterbox.rect):
            self._paint_clipped(canvas, window, letterbox)
            return True
        if letterbox.rect[2:] == canvas.get_size():
            self._paint_unscaled(canvas, window, letterbox, place)
            return True
        pixels = canvas.get_buffer().raw
        if self._shown is None or place != self._shown_in or len(pixels) != len(self._shown):
            self._paint_whole(canvas, window, letterbox)
            pygame.display.flip()
        elif pixels == self._shown:
            return False
        elif whole_multiple(letterbox):
            runs = changed_rows(pixels, self._shown, canvas.get_pitch(), canvas.get_height())
            pygame.display.update([self._scale_rows(canvas, window, letterbox, run) for run in runs])
        else:
            self._scale(canvas, window, letterbox)
            pygame.display.update(pygame.Rect(letterbox.rect))
        self._shown, self._shown_in = pixels, place
        return True

    def _paint_clipped(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox) -> None:
        """The letterbox does not fit the window (a resize not yet followed by the window): paint what fits of it."""
        x, y, w, h = letterbox.rect
        window.fill((0, 0, 0))
        self.scaled_rows += canvas.get_height()
        window.blit(pygame.transform.smoothscale(canvas, (w, h)), (x, y))
        pygame.display.flip()
        self._shown = None

    def _paint_unscaled(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox,
                        place: tuple[tuple[int, int], Rect]) -> None:
        """Shown at its own size: copying the canvas costs less than finding what changed in it."""
        if self._shown_in != place:
            for bar in bars(window.get_size(), letterbox.rect):
                window.fill((0, 0, 0), bar)
        window.blit(canvas, letterbox.rect[:2])
        self.scaled_rows += canvas.get_height()
        pygame.display.flip()
        self._shown, self._shown_in = None, place

    def _paint_whole(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox) -> None:
        for bar in bars(window.get_size(), letterbox.rect):
            window.fill((0, 0, 0), bar)
        self._scale(canvas, window, letterbox)

    def _scale(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox) -> None:
        """Scale the whole canvas into the letterbox."""
        if whole_multiple(letterbox):
            self._scale_rows(canvas, window, letterbox, (0, canvas.get_height()))
            return
        x, y, w, h = letterbox.rect
        self.scaled_rows += canvas.get_height()
        pygame.transform.smoothscale(canvas, (w, h), window.subsurface((x, y, w, h)))

    def _scale_rows(self, canvas: pygame.Surface, window: pygame.Surface, letterbox: Letterbox,
                    run: tuple[int, int]) -> Rect:
        """Scale canvas rows ``run`` into the letterbox at its whole multiple; returns the window rectangle written."""
        k = whole_multiple(letterbox)
        x, y, _, _ = letterbox.rect
        first, end = run
        width = canvas.get_width()
        self.scaled_rows += end - first
        rows = canvas.subsurface((0, first, width, end - first))
        target = (x, y + first * k, width * k, (end - first) * k)
        if k == 1:
            window.blit(rows, target[:2])
        else:
            pygame.transform.scale(rows, target[2:], window.subsurface(target))
        return target


__all__ = ["BAND", "Presenter", "bars", "changed_rows", "whole_multiple"]
