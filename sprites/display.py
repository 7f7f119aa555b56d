"""The letterboxed window: a fixed logical canvas scaled into any window size."""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping, MutableMapping
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


SCALE_VARIABLE = "PARADISE_TABLE_SCALE"
"""Set to a number (1.5, 2) to open the window at that many pixels per logical unit, whatever the desktop says."""


def declare_dpi_awareness(platform: str, environ: MutableMapping[str, str]) -> None:
    """Before the display starts: on Windows, say the app draws its own pixels at any desktop scale (per monitor),
    so Windows does not enlarge the window's picture as a bitmap (blurry); elsewhere nothing is needed."""
    if platform == "win32":
        environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def windows_system_scale() -> float:
    """The Windows desktop's scale (1.0 at 100%, 2.0 at 200%), 1.0 if it cannot be asked."""
    try:
        import ctypes

        dpi = ctypes.windll.user32.GetDpiForSystem()  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return 1.0
    return dpi / 96 if dpi > 0 else 1.0


def desktop_scale(platform: str, environ: Mapping[str, str],
                  system_scale: Callable[[], float] = windows_system_scale) -> float:
    """How many pixels the desktop gives one point: :data:`SCALE_VARIABLE` if set, Windows' display scale, the
    GTK or Qt scale a Linux desktop exports; 1.0 when none says (from 0.5 to 4)."""
    for name in (SCALE_VARIABLE, "GDK_SCALE", "QT_SCALE_FACTOR"):
        try:
            value = float(environ.get(name, ""))
        except ValueError:
            continue
        if math.isfinite(value) and value > 0:
            return min(max(value, 0.5), 4.0)
    if platform == "win32":
        return min(max(system_scale(), 0.5), 4.0)
    return 1.0


def first_window_size(scale: float, desktop: tuple[int, int]) -> tuple[int, int]:
    """The window to open on a desktop of ``desktop`` pixels at ``scale``: the logical canvas times the scale, made
    smaller (keeping its shape) where it would not fit the desktop."""
    width, height = LOGICAL_SIZE[0] * scale, LOGICAL_SIZE[1] * scale
    if desktop[0] > 0 and desktop[1] > 0:
        fit = min(1.0, desktop[0] / width, desktop[1] / height)
        width, height = width * fit, height * fit
    return (max(320, round(width)), max(180, round(height)))
