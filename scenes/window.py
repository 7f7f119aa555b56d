"""The app's window, in one of two kinds: pygame's display module, or a high-DPI :class:`pygame.Window`.

A desktop measures windows in *points*; the screen has *pixels*.  On Windows
(which the app tells it draws its own pixels, :func:`sprites.display.declare_dpi_awareness`)
and on Linux the two are the same, and the display module's window serves.
On a Mac with a Retina screen a point is 2x2 pixels, and SDL gives a window
all of them only when the window is made with ``ALLOW_HIGHDPI``, which
``pygame.display.set_mode`` never asks for (pygame-ce issue #1456).  There the
app opens a ``pygame.Window(allow_high_dpi=True)`` instead and draws into its
surface, which has as many pixels as the screen shows; the mouse and the
window's size still come in points, and :meth:`HighDpiWindow.to_pixels`
turns them into pixels.  Nothing assumes the ratio: it is read off the window
(its surface's size over its size in points), so a window on a 1x screen, or
a system that gives no more pixels, simply has a ratio of 1.

:data:`WINDOW_VARIABLE` chooses the kind by hand (``high-dpi`` or ``display``);
by default a Mac gets the high-DPI window and every other system the display
module's.  If the high-DPI window cannot be made, the display module's is used.
"""
from __future__ import annotations

import logging
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

import pygame

from scenes.presenter import show_display
from sprites.icon import set_window_icon, window_icon

log = logging.getLogger(__name__)

WINDOW_TITLE = "Paradise Table"
WINDOW_VARIABLE = "PARADISE_TABLE_WINDOW"
"""``high-dpi`` or ``display``: which kind of window to open, whatever the system is."""

Size = tuple[int, int]

SMALLEST_WINDOW: Size = (900, 507)
"""The smallest window the player can drag out, in points: the smallest size every layout is checked at (900 wide,
at 1280x720's shape), so no text is drawn smaller than there."""


def smallest_window(size: Size) -> Size:
    """The smallest size for a window opened at ``size`` points (never more than that, on a small desktop)."""
    return (min(SMALLEST_WINDOW[0], size[0]), min(SMALLEST_WINDOW[1], size[1]))


def wants_high_dpi(platform: str, environ: Mapping[str, str]) -> bool:
    """Whether to open the high-DPI window: as :data:`WINDOW_VARIABLE` says, else only on macOS."""
    choice = environ.get(WINDOW_VARIABLE, "").strip().lower()
    if choice in ("high-dpi", "display"):
        return choice == "high-dpi"
    return platform == "darwin"


class AppWindow(Protocol):
    """What the app needs of its window, of either kind."""

    def open(self, size: Size, fullscreen: bool) -> pygame.Surface:
        """Show the window at ``size`` points (or full screen) and return the surface to draw into."""

    def surface(self) -> pygame.Surface:
        """The surface to draw into now, in pixels (asked again after the window changed size)."""

    def points(self) -> Size:
        """The window's size in points."""

    def to_pixels(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A position (or a size) in points, in pixels."""

    def to_points(self, size: Size) -> Size:
        """A size in pixels, in points."""

    def show(self, parts: Sequence[pygame.Rect] | None) -> None:
        """Send what was drawn to the screen: only ``parts`` (pixels) where the window can, else all of it."""

    def new_pixels(self) -> Size | None:
        """The window's size in pixels if it changed without a resize event (None: it did not, or the events
        tell)."""

    def maximize(self) -> None:
        """Fill the desktop as a maximized window (given back after fullscreen to a window that was maximized)."""


class DisplayWindow:
    """The display module's window (``pygame.display.set_mode``): one pixel for each point."""

    def open(self, size: Size, fullscreen: bool) -> pygame.Surface:
        """Show the window at ``size`` (or full screen) and return its surface."""
        pygame.display.set_caption(WINDOW_TITLE)
        set_window_icon()
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        with warnings.catch_warnings():  # followed below
            warnings.filterwarnings("ignore", "Requested window was forcibly resized", RuntimeWarning)
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            window = _display_module_window()
            window.minimum_size = smallest_window(size)  # each set_mode may make the window anew, without it
            if surface.get_size() != size:
                # X11 with the plain framebuffer (prefer_plain_framebuffer) keeps fullscreen's size on the way
                # back to a window; asked again, it takes it (a desktop too small still gets its say)
                window.size = size
        except pygame.error as exc:
            log.info("the window's size was not set: %s", exc)
        return self.surface()

    def surface(self) -> pygame.Surface:
        """The display surface."""
        surface = pygame.display.get_surface()
        if surface is None:
            raise RuntimeError("the window is not open yet")
        return surface

    def points(self) -> Size:
        """The window's size (points and pixels are the same here)."""
        return self.surface().get_size()

    def to_pixels(self, pos: tuple[float, float]) -> tuple[float, float]:
        """``pos`` as it is: points are pixels."""
        return pos

    def to_points(self, size: Size) -> Size:
        """``size`` as it is: pixels are points."""
        return size

    def show(self, parts: Sequence[pygame.Rect] | None) -> None:
        """Send ``parts`` (or the whole window) to the screen."""
        show_display(parts)

    def new_pixels(self) -> Size | None:
        """None: every change of this window's size comes as a resize event."""
        return None

    def maximize(self) -> None:
        """Maximize the display module's window."""
        _display_module_window().maximize()


