"""Drawing only what changed: a frame's canvas that notes where it was drawn on, and a still layer laid only there.

A game's table paints its whole picture each frame: first its still layer
(the board, the seats: kept and redrawn only when they change), then what
moves and what is written over it.  At 3840x2160 laying the still layer
copies 33 MB, and presenting the frame copies as much again: two thirds of a
frame's time.  Yet from one frame to the next only what moves changes.

The app draws each frame on a :class:`FrameCanvas`.  Everything drawn on it
(its ``blit``/``fill``, every :mod:`sprites.pen` function, pygame_gui's blits,
through any subsurface of it) is noted as device rectangles.  A scene that
starts its frame with :func:`lay_still` gets its still layer copied only where
the last frame drew over it and where the still itself was drawn on since (its
:attr:`sprites.pen.Canvas.notes`), when the still is the same picture and
nothing was drawn before it.  :meth:`FrameCanvas.finish` then tells the presenter which parts of the
window can differ from the last frame shown: what this frame and the last one
drew over the still, and where the still changed.  Anything else (another still, a frame
with no still, one that drew over most of the window) is laid and presented
whole, as before.

Notes are taken in cells of :data:`CELL` logical units, so a frame's many small
rectangles become a few rows of runs.  At scale 1 (a 1280x720 window) the
canvas is a plain surface and every frame is whole: copying it costs little.
"""
from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Sequence

import pygame

from sprites import pen

CELL = 16
"""The side of a cell of the damage grid, in logical units."""
MOSTLY = 0.6
"""Above this share of the cells, a frame is laid and presented whole (one copy beats hundreds of pieces)."""

_tracked: weakref.ref[FrameCanvas] | None = None
"""The canvas of the frame being drawn (notes on any other canvas are ignored)."""


