"""The letterboxed window: a fixed logical canvas scaled into any window size."""
from __future__ import annotations

from dataclasses import dataclass

LOGICAL_SIZE: tuple[int, int] = (1280, 720)
"""Every scene draws on a canvas of this size; the window shows it scaled."""


@dataclass(frozen=True)
class Letterbox:
    """Where the logical canvas sits inside a window of a given size."""

    window: tuple[int, int]
    logical: tuple[int, int] = LOGICAL_SIZE

    @property
    def scale(self) -> float:
        """How many window pixels one canvas pixel covers (same on both axes)."""
        ww, wh = self.window
        lw, lh = self.logical
        return max(min(ww / lw, wh / lh), 1e-6)

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """(x, y, w, h) of the scaled canvas inside the window, centred."""
        ww, wh = self.window
        w = round(self.logical[0] * self.scale)
        h = round(self.logical[1] * self.scale)
        return ((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Map a window pixel to the canvas pixel under it (may lie outside the canvas)."""
        x, y, _, _ = self.rect
        return (int((pos[0] - x) / self.scale), int((pos[1] - y) / self.scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Map a canvas pixel to the window pixel where it is shown."""
        x, y, _, _ = self.rect
        return (round(x + pos[0] * self.scale), round(y + pos[1] * self.scale))