def _display_module_window() -> pygame.Window:
    """The display module's window as a ``pygame.Window`` (asked anew: ``set_mode`` may replace it), for what the
    display module cannot do itself: a smallest size, maximizing.  pygame-ce 2.5 marks this way of asking as
    deprecated in favour of drawing through ``pygame.Window``; the app pins its pygame-ce version."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


class HighDpiWindow:
    """A ``pygame.Window`` made with ``allow_high_dpi``: its surface has as many pixels as the screen gives it."""

    def __init__(self, make: Callable[..., pygame.Window] | None = None) -> None:
        self._make = make if make is not None else pygame.Window
        self._window: pygame.Window | None = None
        self._pixels: Size | None = None
        """The surface's size when it was last handed out."""

    @property
    def window(self) -> pygame.Window:
        """The window (opened by :meth:`open`)."""
        if self._window is None:
            raise RuntimeError("the window is not open yet")
        return self._window

    def open(self, size: Size, fullscreen: bool) -> pygame.Surface:
        """Make the window the first time, then switch it between full screen and ``size`` points."""
        if self._window is None:
            self._window = self._make(WINDOW_TITLE, size, allow_high_dpi=True, resizable=True)
            self._window.set_icon(window_icon())
        if fullscreen:
            self._window.set_fullscreen(desktop=True)
        else:
            self._window.set_windowed()
            self._window.minimum_size = smallest_window(size)
            self._window.size = size
        return self.surface()

    def maximize(self) -> None:
        """Maximize the window."""
        self.window.maximize()

    def close(self) -> None:
        """Let the window go (a window half made, before falling back to the display module's)."""
        if self._window is not None:
            self._window.destroy()
            self._window = None

    def surface(self) -> pygame.Surface:
        """The window's surface, made again by SDL after a resize."""
        surface = self.window.get_surface()
        self._pixels = surface.get_size()
        return surface

    def new_pixels(self) -> Size | None:
        """The surface's size if it changed since it was last handed out: the window was moved to a screen of
        another density (a Retina screen to a 1x monitor), which changes its pixels but not its points."""
        now = self.window.get_surface().get_size()
        return now if now != self._pixels else None

    def points(self) -> Size:
        """The window's size in points."""
        width, height = self.window.size
        return (int(width), int(height))

    def ratio(self) -> tuple[float, float]:
        """Pixels per point across and down (1 where the window gives no more pixels than points)."""
        width, height = self.points()
        pixels = self.window.get_surface().get_size()
        return (pixels[0] / width if width > 0 else 1.0, pixels[1] / height if height > 0 else 1.0)

    def to_pixels(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A position or size in points, in pixels."""
        across, down = self.ratio()
        return (pos[0] * across, pos[1] * down)

    def to_points(self, size: Size) -> Size:
        """A size in pixels, in points."""
        across, down = self.ratio()
        return (round(size[0] / across), round(size[1] / down))

    def show(self, parts: Sequence[pygame.Rect] | None) -> None:
        """Send the whole surface to the screen (a ``pygame.Window`` has no partial update; on a Mac SDL sends
        the whole surface through the GPU anyway)."""
        if parts is None or parts:
            try:
                self.window.flip()
            except pygame.error as exc:  # its size changed since the frame was drawn: the next frame follows it
                log.info("a frame was not shown: %s", exc)
                self._pixels = None  # and is drawn whole (the surface SDL makes anew holds nothing)


def open_app_window(high_dpi: bool, size: Size, fullscreen: bool,
                    make: Callable[..., pygame.Window] | None = None) -> tuple[AppWindow, pygame.Surface]:
    """Open the app's window of the kind asked for; a high-DPI window that cannot be made falls back to the
    display module's, with a line in the log."""
    if high_dpi:
        window = HighDpiWindow(make)
        try:
            return window, window.open(size, fullscreen)
        except (pygame.error, TypeError, AttributeError) as exc:
            log.warning("could not open a high-DPI window (%s); opening a plain one", exc)
            window.close()
    plain = DisplayWindow()
    return plain, plain.open(size, fullscreen)


__all__ = ["AppWindow", "DisplayWindow", "HighDpiWindow", "SMALLEST_WINDOW", "WINDOW_TITLE", "WINDOW_VARIABLE",
           "open_app_window", "smallest_window", "wants_high_dpi"]