class FrameCanvas(pen.Canvas):
    """The app's canvas at a scale other than 1: notes every pixel drawn on it during a frame."""

    def __init__(self, size: Sequence[int], *, scale: float, device: tuple[int, int]) -> None:
        super().__init__(size, scale=scale, device=device)
        width, height = device
        self._cell = max(1, round(CELL * scale))
        self._cols = math.ceil(width / self._cell)
        self._rows = math.ceil(height / self._cell)
        self._grid = bytearray(self._cols * self._rows)
        self._marked = 0
        self._last: list[pygame.Rect] | None = None
        """What the last frame drew over its still layer (None: unknown, the next still is laid whole)."""
        self._still: weakref.ref[pen.Canvas] | None = None
        self._laid = False
        """This frame began with :meth:`lay`."""
        self._laid_whole = False
        """... and laid its still whole: presented whole."""
        self._overflow = False
        """This frame drew over most of the canvas (laid and presented whole, the next frame too)."""

    # noting ---------------------------------------------------------------
    def drawn(self, device: pygame.Rect) -> None:
        """Note the ``device`` pixels of this canvas (or of a subsurface of it) drawn on in this frame."""
        owner = self.get_abs_parent()
        if not isinstance(owner, FrameCanvas) or owner is self and not hasattr(self, "_grid"):
            return  # a copy of a frame's canvas: a picture like any other
        if _tracked is None or owner is not _tracked():
            owner._last = None  # drawn on between frames: the next still is laid whole
            return
        if owner is not self:
            device = device.move(self.get_abs_offset())
        owner._mark(device)

    def _mark(self, device: pygame.Rect) -> None:
        if self._overflow:
            return
        box = device.clip(pygame.Surface.get_rect(self))
        if box.w <= 0 or box.h <= 0:
            return
        cell, cols = self._cell, self._cols
        left, right = box.x // cell, (box.right - 1) // cell + 1
        run = right - left
        for row in range((box.y // cell), (box.bottom - 1) // cell + 1):
            start = row * cols + left
            self._marked += run - self._grid.count(1, start, start + run)
            self._grid[start:start + run] = b"\x01" * run
        if self._marked > MOSTLY * len(self._grid):
            self._overflow = True

    def _pieces(self) -> list[pygame.Rect]:
        """The marked cells as rectangles (runs along each row), clipped to the canvas."""
        cell, cols, grid = self._cell, self._cols, self._grid
        bounds = pygame.Surface.get_rect(self)
        pieces = []
        for row in range(self._rows):
            at, end = row * cols, (row + 1) * cols
            while True:
                start = grid.find(1, at, end)
                if start < 0:
                    break
                stop = grid.find(0, start, end)
                stop = end if stop < 0 else stop
                pieces.append(pygame.Rect((start - row * cols) * cell, row * cell, (stop - start) * cell,
                                          cell).clip(bounds))
                at = stop
        return pieces

    def _clear(self) -> None:
        self._grid[:] = bytes(len(self._grid))
        self._marked = 0
        self._overflow = False

    # a frame --------------------------------------------------------------
    def begin(self) -> None:
        """A frame starts: notes from now on are this frame's."""
        global _tracked
        _tracked = weakref.ref(self)
        self._clear()
        self._laid = self._laid_whole = False

    def lay(self, still: pygame.Surface) -> None:
        """Lay ``still`` (a picture the size of this canvas) under this frame: only where the last frame drew
        over it and where the still was drawn on since, when it is the same picture, watched since it was last
        laid, and nothing was drawn yet this frame; else whole."""
        kept = self._still
        notes = getattr(still, "notes", None)
        partly = (kept is not None and kept() is still and notes is not None and self._last is not None
                  and not self._laid and self._marked == 0 and not self._overflow)
        pieces: list[pygame.Rect] = []
        if partly and self._last is not None and notes is not None:
            for piece in self._last + notes:  # what to copy, in cells: overlapping notes are copied once
                self._mark(piece)
            partly = not self._overflow
            pieces = self._pieces()
        if partly:
            for piece in pieces:
                pygame.Surface.blit(self, still, piece, piece)
        else:
            pygame.Surface.blit(self, still, (0, 0))
        self._clear()
        self._laid = True
        self._laid_whole = not partly
        if partly and notes:
            for note in notes:  # the still's new parts are this frame's news too
                self._mark(note)
        if isinstance(still, pen.Canvas):
            still.notes = []
            self._still = weakref.ref(still)
        else:
            self._still = None

    def finish(self) -> list[pygame.Rect] | None:
        """The frame is drawn: the parts of the canvas that can differ from the last frame shown (None: all)."""
        global _tracked
        _tracked = None
        if not self._laid or self._overflow:
            self._last = None
            return None
        drawn = self._pieces()
        previous, self._last = self._last, drawn
        if self._laid_whole or previous is None:
            return None
        return previous + drawn

    def forget(self) -> None:
        """Lay the next still whole (the canvas was drawn on outside a frame, or shown anew)."""
        self._last = None


def lay_still(target: pygame.Surface, still: pygame.Surface) -> None:
    """Start a frame's picture on ``target`` with the still layer ``still`` (the same size): on the app's canvas
    only where the last frame drew over it (:class:`FrameCanvas`); anywhere else, a plain blit."""
    if isinstance(target, FrameCanvas) and target.get_abs_parent() is target:
        target.lay(still)
    else:
        target.blit(still, (0, 0))


class KeptStill:
    """A table's still layer kept between frames: drawn again (over its old picture while the window keeps its
    size and scale: a new full-window surface costs 6 ms at 3840x2160) only when what it shows changes, and laid
    with :func:`lay_still`.

    What it shows is told as a ``key`` (a change draws the whole again) and optionally ``parts``: areas of the
    picture with what each shows; a changed part is drawn again only within its area (the whole drawing, clipped:
    the area must hold every pixel that part may draw, and the drawing must paint its own background)."""

    def __init__(self) -> None:
        self.key: object = None
        self.parts: list[object] = []
        self.picture: pygame.Surface | None = None

    def lay(self, target: pygame.Surface, key: object, draw: Callable[[pygame.Surface], None],
            parts: Sequence[tuple[pygame.Rect, object]] = ()) -> None:
        """Start ``target``'s frame with the still layer showing ``key`` and ``parts``, drawn by ``draw`` where
        that is new."""
        picture = self.picture
        if picture is None or picture.get_size() != target.get_size() or pen.scale_of(picture) != pen.scale_of(target):
            self.picture = picture = None  # the old scale's picture goes before the new one is made
            self.picture = picture = pen.surface(target.get_size(), 0, target)
            self.key = None
        shows = [show for _, show in parts]
        if self.key is None or self.key != key or len(shows) != len(self.parts):
            draw(picture)
        else:
            for area in _joined([area for (area, show), old in zip(parts, self.parts) if show != old]):
                picture.set_clip(area)
                try:
                    draw(picture)
                finally:
                    picture.set_clip(None)
        self.key, self.parts = key, shows
        lay_still(target, picture)

    def forget(self) -> None:
        """Let the picture go (it is made again at the next frame)."""
        self.key = self.picture = None
        self.parts = []


def _joined(areas: list[pygame.Rect]) -> list[pygame.Rect]:
    """``areas`` without those inside another (areas that only overlap are drawn apart: their union may be most of
    the picture, and drawing a pixel twice the same way is harmless)."""
    return [area for i, area in enumerate(areas)
            if not any(other.contains(area) and (other != area or j < i) for j, other in enumerate(areas) if j != i)]


__all__ = ["CELL", "MOSTLY", "FrameCanvas", "KeptStill", "lay_still"]
